/**
 * A learnings log's entry (an id heading, record fields, then Summary,
 * Details, Suggested Action and Metadata sections), written for this
 * test: the suggested action is the rule to follow next time, and the
 * record fields and metadata say where the entry came from, not what it
 * found.
 */
import { describe, expect, it } from 'vitest';
import { titleOf } from '../../src/analysis/entry-heading.js';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();
const ENTRY = [
  '**Logged**: 2026-02-10T09:00:00Z',
  '**Priority**: high',
  '**Area**: infra',
  '',
  '### Summary',
  'Nightly backups stopped when the bucket quota filled.',
  '',
  '### Details',
  'The job kept running but every upload was refused, and nobody looked at the job output for a week.',
  '',
  '### Suggested Action',
  'Alert on a refused upload instead of counting on someone reading the job output.',
  '',
  '### Metadata',
  '- Source: incident',
  '- Tags: backups, quota',
].join('\n');

describe('a learnings log entry', () => {
  it('keeps its summary, details and suggested action, not its record fields or metadata', () => {
    expect(unitsOf(ENTRY, NONE).units.map((u) => u.label)).toEqual(['summary', 'details', 'suggested action']);
  });

  it('ranks the suggested action above the details', () => {
    const [, details, action] = unitsOf(ENTRY, NONE).units;
    expect(action.score).toBeGreaterThan(details.score);
  });

  it('is named by what it says when its heading is only its id and kind', () => {
    expect(titleOf('[LRN-20260210-002] best_practice')).toBe('');
    expect(titleOf('[ERR-20260210-001] correction')).toBe('');
    expect(titleOf('[LRN-20260210-003] Nightly backups need a quota alert')).toBe(
      '[LRN-20260210-003] Nightly backups need a quota alert',
    );
  });
});
