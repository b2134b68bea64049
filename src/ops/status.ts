/**
 * `memkeep status`: per agent, where its memory is, how big it is against
 * its limits, and what the next gc, trim and prune each do. Read-only and
 * offline (a shallow clone is not deepened: an age it hides is reported as
 * unknown).
 *
 * The "next" part is gc's own plan (trim and prune, no analysis), the value
 * a dry run shows and a real run applies: a refused trim, a knowledge file
 * and every file kept although old enough are said with their real reason.
 */
import { storeRelative } from '../config/confine.js';
import type { Agent, StoreConfig } from '../config/types.js';
import type { AgentPlan, Progress } from '../gc/model.js';
import { plan } from '../gc/plan.js';
import type { RunAges } from '../gc/steps/prune.js';
import { attention, type TrimStepPlan, trimTarget } from '../gc/steps/trim.js';
import { plural } from '../text/plural.js';
import { estimateTokens } from '../text/tokens.js';

export interface AgentStatus {
  agent: string;
  enabled: boolean;
  layout: {
    form: Agent['form'];
    config: string;
    log: string;
    proceduralDir: string;
    episodicDir: string;
    coreFiles: string[];
  };
  entries: number;
  lastN: number;
  maxEntries: number;
  bytes: number;
  tokens: number;
  compactAfter?: number;
  overCompactAfter: boolean;
  oldestPrunable?: { path: string; type: string; age: string };
  /** Why gc would fail for this agent (its log cannot be read, …), as gc's error says it; null when it would not. */
  error: string | null;
  next: {
    /** Entries the next trim removes (0: none). */
    trim: number;
    keep?: number;
    prune: number;
    /** Files kept although old enough (unknown age, locked). */
    kept: number;
    /** Each of them, with the real reason (core and why, locked, age unknown). */
    keptFiles: { path: string; reason: string }[];
    /** The trim needs attention: why, and the [memory] line that lets it trim (as gc --dry-run --json says). */
    refused: TrimStepPlan['refused'] | null;
    /** Why the log is a knowledge file, never trimmed by count. */
    knowledge: string | null;
    /** What `memkeep gc` does next (gc analyses, trims and distils; it does not prune). */
    summary: string;
    /** What `memkeep trim` does next. */
    trimSummary: string;
    /** What `memkeep prune` (and the Action's prune) does next. */
    pruneSummary: string;
  };
}

/** The store at a glance: the sums of the agents' figures. */
export interface StatusTotals {
  agents: number;
  enabled: number;
  entries: number;
  bytes: number;
  tokens: number;
  /** What the next gc would do over all agents. */
  trim: number;
  prune: number;
  kept: number;
}

/** The sums of `statuses`, added to `t` when given (a store's statuses come batch by batch). */
export function statusTotals(
  statuses: AgentStatus[],
  t: StatusTotals = { agents: 0, enabled: 0, entries: 0, bytes: 0, tokens: 0, trim: 0, prune: 0, kept: 0 },
): StatusTotals {
  for (const s of statuses) {
    t.agents++;
    if (s.enabled) t.enabled++;
    t.entries += s.entries;
    t.bytes += s.bytes;
    t.tokens += s.tokens;
    t.trim += s.next.trim;
    t.prune += s.next.prune;
    t.kept += s.next.kept;
  }
  return t;
}

/** Agents planned together: a status is a few numbers, the plan it is read from holds far more. */
const BATCH = 8;

export async function agentStatuses(
  store: StoreConfig,
  agents: Agent[],
  env: NodeJS.ProcessEnv,
  progress?: Progress,
): Promise<{ statuses: AgentStatus[]; warnings: string[] }> {
  const statuses: AgentStatus[] = [];
  const warnings: string[] = [];
  for await (const batch of statusBatches(store, agents, env, progress)) {
    statuses.push(...batch.statuses);
    warnings.push(...batch.warnings);
  }
  return { statuses, warnings };
}

/**
 * The statuses a batch of agents at a time, with the warnings of its plan:
 * a front end that prints each batch holds one batch's plan and statuses,
 * whatever the size of the store.
 */
export async function* statusBatches(
  store: StoreConfig,
  agents: Agent[],
  env: NodeJS.ProcessEnv,
  progress?: Progress,
): AsyncGenerator<{ statuses: AgentStatus[]; warnings: string[] }> {
  // One history pass for every batch's ages, and one time: the batches are one look at the store.
  const ages: RunAges = { agents: agents.filter((a) => a.memory.enabled) };
  const now = new Date();
  for (let i = 0; i < agents.length; i += BATCH) {
    const batch = agents.slice(i, i + BATCH);
    // Status is a look, not a job: it never fetches to deepen a shallow clone.
    const next = await plan(
      store,
      batch.map((agent) => ({ name: agent.name, agent })),
      {
        steps: ['trim', 'prune'],
        dryRun: true,
        deepen: false,
        list: false,
        analysis: { store, env },
        now,
        ages,
        progress: progress && ((phase, done, _total, agent) => progress(phase, i + done, agents.length, agent)),
      },
    );
    yield { statuses: next.agents.map((a) => statusOf(store, a)), warnings: next.problems };
  }
}

function statusOf(store: StoreConfig, a: AgentPlan): AgentStatus {
  const rel = (p: string) => storeRelative(store, p);
  const agent = a.agent!;
  const m = agent.memory;
  const tokens = estimateTokens(a.size ?? 0);
  const keep = a.steps.trim?.target;
  const trim = a.steps.trim?.plan?.removed ?? 0;
  const items = a.steps.prune?.items ?? [];
  const oldest = items.reduce<(typeof items)[number] | undefined>(
    (best, i) => (best && (best.age.modified?.getTime() ?? 0) <= (i.age.modified?.getTime() ?? 0) ? best : i),
    undefined,
  );
  const overCompactAfter = m.compactAfter !== undefined && tokens > m.compactAfter;
  const kept = a.steps.prune?.kept.length ?? 0;
  const trimStep = a.steps.trim;
  const error = a.error?.message ?? null;
  const trimNow =
    error === null ? trimSummary(m.enabled, trimStep, trim, a.entries ?? 0, trimTarget(m) ?? 0) : `fails: ${error}`;
  return {
    agent: agent.name,
    enabled: m.enabled,
    layout: {
      form: agent.form,
      config: rel(agent.configFile),
      log: rel(m.path),
      proceduralDir: rel(m.proceduralDir),
      episodicDir: rel(m.episodicDir),
      coreFiles: m.coreFiles.map(rel),
    },
    entries: a.entries ?? 0,
    lastN: m.lastN,
    maxEntries: m.maxEntries,
    bytes: a.size ?? 0,
    tokens,
    compactAfter: m.compactAfter,
    overCompactAfter,
    oldestPrunable: oldest && { path: rel(oldest.path), type: oldest.type, age: oldest.ageText },
    error,
    next: {
      trim,
      keep,
      prune: items.length,
      kept,
      keptFiles: (a.steps.prune?.kept ?? []).map((k) => ({ path: rel(k.path), reason: k.message })),
      refused: trimStep?.refused ?? null,
      knowledge: trimStep?.knowledge ?? null,
      summary: error === null ? gcSummary(m.enabled, trimNow, overCompactAfter) : trimNow,
      trimSummary: trimNow,
      pruneSummary: !m.enabled
        ? 'nothing (memory not enabled)'
        : items.length
          ? `prune ${plural(items.length, 'file', 'files')}: ${items.map((i) => `${rel(i.path)} (${i.rule})`).join(', ')}`
          : 'nothing to prune',
    },
  };
}

/** What the trim does next: entries removed, or why none (within the limit, knowledge, refused, locked). */
function trimSummary(
  enabled: boolean,
  step: TrimStepPlan | undefined,
  trim: number,
  entries: number,
  target: number,
): string {
  if (!enabled) return 'nothing (memory not enabled)';
  // A log with no entries gets no trim step: its target is the config's.
  if (!step && target > 0) return `nothing to trim (no entries, limit ${target})`;
  if (!step?.target) return 'nothing: no trim target (last_n and max_entries are 0)';
  if (step.knowledge) return `nothing: a knowledge file (${step.knowledge}), never trimmed by count`;
  if (step.refused) return attention(step.refused);
  if (step.locked) return 'nothing: the log is locked';
  if (trim > 0) return `trim ${plural(trim, 'entry', 'entries')} (keep ${step.target})`;
  return `nothing to trim (${plural(entries, 'entry', 'entries')}, limit ${step.target})`;
}

/** `memkeep gc`: analyse, then the trim's part (CLI gc never prunes: `memkeep prune` and the Action do). */
function gcSummary(enabled: boolean, trim: string, over: boolean): string {
  if (!enabled) return 'nothing (memory not enabled)';
  const parts = trim.startsWith('trim ') ? [trim] : [];
  if (over) parts.push('warn: over compact_after');
  const head = parts.length > 0 ? `analyse, ${parts.join(', ')}` : 'analyse only (nothing to trim)';
  return trim.startsWith('trim ') || trim.startsWith('nothing to trim') ? head : `${head}; trim: ${trim}`;
}
