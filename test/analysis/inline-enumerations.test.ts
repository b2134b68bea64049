/**
 * A fix told as one sentence of lettered or numbered parts, in the shape of
 * a requirements document's changelog paragraph written for this test
 * ("Fix: (a) the heartbeat carries …; (b) `reconcile_account()` closes …;
 * (c) …"): each part says a thing of its own. Read as one statement of 600
 * bytes or more, it was kept whole or not at all, and the budget of its
 * entry seldom paid it.
 */
import { describe, expect, it } from 'vitest';
import { sentences } from '../../src/analysis/statement-text.js';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();

describe('a sentence of enumerated parts', () => {
  it('is one statement a part', () => {
    expect(
      sentences(
        'Fix: (a) the heartbeat now carries `open_tickets`; (b) `reconcile_account()` closes any open trade whose ticket the EA no longer reports; (c) a Sync button runs it by hand.',
      ),
    ).toEqual([
      'Fix: (a) the heartbeat now carries `open_tickets`',
      '(b) `reconcile_account()` closes any open trade whose ticket the EA no longer reports',
      '(c) a Sync button runs it by hand.',
    ]);
    expect(sentences('Steps: (1) build the image; (2) push it to `ghcr.io`.')).toEqual([
      'Steps: (1) build the image',
      '(2) push it to `ghcr.io`.',
    ]);
  });

  it('keeps a semicolon before other brackets in its sentence', () => {
    expect(sentences('The cache is keyed by tenant; (see ADR-4) the old key leaked rows.')).toEqual([
      'The cache is keyed by tenant; (see ADR-4) the old key leaked rows.',
    ]);
    // A bracket after a semicolon with no first part before it is no enumeration.
    expect(unitsOf('- Retries are capped at three; (b) is the fallback.', NONE).units.map((u) => u.text)).toEqual([
      'Retries are capped at three; (b) is the fallback.',
    ]);
  });
});
