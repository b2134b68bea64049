/**
 * `fail`: a failure note appended to the agent's procedural failures.md,
 * every field made writable first (text/writable.ts).
 */
import { storeRelative } from '../config/confine.js';
import type { Agent, StoreConfig } from '../config/types.js';
import { appendFailureNote, type FailureNote } from '../memory/knowledge/failures.js';
import { writableText } from '../text/writable.js';
import { type Done, memoryOffWarnings, redactedSentence } from './done.js';

export interface Recorded {
  /** failures.md, absolute. */
  file: string;
  /** Secrets replaced by `[REDACTED:<kind>]` in the note. */
  redacted: number;
}

export async function recordFailure(agent: Agent, note: FailureNote): Promise<Done<Recorded>> {
  let redacted = 0;
  const writable = <T extends string | undefined>(text: T): T => {
    if (text === undefined) return text;
    const w = writableText(text);
    redacted += w.redacted;
    return w.text as T;
  };
  const file = await appendFailureNote(agent.memory.proceduralDir, {
    ...note,
    why: writable(note.why),
    task: writable(note.task),
    issue: writable(note.issue),
    runUrl: writable(note.runUrl),
    commit: writable(note.commit),
  });
  return { value: { file, redacted }, warnings: memoryOffWarnings(agent) };
}

/** What both front ends answer to a `fail`. */
export function recordedLine(store: StoreConfig, recorded: Recorded): string {
  return `Recorded failure note in ${storeRelative(store, recorded.file)}.${redactedSentence(recorded.redacted)}`;
}
