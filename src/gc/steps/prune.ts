/**
 * Prune: typed memory older than its retention goes (memory/typed/pruning.ts has the
 * rules). Ages come from one git history pass for all agents, so the step
 * plans the store at once. The apply removes exactly the planned files,
 * each re-checked by digest: a file changed or locked since is kept. What
 * the files know goes into the agent's digest first, in the same change
 * (prune-distil.ts); a file whose knowledge cannot be kept is kept.
 */

import { storeRelative } from '../../config/confine.js';
import type { Agent } from '../../config/types.js';
import { formatError } from '../../errors.js';
import type { GitAgeSource } from '../../git/ages.js';
import { applyPrune, longestRetention, type PruneItem, type PruneNote, planPrune } from '../../memory/typed/pruning.js';
import { listed, plural } from '../../text/plural.js';
import { outcomeOf, standing } from '../model.js';
import { applyPruneDistil, type PruneDistil, planPruneDistil } from '../prune-distil.js';
import type { Step } from './step.js';

export interface PruneStepPlan {
  items: PruneItem[];
  /** Old enough, but kept (age unknown, locked), with the reason. */
  kept: PruneNote[];
  errors: PruneNote[];
  /** The planned files' knowledge, written to the digest before they go. */
  distil?: PruneDistil;
}

export interface PruneOutcome {
  removed: PruneItem[];
  /** Planned, but kept: changed or locked since, or already gone. */
  skipped: PruneNote[];
  errors: PruneNote[];
}

/**
 * A run planned in batches (status, the Action's dry run) shares one history
 * pass: read for all the run's agents when the first batch prunes, and
 * reported (its note and warnings) with that batch only, as one plan of the
 * whole store would have.
 */
export interface RunAges {
  agents: Agent[];
  /**
   * The store is a fresh checkout of a commit whose files `git status` found
   * unchanged (the Action dry run's worktree of the checked-out commit): no
   * file ages by mtime, so git is not asked which are changed, a question
   * that rehashed every file just checked out.
   */
  unchanged?: boolean;
  source?: Promise<GitAgeSource>;
  reported?: boolean;
}

export const pruneStep: Step<'prune'> = {
  name: 'prune',

  async plan(p, options) {
    const agents = standing(p);
    if (agents.length === 0) return;
    const list = agents.map((a) => a.agent);
    const read = async (of: Agent[]) => {
      // Loaded on use: git's client must not cost the start of commands that never prune.
      const { gitAges } = await import('../../git/ages.js');
      return gitAges(p.store.root, {
        cutoff: new Date(options.now.getTime() - longestRetention(of)),
        deepen: options.deepen,
        unchanged: options.ages?.unchanged,
      });
    };
    const shared = options.ages;
    const ages = await (shared ? (shared.source ??= read(shared.agents)) : read(list));
    const report = !shared?.reported;
    if (shared) shared.reported = true;
    const planned = await planPrune(list, ages, options.now, p.store.root, (i, name) =>
      options.progress?.('prune', i, list.length, name),
    );
    for (const a of agents) {
      const mine = (n: { agent: string }) => n.agent === a.name;
      const step: PruneStepPlan = {
        items: planned.items.filter(mine),
        kept: planned.kept.filter(mine),
        errors: planned.errors.filter(mine),
      };
      try {
        // `status` only counts (a dry run that lists nothing): it never reads files to distil, nor calls a model.
        if (!(options.dryRun && options.list === false)) step.distil = await planPruneDistil(p, a, step.items, options);
      } catch (err) {
        // Never pruned undistilled: the files stay, and say why.
        const why = `kept: its knowledge cannot be distilled first (${formatError(err)})`;
        step.kept.push(...step.items.map((i) => ({ agent: a.name, path: i.path, message: why })));
        step.items = [];
        p.problems.push(`${a.name}: ${why}`);
      }
      a.steps.prune = step;
    }
    if (report) p.notes.push(`Ages from ${ages.describe}.`);
    p.problems.push(
      ...(report ? ages.warnings : []),
      ...planned.errors.map((e) => `${e.agent}: cannot prune ${storeRelative(p.store, e.path)}: ${e.message}`),
    );
  },

  async apply(p, applied) {
    for (const a of standing(p)) {
      const items = a.steps.prune?.items ?? [];
      if (items.length === 0) continue;
      const distil = a.steps.prune?.distil;
      if (distil) {
        try {
          if ((await applyPruneDistil(distil, a, applied)) && !applied.paths.includes(distil.write.path))
            applied.paths.push(distil.write.path);
        } catch (err) {
          const message = `kept: its knowledge could not be distilled first (${formatError(err)})`;
          outcomeOf(applied, a.name).prune = {
            removed: [],
            skipped: items.map((i) => ({ agent: a.name, path: i.path, message })),
            errors: [],
          };
          applied.problems.push(`${a.name}: prune: ${message}`);
          continue;
        }
      }
      const result = await applyPrune({ items, kept: [], errors: [] });
      outcomeOf(applied, a.name).prune = { removed: result.removed, skipped: result.skipped, errors: result.errors };
      applied.paths.push(...result.removed.map((r) => r.path));
      for (const e of result.errors)
        applied.problems.push(`${a.name}: cannot prune ${storeRelative(p.store, e.path)}: ${e.message}`);
    }
  },

  describe(p, a, applied) {
    const step = a.steps.prune;
    if (!step) return undefined;
    const outcome = applied && outcomeOf(applied, a.name).prune;
    const removed = applied ? (outcome?.removed ?? []) : step.items;
    const rel = (path: string) => storeRelative(p.store, path);
    const kept = [...step.kept, ...(outcome?.skipped ?? [])];
    const files = (n: number) => plural(n, 'file', 'files');
    const summary = removed.length
      ? `${applied ? 'Pruned' : 'Would prune'} ${files(removed.length)} (${removed.reduce((n, r) => n + r.bytes, 0)} bytes).`
      : 'Nothing to prune.';
    const procedural = removed.filter((r) => r.type === 'procedural');
    const distil = step.distil && removed.length ? distilLine(step.distil, rel, applied !== undefined) : '';
    return {
      title: 'Prune',
      summary: `${summary}${distil}${kept.length ? ` Kept ${files(kept.length)} although old enough.` : ''}`,
      lists: [
        ...(removed.length
          ? [
              {
                label: `${files(removed.length)} pruned`,
                lines: removed.map((r) => `${rel(r.path)} (${r.type}, age ${r.ageText}, ${r.rule}): ${r.firstLine}`),
              },
            ]
          : []),
        ...(kept.length
          ? [{ label: `${files(kept.length)} kept`, lines: kept.map((k) => `${rel(k.path)}: ${k.message}`) }]
          : []),
      ],
      risks: procedural.length ? [`procedural memory goes: ${listed(procedural.map((r) => rel(r.path)))}`] : [],
      tally: { filesPruned: removed.length, bytesRemoved: removed.reduce((n, r) => n + r.bytes, 0) },
      data: {
        pruned: removed.map((r) => ({
          path: rel(r.path),
          type: r.type,
          age: r.ageText,
          rule: r.rule,
          firstLine: r.firstLine,
          bytes: r.bytes,
        })),
        kept: kept.map((k) => ({ path: rel(k.path), reason: k.message })),
        distilled: step.distil
          ? {
              target: rel(step.distil.write.path),
              files: step.distil.files.map(rel),
              analyzer: step.distil.analyzer,
              ops: step.distil.ops,
              bytesBefore: step.distil.bytesBefore,
              bytesAfter: step.distil.bytesAfter,
            }
          : null,
        errors: [...step.errors, ...(outcome?.errors ?? [])].map((e) => ({ path: rel(e.path), message: e.message })),
      },
    };
  },
};

/** What the pruned files' distillation adds to the digest, for the summary line. */
function distilLine(d: PruneDistil, rel: (path: string) => string, applied: boolean): string {
  const added = d.ops.filter((o) => o.op !== 'fold').length;
  return ` ${applied ? 'Distilled' : 'Distils'} them first into ${rel(d.write.path)} (${d.analyzer}): ${plural(added, 'knowledge item', 'knowledge items')} added or updated; ${d.bytesBefore} → ${d.bytesAfter} bytes.`;
}
