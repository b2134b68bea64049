/**
 * The identifiers a text names: code in backticks, quoted strings, dotfiles,
 * paths, file names, camelCase, PascalCase, snake_case, versions, E-codes,
 * --flags.
 *
 * The expression was the distil step's dearest: tried at every character,
 * each of its eleven alternatives failing in turn inside every word. It now
 * opens with a lookahead that holds wherever one of them can match (one of
 * the punctuation marks some alternative starts with, or a word that goes on
 * past its first character and lower-case letters, with a capital, a digit,
 * `_`, `.`, `-` or `/`: a word of lower-case letters alone starts none), so
 * it fails at once elsewhere and its matches are the same.
 * test/analysis/identifier-scan.test.ts keeps the expression without the
 * lookahead as the oracle.
 */
const IDENTIFIER =
  /(?=[`"./-]|\b\w[a-z]*[A-Z0-9_./-])(?:`[^`]+`|"[^"\n]{4,80}"|(?<![\w/])\.(?!(?:md|ts|js|py|json|ya?ml|txt)\b)[a-z][\w-]+(?:\.[\w-]+)*\b|(?:\.{0,2}\/)?\b[\w.-]+\/(?:[\w-]+\/)*(?:[\w-]+\.\w+\b|(?=[\s,;)]|$))|\b[\w-]+\.(?:ts|tsx|js|mjs|cjs|py|md|json|jsonl|ya?ml|toml|txt|log|sh|rst|cfg)\b|\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*|\b\w+_\w+\b|\bv?\d+\.\d+(?:\.\d+)?\b|\bE[A-Z]{3,}\b|--[a-z][\w-]*)/g;

/** The identifiers `text` names, in order, as written (an empty list for none). */
export function identifiersIn(text: string): string[] {
  return text.match(IDENTIFIER) ?? [];
}
