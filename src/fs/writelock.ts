/**
 * The write lock of a memory file: a few milliseconds of mutual exclusion
 * between appends and the end of a trim of a run log, and between two
 * rewrites (merge, remember) of any file. A trim copies the kept tail to a
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
 * one that nobody is waiting on. Locks are told apart by inode: a lock judged
 * stale is first renamed aside and removed only if it is still the file that
 * was judged (otherwise a fresh lock taken meanwhile is put back), and a
 * holder releases only its own lock, never one that replaced it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ioError, opError } from '../errors.js';
import { processAlive, shared } from './atomic.js';
import { openRegular } from './regular.js';

const SUFFIX = '.memkeep-writing';
/** No holder keeps it longer than a final copy, an fsync and a rename. */
const STALE_MS = 30_000;
/** How long a writer waits for a live holder before giving up. */
const WAIT_MS = 60_000;

export function writeLockPath(path: string): string {
  return join(dirname(path), `.${basename(path)}${SUFFIX}`);
}

/**
 * Takes the lock, waiting for a live holder; resolves to its release. In a
 * tree only this process writes (atomic.ts inPrivateTree) there is no one to
 * exclude: its writers of one file already run one after another (a trim
 * per log at a time, fs/together.ts), and a lock file made and removed per
 * trim was a thousand files created in a thousand agents' dry run.
 */
export async function acquireWriteLock(path: string): Promise<() => Promise<void>> {
  if (!shared()) return async () => undefined;
  const lock = writeLockPath(path);
  const deadline = Date.now() + WAIT_MS;
  for (let delay = 1; ; delay = Math.min(delay * 2, 50)) {
    const ino = await tryCreate(lock, path);
    if (ino !== undefined) return () => releaseOwn(lock, ino);
    if (await breakIfStale(lock)) continue;
    if (Date.now() > deadline) {
      throw opError(`cannot write ${path}: ${lock} has been held for over ${WAIT_MS / 1000} s`, { file: path });
    }
    await sleep(delay);
  }
}

/**
 * Runs a read-modify-write of `path` (merge, remember) under its write lock,
 * so two rewrites never both read the old text and one update vanish with
 * the other's rename. The lock lives beside the file, so the directory is
 * created first.
 */
export async function withWriteLock<T>(path: string, run: () => Promise<T>): Promise<T> {
  try {
    await mkdir(dirname(path), { recursive: true });
  } catch (err) {
    throw ioError('create directory for', path, err);
  }
  const release = await acquireWriteLock(path);
  try {
    return await run();
  } finally {
    await release();
  }
}

/** Removes a lock left by a writer that no longer runs. */
export async function clearStaleWriteLock(path: string): Promise<void> {
  await breakIfStale(writeLockPath(path));
}

/** Creates the lock with our pid; its inode, or undefined when another holds it. */
async function tryCreate(lock: string, path: string): Promise<number | undefined> {
  let fh;
  try {
    fh = await open(lock, 'wx', 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw ioError('lock for writing', path, err);
  }
  try {
    await fh.writeFile(`${process.pid}\n`);
    return (await fh.stat()).ino;
  } catch (err) {
    // An empty lock would only go stale by age: every writer would wait for it.
    await unlink(lock).catch(() => undefined);
    throw ioError('lock for writing', path, err);
  } finally {
    await fh.close().catch(() => undefined);
  }
}

async function releaseOwn(lock: string, ino: number): Promise<void> {
  const st = await stat(lock).catch(() => undefined);
  if (st?.ino === ino) await unlink(lock).catch(() => undefined);
}

/** Breaks the lock if it is stale; true when the caller may try again at once. */
async function breakIfStale(lock: string): Promise<boolean> {
  const judged = await staleInode(lock);
  if (judged === undefined) return false;
  const aside = `${lock}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    await rename(lock, aside);
  } catch {
    // Someone else broke it first.
    return true;
  }
  if ((await stat(aside).catch(() => undefined))?.ino !== judged) {
    // A fresh lock was taken between the judgement and the rename: give it back.
    await link(aside, lock).catch(() => undefined);
  }
  await unlink(aside).catch(() => undefined);
  return true;
}

/** The inode of the lock when it is stale. A lock being written (no pid yet) is stale only by age. */
async function staleInode(lock: string): Promise<number | undefined> {
  // The usual answer, no lock, without the thread pool and the ENOENT error an open builds
  // (clearStaleWriteLock runs before every trim). One made just after this look is not stale.
  if (!existsSync(lock)) return undefined;
  let fh;
  try {
    // One descriptor, so the pid and the inode come from the same file.
    // A FIFO or device committed as a lock would block a plain open: it is no stale lock.
    fh = (await openRegular(lock, { maxBytes: 4096 }))?.fh;
    if (!fh) return undefined;
    const st = await fh.stat();
    const text = await fh.readFile('utf8');
    if (Date.now() - st.mtimeMs > STALE_MS) return st.ino;
    const pid = Number(text.trim());
    const dead = text.trim() !== '' && Number.isSafeInteger(pid) && pid !== process.pid && !processAlive(pid);
    return dead ? st.ino : undefined;
  } catch {
    return undefined;
  } finally {
    await fh?.close().catch(() => undefined);
  }
}
