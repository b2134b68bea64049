/**
 * A `---` right under a `<details>` block's `</details>` line is an entry's
 * separator, as it is under a fence's closer: never a setext underline
 * making `</details>` a `## ` heading that ends the entries' section.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const learning = (i: number) =>
  `### 2026-01-0${i}: learning ${i}\n\nKept retries bounded.\n\n<details>\n<summary>Run ${i}</summary>\n\n12 passed\n\n</details>\n---\n\n`;

it('a --- under </details> among `### ` entries under `## Learnings` separates entries', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  const head = '# Team member\n\n## Learnings\n\n';
  const tail = '## Notes\n\nStays.\n';
  await commitFiles(
    root,
    {
      'agents/a.toml':
        '[memory]\nenabled = true\npath = "log.md"\nlast_n = 2\nentry_heading = "###"\nentries_under = "Learnings"\nentries = "dated"\n',
      'log.md': head + [1, 2, 3].map(learning).join('') + tail,
    },
    daysAgo(3),
  );
  const status = await run(['status', 'a', '--root', root], root);
  expect(status.out).toContain('entries:   3 (last_n 2)');
  const gc = await run(['gc', 'a', '--no-distil', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  expect(await readFile(join(root, 'log.md'), 'utf8')).toBe(head + [2, 3].map(learning).join('') + tail);
});
