/**
 * Applying a trim plan (trim.ts): exactly the planned ranges go, verified
 * by the plan's pin of the dropped bytes, under the write lock, in one
 * atomic rewrite that keeps what was appended meanwhile.
 */

import { closeSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { stat } from 'node:fs/promises';
import { ioError, opError } from '../../errors.js';
import { replaceFile, shared, writeFileAtomic } from '../../fs/atomic.js';
import { carryOverTail } from '../../fs/carry-over.js';
import { copyRange, copyToEnd, descriptorSource, withFile } from '../../fs/handle.js';
import { assertUnlocked } from '../../fs/lock.js';
import { MAX_TEXT_BYTES, readRegularOpenSync } from '../../fs/regular.js';
import { acquireWriteLock, clearStaleWriteLock } from '../../fs/writelock.js';
import { pinnedDigest, type TrimPlan, trimmedLog } from './plan-trim.js';
import { chunkSizeOf, type ScanOptions } from './scan-options.js';

/**
 * Carries out a plan atomically; true when the log was rewritten (the plan
 * removes entries). A locked log is never trimmed. If the bytes the plan
 * pinned are no longer the same (the log was rewritten, trimmed, prepended
 * to or truncated since planning) it refuses and changes nothing. Every byte
 * outside the removed ranges is copied, up to the current end of the file,
 * so entries appended after planning survive: the bulk is copied first, then
 * the rest under the write lock (fs/writelock.ts), which appendEntry also holds,
 * so no append can land in the old file between the last copy and the
 * rename. A plan that removes nothing still clears a write lock left by a
 * killed writer.
 */
export async function applyTrim(plan: TrimPlan, options: ScanOptions = {}): Promise<boolean> {
  const { path } = plan;
  await clearStaleWriteLock(path);
  if (plan.cut.ranges.length === 0) return false;
  const chunkSize = chunkSizeOf(options);
  await assertUnlocked(path, 'trim');
  if (!shared() && plan.cut.plannedSize <= MAX_TEXT_BYTES) return trimPrivately(plan);
  return withFile(
    path,
    () => {
      throw changedUnderUs(path);
    },
    async (src) => {
      await verifyPins(src, plan);
      let release: (() => Promise<void>) | undefined;
      let end = 0;
      try {
        await replaceFile(
          path,
          async (dst) => {
            let pos = 0;
            for (const [from, to] of plan.cut.ranges) {
              await copyRange(src, dst, pos, from, chunkSize);
              pos = to;
            }
            end = await copyToEnd(src, dst, pos, chunkSize);
          },
          {
            finish: async (dst) => {
              release = await acquireWriteLock(path);
              // Another trim may have replaced the log since we opened it: appends
              // now go to its file, and renaming ours over it would drop them.
              const [ours, current] = await Promise.all([src.stat(), stat(path)]);
              if (ours.ino !== current.ino || ours.dev !== current.dev) throw changedUnderUs(path);
              end = await copyToEnd(src, dst, end, chunkSize);
            },
          },
        );
        // Appenders outside memkeep do not take the write lock. What they wrote to the old file
        // goes right after what was copied, before anything appended to the new one since.
        await carryOverTail(src, end, path, end - plan.bytesRemoved, chunkSize);
      } finally {
        await release?.();
      }
      return true;
    },
  );
}

/**
 * applyTrim in a private tree (fs/atomic.ts): the log read whole and its kept
 * bytes written in one rewrite, on the main thread, where the streamed copy
 * made about fifteen thread-pool round trips a log (a tenth of the Action's
 * dry run at a thousand agents). What the old file gained past the read is
 * still carried over, as outside one.
 */
async function trimPrivately(plan: TrimPlan): Promise<boolean> {
  const { path } = plan;
  const read = readRegularOpenSync(path, { maxBytes: MAX_TEXT_BYTES });
  if (!read) throw changedUnderUs(path);
  try {
    const kept = trimmedLog(plan, read.bytes);
    if (!kept) throw changedUnderUs(path);
    await writeFileAtomic(path, kept);
    await carryOverTail(descriptorSource(read.fd), read.bytes.length, path, kept.length);
    return true;
  } catch (err) {
    throw ioError('read', path, err);
  } finally {
    closeSync(read.fd);
  }
}

async function verifyPins(fh: FileHandle, plan: TrimPlan): Promise<void> {
  const { size } = await fh.stat();
  if (size >= plan.cut.plannedSize && (await pinnedDigest(fh, plan.cut.pins)) === plan.cut.digest) return;
  throw changedUnderUs(plan.path);
}

export function changedUnderUs(path: string) {
  return opError(`cannot trim ${path}: the log changed under us since the trim was planned; nothing was trimmed`, {
    file: path,
  });
}
