/**
 * `log`: one run-log entry appended for an agent, in its log's layout, its
 * text made writable first (text/writable.ts), and the warning the CLI and
 * the MCP tool both give when the log is at its max_entries.
 */
import { storeRelative } from '../config/confine.js';
import type { Agent, StoreConfig } from '../config/types.js';
import { layoutOf } from '../format/layout.js';
import { lineTimes } from '../git/line-times.js';
import { appendEntry } from '../memory/runlog/append-entry.js';
import { countEntries } from '../memory/runlog/scan.js';
import { plural } from '../text/plural.js';
import { writableText } from '../text/writable.js';
import { type Done, memoryOffWarnings, redactedSentence } from './done.js';

export interface Logged {
  /** The log's entry count after the append. */
  count: number;
  /** Secrets replaced by `[REDACTED:<kind>]` in the entry. */
  redacted: number;
}

/** Appends `entry` to the agent's run log. */
export async function logEntry(agent: Agent, entry: { task: string; result: string }): Promise<Done<Logged>> {
  const layout = layoutOf(agent.memory);
  const task = writableText(entry.task);
  const result = writableText(entry.result);
  // Git's line times tell a log's footer from the text of its last entry (append-entry.ts).
  await appendEntry(agent.memory.path, { task: task.text, result: result.text }, layout, lineTimes);
  const count = await countEntries(agent.memory.path, { layout });
  const max = agent.memory.maxEntries;
  const warnings = memoryOffWarnings(agent);
  if (max > 0 && count >= max)
    warnings.push(
      `agent "${agent.name}" memory has ${plural(count, 'entry', 'entries')} (max_entries: ${max}). Run 'memkeep gc ${agent.name}' to trim.`,
    );
  return { value: { count, redacted: task.redacted + result.redacted }, warnings };
}

/** What both front ends answer to a `log`. */
export function loggedLine(store: StoreConfig, agent: Agent, logged: Logged): string {
  return `Appended entry to ${storeRelative(store, agent.memory.path)} (${plural(logged.count, 'entry', 'entries')}).${redactedSentence(logged.redacted)}`;
}
