/**
 * Fields written as list items, on entries written for this test: a
 * decision log's "- Decision: …", "- Reason: …", "- Consequence: …" are
 * three fields side by side, so the Decision label holds for its own item
 * and the list nested under it, not for the items beside it.
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();
const labelled = (body: string) => unitsOf(body, NONE).units.map((u) => [u.label, u.text]);

describe('fields written as list items', () => {
  it('ends a list item field at the next item beside it that has a label of its own', () => {
    expect(
      labelled(
        [
          '- Decision: Cache entries expire after `ttlMs` of idle time.',
          '  - the sweep runs in `evictIdle()` every minute',
          '- Reason: Memory grew without bound on long sessions.',
          '- Consequence: Callers must not hold cache entries across awaits.',
        ].join('\n'),
      ),
    ).toEqual([
      ['decision', 'Cache entries expire after `ttlMs` of idle time.'],
      ['decision', 'the sweep runs in `evictIdle()` every minute'],
      [undefined, 'Reason: Memory grew without bound on long sessions.'],
      [undefined, 'Consequence: Callers must not hold cache entries across awaits.'],
    ]);
  });

  it('keeps a field opened by a line of its own over the list right after it', () => {
    expect(
      labelled(['**Gaps:**', '- Missing widgets: DataGrid, Pagination', '- No event bus detected'].join('\n')).map(
        ([l]) => l,
      ),
    ).toEqual(['gaps', 'gaps']);
  });
});
