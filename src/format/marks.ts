/**
 * The marks that bound a log's entries and sections, found on bytes in one
 * pass: headings and HTML comments outside fenced code. It reads the part of
 * CommonMark that decides where a heading is text:
 *
 * - an ATX heading (`## Notes`) at column 0; with `loose` levels, also one
 *   indented by 1 to 3 spaces and a setext heading (a line of text at
 *   column 0 underlined by `===` or `---`): a section written that way ends
 *   the section before it as `## Notes` does. A `---` under a blank line, a
 *   list item, a quote or indented text is a thematic break, and the `---`
 *   fences of YAML front matter at the top of the file are neither;
 * - a setext heading is a line that starts a paragraph (after a blank
 *   line, a heading other than an entry's, a fence, a comment, a thematic
 *   break or indented code), indented by up to 3 spaces, above its
 *   underline: a `---` right under an entry's heading or under a longer
 *   paragraph or a list item is read as the entry's own separator, never a
 *   heading (CommonMark would take the paragraph as its
 *   text, and an agent's `Result: passed` over `---` would cut every entry
 *   before its last lines);
 * - above the entry level, an ATX heading may be followed by a tab or end
 *   its line (`##\tNotes`, an empty `##`);
 * - a fenced code block and an HTML comment (CommonMark's HTML block type 2:
 *   a line starting, after up to 3 spaces, with `<!--`, to the first line
 *   holding `-->`) hide every heading inside them;
 * - so does a `<details>` block (details.ts).
 *
 * Unlike a section file (where CommonMark lets an unclosed fence run to the
 * end), a fence or comment that is never closed is neither in a log: an
 * agent that writes one stray three-backtick line must not turn every later
 * entry into body text that no trim could ever reach.
 *
 * Offsets are byte offsets. Most lines cost a look at their first bytes:
 * only a line that can be a fence is decoded, only a heading's title.
 */
import { DETAILS_CLOSE, detailsTag, pairDetails } from './details.js';
import { closerOf, type Fence, openingFence } from './fence.js';
import { isThematicBreak, lineEnd, onlyWhitespace, runOf, trimEol } from './line-bytes.js';

/** A heading outside fences and comments. */
export interface Heading {
  /** Byte offset of the heading's line (a setext heading's text line). */
  start: number;
  /** Number of `#` (setext: 1 for `===`, 2 for `---`). */
  level: number;
  /** Decoded text of the heading, without its marker and line ending. */
  title: string;
}

/** A heading (level 1..6) or an HTML comment (level 0); `end` is past the last line of one that spans lines. */
export interface Mark extends Heading {
  end?: number;
}

/** A UTF-8 byte order mark, which a file may open with: no part of its first line's text. */
export const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The length of the BOM `buf` opens with (0 or 3). */
export function bomLength(buf: Buffer): number {
  return buf.subarray(0, BOM.length).equals(BOM) ? BOM.length : 0;
}
const COMMENT_CLOSE = Buffer.from('-->');
const NL = 0x0a;
const CR = 0x0d;
const TAB = 0x09;
const SPACE = 0x20;
const HASH = 0x23;
const LT = 0x3c;
const BANG = 0x21;
const DASH = 0x2d;
const EQUALS = 0x3d;
const STAR = 0x2a;
const PLUS = 0x2b;
const UNDERSCORE = 0x5f;
const GT = 0x3e;
const BACKTICK = 0x60;
const TILDE = 0x7e;
const DOT = 0x2e;
const PAREN = 0x29;

/** The line above can be no setext heading. */
const NO_TITLE = -1;

interface Line {
  start: number;
  heading?: { level: number; title: string };
  opener?: Fence;
  closer?: Fence;
  /** A `<!--` line: `closes` when the comment ends on this very line. */
  comment?: { closes: boolean };
  /** A line holding `-->`. */
  commentEnd?: boolean;
  /** A setext underline of `level` under the text line starting at byte `title`. */
  underline?: { level: number; title: number };
  /** A line opening a `<details>` block (and not closing it), or one holding a `</details>`. */
  details?: 'open' | 'close';
}

/** Headings of levels 1 to `maxLevel` at column 0, outside fences and HTML comments, in file order. */
export function headingsOf(buf: Buffer, maxLevel: number): Heading[] {
  return marksOf(buf, maxLevel).filter((m) => m.level > 0);
}

/**
 * Headings and the HTML comments (level 0) outside fences and comments, in
 * file order: ATX headings at column 0 of levels 1 to `maxLevel`, and
 * headings of levels 1 to `loose` in any form (indented, setext).
 */
export function marksOf(buf: Buffer, maxLevel: number, loose = 0): Mark[] {
  const lines = interestingLines(buf, maxLevel, loose);
  // For each character, the longest closer at or after each interesting line:
  // an opener with no closer that long after it is never closed, so not a fence.
  const longest = {
    '`': new Array<number>(lines.length + 1).fill(0),
    '~': new Array<number>(lines.length + 1).fill(0),
  };
  const commentEndAfter = new Array<boolean>(lines.length + 1).fill(false);
  for (let i = lines.length - 1; i >= 0; i--) {
    for (const ch of ['`', '~'] as const) longest[ch][i] = longest[ch][i + 1];
    const c = lines[i].closer;
    if (c) longest[c.char][i] = Math.max(longest[c.char][i], c.len);
    commentEndAfter[i] = commentEndAfter[i + 1] || lines[i].commentEnd === true;
  }
  // The last line of the comment or fence that line i opens, when it opens one that closes.
  const spanEnd = (i: number): number | undefined => {
    const { comment, opener: open } = lines[i];
    let j = i + 1;
    if (comment) {
      if (comment.closes) return i;
      if (!commentEndAfter[i + 1]) return undefined;
      while (!lines[j].commentEnd) j++;
      return j;
    }
    if (!open || longest[open.char][i + 1] < open.len) return undefined;
    while (!(lines[j].closer && lines[j].closer!.char === open.char && lines[j].closer!.len >= open.len)) j++;
    return j;
  };
  const detailsEnd = pairDetails(lines, spanEnd);
  const out: Mark[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.heading) {
      out.push({ start: line.start, ...line.heading });
      continue;
    }
    if (line.underline) {
      const { level, title } = line.underline;
      out.push({
        start: title,
        level,
        title: buf.toString('utf8', title, line.start).trim(),
        end: lineEnd(buf, line.start),
      });
      continue;
    }
    if (line.comment) {
      const j = spanEnd(i);
      if (j === undefined) continue;
      out.push({ start: line.start, level: 0, title: '<!--', end: lineEnd(buf, lines[j].start) });
      i = j;
      continue;
    }
    // Inside a `<details>` block or a fence (whose closer exists) until its last line: skip to it.
    i = detailsEnd.get(i) ?? spanEnd(i) ?? i;
  }
  return out;
}

/**
 * Lines that are a heading, open or close a fence, open or close a comment,
 * or underline a line of text. What the line above an underline is, is read
 * as if no fence or comment were open: a line inside one marks nothing
 * (marksOf skips it), and the line that closes one is no title.
 */
function interestingLines(buf: Buffer, maxLevel: number, loose: number): Line[] {
  const lines: Line[] = [];
  // Front matter's lines are YAML, whatever the layout: a `## ` there is a comment.
  let at = pastFrontMatter(buf, bomLength(buf));
  // The next `-->` at or after the current line: one search per comment end, not one per line.
  let close = buf.indexOf(COMMENT_CLOSE, at);
  let detailsClose = buf.indexOf(DETAILS_CLOSE, at);
  // The start of the line above when an underline would make it a setext heading, else NO_TITLE.
  let title = NO_TITLE;
  // Whether a `<!--` line was seen and no `-->` since: the `-->` line then ends a comment, and is no title.
  let commentOpen = false;
  // Where a title on this line would start its heading: the blank lines above it with it, so a trim
  // of the entry before never joins the title to that entry's last line; right at a section heading
  // or the file's start; else NO_TITLE (it would go on from text, an entry's heading, a fence).
  let from = at;
  let blank = -1;
  while (at < buf.length) {
    const nl = buf.indexOf(NL, at);
    const next = nl === -1 ? buf.length : nl + 1;
    let end = nl === -1 ? buf.length : nl;
    if (end > at && buf[end - 1] === CR) end--;
    if (close !== -1 && close < at) close = buf.indexOf(COMMENT_CLOSE, at);
    const holdsClose = close !== -1 && close + COMMENT_CLOSE.length <= end;
    if (detailsClose !== -1 && detailsClose < at) detailsClose = buf.indexOf(DETAILS_CLOSE, at);
    const closesDetails = detailsClose !== -1 && detailsClose + DETAILS_CLOSE.length <= end;
    let i = at;
    while (i < end && i < at + 4 && buf[i] === SPACE) i++;
    // Indented code or a list item's text (4 spaces or a tab), or a blank line: never a mark.
    const c = i === at + 4 || buf[i] === TAB || i === end ? NL : buf[i];
    const opensDetails = c === LT && detailsTag(buf, i, end);
    const above = title;
    const starts = from !== NO_TITLE;
    title = NO_TITLE;
    let line: Line | undefined;
    // Whether a line after this one would go on from it (paragraph text, a list item, an entry's heading).
    let goesOn = c !== NL;
    if (c === HASH) {
      const level = atxLevel(buf, i, end);
      const loosely = level === 0 ? looseAtxLevel(buf, i, end) : level;
      if (level > 0 && i === at && level <= maxLevel)
        line = { start: at, heading: { level, title: titleOf(buf, i, level, end) } };
      else if (loosely > 0 && loosely <= loose)
        line = { start: at, heading: { level: loosely, title: titleOf(buf, i, loosely, end) } };
      else if (loosely === 0 && starts) title = from;
      goesOn = loosely === 0 || (line?.heading !== undefined && line.heading.level > loose);
    } else if (c === LT && i + 4 <= end && buf[i + 1] === BANG && buf[i + 2] === DASH && buf[i + 3] === DASH) {
      // `<!-->` holds a `-->` but opens the comment it is part of.
      if (close !== -1 && close < i + 4) close = buf.indexOf(COMMENT_CLOSE, i + 4);
      const closes = close !== -1 && close + COMMENT_CLOSE.length <= end;
      line = { start: at, comment: { closes } };
      commentOpen = !closes;
      goesOn = false;
    } else if (opensDetails) {
      // `<details><summary>…</summary>…</details>` on one line holds no heading to hide.
      if (!closesDetails) line = { start: at, details: 'open' };
      goesOn = false;
    } else if (c === BACKTICK || c === TILDE) {
      const text = buf.toString('latin1', at, end);
      const opener = openingFence(text);
      const closer = closerOf(text);
      if (opener || closer) line = { start: at, opener, closer };
      else if (starts) title = from;
      goesOn = !line;
    } else if (loose > 0 && c !== NL) {
      const underline = (c === EQUALS || c === DASH) && runOf(buf, i, end, c) > 0;
      if (underline && above !== NO_TITLE) {
        const level = c === EQUALS ? 1 : 2;
        if (level <= loose) line = { start: at, underline: { level, title: above } };
      } else if (starts && !underline && !startsBlock(buf, i, end, c)) title = from;
      // An underline ends its heading, a thematic break its paragraph.
      goesOn = !underline && !((c === STAR || c === UNDERSCORE) && isThematicBreak(buf, i, end, c));
    }
    if (closesDetails && !opensDetails) {
      line ??= { start: at };
      line.details = 'close';
      // The block's last line, not a paragraph's: a `---` under it (an entry's separator) underlines nothing.
      title = NO_TITLE;
    }
    if (holdsClose) {
      line ??= { start: at };
      line.commentEnd = true;
      if (commentOpen && !line.comment) {
        commentOpen = false;
        title = NO_TITLE;
      }
      goesOn = false;
    }
    if (line) lines.push(line);
    if (!line && onlyWhitespace(buf, at, end)) blank = blank === -1 ? at : blank;
    else blank = -1;
    from = blank !== -1 ? blank : goesOn ? NO_TITLE : next;
    at = next;
  }
  return lines;
}

/**
 * Whether a line whose text starts with `c` at `i` opens a list item or a
 * quote, or is a thematic break: its text is no setext heading.
 */
function startsBlock(buf: Buffer, i: number, end: number, c: number): boolean {
  const after = i + 1 < end ? buf[i + 1] : NL;
  if (c === GT) return true;
  if ((c === DASH || c === STAR || c === PLUS) && (after === SPACE || after === TAB || after === NL)) return true;
  if ((c === STAR || c === UNDERSCORE) && isThematicBreak(buf, i, end, c)) return true;
  if (c >= 0x30 && c <= 0x39) {
    let d = i;
    while (d < end && d < i + 9 && buf[d] >= 0x30 && buf[d] <= 0x39) d++;
    const mark = d + 1 < end ? buf[d + 1] : NL;
    return (buf[d] === DOT || buf[d] === PAREN) && (mark === SPACE || mark === TAB || mark === NL);
  }
  return false;
}

/** The level of an ATX heading whose `#` run starts at `i` (a space must follow it, as axe reads it), else 0. */
function atxLevel(buf: Buffer, i: number, end: number): number {
  let level = 0;
  while (i + level < end && buf[i + level] === HASH) level++;
  return level <= 6 && buf[i + level] === SPACE && i + level < end ? level : 0;
}

/** An ATX heading's level when its `#` run ends its line or a tab follows it, as CommonMark allows; else 0. */
function looseAtxLevel(buf: Buffer, i: number, end: number): number {
  let level = 0;
  while (i + level < end && buf[i + level] === HASH) level++;
  return level >= 1 && level <= 6 && (i + level === end || buf[i + level] === TAB) ? level : 0;
}

/** A heading's text after its `#` run and the space or tab after it (the title as written, closing `#`s too). */
function titleOf(buf: Buffer, i: number, level: number, end: number): string {
  return buf.toString('utf8', Math.min(i + level + 1, end), end);
}

/** How far front matter may run, as typed memory reads it (src/memory/typed/typed.ts). */
export const FRONT_MATTER_MAX = 8192;

/** Where the front matter `buf` opens with ends (past a BOM; 0 when it opens with none). */
export function frontMatterEnd(buf: Buffer): number {
  const at = bomLength(buf);
  const end = pastFrontMatter(buf, at);
  return end === at ? 0 : end;
}

/**
 * Past YAML front matter (a `---` line at the top, to the next `---` or
 * `...` line within FRONT_MATTER_MAX bytes), else `at`: its fences are no
 * thematic break or underline, and a `#` line in it is a YAML comment. A log
 * that opens with a thematic break is no front matter up to its next one:
 * a `## ` heading before the closing line says so, unless every line there
 * reads as YAML (keys, comments, list items, indented values), when the
 * heading is a comment written as `## …`.
 */
function pastFrontMatter(buf: Buffer, at: number): number {
  const fence = (from: number, end: number, c: number) => end - from >= 3 && runOf(buf, from, end, c) === 3;
  let end = lineEnd(buf, at);
  if (!fence(at, trimEol(buf, at, end), DASH)) return at;
  let heading = false;
  let yaml = true;
  let keys = false;
  for (let from = end; from < Math.min(buf.length, at + FRONT_MATTER_MAX); from = end) {
    end = lineEnd(buf, from);
    const text = trimEol(buf, from, end);
    if (fence(from, text, DASH) || fence(from, text, DOT)) return heading && !(yaml && keys) ? at : end;
    heading ||= atxLevel(buf, from, text) >= 2;
    const line = buf.toString('utf8', from, text);
    keys ||= YAML_KEY.test(line);
    yaml &&= YAML_KEY.test(line) || YAML_OTHER.test(line);
  }
  return at;
}

// Front matter's keys are written in lower case (`name:`, `owner:`), an entry's fields capitalised
// (`Task:`, `Result:`): a run log opening with a break and an entry of fields keeps that entry.
const YAML_KEY = /^(?:[a-z_][\w.-]*|"[^"]*"|'[^']*')[ \t]*:(?:[ \t]|$)/;
/** The other lines of YAML front matter: blank, indented, a comment or a list item (under a key). */
const YAML_OTHER = /^(?:$|[ \t#]|- |-$)/;
