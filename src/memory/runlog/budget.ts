/**
 * The input budget: what of a run log fits in `max_input_tokens`. In axe's
 * layout a log that fits is sent whole; a larger one as its newest whole
 * entries (oldest dropped first, preamble dropped), and if even the newest
 * entry alone is too big, its tail cut on a character boundary. In every
 * other layout (or an axe log whose tail holds a fence) the log is parsed
 * and ordered as its layout says, and the newest entries that fit are sent
 * oldest first, without the structure around them: "newest" means what the
 * trim keeps. The estimate never exceeds the budget.
 */

import { closeSync, readSync } from 'node:fs';
import { axeLayout, needsParse } from '../../format/axe.js';
import type { LogLayout } from '../../format/layout.js';
import { openRegularSync, readRegularFileSync } from '../../fs/regular.js';
import { utf8CutAfter } from '../../text/cut.js';
import { estimateTokens } from '../../text/tokens.js';
import { chronoOrFile, type LineTimes } from './entry-order.js';
import { joinPieces, type LogScan, scanLog } from './scan.js';

const UTF8_BOM_LENGTH = 3;

export interface Budgeted {
  /** A suffix of the log: what to send. */
  text: Buffer;
  sentEntries: number;
  /** Whole entries not sent. */
  leftOut: number;
  /** The newest entry itself was cut. */
  truncated: boolean;
  /**
   * The file's line number (1-based) of a line of `text`, when `text` is not
   * one piece of the log (entries picked by their order); else undefined:
   * `text` is the log's last bytes.
   */
  fileLine?: (textLine: number) => number;
}

/**
 * What of an in-memory log to send within `maxTokens` estimated tokens.
 * Newest entries matter most to an analysis of what the agent does now, and
 * whole entries read better than cut ones; only when the newest entry alone
 * is over the budget is anything cut, and then its end (the result) is kept.
 * `count` is the caller's count of the entries of this very buffer, if any.
 */
export function fitBudget(log: Buffer, maxTokens: number, count?: number): Budgeted {
  if (estimateTokens(log) <= maxTokens) {
    return { text: log, sentEntries: count ?? axeLayout.entries(log).length, leftOut: 0, truncated: false };
  }
  const starts = axeLayout.entries(log).map((e) => e.start);
  const maxBytes = budgetBytes(maxTokens);
  let start = log.length;
  let sent = 0;
  for (let i = starts.length - 1; i >= 0; i--) {
    if (log.length - starts[i] > maxBytes) break;
    start = starts[i];
    sent++;
  }
  if (sent > 0)
    return { text: log.subarray(start), sentEntries: sent, leftOut: starts.length - sent, truncated: false };
  // Not even the newest entry fits: send its tail, starting on a character boundary.
  const cut = utf8CutAfter(log, Math.max(0, log.length - maxBytes));
  return { text: log.subarray(cut), sentEntries: 0, leftOut: Math.max(0, starts.length - 1), truncated: true };
}

/** Bytes whose estimate stays within `maxTokens` (a fractional budget rounds down). */
function budgetBytes(maxTokens: number): number {
  return Math.max(0, Math.floor(maxTokens)) * 4;
}

export interface LogForAnalysis {
  budgeted: Budgeted;
  size: number;
}

/**
 * fitBudget for a file, without holding what the budget leaves out: a log
 * over the budget is read from its tail only, after one streamed pass that
 * counts it (or the caller's own scan), so a 1 GB log never needs 1 GB.
 */
export async function readBudgeted(
  path: string,
  maxTokens: number,
  known?: LogScan,
  layout: LogLayout = axeLayout,
  lineTimes?: LineTimes,
): Promise<LogForAnalysis> {
  const scan = known ?? (await scanLog(path, { layout }));
  const { size } = scan;
  const maxBytes = budgetBytes(maxTokens);
  if (!layout.streamable) {
    const log = scan.content ?? wholeLog(path);
    return { budgeted: await fitOrdered(path, log, maxTokens, layout, lineTimes), size };
  }
  // Up to a BOM's length over the budget, the first entry (after the BOM) may
  // still fit, and only the whole file shows that.
  if (size <= maxBytes + UTF8_BOM_LENGTH) {
    const log = scan.content ?? readRegularFileSync(path, { maxBytes: maxBytes + UTF8_BOM_LENGTH }) ?? Buffer.alloc(0);
    return { budgeted: fitBudget(log, maxTokens, scan.content ? scan.count : undefined), size };
  }
  // One byte more than the budget tells whether the tail starts on a line.
  const tail = readRange(path, size - maxBytes - 1, maxBytes + 1);
  const startsLine = tail[0] === 10;
  const usable = startsLine ? tail.subarray(1) : tail.subarray(tail.indexOf(10) + 1 || tail.length);
  // A fence in the tail may have opened before it: only the whole log says what is an entry.
  if (needsParse(usable))
    return { budgeted: await fitOrdered(path, wholeLog(path), maxTokens, layout, lineTimes), size };
  const starts = axeLayout.entries(usable).map((e) => e.start);
  const total = scan.count;
  if (starts.length > 0) {
    return {
      budgeted: {
        text: usable.subarray(starts[0]),
        sentEntries: starts.length,
        leftOut: total - starts.length,
        truncated: false,
      },
      size,
    };
  }
  // The newest entry alone is over the budget: its tail, from a character boundary.
  const cut = utf8CutAfter(tail, 1);
  return {
    budgeted: { text: tail.subarray(cut), sentEntries: 0, leftOut: Math.max(0, total - 1), truncated: true },
    size,
  };
}

/**
 * The newest entries of a whole log by its layout's order that fit, sent
 * oldest first; when not even the newest fits, its tail.
 */
async function fitOrdered(
  path: string,
  log: Buffer,
  maxTokens: number,
  layout: LogLayout,
  lineTimes: LineTimes | undefined,
): Promise<Budgeted> {
  const entries = layout.entries(log);
  const chrono = await chronoOrFile(path, log, entries, layout, lineTimes);
  const maxBytes = budgetBytes(maxTokens);
  // The newest that fit, walking back from the newest: the first that does not fit ends the run.
  let from = chrono.length;
  let bytes = 0;
  while (from > 0) {
    const e = entries[chrono[from - 1]];
    if (bytes + e.end - e.start > maxBytes) break;
    bytes += e.end - e.start;
    from--;
  }
  const picked = chrono.slice(from);
  const pieces: [number, number][] = picked.map((i) => [entries[i].start, entries[i].end]);
  let truncated = false;
  if (picked.length === 0 && entries.length > 0) {
    const e = entries[chrono[chrono.length - 1]];
    pieces.push([utf8CutAfter(log, Math.max(e.start, e.end - maxBytes)), e.end]);
    truncated = true;
  }
  return {
    text: joinPieces(log, pieces),
    sentEntries: picked.length,
    leftOut: entries.length - picked.length,
    truncated,
    fileLine: lineMap(log, pieces),
  };
}

/**
 * Maps a line of the pieces' concatenation to its line in `log`. One pass:
 * the pieces' file lines come from a single walk over the newlines up to the
 * last piece (pieces are whole lines, in any order), and a lookup is a
 * binary search; recounting from the start for each piece made a 100k-line
 * log ordered by git take minutes.
 */
export function lineMap(log: Buffer, pieces: [number, number][]): (textLine: number) => number {
  const fileLines = fileLinesAt(
    log,
    pieces.map(([a]) => a),
  );
  // Per piece: its first line in the text and in the file.
  const textStart: number[] = [];
  let text = 1;
  for (const [a, b] of pieces) {
    textStart.push(text);
    text += countNewlines(log, a, b) + (log[b - 1] !== 10 ? 1 : 0);
  }
  return (line) => {
    if (pieces.length === 0) return line;
    // The last piece starting at or before `line` (the first when none does).
    let lo = 0;
    let hi = textStart.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (textStart[mid] <= line) lo = mid;
      else hi = mid - 1;
    }
    return fileLines[lo] + (line - textStart[lo]);
  };
}

/** The 1-based line of each offset (each at a line's start) in `log`, in one walk over its newlines. */
function fileLinesAt(log: Buffer, offsets: number[]): number[] {
  const byOffset = offsets.map((_, k) => k).sort((x, y) => offsets[x] - offsets[y]);
  const lines = new Array<number>(offsets.length);
  let line = 1;
  let at = 0;
  for (const k of byOffset) {
    line += countNewlines(log, at, offsets[k]);
    at = offsets[k];
    lines[k] = line;
  }
  return lines;
}

function countNewlines(log: Buffer, from: number, to: number): number {
  let n = 0;
  for (let i = log.indexOf(10, from); i !== -1 && i < to; i = log.indexOf(10, i + 1)) n++;
  return n;
}

/** The whole log, for a layout that must see all of it (a regular file, whatever its size: logs are not capped). */
function wholeLog(path: string): Buffer {
  return readRegularFileSync(path, { maxBytes: Number.MAX_SAFE_INTEGER }) ?? Buffer.alloc(0);
}

/** Synchronous, like the scan before it: one short read of the page cache. */
function readRange(path: string, start: number, length: number): Buffer {
  const opened = openRegularSync(path);
  if (!opened) return Buffer.alloc(0);
  const { fd } = opened;
  try {
    const buf = Buffer.alloc(length);
    return buf.subarray(0, readSync(fd, buf, 0, length, start));
  } finally {
    closeSync(fd);
  }
}
