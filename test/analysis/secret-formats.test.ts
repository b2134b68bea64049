/**
 * The format corpus (test/fixtures/secrets/formats.ts) measured: the share of
 * formats whose secret is gone after redaction, and the ordinary text that
 * must come through unchanged. The figures go to docs/reliability.md.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/text/redact.js';
import { FORMATS, ORDINARY } from '../fixtures/secrets/formats.js';

/** Every line of a secret must go: a key block must not leak even one of its lines. */
function leaked(text: string, secret: string): boolean {
  return secret.split('\n').some((part) => part.trim().length >= 4 && text.includes(part.trim()));
}

describe('the format corpus', () => {
  it('has at least 70 formats, all distinct', () => {
    expect(FORMATS.length).toBeGreaterThanOrEqual(70);
    expect(new Set(FORMATS.map((f) => f.name)).size).toBe(FORMATS.length);
    expect(new Set(FORMATS.map((f) => f.secret)).size).toBe(FORMATS.length);
  });

  it('redacts every format, each line on its own and all of them in one log', () => {
    const missed = FORMATS.filter((f) => leaked(redactSecrets(f.line).text, f.secret)).map((f) => f.name);
    const log = FORMATS.map(
      (f, i) => `## 2026-01-01T00:${String(i % 60).padStart(2, '0')}:00Z\n**Task:** step ${i}\n**Result:** ${f.line}\n`,
    ).join('\n');
    const whole = redactSecrets(log).text;
    const missedInLog = FORMATS.filter((f) => leaked(whole, f.secret)).map((f) => f.name);
    console.log(
      `secret formats: ${FORMATS.length - missed.length}/${FORMATS.length} redacted line by line, ${FORMATS.length - missedInLog.length}/${FORMATS.length} in one log`,
    );
    expect(missed).toEqual([]);
    expect(missedInLog).toEqual([]);
  });

  it('leaves ordinary text alone: hashes, UUIDs, base64 images, certificates, prose about secrets', () => {
    const changed = ORDINARY.filter((line) => redactSecrets(line).text !== line);
    console.log(`ordinary lines: ${ORDINARY.length - changed.length}/${ORDINARY.length} unchanged`);
    expect(changed).toEqual([]);
    expect(redactSecrets(ORDINARY.join('\n')).findings).toEqual([]);
  });
});
