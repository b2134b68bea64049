/**
 * A log's footer: a thematic break at the end of the last entry of a run,
 * then only lines set apart as notes (`*Last updated: 2026-01-09*`, `_New
 * sessions go at the top._`, a `> ` quote, a comment). Agents and their
 * tools close a log, or a section of entries, that way; read as the text of
 * the entry above, it went with that entry when a trim dropped it (a
 * newest-first log's oldest entry is its last). The entry ends before the
 * break; the break and the notes are structure, kept byte for byte.
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

/** Where the footer of the entry at [start, end) starts (start: its heading line); undefined when it has none. */
export function footerStart(buf: Buffer, start: number, end: number): number | undefined {
  const from = lineEnd(buf, start);
  if (from >= end) return undefined;
  const details = detailsBlocks(buf, from, end);
  let text = false;
  let fence: Fence | undefined;
  let comment = false;
  // The last break after the entry's text, while only notes, comments and blank lines follow it.
  let found: number | undefined;
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
      found = undefined;
      at = skip;
      continue;
    } else if (COMMENT_OPEN.test(line)) {
      comment = !line.slice(line.indexOf('<!--') + 4).includes('-->');
    } else if ((fence = openingFence(line))) {
      text = true;
      found = undefined;
    } else if (text && /^[-*_]/.test(line) && isThematicBreak(buf, at, trimEol(buf, at, next), buf[at])) {
      found = at;
    } else if (line.trim() !== '') {
      text = true;
      if (!NOTE.test(line)) found = undefined;
    }
    at = next;
  }
  // A fence never closed is no fence (marks.ts), yet its lines were read as fenced: nothing found is trusted.
  if (fence || found === undefined) return undefined;
  // A break with nothing after it is the entry's separator: the entry's.
  return buf.subarray(lineEnd(buf, found), end).toString('utf8').trim() === '' ? undefined : found;
}

/**
 * The end of each entry of `blocks` (file order) once the footer of the
 * last entry of each run is left out: a run ends where structure or the end
 * of the file follows its last entry.
 */
export function footersLeftOut(buf: Buffer, blocks: { start: number; end: number }[]): void {
  blocks.forEach((b, i) => {
    if (blocks[i + 1]?.start === b.end) return;
    const at = footerStart(buf, b.start, b.end);
    if (at === undefined) return;
    const before = blocks[i - 1];
    if (before?.end === b.start && footerStart(buf, before.start, before.end) !== undefined) return;
    b.end = at;
  });
}
