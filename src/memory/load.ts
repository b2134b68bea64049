/**
 * What an agent starts a run with (`memkeep load <agent>`, the MCP `load`
 * tool): its core files, its distilled files (digest.md, lessons.md), its
 * other procedural notes and its newest run-log entries, within a byte
 * budget. Read-only.
 *
 * Everything returned passes through redaction: run-log entries and failure
 * notes are copied from model output and tool logs, and an agent that loads
 * its memory into a prompt would otherwise send a leaked key onwards.
 */

import { join } from 'node:path';
import { storeRelative } from '../config/confine.js';
import { DISTILLED_FILES } from '../config/paths.js';
import type { Agent, StoreConfig } from '../config/types.js';
import { MemkeepError } from '../errors.js';
import { flatLayout, type LogLayout, layoutOf } from '../format/layout.js';
import { readRegularHeadSync } from '../fs/regular.js';
import { utf8CutBefore } from '../text/cut.js';
import { redactSecrets } from '../text/redact.js';
import { type LineTimes, OrderRefused } from './runlog/entry-order.js';
import { loadEntries } from './runlog/scan.js';
import { listTypedFiles } from './typed/typed.js';

export const DEFAULT_LOAD_BUDGET = 25 * 1024;

export type LoadKind = 'core' | 'distilled' | 'procedural';

export interface LoadedFile {
  kind: LoadKind;
  /** Store-relative. */
  path: string;
  text: string;
  /** Only the head of the file fitted (core files are never left out whole). */
  truncated: boolean;
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
    const { text: redacted, findings } = redactSecrets(text);
    if (findings.length > 0) {
      const lines = [...new Set(findings.map((f) => f.line))].join(', ');
      out.warnings.push(`${path}: ${findings.length} secret(s) redacted (line ${lines})`);
    }
    return redacted;
  };

  for (const { kind, path } of await candidates(agent)) {
    const rel = storeRelative(store, path);
    const header = Buffer.byteLength(fileHeader(kind, rel, kind === 'core'));
    let read: TextHead | undefined;
    try {
      // A note that cannot fit is left out by its size, unread: a 2 GB note costs no more than a small one.
      const size = kind === 'core' ? 0 : (readRegularHeadSync(path, 0)?.size ?? 0);
      if (size + header > left()) {
        omit(out, { path: rel, bytes: size, reason: 'over the budget' });
        continue;
      }
      // Of a core file only what could fit is read.
      read = readTextHead(path, left() > header ? left() - header + CUT_MARGIN : 0);
    } catch (err) {
      if (!(err instanceof MemkeepError)) throw err;
      omit(out, { path: rel, bytes: 0, reason: 'not a regular file (refused)' });
      continue;
    }
    if (read === undefined) {
      omit(out, { path: rel, bytes: 0, reason: 'missing, or not UTF-8 text' });
      continue;
    }
    const body = read.whole ? clean(rel, read.text) : undefined;
    const size = body === undefined ? read.size : Buffer.byteLength(body);
    if (body !== undefined && header + size <= left()) {
      out.files.push({ kind, path: rel, text: body, truncated: false });
      out.bytes += header + size;
    } else if (kind === 'core' && left() > header) {
      const head = headWithin(body ?? clean(rel, read.text), left() - header);
      out.files.push({ kind, path: rel, text: head, truncated: true });
      out.bytes += header + Buffer.byteLength(head);
      omit(out, { path: rel, bytes: size - Buffer.byteLength(head), reason: 'over the budget (truncated)' });
    } else {
      omit(out, { path: rel, bytes: size, reason: 'over the budget' });
    }
  }

  const n = options.entries ?? (agent.memory.lastN > 0 ? agent.memory.lastN : 10);
  if (n > 0) {
    const layout = layoutOf(agent.memory);
    // The newest n, oldest first, as whole entries without the structure around them.
    const tail = await newestOrAll(agent, n, layout, options.lineTimes, out.warnings);
    const entries = flatLayout(layout).entries(tail);
    const rel = storeRelative(store, agent.memory.path);
    // The block's header line is paid for once, by the first entry that fits.
    let header = Buffer.byteLength(logHeader(rel, entries.length, entries.length));
    // Newest first: when the budget cuts, the oldest of the last N go.
    for (const entry of [...entries].reverse()) {
      const raw = tail.subarray(entry.start, entry.end).toString('utf8').replace(/\r\n/g, '\n');
      const text = clean(`${rel} (entry ${entry.heading})`, raw);
      const size = Buffer.byteLength(text) + header;
      if (size > left() || out.entriesOmitted > 0) {
        out.entriesOmitted++;
        continue;
      }
      out.entries.push({ header: clean(rel, entry.heading), text });
      out.bytes += size;
      header = 0;
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
  n: number,
  layout: LogLayout,
  lineTimes: LineTimes | undefined,
  warnings: string[],
): Promise<Buffer> {
  try {
    return await loadEntries(agent.memory.path, n, { layout, lineTimes });
  } catch (err) {
    if (!(err instanceof OrderRefused)) throw err;
    warnings.push(`${err.message}; every entry is loaded in file order (add \`${err.remedy}\` to [memory])`);
    return loadEntries(agent.memory.path, Number.MAX_SAFE_INTEGER, { layout });
  }
}

/** Files left out that are listed one by one; the rest are counted. */
const MAX_LISTED = 20;

function omit(load: AgentLoad, file: Omitted): void {
  if (load.omitted.length < MAX_LISTED) load.omitted.push(file);
  else {
    load.omittedMore.files++;
    load.omittedMore.bytes += file.bytes;
  }
}

/** Core files, then the distilled files, then every other procedural note; each path once. */
async function candidates(agent: Agent): Promise<{ kind: LoadKind; path: string }[]> {
  const seen = new Set<string>();
  const list: { kind: LoadKind; path: string }[] = [];
  const add = (kind: LoadKind, path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    list.push({ kind, path });
  };
  for (const path of agent.memory.coreFiles) add('core', path);
  const procedural = await listTypedFiles(agent.memory.proceduralDir);
  for (const name of DISTILLED_FILES) {
    const path = join(agent.memory.proceduralDir, name);
    if (procedural.includes(path)) add('distilled', path);
  }
  for (const path of procedural) add('procedural', path);
  return list;
}

/**
 * Bytes read past what fits the budget: redaction then sees whole a secret
 * that crosses the cut (tokens are at most 4 KiB, key blocks 64 KiB).
 */
const CUT_MARGIN = 64 * 1024;

export interface TextHead {
  /** The text read (LF line ends): the whole file, or its head when `whole` is false. */
  text: string;
  /** The file's size in bytes. */
  size: number;
  whole: boolean;
}

/**
 * At most the first `maxBytes` of a file as text, with its size; undefined
 * when it is missing or not UTF-8 text (a binary note is of no use in a
 * prompt; with `nul: 'keep'` a NUL alone does not make it binary). Anything
 * that is not a regular file (a FIFO, a device, a symlink to one) is refused
 * with a MemkeepError naming it, before any read could block or run away.
 */
export function readTextHead(
  path: string,
  maxBytes: number,
  options: { nul?: 'binary' | 'keep' } = {},
): TextHead | undefined {
  const read = readRegularHeadSync(path, maxBytes);
  if (!read) return undefined;
  const whole = read.head.length >= read.size;
  const bytes = whole ? read.head : read.head.subarray(0, charBoundary(read.head));
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (options.nul !== 'keep' && text.includes('\u0000')) return undefined;
    return { text: text.replace(/\r\n/g, '\n'), size: read.size, whole };
  } catch {
    return undefined;
  }
}

/** The end of the last whole UTF-8 character in a head cut at any byte. */
function charBoundary(buf: Buffer): number {
  let start = buf.length;
  // Back to the first byte of the last character (at most 3 continuation bytes).
  while (start > 0 && buf.length - start < 4 && (buf[start - 1] & 0xc0) === 0x80) start--;
  if (start === 0) return buf.length;
  const lead = buf[start - 1];
  const want = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return buf.length - (start - 1) < want ? start - 1 : buf.length;
}

/** The longest head of `text` within `bytes`, cut after a whole line when there is one. */
function headWithin(text: string, bytes: number): string {
  const buf = Buffer.from(text);
  const head = buf.subarray(0, utf8CutBefore(buf, Math.min(bytes, buf.length))).toString('utf8');
  const nl = head.lastIndexOf('\n');
  return nl > 0 ? head.slice(0, nl + 1) : head;
}

/**
 * A block's first line. Paths come from config and file names, which may
 * hold line breaks: folded, so no name can end the line early.
 */
function fileHeader(kind: LoadKind, path: string, truncated: boolean): string {
  return `=== ${kind}: ${oneLine(path)}${truncated ? ', truncated' : ''} ===\n`;
}

function logHeader(path: string, shown: number, total: number): string {
  const of = total > shown ? ` (newest ${shown} of ${total})` : '';
  return `=== run log: ${oneLine(path)}, newest first${of} ===\n`;
}

function oneLine(text: string): string {
  return text.replace(
    /[\u0000-\u001f\u007f\u0085\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Memory text whose lines look like this output's block lines (`=== core:
 * … ===`) would let a note pose as another file, or as the end of the
 * load; such lines are shown behind a backslash.
 */
function unforgeable(text: string): string {
  return text.replace(/^([ \t]*)(?====)/gm, '$1\\');
}

/** The load as text for a prompt: one `=== … ===` block per file, then the entries, then what was left out. */
export function renderAgentLoad(load: AgentLoad, logPath: string): string {
  const blocks: string[] = [];
  for (const f of load.files) {
    blocks.push(fileHeader(f.kind, f.path, f.truncated) + unforgeable(f.text).replace(/\n?$/, '\n'));
  }
  if (load.entries.length > 0) {
    const shown = load.entries.length;
    blocks.push(
      logHeader(logPath, shown, shown + load.entriesOmitted) +
        load.entries.map((e) => unforgeable(e.text).replace(/\n*$/, '\n')).join('\n'),
    );
  }
  if (blocks.length === 0) blocks.push(`No memory found for agent "${oneLine(load.agent)}".\n`);
  const left = load.omitted.map((o) => `- ${oneLine(o.path)}: ${o.reason}${o.bytes ? ` (${o.bytes} bytes)` : ''}`);
  const more = load.omittedMore;
  if (more.files > 0) left.push(`- ${more.files} more files: over the budget (${more.bytes} bytes)`);
  if (load.entriesOmitted > 0) left.push(`- ${load.entriesOmitted} older run-log entries: over the budget`);
  if (left.length > 0) blocks.push(`=== left out (budget ${load.budget} bytes) ===\n${left.join('\n')}\n`);
  return blocks.join('\n');
}
