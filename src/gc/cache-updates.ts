/**
 * What a run adds to the analysis cache (analysis/cache.ts): each agent's
 * fresh analysis, under the key of what was analysed and, after a trim, of
 * the trimmed log too, so the next run on unchanged memory reuses it.
 */

import { type State, type StateUpdates, trimmedLogKey } from '../analysis/cache.js';
import { cachedDistil } from '../analysis/distillation.js';
import { type Applied, standing, withEntries } from './model.js';

export async function cacheUpdates(applied: Applied): Promise<State['agents']> {
  const updates: State['agents'] = {};
  for (const a of withEntries(applied.plan)) {
    const analysis = a.steps.analyse;
    const trim = a.steps.trim?.plan;
    const trimmed = trim !== undefined && applied.outcomes[a.name]?.trim?.rewritten === true;
    // A locked log is its owner's to keep as it is, cache file included.
    if (!analysis || (analysis.cached && !trimmed) || a.steps.trim?.locked) continue;
    // The trimmed log (as written) counts as analysed too, unless entries were appended meanwhile.
    const key = trimmed
      ? await trimmedLogKey(trim, analysis.maxInputTokens, a.layout, applied.plan.lineTimes).catch(() => undefined)
      : undefined;
    updates[a.name] = {
      digests: [...new Set([analysis.digest, ...(key ? [key] : [])])],
      analyzer: analysis.analyzer,
      maxInputTokens: analysis.maxInputTokens,
      analysis: analysis.text,
      at: new Date().toISOString(),
    };
  }
  return updates;
}

/**
 * Each agent's fresh digest section that is now in its target: the next run
 * that drops exactly these entries again (the pull request not merged yet)
 * writes the same section without a call.
 */
export function distilUpdates(applied: Applied): StateUpdates['distilled'] {
  const updates: StateUpdates['distilled'] = {};
  for (const a of standing(applied.plan)) {
    const step = a.steps.distil;
    if (step?.digest && !step.digest.cached && applied.outcomes[a.name]?.distil?.digest)
      updates[a.name] = cachedDistil(step.digest, new Date().toISOString(), step.target?.section ? 'section' : 'file');
  }
  return updates;
}
