/**
 * Knowledge about paths the repository deleted: the statements naming
 * them leave memkeep's items, each one a `remove` operation for the review.
 */
import type { KnowledgeItem, KnowledgeOp } from '../memory/knowledge/items.js';
import { removeStatements } from '../memory/knowledge/remove.js';
import { namesPath } from '../text/path-name.js';
import { namesIn } from './statements.js';

/**
 * memkeep's items without the statements that name a path the repository
 * no longer has (`gone`, repository-relative; a name given from a subfolder
 * matches its tail): one `remove` operation per statement dropped, and an
 * item left with nothing to say goes whole. A reviewer's own items are
 * theirs and stay as they are.
 */
export function dropGonePaths(
  items: KnowledgeItem[],
  gone: ReadonlySet<string>,
): { items: KnowledgeItem[]; ops: KnowledgeOp[] } {
  if (!gone.size) return { items, ops: [] };
  const missing = (text: string) => {
    for (const name of pathsNamedIn(text)) for (const g of gone) if (namesPath(name, g)) return g;
    return undefined;
  };
  return removeStatements(items, (text) => {
    const path = missing(text);
    return path && `names ${path}, which the repository no longer has`;
  });
}

/** The paths (names with a folder) `text` names, lower-case, as dropGonePaths matches them. */
export function pathsNamedIn(text: string): string[] {
  // Most text names no path, and reading names is a long expression.
  if (!text.includes('/')) return [];
  return namesIn(text)
    .map((n) => n.replace(/^\.\//, '').replace(/\/$/, ''))
    .filter((n) => n.includes('/'));
}
