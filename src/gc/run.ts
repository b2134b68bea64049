/**
 * The one maintenance use case, shared by the CLI and the Action: recover
 * what an interrupted commit-mode run left, plan, and then stop (dry run),
 * apply, or apply inside the commit-and-push loop, which plans again on
 * the branch's new content when a push lost the race (keeping the
 * analyses). The front ends only parse, call it, save the cache updates it
 * returns where they keep the cache, and render.
 */

import type { StateUpdates } from '../analysis/cache.js';
import type { StoreConfig } from '../config/types.js';
import type { Author } from '../git/author.js';
import type { Selected } from './agents.js';
import { apply } from './apply.js';
import { cacheUpdates, distilUpdates } from './cache-updates.js';
import { commitMessage } from './message.js';
import type { Applied, Plan } from './model.js';
import { type PlanOptions, plan } from './plan.js';

export interface CommitSettings {
  author?: Author;
  /** The commit message; memkeep's own (gc/message.ts) when absent. */
  message?: (applied: Applied) => string;
  /** Called with each plan right before it is applied (the Action measures load sizes there). */
  beforeApply?: (plan: Plan) => Promise<void>;
}

export interface Commit {
  sha?: string;
  branch: string;
  attempts: number;
}

export interface Run {
  /** The plan that was applied (the last one after re-plans), or the first when nothing was. */
  plan: Plan;
  applied?: Applied;
  commit?: Commit;
  /** The commit loop's own failure (a refused push), after which nothing counts as applied. */
  commitError?: unknown;
  /** Paths an interrupted commit-mode run had left changed, rolled back before planning. */
  recovered: string[];
}

/**
 * Plans `agents` and carries the plan out: not at all in a dry run, in
 * place without `commit`, else committed and pushed. A re-plan selects the
 * agents again when `agents` is a function (the branch may have new ones).
 */
export async function runMaintenance(
  store: StoreConfig,
  agents: Selected[] | (() => Promise<Selected[]>),
  options: PlanOptions,
  commit?: CommitSettings,
): Promise<Run> {
  const select = typeof agents === 'function' ? agents : async () => agents;
  if (commit && !options.dryRun) return commitRun(store, select, options, commit);
  const planned = await plan(store, await select(), options);
  if (options.dryRun) return { plan: planned, recovered: [] };
  return { plan: planned, applied: await apply(planned), recovered: [] };
}

async function commitRun(
  store: StoreConfig,
  select: () => Promise<Selected[]>,
  options: PlanOptions,
  commit: CommitSettings,
): Promise<Run> {
  // Loaded here: git's client costs the start of every command that does not commit.
  const { recoverBeforeRun } = await import('../git/leftovers.js');
  const { commitAndPush } = await import('../git/commit.js');
  // An interrupted commit-mode run's half-applied change must be gone before anything is read.
  const recovered = await recoverBeforeRun(store.root, commit.author);
  const first = await plan(store, await select(), options);
  try {
    let current = first;
    const landed = await commitAndPush({
      cwd: store.root,
      author: commit.author,
      apply: async (attempt) => {
        // After the branch moved, plan again on what it holds now, keeping the analyses.
        if (attempt > 1) current = await plan(store, await select(), { ...options, previous: current });
        await commit.beforeApply?.(current);
        const applied = await apply(current);
        return { paths: applied.paths, message: (commit.message ?? commitMessage)(applied), result: applied };
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

/**
 * What an applied run adds to the analysis cache: the fresh analyses (when
 * the run analysed) and the distilled sections now in their targets.
 */
export async function runUpdates(applied: Applied | undefined, analysed = true): Promise<StateUpdates> {
  if (!applied) return { agents: {}, distilled: {} };
  return { agents: analysed ? await cacheUpdates(applied) : {}, distilled: distilUpdates(applied) };
}
