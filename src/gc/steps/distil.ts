/**
 * Distil: before a trim deletes entries, what they hold is kept, in the same
 * change. The dropped entries (the trim step's plan lists them) become a
 * digest section, in `<procedural_dir>/digest.md` or merged into the log's
 * summary section (`summary_section`, Squad's `Core Context`); failure notes
 * and failed dropped runs become items of lessons.md. Planned (and, with a
 * model, its one call made) before anything is applied, so a dry run shows
 * it and a failed call keeps the agent's trim from happening; applied after
 * the trim, and only when the trim did rewrite the log.
 */
import { join } from 'node:path';
import { type Distilled, distil } from '../../analysis/distil.js';
import {
  type Failure,
  failuresFromEntries,
  failuresFromNotes,
  type LessonChange,
  updateLessons,
} from '../../analysis/lessons.js';
import { storeRelative } from '../../config/confine.js';
import { DIGEST_FILE, FAILURES_FILE, LESSONS_FILE } from '../../config/paths.js';
import { formatError } from '../../errors.js';
import type { EntryFields } from '../../format/layout.js';
import { isLocked } from '../../fs/lock.js';
import { appendDigest, mergeIntoSection, writeDistilled } from '../../memory/knowledge/distilled.js';
import { readTextForRewrite } from '../../memory/sections/section-file.js';
import { plural } from '../../text/plural.js';
import { fail, outcomeOf, standing } from '../model.js';
import type { Step } from './step.js';
import { entryLine } from './trim.js';

export interface DistilStepPlan {
  /** Where the digest goes: digest.md, or the run log with the section it is merged into. */
  target?: { path: string; section?: string };
  /** The dropped entries distilled, in file order. */
  entries: EntryFields[];
  digest?: Distilled;
  /** Why dropped entries are not distilled (a locked target, entries not listed). */
  skipped?: string;
  lessons?: { path: string; failures: Failure[]; changes: LessonChange[] };
  /** Why lessons.md is not updated (locked). */
  lessonsSkipped?: string;
}

export interface DistilOutcome {
  /** The digest is in its target (written now, or found there already). */
  digest: boolean;
  lessons: boolean;
  /** Why the digest was not written although planned. */
  notWritten?: string;
  errors: string[];
}

export const distilStep: Step<'distil'> = {
  name: 'distil',

  async plan(p, options) {
    for (const a of standing(p)) {
      const memory = a.agent.memory;
      const rel = (path: string) => storeRelative(p.store, path);
      const step: DistilStepPlan = { entries: [] };
      const trim = a.steps.trim?.plan;
      if (a.status === 'planned' && trim && trim.bytesRemoved > 0) {
        step.target = memory.summarySection
          ? { path: memory.path, section: memory.summarySection }
          : { path: join(memory.proceduralDir, DIGEST_FILE) };
        if (!trim.dropped) step.skipped = 'the log is too large to list its dropped entries, so they are not distilled';
        else if (!memory.summarySection && (await isLocked(step.target.path)))
          step.skipped = `${rel(step.target.path)} is locked, so the dropped entries are not distilled`;
        else {
          step.entries = trim.dropped;
          const previous = options.previous?.agents.find((b) => b.name === a.name)?.steps.distil?.digest;
          try {
            step.digest = await distil(
              {
                agent: a.agent,
                log: a.log,
                entries: trim.dropped,
                target: memory.summarySection ? 'section' : 'file',
                at: p.at,
              },
              options.analysis,
              previous,
            );
          } catch (err) {
            // Nothing of this agent is applied: its entries are not deleted undistilled.
            fail(a, err);
            continue;
          }
        }
      }
      try {
        await planLessons(
          step,
          join(memory.proceduralDir, LESSONS_FILE),
          join(memory.proceduralDir, FAILURES_FILE),
          rel(join(memory.proceduralDir, FAILURES_FILE)),
          a.log,
        );
      } catch (err) {
        fail(a, err);
        continue;
      }
      if (step.target || step.lessons || step.lessonsSkipped) a.steps.distil = step;
    }
  },

  async apply(p, applied) {
    for (const a of standing(p)) {
      const step = a.steps.distil;
      if (!step) continue;
      const outcome: DistilOutcome = { digest: false, lessons: false, errors: [] };
      outcomeOf(applied, a.name).distil = outcome;
      const problem = (err: unknown) => {
        outcome.errors.push(formatError(err));
        applied.problems.push(`${a.name}: distil: ${formatError(err)}`);
      };
      if (step.digest && step.target) {
        if (applied.outcomes[a.name]?.trim?.rewritten !== true)
          outcome.notWritten = 'the trim did not happen, so nothing was distilled';
        else {
          try {
            const { path, section } = step.target;
            const written = section
              ? await mergeIntoSection(path, section, step.digest.section.trim())
              : await appendDigest(path, step.digest.section);
            outcome.digest = true;
            if (written && !applied.paths.includes(path)) applied.paths.push(path);
          } catch (err) {
            problem(err);
          }
        }
      }
      if (step.lessons) {
        try {
          // Merged again on the file as it is now: the merge is by evidence, so this adds exactly what is new.
          const { text, changes } = updateLessons(
            await readTextForRewrite(step.lessons.path, 'update'),
            step.lessons.failures,
          );
          if (changes.length) {
            await writeDistilled(step.lessons.path, text);
            applied.paths.push(step.lessons.path);
          }
          outcome.lessons = true;
        } catch (err) {
          problem(err);
        }
      }
    }
  },

  describe(p, a, applied) {
    const step = a.steps.distil;
    if (!step) return undefined;
    const outcome = applied && outcomeOf(applied, a.name).distil;
    const rel = (path: string) => storeRelative(p.store, path);
    const n = step.entries.length;
    const entries = plural(n, 'dropped entry', 'dropped entries');
    const summary: string[] = [];
    const risks: string[] = [];
    if (step.skipped) {
      summary.push(`Not distilled: ${step.skipped}.`);
      risks.push(`dropped entries are not distilled: ${step.skipped}`);
    }
    if (step.digest && step.target) {
      const where = step.target.section
        ? `the "${step.target.section}" section of ${rel(step.target.path)}`
        : rel(step.target.path);
      const how = `${step.digest.analyzer}${step.digest.cached ? '; reused, as nothing new was dropped since the last distillation: no model call' : ''}`;
      if (!applied) summary.push(`Distils ${entries} into ${where} (${how}).`);
      else if (outcome?.digest) summary.push(`Distilled ${entries} into ${where} (${how}).`);
      else {
        const why = outcome?.notWritten ?? outcome?.errors[0] ?? 'not written';
        summary.push(`Did not distil ${entries}: ${why}.`);
      }
      if (step.digest.leftOut > 0) summary.push(`The input budget left out the ${step.digest.leftOut} oldest.`);
    }
    if (step.lessons) {
      const created = step.lessons.changes.filter((c) => c.created).length;
      const updated = step.lessons.changes.length - created;
      const counts = [created ? plural(created, 'new lesson', 'new lessons') : '', updated ? `${updated} updated` : '']
        .filter(Boolean)
        .join(', ');
      summary.push(
        `${applied ? (outcome?.lessons ? 'Updated' : 'Did not update') : 'Updates'} ${rel(step.lessons.path)}: ${counts}.`,
      );
    }
    if (step.lessonsSkipped) summary.push(`Lessons not updated: ${step.lessonsSkipped}.`);
    risks.push(...(outcome?.errors ?? []).map((e) => `distil failed: ${e}`));
    return {
      title: 'Distil',
      summary: summary.join(' '),
      lists: [
        ...(n ? [{ label: `Distilled from ${entries}`, lines: step.entries.map(entryLine) }] : []),
        ...(step.digest && step.target
          ? [
              {
                label: `Into ${rel(step.target.path)}`,
                lines: step.digest.section.split('\n').filter((l) => l.trim() !== ''),
              },
            ]
          : []),
        ...(step.lessons
          ? [
              {
                label: `Lessons in ${rel(step.lessons.path)}`,
                lines: step.lessons.changes.map(
                  (c) => `${c.title}: ${plural(c.count, 'failure', 'failures')} (${c.created ? 'new' : `+${c.added}`})`,
                ),
              },
            ]
          : []),
      ],
      risks,
      data: {
        target: step.target ? { path: rel(step.target.path), section: step.target.section ?? null } : null,
        distilled: step.entries.map((e) => ({ heading: e.heading, task: e.task })),
        analyzer: step.digest?.analyzer ?? null,
        cached: step.digest?.cached ?? false,
        tokensSent: step.digest?.tokensSent ?? 0,
        section: step.digest?.section ?? null,
        skipped: step.skipped ?? null,
        lessons: step.lessons ? { path: rel(step.lessons.path), changes: step.lessons.changes } : null,
        lessonsSkipped: step.lessonsSkipped ?? null,
        redactions: step.digest?.redactions ?? [],
        applied: outcome ?? null,
      },
    };
  },
};

/** Lessons from failures.md and the failed dropped entries, when any are new. */
async function planLessons(
  step: DistilStepPlan,
  path: string,
  notesPath: string,
  notesName: string,
  log: string,
): Promise<void> {
  const notes = await readTextForRewrite(notesPath, 'distil');
  const failures = [...(notes ? failuresFromNotes(notes, notesName) : []), ...failuresFromEntries(step.entries, log)];
  if (failures.length === 0) return;
  const { changes } = updateLessons(await readTextForRewrite(path, 'update'), failures);
  if (changes.length === 0) return;
  if (await isLocked(path))
    step.lessonsSkipped = `${LESSONS_FILE} is locked (${plural(changes.length, 'lesson', 'lessons')} not updated)`;
  else step.lessons = { path, failures, changes };
}
