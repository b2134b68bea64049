/**
 * What a run adds to the analysis cache (analysis/cache.ts): each agent's
 * fresh analysis, under the key of what was analysed and, after a trim, of
 * the trimmed log too, so the next run on unchanged memory reuses it.
 */
import { trimmedLogKey, type State } from '../analysis/cache.js';
import { withEntries, type Applied } from './model.js';
import { layoutOf } from '../format/layout.js';

export async function cacheUpdates(applied: Applied): Promise<State['agents']> {
  const updates: State['agents'] = {};
  for (const a of withEntries(applied.plan)) {
    const analysis = a.steps.analyse;
    const trim = a.steps.trim?.plan;
    const trimmed = trim !== undefined && applied.outcomes[a.name]?.trim?.rewritten === true;
    // A locked log is its owner's to keep as it is, cache file included.
    if (!analysis || (analysis.cached && !trimmed) || a.steps.trim?.locked) continue;
    // The trimmed log (as written) counts as analysed too, unless entries were appended meanwhile.
    const key = trimmed ? await trimmedLogKey(trim, analysis.maxInputTokens, layoutOf(a.agent.memory)).catch(() => undefined) : undefined;
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
