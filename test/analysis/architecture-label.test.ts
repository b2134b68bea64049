/**
 * "### Architecture:" in a session's entry (written for this test in the
 * shape of a session memory) lists how the system is built: design
 * knowledge, ranked as a decision is, above a section of no known kind.
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();

describe('an Architecture section', () => {
  it('is a field of design knowledge', () => {
    const line = '- **Database-first persistence**: events are written to Postgres before the broker sees them';
    const under = (heading: string) => unitsOf(`### ${heading}\n${line}`, NONE).units[0];
    expect(under('Architecture:')).toMatchObject({ label: 'architecture' });
    expect(under('Architecture:').score).toBe(under('Key Decisions:').score);
    expect(under('Architecture:').score).toBeGreaterThan(under('Notes:').score);
  });
});
