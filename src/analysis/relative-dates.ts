/**
 * Relative dates in a dropped entry's statements ("yesterday", "last week"),
 * made absolute from the entry's own date before the entry is gone
 * (knowledge.ts).
 */

const DAY_MS = 86_400_000;
const RELATIVE_DATE = /\b(?:yesterday|today|tomorrow|last week|next week)\b/i;

/**
 * Relative dates ("yesterday", "last week") as absolute dates counted from
 * the entry's own date: once the entry is gone, "yesterday" means nothing.
 */
export function absoluteDates(text: string, date: string | undefined): string {
  // Most statements have no relative date: the date is read and the five made only for those that do.
  if (!RELATIVE_DATE.test(text)) return text;
  const at = date ? Date.parse(`${date.slice(0, 10)}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(at)) return text;
  const day = (offset: number) => new Date(at + offset * DAY_MS).toISOString().slice(0, 10);
  return text
    .replace(/\byesterday\b/gi, day(-1))
    .replace(/\btoday\b/gi, day(0))
    .replace(/\btomorrow\b/gi, day(1))
    .replace(/\blast week\b/gi, `the week before ${day(0)}`)
    .replace(/\bnext week\b/gi, `the week after ${day(0)}`);
}
