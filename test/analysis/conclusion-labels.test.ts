/**
 * Labels of the shapes a research loop's state file uses, written for this
 * test: "Findings (12 runs, 3 datasets):" over its list, "Iteration 9 fix
 * (2026-03-04): …", "Conclusion: …", "Implication: …", and a write-up's
 * "**Bug this fixes.**", whose kind is the problem, not a fix.
 */
import { describe, expect, it } from 'vitest';
import { labelOf } from '../../src/analysis/statement-labels.js';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();
const labelled = (body: string) => unitsOf(body, NONE).units.map((u) => [u.label, u.text]);

describe('labels with a note or a number', () => {
  it('reads a field whose note in brackets is long, over the list it opens', () => {
    expect(
      labelled(
        [
          '- Findings (12 runs, 3 datasets, top-8 of 64 heads, 40 layers):',
          '  * Early layers stay diffuse; mid layers specialise.',
        ].join('\n'),
      ),
    ).toEqual([['findings', 'Early layers stay diffuse; mid layers specialise.']]);
  });

  it("reads a run's fix by its kind", () => {
    expect(labelled('- Iteration 9 fix (2026-03-04): cap each GPU at `--max-mem 20` so staging fits.')).toEqual([
      ['fix', 'cap each GPU at `--max-mem 20` so staging fits.'],
    ]);
  });
});

describe('what a run concluded', () => {
  it('is knowledge, as an outcome is', () => {
    for (const label of ['Conclusion', 'Implication'])
      expect(unitsOf(`- ${label}: the small head is enough at n=32.`, NONE).units[0].label).toBe(label.toLowerCase());
    const [concluded] = unitsOf('- Conclusion: ship the small head; drop the tree model.', NONE).units;
    const [plain] = unitsOf('- Note: ship the small head; drop the tree model.', NONE).units;
    expect(concluded.score).toBeGreaterThan(plain.score);
  });
});

describe('a kind word used as a verb', () => {
  it('does not make the label that kind ("Bug this fixes" is no Fix)', () => {
    expect(labelOf('Bug this fixes.')).not.toBe('fix');
    expect(labelOf('What it fixes')).not.toBe('fix');
    expect(labelOf('Team decision merged')).toBe('decision');
    expect(labelOf('Key fixes')).toBe('fix');
  });
});
