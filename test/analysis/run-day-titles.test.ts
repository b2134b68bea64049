/**
 * Headings of numbered runs that give their day after a separator, written
 * for this test in the shapes of session logs: "Session 3 — Feb 10, 2026",
 * "Session 11 — 2026-05-23 (search and shortcuts)". The run's number names
 * the entry, the evidence line gives its day: the title need not repeat it,
 * and an entry whose day comes before its topic in brackets is cited by it.
 */
import { describe, expect, it } from 'vitest';
import { stampOf, titleOf } from '../../src/analysis/entry-heading.js';
import { knowledgeOfEntries } from '../../src/analysis/knowledge.js';

describe("a numbered run's day in its heading", () => {
  it('is left out of the title and cited, at the end or before a topic in brackets', () => {
    expect(titleOf('Session 3 — Feb 10, 2026')).toBe('Session 3');
    expect(stampOf('Session 3 — Feb 10, 2026')).toBe('2026-02-10');
    expect(titleOf('Session 11 — 2026-05-23 (search and shortcuts)')).toBe('Session 11 (search and shortcuts)');
    expect(stampOf('Session 11 — 2026-05-23 (search and shortcuts)')).toBe('2026-05-23');
  });

  it('is left out of the title and cited when it is in brackets before the topic, with its time', () => {
    expect(titleOf('Iteration 9 (2026-03-04 09:15 EDT) — Cache warm-up done')).toBe('Iteration 9 — Cache warm-up done');
    expect(stampOf('Iteration 9 (2026-03-04 09:15 EDT) — Cache warm-up done')).toBe('2026-03-04 09:15');
    expect(titleOf('Iteration 8 (2026-03-04 08:50 EDT)')).toBe('Iteration 8');
    expect(stampOf('Iteration 8 (2026-03-04 08:50 EDT)')).toBe('2026-03-04 08:50');
    expect(titleOf('Track B — Iteration 15 (2026-03-04) — item 1 done (decoder)')).toBe(
      'Track B — Iteration 15 — item 1 done (decoder)',
    );
    expect(stampOf('Track B — Iteration 15 (2026-03-04) — item 1 done (decoder)')).toBe('2026-03-04');
    // A title of words keeps its day, and is cited by it.
    expect(titleOf('Retro (2026-03-04) — what slowed the deploy')).toBe('Retro (2026-03-04) — what slowed the deploy');
    expect(stampOf('Retro (2026-03-04) — what slowed the deploy')).toBe('2026-03-04');
  });

  it('stays in a title of words, which two entries of one topic would otherwise share', () => {
    expect(titleOf('Cache rewrite — 2026-01-05')).toBe('Cache rewrite — 2026-01-05');
    expect(stampOf('Cache rewrite — 2026-01-05')).toBe('2026-01-05');
    expect(titleOf('Deploy review — updated 2026-01-10 (hotfix)')).toBe('Deploy review — updated 2026-01-10 (hotfix)');
  });

  it('gives the item its citation instead of the log and today', () => {
    const { items } = knowledgeOfEntries(
      [
        {
          heading: 'Session 11 — 2026-05-23 (search and shortcuts)',
          task: '- Shortcuts are registered once at boot in `bindKeys()`, not on every render.',
          result: '',
        },
      ],
      'CHANGELOG.md',
      '2026-06-01',
    );
    expect(items[0].title).toBe('Session 11 (search and shortcuts)');
    expect(items[0].evidence).toEqual(['2026-05-23']);
  });
});
