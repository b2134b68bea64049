/**
 * inOwnEndings: a rewrite made on a file's LF form, put back in the file's
 * own bytes. What the rewrite left alone keeps its line endings, byte for
 * byte; what it wrote takes the file's (its first line's).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inOwnEndings } from '../../src/memory/sections/section-file.js';

const line = fc.tuple(fc.constantFrom('a', '## b', '', 'c'), fc.constantFrom('\n', '\r\n'));
const text = fc.array(line, { maxLength: 12 }).map((ls) => ls.map(([t, e]) => t + e).join(''));

describe('inOwnEndings', () => {
  it('a mixed file keeps the endings of the lines a rewrite left alone', () => {
    const original = '# T\n\n## Core Context\nold\n\n## Learnings\n### 4\r\nx\r\n### 5\r\ny\r\n';
    const next = '# T\n\n## Core Context\nnew\nmore\n\n## Learnings\n### 4\nx\n### 5\ny\n';
    expect(inOwnEndings(original, next)).toBe(
      '# T\n\n## Core Context\nnew\nmore\n\n## Learnings\n### 4\r\nx\r\n### 5\r\ny\r\n',
    );
  });

  it('a CRLF file gets CRLF for what is new, and an LF file is written as it is', () => {
    expect(inOwnEndings('a\r\nb\r\n', 'a\r\nb\nc\n'.replaceAll('\r\n', '\n'))).toBe('a\r\nb\r\nc\r\n');
    expect(inOwnEndings('a\nb\n', 'a\nc\n')).toBe('a\nc\n');
  });

  it('reads back as the rewrite, and keeps the bytes of what it left alone, whatever was changed', () => {
    fc.assert(
      fc.property(text, text, fc.nat(), fc.nat(), (original, insert, from, len) => {
        const lf = original.replaceAll('\r\n', '\n');
        const at = from % (lf.length + 1);
        const next = lf.slice(0, at) + insert.replaceAll('\r\n', '\n') + lf.slice(Math.min(lf.length, at + (len % 8)));
        const out = inOwnEndings(original, next);
        expect(out.replaceAll('\r\n', '\n')).toBe(next);
        // The text the rewrite kept at the start is the original's own bytes, its CRLFs included.
        let same = 0;
        while (same < at && lf[same] === next[same]) same++;
        const own = original.split(/(?<=\n)/);
        let prefix = '';
        for (let n = 0; own.length && n + own[0].replace('\r\n', '\n').length <= same; ) {
          n += own[0].replace('\r\n', '\n').length;
          prefix += own.shift();
        }
        expect(out.startsWith(prefix)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
