/**
 * Pure planning rules for gc, shared by the CLI and the Action so that a dry
 * run shows exactly what a real run does.
 */
import type { AgentMemory } from '../store/config.js';

/**
 * axe's trim target: last_n when positive, else max_entries when positive,
 * else undefined (no trimming; the analysis still runs).
 */
export function trimTarget(memory: Pick<AgentMemory, 'lastN' | 'maxEntries'>): number | undefined {
  if (memory.lastN > 0) return memory.lastN;
  if (memory.maxEntries > 0) return memory.maxEntries;
  return undefined;
}
