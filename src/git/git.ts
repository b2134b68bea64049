/**
 * The one place memkeep runs git (in the style of actions/checkout's
 * git-command-manager): every command goes through `raw`, and every push
 * goes through `push`, which tells a push that lost a race (retry after
 * fetching) from a refusal that is final (hooks, protection, permissions).
 * `untilPushed` is the one retry loop with backoff that both pushers use.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { type SimpleGit, simpleGit } from 'simple-git';
import type { Author } from './author.js';

/** A push that did not land: `moved` lost a race and may be retried; `final` may not. */
export interface Rejection {
  kind: 'moved' | 'final';
  message: string;
}

// A concurrent push shows as "fetch first"/"non-fast-forward", a stale lease,
// or a ref lock race on the remote; hooks and branch protection are final.
const MOVED = /\((fetch first|non-fast-forward)\)|stale info|cannot lock ref|failed to update ref|incorrect old value/;

export class Git {
  private readonly git: SimpleGit;

  constructor(readonly cwd: string) {
    this.git = simpleGit({ baseDir: cwd });
  }

  /** Runs `git <args>` in cwd and returns its stdout. */
  raw(args: string[]): Promise<string> {
    return this.git.raw(args);
  }

  async topLevel(): Promise<string> {
    return (await this.raw(['rev-parse', '--show-toplevel'])).trim();
  }

  /** The checked-out branch, or undefined when HEAD is detached. */
  async currentBranch(): Promise<string | undefined> {
    const name = (await this.raw(['rev-parse', '--abbrev-ref', 'HEAD'])).trim();
    return name === 'HEAD' ? undefined : name;
  }

  async revParse(ref: string): Promise<string> {
    return (await this.raw(['rev-parse', ref])).trim();
  }

  /** The commit a ref names, or '' when it does not exist. */
  async resolveRef(ref: string): Promise<string> {
    // `rev-parse --verify -q` prints nothing (and may not fail) for a missing ref.
    return (await this.raw(['rev-parse', '--verify', '-q', ref]).catch(() => '')).trim();
  }

  /** The remote's commit for `ref` (a full ref name), or '' when it has none. */
  async remoteRef(remote: string, ref: string): Promise<string> {
    return (await this.raw(['ls-remote', remote, ref])).split(/\s/)[0] ?? '';
  }

  /**
   * Commits exactly `paths` (absolute; rewrites and deletions) as `author`
   * (else git's own identity where memkeep runs) and returns the new commit,
   * or undefined when they hold no change. Runs from the top level, where
   * the paths are made relative.
   */
  async commitPaths(
    paths: string[],
    message: string,
    author: Author | undefined,
    top: string,
  ): Promise<string | undefined> {
    return this.withStaged(paths, top, async (fromFile, dir) => {
      const messageFile = join(dir, 'message');
      await writeFile(messageFile, message);
      await this.raw([
        '--literal-pathspecs',
        ...(author ? identity(author) : []),
        'commit',
        '--quiet',
        '--no-verify',
        '--cleanup=verbatim',
        '-F',
        messageFile,
        ...fromFile,
      ]);
      return this.revParse('HEAD');
    });
  }

  /**
   * The tree of HEAD with exactly `paths` (as commitPaths takes them) as
   * they are in the work tree, or undefined when they hold no change: what
   * a commit of them would hold, with no commit made (no hook runs, no
   * commit is left behind, HEAD stays). Stages them in this work tree's index.
   */
  async treeWithPaths(paths: string[], top: string): Promise<string | undefined> {
    return this.withStaged(paths, top, async () => (await this.raw(['write-tree'])).trim());
  }

  /** Stages `paths` and runs `then` with the pathspec arguments naming them, unless none of them changed. */
  private async withStaged<T>(
    paths: string[],
    top: string,
    then: (fromFile: string[], dir: string) => Promise<T>,
  ): Promise<T | undefined> {
    if (paths.length === 0) return undefined;
    const rel = paths.map((p) => relative(top, p));
    // Paths and message go through files: thousands of agents make both too
    // long for one command line (spawn E2BIG), and a file takes any path as written.
    const dir = await mkdtemp(join(tmpdir(), 'memkeep-commit-'));
    try {
      const pathspec = join(dir, 'paths');
      await writeFile(pathspec, rel.map((p) => `${p}\0`).join(''));
      const fromFile = [`--pathspec-from-file=${pathspec}`, '--pathspec-file-nul'];
      // -A stages deletions of pruned files as well as rewrites.
      await this.raw(['--literal-pathspecs', 'add', '-A', ...fromFile]);
      const wanted = new Set(rel.map((p) => p.split(sep).join('/')));
      const staged = (await this.raw(['diff', '--cached', '--name-only', '-z'])).split('\0');
      if (!staged.some((p) => wanted.has(p))) return undefined;
      return await then(fromFile, dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Pushes `refspec`; with `lease`, only over that remote value ('' = the ref must not exist). */
  async push(remote: string, refspec: string, lease?: { ref: string; expect: string }): Promise<Rejection | undefined> {
    const args = ['push', '--quiet'];
    if (lease) args.push(`--force-with-lease=${lease.ref}:${lease.expect}`);
    try {
      await this.raw([...args, remote, refspec]);
      return undefined;
    } catch (err) {
      const text = String((err as Error).message ?? err);
      const reason =
        text
          .split('\n')
          .find((l) => /error|rejected|denied|protected|!/.test(l))
          ?.trim() ?? text.split('\n')[0];
      return { kind: MOVED.test(text) ? 'moved' : 'final', message: reason };
    }
  }
}

/** `-c user.name=… -c user.email=…`: commits as `author` without touching any config. */
export function identity(author: Author): string[] {
  return ['-c', `user.name=${author.name}`, '-c', `user.email=${author.email}`];
}

export interface PushLoop<T> {
  /** Pushes after the first attempt that lost a race. */
  retries: number;
  /** Wait before retry n (1-based), in ms. */
  backoffMs?: (attempt: number) => number;
  /** One attempt: prepares and pushes; returns the rejection, if any, and its result. */
  attempt: (n: number) => Promise<{ rejection?: Rejection; result: T }>;
  /** After a lost race: fetch and stand on what the remote has now. */
  refresh: () => Promise<void>;
  /** The error for a final rejection, or for running out of retries. */
  fail: (reason: 'final' | 'exhausted', rejection: Rejection, attempts: number) => Error;
}

/** Exponential backoff with jitter, capped at 8 s. */
export function defaultBackoff(attempt: number): number {
  return Math.min(8000, 250 * 2 ** (attempt - 1)) + Math.floor(Math.random() * 250);
}

/**
 * Repeats `attempt` until its push lands or is refused for good: after a
 * push that lost a race it waits, refreshes and tries again, at most
 * `retries` more times.
 */
export async function untilPushed<T>(loop: PushLoop<T>): Promise<{ result: T; attempts: number }> {
  const backoff = loop.backoffMs ?? defaultBackoff;
  for (let n = 1; ; n++) {
    const { rejection, result } = await loop.attempt(n);
    if (!rejection) return { result, attempts: n };
    if (rejection.kind === 'final') throw loop.fail('final', rejection, n);
    if (n > loop.retries) throw loop.fail('exhausted', rejection, n);
    await new Promise((ok) => setTimeout(ok, backoff(n)));
    await loop.refresh();
  }
}
