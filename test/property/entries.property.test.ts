/**
 * toLogEntries reads a log whose lines all end in \n by offsets, and any
 * other log by its general path. A preamble holding a U+2028 (after the BOM,
 * if any) sends a log down the general path without changing any entry, so
 * the two readings of the same entries can be compared on arbitrary logs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLogEntries } from '../../src/analysis/entries.js';

const token = fc.constantFrom(
  '## ', '\n', '\n## ', '**Task:**', '**Result:**', ' ', '\t', 'task', 'é', '2026-01-01T00:00:00Z',
  'failed', 'Error: timed out', 'no errors', '\ufeff', '#', '*', ':',
);
const log = fc.array(token, { maxLength: 60 }).map((parts) => parts.join(''));

describe('toLogEntries', () => {
  it('reads a plain log as its general path does, and its CRLF twin the same (2,000 runs)', () => {
    fc.assert(
      fc.property(log, (text) => {
        const bom = text.startsWith('\ufeff') ? '\ufeff' : '';
        const general = `${bom}preamble\u2028\n${text.slice(bom.length)}`;
        const entries = toLogEntries(Buffer.from(text));
        expect(entries).toEqual(toLogEntries(Buffer.from(general)));
        // The same log written with CRLF line endings reads the same.
        expect(toLogEntries(Buffer.from(text.replaceAll('\n', '\r\n')))).toEqual(entries);
      }),
      { numRuns: 2000 },
    );
  });
});
