/**
 * Commit mode: commit only the paths memkeep changed and push them to the
 * current branch without force. When the push is rejected because the
 * branch moved (an agent pushed new entries meanwhile), fetch, move onto the
 * new tip, and let the caller re-plan and re-apply on the new content before
 * pushing again, a bounded number of times with backoff. Any other rejection
 * (protected branch, permissions) is final.
 *
 * The caller's `apply` is the only thing that writes files, and it runs on
 * whatever the branch holds at that attempt, so an entry appended upstream
 * is part of the content it plans on and is never lost.
 */
import { relative, resolve } from 'node:path';
import { configError, opError } from '../errors.js';
import { ACTIONS_BOT, type Author } from './author.js';
import { Git, untilPushed } from './git.js';
import { markRun, rollBackLeftovers } from './leftovers.js';

export interface ApplyOutcome<T> {
  /** Absolute paths the attempt changed (written or deleted). */
  paths: string[];
  /** The commit message for these changes. */
  message: string;
  /** Whatever the caller wants back from the attempt that landed. */
  result: T;
}

export interface CommitOptions<T> {
  /** A directory inside the work tree (the store root). */
  cwd: string;
  /** Who commits; default: git's own identity (user.name, user.email) where memkeep runs. */
  author?: Author;
  /** Push retries after the first attempt. */
  retries?: number;
  /** Backoff before retry n (1-based), in ms. */
  backoffMs?: (attempt: number) => number;
  /** Plans (from the second attempt on) and applies on the current content; called once per attempt. */
  apply: (attempt: number) => Promise<ApplyOutcome<T>>;
}

export interface CommitResult<T> {
  /** The pushed commit; undefined when the last attempt changed nothing. */
  sha?: string;
  branch: string;
  attempts: number;
  result: T;
  /**
   * Paths (relative to the work tree) of changes an interrupted earlier run
   * left uncommitted, rolled back into a `git stash` before this run
   * (leftovers.ts); [] when there were none.
   */
  recovered: string[];
}

/**
 * What commit mode needs before anything is planned: a git work tree and a
 * branch. Checked first, so `--commit` in the wrong place fails in a moment
 * with memkeep's words rather than after the whole analysis with git's.
 */
export async function checkCommitMode(cwd: string): Promise<void> {
  await topLevelOf(cwd);
  if (!(await new Git(cwd).currentBranch())) throw opError('commit mode needs a branch, but HEAD is detached');
}

async function topLevelOf(cwd: string): Promise<string> {
  try {
    return await new Git(cwd).topLevel();
  } catch {
    throw configError(
      `--commit needs a git repository, and ${cwd} is not inside one (run without --commit, or in a clone of the memory repository)`,
      { file: cwd, field: '--commit' },
    );
  }
}

/** Applies, commits and pushes, re-planning after every push the branch moved under. */
export async function commitAndPush<T>(options: CommitOptions<T>): Promise<CommitResult<T>> {
  const top = await topLevelOf(options.cwd);
  const git = new Git(top);
  const branch = await git.currentBranch();
  if (!branch) throw opError('commit mode needs a branch, but HEAD is detached');
  const remote = await remoteOf(git, branch);
  const author = options.author;
  const scope = relative(top, resolve(options.cwd)) || '.';
  // Stashing needs an identity even where git has none configured.
  const recovered = await rollBackLeftovers(git, top, author ?? ACTIONS_BOT);
  await requireClean(git, scope);
  const done = await markRun(git, top, scope);

  let sha: string | undefined;
  try {
    const { result, attempts } = await untilPushed({
      retries: options.retries ?? 5,
      backoffMs: options.backoffMs,
      attempt: async (n) => {
        const outcome = await options.apply(n);
        sha = await git.commitPaths(outcome.paths, outcome.message, author, top);
        const rejection = sha ? await git.push(remote, `HEAD:refs/heads/${branch}`) : undefined;
        return { rejection, result: outcome.result };
      },
      refresh: async () => {
        await git.raw(['fetch', '--quiet', remote, branch]);
        // Drop our commit and stand on the new tip: the next apply re-plans there.
        await git.raw(['reset', '--quiet', '--keep', 'FETCH_HEAD']);
      },
      fail: (reason, rejection, n) =>
        reason === 'final'
          ? // The commit stays in the local branch: nothing is lost, and it can be pushed by hand.
            opError(
              `push to ${remote}/${branch} was rejected: ${rejection.message} (commit ${sha?.slice(0, 12)} is kept locally)`,
            )
          : opError(`push to ${remote}/${branch} kept failing because the branch moved; gave up after ${n} attempts`),
    });
    return { sha, branch, attempts, result, recovered };
  } finally {
    // A run that dies, or fails with changes it could not commit, leaves
    // the marker: the next run rolls those changes back (leftovers.ts).
    if (!(await changedFiles(git, scope))) await done();
  }
}

/** The branch's upstream remote, else `origin`. */
async function remoteOf(git: Git, branch: string): Promise<string> {
  try {
    return (await git.raw(['config', '--get', `branch.${branch}.remote`])).trim() || 'origin';
  } catch {
    return 'origin';
  }
}

/**
 * Commit mode rewrites files and resets onto the remote between attempts;
 * refusing a dirty store keeps anyone's uncommitted work out of both.
 */
async function requireClean(git: Git, scope: string): Promise<void> {
  const changed = await changedFiles(git, scope);
  if (changed) {
    const files = changed.split('\n').slice(0, 5).join(', ');
    throw opError(`commit mode needs the store's tracked files committed first; uncommitted changes in: ${files}`);
  }
}

/** Tracked files under `scope` that differ from HEAD, one per line; "" when none. */
async function changedFiles(git: Git, scope: string): Promise<string> {
  return (await git.raw(['diff', '--name-only', 'HEAD', '--', scope])).trim();
}
