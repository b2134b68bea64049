/**
 * The memory-format seam: how a run log is split into entries. Everything
 * that reads or rewrites a log (trim, append, the analysis, the input
 * budget, the review document) asks a layout; a new way of writing memory
 * is one new file here and one line in `layoutOf`.
 *
 * A layout works on the log's bytes, never on the file decoded as a string,
 * so line endings, a BOM and invalid UTF-8 survive a rewrite exactly.
 * Offsets are private to the store: nothing above it sees them.
 */
import type { AgentMemory } from '../store/config.js';
import { axeLayout } from './axe.js';

/** One entry as a layout finds it in a log held in memory. */
export interface LogEntry {
  /** The heading text after the heading marker, decoded, without the line ending. */
  heading: string;
  /** Byte offset of the heading line. */
  start: number;
  /** Byte offset just past the entry. */
  end: number;
}

/** What an entry says, as the analysis and the review document read it. */
export interface EntryFields {
  /** The heading (a timestamp when memkeep or axe wrote it). */
  heading: string;
  /** The `Task:` field, else the first line of the body, else the whole body. */
  task: string;
  result: string;
}

export interface LogLayout {
  readonly name: string;
  /**
   * The entries of a log held in memory, in file order. Bytes outside every
   * entry (a preamble, structure sections) are never trimmed.
   */
  entries(log: Buffer): LogEntry[];
  /** The fields of one entry's text (heading line included). */
  fields(entry: string): EntryFields;
  /** An entry as memkeep appends it, with `eol` as its line ending. */
  render(task: string, result: string, stamp: string, eol: string): string;
}

/** The layout an agent's run log is written in. */
export function layoutOf(_memory?: Pick<AgentMemory, 'path'>): LogLayout {
  return axeLayout;
}
