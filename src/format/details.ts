/**
 * `<details>` blocks in a log: an agent folds a full report or test output
 * into an entry under a summary line, `## ` headings and all. CommonMark
 * would end the HTML at the first blank line and read a heading inside as
 * one; memkeep reads a block as the text of the entry it sits in, from a
 * line starting (after up to 3 spaces) with `<details` to the line holding
 * its `</details>`, nested blocks paired inside out. Splitting the entry
 * there would trim the block's opening line and keep its tail. A block
 * never closed is none, as a fence never closed is none. Lower case only,
 * as agents write it: these bytes are what axe's streaming scans look for
 * before they parse (axe.ts PARSE_MARKS).
 */

import { trimEol } from './line-bytes.js';

export const DETAILS_OPEN = Buffer.from('<details');
export const DETAILS_CLOSE = Buffer.from('</details>');

const NL = 0x0a;
const LT = 0x3c;
const GT = 0x3e;
const SPACE = 0x20;
const TAB = 0x09;

/** Whether the text at `i` (before `end`) opens a `<details>` tag (`<details>`, `<details open>`), not `<detailsx>`. */
export function detailsTag(buf: Buffer, i: number, end: number): boolean {
  const after = i + DETAILS_OPEN.length;
  if (after > end || !buf.subarray(i, after).equals(DETAILS_OPEN)) return false;
  return after === end || buf[after] === GT || buf[after] === SPACE || buf[after] === TAB;
}

/** Whether a line of text opens a `<details>` block: the line detailsTag finds in bytes (up to 3 spaces before it). */
export function opensDetails(line: string): boolean {
  return /^ {0,3}<details(?:[ \t>]|\r?$)/.test(line);
}

/**
 * Each opening line's closing line, by index into `lines`; a block never
 * closed has none. `spanEnd` gives the last line of a fence or comment line
 * i opens: the lines it hides open and close nothing (a diff's `-</details>`
 * in a fenced block inside a block must not end it).
 */
export function pairDetails(
  lines: readonly { details?: 'open' | 'close' }[],
  spanEnd: (i: number) => number | undefined = () => undefined,
): Map<number, number> {
  const pairs = new Map<number, number>();
  const open: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const hidden = spanEnd(i);
    if (hidden !== undefined) i = hidden;
    else if (lines[i].details === 'open') open.push(i);
    else if (lines[i].details === 'close' && open.length > 0) pairs.set(open.pop() as number, i);
  }
  return pairs;
}

/**
 * The blocks of bytes [from, to) opened at column 0, each opening line's
 * start to the offset past its closing line, paired as marks.ts pairs them:
 * a block opened indented (up to 3 spaces) nests, a line that opens and
 * closes one ends none. One pass, however many blocks are never closed.
 */
export function detailsBlocks(buf: Buffer, from: number, to: number): Map<number, number> {
  const lines: { start: number; next: number; details: 'open' | 'close' }[] = [];
  for (let at = from; at < to; ) {
    const nl = buf.indexOf(NL, at);
    const next = nl === -1 || nl + 1 > to ? to : nl + 1;
    const end = trimEol(buf, at, next);
    let i = at;
    while (i < end && i < at + 3 && buf[i] === SPACE) i++;
    const opens = detailsTag(buf, i, end);
    if (opens !== buf.subarray(at, end).includes(DETAILS_CLOSE))
      lines.push({ start: at, next, details: opens ? 'open' : 'close' });
    at = next;
  }
  const blocks = new Map<number, number>();
  for (const [open, close] of pairDetails(lines))
    if (buf[lines[open].start] === LT) blocks.set(lines[open].start, lines[close].next);
  return blocks;
}
