/** `1 entry`, `2 entries`: counts in messages read as English. */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
