/**
 * Which entries of a log are newest, as its layout's `order` says. A file
 * order is read from positions; `auto` from the headings' timestamps when
 * every entry has one and they are monotonic, else from git; `git` from the
 * commit time of each entry's heading line, from the line times the caller
 * hands in (gc and the front ends pass git blame: memory never runs git).
 *
 * When nothing gives an order, or a declared order is contradicted by the
 * dates of the entries at the cut (a log prepended for a while, then
 * appended), the trim is refused with a remedy: memkeep never guesses which
 * memory is the newest. A refusal is about trimming only: a log with no
 * more entries than it keeps needs no order at all.
 */
import { MemkeepError } from '../../errors.js';
import { datedHeading, type LogEntry, type LogLayout } from '../../format/layout.js';
import {
  headingStamp,
  laterThan,
  orderFromTimestamps,
  positionOrder,
  type Stamp,
  timeOrder,
} from '../../format/order.js';

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
  /** The dates the entries' headings name, by entry index, when the order came from file position. */
  stamps?: (Stamp | undefined)[];
  /** Where the order came from, for messages. */
  source: string;
  /** The order as configured. */
  declared: string;
}

/**
 * A trim memkeep will not make: which entries are newest is unknown or
 * contradicted. `remedy` is the `[memory]` line that lets it trim; `when`,
 * where that line works only in some cases, says which and what to do
 * otherwise. Reading, analysing and distilling go on; only the trim waits.
 */
export class OrderRefused extends MemkeepError {
  readonly remedy: string;
  readonly when?: string;

  constructor(path: string, message: string, remedy: string, when?: string) {
    super(1, `${message}; nothing was trimmed`, { file: path, field: 'memory.order' });
    this.name = 'OrderRefused';
    this.remedy = remedy;
    if (when !== undefined) this.when = when;
  }

  /** The message with the log named as `shown` (store-relative, as every other message names files). */
  messageAs(shown: string): string {
    return this.file ? this.message.replaceAll(this.file, shown) : this.message;
  }
}

/** The remedy of a refusal as people read it: the line to add, where, and when it works. */
export function howToOrder(refused: { remedy: string; when?: string }, config?: string): string {
  return `add \`${refused.remedy}\` to [memory]${config ? ` in ${config}` : ''}${refused.when ? ` ${refused.when}` : ''}`;
}

const BY_POSITION = 'order = "oldest-first" (or "newest-first": the way the agent writes this log)';

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
    const stamps = entries.map((e) => headingStamp(datedHeading(e)));
    return { chrono: positionOrder(entries.length, byPosition), stamps, source: order, declared: order };
  }
  if (order === 'auto') {
    const byDate = orderFromTimestamps(entries.map(datedHeading));
    if (byDate)
      return {
        chrono: positionOrder(entries.length, byDate),
        source: `heading timestamps (${byDate})`,
        declared: order,
      };
  }
  const times = await commitTimes(path, log, entries, lineTimes);
  if (typeof times === 'string') {
    const why = order === 'auto' ? `the entries' headings are not all dated in one direction, and ${times}` : times;
    throw new OrderRefused(
      path,
      `cannot tell which entries of ${path} are newest (order = "${order}"): ${why}`,
      BY_POSITION,
    );
  }
  return { chrono: timeOrder(times), times, source: 'git commit times', declared: order };
}

/**
 * The entries oldest first; in file order when the order is refused: a
 * refusal is about trimming, and the analysis of such a log still runs
 * (the trim step reports the refusal).
 */
export async function chronoOrFile(
  path: string,
  log: Buffer,
  entries: LogEntry[],
  layout: LogLayout,
  lineTimes: LineTimes | undefined,
): Promise<number[]> {
  try {
    return (await orderOf(path, log, entries, layout, lineTimes)).chrono;
  } catch (err) {
    if (err instanceof OrderRefused) return entries.map((_, i) => i);
    throw err;
  }
}

/**
 * The newest `keep` entries' indices, oldest first. Refuses when the entries
 * at the boundary were committed at the same time (their order is unknown),
 * and when a declared file order would drop an entry dated later than one
 * it keeps.
 */
export function newest(order: EntryOrder, keep: number, path: string, headings: string[] = []): number[] {
  const { chrono, times, stamps } = order;
  const cut = chrono.length - keep;
  if (cut <= 0) return chrono;
  if (times && times[chrono[cut - 1]] === times[chrono[cut]]) {
    throw new OrderRefused(
      path,
      `cannot tell which entries of ${path} are newest: entries were committed together at ${new Date(times[chrono[cut]]).toISOString()} ` +
        `and the trim to ${keep} would split them`,
      BY_POSITION,
    );
  }
  if (stamps) {
    // The newest entry dropped against the oldest kept: a log prepended, then appended, has its newest at both ends.
    const latest = extreme(chrono.slice(0, cut), stamps, (a, b) => laterThan(a, b));
    const earliest = extreme(chrono.slice(cut), stamps, (a, b) => laterThan(b, a));
    if (latest !== undefined && earliest !== undefined)
      contradicted(stamps[latest], stamps[earliest], order.declared, path, headings[latest], headings[earliest]);
  }
  return chrono.slice(cut);
}

/** The dated entry of `idx` that beats every other by `better`, if any is dated. */
function extreme(
  idx: number[],
  stamps: (Stamp | undefined)[],
  better: (a: Stamp, b: Stamp) => boolean,
): number | undefined {
  let best: number | undefined;
  for (const i of idx) if (stamps[i] && (best === undefined || better(stamps[i]!, stamps[best]!))) best = i;
  return best;
}

/**
 * Refuses a cut by file position where the newest entry it drops is dated
 * later than the oldest it keeps: the log was not written the way
 * `declared` says, at least not there.
 */
export function contradicted(
  dropped: Stamp | undefined,
  kept: Stamp | undefined,
  declared: string,
  path: string,
  droppedHeading = 'the entry before the cut',
  keptHeading = 'the entry after it',
): void {
  if (!dropped || !kept || !laterThan(dropped, kept)) return;
  throw new OrderRefused(
    path,
    `${path}: order = "${declared}", but the entries' dates at the cut run the other way: the trim would drop ` +
      `"${droppedHeading}" and keep the older "${keptHeading}"`,
    'order = "auto"',
    // "auto" goes by the dates only where they all run one way, else by git, which cannot order a log
    // committed at once: its refusal would point back to a file order, and this one to "auto" again.
    'if every heading is dated in one direction or each entry is in a commit of its own; otherwise move the entry it would drop to where its date puts it',
  );
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
  if (times.every((t) => t === times[0])) return 'every entry was committed at the same time (in one commit)';
  return times;
}
