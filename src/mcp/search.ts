/**
 * Plain-text search over memory files for the MCP `search` tool: a line
 * matches when it contains every word of the query, case-insensitively. No
 * index: an agent's memory is small enough to read, and an index would be
 * one more file to keep in step with the store.
 */
import { readText } from '../memory/load.js';

export interface Hit {
  path: string;
  /** 1-based. */
  line: number;
  text: string;
}

/** Longest line text returned: a hit in a huge line should not flood the answer. */
const MAX_LINE = 400;

export async function searchFiles(files: string[], query: string, limit: number): Promise<Hit[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hits: Hit[] = [];
  for (const path of files) {
    // Binary files are skipped rather than matched byte by byte.
    const text = await readText(path);
    if (text === undefined) continue;
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const lower = lines[i].toLowerCase();
      if (!words.every((w) => lower.includes(w))) continue;
      hits.push({ path, line: i + 1, text: lines[i].slice(0, MAX_LINE) });
      if (hits.length >= limit) return hits;
    }
  }
  return hits;
}
