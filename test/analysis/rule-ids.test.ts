/**
 * The gitleaks and secretlint rule-id corpus (test/fixtures/secrets/rule-ids.ts):
 * at least 120 formats, at least 99% redacted (every line of the secret
 * gone), and the ids memkeep does not cover listed with a reason. Figures go
 * to docs/reliability.md.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/text/redact.js';
import { ORDINARY } from '../fixtures/secrets/formats.js';
import { GAPS, SAMPLES } from '../fixtures/secrets/rule-ids.js';

function leaked(text: string, secret: string): boolean {
  return secret.split('\n').some((part) => part.trim().length >= 4 && text.includes(part.trim()));
}

describe('the rule-id corpus (gitleaks, secretlint recommended)', () => {
  it('has at least 120 formats, distinct ids and values, and every gap has a reason', () => {
    expect(SAMPLES.length).toBeGreaterThanOrEqual(120);
    expect(new Set(SAMPLES.map((x) => x.id)).size).toBe(SAMPLES.length);
    expect(new Set(SAMPLES.map((x) => x.secret)).size).toBe(SAMPLES.length);
    for (const gap of GAPS) expect(gap.reason.length).toBeGreaterThan(10);
    const ids = new Set(SAMPLES.map((x) => x.id));
    for (const gap of GAPS) expect(ids.has(gap.id), gap.id).toBe(false);
  });

  it('redacts at least 99% of them, line by line and in one log; the misses are named', () => {
    const missed = SAMPLES.filter((x) => leaked(redactSecrets(x.line).text, x.secret)).map((x) => x.id);
    const log = SAMPLES.map(
      (x, i) => `## 2026-01-01T00:${String(i % 60).padStart(2, '0')}:00Z\n**Task:** t${i}\n**Result:** ${x.line}\n`,
    ).join('\n');
    // Each secret is looked for in its own entry: generated values of one alphabet can contain each other.
    const entries = redactSecrets(log).text.split(/\n(?=## )/);
    expect(entries).toHaveLength(SAMPLES.length);
    const missedInLog = SAMPLES.filter((x, i) => leaked(entries[i], x.secret)).map((x) => x.id);
    const rate = (n: number) => ((100 * (SAMPLES.length - n)) / SAMPLES.length).toFixed(1);
    console.log(
      `rule-id corpus: ${SAMPLES.length - missed.length}/${SAMPLES.length} (${rate(missed.length)}%) redacted line by line, ${rate(missedInLog.length)}% in one log; not covered: ${GAPS.length} ids (${GAPS.map((x) => x.id).join(', ')}); missed: ${missed.join(', ') || 'none'}`,
    );
    expect(SAMPLES.length - missed.length).toBeGreaterThanOrEqual(Math.ceil(SAMPLES.length * 0.99));
    expect(SAMPLES.length - missedInLog.length).toBeGreaterThanOrEqual(Math.ceil(SAMPLES.length * 0.99));
  });

  it('still leaves ordinary text alone, including near misses of the new rules', () => {
    const nearMisses = [
      'Pass --token $GITHUB_TOKEN (or --token "${{ secrets.TOKEN }}") to use your own.',
      'Rows are ordered by sort_key: created_at_desc_then_id and partition_key = tenant_region_2024.',
      'Authorization: Token <your token here>',
      'Moved test_helpers_for_the_live_reload_module into live_reload_settings_module.',
      'curl -u admin:changeme http://localhost:8080 (the default from the docs)',
      'heroku apps:info --app acme-staging',
      'The Tailscale node tskey rotation is monthly; Figma file key is in the design doc.',
    ];
    expect([...ORDINARY, ...nearMisses].filter((line) => redactSecrets(line).text !== line)).toEqual([]);
  });
});
