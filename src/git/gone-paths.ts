/**
 * Paths the repository once had and its base commit no longer has: a
 * statement naming one points at nothing once the entry it came from is
 * gone, so distillation drops it and says so in the review (issue 21,
 * item 3).
 */
import { Git } from './git.js';

/** Repository-relative paths deleted in the history of HEAD and not present at HEAD; empty outside git. */
export async function gonePaths(cwd: string): Promise<Set<string>> {
  const git = new Git(cwd);
  if (!(await git.resolveRef('HEAD').catch(() => ''))) return new Set();
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
