/** Reading and writing through an open handle: whole ranges, never a silent short read. */
import { fstatSync, readSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { ioError } from '../errors.js';
import { openRegular } from './regular.js';

/**
 * Opens `path` for reading and runs `use`; a missing file is `missing()`.
 * Failures become operation errors naming the file.
 */
export async function withFile<T>(path: string, missing: () => T, use: (fh: FileHandle) => Promise<T>): Promise<T> {
  const opened = await openRegular(path);
  if (!opened) return missing();
  const { fh } = opened;
  try {
    return await use(fh);
  } catch (err) {
    throw ioError('read', path, err);
  } finally {
    await fh.close().catch(() => undefined);
  }
}

/** What a reader of a file being replaced needs of it (fs/atomic.ts carryOverTail): a FileHandle has it. */
export interface ReadSource {
  stat(): Promise<{ size: number }>;
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
}

/** A descriptor read on the main thread, as a ReadSource. */
export function descriptorSource(fd: number): ReadSource {
  return {
    stat: async () => fstatSync(fd),
    read: async (buffer, offset, length, position) => ({ bytesRead: readSync(fd, buffer, offset, length, position) }),
  };
}

export async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** Fills `buf` from `position`; a file that shrinks under us is an error, not a short read. */
export async function readFully(fh: FileHandle, buf: Buffer, position: number): Promise<void> {
  for (let off = 0; off < buf.length; ) {
    const { bytesRead } = await fh.read(buf, off, buf.length - off, position + off);
    if (bytesRead === 0) throw new Error('the file shrank while it was being read');
    off += bytesRead;
  }
}

export async function writeAll(fh: FileHandle, data: Buffer): Promise<void> {
  for (let off = 0; off < data.length; ) off += (await fh.write(data, off)).bytesWritten;
}

/** Copies [from, to) of `src` to the end of `dst`. */
export async function copyRange(
  src: FileHandle,
  dst: FileHandle,
  from: number,
  to: number,
  chunkSize: number,
): Promise<void> {
  const buf = Buffer.allocUnsafe(Math.min(chunkSize, Math.max(1, to - from)));
  for (let pos = from; pos < to; ) {
    const { bytesRead } = await src.read(buf, 0, Math.min(buf.length, to - pos), pos);
    if (bytesRead === 0) throw new Error('the file shrank while it was being copied');
    await writeAll(dst, buf.subarray(0, bytesRead));
    pos += bytesRead;
  }
}

/**
 * Copies [from, EOF) and, when EOF is reached, re-checks the size to take
 * appends made meanwhile; returns the offset it copied up to.
 */
export async function copyToEnd(src: FileHandle, dst: FileHandle, from: number, chunkSize: number): Promise<number> {
  const buf = Buffer.allocUnsafe(chunkSize);
  for (let pos = from; ; ) {
    const { bytesRead } = await src.read(buf, 0, chunkSize, pos);
    if (bytesRead === 0) {
      if ((await src.stat()).size <= pos) return pos;
      continue;
    }
    await writeAll(dst, buf.subarray(0, bytesRead));
    pos += bytesRead;
  }
}
