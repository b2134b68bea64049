/**
 * When the distil step writes. What a trim is about to drop is kept before
 * the log is touched: digest.md and lessons.md are written first, and if
 * either cannot be (locked, changed since planned, refused on read-back),
 * the agent's trim is held, so its entries stay and the review says why. A
 * summary section (Squad's `## Core Context`) lives in the log itself, so it
 * is checked first (unlocked, unchanged since planned) and written right
 * after the trim, which it must follow byte for byte.
 *
 * Knowledge kept for a trim that then does not happen (the log changed
 * under it) stays: the entries are still there, and distilling them again
 * only confirms it (merge-items.ts counts a citation once).
 */
import { realPathIn } from '../config/confine.js';
import { formatError } from '../errors.js';
import { together } from '../fs/together.js';
import { assertKnowledgeWritable, writeKnowledge } from '../memory/knowledge/distilled.js';
import { applyIndexFix } from '../memory/typed/dead-links.js';
import { type Applied, outcomeOf, type Plan, standing } from './model.js';
import type { DistilOutcome } from './steps/distil.js';

/**
 * Before any step applies: digest.md and lessons.md written, a summary
 * section checked. Agents are written a few at a time (fs/together.ts),
 * those that share a knowledge file, however they name it (a symlinked
 * folder), one after another in plan order: a whole-file write takes no
 * lock, and the second must find the first's write and be refused as
 * changed since planned, not undo it. What each did is recorded in plan order.
 */
export async function keepBeforeTrim(p: Plan, applied: Applied): Promise<void> {
  const agents = standing(p).flatMap((a) => (a.steps.distil ? [{ a, step: a.steps.distil }] : []));
  const files = await Promise.all(
    agents.map(({ step }) =>
      Promise.all(
        [step.knowledge?.write.path, step.lessons?.write.path]
          .filter((f): f is string => f !== undefined)
          .map((f) => realPathIn(p.store.root, f)),
      ),
    ),
  );
  const done = await together(
    agents.map((agent, i) => ({ ...agent, files: files[i] })),
    async ({ a, step }) => {
      const outcome: DistilOutcome = { digest: false, lessons: false, indexes: [], errors: [] };
      const paths: string[] = [];
      const trims = p.steps.includes('trim') && (a.steps.trim?.plan?.cut.ranges.length ?? 0) > 0;
      if (step.knowledge && trims) {
        const { write } = step.knowledge;
        try {
          if (write.section) await assertKnowledgeWritable(write);
          else {
            if (await writeKnowledge(write)) paths.push(write.path);
            outcome.digest = true;
          }
        } catch (err) {
          outcome.errors.push(formatError(err));
        }
      }
      if (step.lessons) {
        try {
          if (await writeKnowledge(step.lessons.write)) paths.push(step.lessons.write.path);
          outcome.lessons = true;
        } catch (err) {
          outcome.errors.push(formatError(err));
        }
      }
      return { outcome, paths, trims };
    },
    ({ files }) => files,
  );
  for (const [i, { outcome, paths, trims }] of done.entries()) {
    const { a } = agents[i];
    outcomeOf(applied, a.name).distil = outcome;
    applied.paths.push(...paths);
    for (const error of outcome.errors) {
      applied.problems.push(`${a.name}: distil: ${error}`);
      if (trims) applied.held[a.name] ??= `what it drops could not be kept first (${error})`;
    }
  }
}

/** After the trim: the summary section's items, then the indexes' dead links. */
export async function writeAfterTrim(p: Plan, applied: Applied): Promise<void> {
  for (const a of standing(p)) {
    const step = a.steps.distil;
    const outcome = outcomeOf(applied, a.name).distil;
    if (!step || !outcome) continue;
    const problem = (err: unknown) => {
      outcome.errors.push(formatError(err));
      applied.problems.push(`${a.name}: distil: ${formatError(err)}`);
    };
    const trimmed = applied.outcomes[a.name]?.trim?.rewritten === true;
    const write = step.knowledge?.write;
    if (write && !trimmed)
      outcome.notWritten = outcome.digest
        ? 'written before the trim, which did not happen: the entries are still in the log'
        : 'the trim did not happen, so nothing was distilled';
    else if (write?.section) {
      try {
        const written = await writeKnowledge(write, a.layout);
        outcome.digest = true;
        if (written && !applied.paths.includes(write.path)) applied.paths.push(write.path);
      } catch (err) {
        problem(err);
      }
    }
    for (const fix of step.indexes) {
      try {
        if (await applyIndexFix(fix)) applied.paths.push(fix.path);
        outcome.indexes.push(fix.path);
      } catch (err) {
        problem(err);
      }
    }
  }
}
