/** Reads of one line of a log held as bytes, for the scans that find its marks (marks.ts). */

const NL = 0x0a;
const CR = 0x0d;
const TAB = 0x09;
const SPACE = 0x20;

/** The length of the run of `c` from `i` when only spaces or tabs follow it on the line, else 0. */
export function runOf(buf: Buffer, i: number, end: number, c: number): number {
  let j = i;
  while (j < end && buf[j] === c) j++;
  return onlyWhitespace(buf, j, end) ? j - i : 0;
}

/** Three or more `c` (`-`, `*`, `_`), with only spaces or tabs between and after them. */
export function isThematicBreak(buf: Buffer, i: number, end: number, c: number): boolean {
  let n = 0;
  for (let j = i; j < end; j++) {
    if (buf[j] === c) n++;
    else if (buf[j] !== SPACE && buf[j] !== TAB) return false;
  }
  return n >= 3;
}

/** Whether bytes [from, to) are only spaces, tabs and line endings. */
export function onlyWhitespace(buf: Buffer, from: number, to: number): boolean {
  for (let j = from; j < to; j++)
    if (buf[j] !== SPACE && buf[j] !== TAB && buf[j] !== CR && buf[j] !== NL) return false;
  return true;
}

/** Offset just past the line holding `at`. */
export function lineEnd(buf: Buffer, at: number): number {
  const nl = buf.indexOf(NL, at);
  return nl === -1 ? buf.length : nl + 1;
}

/** The end of a line's text: before its `\n` or `\r\n`. */
export function trimEol(buf: Buffer, from: number, end: number): number {
  let e = end;
  if (e > from && buf[e - 1] === NL) e--;
  if (e > from && buf[e - 1] === CR) e--;
  return e;
}
