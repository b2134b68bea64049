/**
 * Secret redaction for text about to leave the machine. Agents paste
 * command output into their logs, and that output holds tokens; the model
 * endpoint is a third party. Matches are replaced with `[REDACTED:<kind>]`
 * and reported by line and kind, never by value. Files on disk are not
 * touched. Every quantifier is bounded, so a 10 MB line stays linear.
 */

export interface Finding {
  /** 1-based line in the text given. */
  line: number;
  kind: string;
}

interface Rule {
  kind: string;
  pattern: RegExp;
  /** Index of the capture group holding the secret; 0 = the whole match. */
  group?: number;
}

/** Values that only look like secrets: placeholders, references, earlier redactions. */
const PLACEHOLDER = /^(?:<[^>]*>|x{3,}|\*{3,}|\.{3,}|\$\{\{.*\}\}|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\[REDACTED.*|your[-_ ].*|changeme|example.*|placeholder|redacted|none|null|true|false|undefined)$/i;

// Order matters: specific formats before generic ones (an Anthropic key also looks like an OpenAI one).
const RULES: Rule[] = [
  {
    kind: 'private key',
    pattern: /-----BEGIN [A-Z ]{0,40}PRIVATE KEY-----(?:[\s\S]{0,20000}?-----END [A-Z ]{0,40}PRIVATE KEY-----|[A-Za-z0-9+/=\r\n]{0,20000})/g,
  },
  { kind: 'Anthropic key', pattern: /\bsk-ant-[A-Za-z0-9_-]{20,300}/g },
  { kind: 'OpenAI key', pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,300}/g },
  { kind: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{36,255}\b|\bgithub_pat_[A-Za-z0-9_]{22,255}/g },
  { kind: 'AWS access key', pattern: /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g },
  { kind: 'AWS secret key', pattern: /(aws_secret_access_key["']?\s{0,5}[:=]\s{0,5}["']?)([A-Za-z0-9/+=]{40})/gi, group: 2 },
  { kind: 'Slack webhook', pattern: /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]{10,300}/g },
  { kind: 'Slack token', pattern: /\bxox[baprs]-[A-Za-z0-9-]{10,300}/g },
  { kind: 'JWT', pattern: /\beyJ[A-Za-z0-9_-]{5,4000}\.eyJ[A-Za-z0-9_-]{5,4000}\.[A-Za-z0-9_-]{0,4000}/g },
  {
    kind: 'generic assignment',
    pattern: /\b([A-Za-z0-9_.-]{0,40}(?:api[_-]?key|apikey|access[_-]?token|auth[_-]?token|client[_-]?secret|secret|token|password|passwd)["']?\s{0,5}[:=]\s{0,5}["']?)([^\s"'`,;]{8,500})/gi,
    group: 2,
  },
];

/** Replaces secrets in `text`; idempotent (redacting twice equals once). */
export function redactSecrets(text: string): { text: string; findings: Finding[] } {
  const findings: Finding[] = [];
  let current = text;
  for (const rule of RULES) {
    const lines = lineStarts(current);
    current = current.replace(rule.pattern, (match: string, ...rest: unknown[]) => {
      const offset = rest[rest.length - 2] as number;
      const secret = rule.group ? String(rest[rule.group - 1]) : match;
      if (PLACEHOLDER.test(secret)) return match;
      findings.push({ line: lineAt(lines, offset), kind: rule.kind });
      // Keep the line structure, so later line numbers still point at the file.
      const newlines = '\n'.repeat((secret.match(/\n/g) ?? []).length);
      const replacement = `[REDACTED:${rule.kind}]${newlines}`;
      return rule.group ? match.slice(0, match.length - secret.length) + replacement : replacement;
    });
  }
  findings.sort((a, b) => a.line - b.line);
  return { text: current, findings };
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

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
 * Report lines naming the file and line, never the secret; many findings in
 * one file become one aggregated line so a report stays readable.
 */
export function describeFindings(file: string, findings: Finding[]): string[] {
  if (findings.length === 0) return [];
  if (findings.length <= 3) {
    return findings.map((f) => `redacted a ${f.kind} at ${file}:${f.line} before analysis`);
  }
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
  const kinds = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, n]) => `${k} ×${n}`);
  return [`redacted ${findings.length} secrets (${kinds.join(', ')}) in ${file}, first at line ${findings[0].line}, before analysis`];
}
