/**
 * The input budget: what of a run log fits in `max_input_tokens`. A log that
 * fits is sent whole; a larger one as its newest whole entries (oldest
 * dropped first, preamble dropped), and if even the newest entry alone is too
 * big, its tail cut on a character boundary. The estimate never exceeds the
 * budget.
 */
import { parseEntries } from '../store/runlog.js';
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
