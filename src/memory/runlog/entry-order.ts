/**
 * Which entries of a log are newest, as its layout's `order` says. A file
 * order is read from positions; `auto` from the headings' timestamps when
 * every entry has one and they are monotonic, else from git; `git` from the
 * commit time of each entry's heading line, from the line times the caller
 * hands in (gc and the front ends pass git blame: memory never runs git). When
 * nothing gives an order, the log is refused (exit 1, the reason named):
 * memkeep never guesses which memory is the newest.
 */
import { opError } from '../../errors.js';
import type { LogEntry, LogLayout } from '../../format/layout.js';
import { orderFromTimestamps, positionOrder, timeOrder } from '../../format/order.js';

/**
 * When each line of a file was committed (ms since the epoch) and its text,
 * by 1-based line number; undefined when the file has no history.
 */
export type LineTimes = (path: string) => Promise<Map<number, { time: number; text: string }> | undefined>;

export interface EntryOrder {
  /** Entry indices (file order) from oldest to newest. */
  chrono: number[];
  /** Commit times by entry index when the order came from git: equal times are not ordered. */
  times?: number[];
  /** Where the order came from, for messages. */
  source: string;
}

/** The order of `entries`, parsed from `log` (the bytes of the file at `path`). */
export async function orderOf(
  path: string,
  log: Buffer,
  entries: LogEntry[],
  layout: LogLayout,
  lineTimes?: LineTimes,
): Promise<EntryOrder> {
  const { order } = layout.spec;
  if (order === 'oldest-first' || order === 'newest-first' || entries.length <= 1) {
    const byPosition = order === 'newest-first' ? 'newest-first' : 'oldest-first';
    // A declared order that every heading's date contradicts is a wrong
    // config, and trusting it would drop the newest memory. (axe's own
    // layout streams and never reads every heading: it trusts the file.)
    if (
      !layout.streamable &&
      entries.length > 1 &&
      orderFromTimestamps(entries.map((e) => e.heading)) ===
        (byPosition === 'newest-first' ? 'oldest-first' : 'newest-first')
    ) {
      throw opError(
        `${path}: order = "${order}", but every entry heading is dated and the dates run the other way; ` +
          'set order = "auto" (or the right order) in [memory]; nothing was trimmed',
        { file: path, field: 'memory.order' },
      );
    }
    return { chrono: positionOrder(entries.length, byPosition), source: order };
  }
  if (order === 'auto') {
    const byDate = orderFromTimestamps(entries.map((e) => e.heading));
    if (byDate) return { chrono: positionOrder(entries.length, byDate), source: `heading timestamps (${byDate})` };
  }
  const times = await commitTimes(path, log, entries, lineTimes);
  if (typeof times === 'string') {
    const why = order === 'auto' ? `the entries' headings are not all dated in one direction, and ${times}` : times;
    throw opError(`cannot tell which entries of ${path} are newest (order = "${order}"): ${why}; nothing was trimmed`, {
      file: path,
      field: 'memory.order',
    });
  }
  return { chrono: timeOrder(times), times, source: 'git commit times' };
}

/**
 * The newest `keep` entries' indices, oldest first; refuses when the entries
 * at the boundary were committed at the same time (their order is unknown).
 */
export function newest(order: EntryOrder, keep: number, path: string): number[] {
  const { chrono, times } = order;
  const cut = chrono.length - keep;
  if (cut <= 0) return chrono;
  if (times && times[chrono[cut - 1]] === times[chrono[cut]]) {
    throw opError(
      `cannot tell which entries of ${path} are newest: entries were committed together at ${new Date(times[chrono[cut]]).toISOString()} ` +
        `and the trim to ${keep} would split them; nothing was trimmed`,
      { file: path, field: 'memory.order' },
    );
  }
  return chrono.slice(cut);
}

/** Commit times of the entries' heading lines, or why there are none. */
async function commitTimes(
  path: string,
  log: Buffer,
  entries: LogEntry[],
  lineTimes: LineTimes | undefined,
): Promise<number[] | string> {
  const blamed = await lineTimes?.(path);
  if (!blamed) return 'it has no git history';
  const times: number[] = [];
  let line = 1;
  let at = 0;
  for (const e of entries) {
    for (let i = log.indexOf(0x0a, at); i !== -1 && i < e.start; i = log.indexOf(0x0a, i + 1)) {
      line++;
      at = i + 1;
    }
    const b = blamed.get(line);
    const nl = log.indexOf(0x0a, e.start);
    const text = log.toString('utf8', e.start, nl === -1 ? log.length : nl).replace(/\r$/, '');
    if (!b || b.text.replace(/^\uFEFF/, '') !== text) return 'it changed while git read it';
    times.push(b.time);
  }
  if (times.every((t) => t === times[0])) return 'every entry was committed at the same time';
  return times;
}
