/**
 * The distil step's lessons (steps/distil.ts): from failures.md and the
 * failed runs among the dropped entries, one lesson per run, planned only
 * when any are new.
 */
import { join } from 'node:path';
import {
  failuresFromEntries,
  failuresFromNotes,
  LESSONS_HEADER,
  mergeLessons,
  oneFailurePerRun,
} from '../analysis/lessons.js';
import { FAILURES_FILE, LESSONS_FILE } from '../config/paths.js';
import { isLocked } from '../fs/lock.js';
import { knowledgeSize } from '../memory/knowledge/distilled.js';
import { foldToCap, parseItems } from '../memory/knowledge/items.js';
import { readTextForRewrite } from '../memory/sections/section-write.js';
import { plural } from '../text/plural.js';
import type { DistilStepPlan } from './steps/distil.js';

/** Lessons from failures.md and the failed dropped entries, one per run, when any are new. */
export async function planLessons(
  step: DistilStepPlan,
  path: string,
  text: string,
  proceduralDir: string,
  rel: (path: string) => string,
  log: string,
  at: string,
  cap: number,
): Promise<void> {
  const notesPath = join(proceduralDir, FAILURES_FILE);
  const notes = await readTextForRewrite(notesPath, 'distil');
  const failures = oneFailurePerRun(
    notes ? failuresFromNotes(notes, rel(notesPath)) : [],
    failuresFromEntries(step.entries, log),
  );
  if (failures.length === 0) return;
  const current = parseItems(text, 2).items;
  const merged = mergeLessons(current, failures, at.slice(0, 10));
  if (merged.ops.length === 0) return;
  const folded = foldToCap(merged.items, cap, 2, current);
  if (await isLocked(path)) {
    step.lessonsSkipped = `${LESSONS_FILE} is locked (${plural(merged.ops.length, 'lesson', 'lessons')} not updated)`;
    return;
  }
  const write = { path, level: 2 as const, before: text, items: folded.items, header: LESSONS_HEADER };
  const size = knowledgeSize(write, text);
  step.lessons = { write, ops: [...merged.ops, ...folded.folded], bytesBefore: size.before, bytesAfter: size.after };
}
