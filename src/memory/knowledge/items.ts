/**
 * Knowledge items: what an agent's knowledge file (digest.md, lessons.md,
 * or the items of a summary section such as Squad's `## Core Context`) is
 * made of. One item is one heading section, so `load` can cut at item
 * boundaries:
 *
 *   ## <title>
 *   - <the knowledge: a fact, decision, fix, rule, pitfall>
 *   _Evidence (<count>): <newest citations> · confirmed <YYYY-MM-DD>_
 *
 * The count is shown only when it is more than the citations shown, and
 * the date only when it is not the newest citation's own (an entry of
 * 2026-03-20 is confirmed on 2026-03-20): `_Evidence: 2026-03-20T10:00Z_`.
 * Every byte of the frame is a byte a statement cannot have under the cap.
 *
 * `## ` items in a file of their own, `### ` items inside a summary section.
 * Text a reviewer wrote in an item is kept as it is; an item without an
 * evidence line is the reviewer's own and is never folded.
 *
 * Everything here is plain text an agent reads back: nothing invisible is
 * ever written, and text that could change the file's structure (a heading,
 * a fence, HTML) is neutralised visibly (`\#`, `` \` ``, `&lt;`).
 */
import { closesFence, type Fence, openingFence } from '../../format/fence.js';
import { INVISIBLE_CHARS, withoutInvisible } from '../../text/invisible.js';

export interface KnowledgeItem {
  title: string;
  /** The knowledge as markdown lines, verbatim (memkeep writes `- ` bullets; a reviewer may write anything). */
  lines: string[];
  /** Citations, newest first: entry timestamps or headings, file paths. */
  evidence: string[];
  /** How many citations support the item (at least evidence.length). */
  count: number;
  /** YYYY-MM-DD the item was last confirmed by new evidence; '' for a reviewer's own item. */
  confirmed: string;
}

/** Citations shown per item; the rest are counted. */
export const EVIDENCE_SHOWN = 3;

const EVIDENCE = /^_Evidence(?: \((\d+)\))?: (.*?)(?: · confirmed (\d{4}-\d\d-\d\d))?_$/;
const DATED = /^\d{4}-\d\d-\d\d/;
const SEP = '; ';

/**
 * Anything safeLine would change; most statements have none, and are returned
 * as they are. Built from INVISIBLE_CHARS, so a character added there is
 * never let through here.
 */
const UNSAFE = new RegExp(
  `[\\u0000-\\u001f\\u007f\\u0085\\u2028\\u2029<]|${INVISIBLE_CHARS.source}|[^\\S ]| {2}|^ | $|\`{3}|~{3}|!\\[|^[#>=+|*_[]|^(?:-(?=\\s|$)|---|\\d+[.)](?=\\s))`,
  'u',
);

/**
 * What opens a line as structure in a list item: a heading, quote, table,
 * list marker, thematic break (`---`, `***`, `___`, spaced or not) or link
 * reference definition (`[x]: url`, which would define `[x]` for the file;
 * `[Bug]: login fails` is not one, and stays as it is).
 */
const OPENER =
  /^(?:[#>=+|]|[-*](?=\s|$)|([-*_])(?=(?:\s*\1){2,}\s*$)|\[(?=[^\]]*\]:\s*(?:<[^>]*>|\S+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*$)|\d+[.)](?=\s))/;

/** One line of untrusted text, safe as a bullet or a title in a memory file, visibly escaped. */
export function safeLine(text: string): string {
  if (!UNSAFE.test(text)) return text;
  return (
    // Control characters become a space; invisible ones (zero-width, bidi, tags) go, but for an emoji's own.
    withoutInvisible(text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' '))
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/<(?=[!/?a-zA-Z])/g, '&lt;')
      // A run of three backticks or tildes would open a fence inside a list item.
      .replace(/`{3,}|~{3,}/g, (run) => run.replace(/./g, '\\$&'))
      // An image loads from wherever its address points when the file is viewed; as text it is inert.
      .replace(/!\[/g, '!\\[')
      .replace(OPENER, '\\$&')
  );
}

/** Normalised text for duplicate detection: Unicode form, case, punctuation, markup and spacing ignored. */
export function normaliseText(text: string): string {
  // ASCII is its own NFKC form and has no letters or digits past z and 9: the Unicode tables cost
  // more than the rest of a distillation's comparisons together, and most memory is ASCII.
  return normaliseAscii(text) ?? normaliseUnicode(text);
}

function normaliseUnicode(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      // safeLine's escape of `<` is the same character.
      .replaceAll('&lt;', '<')
      .replace(/\*\*|__|`/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/**
 * normaliseUnicode's steps for ASCII text in one pass (undefined for any
 * other text): `&lt;` is `<`; `**`, `__` and backticks go, read left to
 * right as the regex reads them, so the letters around them join; every
 * other run of characters but letters and digits is one space between
 * words. A statement is normalised once or more per distillation, and the
 * five passes cost more than the rest of its comparisons.
 */
function normaliseAscii(text: string): string | undefined {
  const t = text.toLowerCase();
  let out = '';
  let space = false;
  for (let i = 0; i < t.length; ) {
    const c = t.charCodeAt(i);
    if (c > 0x7f) return undefined;
    if (isWordChar(c)) {
      let end = i + 1;
      while (end < t.length && isWordChar(t.charCodeAt(end))) end++;
      if (space && out !== '') out += ' ';
      space = false;
      out += t.slice(i, end);
      i = end;
    } else if ((c === STAR || c === UNDERSCORE) && t.charCodeAt(i + 1) === c) i += 2;
    else if (c === BACKTICK) i++;
    else {
      space = true;
      i += c === AMPERSAND && t.startsWith('&lt;', i) ? 4 : 1;
    }
  }
  return out;
}

const STAR = 0x2a;
const UNDERSCORE = 0x5f;
const BACKTICK = 0x60;
const AMPERSAND = 0x26;

/** a-z and 0-9 (the text is lower-cased). */
function isWordChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39);
}

/** An item's identity: its title without dates, issue numbers in parentheses or markup. */
export function titleKey(title: string): string {
  return normaliseText(
    title
      .replace(/\(\s*\d{4}-\d\d-\d\d[^)]*\)/g, ' ')
      .replace(/\[\s*\d{4}-\d\d(?:-\d\d)?\s*\]/g, ' ')
      .replace(/\b\d{4}-\d\d-\d\d(?:[T ][\d:.]+Z?)?\b/g, ' '),
  );
}

/** The fence open after `line`, given the one open before it: an opener opens one even if it never closes. */
function fenceAfter(fence: Fence | undefined, line: string): Fence | undefined {
  if (!fence) return openingFence(line);
  return closesFence(line, fence) ? undefined : fence;
}

/** The fence `lines` leave open, read as parseItems reads them. */
function fenceLeftOpen(lines: string[]): Fence | undefined {
  return lines.reduce(fenceAfter, undefined as Fence | undefined);
}

/**
 * An item's lines as the file holds them: a fence a reviewer's text leaves
 * open would make the evidence line and every item after it this item's
 * code when read back (and the cap could never fold them), so it is
 * closed, visibly. The review shows the lines so too.
 */
export function heldLines(lines: string[]): string[] {
  const open = fenceLeftOpen(lines);
  return open ? [...lines, open.char.repeat(open.len)] : lines;
}

export function renderItem(item: KnowledgeItem, level: 2 | 3): string {
  const lines = [`${'#'.repeat(level)} ${safeLine(item.title) || '(untitled)'}`, ...heldLines(item.lines)];
  if (item.confirmed) {
    // An empty citation (a heading of nothing visible) reads back as none; the count still holds it.
    const shown = item.evidence
      .filter((c) => c !== '')
      .slice(0, EVIDENCE_SHOWN)
      .map((c) => c.replaceAll(SEP, ', ').replaceAll(' · ', ' - '));
    const count = item.count > shown.length ? ` (${item.count})` : '';
    const date =
      shown[0]?.slice(0, 10) === item.confirmed && DATED.test(shown[0]) ? '' : ` · confirmed ${item.confirmed}`;
    lines.push(`_Evidence${count}: ${shown.join(SEP)}${date}_`);
  }
  return `${lines.join('\n')}\n`;
}

export function renderItems(items: KnowledgeItem[], level: 2 | 3): string {
  return items.map((i) => renderItem(i, level)).join('\n');
}

export interface ParsedItems {
  /** Text before the first item, verbatim (a BOM included). */
  preamble: string;
  items: KnowledgeItem[];
}

/**
 * The items of `text` at heading `level` (2 in a file, 3 in a section body),
 * with fenced blocks honoured; an evidence line memkeep wrote is read back
 * into evidence, count and date, every other line is the item's knowledge.
 */
export function parseItems(text: string, level: 2 | 3): ParsedItems {
  const marker = `${'#'.repeat(level)} `;
  // A BOM (Notepad, some editors) is the file's, not its first line's: that line is still an item.
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const lines = text.slice(bom.length).replace(/\r\n/g, '\n').split('\n');
  const preamble: string[] = [];
  const items: KnowledgeItem[] = [];
  let current: KnowledgeItem | undefined;
  let fence: Fence | undefined;
  for (const line of lines) {
    if (!fence && line.startsWith(marker) && !line.startsWith(`${marker}#`)) {
      current = { title: line.slice(marker.length).trim(), lines: [], evidence: [], count: 0, confirmed: '' };
      items.push(current);
      continue;
    }
    fence = fenceAfter(fence, line);
    if (!current) {
      preamble.push(line);
      continue;
    }
    const ev = EVIDENCE.exec(line);
    const cites = ev ? ev[2].split(SEP).filter(Boolean) : [];
    // Without a date of its own, the evidence is confirmed on its newest citation's date.
    const confirmed = ev?.[3] ?? (DATED.test(cites[0] ?? '') ? cites[0].slice(0, 10) : undefined);
    if (ev && confirmed && !fence) {
      current.evidence = cites;
      current.count = Math.max(Number(ev[1] ?? 0), cites.length);
      current.confirmed = confirmed;
    } else current.lines.push(line);
  }
  // Blank lines around an item are the file's spacing, not its knowledge.
  for (const item of items) {
    while (item.lines.length && item.lines[item.lines.length - 1].trim() === '') item.lines.pop();
    while (item.lines.length && item.lines[0].trim() === '') item.lines.shift();
  }
  return { preamble: bom + preamble.join('\n'), items };
}

export type KnowledgeOpKind = 'add' | 'update' | 'supersede' | 'remove' | 'fold';

/** One change to the knowledge, with the evidence behind it, as the review shows it. */
export interface KnowledgeOp {
  op: KnowledgeOpKind;
  title: string;
  /** The new text (add, update, supersede) or the text that left (remove, fold). */
  lines: string[];
  evidence: string[];
  /** What a supersede replaced, or why an item was removed or folded. */
  note?: string;
}

export function itemsBytes(items: KnowledgeItem[], level: 2 | 3): number {
  return Buffer.byteLength(renderItems(items, level), 'utf8');
}

/**
 * Keeps the items within `max` bytes by folding whole items, never by
 * cutting text: the least confirmed (oldest date, then fewest citations,
 * then the earliest in the file) go first; a reviewer's own items (no
 * evidence line) are never folded. What this run added under a reviewer's
 * item (found against `before`, the items the file held) goes last, as a
 * whole: nothing else would ever bound it; items that fit again once it is
 * folded come back, the most confirmed first. Returns the items kept, in their
 * order, and a `fold` operation for each item, or addition, that left.
 */
export function foldToCap(
  items: KnowledgeItem[],
  max: number,
  level: 2 | 3,
  before: KnowledgeItem[] = [],
): { items: KnowledgeItem[]; folded: KnowledgeOp[] } {
  const size = (i: KnowledgeItem) => Buffer.byteLength(renderItem(i, level), 'utf8') + 1;
  const sizes = items.map(size);
  let total = sizes.reduce((a, b) => a + b, 0);
  if (total <= max) return { items, folded: [] };
  const order = items
    .map((item, at) => ({ item, at }))
    .filter(({ item }) => item.confirmed !== '')
    .sort(
      (a, b) =>
        (a.item.confirmed < b.item.confirmed ? -1 : a.item.confirmed > b.item.confirmed ? 1 : 0) ||
        a.item.count - b.item.count ||
        a.at - b.at,
    );
  const gone = new Set<number>();
  for (const { at } of order) {
    if (total <= max) break;
    gone.add(at);
    total -= sizes[at];
  }
  const kept = items.slice();
  const folded: { at: number; op: KnowledgeOp }[] = [];
  const theirs = new Map(before.filter((i) => i.confirmed === '').map((i) => [titleKey(i.title), i]));
  for (const [at, item] of items.entries()) {
    if (total <= max) break;
    const was = item.confirmed === '' ? theirs.get(titleKey(item.title)) : undefined;
    if (!was || item.lines.length <= was.lines.length) continue;
    kept[at] = { ...item, lines: was.lines };
    total -= sizes[at] - size(kept[at]);
    folded.push({
      at,
      op: {
        op: 'fold',
        title: item.title,
        lines: item.lines.slice(was.lines.length),
        evidence: [],
        note: `added under a reviewer's item, folded to keep the file within ${max} bytes; the item stays as the reviewer wrote it`,
      },
    });
  }
  // Items folded to make room for what then left too may fit again, the most confirmed first: lines
  // added under a reviewer's item (a model's 6 KB of them), or an item larger than the cap on its own,
  // evicted every other item and were then folded themselves.
  for (const { at } of [...order].reverse())
    if (gone.has(at) && total + sizes[at] <= max) {
      gone.delete(at);
      total += sizes[at];
    }
  // An item folded while one less confirmed stays left for its size, not its confirmation.
  const rank = new Map(order.map(({ at }, i) => [at, i]));
  const lowestKept = Math.min(...order.filter(({ at }) => !gone.has(at)).map(({ at }) => rank.get(at)!));
  for (const at of gone) {
    const { confirmed, count } = items[at];
    const why =
      rank.get(at)! > lowestKept
        ? `too large (${sizes[at]} bytes) for the room the items kept leave`
        : `least confirmed (${confirmed}, ${count} ${count === 1 ? 'citation' : 'citations'})`;
    folded.push({
      at,
      op: {
        op: 'fold' as const,
        title: items[at].title,
        lines: items[at].lines,
        evidence: items[at].evidence,
        note: `${why}, folded to keep the file within ${max} bytes; it stays in git history`,
      },
    });
  }
  return {
    items: kept.filter((_, at) => !gone.has(at)),
    folded: folded.sort((a, b) => a.at - b.at).map((f) => f.op),
  };
}
