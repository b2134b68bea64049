/**
 * The maintenance commands, gc, trim and prune: the CLI's front end to the
 * plan (src/gc). Each picks its agents and steps, makes the plan, applies it
 * unless it is a dry run (in commit mode inside the commit-and-push loop,
 * which re-plans when the branch moved), saves the analysis cache, and hands
 * plan and outcome to a renderer. Messages, their order and exit codes are
 * axe's where axe has them (its `gc` command).
 */

import { modelTimeout } from '../analysis/analyze.js';
import { hasUpdates, mergeState, readState, writeState } from '../analysis/cache.js';
import { loadStoreConfig } from '../config/load.js';
import type { Analyzer, StoreConfig } from '../config/types.js';
import { exitCodeOf, formatError } from '../errors.js';
import { assertUnlocked } from '../fs/lock.js';
import { type Selected, selectAgents } from '../gc/agents.js';
import { apply } from '../gc/apply.js';
import { commitMessage } from '../gc/message.js';
import type { Applied, Plan } from '../gc/model.js';
import { type PlanOptions, plan } from '../gc/plan.js';
import { cacheUpdates, distilUpdates } from '../gc/remember.js';
import type { StepName } from '../gc/steps/registry.js';
import type { Author } from '../git/author.js';
import { leftoverWarning, recoverBeforeRun } from '../git/leftovers.js';
import { renderJson } from '../render/json.js';
import { agentFailure, renderCommit, renderGc, renderPrune, renderTrim } from '../render/text.js';
import type { Io } from './io.js';

export interface GcOptions {
  root: string;
  agent?: string;
  all: boolean;
  dryRun: boolean;
  model?: string;
  analyzer?: Analyzer;
  json: boolean;
  /** Commit the trims and push them (commit mode). */
  commit?: boolean;
  /** `--no-distil`: no digest or lessons (else memkeep.toml `[gc] distil`, default on). */
  noDistil?: boolean;
  author?: Author;
}

type Commit = { sha?: string; branch: string; attempts: number };

/** What every maintenance command does once it knows its agents and steps. */
interface Run {
  plan: Plan;
  applied?: Applied;
  commit?: Commit;
  /** The commit loop's own failure (a refused push), after which nothing counts as applied. */
  commitError?: unknown;
  /** Paths an interrupted commit-mode run had left changed, rolled back before planning. */
  recovered: string[];
}

async function planAndApply(
  store: StoreConfig,
  agents: Selected[],
  options: PlanOptions,
  commit: { author?: Author } | undefined,
): Promise<Run> {
  // An interrupted commit-mode run's half-applied change must be gone before anything is read.
  const recovered = commit && !options.dryRun ? await recoverBeforeRun(store.root, commit.author) : [];
  const first = await plan(store, agents, options);
  if (options.dryRun) return { plan: first, recovered };
  if (!commit) return { plan: first, applied: await apply(first), recovered };
  const { commitAndPush } = await import('../git/commit.js');
  try {
    let current = first;
    const landed = await commitAndPush({
      cwd: store.root,
      author: commit.author,
      apply: async (attempt) => {
        // After the branch moved, plan again on what it holds now, keeping the analyses.
        if (attempt > 1) current = await plan(store, agents, { ...options, previous: current });
        const applied = await apply(current);
        return { paths: applied.paths, message: commitMessage(applied), result: applied };
      },
    });
    return {
      plan: landed.result.plan,
      applied: landed.result,
      commit: landed,
      recovered: [...recovered, ...landed.recovered],
    };
  } catch (commitError) {
    return { plan: first, commitError, recovered };
  }
}

function warnRecovered(run: Run, io: Io): void {
  for (const path of run.recovered) io.err(`Warning: ${leftoverWarning(path)}\n`);
}

/** `memkeep gc`: analyse and trim (axe gc), for one agent or `--all`. */
export async function runGc(options: GcOptions, io: Io): Promise<number> {
  // axe prints these two bare, and scripts match them.
  if (options.all && options.agent) return usage('cannot specify both --all and an agent name', io);
  if (!options.all && !options.agent) return usage('agent name is required (or use --all)', io);
  let run: Run;
  let store: StoreConfig;
  try {
    store = await loadStoreConfig(options.root);
    for (const w of store.warnings) io.err(`Warning: ${w}\n`);
    const timeoutMs = modelTimeout(io.env);
    const state = await readState(store.root);
    const skipped: string[] = [];
    const agents = await selectAgents(store, options.agent ? [options.agent] : [], options.all, skipped);
    for (const w of skipped) io.err(`Warning: ${w}\n`);
    const analysis = { store, env: io.env, analyzer: options.analyzer, model: options.model, cache: state, timeoutMs };
    const steps: StepName[] = [
      'trim',
      'analyse',
      ...(store.gc.distil && !options.noDistil ? (['distil'] as const) : []),
    ];
    run = await planAndApply(
      store,
      agents,
      { steps, analysis, dryRun: options.dryRun },
      options.commit ? { author: options.author } : undefined,
    );
    warnRecovered(run, io);
    if (run.applied) {
      const updates = { agents: await cacheUpdates(run.applied), distilled: distilUpdates(run.applied) };
      if (hasUpdates(updates)) await saveState(store.root, mergeState(state, updates), io);
    }
  } catch (e) {
    io.err(`Error: ${formatError(e)}\n`);
    return exitCodeOf(e);
  }

  const failed = run.plan.agents.filter((a) => agentFailure(a, run.applied)).length;
  let code = options.all ? (failed ? 1 : 0) : (agentFailure(run.plan.agents[0], run.applied)?.code ?? 0);
  if (run.commitError !== undefined) code = Math.max(code, exitCodeOf(run.commitError), failed ? 1 : 0);
  if (options.json) {
    io.out(renderJson(run.plan, run.applied, { command: 'gc', exitCode: code, commit: run.commit ?? null }));
    return code;
  }
  renderGc(run.plan, run.applied, io, options.all);
  if (run.commitError !== undefined) io.err(`Error: ${formatError(run.commitError)}\n`);
  renderCommit(run.commit, run.applied, io, true);
  if (options.all && run.plan.agents.length === 0) io.out('No agents with memory enabled.\n');
  if (options.all && failed) io.err(`gc completed with errors: ${failed} of ${run.plan.agents.length} agents failed\n`);
  return code;
}

/** A usage error: axe's line, bare as axe prints it, but exit 2 like every memkeep usage error (README). */
function usage(message: string, io: Io): number {
  io.err(`${message}\n`);
  return 2;
}

async function saveState(root: string, state: Parameters<typeof writeState>[1], io: Io): Promise<void> {
  try {
    await writeState(root, state);
  } catch (e) {
    io.err(`Warning: could not save the analysis cache: ${formatError(e)}\n`);
  }
}

export interface TrimOptions {
  root: string;
  agent: string;
  keep?: number;
  dryRun: boolean;
}

/**
 * `memkeep trim`: gc's trim without the analysis, for agents that bound
 * their log after every run. A real trim does not count or list what it
 * drops (that would mean reading all of it, the whole cost of trimming a
 * large log), so it reports the bytes removed; a dry run lists the entries.
 */
export async function runTrim(options: TrimOptions, io: Io): Promise<number> {
  try {
    const store = await loadStoreConfig(options.root);
    const agents = await selectAgents(store, [options.agent], false);
    const analysis = { store, env: io.env };
    const run = await planAndApply(
      store,
      agents,
      { steps: ['trim'], analysis, dryRun: options.dryRun, keep: options.keep, list: options.dryRun },
      undefined,
    );
    const a = run.plan.agents[0];
    if (a.status === 'skipped') io.err(`Warning: agent "${a.name}" does not have memory enabled. Skipping.\n`);
    // gc analyses a locked log and leaves it; asked for a trim and nothing else, say why there is none.
    if (a.steps.trim?.locked) await assertUnlocked(a.agent!.memory.path, 'trim');
    const failure = agentFailure(a, run.applied);
    if (failure) {
      io.err(`Error: ${failure.message}\n`);
      return failure.code;
    }
    if (a.status === 'planned' || a.status === 'empty') renderTrim(run.plan, run.applied, io);
    return 0;
  } catch (e) {
    io.err(`Error: ${formatError(e)}\n`);
    return exitCodeOf(e);
  }
}

export interface PruneOptions {
  root: string;
  agents: string[];
  dryRun: boolean;
  json: boolean;
  commit: boolean;
  author?: Author;
}

/** `memkeep prune`: typed pruning of every enabled agent, or those named. */
export async function runPrune(options: PruneOptions, io: Io): Promise<number> {
  try {
    const store = await loadStoreConfig(options.root);
    for (const w of store.warnings) io.err(`Warning: ${w}\n`);
    const skipped: string[] = [];
    const agents = await selectAgents(store, options.agents, options.agents.length === 0, skipped);
    for (const w of skipped) io.err(`Warning: ${w}\n`);
    const broken = agents.find((s) => s.error !== undefined);
    if (broken) throw broken.error;
    for (const s of agents)
      if (!s.agent!.memory.enabled) io.err(`Warning: agent "${s.name}" does not have memory enabled. Skipping.\n`);
    const run = await planAndApply(
      store,
      agents,
      { steps: ['prune'], analysis: { store, env: io.env }, dryRun: options.dryRun },
      options.commit ? { author: options.author } : undefined,
    );
    warnRecovered(run, io);
    if (run.commitError !== undefined) throw run.commitError;
    for (const w of run.plan.problems.filter((p) => !p.includes(': cannot prune '))) io.err(`Warning: ${w}\n`);
    const errors = run.plan.agents.some(
      (a) => a.steps.prune?.errors.length || run.applied?.outcomes[a.name]?.prune?.errors.length,
    );
    const code = errors ? 1 : 0;
    if (options.json)
      io.out(renderJson(run.plan, run.applied, { command: 'prune', exitCode: code, commit: run.commit ?? null }));
    else {
      renderPrune(run.plan, run.applied, io);
      renderCommit(run.commit, run.applied, io, false);
    }
    return code;
  } catch (e) {
    io.err(`Error: ${formatError(e)}\n`);
    return exitCodeOf(e);
  }
}
