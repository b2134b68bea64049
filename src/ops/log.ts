/**
 * `log`: one run-log entry appended for an agent, in its log's layout, and
 * the warning the CLI and the MCP tool both give when the log is at its
 * max_entries.
 */
import { storeRelative } from '../config/confine.js';
import type { Agent, StoreConfig } from '../config/types.js';
import { layoutOf } from '../format/layout.js';
import { appendEntry } from '../memory/runlog/append-entry.js';
import { countEntries } from '../memory/runlog/scan.js';
import { plural } from '../text/plural.js';
import type { Done } from './done.js';

/** Appends `entry` to the agent's run log; the value is the log's entry count after it. */
export async function logEntry(agent: Agent, entry: { task: string; result: string }): Promise<Done<number>> {
  const layout = layoutOf(agent.memory);
  await appendEntry(agent.memory.path, entry, layout);
  const count = await countEntries(agent.memory.path, { layout });
  const max = agent.memory.maxEntries;
  const warnings =
    max > 0 && count >= max
      ? [
          `agent "${agent.name}" memory has ${plural(count, 'entry', 'entries')} (max_entries: ${max}). Run 'memkeep gc ${agent.name}' to trim.`,
        ]
      : [];
  return { value: count, warnings };
}

/** What both front ends answer to a `log`. */
export function loggedLine(store: StoreConfig, agent: Agent, count: number): string {
  return `Appended entry to ${storeRelative(store, agent.memory.path)} (${plural(count, 'entry', 'entries')}).`;
}
