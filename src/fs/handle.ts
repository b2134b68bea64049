/** Reading and writing through an open handle: whole ranges, never a silent short read. */
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
