/**
 * Which agents a run covers, for every front end: the ones named, or with
 * `all` every agent in the store in name order. A config that does not load
 * is a failed agent, not a failed run (axe's `gc --all`: the others go on).
 */

import { basename, join } from 'node:path';
import { discoverAgents, loadAgent, loadAgentRef } from '../config/agent-config.js';
import { storeRelative } from '../config/confine.js';
import { DISTILLED_FILES } from '../config/paths.js';
import { refuseUnknownKeys } from '../config/store-config.js';
import type { Agent, StoreConfig } from '../config/types.js';
import { configError } from '../errors.js';
import type { Progress } from './model.js';

export interface Selected {
  name: string;
  /** Loaded; `memory.enabled` may still be false. */
  agent?: Agent;
  /** Why the config did not load. */
  error?: unknown;
}

export interface SelectOptions {
  /**
   * Set when the run rewrites or deletes memory: an agent with unknown
   * `[memory]` keys fails (config error) instead of running on the defaults
   * the keys were meant to change. The text says which run it is.
   */
  refuseUnknownKeys?: string;
  /** Counts configs as they load (phase `config`): the first thing a long run does. */
  progress?: Progress;
}

/**
 * The named agents, or every agent (`names` empty and `all`). With `all`,
 * agents whose memory is not enabled are left out, each with a line in
 * `warnings` unless their config says `enabled = false` (a log nobody trims
 * grows forever, so leaving one out by default is never silent; one switched
 * off on purpose is not worth a line on every run); named ones are kept, so
 * the front end can say why it skips them.
 */
export async function selectAgents(
  store: StoreConfig,
  names: string[],
  all: boolean,
  warnings: string[] = [],
  options: SelectOptions = {},
): Promise<Selected[]> {
  const checked = async (load: Promise<Agent>) => {
    const agent = await load;
    if (options.refuseUnknownKeys !== undefined && agent.memory.enabled)
      refuseUnknownKeys(agent, options.refuseUnknownKeys);
    return agent;
  };
  if (!all) {
    // The Action names several (`agents: a, b`): two of them can clash as any two of `--all` can.
    const named = await Promise.all(names.map((name) => settle(name, () => checked(loadAgent(store, name)))));
    refuseSharedKnowledge(named);
    return named;
  }
  const refs = await discoverAgents(store);
  const selected: Selected[] = [];
  for (const [i, ref] of refs.entries()) {
    options.progress?.('config', i + 1, refs.length, ref.name);
    selected.push(await settle(ref.name, () => checked(loadAgentRef(store, ref))));
  }
  refuseSharedKnowledge(selected);
  for (const s of selected) {
    if (s.error === undefined && !s.agent!.memory.enabled && !s.agent!.enabledSet) {
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

/**
 * An agent whose run log is another's digest.md or lessons.md: that agent's
 * distil step rewrites the file whole, so its entries would be rewritten
 * with it. Both fail (the one writing would clobber the log, the other would
 * be trimmed in a knowledge file), and nothing of either is applied.
 */
function refuseSharedKnowledge(selected: Selected[]): void {
  const owners = new Map<string, Selected>();
  for (const s of selected)
    if (s.agent?.memory.enabled) for (const f of DISTILLED_FILES) owners.set(join(s.agent.memory.proceduralDir, f), s);
  for (const s of selected) {
    const log = s.agent?.memory.enabled ? s.agent.memory.path : undefined;
    const owner = log === undefined ? undefined : owners.get(log);
    if (!owner?.agent || owner === s || !s.agent) continue;
    const file = basename(log!);
    const clash = (who: Selected, field: string, what: string) =>
      configError(`${who.agent!.configFile}: memory.${field} ${what}: the run log needs a file of its own`, {
        file: who.agent!.configFile,
        field: `memory.${field}`,
      });
    s.error = clash(s, 'path', `is agent "${owner.name}"'s ${file}, which its distil step rewrites whole`);
    owner.error ??= clash(owner, 'procedural_dir', `holds ${file}, agent "${s.name}"'s run log`);
  }
  for (const s of selected) if (s.error !== undefined) s.agent = undefined;
}
