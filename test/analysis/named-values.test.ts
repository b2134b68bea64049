/**
 * A field that names its value ("**Asset pipeline:** `build/pipeline.js`",
 * "Entry: `src/main.ts`", "**Limits**: min 2, max 8"): short, and a bare list
 * of names without its label, but with it a fact a later run looks up; a
 * field listing three names or more ("**Files created**: `a.py`, `b.py`,
 * `c.py`") is an inventory. Entries written for this test.
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();
const score = (body: string, text: string) => unitsOf(body, NONE).units.find((u) => u.text === text)?.score;

describe('a field that names its value', () => {
  it('ranks a labelled path or setting as a statement worth keeping', () => {
    const body = [
      '**Bundler:** `build/pipeline.js`. Entry: `src/main.ts`. Only the admin plugin CSS is compiled.',
      '- **Limits**: min-width 280px, max-width 50vw.',
      '- min-width 300px, max-width 40vw.',
    ].join('\n');
    // An entry keeps a statement after its first when it scores at least 1 (knowledge.ts).
    expect(score(body, '**Bundler:** `build/pipeline.js`.')).toBeGreaterThanOrEqual(1);
    expect(score(body, 'Entry: `src/main.ts`.')).toBeGreaterThanOrEqual(1);
    // Without its label, the same values are a bare list.
    expect(score(body, '**Limits**: min-width 280px, max-width 50vw.')).toBeGreaterThan(
      score(body, 'min-width 300px, max-width 40vw.') ?? 0,
    );
  });

  it('still ranks a bare list of names and a three-word line low', () => {
    const body = ['- SearchBar, LineChart, BarChart', '- Update to match.'].join('\n');
    expect(score(body, 'SearchBar, LineChart, BarChart')).toBeLessThan(1);
    expect(score(body, 'Update to match.')).toBeLessThan(1);
  });

  it('is one value: a field listing three names or more is an inventory, as a bare list is', () => {
    const body = [
      '**Goal**: find where the queue stalls.',
      '**Files created**: `probe_a.py`, `probe_b.py`, `sweep_c.py`',
      '',
      'A `max_inflight` above the pool size stalls `drain_queue`.',
    ].join('\n');
    expect(score(body, '**Files created**: `probe_a.py`, `probe_b.py`, `sweep_c.py`')).toBeLessThan(
      score(body, 'A `max_inflight` above the pool size stalls `drain_queue`.') ?? 0,
    );
  });

  it('keeps a statement whose names are in brackets, not only a placeholder in them', () => {
    const texts = unitsOf('Save bug (no workflowId/versionId sent). Notes (Add details).', NONE).units.map(
      (u) => u.text,
    );
    expect(texts).toEqual(['Save bug (no workflowId/versionId sent).']);
  });
});
