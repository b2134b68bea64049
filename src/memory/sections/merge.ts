/**
 * Typed-memory merge (aide `merge(path, content, dedupe)`): append text to a
 * memory file, optionally skipping lines already present or replacing
 * `## ` blocks by heading. Blocks are found with the section splitter of
 * section-file.ts, so a `## ` line inside a code fence is body text here too.
 *
 * A locked file is never merged into; the whole file is read and refused if
 * it is not UTF-8 text; the result is written atomically, keeping the mode.
 * The read and the write happen under the file's write lock (fs/writelock.ts),
 * so concurrent merges take turns and none is lost.
 * Incoming text adopts the file's line ending so a CRLF file stays CRLF.
 */
import { configError } from '../../errors.js';
import { writeFileAtomic } from '../../fs/atomic.js';
import { assertUnlocked } from '../../fs/lock.js';
import { withWriteLock } from '../../fs/writelock.js';
import { type ClosingRuns, closingRuns, fenceCloser, lineEnding, splitSections } from './section-file.js';
import { readTextForRewrite } from './section-write.js';

export type DedupeMode = 'none' | 'line_hash' | 'section_replace';
/** The `--dedupe` values, default first. */
export const DEDUPE_MODES: readonly DedupeMode[] = ['none', 'line_hash', 'section_replace'];

/**
 * `added`/`skipped` count non-blank lines for `none` and `line_hash`; for
 * `section_replace`, `added` counts appended blocks (an appended preamble is
 * one) and `replaced` the existing blocks replaced.
 */
export interface MergeResult {
  added: number;
  replaced: number;
  skipped: number;
}

interface Merged extends MergeResult {
  text: string;
}

/** The `--dedupe` value as a mode; anything else is a config error naming the option. */
export function parseDedupe(value: string): DedupeMode {
  const mode = DEDUPE_MODES.find((m) => m === value);
  if (mode) return mode;
  throw configError(`--dedupe must be one of ${DEDUPE_MODES.join(', ')}, not ${JSON.stringify(value)}`, {
    field: '--dedupe',
  });
}

/**
 * Merges `content` into the file at `path` (created, with its directories,
 * when missing) and reports what happened. An existing file that the merge
 * would not change is not rewritten.
 */
export async function mergeInto(path: string, content: string, dedupe: DedupeMode): Promise<MergeResult> {
  await assertUnlocked(path, 'merge into');
  return withWriteLock(path, async () => {
    const existing = await readTextForRewrite(path, 'merge into');
    const base = existing ?? '';
    const eol = lineEnding(base || content);
    // A BOM or foreign line endings in the middle of a file would be noise.
    const incoming = base === '' ? content : content.replace(/^\uFEFF/, '').replace(/\r?\n/g, eol);
    const { text, ...result } = merge(base, incoming, dedupe, eol);
    if (existing === undefined || text !== existing) await writeFileAtomic(path, text, { mkdirs: true });
    return result;
  });
}

function merge(base: string, incoming: string, dedupe: DedupeMode, eol: string): Merged {
  switch (dedupe) {
    case 'none':
      // aide: "straight append". A file without a final line break is continued as it is.
      return { text: base + incoming, added: nonBlankLines(incoming), replaced: 0, skipped: 0 };
    case 'line_hash':
      return lineHash(base, incoming, eol);
    case 'section_replace':
      return sectionReplace(base, incoming, eol);
  }
}

/**
 * `text + addition`, with a line break first when `text` ends inside a line.
 * Empty text, or only a BOM, has no line to finish. A final CR is half a
 * CRLF, so `\n` completes it: adding a whole `\r\n` after it would turn that
 * CR into text, and a last line `x\r` (or a fence opener) into another line.
 */
function append(text: string, addition: string, eol: string): string {
  if (addition === '' || /(^\uFEFF?|\n)$/.test(text)) return text + addition;
  return text + (text.endsWith('\r') ? '\n' : eol) + addition;
}

/**
 * Lines with their terminators, and their text without. Every CR before the
 * `\n` counts as line ending, and so does a CR at the very end: converting to
 * the file's line ending turns `x\r\r\n` into `x\r\n`, and an append turns a
 * final `x\r` into `x\r\n`, so lines that differ only there read back alike.
 */
function lines(text: string): { raw: string; text: string }[] {
  return (text.match(/[^\n]*\n|[^\n]+$/g) ?? []).map((raw) => ({ raw, text: raw.replace(/\r*\n?$/, '') }));
}

function isBlank(line: string): boolean {
  return line.trim() === '';
}

function nonBlankLines(text: string): number {
  return lines(text).filter((l) => !isBlank(l.text)).length;
}

/**
 * Appends the incoming lines whose exact text (trailing CRs aside, see
 * lines()) is neither in the file nor earlier in the incoming text. Blank
 * lines are kept (they carry markdown structure), but only when at least one
 * line is appended: otherwise merging the same text again would add its
 * blank lines every time.
 */
function lineHash(base: string, incoming: string, eol: string): Merged {
  const seen = new Set(lines(base.replace(/^\uFEFF/, '')).map((l) => l.text));
  // Incoming text keeps its BOM only when it starts a new file, where the BOM
  // is the file's and not part of the first line.
  const bom = incoming.startsWith('\uFEFF') ? '\uFEFF' : '';
  const kept: string[] = [bom];
  let added = 0;
  let skipped = 0;
  for (const { raw, text } of lines(incoming.slice(bom.length))) {
    if (isBlank(text)) {
      kept.push(raw);
    } else if (seen.has(text)) {
      skipped++;
    } else {
      seen.add(text);
      kept.push(raw);
      added++;
    }
  }
  return { text: added > 0 ? append(base, kept.join(''), eol) : base, added, replaced: 0, skipped };
}

/**
 * aide: "replace any block whose heading matches". Every existing block with
 * an incoming block's heading is replaced: the incoming block (byte for byte)
 * takes the place of the first, and the others with that heading are removed,
 * so `## A\none\n## A\ntwo` merged with `## A\nnew` is `## A\nnew` (a
 * heading repeated in the incoming text: the last one wins). Blocks with new
 * headings are appended. The file's preamble and every other block stay
 * byte-identical, except that a block (or preamble) leaving a fence opener
 * unclosed gets a closing fence line when a fence line after it would close
 * that opener. A non-blank incoming preamble is appended before the new
 * blocks, keeping its place in front of them.
 */
function sectionReplace(base: string, incoming: string, eol: string): Merged {
  const have = splitSections(base);
  const add = splitSections(incoming);
  // undefined: a block removed because an earlier one with its heading was replaced.
  const blocks: (string | undefined)[] = have.sections.map((s) => s.raw);
  const slots = new Map<string, number>();
  have.sections.forEach((s, i) => {
    if (!slots.has(s.heading)) slots.set(s.heading, i);
  });
  const done = new Set<string>();
  let replaced = 0;
  for (const { heading, raw } of add.sections) {
    const slot = slots.get(heading);
    if (slot === undefined) {
      slots.set(heading, blocks.length);
      blocks.push(raw);
      continue;
    }
    if (slot < have.sections.length && !done.has(heading)) {
      done.add(heading);
      have.sections.forEach((s, i) => {
        if (s.heading !== heading) return;
        replaced++;
        if (i !== slot) blocks[i] = undefined;
      });
    }
    blocks[slot] = raw;
  }
  const appended = blocks.length - have.sections.length;
  const kept = blocks.filter((b) => b !== undefined);
  const preamble = !isBlank(add.preamble);
  if (preamble) kept.splice(kept.length - appended, 0, add.preamble);
  // Last to first, so a piece knows the closing runs of everything after it
  // (closing lines added there included): it gets a closing fence line only
  // when what follows would otherwise close one of its unclosed openers and
  // turn the blocks between into code.
  const pieces = [have.preamble, ...kept];
  let following: ClosingRuns = { '`': 0, '~': 0 };
  for (let i = pieces.length - 1; i >= 0; i--) {
    const piece = pieces[i] ?? '';
    const closer = fenceCloser(piece, following);
    const closed = closer === undefined ? piece : append(piece, closer, eol);
    const own = closingRuns(closed);
    following = { '`': Math.max(following['`'], own['`']), '~': Math.max(following['~'], own['~']) };
    pieces[i] = closed;
  }
  return {
    // Existing blocks other than the last already end with a newline, so
    // append() only ever adds one after an incoming or final block.
    text: pieces.reduce((text, piece) => append(text, piece, eol), ''),
    added: appended + (preamble ? 1 : 0),
    replaced,
    skipped: 0,
  };
}
