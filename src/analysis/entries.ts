/**
 * Run-log entries as the analyzers see them: timestamp, task, result, and
 * whether the run itself failed.
 */
import { parseEntries } from '../store/runlog.js';

export interface LogEntry {
  /** The header text (a timestamp when memkeep or axe wrote it). */
  timestamp: string;
  task: string;
  result: string;
  failed: boolean;
}

/** Splits a log (axe's `**Task:**` / `**Result:**` body shape; anything else is all task). */
export function toLogEntries(log: Buffer): LogEntry[] {
  const { entries } = parseEntries(log);
  return entries.map((e) => {
    const text = log.subarray(e.start, e.end).toString('utf8').replace(/\r\n/g, '\n');
    const body = text.slice(text.indexOf('\n') + 1 || text.length);
    const task = /^\*\*Task:\*\*[ \t]*(.*)$/m.exec(body);
    const result = /^\*\*Result:\*\*[ \t]*([\s\S]*)$/m.exec(body);
    const taskText = task ? task[1].trim() : body.trim();
    const resultText = result ? result[1].trim() : '';
    return { timestamp: e.header.trim(), task: taskText, result: resultText, failed: runFailed(resultText) };
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
