/**
 * Distil: before a trim deletes entries, what they hold is kept, in the same
 * change, as knowledge items (memory/knowledge/items.ts): in
 * `<procedural_dir>/digest.md`, or as `### ` items of the log's summary
 * section (`summary_section`, Squad's `Core Context`); failure notes and
 * failed runs become items of lessons.md. Both files are bounded by
 * `[memory] knowledge_max`, kept by consolidating, never by cutting text.
 *
 * Planned (and, with a model, its one call made and checked) before
 * anything is applied, so a dry run shows every operation and a refused
 * answer keeps the agent's trim from happening; written before the trim
 * touches the log, or the trim is held (gc/distil-writes.ts). Every write
 * is re-read and must hold exactly the planned items
 * (memory/knowledge/distilled.ts); a summary section's, which follows the
 * trim, is also read back when planned, on the log as the trim leaves it.
 */

import { join } from 'node:path';
import { type Distilled, distil, levelOf } from '../../analysis/distillation.js';
import { entryFailed } from '../../analysis/entries.js';
import { pathsNamedIn } from '../../analysis/gone-knowledge.js';
import { storeRelative } from '../../config/confine.js';
import { DIGEST_FILE, LESSONS_FILE } from '../../config/paths.js';
import type { EntryFields } from '../../format/layout.js';
import { isLocked } from '../../fs/lock.js';
import type { GoneIndex } from '../../git/gone-paths.js';
import {
  assertFitsAfterTrim,
  type KnowledgeWrite,
  knowledgeSize,
  readKnowledgeText,
  sectionParts,
} from '../../memory/knowledge/distilled.js';
import { dropDuplicates, withoutAddedDuplicates } from '../../memory/knowledge/duplicates.js';
import { heldLines, type KnowledgeOp, parseItems, renderItems } from '../../memory/knowledge/items.js';
import type { IndexFix } from '../../memory/typed/dead-links.js';
import { listed, plural } from '../../text/plural.js';
import { describeIndexFixes, otherMemoryTexts, planIndexFixes } from '../consolidation.js';
import { planLessons } from '../distil-lessons.js';
import { keepBeforeTrim, writeAfterTrim } from '../distil-writes.js';
import { fail, outcomeOf, standing } from '../model.js';
import type { PlanOptions } from '../plan.js';
import type { Step } from './step.js';
import { entryLine } from './trim.js';

export interface KnowledgeChange {
  write: KnowledgeWrite;
  ops: KnowledgeOp[];
  /** Bytes of the knowledge file (a summary section: the section) before and after, as the diff shows them. */
  bytesBefore: number;
  bytesAfter: number;
}

export interface DistilStepPlan {
  /** Where the items go: digest.md, or the run log with the section they are in. */
  target?: { path: string; section?: string };
  /** The dropped entries read for knowledge and lessons, oldest first. */
  entries: EntryFields[];
  digest?: Distilled;
  knowledge?: KnowledgeChange;
  /** Why dropped entries are not distilled (a locked target, entries not listed). */
  skipped?: string;
  /** Dropped entries older than `entries`, not listed (the log is too large): neither distilled nor counted as lessons. */
  unlisted?: number;
  lessons?: KnowledgeChange;
  /** Why lessons.md is not updated (locked). */
  lessonsSkipped?: string;
  /** The agent's indexes without their list items linking to missing files (consolidation.ts). */
  indexes: IndexFix[];
}

export interface DistilOutcome {
  /** The knowledge items are in their target (written now, or found there already). */
  digest: boolean;
  lessons: boolean;
  /** Why the items were not written although planned. */
  notWritten?: string;
  /** The indexes rewritten without their dead links. */
  indexes: string[];
  errors: string[];
}

/**
 * The paths HEAD no longer has among those `texts` name. The repository is
 * indexed once per run (its batches share one analysis options; a re-plan
 * after the branch moved, `previous`, indexes it again), and loaded on use:
 * git stays out of the CLI's start-up.
 */
const goneOfRun = new WeakMap<object, Promise<GoneIndex>>();

async function gonePathsNamed(options: PlanOptions, root: string, texts: string[]): Promise<Set<string>> {
  const names = new Set(texts.flatMap(pathsNamedIn));
  if (!names.size) return names;
  const read = () => import('../../git/gone-paths.js').then((m) => m.goneIndex(root));
  let index = options.previous ? undefined : goneOfRun.get(options.analysis);
  if (!index) {
    index = read();
    if (!options.previous) goneOfRun.set(options.analysis, index);
  }
  return (await index).gone(names);
}

export const distilStep: Step<'distil'> = {
  name: 'distil',

  async plan(p, options) {
    const agents = standing(p);
    for (const [i, a] of agents.entries()) {
      options.progress?.('distil', i + 1, agents.length, a.name);
      const memory = a.agent.memory;
      const rel = (path: string) => storeRelative(p.store, path);
      const step: DistilStepPlan = { entries: [], indexes: [] };
      const trim = a.steps.trim?.plan;
      const lessonsPath = join(memory.proceduralDir, LESSONS_FILE);
      try {
        const lessonsText = await readKnowledgeText(lessonsPath);
        const lessonItems = parseItems(lessonsText, 2).items;
        if (a.status === 'planned' && trim && trim.bytesRemoved > 0) {
          step.target = memory.summarySection
            ? { path: memory.path, section: memory.summarySection }
            : { path: join(memory.proceduralDir, DIGEST_FILE) };
          // A log too large to list what it drops is distilled from its newest dropped entries.
          const dropped = trim.dropped ?? trim.newest;
          if (!dropped) step.skipped = 'the log is too large to list its dropped entries, so they are not distilled';
          else if (!memory.summarySection && (await isLocked(step.target.path)))
            step.skipped = `${rel(step.target.path)} is locked, so the dropped entries are not distilled`;
          else {
            step.entries = dropped;
            if (!trim.dropped) step.unlisted = (trim.removed ?? dropped.length) - dropped.length;
            const target = memory.summarySection ? 'section' : 'file';
            const text = await readKnowledgeText(step.target.path);
            const before = memory.summarySection ? sectionParts(text, memory.summarySection).items : text;
            const current = parseItems(before, levelOf(target)).items;
            const previous = options.previous?.agents.find((b) => b.name === a.name)?.steps.distil?.digest;
            step.digest = await distil(
              {
                agent: a.agent,
                log: a.log,
                entries: dropped,
                target,
                at: p.at,
                current,
                others: lessonItems,
                kept: trim.kept?.map((e) => e.heading),
                gone: await gonePathsNamed(options, p.store.root, [
                  // An item of a title alone says it in its title.
                  ...current.flatMap((i) => [i.title, ...i.lines]),
                  ...dropped.flatMap((e) => [e.heading, e.task, e.result]),
                ]),
              },
              options.analysis,
              previous,
            );
            // After the cache: what the agent's other files say changes without the distillation's input changing.
            const unique = dropDuplicates(
              step.digest.items,
              await otherMemoryTexts(a.agent, p.store, step.target.path),
            );
            const { path, section } = step.target;
            const write: KnowledgeWrite = { path, level: levelOf(target), section, before, items: unique.items };
            const size = knowledgeSize(write, text);
            step.knowledge = {
              write,
              ops: withoutAddedDuplicates(step.digest.ops, unique.ops),
              bytesBefore: size.before,
              bytesAfter: size.after,
            };
            if (memory.summarySection) await assertFitsAfterTrim(step.knowledge.write, trim, a.layout);
          }
        }
        await planLessons(step, lessonsPath, lessonsText, memory.proceduralDir, rel, a.log, p.at, memory.knowledgeMax);
        step.indexes = await planIndexFixes(a.agent, p.store);
      } catch (err) {
        // Nothing of this agent is applied: its entries are not deleted undistilled.
        fail(a, err);
        continue;
      }
      if (step.target || step.lessons || step.lessonsSkipped || step.indexes.length) a.steps.distil = step;
    }
  },

  // What the trim drops is kept before the log is touched (distil-writes.ts).
  prepare: keepBeforeTrim,
  apply: writeAfterTrim,

  describe(p, a, applied) {
    const step = a.steps.distil;
    if (!step) return undefined;
    const outcome = applied && outcomeOf(applied, a.name).distil;
    const rel = (path: string) => storeRelative(p.store, path);
    const read = step.digest?.leftOut ? readBy(step.entries, step.digest.leftOut) : step.entries;
    const n = read.length;
    const all = step.entries.length + (step.unlisted ?? 0);
    const entries =
      n < all ? `the newest ${n} of ${all} dropped entries` : plural(n, 'dropped entry', 'dropped entries');
    const summary: string[] = [];
    const risks: string[] = [];
    if (step.skipped) {
      summary.push(`Not distilled: ${step.skipped}.`);
      risks.push(`dropped entries are not distilled: ${step.skipped}`);
    }
    if (step.unlisted)
      risks.push(
        `the log is too large to list all it drops: the ${plural(step.unlisted, 'oldest dropped entry', 'oldest dropped entries')} left it undistilled, and a failed run among them is not counted in the lessons (the rest stay in git history)`,
      );
    if (step.digest && step.knowledge && step.target) {
      const where = targetName(step.target, rel);
      const how = `${step.digest.analyzer}${step.digest.cached ? '; reused, as nothing new was dropped since the last distillation: no model call' : ''}`;
      // Nothing for the target: it is named as left alone, not as where the entries went (the diff has no row for it).
      const into = step.knowledge.ops.length
        ? `into ${where} (${how}): ${opCounts(step.knowledge.ops)}; ${step.knowledge.bytesBefore} → ${step.knowledge.bytesAfter} bytes`
        : `(${how}): nothing new for ${where}, which is left as it is`;
      if (!applied) summary.push(`Distils ${entries} ${into}.`);
      else if (outcome?.digest)
        summary.push(`Distilled ${entries} ${into}${outcome.notWritten ? `, ${outcome.notWritten}` : ''}.`);
      else {
        const why = outcome?.notWritten ?? outcome?.errors[0] ?? 'not written';
        summary.push(`Did not distil ${entries}: ${why}.`);
      }
      if (step.digest.leftOut > 0)
        risks.push(
          `the ${plural(step.digest.leftOut, 'oldest dropped entry', 'oldest dropped entries')} left the log undistilled: the distillation reads the newest ${step.digest.sentEntries} within max_input_tokens (the rest stay in git history)`,
        );
      const folded = step.knowledge.ops.filter((o) => o.op === 'fold');
      if (folded.length)
        risks.push(
          `${plural(folded.length, 'knowledge item', 'knowledge items')} folded out of ${rel(step.target.path)} to keep it within knowledge_max and the trim's knowledge budget: ${listed(folded.map((o) => `"${o.title}"`))}`,
        );
    }
    if (step.lessons) {
      const verb = applied ? (outcome?.lessons ? 'Updated' : 'Did not update') : 'Updates';
      summary.push(
        `${verb} ${rel(step.lessons.write.path)}: ${opCounts(step.lessons.ops)}; ${step.lessons.bytesBefore} → ${step.lessons.bytesAfter} bytes.`,
      );
    }
    if (step.lessonsSkipped) summary.push(`Lessons not updated: ${step.lessonsSkipped}.`);
    const indexes = describeIndexFixes(step.indexes, rel, applied && (outcome?.indexes ?? []));
    summary.push(...indexes.summary);
    risks.push(...(outcome?.errors ?? []).map((e) => `distil failed: ${e}`));
    return {
      title: 'Distil',
      summary: summary.join(' '),
      lists: [
        // Entries that taught nothing are already listed by the trim; an empty list would only repeat them.
        ...(n && step.knowledge?.ops.length
          ? [{ label: `Distilled from ${entries}`, lines: read.map(entryLine) }]
          : []),
        ...(step.knowledge?.ops.length && step.target
          ? [
              {
                label: `Knowledge in ${targetName(step.target, rel)}`,
                lines: step.knowledge.ops.map(opLine),
                markdown: step.knowledge.ops.map(opMarkdown),
              },
            ]
          : []),
        ...(step.lessons
          ? [
              {
                label: `Lessons in ${rel(step.lessons.write.path)}`,
                lines: step.lessons.ops.map(opLine),
                markdown: step.lessons.ops.map(opMarkdown),
              },
            ]
          : []),
        ...indexes.lists,
      ],
      risks,
      data: {
        target: step.target ? { path: rel(step.target.path), section: step.target.section ?? null } : null,
        distilled: read.map((e) => ({ heading: e.heading, task: e.task })),
        analyzer: step.digest?.analyzer ?? null,
        cached: step.digest?.cached ?? false,
        tokensSent: step.digest?.tokensSent ?? 0,
        knowledge: step.knowledge
          ? {
              ops: step.knowledge.ops,
              bytesBefore: step.knowledge.bytesBefore,
              bytesAfter: step.knowledge.bytesAfter,
              items: renderItems(step.knowledge.write.items, step.knowledge.write.level),
            }
          : null,
        skipped: step.skipped ?? null,
        lessons: step.lessons
          ? {
              path: rel(step.lessons.write.path),
              ops: step.lessons.ops,
              bytesBefore: step.lessons.bytesBefore,
              bytesAfter: step.lessons.bytesAfter,
            }
          : null,
        lessonsSkipped: step.lessonsSkipped ?? null,
        indexes: indexes.data,
        redactions: step.digest?.redactions ?? [],
        applied: outcome ?? null,
      },
    };
  },
};

const VERBS: Record<KnowledgeOp['op'], string> = {
  add: 'added',
  update: 'updated',
  supersede: 'superseded',
  remove: 'removed',
  fold: 'folded',
};

function opCounts(ops: KnowledgeOp[]): string {
  const counts = (Object.keys(VERBS) as KnowledgeOp['op'][])
    .map((k) => [k, ops.filter((o) => o.op === k).length] as const)
    .filter(([, c]) => c > 0)
    .map(([k, c]) => `${c} ${VERBS[k]}`);
  return counts.length ? counts.join(', ') : 'no change';
}

/** One operation as a terminal line: what, the item, its text, its evidence. */
function opLine(o: KnowledgeOp): string {
  const text = o.lines.map((l) => l.replace(/^- /, '').replace(/\*\*([^*]+)\*\*/g, '$1')).join(' / ');
  return `${VERBS[o.op]} "${o.title}": ${text}${evidenceOf(o)}${o.note ? ` — ${o.note}` : ''}`;
}

/**
 * One operation as a markdown list item for the review: what and the item
 * on its first line, then the item's lines nested under it as the file
 * holds them, so a reviewer reads the knowledge as the agent will.
 */
function opMarkdown(o: KnowledgeOp): string {
  const head = `- **${VERBS[o.op]}** "${o.title}"${evidenceOf(o)}${o.note ? ` — ${o.note}` : ''}`;
  return [head, ...heldLines(o.lines).map((l) => `  ${l}`)].join('\n');
}

function evidenceOf(o: KnowledgeOp): string {
  if (!o.evidence.length) return '';
  const more = o.evidence.length > 3 ? ` and ${o.evidence.length - 3} more` : '';
  return ` (evidence: ${o.evidence.slice(0, 3).join(', ')}${more})`;
}

/** The dropped entries a distillation read: all but the oldest `leftOut` of those that did not fail (a failure is a lesson). */
function readBy(entries: EntryFields[], leftOut: number): EntryFields[] {
  let skip = leftOut;
  return entries.filter((e) => entryFailed(e) || skip-- <= 0);
}

/** Where knowledge goes, as the review names it: a summary section by its name (its file also holds the entries). */
function targetName(target: { path: string; section?: string }, rel: (path: string) => string): string {
  return target.section ? `the "${target.section}" section of ${rel(target.path)}` : rel(target.path);
}
