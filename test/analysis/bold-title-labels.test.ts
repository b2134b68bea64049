/**
 * A phrase set in bold with no colon, then a status ("- ✅ **Queue Worker
 * Fixes** - COMPLETE ✅" over the list of what was done), is the title of
 * its list item, not a field named by a word inside it: read as a Fix field,
 * "- COMPLETE ✅" was kept as a fix and every item under it filed as one.
 * A session memory of our own, in the shape of a work-completed list.
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();

describe('a bold phrase without a colon', () => {
  it('is part of its statement, not a field named by a word inside it', () => {
    const { units } = unitsOf(
      [
        '- ✅ **Queue Worker Fixes** - COMPLETE ✅',
        '  - Retries now back off from 2 s to 60 s',
        '  - Dead letters are kept for 14 days',
      ].join('\n'),
      NONE,
    );
    expect(units.map((u) => u.text)).toContain('✅ **Queue Worker Fixes** - COMPLETE ✅');
    expect(units.filter((u) => u.label === 'fix')).toEqual([]);
  });

  it('still reads a bold label with its colon, or an exact label without one, as that field', () => {
    expect(unitsOf('- **Key design decisions:** keep the cache per user.', NONE).units).toMatchObject([
      { label: 'decision', text: 'keep the cache per user.' },
    ]);
    expect(unitsOf('- **Root cause** the lock was taken twice.', NONE).units).toMatchObject([
      { label: 'root cause', text: 'the lock was taken twice.' },
    ]);
  });
});
