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

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { storeRelative } from '../config/confine.js';
import { DISTILLED_FILES } from '../config/paths.js';
import type { Agent, StoreConfig } from '../config/types.js';
import { ioError } from '../errors.js';
import { flatLayout, layoutOf } from '../format/layout.js';
import { utf8CutBefore } from '../text/cut.js';
import { redactSecrets } from '../text/redact.js';
import type { LineTimes } from './runlog/entry-order.js';
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

  for (const { kind, path } of await candidates(agent)) {
    const rel = storeRelative(store, path);
    const text = await readText(path);
    if (text === undefined) {
      out.omitted.push({ path: rel, bytes: 0, reason: 'missing, or not UTF-8 text' });
      continue;
    }
    const body = clean(rel, text);
    const size = Buffer.byteLength(body);
    if (size <= left()) {
      out.files.push({ kind, path: rel, text: body, truncated: false });
      out.bytes += size;
    } else if (kind === 'core' && left() > 0) {
      const head = headWithin(body, left());
      out.files.push({ kind, path: rel, text: head, truncated: true });
      out.bytes += Buffer.byteLength(head);
      out.omitted.push({ path: rel, bytes: size - Buffer.byteLength(head), reason: 'over the budget (truncated)' });
    } else {
      out.omitted.push({ path: rel, bytes: size, reason: 'over the budget' });
    }
  }

  const n = options.entries ?? (agent.memory.lastN > 0 ? agent.memory.lastN : 10);
  if (n > 0) {
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
    const note = f.truncated ? ', truncated' : '';
    blocks.push(`=== ${f.kind}: ${f.path}${note} ===\n${f.text.replace(/\n?$/, '\n')}`);
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
