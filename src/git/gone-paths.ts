/**
 * Paths the repository once had and its base commit no longer has: a
 * statement naming one points at nothing once the entry it came from is
 * gone, so distillation drops it and says so in the review (issue 21,
 * item 3).
 */
import { namesPath } from '../text/path-name.js';
import { Git } from './git.js';

/** Paths by lower-case file name: a name given from a subfolder matches the tail of a path. */
type ByName = Map<string, string[]>;

/** The paths the names of statements could mean, that HEAD's history deleted and HEAD does not have. */
export interface GoneIndex {
  /** Of the repository paths `names` could mean (repository-relative, or from a subfolder), the gone ones. */
  gone(names: Iterable<string>): Promise<Set<string>>;
}

const NOTHING_GONE: GoneIndex = { gone: async () => new Set() };

/**
 * The last commit's index: `gc --all` plans a few agents at a time, and a
 * re-plan asks again. A commit names its whole history and tree, so its
 * answers hold in any repository, for as long as HEAD is that commit.
 */
let last: { key: string; index: GoneIndex } | undefined;

/** The index of the repository at `cwd` as its HEAD is now (nothing is gone outside git). */
export async function goneIndex(cwd: string): Promise<GoneIndex> {
  const git = new Git(cwd);
  const head = await git.resolveRef('HEAD').catch(() => '');
  if (!head) return NOTHING_GONE;
  if (last?.key !== head) last = { key: head, index: indexOf(git) };
  return last.index;
}

/**
 * HEAD's tree is read on first use; the history's deletions only when a
 * name is missing from it: reading them walks every commit (seconds on a
 * long history), and most statements name files that are there.
 */
function indexOf(git: Git): GoneIndex {
  let tree: Promise<ByName> | undefined;
  let deleted: Promise<ByName> | undefined;
  return {
    async gone(names) {
      const wanted = [...new Set([...names].map((n) => n.toLowerCase()).filter((n) => n.includes('/')))];
      if (!wanted.length) return new Set();
      tree ??= readTree(git);
      const present = await tree;
      const absent = wanted.filter((n) => matches(present, n).length === 0);
      if (!absent.length) return new Set();
      deleted ??= readDeleted(git, present);
      const gone = await deleted;
      return new Set(absent.flatMap((n) => matches(gone, n)));
    },
  };
}

/** The paths of `paths` that `name` means: the path itself, or one it is the tail of. */
function matches(paths: ByName, name: string): string[] {
  return (paths.get(baseName(name)) ?? []).filter((p) => namesPath(name, p));
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1).toLowerCase();

/** `-z` output: NUL-separated, so no name is quoted. */
const paths = (text: string) =>
  text
    .split('\0')
    .map((p) => p.replace(/^\n/, ''))
    .filter((p) => p !== '');

function byName(list: Iterable<string>): ByName {
  const map: ByName = new Map();
  for (const p of list) {
    const same = map.get(baseName(p));
    if (same) same.push(p);
    else map.set(baseName(p), [p]);
  }
  return map;
}

async function readTree(git: Git): Promise<ByName> {
  return byName(paths(await git.raw(['ls-tree', '-r', '-z', '--full-tree', '--name-only', 'HEAD'])));
}

/** The paths HEAD's history deleted that HEAD does not have, each once. */
async function readDeleted(git: Git, present: ByName): Promise<ByName> {
  const deleted = new Set(paths(await git.raw(['log', '-z', '--format=', '--name-only', '--diff-filter=D', 'HEAD'])));
  return byName([...deleted].filter((p) => !present.get(baseName(p))?.includes(p)));
}
