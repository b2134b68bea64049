/**
 * Paths the repository once had and its base commit no longer has: a
 * statement naming one points at nothing once the entry it came from is
 * gone, so distillation drops it and says so in the review (issue 21,
 * item 3).
 */
import { Git } from './git.js';

/** HEAD's tree, by lower-case file name: a name given from a subfolder matches the tail of a path. */
type Tree = Map<string, string[]>;

/**
 * The last commit's tree and deletions: `gc --all` plans a few agents at a
 * time, and each batch asks again. A commit names its whole history and
 * tree, so its answers hold in any repository, for as long as HEAD is that
 * commit. The deletions are read only when some name is missing from the
 * tree: reading them walks the whole history (seconds on a long one), and
 * most statements name files that are there.
 */
let last: { key: string; tree: Promise<Tree>; deleted?: Promise<string[]> } | undefined;

/**
 * Of the paths `names` could mean (lower-case, as statements name them:
 * repository-relative, or from a subfolder), the ones the history of HEAD
 * deleted and HEAD does not have; a name matching a file at HEAD names
 * that file, and is not gone. Empty outside git.
 */
export async function gonePaths(cwd: string, names: Iterable<string>): Promise<Set<string>> {
  const wanted = new Set([...names].filter((n) => n.includes('/')));
  if (!wanted.size) return new Set();
  const git = new Git(cwd);
  const head = await git.resolveRef('HEAD').catch(() => '');
  if (!head) return new Set();
  if (last?.key !== head) last = { key: head, tree: readTree(git) };
  const tree = await last.tree;
  const absent = [...wanted].filter((n) => !inTree(tree, n));
  if (!absent.length) return new Set();
  last.deleted ??= readDeleted(git);
  return new Set(
    (await last.deleted).filter((p) => {
      const path = p.toLowerCase();
      return !inTree(tree, path) && absent.some((n) => path === n || path.endsWith(`/${n}`));
    }),
  );
}

const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

async function readTree(git: Git): Promise<Tree> {
  const tree: Tree = new Map();
  for (const p of lines(
    await git.raw(['-c', 'core.quotepath=off', 'ls-tree', '-r', '--full-tree', '--name-only', 'HEAD']),
  )) {
    const path = p.toLowerCase();
    const key = baseName(path);
    const same = tree.get(key);
    if (same) same.push(path);
    else tree.set(key, [path]);
  }
  return tree;
}

/** Whether `name` is a file of the tree, or the tail of one's path. */
function inTree(tree: Tree, name: string): boolean {
  return (tree.get(baseName(name)) ?? []).some((p) => p === name || p.endsWith(`/${name}`));
}

async function readDeleted(git: Git): Promise<string[]> {
  return lines(
    await git.raw(['-c', 'core.quotepath=off', 'log', '--format=', '--name-only', '--diff-filter=D', 'HEAD']),
  );
}
