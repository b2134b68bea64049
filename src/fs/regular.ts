/**
 * The one way memkeep opens a file it reads: only a regular file, checked on
 * the opened descriptor, within a size limit.
 *
 * Store content is committed by agents and by anyone who can push, so a
 * "file" may be a symlink to /dev/zero (endless, memory grows until OOM), a
 * FIFO (open and read block forever) or a device. Opening with O_NONBLOCK
 * makes open() return at once on a FIFO or device; fstat on that descriptor
 * then says what it really is, with no window between a check and the open.
 * For a regular file O_NONBLOCK changes nothing.
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { type ErrorContext, ioError, MemkeepError, opError } from '../errors.js';

/** memkeep.toml, agent configs, the state file, an event payload: small by nature. */
export const MAX_CONFIG_BYTES = 1 << 20;
/**
 * A file read whole (a section file, a merge target, an episodic file being
 * pruned, the state file): a 16 MiB merge target peaks at about 93 MB RSS,
 * so this keeps every command under 200 MB.
 */
export const MAX_TEXT_BYTES = 16 << 20;

export interface RegularOptions {
  /** Larger files are refused. Logs are read by streaming and pass none. */
  maxBytes?: number;
  /** Extra open flags (O_RDWR | O_APPEND | O_CREAT for appends); read-only by default. */
  flags?: number;
  /** Mode of a file the flags create. */
  mode?: number;
  /** What the caller was doing, for messages (`append to`); `read` by default. */
  action?: string;
  /** Builds the refusal (default: operation error, exit 1; config files refuse with exit 2). */
  refuse?: (message: string, context: ErrorContext) => MemkeepError;
}

const NONBLOCK = constants.O_NONBLOCK ?? 0;

/** What a non-regular file is, for messages. */
export function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO (named pipe)';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  if (st.isSymbolicLink()) return 'a symbolic link';
  return 'not a regular file';
}

/** Checks a stat (of an opened descriptor, or one a caller takes for a size); throws the refusal naming the file. */
export function checkRegular(path: string, st: Stats, options: RegularOptions = {}): void {
  const refuse = options.refuse ?? opError;
  const action = options.action ?? 'read';
  // A directory reads as the errno people know from every other tool.
  if (st.isDirectory())
    throw refuse(`cannot ${action} ${path}: EISDIR: is a directory, a file was expected`, { file: path });
  if (!st.isFile())
    throw refuse(`cannot ${action} ${path}: it is ${kindOf(st)}, a regular file was expected`, { file: path });
  if (options.maxBytes !== undefined && st.size > options.maxBytes) {
    throw refuse(`cannot ${action} ${path}: it is ${st.size} bytes, over the limit of ${options.maxBytes}`, {
      file: path,
    });
  }
}

/**
 * Opens a regular file; undefined when it does not exist. Anything else that
 * is not a regular file within the limit is refused, naming the file and
 * what it is.
 */
export function openRegularSync(path: string, options: RegularOptions = {}): { fd: number; size: number } | undefined {
  let fd: number;
  try {
    fd = openSync(path, (options.flags ?? constants.O_RDONLY) | NONBLOCK, options.mode);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw refusal(path, err, options);
  }
  try {
    const st = fstatSync(fd);
    checkRegular(path, st, options);
    return { fd, size: st.size };
  } catch (err) {
    closeSync(fd);
    throw refusal(path, err, options);
  }
}

/** openRegularSync for FileHandle users. */
export async function openRegular(
  path: string,
  options: RegularOptions = {},
): Promise<{ fh: FileHandle; size: number } | undefined> {
  let fh: FileHandle;
  try {
    fh = await open(path, (options.flags ?? constants.O_RDONLY) | NONBLOCK, options.mode);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw refusal(path, err, options);
  }
  try {
    const st = await fh.stat();
    checkRegular(path, st, options);
    return { fh, size: st.size };
  } catch (err) {
    await fh.close().catch(() => undefined);
    throw refusal(path, err, options);
  }
}

/** The whole of a regular file within `maxBytes`; undefined when it does not exist. */
export function readRegularFileSync(path: string, options: RegularOptions & { maxBytes: number }): Buffer | undefined {
  const read = readRegularOpenSync(path, options);
  if (read) closeSync(read.fd);
  return read?.bytes;
}

/**
 * readRegularFileSync with the descriptor left open, for the caller to
 * close: a trim reads the log whole and watches what the replaced file
 * gains through it.
 */
export function readRegularOpenSync(
  path: string,
  options: RegularOptions & { maxBytes: number },
): { fd: number; bytes: Buffer } | undefined {
  const opened = openRegularSync(path, options);
  if (!opened) return undefined;
  try {
    return { fd: opened.fd, bytes: readAll(opened.fd, opened.size, options.maxBytes, path, options) };
  } catch (err) {
    closeSync(opened.fd);
    throw refusal(path, err, options);
  }
}

/** readRegularFileSync for async callers (the read is small and bounded either way). */
export async function readRegularFile(
  path: string,
  options: RegularOptions & { maxBytes: number },
): Promise<Buffer | undefined> {
  return readRegularFileSync(path, options);
}

/**
 * At most the first `maxBytes` of a regular file, and its size: what a
 * reader that only ever shows a bounded part (load, search, init's scan)
 * needs, without reading or holding the rest. Undefined when it does not
 * exist; anything that is not a regular file is refused.
 */
export function readRegularHeadSync(
  path: string,
  maxBytes: number,
  options: RegularOptions = {},
): { head: Buffer; size: number } | undefined {
  const opened = openRegularSync(path, options);
  if (!opened) return undefined;
  try {
    const buf = Buffer.alloc(Math.min(opened.size, maxBytes));
    let got = 0;
    while (got < buf.length) {
      const n = readSync(opened.fd, buf, got, buf.length - got, got);
      if (n === 0) break;
      got += n;
    }
    return { head: buf.subarray(0, got), size: opened.size };
  } catch (err) {
    throw refusal(path, err, options);
  } finally {
    closeSync(opened.fd);
  }
}

/**
 * Reads to the end, never past the limit: a file that grows after fstat
 * (being appended to) is read as far as the limit allows.
 */
function readAll(fd: number, size: number, max: number, path: string, options: RegularOptions): Buffer {
  const buf = Buffer.alloc(Math.min(size, max) + 1);
  let got = 0;
  for (;;) {
    if (got === buf.length) {
      if (got > max)
        throw (options.refuse ?? opError)(
          `cannot read ${path}: it grew over the limit of ${max} bytes while being read`,
          { file: path },
        );
      break;
    }
    const n = readSync(fd, buf, got, buf.length - got, got);
    if (n === 0) break;
    got += n;
  }
  return buf.subarray(0, got);
}

function refusal(path: string, err: unknown, options: RegularOptions): MemkeepError {
  if (err instanceof MemkeepError) return err;
  return ioError(options.action ?? 'read', path, err);
}
