/**
 * Index links to missing files (issue 21, item 3): an index (Claude Code's
 * MEMORY.md) whose list item points at a note that no longer exists sends
 * the agent to nothing. Such a line leaves the index; a link to a missing
 * file inside prose is only reported, since removing it would cut a
 * sentence.
 */
import { existsSync } from 'node:fs';
import { opError } from '../../errors.js';
import { writeFileAtomic } from '../../fs/atomic.js';
import { isLocked } from '../../fs/lock.js';
import { readTextForRewrite } from '../sections/section-write.js';
import { type IndexLink, indexLinks } from './links.js';

export interface DeadLink {
  /** The line as written in the index. */
  line: string;
  /** The missing targets it links to (absolute). */
  targets: string[];
  /** Whether the line leaves the index (a list item whose every local link is missing). */
  removed: boolean;
}

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;

/**
 * The index `text` (at `indexPath`) without its list items that link only to
 * missing files, and every line linking to one. `exists` says whether an
 * absolute path exists. Links are read from the whole text, as pruning reads
 * them (a link's title may go on to the next line), each on the line its
 * destination starts; fenced code holds examples, not links.
 */
export function withoutDeadLinks(
  indexPath: string,
  text: string,
  exists: (path: string) => boolean,
): { text: string; dead: DeadLink[] } {
  const lines = text.split('\n');
  let fence = false;
  const prose = lines.map((line) => {
    if (/^\s*(`{3,}|~{3,})/.test(line)) fence = !fence;
    return fence ? '' : line;
  });
  const linksOf: IndexLink[][] = lines.map(() => []);
  let line = 0;
  let lineEnd = prose[0].length;
  // Links come in text order: the line each is on is found walking forward.
  for (const link of indexLinks(indexPath, prose.join('\n'))) {
    while (link.at > lineEnd) lineEnd += prose[++line].length + 1;
    linksOf[line].push(link);
  }
  const dead: DeadLink[] = [];
  const kept: string[] = [];
  for (const [i, text] of lines.entries()) {
    // A wiki link is missing only when none of the files it may mean exists.
    const missing = linksOf[i].filter((l) => !l.paths.some(exists));
    if (missing.length === 0) {
      kept.push(text);
      continue;
    }
    const removed = LIST_ITEM.test(text) && missing.length === linksOf[i].length;
    dead.push({ line: text.trim(), targets: missing.map((l) => l.paths[0]), removed });
    if (!removed) kept.push(text);
  }
  return { text: kept.join('\n'), dead };
}

/** An index rewritten without its dead list items, as planned. */
export interface IndexFix {
  path: string;
  /** The index as read when planned. */
  before: string;
  after: string;
  dead: DeadLink[];
}

/** The fix for the index at `path`; undefined when it links to no missing file (or cannot be read as text). */
export async function planIndexFix(path: string): Promise<IndexFix | undefined> {
  const before = await readTextForRewrite(path, 'check the links of').catch(() => undefined);
  if (before === undefined) return undefined;
  const { text, dead } = withoutDeadLinks(path, before, existsSync);
  return dead.length ? { path, before, after: text, dead } : undefined;
}

/** Writes the planned index; refused when it is locked or changed since it was planned. */
export async function applyIndexFix(fix: IndexFix): Promise<boolean> {
  if (fix.after === fix.before) return false;
  if (await isLocked(fix.path)) throw opError(`${fix.path} is locked: its dead links are left`, { file: fix.path });
  if ((await readTextForRewrite(fix.path, 'update')) !== fix.before)
    throw opError(`${fix.path} changed since it was planned: its dead links are left`, { file: fix.path });
  await writeFileAtomic(fix.path, fix.after);
  return true;
}
