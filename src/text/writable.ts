/**
 * Text an agent hands memkeep to keep (a run-log entry, a failure note, a
 * section, a note), as it may be written into memory, which git keeps and
 * later prompts load: nothing invisible (removed first, so a zero-width
 * character inside a token cannot hide it from redaction), no control
 * character but tab and line breaks (a NUL makes git take the whole file
 * for binary, and memkeep refuses to rewrite a file holding one), and
 * secrets redacted. A lone CR, NEL or line or paragraph separator is made a
 * LF: each is a line break to some readers and none to others (a lone CR
 * to GitHub, the separators to JavaScript's `^`), so what follows would be
 * a heading GitHub shows or a field memkeep reads that the writer never
 * saw as a line of its own.
 */
import { withoutInvisible } from './invisible.js';
import { redactSecrets } from './redact.js';

const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function writableText(text: string): { text: string; redacted: number } {
  const plain = withoutInvisible(text)
    .replace(CONTROL_CHARS, '')
    .replace(/\r(?!\n)|[\u0085\u2028\u2029]/g, '\n');
  const r = redactSecrets(plain);
  return { text: r.text, redacted: r.findings.length };
}
