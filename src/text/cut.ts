/**
 * Cutting text without splitting a character: to a number of code points (a
 * surrogate pair is one, so an emoji is never halved), or at a UTF-8 byte
 * offset (never inside a multi-byte character).
 */

const ELLIPSIS = '…';

/**
 * `text` cut to `max` code points, marked with `…`: by default the mark is
 * within `max`; with `markAfter`, `max` code points of text are kept and the
 * mark follows them.
 */
export function cutCodePoints(text: string, max: number, markAfter = false): string {
  // At most `max` UTF-16 units is at most `max` code points: only longer text needs splitting.
  if (text.length <= max) return text;
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, markAfter ? max : max - 1).join('') + ELLIPSIS;
}

/** The last offset at or before `at` that does not split a UTF-8 character of `bytes`. */
export function utf8CutBefore(bytes: Uint8Array, at: number): number {
  let end = at;
  // Back up from a continuation byte (10xxxxxx) to the start of its character.
  while (end > 0 && end < bytes.length && (bytes[end] & 0xc0) === 0x80) end--;
  return end;
}

/**
 * The first offset at or after `at` that does not split a UTF-8 character.
 * At most three continuation bytes are skipped: a longer run is invalid
 * UTF-8 anyway, and skipping it all could swallow the whole tail.
 */
export function utf8CutAfter(bytes: Uint8Array, at: number): number {
  let cut = at;
  while (cut < bytes.length && cut < at + 3 && (bytes[cut] & 0xc0) === 0x80) cut++;
  return cut;
}

/** The end of the last whole UTF-8 character in a head cut at any byte. */
export function utf8WholeEnd(buf: Buffer): number {
  let start = buf.length;
  // Back to the first byte of the last character (at most 3 continuation bytes).
  while (start > 0 && buf.length - start < 4 && (buf[start - 1] & 0xc0) === 0x80) start--;
  if (start === 0) return buf.length;
  const lead = buf[start - 1];
  const want = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return buf.length - (start - 1) < want ? start - 1 : buf.length;
}

/** The longest head of `text` within `bytes`, cut after a whole line when there is one. */
export function headWithin(text: string, bytes: number): string {
  const buf = Buffer.from(text);
  const head = buf.subarray(0, utf8CutBefore(buf, Math.min(bytes, buf.length))).toString('utf8');
  const nl = head.lastIndexOf('\n');
  return nl > 0 ? head.slice(0, nl + 1) : head;
}
