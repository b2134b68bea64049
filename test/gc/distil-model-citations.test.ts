/**
 * Regressions found by playing a model behind the loopback server, through
 * gc in a real temp store:
 *  - a citation an item already shows was counted again: two operations of
 *    one answer citing E1 for one item wrote E1's timestamp twice on its
 *    evidence line, and an update citing an entry whose knowledge a held
 *    trim had already kept counted it a second time (the local merge counts
 *    it once, as docs/knowledge.md promises for both analyzers);
 *  - an item too large for knowledge_max on its own folded every other
 *    item out of the file to make room, then was folded itself: five items
 *    that fitted were lost to the file for nothing.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DIGEST_HEADER } from '../../src/memory/knowledge/distilled.js';
import { parseItems } from '../../src/memory/knowledge/items.js';
import { gc, model, ops, store } from '../helpers/distil-store.js';
import type { ModelServer } from '../helpers/model-server.js';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const DIGEST = 'memory/a/procedural/digest.md';

async function distilled(content: string, digest?: string, toml = '') {
  server = await model({ content });
  const root = await store(digest === undefined ? {} : { [DIGEST]: digest }, toml);
  const r = await gc(root, server);
  return { r, text: await readFile(join(root, DIGEST), 'utf8') };
}

describe('an entry cited again is one citation', () => {
  it('two operations of one answer citing E1 for one item', async () => {
    const { r, text } = await distilled(
      ops([
        { title: 'Deploy', knowledge: ['pin Node 22 in deploy.yml'] },
        { title: 'Deploy', knowledge: ['run npm ci first'] },
      ]),
    );
    expect(r.code, r.err).toBe(0);
    const [item] = parseItems(text, 2).items;
    expect(item.lines).toEqual(['- pin Node 22 in deploy.yml', '- run npm ci first']);
    expect(text).toContain('_Evidence: 2026-01-01T00:00:00Z_\n');
    expect(item.count).toBe(1);
  });

  it('an update citing an entry the item already cites (its trim was held before)', async () => {
    const kept = '## Deploy\n- pin Node 22 in deploy.yml\n_Evidence: 2026-01-01T00:00:00Z_\n';
    const { r, text } = await distilled(
      ops([{ op: 'update', item: 'K1', title: 'Deploy', knowledge: ['run npm ci first'] }]),
      `${DIGEST_HEADER}\n${kept}`,
    );
    expect(r.code, r.err).toBe(0);
    const [item] = parseItems(text, 2).items;
    expect(item.lines).toEqual(['- pin Node 22 in deploy.yml', '- run npm ci first']);
    expect(item.evidence).toEqual(['2026-01-01T00:00:00Z']);
    expect(item.count).toBe(1);
  });
});

describe('an item larger than knowledge_max on its own', () => {
  it('is folded alone: the items that fit stay', async () => {
    const old = Array.from(
      { length: 5 },
      (_, i) => `## Old ${i}\n- fact ${i} about \`x${i}.ts\`\n_Evidence: 2025-0${i + 1}-01T00:00:00Z_\n`,
    ).join('\n');
    const huge = Array.from({ length: 12 }, (_, j) => `${'w'.repeat(590)} ${j}`);
    const { r, text } = await distilled(
      ops([{ title: 'Huge', knowledge: huge, evidence: ['E3'] }]),
      `${DIGEST_HEADER}\n${old}`,
      'knowledge_max = 2048\n',
    );
    expect(r.code, r.err).toBe(0);
    expect(parseItems(text, 2).items.map((i) => i.title)).toEqual(['Old 0', 'Old 1', 'Old 2', 'Old 3', 'Old 4']);
    expect(r.out).toMatch(/1 folded/);
    expect(r.out).toMatch(/folded out of memory\/a\/procedural\/digest\.md[^\n]*: "Huge"\n/);
    // Folded for its size, not as the least confirmed: older items stay.
    expect(r.out).toMatch(/folded "Huge": .* — new in this run, did not fit: too large \(\d+ bytes\) for the room/);
  });
});
