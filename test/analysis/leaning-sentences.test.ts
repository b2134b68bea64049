/**
 * A sentence that leans on the one before it on its line ("Doctor reads it
 * on next run." after the sentence saying what "it" is, "It uses …") says
 * nothing once that one is gone: it is kept only when that one is, and then
 * on its line. Kept alone, Squad's "**Pattern:** Doctor reads it on next
 * run." was a line of knowledge about nothing. A history entry of our own.
 */
import { describe, expect, it } from 'vitest';
import { knowledgeOfEntries } from '../../src/analysis/knowledge.js';
import { unitsOf } from '../../src/analysis/statements.js';
import { renderItem } from '../../src/memory/knowledge/items.js';

const PATTERN =
  '**Pattern:** The limit is recorded in `.cache/limits.json` as `{ at, retryAfter, model }`. Doctor reads it on next run. The file is never deleted — `doctor` marks it stale after 4h.';
const entry = {
  heading: '2026-03-20: Rate limit recovery',
  task: [
    '**Context:** Users hitting rate limits saw a generic error and nothing in the doctor report.',
    '',
    PATTERN,
  ].join('\n'),
  result: '',
};
const written = (budget: number) =>
  knowledgeOfEntries([entry], 'history.md', '2026-06-01', budget)
    .items.map((i) => renderItem(i, 3))
    .join('\n');

describe('a sentence leaning on the one before it', () => {
  it('knows which statement it leans on, on its own line only', () => {
    const { units } = unitsOf([PATTERN, '- It uses `IsBuildCompletedAsync` to stop refreshing.'].join('\n'), new Set());
    const at = (text: string) => units.find((u) => u.text.startsWith(text));
    expect(at('Doctor reads it')?.after).toBe(at('The limit is recorded')?.at);
    expect(at('The file is never deleted')?.after).toBeUndefined();
    // First on its line: what "it" is was said on another line, or not at all; it only ranks lower.
    expect(at('It uses')?.after).toBeUndefined();
  });

  it('is not "both … and …", which names what it speaks of', () => {
    const { units } = unitsOf(
      '- The CLI is published as its own package. Both `squad-cli` and `squad-sdk` must be installed together. Both are pinned.',
      new Set(),
    );
    const at = (text: string) => units.find((u) => u.text.startsWith(text));
    expect(at('Both `squad-cli`')?.after).toBeUndefined();
    expect(at('Both are pinned')?.after).toBe(at('Both `squad-cli`')?.at);
  });

  it('is not kept when the budget leaves out the statement it leans on', () => {
    expect(written(150)).toContain('The file is never deleted');
    expect(written(150)).not.toContain('The limit is recorded');
    for (let budget = 150; budget <= 400; budget += 10)
      for (const line of written(budget).split('\n'))
        if (line.includes('Doctor reads it')) expect(line, `budget ${budget}`).toContain('The limit is recorded');
  });

  it('is kept on the line of the statement it leans on when both fit', () => {
    expect(written(400)).toContain(
      '- **Pattern:** The limit is recorded in `.cache/limits.json` as `{ at, retryAfter, model }`. Doctor reads it on next run.',
    );
  });
});
