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
import { headingNumber, headingStamp } from './order.js';

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

export interface Block {
  heading: string;
  start: number;
  end: number;
  /** See LogEntry.day. */
  day?: string;
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const HASH = 0x23;
const SPACE = 0x20;
const BACKTICK = 0x60;
const TILDE = 0x7e;
const NL = 0x0a;
const LT = 0x3c;

interface Line {
  start: number;
  heading?: { level: number; title: string };
  opener?: Fence;
  closer?: Fence;
  /** A column-0 `<!--`: `closes` when the comment ends on this very line. */
  comment?: { closes: boolean };
  /** A line holding `-->`. */
  commentEnd?: boolean;
}

/** A structure mark: a heading (level 1..max) or a column-0 HTML comment (level 0, `end` past its last line). */
interface Mark extends Heading {
  end?: number;
}

/** Headings of levels 1 to `maxLevel` at column 0 and outside fences and HTML comments, in file order. */
export function headingsOf(buf: Buffer, maxLevel: number): Heading[] {
  return marksOf(buf, maxLevel).filter((m) => m.level > 0);
}

/**
 * Headings (levels 1 to `maxLevel`) and the starts of column-0 HTML
 * comments (level 0), outside fences and comments. A fence or comment that
 * never closes is neither: it would swallow every later entry.
 */
function marksOf(buf: Buffer, maxLevel: number): Mark[] {
  const lines = interestingLines(buf, maxLevel);
  // For each character, the longest closer at or after each interesting line:
  // an opener with no closer that long after it is never closed, so not a fence.
  const longest = {
    '`': new Array<number>(lines.length + 1).fill(0),
    '~': new Array<number>(lines.length + 1).fill(0),
  };
  const commentEndAfter = new Array<boolean>(lines.length + 1).fill(false);
  for (let i = lines.length - 1; i >= 0; i--) {
    for (const ch of ['`', '~'] as const) longest[ch][i] = longest[ch][i + 1];
    const c = lines[i].closer;
    if (c) longest[c.char as '`' | '~'][i] = Math.max(longest[c.char as '`' | '~'][i], c.len);
    commentEndAfter[i] = commentEndAfter[i + 1] || lines[i].commentEnd === true;
  }
  const out: Mark[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.heading) {
      out.push({ start: line.start, ...line.heading });
      continue;
    }
    if (line.comment) {
      if (!line.comment.closes && !commentEndAfter[i + 1]) continue;
      let j = i;
      if (!line.comment.closes) {
        j++;
        while (!lines[j].commentEnd) j++;
      }
      const nl = buf.indexOf(NL, lines[j].start);
      out.push({ start: line.start, level: 0, title: '<!--', end: nl === -1 ? buf.length : nl + 1 });
      i = j;
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

const COMMENT_OPEN = Buffer.from('<!--');
const COMMENT_CLOSE = Buffer.from('-->');

/** Lines that are a heading (levels 1..maxLevel), open or close a fence, or open or close a comment. */
function interestingLines(buf: Buffer, maxLevel: number): Line[] {
  const lines: Line[] = [];
  let at = buf.subarray(0, BOM.length).equals(BOM) ? BOM.length : 0;
  while (at < buf.length) {
    const nl = buf.indexOf(NL, at);
    const next = nl === -1 ? buf.length : nl + 1;
    const end = nl === -1 ? buf.length : nl;
    const first = buf[at];
    const closes = buf.subarray(at, end).includes(COMMENT_CLOSE);
    if (first === HASH) {
      let level = 0;
      while (buf[at + level] === HASH) level++;
      if (level >= 1 && level <= maxLevel && buf[at + level] === SPACE) {
        let e = end;
        if (e > at + level && buf[e - 1] === 0x0d) e--;
        lines.push({
          start: at,
          heading: { level, title: buf.toString('utf8', at + level + 1, e) },
          commentEnd: closes,
        });
      } else if (closes) lines.push({ start: at, commentEnd: true });
    } else if (first === LT && buf.subarray(at, at + COMMENT_OPEN.length).equals(COMMENT_OPEN)) {
      const rest = buf.subarray(at + COMMENT_OPEN.length, end);
      lines.push({ start: at, comment: { closes: rest.includes(COMMENT_CLOSE) }, commentEnd: closes });
    } else if (first === SPACE || first === BACKTICK || first === TILDE) {
      const text = buf.toString('latin1', at, end).replace(/\r$/, '');
      const opener = openingFence(text);
      const closer = closerOf(text);
      if (opener || closer || closes) lines.push({ start: at, opener, closer, commentEnd: closes });
    } else if (closes) lines.push({ start: at, commentEnd: true });
    at = next;
  }
  return lines;
}

/** A heading that stands for one to fill in (`[Date] - [Decision Topic]`, `<title>`, `{{date}}`): a template, not an entry. */
const PLACEHOLDER =
  /(\[|<|\{\{)\s*(date|time|timestamp|yyyy[-/]?mm[-/]?dd|topic|title|summary|description|name|decision[a-z ]*|agent|task|version)[^\]>}\d]*(\]|>|\}\})/i;
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
 * The entries of a log: blocks starting at a heading of the model's level
 * (in the `entries_under` section when set, not a structure heading, not a
 * template or placeholder, and dated when the model says so), each running
 * to the next heading of that level or above, or the next HTML comment.
 * With `items`, the entries are the list items (and paragraphs starting
 * with a date) of the `entries_under` section instead. Everything else,
 * `# ` titles, HTML comments and the summary section included, is structure.
 */
export function entryBlocks(buf: Buffer, model: EntryModel): Block[] {
  if (model.items) return itemBlocks(buf, model);
  const heads = marksOf(buf, model.level);
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
      section = h.title.trim().toLowerCase();
      sectionIsTemplate = model.level > 2 && isTemplateHeading(h.title);
    }
    if (h.level !== model.level) continue;
    if (under !== undefined && section !== under) continue;
    if (summary !== undefined && section === summary) continue;
    if (!model.plain && (sectionIsTemplate || isTemplateHeading(h.title))) continue;
    if (structure.some((re) => re.test(h.title.trim()))) continue;
    const stamped = headingStamp(h.title) !== undefined;
    if (!stamped && (model.dated || (model.numbered && headingNumber(h.title) === undefined))) continue;
    const dated = day !== undefined && !stamped;
    blocks.push({ heading: h.title, start: h.start, end: heads[k + 1]?.start ?? buf.length, ...(dated && { day }) });
  }
  return blocks;
}

/** The day a section heading names (`## 2026-05-01`, `## May 1, 2026`) as YYYY-MM-DD; undefined for a month or none. */
function dayOf(title: string): string | undefined {
  const stamp = headingStamp(title);
  return stamp && stamp.unit !== 'month' ? new Date(stamp.t).toISOString().slice(0, 10) : undefined;
}

const ITEM = /^(?:[-*+]|\d{1,3}[.)])[ \t]+(.*)$/;
const DATED_LINE = /^(?:\*\*|__|\[)?\d{4}-?\d{2}-?\d{2}/;

/**
 * List items (and paragraphs starting with a date) at column 0 in the
 * `entries_under` section (without one, all of the file but the summary
 * section). An item runs to the next item, heading, comment or fence, or to
 * a blank line followed by a line that is not indented (a paragraph of the
 * section's own).
 */
function itemBlocks(buf: Buffer, model: EntryModel): Block[] {
  const marks = marksOf(buf, 6);
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
    // A section's own heading starts its region; a whole file's first line is a line like the others.
    const own = under === undefined ? -1 : from;
    const stops = new Map(
      marks.filter((m) => m.start >= from && m.start !== own && m.start < to).map((m) => [m.start, m]),
    );
    let open: Block | undefined;
    let blank = false;
    // Where the blank lines before the current line start: a paragraph after them keeps them.
    let blankAt = from;
    let at = from;
    const close = (end: number) => {
      if (open) blocks.push({ ...open, end });
      open = undefined;
    };
    const lineEnd = (pos: number) => {
      const nl = buf.indexOf(NL, pos);
      return nl === -1 || nl + 1 > to ? to : nl + 1;
    };
    const lineAt = (pos: number) => buf.toString('utf8', pos, lineEnd(pos)).replace(/\r?\n$/, '');
    while (at < to) {
      const text = lineAt(at);
      const stop = stops.get(at);
      if (at === own || stop) {
        close(at);
        // A comment's lines are structure, whatever they hold.
        at = stop?.end !== undefined ? Math.min(stop.end, to) : lineEnd(at);
        blank = false;
        continue;
      }
      const opener = /^[ \t]/.test(text) ? undefined : openingFence(text);
      const closerAt = opener && fenceEnd(at, opener);
      if (closerAt !== undefined && closerAt !== false) {
        // A fence at column 0 is the section's own text, not part of an item.
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
          open = { heading: (item ? item[1] : text).trim(), start: at, end: to };
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

/** Each section headed `title` (case-insensitive) at `level`, from its heading to the next heading of that level or above. */
function sectionsTitled(buf: Buffer, marks: Mark[], level: number, title: string | undefined): [number, number][] {
  const wanted = title?.trim().toLowerCase();
  if (wanted === undefined) return [];
  return marks.flatMap((m, k): [number, number][] => {
    if (m.level !== level || m.title.trim().toLowerCase() !== wanted) return [];
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
