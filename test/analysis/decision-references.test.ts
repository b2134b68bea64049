/**
 * A design log states its choices in passing: "Passive check per decision
 * B4 — no durability", "Health floors at 1 (decision A7: no player death)",
 * "MapSchema<number> doesn't serialize well". Each is a decision or a
 * pitfall, though no field names it. Entries written for this test.
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();

describe('decisions and pitfalls stated in passing', () => {
  it('ranks a statement that cites a decision, or says what a thing does not do, above plain narration', () => {
    const body = [
      '- **Crafting:** Validates the recipe, then adds the item. Passive check per decision B4 — no durability.',
      '- **Timer:** Fires every second. Stamina floors at 1 (decision C2: nobody starves).',
      '- **Inventory:** Counted in plain fields, not a keyed map. A keyed map of numbers does not serialize in the wire format.',
      '- **Logging:** Writes one line per tick. Prints the tick number.',
    ].join('\n');
    const score = (t: string) => unitsOf(body, NONE).units.find((u) => u.text.includes(t))?.score ?? -9;
    const plain = score('Prints the tick number.');
    for (const t of ['per decision B4', 'decision C2', 'does not serialize'])
      expect(score(t), t).toBeGreaterThanOrEqual(plain + 2);
  });

  it('does not count a check to run as what a thing does not do', () => {
    const score = (t: string) => unitsOf(`- First line of the entry.\n- ${t}`, NONE).units[1].score;
    expect(score("**Restart**: Verify a restart of the service doesn't crash the app")).toBe(
      score('**Restart**: Verify a restart of the service keeps the app running'),
    );
  });
});
