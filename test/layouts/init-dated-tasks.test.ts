/**
 * A heading numbered as a task is a step of a plan only while it names no
 * date: "## Task 3 — 2026-01-07: add the index" in `progress.md` is a run
 * the agent dated, and the file is its log (docs/decisions.md: headings
 * numbered as runs or dated stay entries whatever the name).
 */
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { listTree, tempDir } from '../helpers/tmp.js';

it('init proposes a run log for dated task entries in a file named like notes', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  const tasks = [1, 2, 3, 4].map((i) => `## Task ${i} — 2026-01-0${i}: change ${i}\n\nDone.\n\n`).join('');
  await commitFiles(root, { 'progress.md': `# Progress\n\n${tasks}` }, daysAgo(5));

  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  expect(init.out).not.toContain('numbered steps of a procedure');
  expect((await listTree(root)).filter((f) => f.startsWith('agents/'))).toEqual(['agents/progress.toml']);
});
