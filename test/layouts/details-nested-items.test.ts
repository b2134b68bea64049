/**
 * A `<details>` block at column 0 among list-item entries is the section's
 * own text however it nests: a block inside it opened on one line and
 * closed on the same line, or opened indented, ends nothing, as the
 * headings scan (marks.ts) reads it. The list items inside the block are
 * its text, never entries gc counts or trims.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const item = (i: number) => `* [2026-01-0${i} 10:00:00] - change ${i}\n`;
const head = '# Active Context\n\n## Recent Changes\n\n';
const tail = '\n## Open Questions\n\n- Who owns billing?\n';

const BLOCKS = [
  ['a one-line block inside', '<details><summary>Flaky</summary>retried twice</details>\n'],
  ['an indented block inside', '  <details>\n  <summary>Flaky</summary>\n\n  retried twice\n  </details>\n'],
] as const;

describe('a <details> block among list-item entries, another block inside it', () => {
  it.each(BLOCKS)('%s: the block is the section text, its list items no entries', async (_name, inner) => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    const block = `<details>\n<summary>Test run</summary>\n\n${inner}- 2026-01-05 12 passed\n- 2026-01-05 0 failed\n\n</details>\n\n`;
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
});
