/**
 * Regressions found by an attack on round 3, described as they were: knowledge_max on every run. A reviewer's own item (no evidence
 * line) is never folded, yet the distillation keeps adding lines under it
 * (a model's `update`/`supersede` of it, or the local merge of an entry with
 * its title). Nothing bounds those lines: the file grows past knowledge_max
 * and stays there, run after run, and the cap folds every other item first.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { itemsBytes, parseItems } from '../../src/memory/knowledge/items.js';
import { gc, model, ops, store } from '../helpers/distil-store.js';
import type { ModelServer } from '../helpers/model-server.js';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the cap and a reviewer item', () => {
  it("a model's update of a reviewer's item cannot take the file past knowledge_max", async () => {
    const lines = Array.from(
      { length: 12 },
      (_, i) => `Step ${i + 1}: ${'run `make deploy-staging` with the pinned toolchain '.repeat(3).trim()}`,
    );
    server = await model({
      content: ops([{ op: 'update', item: 'K1', title: 'Deploy', knowledge: lines, evidence: ['E1'] }]),
    });
    const root = await store(
      { 'memory/a/procedural/digest.md': '# Knowledge\n\n## Deploy\nMy own notes on deploying.\n' },
      'knowledge_max = 1024\n',
    );
    const r = await gc(root, server);
    expect(r.code, r.err).toBe(0);
    const digest = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
    const items = parseItems(digest, 2).items;
    expect(itemsBytes(items, 2), digest).toBeLessThanOrEqual(1024);
  });
});
