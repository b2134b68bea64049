import { constants } from 'node:fs';
import { type FileHandle, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ioError, type MemkeepError, opError } from '../../errors.js';
import { axeLayout } from '../../format/axe.js';
import { footersLeftOut } from '../../format/footer.js';
import { firstEntryAt } from '../../format/headings.js';
import { datedHeading, type LogLayout } from '../../format/layout.js';
import { lineEnd, onlyWhitespace, trimEol } from '../../format/line-bytes.js';
import { BOM } from '../../format/marks.js';
import { orderFromTimestamps } from '../../format/order.js';
import { appendWhole } from '../../fs/append.js';
import { replaceHead } from '../../fs/carry-over.js';
import { readAt } from '../../fs/handle.js';
import { MAX_TEXT_BYTES, openRegular } from '../../fs/regular.js';
import { acquireWriteLock } from '../../fs/writelock.js';
import type { LineTimes } from './entry-order.js';

/** How far an append looks for the first line ending to copy the log's style. */
const EOL_PROBE = 64 * 1024;
/** Read size when copying what was appended to a log during an insertion. */
const COPY_CHUNK = 1 << 20;
/** How much of a log's end is read for the thematic break a footer starts with. */
const FOOTER_PROBE = 4096;
/** axe's result field, which runs to the entry's end (format/axe.ts entryFields). */
const RESULT_FIELD = /^\*\*Result:\*\*/m;
/** A line that may be a thematic break (`---`, `***`, `___`, spaced or not) at column 0. */
const BREAK_LINE = /(?:^|\n)(?:-[ \t]*){3,}\r?\n|(?:^|\n)(?:\*[ \t]*){3,}\r?\n|(?:^|\n)(?:_[ \t]*){3,}\r?\n/;

/**
 * Appends one entry (O_APPEND, so concurrent appenders never interleave
 * inside a write; mode 0644, parent directories 0755). It follows the
 * log's first line ending (CRLF stays CRLF) and starts a new line first
 * when the log does not end with one, so the header lands at column 0 and
 * the log gains exactly one entry. The user's lock is deliberately not
 * checked: it guards rewrites, and appending is how the agent itself records
 * a run. The write lock is held, so a trim finishing at that moment either
 * copies the entry or has already renamed and the entry goes to the new log.
 * The entry is rendered at the layout's heading level, written whole or not
 * at all (append.ts), and goes where the log's order puts its newest entry:
 * at the end, or, in a log whose newest entry is its first, right before
 * that entry (see insertBefore), where the next trim looks for the newest.
 */
export async function appendEntry(
  path: string,
  entry: { task: string; result: string; at?: Date },
  layout: LogLayout = axeLayout,
  lineTimes?: LineTimes,
): Promise<void> {
  const stamp = rfc3339(entry.at ?? new Date());
  try {
    await mkdir(dirname(path), { recursive: true, mode: 0o755 });
  } catch (err) {
    throw ioError('append to', path, err);
  }
  await withAppendLock(path, async () => {
    let fh: FileHandle | undefined;
    try {
      // a+ is O_APPEND as well; reading lets the entry match the log's style.
      fh = (await openRegular(path, {
        flags: constants.O_RDWR | constants.O_APPEND | constants.O_CREAT,
        mode: 0o644,
        action: 'append to',
      }))!.fh;
      const { eol, lead } = await lineStyle(fh);
      const rendered = layout.render(entry.task, entry.result, stamp, eol);
      const place = await placeOf(fh, layout, eol, () => lineTimes?.(path));
      if (place?.at !== undefined) await insertBefore(path, fh, place.log, place.at, Buffer.from(rendered));
      else await appendWhole(fh, Buffer.from(lead + (place?.section ?? '') + rendered));
    } catch (err) {
      throw ioError('append to', path, err);
    } finally {
      await fh?.close().catch(() => undefined);
    }
  });
}

/**
 * The write lock for an append. Where the lock cannot be created (a log that
 * is writable in a directory that is not), no trim can rename a file there
 * either, so there is nothing to take turns with: append without it.
 */
async function withAppendLock(path: string, write: () => Promise<void>): Promise<void> {
  let release: (() => Promise<void>) | undefined;
  try {
    release = await acquireWriteLock(path);
  } catch (err) {
    const code = ((err as MemkeepError).cause as NodeJS.ErrnoException | undefined)?.code;
    if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') throw err;
  }
  try {
    await write();
  } finally {
    await release?.();
  }
}

/**
 * Where an entry goes when not at the end of the log (undefined: appended).
 * Before the first entry when it is the newest, as the next trim reads the
 * order: declared newest-first, or `auto` with every heading dated and the
 * dates running newest first. Else right after the last entry when the log
 * goes on with text of its own (Squad's `## Notes` after `## Learnings`, a
 * bank's `## Next Steps` after its items), which an entry appended at the
 * end would join. An order from git finds the newest line by its commit
 * time wherever it is. In a log with no entry yet, at the end of its
 * `entries_under` section, or after the section, new, at the end of the
 * log. axe's own layout is appended to, except before a footer (beforeFooter).
 */
async function placeOf(
  fh: FileHandle,
  layout: LogLayout,
  eol: string,
  times: () => ReturnType<LineTimes> | undefined,
): Promise<{ log: Buffer; at: number; section?: undefined } | { at?: undefined; section: string } | undefined> {
  if (layout.streamable) return beforeFooter(fh, layout, times);
  const { order } = layout.spec;
  const log = await readAt(fh, 0, (await fh.stat()).size);
  const entries = layout.entries(log);
  if (entries.length === 0) {
    // A Squad history's empty Learnings, a new bank's Recent Changes holding only its template slot.
    // A log without the section yet gets it, appended with the entry: written anywhere else, no entry.
    const first = firstEntryAt(log, layout.spec);
    const level = layout.spec.items ? layout.spec.level : 2;
    if (first === 'missing') return { section: `${'#'.repeat(level)} ${layout.spec.entriesUnder}${eol}${eol}` };
    return first === undefined ? undefined : { log, at: first };
  }
  const onTop =
    order === 'newest-first' || (order === 'auto' && orderFromTimestamps(entries.map(datedHeading)) === 'newest-first');
  if (onTop) return { log, at: entries[0].lead ?? entries[0].start };
  const last = entries[entries.length - 1];
  if (onlyWhitespace(log, last.end, log.length)) return undefined;
  // A list item goes right after the last one: the list stays one list.
  return { log, at: layout.spec.items ? last.end : pastBlankLines(log, last.end) };
}

/**
 * Past the blank lines at `at`: a setext title owns the blank lines above it
 * (format/marks.ts), so an entry written before them would glue onto the
 * entry above and push one more blank line onto the title each time.
 */
function pastBlankLines(log: Buffer, at: number): number {
  let next = at;
  while (next < log.length && onlyWhitespace(log, next, lineEnd(log, next))) next = lineEnd(log, next);
  return next;
}

/**
 * In axe's own layout, where a log ending in a footer (`---` then `*Last
 * updated: …*`, format/footer.ts) gets its entry: before the footer, so the
 * footer stays the newest entry's text, which no trim drops (appended after
 * it, it became the text of the entry before, and went with it). Only the
 * log's end is read first: the whole log only when it may end in a footer.
 * A note every entry ends with is a signature, not a footer: appended.
 *
 * There the footer is the last entry's text as axe reads it, and a result
 * axe or memkeep wrote ends the same way as often (a model's `---`, then
 * `*Note: …*`): moved under the new entry, it would leave its own for good.
 * So after an entry in axe's fields (a `**Result:**` line: its result runs
 * to the entry's end), only a footer git shows written apart from the
 * entry's heading (in another commit, or one of them not committed yet; an
 * append writes an entry whole) is written before; without that history, or
 * when they came together, the entry is appended. After a hand-written
 * entry the break and notes are the footer, as in every other layout.
 */
async function beforeFooter(
  fh: FileHandle,
  layout: LogLayout,
  times: () => ReturnType<LineTimes> | undefined,
): Promise<{ log: Buffer; at: number } | undefined> {
  const { size } = await fh.stat();
  if (size === 0 || size > MAX_TEXT_BYTES) return undefined;
  const tail = await readAt(fh, Math.max(0, size - FOOTER_PROBE), Math.min(size, FOOTER_PROBE));
  if (!BREAK_LINE.test(tail.toString('latin1'))) return undefined;
  const log = await readAt(fh, 0, size);
  const last = layout.entries(log).slice(-2);
  if (last.length === 0) return undefined;
  const blocks = last.map(({ start, end }) => ({ start, end }));
  footersLeftOut(log, blocks);
  const at = blocks[blocks.length - 1].end;
  const entry = last[last.length - 1];
  if (at >= entry.end) return undefined;
  if (!RESULT_FIELD.test(log.toString('utf8', entry.start, at))) return { log, at };
  return writtenApart(log, entry.start, at, entry.end, await times()) ? { log, at } : undefined;
}

/**
 * Whether every line of `log` in [from, to) that is not blank was committed
 * apart from the line at `heading`, by git's times for the file as it is now
 * (uncommitted lines are the newest); a line git read otherwise is unknown.
 */
function writtenApart(
  log: Buffer,
  heading: number,
  from: number,
  to: number,
  times: Awaited<ReturnType<LineTimes>>,
): boolean {
  if (!times) return false;
  const lineNo = (at: number) => {
    let n = 1;
    for (let i = log.indexOf(0x0a); i !== -1 && i < at; i = log.indexOf(0x0a, i + 1)) n++;
    return n;
  };
  const text = (at: number) => log.toString('utf8', at, trimEol(log, at, lineEnd(log, at)));
  const head = times.get(lineNo(heading));
  if (!head || head.text !== text(heading)) return false;
  let n = lineNo(from);
  for (let at = from; at < to; at = lineEnd(log, at), n++) {
    if (onlyWhitespace(log, at, lineEnd(log, at))) continue;
    const line = times.get(n);
    if (!line || line.text !== text(at) || line.time === head.time) return false;
  }
  return true;
}

/**
 * Rewrites the log (`fh`, read as `log`) with `entry` inserted at byte `at`,
 * atomically: a trim that planned on the old bytes finds them changed and
 * refuses, and one renaming at that moment finds a new file and refuses,
 * so the entry is never trimmed unseen. What agents appended without the
 * write lock meanwhile is carried over, as a trim carries it.
 */
async function insertBefore(path: string, fh: FileHandle, log: Buffer, at: number, entry: Buffer): Promise<void> {
  await replaceHead(path, fh, log.length, [log.subarray(0, at), entry, log.subarray(at)], COPY_CHUNK);
}

function rfc3339(at: Date): string {
  if (Number.isNaN(at.getTime())) throw opError('cannot write a run-log entry: invalid time');
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The line ending an append should use (the log's first one; LF when it has
 * none within EOL_PROBE bytes) and what must precede the entry so its header
 * starts a line.
 */
async function lineStyle(fh: FileHandle): Promise<{ eol: string; lead: string }> {
  const { size } = await fh.stat();
  if (size === 0) return { eol: '\n', lead: '' };
  const head = await readAt(fh, 0, Math.min(size, EOL_PROBE));
  const nl = head.indexOf(0x0a);
  const eol = nl > 0 && head[nl - 1] === 0x0d ? '\r\n' : '\n';
  const last = (await readAt(fh, size - 1, 1))[0];
  const endsLine = last === 0x0a || head.equals(BOM);
  // A last line ending in a bare CR is completed to CRLF: `\r\r\n` would leave the CR in the
  // line, and a fence closer there would no longer close its fence.
  return { eol, lead: endsLine ? '' : last === 0x0d ? '\n' : eol };
}
