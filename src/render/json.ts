/**
 * `--json`: one document for a whole run, the plan (and what was applied) as
 * plain data. A dry run's document and the real run's list the same entries
 * and files, so a script can check one against the other.
 */
import type { Applied, Plan } from '../gc/model.js';
import { describe } from './sections.js';
import { agentFailure } from './text.js';
import { agentTally, runTotals } from './totals.js';

export interface RunInfo {
  command: 'gc' | 'trim' | 'prune';
  exitCode: number;
  commit?: { sha?: string; branch: string; attempts: number } | null;
}

export function renderJson(plan: Plan, applied: Applied | undefined, info: RunInfo): string {
  const agents = describe(plan, applied).map(({ agent: a, sections }) => {
    const failure = agentFailure(a, applied);
    const status = failure ? 'failed' : a.status === 'planned' ? 'done' : a.status;
    const json: Record<string, unknown> = { agent: a.name, status, log: a.log ?? null, entries: a.entries ?? null };
    // The analysis fields stand at the agent's level, as they did before steps had sections of their own.
    for (const s of sections)
      Object.assign(json, s.step === 'analyse' ? (s.data as object) : { [s.step]: s.data ?? null });
    return {
      ...json,
      tally: agentTally(a, sections),
      warnings: a.warnings,
      error: failure ?? null,
    } as Record<string, unknown>;
  });
  return (
    JSON.stringify(
      {
        command: info.command,
        dryRun: plan.dryRun,
        plannedAt: plan.at,
        attempt: plan.attempt,
        applied: applied !== undefined,
        agents,
        totals: runTotals(plan, applied),
        ...(info.command === 'prune' ? pruneTotals(agents) : {}),
        notes: plan.notes,
        problems: [...plan.problems, ...(applied?.problems ?? [])],
        failed: agents.filter((a) => a.status === 'failed').length,
        commit: info.commit ?? null,
        exitCode: info.exitCode,
      },
      null,
      2,
    ) + '\n'
  );
}

/** prune's document lists the files of all agents together, as it always has. */
function pruneTotals(agents: Record<string, unknown>[]) {
  const all = (key: 'pruned' | 'kept' | 'errors') =>
    agents.flatMap((a) =>
      ((a.prune as Record<string, object[]> | null)?.[key] ?? []).map((x) => ({ agent: a.agent, ...x })),
    );
  return { pruned: all('pruned'), kept: all('kept'), errors: all('errors') };
}
