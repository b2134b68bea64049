/**
 * A heading's time may carry its zone as letters ("2026-04-04 21:55 BST -
 * US-009"): the zone is part of the time, not of the title.
 */
import { describe, expect, it } from 'vitest';
import { titleOf } from '../../src/analysis/entry-heading.js';

describe('an entry heading with a zone after its time', () => {
  it('is titled without the zone', () => {
    expect(titleOf('2026-04-04 21:55 BST - US-009')).toBe('US-009');
    expect(titleOf('2026-04-04T21:55 UTC: Cache warmup')).toBe('Cache warmup');
  });

  it('keeps a title that starts with capitals after a bare date', () => {
    expect(titleOf('2026-04-04 API keys rotated')).toBe('API keys rotated');
    expect(titleOf('2026-04-04 - CORS fix')).toBe('CORS fix');
  });
});
