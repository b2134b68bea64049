/**
 * How an entry's body is cut into the texts statements.ts scores: a table
 * row as its cells (times left out), a short list joined to the line that
 * announces it, a line into whole sentences; the counts it takes of a
 * statement's text (letters, spaces, words of prose), made without copying it;
 * and the shapes of text that are no whole statement (a line announcing what
 * follows, a value that only measures, a quotation or links alone).
 */

/** A heading, as a label for the lines under it. */
export const HEADING_LABEL = /^\s*#{1,6}\s+(.+?):?\s*$/;

/** A statement that is one quotation and nothing else, maybe in a blockquote: its inner text. */
export const QUOTE_ONLY = /^(?:>\s*)*["“]([^"“”\n]+)["”][.!]?$/;

/** One or more Markdown links and nothing else ("[`a.md`](a.md), [`b.md`](b.md)"). */
export const LINKS_ONLY = /^(?:\[[^\]\n]+\]\([^)\s]+\)(?:\s*(?:,|;|and)\s*|\s*$))+$/;

/** A table row, its outer pipes left out. */
export const TABLE_ROW = /^\|(.*)\|$/;
/** A cell that only says when ("2026-02-09 10:34Z-10:36Z", "~10:44Z (CET)", "2026-02-09 (during deploy)"). */
const WHEN_CELL = /^(?=.*(?:\d{4}-\d\d-\d\d|\d{1,2}:\d\d))[\d\s:TZ+\-.~–]+$/;

/**
 * A table row's cells, those that only say when left out: a session log's
 * "| 10:34Z | Ran the build | All green |" rows are dated by their entry,
 * and the time cell would cost every row its bytes.
 */
export function cellsOf(row: string): string {
  return row
    .split(/(?<!\\)\|/)
    .map((c) => c.trim())
    .filter((c) => !WHEN_CELL.test(c.replace(/\([^)]*\)|\b(?:and|to|UTC|[A-Z]{3,4})\b/g, '')))
    .join(' | ');
}

/** A list item (its indent, its text), a task-list box left out. */
export const LIST_ITEM = /^(\s*)(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/;
/** A line that opens or closes a code block, whose lines are not statements. */
export const FENCE_MARK = /^\s*(`{3,}|~{3,})/;
/** A list joined to the line that announces it when each item is at most this long… */
const JOINED_ITEM = 48;
/** …and the list at most this long: longer items are statements of their own. */
const JOINED_LIST = 200;

/**
 * "Scaffold `ci.yml` with steps:" and its short list ("Checkout code",
 * "Run tests") as one line: apart, the line announces nothing and each item
 * says nothing.
 */
export function withShortListsJoined(lines: string[]): string[] {
  const out: string[] = [];
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (FENCE_MARK.test(line)) fence = !fence;
    if (fence || !/\S:\s*$/.test(line) || HEADING_LABEL.test(line)) {
      out.push(line);
      continue;
    }
    const indent = /^\s*/.exec(line)![0].length;
    const nested = LIST_ITEM.test(line);
    const items: string[] = [];
    let next = i + 1;
    for (
      let m = LIST_ITEM.exec(lines[next] ?? '');
      m && !(nested && m[1].length <= indent);
      m = LIST_ITEM.exec(lines[next] ?? '')
    ) {
      items.push(m[2].trim());
      next++;
    }
    const joined = items.join('; ');
    if (items.length >= 2 && items.every((t) => t.length <= JOINED_ITEM) && joined.length <= JOINED_LIST) {
      out.push(`${line.trimEnd()} ${joined}`);
      i = next - 1;
    } else out.push(line);
  }
  return out;
}

/**
 * A line that starts a statement of its own: a list item, heading, table row,
 * fence, rule or comment, a field ("Root cause: …", "**Fix:** …") or a line
 * opened by a pictograph ("📌 Team update …").
 */
const OWN_START =
  /^\s*(?:[-*+]\s|\d+[.)]\s|#{1,6}\s|\||`{3,}|~{3,}|<!--|[-=*_]{3,}\s*$|\*\*[^*\n]{1,60}\*\*|[A-Z][A-Za-z ]{1,30}:\s|\p{Extended_Pictographic})/u;
/** A line that cannot be continued: a heading, table row, fence, rule or comment. */
const CLOSED = /^\s*(?:#{1,6}\s|\||`{3,}|~{3,}|<!--|[-=*_]{3,}\s*$)/;
/** A paragraph line shorter than this was not wrapped by its width: it ends where its writer ended it. */
const WRAPPED_WIDTH = 50;

/**
 * Lines a writer wrapped at a fixed width joined back into the list item or
 * paragraph they belong to: an indented line under a list item goes on with
 * it, and a long paragraph line that stops mid-sentence (no end mark, or the
 * next line goes on in lower case) goes on in the next. Apart, each half was
 * read as a statement of its own ("Replaced the key with the submitted").
 */
export function withWrappedLinesJoined(lines: string[]): string[] {
  const out: string[] = [];
  let fence = false;
  // Whether the last line out is a list item (or goes on with one).
  let inItem = false;
  for (const line of lines) {
    const wasFence = fence;
    if (FENCE_MARK.test(line)) fence = !fence;
    const prev = out[out.length - 1];
    const open = prev !== undefined && prev.trim() !== '' && !CLOSED.test(prev);
    if (!wasFence && !fence && open && line.trim() !== '' && !OWN_START.test(line)) {
      const indented = /^\s{2,}\S/.test(line);
      const text = prev.trim();
      const midSentence = !/[.!?:]\**$/.test(text) || /^\s*[a-z]/.test(line);
      if ((indented && inItem) || (!indented && !inItem && text.length >= WRAPPED_WIDTH && midSentence)) {
        out[out.length - 1] = `${prev.trimEnd()} ${line.trim()}`;
        continue;
      }
    }
    inItem = LIST_ITEM.test(line);
    out.push(line);
  }
  return out;
}

/** Whole sentences: an abbreviation's point ("e.g. `.squad/`", "vs. Node 20") ends none. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  // "**Inline charter is correct.** `a.md` inlines …": the bold sentence ends where its bold does.
  for (const part of text.split(/(?<=[.!?](?:\*\*)?)\s+(?=[A-Z`*"([])/)) {
    const last = out[out.length - 1];
    if (last !== undefined && (ABBREVIATION.test(last) || ENUMERATOR.test(last) || quoteOpen(last)))
      out[out.length - 1] += ` ${part}`;
    else out.push(part);
  }
  // "Fix: (a) the heartbeat carries …; (b) `reconcile()` closes …": each part of an enumeration says a thing of its own.
  return out.flatMap((s) => (FIRST_PART.test(s) ? s.split(NEXT_PART) : s));
}

/** "(a) ", "(1) ": the first part of an enumeration inside a sentence; "; (b) " the start of each next one. */
const FIRST_PART = /\((?:a|1)\)\s/;
const NEXT_PART = /;\s+(?=\((?:[b-z]|\d{1,2})\)\s)/;

/**
 * Whether `text` leaves a quotation open ('"Cards are units of recall.' before 'Notes are …"'): a quotation
 * of several sentences is one statement. Quotes inside code spans are code.
 */
function quoteOpen(text: string): boolean {
  const prose = text.replace(/`[^`]*`/g, '');
  const straight = prose.split('"').length - 1;
  return straight % 2 === 1 || prose.split('“').length > prose.split('”').length;
}

/** "1.", "Next planned step: 3.": a number counting what follows, which ends no sentence ("Workers: 2." is a value). */
const ENUMERATOR = /(?:^|\b(?:item|step|phase|stage|task|part|point)\s*:?\s*)\d{1,2}\.$/i;
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|fig|et al)\.$/i;

/** Whether `text` has fewer than `n` letters and digits: ASCII ones counted first, the Unicode tables only for a short text. */
export function fewerLetters(text: string, n: number): boolean {
  let ascii = 0;
  for (let i = 0; i < text.length && ascii < n; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) ascii++;
  }
  return ascii < n && text.replace(/[^\p{L}\p{N}]/gu, '').length < n;
}

/** Whitespace that is not one space between words: what a statement's text is tidied of. */
export const UNTIDY = /[^\S ]| {2}|^ | $/;

/** Whether `text` has at least `n` spaces. */
export function spaces(text: string, n: number): boolean {
  for (let i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) if (--n === 0) return true;
  return n <= 0;
}

/** How many of the words of `text` (single spaces between them) are prose, counted up to `most`. */
export function proseWords(text: string, most: number): number {
  let prose = 0;
  for (let start = 0; start <= text.length && prose < most; ) {
    const space = text.indexOf(' ', start);
    const end = space < 0 ? text.length : space;
    if (isProse(text, start, end)) prose++;
    start = end + 1;
  }
  return prose;
}

/**
 * Whether text[start, end) is a word of prose, /^[(["']*[a-z]{3,}[)\]"',.;:]*$/ spelt
 * out: a lower-case word, maybe bracketed, quoted or followed by a point.
 */
function isProse(text: string, start: number, end: number): boolean {
  let i = start;
  while (i < end && OPENS.has(text.charCodeAt(i))) i++;
  const letters = i;
  while (i < end && text.charCodeAt(i) >= 0x61 && text.charCodeAt(i) <= 0x7a) i++;
  if (i - letters < 3) return false;
  while (i < end && CLOSES.has(text.charCodeAt(i))) i++;
  return i === end;
}
const OPENS = new Set([...'(["\''].map((c) => c.charCodeAt(0)));
const CLOSES = new Set([...')]"\',.;:'].map((c) => c.charCodeAt(0)));

/**
 * A line ending where what it announces begins: on a word that needs an
 * object ("uses:", "using:", "with:", "are:") or after "the following".
 */
export const ANNOUNCES =
  /(?:\b(?:with|by|via|using|from|to|into|for|of|in|on|as|like|including|include[sd]?|are|is|were|was|be|uses?|used|contains?|has|have|needs?|requires?|these|those|the|and|or)|\bthe following\b.*)\s*:$/i;

/** A value that only measures: a number, fraction or amount, a unit word, a share in brackets. */
export const MEASURE = /^[~≈<>]?\s*[$€£]?\d[\d.,/:%+\-\s]*(?:[A-Za-z]{1,8}\.?)?\s*(?:\([^)]*\))?$/;
