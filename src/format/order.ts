/**
 * Entry order without I/O: by position, or by the timestamps in the entries'
 * headings. (An order from git is src/memory/runlog/entry-order.ts, which uses these.)
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ISO = /(?<!\d)(\d{4})-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?/;
const WRITTEN = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{1,2}),? (\d{4})\b/i;
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
  const m = ISO.exec(title);
  const t = m ? isoTime(m) : undefined;
  if (m && t !== undefined) return { t, unit: m[3] === undefined ? 'month' : m[4] === undefined ? 'day' : 'time' };
  const w = WRITTEN.exec(title);
  if (w) return { t: Date.UTC(+w[3], MONTHS.indexOf(w[1].slice(0, 3).toLowerCase()), +w[2]), unit: 'day' };
  const c = COMPACT.exec(title);
  if (c) {
    const [, y, mo, d, h = '0', mi = '0', sec = '0'] = c;
    if (+mo < 1 || +mo > 12 || +d < 1 || +d > 31) return undefined;
    return { t: Date.UTC(+y, +mo - 1, +d, +h, +mi, +sec), unit: c[4] === undefined ? 'day' : 'time' };
  }
  return undefined;
}

/** `2026-05-11T10:00:00Z`, the stamp memkeep and axe write: digits at these offsets, these bytes between. */
const CANONICAL = '0000-00-00T00:00:00Z';

/**
 * The date of the heading text at `at` in `buf` when it starts with the
 * stamp memkeep and axe write, as headingStamp reads it. A streamed log's
 * every heading is dated, and this reads the bytes without decoding them.
 */
export function canonicalStamp(buf: Buffer, at: number): Stamp | undefined {
  if (buf.length - at < CANONICAL.length) return undefined;
  for (let i = 0; i < CANONICAL.length; i++) {
    const c = buf[at + i];
    const want = CANONICAL.charCodeAt(i);
    if (want === 0x30 ? c < 0x30 || c > 0x39 : c !== want) return undefined;
  }
  const month = digits(buf, at + 5, 2);
  if (month < 1 || month > 12) return undefined;
  const t = Date.UTC(
    digits(buf, at, 4),
    month - 1,
    digits(buf, at + 8, 2),
    digits(buf, at + 11, 2),
    digits(buf, at + 14, 2),
    digits(buf, at + 17, 2),
  );
  return { t, unit: 'time' };
}

function digits(buf: Buffer, from: number, len: number): number {
  let v = 0;
  for (let i = from; i < from + len; i++) v = v * 10 + buf[i] - 0x30;
  return v;
}

/**
 * The dates of headings seen one at a time, where holding every entry would
 * cost too much (a streamed log): the latest and the earliest with the
 * offsets of their lines, and whether one was dated earlier than a heading
 * seen before it.
 */
export class DateSpan {
  latest?: Stamp;
  latestAt = 0;
  earliest?: Stamp;
  earliestAt = 0;
  wentBack = false;

  add(stamp: Stamp | undefined, at: number): void {
    if (!stamp) return;
    if (!this.latest || laterThan(stamp, this.latest)) {
      this.latest = stamp;
      this.latestAt = at;
    } else if (laterThan(this.latest, stamp)) this.wentBack = true;
    if (!this.earliest || laterThan(this.earliest, stamp)) {
      this.earliest = stamp;
      this.earliestAt = at;
    }
  }
}

/** Whether `a` is later than `b`, compared at the coarser of their precisions. */
export function laterThan(a: Stamp, b: Stamp): boolean {
  const unit =
    a.unit === 'month' || b.unit === 'month' ? 'month' : a.unit === 'day' || b.unit === 'day' ? 'day' : 'time';
  return truncate(a.t, unit) > truncate(b.t, unit);
}

function truncate(t: number, unit: Stamp['unit']): number {
  if (unit === 'time') return t;
  const d = new Date(t);
  if (unit === 'month') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth());
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

function isoTime(m: RegExpExecArray): number | undefined {
  const [, y, mo, d = '1', h = '0', mi = '0', s = '0', zone] = m;
  const t = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  if (Number.isNaN(t) || +mo < 1 || +mo > 12) return undefined;
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
