/**
 * The plan value and what applying it did: plain data that every renderer
 * reads (text, JSON, the review document), with the small helpers the steps
 * share. plan.ts makes a Plan, apply.ts carries it out.
 */

import type { Agent, StoreConfig } from '../config/types.js';
import { type ExitCode, exitCodeOf, formatError } from '../errors.js';
import type { LogLayout } from '../format/layout.js';
import type { LineTimes } from '../memory/runlog/entry-order.js';
import type { LogScan } from '../memory/runlog/scan.js';
import type { StepName, StepOutcomes, StepPlans } from './steps/registry.js';

export type AgentPlanStatus = 'planned' | 'skipped' | 'empty' | 'failed';

/**
 * Told as each agent starts a phase of a long run (`read`, a step's name):
 * the `done`th of `total` agents in that phase. Front ends show it as a
 * counter (src/cli/progress.ts); planning never waits for it.
 */
export type Progress = (phase: string, done: number, total: number, agent: string) => void;

export interface AgentPlan {
  name: string;
  status: AgentPlanStatus;
  agent?: Agent;
  /** The run log, relative to the store root (for reports). */
  log?: string;
  /** The run log's layout, resolved once when the agent is planned. */
  layout?: LogLayout;
  /** Entries in the run log when planned. */
  entries?: number;
  /** The run log's size in bytes when planned. */
  size?: number;
  /** What each step plans for this agent. */
  steps: StepPlans;
  /** Warnings about this agent's configuration. */
  warnings: string[];
  error?: { code: ExitCode; message: string };
  /** The scan the steps share while planning (dropped when the plan is made); not part of the reported plan. */
  scan?: LogScan;
}

export interface Plan {
  store: StoreConfig;
  steps: StepName[];
  dryRun: boolean;
  /** When it was planned (ISO 8601). */
  at: string;
  /** 1 for the first plan; commit mode re-plans on new content after the branch moved. */
  attempt: number;
  agents: AgentPlan[];
  /** Store-wide notes from the steps (prune's ages, files kept), for the report. */
  notes: string[];
  /** Problems worth an annotation (not per-agent failures, which are in `agents`). */
  problems: string[];
  /** The run's line times for logs ordered by git: one `git blame` per log while it is unchanged. */
  lineTimes: LineTimes;
}

export interface Applied {
  /** The plan that was applied. */
  plan: Plan;
  /** Absolute paths written or deleted. */
  paths: string[];
  /** Per agent, what each step did. */
  outcomes: Record<string, StepOutcomes>;
  /** Problems worth an annotation (a trim refused, a file that could not be pruned). */
  problems: string[];
  /** Agents whose log is not trimmed, and why: what it would drop could not be kept first. */
  held: Record<string, string>;
}

/** Records a failure for the agent; its later steps are not planned and nothing of it is applied. */
export function fail(a: AgentPlan, err: unknown): void {
  a.status = 'failed';
  a.error = { code: exitCodeOf(err), message: formatError(err) };
}

type Standing = AgentPlan & { agent: Agent; log: string; layout: LogLayout };

/** Agents whose config loaded, are enabled and have not failed (an empty log included). */
export function standing(p: Plan): Standing[] {
  return p.agents.filter((a) => a.status === 'planned' || a.status === 'empty') as Standing[];
}

/** Standing agents with entries in their run log. */
export function withEntries(p: Plan): Standing[] {
  return p.agents.filter((a) => a.status === 'planned') as Standing[];
}

/** The outcomes of one agent, created on first use. */
export function outcomeOf(applied: Applied, agent: string): StepOutcomes {
  return (applied.outcomes[agent] ??= {});
}
