/**
 * Regression (found on unseen memory shapes): the rules folders of Kilo
 * Code (`.kilocode/rules/`, where its memory bank lives too), Augment
 * (`.augment/rules/`) and Trae (`.trae/rules/`) are loaded by their tools
 * into every session, as Cursor's and Windsurf's are, but init proposed a
 * file there named like a log with dated sections as a run log, and the
 * first gc trimmed the bank's context.md and the rules by count. They are
 * an agent's instructions: init names them and leaves them alone.
 */
import { appendFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const sessions = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `## 2026-02-0${i + 1} Session ${i + 1}\n\nKept the importer small (${i + 1}).\n\n`,
  ).join('');
const FILES: Record<string, (n: number) => string> = {
  '.kilocode/rules/memory-bank/context.md': (n) => `# Context\n\n${sessions(n)}`,
  '.kilocode/rules/work-log.md': (n) => `# Work log\n\n${sessions(n)}`,
  '.kilo/rules/session-log.md': (n) => `# Session log\n\n${sessions(n)}`,
  '.augment/rules/session-log.md': (n) => `---\ntype: always_apply\n---\n# Session log\n\n${sessions(n)}`,
  '.trae/rules/dev-log.md': (n) => `---\nalwaysApply: true\n---\n# Dev log\n\n${sessions(n)}`,
};

it('init proposes no run log in a Kilo Code, Augment or Trae rules folder, and gc leaves them alone', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  for (let n = 1; n <= 5; n++)
    await commitFiles(
      root,
      Object.fromEntries(Object.entries(FILES).map(([path, text]) => [path, text(n)])),
      daysAgo(60 - n * 10),
    );
  // A run log beside them is still found, so the store has an agent to gc.
  await commitFiles(root, { 'notes/run-log.md': sessions(5) }, daysAgo(5));

  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  const configs = await readdir(join(root, 'agents'));
  for (const c of configs) await appendFile(join(root, 'agents', c), 'last_n = 2\n');

  const gc = await run(['gc', '--all', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  expect(gc.out).toMatch(/Trimmed: 3 entries removed/);
  for (const [path, text] of Object.entries(FILES)) expect(await readFile(join(root, path), 'utf8')).toBe(text(5));
  expect(configs).toEqual(['run-log.toml']);
  for (const path of Object.keys(FILES)) expect(init.out).toContain(`${path}: an agent's instructions`);
});
