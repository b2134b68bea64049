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
