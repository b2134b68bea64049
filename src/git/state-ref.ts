/**
 * A side ref (`refs/memkeep/state`) that holds one JSON document for the
 * Action: the analysis cache. What the document means is its owner's
 * business (analysis/cache.ts); this module only stores and merges it.
 *
 * A file committed to the base branch would make every run produce a commit
 * or a PR even when no memory changed. Instead the document is a tiny commit
 * outside the branch namespace: fetched at the start, pushed at the end. A
 * missing or unpushable ref only costs a model call.
 */
import { execFile } from 'node:child_process';
import { opError } from '../errors.js';
import type { Author } from './author.js';
import { Git, identity, untilPushed } from './git.js';

export const STATE_REF = 'refs/memkeep/state';
const FILE = 'state.json';

/** The document on the remote's side ref; undefined when absent or unreadable. */
export async function fetchStateRef(cwd: string, remote = 'origin'): Promise<unknown> {
  const git = new Git(cwd);
  try {
    await git.raw(['fetch', '--quiet', '--no-tags', remote, `+${STATE_REF}:${STATE_REF}`]);
  } catch {
    // No state yet, or the remote is unreachable.
    return undefined;
  }
  return readLocal(git);
}

/**
 * The document on the remote's side ref without updating any local ref or
 * FETCH_HEAD (a dry run leaves the repository as it found it).
 */
export async function readStateRef(cwd: string, remote = 'origin'): Promise<unknown> {
  const git = new Git(cwd);
  try {
    const sha = await git.remoteRef(remote, STATE_REF);
    if (!sha) return undefined;
    await git.raw(['fetch', '--quiet', '--no-tags', '--no-write-fetch-head', remote, STATE_REF]);
    return JSON.parse(await git.raw(['show', `${sha}:${FILE}`]));
  } catch {
    return undefined;
  }
}

async function readLocal(git: Git): Promise<unknown> {
  try {
    return JSON.parse(await git.raw(['show', `${STATE_REF}:${FILE}`]));
  } catch {
    return undefined;
  }
}

/**
 * Writes `merge(current)` over whatever the ref holds when the push lands,
 * as a one-file commit parented on the previous document.
 *
 * Matrix shards share the one ref and finish at about the same time, so the
 * push is leased on the document this run read: when another shard got
 * there first, fetch its document, merge again and retry, instead of
 * overwriting the other shard's part.
 *
 * Returns a warning instead of throwing: the side ref must never fail a run.
 */
export async function pushStateRef(
  cwd: string,
  merge: (current: unknown) => unknown,
  author: Author,
  remote = 'origin',
  retries = 5,
): Promise<string | undefined> {
  const git = new Git(cwd);
  try {
    await untilPushed({
      retries,
      backoffMs: (n) => 50 + Math.floor(Math.random() * 200 * n),
      attempt: async () => {
        const previous = await git.resolveRef(STATE_REF);
        const document = JSON.stringify(merge(await readLocal(git)), null, 2) + '\n';
        const blob = await gitStdin(cwd, ['hash-object', '-w', '--stdin'], document);
        const tree = await gitStdin(cwd, ['mktree'], `100644 blob ${blob}\t${FILE}\n`);
        const parent = previous ? ['-p', previous] : [];
        const commit = (
          await git.raw([...identity(author), 'commit-tree', tree, ...parent, '-m', 'memkeep analysis cache'])
        ).trim();
        // An empty lease means "the ref must not exist yet".
        const rejection = await git.push(remote, `${commit}:${STATE_REF}`, { ref: STATE_REF, expect: previous });
        if (!rejection) await git.raw(['update-ref', STATE_REF, commit]);
        return { rejection, result: undefined };
      },
      refresh: async () => {
        try {
          await git.raw(['fetch', '--quiet', '--no-tags', remote, `+${STATE_REF}:${STATE_REF}`]);
        } catch {
          // The ref is gone from the remote: lease on its absence next time.
          await git.raw(['update-ref', '-d', STATE_REF]).catch(() => undefined);
        }
      },
      fail: (_reason, rejection) => opError(rejection.message),
    });
    return undefined;
  } catch (err) {
    return `could not save the analysis cache to ${STATE_REF}: ${String((err as Error).message ?? err).split('\n')[0]}`;
  }
}

/** git commands that read stdin (`hash-object --stdin`, `mktree`), which simple-git cannot feed. */
function gitStdin(cwd: string, args: string[], input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('git', args, { cwd }, (err, stdout) => (err ? reject(err) : resolve(stdout.trim())));
    child.stdin?.end(input);
  });
}
