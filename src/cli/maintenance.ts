/**
 * The maintenance commands trim and prune, and what every maintenance
 * command (gc-command.ts too) does before it runs the maintenance use case
 * (gc/run.ts): load the store and check that it may change it. Each picks
 * its agents and steps, runs the use case, and hands plan and outcome to a
 * renderer.
 */
import { loadStoreConfig, refuseUnknownKeys } from '../config/store-config.js';
import type { StoreConfig } from '../config/types.js';
import { exitCodeOf } from '../errors.js';
import { assertUnlocked } from '../fs/lock.js';
import { selectAgents } from '../gc/agents.js';
import { type Run, runMaintenance } from '../gc/run.js';
import { howToTrim } from '../gc/steps/trim.js';
import type { Author } from '../git/author.js';
import { leftoverWarning } from '../git/leftovers.js';
import { renderJson } from '../render/json.js';
import { agentFailure, INIT_HINT, renderCommit, renderPrune, renderTrim } from '../render/text.js';
import { runTotals, totalsLine } from '../render/totals.js';
import { logLine } from '../text/untrusted.js';
import type { Io } from './io.js';
import { counter } from './progress.js';
import { printError, warn } from './warn.js';

/**
 * Loads the store and, for a run that changes memory, checks it may: no
 * unknown keys a default would stand in for, and with --commit a git work
 * tree, found out before anything is read or analysed. Returns the text
 * that makes agents with unknown `[memory]` keys fail (selectAgents).
 */
export async function storeForRun(
  options: { root: string; dryRun: boolean; commit?: boolean },
  command: string,
  io: Io,
): Promise<{ store: StoreConfig; strict?: string }> {
  const store = await loadStoreConfig(options.root);
  await warn(io, store.warnings);
  if (options.dryRun) return { store };
  const strict = options.commit ? `for ${command} --commit` : `for ${command} without --dry-run`;
  refuseUnknownKeys(store, strict);
  if (options.commit) await (await import('../git/commit.js')).checkCommitMode(store.root);
  return { store, strict };
}

export async function warnRecovered(run: Run, io: Io): Promise<void> {
  await warn(io, run.recovered.map(leftoverWarning));
}

/** A usage error: the line bare, exit 2 as every memkeep usage error but gc's two (README). */
function usage(message: string, io: Io): number {
  io.err(`${message}\n`);
  return 2;
}

export interface TrimOptions {
  root: string;
  agent?: string;
  all: boolean;
  keep?: number;
  dryRun: boolean;
  progress?: boolean;
}

/**
 * `memkeep trim`: gc's trim without the analysis, for agents that bound
 * their log after every run. A real trim does not count or list what it
 * drops (that would mean reading all of it, the whole cost of trimming a
 * large log), so it reports the bytes removed; a dry run lists the entries.
 * With `--all`, every enabled agent, a failed or locked one not stopping
 * the rest, and a totals line.
 */
export async function runTrim(options: TrimOptions, io: Io): Promise<number> {
  if (options.all && options.agent) return usage('cannot specify both --all and an agent name', io);
  if (!options.all && !options.agent) return usage('agent name is required (or use --all)', io);
  const count = counter(io, options.progress === true);
  try {
    const { store, strict } = await storeForRun(options, 'trim', io);
    const skipped: string[] = [];
    const agents = await selectAgents(store, options.agent ? [options.agent] : [], options.all, skipped, {
      refuseUnknownKeys: strict,
      progress: count.progress,
    });
    await warn(io, skipped);
    const analysis = { store, env: io.env };
    const run = await runMaintenance(store, agents, {
      steps: ['trim'],
      analysis,
      dryRun: options.dryRun,
      keep: options.keep,
      count: options.dryRun,
      progress: count.progress,
    });
    count.end();
    if (!options.all) return await trimOne(run, io);
    let code = 0;
    for (const a of run.plan.agents) {
      io.out(`=== TRIM: ${logLine(a.name)} ===\n`);
      const failure = agentFailure(a, run.applied);
      if (failure) {
        io.err(`${logLine(`Error: trim failed for agent "${a.name}": ${failure.message}`)}\n`);
        code = 1;
      } else if (a.steps.trim?.locked) io.out(`Trim skipped: ${logLine(a.log ?? '')} is locked.\n`);
      else renderTrim(run.plan, a, run.applied, io);
    }
    if (run.plan.agents.length === 0) io.out(`No agents with memory enabled. ${INIT_HINT}\n`);
    else io.out(`${totalsLine(runTotals(run.plan, run.applied), run.plan.dryRun)}\n`);
    return code;
  } catch (e) {
    count.end();
    await printError(io, e);
    return exitCodeOf(e);
  }
}

/** `memkeep trim AGENT`: its lines, and a locked log is an error (asked for a trim and nothing else, say why there is none). */
async function trimOne(run: Run, io: Io): Promise<number> {
  const a = run.plan.agents[0];
  if (a.status === 'skipped') io.err(`Warning: agent "${logLine(a.name)}" does not have memory enabled. Skipping.\n`);
  if (a.steps.trim?.locked) await assertUnlocked(a.agent!.memory.path, 'trim');
  const failure = agentFailure(a, run.applied);
  if (failure) {
    io.err(`Error: ${logLine(failure.message)}\n`);
    return failure.code;
  }
  // Asked for a trim and nothing else: a refused one is this command's failure.
  const refused = a.steps.trim?.refused;
  if (refused) {
    // The message quotes the headings at the cut: memory text, shown as gc shows it.
    io.err(`Error: ${logLine(`${refused.message}. ${howToTrim(refused)}.`)}\n`);
    return 1;
  }
  if (a.status === 'planned' || a.status === 'empty') renderTrim(run.plan, a, run.applied, io);
  return 0;
}

export interface PruneOptions {
  root: string;
  agents: string[];
  dryRun: boolean;
  json: boolean;
  commit: boolean;
  author?: Author;
  progress?: boolean;
}

/** `memkeep prune`: typed pruning of every enabled agent, or those named. */
export async function runPrune(options: PruneOptions, io: Io): Promise<number> {
  const count = counter(io, options.progress === true);
  try {
    const { store, strict } = await storeForRun(options, 'prune', io);
    const skipped: string[] = [];
    const agents = await selectAgents(store, options.agents, options.agents.length === 0, skipped, {
      refuseUnknownKeys: strict,
      progress: count.progress,
    });
    await warn(io, skipped);
    const broken = agents.find((s) => s.error !== undefined);
    if (broken) throw broken.error;
    for (const s of agents)
      if (!s.agent!.memory.enabled) io.err(`Warning: agent "${s.name}" does not have memory enabled. Skipping.\n`);
    const run = await runMaintenance(
      store,
      agents,
      { steps: ['prune'], analysis: { store, env: io.env }, dryRun: options.dryRun, progress: count.progress },
      options.commit ? { author: options.author } : undefined,
    );
    count.end();
    await warnRecovered(run, io);
    if (run.commitError !== undefined) throw run.commitError;
    await warn(
      io,
      run.plan.problems.filter((p) => !p.includes(': cannot prune ')),
    );
    const errors = run.plan.agents.some(
      (a) => a.steps.prune?.errors.length || run.applied?.outcomes[a.name]?.prune?.errors.length,
    );
    const code = errors ? 1 : 0;
    if (options.json)
      io.out(renderJson(run.plan, run.applied, { command: 'prune', exitCode: code, commit: run.commit ?? null }));
    else {
      if (run.plan.agents.length === 0) io.out(`No agents with memory enabled. ${INIT_HINT}\n`);
      renderPrune(run.plan, run.applied, io);
      renderCommit(run.commit, run.applied, io, false);
      if (run.plan.agents.length > 0) io.out(`${totalsLine(runTotals(run.plan, run.applied), run.plan.dryRun)}\n`);
    }
    return code;
  } catch (e) {
    count.end();
    await printError(io, e);
    return exitCodeOf(e);
  }
}
