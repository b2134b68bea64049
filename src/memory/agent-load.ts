/**
 * What an agent starts a run with (`memkeep load <agent>`, the MCP `load`
 * tool), within a byte budget, in the order load-order.ts decides: core
 * files, each index and what it links, knowledge, lessons, procedural
 * notes, then the newest run-log entries; a file that does not fit whole is
 * cut at an item boundary (load-items.ts). Read-only; what is left out is
 * listed with why.
 *
 * Everything returned passes through redaction: run-log entries and failure
 * notes are copied from model output and tool logs, and an agent that loads
 * its memory into a prompt would otherwise send a leaked key onwards.
 */

import { storeRelative } from '../config/confine.js';
import type { Agent, StoreConfig } from '../config/types.js';
import { MemkeepError } from '../errors.js';
import { flatLayout, type LogLayout, layoutOf } from '../format/layout.js';
import { newestByDates } from '../format/order.js';
import { readRegularHeadSync } from '../fs/regular.js';
import { readTextHead, type TextHead } from '../fs/text-head.js';
import { headWithin } from '../text/cut.js';
import { type Redaction, redactThrough } from '../text/redact.js';
import { asRedacted, loadedName, loadedText } from '../text/untrusted.js';
import { cutItems, wholeItems } from './load-items.js';
import { type LoadCandidate, type LoadKind, planLoad } from './load-order.js';
import { knowledgeReserve } from './load-reserve.js';
import { unreadLogWarning } from './runlog/diagnose.js';
import { howToOrder, type LineTimes, OrderRefused } from './runlog/entry-order.js';
import { loadEntries } from './runlog/scan.js';
import { listTypedFiles } from './typed/typed.js';

export type { LoadKind } from './load-order.js';

export const DEFAULT_LOAD_BUDGET = 25 * 1024;

export interface LoadedFile {
  /** Its real type: core, procedural or episodic (by front matter, `types` globs or folder), or knowledge and lessons. */
  kind: LoadKind;
  /** Store-relative. */
  path: string;
  /** Only this `## ` section of the file (the layout's summary section). */
  section?: string;
  /** An index: the files it links follow it. */
  index?: boolean;
  /** Store-relative path of the index that links this file. */
  linkedFrom?: string;
  text: string;
  /** Only some of its items fitted (core files are never left out whole). */
  truncated: boolean;
  /** Whole items loaded, of how many (when truncated). */
  items?: { loaded: number; total: number };
}

export interface LoadedEntry {
  header: string;
  text: string;
}

export interface Omitted {
  path: string;
  bytes: number;
  reason: string;
}

export interface AgentLoad {
  agent: string;
  budget: number;
  /** Bytes of text returned (files and entries). */
  bytes: number;
  files: LoadedFile[];
  /** Newest first. */
  entries: LoadedEntry[];
  /** Entries in the log's last N that did not fit the budget. */
  entriesOmitted: number;
  /** Which entries are newest is unknown (a refused order, undated entries): `entries` are last in the file first. */
  entriesUnordered?: true;
  /** The first files left out, each with why (at most MAX_LISTED). */
  omitted: Omitted[];
  /** Files left out beyond those listed, and their bytes: a store of 20,000 notes lists 20, not 20,000. */
  omittedMore: { files: number; bytes: number };
  /** Redaction notes: file and line, never the secret. */
  warnings: string[];
}

export interface LoadOptions {
  /** Bytes of text at most (default 25 KiB). */
  budget?: number;
  /** Run-log entries to consider (default last_n, else 10). */
  entries?: number;
  /** Line times for a log ordered by git (the front end hands in git blame). */
  lineTimes?: LineTimes;
  /** The entry count whose cut the caller's trim plan checked on these very bytes: not checked again. */
  cutChecked?: number;
  /** Redactions made, by text: loads of the same kept entries (the Action's before and after the trim) redact them once. */
  redactions?: Map<string, Redaction>;
}

export async function loadForAgent(store: StoreConfig, agent: Agent, options: LoadOptions = {}): Promise<AgentLoad> {
  const budget = options.budget ?? DEFAULT_LOAD_BUDGET;
  const out: AgentLoad = {
    agent: agent.name,
    budget,
    bytes: 0,
    files: [],
    entries: [],
    entriesOmitted: 0,
    omitted: [],
    omittedMore: { files: 0, bytes: 0 },
    warnings: [],
  };
  const left = () => budget - out.bytes;
  const clean = (path: string, text: string): string => {
    const { text: redacted, findings } = redactThrough(options.redactions, text);
    if (findings.length > 0) {
      const lines = [...new Set(findings.map((f) => f.line))].join(', ');
      out.warnings.push(`${path}: ${findings.length} secret(s) redacted (line ${lines})`);
    }
    return redacted;
  };

  const m = agent.memory;
  const rel = (path: string) => storeRelative(store, path);
  // Read once: the plan types files by their front matter and follows index links, then the loop loads them.
  const listed = [...new Set([...listTypedFiles(m.proceduralDir), ...listTypedFiles(m.episodicDir)])];
  // Of each file at most what the budget could hold is read (a 2 GB note costs no more than a small
  // one); what is not a regular file (a FIFO, a device) is refused before any read could block.
  const texts = new Map<string, TextHead | 'refused' | undefined>();
  const read = (path: string) => {
    if (!texts.has(path)) {
      try {
        const size = readRegularHeadSync(path, 0)?.size;
        // Too big to load whatever the budget: only a head to type it by (front matter) is read.
        const big = size !== undefined && size > budget + CUT_MARGIN;
        const head = readTextHead(path, big ? TYPING_BYTES : budget + CUT_MARGIN, { nul: big ? 'keep' : 'binary' });
        texts.set(path, big ? { text: head?.text ?? '', size, whole: false } : head);
      } catch (err) {
        if (!(err instanceof MemkeepError)) throw err;
        texts.set(path, 'refused');
      }
    }
    return texts.get(path);
  };
  const textOf = (path: string) => {
    const t = read(path);
    return t === undefined || t === 'refused' ? undefined : t;
  };
  for (const path of [...listed, ...m.coreFiles]) read(path);
  const order = planLoad(m, listed, rel, (path) => {
    const t = textOf(path);
    return t === undefined ? undefined : Buffer.from(t.text);
  });

  const isKnowledge = (c: LoadCandidate) => c.kind === 'knowledge' || c.kind === 'lessons';
  const parts = new Map<LoadCandidate, { text?: string; cut: boolean }>();
  const partOf = (c: LoadCandidate, head: TextHead | undefined) => {
    let part = parts.get(c);
    if (!part) {
      part = isKnowledge(c)
        ? wholeItems(c.path, head, c.section, c.items, budget + CUT_MARGIN)
        : { text: head?.text, cut: false };
      parts.set(c, part);
    }
    return part;
  };
  const knowledgeText = (c: LoadCandidate) => {
    const head = read(c.path);
    return head === 'refused' ? undefined : partOf(c, head).text;
  };
  // The block's `=== kind: path ===` line counts against the budget too: 5,000 notes cannot print 5,000 of them.
  const headerOf = (c: LoadCandidate) => Buffer.byteLength(`=== ${c.kind}: ${rel(c.path)} ===\n\n`);
  // Knowledge is never crowded out whole: the files before it leave it room (load-reserve.ts).
  const knowledgeRoom = knowledgeReserve(order.files, budget, isKnowledge, knowledgeText, headerOf);
  let reserve = knowledgeRoom.before;
  for (const c of order.files) {
    const where = rel(c.path);
    const head = read(c.path);
    if (head === 'refused') {
      if (c.section === undefined) omit(out, { path: where, bytes: 0, reason: 'not a regular file (refused)' });
      continue;
    }
    // Knowledge is never left out whole for its size: what a head of the budget's size holds of it is loaded.
    const knowledge = isKnowledge(c);
    if (head !== undefined && !head.whole && c.kind !== 'core' && !knowledge) {
      omit(out, { path: where, bytes: head.size, reason: 'over the budget' });
      continue;
    }
    const part = partOf(c, head);
    if (knowledge) reserve = knowledgeRoom.after(c);
    const room = left() - reserve;
    const text = part.text;
    if (text === undefined) {
      if (c.section === undefined) omit(out, { path: where, bytes: 0, reason: 'missing, or not UTF-8 text' });
      continue;
    }
    const body = clean(where, text);
    const header = headerOf(c);
    const size = Buffer.byteLength(body);
    const file = {
      kind: c.kind,
      path: where,
      ...(c.section === undefined ? {} : { section: c.section }),
      ...(c.index ? { index: true } : {}),
      ...(c.linkedFrom === undefined ? {} : { linkedFrom: rel(c.linkedFrom) }),
    };
    if (header + size <= room) {
      out.files.push({ ...file, text: body, truncated: part.cut });
      out.bytes += header + size;
      continue;
    }
    const fits = Math.max(0, room - header);
    const held = cutItems(body, fits, c.items);
    // What is held back for the knowledge after this file never leaves this one out whole: its first items come first.
    const cut = held.items === 0 && knowledge ? cutItems(body, Math.max(0, left() - header), c.items) : held;
    // A core file is never left out whole: when not even its first item fits, its head to a line end.
    const kept = cut.items === 0 && c.kind === 'core' && fits > 0 ? headWithin(body, fits) : cut.text;
    const label = c.section === undefined ? where : `${where} (## ${c.section})`;
    if (kept === '') {
      omit(out, { path: label, bytes: size, reason: 'over the budget' });
      continue;
    }
    const items = cut.items > 0 ? { loaded: cut.items, total: cut.total } : undefined;
    out.files.push({ ...file, text: kept, truncated: true, ...(items ? { items } : {}) });
    out.bytes += header + Buffer.byteLength(kept);
    omit(out, {
      path: label,
      bytes: size - Buffer.byteLength(kept),
      reason: items
        ? `over the budget: ${items.loaded} of ${items.total} items loaded, the rest left out`
        : 'over the budget (cut at a line end)',
    });
  }
  for (const n of order.notLoaded) omit(out, { path: rel(n.path), bytes: 0, reason: n.reason });

  const n = options.entries ?? (agent.memory.lastN > 0 ? agent.memory.lastN : 10);
  // A run log that is itself a loaded file (a memory bank's activeContext.md) is not loaded twice.
  if (n > 0 && !order.logIsFile) {
    const layout = layoutOf(agent.memory);
    // The newest n, oldest first, as whole entries without the structure around them.
    const rel = storeRelative(store, agent.memory.path);
    const { tail, known } = await newestOrAll(agent, rel, n, layout, options, out.warnings);
    const entries = flatLayout(layout).entries(tail);
    const unread = entries.length === 0 ? unreadLogWarning(agent.memory, rel, agent.memory.path) : undefined;
    if (unread) out.warnings.push(`${unread}: nothing of it is loaded`);
    // Newest first: when the budget cuts, the oldest of the last N go. When which are newest is
    // unknown, dated entries are ranked by their dates, and others are shown last in the file first.
    const ranked = known ? undefined : newestByDates(entries.map((e) => e.heading));
    if (!known && !ranked) out.entriesUnordered = true;
    const newestFirst = ranked ? ranked.map((i) => entries[i]) : [...entries].reverse();
    for (const entry of newestFirst) {
      const raw = tail.subarray(entry.start, entry.end).toString('utf8').replace(/\r\n/g, '\n');
      const text = clean(`${rel} (entry ${entry.heading})`, raw);
      const size = Buffer.byteLength(text);
      if (size > left() || out.entriesOmitted > 0) {
        out.entriesOmitted++;
        continue;
      }
      out.entries.push({ header: clean(rel, entry.heading), text });
      out.bytes += size;
    }
  }
  return out;
}

/**
 * The newest n entries; when which are newest is unknown (a refused order),
 * every entry, with a warning: a refusal is about trimming, and an agent
 * never starts a run with no memory because of it.
 */
async function newestOrAll(
  agent: Agent,
  rel: string,
  n: number,
  layout: LogLayout,
  { lineTimes, cutChecked }: LoadOptions,
  warnings: string[],
): Promise<{ tail: Buffer; known: boolean }> {
  try {
    const tail = await loadEntries(agent.memory.path, n, { layout, lineTimes, cutChecked: cutChecked === n });
    return { tail, known: true };
  } catch (err) {
    if (!(err instanceof OrderRefused)) throw err;
    warnings.push(`${err.messageAs(rel)}; every entry is loaded in file order (${howToOrder(err)})`);
    return { tail: await loadEntries(agent.memory.path, Number.MAX_SAFE_INTEGER, { layout }), known: false };
  }
}

/** Files left out that are listed one by one; the rest are counted. */
const MAX_LISTED = 20;

/** What is read of a file too big to load: enough for its front matter. */
const TYPING_BYTES = 4096;

function omit(load: AgentLoad, file: Omitted): void {
  if (load.omitted.length < MAX_LISTED) load.omitted.push(file);
  else {
    load.omittedMore.files++;
    load.omittedMore.bytes += file.bytes;
  }
}

/**
 * Bytes read past what fits the budget: redaction then sees whole a secret
 * that crosses the cut (tokens are at most 4 KiB, key blocks 64 KiB).
 */
const CUT_MARGIN = 64 * 1024;

/** The load as text for a prompt: one `=== … ===` block per file, then the entries, then what was left out. */
export function renderAgentLoad(load: AgentLoad, logPath: string): string {
  const blocks: string[] = [];
  for (const f of load.files) {
    const what = [
      f.section === undefined ? f.path : `${f.path}, section ${f.section}`,
      f.index ? 'index' : '',
      f.linkedFrom === undefined ? '' : `linked from ${f.linkedFrom}`,
      f.truncated ? (f.items ? `${f.items.loaded} of ${f.items.total} items` : 'truncated') : '',
    ].filter(Boolean);
    blocks.push(
      `=== ${f.kind}: ${loadedName(what.join(', '))} ===\n${loadedText(asRedacted(f.text)).replace(/\n?$/, '\n')}`,
    );
  }
  if (load.entries.length > 0) {
    const shown = load.entries.length;
    const total = shown + load.entriesOmitted;
    const order = load.entriesUnordered
      ? `last in the file first (which are newest is unknown${load.entriesOmitted > 0 ? `; ${shown} of ${total}` : ''})`
      : `newest first${load.entriesOmitted > 0 ? ` (newest ${shown} of ${total})` : ''}`;
    blocks.push(
      `=== run log: ${loadedName(logPath)}, ${order} ===\n${load.entries.map((e) => loadedText(asRedacted(e.text)).replace(/\n*$/, '\n')).join('\n')}`,
    );
  }
  if (blocks.length === 0) blocks.push(`No memory found for agent "${loadedName(load.agent)}".\n`);
  const left = load.omitted.map(
    (o) => `- ${loadedName(`${o.path}: ${o.reason}`)}${o.bytes ? ` (${o.bytes} bytes)` : ''}`,
  );
  const more = load.omittedMore;
  if (more.files > 0) left.push(`- ${more.files} more files: over the budget (${more.bytes} bytes)`);
  if (load.entriesOmitted > 0)
    left.push(
      `- ${load.entriesOmitted} ${load.entriesUnordered ? "run-log entries nearer the file's start" : 'older run-log entries'}: over the budget`,
    );
  if (left.length > 0) blocks.push(`=== left out (budget ${load.budget} bytes) ===\n${left.join('\n')}\n`);
  return blocks.join('\n');
}
