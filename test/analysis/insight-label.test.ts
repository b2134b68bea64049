/**
 * A research session's "**Key insight**:" field, written for this test in
 * the shape of a proof journal: what the run understood about the problem,
 * in prose that names few files or identifiers, beside the account of the
 * scripts it ran. The insight is what a later session needs first.
 */
import { describe, expect, it } from 'vitest';
import { knowledgeOfEntries } from '../../src/analysis/knowledge.js';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();

describe('an insight field', () => {
  it('is knowledge, singular or plural', () => {
    for (const body of [
      '**Key insight**: the queue model is the discrete limit of the flow model.',
      'Insights: the queue model is the discrete limit of the flow model.',
    ]) {
      const [unit] = unitsOf(body, NONE).units;
      expect(unit.label).toMatch(/insight/);
      expect(unit.score).toBeGreaterThanOrEqual(3);
    }
  });

  it('is kept before the account of the scripts a session ran', () => {
    const sessions = ['Session 1', 'Session 2', 'Session 3'].map((heading, n) => ({
      heading,
      task: [
        `**Goal**: settle question ${n + 1} of the flow model.`,
        '',
        `**Key insight**: the stationary law of stage ${n + 1} factorises over the cycles of the graph.`,
        '',
        `Ran \`sweep_${n}.py\` over forty seeds and \`check_${n}.py\` on each result.`,
      ].join('\n'),
      result: '',
    }));
    // A budget that pays one statement a session.
    const { items } = knowledgeOfEntries(sessions, 'transcript.md', '2026-06-01', 420);
    const text = items.flatMap((i) => i.lines).join('\n');
    for (const n of [1, 2, 3]) expect(text).toContain(`stationary law of stage ${n}`);
  });
});
