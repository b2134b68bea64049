/**
 * Carries out a plan: each step prepares, then each applies exactly its
 * part, in registry order, on the files as they are now. A step never plans again here; commit mode's
 * retry makes a new plan on the new content (plan.ts, `previous`) and applies
 * that, and the report says so.
 */
import type { Applied, Plan } from './model.js';
import { STEPS } from './steps/registry.js';

export async function apply(plan: Plan): Promise<Applied> {
  const applied: Applied = { plan, paths: [], outcomes: {}, problems: [], held: {} };
  const steps = STEPS.filter((step) => plan.steps.includes(step.name));
  for (const step of steps) await step.prepare?.(plan, applied);
  for (const step of steps) await step.apply(plan, applied);
  return applied;
}
