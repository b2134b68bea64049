/**
 * The local analyzer: memkeep's answer to axe's prompt with no model and no
 * network. Deterministic (same log, same report), fast on 100,000 entries,
 * and written under the same three headings the model is asked for.
 * Repeated work comes from repeated-work.ts; tasks that only share a
 * template are different work and show up as a task type under Patterns
 * Found instead.
 */

import { headingStamp } from '../format/order.js';
import { cutCodePoints } from '../text/cut.js';
import { type RunEntry, timeOf } from './entries.js';
import { distinctTasks, findRepeatedWork, type RepeatedGroup, type Task, type TaskText } from './repeated-work.js';

// Words too common in task texts to be a theme ("if", "not", "end", "hour", "last"); grouping keeps them.
const THEME_STOP = new Set(
  (
    'if not no yes end hour day week minute second month year today yesterday tomorrow last next first new old get got make made do doe did done ' +
    'use used using run ran also then than when where while what which who whom whose why how there here out up down over under again more most ' +
    'less least only just very can could should would will shall may might must i we you he she they them their our your my me us him her his ' +
    'one two three each every other another such same both either neither nor so too now after before because since until between through during ' +
    'without within back still even ever already yet else etc need needs want wants let lets like been being has have had any ok okay via per'
  ).split(' '),
);

/** The failure notes an agent has recorded (aide's failures.md), as the analysis reports them. */
export interface FailureNotes {
  /** The file, store-relative. */
  file: string;
  /** The notes' timestamps, in file order. */
  at: string[];
}

/** The report under axe's three headings. */
export function analyzeLocally(
  entries: RunEntry[],
  options: { maxListed?: number; notes?: FailureNotes } = {},
): string {
  const maxListed = options.maxListed ?? 10;
  const tasks = distinctTasks(entries);
  const repeated = findRepeatedWork(entries, tasks);
  const notes = options.notes?.at.length ? [notesLine(options.notes)] : [];
  return [
    '## Patterns Found',
    [...patterns(entries, tasks), ...notes].join('\n') || 'No clear patterns detected.',
    '',
    '## Repeated Work',
    repeatedLines(entries, repeated, maxListed).join('\n') || 'No repeated work detected.',
    '',
    '## Recommendations',
    recommendations(entries, repeated, maxListed).join('\n') || 'No specific recommendations.',
  ].join('\n');
}

function notesLine({ file, at }: FailureNotes): string {
  const shown = at.slice(-3).reverse().join(', ');
  return `- ${at.length} failure ${at.length === 1 ? 'note' : 'notes'} recorded in ${file} (newest: ${shown}${at.length > 3 ? ', …' : ''}); lessons.md distils them.`;
}

function quote(task: string): string {
  const text = task.replace(/\s+/g, ' ').trim();
  return `"${cutCodePoints(text, 100)}"`;
}

function timestamps(entries: RunEntry[], indices: number[], max = 3): string {
  const shown = indices.slice(0, max).map((i) => entries[i].timestamp);
  return shown.join(', ') + (indices.length > max ? ` and ${indices.length - max} more` : '');
}

function patterns(entries: RunEntry[], tasks: Task[]): string[] {
  if (entries.length < 2) return [];
  const all = entries.map((_, i) => i);
  const span = chronological(entries, all);
  const lines = [
    span.timed
      ? `- ${entries.length} entries, from ${entries[span.order[0]].timestamp} to ${entries[span.order[span.order.length - 1]].timestamp}.`
      : `- ${entries.length} entries (their headings are not timestamps: first ${entries[0].timestamp}, last ${entries[entries.length - 1].timestamp} in the log).`,
  ];
  // Every count below is per normalised text: numbered variants of a task share one.
  const runs = new Map<TaskText, number>();
  for (const { text, members } of tasks) runs.set(text, (runs.get(text) ?? 0) + members.length);
  // Show each stem as the word people wrote most often for it.
  const forms = new Map<string, Map<string, number>>();
  for (const [text, n] of runs) {
    text.words.forEach((w, k) => {
      const f = forms.get(w) ?? new Map<string, number>();
      f.set(text.surface[k], (f.get(text.surface[k]) ?? 0) + n);
      forms.set(w, f);
    });
  }
  const show = (w: string) => {
    const f = [...(forms.get(w) ?? [])].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    return f[0]?.[0] ?? w;
  };

  // Task types: the leading two words, when at least three entries share them.
  const types = new Map<string, number>();
  for (const [{ words }, n] of runs) {
    if (words.length >= 2) types.set(`${words[0]} ${words[1]}`, (types.get(`${words[0]} ${words[1]}`) ?? 0) + n);
  }
  const common = [...types]
    .filter(([, n]) => n >= 3)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 5);
  if (common.length) {
    const named = common.map(([t, n]) => `"${t.split(' ').map(show).join(' ')}" (${n} entries)`);
    lines.push(`- Common task types: ${named.join(', ')}.`);
  }

  // Themes: words present in a notable share of entries.
  const df = new Map<string, number>();
  for (const [text, n] of runs) for (const x of new Set(text.words)) df.set(x, (df.get(x) ?? 0) + n);
  const floor = Math.max(3, Math.ceil(entries.length * 0.1));
  const themes = [...df]
    .filter(
      ([t, n]) => n >= floor && t.length > 1 && !t.includes('#') && !THEME_STOP.has(t) && !THEME_STOP.has(show(t)),
    )
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 8);
  if (themes.length) lines.push(`- Recurring themes: ${themes.map(([t, n]) => `${show(t)} (${n})`).join(', ')}.`);

  const failed = entries.flatMap((e, i) => (e.failed ? [i] : []));
  if (failed.length) {
    const pct = Math.round((failed.length / entries.length) * 100);
    lines.push(
      `- ${failed.length} of ${entries.length} runs (${pct}%) reported a failure: ${timestamps(entries, failed)}.`,
    );
  }
  return lines.length > 1 ? lines : [];
}

/**
 * Indices in time order when every heading is a timestamp (logs are appended,
 * prepended or both, and heading dates need not follow file order); else in
 * file order, and the headings are not taken for dates.
 */
function chronological(entries: RunEntry[], indices: number[]): { order: number[]; timed: boolean } {
  // A date the heading names after its words (`Session 2 — 2026-01-05`) orders it, as it orders the trim.
  const times = indices.map((i) => timeOf(entries[i].timestamp) ?? headingStamp(entries[i].timestamp)?.t);
  if (times.some((t) => t === undefined)) return { order: indices, timed: false };
  const order = indices.map((index, k) => ({ index, t: times[k]! })).sort((a, b) => a.t - b.t || a.index - b.index);
  return { order: order.map((o) => o.index), timed: true };
}

function repeatedLines(entries: RunEntry[], groups: RepeatedGroup[], maxListed: number): string[] {
  const lines = groups.slice(0, maxListed).map((g) => {
    const { order } = chronological(entries, g.members);
    const first = entries[order[0]].timestamp;
    const last = entries[order[order.length - 1]].timestamp;
    const failed = g.failed ? `; ${g.failed} failed` : '';
    return `- ${quote(g.task)}: ${g.members.length} runs, first ${first}, last ${last}${failed}.`;
  });
  if (groups.length > maxListed) lines.push(`- …and ${groups.length - maxListed} more repeated tasks.`);
  return lines;
}

function recommendations(entries: RunEntry[], groups: RepeatedGroup[], maxListed: number): string[] {
  const lines: string[] = [];
  for (const g of groups.slice(0, maxListed)) {
    // A task that failed is never advice to reuse or automate as it is: investigate it instead.
    if (g.members.length >= 3 && g.failed === 0) {
      lines.push(
        g.sameInput
          ? `- ${quote(g.task)} ran ${g.members.length} times with the same input: keep its result in procedural memory so the agent reuses it instead of recomputing.`
          : `- ${quote(g.task)} and its variants ran ${g.members.length} times with different inputs: make it a reusable skill or a scheduled workflow.`,
      );
    }
    if (g.failed > 0) {
      const failures = g.members.filter((i) => entries[i].failed);
      lines.push(
        `- Investigate ${quote(g.task)}: ${g.failed} of ${g.members.length} runs failed (${timestamps(entries, failures)}).`,
      );
    }
    const burst = closeRuns(entries, g.members);
    if (burst)
      lines.push(
        `- ${quote(g.task)} ran twice within an hour (${timestamps(entries, burst)}): check its trigger for duplicate runs.`,
      );
  }
  const failed = entries.filter((e) => e.failed).length;
  if (failed >= 2 && failed / entries.length >= 0.2) {
    lines.push(`- ${failed} of ${entries.length} runs failed overall: review the agent's tools, limits and timeouts.`);
  }
  return lines;
}

/** Two runs of one task less than an hour apart (by their timestamp headings, in any order), if any. */
function closeRuns(entries: RunEntry[], members: number[]): number[] | undefined {
  const timed = members.flatMap((index) => {
    const time = timeOf(entries[index].timestamp);
    return time === undefined ? [] : [{ index, time }];
  });
  timed.sort((a, b) => a.time - b.time || a.index - b.index);
  for (let k = 1; k < timed.length; k++) {
    if (timed[k].time - timed[k - 1].time < 3_600_000)
      return [timed[k - 1].index, timed[k].index].sort((a, b) => a - b);
  }
  return undefined;
}
