/**
 * The entry model of a run log held in memory, for every layout: which
 * column-0 headings start entries, where each entry ends, and what is
 * structure (the preamble, section headings, sections that hold no entries,
 * templates, placeholders, and comments between entries). Where headings,
 * comments and fences are is marks.ts's; this file decides what they mean.
 */
import { detailsBlocks } from './details.js';
import { closerOf, type Fence, openingFence } from './fence.js';
import { footersLeftOut } from './footer.js';
import { leadIns } from './lead-in.js';
import { onlyWhitespace } from './line-bytes.js';
import { bomLength, type Mark, marksOf } from './marks.js';
import { headingNumber, headingStamp } from './order.js';

/** How a log is split into entries (the `[memory]` fields entry_heading, entries_under, structure). */
export interface EntryModel {
  /** The heading level that starts an entry: 2 (`## `) to 4. */
  level: number;
  /** The title of the `## ` section that holds the entries; undefined: entries anywhere. */
  entriesUnder?: string;
  /** Headings of the entry level that are structure, not entries (`*` matches any text; case-insensitive). */
  structure: readonly string[];
  /** The `## ` section of distilled knowledge (`summary_section`): its `### ` and `- ` items read as entries would be trimmed. */
  summary?: string;
  /** Only headings that name a date are entries; the others are the document's fixed sections. */
  dated?: boolean;
  /** Only headings that name a date or a run's number (`Action 3`, `Step 2`) are entries. */
  numbered?: boolean;
  /** Entries are the top-level list items of the `entriesUnder` section (level: that section's heading level). */
  items?: boolean;
  /** axe's own model: every heading of the level is an entry, templates too (its streaming scans cannot tell). */
  plain?: boolean;
}

const NL = 0x0a;
const SPACE = 0x20;
const HASH = 0x23;
const CR = 0x0d;

export interface Block {
  heading: string;
  start: number;
  end: number;
  /** See LogEntry.day. */
  day?: string;
  /** See LogEntry.lead. */
  lead?: number;
}

/**
 * A heading that stands for one to fill in (`[Date] - [Decision Topic]`,
 * `<title>`, `{{date}}`, a date spelt `YYYY-MM-DD`): a template, not an entry.
 */
const PLACEHOLDER =
  /(\[|<|\{\{)\s*(date|time|timestamp|yyyy[-/]?mm[-/]?dd|topic|title|summary|description|name|decision[a-z ]*|agent|task|version)[^\]>}\d]*(\]|>|\}\})|(?<![\w-])yyyy-mm-dd(?![\w-])/i;
/**
 * `## Template`, `## Template for Future Decisions`, `## Entry Template`: a
 * heading that names a template, not one that mentions it (`### Template
 * contamination fix` is an entry).
 */
const TEMPLATE = /^\W*(templates?(\s+for\b.*)?|(\w+\s+){1,2}templates?)\W*$/i;

/** Whether a heading is a template or placeholder: structure, whatever the entry model says. */
export function isTemplateHeading(title: string): boolean {
  return PLACEHOLDER.test(title) || TEMPLATE.test(title.trim());
}

/**
 * The entries of a log: blocks starting at a column-0 heading of the
 * model's level (in the `entries_under` section when set, not a structure
 * heading, not a template or placeholder, and dated when the model says
 * so), each running to the next heading of that level or above. A heading
 * above the entries' level ends them in any form (indented, setext), as
 * at column 0; axe's own model reads column 0 only, as its streaming scans do.
 * With `items`, the entries are the list items (and paragraphs starting
 * with a date) of the `entries_under` section instead. Everything else,
 * `# ` titles, comments between entries and the summary section included,
 * is structure.
 */
export function entryBlocks(buf: Buffer, model: EntryModel): Block[] {
  if (model.items) return itemBlocks(buf, model);
  // Where only dated (or numbered) headings are entries, every other heading of their level is
  // structure, indented too: ` ## Notes` ends the entry above it as `## Notes` does. Not a setext
  // one: an entry's last line over the `---` its agent separates entries with reads as one.
  const picked = model.dated || model.numbered;
  const marks = marksOf(buf, model.level, model.plain ? 0 : picked ? model.level : model.level - 1);
  const heads = picked ? marks.filter((m) => m.level !== model.level || atxAt(buf, m.start)) : marks;
  const structure = model.structure.map(globToRegExp);
  const under = model.entriesUnder?.trim().toLowerCase();
  const summary = model.summary?.trim().toLowerCase();
  const blocks: Block[] = [];
  let section: string | undefined;
  let sectionIsTemplate = false;
  let day: string | undefined;
  for (let k = 0; k < heads.length; k++) {
    const h = heads[k];
    // A `## 2026-05-01` section above `### 10:30 …` entries; a `# ` title dates nothing.
    if (h.level >= 2 && h.level < model.level) day = dayOf(h.title);
    if (h.level === 1) {
      section = undefined;
      sectionIsTemplate = false;
    }
    if (h.level === 2) {
      section = bare(h.title).toLowerCase();
      // The section `entries_under` names holds the entries, whatever its name: an agent appends
      // them below the template it shows there (`## Entry template`); the template's own heading
      // is still a placeholder's or undated.
      sectionIsTemplate = model.level > 2 && section !== under && isTemplateHeading(h.title);
    }
    if (h.level !== model.level) continue;
    // An entry starts at a column-0 `#` heading only; an indented one is a section.
    if (picked && buf[h.start + (h.start === 0 ? bomLength(buf) : 0)] !== HASH) continue;
    if (under !== undefined && section !== under) continue;
    if (summary !== undefined && section === summary) continue;
    if (!model.plain && (sectionIsTemplate || isTemplateHeading(h.title))) continue;
    if (structure.some((re) => re.test(bare(h.title)))) continue;
    const stamped = headingStamp(h.title) !== undefined;
    if (!stamped && (model.dated || (model.numbered && headingNumber(h.title) === undefined))) continue;
    const dated = day !== undefined && !stamped;
    blocks.push({ heading: h.title, start: h.start, end: entryEnd(buf, heads, k), ...(dated && { day }) });
  }
  // An id or anchor the agent writes with each entry goes and stays with it.
  leadIns(buf, blocks, heads, bomLength(buf));
  // The last entry of a run (structure or the end of the file follows) ends before a footer;
  // axe's own model leaves it the entry's, as its streaming scans read it.
  if (!model.plain) footersLeftOut(buf, blocks);
  return blocks;
}

/** Whether the heading mark at `at` is an ATX one (`#` after blank lines and up to 3 spaces), not a setext title. */
function atxAt(buf: Buffer, at: number): boolean {
  let i = at + (at === 0 ? bomLength(buf) : 0);
  while (i < buf.length && (buf[i] === NL || buf[i] === CR || buf[i] === SPACE)) i++;
  return buf[i] === HASH;
}

/**
 * Where the entry headed by `marks[k]` ends: at the next heading, but before
 * the comments that only blank lines separate from it. A comment the
 * entry's text follows is the entry's, as fenced code is; one after the
 * last of its text stands between entries (a template for the next one, a
 * note to the agent) and is structure, never trimmed with the entry above.
 */
function entryEnd(buf: Buffer, marks: Mark[], k: number): number {
  let next = k + 1;
  while (next < marks.length && marks[next].level === 0) next++;
  let end = marks[next]?.start ?? buf.length;
  for (let c = next - 1; c > k && onlyWhitespace(buf, marks[c].end ?? end, end); c--) end = marks[c].start;
  return end;
}

/** The day a section heading names (`## 2026-05-01`, `## May 1, 2026`) as YYYY-MM-DD; undefined for a month or none. */
function dayOf(title: string): string | undefined {
  const stamp = headingStamp(title);
  return stamp && stamp.unit !== 'month' ? new Date(stamp.t).toISOString().slice(0, 10) : undefined;
}

const ITEM = /^(?:[-*+]|\d{1,3}[.)])[ \t]+(.*)$/;
const DATED_LINE = /^(?:\*\*|__|\[)?\d{4}-?\d{2}-?\d{2}/;

/** Every placeholder in a text. */
const PLACEHOLDERS = new RegExp(PLACEHOLDER.source, 'gi');

/**
 * A list item that is a template's slot: nothing but placeholders and
 * punctuation (`*   [YYYY-MM-DD HH:MM:SS] - [Summary of change]`, Roo
 * Code's memory-bank templates), or empty. An item that mentions one
 * (`` `<VERSION>` placeholder, no hardcoded versions ``) is an entry.
 */
function isPlaceholderItem(text: string): boolean {
  return !/[\p{L}\p{N}]/u.test(text.replace(PLACEHOLDERS, ''));
}

/**
 * List items (and paragraphs starting with a date) at column 0 in the
 * `entries_under` section (without one, all of the file but the summary
 * section), placeholders left out. An item runs to the next item, heading,
 * column-0 comment or fence, or to a blank line followed by a line that is
 * not indented (a paragraph of the section's own). An indented comment is
 * the text of the item it sits in. The section ends at a heading of its
 * level or above in any form.
 */
function itemBlocks(buf: Buffer, model: EntryModel): Block[] {
  const marks = marksOf(buf, 6, model.level);
  const under = model.entriesUnder?.trim().toLowerCase();
  const regions: [number, number][] = [];
  if (under === undefined) {
    let at = 0;
    for (const [from, to] of sectionsTitled(buf, marks, 2, model.summary)) {
      if (from > at) regions.push([at, from]);
      at = to;
    }
    regions.push([at, buf.length]);
  } else regions.push(...sectionsTitled(buf, marks, model.level, under));
  const blocks: Block[] = [];
  for (const [from, to] of regions) {
    // The region's marks, the section's own heading first.
    const stops = new Map(marks.filter((m) => m.start >= from && m.start < to).map((m) => [m.start, m]));
    let open: Block | undefined;
    let blank = false;
    // Where the blank lines before the current line start: a paragraph after them keeps them.
    // A BOM is the file's: no item starts before it, and no line's text holds it.
    let at = from === 0 ? bomLength(buf) : from;
    let blankAt = at;
    const close = (end: number) => {
      if (open) blocks.push({ ...open, end });
      open = undefined;
    };
    const lineEnd = (pos: number) => {
      const nl = buf.indexOf(NL, pos);
      return nl === -1 || nl + 1 > to ? to : nl + 1;
    };
    const lineAt = (pos: number) => buf.toString('utf8', pos, lineEnd(pos)).replace(/\r?\n$/, '');
    // The region's column-0 `<details>` blocks, found once, when a line might open one.
    let details: Map<number, number> | undefined;
    const detailsEnd = (pos: number) =>
      buf[pos] === 0x3c ? ((details ??= detailsBlocks(buf, from, to)).get(pos) ?? false) : false;
    while (at < to) {
      const stop = stops.get(at);
      if (stop) {
        // A column-0 comment ends the list as a heading does; an indented one is the text of the item it is in.
        if (stop.level > 0 || buf[at] !== SPACE) close(at);
        // A comment's lines, and a setext heading's, start nothing, whatever they hold.
        at = stop.end !== undefined ? Math.min(stop.end, to) : lineEnd(at);
        blank = false;
        continue;
      }
      const text = lineAt(at);
      const opener = /^[ \t]/.test(text) ? undefined : openingFence(text);
      const closerAt = opener ? fenceEnd(at, opener) : detailsEnd(at);
      if (closerAt !== false) {
        // A fence or a `<details>` block at column 0 is the section's own text, not part of an item.
        close(at);
        at = closerAt;
        blank = false;
        continue;
      }
      if (text.trim() === '') {
        if (!blank) blankAt = at;
        blank = true;
      } else {
        const item = ITEM.exec(text);
        if (item || DATED_LINE.test(text)) {
          close(at);
          const heading = (item ? item[1] : text).trim();
          if (!isPlaceholderItem(heading)) open = { heading, start: at, end: to };
        } else if (blank && !/^[ \t]/.test(text)) {
          // The blank lines stay with the paragraph: dropping the item must not glue it to the one before.
          close(blankAt);
        }
        blank = false;
      }
      at = lineEnd(at);
    }
    close(to);

    /** Offset past the closer of a fence opened at `pos`, or false when it never closes in the region. */
    function fenceEnd(pos: number, fence: Fence): number | false {
      for (let p = lineEnd(pos); p < to; p = lineEnd(p)) {
        const c = closerOf(lineAt(p));
        if (c && c.char === fence.char && c.len >= fence.len) return lineEnd(p);
      }
      return false;
    }
  }
  return blocks;
}

/** A heading's title as it names its section: trimmed, without a closing run of `#` (`## Open questions ##`). */
function bare(title: string): string {
  return title.replace(/(?:^|[ \t]+)#+[ \t]*$/, '').trim();
}

/**
 * Where the first entry of a log that has none goes: the end of its
 * `entries_under` section, before the heading that ends it. Undefined when
 * entries may be anywhere or the section runs to the end of the log (an
 * append lands in it); `missing` when the log has no such section.
 */
export function firstEntryAt(buf: Buffer, model: EntryModel): number | 'missing' | undefined {
  if (model.entriesUnder === undefined) return undefined;
  const level = model.items ? model.level : 2;
  const marks = model.items ? marksOf(buf, 6, model.level) : marksOf(buf, model.level, model.level - 1);
  const [section] = sectionsTitled(buf, marks, level, model.entriesUnder);
  if (!section) return 'missing';
  return section[1] < buf.length ? section[1] : undefined;
}

/** Each section headed `title` (case-insensitive) at `level`, from its heading to the next heading of that level or above. */
function sectionsTitled(buf: Buffer, marks: Mark[], level: number, title: string | undefined): [number, number][] {
  const wanted = title?.trim().toLowerCase();
  if (wanted === undefined) return [];
  return marks.flatMap((m, k): [number, number][] => {
    if (m.level !== level || bare(m.title).toLowerCase() !== wanted) return [];
    const next = marks.slice(k + 1).find((n) => n.level >= 1 && n.level <= level);
    return [[m.start, next?.start ?? buf.length]];
  });
}

function globToRegExp(glob: string): RegExp {
  const body = glob
    .trim()
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`, 'i');
}
