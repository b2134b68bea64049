/**
 * Ages from git history: a checkout gives every file the same mtime.
 *
 * Inside a checkout every file's mtime is the checkout time, so an mtime
 * rule never prunes anything in CI. Instead a tracked, unmodified file's age
 * is the committer time of the last commit that changed it, read for all
 * files in ONE `git log --name-only` pass limited to the longest retention
 * window: pruning only asks "changed within the window?", so a tracked file
 * that no commit since the cutoff touched is simply older than the cutoff.
 *
 * Untracked or locally modified files age by mtime. In a shallow clone the
 * boundary commit hides older history: the history is deepened when a remote
 * answers, and a file whose age is still unknown is reported as uncertain,
 * which means it is never pruned.
 */

import { stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { type SimpleGit, simpleGit } from 'simple-git';
import { MAX_TEXT_BYTES, readRegularFile } from '../fs/regular.js';
import { type AgeSource, type FileAge, mtimeAges } from '../memory/typed/file-ages.js';

export interface GitAgeOptions {
  /** Oldest instant that matters: now minus the longest retention window. */
  cutoff: Date;
  /** Fetch more history in a shallow clone (default true). */
  deepen?: boolean;
  /** No file under the root is changed or untracked (prune.ts RunAges): none is looked for. */
  unchanged?: boolean;
}

export interface GitAgeSource extends AgeSource {
  /** How ages were found, for reports: `git history`, `mtime (not a git repository)`... */
  describe: string;
  /** Why some ages are unknown (shallow history that could not be deepened). */
  warnings: string[];
  /** Commits read in the history pass. */
  commitsRead: number;
}

/** An AgeSource for files under `root`: git history when inside a work tree, else mtime. */
export async function gitAges(root: string, options: GitAgeOptions): Promise<GitAgeSource> {
  let top: string;
  try {
    top = (await simpleGit({ baseDir: root }).revparse(['--show-toplevel'])).trim();
  } catch {
    return { ...mtimeAges, describe: 'mtime (not a git repository)', warnings: [], commitsRead: 0 };
  }
  const topReal = resolve(top);
  // Pathspecs and the paths git prints are relative to the top level: run there.
  const git = simpleGit({ baseDir: topReal });
  const scope = relative(topReal, root) || '.';
  if (!(await hasCommits(git))) {
    return { ...mtimeAges, describe: 'mtime (repository has no commits yet)', warnings: [], commitsRead: 0 };
  }

  const warnings: string[] = [];
  let shallow = await isShallow(git);
  if (shallow && options.deepen !== false) {
    const reason = await deepen(git, options.cutoff);
    shallow = await isShallow(git);
    if (reason) warnings.push(`shallow clone and the history could not be deepened (${reason})`);
  }

  const dirty = options.unchanged ? new Set<string>() : await locallyChanged(git, scope, topReal);
  // In a shallow clone the boundary commit claims every file it contains;
  // such a file's true last change is at or before the boundary's time.
  const boundaryShas = shallow ? await shallowBoundary(git) : new Set<string>();
  const boundary = boundaryShas.size ? await commitTime(git, [...boundaryShas]) : undefined;
  const history = await readHistory(git, scope, topReal, options.cutoff, boundaryShas);
  const historyReachesCutoff = !shallow || (boundary !== undefined && boundary < options.cutoff);
  if (shallow && !historyReachesCutoff) {
    warnings.push(
      `shallow clone: history before ${boundary?.toISOString() ?? 'the boundary commit'} is not available, so older files have unknown ages and are kept (use fetch-depth: 0)`,
    );
  }

  return {
    describe: shallow ? 'git history (shallow clone)' : 'git history',
    warnings,
    commitsRead: history.commits,
    async ageOf(path: string): Promise<FileAge> {
      const key = resolve(path);
      if (dirty.has(key)) return { modified: (await stat(path)).mtime, source: 'mtime' };
      const changed = history.lastChange.get(key);
      if (changed) return { modified: changed, source: 'git' };
      if (historyReachesCutoff) {
        // Untouched since the cutoff (or only by the boundary commit, which is older still).
        const before = boundary && boundary < options.cutoff ? boundary : options.cutoff;
        return { modified: new Date(before.getTime() - 1000), source: 'git', atLeast: true };
      }
      return { source: 'git', uncertain: 'shallow clone: last change is older than the available history' };
    },
  };
}

async function hasCommits(git: SimpleGit): Promise<boolean> {
  // With -q a missing HEAD prints nothing, and simple-git may not throw.
  const head = await git.raw(['rev-parse', '--verify', '-q', 'HEAD']).catch(() => '');
  return head.trim() !== '';
}

async function isShallow(git: SimpleGit): Promise<boolean> {
  return (await git.revparse(['--is-shallow-repository'])).trim() === 'true';
}

/**
 * Deepens a shallow clone to cover `cutoff`, plus one more commit so the
 * new boundary lies before the cutoff. Returns why it failed, if it did.
 */
async function deepen(git: SimpleGit, cutoff: Date): Promise<string | undefined> {
  try {
    const since = cutoff.toISOString();
    await git.raw(['fetch', '--quiet', `--shallow-since=${since}`]);
    if (await isShallow(git)) await git.raw(['fetch', '--quiet', '--deepen=1']);
    return undefined;
  } catch (err) {
    // --shallow-since fails when no commit is newer than the cutoff; deepen step by step then.
    try {
      await git.raw(['fetch', '--quiet', '--deepen=50']);
      return undefined;
    } catch {
      return firstLine(err);
    }
  }
}

function firstLine(err: unknown): string {
  return (
    String((err as Error)?.message ?? err)
      .split('\n')
      .find((l) => l.trim()) ?? 'unknown error'
  );
}

/** The shallow boundary commits, from `<git-dir>/shallow`. */
async function shallowBoundary(git: SimpleGit): Promise<Set<string>> {
  const gitDir = (await git.revparse(['--absolute-git-dir'])).trim();
  try {
    const bytes = await readRegularFile(join(gitDir, 'shallow'), { maxBytes: MAX_TEXT_BYTES });
    return new Set((bytes?.toString('utf8') ?? '').split('\n').filter(Boolean));
  } catch {
    return new Set();
  }
}

/** The oldest committer time among `shas`. */
async function commitTime(git: SimpleGit, shas: string[]): Promise<Date> {
  const out = await git.raw(['show', '-s', '--format=%ct', ...shas]);
  return new Date(
    Math.min(
      ...out
        .split('\n')
        .filter(Boolean)
        .map((t) => Number(t) * 1000),
    ),
  );
}

/** Tracked files with local changes and untracked files: these age by mtime. */
async function locallyChanged(git: SimpleGit, scope: string, top: string): Promise<Set<string>> {
  // Name-only listings: porcelain status lines start with a space that output trimming can eat.
  const modified = await git.raw(['diff', '--name-only', '-z', '--no-renames', 'HEAD', '--', scope]);
  // Ignored files too: anything git does not track has no history to age it by.
  const untracked = await git.raw(['ls-files', '-z', '--others', '--', scope]);
  const paths = new Set<string>();
  for (const name of `${modified}\0${untracked}`.split('\0')) {
    if (name.trim()) paths.add(resolve(top, name.split('/').join(sep)));
  }
  return paths;
}

/**
 * One pass over the commits since `cutoff` that touched `scope`, newest
 * first: the first time a path appears is its last change. Boundary commits
 * of a shallow clone are skipped: what they list is not what they changed.
 */
async function readHistory(
  git: SimpleGit,
  scope: string,
  top: string,
  cutoff: Date,
  boundary: Set<string>,
): Promise<{ lastChange: Map<string, Date>; commits: number }> {
  const out = await git.raw([
    '-c',
    'core.quotepath=off',
    'log',
    '--no-renames',
    '--name-only',
    '-z',
    '--format=%x01%H %ct',
    `--since=${Math.floor(cutoff.getTime() / 1000)}`,
    // Pathspec matching doubles the cost of every diff; the whole tree needs none.
    ...(scope === '.' ? [] : ['--', scope]),
  ]);
  const lastChange = new Map<string, Date>();
  let commits = 0;
  for (const chunk of out.split('\x01')) {
    if (!chunk) continue;
    commits++;
    const [head, ...names] = chunk.split('\0');
    const [sha, time] = head.split(' ');
    // A boundary commit lists every file it has, changed by it or not.
    if (boundary.has(sha)) continue;
    const at = new Date(Number(time) * 1000);
    for (const raw of names) {
      const name = raw.replace(/^\n/, '');
      if (!name) continue;
      const abs = resolve(top, name.split('/').join(sep));
      if (!lastChange.has(abs)) lastChange.set(abs, at);
    }
  }
  return { lastChange, commits };
}
