/**
 * axe's run log (DESIGN.md section 1, "Formats"): entries start at a
 * column-0 `## ` line, and everything up to the next such line is the entry,
 * kept byte for byte. A BOM at offset 0 is not part of the first line for
 * heading detection, so a log saved by an editor that adds one still starts
 * with an entry. memkeep writes `## <RFC3339 UTC>`, `**Task:**` and
 * `**Result:**` lines.
 *
 * The byte constants are exported for the store's streaming scans, which
 * find headings in chunks of a file too large to hold.
 */
import type { EntryFields, LogEntry, LogLayout } from './layout.js';

export const HEADER = Buffer.from('## ');
export const NL_HEADER = Buffer.from('\n## ');
export const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** Enough of the file's start to see a BOM followed by a heading. */
export const HEAD_LEN = BOM.length + HEADER.length;

const TASK_LINE = /^\*\*Task:\*\*[ \t]*(.*)$/m;
const RESULT_REST = /^\*\*Result:\*\*[ \t]*([\s\S]*)$/m;
const RESULT_MAX_BYTES = 1000;
const NONE = '(none)';

/** Offset of a heading on the first line (after a BOM), if there is one. */
export function leadingHeader(head: Buffer): number | undefined {
  const at = head.subarray(0, BOM.length).equals(BOM) ? BOM.length : 0;
  return head.subarray(at, at + HEADER.length).equals(HEADER) ? at : undefined;
}

/** Byte offsets of the entries' heading lines in a log held in memory, in order. */
export function entryStarts(buf: Buffer): number[] {
  const starts: number[] = [];
  const lead = leadingHeader(buf.subarray(0, HEAD_LEN));
  if (lead !== undefined) starts.push(lead);
  for (let i = buf.indexOf(NL_HEADER); i !== -1; i = buf.indexOf(NL_HEADER, i + 1)) starts.push(i + 1);
  return starts;
}

/** The heading text of the entry at `start`, without the marker and line ending. */
export function headingAt(buf: Buffer, start: number): string {
  const nl = buf.indexOf(0x0a, start);
  let end = nl === -1 ? buf.length : nl;
  if (end > start + HEADER.length && buf[end - 1] === 0x0d) end--;
  return buf.toString('utf8', start + HEADER.length, end);
}

export const axeLayout: LogLayout = {
  name: 'axe',

  entries(log: Buffer): LogEntry[] {
    const starts = entryStarts(log);
    return starts.map((start, k) => ({ heading: headingAt(log, start), start, end: starts[k + 1] ?? log.length }));
  },

  fields(entry: string): EntryFields {
    // A \r\n is read as \n: the heading ends at the first \n, as in the bytes.
    const text = entry.includes('\r') ? entry.replace(/\r\n/g, '\n') : entry;
    const nl = text.indexOf('\n');
    const body = nl === -1 ? '' : text.slice(nl + 1);
    const task = TASK_LINE.exec(body);
    const result = RESULT_REST.exec(body);
    return {
      heading: text.slice(HEADER.length, nl === -1 ? text.length : nl).trim(),
      task: task ? task[1].trim() : body.trim(),
      result: result ? result[1].trim() : '',
    };
  },

  /**
   * The task is folded onto one line; the result keeps its lines, is cut to
   * at most 1000 UTF-8 bytes on a character boundary (then `...`), and any
   * result line starting with `## ` is indented by one space so that one
   * entry never reads back as two.
   */
  render(task: string, result: string, stamp: string, eol: string): string {
    const oneLineTask = task === '' ? NONE : task.replace(/\r\n|\r|\n/g, ' ');
    const safeResult = result === '' ? NONE : truncateUtf8(result, RESULT_MAX_BYTES).replace(/\n## /g, '\n ## ');
    return `## ${stamp}${eol}**Task:** ${oneLineTask}${eol}**Result:** ${safeResult}${eol}${eol}`;
  },
};

/** Cuts to at most `max` UTF-8 bytes without splitting a character, marking the cut with `...`. */
function truncateUtf8(text: string, max: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= max) return text;
  let end = max;
  // Back up from a continuation byte (10xxxxxx) to the start of its character.
  while (end > 0 && (bytes[end] & 0xc0) === 0x80) end--;
  return bytes.toString('utf8', 0, end) + '...';
}
