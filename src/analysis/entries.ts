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
const LINE_END = /[\n\r\u2028\u2029]/;

/**
 * Splits a log (axe's `**Task:**` / `**Result:**` body shape; anything else
 * is all task). The log is decoded once and split as text: a header line is
 * ASCII, which UTF-8 decoding never merges into or out of a neighbouring
 * character, so the entries are those parseEntries finds in the bytes.
 */
export function toLogEntries(log: Buffer): LogEntry[] {
  const text = log.toString('utf8');
  const starts: number[] = [];
  if (text.startsWith(HEADER)) starts.push(0);
  else if (text.startsWith(BOM_HEADER)) starts.push(1);
  for (let i = text.indexOf(NL_HEADER); i !== -1; i = text.indexOf(NL_HEADER, i + 1)) starts.push(i + 1);
  // Where every line ends in \n, entries are read in place, without a copy of each.
  // Three searches, not one character class: in the one-byte string an ASCII log
  // decodes to, a search for U+2028 or U+2029 returns at once.
  const plain = !text.includes('\r') && !text.includes('\u2028') && !text.includes('\u2029');
  return starts.map((start, k) => {
    const end = starts[k + 1] ?? text.length;
    if (plain) return plainEntry(text, start, end);
    let entry = text.slice(start, end);
    if (entry.includes('\r')) entry = entry.replace(/\r\n/g, '\n');
    const nl = entry.indexOf('\n');
    const header = nl === -1 ? entry.slice(HEADER.length) : entry.slice(HEADER.length, nl);
    const { task, result } = taskAndResult(nl === -1 ? '' : entry.slice(nl + 1));
    return { timestamp: header.trim(), task, result, failed: runFailed(result) };
  });
}

/**
 * toLogEntries' reading of text[start, end) for a text whose lines all end
 * in \n: axe's shape is read by offsets, anything else by taskAndResult.
 * A line end is searched from an entry's start and always found before the
 * next entry, whose header follows a \n.
 */
function plainEntry(text: string, start: number, end: number): LogEntry {
  const nl = text.indexOf('\n', start);
  const headerEnd = nl === -1 || nl > end ? end : nl;
  const bodyStart = Math.min(headerEnd + 1, end);
  const timestamp = text.slice(start + HEADER.length, headerEnd).trim();
  if (text.startsWith(TASK, bodyStart)) {
    const taskEnd = text.indexOf('\n', bodyStart + TASK.length);
    if (taskEnd !== -1 && taskEnd < end && text.startsWith(RESULT, taskEnd + 1)) {
      const result = text.slice(taskEnd + 1 + RESULT.length, end).trim();
      return { timestamp, task: text.slice(bodyStart + TASK.length, taskEnd).trim(), result, failed: runFailed(result) };
    }
  }
  const { task, result } = taskAndResult(text.slice(bodyStart, end));
  return { timestamp, task, result, failed: runFailed(result) };
}

/**
 * The task line and the result of an entry body. axe writes the task on the
 * first line and the result from the second, so that shape is read
 * directly; any other falls back to the first line starting with each marker
 * (the same answer, found by the slower regular expressions).
 */
function taskAndResult(body: string): { task: string; result: string } {
  if (body.startsWith(TASK)) {
    const end = body.slice(TASK.length).search(LINE_END);
    const lineEnd = end === -1 ? body.length : TASK.length + end;
    if (body[lineEnd] === '\n' && body.startsWith(RESULT, lineEnd + 1)) {
      return { task: body.slice(TASK.length, lineEnd).trim(), result: body.slice(lineEnd + 1 + RESULT.length).trim() };
    }
  }
  const task = TASK_LINE.exec(body);
  const result = RESULT_REST.exec(body);
  return { task: task ? task[1].trim() : body.trim(), result: result ? result[1].trim() : '' };
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
