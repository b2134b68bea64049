/**
 * Regression: init reads a log's order from numbered headings as from dated
 * ones. A session log prepended by its agent, `## Session 12` at the top
 * down to `## Session 1`, was proposed with no `order` ("oldest-first
 * assumed"), so once the user set `last_n` gc dropped Sessions 12..6, the
 * newest work, with no dates at the cut to refuse it.
 */
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

it('init on a newest-first numbered log, then gc, keeps the newest sessions', async () => {
  const root = await tempDir();
  let log = '# Session log\n\nNewest session on top.\n\n';
  for (let i = 12; i >= 1; i--)
    log += `## Session ${i}: worked on the importer\n\nStep ${i} of the importer rewrite.\n\n`;
  await writeTree(root, { 'notes/session-log.md': log });

  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  expect(init.out).toMatch(/wrote agents\/session-log\.toml/);
  // The user follows README's advice: "set last_n ... to taste".
  await appendFile(join(root, 'agents/session-log.toml'), 'last_n = 5\n');

  const gc = await run(['gc', 'session-log', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  const after = await readFile(join(root, 'notes/session-log.md'), 'utf8');
  expect(after).toContain('## Session 12: worked on the importer');
  expect(after).toContain('## Session 8: worked on the importer');
});

it.each([
  ['1, 2, 3, 4', [1, 2, 3, 4], /entry numbers run oldest-first/],
  ['mixed', [2, 4, 1, 3], /not all dated or numbered in one direction: oldest-first assumed/],
])('init on numbered headings %s writes no order', async (_, numbers, note) => {
  const root = await tempDir();
  const log = numbers.map((i) => `## Run ${i}\n\nRun ${i}.\n\n`).join('');
  await writeTree(root, { 'notes/run-log.md': log });
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  expect(init.out).toMatch(note);
  expect(await readFile(join(root, 'agents/run-log.toml'), 'utf8')).not.toMatch(/order/);
});
