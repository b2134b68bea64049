/**
 * "**Zustand selector anti-pattern**: …" names what not to do: filed under
 * the word "pattern" inside it, the next run read "**Pattern:** the selector
 * creates a new object on every render" as the way to write it.
 */
import { describe, expect, it } from 'vitest';
import { labelOf } from '../../src/analysis/statement-labels.js';
import { unitsOf } from '../../src/analysis/statements.js';

describe('an anti-pattern label', () => {
  it('is a pitfall, not a pattern', () => {
    expect(labelOf('Store selector anti-pattern')).toBe('pitfall');
    expect(labelOf('Anti-patterns')).toBe('pitfall');
    expect(labelOf('Antipattern')).toBe('pitfall');
    expect(labelOf('Key pattern')).toBe('key pattern');
    const { units } = unitsOf(
      '- **Store selector anti-pattern**: a selector returning an object literal re-renders forever',
      new Set(),
    );
    expect(units[0]).toMatchObject({ label: 'pitfall' });
  });
});
