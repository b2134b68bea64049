/**
 * The analysis cache on a side ref (`refs/memkeep/state`) for the Action.
 *
 * A cache file committed to the base branch would make every run produce a
 * commit or a PR even when no memory changed. Instead the state is a tiny
 * commit outside the branch namespace: fetched at the start, pushed at the
 * end. A missing or unpushable ref only costs a model call.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { simpleGit, type SimpleGit } from 'simple-git';
import type { State } from '../analysis/cache.js';
import type { Author } from './author.js';

export const STATE_REF = 'refs/memkeep/state';
const FILE = 'state.json';

/** Reads the state from the remote's side ref; empty when absent or unreadable. */
export async function fetchState(cwd: string, remote = 'origin'): Promise<State> {
  const git = simpleGit({ baseDir: cwd });
  try {
    await git.raw(['fetch', '--quiet', '--no-tags', remote, `+${STATE_REF}:${STATE_REF}`]);
  } catch {
    // No state yet, or the remote is unreachable: start with an empty cache.
    return { version: 1, agents: {} };
  }
  return readLocal(git);
}

async function readLocal(git: SimpleGit): Promise<State> {
  try {
    const parsed = JSON.parse(await git.raw(['show', `${STATE_REF}:${FILE}`])) as State;
    if (parsed?.version === 1 && parsed.agents && typeof parsed.agents === 'object') return parsed;
  } catch {
    // Missing or unreadable: an empty cache.
  }
  return { version: 1, agents: {} };
}

/**
 * Saves `updates` (the agents this run analysed) over whatever the ref holds
 * when the push lands, as a one-file commit parented on the previous state.
 *
 * Matrix shards share the one ref and finish at about the same time, so the
 * push is leased on the state this run read: when another shard got there
 * first, fetch its state, merge again and retry, instead of overwriting the
 * other shard's entries (they would cost a model call on every run).
 *
 * Returns a warning instead of throwing: the cache must never fail a run.
 */
export async function pushState(
  cwd: string,
  updates: State['agents'],
  author: Author,
  remote = 'origin',
  retries = 5,
): Promise<string | undefined> {
  const git = simpleGit({ baseDir: cwd });
  const dir = await mkdtemp(join(tmpdir(), 'memkeep-state-'));
  try {
    for (let attempt = 1; ; attempt++) {
      // `rev-parse --verify -q` prints nothing (and simple-git may not throw) when the ref is new.
      const previous = (await git.raw(['rev-parse', '--verify', '-q', STATE_REF]).catch(() => '')).trim();
      const current = await readLocal(git);
      const state: State = { version: 1, agents: { ...current.agents, ...updates } };
      const file = join(dir, FILE);
      await writeFile(file, JSON.stringify(state, null, 2) + '\n');
      const blob = (await git.raw(['hash-object', '-w', file])).trim();
      const tree = await mktree(cwd, `100644 blob ${blob}\t${FILE}\n`);
      const parent = previous ? ['-p', previous] : [];
      const identity = ['-c', `user.name=${author.name}`, '-c', `user.email=${author.email}`];
      const commit = (await git.raw([...identity, 'commit-tree', tree, ...parent, '-m', 'memkeep analysis cache'])).trim();
      try {
        // An empty lease means "the ref must not exist yet".
        await git.raw(['push', '--quiet', `--force-with-lease=${STATE_REF}:${previous}`, remote, `${commit}:${STATE_REF}`]);
        await git.raw(['update-ref', STATE_REF, commit]);
        return undefined;
      } catch (err) {
        const text = String((err as Error).message ?? err);
        // A lost race shows as a stale lease, or as a ref lock race on the remote.
        const raced = /stale info|cannot lock ref|failed to update ref|incorrect old value|fetch first|non-fast-forward/.test(text);
        if (!raced || attempt > retries) throw err;
      }
      await new Promise((ok) => setTimeout(ok, 50 + Math.floor(Math.random() * 200 * attempt)));
      try {
        await git.raw(['fetch', '--quiet', '--no-tags', remote, `+${STATE_REF}:${STATE_REF}`]);
      } catch {
        // The ref is gone from the remote: lease on its absence next time.
        await git.raw(['update-ref', '-d', STATE_REF]).catch(() => undefined);
      }
    }
  } catch (err) {
    return `could not save the analysis cache to ${STATE_REF}: ${String((err as Error).message ?? err).split('\n')[0]}`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `git mktree` reads the listing on stdin, which simple-git cannot feed. */
function mktree(cwd: string, listing: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('git', ['mktree'], { cwd }, (err, stdout) => (err ? reject(err) : resolve(stdout.trim())));
    child.stdin?.end(listing);
  });
}
