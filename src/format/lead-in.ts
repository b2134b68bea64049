/**
 * The lines an agent writes above each entry's heading as the entry's own:
 * an anchor its table of contents links to (`<a id="s3"></a>`), an id in a
 * comment (`<!-- session-log:s3 -->`), the opening tag of a wrapper the
 * entry closes (`<div id="e3">`), a comment spelt as a definition (`[//]: #
 * (session 3)`). Read as the text of the entry above, or as structure
 * between entries, a trim dropped the first kept entry's anchor with the
 * entry before it and left the dropped entries' anchors behind.
 *
 * Such lines are an entry's lead-in only where the agent writes them with
 * each entry: at least two entries have one of the same kind (the tag, the
 * comment's first letters, the definition's label). A note written once
 * above the first entry (`<!-- Add new sessions below -->`) stays
 * structure, and a line glued to the text above it is that text's. The
 * first entry leads in with the kind too: set apart by blank lines between
 * entries, a line the first has not above it (a screenshot, `<img …>`) is
 * the last line of the entry above.
 *
 * Comments glued to the last line of an entry's text (`Did 3.` then
 * `<!-- end session 3 -->`), of a kind two or more entries end with, are
 * that entry's trailer, with the blank lines after them. A comment set
 * apart from the text by a blank line stays structure between entries (a
 * template, a note to the agent) unless it leads in the next entry.
 */
import { closerOf } from './fence.js';
import { lineEnd, trimEol } from './line-bytes.js';
import type { Mark } from './marks.js';

/** An opening tag with attributes, on its own line: not a separator (`<hr>`, `<br>`), not a `<details>` fold. */
const TAG = /^<([a-z][a-z0-9-]*)\s[^>]*>/i;
const NOT_LEAD_TAGS = new Set(['hr', 'br', 'details', 'summary']);
/**
 * A comment spelt as a link definition, which renders as nothing: `[//]: # (…)`, `[comment]:<> (…)`.
 * At most one space after the colon: axe's scans (axe.ts PARSE_MARKS) must see every spelling read here.
 */
const DEFINITION_COMMENT = /^\[([^\]]+)\]: ?(?:#|<>)(?:\s|$)/;
const BLANK = /^[ \t\r]*$/;

interface Entry {
  start: number;
  end: number;
  /** Where the entry's lead-in starts, above its heading line. */
  lead?: number;
}

/**
 * Sets `lead` on each entry of `blocks` (file order) whose lead-in is of a
 * kind two or more entries have, and ends the entry above before it.
 * `marks` are the log's headings and its HTML comments outside fences (level 0).
 */
export function leadIns(buf: Buffer, blocks: Entry[], marks: Mark[], from: number): void {
  const comments = marks.filter((m) => m.level === 0 && m.end !== undefined);
  trailers(buf, blocks, new Map(comments.map((m) => [m.start, m])));
  const commentAt = new Map(comments.map((m) => [m.end!, m]));
  const headings = new Set(marks.filter((m) => m.level > 0).map((m) => m.start));
  const found = blocks.map((b, i) =>
    leadIn(buf, b.start, i === 0 ? from : lineEnd(buf, blocks[i - 1].start), commentAt, headings),
  );
  const count = new Map<string, number>();
  for (const f of found) for (const c of f) count.set(c.kind, (count.get(c.kind) ?? 0) + 1);
  // Lines glued to a heading lead it in. Lines set apart by blank lines between two entries may end the one
  // above (a screenshot): of a kind the first entry does not lead in with, each is its entry's last line,
  // and a trim keeps it with that entry.
  const first = new Set(found[0]?.map((c) => c.kind));
  // The most lines that other entries lead in with too: a note above the first entry's id stays structure.
  const shared = (candidates: { at: number; kind: string; glued: boolean }[]) =>
    candidates.findLast((c) => (count.get(c.kind) ?? 0) >= 2 && (c.glued || first.has(c.kind)));
  found.forEach((candidates, i) => {
    const f = shared(candidates);
    if (!f) return;
    blocks[i].lead = f.at;
    const above = blocks[i - 1];
    if (above && above.end > f.at) above.end = f.at;
  });
  // A section's heading after an entry may have such lines too (`<a id="notes"></a>` above `## Notes`): set
  // apart from the entry's text, they are the section's, of any kind: a trim keeps what may not be the entry's.
  const starts = new Set(blocks.map((b) => b.start));
  const heads = marks.filter((m) => m.level > 0);
  let k = 0;
  for (const b of blocks) {
    while (k < heads.length && heads[k].start <= b.start) k++;
    const next = heads[k];
    if (!next || starts.has(next.start) || next.start < b.end) continue;
    const f = leadIn(buf, next.start, lineEnd(buf, b.start), commentAt, headings).at(-1);
    if (f && b.end > f.at) b.end = f.at;
  }
}

/** Ends each entry past its trailer, where two or more entries end with one of the same kind. */
function trailers(buf: Buffer, blocks: Entry[], commentFrom: Map<number, Mark>): void {
  const found = blocks.map((b) => {
    const lineAbove = b.end >= 2 ? buf.lastIndexOf(0x0a, b.end - 2) + 1 : 0;
    // Glued to the entry's text: not to a blank line, not to its heading (an entry with no text).
    if (
      !commentFrom.has(b.end) ||
      lineAbove <= b.start ||
      BLANK.test(buf.toString('utf8', lineAbove, trimEol(buf, lineAbove, b.end)))
    )
      return undefined;
    // Each run of comments from the first down, where it would end the entry (past blank lines after it).
    const runs: { end: number; kind: string }[] = [];
    const kinds: string[] = [];
    let at = b.end;
    for (let c = commentFrom.get(at); c; c = commentFrom.get(at)) {
      const kind = commentKind(buf, c);
      if (kind === undefined) break;
      kinds.push(kind);
      at = c.end!;
      let end = at;
      while (end < buf.length && BLANK.test(buf.toString('utf8', end, trimEol(buf, end, lineEnd(buf, end)))))
        end = lineEnd(buf, end);
      runs.push({ end, kind: kinds.join(' ') });
    }
    return runs;
  });
  const count = new Map<string, number>();
  for (const f of found) for (const r of f ?? []) count.set(r.kind, (count.get(r.kind) ?? 0) + 1);
  found.forEach((f, i) => {
    // The most comments other entries end with too: a footer glued under the last entry's trailer stays the file's.
    const r = f?.findLast((r) => (count.get(r.kind) ?? 0) >= 2);
    if (r) blocks[i].end = r.end;
  });
}

/**
 * The lead-ins the heading line at `start` may have, no higher than `floor`: from each line of the
 * runs of lines set apart by blank lines, nearest first, each with the lines below it; where each
 * starts and its kind.
 */
function leadIn(
  buf: Buffer,
  start: number,
  floor: number,
  commentAt: Map<number, Mark>,
  headings: Set<number>,
): { at: number; kind: string; glued: boolean }[] {
  const candidates: { at: number; kind: string; glued: boolean }[] = [];
  // No blank line yet between the lines read and the heading: they are glued to it.
  let glued = true;
  const kinds: string[] = [];
  // The lines read since the last blank line, top first: a lead-in once a blank line or a heading is above them.
  let group: { at: number; kind: string }[] = [];
  const accept = () => {
    // From each of its lines down: a note glued above the first entry's id leaves the id a lead-in.
    for (const line of group.toReversed()) {
      kinds.unshift(line.kind);
      candidates.push({ at: line.at, kind: kinds.join(' '), glued });
    }
    group = [];
  };
  let at = start;
  while (at > floor) {
    const lineStart = at >= 2 ? buf.lastIndexOf(0x0a, at - 2) + 1 : 0;
    const top = Math.max(lineStart, floor);
    const line = buf.toString('utf8', top, trimEol(buf, top, at));
    const comment = commentAt.get(at);
    const kind = comment ? commentKind(buf, comment) : lineKind(line);
    if (kind !== undefined) {
      at = comment ? comment.start : top;
      group.unshift({ at, kind });
      continue;
    }
    if (!BLANK.test(line)) {
      // Lines glued to the text above are that text's trailer; right under a heading, a lead-in.
      // So are an anchor's or a tag's under a fence's closer (the heading below is outside fences),
      // which ends its block; a comment there may be the text's trailer (trailers()), and stays so.
      const underFence = closerOf(line) && !group.some((g) => g.kind.startsWith('<!--'));
      if (headings.has(lineStart) || underFence) accept();
      return candidates;
    }
    accept();
    glued = false;
    at = top;
  }
  // The top of the region: the file's start, the heading line of the entry above.
  accept();
  return candidates;
}

/**
 * An id comment's kind: the letters it opens with (`s3` and `s4`, `entry:3` and `entry:4` are
 * one kind), or `0` for an id that is a number or a date. A comment opening with anything else
 * (`<!-- ### draft -->`, a template that starts on the next line) is no id: undefined.
 */
function commentKind(buf: Buffer, comment: Mark): string | undefined {
  const text = buf.toString('utf8', comment.start, Math.min(comment.end ?? comment.start, comment.start + 200));
  // At the comment's own opener: a template opening on the next line may show an id comment in its text.
  const id = /^[ \t]*<!--[ \t]*([A-Za-z][A-Za-z_-]*|[0-9])/.exec(text)?.[1];
  return id === undefined ? undefined : `<!--${/^[0-9]/.test(id) ? '0' : id.toLowerCase()}`;
}

function lineKind(line: string): string | undefined {
  const tag = TAG.exec(line)?.[1]?.toLowerCase();
  if (tag !== undefined) return NOT_LEAD_TAGS.has(tag) ? undefined : `<${tag}`;
  const label = DEFINITION_COMMENT.exec(line)?.[1];
  return label === undefined ? undefined : `[${label}]`;
}
