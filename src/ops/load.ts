/**
 * `load`: what an agent starts a run with (memory/agent-load.ts gathers it). The
 * line times of a log ordered by git come from git blame, handed in here so
 * memory never runs git.
 */
import type { Agent, StoreConfig } from '../config/types.js';
import { lineTimes } from '../git/line-times.js';
import { type AgentLoad, loadForAgent } from '../memory/agent-load.js';
import type { Done } from './done.js';

export async function loadMemory(
  store: StoreConfig,
  agent: Agent,
  options: { budget?: number; entries?: number },
): Promise<Done<AgentLoad>> {
  const load = await loadForAgent(store, agent, { ...options, lineTimes });
  return { value: load, warnings: load.warnings };
}
