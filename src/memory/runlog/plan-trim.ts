/**
 * Planning a run log's trim: which entries to drop (by streaming for axe's
 * layout, on the whole log for the others) and a pin of the dropped bytes
 * that apply-trim.ts verifies before it rewrites. A trim keeps the BOM and
 * every byte that is not an entry.
 */

import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { axeLayout, HEAD_LEN, HEADER, leadingHeader, NL_HEADER, needsParse } from '../../format/axe.js';
import { datedHeading, type EntryFields, fieldsAt, type LogEntry, type LogLayout } from '../../format/layout.js';
import { DateSpan } from '../../format/order.js';
import { readAt, withFile } from '../../fs/handle.js';
import { cutCodePoints } from '../../text/cut.js';
import { contradicted, type LineTimes, newest, orderOf } from './entry-order.js';
import { countForward, HEADING_READ, type LayoutOption, type LogScan, streams } from './scan.js';
import { MARK_CARRY, scanBackward } from './scan-backward.js';
import { checkCount, chunkSizeOf, type ScanOptions } from './scan-options.js';

/** How much of the dropped part a streamed trim plan pins (see pinnedDigest). */
const PIN_BYTES = 64 * 1024;
/** Up to this many bytes on either side of a cut (`listMax`), a plan lists the entries it drops and keeps… */
const LIST_MAX_BYTES = 8 * 1024 * 1024;
/** …beyond that, the newest dropped entries within this share of it, for the distil step. */
const NEWEST_SHARE = 8;
/** How much of a listed entry's result a plan keeps: all axe writes (1000 bytes and `...`), which the distil step reads. */
const LISTED_RESULT_CHARS = 1024;
const EMPTY_DIGEST = createHash('sha256').digest('hex');

/**
 * A trim decided on one read of the log and applied later (gc analyses in
 * between). The plan removes byte ranges (the dropped entries: a prefix of
 * the entries in axe's layout, anywhere in others) and pins what it read;
 * whatever follows the planned size, including entries appended after
 * planning, is kept when the plan is applied.
 */
export interface TrimPlan {
  path: string;
  /** The number of entries to keep (axe's keepN). */
  keep: number;
  /**
   * Entries before trimming; 0 when keep is 0, because nothing is read then;
   * undefined when the plan removes entries it was told not to count.
   */
  count?: number;
  /** Entries to remove: 0 when the plan does nothing, undefined when not counted. */
  removed?: number;
  /** Bytes the trim removes (0 exactly when it does nothing). */
  bytesRemoved: number;
  /** The entries it removes, oldest first, when listed (`list`, and the log not too large to list). */
  dropped?: EntryFields[];
  /** The entries it keeps, oldest first, when listed. */
  kept?: EntryFields[];
  /** When `list` but the dropped entries are too large to list: the newest of them (listMax / NEWEST_SHARE), oldest first. */
  newest?: EntryFields[];
  /** Where to cut and what to verify first: read only by this module. */
  readonly cut: Cut;
}

interface Cut {
  /** Byte ranges [start, end) to remove, ascending and disjoint; empty exactly when the plan does nothing. */
  ranges: [number, number][];
  /** File size when planned; 0 when nothing was read. */
  plannedSize: number;
  /** Ranges of the planned content whose bytes must be unchanged when the plan is applied (see pinsOf). */
  pins: [number, number][];
  /** sha256 (hex) of the pinned bytes. */
  digest: string;
}

/**
 * The scan an analysis should use beside a trim plan: with its bytes only if
 * the plan was made on that very size. An entry appended between the scan
 * and the plan is kept by the trim, so the analysis must read the log again
 * to see it: the trimmed log is then cached as analysed, and must have been.
 */
export function scanForAnalysis(scan: LogScan, plan?: TrimPlan): LogScan {
  return plan && plan.cut.plannedSize !== scan.size ? { count: scan.count, size: scan.size } : scan;
}

/**
 * Decides a trim to the newest `keepN` entries without changing anything.
 * keepN = 0 means keep all and reads nothing; a missing or empty file, one
 * without entries, or one with at most keepN entries gives a plan that
 * removes nothing. Only entries are ever removed: the preamble and every
 * structure section stay, and so do the kept entries, in their place.
 *
 * In axe's layout the kept tail is read backwards to find the cut and the
 * head forwards to the first entry; the dropped part between them is then
 * counted and its headings' dates compared with the kept ones', unless the
 * caller already counted this very content and saw no date go back (`known`,
 * same size). When those reads meet a fence (a heading may be body text), and
 * in every other layout, the log is read and parsed whole, and ordered as its
 * layout says (which may refuse). With `list`, the entries dropped and kept
 * are listed too, unless either side is over `listMax` (LIST_MAX_BYTES).
 */
export async function planTrim(
  path: string,
  keepN: number,
  options: ScanOptions & LayoutOption & { known?: LogScan; list?: boolean; listMax?: number } = {},
): Promise<TrimPlan> {
  checkCount('keepN', keepN, path);
  const listMax = options.list ? (options.listMax ?? LIST_MAX_BYTES) : 0;
  const chunkSize = chunkSizeOf(options);
  const layout = options.layout ?? axeLayout;
  if (keepN === 0) return nothingToTrim(path, keepN, 0, 0);
  // A small log the scan already read whole is planned from those bytes, with no read at all
  // (gc plans every agent's log, and most are small): applyTrim pins them all.
  const content = options.known?.content;
  if (content && content.length === options.known?.size)
    return planWhole(content, path, keepN, layout, listMax, options.lineTimes);
  return withFile(
    path,
    () => nothingToTrim(path, keepN, 0, 0),
    async (fh) => {
      const { size } = await fh.stat();
      if (streams(layout, fh.fd)) {
        const fast = await planStreamed(fh, path, size, keepN, chunkSize, { ...options, listMax });
        if (fast) return fast;
      }
      return planWhole(await readAt(fh, 0, size), path, keepN, layout, listMax, options.lineTimes);
    },
  );
}

function nothingToTrim(path: string, keep: number, count: number, plannedSize: number): TrimPlan {
  return {
    path,
    count,
    keep,
    removed: 0,
    bytesRemoved: 0,
    cut: { ranges: [], plannedSize, pins: [], digest: EMPTY_DIGEST },
  };
}

/** axe's layout by streaming reads; undefined when a fence was seen where it matters. */
async function planStreamed(
  fh: FileHandle,
  path: string,
  size: number,
  keepN: number,
  chunkSize: number,
  options: { known?: LogScan; listMax: number },
): Promise<TrimPlan | undefined> {
  // No fence mark in the kept tail: no fence reaches into it (one opened earlier either closes
  // before it or never, and is then no fence), so every heading found there is an entry.
  const back = await scanBackward(fh, size, keepN, chunkSize, false);
  if (back.fenced) return undefined;
  const { start, found } = back;
  if (start === undefined || found < keepN) return nothingToTrim(path, keepN, found, size);
  const first = await firstHeading(fh, start);
  if (first === undefined) return undefined;
  if (first === start) return nothingToTrim(path, keepN, keepN, size);
  const listed =
    options.listMax && start - first <= options.listMax && size - start <= options.listMax
      ? { dropped: await listEntries(fh, first, start), kept: await listEntries(fh, start, size) }
      : undefined;
  // What would be dropped is searched even when not counted: a title or comment there is
  // structure, and a fence may hide one, so any of them sends the log to the whole parse.
  // A scan of this very log that found none (gc's count) has searched it already.
  const known = options.known?.size === size ? options.known : undefined;
  // A scan that saw no heading dated earlier than one above it has compared the dates too.
  const dropped = new DateSpan();
  const counted = known?.plain
    ? { count: known.count - keepN, fenced: false }
    : countForward(fh.fd, first, start, chunkSize, Infinity, dropped);
  if (counted.fenced) return undefined;
  const newestDropped = options.listMax && !listed ? await newestEntries(fh, first, start, options.listMax) : undefined;
  if (dropped.latest) {
    // The newest entry dropped against the oldest kept, as the whole parse compares them (entry-order.ts newest()),
    // in file order: of two entries dated alike, the first is named and compared.
    const kept = new DateSpan();
    countForward(fh.fd, start, size, chunkSize, Infinity, kept);
    if (kept.earliest) {
      const headings = [await headingAt(fh, dropped.latestAt), await headingAt(fh, kept.earliestAt)] as const;
      contradicted(dropped.latest, kept.earliest, 'oldest-first', path, ...headings);
    }
  }
  const removed = listed ? listed.dropped.length : known ? known.count - keepN : counted.count;
  const pins: [number, number][] = [
    [0, first + HEADER.length],
    [Math.max(first, start - PIN_BYTES), start + HEADER.length],
  ];
  return {
    path,
    count: removed === undefined ? undefined : keepN + removed,
    keep: keepN,
    removed,
    bytesRemoved: start - first,
    ...listed,
    ...(newestDropped?.length ? { newest: newestDropped } : {}),
    cut: { ranges: [[first, start]], plannedSize: size, pins, digest: await pinnedDigest(fh, pins) },
  };
}

/** Any layout, on the whole log: parse, order, and drop all but the newest keepN entries. */
async function planWhole(
  log: Buffer,
  path: string,
  keepN: number,
  layout: LogLayout,
  listMax: number,
  lineTimes: LineTimes | undefined,
): Promise<TrimPlan> {
  const size = log.length;
  const entries = layout.entries(log);
  if (entries.length <= keepN) return nothingToTrim(path, keepN, entries.length, size);
  const order = await orderOf(path, log, entries, layout, lineTimes);
  const keptIdx = newest(order, keepN, path, entries.map(datedHeading));
  const keep = new Set(keptIdx);
  const droppedIdx = order.chrono.filter((i) => !keep.has(i));
  const ranges: [number, number][] = [];
  for (const e of entries.filter((_, i) => !keep.has(i))) {
    const last = ranges.at(-1);
    const start = e.lead ?? e.start;
    if (last && last[1] === start) last[1] = e.end;
    else ranges.push([start, e.end]);
  }
  const fieldsOf = (i: number) => brief(fieldsAt(layout, log, entries[i]));
  const listed =
    listMax && size <= 2 * listMax ? { dropped: droppedIdx.map(fieldsOf), kept: keptIdx.map(fieldsOf) } : undefined;
  const newestDropped = listMax && !listed ? newestOf(droppedIdx, entries, listMax).map(fieldsOf) : undefined;
  const pins: [number, number][] = [[0, size]];
  return {
    path,
    count: entries.length,
    keep: keepN,
    removed: droppedIdx.length,
    bytesRemoved: ranges.reduce((n, [a, b]) => n + b - a, 0),
    ...listed,
    ...(newestDropped?.length ? { newest: newestDropped } : {}),
    cut: { ranges, plannedSize: size, pins, digest: digestOfPins(log, pins) },
  };
}

/** Listed entries keep the start of their result (cut where the distil step sees it cut): a plan lists every drop. */
function brief(fields: EntryFields): EntryFields {
  return fields.result.length > LISTED_RESULT_CHARS
    ? { ...fields, result: cutCodePoints(fields.result, LISTED_RESULT_CHARS) }
    : fields;
}

/** The entries of [from, to), which starts at an entry, as axe's layout reads them. */
async function listEntries(fh: FileHandle, from: number, to: number): Promise<EntryFields[]> {
  return entriesIn(await readAt(fh, from, to - from));
}

const entriesIn = (bytes: Buffer) =>
  axeLayout.entries(bytes).map((e) => brief(axeLayout.fields(bytes.toString('utf8', e.start, e.end))));

/** The dropped entries [first, start) that start within listMax / NEWEST_SHARE of its end (planStreamed saw no fence). */
async function newestEntries(fh: FileHandle, first: number, start: number, listMax: number): Promise<EntryFields[]> {
  const within = listMax / NEWEST_SHARE;
  if (start - first <= within) return listEntries(fh, first, start);
  // From the byte before, so an entry starting right there is found by its `\n## `.
  const from = start - within - 1;
  const bytes = await readAt(fh, from, start - from);
  const at = bytes.indexOf(NL_HEADER);
  return at === -1 ? [] : entriesIn(bytes.subarray(at + 1));
}

/** The last of `idx` (entry indices, oldest first) whose entries take listMax / NEWEST_SHARE bytes together. */
function newestOf(idx: number[], entries: LogEntry[], listMax: number): number[] {
  let i = idx.length;
  for (let bytes = 0; i > 0; i--) {
    const e = entries[idx[i - 1]];
    bytes += e.end - e.start;
    if (bytes > listMax / NEWEST_SHARE) break;
  }
  return idx.slice(i);
}

/** The text of the `## ` heading line at `at`. */
async function headingAt(fh: FileHandle, at: number): Promise<string> {
  const bytes = await readAt(fh, at, HEADING_READ);
  const nl = bytes.indexOf(0x0a);
  return bytes.toString('utf8', HEADER.length, nl === -1 ? bytes.length : nl).replace(/\r$/, '');
}

/**
 * The first heading, searched forwards up to `limit`; undefined when the
 * bytes before it may hold a fence (the heading may then be body text).
 */
async function firstHeading(fh: FileHandle, limit: number): Promise<number | undefined> {
  const lead = leadingHeader(await readAt(fh, 0, HEAD_LEN));
  if (lead !== undefined) return lead;
  const step = 64 * 1024;
  for (let pos = 0; pos < limit; pos += step) {
    // Each read starts MARK_CARRY bytes early so a heading or a mark across two reads is seen.
    const from = Math.max(0, pos - MARK_CARRY);
    const bytes = await readAt(fh, from, Math.min(limit + HEADER.length, pos + step) - from);
    const i = bytes.indexOf(NL_HEADER);
    const head = i === -1 ? bytes : bytes.subarray(0, i);
    if (needsParse(head)) return undefined;
    if (i !== -1) return from + i + 1;
  }
  return limit;
}

/**
 * The size a trimmed log has when nothing was appended since the plan: the
 * analysis cache keys the trimmed log only then.
 */
export function sizeAfterTrim(plan: TrimPlan): number {
  return plan.cut.plannedSize - plan.bytesRemoved;
}

/**
 * What a streamed plan pins: the head up to the first entry's heading, and
 * the last PIN_BYTES of the dropped part with the first kept heading. Agents
 * only append, so a log that has not shrunk and still has these bytes holds
 * the same old entries; anything that rewrote its head (another trim, an
 * editor) shifts them. Hashing only this window keeps a trim from re-reading
 * the hundreds of megabytes it drops. A plan made on the whole log pins all
 * of it (an agent that prepends rewrites the file, and the plan is refused).
 */
export async function pinnedDigest(fh: FileHandle, pins: [number, number][]): Promise<string> {
  const hash = createHash('sha256');
  for (const [from, to] of pins) hash.update(await readAt(fh, from, to - from));
  return hash.digest('hex');
}

/** `log` as applying `plan` leaves it, or undefined when applying it would refuse (the pinned bytes changed). */
export function trimmedLog(plan: TrimPlan, log: Buffer): Buffer | undefined {
  const { ranges, plannedSize, pins, digest } = plan.cut;
  if (log.length < plannedSize || digestOfPins(log, pins) !== digest) return undefined;
  let pos = 0;
  const kept = ranges.map(([from, to]) => {
    const part = log.subarray(pos, from);
    pos = to;
    return part;
  });
  return Buffer.concat([...kept, log.subarray(pos)]);
}

function digestOfPins(log: Buffer, pins: [number, number][]): string {
  const hash = createHash('sha256');
  for (const [from, to] of pins) hash.update(log.subarray(from, to));
  return hash.digest('hex');
}
