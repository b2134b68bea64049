/**
 * canonicalTime, the streamed count's allocation-free reading of memkeep's
 * own stamp (`2026-05-11T10:00:00Z`), and headingStamp, which reads that
 * stamp at a heading's start without its general expression, date a
 * heading as written, in every year from 0 to 9999 (Date.UTC would read 0 to
 * 99 as the 1900s), across leap years, centuries and out-of-range fields that
 * roll over; anything else is not a canonical stamp (-1).
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { canonicalTime, headingStamp } from '../../src/format/order.js';

const two = (n: number) => String(n).padStart(2, '0');

/** The time as written, for every year (Date.UTC would read years 0 to 99 as 1900 to 1999). */
function utc(y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const t = new Date(0);
  t.setUTCFullYear(y, mo - 1, d);
  t.setUTCHours(h, mi, s, 0);
  return t.getTime();
}

it('reads a canonical stamp as headingStamp does', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
      fc.string({ maxLength: 8 }),
      (y, mo, d, h, mi, s, rest) => {
        const text = `${String(y).padStart(4, '0')}-${two(mo)}-${two(d)}T${two(h)}:${two(mi)}:${two(s)}Z${rest}`;
        const time = utc(y, mo, d, h, mi, s);
        // Offset 3: the bytes after a heading's `## `.
        expect(canonicalTime(Buffer.from(`## ${text}`), 3)).toBe(time);
        expect(headingStamp(text)).toEqual({ t: time, unit: 'time' });
        // Not at the start, it is read by the general expression, alike; and so is its day alone.
        expect(headingStamp(`Run of ${text}`)).toEqual({ t: time, unit: 'time' });
        expect(headingStamp(`Run of ${text.slice(0, 10)}`)).toEqual({ t: utc(y, mo, d, 0, 0, 0), unit: 'day' });
      },
    ),
    { numRuns: 2000 },
  );
});

it('is -1 for what is not the canonical stamp', () => {
  for (const text of [
    '2026-13-01T00:00:00Z',
    '2026-00-01T00:00:00Z',
    '2026-01-01 00:00:00Z',
    '2026-01-01T00:00:00',
    'Session 4',
    '2026-1-01T00:00:00Z',
  ])
    expect(canonicalTime(Buffer.from(text), 0), text).toBe(-1);
});
