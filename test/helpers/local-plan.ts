/**
 * The plan of a trim and its distillation with the local analyzer and an
 * empty cache, as gc makes it for the store at `root`: the start of every
 * test of what the distil step writes or the review shows.
 */
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import type { Plan } from '../../src/gc/model.js';
import { plan } from '../../src/gc/plan.js';

/** `agents` empty: every enabled agent, as `gc --all`. */
export async function distilPlan(root: string, options: { agents?: string[]; dryRun?: boolean } = {}): Promise<Plan> {
  const s = await loadStoreConfig(root);
  const names = options.agents ?? ['a'];
  return plan(s, await selectAgents(s, names, names.length === 0), {
    steps: ['trim', 'distil'],
    dryRun: options.dryRun ?? false,
    analysis: { store: s, env: {}, analyzer: 'local', cache: { version: 1, agents: {} } },
  });
}
