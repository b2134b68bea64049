/**
 * Carries out a plan: each step applies exactly its part, in registry order,
 * on the files as they are now. A step never plans again here; commit mode's
 * retry makes a new plan on the new content (plan.ts, `previous`) and applies
 * that, and the report says so.
 */
import type { Applied, Plan } from './model.js';
import { STEPS } from './steps/registry.js';

export async function apply(plan: Plan): Promise<Applied> {
  const applied: Applied = { plan, paths: [], outcomes: {}, problems: [] };
  for (const step of STEPS) {
    if (plan.steps.includes(step.name)) await step.apply(plan, applied);
  }
  return applied;
}
