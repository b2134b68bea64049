/**
 * Keeping what is appended during a rewrite: a writer without memkeep's
 * write lock (an agent's own code) appends to the inode it opened, which a
 * rename replaces; what it wrote there is carried over into the new file,
 * where it belongs (carryOverTail), and a rewrite of a file's start keeps
 * everything after it (replaceHead). The rewrites themselves are atomic.ts's.
 */

import { type FileHandle, open } from 'node:fs/promises';
import { ioError } from '../errors.js';
import { appendWhole } from './append.js';
import { replaceFile, shared } from './atomic.js';
import { copyRange, copyToEnd, type ReadSource, writeAll } from './handle.js';

/**
 * After `target` was replaced by a copy of `old` up to `from` (a file of
 * `at` bytes when it was renamed into place), puts whatever `old` (still
 * open: the replaced inode) gained past `from` where it belongs: right after
 * those `at` bytes, before anything appended to `target` since. A writer
 * that opened the path before the rename and appends without memkeep's
 * write lock (an agent's own code) writes to the replaced inode; without
 * this its entry vanished with it, and appended at the end it came back
 * after entries written later. The old file is watched until it stops
 * growing, so a write under way at the rename is carried over too.
 *
 * When the tail is not empty, `target` is rewritten (atomically, as ever)
 * with the tail inserted; what is appended to `target` during that rewrite
 * is carried over into the rewritten file the same way, up to MAX_ROUNDS
 * times, after which a tail is appended at the end: nothing is ever lost.
 * Returns the bytes carried over from `old`.
 */
export async function carryOverTail(
  old: ReadSource,
  from: number,
  target: string,
  at: number,
  chunkSize = 1 << 20,
): Promise<number> {
  let source: ReadSource = old;
  let pos = from;
  let place = at;
  let carried: number | undefined;
  const opened: FileHandle[] = [];
  try {
    for (let round = 0; ; round++) {
      const late = await lateBytes(source, pos);
      carried ??= late.length;
      if (late.length === 0) return carried;
      if (round >= MAX_ROUNDS) {
        await appendAt(target, late);
        return carried;
      }
      const current = await open(target, 'r');
      opened.push(current);
      let copied = 0;
      await replaceFile(
        target,
        async (dst) => {
          await copyRange(current, dst, 0, place, chunkSize);
          await writeAll(dst, late);
          copied = await copyToEnd(current, dst, place, chunkSize);
        },
        {
          finish: async (dst) => {
            copied = await copyToEnd(current, dst, copied, chunkSize);
          },
        },
      );
      // `current` is the file just replaced: what it gains past `copied` goes after all of it.
      source = current;
      pos = copied;
      place = copied + late.length;
    }
  } catch (err) {
    throw ioError('carry late appends over to', target, err);
  } finally {
    await Promise.all(opened.map((fh) => fh.close().catch(() => undefined)));
  }
}

/**
 * Replaces the first `from` bytes of `target` with `head` (its parts in
 * order), keeping whatever
 * follows them: what `old` (opened on `target` before those bytes were read)
 * holds past `from` is copied after `head` up to the rename, and what it
 * gains after the rename is carried over (carryOverTail). A rewrite of a
 * run log's start (its summary section) so keeps what agents append meanwhile
 * without the write lock, as a trim keeps it.
 */
export async function replaceHead(
  target: string,
  old: FileHandle,
  from: number,
  head: readonly Buffer[],
  chunkSize = 1 << 20,
): Promise<void> {
  let end = from;
  const length = head.reduce((n, part) => n + part.length, 0);
  await replaceFile(
    target,
    async (dst) => {
      for (const part of head) await writeAll(dst, part);
      end = await copyToEnd(old, dst, from, chunkSize);
    },
    {
      finish: async (dst) => {
        end = await copyToEnd(old, dst, end, chunkSize);
      },
    },
  );
  await carryOverTail(old, end, target, length + end - from, chunkSize);
}

/** Rounds of carrying over before a late tail is simply appended at the end. */
const MAX_ROUNDS = 8;

/** What `fh` holds past `from`, read until it stops growing (one more look after it seems quiet). */
async function lateBytes(fh: ReadSource, from: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let pos = from;
  const looks = shared() ? 2 : 0;
  for (let quiet = 0; ; ) {
    const { size } = await fh.stat();
    if (size <= pos) {
      if (quiet++ >= looks) break;
      // One more look after the writers that raced the rename had their turn.
      await new Promise((ok) => setTimeout(ok, 5));
      continue;
    }
    quiet = 0;
    const late = Buffer.alloc(size - pos);
    const { bytesRead } = await fh.read(late, 0, late.length, pos);
    chunks.push(late.subarray(0, bytesRead));
    pos += bytesRead;
  }
  return Buffer.concat(chunks);
}

/** Appends `data` whole to `target` (O_APPEND). */
async function appendAt(target: string, data: Buffer): Promise<void> {
  const fh = await open(target, 'a');
  try {
    await appendWhole(fh, data);
  } finally {
    await fh.close();
  }
}
