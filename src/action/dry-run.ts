/**
 * The Action's dry run: the plan is made on the base's content; when the
 * store's files are committed as they are, it is made in a throwaway
 * worktree, applied there (as a tree no one else writes to: fs/atomic.ts)
 * and staged there, so the job summary has the files' table and load sizes
 * a real run would have, from the tree a commit would hold. Nothing is
 * committed (a commit would run the repository's hooks and could start
 * git's automatic maintenance), no ref moves and nothing in the checkout
 * changes; the worktree goes when the run ends.
 *
 * It plans, applies and shows a few agents at a time, as `memkeep gc`
 * does: each batch's plan goes once `show` has taken what the log and the
 * review need of it, so a store of thousands of agents is never held whole.
 * What needs the whole run (the tree, the diff, the chart) comes after
 * the last batch, from what each batch left: written paths, file roles and
 * load sizes.
 */
import type { StoreConfig } from '../config/types.js';
import { inPrivateTree } from '../fs/atomic.js';
import type { Selected } from '../gc/agents.js';
import { apply } from '../gc/apply.js';
import type { Plan } from '../gc/model.js';
import { type PlanOptions, plan } from '../gc/plan.js';
import type { RunAges } from '../gc/steps/prune.js';
import { Git } from '../git/git.js';
import type { SizeGroup } from '../git/size-history.js';
import type { Redaction } from '../text/redact.js';
import { onBase } from './base.js';
import { chartGroups, FileRoles, loadPairs, loadSizes, sizeChart } from './changes.js';
import type { Outcome } from './modes.js';

/** Agents planned, applied and shown together before the next are read (as gc's batches). */
const BATCH = 8;

/** What the dry run plans on a store: its agents and the options (made once: the batches share its analysis cache). */
export type Planner = (s: StoreConfig) => Promise<{ agents: Selected[]; options: PlanOptions }>;

export async function dryRunMode(
  git: Git,
  top: string,
  base: string,
  store: StoreConfig,
  planner: Planner,
  show: (plan: Plan) => void,
): Promise<Outcome> {
  const dirty = (await git.raw(['status', '--porcelain', '-z', '--', store.root])).length > 0;
  return onBase(
    git,
    top,
    base,
    store,
    async (s, detached) => {
      const { agents, options } = await planner(s);
      const tree = new Git(s.root);
      const treeTop = await tree.topLevel();
      const baseSha = detached ? await tree.revParse('HEAD') : undefined;
      // One time and one history pass for all batches: they are one run.
      const now = options.now ?? new Date();
      const ages: RunAges = {
        agents: agents.flatMap((a) => (a.agent?.memory.enabled ? [a.agent] : [])),
        // The worktree of the commit checked out, whose store the status above found clean, until a batch writes.
        unchanged: baseSha !== undefined && baseSha === (await git.revParse('HEAD')),
      };
      const roles = new FileRoles(treeTop);
      const groups: SizeGroup[] = [];
      const paths: string[] = [];
      const before: Record<string, number> = {};
      const after: Record<string, number> = {};
      // A store without agents is one empty batch: its plan says so.
      for (let i = 0; i === 0 || i < agents.length; i += BATCH) {
        const planned = await plan(s, agents.slice(i, i + BATCH), { ...options, now, ages });
        groups.push(...chartGroups(planned));
        if (detached) {
          // The kept entries load before and after: each is redacted once (the batch's only).
          const redactions = new Map<string, Redaction>();
          Object.assign(before, await loadSizes(planned, { planned: true, redactions }));
          const applied = await inPrivateTree(() => apply(planned));
          // Ages read by a later batch (this one pruned nothing) must see what it wrote as changed.
          ages.unchanged = false;
          paths.push(...applied.paths);
          Object.assign(after, await loadSizes(planned, { redactions }));
          roles.add(planned, applied);
        }
        show(planned);
      }
      if (baseSha === undefined)
        return { operation: 'dry-run', chart: await sizeChart(treeTop, s.root, groups, 'HEAD') };
      const result = await tree.treeWithPaths(paths, treeTop);
      const changes = result ? await roles.changes(tree, s.root, baseSha, result) : [];
      const chart = await sizeChart(treeTop, s.root, groups, baseSha, result);
      return { operation: 'dry-run', changes, loads: loadPairs(before, after), chart };
    },
    { detached: !dirty },
  );
}
