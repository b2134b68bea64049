/**
 * A worklog entry's "**Commands:**" field, written for this test: the exact
 * command that builds or tests what the entry changed is what a later run
 * needs, where a count of the commands a run executed says nothing.
 */
import { describe, expect, it } from 'vitest';
import { knowledgeOfEntries } from '../../src/analysis/knowledge.js';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();

describe('a commands field', () => {
  it('is knowledge when it gives the command', () => {
    const [unit] = unitsOf('**Commands:** make cache-test', NONE).units;
    expect(unit).toMatchObject({ label: 'commands', text: 'make cache-test' });
    expect(unit.score).toBeGreaterThan(0);
  });

  it('is kept with what the entry says', () => {
    const { items } = knowledgeOfEntries(
      [
        {
          heading: '2025-08-30 Cache eviction tests',
          task: [
            '**Changes:**',
            '- Added tests for the idle sweep.',
            '**Commands:** make cache-test',
            '**Result:** Pending execution; expects tests to pass.',
          ].join('\n'),
          result: '',
        },
      ],
      'WORKLOG.md',
      '2026-06-01',
    );
    expect(items[0].lines).toContain('- **Commands:** make cache-test');
  });

  it('is not when it only counts them', () => {
    expect(unitsOf('### Commands Executed:\n2 command(s)', NONE).units).toEqual([]);
  });
});
