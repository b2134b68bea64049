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
import { type FileHandle, mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ioError, type MemkeepError, opError } from '../errors.js';
import { axeLayout, BOM, HEAD_LEN, HEADER, leadingHeader, mayHoldFence, NL_HEADER } from '../format/axe.js';
import type { EntryFields, LogLayout } from '../format/layout.js';
import { appendWhole } from './append.js';
import { carryOverTail, copyRange, copyToEnd, replaceFile } from './atomic.js';
import { assertUnlocked } from './lock.js';
import { newest, orderOf } from './order.js';
import { openRegular, openRegularSync } from './regular.js';
import { acquireWriteLock, clearStaleWriteLock } from './writelock.js';

const EMPTY = Buffer.alloc(0);
/** A match of `\n## ` that straddles two chunks starts in the last 3 bytes of the first. */
const CARRY = NL_HEADER.length - 1;
/** Small enough that each chunk is still in the CPU cache when it is searched. */
const DEFAULT_CHUNK = 256 * 1024;
/** How much of the dropped part a streamed trim plan pins (see pinnedDigest). */
const PIN_BYTES = 64 * 1024;
/** How far an append looks for the first line ending to copy the log's style. */
const EOL_PROBE = 64 * 1024;
/** Up to this many bytes on either side of a cut, a plan lists the entries it drops and keeps. */
const LIST_MAX_BYTES = 8 * 1024 * 1024;
/** How much of a listed entry's result a plan keeps: enough to tell a failed run. */
const LISTED_RESULT_CHARS = 300;
const EMPTY_DIGEST = createHash('sha256').digest('hex');

/** Read tuning; tests make chunks tiny so headers straddle chunk boundaries. */
export interface ScanOptions {
  /** Bytes per read, default 256 KiB. */
  chunkSize?: number;
}

/**
 * A trim decided on one read of the log and applied later (gc analyses in
 * between). The plan removes byte ranges (the dropped entries: a prefix of
 * the entries in axe's layout, anywhere in others) and pins what it read;
 * whatever follows the planned size, including entries appended after
 * planning, is kept when the plan is applied.
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
  /** The entries it keeps, oldest first, when listed. */
  kept?: EntryFields[];
  /** Where to cut and what to verify first: read only by this module. */
  readonly cut: Cut;
}

interface Cut {
  /** Byte ranges [start, end) to remove, ascending and disjoint; empty exactly when the plan does nothing. */
  ranges: [number, number][];
  /** File size when planned; 0 when nothing was read. */
  plannedSize: number;
  /** Ranges of the planned content whose bytes must be unchanged when the plan is applied (see pinsOf). */
  pins: [number, number][];
  /** sha256 (hex) of the pinned bytes. */
  digest: string;
}

/** Which layout a log is read in (default: axe's). */
export interface LayoutOption {
  layout?: LogLayout;
}

/**
 * Number of entries in the log; a missing or empty file has none. Streams
 * an axe-layout log, so memory does not grow with its size.
 */
export async function countEntries(path: string, options: ScanOptions & LayoutOption = {}): Promise<number> {
  return (await scanLog(path, options)).count;
}

export interface LogScan {
  count: number;
  size: number;
  /** The bytes counted, when the whole log took one read: the analysis reuses them. */
  content?: Buffer;
}

/**
 * Counts entries in one pass and reports the size that was counted.
 * Synchronous underneath: gc scans every agent's log, and for a small log the
 * thread-pool round trips of an asynchronous open, stat and close cost more
 * than the reading. A log that fits one chunk is read whole and handed back,
 * so gc reads each small log once. A larger axe-layout log is counted by a
 * streaming byte search, unless it holds a fence (then it is parsed whole, as
 * a log in any other layout is).
 */
export async function scanLog(path: string, options: ScanOptions & LayoutOption = {}): Promise<LogScan> {
  const chunkSize = chunkSizeOf(options);
  const layout = options.layout ?? axeLayout;
  const opened = openRegularSync(path);
  if (!opened) return { count: 0, size: 0 };
  const { fd, size } = opened;
  try {
    if (size > chunkSize && layout.streamable) {
      const streamed = countForward(fd, 0, size, chunkSize);
      if (!streamed.fenced) return { count: streamed.count, size };
    }
    const content = readWhole(fd, size);
    return {
      count: layout.entries(content).length,
      size: content.length,
      content: size > chunkSize ? undefined : content,
    };
  } catch (err) {
    throw ioError('read', path, err);
  } finally {
    closeSync(fd);
  }
}

/** The log's size, without reading it (a missing log is empty); only a regular file has one. */
export function logSize(path: string): number {
  const opened = openRegularSync(path);
  if (!opened) return 0;
  closeSync(opened.fd);
  return opened.size;
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
 * The newest `n` entries, oldest first, concatenated (n = 0: the whole file
 * verbatim). In axe's layout this is axe's LoadEntries: the bytes from the
 * n-th heading from the end to the end of the file, found reading backwards,
 * so the bytes before it are never read. No entries, a missing or a
 * zero-byte file give an empty buffer.
 */
export async function loadEntries(path: string, n: number, options: ScanOptions & LayoutOption = {}): Promise<Buffer> {
  checkCount('n', n, path);
  const chunkSize = chunkSizeOf(options);
  const layout = options.layout ?? axeLayout;
  return withFile(
    path,
    () => EMPTY,
    async (fh) => {
      if (n === 0) return fh.readFile();
      const { size } = await fh.stat();
      if (layout.streamable) {
        const back = await scanBackward(fh, size, n, chunkSize, true);
        if (!back.fenced) return back.tail;
      }
      const log = await readAt(fh, 0, size);
      const entries = layout.entries(log);
      const order = await orderOf(path, log, entries, layout);
      return Buffer.concat(order.chrono.slice(-n).map((i) => log.subarray(entries[i].start, entries[i].end)));
    },
  );
}

/**
 * Decides a trim to the newest `keepN` entries without changing anything.
 * keepN = 0 means keep all and reads nothing; a missing or empty file, one
 * without entries, or one with at most keepN entries gives a plan that
 * removes nothing. Only entries are ever removed: the preamble and every
 * structure section stay, and so do the kept entries, in their place.
 *
 * In axe's layout the kept tail is read backwards to find the cut and the
 * head forwards to the first entry; the dropped part between them is then
 * counted, unless the caller already counted this very content (`known`,
 * same size) or does not need the count (`count: false`): a trim then reads
 * what it keeps and almost nothing of what it drops. When those reads meet a
 * fence (a heading may be body text), and in every other layout, the log is
 * read and parsed whole, and ordered as its layout says (which may refuse).
 * With `list`, the entries dropped and kept are read and listed too, unless
 * either side is over LIST_MAX_BYTES (a log that size is trimmed, not
 * reviewed entry by entry).
 */
export async function planTrim(
  path: string,
  keepN: number,
  options: ScanOptions & LayoutOption & { known?: LogScan; count?: boolean; list?: boolean } = {},
): Promise<TrimPlan> {
  checkCount('keepN', keepN, path);
  const chunkSize = chunkSizeOf(options);
  const layout = options.layout ?? axeLayout;
  if (keepN === 0) return nothingToTrim(path, keepN, 0, 0);
  // A small log the scan already read whole is planned from those bytes, with no read at all
  // (gc plans every agent's log, and most are small): applyTrim pins them all.
  const content = options.known?.content;
  if (content && content.length === options.known?.size)
    return planWhole(content, path, keepN, layout, options.list === true);
  return withFile(
    path,
    () => nothingToTrim(path, keepN, 0, 0),
    async (fh) => {
      const { size } = await fh.stat();
      if (layout.streamable) {
        const fast = await planStreamed(fh, path, size, keepN, chunkSize, options);
        if (fast) return fast;
      }
      return planWhole(await readAt(fh, 0, size), path, keepN, layout, options.list === true);
    },
  );
}

function nothingToTrim(path: string, keep: number, count: number, plannedSize: number): TrimPlan {
  return {
    path,
    count,
    keep,
    removed: 0,
    bytesRemoved: 0,
    cut: { ranges: [], plannedSize, pins: [], digest: EMPTY_DIGEST },
  };
}

/** axe's layout by streaming reads; undefined when a fence was seen where it matters. */
async function planStreamed(
  fh: FileHandle,
  path: string,
  size: number,
  keepN: number,
  chunkSize: number,
  options: { known?: LogScan; count?: boolean; list?: boolean },
): Promise<TrimPlan | undefined> {
  // No fence mark in the kept tail: no fence reaches into it (one opened
  // earlier either closes before it or never, and is then no fence), so
  // every heading found there is an entry.
  const back = await scanBackward(fh, size, keepN, chunkSize, false);
  if (back.fenced) return undefined;
  const { start, found } = back;
  if (start === undefined || found < keepN) return nothingToTrim(path, keepN, found, size);
  const first = await firstHeading(fh, start);
  if (first === undefined) return undefined;
  if (first === start) return nothingToTrim(path, keepN, keepN, size);
  const listed =
    options.list && start - first <= LIST_MAX_BYTES && size - start <= LIST_MAX_BYTES
      ? { dropped: await listEntries(fh, first, start), kept: await listEntries(fh, start, size) }
      : undefined;
  const known = options.known?.size === size ? options.known : undefined;
  let removed: number | undefined;
  if (listed) removed = listed.dropped.length;
  else if (known) removed = known.count - keepN;
  else if (options.count !== false) {
    const counted = countForward(fh.fd, first, start, chunkSize);
    removed = counted.fenced ? axeLayout.entries(await readAt(fh, first, start - first)).length : counted.count;
  }
  const pins: [number, number][] = [
    [0, first + HEADER.length],
    [Math.max(first, start - PIN_BYTES), start + HEADER.length],
  ];
  return {
    path,
    count: removed === undefined ? undefined : keepN + removed,
    keep: keepN,
    removed,
    bytesRemoved: start - first,
    ...listed,
    cut: { ranges: [[first, start]], plannedSize: size, pins, digest: await pinnedDigest(fh, pins) },
  };
}

/** Any layout, on the whole log: parse, order, and drop all but the newest keepN entries. */
async function planWhole(
  log: Buffer,
  path: string,
  keepN: number,
  layout: LogLayout,
  list: boolean,
): Promise<TrimPlan> {
  const size = log.length;
  const entries = layout.entries(log);
  if (entries.length <= keepN) return nothingToTrim(path, keepN, entries.length, size);
  const order = await orderOf(path, log, entries, layout);
  const keptIdx = newest(order, keepN, path);
  const keep = new Set(keptIdx);
  const droppedIdx = order.chrono.filter((i) => !keep.has(i));
  const ranges: [number, number][] = [];
  for (const e of entries.filter((_, i) => !keep.has(i))) {
    const last = ranges.at(-1);
    if (last && last[1] === e.start) last[1] = e.end;
    else ranges.push([e.start, e.end]);
  }
  const fieldsOf = (i: number) => brief(layout.fields(log.toString('utf8', entries[i].start, entries[i].end)));
  const listed =
    list && size <= 2 * LIST_MAX_BYTES ? { dropped: droppedIdx.map(fieldsOf), kept: keptIdx.map(fieldsOf) } : undefined;
  const pins: [number, number][] = [[0, size]];
  return {
    path,
    count: entries.length,
    keep: keepN,
    removed: droppedIdx.length,
    bytesRemoved: ranges.reduce((n, [a, b]) => n + b - a, 0),
    ...listed,
    cut: { ranges, plannedSize: size, pins, digest: digestOfPins(log, pins) },
  };
}

/** Listed entries keep the start of their result only: a plan of 1,000 logs lists every entry it drops. */
function brief(fields: EntryFields): EntryFields {
  return fields.result.length > LISTED_RESULT_CHARS
    ? { ...fields, result: fields.result.slice(0, LISTED_RESULT_CHARS) }
    : fields;
}

/** The entries of [from, to), which starts at an entry, as axe's layout reads them. */
async function listEntries(fh: FileHandle, from: number, to: number): Promise<EntryFields[]> {
  const bytes = await readAt(fh, from, to - from);
  return axeLayout.entries(bytes).map((e) => brief(axeLayout.fields(bytes.toString('utf8', e.start, e.end))));
}

/**
 * The first heading, searched forwards up to `limit`; undefined when the
 * bytes before it may hold a fence (the heading may then be body text).
 */
async function firstHeading(fh: FileHandle, limit: number): Promise<number | undefined> {
  const lead = leadingHeader(await readAt(fh, 0, HEAD_LEN));
  if (lead !== undefined) return lead;
  const step = 64 * 1024;
  for (let pos = 0; pos < limit; pos += step) {
    // Each read starts CARRY bytes early so a match across two reads is seen.
    const from = Math.max(0, pos - CARRY);
    const bytes = await readAt(fh, from, Math.min(limit + HEADER.length, pos + step) - from);
    const i = bytes.indexOf(NL_HEADER);
    const head = i === -1 ? bytes : bytes.subarray(0, i);
    if (mayHoldFence(head)) return undefined;
    if (i !== -1) return from + i + 1;
  }
  return limit;
}

/**
 * The size a trimmed log has when nothing was appended since the plan: the
 * analysis cache keys the trimmed log only then.
 */
/** Bytes the plan's cut ranges remove. */
function removedBytes(plan: TrimPlan): number {
  return plan.cut.ranges.reduce((n, [from, to]) => n + (to - from), 0);
}

export function sizeAfterTrim(plan: TrimPlan): number {
  return plan.cut.plannedSize - plan.bytesRemoved;
}

/**
 * Carries out a plan atomically; true when the log was rewritten (the plan
 * removes entries). A locked log is never trimmed. If the bytes the plan
 * pinned are no longer the same (the log was rewritten, trimmed, prepended
 * to or truncated since planning) it refuses and changes nothing. Every byte
 * outside the removed ranges is copied, up to the current end of the file,
 * so entries appended after planning survive: the bulk is copied first, then
 * the rest under the write lock (writelock.ts), which appendEntry also holds,
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
        await replaceFile(path, async (dst) => {
          let pos = 0;
          for (const [from, to] of plan.cut.ranges) {
            await copyRange(src, dst, pos, from, chunkSize);
            pos = to;
          }
          const copied = await copyToEnd(src, dst, pos, chunkSize);
          release = await acquireWriteLock(path);
          // Another trim may have replaced the log since we opened it: appends
          // now go to its file, and renaming ours over it would drop them.
          const [ours, current] = await Promise.all([src.stat(), stat(path)]);
          if (ours.ino !== current.ino || ours.dev !== current.dev) throw changedUnderUs(path);
          end = await copyToEnd(src, dst, copied, chunkSize);
        });
        // Appenders outside memkeep do not take the write lock. What they wrote to the old file
        // goes right after what was copied, before anything appended to the new one since.
        await carryOverTail(src, end, path, end - removedBytes(plan), chunkSize);
      } finally {
        await release?.();
      }
      return true;
    },
  );
}

/**
 * Trims to the newest `keepN` entries, atomically. In axe's layout the
 * result is the preamble followed by loadEntries(path, keepN) taken before
 * the trim. `count` is the number of entries before trimming (0 when keepN
 * is 0 and nothing was read).
 */
export async function trimEntries(
  path: string,
  keepN: number,
  options: ScanOptions & LayoutOption = {},
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
 * The entry is rendered at the layout's heading level and always goes at the end,
 * written whole or not at all (append.ts).
 */
export async function appendEntry(
  path: string,
  entry: { task: string; result: string; at?: Date },
  layout: LogLayout = axeLayout,
): Promise<void> {
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
      fh = (await openRegular(path, {
        flags: constants.O_RDWR | constants.O_APPEND | constants.O_CREAT,
        mode: 0o644,
        action: 'append to',
      }))!.fh;
      const { eol, lead } = await lineStyle(fh);
      await appendWhole(fh, Buffer.from(lead + layout.render(entry.task, entry.result, stamp, eol)));
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
  for (let n; filled < size && (n = readSync(fd, buf, filled, size - filled, filled)) > 0; ) filled += n;
  return buf.subarray(0, filled);
}

/**
 * Counts the headings that start in [from, end), reading forwards until
 * `end` or the end of the file, and stops early once `limit` are seen;
 * `fenced` says whether the bytes read may hold a fence (the count is then
 * not to be trusted). `from` is 0 or the offset of a heading (counted). Reads are
 * synchronous: a count is a tight loop over the page cache, where a round
 * trip to the thread pool per chunk would cost more than the search. One
 * buffer is reused, with the last bytes of each chunk carried in front of
 * the next.
 */
function countForward(
  fd: number,
  from: number,
  end: number,
  chunkSize: number,
  limit = Infinity,
): { count: number; fenced: boolean } {
  let count = 1;
  if (from === 0) {
    const head = Buffer.alloc(HEAD_LEN);
    const lead = leadingHeader(head.subarray(0, readSync(fd, head, 0, HEAD_LEN, 0)));
    count = lead !== undefined && lead < end ? 1 : 0;
  }
  let fenced = false;
  // Sized to what is counted when that is small (a trim's dropped prefix may be a
  // few kilobytes): faulting in a whole chunk's pages would cost more than the reading.
  const buf = Buffer.allocUnsafe(CARRY + Math.min(chunkSize, end));
  let carry = 0;
  for (let pos = from; pos < end && count < limit; ) {
    const bytesRead = readSync(fd, buf, carry, Math.min(chunkSize, end - pos), pos);
    if (bytesRead === 0) break;
    const window = buf.subarray(0, carry + bytesRead);
    count += countHeaders(window);
    fenced ||= mayHoldFence(window);
    // Fewer bytes than a match, so a match found in the next window is new.
    carry = Math.min(CARRY, window.length);
    buf.copyWithin(0, window.length - carry, window.length);
    pos += bytesRead;
  }
  return { count, fenced };
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
  /** The bytes from `start` on may hold a fence: the headings found are then not to be trusted. */
  fenced: boolean;
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
    await readFully(fh, window.subarray(0, len), pos);
    carry.copy(window, len, 0, carryLen);
    if (keep) chunks.push(window.subarray(0, len));
    for (
      let i = window.lastIndexOf(NL_HEADER, len - 1);
      i !== -1;
      i = i > 0 ? window.lastIndexOf(NL_HEADER, i - 1) : -1
    ) {
      start = pos + i + 1;
      if (++found === n) {
        fenced ||= mayHoldFence(window.subarray(i));
        return done();
      }
    }
    fenced ||= mayHoldFence(window);
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
 * What a streamed plan pins: the head up to the first entry's heading, and
 * the last PIN_BYTES of the dropped part with the first kept heading. Agents
 * only append, so a log that has not shrunk and still has these bytes holds
 * the same old entries; anything that rewrote its head (another trim, an
 * editor) shifts them. Hashing only this window keeps a trim from re-reading
 * the hundreds of megabytes it drops. A plan made on the whole log pins all
 * of it (an agent that prepends rewrites the file, and the plan is refused).
 */
async function pinnedDigest(fh: FileHandle, pins: [number, number][]): Promise<string> {
  const hash = createHash('sha256');
  for (const [from, to] of pins) hash.update(await readAt(fh, from, to - from));
  return hash.digest('hex');
}

function digestOfPins(log: Buffer, pins: [number, number][]): string {
  const hash = createHash('sha256');
  for (const [from, to] of pins) hash.update(log.subarray(from, to));
  return hash.digest('hex');
}

async function verifyPins(fh: FileHandle, plan: TrimPlan): Promise<void> {
  const { size } = await fh.stat();
  if (size >= plan.cut.plannedSize && (await pinnedDigest(fh, plan.cut.pins)) === plan.cut.digest) return;
  throw changedUnderUs(plan.path);
}

function changedUnderUs(path: string) {
  return opError(`cannot trim ${path}: the log changed under us since the trim was planned; nothing was trimmed`, {
    file: path,
  });
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
  for (let off = 0; off < buf.length; ) {
    const { bytesRead } = await fh.read(buf, off, buf.length - off, position + off);
    if (bytesRead === 0) throw new Error('the file shrank while it was being read');
    off += bytesRead;
  }
}

function checkCount(name: string, value: number, path: string): void {
  if (value < 0) throw opError(`${name} must be non-negative`, { file: path, field: name });
  if (!Number.isSafeInteger(value)) throw opError(`${name} must be an integer`, { file: path, field: name });
}

function chunkSizeOf(options: ScanOptions): number {
  const size = options.chunkSize ?? DEFAULT_CHUNK;
  if (!Number.isSafeInteger(size) || size < 1)
    throw opError('chunkSize must be a positive integer', { field: 'chunkSize' });
  return size;
}
