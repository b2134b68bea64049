/**
 * lessons.md: failure lessons, items of the same shape as the knowledge
 * file (memory/knowledge/items.ts), one per normalised cause, counted right:
 *
 * - one failure per run: a failed run-log entry and the failure note of the
 *   same run (same run URL, or the same task within RUN_WINDOW_MS) are one
 *   failure, and the note (failures.md is never pruned) is the one counted;
 * - causes normalised: an error code (ECONNRESET), a timeout, an exit
 *   status, a rate limit … however the run worded it;
 * - evidence capped: the newest citations are shown, the rest counted; a
 *   note no newer than its lesson's newest citation was counted before (a
 *   note without a time counts when its lesson is made), while a dropped
 *   entry is counted when its trim drops it, whatever its time.
 *
 * An item without memkeep's evidence line is a reviewer's and is left as
 * it is. All text taken from notes and entries is redacted and made safe.
 */
import { constants } from 'node:os';
import type { EntryFields } from '../format/layout.js';
import { type KnowledgeItem, type KnowledgeOp, normaliseText, safeLine, titleKey } from '../memory/knowledge/items.js';
import { splitSections } from '../memory/sections/section-file.js';
import { INVISIBLE_CHARS } from '../text/invisible.js';
import { redactSecrets } from '../text/redact.js';
import { entryFailed, taskTitle, timeOf } from './entries.js';

export const LESSONS_HEADER = `# Lessons

Kept by memkeep from failure notes and failed runs, one item per cause. Edit freely: an item without an evidence line is yours.
`;

/** A log entry and a failure note this close in time, for the same task, are the same run. */
const RUN_WINDOW_MS = 15 * 60_000;

export interface Failure {
  /** The timestamp (heading) as written. */
  at: string;
  /** Where it was recorded: failures.md or the run log, store-relative. */
  source: string;
  task: string;
  why: string;
  runUrl?: string;
  /** Fields the note itself gives (Impact, Fix, Prevention rule), as written. */
  fields: { label: string; text: string }[];
  /** A file the note cites as evidence (a pass log). */
  evidencePath?: string;
  /** A note of failures.md, read again on every run (a dropped entry is read once, by the trim that drops it). */
  note?: boolean;
}

// A field is a `Label: text` line, bulleted (aide's notes) or not (a run-log entry's `**Fix:** …`).
const FIELD = /^\s*(?:-\s*)?(?:\*\*)?([A-Za-z][A-Za-z ]*?)(?:\*\*)?\s*:\s*(?:\*\*\s*)?(.*)$/;
// The run itself: a job or attempt link (`…/runs/1/job/7`), or a period after the link, is the same run.
const RUN_URL = /https?:\/\/[^\s)>\]]+\/actions\/runs\/\d+/;
const KEPT_FIELDS = ['impact', 'fix', 'prevention rule', 'decision', 'workaround', 'lesson'];
// What the run learnt: a lesson giving one needs no generic advice.
const LEARNT = new Set(KEPT_FIELDS.filter((label) => label !== 'impact'));

function fieldsOf(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = FIELD.exec(line);
    if (m && !fields.has(m[1].toLowerCase())) fields.set(m[1].toLowerCase(), m[2].trim());
  }
  return fields;
}

function failureOf(at: string, source: string, task: string, text: string, why?: string): Failure | undefined {
  const fields = fieldsOf(text);
  const cause = why ?? fields.get('why it failed') ?? fields.get('root cause') ?? fields.get('impact');
  if (cause === undefined) return undefined;
  const r = (t: string) => redactSecrets(t).text;
  const evidence = fields.get('evidence') ?? fields.get('run') ?? '';
  return {
    at,
    source,
    task: r(fields.get('task snippet') ?? fields.get('task') ?? task),
    why: r(cause),
    runUrl: RUN_URL.exec(evidence)?.[0] ?? RUN_URL.exec(text)?.[0],
    fields: KEPT_FIELDS.flatMap((label) => {
      const v = fields.get(label);
      return v && !/^(?:none|n\/a|pending)$/i.test(v) ? [{ label, text: r(v) }] : [];
    }),
    evidencePath: /(?:^|[\s=])((?:[\w.-]+\/)+[\w.-]+\.\w+)/.exec(evidence)?.[1],
  };
}

/** The notes of a failures.md (aide's shape; `- Key: value` lines are read too). */
export function failuresFromNotes(text: string, source: string): Failure[] {
  return splitSections(text.replace(/\r\n/g, '\n')).sections.flatMap((s) => {
    const f = failureOf(s.heading, source, '', s.body);
    return f ? [{ ...f, note: true }] : [];
  });
}

/** The failed runs among run-log entries. */
export function failuresFromEntries(entries: EntryFields[], source: string): Failure[] {
  return entries.filter(entryFailed).flatMap((e) => {
    const body = `${e.task}\n${e.result}`;
    const first = e.result
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim();
    const f = failureOf(
      e.heading,
      source,
      taskTitle(e.task),
      body,
      fieldsOf(body).has('root cause') ? undefined : first,
    );
    return f ? [f] : [{ at: e.heading, source, task: taskTitle(e.task), why: e.heading, fields: [] }];
  });
}

/**
 * One failure per run: an entry is dropped when a note records the same run
 * (same run URL, or the same task within RUN_WINDOW_MS); notes come first.
 * A note is one run, so it takes one entry, the surest then closest: a retry
 * logged minutes later is a failed run of its own.
 */
export function oneFailurePerRun(notes: Failure[], entries: Failure[]): Failure[] {
  const pairs = notes.flatMap((n, i) =>
    entries.flatMap((e, j) => {
      const m = sameRun(n, e);
      return m ? [{ i, j, ...m }] : [];
    }),
  );
  pairs.sort((a, b) => Number(b.byUrl) - Number(a.byUrl) || a.gap - b.gap);
  const usedNotes = new Set<number>();
  const usedEntries = new Set<number>();
  const counted = [...notes];
  for (const { i, j } of pairs) {
    if (usedNotes.has(i) || usedEntries.has(j)) continue;
    usedNotes.add(i);
    usedEntries.add(j);
    // The note is the failure counted; what the run's entry says it learnt ("**Decision:** …") is its lesson too.
    const more = entries[j].fields.filter((f) => !notes[i].fields.some((g) => g.label === f.label));
    if (more.length) counted[i] = { ...notes[i], fields: [...notes[i].fields, ...more] };
  }
  return [...counted, ...entries.filter((_, j) => !usedEntries.has(j))];
}

function sameRun(note: Failure, entry: Failure): { byUrl: boolean; gap: number } | undefined {
  const tn = timeOf(note.at);
  const te = timeOf(entry.at);
  const gap = tn !== undefined && te !== undefined ? Math.abs(tn - te) : Number.POSITIVE_INFINITY;
  if (note.runUrl && entry.runUrl) return note.runUrl === entry.runUrl ? { byUrl: true, gap } : undefined;
  const task = taskKey(note.task);
  return gap <= RUN_WINDOW_MS && task !== '' && task === taskKey(entry.task) ? { byUrl: false, gap } : undefined;
}

/**
 * A task as both records of a run can be compared: a note keeps the first 200
 * characters of the task on one line, invisible characters dropped (failures.ts),
 * and its field reader drops leading bold markers; so both are cut the same way,
 * then compared without case, markup or punctuation.
 */
function taskKey(task: string): string {
  const line = task.replace(INVISIBLE_CHARS, '').replace(/\s+/g, ' ').trim();
  return normaliseText(Array.from(line).slice(0, 200).join(''));
}

/**
 * The error code a failure names: an errno (ECONNRESET, ENOENT), Node's
 * (ERR_…) or getaddrinfo's (EAI_AGAIN). A word in capitals that merely
 * starts with E (ERROR:, EXCEPTION, EXIT CODE 1, ESLINT) is not one: it
 * only announces the cause the rest of the text names.
 */
const ERRNO = new Set(Object.keys(constants.errno));
function errorCodeOf(why: string): string | undefined {
  for (const [code] of why.matchAll(/\bE[A-Z0-9]+(?:_[A-Z0-9]+)*\b/g))
    if (ERRNO.has(code) || /^E(?:RR|AI)_[A-Z]/.test(code)) return code;
  return undefined;
}

/** A log level or label in front of the message ("FATAL:", "[error]", "Failed -"): the same failure without it. */
const LEVEL =
  /^(?:\s*(?:\[(?:error|fatal|failed|failure|exception|panic|critical|warn(?:ing)?)\]|(?:error|fatal|failed|failure|exception|panic|critical|warn(?:ing)?)\s*[:!-]))+/i;

const CAUSES: [RegExp, (m: RegExpExecArray) => string][] = [
  // The same errors as their messages word them.
  [/\bconnection reset\b|\bsocket hang up\b/i, () => 'ECONNRESET'],
  [/\bconnection refused\b/i, () => 'ECONNREFUSED'],
  [/\b(?:HTTP|status)\s*(429)\b|\brate[- ]?limit|\btoo many requests\b/i, () => 'Rate limited'],
  [/\btime[ds]?[ -]?out\b|\btimed out\b|\bdeadline exceeded\b/i, () => 'Timeout'],
  [/\bout of memory\b|\bOOM(?:[- ]?killed)?\b/i, () => 'Out of memory'],
  [/\b(?:out of tokens|token (?:limit|budget)|context (?:window|length))\b/i, () => 'Out of token budget'],
  [/\bexit(?:ed)?(?: with)? (?:code|status) (\d+)\b|\bstatus (\d+)\b/i, (m) => `Exit status ${m[1] ?? m[2]}`],
  [/\bnon-zero\b/i, () => 'Non-zero exit'],
  [/\bpartial(?:ly)?\b/i, () => 'Partial run'],
  [/\bcancell?ed\b/i, () => 'Cancelled'],
];

/** The cause a failure's text names, normalised: the same cause however it was worded. */
export function causeOf(why: string): string {
  const code = errorCodeOf(why);
  if (code) return code;
  for (const [re, name] of CAUSES) {
    const m = re.exec(why);
    if (m) return name(m);
  }
  const words = why
    .replace(LEVEL, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2)
    .slice(0, 4)
    .join(' ');
  return words ? words[0].toUpperCase() + words.slice(1) : 'Failure';
}

const ADVICE: Record<string, string> = {
  Timeout: 'Split the task or give it a longer time limit before running it again.',
  'Rate limited': 'Wait for the limit to reset or lower the request rate before retrying.',
  'Non-zero exit': "Read the failing command's output in the evidence before retrying with the same input.",
  'Partial run': 'Make the part left undone a step of its own, or raise the budget it ran out of.',
};

function citation(f: Failure): string {
  const extra = f.runUrl ?? f.evidencePath;
  // The heading's timestamp is the citation; the rest of it ("| Codex execution failure") is the title's job.
  const at = /^\d{4}-\d\d-\d\d\S*/.exec(f.at.trim())?.[0] ?? f.at;
  return safeLine(`${at} (${extra ?? f.source})`);
}

/** The field `label` as the newest failure giving it says it. */
function newestField(failures: Failure[], label: string): { label: string; text: string } | undefined {
  for (let i = failures.length - 1; i >= 0; i--) {
    const field = failures[i].fields.find((f) => f.label === label);
    if (field) return field;
  }
  return undefined;
}

/** The kept field a line of a lesson, as lessonOf writes it, gives ("fix" for `- **Fix:** …`), if any. */
function keptFieldOf(line: string): string | undefined {
  const label = /^- \*\*([A-Za-z][A-Za-z ]*):\*\* /.exec(line)?.[1].toLowerCase();
  return label !== undefined && KEPT_FIELDS.includes(label) ? label : undefined;
}

/** The generic advice lines lessonOf writes, each as written. */
const ADVICE_LINES = new Set(Object.values(ADVICE).map((a) => `- **Do:** ${a}`));

/**
 * The lesson of `failures` (one cause, oldest first). `earlier` is the
 * lesson's body as written before: a field none of the new failures gives
 * stays as it was, so a retry that only failed again never takes away the
 * fix found before, and a line a person added under it stays too (after
 * the fields; one giving what to do stands for the generic advice).
 */
function lessonOf(cause: string, failures: Failure[], today: string, earlier: string[] = []): KnowledgeItem {
  const newest = failures[failures.length - 1];
  const lines = [`- **Cause:** ${safeLine(newest.why)}`];
  const before = new Map(
    earlier.flatMap((l) => {
      const label = keptFieldOf(l);
      return label ? [[label, l] as const] : [];
    }),
  );
  const theirs = earlier.filter((l) => !l.startsWith('- **Cause:** ') && !keptFieldOf(l) && !ADVICE_LINES.has(l));
  let learnt = theirs.some((l) => l.startsWith('- **Do:** '));
  for (const label of KEPT_FIELDS) {
    // Each field as the newest failure giving it says, else as the lesson said it.
    const field = newestField(failures, label);
    const line = field
      ? `- **${label[0].toUpperCase()}${label.slice(1)}:** ${safeLine(field.text)}`
      : before.get(label);
    if (line === undefined) continue;
    lines.push(line);
    learnt ||= LEARNT.has(label);
  }
  lines.push(...theirs);
  if (!learnt && ADVICE[cause]) lines.push(`- **Do:** ${ADVICE[cause]}`);
  const stamp = /^\d{4}-\d\d-\d\d/.exec(newest.at)?.[0] ?? today;
  return {
    title: cause,
    lines,
    evidence: [...failures].reverse().map(citation),
    count: failures.length,
    confirmed: stamp,
  };
}

function newestFirst(citations: string[]): string[] {
  const at = (c: string) => timeOf(c) ?? Number.NEGATIVE_INFINITY;
  return citations
    .map((c, i) => ({ c, i }))
    .sort((a, b) => at(b.c) - at(a.c) || a.i - b.i)
    .map(({ c }) => c);
}

/**
 * The lessons of `existing` (items of lessons.md) with `failures` counted
 * in: new causes added, known causes updated (count, newest evidence, the
 * newest wording), a note already counted (no newer than its lesson's
 * newest citation) ignored. A reviewer's item is never touched.
 */
export function mergeLessons(
  existing: KnowledgeItem[],
  failures: Failure[],
  today: string,
): { items: KnowledgeItem[]; ops: KnowledgeOp[] } {
  const byCause = new Map<string, Failure[]>();
  const ordered = [...failures].sort((a, b) => (timeOf(a.at) ?? 0) - (timeOf(b.at) ?? 0));
  for (const f of ordered) {
    const cause = causeOf(f.why);
    byCause.set(cause, [...(byCause.get(cause) ?? []), f]);
  }
  const items = existing.map((i) => ({ ...i }));
  const ops: KnowledgeOp[] = [];
  for (const [cause, all] of byCause) {
    const at = items.findIndex((i) => i.confirmed !== '' && titleKey(i.title) === titleKey(cause));
    const known = at >= 0 ? items[at] : undefined;
    const seen = known ? Math.max(...known.evidence.map((c) => timeOf(c) ?? 0)) : -Infinity;
    const fresh = all.filter((f) => {
      // A dropped entry is new whatever its time: a note of a later run may have been counted first.
      if (!f.note) return true;
      // A note is read again on every run: new only when newer than what the lesson cites; one
      // without a time cannot be placed, so it counts when its lesson is made, never again.
      const t = timeOf(f.at);
      return t === undefined ? !known : t > seen;
    });
    if (fresh.length === 0) continue;
    const made = lessonOf(cause, fresh, today, known?.lines);
    if (!known) {
      items.push(made);
      ops.push({ op: 'add', title: made.title, lines: made.lines, evidence: made.evidence });
      continue;
    }
    const updated = {
      ...known,
      lines: made.lines,
      // Newest first, so the citations shown are the newest and the next run's `seen` is right.
      evidence: newestFirst([...made.evidence, ...known.evidence]),
      count: known.count + made.count,
      confirmed: [made.confirmed, known.confirmed].sort()[1],
    };
    items[at] = updated;
    ops.push({
      op: 'update',
      title: updated.title,
      lines: updated.lines,
      evidence: made.evidence,
      note: `${updated.count} failed runs in all`,
    });
  }
  return { items, ops };
}
