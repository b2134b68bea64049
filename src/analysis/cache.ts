/**
 * The analysis cache: an agent whose analysis input is byte-identical to one
 * already analysed (by the same analyzer, with the same budget) reuses that
 * analysis instead of calling the model again.
 *
 * The key is the digest of what the analyzer is given (the budgeted newest
 * entries), not of the whole log: that is all the analysis depends on, and it
 * costs a digest of at most the budget instead of a pass over a log that may
 * be hundreds of megabytes. A log that fits the budget is keyed on all of it.
 *
 * State lives in the store at `.memkeep/state.json`, written atomically. It
 * is only an optimisation: a missing, unreadable or corrupt file means an
 * empty cache, never an error.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../store/atomic.js';
import { digestOf } from '../store/digest.js';
import { MAX_TEXT_BYTES, readRegularFile } from '../store/regular.js';
import { MemkeepError } from '../errors.js';
import type { TrimPlan } from '../store/runlog.js';
import { readBudgeted } from './budget.js';

export const STATE_DIR = '.memkeep';
export const STATE_FILE = 'state.json';

export interface CachedAnalysis {
  /** Keys (inputKey) this analysis stands for: the analysed log's and, after a trim, the trimmed log's. */
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
    const bytes = await readRegularFile(statePath(root), { maxBytes: MAX_TEXT_BYTES });
    const parsed = bytes && (JSON.parse(bytes.toString('utf8')) as State);
    if (parsed?.version === 1 && parsed.agents && typeof parsed.agents === 'object') return parsed;
  } catch (err) {
    // A FIFO, device or oversized file is refused (replacing it would hide what someone put there).
    if (err instanceof MemkeepError) throw err;
    // Missing or corrupt: start over.
  }
  return { version: 1, agents: {} };
}

export async function writeState(root: string, state: State): Promise<void> {
  await writeFileAtomic(statePath(root), JSON.stringify(state, null, 2) + '\n', { mkdirs: true });
}

/** The cache key of an analysis input. */
export function inputKey(budgetedText: Uint8Array): string {
  return digestOf(budgetedText);
}

/**
 * The cache key of a log a trim just rewrote, so the next run reuses the
 * analysis; undefined when anything was appended since the trim was planned:
 * those entries were never analysed, and the next run must look at them.
 */
export async function trimmedLogKey(plan: TrimPlan, maxInputTokens: number): Promise<string | undefined> {
  const expected = plan.plannedSize - plan.cutOffset + (plan.bom ? 3 : 0);
  const sizeNow = async () => (await stat(plan.path).catch(() => undefined))?.size;
  if ((await sizeNow()) !== expected) return undefined;
  const key = inputKey((await readBudgeted(plan.path, maxInputTokens)).budgeted.text);
  // Appends only grow a log: the same size after reading means nothing landed meanwhile.
  return (await sizeNow()) === expected ? key : undefined;
}

/** The cached analysis for this exact input, analyzer and budget, if any. */
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
