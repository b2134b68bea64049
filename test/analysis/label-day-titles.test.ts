/**
 * A heading of one word and its day ("## Standup — 2026-01-02", "## Update -
 * 2026-01-03", written for this test in the shape of a team's work log)
 * names the log, not a topic: the merge matches titles without their day, so
 * every entry was one item, the newest text replacing the others. A topic of
 * more words keeps its day.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stampOf, titleOf } from '../../src/analysis/entry-heading.js';
import { apply } from '../../src/gc/apply.js';
import { distilPlan } from '../helpers/local-plan.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

describe('a heading of one word and its day', () => {
  it('names no topic and is cited by its day', () => {
    expect(titleOf('Standup — 2026-01-02')).toBe('');
    expect(stampOf('Standup — 2026-01-02')).toBe('2026-01-02');
    expect(titleOf('Update - Jan 3, 2026')).toBe('');
    expect(titleOf('Cache rewrite — 2026-01-02')).toBe('Cache rewrite — 2026-01-02');
    expect(titleOf('Release 1.2 — 2026-01-02')).toBe('Release 1.2 — 2026-01-02');
  });

  it("keeps each entry's knowledge apart in the digest", async () => {
    const root = await tempDir();
    const entry = (day: number, said: string) => `## Standup — 2026-01-0${day}\n\n- ${said}\n\n`;
    await writeTree(root, {
      'agents/a.toml':
        '[memory]\nenabled = true\npath = "work-log.md"\nlast_n = 1\nentries = "dated"\norder = "oldest-first"\n',
      'work-log.md': `# Work log\n\n${entry(2, 'Invoices are written by `billing/ledger.py` only.')}${entry(3, 'The mail worker parks bounces in `dead_letters` after three retries.')}${entry(4, 'The scheduler runs every job in UTC.')}`,
    });
    await apply(await distilPlan(root));
    const digest = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
    expect(digest).toContain('billing/ledger.py');
    expect(digest).toContain('dead_letters');
    expect(digest).not.toMatch(/^## Standup/m);
  });
});
