/**
 * Statements that say nothing once their entry is gone: one whose object is
 * the sentence before it ("All five panels were refactored to use it."), and
 * a field that only says what comes next ("**Next:** Phase 3 starts").
 * Entries written for this test.
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();
const units = (body: string) => unitsOf(body, NONE).units;

describe('statements that lean on what is gone', () => {
  it('ranks a sentence ending on a pronoun for the sentence before it below one that names its object', () => {
    const us = units(
      '- **Value picker:** Moved into `renderPicker()`. All five panels were refactored to use it. All five panels call `renderPicker()`.',
    );
    const it_ = us.find((u) => u.text === 'All five panels were refactored to use it.');
    const named = us.find((u) => u.text === 'All five panels call `renderPicker()`.');
    expect(it_?.score).toBeLessThan(named?.score ?? 0);
    expect(it_?.score).toBeLessThan(1);
  });

  it('leaves out a field that only says what comes next', () => {
    const texts = units(
      ['- **Next:** Phase 2.2 (Resources) is the next track.', '- **Decision:** Keep `berries` in the inventory.'].join(
        '\n',
      ),
    ).map((u) => u.text);
    expect(texts).toEqual(['Keep `berries` in the inventory.']);
  });
});
