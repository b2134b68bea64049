/** Generated run logs in axe's format, for the tests that drive the Action end to end. */
import { axeLayout } from '../../src/format/axe.js';
import { applyTrim } from '../../src/memory/runlog/apply-trim.js';
import { planTrim } from '../../src/memory/runlog/plan-trim.js';
import type { LayoutOption } from '../../src/memory/runlog/scan.js';
import type { ScanOptions } from '../../src/memory/runlog/scan-options.js';

/** Entries `from` .. `from + n - 1`, one minute apart, each with a numbered task and result. */
export function log(n: number, from = 0): string {
  let text = '';
  for (let i = from; i < from + n; i++) {
    text += `## 2026-01-01T00:${String(i % 60).padStart(2, '0')}:00Z\n**Task:** task ${i}\n**Result:** result ${i}\n\n`;
  }
  return text;
}

/** A log split as the axe layout splits it, with the bytes before its first entry. */
export function parseEntries(buf: Buffer): {
  preamble: Buffer;
  entries: { header: string; start: number; end: number }[];
} {
  const entries = axeLayout.entries(buf);
  return {
    preamble: buf.subarray(0, entries[0]?.start ?? buf.length),
    entries: entries.map((e) => ({ header: e.heading, start: e.start, end: e.end })),
  };
}

/** One entry as `memkeep log` writes it at `at` (axe's layout), with `eol` as its line ending. */
export function formatEntry(task: string, result: string, at: Date, eol = '\n'): string {
  return axeLayout.render(task, result, at.toISOString().replace(/\.\d{3}Z$/, 'Z'), eol);
}

/**
 * axe's TrimEntries: the newest `keepN` entries, atomically, as a plan made
 * and applied at once; `count` is the number of entries before the trim.
 */
export async function trimEntries(
  path: string,
  keepN: number,
  options: ScanOptions & LayoutOption = {},
): Promise<{ removed: number; count: number }> {
  const plan = await planTrim(path, keepN, options);
  await applyTrim(plan, options);
  return { removed: plan.removed!, count: plan.count! };
}
