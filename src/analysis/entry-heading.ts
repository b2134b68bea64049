/**
 * What a dropped entry's heading gives its knowledge item: the time it
 * cites and the title it goes by (knowledge.ts). Headings carry a time
 * first, last or in brackets, and often a byline; neither is a topic.
 */
import type { EntryFields } from '../format/layout.js';
import { headingNumber, trailingDay, withoutTrailingDay } from '../format/order.js';

/**
 * A list item entry written on its heading line ("2026-03-04: Moved the export to `jobs/export.py` …",
 * "2026-02-23 (run-12) — **Retry the sender**: Deliveries were lost …"): the text after a bold title and
 * its colon, or the whole title of an entry with nothing below it, is what the entry says, not its name.
 * Read as the heading, it was no statement, and such an entry left no item.
 */
export function headingStatements(e: EntryFields): EntryFields {
  const lead = BOLD_LEAD.exec(e.heading);
  if (lead && SAYS.test(lead[2])) {
    return { ...e, heading: lead[1], task: [lead[2], e.task].filter((t) => t.trim() !== '').join('\n') };
  }
  if (e.task.trim() !== '' || e.result.trim() !== '') return e;
  const title = titleOf(e.heading);
  return SAYS.test(title) ? { ...e, heading: stampOf(e.heading) ?? '', task: title } : e;
}

/** "… **Retry the sender**: text", "… **Bug:** text": a bold title, its colon, and what follows it. */
const BOLD_LEAD = /^(.*?\*\*[^*\n]+?(?::\*\*|\*\*(?=\s*:)))\s*:?\s+(\S.*)$/;

/** Three words or more: a sentence, not a day, a status or a name. */
const SAYS = /(?:\S*\p{L}{2,}\S*\s+){2,}\S*\p{L}/u;

/** The entry's time, when its heading starts with one or ends with one (in brackets, or its day after a separator). */
export function stampOf(written: string): string | undefined {
  const heading = written.replace(DATE_FIELD, '');
  return (
    /^\[?(\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d)?(?:Z|[+-]\d\d:?\d\d)?)?)\]?/.exec(heading.trim())?.[1] ??
    /\((\d{4}-\d\d-\d\d(?:T[\d:.]+Z?)?)\)\s*$/.exec(heading)?.[1] ??
    trailingDay(heading) ??
    // "Session 21 — 2026-05-23 (v0.4.10 — bug fixes)": the day before the topic in brackets.
    trailingDay(heading.replace(TOPIC_AFTER, '')) ??
    // "Iteration 9 (2026-03-04 09:15 EDT) — topic": its day in brackets of their own, before the topic.
    bracketedDay(heading)
  );
}

/** The day (and time, its zone left out) a heading gives in brackets of their own, wherever they are. */
function bracketedDay(heading: string): string | undefined {
  const m = BRACKETED_DAY.exec(heading);
  return m ? (m[2] ? `${m[1]} ${m[2]}` : m[1]) : undefined;
}

/** "(2026-03-04)", "(2026-03-04 09:15 EDT)": brackets holding a day, maybe its time and zone, and nothing else. */
const BRACKETED_DAY = /\s*\((\d{4}-\d\d-\d\d)(?:[T ](\d\d:\d\d(?::\d\d)?))?(?:\s?(?:Z|[A-Z]{2,5}|[+-]\d\d:?\d\d))?\)/;

/** A run's number anywhere in a heading ("Track B — Iteration 15"): the run names the entry, not its day. */
const RUN_NUMBER = /\b(?:action|run|session|entry|step|iteration|task|cycle)\s*#?\d+/i;

/**
 * The heading without its timestamp and separators; '' when it was only a
 * timestamp, or a byline besides ("2026-01-08T14:15Z - Agent: Codex (docs)"):
 * who wrote an entry names no topic, and every entry of one writer under
 * one title would be one item, the newest text replacing the others.
 */
export function titleOf(heading: string): string {
  const title = heading
    .replace(DATE_FIELD, '')
    // A time's zone may follow it in letters ("21:55 BST"): part of the time, not of the title. A time has
    // its colon: "2026-03-02 1.1 — done" is the day and a task's number.
    .replace(
      /^\s*\[?\d{4}-\d\d-\d\d(?:[T ]\d\d?:[\d:.]*(?:Z|[+-]\d\d:?\d\d|\s?[A-Z]{2,5}\b)?)?\]?\s*(?:[|:—–-]\s*)?/,
      '',
    )
    .replace(/\s*\(\d{4}-\d\d-\d\d[^)]*\)\s*$/, '')
    .trim()
    // "2026-03-02 (Cache rewrite)": the topic after the time, in brackets of its own.
    .replace(/^\(([^()]+)\)$/, '$1');
  // "Iteration 9 (2026-03-04 09:15 EDT) — topic": a numbered run's day in brackets, cited instead.
  const run = RUN_NUMBER.test(title) ? title.replace(BRACKETED_DAY, '') : title;
  return BYLINE.test(run) || ID_ONLY.test(run) || STATUS_ONLY.test(run) || labelsDay(run) ? '' : withoutRunDay(run);
}

/**
 * "Standup — 2026-01-02", "Update - Jan 3, 2026": one word and the day names the log, not a topic. The merge
 * matches titles without their day, so every entry of the log would be one item, the newest text replacing
 * the others. ("Cache rewrite — 2026-01-02" is a topic, and keeps its day.)
 */
function labelsDay(title: string): boolean {
  const bare = withoutTrailingDay(title);
  return bare !== title && /^\p{L}+$/u.test(bare.replace(/\s*[—–|:,-]\s*$/, ''));
}

/**
 * "Session 3 — Feb 10, 2026" as "Session 3", "Session 11 — 2026-05-23 (search)" as "Session 11
 * (search)": the run's number names the entry and the evidence line gives its day. (A title of
 * words keeps its day: "Standup — 2026-01-05" and "Standup — 2026-01-06" are two entries, and one
 * title would make them one item, the newer text replacing the older.)
 */
function withoutRunDay(title: string): string {
  if (headingNumber(title) === undefined) return title;
  const topic = TOPIC_AFTER.exec(title)?.[0] ?? '';
  return withoutTrailingDay(title.slice(0, title.length - topic.length)) + topic;
}

/** A topic in brackets at a heading's end. */
const TOPIC_AFTER = /\s*\([^()]*\)\s*$/;

/**
 * "**Date (UTC):** 2025-08-30", "Logged: 2026-03-19T…": a list item entry
 * headed by the record field of its time, which is the time and no topic;
 * so is one word and a colon before the time ("Session: 2026-03-03 17:10"):
 * titled "Session:", every entry of a session log was one item.
 */
const DATE_FIELD =
  /^\s*\**(?:(?:date|logged|timestamp|time|when)\b[^:*\n]{0,20}|[a-z]+)\**\s*:\s*\**\s*(?=\[?\d{4}-\d\d-\d\d)/i;

/** "[LRN-20260319-001] correction": a record's id and its kind, no topic. */
const ID_ONLY = /^\[[A-Z]{2,8}-[\d-]+\]\s*(?:[a-z]+(?:[_-][a-z]+)*)?$/;

/**
 * "1.1 — done", "Task 4: failed", "Completed", "(LATEST)", "(continued)": a heading that after its time (and a task's number) only
 * gives the run's status names no topic; every entry of a task journal would otherwise share one title.
 */
const STATUS_ONLY =
  /^(?:(?:task|step|item|phase)\s*)?(?:#?\d+(?:\.\d+)*[a-z]?\s*)?(?:[—–:|-]\s*)?(?:done|completed?|finished|in progress|wip|started|failed|blocked|waiting|skipped|pending|succeeded|latest|continued)\.?$/i;

/** "Agent: Codex", "**Author**: Jane", "written by Claude (docs)": a heading that only says who. */
const BYLINE = /^(?:\W*(?:agent|author|model|assistant)\**\s*[:=]|(?:written|authored) by\s)\**\s*[^:—–|]{1,60}$/i;
