/**
 * The maintenance steps, in the order they are planned and applied. The
 * trim is planned before the analysis because it is planned on what the
 * analysis reads; distil reads the trim's plan (the entries it drops) and
 * writes in the same change; a step that fails an agent stops that agent's
 * later steps.
 */
import type { Analysis } from '../../analysis/analyze.js';
import { analyseStep } from './analyse.js';
import { type DistilOutcome, type DistilStepPlan, distilStep } from './distil.js';
import { type PruneOutcome, type PruneStepPlan, pruneStep } from './prune.js';
import type { Step } from './step.js';
import { type TrimOutcome, type TrimStepPlan, trimStep } from './trim.js';

export const STEPS = [trimStep, analyseStep, distilStep, pruneStep] as const satisfies readonly Step[];

export type StepName = (typeof STEPS)[number]['name'];

/** What each step plans for one agent. */
export interface StepPlans {
  trim?: TrimStepPlan;
  analyse?: Analysis;
  distil?: DistilStepPlan;
  prune?: PruneStepPlan;
}

/** What each step did for one agent. */
export interface StepOutcomes {
  trim?: TrimOutcome;
  distil?: DistilOutcome;
  prune?: PruneOutcome;
}
