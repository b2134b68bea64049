/**
 * Regression (review): in a log whose entries are list items, a BOM before
 * the first item hid it (the item pattern starts at the line's start), so
 * the log counted one item fewer and `memkeep log` put a new item between
 * the first two.
 */
import { expect, it } from 'vitest';
import { layoutFor } from '../../src/format/layout.js';

it.each(['newest-first', 'oldest-first'] as const)('a BOM hides no item (%s)', (order) => {
  const layout = layoutFor({ level: 2, items: true, structure: [], order });
  const log = Buffer.from('\uFEFF- [2026-01-02] a\n- [2026-01-01] b\n');
  const entries = layout.entries(log);
  expect(entries.map((e) => e.heading)).toEqual(['[2026-01-02] a', '[2026-01-01] b']);
  // The BOM is the file's: no trim of the first item takes it.
  expect(entries[0].start).toBe(3);
});
