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
 * State lives in the store at `.memkeep/state.json` for the CLI, written
 * atomically, and on the side ref `refs/memkeep/state` for the Action (whose
 * checkout is new on every run). It is only an optimisation: a missing,
 * unreadable or corrupt document means an empty cache, never an error.
 */

import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { STATE_DIR, STATE_FILE } from '../config/paths.js';
import { MemkeepError } from '../errors.js';
import type { LogLayout } from '../format/layout.js';
import { writeFileAtomic } from '../fs/atomic.js';
import { digestOf } from '../fs/digest.js';
import { MAX_TEXT_BYTES, readRegularFile } from '../fs/regular.js';
import type { KnowledgeOp } from '../memory/knowledge/items.js';
import { readBudgeted } from '../memory/runlog/budget.js';
import type { LineTimes } from '../memory/runlog/entry-order.js';
import { sizeAfterTrim, type TrimPlan } from '../memory/runlog/plan-trim.js';

export interface CachedAnalysis {
  /** Keys (inputKey) this analysis stands for: the analysed log's and, after a trim, the trimmed log's. */
  digests: string[];
  /** Which analyzer wrote it (`local` or `provider/model`) and with which input budget. */
  analyzer: string;
  maxInputTokens: number;
  analysis: string;
  at: string;
}

/**
 * What the distil step last wrote for an agent: the knowledge items for one
 * exact set of dropped entries. The pull-request branch is rebuilt from the
 * base on every run, and until the pull request is merged the base still
 * holds those entries: the same section is written again, with no call.
 */
export interface CachedDistil {
  /** distilKey of the dropped entries, the analyzer and the target. */
  key: string;
  analyzer: string;
  /** The knowledge items as written (memory/knowledge/items.ts). */
  section: string;
  /** The operations that made them, for the review of a run that reuses them. */
  ops?: KnowledgeOp[];
  at: string;
}

export interface State {
  version: 1;
  agents: Record<string, CachedAnalysis>;
  distilled?: Record<string, CachedDistil>;
}

/** A run's additions to the state, per agent. */
export interface StateUpdates {
  agents: State['agents'];
  distilled: Record<string, CachedDistil>;
}

/** `state` with `updates` over it: only this run's agents change. */
export function mergeState(state: State, updates: StateUpdates): State {
  return {
    version: 1,
    agents: { ...state.agents, ...updates.agents },
    distilled: { ...state.distilled, ...updates.distilled },
  };
}

/** Whether a run has anything to save. */
export function hasUpdates(updates: StateUpdates): boolean {
  return Object.keys(updates.agents).length > 0 || Object.keys(updates.distilled).length > 0;
}

export function statePath(root: string): string {
  return join(root, STATE_DIR, STATE_FILE);
}

/** The state a stored document holds; anything unusable is an empty cache. */
export function parseState(document: unknown): State {
  const parsed = document as State | undefined;
  if (parsed?.version === 1 && parsed.agents && typeof parsed.agents === 'object') {
    if (parsed.distilled === undefined || (typeof parsed.distilled === 'object' && parsed.distilled !== null))
      return parsed;
    return { version: 1, agents: parsed.agents };
  }
  return { version: 1, agents: {} };
}

/** Reads the store's state file. */
export async function readState(root: string): Promise<State> {
  try {
    const bytes = await readRegularFile(statePath(root), { maxBytes: MAX_TEXT_BYTES });
    return parseState(bytes && JSON.parse(bytes.toString('utf8')));
  } catch (err) {
    // A FIFO, device or oversized file is refused (replacing it would hide what someone put there).
    if (err instanceof MemkeepError) throw err;
    // Corrupt: start over.
    return parseState(undefined);
  }
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
export async function trimmedLogKey(
  plan: TrimPlan,
  maxInputTokens: number,
  layout?: LogLayout,
  lineTimes?: LineTimes,
): Promise<string | undefined> {
  const expected = sizeAfterTrim(plan);
  const sizeNow = async () => (await stat(plan.path).catch(() => undefined))?.size;
  if ((await sizeNow()) !== expected) return undefined;
  const key = inputKey((await readBudgeted(plan.path, maxInputTokens, undefined, layout, lineTimes)).budgeted.text);
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
