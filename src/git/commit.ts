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
import { simpleGit, type SimpleGit } from 'simple-git';
import { opError } from '../errors.js';
import { ACTIONS_BOT, type Author } from './author.js';
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
  author?: Author;
  /** Push retries after the first attempt. */
  retries?: number;
  /** Backoff before retry n (1-based), in ms. */
  backoffMs?: (attempt: number) => number;
  /** Plans and applies on the current content; called once per attempt. */
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

/** Applies, commits and pushes, re-planning after every push the branch moved under. */
export async function commitAndPush<T>(options: CommitOptions<T>): Promise<CommitResult<T>> {
  const retries = options.retries ?? 5;
  const backoff = options.backoffMs ?? ((n: number) => Math.min(8000, 250 * 2 ** (n - 1)) + Math.floor(Math.random() * 250));
  const top = (await simpleGit({ baseDir: options.cwd }).revparse(['--show-toplevel'])).trim();
  const git = simpleGit({ baseDir: top });
  const branch = await currentBranch(git);
  const remote = await remoteOf(git, branch);
  const author = options.author ?? ACTIONS_BOT;
  const scope = relative(top, resolve(options.cwd)) || '.';
  const recovered = await rollBackLeftovers(git, top, author);
  await requireClean(git, scope);
  const done = await markRun(git, top, scope);

  try {
    for (let attempt = 1; ; attempt++) {
      const outcome = await options.apply(attempt);
      const sha = await commitPaths(git, outcome.paths, outcome.message, author, top);
      if (!sha) return { branch, attempts: attempt, result: outcome.result, recovered };
      const rejection = await push(git, remote, branch);
      if (!rejection) return { sha, branch, attempts: attempt, result: outcome.result, recovered };
      if (rejection.kind === 'final') {
        // The commit stays in the local branch: nothing is lost, and it can be pushed by hand.
        throw opError(`push to ${remote}/${branch} was rejected: ${rejection.message} (commit ${sha.slice(0, 12)} is kept locally)`);
      }
      if (attempt > retries) {
        throw opError(`push to ${remote}/${branch} kept failing because the branch moved; gave up after ${attempt} attempts`);
      }
      await new Promise((ok) => setTimeout(ok, backoff(attempt)));
      await git.raw(['fetch', '--quiet', remote, branch]);
      // Drop our commit and stand on the new tip: the next apply re-plans there.
      await git.raw(['reset', '--quiet', '--keep', 'FETCH_HEAD']);
    }
  } finally {
    // A run that dies, or fails with changes it could not commit, leaves
    // the marker: the next run rolls those changes back (leftovers.ts).
    if (!(await changedFiles(git, scope))) await done();
  }
}

async function currentBranch(git: SimpleGit): Promise<string> {
  const name = (await git.raw(['rev-parse', '--abbrev-ref', 'HEAD'])).trim();
  if (name === 'HEAD') throw opError('commit mode needs a branch, but HEAD is detached');
  return name;
}

/** The branch's upstream remote, else `origin`. */
async function remoteOf(git: SimpleGit, branch: string): Promise<string> {
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
async function requireClean(git: SimpleGit, scope: string): Promise<void> {
  const changed = await changedFiles(git, scope);
  if (changed) {
    const files = changed.split('\n').slice(0, 5).join(', ');
    throw opError(`commit mode needs the store's tracked files committed first; uncommitted changes in: ${files}`);
  }
}

/** Tracked files under `scope` that differ from HEAD, one per line; "" when none. */
async function changedFiles(git: SimpleGit, scope: string): Promise<string> {
  return (await git.raw(['diff', '--name-only', 'HEAD', '--', scope])).trim();
}

/**
 * Commits exactly `paths` (absolute; rewrites and deletions) and returns the
 * new commit, or undefined when they hold no change.
 */
export async function commitPaths(
  git: SimpleGit,
  absolute: string[],
  message: string,
  author: Author,
  top: string,
): Promise<string | undefined> {
  if (absolute.length === 0) return undefined;
  const paths = absolute.map((p) => relative(top, p));
  // -A stages deletions of pruned files as well as rewrites.
  await git.raw(['add', '-A', '--', ...paths]);
  const staged = await git.raw(['diff', '--cached', '--name-only', '--', ...paths]);
  if (!staged.trim()) return undefined;
  await git.raw([
    '-c', `user.name=${author.name}`,
    '-c', `user.email=${author.email}`,
    'commit', '--quiet', '--no-verify', '-m', message, '--', ...paths,
  ]);
  return (await git.revparse(['HEAD'])).trim();
}

type Rejection = { kind: 'moved' | 'final'; message: string };

/** Pushes without force; tells a moved branch (retry) from any other refusal. */
async function push(git: SimpleGit, remote: string, branch: string): Promise<Rejection | undefined> {
  try {
    await git.raw(['push', remote, `HEAD:refs/heads/${branch}`]);
    return undefined;
  } catch (err) {
    const text = String((err as Error).message ?? err);
    // A concurrent push shows as "fetch first"/"non-fast-forward", or as a ref
    // lock race on the remote; hooks and branch protection are final.
    const moved = /\((fetch first|non-fast-forward)\)|cannot lock ref|failed to update ref|incorrect old value/.test(text);
    const reason = text.split('\n').find((l) => /error|rejected|denied|protected|!/.test(l))?.trim() ?? text.split('\n')[0];
    return { kind: moved ? 'moved' : 'final', message: reason };
  }
}
