/**
 * Characters that change how a line reads without being seen, removed from
 * whatever memkeep writes into memory (knowledge items, failure notes,
 * notes): bidi embeddings, overrides, isolates and marks (text displayed in
 * another order than an agent reads it, as in Trojan Source), zero-width
 * characters and fillers (words that look the same but differ), the soft
 * hyphen, Unicode tag characters and variation selectors (ASCII smuggled
 * past a reader, never shown): Unicode's whole Default_Ignorable_Code_Point
 * set, plus the interlinear annotation marks. One list, so a character
 * added here is gone from every file.
 */
export const INVISIBLE_CHARS = /[\p{Default_Ignorable_Code_Point}\ufff9-\ufffb]/gu;

/**
 * A picture built of several code points (👨‍💻 is two joined by U+200D,
 * ⚠️ a sign and the U+FE0F that shows it in colour): the joiners and the
 * one selector inside it are seen as part of it, so they stay. A run of
 * selectors, or a joiner between letters, is still what smuggles text.
 */
const EMOJI =
  /\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)*/u;
const INVISIBLE_OUTSIDE_EMOJI = new RegExp(`(${EMOJI.source})|${INVISIBLE_CHARS.source}`, 'gu');

/** `text` without INVISIBLE_CHARS, but for those an emoji is made of: what memkeep writes into memory. */
export function withoutInvisible(text: string): string {
  return invisibleAs(text, '');
}

/** `text` with each of INVISIBLE_CHARS outside an emoji replaced by `by`. */
export function invisibleAs(text: string, by: string): string {
  return text.replace(INVISIBLE_OUTSIDE_EMOJI, (_, emoji: string | undefined) => emoji ?? by);
}

/** One character as the `\u…` escape a reader sees in its place. */
export function unicodeEscape(c: string): string {
  const cp = c.codePointAt(0) ?? 0;
  return cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`;
}

/** Control characters but tab and line ends (a CR only before its LF), and INVISIBLE_CHARS outside an emoji (kept whole). */
const HIDDEN = new RegExp(
  `(${EMOJI.source})|[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f\\u0085]|\\r(?!\\n)|${INVISIBLE_CHARS.source}`,
  'gu',
);

/**
 * Text printed as written, but with nothing in it acting unseen: a
 * terminal's escape sequences (a window title set, the screen cleared), a
 * bell, a CR that overwrites the line before it, bidi and tag characters
 * (other text shown to a person than an agent reads) appear as escapes; an
 * emoji's own joiners do not.
 */
export function hiddenShown(text: string): string {
  return text.replace(HIDDEN, (c, emoji: string | undefined) => emoji ?? unicodeEscape(c));
}
