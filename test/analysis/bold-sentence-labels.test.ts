/**
 * A sentence its writer set in bold before its details is the point of its
 * list item, not a field label, even when a word in it names a kind of
 * knowledge ("… and the recorded decision disagree."): read as a Decision
 * field, the sentence itself was lost and its details were filed under a
 * label they do not have. A Squad history of our own, in the shape of a
 * review's findings.
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();

describe('a bold sentence before its details', () => {
  it('is a statement of its own, not a field named by a word inside it', () => {
    const { units } = unitsOf(
      [
        '- **The retry policy and the recorded decision disagree.** The decision log says three retries, but `client.ts` retries five times.',
        '- **Every pattern match is case-sensitive.** `matchGlob()` never lowercases its input.',
      ].join('\n'),
      NONE,
    );
    expect(units.map((u) => u.text)).toContain('**The retry policy and the recorded decision disagree.**');
    expect(units.map((u) => u.text)).toContain('**Every pattern match is case-sensitive.**');
    expect(units.filter((u) => u.label !== undefined)).toEqual([]);
  });

  it('still reads a short label naming a kind of knowledge as that field', () => {
    const { units } = unitsOf('- **Key design decisions:** keep the cache per user.', NONE);
    expect(units).toMatchObject([{ label: 'decision', text: 'keep the cache per user.' }]);
  });
});
