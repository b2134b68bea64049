/**
 * Regression found by playing a model whose distil answer is refused: the
 * agent fails when planned, so nothing of it is trimmed, yet a dry run
 * counted its trim (`gc --dry-run --json`: 3 entries and 319 bytes removed,
 * where the real run removes none) and the review said "Would remove 3
 * entries" under "A real run would remove 3 run-log entries", in the
 * dry run and the pull request alike. One plan value tells both runs the same.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import { plan } from '../../src/gc/plan.js';
import { renderReview } from '../../src/render/review.js';
import { gc, KEY, model, ops, store } from '../helpers/distil-store.js';
import type { ModelServer } from '../helpers/model-server.js';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// A heading in a knowledge line: the answer is refused, the agent fails (exit 3).
const REFUSED = ops([{ title: 'Deploy', knowledge: ['# not a line'] }]);

describe("a failed agent's trim is no removal", () => {
  it('gc --dry-run --json counts what the real run removes: nothing', async () => {
    server = await model({ content: REFUSED });
    const root = await store();
    const counts = [];
    for (const flags of [['--dry-run', '--json'], ['--json']]) {
      const r = await gc(root, server, flags);
      expect(r.code, r.err).toBe(3);
      const doc = JSON.parse(r.out);
      counts.push([doc.agents[0].tally, doc.totals.entriesRemoved, doc.totals.bytesRemoved]);
    }
    expect(counts[0]).toEqual(counts[1]);
    expect(counts[0][1]).toBe(0);
  });

  it('the review says it is not trimmed, and its lead removes nothing', async () => {
    server = await model({ content: REFUSED });
    const root = await store();
    const s = await loadStoreConfig(root);
    const p = await plan(s, await selectAgents(s, ['a'], false), {
      steps: ['trim', 'distil'],
      dryRun: true,
      analysis: {
        store: s,
        env: { OPENAI_API_KEY: KEY, MEMKEEP_OPENAI_BASE_URL: server.url },
        analyzer: 'llm',
        cache: { version: 1, agents: {} },
      },
    });
    expect(p.agents[0].status).toBe('failed');
    for (const mode of ['dry-run', 'pull-request'] as const) {
      const review = renderReview(p, undefined, { base: 'main', mode });
      expect(review).toMatch(/\*\*0\*\* run-log entries/);
      expect(review).not.toMatch(/Would remove/);
      expect(review).toContain('**Trim.** Not trimmed: the agent failed, so none of its entries are removed.');
    }
  });
});
