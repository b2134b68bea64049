/**
 * axe's run log: entries start at a
 * column-0 `## ` line outside a fenced code block, and everything up to the
 * next such line is the entry, kept byte for byte. A BOM at offset 0 is not
 * part of the first line for heading detection, so a log saved by an editor
 * that adds one still starts with an entry. Text before the first entry (the
 * preamble) is structure: a trim keeps it, where axe dropped it. memkeep
 * writes `## <RFC3339 UTC>`, `**Task:**` and `**Result:**` lines.
 *
 * A `# ` title is structure, and so is an HTML comment after the last of
 * an entry's text: an entry ends before them, so a file title standing
 * after a prepended entry, or a template in a comment, is never trimmed
 * with the entry above it. A comment the entry's text goes on after is the
 * entry's, and no heading inside it is one.
 *
 * The byte constants are exported for the store's streaming scans, which
 * find headings in chunks of a file too large to hold; those scans fall back
 * to the parse here when the bytes they read hold a fence, title or comment.
 */
import { utf8CutBefore } from '../text/cut.js';
import { DETAILS_CLOSE, DETAILS_OPEN, opensDetails } from './details.js';
import { closerOf, openingFence } from './fence.js';
import { entryBlocks } from './headings.js';
import type { EntryFields, LogEntry, LogLayout } from './layout.js';
import { BOM, bomLength, FRONT_MATTER_MAX, frontMatterEnd } from './marks.js';

export const HEADER = Buffer.from('## ');
export const NL_HEADER = Buffer.from('\n## ');
/** Enough of the file's start to see a BOM followed by a heading. */
export const HEAD_LEN = BOM.length + HEADER.length;
/**
 * Bytes that can start a fence, an HTML comment, a `<details>` block, a `# ` title or an
 * entry's lead-in: where none
 * occur, every `## ` line at column 0 is an entry heading, entries run from
 * one to the next, and the streaming scans are exact.
 */
export const PARSE_MARKS = [
  Buffer.from('```'),
  Buffer.from('~~~'),
  Buffer.from('<!--'),
  // A comment opened before the bytes read may close in them.
  Buffer.from('-->'),
  DETAILS_OPEN,
  DETAILS_CLOSE,
  Buffer.from('\n# '),
  // An entry's lead-in (lead-in.ts): an HTML line, a comment spelt as a definition.
  Buffer.from('\n<'),
  // lead-in.ts reads a definition comment only in these spellings, so the scans see every one.
  Buffer.from(']: #'),
  Buffer.from(']:#'),
  Buffer.from(']: <>'),
  Buffer.from(']:<>'),
];

const TASK_LINE = /^\*\*Task:\*\*[ \t]*(.*)$/m;
const RESULT_REST = /^\*\*Result:\*\*[ \t]*([\s\S]*)$/m;
const RESULT_MAX_BYTES = 1000;
const NONE = '(none)';

/** Offset of a heading on the first line (after a BOM), if there is one. */
export function leadingHeader(head: Buffer): number | undefined {
  const at = bomLength(head);
  return head.subarray(at, at + HEADER.length).equals(HEADER) ? at : undefined;
}

/** Whether `bytes` may hold a fence, a comment or a title (a conservative test on their first bytes). */
export function needsParse(bytes: Buffer): boolean {
  return PARSE_MARKS.some((m) => bytes.includes(m));
}

/** Bytes of a log's start that show whether its front matter hides a heading. */
export const FRONT_MATTER_READ = FRONT_MATTER_MAX + 8;

/**
 * Whether the front matter a log's first bytes open with holds a `## ` line
 * (a YAML comment): the byte scans would count it as an entry's heading.
 */
export function frontMatterHides(head: Buffer): boolean {
  const end = frontMatterEnd(head);
  return end > 0 && head.subarray(0, end).includes(NL_HEADER);
}

/** The fields of an entry's text at any heading level. */
export function entryFields(entry: string): EntryFields {
  // A \r\n is read as \n: the heading ends at the first \n, as in the bytes.
  const text = entry.includes('\r') ? entry.replace(/\r\n/g, '\n') : entry;
  const nl = text.indexOf('\n');
  const body = nl === -1 ? '' : text.slice(nl + 1);
  const task = TASK_LINE.exec(body);
  const result = RESULT_REST.exec(body);
  return {
    heading: text
      .slice(0, nl === -1 ? text.length : nl)
      .replace(/^(?:#+|[-*+]|\d{1,3}[.)]) /, '')
      .trim(),
    task: task ? task[1].trim() : body.trim(),
    result: result ? result[1].trim() : '',
  };
}

/**
 * The task is folded onto one line; the result keeps its lines, is cut to
 * at most 1000 UTF-8 bytes on a character boundary (then `...`), and any
 * result line that a layout could read as a boundary (a heading up to the
 * entry's level, indented or not, a setext underline, a thematic break, a
 * comment opener, a fence line) is indented by four spaces: indented code, or text going on
 * from the line above, never a heading, comment or fence; its `<details>`
 * blocks are its own (ownDetails). One entry never
 * reads back as two or as an entry and a section, never swallows the next,
 * and never closes a fence an earlier entry left open (which would swallow it).
 */
export function renderEntry(task: string, result: string, stamp: string, eol: string, level = 2): string {
  const oneLineTask = taskLine(task);
  // A thematic break too (`***`, `_ _ _`): with a note after it, a layout reads it as the log's footer (footer.ts).
  const boundary = new RegExp(`^ {0,3}(?:#{1,${level}} |<!--|(?:=+|-+)[ \\t]*$|([-*_])(?:[ \\t]*\\1){2,}[ \\t]*$)`);
  const safeResult =
    result === ''
      ? NONE
      : truncateUtf8(noCommentEnd(result), RESULT_MAX_BYTES)
          .split('\n')
          .map((line, k) => {
            if (k === 0) return line;
            const bare = line.replace(/\r$/, '');
            return boundary.test(bare) || openingFence(bare) || closerOf(bare) ? `    ${line}` : line;
          })
          .join('\n');
  const [taskText, ...resultLines] = ownDetails([
    `**Task:** ${oneLineTask}`,
    ...`**Result:** ${safeResult}`.split('\n'),
  ]);
  return `${'#'.repeat(level)} ${stamp}${eol}${taskText}${eol}${resultLines.join('\n')}${eol}${eol}`;
}

/**
 * An entry of a log whose entries are list items (`entries = "items"`, a
 * Roo Code bank's `[2025-01-15 10:00:00] - …` bullets): one item dated by
 * its stamp, the task and the result's first line on it, the result's
 * other lines indented four spaces into it, where no line is a mark.
 */
export function renderItemEntry(task: string, result: string, stamp: string, eol: string): string {
  const oneLineTask = taskLine(task);
  const [first, ...rest] = (result === '' ? NONE : truncateUtf8(noCommentEnd(result), RESULT_MAX_BYTES))
    .split('\n')
    .map((l) => l.replace(/\r$/, ''));
  // Indented four spaces, no line opens a block: every `</details>` in them closes none of theirs.
  const lines = ownDetails([`- [${stamp}] ${oneLineTask}: ${first}`, ...rest.map((l) => `    ${l}`)]);
  return lines.map((l) => `${l}${eol}`).join('');
}

/** The task on one line, no comment end in it. */
function taskLine(task: string): string {
  return task === '' ? NONE : noCommentEnd(task.replace(/\r\n|\r|\n/g, ' '));
}

/**
 * `-->` as `--&gt;` (which reads the same): on any line it ends a comment an
 * earlier line left open, which would take entries before it into one.
 */
function noCommentEnd(text: string): string {
  return text.replaceAll('-->', '--&gt;');
}

/**
 * An entry's lines with its `<details>` blocks its own: a block that opens
 * and closes in them is kept as written; a `</details>` that closes none of
 * theirs is written `&lt;/details>` (which reads the same), as it would
 * close a block an earlier entry left open and take the entries between
 * into one; an opening line left unclosed (the cut can drop its close) is
 * indented into text, so the entry leaves no block open for a later one.
 */
function ownDetails(lines: string[]): string[] {
  const out = [...lines];
  const open: number[] = [];
  lines.forEach((line, k) => {
    const opens = opensDetails(line);
    const closes = line.includes('</details>');
    if (opens && !closes) open.push(k);
    else if (closes && !opens && open.pop() === undefined) out[k] = line.replaceAll('</details>', '&lt;/details>');
  });
  for (const k of open) out[k] = `    ${lines[k]}`;
  return out;
}

/** Logs already split, by buffer: a log's bytes are never changed in place. */
const split = new WeakMap<Buffer, LogEntry[]>();

export const axeLayout: LogLayout = {
  name: 'axe',
  spec: { level: 2, structure: [], order: 'oldest-first', plain: true },
  streamable: true,
  entries(log: Buffer): LogEntry[] {
    // gc splits a small log three times (count, trim plan, analysis), always the scan's one buffer.
    let entries = split.get(log);
    if (!entries) {
      // Without a parse mark every `## ` line at column 0 is a heading: one search
      // per entry instead of a look at every line (measured: gc --all on 1,000 logs).
      entries = needsParse(log) || frontMatterHides(log) ? entryBlocks(log, this.spec) : plainEntries(log);
      split.set(log, entries);
    }
    return entries;
  },
  fields: entryFields,
  render: (task, result, stamp, eol) => renderEntry(task, result, stamp, eol),
};

/** The entries of a log that holds no fence: every `## ` line at column 0 starts one. */
function plainEntries(log: Buffer): LogEntry[] {
  const starts: number[] = [];
  const lead = leadingHeader(log.subarray(0, HEAD_LEN));
  if (lead !== undefined) starts.push(lead);
  for (let i = log.indexOf(NL_HEADER); i !== -1; i = log.indexOf(NL_HEADER, i + 1)) starts.push(i + 1);
  return starts.map((start, k) => {
    const nl = log.indexOf(0x0a, start);
    let end = nl === -1 ? log.length : nl;
    if (end > start + HEADER.length && log[end - 1] === 0x0d) end--;
    return { heading: log.toString('utf8', start + HEADER.length, end), start, end: starts[k + 1] ?? log.length };
  });
}

/** Cuts to at most `max` UTF-8 bytes without splitting a character, marking the cut with `...`. */
function truncateUtf8(text: string, max: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= max) return text;
  return bytes.toString('utf8', 0, utf8CutBefore(bytes, max)) + '...';
}
