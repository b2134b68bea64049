/**
 * Undated one-line entries (bullets under a section, as Squad's bullet
 * histories write them): the line is what the entry says, and the item made
 * of it cites the log it came from, as an entry named only by its heading
 * does. Read as statements, their heading became empty, and each item was
 * written with an empty citation ("_Evidence:  · confirmed …_").
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/gc/apply.js';
import { distilPlan } from '../helpers/local-plan.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const LOG = `# Team history

## Learnings
- Renamed the staging bucket to \`builds-staging\` because the old name clashed with the audit bucket.
- Moved the nightly export to \`jobs/export.py\` since the replica lags during the day.
- Pinned \`pyarrow\` to 14.x because 15.0 broke the parquet writer.
`;

describe('an undated one-line entry', () => {
  it("cites the log in its item's evidence, never nothing", async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/a.toml':
        '[memory]\nenabled = true\npath = "notes.md"\nlast_n = 1\nentries = "items"\nentries_under = "Learnings"\n',
      'notes.md': LOG,
    });
    await apply(await distilPlan(root));
    const digest = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
    expect(digest).toContain('jobs/export.py');
    const evidence = digest.split('\n').filter((l) => l.startsWith('_Evidence'));
    expect(evidence.length).toBeGreaterThan(0);
    for (const line of evidence) expect(line).toMatch(/^_Evidence(?: \(\d+\))?: notes\.md\b/);
  });
});
