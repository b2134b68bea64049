/**
 * Prune: typed memory older than its retention goes (memory/typed/pruning.ts has the
 * rules). Ages come from one git history pass for all agents, so the step
 * plans the store at once. The apply removes exactly the planned files,
 * each re-checked by digest: a file changed or locked since is kept.
 */

import { storeRelative } from '../../config/confine.js';
import { gitAges } from '../../git/ages.js';
import { applyPrune, longestRetention, type PruneItem, type PruneNote, planPrune } from '../../memory/typed/pruning.js';
import { plural } from '../../text/plural.js';
import { outcomeOf, standing } from '../model.js';
import type { Step } from './step.js';

export interface PruneStepPlan {
  items: PruneItem[];
  /** Old enough, but kept (age unknown, locked), with the reason. */
  kept: PruneNote[];
  errors: PruneNote[];
}

export interface PruneOutcome {
  removed: PruneItem[];
  /** Planned, but kept: changed or locked since, or already gone. */
  skipped: PruneNote[];
  errors: PruneNote[];
}

export const pruneStep: Step<'prune'> = {
  name: 'prune',

  async plan(p, options) {
    const agents = standing(p);
    if (agents.length === 0) return;
    const list = agents.map((a) => a.agent);
    const ages = await gitAges(p.store.root, {
      cutoff: new Date(options.now.getTime() - longestRetention(list)),
      deepen: options.deepen,
    });
    const planned = await planPrune(list, ages, options.now, p.store.root, (i, name) =>
      options.progress?.('prune', i, list.length, name),
    );
    for (const a of agents) {
      const mine = (n: { agent: string }) => n.agent === a.name;
      a.steps.prune = {
        items: planned.items.filter(mine),
        kept: planned.kept.filter(mine),
        errors: planned.errors.filter(mine),
      };
    }
    p.notes.push(`Ages from ${ages.describe}.`);
    p.problems.push(
      ...ages.warnings,
      ...planned.errors.map((e) => `${e.agent}: cannot prune ${storeRelative(p.store, e.path)}: ${e.message}`),
    );
  },

  async apply(p, applied) {
    for (const a of standing(p)) {
      const items = a.steps.prune?.items ?? [];
      if (items.length === 0) continue;
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
    return {
      title: 'Prune',
      summary: kept.length ? `${summary} Kept ${files(kept.length)} although old enough.` : summary,
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
      risks: procedural.length ? [`procedural memory goes: ${procedural.map((r) => rel(r.path)).join(', ')}`] : [],
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
        errors: [...step.errors, ...(outcome?.errors ?? [])].map((e) => ({ path: rel(e.path), message: e.message })),
      },
    };
  },
};
