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

export const DETAILS_OPEN = Buffer.from('<details');
export const DETAILS_CLOSE = Buffer.from('</details>');

const GT = 0x3e;
const SPACE = 0x20;
const TAB = 0x09;

/** Whether the text at `i` (before `end`) opens a `<details>` tag (`<details>`, `<details open>`), not `<detailsx>`. */
export function detailsTag(buf: Buffer, i: number, end: number): boolean {
  const after = i + DETAILS_OPEN.length;
  if (after > end || !buf.subarray(i, after).equals(DETAILS_OPEN)) return false;
  return after === end || buf[after] === GT || buf[after] === SPACE || buf[after] === TAB;
}

/** Each opening line's closing line, by index into `lines`; a block never closed has none. */
export function pairDetails(lines: readonly { details?: 'open' | 'close' }[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const open: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].details === 'open') open.push(i);
    else if (lines[i].details === 'close' && open.length > 0) pairs.set(open.pop() as number, i);
  }
  return pairs;
}
