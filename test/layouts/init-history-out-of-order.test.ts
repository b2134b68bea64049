/**
 * Regression (found running init on the real Squad team's histories): a
 * history committed in one commit gets order = "oldest-first", but when one
 * of its dated entries sits before older ones, gc's first run refuses the
 * trim, and init had said nothing of it. init now names the misplaced entry
 * when it proposes that order, so the user can move it before the first gc.
 */
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const history = (titles: string[]) =>
  `# Nova\n\n## Core Context\n\nBuild owner.\n\n## Learnings\n\n${titles.map((t) => `### ${t}\n\nDid ${t}.\n\n`).join('')}`;

it('init names the dated entry that sits before older ones in a history committed at once', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  const titles = [
    'Setup',
    'Cache keys (2026-03-01)',
    'Release flow (2026-07-15)',
    'Lockfile (2026-03-10)',
    'CI matrix (2026-03-12)',
  ];
  await commitFiles(root, { '.squad/agents/nova/history.md': history(titles) }, daysAgo(5));
  const init = await run(['init', '--root', root], root);
  expect(init.code).toBe(0);
  expect(init.out).toMatch(/order = "oldest-first" proposed/);
  expect(init.out).toMatch(/"Release flow \(2026-07-15\)" comes before the older "Lockfile \(2026-03-10\)"/);

  const inOrder = await tempDir();
  await git(inOrder, ['init', '-q', '-b', 'main']);
  await commitFiles(
    inOrder,
    { '.squad/agents/nova/history.md': history(['Setup', 'Cache keys (2026-03-01)', 'Lockfile (2026-03-10)']) },
    daysAgo(5),
  );
  const quiet = await run(['init', '--root', inOrder], inOrder);
  expect(quiet.out).toMatch(/order = "oldest-first" proposed/);
  expect(quiet.out).not.toMatch(/comes before the older/);
});
