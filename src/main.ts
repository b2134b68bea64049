/**
 * The Action: inputs -> failure note -> plan -> apply -> commit or PR ->
 * outputs and job summary. Each step lives in its own module (src/action,
 * src/gc); this file only decides the order and turns errors into a failed
 * step.
 */
import * as core from '@actions/core';
import { checkOutBase, resolveBase, rootInWorkspace } from './action/base.js';
import { dryRunMode } from './action/dry-run.js';
import { endpointOverrides } from './action/endpoint.js';
import { recordFailedRun } from './action/failure-note.js';
import { type Inputs, readInputs } from './action/inputs.js';
import { infoUntrusted } from './action/log-lines.js';
import { commitMode, type Outcome, pullRequestMode } from './action/modes.js';
import { eventPayload } from './action/payload.js';
import { report } from './action/report.js';
import { fetchSharedState, saveSharedState } from './action/shared-state.js';
import { modelTimeout } from './analysis/analyze.js';
import { hasUpdates, parseState } from './analysis/cache.js';
import { loadStoreConfig, refuseUnknownKeys } from './config/store-config.js';
import type { StoreConfig } from './config/types.js';
import { exitCodeOf, formatError } from './errors.js';
import { selectAgents } from './gc/agents.js';
import type { Applied, Plan } from './gc/model.js';
import { type PlanOptions, plan } from './gc/plan.js';
import { runUpdates } from './gc/run.js';
import { shardOf } from './gc/shard.js';
import type { StepName } from './gc/steps/registry.js';
import { ACTIONS_BOT } from './git/author.js';
import { Git } from './git/git.js';
import { readStateRef } from './git/state-ref.js';
import { ReviewDigest } from './render/review-digest.js';
import { describe } from './render/sections.js';
import { agentFailure, renderLog } from './render/text.js';

/** Runs the Action; failures end as a failed step with a clear message. */
export async function run(): Promise<void> {
  try {
    const inputs = readInputs();
    const payload = await eventPayload();
    const store = await loadStoreConfig(
      await rootInWorkspace(process.env.GITHUB_WORKSPACE ?? process.cwd(), inputs.root),
    );
    const problems: string[] = [...store.warnings];
    // A misspelt retention key must fail the job, not prune by the default it meant to change.
    if (!inputs.dryRun) refuseUnknownKeys(store, strictness(inputs)!);
    const git = new Git(store.root);
    const top = await git.topLevel();
    const base = await resolveBase(inputs, git, payload);
    if (!inputs.dryRun) await checkOutBase(git, base);
    await recordFailedRun(inputs, store, payload, problems);

    const options = async (s: StoreConfig): Promise<PlanOptions> => ({
      steps: stepsOf(inputs, s),
      dryRun: inputs.dryRun,
      analysis: {
        store: s,
        env: process.env,
        analyzer: inputs.analyzer,
        model: inputs.model,
        // Every selected agent, shard or not: the key's provider must not depend on the shard.
        endpoint: await endpointOverrides(inputs, s, async () =>
          (await selectAgents(s, inputs.agents, inputs.agents.length === 0)).map((a) => a.agent),
        ),
        maxInputTokens: inputs.maxInputTokens,
        timeoutMs: modelTimeout(process.env),
        // A dry run reads the cache without updating a local ref.
        cache:
          inputs.analyze || distilOn(inputs, store)
            ? parseState(inputs.dryRun ? await readStateRef(top) : await fetchSharedState(top))
            : undefined,
      },
    });

    // What the log, the review and the annotations keep of the plan shown: a dry run shows it batch by batch.
    const review = new ReviewDigest();
    const found = { plan: [] as string[], applied: [] as string[], agents: [] as string[], failed: 0 };
    const show = (p: Plan, applied: Applied | undefined) => {
      // The steps describe each agent once for the log and the review alike (a dry run shows no applied).
      const described = describe(p, applied);
      infoUntrusted(renderLog(p, applied, described));
      review.add(p, applied, described);
      found.plan.push(...p.problems);
      found.applied.push(...(applied?.problems ?? []));
      for (const a of p.agents) {
        found.agents.push(...(a.steps.analyse?.redactions ?? []), ...(a.steps.distil?.digest?.redactions ?? []));
        const failure = agentFailure(a, applied);
        if (!failure) continue;
        found.agents.push(`${a.name}: ${failure.message}`);
        found.failed++;
      }
    };
    let outcome: Outcome;
    if (inputs.dryRun) {
      core.startGroup('memkeep: plan');
      try {
        outcome = await dryRunMode(
          git,
          top,
          base,
          store,
          async (s) => ({ agents: await agentsFor(s, inputs), options: await options(s) }),
          (p) => show(p, undefined),
        );
      } finally {
        core.endGroup();
      }
    } else {
      let planned: Plan;
      if (inputs.mode === 'commit') {
        ({ planned, outcome } = await commitMode(inputs, store, () => agentsFor(store, inputs), await options(store)));
      } else {
        planned = await plan(store, await agentsFor(store, inputs), await options(store));
        outcome = await pullRequestMode(inputs, store, planned, top, base);
      }
      core.startGroup('memkeep: plan');
      show(outcome.applied?.plan ?? planned, outcome.applied);
      core.endGroup();
    }

    if (outcome.applied && (inputs.analyze || distilOn(inputs, store))) {
      const updates = await runUpdates(outcome.applied, inputs.analyze);
      // Only this run's agents: a matrix shard must not write back the others' entries as it read them.
      const warning = hasUpdates(updates)
        ? await saveSharedState(top, updates.agents, ACTIONS_BOT, updates.distilled)
        : undefined;
      if (warning) problems.push(warning);
    }
    problems.push(...found.plan, ...found.applied, ...found.agents);
    problems.push(...(outcome.notices ?? []));
    if (outcome.error !== undefined) problems.push(formatError(outcome.error));
    await report(inputs, review, outcome, problems, base);

    if (outcome.error !== undefined) {
      core.setFailed(formatError(outcome.error));
      process.exitCode = exitCodeOf(outcome.error);
    } else if (found.failed > 0)
      core.setFailed(`${found.failed} of ${review.agents.length} agents failed; see the job summary`);
  } catch (err) {
    core.setFailed(formatError(err));
    process.exitCode = exitCodeOf(err);
  }
}

function stepsOf(inputs: Inputs, store: StoreConfig): StepName[] {
  const on: Record<StepName, boolean> = {
    trim: inputs.trim,
    analyse: inputs.analyze,
    distil: distilOn(inputs, store),
    prune: inputs.prune,
  };
  return (Object.keys(on) as StepName[]).filter((s) => on[s]);
}

/** Distil reads what the trim drops: nothing to do without a trim. */
function distilOn(inputs: Inputs, store: StoreConfig): boolean {
  return inputs.distil && inputs.trim && store.gc.distil;
}

/** The agents this job covers: the named ones (or all), enabled, in this job's shard. */
async function agentsFor(store: StoreConfig, inputs: Inputs) {
  const skipped: string[] = [];
  const selected = await selectAgents(store, inputs.agents, inputs.agents.length === 0, skipped, {
    refuseUnknownKeys: strictness(inputs),
  });
  for (const w of skipped) core.warning(w);
  const enabled = selected.filter((s) => s.error !== undefined || s.agent!.memory.enabled);
  return inputs.shard ? enabled.filter((s) => shardOf(s.name, inputs.shard!.count) === inputs.shard!.index) : enabled;
}

/** How a run that changes memory is named when it refuses unknown keys; undefined for a dry run, which only warns. */
function strictness(inputs: Inputs): string | undefined {
  return inputs.dryRun ? undefined : `in ${inputs.mode} mode`;
}
