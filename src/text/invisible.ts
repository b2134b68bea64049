/**
 * Characters that change how a line reads without being seen, removed from
 * whatever memkeep writes into memory (knowledge items, failure notes,
 * notes): bidi embeddings, overrides, isolates and marks (text displayed in
 * another order than an agent reads it, as in Trojan Source), zero-width
 * characters and fillers (words that look the same but differ), the soft
 * hyphen, and Unicode tag characters (ASCII smuggled past a reader, never
 * shown). One list, so a character added here is gone from every file.
 */
export const INVISIBLE_CHARS =
  /[\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]/gu;
