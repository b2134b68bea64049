/**
 * The step seam. A maintenance step (analyse, trim, prune, …) plans its part
 * of the plan, applies exactly that part, and describes it for the review
 * document; the front ends never name a step, they loop over the registry.
 * A new step is one file implementing Step and one line in registry.ts.
 */
import type { AgentPlan, Applied, Plan } from '../model.js';
import type { PlanOptions } from '../plan.js';

/** What a step says about one agent, for every renderer (text, JSON, review document). */
export interface StepSection {
  /** The step's title in the review document. */
  title: string;
  /** One line: what the step does (or did) for this agent. Untrusted text is marked by the renderers, not here. */
  summary: string;
  /**
   * Lists of untrusted detail lines (entry headings and tasks, file paths), collapsed when long.
   * `markdown`, when given, is the same list as markdown list items for the review document
   * (knowledge reads there as it reads in the file); terminals and JSON show `lines`.
   */
  lists?: { label: string; lines: string[]; markdown?: string[] }[];
  /** Knowledge at risk: what is about to go that a reviewer should look at. */
  risks?: string[];
  /** Untrusted markdown shown in full (the analysis), under its own heading. */
  markdown?: string;
  /** Counts for the summary table. */
  tally?: { entriesRemoved?: number; filesPruned?: number; bytesRemoved?: number };
  /** The step's part of the plan (and outcome) as plain data, for `--json`. */
  data?: unknown;
}

export interface Step<Name extends string = string> {
  readonly name: Name;
  /** Plans this step for the standing agents of `plan`; writes nothing. */
  plan(plan: Plan, options: PlanOptions & { now: Date }): Promise<void>;
  /**
   * Runs before any step applies: what must be kept before a log is touched
   * is kept here (the knowledge of the entries a trim drops), and an agent
   * whose part cannot be kept is held (`Applied.held`), so its log is not.
   */
  prepare?(plan: Plan, applied: Applied): Promise<void>;
  /** Carries out this step's part of `plan`, recording what changed in `applied`. */
  apply(plan: Plan, applied: Applied): Promise<void>;
  /** Describes this step for one agent: as planned, or as applied when `applied` is given. */
  describe(plan: Plan, agent: AgentPlan, applied?: Applied): StepSection | undefined;
}
