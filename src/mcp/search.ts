/**
 * Plain-text search over memory files for the MCP `search` tool: a line
 * matches when it contains every word of the query, case-insensitively. No
 * index: an agent's memory is small enough to read, and an index would be
 * one more file to keep in step with the store.
 *
 * Hits are ranked: a word found as a whole word scores more than one found
 * at the start of a word, which scores more than one found inside a word
 * (`PR` finds `PR #12` before `## Project`); a heading line scores a little
 * more; ties go to the newer line. A line's date is its run-log entry's
 * heading timestamp, else the file's modification time; `after` keeps only
 * lines dated after it.
 *
 * Each file is redacted whole before it is searched: a private key's body
 * lines carry no marker of their own, and a token may cross the column
 * where a long line is cut. Only then are lines matched, cut and made
 * inert (control and invisible characters shown as spaces).
 */
import { statSync } from 'node:fs';
import { MemkeepError } from '../errors.js';
import { readTextHead } from '../fs/text-head.js';
import { invisibleAs } from '../text/invisible.js';
import { redactSecrets } from '../text/redact.js';

export interface SearchFile {
  agent: string;
  path: string;
  /** The agent's run log: its lines are dated by their entry's heading. */
  log: boolean;
}

export interface Hit {
  agent: string;
  path: string;
  /** 1-based. */
  line: number;
  text: string;
  score: number;
  /** The line's date (ISO), when known. */
  date?: string;
}

/** Longest line text returned: a hit in a huge line should not flood the answer. */
const MAX_LINE = 400;
/** Most bytes read of one file (4 MiB): the head of a huge file is searched, not the whole. */
export const MAX_SEARCH_BYTES = 4 << 20;
/** Most hits ranked in one search: enough to rank well, bounded in memory. */
const MAX_CANDIDATES = 20_000;

/** Control characters; the invisible ones are INVISIBLE_CHARS (invisibleAs), the one list memory writes use. */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f\u0085\u2028\u2029]/g;
/** An entry heading that starts with a timestamp (`## 2026-04-18T12:00:00Z`, `### 2026-04-18 12:00`). */
const DATED_HEADING = /^#{2,4}\s+(\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?)/;

export async function searchFiles(
  files: SearchFile[],
  query: string,
  options: { limit: number; after?: Date },
): Promise<Hit[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const patterns = words.map((w) => {
    const e = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return {
      word: new RegExp(`(?<![\\p{L}\\p{N}_])${e}(?![\\p{L}\\p{N}_])`, 'u'),
      start: new RegExp(`(?<![\\p{L}\\p{N}_])${e}`, 'u'),
    };
  });
  const after = options.after?.getTime();
  const hits: Hit[] = [];
  for (const file of files) {
    const text = readable(file.path);
    if (text === undefined) continue;
    const mtime = modified(file.path);
    let entryDate: number | undefined;
    const lines = redactSecrets(text).text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const raw = lines[i];
      if (file.log) {
        const dated = DATED_HEADING.exec(raw);
        const t = dated ? Date.parse(dated[1]) : Number.NaN;
        if (!Number.isNaN(t)) entryDate = t;
      }
      const lower = raw.toLowerCase();
      if (!words.every((w) => lower.includes(w))) continue;
      const date = entryDate ?? mtime;
      if (after !== undefined && (date === undefined || date <= after)) continue;
      let score = 0;
      for (const p of patterns) score += p.word.test(lower) ? 4 : p.start.test(lower) ? 2 : 1;
      if (/^#{1,6}\s/.test(raw)) score += 1;
      hits.push({
        agent: file.agent,
        path: file.path,
        line: i + 1,
        text: invisibleAs(raw.replace(/\r$/, '').slice(0, MAX_LINE).replace(CONTROLS, ' '), ' '),
        score,
        date: date === undefined ? undefined : new Date(date).toISOString(),
      });
      if (hits.length >= MAX_CANDIDATES) return rank(hits, options.limit);
    }
  }
  return rank(hits, options.limit);
}

function rank(hits: Hit[], limit: number): Hit[] {
  // Stable: equal hits keep their file and line order.
  return hits
    .map((h, i) => ({ h, i }))
    .sort((a, b) => b.h.score - a.h.score || (b.h.date ?? '').localeCompare(a.h.date ?? '') || a.i - b.i)
    .slice(0, limit)
    .map(({ h }) => h);
}

function modified(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * The file's text, bounded; undefined for what cannot be searched: missing,
 * binary, or not a regular file. A NUL in a run log (an agent logged one) is
 * shown as U+FFFD rather than hiding the whole log.
 */
function readable(path: string): string | undefined {
  try {
    return readTextHead(path, MAX_SEARCH_BYTES, { nul: 'keep' })?.text.replace(/\u0000/g, '\ufffd');
  } catch (err) {
    if (err instanceof MemkeepError) return undefined;
    throw err;
  }
}
