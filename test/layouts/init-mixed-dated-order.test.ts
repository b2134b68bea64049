/**
 * A log whose newest sessions are only numbered (`## Session 6 — cleanup`)
 * above older dated ones (`## 2026-01-04 — parser fixes`), newest first:
 * neither all dated nor all numbered, init assumed oldest-first, so every
 * trim was refused and load read the oldest sessions as the newest. The
 * dated ones and the numbered ones each run newest first: that is the order.
 */
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const LOG =
  '# Devlog\n\nNewest first.\n\n' +
  '## Session 6 — Cleanup pass\n\n- Removed dead flags\n\n' +
  '## Session 5 — Caching\n\n- Added an LRU\n\n' +
  '## 2026-01-04 — Parser fixes\n\n- Quoted keys\n\n' +
  '## 2026-01-03 — Tokenizer\n\n- Unicode identifiers\n\n' +
  '## 2026-01-02 — Setup\n\n- Repo, CI\n';

it('init proposes newest-first, and gc keeps the numbered newest sessions', async () => {
  const root = await tempDir();
  await writeTree(root, { 'devlog.md': LOG });
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  expect(init.out).toMatch(/entry dates and numbers run newest-first/);
  await appendFile(join(root, 'agents/devlog.toml'), 'last_n = 2\n');
  const gc = await run(['gc', 'devlog', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  expect(gc.err).not.toMatch(/Needs attention/);
  expect(await readFile(join(root, 'devlog.md'), 'utf8')).toBe(LOG.slice(0, LOG.indexOf('## 2026-01-04')));
});

it.each([
  ['dated and numbered parts that disagree', ['Session 1 — a', 'Session 2 — b', '2026-01-04 c', '2026-01-03 d']],
  ['one numbered entry among dated ones', ['Session 9 — a', '2026-01-04 c', '2026-01-03 d']],
])('%s: no order proposed', async (_, titles) => {
  const root = await tempDir();
  await writeTree(root, { 'devlog.md': titles.map((t) => `## ${t}\n\nx\n\n`).join('') });
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.out).toMatch(/oldest-first assumed/);
  expect(await readFile(join(root, 'agents/devlog.toml'), 'utf8')).not.toMatch(/order/);
});
