/**
 * "### Success Criteria: ALL MET ✅" over the ticked list of what a plan
 * asked for (written for this test in the shape of a session memory): the
 * list restates the work as done, a record like "Tests:", and the heading's
 * label is what comes before its colon.
 */
import { describe, expect, it } from 'vitest';
import { labelOf } from '../../src/analysis/statement-labels.js';
import { unitsOf } from '../../src/analysis/statements.js';

describe('a Success Criteria section', () => {
  it('is a record, its status after the colon left out of its label', () => {
    expect(labelOf('Success Criteria: ALL MET ✅')).toBe('success criteria');
    expect(labelOf('Key Decisions: (revised)')).toBe('decision');
    const { units } = unitsOf(
      [
        '### Success Criteria: ALL MET ✅',
        '- ✅ Collector running',
        '- ✅ Spans reach the store',
        '',
        '### Key Decisions:',
        '- **Batch size**: flush every 5,000 spans or 2 seconds',
      ].join('\n'),
      new Set(),
    );
    expect(units.map((u) => u.text)).toEqual(['**Batch size**: flush every 5,000 spans or 2 seconds']);
  });
});
