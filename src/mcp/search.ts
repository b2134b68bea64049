/**
 * Plain-text search over memory files for the MCP `search` tool: a line
 * matches when it contains every word of the query, case-insensitively. No
 * index: an agent's memory is small enough to read, and an index would be
 * one more file to keep in step with the store.
 *
 * Each file is redacted whole before it is searched: a private key's body
 * lines carry no marker of their own, and a token may cross the column
 * where a long line is cut. Only then are lines matched and cut.
 */
import { MemkeepError } from '../errors.js';
import { readTextHead } from '../memory/load.js';
import { redactSecrets } from '../text/redact.js';

export interface Hit {
  path: string;
  /** 1-based. */
  line: number;
  text: string;
}

/** Longest line text returned: a hit in a huge line should not flood the answer. */
const MAX_LINE = 400;
/** Most bytes read of one file (4 MiB): the head of a huge file is searched, not the whole. */
export const MAX_SEARCH_BYTES = 4 << 20;

export async function searchFiles(files: string[], query: string, limit: number): Promise<Hit[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hits: Hit[] = [];
  for (const path of files) {
    const text = readable(path);
    if (text === undefined) continue;
    const lines = redactSecrets(text).text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const lower = lines[i].toLowerCase();
      if (!words.every((w) => lower.includes(w))) continue;
      hits.push({ path, line: i + 1, text: lines[i].slice(0, MAX_LINE) });
      if (hits.length >= limit) return hits;
    }
  }
  return hits;
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
