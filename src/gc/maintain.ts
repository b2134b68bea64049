/**
 * The Action's maintenance plan for a set of agents: analysis, trim plans
 * and prune plans, as one plain value that a dry run prints and a real run
 * applies, so both show exactly the same thing.
 *
 * applyMaintenance is safe to call again on new content (commit mode's
 * retry): trims drop exactly their planned prefix or refuse, and pruning is
 * re-planned on the files as they are then.
 */
import type { Agent, StoreConfig } from '../store/config.js';
import { formatError } from '../errors.js';
import { applyTrim, planTrim, scanForAnalysis, scanLog, type TrimPlan } from '../store/runlog.js';
import { analyzeLog, type Analysis, type AnalysisOptions } from '../analysis/analyze.js';
import { storeRelative } from '../store/config.js';
import { trimTarget } from './plan.js';
import { pruneOnce } from './prune-run.js';
import type { PruneItem, PruneNote } from './prune.js';

export interface AgentWork {
  agent: Agent;
  entries: number;
  analysis?: Analysis;
  trim?: TrimPlan;
  error?: string;
}

export interface MaintenancePlan {
  work: AgentWork[];
  /** Prune candidates as planned (dry run shows these). */
  prune: { items: PruneItem[]; kept: PruneNote[]; errors: PruneNote[]; warnings: string[] };
}

export interface Steps {
  analyze: boolean;
  trim: boolean;
  prune: boolean;
}

export interface Applied {
  paths: string[];
  entriesRemoved: number;
  filesPruned: number;
  bytesRemoved: number;
  /** Per agent: entries removed and files pruned. */
  perAgent: Map<string, { entriesRemoved: number; filesPruned: number; bytesRemoved: number }>;
  problems: string[];
}

/** Analyses and plans; writes nothing. Per-agent failures are recorded, not thrown. */
export async function planMaintenance(
  store: StoreConfig,
  agents: Agent[],
  steps: Steps,
  analysis: AnalysisOptions,
): Promise<MaintenancePlan> {
  const work: AgentWork[] = [];
  for (const agent of agents) {
    const item: AgentWork = { agent, entries: 0 };
    work.push(item);
    try {
      const path = agent.memory.path;
      const scan = await scanLog(path);
      item.entries = scan.count;
      const target = trimTarget(agent.memory);
      if (steps.trim && target !== undefined) {
        const plan = await planTrim(path, target, { known: scan });
        if (plan.cutOffset > 0) item.trim = plan;
      }
      if (steps.analyze && scan.size > 0) {
        item.analysis = await analyzeLog(agent, storeRelative(store, path), analysis, scanForAnalysis(scan, item.trim));
      }
    } catch (err) {
      item.error = formatError(err);
      item.trim = undefined;
    }
  }
  const prune = steps.prune
    ? await pruneOnce(store, agents.filter((a) => !work.find((w) => w.agent === a)?.error), true)
    : undefined;
  return {
    work,
    prune: {
      items: prune?.removed ?? [],
      kept: prune?.kept ?? [],
      errors: prune?.errors ?? [],
      warnings: prune?.ages.warnings ?? [],
    },
  };
}

/** Applies the plan on the files as they are now. */
export async function applyMaintenance(store: StoreConfig, plan: MaintenancePlan, steps: Steps): Promise<Applied> {
  const applied: Applied = { paths: [], entriesRemoved: 0, filesPruned: 0, bytesRemoved: 0, perAgent: new Map(), problems: [] };
  const tally = (agent: string) => {
    let t = applied.perAgent.get(agent);
    if (!t) applied.perAgent.set(agent, (t = { entriesRemoved: 0, filesPruned: 0, bytesRemoved: 0 }));
    return t;
  };
  for (const w of plan.work) {
    if (!w.trim) continue;
    try {
      if (await applyTrim(w.trim)) {
        applied.paths.push(w.agent.memory.path);
        const t = tally(w.agent.name);
        t.entriesRemoved += w.trim.removed!;
        t.bytesRemoved += w.trim.cutOffset - (w.trim.bom ? 3 : 0);
      }
    } catch (err) {
      applied.problems.push(`${w.agent.name}: trim skipped: ${formatError(err)}`);
    }
  }
  if (steps.prune) {
    const agents = plan.work.filter((w) => !w.error).map((w) => w.agent);
    const result = await pruneOnce(store, agents, false);
    for (const r of result.removed) {
      applied.paths.push(r.path);
      const t = tally(r.agent);
      t.filesPruned++;
      t.bytesRemoved += r.bytes;
    }
    for (const e of result.errors) applied.problems.push(`${e.agent}: cannot prune ${storeRelative(store, e.path)}: ${e.message}`);
  }
  for (const t of applied.perAgent.values()) {
    applied.entriesRemoved += t.entriesRemoved;
    applied.filesPruned += t.filesPruned;
    applied.bytesRemoved += t.bytesRemoved;
  }
  return applied;
}

/** The commit message for what was applied. */
export function maintenanceMessage(applied: Applied): string {
  const parts = [...applied.perAgent.entries()].map(([agent, t]) =>
    [t.entriesRemoved ? `${agent}: -${t.entriesRemoved} entries` : '', t.filesPruned ? `${agent}: -${t.filesPruned} files` : '']
      .filter(Boolean)
      .join(', '),
  );
  return `memkeep: trim ${applied.entriesRemoved} entries, prune ${applied.filesPruned} files\n\n${parts.join('\n')}`;
}
