/**
 * The analysis cache: an agent whose run log is byte-identical to one already
 * analysed (by the same analyzer, with the same budget) reuses that analysis
 * instead of calling the model again.
 *
 * State lives in the store at `.memkeep/state.json`, written atomically. It
 * is only an optimisation: a missing, unreadable or corrupt file means an
 * empty cache, never an error.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../store/atomic.js';

export const STATE_DIR = '.memkeep';
export const STATE_FILE = 'state.json';

export interface CachedAnalysis {
  /** Digests of logs this analysis stands for: the analysed log and, after a trim, the trimmed one. */
  digests: string[];
  /** Which analyzer wrote it (`local` or `provider/model`) and with which input budget. */
  analyzer: string;
  maxInputTokens: number;
  analysis: string;
  at: string;
}

export interface State {
  version: 1;
  agents: Record<string, CachedAnalysis>;
}

export function statePath(root: string): string {
  return join(root, STATE_DIR, STATE_FILE);
}

/** Reads the state; anything unusable yields an empty cache. */
export async function readState(root: string): Promise<State> {
  try {
    const parsed = JSON.parse(await readFile(statePath(root), 'utf8')) as State;
    if (parsed?.version === 1 && parsed.agents && typeof parsed.agents === 'object') return parsed;
  } catch {
    // Missing or corrupt: start over.
  }
  return { version: 1, agents: {} };
}

export async function writeState(root: string, state: State): Promise<void> {
  await writeFileAtomic(statePath(root), JSON.stringify(state, null, 2) + '\n', { mkdirs: true });
}

/** The cached analysis for this exact log, analyzer and budget, if any. */
export function lookup(
  state: State,
  agent: string,
  digest: string,
  analyzer: string,
  maxInputTokens: number,
): CachedAnalysis | undefined {
  const hit = state.agents[agent];
  if (!hit || hit.analyzer !== analyzer || hit.maxInputTokens !== maxInputTokens) return undefined;
  return Array.isArray(hit.digests) && hit.digests.includes(digest) ? hit : undefined;
}
