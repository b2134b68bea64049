/**
 * The analyzer memoises task texts by their shape (every run of digits made
 * `0`), which is sound only if normalise gives one answer for every choice
 * of digits: checked on texts built from words, numbers, time units, issue
 * references, versions and punctuation, including units glued together
 * ("1d12h") whose order of replacement matters.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalise } from '../../src/analysis/repeated-work.js';

const piece = fc.oneof(
  fc.constantFrom(
    'Check',
    'build',
    'summarise',
    'PRs',
    'the',
    'Überprüfe',
    'résumé',
    'acme/api',
    'question',
    'from',
    'team',
  ),
  fc.constantFrom('h', 'hr', 'hours', 'd', 'days', 'w', 'wks', 'm', 'mins', 'minutes', 'v', '#', 'x', 'ms'),
  fc.constantFrom(' ', '  ', '-', '/', ':', '.', ', ', '(', ')', '#', '\t'),
  fc.nat({ max: 100_000 }).map(String),
  fc.string({ maxLength: 4 }),
);
const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));

/** The same text with every run of digits replaced by another number. */
function renumbered(t: string, seed: number): string {
  let k = seed;
  return t.replace(/\d+/g, () => String((k = (k * 7919 + 13) % 100_003)));
}

describe('normalise', () => {
  it('gives one answer whatever the digits are (2,000 runs)', () => {
    fc.assert(
      fc.property(text, fc.nat(), (t, seed) => {
        expect(normalise(renumbered(t, seed))).toEqual(normalise(t));
        expect(normalise(t.replace(/\d+/g, '0'))).toEqual(normalise(t));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads time units and drops numbers, refs and versions', () => {
    expect(normalise('Rerun after a 2h wait, then 3 days').surface).toEqual([
      'rerun',
      'after',
      'hour',
      'wait',
      'then',
      'day',
    ]);
    expect(normalise('Review PR #412 for v2.3.0').surface).toEqual(['review', 'pr']);
    expect(normalise('Answer question 17 from team ka').key).toBe(normalise('Answer question 18 from team ka').key);
  });
});
