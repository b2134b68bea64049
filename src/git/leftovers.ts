/**
 * Leftovers of an interrupted commit-mode run. A `gc --commit` or `prune
 * --commit` killed between writing its changes and committing them leaves
 * them uncommitted, and commit mode refuses a dirty store, so every later run
 * in that clone failed until someone cleaned up by hand.
 *
 * A run in commit mode therefore holds a marker, `memkeep-commit-run` in the
 * clone's git directory (never in the work tree, never committed), naming
 * its pid and the store path it changes; it is removed once the run ends
 * with its changes committed. A later run that finds the marker of a process
 * that no longer runs, and uncommitted changes to tracked files under that
 * path, knows they are memkeep's own half-applied change: it rolls them back
 * to HEAD with `git stash`, so they are redone from scratch and nothing is
 * destroyed (anything else that was changed there since is in the stash
 * too). Untracked files are left alone.
 */

import { unlink, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { processAlive } from '../fs/atomic.js';
import { MAX_CONFIG_BYTES, readRegularFile } from '../fs/regular.js';
import { ACTIONS_BOT, type Author } from './author.js';
import { Git, identity } from './git.js';

const MARKER = 'memkeep-commit-run';

interface Marker {
  pid: number;
  /** The store path, relative to the top of the work tree. */
  scope: string;
}

async function markerPath(git: Git, top: string): Promise<string> {
  return resolve(top, (await git.raw(['rev-parse', '--git-path', MARKER])).trim());
}

/** Marks a commit-mode run on `scope` as under way; resolves to its "done". */
export async function markRun(git: Git, top: string, scope: string): Promise<() => Promise<void>> {
  const path = await markerPath(git, top);
  const marker: Marker = { pid: process.pid, scope };
  await writeFile(path, `${JSON.stringify(marker)}\n`);
  return () => unlink(path).catch(() => undefined);
}

/**
 * Rolls back what an interrupted run left (see the module comment) and
 * returns the paths rolled back, relative to the top of the work tree; []
 * when there was nothing to recover. A marker of a live process is left
 * alone: that run is still going.
 */
export async function rollBackLeftovers(git: Git, top: string, author: Author): Promise<string[]> {
  const path = await markerPath(git, top);
  let marker: Marker;
  try {
    const bytes = await readRegularFile(path, { maxBytes: MAX_CONFIG_BYTES });
    if (!bytes) return [];
    marker = JSON.parse(bytes.toString('utf8')) as Marker;
  } catch {
    return [];
  }
  if (!Number.isSafeInteger(marker.pid) || typeof marker.scope !== 'string') return [];
  if (marker.pid !== process.pid && processAlive(marker.pid)) return [];
  const changed = (await git.raw(['diff', '--name-only', 'HEAD', '--', marker.scope])).trim();
  if (changed) {
    await git.raw([
      ...identity(author),
      'stash',
      'push',
      '--quiet',
      '-m',
      `memkeep: changes left by an interrupted commit-mode run (pid ${marker.pid})`,
      '--',
      marker.scope,
    ]);
  }
  await unlink(path).catch(() => undefined);
  return changed ? changed.split('\n') : [];
}

/**
 * rollBackLeftovers for the clone holding `cwd`, for a run that reads the
 * store before it reaches the commit loop (gc analyses first): the
 * leftovers must be gone before anything is read, or the run would plan on
 * them. Outside a git work tree there is nothing to recover; the commit
 * step reports that itself.
 */
export async function recoverBeforeRun(cwd: string, author: Author = ACTIONS_BOT): Promise<string[]> {
  let top: string;
  try {
    top = await new Git(cwd).topLevel();
  } catch {
    return [];
  }
  return rollBackLeftovers(new Git(top), top, author);
}

/** The warning for a path rolled back by rollBackLeftovers. */
export function leftoverWarning(path: string): string {
  return `rolled back ${path}: an interrupted commit-mode run left it uncommitted (kept in git stash)`;
}
