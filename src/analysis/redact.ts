/**
 * Secret redaction for text about to leave the machine. Agents paste command
 * output into their logs, and that output holds tokens; the model endpoint is
 * a third party. Matches are replaced with `[REDACTED:<kind>]` and reported
 * by line and kind, never by value. Files on disk are not touched.
 *
 * Run time stays linear on a 10 MB line: every token pattern starts with a
 * lookbehind that only admits the first character of a run of its own
 * alphabet, and continues with bounded character classes that cannot overlap
 * what follows them, so no run is scanned more than a couple of times.
 * Bounds also keep V8's backtracking stack small: an unbounded greedy run
 * over megabytes of token characters throws a RangeError. No real token is
 * near the bounds (a longer run is redacted up to the bound only). Private
 * key blocks are found with a single forward search for END markers.
 */

export interface Finding {
  /** 1-based line in the text given. */
  line: number;
  kind: string;
}

interface Rule {
  kind: string;
  /**
   * Global, with indices (`d`). The secret is the last capture group that
   * took part in the match, or the whole match; only it is replaced, so key
   * names and URLs keep their structure for the model.
   */
  pattern: RegExp;
  /**
   * The value's context is the evidence (a key name), so any value counts.
   * Token formats instead need a digit or capital letter in them: real keys
   * are random, and docs write `ghp_your_token_here`.
   */
  anyValue?: boolean;
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

// Order matters: the first rule to claim a span names it, so specific formats
// come before the ones that would also match (sk-ant- is also sk-, a JWT is
// also a bearer token, a token is also a generic assignment's value).
const RULES: Rule[] = [
  { kind: 'JWT', pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,8192}\.eyJ[A-Za-z0-9_-]{5,8192}\.[A-Za-z0-9_-]{0,8192}/dg },
  { kind: 'Anthropic key', pattern: /(?<![A-Za-z0-9_-])sk-ant-[A-Za-z0-9_-]{20,4096}/dg },
  // sk-proj-, sk-svcacct- and sk-admin- keys are sk- keys whose body starts with a word.
  { kind: 'OpenAI key', pattern: /(?<![A-Za-z0-9_-])sk-[A-Za-z0-9_-]{20,4096}/dg },
  { kind: 'GitHub token', pattern: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,4096}|github_pat_[A-Za-z0-9_]{22,4096})/dg },
  { kind: 'AWS access key', pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])/dg },
  {
    kind: 'AWS secret key',
    pattern: /(?<![A-Za-z0-9])secret[_-]?access[_-]?key["']?[ \t]{0,5}[:=][ \t]{0,5}["']?([A-Za-z0-9/+=]{40,4096})/dgi,
  },
  { kind: 'Slack webhook', pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]{20,4096}/dg },
  { kind: 'Slack token', pattern: /(?<![A-Za-z0-9_-])xox[abprs]-[A-Za-z0-9-]{10,4096}/dg },
  // The last character is not a dot, so a sentence's full stop stays.
  { kind: 'bearer token', pattern: /(?<![A-Za-z0-9_-])bearer[ \t]{1,5}([A-Za-z0-9._~+/-]{19,4096}[A-Za-z0-9_~+/-]={0,2})/dgi },
  // git remotes carry tokens as the password: https://user:TOKEN@host.
  { kind: 'URL password', pattern: /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,20}:\/\/[^\s:/@]{0,100}:([^\s:/@]{1,200})@/dg, anyValue: true },
  {
    kind: 'generic assignment',
    // The key word may end a longer name (GITHUB_TOKEN, client_secret, "SessionToken");
    // `*` lets markdown bold keys (**Password:**) through.
    pattern:
      /(?:api[_ -]?key|secret(?:[_-]?key)?|token|passw(?:or)?d|passphrase)["'*]{0,2}[ \t]{0,5}(?::=|=>|==|[:=])[ \t*]{0,5}(?:"([^"\r\n]{1,1000})"|'([^'\r\n]{1,1000})'|["']?([^\s"'`,;&)}\]]{1,4096}))/dgi,
    anyValue: true,
  },
];

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
  for (const rule of RULES) current = applyRule(current, rule, findings);
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
    if (!isSecret(secret, rule.anyValue === true)) continue;
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

function isSecret(value: string, anyValue: boolean): boolean {
  if (value.length < MIN_SECRET || PLACEHOLDER.test(value) || STAND_IN.test(value)) return false;
  return anyValue || /[0-9A-Z]/.test(value);
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
  const kinds = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([kind, n]) => `${kind} ×${n}`);
  const first = findings.reduce((min, f) => Math.min(min, f.line), Infinity);
  return [`redacted ${findings.length} secrets (${kinds.join(', ')}) in ${file}, first at line ${first}`];
}

/** "an AWS access key", "an OpenAI key", "a URL password": kinds are capitalised acronyms or words. */
function article(kind: string): string {
  return /^[AEIO]/i.test(kind) ? 'an' : 'a';
}
