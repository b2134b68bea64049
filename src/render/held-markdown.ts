/**
 * Untrusted markdown held below a heading of the review: its headings
 * demoted, a setext underline made text, a fence it leaves open closed.
 * What is a heading, a fence or its closer is read as GitHub reads it
 * (CommonMark): relative to the list item a line is in, with tabs as tab
 * stops of 4 columns. A reading of its own (any `#` line within three
 * spaces of column 0) missed a heading two spaces into a list item and
 * saw fences GitHub does not (```` ```x` ````), and the closer it then
 * appended opened a fence over the rest of the document.
 */
import { closesFence, type Fence, openingFence } from '../format/fence.js';

/** A list item's start, and the spaces after its marker (its content's column). */
const LIST_ITEM = /^([-*+]|\d{1,9}[.)])([ \t]+|$)/;
const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const ATX = /^#{1,6}(?=[ \t]|$)/;
const UNDERLINE = /^(?:=+|-+)[ \t]*$/;

/** The column after `text`'s leading spaces and tabs, starting at `col`, and where its text starts. */
function indentation(text: string, col: number): { col: number; at: number } {
  let at = 0;
  for (; at < text.length; at++) {
    if (text[at] === ' ') col++;
    else if (text[at] === '\t') col += 4 - (col % 4);
    else break;
  }
  return { col, at };
}

/**
 * Headings `by` levels down, below the agent's heading (`## X` and `# X`
 * become `#### X`), in a quote or a list item too; a setext underline (`===`,
 * `---` under text) made text, since it cannot be demoted; a fence left open
 * at the top level closed, so it cannot swallow the review after it (one in
 * a list item ends with the item, at memkeep's next line). Code is left alone.
 */
export function heldMarkdown(markdown: string, by: number): string {
  /** The content columns of the list items open, outermost first. */
  const items: number[] = [];
  let fence: { fence: Fence; depth: number } | undefined;
  let paragraph = false;
  const lines = markdown.split('\n').map((line) => {
    let { col, at } = indentation(line, 0);
    if (at === line.length) {
      paragraph = false;
      return line;
    }
    // The items this line is not indented into end, with a fence in them, unless it goes on a paragraph (lazily).
    let depth = items.length;
    while (depth > 0 && col < items[depth - 1]) depth--;
    if (depth < items.length) {
      const rest = line.slice(at);
      const starts = ATX.test(rest) || openingFence(rest) || LIST_ITEM.test(rest) || THEMATIC_BREAK.test(rest);
      if (paragraph && !fence && !starts && !rest.startsWith('>')) return line;
      items.length = depth;
      paragraph = false;
      if (fence && fence.depth > depth) fence = undefined;
    }
    if (fence) {
      if (col - (items.at(-1) ?? 0) <= 3 && closesFence(line.slice(at), fence.fence)) fence = undefined;
      return line;
    }
    // A list item's marker, then its content, which may itself be a heading, a fence or another item.
    for (;;) {
      const rel = col - (items.at(-1) ?? 0);
      const rest = line.slice(at);
      if (rel >= 4) {
        // Indented code, or a paragraph going on: no block starts here.
        return line;
      }
      const opened = openingFence(rest);
      if (opened) {
        fence = { fence: opened, depth: items.length };
        paragraph = false;
        return line;
      }
      const h = ATX.exec(rest);
      if (h) {
        paragraph = false;
        // A `# ` would land on the agent's own heading level: it goes one below, as a `## ` does.
        const level = Math.min(6, Math.max(by + 2, h[0].length + by));
        return line.slice(0, at) + '#'.repeat(level) + rest.slice(h[0].length);
      }
      if (paragraph && UNDERLINE.test(rest)) return `${line.slice(0, at)}\\${rest}`;
      if (THEMATIC_BREAK.test(rest)) {
        paragraph = false;
        return line;
      }
      const quote = /^>[ \t]?/.exec(rest);
      if (quote) {
        // A quote's headings are demoted in it as well; its fences end with it, so they are not followed.
        const q = demoteQuoted(rest, by, paragraph);
        paragraph = q.paragraph;
        return line.slice(0, at) + q.line;
      }
      const item = LIST_ITEM.exec(rest);
      // An ordered item interrupts a paragraph only from 1, an empty one never.
      const empty = item !== null && rest.slice(item[0].length).trim() === '';
      if (item && (!paragraph || (!empty && /^(?:[-*+]|1[.)])/.test(rest)))) {
        const spaced = indentation(item[2], col + item[1].length);
        // Five columns or more after the marker: the item's content starts one after it, and is indented code.
        const wide = item[2] === '' || spaced.col - col - item[1].length > 4;
        items.push(wide ? col + item[1].length + 1 : spaced.col);
        paragraph = false;
        at += item[0].length;
        col = spaced.col;
        if (at >= line.length) return line;
        continue;
      }
      paragraph = true;
      return line;
    }
  });
  if (fence && fence.depth === 0) lines.push(fence.fence.char.repeat(fence.fence.len));
  return lines.join('\n');
}

/** A quoted line (`> …`, `>> …`): a heading in it demoted, an underline under quoted text made text. */
function demoteQuoted(line: string, by: number, paragraph: boolean): { line: string; paragraph: boolean } {
  // List markers inside the quote too: its items are not followed, but a heading in one is still demoted.
  const m = /^(?:>[ \t]?|(?:[-*+]|\d{1,9}[.)])[ \t]+)+/.exec(line) as RegExpExecArray;
  const inner = line.slice(m[0].length);
  const { at } = indentation(inner, 0);
  const rest = inner.slice(at);
  const h = ATX.exec(rest);
  if (h) {
    const level = Math.min(6, Math.max(by + 2, h[0].length + by));
    return { line: m[0] + inner.slice(0, at) + '#'.repeat(level) + rest.slice(h[0].length), paragraph: false };
  }
  if (paragraph && UNDERLINE.test(rest)) return { line: `${m[0]}${inner.slice(0, at)}\\${rest}`, paragraph: false };
  return { line, paragraph: rest !== '' };
}
