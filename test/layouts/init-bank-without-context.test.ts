/**
 * Regression (found on unseen memory shapes): a memory bank that has no
 * activeContext.md (nor decisionLog.md or productContext.md) yet was not
 * found as a bank, so init proposed its dated `progress.md` (a bank's core
 * file) and a dated `session-notes.md` there as plain run logs, and the
 * first gc trimmed them by count; gc itself then warned that the path was
 * in a memory bank's folder without its preset. Memory-bank documents are
 * knowledge (DESIGN §8): init names them and proposes no config.
 */
import { appendFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const weeks = (n: number) =>
  Array.from({ length: n }, (_, i) => `## 2026-01-0${i + 1} Week ${i + 1}\n\n- Importer step ${i + 1} works\n\n`).join(
    '',
  );
const FILES: Record<string, (n: number) => string> = {
  'memory-bank/progress.md': (n) => `# Progress\n\n${weeks(n)}`,
  'memory-bank/session-notes.md': (n) => `# Session notes\n\n${weeks(n)}`,
  'docs/cline_docs/progress.md': (n) => `# Progress\n\n${weeks(n)}`,
};

it('init proposes no run log for a document of a memory bank without activeContext.md', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  for (let n = 1; n <= 5; n++)
    await commitFiles(
      root,
      {
        'memory-bank/projectbrief.md': '# Brief\n\nAn importer.\n',
        ...Object.fromEntries(Object.entries(FILES).map(([path, text]) => [path, text(n)])),
      },
      daysAgo(60 - n * 10),
    );
  await commitFiles(root, { 'notes/run-log.md': weeks(5) }, daysAgo(5));

  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  const configs = await readdir(join(root, 'agents'));
  expect(configs).toEqual(['run-log.toml']);
  for (const c of configs) await appendFile(join(root, 'agents', c), 'last_n = 2\n');
  for (const path of Object.keys(FILES)) expect(init.out).toContain(`${path}: a memory-bank document`);

  const gc = await run(['gc', '--all', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  for (const [path, text] of Object.entries(FILES)) expect(await readFile(join(root, path), 'utf8')).toBe(text(5));
});
