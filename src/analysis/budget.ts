/**
 * The input budget: what of a run log fits in `max_input_tokens`. A log that
 * fits is sent whole; a larger one as its newest whole entries (oldest
 * dropped first, preamble dropped), and if even the newest entry alone is too
 * big, its tail cut on a character boundary. The estimate never exceeds the
 * budget.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { countEntries, parseEntries } from '../store/runlog.js';
import { estimateTokens } from './tokens.js';

export interface Budgeted {
  /** A suffix of the log: what to send. */
  text: Buffer;
  sentEntries: number;
  /** Whole entries not sent. */
  leftOut: number;
  /** The newest entry itself was cut. */
  truncated: boolean;
}

export function fitBudget(log: Buffer, maxTokens: number): Budgeted {
  const { entries } = parseEntries(log);
  if (estimateTokens(log) <= maxTokens) {
    return { text: log, sentEntries: entries.length, leftOut: 0, truncated: false };
  }
  const maxBytes = maxTokens * 4;
  let start = log.length;
  let sent = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    if (log.length - entries[i].start > maxBytes) break;
    start = entries[i].start;
    sent++;
  }
  if (sent > 0) return { text: log.subarray(start), sentEntries: sent, leftOut: entries.length - sent, truncated: false };
  // Not even the newest entry fits: send its tail, starting on a character boundary.
  let cut = Math.max(0, log.length - maxBytes);
  while (cut < log.length && (log[cut] & 0xc0) === 0x80) cut++;
  return { text: log.subarray(cut), sentEntries: 0, leftOut: Math.max(0, entries.length - 1), truncated: true };
}

export interface LogForAnalysis {
  budgeted: Budgeted;
  /** sha256 of the whole file: the cache key. */
  digest: string;
  size: number;
}

/**
 * fitBudget for a file, without reading what the budget leaves out: a log
 * over the budget is read from its tail only (plus one streamed pass for
 * the digest and one for the entry count), so a 1 GB log never needs 1 GB.
 */
export async function readBudgeted(path: string, maxTokens: number): Promise<LogForAnalysis> {
  const digest = await digestFile(path);
  const { size } = await stat(path);
  const maxBytes = maxTokens * 4;
  if (size <= maxBytes) {
    return { budgeted: fitBudget(await readFile(path), maxTokens), digest, size };
  }
  // One byte more than the budget tells whether the tail starts on a line.
  const tail = await readRange(path, size - maxBytes - 1, maxBytes + 1);
  const startsLine = tail[0] === 10;
  const usable = startsLine ? tail.subarray(1) : tail.subarray(tail.indexOf(10) + 1 || tail.length);
  const { entries } = parseEntries(usable);
  const total = await countEntries(path);
  if (entries.length > 0) {
    return {
      budgeted: { text: usable.subarray(entries[0].start), sentEntries: entries.length, leftOut: total - entries.length, truncated: false },
      digest,
      size,
    };
  }
  // The newest entry alone is over the budget: its tail, from a character boundary.
  let cut = 1;
  while (cut < tail.length && (tail[cut] & 0xc0) === 0x80) cut++;
  return { budgeted: { text: tail.subarray(cut), sentEntries: 0, leftOut: Math.max(0, total - 1), truncated: true }, digest, size };
}

async function digestFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function readRange(path: string, start: number, length: number): Promise<Buffer> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(length);
    const { bytesRead } = await fh.read(buf, 0, length, start);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}
