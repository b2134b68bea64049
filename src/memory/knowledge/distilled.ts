/**
 * Writing knowledge items (memory/knowledge/items.ts): a knowledge file of its own
 * (digest.md, lessons.md) or the items of a summary section of the run log
 * itself (Squad's `## Core Context`). Each write is checked twice:
 *
 * - before: the file (or the section's items) must still be what the plan
 *   read, else the write is refused (someone edited it since);
 * - after: the written file is read back and re-parsed: its items must be
 *   exactly the planned ones and, for a run log, its entries exactly the
 *   ones it had (same bytes), else the original is put back and the write
 *   is refused.
 *
 * A summary section is written after the trim of its log, when a refusal
 * would come too late for the entries the trim dropped: the same read-back
 * is made first, at plan time, on the log as the trim will leave it.
 *
 * Locked files are refused; line endings, BOM and mode are kept; the write
 * is atomic; a write that changes nothing is not made.
 */

import { open } from 'node:fs/promises';
import { opError } from '../../errors.js';
import type { LogLayout } from '../../format/layout.js';
import { writeFileAtomic } from '../../fs/atomic.js';
import { replaceHead } from '../../fs/carry-over.js';
import { isLocked } from '../../fs/lock.js';
import { acquireWriteLock } from '../../fs/writelock.js';
import { type TrimPlan, trimmedLog } from '../runlog/plan-trim.js';
import { fenceCloser, inOwnEndings, splitSections } from '../sections/section-file.js';
import { readTextForRewrite } from '../sections/section-write.js';
import { type KnowledgeItem, parseItems, renderItems } from './items.js';

export const DIGEST_HEADER = `# Knowledge

Kept by memkeep from trimmed entries and pruned files. Edit freely: an item without an evidence line is yours.
`;

/** What the plan read and what it will write. */
export interface KnowledgeWrite {
  path: string;
  /** The items' level: 2 in a file of their own, 3 inside `section`. */
  level: 2 | 3;
  /** The `## ` section of the run log holding the items (absent: the whole file is the knowledge file). */
  section?: string;
  /** The items text as read when planned (the whole file, or the section's items). */
  before: string;
  items: KnowledgeItem[];
  /** The header a new knowledge file gets. */
  header?: string;
}

/** The text a knowledge file holds when read (LF), or '' when it does not exist. */
export async function readKnowledgeText(path: string): Promise<string> {
  return ((await readTextForRewrite(path, 'read')) ?? '').replaceAll('\r\n', '\n');
}

/** The `## <heading>` section of a log's text split into its prose (kept) and its items text. */
export function sectionParts(text: string, heading: string): { found: boolean; prose: string; items: string } {
  const section = splitSections(text.replaceAll('\r\n', '\n')).sections.find((s) => s.heading === heading);
  if (!section) return { found: false, prose: '', items: '' };
  const { preamble } = parseItems(section.body, 3);
  return { found: true, prose: preamble, items: section.body.slice(preamble.length) };
}

/**
 * Refuses, as writeKnowledge would, a write whose file is locked or changed
 * since it was planned: checked before a trim touches the log that the
 * write then completes (a summary section), so the trim is held instead.
 */
export async function assertKnowledgeWritable(w: KnowledgeWrite): Promise<void> {
  await refuseLocked(w.path);
  assertAsPlanned(w, await readKnowledgeText(w.path));
}

function assertAsPlanned(w: KnowledgeWrite, lf: string): void {
  const now = w.section ? sectionParts(lf, w.section).items : lf;
  if (now.trim() === w.before.trim()) return;
  throw opError(
    w.section
      ? `${w.path}: the "${w.section}" section changed since it was planned; nothing distilled`
      : `${w.path} changed since it was planned; nothing distilled`,
    { file: w.path },
  );
}

/** Writes the planned items; false when the file already holds them. */
export async function writeKnowledge(w: KnowledgeWrite, layout?: LogLayout): Promise<boolean> {
  await refuseLocked(w.path);
  const release = w.section ? await acquireWriteLock(w.path) : undefined;
  // A summary section is written into the run log: agents appending with their own code take no lock, and
  // what they append meanwhile is kept (replaceHead), as a trim keeps it. Opened before it is read.
  const log = w.section ? await open(w.path, 'r').catch(() => undefined) : undefined;
  try {
    const original = (await readTextForRewrite(w.path, 'update')) ?? '';
    const lf = original.replaceAll('\r\n', '\n');
    const items = renderItems(w.items, w.level);
    assertAsPlanned(w, lf);
    if (!changes(w, items)) return false;
    const text = knowledgeText(w, lf, items);
    if (text === lf) return false;
    const ours = inOwnEndings(original, text);
    if (log) await replaceHead(w.path, log, Buffer.byteLength(original), [Buffer.from(ours, 'utf8')]);
    else await writeFileAtomic(w.path, ours, { mkdirs: true });
    const disk = (await readTextForRewrite(w.path, 'read')) ?? '';
    // What this write wrote is read back; what agents appended after it is theirs, and read back with it
    // the log's last entry would seem changed.
    const problem = readBack(w, original, log && disk.startsWith(ours) ? ours : disk, items, layout);
    if (problem) {
      await undo(w.path, original, ours, log !== undefined);
      throw opError(`${w.path}: write refused and undone: ${problem}`, { file: w.path });
    }
    return true;
  } finally {
    await log?.close();
    await release?.();
  }
}

/** Puts `original` back in place of `ours`, keeping in a run log what agents appended after it. */
async function undo(path: string, original: string, ours: string, log: boolean): Promise<void> {
  if (!log) return writeFileAtomic(path, original);
  const now = await open(path, 'r');
  try {
    // A file that no longer starts with what was written was replaced by another writer: it stays theirs.
    if (!((await readTextForRewrite(path, 'read')) ?? '').startsWith(ours)) return;
    await replaceHead(path, now, Buffer.byteLength(ours), [Buffer.from(original, 'utf8')]);
  } finally {
    await now.close();
  }
}

/**
 * Refuses a summary-section write that would not read back as planned in
 * the log its trim leaves (items read as entries, an entry's bytes changed):
 * the agent fails at plan time, so the trim never drops what the write keeps.
 */
export async function assertFitsAfterTrim(w: KnowledgeWrite, trim: TrimPlan, layout: LogLayout): Promise<void> {
  const log = Buffer.from((await readTextForRewrite(w.path, 'read')) ?? '', 'utf8');
  const trimmed = trimmedLog(trim, log);
  // Changed since the trim was planned: the trim will refuse, and the section is not written.
  if (!trimmed) return;
  const items = renderItems(w.items, w.level);
  if (!changes(w, items)) return;
  const was = trimmed.toString('utf8');
  const problem = readBack(
    w,
    was,
    inOwnEndings(was, knowledgeText(w, was.replaceAll('\r\n', '\n'), items)),
    items,
    layout,
  );
  if (problem)
    throw opError(
      `${w.path}: the knowledge of the entries the trim drops cannot be written into the "${w.section}" section after the trim (${problem}); nothing trimmed, nothing distilled`,
      { file: w.path },
    );
}

/**
 * The knowledge file's size before and after `w` is written over `text`, as
 * the change's diff shows it: the whole file (digest.md, lessons.md, header
 * included), or a summary section with its heading and prose. The review
 * gives these beside the files' table; the items' own bytes (what
 * knowledge_max bounds) were smaller by the header and read as a mismatch.
 */
export function knowledgeSize(w: KnowledgeWrite, text: string): { before: number; after: number } {
  const lf = text.replaceAll('\r\n', '\n');
  const items = renderItems(w.items, w.level);
  const after = changes(w, items) ? knowledgeText(w, lf, items) : lf;
  const measured = (t: string) =>
    Buffer.byteLength(
      w.section ? (splitSections(t).sections.find((s) => s.heading === w.section)?.raw ?? '') : t,
      'utf8',
    );
  return { before: measured(lf), after: measured(after) };
}

/** Whether `items` (rendered) change the items planned on: no operation, or none that changed anything, writes nothing. */
function changes(w: KnowledgeWrite, items: string): boolean {
  return renderItems(parseItems(w.before, w.level).items, w.level) !== items;
}

/** The file's text (LF) with `items` written as planned. */
function knowledgeText(w: KnowledgeWrite, lf: string, items: string): string {
  if (w.section) return withSection(lf, w.section, sectionParts(lf, w.section).prose, items);
  const { preamble } = parseItems(lf, 2);
  // trim() takes a BOM for space: a file that was only items keeps it in front of the header.
  const head =
    preamble.trim() === ''
      ? (preamble.startsWith('\uFEFF') ? '\uFEFF' : '') + (w.header ?? DIGEST_HEADER)
      : closed(preamble.replace(/\n+$/, '\n'));
  return `${head.replace(/\n+$/, '\n')}\n${items}`;
}

/** Why `written`, written over `was`, is not what was planned, or undefined: its entries are compared byte for byte. */
function readBack(
  w: KnowledgeWrite,
  was: string,
  written: string,
  items: string,
  layout: LogLayout | undefined,
): string | undefined {
  const now = written.replaceAll('\r\n', '\n');
  const body = w.section ? sectionParts(now, w.section).items : now.slice(parseItems(now, 2).preamble.length);
  const back = parseItems(body, w.level).items;
  // The same text can read back as fewer items (a fence making the rest one item's code): both are compared.
  if (back.length !== w.items.length || renderItems(back, w.level) !== items)
    return 'its items read back differently from the plan';
  if (layout) {
    const texts = (t: string) => {
      const log = Buffer.from(t, 'utf8');
      return layout.entries(log).map((e) => log.subarray(e.start, e.end).toString('utf8'));
    };
    const before = texts(was);
    const after = texts(written);
    if (before.length !== after.length) return `its entries changed (${before.length} before, ${after.length} after)`;
    const changed = before.find((e, i) => e !== after[i]);
    if (changed !== undefined) return `its entry "${changed.split(/\r?\n/, 1)[0]}" changed`;
  }
  return undefined;
}

/** `text` with the `## <heading>` section made of `prose` then `items` (a new section before the first one). */
function withSection(text: string, heading: string, prose: string, items: string): string {
  const { preamble, sections } = splitSections(text);
  const at = sections.findIndex((s) => s.heading === heading);
  const lead = closed(prose.replace(/\n+$/, '\n'));
  const raw = `## ${heading}\n${lead.trim() === '' ? '\n' : `${lead}\n`}${items}\n`;
  const raws = sections.map((s) => s.raw);
  if (at >= 0) raws[at] = raw;
  else raws.unshift(raw);
  return (preamble === '' || preamble.endsWith('\n\n') ? preamble : `${closed(preamble)}\n`) + raws.join('');
}

async function refuseLocked(path: string): Promise<void> {
  if (await isLocked(path)) throw opError(`${path} is locked: left alone`, { file: path });
}

/** `text` ending with a newline, after any code fence it leaves open is closed. */
function closed(text: string): string {
  const body = text.endsWith('\n') ? text : `${text}\n`;
  const fence = fenceCloser(body);
  return fence ? `${body}${fence}\n` : body;
}
