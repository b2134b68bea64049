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

import { readFile } from 'node:fs/promises';
import { storeRelative } from '../config/confine.js';
import type { Agent, StoreConfig } from '../config/types.js';
import { ioError } from '../errors.js';
import { flatLayout, layoutOf } from '../format/layout.js';
import { utf8CutBefore } from '../text/cut.js';
import { redactSecrets } from '../text/redact.js';
import { cutItems } from './load-items.js';
import { type LoadKind, planLoad } from './load-order.js';
import type { LineTimes } from './runlog/entry-order.js';
import { loadEntries } from './runlog/scan.js';
import { splitSections } from './sections/section-file.js';
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
  omitted: Omitted[];
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
    warnings: [],
  };
  const left = () => budget - out.bytes;
  const clean = (path: string, text: string): string => {
    const { text: redacted, findings } = redactSecrets(text);
    if (findings.length > 0) {
      const lines = [...new Set(findings.map((f) => f.line))].join(', ');
      out.warnings.push(`${path}: ${findings.length} secret(s) redacted (line ${lines})`);
    }
    return redacted;
  };

  const m = agent.memory;
  const rel = (path: string) => storeRelative(store, path);
  // Read once: the plan types files by their front matter and follows index links, then the loop loads them.
  const listed = [...new Set([...(await listTypedFiles(m.proceduralDir)), ...(await listTypedFiles(m.episodicDir))])];
  const texts = new Map<string, string | undefined>();
  const read = async (path: string) => {
    if (!texts.has(path)) texts.set(path, await readText(path));
    return texts.get(path);
  };
  for (const path of [...listed, ...m.coreFiles]) await read(path);
  const order = planLoad(m, listed, rel, (path) => {
    const text = texts.get(path);
    return text === undefined ? undefined : Buffer.from(text);
  });

  for (const c of order.files) {
    const where = rel(c.path);
    const text = c.section === undefined ? await read(c.path) : sectionOf(await read(c.path), c.section);
    if (text === undefined) {
      if (c.section === undefined) out.omitted.push({ path: where, bytes: 0, reason: 'missing, or not UTF-8 text' });
      continue;
    }
    const body = clean(where, text);
    const size = Buffer.byteLength(body);
    const file = {
      kind: c.kind,
      path: where,
      ...(c.section === undefined ? {} : { section: c.section }),
      ...(c.index ? { index: true } : {}),
      ...(c.linkedFrom === undefined ? {} : { linkedFrom: rel(c.linkedFrom) }),
    };
    if (size <= left()) {
      out.files.push({ ...file, text: body, truncated: false });
      out.bytes += size;
      continue;
    }
    const cut = cutItems(body, left(), c.items);
    // A core file is never left out whole: when not even its first item fits, its head to a line end.
    const head = cut.items === 0 && c.kind === 'core' && left() > 0 ? headWithin(body, left()) : cut.text;
    const label = c.section === undefined ? where : `${where} (## ${c.section})`;
    if (head === '') {
      out.omitted.push({ path: label, bytes: size, reason: 'over the budget' });
      continue;
    }
    const items = cut.items > 0 ? { loaded: cut.items, total: cut.total } : undefined;
    out.files.push({ ...file, text: head, truncated: true, ...(items ? { items } : {}) });
    out.bytes += Buffer.byteLength(head);
    out.omitted.push({
      path: label,
      bytes: size - Buffer.byteLength(head),
      reason: items
        ? `over the budget: ${items.loaded} of ${items.total} items loaded, the rest left out`
        : 'over the budget (cut at a line end)',
    });
  }
  for (const n of order.notLoaded) out.omitted.push({ path: rel(n.path), bytes: 0, reason: n.reason });

  const n = options.entries ?? (agent.memory.lastN > 0 ? agent.memory.lastN : 10);
  // A run log that is itself a loaded file (a memory bank's activeContext.md) is not loaded twice.
  if (n > 0 && !order.logIsFile) {
    const layout = layoutOf(agent.memory);
    // The newest n, oldest first, as whole entries without the structure around them.
    const tail = await loadEntries(agent.memory.path, n, { layout, lineTimes: options.lineTimes });
    const entries = flatLayout(layout).entries(tail);
    const rel = storeRelative(store, agent.memory.path);
    // Newest first: when the budget cuts, the oldest of the last N go.
    for (const entry of [...entries].reverse()) {
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

/** The body of the `## <heading>` section of `text` (heading line excluded), or undefined when there is none. */
function sectionOf(text: string | undefined, heading: string): string | undefined {
  if (text === undefined) return undefined;
  const section = splitSections(text).sections.find((x) => x.heading === heading);
  return section && section.body.trim() !== '' ? section.body.replace(/^\n+/, '') : undefined;
}

/** The file as text (LF line ends), or undefined when it is missing or not UTF-8 (a binary note is of no use in a prompt). */
export async function readText(path: string): Promise<string | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw ioError('read', path, err);
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.includes('\u0000') ? undefined : text.replace(/\r\n/g, '\n');
  } catch {
    return undefined;
  }
}

/** The longest head of `text` within `bytes`, cut after a whole line when there is one. */
function headWithin(text: string, bytes: number): string {
  const buf = Buffer.from(text);
  const head = buf.subarray(0, utf8CutBefore(buf, Math.min(bytes, buf.length))).toString('utf8');
  const nl = head.lastIndexOf('\n');
  return nl > 0 ? head.slice(0, nl + 1) : head;
}

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
    blocks.push(`=== ${f.kind}: ${what.join(', ')} ===\n${f.text.replace(/\n?$/, '\n')}`);
  }
  if (load.entries.length > 0) {
    const shown = load.entries.length;
    const of = load.entriesOmitted > 0 ? ` (newest ${shown} of ${shown + load.entriesOmitted})` : '';
    blocks.push(
      `=== run log: ${logPath}, newest first${of} ===\n${load.entries.map((e) => e.text.replace(/\n*$/, '\n')).join('\n')}`,
    );
  }
  if (blocks.length === 0) blocks.push(`No memory found for agent "${load.agent}".\n`);
  const left = load.omitted.map((o) => `- ${o.path}: ${o.reason}${o.bytes ? ` (${o.bytes} bytes)` : ''}`);
  if (load.entriesOmitted > 0) left.push(`- ${load.entriesOmitted} older run-log entries: over the budget`);
  if (left.length > 0) blocks.push(`=== left out (budget ${load.budget} bytes) ===\n${left.join('\n')}\n`);
  return blocks.join('\n');
}
