/**
 * Which agents a run covers, for every front end: the ones named, or with
 * `all` every agent in the store in name order. A config that does not load
 * is a failed agent, not a failed run (axe's `gc --all`: the others go on).
 */

import { storeRelative } from '../config/confine.js';
import { discoverAgents, loadAgent, loadAgentRef } from '../config/load.js';
import type { Agent, StoreConfig } from '../config/types.js';

export interface Selected {
  name: string;
  /** Loaded; `memory.enabled` may still be false. */
  agent?: Agent;
  /** Why the config did not load. */
  error?: unknown;
}

/**
 * The named agents, or every agent (`names` empty and `all`). With `all`,
 * agents whose memory is not enabled are left out, each with a line in
 * `warnings` (a log nobody trims grows forever, so this is never silent);
 * named ones are kept, so the front end can say why it skips them.
 */
export async function selectAgents(
  store: StoreConfig,
  names: string[],
  all: boolean,
  warnings: string[] = [],
): Promise<Selected[]> {
  if (!all) return Promise.all(names.map((name) => settle(name, () => loadAgent(store, name))));
  const selected = await Promise.all(
    (await discoverAgents(store)).map((ref) => settle(ref.name, () => loadAgentRef(store, ref))),
  );
  for (const s of selected) {
    if (s.error === undefined && !s.agent!.memory.enabled) {
      warnings.push(
        `agent "${s.name}" is skipped: ${storeRelative(store, s.agent!.configFile)} does not set enabled = true in [memory]`,
      );
    }
  }
  return selected.filter((s) => s.error !== undefined || s.agent!.memory.enabled);
}

async function settle(name: string, load: () => Promise<Agent>): Promise<Selected> {
  try {
    return { name, agent: await load() };
  } catch (error) {
    return { name, error };
  }
}
