/**
 * `memkeep gc`: axe gc for a store (reference/axe-gc-spec.md), with its
 * messages, their order and its exit codes. memkeep's additions (which
 * analyzer ran, the input budget, the cache, redactions) are extra lines
 * that never replace an axe message.
 */
import { statSync } from 'node:fs';
import { configError, exitCodeOf, formatError, ioError, type ExitCode } from '../errors.js';
import type { Io } from '../cli/io.js';
import {
  discoverAgents,
  loadAgent,
  loadAgentRef,
  loadStoreConfig,
  storeRelative,
  type Agent,
  type AgentRef,
  type Analyzer,
  type StoreConfig,
} from '../store/config.js';
import { applyTrim, planTrim, scanForAnalysis, scanLog, type TrimPlan } from '../store/runlog.js';
import { isLocked } from '../store/lock.js';
import type { Author } from '../git/author.js';
import { analyzeLog, type Analysis, type AnalysisOptions } from '../analysis/analyze.js';
import { readState, trimmedLogKey, writeState, type State } from '../analysis/cache.js';
import { parseModel } from '../analysis/model.js';
import { estimateTokens } from '../analysis/tokens.js';
import { trimTarget } from './plan.js';

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
  author?: Author;
}

export interface AgentReport {
  agent: string;
  status: 'done' | 'skipped' | 'empty' | 'failed';
  entries?: number;
  analyzer?: string;
  fallbackReason?: string;
  cached?: boolean;
  sentEntries?: number;
  leftOut?: number;
  inputTokens?: number;
  tokensSent?: number;
  redactions?: string[];
  analysis?: string;
  trim?: { target: number; removed: number; kept: number } | null;
  /** The log is locked, so it was analysed but not trimmed (and its analysis not cached). */
  locked?: boolean;
  error?: { code: ExitCode; message: string };
}

interface Context {
  store: StoreConfig;
  options: GcOptions;
  analysis: AnalysisOptions;
  state: State;
  /** Whether the cache gained anything worth writing. */
  stateChanged: boolean;
  /** Commit mode: trims waiting for the commit loop. */
  pending: PendingTrim[];
  /** Trims that removed entries, to cache the trimmed logs as analysed. */
  trimmed: PendingTrim[];
  /** Text output; silent in --json mode. */
  out(line: string): void;
  err(line: string): void;
}

/** Runs gc and returns the exit code; all output goes through `io`. */
export async function runGc(options: GcOptions, io: Io): Promise<number> {
  const json = options.json;
  const out = (line: string) => json || io.out(line + '\n');
  const err = (line: string) => io.err(line + '\n');

  if (options.all && options.agent) return usageError('cannot specify both --all and an agent name', io);
  if (!options.all && !options.agent) return usageError('agent name is required (or use --all)', io);

  let ctx: Context;
  try {
    const store = await loadStoreConfig(options.root);
    for (const w of store.warnings) err(`Warning: ${w}`);
    if (options.model) parseModel(options.model, { field: '--model' });
    if (options.commit && !options.dryRun) {
      const { leftoverWarning, recoverBeforeRun } = await import('../git/leftovers.js');
      for (const path of await recoverBeforeRun(store.root, options.author)) err(`Warning: ${leftoverWarning(path)}`);
    }
    const state = await readState(store.root);
    ctx = {
      store,
      options,
      state,
      stateChanged: false,
      pending: [],
      trimmed: [],
      analysis: {
        store,
        env: io.env,
        analyzer: options.analyzer,
        model: options.model,
        cache: state,
        timeoutMs: modelTimeout(io.env),
      },
      out,
      err,
    };
  } catch (e) {
    err(`Error: ${formatError(e)}`);
    return exitCodeOf(e);
  }

  const reports: AgentReport[] = [];
  let code: number;
  if (options.all) {
    code = await gcAll(ctx, reports);
  } else {
    const report = await gcAndTrim(ctx, options.agent!);
    reports.push(report);
    if (report.error) err(`Error: ${report.error.message}`);
    code = report.error?.code ?? 0;
  }
  if (options.commit && !options.dryRun && ctx.pending.length > 0) {
    try {
      await commitTrims(ctx);
    } catch (e) {
      err(`Error: ${formatError(e)}`);
      code = Math.max(code, exitCodeOf(e));
    }
    if (reports.some((r) => r.status === 'failed')) code = Math.max(code, 1);
  }
  for (const p of ctx.trimmed) {
    const key = await trimmedLogKey(p.plan, p.analysis.maxInputTokens);
    remember(ctx, p.agent.name, p.analysis, key ? [key] : []);
  }
  if (!options.dryRun && ctx.stateChanged) await saveState(ctx);
  if (json) {
    const failed = reports.filter((r) => r.status === 'failed').length;
    io.out(JSON.stringify({ command: 'gc', dryRun: options.dryRun, agents: reports, failed, exitCode: code }, null, 2) + '\n');
  }
  return code;
}

/** `MEMKEEP_MODEL_TIMEOUT` (seconds) lengthens or shortens axe's 120 s, e.g. for a slow local model. */
function modelTimeout(env: NodeJS.ProcessEnv): number | undefined {
  const text = env.MEMKEEP_MODEL_TIMEOUT;
  if (text === undefined || text === '') return undefined;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw configError(`MEMKEEP_MODEL_TIMEOUT must be a positive number of seconds (got "${text}")`, {
      field: 'MEMKEEP_MODEL_TIMEOUT',
    });
  }
  return seconds * 1000;
}

function usageError(message: string, io: Io): number {
  io.err(`Error: ${message}\n`);
  return 1;
}

/** `--all`: every memory-enabled agent in name order; failures do not stop the rest. */
async function gcAll(ctx: Context, reports: AgentReport[]): Promise<number> {
  let refs: AgentRef[];
  try {
    refs = await discoverAgents(ctx.store);
  } catch (e) {
    ctx.err(`Error: ${formatError(e)}`);
    return exitCodeOf(e);
  }
  let total = 0;
  let failed = 0;
  for (const ref of refs) {
    const name = ref.name;
    let agent: Agent;
    try {
      agent = await loadAgentRef(ctx.store, ref);
    } catch (e) {
      // A broken config is a failed agent: it may well have had memory enabled.
      total++;
      failed++;
      ctx.out(`=== GC: ${name} ===`);
      ctx.err(`Error: gc failed for agent "${name}": ${formatError(e)}`);
      reports.push(failedReport(name, e));
      continue;
    }
    if (!agent.memory.enabled) continue;
    total++;
    ctx.out(`=== GC: ${name} ===`);
    const report = await gcAndTrim(ctx, name, agent);
    reports.push(report);
    if (report.error) {
      failed++;
      ctx.err(`Error: gc failed for agent "${name}": ${report.error.message}`);
    }
  }
  if (total === 0) {
    ctx.out('No agents with memory enabled.');
    return 0;
  }
  if (failed > 0) {
    ctx.err(`Error: gc completed with errors: ${failed} of ${total} agents failed`);
    return 1;
  }
  return 0;
}

function failedReport(agent: string, e: unknown): AgentReport {
  return { agent, status: 'failed', error: { code: exitCodeOf(e), message: formatError(e) } };
}

interface PendingTrim {
  agent: Agent;
  report: AgentReport;
  analysis: Analysis;
  plan: TrimPlan;
  target: number;
  count: number;
}

/**
 * gc for one agent, trim included; in commit mode the trim is queued and
 * applied inside the commit loop once every agent has been analysed.
 */
async function gcAndTrim(ctx: Context, name: string, loaded?: Agent): Promise<AgentReport> {
  const { report, pending } = await gcAgent(ctx, name, loaded);
  if (!pending) return report;
  if (ctx.options.commit) {
    ctx.pending.push(pending);
    return report;
  }
  try {
    finishTrim(ctx, pending, (await applyTrim(pending.plan)) ? pending.plan.removed! : 0);
  } catch (e) {
    Object.assign(report, failedReport(name, e));
  }
  return report;
}

/** One agent up to its trim (axe's single-agent flow); errors come back in the report. */
async function gcAgent(ctx: Context, name: string, loaded?: Agent): Promise<{ report: AgentReport; pending?: PendingTrim }> {
  const report: AgentReport = { agent: name, status: 'done' };
  try {
    const agent = loaded ?? (await loadAgent(ctx.store, name));
    for (const w of agent.warnings) ctx.err(`Warning: ${w}`);
    if (!agent.memory.enabled) {
      ctx.err(`Warning: agent "${name}" does not have memory enabled. Skipping.`);
      return { report: { ...report, status: 'skipped' } };
    }
    const path = agent.memory.path;
    if (logSize(path) === 0) {
      ctx.out(`No memory entries for agent "${name}". Nothing to do.`);
      return { report: { ...report, status: 'empty' } };
    }
    const scan = await scanLog(path);
    const count = scan.count;
    report.entries = count;
    ctx.out(`Agent: ${name}`);
    ctx.out(`Entries: ${count}`);

    const target = trimTarget(agent.memory);
    // Planned on what is analysed: the apply drops exactly these old entries
    // and keeps whatever an agent appends while the model is answering.
    // A locked log is analysed but left alone, as prune keeps a locked file:
    // a lock is an owner's deliberate hold, not a failure of the run.
    const locked = target !== undefined && !ctx.options.dryRun && (await isLocked(path));
    const plan = target === undefined || ctx.options.dryRun || locked ? undefined : await planTrim(path, target, { known: scan });

    const analysis = await analyzeLog(agent, storeRelative(ctx.store, path), ctx.analysis, scanForAnalysis(scan, plan));
    recordAnalysis(report, analysis);
    printAnalysisNotes(ctx, agent, analysis);
    ctx.out('--- Analysis ---');
    ctx.out(analysis.text);

    if (ctx.options.dryRun) {
      ctx.out('Dry run: no entries trimmed.');
      return { report };
    }
    if (locked) {
      report.trim = null;
      report.locked = true;
      ctx.out(`Trim skipped: ${storeRelative(ctx.store, path)} is locked.`);
      return { report };
    }
    if (target === undefined || !plan) {
      report.trim = null;
      ctx.out('No trim target configured (last_n and max_entries are both 0). Skipping trim.');
      remember(ctx, name, analysis, []);
      return { report };
    }
    return { report, pending: { agent, report, analysis, plan, target, count } };
  } catch (e) {
    return { report: { ...report, ...failedReport(name, e) } };
  }
}

/** Prints axe's trim result line and records the trimmed log as analysed. */
function finishTrim(ctx: Context, p: PendingTrim, removed: number): void {
  p.report.trim = { target: p.target, removed, kept: removed > 0 ? p.target : p.count };
  if (removed > 0) {
    ctx.out(`Trimmed: ${removed} entries removed, ${p.target} entries kept.`);
    ctx.trimmed.push(p);
  } else {
    ctx.out(`No trimming needed: ${p.count} entries within limit (${p.target}).`);
    remember(ctx, p.agent.name, p.analysis, []);
  }
}

/**
 * Commit mode: applies every queued trim, commits the rewritten logs and
 * pushes; when the branch moved, the same plans are applied again on the
 * new content (their dropped prefix is verified, entries appended upstream
 * are kept).
 */
async function commitTrims(ctx: Context): Promise<void> {
  const { commitAndPush } = await import('../git/commit.js');
  const landed = await commitAndPush({
    cwd: ctx.store.root,
    author: ctx.options.author,
    apply: async () => {
      const outcomes: { p: PendingTrim; removed?: number; error?: unknown }[] = [];
      for (const p of ctx.pending) {
        try {
          outcomes.push({ p, removed: (await applyTrim(p.plan)) ? p.plan.removed! : 0 });
        } catch (error) {
          outcomes.push({ p, error });
        }
      }
      const trimmed = outcomes.filter((o) => (o.removed ?? 0) > 0);
      const total = trimmed.reduce((n, o) => n + o.removed!, 0);
      const who = trimmed.map((o) => `${o.p.agent.name} -${o.removed}`).join(', ');
      return {
        paths: trimmed.map((o) => o.p.agent.memory.path),
        message: `memkeep: trim ${total} run-log entr${total === 1 ? 'y' : 'ies'} (${who})`,
        result: outcomes,
      };
    },
  });
  for (const o of landed.result) {
    if (o.error) {
      Object.assign(o.p.report, failedReport(o.p.agent.name, o.error));
      ctx.err(`Error: gc failed for agent "${o.p.agent.name}": ${formatError(o.error)}`);
    } else {
      finishTrim(ctx, o.p, o.removed!);
    }
  }
  ctx.out(landed.sha ? `Committed ${landed.sha.slice(0, 12)} to ${landed.branch} and pushed (attempt ${landed.attempts}).` : 'Nothing to commit.');
}

/** The log's size; a missing log is an empty one (axe), anything unreadable an error naming it. */
function logSize(path: string): number {
  try {
    const st = statSync(path);
    if (st.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    return st.size;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw ioError('read', path, err);
  }
}

function recordAnalysis(report: AgentReport, a: Analysis): void {
  Object.assign(report, {
    analyzer: a.analyzer,
    fallbackReason: a.fallbackReason,
    cached: a.cached,
    sentEntries: a.sentEntries,
    leftOut: a.leftOut,
    inputTokens: a.inputTokens,
    tokensSent: a.tokensSent,
    redactions: a.redactions,
    analysis: a.text,
  });
}

function printAnalysisNotes(ctx: Context, agent: Agent, a: Analysis): void {
  ctx.out(`Analyzer: ${a.analyzer}${a.fallbackReason ? ` (${a.fallbackReason})` : ''}`);
  if (a.cached) ctx.out('Analysis reused: what would be analysed is unchanged since the last analysis (no model call).');
  if (a.leftOut > 0) {
    ctx.out(
      `Input budget: analysed the newest ${a.sentEntries} entries; ${a.leftOut} older entries left out (max_input_tokens: ${a.maxInputTokens}).`,
    );
  }
  for (const line of a.redactions) ctx.err(`Warning: ${line}`);
  const compactAfter = agent.memory.compactAfter;
  if (compactAfter !== undefined) {
    const tokens = estimateTokens(a.size);
    if (tokens > compactAfter) {
      ctx.err(`Warning: agent "${agent.name}" memory is about ${tokens} tokens (compact_after: ${compactAfter}).`);
    }
  }
}

/** Records the analysis for the cache, also under the digest of the trimmed log. */
function remember(ctx: Context, name: string, a: Analysis, extraDigests: string[]): void {
  if (a.cached && extraDigests.length === 0) return;
  ctx.stateChanged = true;
  ctx.state.agents[name] = {
    digests: [a.digest, ...extraDigests],
    analyzer: a.analyzer,
    maxInputTokens: a.maxInputTokens,
    analysis: a.text,
    at: new Date().toISOString(),
  };
}

async function saveState(ctx: Context): Promise<void> {
  try {
    await writeState(ctx.store.root, ctx.state);
  } catch (e) {
    ctx.err(`Warning: could not save the analysis cache: ${formatError(e)}`);
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
 * their log after every run. Same target rule as gc, but it does not count
 * the entries it drops (that would mean reading all of them, the whole cost
 * of trimming a large log), so it reports the bytes removed instead.
 */
export async function runTrim(options: TrimOptions, io: Io): Promise<number> {
  try {
    const store = await loadStoreConfig(options.root);
    const agent = await loadAgent(store, options.agent);
    const target = options.keep ?? trimTarget(agent.memory);
    if (target === undefined || target === 0) {
      io.out('No trim target configured (last_n and max_entries are both 0). Skipping trim.\n');
      return 0;
    }
    const plan = await planTrim(agent.memory.path, target, { count: false });
    if (plan.cutOffset === 0) {
      // Applying a plan that removes nothing only tidies up after a killed writer.
      if (!options.dryRun) await applyTrim(plan);
      io.out(`No trimming needed: ${plan.count} entries within limit (${target}).\n`);
      return 0;
    }
    const dropped = formatBytes(plan.cutOffset - (plan.bom ? 3 : 0));
    if (options.dryRun) {
      io.out(`Dry run: would remove older entries (${dropped}) and keep the last ${target}.\n`);
      return 0;
    }
    await applyTrim(plan);
    io.out(`Trimmed: older entries removed (${dropped}), ${target} entries kept.\n`);
    return 0;
  } catch (e) {
    io.err(`Error: ${formatError(e)}\n`);
    return exitCodeOf(e);
  }
}

/** Bytes for people: exact below 1 KiB, else one decimal in KiB, MiB or GiB. */
function formatBytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  const units = ['KiB', 'MiB', 'GiB'];
  let value = n / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
