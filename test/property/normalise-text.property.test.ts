/**
 * normaliseText reads ASCII without Unicode tables (NFKC, \p{L}, \p{N}):
 * for any text, ASCII or not, it gives what the Unicode reading gives.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { normaliseText } from '../../src/memory/knowledge/items.js';

const unicodeReading = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replaceAll('&lt;', '<')
    .replace(/\*\*|__|`/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

it('reads every text as the Unicode reading does', () => {
  const markup = fc.constantFrom('**', '__', '`', '&lt;', '<', '_', ' ', '\t', '\n', 'É', 'ﬁ', 'Ⅻ', '①', 'K', 'ß');
  fc.assert(
    fc.property(
      fc.array(fc.oneof(fc.string({ unit: 'binary-ascii' }), fc.string({ unit: 'grapheme' }), markup), {
        maxLength: 12,
      }),
      (parts) => {
        const text = parts.join('');
        expect(normaliseText(text)).toBe(unicodeReading(text));
      },
    ),
    { numRuns: 3000 },
  );
});
