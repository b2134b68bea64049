/**
 * A review line of a dropped or kept entry (trim.ts entryLine): the heading
 * and the start of its redacted task. Lines are made once per task however
 * often the lists repeat it; each is still the line of its own entry.
 */
import { describe, expect, it } from 'vitest';
import { entryLine } from '../../src/gc/steps/trim.js';

const TOKEN = `ghp_${'a1B2c3D4e5'.repeat(3)}123456`;

describe('entryLine', () => {
  it('shows each entry its own heading and its redacted task, however often the task repeats', () => {
    const task = `Rotate   the key\n${TOKEN}`;
    for (const heading of ['2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', '2026-01-01T00:00:00Z']) {
      const line = entryLine({ heading, task, result: 'done' });
      expect(line.startsWith(`${heading} — Rotate the key [REDACTED`)).toBe(true);
      expect(line).not.toContain(TOKEN);
    }
  });

  it('cuts a long task the same way each time, and shows a bare heading for an empty task', () => {
    const task = `${'word '.repeat(200)}${TOKEN}`;
    const first = entryLine({ heading: 'h1', task, result: '' });
    expect(entryLine({ heading: 'h1', task, result: '' })).toBe(first);
    expect(first.length).toBeLessThan(260);
    expect(entryLine({ heading: 'h2', task: '  ', result: 'x' })).toBe('h2');
  });
});
