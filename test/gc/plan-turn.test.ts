/**
 * A plan lets the event loop turn before it reads anything. V8 finishes a
 * major collection's marking in tasks that the loop runs; gc, status and
 * the Action plan a store batch after batch, and with its files read
 * synchronously a run never waited, so the marking finished only at the
 * heap's limit (gc --all at 1,000 agents peaked at 340 MB of memory, not
 * 290: docs/benchmarks.md). What runs in the loop meanwhile is observable:
 * a callback queued before the plan has run when the plan reads its first agent.
 */
import { expect, it } from 'vitest';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import { plan } from '../../src/gc/plan.js';
import { log } from '../helpers/runlog.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

it("a plan turns the event loop before it reads the batch's first agent", async () => {
  const root = await tempDir();
  await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\n', 'memory/a.md': log(4) });
  const store = await loadStoreConfig(root);
  const agents = await selectAgents(store, ['a'], false);
  let turned = false;
  setImmediate(() => {
    turned = true;
  });
  const seen: boolean[] = [];
  const planned = await plan(store, agents, {
    steps: ['trim'],
    dryRun: true,
    analysis: { store, env: {} },
    progress: (phase) => {
      if (phase === 'read') seen.push(turned);
    },
  });
  expect(planned.agents[0].steps.trim?.plan?.removed).toBe(2);
  expect(seen).toEqual([true]);
});
