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
import { linkedFiles } from './typed.js';

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
 * absolute path exists.
 */
export function withoutDeadLinks(
  indexPath: string,
  text: string,
  exists: (path: string) => boolean,
): { text: string; dead: DeadLink[] } {
  const dead: DeadLink[] = [];
  const kept: string[] = [];
  let fence = false;
  for (const line of text.split('\n')) {
    if (/^\s*(`{3,}|~{3,})/.test(line)) fence = !fence;
    const targets = fence ? [] : linkedFiles(indexPath, line);
    const missing = targets.filter((t) => !exists(t));
    if (missing.length === 0) {
      kept.push(line);
      continue;
    }
    const removed = LIST_ITEM.test(line) && missing.length === targets.length;
    dead.push({ line: line.trim(), targets: missing, removed });
    if (!removed) kept.push(line);
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
