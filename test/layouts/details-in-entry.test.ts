/**
 * A collapsed `<details>` block inside an entry (an agent folding its full
 * test output or a report under a summary) is the entry's, headings inside
 * it included: gc counts one entry per run, trims whole entries, and never
 * keeps the tail of a block whose opening line it dropped. A `<details>`
 * line that is never closed is no block: the headings after it still start
 * entries, as after a stray fence. Among list-item entries a block at
 * column 0 is the section's own text, as a fence there is.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countEntries, loadEntries } from '../../src/memory/runlog/scan.js';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const REPORT =
  '<details>\n<summary>Full test output</summary>\n\n## Test results\n\n- 12 passed\n\n## Coverage\n\n81%\n\n</details>\n';
/** A block nested in another, `### ` headings in both. */
const NESTED =
  '<details><summary>Review</summary>\n\n### Findings\n\n<details>\n<summary>Raw diff</summary>\n\n### src/a.ts\n\n</details>\n\n### Verdict\n\nApproved.\n</details>\n';

const axeRun = (i: number, extra: string) =>
  `## 2026-01-0${i}T10:00:00Z\n**Task:** task ${i}\n**Result:** done ${i}\n${extra}\n`;
const learning = (i: number, extra: string) =>
  `### 2026-01-0${i}: learning ${i}\n\nKept retries bounded.\n\n${extra}\n`;

const CASES = [
  {
    name: "axe's `## ` entries",
    config: '',
    preamble: '# Run log\n\n',
    entries: [axeRun(1, REPORT), axeRun(2, ''), axeRun(3, REPORT), axeRun(4, NESTED.replaceAll('###', '##'))],
    after: '',
  },
  {
    name: '`### ` entries under `## Learnings`',
    config: 'entry_heading = "###"\nentries_under = "Learnings"\nentries = "dated"\n',
    preamble: '# Team member\n\n## Learnings\n\n',
    entries: [learning(1, NESTED), learning(2, REPORT.replaceAll('##', '###')), learning(3, NESTED), learning(4, '')],
    after: '## Notes\n\nStays.\n',
  },
];

describe('a <details> block inside an entry', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s: one entry, trimmed whole', async (_name, c) => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    const log = c.preamble + c.entries.join('') + c.after;
    await commitFiles(
      root,
      { 'agents/a.toml': `[memory]\nenabled = true\npath = "log.md"\nlast_n = 2\n${c.config}`, 'log.md': log },
      daysAgo(3),
    );

    const status = await run(['status', 'a', '--root', root], root);
    expect(status.code).toBe(0);
    expect(status.out).toContain('entries:   4 (last_n 2)');

    const gc = await run(['gc', 'a', '--no-distil', '--analyzer', 'local', '--root', root], root);
    expect(gc.code).toBe(0);
    const kept = c.entries.slice(2).join('');
    expect(await readFile(join(root, 'log.md'), 'utf8')).toBe(c.preamble + kept + c.after);

    const load = await run(['load', 'a', '--root', root], root);
    expect(load.code).toBe(0);
    for (const e of c.entries.slice(2)) expect(load.out).toContain(e.trimEnd());
  });

  it("is found by the streaming scans of axe's large logs as by the parse", async () => {
    const root = await tempDir();
    const entries = [axeRun(1, REPORT), axeRun(2, REPORT), axeRun(3, '')];
    await git(root, ['init', '-q', '-b', 'main']);
    await commitFiles(root, { 'log.md': entries.join('') }, daysAgo(1));
    const path = join(root, 'log.md');
    expect(await countEntries(path, { chunkSize: 16 })).toBe(3);
    expect((await loadEntries(path, 2, { chunkSize: 16 })).toString()).toBe(entries.slice(1).join(''));
  });

  it("at column 0 among list-item entries, is the section's own text: no list item in it is an entry", async () => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    const item = (i: number) => `* [2026-01-0${i} 10:00:00] - change ${i}\n`;
    const block = '<details>\n<summary>Test run</summary>\n\n- 12 passed\n- 0 failed\n\n</details>\n\n';
    const head = '# Active Context\n\n## Recent Changes\n\n';
    const tail = '\n## Open Questions\n\n- Who owns billing?\n';
    await commitFiles(
      root,
      {
        'agents/a.toml':
          '[memory]\nenabled = true\npath = "log.md"\nlast_n = 2\nentries = "items"\nentries_under = "Recent Changes"\n',
        'log.md': `${head}${item(1)}\n${block}${item(2)}${item(3)}${tail}`,
      },
      daysAgo(1),
    );
    const gc = await run(['gc', 'a', '--no-distil', '--analyzer', 'local', '--root', root], root);
    expect(gc.code).toBe(0);
    expect(gc.out).toContain('Entries: 3\n');
    expect(await readFile(join(root, 'log.md'), 'utf8')).toBe(`${head}${block}${item(2)}${item(3)}${tail}`);
  });

  it('never closed, is no block: the headings after it start entries', async () => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    const entries = [axeRun(1, '<details>\n<summary>cut short</summary>\n'), axeRun(2, ''), axeRun(3, '')];
    await commitFiles(
      root,
      { 'agents/a.toml': '[memory]\nenabled = true\npath = "log.md"\nlast_n = 1\n', 'log.md': entries.join('') },
      daysAgo(1),
    );
    const gc = await run(['gc', 'a', '--no-distil', '--analyzer', 'local', '--root', root], root);
    expect(gc.code).toBe(0);
    expect(gc.out).toContain('Entries: 3\n');
    expect(await readFile(join(root, 'log.md'), 'utf8')).toBe(entries[2]);
  });
});
