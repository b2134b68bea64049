/**
 * Run-log entries as the analyzers see them: timestamp, task, result, and
 * whether the run itself failed.
 */

export interface LogEntry {
  /** The header text (a timestamp when memkeep or axe wrote it). */
  timestamp: string;
  task: string;
  result: string;
  failed: boolean;
}

const HEADER = '## ';
const BOM_HEADER = '\ufeff## ';
const NL_HEADER = '\n## ';
const TASK = '**Task:**';
const RESULT = '**Result:**';
const TASK_LINE = /^\*\*Task:\*\*[ \t]*(.*)$/m;
const RESULT_REST = /^\*\*Result:\*\*[ \t]*([\s\S]*)$/m;

/**
 * Splits a log (axe's `**Task:**` / `**Result:**` body shape; anything else
 * is all task). The log is decoded once and split as text: a header line is
 * ASCII, which UTF-8 decoding never merges into or out of a neighbouring
 * character, so the entries are those parseEntries finds in the bytes.
 */
export function toLogEntries(log: Buffer): LogEntry[] {
  let text = log.toString('utf8');
  // CRLF logs are read as LF logs: a \r\n never spans two entries, and
  // dropping its \r neither makes nor hides a header.
  if (text.includes('\r')) text = text.replace(/\r\n/g, '\n');
  const starts: number[] = [];
  if (text.startsWith(HEADER)) starts.push(0);
  else if (text.startsWith(BOM_HEADER)) starts.push(1);
  for (let i = text.indexOf(NL_HEADER); i !== -1; i = text.indexOf(NL_HEADER, i + 1)) starts.push(i + 1);
  // Only where every line ends in \n can axe's shape be read by offsets; a lone
  // \r, U+2028 or U+2029 also ends a line for the expressions. Three searches,
  // not one character class: in the one-byte string an ASCII log decodes to, a
  // search for U+2028 or U+2029 returns at once.
  const plain = !text.includes('\r') && !text.includes('\u2028') && !text.includes('\u2029');
  return starts.map((start, k) => readEntry(text, start, starts[k + 1] ?? text.length, plain));
}

/**
 * The entry text[start, end). Its header line is found from its start and
 * always before the next entry, whose header follows a \n. In a plain text
 * axe's shape is read by offsets, without a copy of the body; anything else
 * goes to the expressions.
 */
function readEntry(text: string, start: number, end: number, plain: boolean): LogEntry {
  const nl = text.indexOf('\n', start);
  const headerEnd = nl === -1 || nl > end ? end : nl;
  const bodyStart = Math.min(headerEnd + 1, end);
  const timestamp = text.slice(start + HEADER.length, headerEnd).trim();
  if (plain && text.startsWith(TASK, bodyStart)) {
    const taskEnd = text.indexOf('\n', bodyStart + TASK.length);
    if (taskEnd !== -1 && taskEnd < end && text.startsWith(RESULT, taskEnd + 1)) {
      const result = text.slice(taskEnd + 1 + RESULT.length, end).trim();
      return { timestamp, task: text.slice(bodyStart + TASK.length, taskEnd).trim(), result, failed: runFailed(result) };
    }
  }
  const body = text.slice(bodyStart, end);
  const task = TASK_LINE.exec(body);
  const resultMatch = RESULT_REST.exec(body);
  const result = resultMatch ? resultMatch[1].trim() : '';
  return { timestamp, task: task ? task[1].trim() : body.trim(), result, failed: runFailed(result) };
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
