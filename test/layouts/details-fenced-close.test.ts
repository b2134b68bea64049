/**
 * A `</details>` inside fenced code in a `<details>` block (a diff of an
 * HTML file the agent changed) is code: it ends no block. Ending the block
 * there made the fence's closing line open a fence that ran to the next
 * entry's code block, taking the entries between into the first.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const entry = (i: number, extra: string) =>
  `## 2026-01-0${i}T10:00:00Z\n**Task:** task ${i}\n**Result:** done ${i}\n${extra}\n`;
const DIFF = '<details>\n<summary>README diff</summary>\n\n```diff\n-</details>\n+</details>\n```\n\n</details>\n';

it('a </details> in fenced code inside a block ends no block', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  const entries = [entry(1, DIFF), entry(2, ''), entry(3, '```sh\nnpm test\n```\n'), entry(4, '')];
  await commitFiles(
    root,
    { 'agents/a.toml': '[memory]\nenabled = true\npath = "log.md"\nlast_n = 3\n', 'log.md': entries.join('') },
    daysAgo(3),
  );
  const status = await run(['status', 'a', '--root', root], root);
  expect(status.out).toContain('entries:   4 (last_n 3)');
  const gc = await run(['gc', 'a', '--no-distil', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  expect(await readFile(join(root, 'log.md'), 'utf8')).toBe(entries.slice(1).join(''));
});
