/**
 * What a secret rule is (secret-formats.ts and secret-rules.ts hold them)
 * and the pieces rules are made of: token boundaries, entropy, and the
 * test for a value that looks random.
 */

export interface Rule {
  kind: string;
  /**
   * Global, with indices (`d`). The secret is the last capture group that
   * took part in the match, or the whole match; only it is replaced, so key
   * names and URLs keep their structure for the model.
   */
  pattern: RegExp;
  /**
   * The value's context is the evidence (a key name, a header), so any value
   * counts. Token formats instead need a digit or capital letter in them:
   * real keys are random, and docs write `ghp_your_token_here`.
   */
  anyValue?: boolean;
  /** Shortest value that counts (default 8). */
  minLength?: number;
  /** A further test on the value and its match (a decoded prefix, the key name). */
  accept?: (value: string, match: RegExpExecArray) => boolean;
  /**
   * Lower-case literals of which every match contains at least one, as
   * gitleaks' rules have: all keywords are found in one scan of the text,
   * and the pattern runs only on the lines where one of its keywords
   * occurs. Most memory holds no secret, and a pattern that starts with a
   * character class is tried at every position of what it is given.
   * Without keywords (a format with no literal in it) the pattern runs on
   * the whole text; few rules are like that.
   */
  keywords?: string[];
  /** A match spans lines after its keyword's line (PuTTY's key lines): run on the whole text when a keyword occurs. */
  multiline?: boolean;
}

/** A token that starts after a character outside its own alphabet. */
const start = String.raw`(?<![A-Za-z0-9_-])`;
/** A token that does not continue into more token characters. */
export const end = String.raw`(?![A-Za-z0-9_-])`;

/** A token format, found where one of its keywords (its literal prefix, in lower case) occurs. */
export function token(kind: string, body: string, keywords: string[]): Rule {
  return { kind, pattern: new RegExp(start + body, 'dg'), keywords };
}

/**
 * Shannon entropy in bits per character: a value beside a key name counts
 * as a secret only when it looks random (an identifier or a word does not).
 */
function entropy(value: string): number {
  const counts = new Map<string, number>();
  for (const c of value) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / value.length) * Math.log2(n / value.length);
  return bits;
}

/** Random-looking: letters and digits mixed, and enough entropy for its length. */
export function randomLooking(value: string, min = 3): boolean {
  return /[0-9]/.test(value) && /[A-Za-z]/.test(value) && entropy(value) >= min;
}
