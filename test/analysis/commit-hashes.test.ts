/**
 * A sessions changelog written for this test in the shape of bullets that
 * cite their commits ("- **Quantity stepper** (commit `6a8857c`): …"): the
 * hash in backticks says where a change is, not what it is, and counted as a
 * name, it lifted "Optimistic local update on tap (commit `4ef77c2`)." over
 * statements that say what the code does.
 */
import { describe, expect, it } from 'vitest';
import { scoreOf } from '../../src/analysis/statement-score.js';

const score = (text: string) => scoreOf(text, undefined, false, new Set())?.score;

describe('a commit hash in a statement', () => {
  it('is no name the statement gives', () => {
    expect(score('Optimistic local update on tap (commit `4ef77c2`).')).toBe(score('Optimistic local update on tap.'));
    expect(score('Dead templates removed in commit `9670125a`, leftover from the old UI.')).toBe(
      score('Dead templates removed, leftover from the old UI.'),
    );
    // A file, or a name of hex letters with no digit, is still a name.
    expect(score('Optimistic local update in `store/cart.ts`.')).toBeGreaterThan(
      score('Optimistic local update on tap.') ?? 0,
    );
    expect(score('Optimistic local update of `deadbeef`.')).toBeGreaterThan(
      score('Optimistic local update on tap.') ?? 0,
    );
  });
});
