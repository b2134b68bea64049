/**
 * A model's operations are applied one after another, and a statement is
 * written once: what one operation leaves out because another item holds
 * it must not be lost when a later operation takes it from that item; and
 * an add that only repeats a reviewer's item changes nothing, so the review
 * shows no change for it.
 */
import { expect, it } from 'vitest';
import { applyOperations } from '../../src/analysis/distil-operations.js';
import type { ModelOperation } from '../../src/analysis/distil-prompt.js';
import type { KnowledgeItem } from '../../src/memory/knowledge/items.js';

const sent = [{ heading: '2026-02-01T00:00:00Z', task: 'CI', result: 'Moved CI to Node 20 on ubuntu-24.04.' }];
const item = (title: string, line: string, confirmed = '2026-01-01'): KnowledgeItem => ({
  title,
  lines: [`- ${line}`],
  evidence: confirmed ? ['2026-01-01T00:00:00Z'] : [],
  count: confirmed ? 1 : 0,
  confirmed,
});
const op = (o: Partial<ModelOperation>): ModelOperation => ({
  op: 'supersede',
  item: 'K1',
  title: 'T',
  knowledge: [],
  evidence: ['E1'],
  ...o,
});
const apply = (current: KnowledgeItem[], ops: ModelOperation[]) =>
  applyOperations(current, ops, sent, 0, '2026-02-02', 'openai/gpt-test');

it('keeps a statement an earlier operation left to an item a later one supersedes', () => {
  const { items } = apply(
    [item('Node', 'Use Node 18'), item('CI', 'CI runs Node 20')],
    [op({ item: 'K1', knowledge: ['CI runs Node 20'] }), op({ item: 'K2', knowledge: ['CI image is ubuntu-24.04'] })],
  );
  const lines = items.flatMap((i) => i.lines);
  expect(lines).toContain('- CI runs Node 20');
  expect(lines).toContain('- CI image is ubuntu-24.04');
  expect(lines).not.toContain('- Use Node 18');
  expect(lines.filter((l) => l === '- CI runs Node 20')).toHaveLength(1);
});

it('shows no change for an add that only repeats a reviewer’s item', () => {
  const { items, ops } = apply(
    [item('Rules', 'never push', '')],
    [op({ op: 'add', item: null, title: 'Pushing', knowledge: ['Never push.'] })],
  );
  expect(ops).toEqual([]);
  expect(items).toEqual([item('Rules', 'never push', '')]);
});
