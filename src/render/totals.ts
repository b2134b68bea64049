/**
 * A run's totals: per agent the figures the steps tally (entries removed,
 * files pruned, bytes), and their sums over the run with how the agents
 * ended. The text's closing line, `--json`'s `totals`, and the review
 * document's lead all read them here, so the sum is the sum of the rows.
 */
import type { AgentPlan, Applied, Plan } from '../gc/model.js';
import { plural } from '../text/plural.js';
import { describe, tally } from './sections.js';
import { agentFailure, formatBytes } from './text.js';

export interface AgentTally {
  entriesRemoved: number;
  filesPruned: number;
  bytesRemoved: number;
  /** The run log's bytes plus those of the files pruned, before the run. */
  bytesBefore: number;
  bytesAfter: number;
}

export interface RunTotals extends AgentTally {
  agents: number;
  /** Planned (and applied, unless a dry run) without a failure; an empty log included. */
  done: number;
  /** Named, but memory not enabled. */
  skipped: number;
  failed: number;
  /** Trims not made although due: a locked log, a rewrite refused when applied. */
  refused: number;
  /** False when a trim removed entries without counting them (`memkeep trim`): entriesRemoved leaves those out. */
  entriesCounted: boolean;
}

/** One agent's figures, as its JSON carries them. */
export function agentTally(a: AgentPlan, sections: Parameters<typeof tally>[0]): AgentTally {
  const t = tally(sections);
  const pruned = sections.find((s) => s.step === 'prune')?.tally?.bytesRemoved ?? 0;
  const bytesBefore = (a.size ?? 0) + pruned;
  return { ...t, bytesBefore, bytesAfter: bytesBefore - t.bytesRemoved };
}

/** The run's totals; `described` is describe(plan, applied) when the caller made it already (gc's report does). */
export function runTotals(plan: Plan, applied?: Applied, described = describe(plan, applied)): RunTotals {
  const t = { ...addTotals(undefined, undefined), agents: plan.agents.length };

  for (const { agent: a, sections } of described) {
    const n = agentTally(a, sections);
    t.entriesRemoved += n.entriesRemoved;
    t.filesPruned += n.filesPruned;
    t.bytesRemoved += n.bytesRemoved;
    t.bytesBefore += n.bytesBefore;
    t.bytesAfter += n.bytesAfter;
    if (agentFailure(a, applied)) t.failed++;
    else if (a.status === 'skipped') t.skipped++;
    else t.done++;
    if (a.steps.trim?.locked || a.steps.trim?.refused || applied?.outcomes[a.name]?.trim?.error) t.refused++;
    const trim = a.steps.trim?.plan;
    if (trim && trim.removed === undefined && trim.bytesRemoved > 0) t.entriesCounted = false;
  }
  return t;
}

/** The closing line of gc --all, prune, trim --all and status: what the whole run did (or would do). */
export function totalsLine(t: RunTotals, dryRun: boolean): string {
  const ended = [
    `${t.done} done`,
    t.skipped ? `${t.skipped} skipped` : '',
    `${t.refused} refused`,
    `${t.failed} failed`,
  ].filter(Boolean);
  const verb = dryRun ? 'would be ' : '';
  return (
    `Totals: ${plural(t.agents, 'agent', 'agents')} (${ended.join(', ')}); ` +
    `${t.entriesCounted ? plural(t.entriesRemoved, 'entry', 'entries') : 'entries (not counted)'} ${verb}removed, ${plural(t.filesPruned, 'file', 'files')} ${verb}pruned; ` +
    `${formatBytes(t.bytesBefore)} ${dryRun ? 'would become' : 'became'} ${formatBytes(t.bytesAfter)}.`
  );
}

/** The totals of a run made in batches: the sum of each batch's (none yet: zeros). */
export function addTotals(a: RunTotals | undefined, b: RunTotals | undefined): RunTotals {
  const zero: RunTotals = {
    agents: 0,
    done: 0,
    skipped: 0,
    failed: 0,
    refused: 0,
    entriesCounted: true,
    entriesRemoved: 0,
    filesPruned: 0,
    bytesRemoved: 0,
    bytesBefore: 0,
    bytesAfter: 0,
  };
  const x = a ?? zero;
  const y = b ?? zero;
  const sum = { ...zero, entriesCounted: x.entriesCounted && y.entriesCounted };
  for (const key of Object.keys(zero) as (keyof RunTotals)[])
    if (key !== 'entriesCounted') (sum[key] as number) = (x[key] as number) + (y[key] as number);
  return sum;
}
