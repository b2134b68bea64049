/**
 * The steps' descriptions of a plan (or of what was applied), agent by
 * agent: what every renderer reads, so that each step describes itself
 * once and the text, JSON and markdown renderers only lay it out.
 */
import type { AgentPlan, Applied, Plan } from '../gc/model.js';
import { STEPS, type StepName } from '../gc/steps/registry.js';
import type { StepSection } from '../gc/steps/step.js';

export interface AgentSections {
  agent: AgentPlan;
  sections: (StepSection & { step: StepName })[];
}

export function describe(plan: Plan, applied?: Applied): AgentSections[] {
  return plan.agents.map((agent) => describeAgent(plan, agent, applied));
}

/** One agent's sections. */
export function describeAgent(plan: Plan, agent: AgentPlan, applied?: Applied): AgentSections {
  return {
    agent,
    sections: STEPS.filter((s) => plan.steps.includes(s.name)).flatMap((s) => {
      const section = s.describe(plan, agent, applied);
      return section ? [{ ...section, step: s.name }] : [];
    }),
  };
}

/** Per-agent totals for the summary table and the Action's outputs. */
export function tally(sections: AgentSections['sections']): {
  entriesRemoved: number;
  filesPruned: number;
  bytesRemoved: number;
} {
  const t = { entriesRemoved: 0, filesPruned: 0, bytesRemoved: 0 };
  for (const s of sections) {
    t.entriesRemoved += s.tally?.entriesRemoved ?? 0;
    t.filesPruned += s.tally?.filesPruned ?? 0;
    t.bytesRemoved += s.tally?.bytesRemoved ?? 0;
  }
  return t;
}
