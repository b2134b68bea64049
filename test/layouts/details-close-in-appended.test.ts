/**
 * An entry `log` appends never closes a `<details>` block an earlier entry
 * left open, as it never closes a comment one left open: a `</details>` in
 * its task or result would take every entry since that one into it, and
 * the next trim would drop them with it. A block its result opens and
 * closes is its own, kept as written; one it leaves open (the 1000-byte
 * cut can drop the close) opens nothing.
 */
import { readFile, writeFile } from 'node:fs/promises';
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

describe('a <details> block in an appended result', () => {
  it('is kept as written when it closes there, and opens nothing when it does not', async () => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    await commitFiles(
      root,
      { 'agents/a.toml': '[memory]\nenabled = true\npath = "log.md"\nlast_n = 2\n', 'log.md': axeRun(1, '') },
      daysAgo(1),
    );
    const block = '<details>\n<summary>Test output</summary>\n\n12 passed\n</details>';
    const own = await run(['log', 'a', '--task', 'Run the tests', '--result', `green\n${block}`, '--root', root], root);
    expect(own.out).toContain('(2 entries)');
    expect(await readFile(join(root, 'log.md'), 'utf8')).toContain(`**Result:** green\n${block}\n`);

    const cut = await run(
      ['log', 'a', '--task', 'Cut', '--result', 'long\n<details>\n<summary>Output</summary>', '--root', root],
      root,
    );
    expect(cut.out).toContain('(3 entries)');
    const log = await readFile(join(root, 'log.md'), 'utf8');
    expect(log).toContain('**Result:** long\n    <details>\n<summary>Output</summary>\n');
    // A later block, hand-written, pairs on its own and closes nothing of the cut entry's.
    const hand = `## 2026-12-31T10:00:00Z\n**Task:** t\n**Result:** r\n<details>\n\n## inside\n\n</details>\n`;
    await writeFile(join(root, 'log.md'), `${log}${hand}`);
    const status = await run(['status', 'a', '--root', root], root);
    expect(status.out).toContain('entries:   4 (last_n 2)');
  });
});
