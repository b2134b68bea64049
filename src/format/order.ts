/**
 * Entry order without I/O: by position, or by the timestamps in the entries'
 * headings. (An order from git is src/memory/runlog/entry-order.ts, which uses these.)
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A run's number at a heading's start: `Action 3`, `Step #2`, `Session 12: …`. */
const NUMBERED = /^(?:action|run|session|entry|step|iteration|task|cycle)\s*#?(\d+)/i;

/** A word that makes the date right after it a revision or a deadline (`updated 2026-01-10`, `as of Mar 1, 2026`). */
export const REVISION =
  /\b(?:updated|revised|reviewed|as of|since|until|due|by|deadline|effective)\b[\s:]*(?=\d{4}-\d\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4})/i;
/** A heading that ends with its day after a separator: `Session 3 — 2026-01-05`, `Deploy review, Jan 7, 2026`. */
const TRAILING_DAY =
  /(?:\s[—–|-]|[,:])\s*(\d{4}-\d\d-\d\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4})\s*$/i;

/**
 * The day (YYYY-MM-DD) a heading ends with after a separator, when it is a
 * real day and not a revision or deadline (`— updated: 2026-01-10`): the
 * day of an entry titled by what it was about.
 */
export function trailingDay(title: string): string | undefined {
  const m = TRAILING_DAY.exec(title);
  if (!m || REVISION.test(title.slice(0, m.index + m[0].length))) return undefined;
  const t = headingStamp(m[1])?.t;
  if (t === undefined) return undefined;
  const day = new Date(t).toISOString().slice(0, 10);
  // `2026-02-31` rolls over into March: no such day.
  const written = /^\d{4}-\d\d-\d\d$/.test(m[1]) ? m[1] : undefined;
  if (written !== undefined && written !== day) return undefined;
  const dom = /(\d{1,2}),? \d{4}$/.exec(m[1])?.[1];
  if (written === undefined && Number(dom) !== Number(day.slice(8))) return undefined;
  return day;
}

/** The heading without the day `trailingDay` reads at its end (and the separator before it), or as it is. */
export function withoutTrailingDay(title: string): string {
  const m = TRAILING_DAY.exec(title);
  return m && trailingDay(title) !== undefined ? title.slice(0, m.index).trimEnd() : title;
}

/** The number a heading gives its run (`## Action 3: …`), undefined when it gives none. */
export function headingNumber(title: string): number | undefined {
  const n = NUMBERED.exec(title.trim())?.[1];
  return n === undefined ? undefined : Number(n);
}

/** `2026-05-11T10:00:00Z` at the start: the stamp memkeep and axe write. */
const OWN_STAMP = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)Z/;
const ISO = /(?<!\d)(\d{4})-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?/;
const WRITTEN = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{1,2}),? (\d{4})\b/i;
/** `9 January 2026`, `9th Jan 2026`: the day first, as most of the world writes it. */
const DAY_FIRST = /\b(\d{1,2})(?:st|nd|rd|th)? (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,? (\d{4})\b/i;
/** `2026/01/09`; `09.01.2026`, day first wherever dots separate it. A slashed date with the year last is month-first in one country, day-first in the next: no date. */
const SLASHED = /(?<![\d/])(\d{4})\/(\d{1,2})\/(\d{1,2})(?![\d/])/;
const DOTTED = /(?<![\w.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?![\d.])/;
/** `20250115`, `[ERR-20250115-001]`, `20250115T1030`: a compact date standing alone among digits. */
const COMPACT = /(?<!\d)((?:19|20)\d{2})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?)?(?!\d)/;

/** A date a heading names, and how precise it is: entries are compared at the coarser of two precisions. */
export interface Stamp {
  t: number;
  unit: 'month' | 'day' | 'time';
}

/**
 * The time a heading names, in ms since the epoch: `2026-02-12T20:01:53Z`,
 * `2025-12-17 17:25:21`, `[2024-06-13]`, `(2024-06)`, `October 24, 2025`.
 * A time without a zone is read as UTC: only the order matters.
 */
export function headingTime(title: string): number | undefined {
  return headingStamp(title)?.t;
}

/** The date a heading names with its precision (see headingTime). */
export function headingStamp(title: string): Stamp | undefined {
  // memkeep's and axe's own stamp, the common case, without the general expression.
  const own = OWN_STAMP.exec(title);
  if (own && +own[2] >= 1 && +own[2] <= 12)
    return { t: utcTime(+own[1], +own[2], +own[3], +own[4], +own[5], +own[6]), unit: 'time' };
  const m = ISO.exec(title);
  const t = m ? isoTime(m) : undefined;
  if (m && t !== undefined) return { t, unit: m[3] === undefined ? 'month' : m[4] === undefined ? 'day' : 'time' };
  const w = WRITTEN.exec(title);
  if (w) return { t: utcTime(+w[3], MONTHS.indexOf(w[1].slice(0, 3).toLowerCase()) + 1, +w[2]), unit: 'day' };
  const other = otherDay(title);
  if (other !== undefined) return { t: other, unit: 'day' };
  const c = COMPACT.exec(title);
  if (c) {
    const [, y, mo, d, h = '0', mi = '0', sec = '0'] = c;
    if (+mo < 1 || +mo > 12 || +d < 1 || +d > 31) return undefined;
    return { t: utcTime(+y, +mo, +d, +h, +mi, +sec), unit: c[4] === undefined ? 'day' : 'time' };
  }
  return undefined;
}

/** The day of a date written day first or with slashes or dots (see DAY_FIRST, SLASHED, DOTTED), when it is one. */
function otherDay(title: string): number | undefined {
  const f = DAY_FIRST.exec(title);
  const s = SLASHED.exec(title);
  const d = DOTTED.exec(title);
  const [y, m, day] = f
    ? [+f[3], MONTHS.indexOf(f[2].slice(0, 3).toLowerCase()) + 1, +f[1]]
    : s
      ? [+s[1], +s[2], +s[3]]
      : d
        ? [+d[3], +d[2], +d[1]]
        : [0, 0, 0];
  return m >= 1 && m <= 12 && day >= 1 && day <= 31 ? utcTime(y, m, day) : undefined;
}

/** `2026-05-11T10:00:00Z`, the stamp memkeep and axe write: digits where it has 0, these bytes between. */
const CANONICAL = Buffer.from('0000-00-00T00:00:00Z', 'latin1');

/**
 * The time, in ms, of the heading text at `at` in `buf` when it starts with
 * the stamp memkeep and axe write, as headingStamp reads it (unit: time);
 * else -1. A streamed log's every heading is dated, so this reads the bytes
 * without decoding them and allocates nothing.
 */
export function canonicalTime(buf: Buffer, at: number): number {
  if (buf.length - at < CANONICAL.length) return -1;
  for (let i = 0; i < CANONICAL.length; i++) {
    const c = buf[at + i];
    const want = CANONICAL[i];
    if (want === 0x30 ? c - 0x30 > 9 || c < 0x30 : c !== want) return -1;
  }
  const month = digits(buf, at + 5, 2);
  if (month < 1 || month > 12) return -1;
  return utcTime(
    digits(buf, at, 4),
    month,
    digits(buf, at + 8, 2),
    digits(buf, at + 11, 2),
    digits(buf, at + 14, 2),
    digits(buf, at + 17, 2),
  );
}

/**
 * Date.UTC's time for a month counted from 1, in arithmetic only, and for
 * every year as written: Date.UTC reads years 0 to 99 as 1900 to 1999, which
 * would date `0050-01-01T00:00:00Z` and `0050-01-01` 1,900 years apart.
 */
function utcTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return ((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute) * 60_000 + second * 1000;
}

function digits(buf: Buffer, from: number, len: number): number {
  let v = 0;
  for (let i = from; i < from + len; i++) v = v * 10 + buf[i] - 0x30;
  return v;
}

/**
 * Days since 1970-01-01 of a proleptic Gregorian date, as Date.UTC counts
 * them (a day past the month's end rolls over, as there): arithmetic only,
 * which cut the dating of a 200 MB log's 800,000 headings by a third.
 */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

/**
 * The dates of headings seen one at a time, where holding every entry would
 * cost too much (a streamed log): the latest and the earliest with the
 * offsets of their lines, and whether one was dated earlier than a heading
 * seen before it. Held as numbers, so dating a heading allocates nothing.
 */
export class DateSpan {
  #latestT = 0;
  #latestUnit: Stamp['unit'] | undefined;
  latestAt = 0;
  #earliestT = 0;
  #earliestUnit: Stamp['unit'] | undefined;
  earliestAt = 0;
  wentBack = false;

  get latest(): Stamp | undefined {
    return this.#latestUnit && { t: this.#latestT, unit: this.#latestUnit };
  }

  get earliest(): Stamp | undefined {
    return this.#earliestUnit && { t: this.#earliestT, unit: this.#earliestUnit };
  }

  add(stamp: Stamp | undefined, at: number): void {
    if (stamp) this.addTime(stamp.t, at, stamp.unit);
  }

  /** add() for a time in ms (canonicalTime's: unit time). */
  addTime(t: number, at: number, unit: Stamp['unit'] = 'time'): void {
    const latest = this.#latestUnit;
    if (!latest || later(t, unit, this.#latestT, latest)) {
      this.#latestT = t;
      this.#latestUnit = unit;
      this.latestAt = at;
    } else if (later(this.#latestT, latest, t, unit)) this.wentBack = true;
    const earliest = this.#earliestUnit;
    if (!earliest || later(this.#earliestT, earliest, t, unit)) {
      this.#earliestT = t;
      this.#earliestUnit = unit;
      this.earliestAt = at;
    }
  }
}

/** Whether `a` is later than `b`, compared at the coarser of their precisions. */
export function laterThan(a: Stamp, b: Stamp): boolean {
  return later(a.t, a.unit, b.t, b.unit);
}

function later(a: number, aUnit: Stamp['unit'], b: number, bUnit: Stamp['unit']): boolean {
  if (aUnit === 'time' && bUnit === 'time') return a > b;
  const unit = aUnit === 'month' || bUnit === 'month' ? 'month' : 'day';
  return truncate(a, unit) > truncate(b, unit);
}

function truncate(t: number, unit: Stamp['unit']): number {
  if (unit === 'time') return t;
  const d = new Date(t);
  return utcTime(d.getUTCFullYear(), d.getUTCMonth() + 1, unit === 'month' ? 1 : d.getUTCDate());
}

function isoTime(m: RegExpExecArray): number | undefined {
  const [, y, mo, d = '1', h = '0', mi = '0', s = '0', zone] = m;
  if (+mo < 1 || +mo > 12) return undefined;
  const t = utcTime(+y, +mo, +d, +h, +mi, +s);
  if (!zone || zone === 'Z') return t;
  const sign = zone[0] === '-' ? 1 : -1;
  const digits = zone.slice(1).replace(':', '');
  return t + sign * (+digits.slice(0, 2) * 60 + +digits.slice(2)) * 60_000;
}

/**
 * The file-position order the headings' timestamps show: every heading
 * dated, and the dates never going back (or never forward) and not all
 * equal; else undefined.
 */
export function orderFromTimestamps(titles: string[]): 'oldest-first' | 'newest-first' | undefined {
  const times = titles.map(headingTime);
  if (times.some((t) => t === undefined)) return undefined;
  const ts = times as number[];
  // A month alone (`(2024-06)`) is compared by month: it says nothing about the day.
  const monthOnly = titles.map((t) => {
    const m = ISO.exec(t);
    return m !== null && m[3] === undefined;
  });
  const month = (t: number) => {
    const d = new Date(t);
    return d.getUTCFullYear() * 12 + d.getUTCMonth();
  };
  let up = false;
  let down = false;
  const step = (a: number, b: number) => {
    if (b > a) up = true;
    if (b < a) down = true;
  };
  let precise = monthOnly[0] ? undefined : ts[0];
  for (let i = 1; i < ts.length; i++) {
    if (monthOnly[i] || monthOnly[i - 1]) step(month(ts[i - 1]), month(ts[i]));
    else step(ts[i - 1], ts[i]);
    // Precise dates on either side of month-only ones still show the direction.
    if (!monthOnly[i]) {
      if (precise !== undefined) step(precise, ts[i]);
      precise = ts[i];
    }
  }
  if (up === down) return undefined;
  return up ? 'oldest-first' : 'newest-first';
}

/** Entry indices oldest first, for a file-position order. */
export function positionOrder(count: number, order: 'oldest-first' | 'newest-first'): number[] {
  const idx = Array.from({ length: count }, (_, i) => i);
  return order === 'oldest-first' ? idx : idx.reverse();
}

/** Entry indices oldest first by time; equal times keep file order. */
export function timeOrder(times: number[]): number[] {
  return times.map((_, i) => i).sort((a, b) => times[a] - times[b] || a - b);
}

/** The entries' indices newest first by the dates their headings name; undefined unless every one names one. */
export function newestByDates(headings: string[]): number[] | undefined {
  const times = headings.map(headingTime);
  if (times.length === 0 || times.some((t) => t === undefined)) return undefined;
  // Of two entries dated alike, the later in the file first, as for a log in file order.
  return times.map((_, i) => times.length - 1 - i).sort((a, b) => (times[b] as number) - (times[a] as number));
}
