/**
 * All-or-nothing appends. On a full disk (or past a file-size limit) a write
 * can land part of its bytes and return short, and the next one fail: a
 * torn run-log entry or failure note left at the end of a memory file reads
 * back as a real one, with half its fields. So an append writes every byte
 * or cuts the file back to where it started, and the error is reported.
 */
import type { FileHandle } from 'node:fs/promises';

/**
 * Writes all of `data` through `fh`, which must be open with O_APPEND. On a
 * failure the bytes this call managed to write are cut off again, then the
 * error is rethrown. They are cut only while they are still the file's
 * last bytes: a writer that appended after them (not through memkeep, which
 * serialises its own appends) owns what follows, and cutting would take it.
 */
export async function appendWhole(fh: FileHandle, data: Uint8Array): Promise<void> {
  let written = 0;
  try {
    while (written < data.length) written += (await fh.write(data, written)).bytesWritten;
  } catch (err) {
    if (written > 0) await cutOwnTail(fh, data.subarray(0, written)).catch(() => undefined);
    throw err;
  }
}

async function cutOwnTail(fh: FileHandle, ours: Uint8Array): Promise<void> {
  const { size } = await fh.stat();
  if (size < ours.length) return;
  const tail = Buffer.alloc(ours.length);
  const { bytesRead } = await fh.read(tail, 0, ours.length, size - ours.length);
  if (bytesRead === ours.length && tail.equals(ours)) await fh.truncate(size - ours.length);
}
