/**
 * Secret redaction for text about to leave the machine. Agents paste command
 * output into their logs, and that output holds tokens; the model endpoint is
 * a third party. Matches are replaced with `[REDACTED:<kind>]` and reported
 * by line and kind, never by value. Files on disk are not touched.
 *
 * The formats are data (secret-rules.ts). Private key blocks span lines and
 * are found here, with a single forward search for END markers.
 */

import { RULES, type Rule } from './secret-rules.js';

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
 * Anywhere in a value: a run of one character (xxxxxx, 000000, ******),
 * "example" or "your-" marks a documentation value; a marker means it was
 * redacted already (what is left around it is not the secret).
 */
const STAND_IN = /(.)\1{5}|example|your[-_ ]|\[REDACTED/i;

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
export function redactSecrets(text: string): { text: string; findings: Finding[] } {
  const findings: Finding[] = [];
  let current = redactKeyBlocks(text, findings);
  // Hints are looked up in the text as given: redaction only takes text away.
  const lower = text.toLowerCase();
  for (const rule of RULES) {
    if (rule.hints && !rule.hints.some((h) => lower.includes(h))) continue;
    current = applyRule(current, rule, findings);
  }
  // Stable: within a line, findings stay in rule order.
  findings.sort((a, b) => a.line - b.line);
  return { text: current, findings };
}

function applyRule(text: string, rule: Rule, findings: Finding[]): string {
  const lines = lineCounter(text);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(rule.pattern)) {
    const [start, end] = secretSpan(match);
    const secret = text.slice(start, end);
    if (!isSecret(secret, rule) || (rule.accept && !rule.accept(secret, match))) continue;
    findings.push({ line: lines(start), kind: rule.kind });
    out += text.slice(last, start) + marker(rule.kind, secret);
    last = end;
  }
  return last === 0 ? text : out + text.slice(last);
}

/**
 * Private key blocks span lines and their END may be missing; a lazy regex
 * from BEGIN to END would rescan the rest of the text for every BEGIN, so
 * BEGINs are matched and ENDs looked up in one forward search instead.
 */
function redactKeyBlocks(text: string, findings: Finding[]): string {
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
  if (value.length < (rule.minLength ?? MIN_SECRET) || PLACEHOLDER.test(value) || STAND_IN.test(value)) return false;
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
