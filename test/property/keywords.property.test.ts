/**
 * The keyword scan redaction runs first (src/text/keywords.ts): for any text
 * and keywords, it finds exactly the keywords and lines a plain search of
 * each line finds, with ASCII letters compared without case and nothing else
 * folded (a non-ASCII character, even one whose lower case is ASCII, only
 * ends a match).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeywordScanner } from '../../src/text/keywords.js';

/** Each keyword's lines, found by searching every line, ASCII upper case lowered. */
function naive(keywords: string[], text: string): Map<string, number[]> {
  const lines = text.replace(/[A-Z]/g, (c) => c.toLowerCase()).split('\n');
  const found = new Map<string, number[]>();
  for (const k of keywords) {
    const at = lines.flatMap((line, i) => (line.includes(k) ? [i] : []));
    if (at.length > 0) found.set(k, at);
  }
  return found;
}

const sorted = (m: Map<string, number[]>) => [...m].sort((a, b) => a[0].localeCompare(b[0]));

describe('KeywordScanner', () => {
  it('finds what a search of every line finds', () => {
    const keyword = fc.stringMatching(/^[a-d_0-9-]{1,6}$/);
    const piece = fc.constantFrom(
      'a',
      'b',
      'c',
      'd',
      'A',
      'B',
      'C',
      '_',
      '-',
      '0',
      '9',
      '\n',
      ' ',
      'é',
      '\u212a',
      'ab',
      'ABC',
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(keyword, { minLength: 1, maxLength: 12 }),
        fc.array(piece, { maxLength: 200 }),
        (keywords, pieces) => {
          const text = pieces.join('');
          expect(sorted(new KeywordScanner(keywords).scan(text))).toEqual(sorted(naive(keywords, text)));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses a keyword it could never find', () => {
    for (const k of ['', 'Key', 'clé']) expect(() => new KeywordScanner([k])).toThrow(/lower-case ASCII/);
  });
});
