/**
 * Trim: keep the newest `last_n` entries of each run log (axe's rule: else
 * `max_entries`, else no trimming). Planned on what the analysis reads, so
 * the apply drops exactly the entries planned and keeps whatever an agent
 * appends meanwhile; a locked log is left alone, as prune keeps a locked file.
 */

import { runFailed } from '../../analysis/entries.js';
import { storeRelative } from '../../config/confine.js';
import type { AgentMemory } from '../../config/types.js';
import { formatError } from '../../errors.js';
import type { EntryFields } from '../../format/layout.js';
import { isLockedSync } from '../../fs/lock.js';
import { together } from '../../fs/together.js';
import { applyTrim } from '../../memory/runlog/apply-trim.js';
import { howToOrder, OrderRefused } from '../../memory/runlog/entry-order.js';
import { planTrim, type TrimPlan } from '../../memory/runlog/plan-trim.js';
import { cutCodePoints } from '../../text/cut.js';
import { listed, plural } from '../../text/plural.js';
import { redacted } from '../../text/untrusted.js';
import { type AgentPlan, type Applied, outcomeOf, withEntries } from '../model.js';
import type { Step } from './step.js';

export interface TrimStepPlan {
  /** Entries to keep; undefined when no target is configured, 0 when told to keep every entry (`--keep 0`). */
  target?: number;
  /** The log is locked: analysed, but not trimmed. */
  locked?: boolean;
  /** Why the log is a knowledge file, never trimmed by count (analysed and loaded as it is). */
  knowledge?: string;
  /** The trim needs attention: which entries are newest is unknown; the rest of gc goes on. */
  refused?: { message: string; remedy: string; when?: string; config: string };
  plan?: TrimPlan;
}

export interface TrimOutcome {
  /** The log was rewritten. */
  rewritten: boolean;
  error?: string;
}

/**
 * axe's trim target: last_n when positive, else max_entries when positive,
 * else undefined (no trimming; the analysis still runs).
 */
export function trimTarget(memory: Pick<AgentMemory, 'lastN' | 'maxEntries'>): number | undefined {
  if (memory.lastN > 0) return memory.lastN;
  if (memory.maxEntries > 0) return memory.maxEntries;
  return undefined;
}

/** How much of an entry's task a review line shows: the diff shows the whole entry. */
const LINE_TASK_CHARS = 200;

/**
 * What a review line shows of each task, by the task: a log repeats its
 * tasks, and the trim's and the distillation's lists show the same entries
 * (redacting every line was a tenth of a 1,000-agent dry run). Bounded, and
 * short tasks only: memory does not grow with the store.
 */
const shownTasks = new Map<string, string>();
const SHOWN_TASKS_MAX = 4096;
const SHOWN_TASK_KEY_MAX = 512;

/** An entry as the review lists it: its heading and the start of its task on one line. */
export function entryLine(e: EntryFields): string {
  let task = shownTasks.get(e.task);
  if (task === undefined) {
    // A layout's entry whose whole body is its task (a Squad learning) would make a line of the whole entry.
    // Redacted before the cut: a cut through a token leaves a head no rule knows (and a GitHub token's checksum gives back its tail).
    task = cutCodePoints(redacted(e.task).replace(/\s+/g, ' ').trim(), LINE_TASK_CHARS);
    if (e.task.length <= SHOWN_TASK_KEY_MAX) {
      if (shownTasks.size >= SHOWN_TASKS_MAX) shownTasks.clear();
      shownTasks.set(e.task, task);
    }
  }
  return task ? `${e.heading} — ${task}` : e.heading;
}

export const trimStep: Step<'trim'> = {
  name: 'trim',

  async plan(p, options) {
    const agents = withEntries(p);
    for (const [i, a] of agents.entries()) {
      options.progress?.('trim', i + 1, agents.length, a.name);
      const target = options.keep ?? trimTarget(a.agent.memory);
      const step: TrimStepPlan = (a.steps.trim = { target });
      if (!target) continue;
      if (a.agent.memory.knowledge) {
        step.knowledge = a.agent.memory.knowledge;
        continue;
      }
      try {
        // Synchronous: gc plans every agent, and a thread-pool round trip each costs more than the check.
        if (isLockedSync(a.agent.memory.path)) step.locked = true;
        else
          step.plan = await planTrim(a.agent.memory.path, target, {
            known: a.scan,
            list: options.count !== false && options.list !== false,
            layout: a.layout,
            lineTimes: p.lineTimes,
          });
      } catch (err) {
        if (err instanceof OrderRefused) {
          const config = storeRelative(p.store, a.agent.configFile);
          step.refused = {
            message: err.messageAs(storeRelative(p.store, a.agent.memory.path)),
            remedy: err.remedy,
            ...(err.when === undefined ? {} : { when: err.when }),
            config,
          };
          p.problems.push(`${a.name}: ${attention(step.refused)}`);
          continue;
        }
        a.steps.trim = undefined;
        a.status = 'failed';
        a.error = { code: 1, message: formatError(err) };
      }
    }
  },

  async apply(p, applied) {
    const trims = withEntries(p).flatMap((a) => {
      const plan = a.steps.trim?.plan;
      if (!plan) return [];
      const outcome: TrimOutcome = { rewritten: false };
      outcomeOf(applied, a.name).trim = outcome;
      return [{ a, plan, outcome }];
    });
    // A few logs at a time (fs/together.ts); agents that share a log in order, so the second finds it changed.
    await together(
      trims,
      async ({ a, plan, outcome }) => {
        const held = applied.held[a.name];
        if (held) {
          outcome.error = held;
          return;
        }
        try {
          // A plan that removes nothing still clears a write lock a killed writer left.
          outcome.rewritten = await applyTrim(plan);
        } catch (err) {
          outcome.error = formatError(err);
        }
      },
      ({ plan }) => [plan.path],
    );
    for (const { a, plan, outcome } of trims) {
      if (outcome.rewritten) applied.paths.push(plan.path);
      if (outcome.error !== undefined) applied.problems.push(`${a.name}: trim skipped: ${outcome.error}`);
    }
  },

  describe(_p, a, applied) {
    const step = a.steps.trim;
    if (!step) return undefined;
    const outcome = applied && outcomeOf(applied, a.name).trim;
    const data = {
      target: step.target ?? null,
      locked: step.locked ?? false,
      knowledge: step.knowledge ?? null,
      refused: step.refused ?? null,
      ...planData(step.plan, a.entries),
      applied: outcome ?? null,
    };
    if (step.target === 0) return { title: 'Trim', summary: 'Nothing to trim: --keep 0 keeps every entry.', data };
    if (!step.target)
      return { title: 'Trim', summary: 'No trim target configured (last_n and max_entries are both 0).', data };
    if (step.locked) return { title: 'Trim', summary: `Trim skipped: ${a.log} is locked.`, data };
    if (step.knowledge)
      return {
        title: 'Trim',
        summary: `Not trimmed by count: ${a.log} is a knowledge file (${step.knowledge}); analysed and loaded as it is.`,
        data,
      };
    if (step.refused) return { title: 'Trim', summary: attention(step.refused), data };
    const plan = step.plan!;
    if (plan.bytesRemoved === 0) {
      return {
        title: 'Trim',
        summary: `No trimming needed: ${a.entries} entries within limit (${step.target}).`,
        data,
      };
    }
    // A failed agent has nothing applied (model.ts): a dry run counts its trim as the real run does, as none.
    if (a.status === 'failed')
      return { title: 'Trim', summary: 'Not trimmed: the agent failed, so none of its entries are removed.', data };
    if (outcome?.error) return { title: 'Trim', summary: `Trim failed, nothing removed: ${outcome.error}`, data };
    const done = applied !== undefined && outcome?.rewritten;
    return {
      title: 'Trim',
      summary: `${done ? 'Removed' : 'Would remove'} ${dropSummary(plan)} and ${done ? 'kept' : 'keep'} the newest ${step.target}.`,
      lists: plan.dropped && [
        { label: `${plural(plan.dropped.length, 'entry', 'entries')} dropped`, lines: plan.dropped.map(entryLine) },
        { label: `${plural(plan.kept!.length, 'entry', 'entries')} kept`, lines: plan.kept!.map(entryLine) },
      ],
      // A failed run the distil step keeps (in the digest and lessons.md) is not at risk.
      risks: distils(a, applied) ? [] : failedRisk(plan.dropped),
      tally: applied && !done ? {} : { entriesRemoved: plan.removed, bytesRemoved: plan.bytesRemoved },
      data,
    };
  },
};

/** A refused trim as people read it: what is wrong and the line that fixes it. */
export function attention(refused: NonNullable<TrimStepPlan['refused']>): string {
  return `Needs attention: trim refused: ${refused.message}. ${howToTrim(refused)}. Loading, analysis and distillation are not affected.`;
}

/** The remedy of a refused trim: the `[memory]` line to add, and when it works where it does not always. */
export function howToTrim(refused: NonNullable<TrimStepPlan['refused']>): string {
  return `To trim, ${howToOrder(refused, refused.config)}`;
}

function planData(plan: TrimPlan | undefined, entries = 0) {
  if (!plan) return {};
  const list = (entries?: EntryFields[]) =>
    entries?.map((e) => ({ heading: e.heading, task: e.task, failed: runFailed(e.result) })) ?? null;
  return {
    removed: plan.removed ?? null,
    kept: plan.bytesRemoved ? plan.keep : entries,
    bytesRemoved: plan.bytesRemoved,
    dropped: list(plan.dropped),
    keptEntries: list(plan.kept),
  };
}

/** `7 entries (2026-01-01T00:00:00Z … 2026-01-07T00:00:00Z)`, or the bytes when the entries were not listed. */
function dropSummary(plan: TrimPlan): string {
  const d = plan.dropped;
  if (d?.length) {
    const range = d.length === 1 ? d[0].heading : `${d[0].heading} … ${d[d.length - 1].heading}`;
    return `${plural(d.length, 'entry', 'entries')} (${range})`;
  }
  const n = plan.removed === undefined ? 'older entries' : plural(plan.removed, 'entry', 'entries');
  return `${n} (${plan.bytesRemoved} bytes)`;
}

/** The dropped entries are distilled: planned so, and, once applied, written. */
function distils(a: AgentPlan, applied: Applied | undefined): boolean {
  const d = a.steps.distil;
  if (!d?.digest || d.skipped) return false;
  return applied === undefined || applied.outcomes[a.name]?.distil?.digest === true;
}

function failedRisk(dropped?: EntryFields[]): string[] {
  const failed = (dropped ?? []).filter((e) => runFailed(e.result));
  if (failed.length === 0) return [];
  return [
    `${plural(failed.length, 'dropped entry records', 'dropped entries record')} a failed run: ${listed(
      failed.map((e) => e.heading),
      3,
    )}`,
  ];
}
