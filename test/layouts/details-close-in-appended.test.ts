/**
 * An entry `log` appends never closes a `<details>` block an earlier entry
 * left open, as it never closes a comment one left open: a `</details>` in
 * its task or result would take every entry since that one into it, and
 * the next trim would drop them with it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const axeRun = (i: number, extra: string) =>
  `## 2026-01-0${i}T10:00:00Z\n**Task:** task ${i}\n**Result:** done ${i}\n${extra}\n`;

describe('a </details> in an appended entry', () => {
  it.each([
    ['its task', ['--task', 'Removed the stray </details> from the README', '--result', 'done']],
    ['its result', ['--task', 'Tidy the README', '--result', 'done\nThe stray </details> is gone.']],
  ])('in %s closes no block an earlier entry left open', async (_where, args) => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    const old = [axeRun(1, '<details>\n<summary>cut short</summary>\n'), axeRun(2, ''), axeRun(3, '')];
    await commitFiles(
      root,
      { 'agents/a.toml': '[memory]\nenabled = true\npath = "log.md"\nlast_n = 2\n', 'log.md': old.join('') },
      daysAgo(1),
    );
    const logged = await run(['log', 'a', ...args, '--root', root], root);
    expect(logged.code).toBe(0);
    expect(logged.out).toContain('(4 entries)');
    const last = await run(['log', 'a', '--task', 'Last run', '--result', 'done', '--root', root], root);
    expect(last.out).toContain('(5 entries)');

    const gc = await run(['gc', 'a', '--no-distil', '--analyzer', 'local', '--root', root], root);
    expect(gc.code).toBe(0);
    const kept = await readFile(join(root, 'log.md'), 'utf8');
    expect(kept).not.toContain('task 3');
    expect(kept).toMatch(/README[\s\S]*Last run/);
  });
});
