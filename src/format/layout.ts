/**
 * The memory-format seam: how a run log is split into entries and which of
 * them are newest. Everything that reads or rewrites a log (trim, append,
 * the analysis, the input budget, the review document) asks a layout; a new
 * way of writing memory is a new entry model or order here, chosen by
 * `layoutOf` from the agent's `[memory]` fields (entry_heading,
 * entries_under, structure, order, or a preset filling them).
 *
 * A layout works on the log's bytes, never on the file decoded as a string,
 * so line endings, a BOM and invalid UTF-8 survive a rewrite exactly.
 * Offsets are private to the store: nothing above it sees them.
 */
import { axeLayout, entryFields, renderEntry, renderItemEntry } from './axe.js';
import { type EntryModel, entryBlocks } from './headings.js';

/** One entry as a layout finds it in a log held in memory. */
export interface LogEntry {
  /** The heading text after the heading marker, decoded, without the line ending. */
  heading: string;
  /**
   * The day the section holding the entry names (`## 2026-05-01` above
   * `### 10:30 Fixed the upload test`) when its own heading names no date:
   * once the entry leaves the file, its time alone dates nothing.
   */
  day?: string;
  /** Byte offset of the heading line. */
  start: number;
  /**
   * Byte offset of the lines above the heading that are the entry's own (an
   * anchor or id the agent writes with each entry: lead-in.ts); the entry's
   * bytes start there when it has them.
   */
  lead?: number;
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

/**
 * Which entries are newest: by file position (`oldest-first`, axe's
 * appending agents; `newest-first`, agents that prepend), by the git commit
 * time of each entry's heading line (`git`), or `auto`: the headings' own
 * timestamps when every entry has one and they are monotonic, else git.
 */
export type Order = 'oldest-first' | 'newest-first' | 'auto' | 'git';
export const ORDERS: readonly Order[] = ['oldest-first', 'newest-first', 'auto', 'git'];

/** What `[memory]` says about the log's shape. */
export interface LayoutSpec extends EntryModel {
  order: Order;
}

export interface LogLayout {
  readonly name: string;
  readonly spec: LayoutSpec;
  /**
   * axe's own shape (`## ` entries anywhere, oldest first): the store may
   * find entries by streaming byte searches instead of parsing the log.
   */
  readonly streamable: boolean;
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

/** An entry's heading dated by its day section (LogEntry.day): what orders it and what is kept of it. */
export function datedHeading(e: Pick<LogEntry, 'heading' | 'day'>): string {
  return e.day ? `${e.day} ${e.heading}` : e.heading;
}

/** The fields of entry `e` of `log`, its heading dated by its day section. */
export function fieldsAt(layout: LogLayout, log: Buffer, e: LogEntry): EntryFields {
  const fields = layout.fields(log.toString('utf8', e.start, e.end));
  return { ...fields, heading: datedHeading({ heading: fields.heading, day: e.day }) };
}

/** The layout of a spec; the default spec is axe's layout. */
export function layoutFor(spec: LayoutSpec): LogLayout {
  if (isDefault(spec)) return axeLayout;
  return {
    name: `${'#'.repeat(spec.level)} entries${spec.entriesUnder ? ` under "${spec.entriesUnder}"` : ''}, ${spec.order}`,
    spec,
    streamable: false,
    entries: (log) => entryBlocks(log, spec),
    fields: entryFields,
    render: (task, result, stamp, eol) =>
      spec.items ? renderItemEntry(task, result, stamp, eol) : renderEntry(task, result, stamp, eol, spec.level),
  };
}

/** The layout an agent's run log is written in. */
export function layoutOf(memory?: { layout: LayoutSpec }): LogLayout {
  return memory ? layoutFor(memory.layout) : axeLayout;
}

/**
 * The entries of a log concatenated oldest first, as the input budget sends
 * them: every entry at the layout's level, nothing else, in file order.
 */
export function flatLayout(layout: LogLayout): LogLayout {
  if (layout.streamable) return layout;
  // Entries written as list items stay list items once the section around them is gone.
  return layoutFor({ level: layout.spec.level, structure: [], order: 'oldest-first', items: layout.spec.items });
}

function isDefault(spec: LayoutSpec): boolean {
  return (
    spec.level === 2 &&
    spec.entriesUnder === undefined &&
    spec.structure.length === 0 &&
    spec.summary === undefined &&
    spec.order === 'oldest-first' &&
    !spec.dated &&
    !spec.numbered &&
    !spec.items
  );
}
