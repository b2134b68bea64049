/**
 * Section files (evva): USER_PROFILE.md and projects/<key>/MEMORY.md hold a
 * preamble and a fixed set of top-level `## ` sections.
 *
 * Only a `## ` line (after any spaces and tabs, as evva reads it) outside a
 * fenced code block starts a section; everything else, deeper headings and
 * fenced `## ` lines included, is body text. The parser stays this small on purpose: sections are flat and edits
 * are surgical, so a markdown AST would add a dependency and no safety.
 *
 * Where evva is weak we do better: new headings are
 * appended in allowed order, fences are honoured, index lines are cut on a
 * code point boundary, and a rewrite reads the whole file, refuses binary
 * content and keeps the file's mode, line endings and BOM.
 */

import { posix } from 'node:path';
import { configError } from '../../errors.js';
import { closerOf, closesFence, type Fence, openingFence } from '../../format/fence.js';
import { cutCodePoints } from '../../text/cut.js';

/** Allowed headings of USER_PROFILE.md, in the order a new file gets them. */
export const USER_PROFILE_SECTIONS: readonly string[] = ['Preferences', 'Working style', 'Recurring topics'];
/** Allowed headings of projects/<key>/MEMORY.md, in the order a new file gets them. */
export const PROJECT_MEMORY_SECTIONS: readonly string[] = ['Project facts', 'Decisions', 'Open issues', 'References'];

export const BOM_TEXT = '\uFEFF';

export interface Section {
  /** Heading text after `## `, whitespace-trimmed. */
  heading: string;
  /** Everything after the heading line up to the next section, verbatim. */
  body: string;
  /** The heading line plus the body, verbatim. */
  raw: string;
}

export interface SplitText {
  /** Text before the first section, verbatim (a leading BOM lands here). */
  preamble: string;
  sections: Section[];
}

/** The longest closing fence run of each character among some lines. */
export type ClosingRuns = Record<Fence['char'], number>;

interface SectionStart {
  /** Offset of the `## ` line. */
  at: number;
  /** Offset just past the heading line's newline. */
  bodyAt: number;
  heading: string;
}

/**
 * A section heading, as evva's h2Heading reads it: `## ` after any run of
 * spaces and tabs (`strings.TrimLeft(line, " \t")`), so a `## ` line
 * indented four spaces or by a tab, which CommonMark reads as code, is a
 * heading here as in evva. `### ` never is.
 */
const HEADING = /^[ \t]*## /;

interface Line {
  at: number;
  next: number;
  text: string;
}

/** The lines of `text` with their offsets, CR of a CRLF dropped from `text`. */
function splitLines(text: string): Line[] {
  const out: Line[] = [];
  // A leading BOM is an encoding mark, not part of the first line.
  let at = text.startsWith(BOM_TEXT) ? 1 : 0;
  while (at < text.length) {
    const nl = text.indexOf('\n', at);
    const next = nl === -1 ? text.length : nl + 1;
    out.push({ at, next, text: text.slice(at, nl === -1 ? text.length : nl).replace(/\r$/, '') });
    at = next;
  }
  return out;
}

/**
 * One pass over the lines: where sections start, the fence openers outside
 * any fence that never close, and the longest closing runs. An opener that
 * never closes is not a fence: evva does not track
 * fences at all, so a fence left open by an update would otherwise swallow
 * every section after it. Whether an opener closes is known from the longest
 * closing run of each character below it, gathered bottom-up first, so the
 * scan stays linear.
 */
function scan(text: string): { starts: SectionStart[]; unclosed: Fence[]; longest: ClosingRuns } {
  const lines = splitLines(text);
  const below = { '`': new Int32Array(lines.length + 1), '~': new Int32Array(lines.length + 1) };
  for (let i = lines.length - 1; i >= 0; i--) {
    below['`'][i] = below['`'][i + 1] ?? 0;
    below['~'][i] = below['~'][i + 1] ?? 0;
    const run = closerOf(lines[i]?.text ?? '');
    if (run) below[run.char][i] = Math.max(below[run.char][i] ?? 0, run.len);
  }
  const starts: SectionStart[] = [];
  const unclosed: Fence[] = [];
  let fence: Fence | undefined;
  lines.forEach((line, i) => {
    if (fence) {
      if (closesFence(line.text, fence)) fence = undefined;
    } else if (HEADING.test(line.text)) {
      starts.push({ at: line.at, bodyAt: line.next, heading: line.text.replace(HEADING, '').trim() });
    } else {
      const open = openingFence(line.text);
      if (open && (below[open.char][i + 1] ?? 0) >= open.len) fence = open;
      else if (open) unclosed.push(open);
    }
  });
  return { starts, unclosed, longest: { '`': below['`'][0] ?? 0, '~': below['~'][0] ?? 0 } };
}

/**
 * Splits text into its preamble and top-level `## ` sections. Nothing is
 * normalised: `preamble + sections.map(s => s.raw).join('')` is the input, so
 * callers that must keep untouched blocks byte-identical (merge.ts) can.
 */
export function splitSections(text: string): SplitText {
  const { starts } = scan(text);
  return {
    preamble: text.slice(0, starts[0]?.at ?? text.length),
    sections: starts.map((s, i) => {
      const end = starts[i + 1]?.at ?? text.length;
      return { heading: s.heading, body: text.slice(s.bodyAt, end), raw: text.slice(s.at, end) };
    }),
  };
}

/**
 * A body (or the preamble) as rendered: trimmed, a fence it leaves open
 * closed, and every heading line left in it escaped (`## x` becomes `\## x`,
 * which CommonMark, evva and memkeep all read as text). Without this an
 * update such as "x\n## y" would split differently when read back, and a
 * fence left open could be closed by a later section's fence line and
 * swallow the headings between; with it, a rendered body always parses back
 * as exactly itself, in any file.
 */
function canonicalBody(text: string): string {
  const trimmed = text.trim();
  const closer = fenceCloser(trimmed);
  const body = closer === undefined ? trimmed : `${trimmed}\n${closer}`;
  let out = body;
  for (const { at } of scan(body).starts.toReversed()) {
    const hashes = out.indexOf('##', at);
    out = `${out.slice(0, hashes)}\\${out.slice(hashes)}`;
  }
  return out;
}

/**
 * The line to put after `text` so that nothing appended can turn part of it
 * into code, or undefined when none is needed. An opener `text` leaves
 * unclosed is text on its own, but a fence line appended later would close
 * it and make everything between code, headings included; closing the first
 * such opener neutralises them all. `following` gives the closing runs of
 * what will be appended, when known: then the line is added only if one of
 * them would close such an opener, so text that is already safe stays as it is.
 */
export function fenceCloser(text: string, following?: ClosingRuns): string | undefined {
  const { unclosed } = scan(text);
  const first = unclosed[0];
  if (!first) return undefined;
  const endangered = following === undefined || unclosed.some((f) => following[f.char] >= f.len);
  return endangered ? first.char.repeat(first.len) : undefined;
}

/** The longest closing fence run of each character in `text`. */
export function closingRuns(text: string): ClosingRuns {
  return scan(text).longest;
}

/**
 * Trimmed bodies by heading, in file order; a heading that appears twice is
 * one entry, its bodies joined by a blank line. A Map keeps first-insertion
 * order, so headings added later come after the file's.
 */
function foldedBodies(sections: readonly Section[]): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const { heading, body } of sections) {
    const earlier = bodies.get(heading);
    const trimmed = body.trim();
    bodies.set(heading, earlier === undefined ? trimmed : [earlier, trimmed].filter(Boolean).join('\n\n'));
  }
  return bodies;
}

function updateEntries(updates: ReadonlyMap<string, string> | Record<string, string>): [string, string][] {
  return updates instanceof Map ? [...updates.entries()] : Object.entries(updates);
}

/** The updates as entries; a heading outside `allowed` is a config error naming it. */
export function checkSections(
  updates: ReadonlyMap<string, string> | Record<string, string>,
  allowed: readonly string[],
): [string, string][] {
  const entries = updateEntries(updates);
  for (const [key] of entries) {
    if (!allowed.includes(key)) {
      throw configError(`section ${JSON.stringify(key)} is not in the allowed set [${allowed.join(', ')}]`, {
        field: key,
      });
    }
  }
  return entries;
}

/**
 * Merges section bodies into a section file (evva MergeSections) and returns
 * the new text, LF line endings.
 *
 * - Every update key must be one of `allowed` (exact match), else a config
 *   error `section "<key>" is not in the allowed set [A, B, C]` is thrown
 *   before anything is merged.
 * - An update replaces a body (trimmed; "" clears it but keeps the heading).
 *   Sections not updated keep their (trimmed) bodies and their place;
 *   headings that are not allowed are kept too.
 * - Allowed headings missing from the file are appended in allowed order,
 *   with the update's body or empty, so the output is deterministic.
 * - A heading that appears twice is folded into its first occurrence with
 *   the bodies joined by a blank line, so no content is lost.
 *
 * Rendering: the trimmed preamble and a blank line, then each section as
 * `## H\n` plus, when non-empty, its body and `\n`; one blank line between
 * sections; the text ends with exactly one `\n`. Re-parsing that output gives
 * the same headings and bodies, so merging the same updates twice gives
 * identical text (see canonicalBody for bodies that would not re-parse).
 */
export function mergeSections(
  existing: string,
  updates: ReadonlyMap<string, string> | Record<string, string>,
  allowed: readonly string[],
): string {
  const entries = checkSections(updates, allowed);
  const { preamble, sections } = splitSections(existing);
  const bodies = foldedBodies(sections);
  for (const heading of allowed) if (!bodies.has(heading)) bodies.set(heading, '');
  for (const [key, body] of entries) bodies.set(key, body);

  const parts = [...bodies].map(([heading, body]) => {
    const text = canonicalBody(body);
    return `## ${heading}\n${text ? `${text}\n` : ''}`;
  });
  const intro = canonicalBody(preamble);
  if (intro) parts.unshift(`${intro}\n`);
  return parts.join('\n');
}

/**
 * A compact one-line-per-section overview for the system prompt (evva
 * IndexSummary): `## <heading> — <first non-empty body line>`, or
 * `## <heading> — (empty)`. As in evva, the body excerpt is what gets cut: an
 * excerpt longer than `maxBodyChars` (<= 0 means 80) keeps that many code
 * points and ends with `…`. A heading that appears twice gets one line, its
 * bodies folded as a merge folds them (evva's index is built from the same
 * parse as its merge). Lines are joined by `\n` with no trailing newline;
 * text without sections gives "".
 */
export function indexSummary(content: string, maxBodyChars: number): string {
  const max = maxBodyChars > 0 ? maxBodyChars : 80;
  return [...foldedBodies(splitSections(content).sections)]
    .map(([heading, body]) => {
      const first = body
        .split('\n')
        .map((line) => line.trim())
        .find((line) => line !== '');
      return `## ${heading} — ${first === undefined ? '(empty)' : cutCodePoints(first, max, true)}`;
    })
    .join('\n');
}

/**
 * The directory name under `projects/` for a working directory (evva
 * ProjectKey): the path is cleaned, a Windows drive colon dropped, `\` and
 * `/` flattened to `-`, runs of `-` squeezed to one (as evva's code does:
 * `/home/dev/foo--bar` gives `-home-dev-foo-bar`, so both tools read the same
 * directory) and trailing `-` trimmed. Backslashes are treated as
 * separators and the cleaning is POSIX-style on every OS, so one path gives
 * one key wherever memkeep runs. `/Users/johnny/lab/evva` gives
 * `-Users-johnny-lab-evva`, `C:\Users\Alice\proj` gives `C-Users-Alice-proj`,
 * a bare drive `C:` gives `C`, `/` and "" give "".
 */
export function projectKey(absPath: string): string {
  if (absPath === '') return '';
  const slashed = absPath.replaceAll('\\', '/');
  const drive = /^[A-Za-z]:/.exec(slashed)?.[0] ?? '';
  const rest = slashed.slice(drive.length);
  // The drive is split off first so that `..` can never climb over it; an
  // empty rest is no path at all, not the `.` normalize would make of it.
  const cleaned = drive.slice(0, 1) + (rest === '' ? '' : posix.normalize(rest));
  return cleaned.replaceAll('/', '-').replace(/-+/g, '-').replace(/-+$/, '');
}

/**
 * `\r\n` when the text's first line ends that way, else `\n`. A rewrite keeps
 * the line ending a file was found with; the first line decides for the
 * text it writes, because a file written on one platform is consistent
 * (what a mixed file already holds keeps its own: inOwnEndings).
 */
export function lineEnding(text: string): '\n' | '\r\n' {
  const nl = text.indexOf('\n');
  return nl > 0 && text[nl - 1] === '\r' ? '\r\n' : '\n';
}

/**
 * `next` (LF), a rewrite of `original` made on its LF form, in `original`'s
 * own bytes: what the rewrite left alone at the start and the end keeps its
 * line endings byte for byte (the entries a Windows agent appended in CRLF
 * to an LF log), and only the text between takes the file's line ending.
 */
export function inOwnEndings(original: string, next: string): string {
  if (!original.includes('\r\n')) return next;
  const lf = original.replaceAll('\r\n', '\n');
  const max = Math.min(lf.length, next.length);
  let head = 0;
  while (head < max && lf[head] === next[head]) head++;
  let tail = 0;
  while (tail < max - head && lf[lf.length - 1 - tail] === next[next.length - 1 - tail]) tail++;
  const eol = lineEnding(original);
  const middle = next.slice(head, next.length - tail);
  return (
    original.slice(0, atOriginal(original, head)) +
    (eol === '\n' ? middle : middle.replaceAll('\n', eol)) +
    original.slice(atOriginal(original, lf.length - tail))
  );
}

/** Where the character at `lfAt` of `original`'s LF form is in `original` (a CRLF's `\n` is at its `\r`). */
function atOriginal(original: string, lfAt: number): number {
  let at = 0;
  for (let seen = 0; seen < lfAt; seen++) at += original.startsWith('\r\n', at) ? 2 : 1;
  return at;
}
