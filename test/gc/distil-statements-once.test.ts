/**
 * Regressions found by playing a model behind the loopback server whose
 * valid distil answer writes a statement twice, through gc in a real temp
 * store: two adds of the same statement under two titles, an add of a
 * statement another item holds, an update repeating a line of its item in
 * another case, a supersede by what another item says (the file then kept
 * the old item beside the new text), an add whose title has no letters
 * merged into another such item. The local merge writes each statement once;
 * the contract holds the model's operations to the same. And one about the
 * cap: 6 KB of lines added under a reviewer's item evicted memkeep's items to
 * keep knowledge_max, then were folded themselves; the evicted items would
 * have fitted, and were lost to the file.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseItems } from '../../src/memory/knowledge/items.js';
import { statementKey } from '../../src/memory/knowledge/merge-items.js';
import { gc, model, ops, store } from '../helpers/distil-store.js';
import type { ModelServer, Reply } from '../helpers/model-server.js';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const DIGEST = 'memory/a/procedural/digest.md';
const MINE = '## Where to look\nThe runbook is the first place to check.\n';
const DEPLOY = '## Deploy\n- pin Node 22 in deploy.yml\n_Evidence: 2025-12-01T00:00:00Z_\n';

async function distilled(reply: Reply, digest = `# Knowledge\n\n${MINE}\n${DEPLOY}`, toml = '') {
  server = await model(reply);
  const root = await store({ [DIGEST]: digest }, toml);
  const r = await gc(root, server);
  return { r, root, text: await readFile(join(root, DIGEST), 'utf8') };
}

describe('a valid answer writes each statement once', () => {
  const statements = (text: string) => parseItems(text, 2).items.flatMap((i) => i.lines.map(statementKey));

  it('adds of a statement the file or the answer already holds', async () => {
    const { r, text } = await distilled({
      content: ops([
        { title: 'Node', knowledge: ['Pin node 22 in deploy.yml.'] },
        { title: 'Runtime', knowledge: ['Use Corepack for pnpm', 'use corepack for PNPM!'] },
        { title: 'Tooling', knowledge: ['Use Corepack for pnpm.', 'Cache the store'] },
      ]),
    });
    expect(r.code, r.err).toBe(0);
    const keys = statements(text);
    expect(new Set(keys).size, text).toBe(keys.length);
    expect(text).toContain('- Cache the store');
    expect(text).not.toContain('## Node');
  });

  it('an update repeating a line of its item in another case', async () => {
    const { r, text } = await distilled({
      content: ops([{ op: 'update', item: 'K2', knowledge: ['Pin Node 22 in deploy.yml', 'Run npm ci'] }]),
    });
    expect(r.code, r.err).toBe(0);
    expect(parseItems(text, 2).items[1].lines).toEqual(['- pin Node 22 in deploy.yml', '- Run npm ci']);
  });

  it('a supersede by what another item says leaves no item beside it', async () => {
    const { r, text } = await distilled(
      { content: ops([{ op: 'supersede', item: 'K2', knowledge: ['pin Node 24 in deploy.yml'] }]) },
      `# Knowledge\n\n${MINE}\n${DEPLOY}\n## Runtime\n- Pin Node 24 in deploy.yml.\n_Evidence: 2025-12-02T00:00:00Z_\n`,
    );
    expect(r.code, r.err).toBe(0);
    expect(text).not.toContain('Node 22');
    const keys = statements(text);
    expect(new Set(keys).size, text).toBe(keys.length);
  });

  it('adds whose titles have no letters stay items of their own', async () => {
    const { r, text } = await distilled({
      content: ops([
        { title: '!!!', knowledge: ['first fact'] },
        { title: '???', knowledge: ['second fact'] },
      ]),
    });
    expect(r.code, r.err).toBe(0);
    expect(parseItems(text, 2).items.map((i) => i.title)).toEqual(['Where to look', 'Deploy', '!!!', '???']);
  });
});

describe('knowledge_max', () => {
  it("folding what was added under a reviewer's item keeps the items that then fit", async () => {
    const { r, text } = await distilled(
      {
        content: ops([
          {
            op: 'update',
            item: 'K1',
            knowledge: Array.from({ length: 12 }, (_, i) => `junk ${i} `.repeat(50).trim()),
          },
        ]),
      },
      undefined,
      'knowledge_max = 400\n',
    );
    expect(r.code, r.err).toBe(0);
    expect(text).not.toContain('junk');
    expect(text).toContain(DEPLOY);
  });
});
