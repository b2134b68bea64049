/**
 * Durations in config and on the command line: `<n>h`, `<n>d`, `<n>w`
 * (as the README documents). Anything else is rejected so that a typo such as
 * `7days` or `90` never silently means "prune everything" or "never".
 */

const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;

/** Milliseconds for a duration string, or undefined when it is not one. */
export function parseDuration(text: string): number | undefined {
  const m = /^\s*(\d+)\s*([hdw])\s*$/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS];
}

/** A duration for reports: whole days where it is (`7d`, `90d`), else hours. */
export function formatDuration(ms: number): string {
  return ms > 0 && ms % UNIT_MS.d === 0 ? `${ms / UNIT_MS.d}d` : `${Math.round(ms / UNIT_MS.h)}h`;
}
