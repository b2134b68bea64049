/**
 * A log whose entries are list items written on one line, in shapes of our
 * own after a high-level session log ("- 2026-03-04: Moved the export …")
 * and a changelog section of a project's requirements document ("- <day>
 * (run-12) — **title**: what happened, the cause, the fix", details below
 * it): the entry says what it says on its heading line. Read as a heading
 * only, such an entry left no statement, so no item: a trim of a one-line
 * log kept nothing of what it dropped.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingStatements } from '../../src/analysis/entry-heading.js';
import { apply } from '../../src/gc/apply.js';
import { distilPlan } from '../helpers/local-plan.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const LOG = `# Build notes

## Sessions
- 2026-03-06: Renamed the staging bucket to \`builds-staging\`.
- 2026-03-05 (run-12) — **Retry the webhook sender**: Deliveries were lost when the receiver answered 503. Root cause: the sender gave up after one attempt. Fix: the sender now retries three times with backoff, and \`webhooks/outbox.py\` keeps a failed delivery for an hour.
  - **Tests**: 3 new tests in \`test_outbox.py\`, all pass.
- 2026-03-04: Moved the nightly export to \`jobs/export.py\`; it runs at 02:00 UTC because the replica lags during the day.
- 2026-03-03: Pinned \`pyarrow\` to 14.x because 15.0 broke the parquet writer.
`;

describe('a list item entry written on its heading line', () => {
  it('says its text as statements, its title and time kept as the heading', () => {
    expect(headingStatements({ heading: '2026-03-03: Pinned `pyarrow` to 14.x.', task: '', result: '' })).toEqual({
      heading: '2026-03-03',
      task: 'Pinned `pyarrow` to 14.x.',
      result: '',
    });
    expect(
      headingStatements({ heading: '2026-03-05 (run-12) — **Retry**: Deliveries were lost.', task: '- x', result: '' }),
    ).toEqual({ heading: '2026-03-05 (run-12) — **Retry**', task: 'Deliveries were lost.\n- x', result: '' });
    // A field of the entry's time, or a title with a body of its own, stays the heading.
    const dated = { heading: '**Date (UTC):** 2025-08-30', task: '**Task:** Add the scheduler', result: '' };
    expect(headingStatements(dated)).toBe(dated);
    const titled = { heading: '2026-03-02 — Cache rewrite', task: 'The cache is keyed by tenant.', result: '' };
    expect(headingStatements(titled)).toBe(titled);
    // Bold words with no colon after them are part of the title.
    const bold = { heading: '2026-03-02 — **Cache** rewrite for every tenant', task: '- keyed by tenant', result: '' };
    expect(headingStatements(bold)).toBe(bold);
  });

  it("keeps each one-line entry's knowledge in the digest", async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/a.toml':
        '[memory]\nenabled = true\npath = "notes.md"\nlast_n = 1\nentries = "items"\nentries_under = "Sessions"\norder = "newest-first"\n',
      'notes.md': LOG,
    });
    await apply(await distilPlan(root));
    const digest = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
    expect(digest).toContain('the sender gave up after one attempt');
    expect(digest).toContain('jobs/export.py');
    expect(digest).toContain('15.0 broke the parquet writer');
  });
});
