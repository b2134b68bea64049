/**
 * Advisory locks (aide): `<path>.lock` is a sentinel created with
 * O_CREAT|O_EXCL. It is cooperative, but memkeep itself honours it
 * everywhere: nothing prunes, trims, merges or moves a locked file, and the
 * sentinels themselves are never pruned.
 */
import { existsSync } from 'node:fs';
import { lstat, open, unlink } from 'node:fs/promises';
import { ioError, opError } from '../errors.js';

export const LOCK_SUFFIX = '.lock';

export function lockPath(path: string): string {
  return path + LOCK_SUFFIX;
}

export function isLockSentinel(path: string): boolean {
  return path.endsWith(LOCK_SUFFIX);
}

/** isLocked for loops over many files, where a thread-pool round trip each costs more than the check. */
export function isLockedSync(path: string): boolean {
  return existsSync(lockPath(path));
}

/**
 * isLockedSync for async callers. One access(2) on the main thread: the
 * asynchronous one went through the thread pool and, for the usual answer
 * (no lock), built an ENOENT error with its stack, about 0.1 ms a file;
 * a 1,000-agent dry run of the Action checked 4,000 files.
 */
export async function isLocked(path: string): Promise<boolean> {
  return isLockedSync(path);
}

/** Throws an operation error when `path` is locked; `action` names what was refused. */
export async function assertUnlocked(path: string, action: string): Promise<void> {
  if (await isLocked(path)) {
    throw opError(`cannot ${action} ${path}: it is locked (${lockPath(path)} exists)`, { file: path });
  }
}

/**
 * Creates the sentinel; a second lock fails until unlock. Only files can be
 * locked: nothing consults `<dir>.lock`, so locking a directory would
 * protect nothing while saying it did.
 */
export async function lock(path: string): Promise<void> {
  let st;
  try {
    st = await lstat(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw ioError('lock', path, err);
  }
  if (st && !st.isFile()) {
    throw opError(`cannot lock ${path}: not a regular file (only files can be locked)`, { file: path });
  }
  try {
    const fh = await open(lockPath(path), 'wx', 0o644);
    await fh.writeFile(`pid ${process.pid}\n`);
    await fh.close();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      throw opError(`${path} is already locked (${lockPath(path)} exists)`, { file: path });
    }
    throw ioError('lock', path, err);
  }
}

/** Removes the sentinel; unlocking an unlocked file is an error, so typos show. */
export async function unlock(path: string): Promise<void> {
  try {
    await unlink(lockPath(path));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw opError(`${path} is not locked (no ${lockPath(path)})`, { file: path });
    }
    throw ioError('unlock', path, err);
  }
}
