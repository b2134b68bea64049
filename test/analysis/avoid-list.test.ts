/**
 * A log's own conventions end with what not to do ("Avoid:" over a list):
 * each item is a rule, as a "Rule:" field's would be. Entries written for
 * this test.
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../src/analysis/statements.js';

describe('an Avoid: list', () => {
  it('files each item as knowledge, shown under its label', () => {
    const { units } = unitsOf(
      [
        'Keep entries short.',
        '',
        'Avoid:',
        '',
        '- pasting whole stack traces into an entry',
        '- restating what the changelog already says',
      ].join('\n'),
      new Set(),
    );
    const avoid = units.filter((u) => u.label === 'avoid');
    expect(avoid.map((u) => u.text)).toEqual([
      'pasting whole stack traces into an entry',
      'restating what the changelog already says',
    ]);
    for (const u of avoid) expect(u.score).toBeGreaterThanOrEqual(3);
  });
});
