/**
 * Entry order without I/O: by position, or by the timestamps in the entries'
 * headings. (An order from git is src/memory/runlog/entry-order.ts, which uses these.)
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ISO = /(\d{4})-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?/;
const WRITTEN = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{1,2}),? (\d{4})\b/i;

/**
 * The time a heading names, in ms since the epoch: `2026-02-12T20:01:53Z`,
 * `2025-12-17 17:25:21`, `[2024-06-13]`, `(2024-06)`, `October 24, 2025`.
 * A time without a zone is read as UTC: only the order matters.
 */
export function headingTime(title: string): number | undefined {
  const m = ISO.exec(title);
  if (m) {
    const [, y, mo, d = '1', h = '0', mi = '0', s = '0', zone] = m;
    const t = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
    if (Number.isNaN(t) || +mo < 1 || +mo > 12) return undefined;
    if (!zone || zone === 'Z') return t;
    const sign = zone[0] === '-' ? 1 : -1;
    const digits = zone.slice(1).replace(':', '');
    return t + sign * (+digits.slice(0, 2) * 60 + +digits.slice(2)) * 60_000;
  }
  const w = WRITTEN.exec(title);
  if (w) return Date.UTC(+w[3], MONTHS.indexOf(w[1].slice(0, 3).toLowerCase()), +w[2]);
  return undefined;
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
