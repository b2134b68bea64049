/**
 * The plan: one plain value that says, per agent, what every maintenance
 * step would do. It is produced once, by `plan`, and shared by everything
 * after it: a dry run renders it and stops; a real run applies exactly it
 * (apply.ts) and renders both. The CLI and the Action make it the same way,
 * so a dry run shows what a real run does, wherever it runs.
 *
 * Nothing here writes: planning reads logs, file ages and (for the analysis)
 * may call the model. Per-agent failures are recorded in the plan, never
 * thrown, so one broken agent does not stop the rest.
 */

import { statSync } from 'node:fs';
import type { AnalysisOptions } from '../analysis/analyze.js';
import { storeRelative } from '../config/confine.js';
import type { StoreConfig } from '../config/types.js';
import { layoutOf } from '../format/layout.js';
import { MAX_TEXT_BYTES, readRegularFileSync } from '../fs/regular.js';
import { lineTimes } from '../git/line-times.js';
import { diagnoseLog } from '../memory/runlog/diagnose.js';
import type { LineTimes } from '../memory/runlog/entry-order.js';
import { logSize, scanLog } from '../memory/runlog/scan.js';
import type { Selected } from './agents.js';
import { type AgentPlan, fail, type Plan, type Progress } from './model.js';
import type { RunAges } from './steps/prune.js';
import { STEPS, type StepName } from './steps/registry.js';

/** A log with bytes and no entries, read once more to say what it holds (bounded: the start is enough). */
function readLog(path: string): Buffer | undefined {
  try {
    return readRegularFileSync(path, { maxBytes: MAX_TEXT_BYTES });
  } catch {
    return undefined;
  }
}

export interface PlanOptions {
  /** Which steps run (the registry decides their order). */
  steps: StepName[];
  analysis: AnalysisOptions;
  dryRun: boolean;
  now?: Date;
  /** `memkeep trim --keep N`: the trim target instead of last_n. */
  keep?: number;
  /**
   * Count the entries (default true). `memkeep trim` turns it off: counting
   * is the whole cost of trimming a large log.
   */
  count?: boolean;
  /**
   * Read and list each entry a trim drops and keeps (default: when counted).
   * `status` only counts: it shows how many, never which.
   */
  list?: boolean;
  /** Fetch more history in a shallow clone for file ages (default true; `status` only looks). */
  deepen?: boolean;
  /**
   * Commit mode's retry: the plan of the attempt before, whose analyses are
   * kept (the new content is re-planned, not re-analysed).
   */
  previous?: Plan;
  /** A counter for long runs: each agent as it is read and as each step plans it. */
  progress?: Progress;
  /** A run planned in batches: one history pass for the ages of all its agents (steps/prune.ts). */
  ages?: RunAges;
}

/** Plans `steps` for `agents`; writes nothing. */
export async function plan(store: StoreConfig, agents: Selected[], options: PlanOptions): Promise<Plan> {
  // One turn of the event loop first: V8 finishes a major GC's marking in tasks the loop runs, and
  // a run planned batch after batch that never waits (its files read synchronously) left them to
  // the heap's limit: gc --all at 1,000 agents peaked at 340 MB of memory, not 290 (docs/benchmarks.md).
  await new Promise((ok) => setImmediate(ok));
  const now = options.now ?? new Date();
  const result: Plan = {
    store,
    steps: options.steps,
    dryRun: options.dryRun,
    at: now.toISOString(),
    attempt: (options.previous?.attempt ?? 0) + 1,
    agents: agents.map((s) => startAgent(store, s)),
    notes: [],
    problems: [],
    lineTimes: options.previous?.lineTimes ?? blameOncePerLog(),
  };
  const reading = result.agents.filter((a) => a.status === 'planned');
  for (const [i, a] of reading.entries()) {
    options.progress?.('read', i + 1, reading.length, a.name);
    try {
      if (options.count === false) {
        // `memkeep trim` does not count: counting is reading the whole log, the cost it avoids.
        a.size = logSize(a.agent!.memory.path);
      } else {
        a.scan = await scanLog(a.agent!.memory.path, { layout: a.layout });
        a.entries = a.scan.count;
        a.size = a.scan.size;
      }
      // axe: a missing or empty log is "No memory entries", and nothing runs.
      if (a.size === 0) a.status = 'empty';
      const log = a.entries === 0 && a.size ? (a.scan?.content ?? readLog(a.agent!.memory.path)) : undefined;
      const diagnosed = diagnoseLog(a.agent!.memory, a.log!, a.entries ?? 0, log);
      if (diagnosed.length > 0) {
        // The agent's config warnings are its loaded config's array: the plan gets its own.
        a.warnings = [...a.warnings, ...diagnosed];
        result.problems.push(...diagnosed.map((w) => `${a.name}: ${w}`));
      }
    } catch (err) {
      fail(a, err);
    }
  }
  for (const step of STEPS) {
    if (options.steps.includes(step.name)) await step.plan(result, { ...options, now });
  }
  // The steps shared the logs' bytes; the plan outlives them by a whole run (and 1,000 agents' logs add up).
  for (const a of result.agents) a.scan = undefined;
  return result;
}

function startAgent(store: StoreConfig, s: Selected): AgentPlan {
  const a: AgentPlan = {
    name: s.name,
    status: 'planned',
    agent: s.agent,
    steps: {},
    warnings: s.agent?.warnings ?? [],
  };
  if (s.error !== undefined) fail(a, s.error);
  else if (!s.agent?.memory.enabled) a.status = 'skipped';
  else {
    a.log = storeRelative(store, s.agent.memory.path);
    a.layout = layoutOf(s.agent.memory);
  }
  return a;
}

/**
 * Line times from `git blame`, run once per log and kept while the file is
 * unchanged (same inode, size and modification time): the trim, the analysis
 * and the cache key of one run all order the same log.
 */
function blameOncePerLog(): LineTimes {
  const seen = new Map<string, { id: string; times: ReturnType<LineTimes> }>();
  return (path) => {
    const st = statSync(path, { throwIfNoEntry: false });
    const id = st ? `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}` : '';
    const hit = seen.get(path);
    if (hit?.id === id) return hit.times;
    const times = lineTimes(path);
    seen.set(path, { id, times });
    return times;
  };
}
