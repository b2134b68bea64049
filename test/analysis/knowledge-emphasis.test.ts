/**
 * What a writer marks as the point of a paragraph or a list item (a bold
 * sentence before its details, a field label in the singular) ranks as the
 * point, on entries written for this test in the shapes agent histories take
 * ("1. **X is Y.** details", "**Recommendation:** …").
 */
import { describe, expect, it } from 'vitest';
import { knowledgeOfEntries } from '../../src/analysis/knowledge.js';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();

describe('what its writer marks as the point', () => {
  it('a bold sentence is a statement of its own, ranked above the details that follow it', () => {
    const { units } = unitsOf(
      [
        '**Review notes:**',
        '1. **The scheduler never retries.** Each job in `jobs/runner.ts` runs once, and a failed `fetchFeed()` call is dropped for good.',
      ].join('\n'),
      NONE,
    );
    const [point, details] = units;
    expect(point.text).toBe('**The scheduler never retries.**');
    expect(details.text).toMatch(/^Each job in `jobs\/runner.ts` runs once/);
    expect(point.score).toBeGreaterThan(details.score);
  });

  it('a bold sentence is what a tight budget keeps of each finding', () => {
    const findings = [
      '**The scheduler never retries.** Each job in `jobs/runner.ts` runs once, and a failed `fetchFeed()` call in `feeds/poll.ts` is dropped for good.',
      '**Exports ignore the time zone.** The CSV writer in `export/csv.ts` formats every `Date` with `toISOString()`, and `report/daily.ts` reads them back as local times.',
      '**The audit table has no index.** Every `SELECT` in `audit/query.ts` scans `audit_log` in full, and `admin/search.ts` runs one per keystroke.',
    ];
    const { items } = knowledgeOfEntries(
      [
        {
          heading: '2026-03-02: Platform review',
          task: ['**Review notes:**', ...findings.map((f, i) => `${i + 1}. ${f}`)].join('\n'),
          result: '',
        },
      ],
      'history.md',
      '2026-06-01',
      260,
    );
    const kept = items.flatMap((i) => i.lines).join('\n');
    expect(kept).toContain('The scheduler never retries.');
    expect(kept).toContain('Exports ignore the time zone.');
    expect(kept).not.toContain('toISOString()');
  });

  it('a field labelled in the singular ("Recommendation:", "Finding:") is the plural field\'s', () => {
    const [recommendation, finding] = unitsOf(
      [
        '**Recommendation:** Keep the importer a single writer of `data/queue.db`.',
        '',
        '**Finding:** Two workers wrote to `data/queue.db` at once and lost rows.',
      ].join('\n'),
      NONE,
    ).units;
    expect(recommendation).toMatchObject({
      label: 'recommendations',
      text: 'Keep the importer a single writer of `data/queue.db`.',
    });
    expect(finding).toMatchObject({
      label: 'findings',
      text: 'Two workers wrote to `data/queue.db` at once and lost rows.',
    });
  });

  it('a "Result:" field is what came of the work, ranked as an outcome', () => {
    const [step, result] = unitsOf(
      [
        'Moved the legend colours into the chart options of the statistics page.',
        '',
        '**Result**: Legends render in a light grey that stays readable on the dark theme.',
      ].join('\n'),
      NONE,
    ).units;
    expect(result).toMatchObject({
      label: 'result',
      text: 'Legends render in a light grey that stays readable on the dark theme.',
    });
    expect(result.score).toBeGreaterThan(step.score);
  });
});
