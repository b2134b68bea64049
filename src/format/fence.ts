/**
 * CommonMark code fences, shared by section files (src/memory/sections/section-file.ts)
 * and run logs (src/format/headings.ts): a `## ` line inside a fence is body
 * text in both.
 */

/** A fence run: its character and length. */
export interface Fence {
  char: '`' | '~';
  len: number;
}

/** CommonMark fence opener: up to 3 spaces, then 3+ backticks or tildes. */
export function openingFence(line: string): Fence | undefined {
  const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
  if (!m) return undefined;
  const [, run = '', info = ''] = m;
  // A backtick fence's info string may not contain backticks (inline code).
  if (run[0] === '`' && info.includes('`')) return undefined;
  return { char: run[0] === '~' ? '~' : '`', len: run.length };
}

/** A closer uses the opener's character, at least as many, and nothing else. */
export function closesFence(line: string, fence: Fence): boolean {
  const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
  return m?.[1] !== undefined && m[1][0] === fence.char && m[1].length >= fence.len;
}

/** The fence a closer line could close (its character and length), else undefined. */
export function closerOf(line: string): Fence | undefined {
  const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
  return m?.[1] === undefined ? undefined : { char: m[1][0] === '~' ? '~' : '`', len: m[1].length };
}
