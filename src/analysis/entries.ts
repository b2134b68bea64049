/**
 * Run-log entries as the analyzers see them: timestamp, task, result, and
 * whether the run itself failed. The grammar is the layout's (src/format).
 */
import { type EntryFields, fieldsAt, type LogLayout } from '../format/layout.js';

export interface RunEntry {
  /** The heading text (a timestamp when memkeep or axe wrote it). */
  timestamp: string;
  task: string;
  result: string;
  failed: boolean;
}

/** The entries of a log held in memory, as `layout` splits and reads them. */
export function toLogEntries(log: Buffer, layout: LogLayout): RunEntry[] {
  return layout.entries(log).map((e) => {
    const { heading, task, result } = fieldsAt(layout, log, e);
    return { timestamp: heading, task: taskTitle(task), result, failed: entryFailed({ heading, task, result }) };
  });
}

/**
 * What an entry's work is judged on: its task as one line. An entry without
 * a `Task:` field is read whole as its task; its first line that says
 * something is its title (not a label above the work: "Did:", "### Done",
 * which every entry of a journal repeats), and the rest of its body is
 * never compared.
 */
export function taskTitle(task: string): string {
  if (!task.includes('\n')) return task;
  const lines = task
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  return lines.find((l, i) => !isLabel(l) && !tableHead(lines, i)) ?? lines[0] ?? '';
}

/** A table's delimiter row (`|---|:---:|`). */
const DELIMITER_ROW = /^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?$/;

/** A table's header row (it names the columns) or its delimiter row: no line of the table's content. */
function tableHead(lines: string[], i: number): boolean {
  const line = lines[i];
  if (!line.startsWith('|')) return false;
  return DELIMITER_ROW.test(line) || DELIMITER_ROW.test(lines[i + 1] ?? '');
}

/** A line that only names what follows: a heading, or up to three words and a colon ("**What I did**:"). */
function isLabel(line: string): boolean {
  if (/^#{1,6}\s/.test(line)) return true;
  const bare = line.replace(/\*\*|__/g, '').trim();
  return /^[A-Za-z][A-Za-z' ]*:$/.test(bare) && bare.split(/\s+/).length <= 3;
}

// "no failures", "0 errors", "without errors" report success.
const NEGATED =
  /\b(?:no|0|zero|without|none of the)\s+(?:new\s+)?(?:errors?|failures?|failed|exceptions?|timeouts?|problems?)\b/gi;
// Wording that says the agent's own run went wrong, wherever it appears.
// "timed out" is; "timeout" the noun only opens a failed result ("raised the timeout to 900s" is a fix).
const STRONG =
  /\b(?:timed[ -]?out|could ?n[o']t|unable to|aborted|crashed|exception|traceback|panicked|out of (?:memory|tokens)|non-zero (?:exit|status|return)|returned (?:a )?non-zero|exit(?:ed)? (?:with )?(?:code|status) [1-9])/i;
// Wording that only means failure when the result opens with it: "integration
// tests failed 3 times" inside a CI summary is a successful report.
const OPENING =
  /^\s*(?:error|errors|failed|failure|fatal|partial(?:ly)?|gave up|did not finish|cancell?ed|time[ -]?outs?)\b/i;

/** Whether a result reports that the agent's run failed (a heuristic, deliberately conservative). */
export function runFailed(result: string): boolean {
  const text = result.replace(NEGATED, ' ');
  return OPENING.test(text) || STRONG.test(text);
}

// A heading that names a failure ("… | Codex execution failure"), unless it names the fixing of one.
const FAILED_HEADING = /\b(?:failure|failed|crashed|timed?[ -]?out|non-zero)\b/i;
const FIXING =
  /\b(?:fix(?:e[sd])?|fixing|handl(?:e|ed|ing)|prevent(?:ed|ing)?|investigat(?:e|ed|ing)|debug(?:ged|ging)?|resolv(?:e|ed|ing)|workarounds?|remediat(?:e|ed|ion|ing)|solutions?|solved)\b/i;
// A problem write-up's own section saying what solved it ("### Solution", "#### Fix (2025-10-03)"):
// the entry records a solved problem, not a run that failed.
const SOLVED_SECTION = /^#{2,6}\s+(?:solution|fix|workaround|resolution)\b/im;
// aide's failure note, wherever it is kept (failures.md, or a log that collects them).
const NOTE_FIELD = /^\s*-\s*\*\*Why it failed\*\*:/m;

/**
 * Whether an entry records a failed run: its result says so (runFailed), its
 * heading names a failure (unless the heading, or a section of the entry,
 * names what fixed it), or it is a failure note. The body of an entry
 * without a result line is not searched for failure words: in narrative
 * memory ("the timeout came from …, fixed by …") they describe work done.
 */
export function entryFailed(e: Pick<EntryFields, 'heading' | 'task' | 'result'>): boolean {
  if (runFailed(e.result)) return true;
  if (FAILED_HEADING.test(e.heading) && !FIXING.test(e.heading) && !SOLVED_SECTION.test(`${e.task}\n${e.result}`))
    return true;
  return e.result === '' && NOTE_FIELD.test(e.task);
}

// An RFC 3339 / ISO 8601 date or date-time at the start of a heading ("2026-03-10: …" counts, "Action 3" does not).
const STAMP = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?(?!\d)/;

/** The time a heading starts with, in ms; undefined for a heading that is not a timestamp. */
export function timeOf(heading: string): number | undefined {
  // memkeep's and axe's own `2026-01-01T00:00:00Z`, the common case, parsed directly.
  if (heading.length === 20 && heading[10] === 'T' && heading[19] === 'Z') return strictTime(heading);
  const m = STAMP.exec(heading.trim());
  // Date.parse rolls 2026-02-31 over into March: such a heading is not a date.
  if (!m || new Date(`${m[1]}T00:00:00Z`).getUTCDate() !== Number(m[1].slice(8))) return undefined;
  const zone = m[3] ? (m[3] === 'Z' ? 'Z' : m[3].includes(':') ? m[3] : `${m[3].slice(0, 3)}:${m[3].slice(3)}`) : 'Z';
  const t = Date.parse(`${m[1]}T${m[2] ?? '00:00'}${m[2]?.length === 5 ? ':00' : ''}${zone}`);
  return Number.isNaN(t) ? undefined : t;
}

/**
 * `YYYY-MM-DDTHH:MM:SSZ` read digit by digit (a log of 100,000 entries is read
 * in every analysis), strictly: unlike the order's reading of a heading
 * (format/order.ts), a day past its month's end is no date here.
 */
function strictTime(h: string): number | undefined {
  if (h[4] !== '-' || h[7] !== '-' || h[13] !== ':' || h[16] !== ':') return undefined;
  const y = digits(h, 0, 4);
  const mo = digits(h, 5, 2);
  const d = digits(h, 8, 2);
  const hh = digits(h, 11, 2);
  const mi = digits(h, 14, 2);
  const ss = digits(h, 17, 2);
  if (!(mo >= 1 && mo <= 12 && d >= 1 && d <= 31 && hh <= 23 && mi <= 59 && ss <= 60)) return undefined;
  const t = Date.UTC(y, mo - 1, d, hh, mi, ss);
  // Date.UTC rolls 2026-02-31 over into March: such a heading is not a date. No
  // month ends before the 28th, so only later days (and leap seconds) need the check.
  if (d <= 28 && ss < 60) return t;
  return new Date(t).getUTCDate() === d ? t : undefined;
}

/** The number `len` digits of `h` from `from` spell; NaN when one is not a digit. */
function digits(h: string, from: number, len: number): number {
  let v = 0;
  for (let i = from; i < from + len; i++) {
    const d = h.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return Number.NaN;
    v = v * 10 + d;
  }
  return v;
}
