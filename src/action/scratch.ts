/**
 * Where the dry run's throwaway worktree goes: in memory (`/dev/shm`, a
 * tmpfs) when it has room to spare, else the temp directory. The tree is
 * checked out, rewritten and deleted within one run and never outlives it,
 * and on a disk each of its thousands of files is a journaled create and
 * unlink: checking out a 1,000-agent store took 1.2 s of system time on
 * ext4 against 0.09 s in memory (docs/benchmarks.md, ninth pass).
 */
import { statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';

/** statfs(2)'s type of a tmpfs. */
const TMPFS_MAGIC = 0x01021994;
/**
 * Free memory asked for, in checkouts: the tree, what applying writes
 * beside it, and the rest left to the job (a container's /dev/shm of
 * 64 MB takes no store of more than 16 MB).
 */
const HEADROOM = 4;

/** A directory for a tree of `bytes`: `memory` when it is a tmpfs with HEADROOM times that free, else the temp directory. */
export async function scratchDir(bytes: number, memory = '/dev/shm'): Promise<string> {
  const fs = await statfs(memory).catch(() => undefined);
  return fs?.type === TMPFS_MAGIC && fs.bavail * fs.bsize >= HEADROOM * bytes ? memory : tmpdir();
}
