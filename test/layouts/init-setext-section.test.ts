/**
 * Regression (found on unseen memory shapes): init proposed axe's own
 * layout (only `path`) for a dated log that ends in a section of its own
 * written as an indented ` ## Notes` or as a setext heading (`Conventions`
 * over `-----------`, then its text). axe's layout reads only `## ` at
 * column 0, so that section was the newest entry's text; once `memkeep log`
 * had added entries after it, a trim dropped it with that entry.
 *
 * For an indented heading init now proposes `entries = "dated"`, whose
 * layout ends the entries there: the section is structure, and `memkeep
 * log` writes before it. A setext one no layout can tell from an entry's
 * last line over its `---` separator (test/layouts/dated-entry-separator.test.ts),
 * so init proposes nothing and says how to write it.
 */
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { listTree, tempDir } from '../helpers/tmp.js';

const entries = (n: number) =>
  Array.from({ length: n }, (_, i) => `## 2026-01-0${i + 1} Run ${i + 1}\n\nTask: build ${i + 1}\n\n`).join('');

async function store(section: string): Promise<string> {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  for (let n = 3; n <= 5; n++)
    await commitFiles(root, { 'notes/run-log.md': `# Run log\n\n${entries(n)}${section}` }, daysAgo(40 - n));
  return root;
}

it('an indented section after the entries survives log and trim', async () => {
  const section = ' ## Notes\n\nKeep entries short.\n';
  const root = await store(section);
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  expect(init.out).toMatch(/is structure: only its dated headings are entries/);
  expect(await readFile(join(root, 'agents/run-log.toml'), 'utf8')).toContain('entries = "dated"');
  await appendFile(join(root, 'agents/run-log.toml'), 'last_n = 2\n');
  for (const task of ['sixth', 'seventh', 'eighth']) {
    expect((await run(['log', 'run-log', '--task', task, '--result', 'ok', '--root', root], root)).code).toBe(0);
    expect((await run(['trim', 'run-log', '--root', root], root)).code).toBe(0);
  }
  const after = await readFile(join(root, 'notes/run-log.md'), 'utf8');
  expect(after.endsWith(`**Result:** ok\n\n${section}`)).toBe(true);
  expect(after.match(/\*\*Task:\*\* \w+/g)).toEqual(['**Task:** seventh', '**Task:** eighth']);
});

it('a setext section after the entries: init proposes no run log and says how to write it', async () => {
  const root = await store('Conventions\n-----------\n\nKeep entries short.\n');
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  expect(init.out).toContain('its section "Conventions" is a setext heading');
  expect(init.out).toContain('write it as "## Conventions"');
  expect((await listTree(root)).filter((f) => f.startsWith('agents/'))).toEqual([]);
});

it('a one-line paragraph over `---` ending each entry is no section: the log is proposed as before', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  const log = Array.from({ length: 4 }, (_, i) => `## 2026-01-0${i + 1} Run\n\nTask: t\n\nAll green.\n---\n\n`).join(
    '',
  );
  await commitFiles(root, { 'notes/run-log.md': `# Run log\n\n${log}` }, daysAgo(5));
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  expect(await readFile(join(root, 'agents/run-log.toml'), 'utf8')).not.toContain('entries =');
});
