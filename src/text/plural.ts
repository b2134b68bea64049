/** `1 entry`, `2 entries`: counts in messages read as English. */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${noun(n, one, many)}`;
}

/** The word alone, for a count printed apart from it (`**3** entries`). */
export function noun(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}
