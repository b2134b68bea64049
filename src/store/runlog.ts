/**
 * A run log on disk: count, load, plan and apply a trim, append. The grammar
 * (what an entry is) belongs to the layout (src/format); this module does
 * the file work. Every function works on raw bytes, never on the file
 * decoded as a string, so LF, CRLF, a UTF-8 BOM and invalid UTF-8 survive
 * exactly, and reads stream in chunks so a log of any size needs a bounded
 * amount of memory (except for what a caller asks to be returned). A trim
 * keeps the BOM.
 */
import { createHash } from 'node:crypto';
import { closeSync, constants, readSync } from 'node:fs';
import { mkdir, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ioError, opError, type MemkeepError } from '../errors.js';
import { appendWhole } from './append.js';
import { carryOverTail, replaceFile } from './atomic.js';
import { openRegular, openRegularSync } from './regular.js';
import { assertUnlocked } from './lock.js';
import { acquireWriteLock, clearStaleWriteLock } from './writelock.js';
import { axeLayout, BOM, entryStarts, HEAD_LEN, HEADER, leadingHeader, NL_HEADER } from '../format/axe.js';
import type { EntryFields, LogLayout } from '../format/layout.js';

const EMPTY = Buffer.alloc(0);
/** A match of `\n## ` that straddles two chunks starts in the last 3 bytes of the first. */
const CARRY = NL_HEADER.length - 1;
/** Small enough that each chunk is still in the CPU cache when it is searched. */
const DEFAULT_CHUNK = 256 * 1024;
/** How much of the dropped part a trim plan pins (see pinnedDigest). */
const PIN_BYTES = 64 * 1024;
/** How far an append looks for the first line ending to copy the log's style. */
const EOL_PROBE = 64 * 1024;
/** Up to this many bytes on either side of a cut, a plan lists the entries it drops and keeps. */
const LIST_MAX_BYTES = 8 * 1024 * 1024;
const EMPTY_DIGEST = createHash('sha256').digest('hex');

/** Read tuning; tests make chunks tiny so headers straddle chunk boundaries. */
export interface ScanOptions {
  /** Bytes per read, default 256 KiB. */
  chunkSize?: number;
}

/**
 * A trim decided on one read of the log and applied later (gc analyses in
 * between). Only the dropped prefix is pinned: whatever follows it, including
 * entries appended after planning, is kept when the plan is applied.
 */
export interface TrimPlan {
  path: string;
  /** The number of entries to keep (axe's keepN). */
  keep: number;
  /**
   * Entries before trimming; 0 when keep is 0, because nothing is read then;
   * undefined when the plan removes entries it was told not to count.
   */
  count?: number;
  /** Entries to remove: 0 when the plan does nothing, undefined when not counted. */
  removed?: number;
  /** Bytes the trim removes (0 exactly when it does nothing). */
  bytesRemoved: number;
  /** The entries it removes, oldest first, when listed (`list`, and the log not too large to list). */
  dropped?: EntryFields[];
  /** The entries it keeps, in file order, when listed. */
  kept?: EntryFields[];
  /** Where to cut and what to verify first: read only by this module. */
  readonly cut: Cut;
}

interface Cut {
  /** Byte offset of the first kept heading; 0 exactly when the plan does nothing. */
  offset: number;
  /** File size when planned; 0 when nothing was read. */
  plannedSize: number;
  /** The file starts with a UTF-8 BOM, which the trimmed file keeps (false when nothing is removed). */
  bom: boolean;
  /** sha256 (hex) of the pinned bytes: the end of the dropped part and the first kept heading (see pinnedDigest). */
  prefixDigest: string;
}

/**
 * Number of entries (header lines) in the log; a missing or empty file has
 * none. Streams the file, so memory does not grow with its size.
 */
export async function countEntries(path: string, options: ScanOptions = {}): Promise<number> {
  return (await scanLog(path, options)).count;
}

export interface LogScan {
  count: number;
  size: number;
  /** The bytes counted, when the whole log took one read: the analysis reuses them. */
  content?: Buffer;
}

/**
 * Counts entries in one streamed pass and reports the size that was counted.
 * Synchronous underneath: gc scans every agent's log, and for a small log the
 * thread-pool round trips of an asynchronous open, stat and close cost more
 * than the reading. A log that fits one chunk is read whole and handed back,
 * so gc reads each small log once.
 */
export async function scanLog(path: string, options: ScanOptions = {}): Promise<LogScan> {
  const chunkSize = chunkSizeOf(options);
  const opened = openRegularSync(path);
  if (!opened) return { count: 0, size: 0 };
  const { fd, size } = opened;
  try {
    if (size > chunkSize) return { count: countForward(fd, size, chunkSize), size };
    const content = readWhole(fd, size);
    return { count: entryStarts(content).length, size: content.length, content };
  } catch (err) {
    throw ioError('read', path, err);
  } finally {
    closeSync(fd);
  }
}

/**
 * The scan an analysis should use beside a trim plan: with its bytes only if
 * the plan was made on that very size. An entry appended between the scan
 * and the plan is kept by the trim, so the analysis must read the log again
 * to see it: the trimmed log is then cached as analysed, and must have been.
 */
export function scanForAnalysis(scan: LogScan, plan?: TrimPlan): LogScan {
  return plan && plan.cut.plannedSize !== scan.size ? { count: scan.count, size: scan.size } : scan;
}

/**
 * axe's LoadEntries: n = 0 gives the whole file verbatim; n > 0 gives the
 * bytes from the header of the n-th entry from the end (or of the first
 * entry when there are fewer, so the preamble is dropped) to the end of the
 * file. No headers, a missing or a zero-byte file give an empty buffer.
 * The start is found reading backwards from the end, so the bytes before it
 * are never read.
 */
export async function loadEntries(path: string, n: number, options: ScanOptions = {}): Promise<Buffer> {
  checkCount('n', n, path);
  const chunkSize = chunkSizeOf(options);
  return withFile(path, () => EMPTY, async (fh) => {
    if (n === 0) return fh.readFile();
    const { size } = await fh.stat();
    return (await scanBackward(fh, size, n, chunkSize, true)).tail;
  });
}

/**
 * Decides a trim to the last `keepN` entries without changing anything.
 * keepN = 0 means keep all and reads nothing; a missing or empty file, one
 * without headings, or one with at most keepN entries gives a plan that
 * removes nothing. The kept tail is read backwards to find the cut; the
 * dropped prefix is then counted, unless the caller already counted this very
 * content (`known`, same size) or does not need the count (`count: false`),
 * in which case only its first heading is looked for: a trim then reads what
 * it keeps and almost nothing of what it drops. With `list`, the entries
 * dropped and kept are read and listed too, unless either side is over
 * LIST_MAX_BYTES (a log that size is trimmed, not reviewed entry by entry).
 */
export async function planTrim(
  path: string,
  keepN: number,
  options: ScanOptions & { known?: LogScan; count?: boolean; list?: boolean } = {},
): Promise<TrimPlan> {
  checkCount('keepN', keepN, path);
  const chunkSize = chunkSizeOf(options);
  const nothing = (count: number, plannedSize: number): TrimPlan => ({
    path, count, keep: keepN, removed: 0, bytesRemoved: 0, cut: { offset: 0, plannedSize, bom: false, prefixDigest: EMPTY_DIGEST },
  });
  if (keepN === 0) return nothing(0, 0);
  return withFile(path, () => nothing(0, 0), async (fh) => {
    const { size } = await fh.stat();
    const { start, found } = await scanBackward(fh, size, keepN, chunkSize, false);
    if (start === undefined || found < keepN) return nothing(found, size);
    const listed = options.list && start <= LIST_MAX_BYTES && size - start <= LIST_MAX_BYTES ? await listAround(fh, start, size) : undefined;
    const known = options.known?.size === size ? options.known : undefined;
    let removed: number | undefined;
    if (listed) removed = listed.dropped.length;
    else if (known) removed = known.count - keepN;
    else if (options.count === false) removed = countForward(fh.fd, start, chunkSize, 1) === 0 ? 0 : undefined;
    else removed = countForward(fh.fd, start, chunkSize);
    if (removed === 0) return nothing(keepN, size);
    const bom = (await readAt(fh, 0, BOM.length)).equals(BOM);
    return {
      path,
      count: removed === undefined ? undefined : keepN + removed,
      keep: keepN,
      removed,
      bytesRemoved: start - (bom ? BOM.length : 0),
      ...listed,
      cut: { offset: start, plannedSize: size, bom, prefixDigest: await pinnedDigest(fh, start) },
    };
  });
}

/** The entries before and after `cut`, as the layout reads them. */
async function listAround(fh: FileHandle, cut: number, size: number, layout: LogLayout = axeLayout) {
  const read = async (from: number, to: number) => {
    const bytes = await readAt(fh, from, to - from);
    return layout.entries(bytes).map((e) => layout.fields(bytes.toString('utf8', e.start, e.end)));
  };
  return { dropped: await read(0, cut), kept: await read(cut, size) };
}

/**
 * The size a trimmed log has when nothing was appended since the plan: the
 * analysis cache keys the trimmed log only then.
 */
export function sizeAfterTrim(plan: TrimPlan): number {
  return plan.cut.plannedSize - plan.bytesRemoved;
}

/**
 * Carries out a plan atomically; true when the log was rewritten (the plan
 * removes entries). A locked log is never trimmed. If the bytes the plan
 * drops are no longer the same (the log was rewritten, trimmed or truncated
 * since planning) it refuses and changes nothing. Everything after the cut
 * is copied up to the current end of the file, so entries appended after
 * planning survive: the bulk is copied first, then the rest under the write
 * lock (writelock.ts), which appendEntry also holds, so no append can land
 * in the old file between the last copy and the rename. A plan that removes
 * nothing still clears a write lock left by a killed writer.
 */
export async function applyTrim(plan: TrimPlan, options: ScanOptions = {}): Promise<boolean> {
  const { path } = plan;
  await clearStaleWriteLock(path);
  if (plan.cut.offset === 0) return false;
  const chunkSize = chunkSizeOf(options);
  await assertUnlocked(path, 'trim');
  return withFile(path, () => { throw changedUnderUs(path); }, async (src) => {
    await verifyPrefix(src, plan);
    let release: (() => Promise<void>) | undefined;
    let end = 0;
    try {
      await replaceFile(path, async (dst) => {
        if (plan.cut.bom) await writeAll(dst, BOM);
        const copied = await copyToEnd(src, dst, plan.cut.offset, chunkSize);
        release = await acquireWriteLock(path);
        // Another trim may have replaced the log since we opened it: appends
        // now go to its file, and renaming ours over it would drop them.
        const [ours, current] = await Promise.all([src.stat(), stat(path)]);
        if (ours.ino !== current.ino || ours.dev !== current.dev) throw changedUnderUs(path);
        end = await copyToEnd(src, dst, copied, chunkSize);
      });
      // Appenders outside memkeep do not take the write lock.
      await carryOverTail(src, end, path);
    } finally {
      await release?.();
    }
    return true;
  });
}

/**
 * axe's TrimEntries: keeps the last `keepN` entries, atomically. The result
 * is byte-identical to loadEntries(path, keepN) taken before the trim, with
 * the BOM in front when the log had one. `count` is the number of entries
 * before trimming (0 when keepN is 0 and nothing was read).
 */
export async function trimEntries(
  path: string,
  keepN: number,
  options: ScanOptions = {},
): Promise<{ removed: number; count: number }> {
  const plan = await planTrim(path, keepN, options);
  await applyTrim(plan, options);
  return { removed: plan.removed!, count: plan.count! };
}

/** One run-log entry as `memkeep log` writes it at `at`, with `eol` as the line ending of its own lines. */
export function formatEntry(task: string, result: string, at: Date, eol = '\n'): string {
  return axeLayout.render(task, result, rfc3339(at), eol);
}

/**
 * Appends one entry (O_APPEND, so concurrent appenders never interleave
 * inside a write; mode 0644, parent directories 0755). It follows the
 * log's first line ending (CRLF stays CRLF) and starts a new line first
 * when the log does not end with one, so the header lands at column 0 and
 * the log gains exactly one entry. The user's lock is deliberately not
 * checked: it guards rewrites, and appending is how the agent itself records
 * a run. The write lock is held, so a trim finishing at that moment either
 * copies the entry or has already renamed and the entry goes to the new log.
 * The entry is written whole or not at all (append.ts).
 */
export async function appendEntry(path: string, entry: { task: string; result: string; at?: Date }): Promise<void> {
  const stamp = rfc3339(entry.at ?? new Date());
  try {
    await mkdir(dirname(path), { recursive: true, mode: 0o755 });
  } catch (err) {
    throw ioError('append to', path, err);
  }
  await withAppendLock(path, async () => {
    let fh: FileHandle | undefined;
    try {
      // a+ is O_APPEND as well; reading lets the entry match the log's style.
      fh = (await openRegular(path, { flags: constants.O_RDWR | constants.O_APPEND | constants.O_CREAT, mode: 0o644, action: 'append to' }))!.fh;
      const { eol, lead } = await lineStyle(fh);
      await appendWhole(fh, Buffer.from(lead + axeLayout.render(entry.task, entry.result, stamp, eol)));
    } catch (err) {
      throw ioError('append to', path, err);
    } finally {
      await fh?.close().catch(() => undefined);
    }
  });
}

/**
 * The write lock for an append. Where the lock cannot be created (a log that
 * is writable in a directory that is not), no trim can rename a file there
 * either, so there is nothing to take turns with: append without it.
 */
async function withAppendLock(path: string, write: () => Promise<void>): Promise<void> {
  let release: (() => Promise<void>) | undefined;
  try {
    release = await acquireWriteLock(path);
  } catch (err) {
    const code = ((err as MemkeepError).cause as NodeJS.ErrnoException | undefined)?.code;
    if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') throw err;
  }
  try {
    await write();
  } finally {
    await release?.();
  }
}

// --- scanning -------------------------------------------------------------

/** Up to `size` bytes from the start of the file: fewer if it shrank meanwhile. */
function readWhole(fd: number, size: number): Buffer {
  const buf = Buffer.allocUnsafe(size);
  let filled = 0;
  for (let n; filled < size && (n = readSync(fd, buf, filled, size - filled, filled)) > 0;) filled += n;
  return buf.subarray(0, filled);
}

/**
 * Counts the headers that start in [0, end), reading forwards until `end` or
 * the end of the file, and stops early once `limit` are seen. Reads are
 * synchronous: a count is a tight loop over the page cache, where a round
 * trip to the thread pool per chunk would cost more than the search. One
 * buffer is reused, with the last bytes of each chunk carried in front of
 * the next.
 */
function countForward(fd: number, end: number, chunkSize: number, limit = Infinity): number {
  const head = Buffer.alloc(HEAD_LEN);
  const lead = leadingHeader(head.subarray(0, readSync(fd, head, 0, HEAD_LEN, 0)));
  let count = lead !== undefined && lead < end ? 1 : 0;
  // Sized to what is counted when that is small (a trim's dropped prefix may be a
  // few kilobytes): faulting in a whole chunk's pages would cost more than the reading.
  const buf = Buffer.allocUnsafe(CARRY + Math.min(chunkSize, end));
  let carry = 0;
  for (let pos = 0; pos < end && count < limit;) {
    const bytesRead = readSync(fd, buf, carry, Math.min(chunkSize, end - pos), pos);
    if (bytesRead === 0) break;
    const window = buf.subarray(0, carry + bytesRead);
    count += countHeaders(window);
    // Fewer bytes than a match, so a match found in the next window is new.
    carry = Math.min(CARRY, window.length);
    buf.copyWithin(0, window.length - carry, window.length);
    pos += bytesRead;
  }
  return count;
}

/** Occurrences of `\n## ` in `window`. */
function countHeaders(window: Buffer): number {
  let n = 0;
  for (let i = window.indexOf(NL_HEADER); i !== -1; i = window.indexOf(NL_HEADER, i + 1)) n++;
  return n;
}

interface BackwardScan {
  /** The n-th header from the end, or the first header when there are fewer. */
  start?: number;
  /** Headers seen, at most n. */
  found: number;
  /** Bytes [start, size) when asked to keep them, else empty. */
  tail: Buffer;
}

/**
 * Walks back from `size` until the n-th header from the end, reading only
 * the bytes after it. Each window is a chunk plus the first bytes of the
 * chunk after it, so a header straddling two chunks is seen exactly once.
 */
async function scanBackward(
  fh: FileHandle,
  size: number,
  n: number,
  chunkSize: number,
  keep: boolean,
): Promise<BackwardScan> {
  const chunks: Buffer[] = [];
  const reused = keep ? undefined : Buffer.allocUnsafe(Math.min(chunkSize, size) + CARRY);
  const carry = Buffer.alloc(CARRY);
  let carryLen = 0;
  let found = 0;
  let start: number | undefined;
  let pos = size;
  const done = (): BackwardScan => ({
    start,
    found,
    tail: keep && start !== undefined ? Buffer.concat(chunks.reverse()).subarray(start - pos) : EMPTY,
  });
  while (pos > 0) {
    const len = Math.min(chunkSize, pos);
    pos -= len;
    const window = (reused ?? Buffer.allocUnsafe(len + carryLen)).subarray(0, len + carryLen);
    await readFully(fh, window.subarray(0, len), pos);
    carry.copy(window, len, 0, carryLen);
    if (keep) chunks.push(window.subarray(0, len));
    for (let i = window.lastIndexOf(NL_HEADER, len - 1); i !== -1; i = i > 0 ? window.lastIndexOf(NL_HEADER, i - 1) : -1) {
      start = pos + i + 1;
      if (++found === n) return done();
    }
    carryLen = Math.min(CARRY, window.length);
    window.copy(carry, 0, 0, carryLen);
  }
  const lead = leadingHeader(await readAt(fh, 0, HEAD_LEN));
  if (lead !== undefined) {
    start = lead;
    found++;
  }
  return done();
}

// --- trimming -------------------------------------------------------------

/**
 * What a plan pins: the last PIN_BYTES of the dropped part and the first kept
 * header. Agents only append, so a log that has not shrunk and still has
 * these bytes holds the same old entries; anything that rewrote its head
 * (another trim, an editor) shifts them. Hashing only this window keeps a
 * trim from re-reading the hundreds of megabytes it drops.
 */
async function pinnedDigest(fh: FileHandle, cutOffset: number): Promise<string> {
  const from = Math.max(0, cutOffset - PIN_BYTES);
  const bytes = await readAt(fh, from, cutOffset - from + HEADER.length);
  return createHash('sha256').update(bytes).digest('hex');
}

async function verifyPrefix(fh: FileHandle, plan: TrimPlan): Promise<void> {
  const { size } = await fh.stat();
  if (size >= plan.cut.plannedSize && (await pinnedDigest(fh, plan.cut.offset)) === plan.cut.prefixDigest) return;
  throw changedUnderUs(plan.path);
}

function changedUnderUs(path: string) {
  return opError(`cannot trim ${path}: the log changed under us since the trim was planned; nothing was trimmed`, { file: path });
}

/**
 * Copies [from, EOF) and, when EOF is reached, re-checks the size to take
 * appends made meanwhile; returns the offset it copied up to.
 */
async function copyToEnd(src: FileHandle, dst: FileHandle, from: number, chunkSize: number): Promise<number> {
  const buf = Buffer.allocUnsafe(chunkSize);
  for (let pos = from; ;) {
    const { bytesRead } = await src.read(buf, 0, chunkSize, pos);
    if (bytesRead === 0) {
      if ((await src.stat()).size <= pos) return pos;
      continue;
    }
    await writeAll(dst, buf.subarray(0, bytesRead));
    pos += bytesRead;
  }
}

// --- appending ------------------------------------------------------------

function rfc3339(at: Date): string {
  if (Number.isNaN(at.getTime())) throw opError('cannot write a run-log entry: invalid time');
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The line ending an append should use (the log's first one; LF when it has
 * none within EOL_PROBE bytes) and what must precede the entry so its header
 * starts a line.
 */
async function lineStyle(fh: FileHandle): Promise<{ eol: string; lead: string }> {
  const { size } = await fh.stat();
  if (size === 0) return { eol: '\n', lead: '' };
  const head = await readAt(fh, 0, Math.min(size, EOL_PROBE));
  const nl = head.indexOf(0x0a);
  const eol = nl > 0 && head[nl - 1] === 0x0d ? '\r\n' : '\n';
  const endsLine = (await readAt(fh, size - 1, 1))[0] === 0x0a || head.equals(BOM);
  return { eol, lead: endsLine ? '' : eol };
}

// --- small I/O helpers ----------------------------------------------------

/**
 * Opens `path` for reading and runs `use`; a missing file is `missing()`.
 * Failures become operation errors naming the file.
 */
async function withFile<T>(path: string, missing: () => T, use: (fh: FileHandle) => Promise<T>): Promise<T> {
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

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** Fills `buf` from `position`; a file that shrinks under us is an error, not a short read. */
async function readFully(fh: FileHandle, buf: Buffer, position: number): Promise<void> {
  for (let off = 0; off < buf.length;) {
    const { bytesRead } = await fh.read(buf, off, buf.length - off, position + off);
    if (bytesRead === 0) throw new Error('the file shrank while it was being read');
    off += bytesRead;
  }
}

async function writeAll(fh: FileHandle, data: Buffer): Promise<void> {
  for (let off = 0; off < data.length;) off += (await fh.write(data, off)).bytesWritten;
}

function checkCount(name: string, value: number, path: string): void {
  if (value < 0) throw opError(`${name} must be non-negative`, { file: path, field: name });
  if (!Number.isSafeInteger(value)) throw opError(`${name} must be an integer`, { file: path, field: name });
}

function chunkSizeOf(options: ScanOptions): number {
  const size = options.chunkSize ?? DEFAULT_CHUNK;
  if (!Number.isSafeInteger(size) || size < 1) throw opError('chunkSize must be a positive integer', { field: 'chunkSize' });
  return size;
}
