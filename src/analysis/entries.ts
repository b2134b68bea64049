/**
 * Run-log entries as the analyzers see them: timestamp, task, result, and
 * whether the run itself failed. The grammar is the layout's (src/format).
 */
import type { LogLayout } from '../format/layout.js';

export interface LogEntry {
  /** The heading text (a timestamp when memkeep or axe wrote it). */
  timestamp: string;
  task: string;
  result: string;
  failed: boolean;
}

/** The entries of a log held in memory, as `layout` splits and reads them. */
export function toLogEntries(log: Buffer, layout: LogLayout): LogEntry[] {
  return layout.entries(log).map((e) => {
    const { heading, task, result } = layout.fields(log.toString('utf8', e.start, e.end));
    return { timestamp: heading, task, result, failed: runFailed(result) };
  });
}

// "no failures", "0 errors", "without errors" report success.
const NEGATED = /\b(?:no|0|zero|without|none of the)\s+(?:new\s+)?(?:errors?|failures?|failed|exceptions?|timeouts?|problems?)\b/gi;
// Wording that says the agent's own run went wrong, wherever it appears.
const STRONG = /\b(?:timed?[ -]?out|could ?n[o']t|unable to|aborted|crashed|exception|traceback|panicked|out of (?:memory|tokens))\b/i;
// Wording that only means failure when the result opens with it: "integration
// tests failed 3 times" inside a CI summary is a successful report.
const OPENING = /^\s*(?:error|errors|failed|failure|fatal|partial(?:ly)?|gave up|did not finish)\b/i;

/** Whether a result reports that the agent's run failed (a heuristic, deliberately conservative). */
export function runFailed(result: string): boolean {
  const text = result.replace(NEGATED, ' ');
  return OPENING.test(text) || STRONG.test(text);
}
