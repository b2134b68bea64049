/**
 * Secret redaction for text about to leave the machine. Agents paste command
 * output into their logs, and that output holds tokens; the model endpoint is
 * a third party. Matches are replaced with `[REDACTED:<kind>]` and reported
 * by line and kind, never by value. Files on disk are not touched.
 *
 * The formats are data (secret-rules.ts). Private key blocks span lines and
 * are found here, with a single forward search for END markers.
 */

import { KeywordScanner } from './keywords.js';
import type { Rule } from './secret-rule.js';
import { RULES } from './secret-rules.js';

export interface Finding {
  /** 1-based line in the text given. */
  line: number;
  kind: string;
}

const MIN_SECRET = 8;

/** Whole values that only stand in for a secret: placeholders and references to where it lives. */
const PLACEHOLDER =
  /^(?:<.*>|\$\{\{.*\}\}|\{\{.*\}\}|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\$\(.*\)|%[A-Za-z_][A-Za-z0-9_]*%|\.{3,}|…|changeme|placeholder|redacted|none|null|nil|true|false|undefined|(?:process\.env|os\.environ|os\.getenv|ENV\[|secrets\.|vars\.|env\.).*)$/i;
/**
 * Anywhere in a value: "example" or "your-" marks a documentation value; a
 * marker means it was redacted already (what is left around it is not the
 * secret).
 */
const STAND_IN = /example|your[-_ ]|\[REDACTED/i;
/** A run of one character (xxxxxx, 000000, ******) … */
const RUN = /(.)\1{5,}/g;

/**
 * … when such runs make up half the value or more, it is a placeholder
 * (T00000000/B00000000/XXXXXXXX); fewer are part of a real format (Twitter
 * bearer tokens start with 22 A's).
 */
function mostlyOneCharacter(value: string): boolean {
  let inRuns = 0;
  for (const run of value.matchAll(RUN)) inRuns += run[0].length;
  return inRuns * 2 >= value.length;
}

const PRIVATE_KEY_KIND = 'private key';
const BEGIN_KEY = /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
const END_KEY = /-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
/** An END further than this belongs to something else; the block is then its base64 lines. */
const MAX_KEY_BLOCK = 64 * 1024;
/** The body of a key block whose END is missing (a log cut mid-key); `\\` for JSON-escaped newlines. */
const KEY_BODY = /[A-Za-z0-9+/=\\\r\n]{0,65536}/y;

/**
 * Replaces secrets in `text` with `[REDACTED:<kind>]` and reports where they
 * were, never what. Line structure is kept (a redacted key block keeps its
 * line breaks), so finding lines are lines of the input. Idempotent:
 * redacting twice equals redacting once.
 */
export interface Redaction {
  text: string;
  findings: Finding[];
}

export function redactSecrets(text: string): Redaction {
  // A secret written with markdown escapes (`gho\_…`, as a reviewer's item or a model's analysis writes
  // it) is the secret once rendered: the rules read the text as the page shows it. Where they find
  // nothing there, they read it as written (a token whose next word an escape joins to it, `…\-old`,
  // is whole only so), and the text stays as written, escapes and all.
  if (text.includes('\\') && WORD_ESCAPE.test(text)) {
    const shown = redactText(text.replace(WORD_ESCAPES, '$1'));
    if (shown.findings.length > 0) return shown;
  }
  return redactText(text);
}

/** redactSecrets, made once per text when `memo` is given: the same text redacts the same way. */
export function redactThrough(memo: Map<string, Redaction> | undefined, text: string): Redaction {
  let done = memo?.get(text);
  if (!done) {
    done = redactSecrets(text);
    memo?.set(text, done);
  }
  return done;
}

/** A markdown escape inside a word, of a character a token is made of: the page shows the character alone. */
const WORD_ESCAPE = /(?<=[A-Za-z0-9])\\([_\-.+/=~])(?=[A-Za-z0-9_~-])/;
const WORD_ESCAPES = new RegExp(WORD_ESCAPE.source, 'g');

function redactText(text: string): { text: string; findings: Finding[] } {
  const findings: Finding[] = [];
  let current = redactKeyBlocks(text, findings);
  // Keywords are looked up in the text as given: redaction keeps every line
  // where it was, so a keyword's line is the same line in `current`.
  const found = keywordScanner().scan(text);
  // Only the rules one of whose keywords occurs: most texts hold none, and
  // looking up every rule's keywords cost more than the scan on short texts.
  // A text without any (most short ones: a heading, a task) meets only the
  // rules that have no keywords, without walking the others.
  const hit = new Set<Rule>();
  for (const k of found.keys()) for (const rule of RULES_OF.get(k)!) hit.add(rule);
  let starts: number[] | undefined;
  for (const rule of hit.size === 0 ? UNKEYED : RULES) {
    let lines: Int32Array | undefined;
    if (rule.keywords && rule.keywords.length > 0) {
      if (!hit.has(rule)) continue;
      lines = keywordLines(rule.keywords, found);
      if (lines.length === 0) continue;
      starts ??= lineStarts(current);
      // Windows pay off when they are few; a keyword on most lines (`token` in a log about tokens) means the whole text.
      if (rule.multiline || lines.length > starts.length / 4) lines = undefined;
    }
    starts ??= lineStarts(current);
    const next = applyRule(current, rule, findings, starts, lines);
    if (next !== current) {
      current = next;
      starts = undefined;
    }
  }
  // Stable: within a line, findings stay in rule order.
  findings.sort((a, b) => a.line - b.line);
  return { text: current, findings };
}

/** Every rule keyword, found in one pass over a text (see keywords.ts); built on the first redaction, not at every start. */
let scanner: KeywordScanner | undefined;
const keywordScanner = () => (scanner ??= new KeywordScanner([...new Set(RULES.flatMap((r) => r.keywords ?? []))]));

/** The rules that run on every text, in the rules' order. */
const UNKEYED = RULES.filter((r) => !r.keywords || r.keywords.length === 0);

/** The rules each keyword belongs to. */
const RULES_OF = new Map<string, Rule[]>();
for (const rule of RULES) for (const k of rule.keywords ?? []) RULES_OF.set(k, [...(RULES_OF.get(k) ?? []), rule]);

/** The lines (0-based) any of `keywords` is on, increasing, each once. */
function keywordLines(keywords: string[], found: Map<string, number[]>): Int32Array {
  let n = 0;
  for (const k of keywords) n += found.get(k)?.length ?? 0;
  const all = new Int32Array(n);
  let i = 0;
  for (const k of keywords) for (const line of found.get(k) ?? []) all[i++] = line;
  if (keywords.length > 1) all.sort();
  let unique = 0;
  for (let j = 0; j < all.length; j++) if (j === 0 || all[j] !== all[j - 1]) all[unique++] = all[j];
  return all.subarray(0, unique);
}

/** Offsets where each line starts. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/**
 * Applies one rule, to the whole text or (with `lines`, 0-based and in
 * increasing order) only to those lines, each run of adjacent ones as one
 * window: a match cannot cross a line the rule has no keyword on.
 */
function applyRule(text: string, rule: Rule, findings: Finding[], starts: number[], lines?: Int32Array): string {
  const windows: [number, number][] = [];
  if (!lines) windows.push([0, text.length]);
  else {
    for (let i = 0; i < lines.length; ) {
      let j = i;
      while (j + 1 < lines.length && lines[j + 1] === lines[j] + 1) j++;
      windows.push([starts[lines[i]], lines[j] + 1 < starts.length ? starts[lines[j] + 1] : text.length]);
      i = j + 1;
    }
  }
  let out = '';
  let last = 0;
  const pattern = rule.pattern;
  for (const [from, to] of windows) {
    const slice = from === 0 && to === text.length ? text : text.slice(from, to);
    // exec on the rule's own regex: matchAll would clone it for every window.
    pattern.lastIndex = 0;
    for (let match = pattern.exec(slice); match; match = pattern.exec(slice)) {
      if (match[0] === '') pattern.lastIndex++;
      const [s, e] = secretSpan(match);
      const secret = slice.slice(s, e);
      if (!isSecret(secret, rule) || (rule.accept && !rule.accept(secret, match))) continue;
      findings.push({ line: lineAt(starts, from + s), kind: rule.kind });
      out += text.slice(last, from + s) + marker(rule.kind, secret);
      last = from + e;
    }
  }
  pattern.lastIndex = 0;
  return last === 0 ? text : out + text.slice(last);
}

/** 1-based line of an offset. */
function lineAt(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/**
 * Private key blocks span lines and their END may be missing; a lazy regex
 * from BEGIN to END would rescan the rest of the text for every BEGIN, so
 * BEGINs are matched and ENDs looked up in one forward search instead.
 */
function redactKeyBlocks(text: string, findings: Finding[]): string {
  // Every BEGIN holds these words: most texts are spared the match's set-up.
  if (!text.includes('PRIVATE KEY')) return text;
  const lines = lineCounter(text);
  let out = '';
  let last = 0;
  // The next END at or after a position; searched forwards only, so the whole pass is linear.
  let end: { index: number; length: number } | undefined;
  for (const begin of text.matchAll(BEGIN_KEY)) {
    if (begin.index < last) continue; // inside the previous block
    const bodyStart = begin.index + begin[0].length;
    if (!end || end.index < bodyStart) {
      END_KEY.lastIndex = bodyStart;
      const found = END_KEY.exec(text);
      end = found ? { index: found.index, length: found[0].length } : { index: Infinity, length: 0 };
    }
    let blockEnd: number;
    if (end.index - bodyStart <= MAX_KEY_BLOCK) {
      blockEnd = end.index + end.length;
    } else {
      KEY_BODY.lastIndex = bodyStart;
      KEY_BODY.test(text);
      blockEnd = KEY_BODY.lastIndex;
    }
    findings.push({ line: lines(begin.index), kind: PRIVATE_KEY_KIND });
    out += text.slice(last, begin.index) + marker(PRIVATE_KEY_KIND, text.slice(begin.index, blockEnd));
    last = blockEnd;
  }
  return last === 0 ? text : out + text.slice(last);
}

/** The marker keeps the secret's line breaks (CR and LF), so later lines keep their numbers. */
function marker(kind: string, secret: string): string {
  return `[REDACTED:${kind}]` + secret.replace(/[^\r\n]+/g, '');
}

function secretSpan(match: RegExpExecArray): [number, number] {
  const spans = match.indices!; // every rule has the `d` flag
  for (let g = spans.length - 1; g > 0; g--) {
    const span = spans[g];
    if (span) return span;
  }
  return spans[0];
}

function isSecret(value: string, rule: Rule): boolean {
  if (
    value.length < (rule.minLength ?? MIN_SECRET) ||
    PLACEHOLDER.test(value) ||
    STAND_IN.test(value) ||
    mostlyOneCharacter(value)
  )
    return false;
  return rule.anyValue === true || /[0-9A-Z]/.test(value);
}

/**
 * 1-based line of an offset, for offsets asked in increasing order (as
 * matchAll yields them): counts newlines incrementally, so a pass stays linear.
 */
function lineCounter(text: string): (offset: number) => number {
  let line = 1;
  // The next newline not yet counted; remembered, because searching again for
  // one that is far away (or absent) on every call would be quadratic.
  let next = text.indexOf('\n');
  return (offset) => {
    while (next !== -1 && next < offset) {
      line++;
      next = text.indexOf('\n', next + 1);
    }
    return line;
  };
}

/**
 * Report lines naming file and line, never the secret. Up to three findings
 * get a line each; more become one line with counts per kind, so a log full
 * of pasted tokens does not flood the report.
 */
export function describeFindings(file: string, findings: Finding[]): string[] {
  if (findings.length === 0) return [];
  if (findings.length <= 3) {
    return findings.map((f) => `redacted ${article(f.kind)} ${f.kind} at ${file}:${f.line} before analysis`);
  }
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
  const kinds = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([kind, n]) => `${kind} ×${n}`);
  const first = findings.reduce((min, f) => Math.min(min, f.line), Infinity);
  return [`redacted ${findings.length} secrets (${kinds.join(', ')}) in ${file}, first at line ${first}`];
}

/** "an AWS access key", "an OpenAI key", "a URL password": kinds are capitalised acronyms or words. */
function article(kind: string): string {
  return /^[AEIO]/i.test(kind) ? 'an' : 'a';
}

/** Shortest piece of a known key that counts as the key when it appears on its own. */
const MIN_KEY_PIECE = 8;

/**
 * Removes a known key from text a server sent back (an error message): as
 * is, URL-encoded, and any piece of it at least 8 characters long (servers
 * echo a prefix, `sk-proj-abc1…`, or a masked middle). Other secrets in the
 * text are redacted as usual.
 */
export function scrubKey(text: string, key: string | undefined): string {
  let out = text;
  if (key) {
    for (const form of new Set([key, encodeURIComponent(key), encodeURIComponent(key).replace(/%20/g, '+')]))
      out = out.split(form).join('***');
    out = scrubPieces(out, key);
  }
  return redactSecrets(out).text;
}

/** Every maximal run of `text` that is also a run of `key`, when long enough, becomes `***`. */
function scrubPieces(text: string, key: string): string {
  const min = Math.min(MIN_KEY_PIECE, key.length);
  let out = '';
  let i = 0;
  while (i < text.length) {
    let j = i + min;
    if (j <= text.length && key.includes(text.slice(i, j))) {
      while (j < text.length && key.includes(text.slice(i, j + 1))) j++;
      out += '***';
      i = j;
    } else {
      out += text[i++];
    }
  }
  return out;
}
