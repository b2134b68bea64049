/**
 * Atomic file replacement: every rewrite memkeep makes goes through here.
 *
 * A temp file is created in the destination's directory (so the rename stays
 * on one filesystem), filled, fsynced, given the original's mode, and renamed
 * over the destination; the directory is then fsynced so the rename itself
 * survives a crash. On any failure the temp file is removed and the original
 * is untouched. A process killed mid-write leaves a temp file named after its
 * pid; the next process to write in that directory removes it.
 */

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fchmodSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { type FileHandle, open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ioError } from '../errors.js';

const TEMP_SUFFIX = '.memkeep-tmp';

const privateTree = new AsyncLocalStorage<true>();

/**
 * Runs `write` on a tree only this process knows (the Action dry run's
 * throwaway worktree): no other writer can race its rewrites and the tree
 * goes when the run ends, so they skip what a shared store needs, the fsyncs
 * and the watch for late appends (two 5 ms looks per trimmed log: 11 s of a
 * thousand agents' dry run), and a whole-file rewrite runs on the main
 * thread (writeFileAtomic). Rewrites stay atomic.
 */
export function inPrivateTree<T>(write: () => Promise<T>): Promise<T> {
  return privateTree.run(true, write);
}

/** Whether writes may race another writer: false inside inPrivateTree. */
export const shared = () => privateTree.getStore() === undefined;

/** `.<name>.<pid>.<random>.memkeep-tmp`: hidden, and traceable to its writer. */
function tempName(target: string): string {
  return `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}${TEMP_SUFFIX}`;
}

/** The writer's pid and the file a temp was for (`.<name>.<pid>.<random>.memkeep-tmp`), or undefined for any other file. */
function tempOf(entry: string): { pid: number; name: string } | undefined {
  const m = /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.memkeep-tmp$/.exec(entry);
  return m ? { pid: Number(m[2]), name: m[1] } : undefined;
}

/** Whether `pid` is a running process (EPERM: it runs, as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Directories this process has swept of stale temps. */
const swept = new Set<string>();

/**
 * Removes the temp files writers that no longer run left in `target`'s
 * directory, the first time this process writes there: reading the
 * directory at every write was quadratic when a thousand agents' logs share
 * one. Our own pid counts as dead for `target`'s temps: this runs before we
 * create ours, so such a file is from an earlier process that had the same
 * pid; our temps for other files may be being written.
 */
export async function removeStaleTemps(target: string): Promise<string[]> {
  const dir = dirname(target);
  if (swept.has(dir)) return [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  swept.add(dir);
  const removed: string[] = [];
  for (const entry of entries) {
    const temp = tempOf(entry);
    if (!temp) continue;
    const ours = temp.pid === process.pid;
    if (ours ? temp.name !== basename(target) : processAlive(temp.pid)) continue;
    try {
      await unlink(join(dir, entry));
      removed.push(entry);
    } catch {
      // Another cleaner got there first; nothing to do.
    }
  }
  return removed;
}

export interface ReplaceOptions {
  /** Mode for a file that does not exist yet (an existing file keeps its own). */
  mode?: number;
  /** Create missing parent directories. */
  mkdirs?: boolean;
  /**
   * Writes the last bytes after the bulk is synced, right before the rename:
   * what it copies is what writers appended to the file being replaced during
   * that sync. Writers that take no lock (an agent's own code) append to the
   * replaced file until the rename; the shorter that window, the less a trim
   * has to carry over after it. The file is synced again after the rename.
   */
  finish?: (fh: FileHandle) => Promise<void>;
}

/** Makes the directory (with `mkdirs`) and sweeps it of stale temps; the mode the new file gets. */
async function beforeReplace(target: string, options: ReplaceOptions): Promise<{ dir: string; mode: number }> {
  const dir = dirname(target);
  // The directory and the target are looked at on the main thread: through the thread pool, a
  // recursive mkdir of a directory that exists cost about 0.09 ms and an lstat of a file not
  // there yet (it throws) 0.05 ms, against a few microseconds; the Action's dry run rewrites
  // two or three files for each of a thousand agents.
  if (options.mkdirs) {
    try {
      mkdirSync(dir, { recursive: true });
    } catch (err) {
      throw ioError('create directory for', target, err);
    }
  }
  await removeStaleTemps(target);

  let mode = options.mode ?? 0o644;
  try {
    // lstat: the rename replaces a link itself, so the link's target (a
    // device's 0666, say) must not lend the new file its mode.
    const st = lstatSync(target, { throwIfNoEntry: false });
    if (st?.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    if (st?.isFile()) mode = st.mode & 0o7777;
  } catch (err) {
    throw ioError('replace', target, err);
  }

  return { dir, mode };
}

/**
 * Replaces `target` with whatever `fill` writes to the temp file handle. The
 * callback streams, so a rewrite never needs the whole file in memory.
 */
export async function replaceFile(
  target: string,
  fill: (fh: FileHandle) => Promise<void>,
  options: ReplaceOptions = {},
): Promise<void> {
  const { dir, mode } = await beforeReplace(target, options);
  const temp = join(dir, tempName(target));
  const durable = shared();
  let fh: FileHandle | undefined;
  try {
    fh = await open(temp, 'wx', mode);
    await fill(fh);
    // The umask may have narrowed the mode given to open().
    await fh.chmod(mode);
    if (durable) await fh.sync();
    if (options.finish) await options.finish(fh);
    await rename(temp, target);
    if (options.finish && durable) await fh.sync();
    await fh.close();
    fh = undefined;
  } catch (err) {
    await fh?.close().catch(() => undefined);
    await unlink(temp).catch(() => undefined);
    throw ioError('write', target, err);
  }
  if (durable) await syncDir(dir);
}

/** Writes `data` to `target` atomically. */
export async function writeFileAtomic(
  target: string,
  data: string | Uint8Array,
  options: ReplaceOptions = {},
): Promise<void> {
  if (!shared()) return writePrivately(target, data, await beforeReplace(target, options));
  await replaceFile(
    target,
    async (fh) => {
      await fh.writeFile(data);
    },
    options,
  );
}

/**
 * writeFileAtomic in a private tree: the same temp file, mode and rename, on
 * the main thread. Through the thread pool each of its five steps woke a
 * worker and then the main thread, for the knowledge and lessons of every
 * agent of the Action's dry run; nothing waits on this tree meanwhile, and
 * it is in memory when it fits (action/scratch.ts).
 */
function writePrivately(target: string, data: string | Uint8Array, { dir, mode }: { dir: string; mode: number }): void {
  const temp = join(dir, tempName(target));
  try {
    const fd = openSync(temp, 'wx', mode);
    try {
      writeFileSync(fd, data);
      fchmodSync(fd, mode);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } catch (err) {
    try {
      unlinkSync(temp);
    } catch {
      // Never created, or already renamed into place.
    }
    throw ioError('write', target, err);
  }
}

/** Makes a completed rename durable; not possible (nor needed) on Windows. */
async function syncDir(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  let dh: FileHandle | undefined;
  try {
    dh = await open(dir, 'r');
    await dh.sync();
  } catch {
    // Some filesystems refuse fsync on a directory; the rename has happened.
  } finally {
    await dh?.close().catch(() => undefined);
  }
}
