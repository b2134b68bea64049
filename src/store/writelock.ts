/**
 * The write lock of a run log: a few milliseconds of mutual exclusion
 * between appends and the end of a trim. A trim copies the kept tail to a
 * temp file and renames it over the log; an append that lands in the old
 * file after the trim's last look at its end would vanish with it. So each
 * append, and each trim from that last look until its rename, holds
 * `.<name>.memkeep-writing` beside the log (O_CREAT|O_EXCL, holding the
 * holder's pid).
 *
 * This is not the user's `<file>.lock` (lock.ts): that one is a long-lived
 * "do not rewrite" that appends ignore by design; this one only orders two
 * writers and is held for the time of a write.
 *
 * A holder killed mid-hold leaves the file behind. A lock whose pid no longer
 * runs, or that is older than STALE_MS (pids are reused, in containers
 * especially), is broken by the next writer, and clearStaleWriteLock removes
 * one that nobody is waiting on.
 */
import { open, readFile, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ioError, opError } from '../errors.js';
import { processAlive } from './atomic.js';

const SUFFIX = '.memkeep-writing';
/** No holder keeps it longer than a final copy, an fsync and a rename. */
const STALE_MS = 30_000;
/** How long a writer waits for a live holder before giving up. */
const WAIT_MS = 60_000;

export function writeLockPath(path: string): string {
  return join(dirname(path), `.${basename(path)}${SUFFIX}`);
}

/** Takes the lock, waiting for a live holder; resolves to its release. */
export async function acquireWriteLock(path: string): Promise<() => Promise<void>> {
  const lock = writeLockPath(path);
  const deadline = Date.now() + WAIT_MS;
  for (let delay = 1; ; delay = Math.min(delay * 2, 50)) {
    try {
      const fh = await open(lock, 'wx', 0o644);
      await fh.writeFile(`${process.pid}\n`).finally(() => fh.close());
      return () => unlink(lock).catch(() => undefined);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw ioError('lock for writing', path, err);
    }
    if (await isStale(lock)) {
      await unlink(lock).catch(() => undefined);
      continue;
    }
    if (Date.now() > deadline) {
      throw opError(`cannot write ${path}: ${lock} has been held for over ${WAIT_MS / 1000} s`, { file: path });
    }
    await sleep(delay);
  }
}

/** Runs `write` holding the lock. */
export async function withWriteLock<T>(path: string, write: () => Promise<T>): Promise<T> {
  const release = await acquireWriteLock(path);
  try {
    return await write();
  } finally {
    await release();
  }
}

/** Removes a lock left by a writer that no longer runs. */
export async function clearStaleWriteLock(path: string): Promise<void> {
  const lock = writeLockPath(path);
  if (await isStale(lock)) await unlink(lock).catch(() => undefined);
}

/** A missing lock is not stale; one being written (no pid yet) is stale only by age. */
async function isStale(lock: string): Promise<boolean> {
  try {
    const [text, st] = await Promise.all([readFile(lock, 'utf8'), stat(lock)]);
    if (Date.now() - st.mtimeMs > STALE_MS) return true;
    const pid = Number(text.trim());
    return text.trim() !== '' && Number.isSafeInteger(pid) && pid !== process.pid && !processAlive(pid);
  } catch {
    return false;
  }
}
