/**
 * thousands writes an integer as toLocaleString('en-US') does (the job
 * summary's token counts and the chart's commit count), without loading
 * the locale's number formats.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { thousands } from '../../src/text/plural.js';

it('writes every integer as toLocaleString("en-US") does', () => {
  fc.assert(
    fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -1_000_000, max: 1_000_000 })), (n) => {
      expect(thousands(n)).toBe(n.toLocaleString('en-US'));
    }),
    { numRuns: 5000 },
  );
  for (const n of [0, 999, 1000, 1_000_000, -1000, Number.MAX_SAFE_INTEGER])
    expect(thousands(n)).toBe(n.toLocaleString('en-US'));
});
