/** `fail`: a failure note appended to the agent's procedural failures.md; the value is that file. */
import type { Agent } from '../config/types.js';
import { appendFailureNote, type FailureNote } from '../memory/knowledge/failures.js';
import type { Done } from './done.js';

export async function recordFailure(agent: Agent, note: FailureNote): Promise<Done<string>> {
  return { value: await appendFailureNote(agent.memory.proceduralDir, note), warnings: [] };
}
