/**
 * Regression (found on unseen memory shapes): Cline's first memory bank
 * lived in `cline_docs/`, not `memory-bank/`. init did not know the folder:
 * it proposed the bank's `progress.md` (dated `## ` sections) as a run log,
 * and the first gc trimmed the oldest progress; a document of the bank
 * outside the six core files, such as `currentTask.md`, had no rule keeping
 * it. `cline_docs/` is now a memory bank as `memory-bank/` is: its documents
 * are knowledge, never trimmed by count or aged out.
 */
import { appendFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const progress = (n: number) =>
  `# Progress\n\n${Array.from({ length: n }, (_, i) => `## 2026-0${i + 1}-05\n\n- Milestone ${i + 1} done\n\n`).join('')}`;
const BANK = {
  'cline_docs/productContext.md': '# Product Context\n\n## Why\n\nInvoices for small shops.\n',
  'cline_docs/activeContext.md': '# Active Context\n\n## Current Work\n\nThe importer.\n\n## Next Steps\n\n- billing\n',
  'cline_docs/systemPatterns.md': '# System Patterns\n\n## Architecture\n\nHexagonal.\n',
  'cline_docs/techContext.md': '# Tech Context\n\n## Stack\n\nNode 22.\n',
  'cline_docs/currentTask.md': '# Current Task\n\n## Goal\n\nShip the importer.\n',
};

it('init reads cline_docs/ as a Cline memory bank, and gc and prune keep every document', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  await commitFiles(root, { ...BANK, 'cline_docs/progress.md': progress(1) }, daysAgo(200));
  for (let n = 2; n <= 5; n++)
    await commitFiles(root, { 'cline_docs/progress.md': progress(n) }, daysAgo(200 - n * 20));

  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  const configs = await readdir(join(root, 'agents'));
  for (const c of configs) await appendFile(join(root, 'agents', c), 'last_n = 2\n');

  const gc = await run(['gc', '--all', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  const prune = await run(['prune', '--all', '--root', root], root);
  expect(prune.code).toBe(0);
  expect(await readFile(join(root, 'cline_docs/progress.md'), 'utf8')).toBe(progress(5));
  for (const [path, text] of Object.entries(BANK)) expect(await readFile(join(root, path), 'utf8')).toBe(text);
  expect(init.out).toMatch(/Cline memory bank cline_docs\//);
  expect(configs).toEqual(['cline.toml']);
});
