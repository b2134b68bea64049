/**
 * The review's figures from what really happened: each file the commit
 * changes (git's list, so the table equals the diff), which agent it
 * belongs to and what happens to it, and what `memkeep load` gives each
 * agent, measured on the files as they are.
 */
import { relative, resolve, sep } from 'node:path';
import { together } from '../fs/together.js';
import type { AgentPlan, Applied, Plan } from '../gc/model.js';
import { diffFiles } from '../git/diffstat.js';
import { Git } from '../git/git.js';
import { memoryPaths, type SizeGroup, sizeHistory, sizesAt } from '../git/size-history.js';
import { loadForAgent } from '../memory/agent-load.js';
import type { SizeChart } from '../render/chart.js';
import type { FileChange } from '../render/review-model.js';
import type { Redaction } from '../text/redact.js';

/** The files `to` changes against `from`, each with its agent and what happens to it. */
export function fileChanges(
  git: Git,
  top: string,
  plan: Plan,
  applied: Applied,
  from: string,
  to: string,
): Promise<FileChange[]> {
  return new FileRoles(top).add(plan, applied).changes(git, plan.store.root, from, to);
}

/**
 * Which agent each file a run writes belongs to, and what happens to it:
 * gathered plan by plan (a run applied in batches adds each batch), then
 * matched to the diff.
 */
export class FileRoles {
  private readonly roles = new Map<string, { agent: string; what: Set<string> }>();
  private readonly dirs: [string, string][] = [];

  constructor(private readonly top: string) {}

  private rel(abs: string): string {
    return relative(this.top, abs).split(sep).join('/');
  }

  private mark(abs: string | undefined, agent: string, what: string): void {
    if (!abs) return;
    const key = this.rel(abs);
    const role = this.roles.get(key) ?? { agent, what: new Set<string>() };
    role.what.add(what);
    this.roles.set(key, role);
  }

  add(plan: Plan, applied: Applied): this {
    for (const a of plan.agents) {
      if (!a.agent) continue;
      const outcome = applied.outcomes[a.name];
      if (a.log && outcome?.trim?.rewritten) this.mark(resolve(plan.store.root, a.log), a.name, 'trim');
      for (const item of outcome?.prune?.removed ?? []) this.mark(item.path, a.name, 'prune');
      const distil = a.steps.distil;
      if (outcome?.distil?.digest) this.mark(distil?.target?.path, a.name, 'knowledge update');
      if (outcome?.distil?.lessons) this.mark(distil?.lessons?.write.path, a.name, 'lessons');
      this.dirs.push([this.rel(a.agent.memory.proceduralDir), a.name], [this.rel(a.agent.memory.path), a.name]);
    }
    return this;
  }

  /** The files `to` changes against `from` under the store `root`, each with its agent and what happens to it. */
  async changes(git: Git, root: string, from: string, to: string): Promise<FileChange[]> {
    const diff = await diffFiles(git, from, to, this.rel(root) || '.');
    return diff.map((f) => {
      const role = this.roles.get(f.path);
      // Anything else a step touched (a consolidation of the agent's knowledge) belongs to the agent whose memory holds it.
      const owner = role?.agent ?? this.dirs.find(([d]) => f.path === d || f.path.startsWith(`${d}/`))?.[1];
      return { ...f, agent: owner, what: role ? [...role.what] : ['consolidation edit'] };
    });
  }
}

/**
 * Bytes `memkeep load` gives each agent of the plan, on the files as they are
 * now (`planned`: as the plan read them); `redactions` shared by the loads
 * before and after an apply redact the entries both load once.
 */
export async function loadSizes(
  plan: Plan,
  { planned = false, redactions }: { planned?: boolean; redactions?: Map<string, Redaction> } = {},
): Promise<Record<string, number>> {
  const loaded = plan.agents.flatMap((a) => (a.agent && (a.status === 'planned' || a.status === 'empty') ? [a] : []));
  // Before the apply, the bytes are those the trim plan read: the cut it checked needs no second check.
  const checked = (a: AgentPlan) => (planned && a.steps.trim?.plan ? a.steps.trim.target : undefined);
  const bytes = await together(
    loaded,
    async (a) =>
      (a.agent &&
        (await loadForAgent(plan.store, a.agent, { cutChecked: checked(a), redactions }).catch(() => undefined))
          ?.bytes) ??
      0,
  );
  return Object.fromEntries(loaded.map((a, i) => [a.name, bytes[i]]));
}

/** Before and after, per agent, as the review document takes them. */
export function loadPairs(before: Record<string, number>, after?: Record<string, number>) {
  return Object.fromEntries(Object.entries(before).map(([k, v]) => [k, { before: v, after: after?.[k] }]));
}

/** What the chart draws of each agent of `plan`: the files of its memory. */
export function chartGroups(plan: Plan): SizeGroup[] {
  return plan.agents.flatMap((a) => (a.agent ? [memoryPaths(a.agent)] : []));
}

/**
 * The review's chart: each agent's memory size over sampled commits of the
 * memory files up to `from` (the content the run started from), and after
 * the run at `to` (its commit, or a dry run's tree) when it changed
 * anything. Bounded git work (one log of at most HISTORY_COMMITS lines, at
 * most HISTORY_SAMPLES + 1 tree listings);
 * a failure leaves the chart out, never the run.
 */
export async function sizeChart(
  top: string,
  root: string,
  groups: SizeGroup[],
  from: string,
  to?: string,
): Promise<SizeChart | undefined> {
  if (groups.length === 0) return undefined;
  try {
    const git = new Git(top);
    const history = await sizeHistory(git, top, groups, from, root);
    const after = to ? await sizesAt(git, top, groups, to, root) : undefined;
    return { points: history.points, after, commitsRead: history.commitsRead, capped: history.capped };
  } catch {
    return undefined;
  }
}
