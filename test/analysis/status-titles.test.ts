/**
 * Headings that after their day and task number only give the run's status,
 * written for this test in the shape of a task runner's journal
 * ("## 2026-03-02 1.1 — done", "## 2026-03-03 1.2 — done"): the status
 * names no topic. Titled "done", every entry of the journal would be one
 * item, the newest text replacing the others.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { titleOf } from '../../src/analysis/entry-heading.js';
import { apply } from '../../src/gc/apply.js';
import { distilPlan } from '../helpers/local-plan.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

describe('a heading that only gives a status', () => {
  it('names no topic, after a day, a time or a task number', () => {
    expect(titleOf('2026-03-02 1.1 — done')).toBe('');
    expect(titleOf('2026-03-02 14:05 UTC 2.3 — in progress')).toBe('');
    expect(titleOf('2026-03-02 — Completed')).toBe('');
    expect(titleOf('Task 4: failed')).toBe('');
    // A topic beside the status names the entry.
    expect(titleOf('2026-03-02 setup — done')).toBe('setup — done');
    expect(titleOf('2026-03-02 — Done with the cache rewrite')).toBe('Done with the cache rewrite');
  });

  it("keeps each entry's knowledge apart in the digest", async () => {
    const root = await tempDir();
    const entry = (day: number, task: string, found: string) =>
      `## 2026-03-0${day} 1.${day} — done\n\n**Task**: ${task}\n\n**What I found**:\n- ${found}\n\n`;
    await writeTree(root, {
      'agents/a.toml':
        '[memory]\nenabled = true\npath = "JOURNAL.md"\nlast_n = 1\nentries = "dated"\norder = "oldest-first"\n',
      'JOURNAL.md': `# JOURNAL\n\n${entry(2, 'Inventory the billing service.', 'Invoices are written by `billing/ledger.py` only; the API never writes them.')}${entry(3, 'Inventory the mail worker.', 'The mail worker retries a bounce three times, then parks it in `dead_letters`.')}${entry(4, 'Inventory the scheduler.', 'The scheduler runs every job in UTC.')}`,
    });
    await apply(await distilPlan(root));
    const digest = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
    expect(digest).toContain('billing/ledger.py');
    expect(digest).toContain('dead_letters');
    expect(digest).not.toMatch(/^## done$/m);
  });
});
