/**
 * The backward scan of an axe-layout log: from the end to the n-th heading,
 * reading only the bytes after it. It reads an open log, or the bytes of a
 * log already read whole (load reads a log of one chunk with one
 * synchronous read: scan.ts, loadEntries).
 */
import type { FileHandle } from 'node:fs/promises';
import { HEAD_LEN, leadingHeader, NL_HEADER, needsParse, PARSE_MARKS } from '../../format/axe.js';
import { readAt, readFully } from '../../fs/handle.js';

export const EMPTY = Buffer.alloc(0);
/** A parse mark split between two chunks starts in the last bytes of the first, up to its length but one (`</details>`: 9). */
export const MARK_CARRY = Math.max(...PARSE_MARKS.map((m) => m.length)) - 1;

/** An open log, or all of its bytes. */
export type LogSource = FileHandle | Buffer;

/** [position, position + length) of the log, shorter at its end. */
export function readFrom(src: LogSource, position: number, length: number): Promise<Buffer> | Buffer {
  return Buffer.isBuffer(src) ? src.subarray(position, position + length) : readAt(src, position, length);
}

/** Fills `buf` from `position`, as readFully does for a file. */
async function fill(src: LogSource, buf: Buffer, position: number): Promise<void> {
  if (!Buffer.isBuffer(src)) return readFully(src, buf, position);
  if (src.copy(buf, 0, position, position + buf.length) < buf.length)
    throw new Error('the file shrank while it was being read');
}

export interface BackwardScan {
  /** The n-th header from the end, or the first header when there are fewer. */
  start?: number;
  /** Headers seen, at most n. */
  found: number;
  /** Bytes [start, size) when asked to keep them, else empty. */
  tail: Buffer;
  /** The bytes from `start` on may hold a fence: the headings found are then not to be trusted. */
  fenced: boolean;
}

/**
 * Walks back from `size` until the n-th header from the end, reading only
 * the bytes after it. Each window is a chunk plus the first bytes of the
 * chunk after it, so a header straddling two chunks is seen exactly once.
 */
export async function scanBackward(
  src: LogSource,
  size: number,
  n: number,
  chunkSize: number,
  keep: boolean,
): Promise<BackwardScan> {
  const chunks: Buffer[] = [];
  const reused = keep ? undefined : Buffer.allocUnsafe(Math.min(chunkSize, size) + MARK_CARRY);
  const carry = Buffer.alloc(MARK_CARRY);
  let carryLen = 0;
  let found = 0;
  let start: number | undefined;
  let pos = size;
  let fenced = false;
  const done = (): BackwardScan => ({
    start,
    found,
    tail: keep && start !== undefined ? Buffer.concat(chunks.reverse()).subarray(start - pos) : EMPTY,
    fenced,
  });
  while (pos > 0) {
    const len = Math.min(chunkSize, pos);
    pos -= len;
    const window = (reused ?? Buffer.allocUnsafe(len + carryLen)).subarray(0, len + carryLen);
    await fill(src, window.subarray(0, len), pos);
    carry.copy(window, len, 0, carryLen);
    if (keep) chunks.push(window.subarray(0, len));
    for (
      let i = window.lastIndexOf(NL_HEADER, len - 1);
      i !== -1;
      i = i > 0 ? window.lastIndexOf(NL_HEADER, i - 1) : -1
    ) {
      start = pos + i + 1;
      if (++found === n) {
        fenced ||= needsParse(window.subarray(i));
        return done();
      }
    }
    fenced ||= needsParse(window);
    carryLen = Math.min(MARK_CARRY, window.length);
    window.copy(carry, 0, 0, carryLen);
  }
  const lead = leadingHeader(await readFrom(src, 0, HEAD_LEN));
  if (lead !== undefined) {
    start = lead;
    found++;
  }
  return done();
}
