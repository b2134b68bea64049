import { plural } from '../text/plural.js';

/**
 * What an agent-facing operation returns to its front end (the CLI prints
 * it, the MCP server answers with it): a value and the warnings about it.
 */
export interface Done<T> {
  value: T;
  warnings: string[];
}

/** The warnings a front end gives for one call: the store's and the agent's config first, then the operation's. */
export function allWarnings(
  store: { warnings: string[] },
  agent: { warnings: string[] },
  done: Done<unknown>,
): string[] {
  return [...store.warnings, ...agent.warnings, ...done.warnings];
}

/**
 * The warning for a write to an agent whose memory is not enabled: gc
 * leaves such an agent alone (as axe does), so what is appended piles up.
 * The write still happens: refusing it would lose the run's record.
 */
export function memoryOffWarnings(agent: { name: string; memory: { enabled: boolean } }): string[] {
  return agent.memory.enabled
    ? []
    : [
        `agent "${agent.name}": memory is not enabled, so memkeep gc leaves it alone and what is written here is never trimmed or distilled; set [memory] enabled = true in its config`,
      ];
}

/** What both front ends add to a write's answer when text was redacted before it was written. */
export function redactedSentence(n: number): string {
  return n > 0 ? ` Redacted ${plural(n, 'secret', 'secrets')} before writing.` : '';
}
