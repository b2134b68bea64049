/**
 * A regression found by playing a hostile model behind the loopback server,
 * through gc in a real temp store: 6 KB of lines added under a reviewer's
 * item evicted memkeep's items to keep knowledge_max, then were folded
 * themselves; the evicted items would have fitted, and were lost to the file.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
