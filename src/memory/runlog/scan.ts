import { closeSync, readSync } from 'node:fs';
import { ioError } from '../../errors.js';
import {
  axeLayout,
  FRONT_MATTER_READ,
  frontMatterHides,
  HEAD_LEN,
  HEADER,
  leadingHeader,
  NL_HEADER,
  needsParse,
} from '../../format/axe.js';
import { datedHeading, type LogEntry, type LogLayout } from '../../format/layout.js';
import { canonicalTime, DateSpan, headingStamp, orderFromTimestamps, positionOrder } from '../../format/order.js';
import { withFile } from '../../fs/handle.js';
import { openRegularSync } from '../../fs/regular.js';
import { type LineTimes, newest, orderOf } from './entry-order.js';
import { EMPTY, type LogSource, MARK_CARRY, readFrom, scanBackward } from './scan-backward.js';
import { checkCount, chunkSizeOf, type ScanOptions } from './scan-options.js';

/** A match of `\n## ` that straddles two chunks starts in the last 3 bytes of the first. */
export const CARRY = NL_HEADER.length - 1;

/** Which layout a log is read in (default: axe's). */
export interface LayoutOption {
  layout?: LogLayout;
  /** Line times for an order from git (git blame, handed in by the caller). */
  lineTimes?: LineTimes;
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
  /**
   * The whole log was searched and holds no fence, comment or title mark, and no heading is dated
   * earlier than one above it (a trim plan then need not search it again).
   */
  plain?: boolean;
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
    if (size > chunkSize && streams(layout, fd)) {
      const dates = new DateSpan();
      const streamed = countForward(fd, 0, size, chunkSize, Infinity, dates);
      if (!streamed.fenced) return { count: streamed.count, size, plain: !dates.wentBack };
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

/** Whether the byte scans may read this log: axe's layout, and no `## ` in front matter to take for a heading. */
export function streams(layout: LogLayout, fd: number | Buffer): boolean {
  if (!layout.streamable) return false;
  if (Buffer.isBuffer(fd)) return !frontMatterHides(fd.subarray(0, FRONT_MATTER_READ));
  // Only the bytes read are looked at: no need to zero the rest.
  const head = Buffer.allocUnsafe(FRONT_MATTER_READ);
  return !frontMatterHides(head.subarray(0, readSync(fd, head, 0, head.length, 0)));
}

/** The log's size, without reading it (a missing log is empty); only a regular file has one. */
export function logSize(path: string): number {
  const opened = openRegularSync(path);
  if (!opened) return 0;
  closeSync(opened.fd);
  return opened.size;
}

/**
 * The newest `n` entries, oldest first, concatenated (n = 0: the whole file
 * verbatim). In axe's layout this is axe's LoadEntries: the bytes from the
 * n-th heading from the end to the end of the file, found reading backwards,
 * so the bytes before it are never read. No entries, a missing or a
 * zero-byte file give an empty buffer.
 */
export async function loadEntries(
  path: string,
  n: number,
  options: ScanOptions & LayoutOption & { cutChecked?: boolean } = {},
): Promise<Buffer> {
  checkCount('n', n, path);
  const chunkSize = chunkSizeOf(options);
  const layout = options.layout ?? axeLayout;
  const newest = (src: LogSource, size: number) => newestIn(path, src, size, n, chunkSize, layout, options);
  // A log of one chunk is read whole with one synchronous read: load and the Action's load sizes
  // read thousands of small logs, and each asynchronous open, stat, read and close was a round
  // trip to the thread pool (as in scanLog).
  const small = smallLog(path, chunkSize);
  if (small === 'large')
    return withFile(
      path,
      () => EMPTY,
      async (fh) => newest(fh, (await fh.stat()).size),
    );
  if (small === undefined) return EMPTY;
  try {
    return await newest(small, small.length);
  } catch (err) {
    throw ioError('read', path, err);
  }
}

/** A log of at most `chunkSize` bytes, read whole; 'large' for a larger one, undefined when it does not exist. */
function smallLog(path: string, chunkSize: number): Buffer | 'large' | undefined {
  const opened = openRegularSync(path);
  if (!opened) return undefined;
  try {
    return opened.size > chunkSize ? 'large' : readWhole(opened.fd, opened.size);
  } catch (err) {
    throw ioError('read', path, err);
  } finally {
    closeSync(opened.fd);
  }
}

/** loadEntries on a log open or read whole, `size` bytes long. */
async function newestIn(
  path: string,
  src: LogSource,
  size: number,
  n: number,
  chunkSize: number,
  layout: LogLayout,
  { lineTimes, cutChecked }: LayoutOption & { cutChecked?: boolean },
): Promise<Buffer> {
  if (n === 0) return Buffer.isBuffer(src) ? src : src.readFile();
  if (streams(layout, Buffer.isBuffer(src) ? src : src.fd)) {
    const back = await scanBackward(src, size, n, chunkSize, true);
    if (!back.fenced) {
      // A log that fits one read has the dates at the cut checked, as the trim checks them (unless the
      // caller's trim plan just did: the Action's load sizes, 0.38 s of its dry run at 1,000 agents).
      if (size <= chunkSize && !cutChecked) await checkCut(path, await readFrom(src, 0, size), n, layout);
      return back.tail;
    }
  }
  const log = await readFrom(src, 0, size);
  const entries = layout.entries(log);
  const chrono =
    entries.length <= n
      ? fileChrono(entries, layout)
      : newest(await orderOf(path, log, entries, layout, lineTimes), n, path, entries.map(datedHeading));
  return joinPieces(
    log,
    chrono.map((i) => [entries[i].start, entries[i].end]),
  );
}

/** Throws OrderRefused when the newest `n` by the layout's file order would leave out an entry dated later. */
async function checkCut(path: string, log: Buffer, n: number, layout: LogLayout): Promise<void> {
  const entries = layout.entries(log);
  if (entries.length > n) newest(await orderOf(path, log, entries, layout), n, path, entries.map(datedHeading));
}

/**
 * Every entry of a log within last_n, oldest first as the file says (its
 * declared order, or its headings' dates: a newest-first log's first entry
 * is its newest), else in file order. Never from git: load runs at every
 * session start, and all of them are loaded whichever is newest.
 */
function fileChrono(entries: LogEntry[], layout: LogLayout): number[] {
  const { order } = layout.spec;
  const by = order === 'auto' ? orderFromTimestamps(entries.map(datedHeading)) : order === 'git' ? undefined : order;
  return positionOrder(entries.length, by ?? 'oldest-first');
}

const NEWLINE = Buffer.from('\n');

/**
 * Byte ranges of `log` joined in the order given (entries in time order,
 * which need not be file order): a piece that ends the file without a line
 * ending gets one, so the next starts a line of its own.
 */
export function joinPieces(log: Buffer, pieces: [number, number][]): Buffer {
  return Buffer.concat(
    pieces.flatMap(([a, b], k) =>
      k < pieces.length - 1 && log[b - 1] !== 10 ? [log.subarray(a, b), NEWLINE] : [log.subarray(a, b)],
    ),
  );
}

/** Up to `size` bytes from the start of the file: fewer if it shrank meanwhile. */
export function readWhole(fd: number, size: number): Buffer {
  const buf = Buffer.allocUnsafe(size);
  let filled = 0;
  for (let n; filled < size && (n = readSync(fd, buf, filled, size - filled, filled)) > 0; ) filled += n;
  return buf.subarray(0, filled);
}

/**
 * Counts the headings that start in [from, end), reading forwards until
 * `end` or the end of the file, and stops early once `limit` are seen;
 * `fenced` says whether the bytes read may hold a fence (the count is then
 * not to be trusted); `dates` gets each heading's date. `from` is 0 or the
 * offset of a heading (counted). Reads are
 * synchronous: a count is a tight loop over the page cache, where a round
 * trip to the thread pool per chunk would cost more than the search. One
 * buffer is reused, with the last bytes of each chunk carried in front of
 * the next.
 */
export function countForward(
  fd: number,
  from: number,
  end: number,
  chunkSize: number,
  limit = Infinity,
  dates?: DateSpan,
): { count: number; fenced: boolean } {
  let count = 1;
  let first: number | undefined = from;
  if (from === 0) {
    const head = Buffer.alloc(HEAD_LEN);
    first = leadingHeader(head.subarray(0, readSync(fd, head, 0, HEAD_LEN, 0)));
    count = first !== undefined && first < end ? 1 : 0;
  }
  if (dates && count === 1) addStamp(dates, fd, first!);
  let fenced = false;
  // Sized to what is counted when that is small (a trim's dropped prefix may be a
  // few kilobytes): faulting in a whole chunk's pages would cost more than the reading.
  const buf = Buffer.allocUnsafe(MARK_CARRY + Math.min(chunkSize, end));
  let carry = 0;
  for (let pos = from; pos < end && count < limit; ) {
    const bytesRead = readSync(fd, buf, carry, Math.min(chunkSize, end - pos), pos);
    if (bytesRead === 0) break;
    const window = buf.subarray(0, carry + bytesRead);
    // Headings from the last CARRY bytes carried on, fewer than a match: one found there now is new.
    const skip = Math.max(0, carry - CARRY);
    const counted = window.subarray(skip);
    count += dates ? countDated(counted, pos - carry + skip, fd, dates) : countHeaders(counted);
    fenced ||= needsParse(window);
    carry = Math.min(MARK_CARRY, window.length);
    buf.copyWithin(0, window.length - carry, window.length);
    pos += bytesRead;
  }
  return { count, fenced };
}

/** Occurrences of `\n## ` in `window`. */
export function countHeaders(window: Buffer): number {
  let n = 0;
  for (let i = window.indexOf(NL_HEADER); i !== -1; i = window.indexOf(NL_HEADER, i + 1)) n++;
  return n;
}

/** countHeaders, giving `dates` each heading's date; `window` starts at file offset `base`. */
function countDated(window: Buffer, base: number, fd: number, dates: DateSpan): number {
  let n = 0;
  for (let i = window.indexOf(NL_HEADER); i !== -1; i = window.indexOf(NL_HEADER, i + 1), n++)
    addStamp(dates, fd, base + i + 1, window, base);
  return n;
}

/** Bytes read for one heading line: a date sits near its start. */
export const HEADING_READ = 512;

/**
 * Gives `dates` the date of the heading line at file offset `at`, from
 * `window` (which starts at offset `base`), or from the file when the line
 * runs past it.
 */
function addStamp(dates: DateSpan, fd: number, at: number, window: Buffer = EMPTY, base = at): void {
  const from = at + HEADER.length - base;
  const fast = canonicalTime(window, from);
  if (fast !== -1) {
    dates.addTime(fast, at);
    return;
  }
  let line = window.subarray(from, from + HEADING_READ);
  if (line.length < HEADING_READ && line.indexOf(0x0a) === -1) {
    const read = Buffer.alloc(HEADING_READ);
    line = read.subarray(0, readSync(fd, read, 0, HEADING_READ, at + HEADER.length));
  }
  const nl = line.indexOf(0x0a);
  dates.add(headingStamp(line.toString('utf8', 0, nl === -1 ? line.length : nl)), at);
}
