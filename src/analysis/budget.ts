/**
 * The input budget: what of a run log fits in `max_input_tokens`. A log that
 * fits is sent whole; a larger one as its newest whole entries (oldest
 * dropped first, preamble dropped), and if even the newest entry alone is too
 * big, its tail cut on a character boundary. The estimate never exceeds the
 * budget.
 */
import { closeSync, readSync } from 'node:fs';
import { entryStarts } from '../format/axe.js';
import { openRegularSync, readRegularFileSync } from '../store/regular.js';
import { scanLog, type LogScan } from '../store/runlog.js';
import { estimateTokens } from './tokens.js';

const UTF8_BOM_LENGTH = 3;

export interface Budgeted {
  /** A suffix of the log: what to send. */
  text: Buffer;
  sentEntries: number;
  /** Whole entries not sent. */
  leftOut: number;
  /** The newest entry itself was cut. */
  truncated: boolean;
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
    return { text: log, sentEntries: count ?? entryStarts(log).length, leftOut: 0, truncated: false };
  }
  const starts = entryStarts(log);
  const maxBytes = budgetBytes(maxTokens);
  let start = log.length;
  let sent = 0;
  for (let i = starts.length - 1; i >= 0; i--) {
    if (log.length - starts[i] > maxBytes) break;
    start = starts[i];
    sent++;
  }
  if (sent > 0) return { text: log.subarray(start), sentEntries: sent, leftOut: starts.length - sent, truncated: false };
  // Not even the newest entry fits: send its tail, starting on a character boundary.
  const cut = charBoundary(log, Math.max(0, log.length - maxBytes));
  return { text: log.subarray(cut), sentEntries: 0, leftOut: Math.max(0, starts.length - 1), truncated: true };
}

/** Bytes whose estimate stays within `maxTokens` (a fractional budget rounds down). */
function budgetBytes(maxTokens: number): number {
  return Math.max(0, Math.floor(maxTokens)) * 4;
}

/**
 * The first offset at or after `at` that does not split a UTF-8 character.
 * At most three continuation bytes are skipped: a longer run is invalid
 * UTF-8 anyway, and skipping it all could swallow the whole tail.
 */
function charBoundary(buf: Buffer, at: number): number {
  let cut = at;
  while (cut < buf.length && cut < at + 3 && (buf[cut] & 0xc0) === 0x80) cut++;
  return cut;
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
export async function readBudgeted(path: string, maxTokens: number, known?: LogScan): Promise<LogForAnalysis> {
  const scan = known ?? (await scanLog(path));
  const { size } = scan;
  const maxBytes = budgetBytes(maxTokens);
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
  const starts = entryStarts(usable);
  const total = scan.count;
  if (starts.length > 0) {
    return {
      budgeted: { text: usable.subarray(starts[0]), sentEntries: starts.length, leftOut: total - starts.length, truncated: false },
      size,
    };
  }
  // The newest entry alone is over the budget: its tail, from a character boundary.
  const cut = charBoundary(tail, 1);
  return { budgeted: { text: tail.subarray(cut), sentEntries: 0, leftOut: Math.max(0, total - 1), truncated: true }, size };
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
