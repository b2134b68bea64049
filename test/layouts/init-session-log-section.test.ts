/**
 * A progress file of fixed sections that keeps its sessions in one of them
 * (`## Session Log` holding `### 2026-01-20` entries, as agents append
 * them under a status document) was "a document of fixed sections": its
 * `## ` sections are undated, and init never looked at the `### ` ones.
 * The sessions are a log's entries when they all sit in one section named
 * as a log; every other section stays structure. Dated `### ` parts of a
 * roadmap are no log.
 */
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const HEAD = '# Where we are\n\n## Stack\n\n- Next.js\n\n## To resume\n\n1. Read this file\n\n';
const TAIL = '## Open questions\n\n- Who owns billing?\n';
const session = (d: number) => `### 2026-01-2${d}\n\n- work of day ${d}\n\n`;

it('init proposes the sessions under "## Session Log" as the log; gc keeps every other section', async () => {
  const log = `${HEAD}## Session Log\n\n${[0, 2, 5, 7].map(session).join('')}${TAIL}`;
  const root = await tempDir();
  await writeTree(root, { 'progress.md': log });
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.out).toMatch(/Found run log progress\.md/);
  const config = await readFile(join(root, 'agents/progress.toml'), 'utf8');
  expect(config).toMatch(/entry_heading = "###"/);
  expect(config).toMatch(/entries_under = "Session Log"/);
  await appendFile(join(root, 'agents/progress.toml'), 'last_n = 2\n');
  const gc = await run(['gc', 'progress', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  expect(await readFile(join(root, 'progress.md'), 'utf8')).toBe(
    `${HEAD}## Session Log\n\n${[5, 7].map(session).join('')}${TAIL}`,
  );
});

it('dated ### milestones of a roadmap section stay a document', async () => {
  const root = await tempDir();
  await writeTree(root, { 'progress.md': `${HEAD}## Roadmap\n\n${[0, 2, 5, 7].map(session).join('')}${TAIL}` });
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.out).toMatch(/Found document progress\.md/);
});
