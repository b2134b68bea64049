/**
 * `--json`: one document for a whole run, the plan (and what was applied) as
 * plain data. A dry run's document and the real run's list the same entries
 * and files, so a script can check one against the other.
 *
 * The long lists (every dropped and kept entry's heading, what distil drew
 * from, its operations with their evidence, the digest's text) are only
 * there with `--entries`: for a store of
 * 1,000 agents they were 95% of a 96 MB document. The document can be
 * written as it goes (JsonWriter), a batch of agents at a time, so a run
 * never holds the whole store's report.
 */
import type { Applied, Plan } from '../gc/model.js';
import type { StepName } from '../gc/steps/registry.js';
import { jsonForLog } from '../text/json-log.js';
import { describe } from './sections.js';
import { agentFailure } from './text.js';
import { agentTally, runTotals } from './totals.js';

export interface RunInfo {
  command: 'gc' | 'trim' | 'prune';
  exitCode: number;
  commit?: { sha?: string; branch: string; attempts: number } | null;
  /** `--entries`: include the long per-entry lists. */
  entries?: boolean;
}

/** Per step, the fields only `--entries` includes. */
const ENTRY_LISTS: Partial<Record<StepName, string[]>> = {
  trim: ['dropped', 'keptEntries'],
  distil: ['distilled', 'section'],
};

type JsonAgent = Record<string, unknown>;

/** The agents of `plan` as the document lists them. */
export function jsonAgents(plan: Plan, applied: Applied | undefined, entries = false): JsonAgent[] {
  return describe(plan, applied).map(({ agent: a, sections }) => {
    const failure = agentFailure(a, applied);
    const status = failure ? 'failed' : a.status === 'planned' ? 'done' : a.status;
    const json: JsonAgent = { agent: a.name, status, log: a.log ?? null, entries: a.entries ?? null };
    // The analysis fields stand at the agent's level, as they did before steps had sections of their own.
    for (const s of sections) {
      const data = entries ? s.data : withoutLists(s.step, s.data);
      Object.assign(json, s.step === 'analyse' ? (data as object) : { [s.step]: data ?? null });
    }
    return { ...json, tally: agentTally(a, sections), warnings: a.warnings, error: failure ?? null };
  });
}

function withoutLists(step: StepName, data: unknown): unknown {
  const drop = ENTRY_LISTS[step];
  if (!drop || data === null || typeof data !== 'object') return data;
  const kept = Object.fromEntries(Object.entries(data).filter(([key]) => !drop.includes(key)));
  if (step !== 'distil') return kept;
  return { ...kept, knowledge: counted(kept.knowledge), lessons: counted(kept.lessons) };
}

/**
 * What distil changes in a file, counted by kind ({"add": 19}): each
 * operation lists every entry it came from, and the digest's text is the
 * file itself, together 70% of a 1,000-agent document. `--entries` lists
 * them (`ops`, `items`).
 */
function counted(file: unknown): unknown {
  if (file === null || typeof file !== 'object') return file ?? null;
  const { ops, items: _items, ...rest } = file as { ops?: { op: string }[]; items?: unknown };
  const changes: Record<string, number> = {};
  for (const o of ops ?? []) changes[o.op] = (changes[o.op] ?? 0) + 1;
  return { ...rest, changes };
}

/**
 * The document written in pieces: its head, agents as they are reported,
 * then the rest. The text is exactly JSON.stringify(document, null, 2)'s.
 */
export class JsonWriter {
  private count = 0;

  private readonly out: (text: string) => void;

  constructor(out: (text: string) => void, head: Record<string, unknown>) {
    // Memory text (headings, messages) is in it: printed where the runner reads it (jsonForLog).
    this.out = (text) => out(jsonForLog(text));
    // The head's text up to the agents' opening bracket.
    const text = JSON.stringify({ ...head, agents: [] }, null, 2);
    out(text.slice(0, text.lastIndexOf('[]') + 1));
  }

  agents(list: readonly unknown[]): void {
    // Nested two levels down: every line of an agent's text is indented by four more spaces.
    for (const a of list)
      this.out(`${this.count++ ? ',' : ''}\n    ${JSON.stringify(a, null, 2).replace(/\n/g, '\n    ')}`);
  }

  /** The rest of the document, after the agents. */
  end(tail: Record<string, unknown>): void {
    const text = JSON.stringify(tail, null, 2);
    this.out(`${this.count ? '\n  ]' : ']'},${text.slice(1)}\n`);
  }
}

export function renderJson(plan: Plan, applied: Applied | undefined, info: RunInfo): string {
  const agents = jsonAgents(plan, applied, info.entries);
  let text = '';
  const writer = new JsonWriter((t) => (text += t), {
    command: info.command,
    dryRun: plan.dryRun,
    plannedAt: plan.at,
    attempt: plan.attempt,
    applied: applied !== undefined,
  });
  writer.agents(agents);
  writer.end({
    totals: runTotals(plan, applied),
    ...(info.command === 'prune' ? pruneTotals(agents) : {}),
    notes: plan.notes,
    problems: [...plan.problems, ...(applied?.problems ?? [])],
    failed: agents.filter((a) => a.status === 'failed').length,
    commit: info.commit ?? null,
    exitCode: info.exitCode,
  });
  return text;
}

/** prune's document lists the files of all agents together, as it always has. */
function pruneTotals(agents: JsonAgent[]) {
  const all = (key: 'pruned' | 'kept' | 'errors') =>
    agents.flatMap((a) =>
      ((a.prune as Record<string, object[]> | null)?.[key] ?? []).map((x) => ({ agent: a.agent, ...x })),
    );
  return { pruned: all('pruned'), kept: all('kept'), errors: all('errors') };
}
