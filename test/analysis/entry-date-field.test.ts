/**
 * Entries that give their time as a record field, on entries written for
 * this test: a worklog of list items headed "**Date (UTC):** 2025-08-30"
 * (the heading names no topic: the entry's Task does), and a learnings log
 * whose heading is an id and whose time is its "**Logged**:" field.
 */
import { describe, expect, it } from 'vitest';
import { stampOf, titleOf } from '../../src/analysis/entry-heading.js';
import { knowledgeOfEntries } from '../../src/analysis/knowledge.js';
import type { EntryFields } from '../../src/format/layout.js';

const entry = (heading: string, task: string, result = ''): EntryFields => ({ heading, task, result });

describe('an entry heading that is a date field', () => {
  it('names no topic and gives the entry its time', () => {
    expect(titleOf('**Date (UTC):** 2025-08-30')).toBe('');
    expect(stampOf('**Date (UTC):** 2025-08-30')).toBe('2025-08-30');
    expect(stampOf('Date: 2025-08-30T10:00Z')).toBe('2025-08-30T10:00Z');
    expect(titleOf('Date: 2025-08-30 - Cache warmup')).toBe('Cache warmup');
  });

  it('titles each entry by its Task, so two tasks of one day are two items', () => {
    const { items } = knowledgeOfEntries(
      [
        entry(
          '**Date (UTC):** 2025-08-30',
          '**Task:** Inventory retries (Task 03)',
          '\t**Changes:**\n\t\t- `aws_inventory.py` retries throttled calls with backoff.',
        ),
        // As a list item log gives it: the whole body as the task.
        entry(
          '**Date (UTC):** 2025-08-30',
          '**Task:** Policy gate workflow (Task 04)\n\t**Changes:**\n\t\t- `policy-gate.yml` runs in warn mode unless the PR asks to enforce.',
        ),
      ],
      'WORKLOG.md',
      '2026-06-01',
    );
    expect(items.map((i) => [i.title, i.evidence, i.confirmed])).toEqual([
      ['Inventory retries (Task 03)', ['2025-08-30'], '2025-08-30'],
      ['Policy gate workflow (Task 04)', ['2025-08-30'], '2025-08-30'],
    ]);
  });

  it('cites the time an entry logs in its body when its heading has none', () => {
    const { items } = knowledgeOfEntries(
      [
        entry(
          '[LRN-20260319-002] best_practice',
          [
            '**Logged**: 2026-03-19T20:35:00Z',
            '**Priority**: high',
            '',
            '### Summary',
            '`max_new_tokens=64` truncates the eval answers; use `128`.',
          ].join('\n'),
        ),
      ],
      'agent-log.md',
      '2026-06-01',
    );
    expect(items.map((i) => [i.evidence, i.confirmed])).toEqual([[['2026-03-19T20:35:00Z'], '2026-03-19']]);
  });
});
