/**
 * A log's footer: a thematic break at the end of the last entry of a run,
 * then only lines set apart as notes (`*Last updated: 2026-01-09*`, `_New
 * sessions go at the top._`, a `> ` quote, a comment). Agents and their
 * tools close a log, or a section of entries, that way; read as the text of
 * the entry above, it went with that entry when a trim dropped it (a
 * newest-first log's oldest entry is its last). The entry ends before the
 * break; the break and the notes are structure, kept byte for byte. So are
 * the link and footnote definitions a log closes with (`[adr-1]: …`), with
 * or without a break: its entries cite them.
 *
 * Only such notes: plain text after a break may be the entry's own (a
 * second part, a result), and an entry is trimmed whole. And not when the
 * entry before it ends the same way: that is each entry's signature, not
 * the log's footer.
 */
import { detailsBlocks } from './details.js';
import { closesFence, type Fence, openingFence } from './fence.js';
import { isThematicBreak, lineEnd, trimEol } from './line-bytes.js';

const COMMENT_OPEN = /^ {0,3}<!--/;
/** A line that is a note, not text: wholly in emphasis (`*…*`, `_…_`, `**…**`) or quoted. */
const NOTE = /^(?:(\*{1,2}|_{1,2})(?![\s*_]).*\S\1|>.*)\s*$/;
/** A link reference or footnote definition (`[adr-1]: docs/adr/0001.md`, `[^rb]: …`). */
const DEFINITION = /^ {0,3}\[[^\]]+\]:\s*\S/;
/** A footnote definition's next line, indented under it. */
const CONTINUATION = /^(?: {4}|\t)\s*\S/;

/** Where the footer of the entry at [start, end) starts (start: its heading line); undefined when it has none. */
export function footerStart(buf: Buffer, start: number, end: number): number | undefined {
  const from = lineEnd(buf, start);
  if (from >= end) return undefined;
  const details = detailsBlocks(buf, from, end);
  let text = false;
  let fence: Fence | undefined;
  let comment = false;
  // The last break after the entry's text, while only notes, definitions, comments and blank lines follow it.
  let found: number | undefined;
  // Where the definitions the entry's text ends with start (after a blank line), while only those,
  // notes, comments and blank lines follow: the log's links, defined once at its end.
  let defs: number | undefined;
  let blank = false;
  let inDefs = false;
  for (let at = from; at < end; ) {
    const next = Math.min(lineEnd(buf, at), end);
    const line = buf.toString('utf8', at, trimEol(buf, at, next));
    const skip = details.get(at);
    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
    } else if (comment) {
      if (line.includes('-->')) comment = false;
    } else if (skip !== undefined) {
      text = true;
      found = defs = undefined;
      inDefs = blank = false;
      at = skip;
      continue;
    } else if (COMMENT_OPEN.test(line)) {
      comment = !line.slice(line.indexOf('<!--') + 4).includes('-->');
    } else if ((fence = openingFence(line))) {
      text = true;
      found = defs = undefined;
      inDefs = false;
    } else if (text && /^[-*_]/.test(line) && isThematicBreak(buf, at, trimEol(buf, at, next), buf[at])) {
      found = at;
      inDefs = false;
    } else if (text && (DEFINITION.test(line) || (inDefs && CONTINUATION.test(line)))) {
      // A definition cannot interrupt a paragraph: the block starts after a blank line.
      if (defs === undefined && !inDefs && blank) defs = at;
      inDefs = defs !== undefined;
    } else if (line.trim() !== '') {
      text = true;
      inDefs = false;
      if (!NOTE.test(line)) found = defs = undefined;
    }
    blank = line.trim() === '';
    at = next;
  }
  // A fence never closed is no fence (marks.ts), yet its lines were read as fenced: nothing found is trusted.
  if (fence) return undefined;
  // A break with nothing after it is the entry's separator: the entry's.
  const atBreak =
    found !== undefined && buf.subarray(lineEnd(buf, found), end).toString('utf8').trim() !== '' ? found : undefined;
  return atBreak !== undefined && (defs === undefined || atBreak < defs) ? atBreak : defs;
}

/**
 * The end of each entry of `blocks` (file order) once the footer of the
 * last entry of each run is left out: a run ends where structure or the end
 * of the file follows its last entry.
 */
export function footersLeftOut(buf: Buffer, blocks: { start: number; end: number; lead?: number }[]): void {
  blocks.forEach((b, i) => {
    const next = blocks[i + 1];
    if (next && (next.lead ?? next.start) === b.end) return;
    const at = footerStart(buf, b.start, b.end);
    if (at === undefined) return;
    const before = blocks[i - 1];
    if (before?.end === (b.lead ?? b.start) && footerStart(buf, before.start, before.end) !== undefined) return;
    b.end = at;
  });
}
