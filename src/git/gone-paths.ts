/**
 * Paths the repository once had and its base commit no longer has: a
 * statement naming one points at nothing once the entry it came from is
 * gone, so distillation drops it and says so in the review (issue 21,
 * item 3).
 */
import { Git } from './git.js';

/**
 * The last commit's answer: `gc --all` plans a few agents at a time, and
 * each batch asked again, reading the whole history each time. A commit
 * names its whole history and tree, so its answer holds in any repository
 * and is kept for as long as HEAD is that commit.
 */
let last: { key: string; paths: Promise<Set<string>> } | undefined;

/** Repository-relative paths deleted in the history of HEAD and not present at HEAD; empty outside git. */
export async function gonePaths(cwd: string): Promise<Set<string>> {
  const git = new Git(cwd);
  const head = await git.resolveRef('HEAD').catch(() => '');
  if (!head) return new Set();
  if (last?.key !== head) last = { key: head, paths: readGone(git) };
  return last.paths;
}

async function readGone(git: Git): Promise<Set<string>> {
  const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');
  const deleted = lines(
    await git.raw(['-c', 'core.quotepath=off', 'log', '--format=', '--name-only', '--diff-filter=D', 'HEAD']),
  );
  if (!deleted.length) return new Set();
  const present = new Set(
    lines(await git.raw(['-c', 'core.quotepath=off', 'ls-tree', '-r', '--full-tree', '--name-only', 'HEAD'])),
  );
  return new Set(deleted.filter((p) => !present.has(p)));
}
