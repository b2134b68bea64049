/**
 * The entry model of a run log held in memory, for every layout: which
 * column-0 headings start entries, where each entry ends, and what is
 * structure (the preamble, section headings, sections that hold no entries).
 *
 * A heading inside a fenced code block is body text. Unlike a section file
 * (where CommonMark lets an unclosed fence run to the end), a fence that is
 * never closed is not a fence in a log: an agent that writes one stray
 * three-backtick line must not turn every later entry into body text that
 * no trim could ever reach.
 *
 * Works on bytes: only lines that can matter (starting with `#`, a space, a
 * backtick or a tilde) are decoded, and offsets are byte offsets.
 */
import { closerOf, type Fence, openingFence } from './fence.js';

/** A column-0 heading outside any fence. */
export interface Heading {
  /** Byte offset of the heading line. */
  start: number;
  /** Number of `#`. */
  level: number;
  /** Decoded text after the marker, without the line ending. */
  title: string;
}

/** How a log is split into entries (the `[memory]` fields entry_heading, entries_under, structure). */
export interface EntryModel {
  /** The heading level that starts an entry: 2 (`## `) to 4. */
  level: number;
  /** The title of the `## ` section that holds the entries; undefined: entries anywhere. */
  entriesUnder?: string;
  /** Headings of the entry level that are structure, not entries (`*` matches any text; case-insensitive). */
  structure: readonly string[];
  /** Only headings that name a date are entries; the others are the document's fixed sections. */
  dated?: boolean;
  /** Entries are the top-level list items of the `entriesUnder` section (level: that section's heading level). */
  items?: boolean;
}

export interface Block {
  heading: string;
  start: number;
  end: number;
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const HASH = 0x23;
const SPACE = 0x20;
const BACKTICK = 0x60;
const TILDE = 0x7e;
const NL = 0x0a;

interface Line {
  start: number;
  heading?: { level: number; title: string };
  opener?: Fence;
  closer?: Fence;
}

/** Headings of levels 2 to `maxLevel` at column 0 and outside fences, in file order. */
export function headingsOf(buf: Buffer, maxLevel: number): Heading[] {
  const lines = interestingLines(buf, maxLevel);
  // For each character, the longest closer at or after each interesting line:
  // an opener with no closer that long after it is never closed, so not a fence.
  const longest = {
    '`': new Array<number>(lines.length + 1).fill(0),
    '~': new Array<number>(lines.length + 1).fill(0),
  };
  for (let i = lines.length - 1; i >= 0; i--) {
    for (const ch of ['`', '~'] as const) longest[ch][i] = longest[ch][i + 1];
    const c = lines[i].closer;
    if (c) longest[c.char as '`' | '~'][i] = Math.max(longest[c.char as '`' | '~'][i], c.len);
  }
  const out: Heading[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.heading) {
      out.push({ start: line.start, ...line.heading });
      continue;
    }
    const open = line.opener;
    if (!open || longest[open.char as '`' | '~'][i + 1] < open.len) continue;
    // Inside the fence until its closer (which exists): skip to it.
    let j = i + 1;
    while (!(lines[j].closer && lines[j].closer!.char === open.char && lines[j].closer!.len >= open.len)) j++;
    i = j;
  }
  return out;
}

/** Lines that are a heading (levels 2..maxLevel) or can open or close a fence. */
function interestingLines(buf: Buffer, maxLevel: number): Line[] {
  const lines: Line[] = [];
  let at = buf.subarray(0, BOM.length).equals(BOM) ? BOM.length : 0;
  while (at < buf.length) {
    const nl = buf.indexOf(NL, at);
    const next = nl === -1 ? buf.length : nl + 1;
    const first = buf[at];
    if (first === HASH) {
      let level = 0;
      while (buf[at + level] === HASH) level++;
      if (level >= 2 && level <= maxLevel && buf[at + level] === SPACE) {
        let end = nl === -1 ? buf.length : nl;
        if (end > at + level && buf[end - 1] === 0x0d) end--;
        lines.push({ start: at, heading: { level, title: buf.toString('utf8', at + level + 1, end) } });
      }
    } else if (first === SPACE || first === BACKTICK || first === TILDE) {
      const text = buf.toString('latin1', at, nl === -1 ? buf.length : nl).replace(/\r$/, '');
      const opener = openingFence(text);
      const closer = closerOf(text);
      if (opener || closer) lines.push({ start: at, opener, closer });
    }
    at = next;
  }
  return lines;
}

/**
 * The entries of a log: blocks starting at a heading of the model's level
 * (in the `entries_under` section when set, and not a structure heading),
 * each running to the next heading of level 2 up to that level. Everything
 * else is structure.
 */
export function entryBlocks(buf: Buffer, model: EntryModel): Block[] {
  const heads = headingsOf(buf, model.level);
  const structure = model.structure.map(globToRegExp);
  const under = model.entriesUnder?.trim().toLowerCase();
  const blocks: Block[] = [];
  let section: string | undefined;
  for (let k = 0; k < heads.length; k++) {
    const h = heads[k];
    if (h.level === 2) section = h.title.trim().toLowerCase();
    if (h.level !== model.level) continue;
    if (under !== undefined && section !== under) continue;
    if (structure.some((re) => re.test(h.title.trim()))) continue;
    blocks.push({ heading: h.title, start: h.start, end: heads[k + 1]?.start ?? buf.length });
  }
  return blocks;
}

function globToRegExp(glob: string): RegExp {
  const body = glob
    .trim()
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`, 'i');
}
