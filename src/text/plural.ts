/** `1 entry`, `2 entries`: counts in messages read as English. */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${noun(n, one, many)}`;
}

/** The word alone, for a count printed apart from it (`**3** entries`). */
export function noun(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** Names a risk or a summary line shows before counting the rest. */
const NAMES_SHOWN = 10;

/**
 * `"a", "b" and 3 more`: a list a reader can take in on one line, however
 * long it is (a trim of 4,000 entries folds 2,000 items; --json has them all).
 */
export function listed(names: string[], shown = NAMES_SHOWN): string {
  const head = names.slice(0, shown).join(', ');
  return names.length > shown ? `${head} and ${names.length - shown} more` : head;
}

/**
 * An integer with a comma every three digits, as `toLocaleString('en-US')`
 * writes it, without loading the locale's number formats (about 30 ms at
 * the first call, in every Action run for its job summary's token counts).
 */
export function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
