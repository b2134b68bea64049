/**
 * `memkeep gc`: analyse, trim and distil (axe's gc) through the
 * maintenance use case (gc/run.ts), for one agent or `--all`. Messages,
 * their order and exit codes are axe's where axe has them.
 */

import { modelTimeout } from '../analysis/analyze.js';
import { hasUpdates, mergeState, readState, type State, type StateUpdates, writeState } from '../analysis/cache.js';
import type { Analyzer, StoreConfig } from '../config/types.js';
import { exitCodeOf, formatError } from '../errors.js';
import { type Selected, selectAgents } from '../gc/agents.js';
import type { PlanOptions } from '../gc/plan.js';
import { type Run, runMaintenance, runUpdates } from '../gc/run.js';
import type { StepName } from '../gc/steps/registry.js';
import type { Author } from '../git/author.js';
import { JsonWriter, jsonAgents, renderJson } from '../render/json.js';
import { describe } from '../render/sections.js';
import { agentFailure, INIT_HINT, renderCommit, renderGc } from '../render/text.js';
import { addTotals, type RunTotals, runTotals, totalsLine } from '../render/totals.js';
import type { Io } from './io.js';
import { storeForRun, warnRecovered } from './maintenance.js';
import { counter } from './progress.js';
import { printError, warn } from './warn.js';

export interface GcOptions {
  root: string;
  agent?: string;
  all: boolean;
  dryRun: boolean;
  model?: string;
  analyzer?: Analyzer;
  json: boolean;
  /** `--entries`: the JSON lists every entry (see render/json.ts). */
  entries?: boolean;
  /** Commit the trims and push them (commit mode). */
  commit?: boolean;
  /** `--no-distil`: no digest or lessons (else memkeep.toml `[gc] distil`, default on). */
  noDistil?: boolean;
  /** `--strict`: a refused trim (needs attention) fails the run (exit 1) instead of a warning. */
  strict?: boolean;
  author?: Author;
  /** `--progress`: the counter on stderr even when it is not a terminal. */
  progress?: boolean;
}

/** `memkeep gc`: analyse and trim (axe gc), for one agent or `--all`. */
export async function runGc(options: GcOptions, io: Io): Promise<number> {
  // axe prints these two bare and exits 1 (its binding contract for gc); scripts match both.
  if (options.all && options.agent) return argumentError('cannot specify both --all and an agent name', io);
  if (!options.all && !options.agent) return argumentError('agent name is required (or use --all)', io);
  let run: Run;
  let store: StoreConfig;
  const count = counter(io, options.progress === true);
  try {
    const checked = await storeForRun(options, 'gc', io);
    store = checked.store;
    const timeoutMs = modelTimeout(io.env);
    const state = await readState(store.root);
    const skipped: string[] = [];
    const agents = await selectAgents(store, options.agent ? [options.agent] : [], options.all, skipped, {
      refuseUnknownKeys: checked.strict,
      progress: count.progress,
    });
    await warn(io, skipped);
    const analysis = { store, env: io.env, analyzer: options.analyzer, model: options.model, cache: state, timeoutMs };
    const steps: StepName[] = [
      'trim',
      'analyse',
      ...(store.gc.distil && !options.noDistil ? (['distil'] as const) : []),
    ];
    if (!options.commit)
      return await gcInBatches(store, agents, { steps, analysis, dryRun: options.dryRun }, state, options, io);
    run = await runMaintenance(
      store,
      agents,
      { steps, analysis, dryRun: options.dryRun, progress: count.progress },
      { author: options.author },
    );
    count.end();
    await warnRecovered(run, io);
    const updates = await runUpdates(run.applied);
    if (hasUpdates(updates)) await saveState(store.root, mergeState(state, updates), io);
  } catch (e) {
    count.end();
    await printError(io, e);
    return exitCodeOf(e);
  }

  const failed = run.plan.agents.filter((a) => agentFailure(a, run.applied)).length;
  // A refused trim needs attention, not a failed job: the analysis, distil and load went on.
  const refused = options.strict ? run.plan.agents.filter((a) => a.steps.trim?.refused).length : 0;
  let code = options.all
    ? failed || refused
      ? 1
      : 0
    : (agentFailure(run.plan.agents[0], run.applied)?.code ?? (refused ? 1 : 0));
  if (run.commitError !== undefined) code = Math.max(code, exitCodeOf(run.commitError), failed ? 1 : 0);
  if (options.json) {
    io.out(
      renderJson(run.plan, run.applied, {
        command: 'gc',
        exitCode: code,
        commit: run.commit ?? null,
        entries: options.entries,
      }),
    );
    return code;
  }
  renderGc(run.plan, run.applied, io, options.all);
  if (run.commitError !== undefined) await printError(io, run.commitError);
  renderCommit(run.commit, run.applied, io, true);
  gcClosingLines(options, runTotals(run.plan, run.applied), run.plan.dryRun, failed, io);
  return code;
}

/** Agents gc plans, applies and reports together before it reads the next ones. */
const BATCH = 8;

/**
 * gc outside commit mode, a few agents at a time: each batch is planned,
 * applied and reported before the next is read, so a run holds one batch's
 * plan (its listed entries, analyses and digests), not the whole store's,
 * and the report of the first agent comes out before the last is read.
 * Commit mode plans the whole store at once: it applies and commits it as
 * one change, and re-plans all of it when the branch moved.
 */
async function gcInBatches(
  store: StoreConfig,
  agents: Selected[],
  options: PlanOptions,
  state: State,
  gc: GcOptions,
  io: Io,
): Promise<number> {
  const now = new Date();
  const json =
    gc.json &&
    new JsonWriter(io.out, {
      command: 'gc',
      dryRun: options.dryRun,
      plannedAt: now.toISOString(),
      attempt: 1,
      applied: !options.dryRun,
    });
  const updates: StateUpdates = { agents: {}, distilled: {} };
  const notes: string[] = [];
  const problems: string[] = [];
  const count = counter(io, gc.progress === true);
  let totals: RunTotals | undefined;
  let failed = 0;
  let refused = 0;
  let code = 0;
  try {
    for (let i = 0; i < agents.length; i += BATCH) {
      // The counter counts the store's agents, not the batch's.
      const progress = count.progress;
      const batch =
        progress &&
        ((phase: string, done: number, _total: number, agent: string) =>
          progress(phase, i + done, agents.length, agent));
      const run = await runMaintenance(store, agents.slice(i, i + BATCH), {
        ...options,
        now,
        progress: batch || undefined,
      });
      count.end();
      // Described once for the totals and the report: it lists every entry a trim drops.
      const described = json ? undefined : describe(run.plan, run.applied);
      totals = addTotals(totals, runTotals(run.plan, run.applied, described));
      const batchUpdates = await runUpdates(run.applied);
      Object.assign(updates.agents, batchUpdates.agents);
      Object.assign(updates.distilled, batchUpdates.distilled);
      const failures = run.plan.agents.map((a) => agentFailure(a, run.applied));
      failed += failures.filter(Boolean).length;
      // A refused trim needs attention, not a failed job: the analysis, distil and load went on.
      const refusals = gc.strict ? run.plan.agents.filter((a) => a.steps.trim?.refused).length : 0;
      refused += refusals;
      if (i === 0 && !gc.all) code = failures[0]?.code ?? (refusals ? 1 : 0);
      notes.push(...run.plan.notes);
      problems.push(...run.plan.problems, ...(run.applied?.problems ?? []));
      if (json) json.agents(jsonAgents(run.plan, run.applied, gc.entries));
      else renderGc(run.plan, run.applied, io, gc.all, described);
    }
  } catch (e) {
    count.end();
    await printError(io, e);
    return exitCodeOf(e);
  }
  if (hasUpdates(updates)) await saveState(store.root, mergeState(state, updates), io);
  if (gc.all) code = failed || refused ? 1 : 0;
  const all = totals ?? addTotals(undefined, undefined);
  if (json) json.end({ totals: all, notes, problems, failed, commit: null, exitCode: code });
  else gcClosingLines(gc, all, options.dryRun, failed, io);
  return code;
}

function gcClosingLines(options: GcOptions, totals: RunTotals, dryRun: boolean, failed: number, io: Io): void {
  if (!options.all) return;
  // axe's line alone on stdout, word for word (scripts compare it); where to start is advice, on stderr.
  if (totals.agents === 0) {
    io.out('No agents with memory enabled.\n');
    io.err(`${INIT_HINT}\n`);
  } else io.out(`${totalsLine(totals, dryRun)}\n`);
  if (failed) io.err(`gc completed with errors: ${failed} of ${totals.agents} agents failed\n`);
}

/**
 * gc's two argument errors: axe's line, bare, and axe's exit 1 (scripts
 * written for axe's gc match both), where every other memkeep usage error
 * exits 2 (README).
 */
function argumentError(message: string, io: Io): number {
  io.err(`${message}\n`);
  return 1;
}

async function saveState(root: string, state: Parameters<typeof writeState>[1], io: Io): Promise<void> {
  try {
    await writeState(root, state);
  } catch (e) {
    io.err(`Warning: could not save the analysis cache: ${formatError(e)}\n`);
  }
}
