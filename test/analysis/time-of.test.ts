/**
 * The analyzer's timestamp shortcut must give Date.parse's answer for every
 * string, well-formed or not: canonical stamps with fields in and out of
 * range (leap days, month 13, hour 24, two-digit years), and anything else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeOf } from '../../src/analysis/local.js';

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const stamp = fc
  .tuple(
    fc.integer({ min: 0, max: 9999 }),
    fc.integer({ min: 0, max: 14 }),
    fc.integer({ min: 0, max: 32 }),
    fc.integer({ min: 0, max: 25 }),
    fc.integer({ min: 0, max: 61 }),
    fc.integer({ min: 0, max: 61 }),
  )
  .map(([y, mo, d, h, mi, s]) => `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}T${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}Z`);

const same = (a: number, b: number) => (Number.isNaN(a) ? Number.isNaN(b) : a === b);

describe('timeOf', () => {
  it('agrees with Date.parse on canonical stamps, in range or not (5,000 runs)', () => {
    fc.assert(fc.property(stamp, (s) => same(timeOf(s), Date.parse(s))), { numRuns: 5000 });
  });

  it('agrees with Date.parse on edge cases and on arbitrary strings (2,000 runs)', () => {
    for (const s of ['2024-02-29T00:00:00Z', '2023-02-29T00:00:00Z', '2000-02-29T12:00:00Z', '1900-02-29T12:00:00Z', '0050-01-01T00:00:00Z',
      '2026-13-01T00:00:00Z', '2026-12-31T24:00:00Z', '2026-01-01T00:00:60Z', '2026-01-01 00:00:00Z', '2026-01-01T00:00:00+00:00', '', 'soon']) {
      expect(same(timeOf(s), Date.parse(s)), s).toBe(true);
    }
    fc.assert(fc.property(fc.string({ minLength: 18, maxLength: 22 }), (s) => same(timeOf(s), Date.parse(s))), { numRuns: 2000 });
  });
});
