/**
 * Analyse: one analysis per agent with entries (analysis/analyze.ts decides
 * model or local analyzer, budget, cache and redaction). It writes nothing;
 * a failed analysis fails the agent, so nothing else of it is applied (axe:
 * no trimming after a model error).
 */

import { type Analysis, analyzeLog } from '../../analysis/analyze.js';
import { scanForAnalysis } from '../../memory/runlog/plan-trim.js';
import { fail, withEntries } from '../model.js';
import type { Step } from './step.js';

export const analyseStep: Step<'analyse'> = {
  name: 'analyse',

  async plan(p, options) {
    const agents = withEntries(p);
    for (const [i, a] of agents.entries()) {
      options.progress?.('analyse', i + 1, agents.length, a.name);
      // Commit mode's re-plan keeps the analysis of the first plan: the new content is trimmed, not re-analysed.
      const kept = options.previous?.agents.find((b) => b.name === a.name)?.steps.analyse;
      if (kept) {
        a.steps.analyse = kept;
        continue;
      }
      try {
        a.steps.analyse = await analyzeLog(a.agent, a.log, options.analysis, {
          scan: scanForAnalysis(a.scan!, a.steps.trim?.plan),
          layout: a.layout,
          lineTimes: p.lineTimes,
        });
      } catch (err) {
        fail(a, err);
      }
    }
  },

  async apply() {
    // Nothing to write: the analysis is the description (and the cache, saved by the front end).
  },

  describe(_p, a) {
    const analysis: Analysis | undefined = a.steps.analyse;
    if (!analysis) return undefined;
    const { text, digest: _digest, ...data } = analysis;
    return {
      title: `Analysis (${analysis.analyzer}${analysis.cached ? ', reused' : ''})`,
      summary: analysisSummary(analysis),
      markdown: text,
      data: { ...data, analysis: text },
    };
  },
};

function analysisSummary(a: Analysis): string {
  const parts = [`Analyzer: ${a.analyzer}${a.fallbackReason ? ` (${a.fallbackReason})` : ''}`];
  if (a.cached) parts.push('reused: what would be analysed is unchanged since the last analysis');
  if (a.madeBeforeTrim)
    parts.push(`made ${a.madeBeforeTrim}, before the last trim: its counts are of the log as it was then`);
  if (a.leftOut > 0)
    parts.push(
      `analysed the newest ${a.sentEntries} entries; ${a.leftOut} older left out (max_input_tokens: ${a.maxInputTokens})`,
    );
  return parts.join('; ') + '.';
}
