/**
 * Knowledge about paths the repository deleted: the statements naming
 * them leave memkeep's items, each one a `remove` operation for the review.
 */
import type { KnowledgeItem, KnowledgeOp } from '../memory/knowledge/items.js';
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
    for (const n of namesIn(text)) {
      const name = n.replace(/^\.\//, '').replace(/\/$/, '');
      if (!name.includes('/')) continue;
      for (const g of gone) if (g.toLowerCase() === name || g.toLowerCase().endsWith(`/${name}`)) return g;
    }
    return undefined;
  };
  const ops: KnowledgeOp[] = [];
  const kept: KnowledgeItem[] = [];
  for (const item of items) {
    if (item.confirmed === '') {
      kept.push(item);
      continue;
    }
    const lines = item.lines.filter((l) => {
      const path = missing(l);
      if (path)
        ops.push({
          op: 'remove',
          title: item.title,
          lines: [l],
          evidence: item.evidence,
          note: `names ${path}, which the repository no longer has`,
        });
      return !path;
    });
    const titlePath = item.lines.length === 0 ? missing(item.title) : undefined;
    if (titlePath)
      ops.push({
        op: 'remove',
        title: item.title,
        lines: [],
        evidence: item.evidence,
        note: `names ${titlePath}, which the repository no longer has`,
      });
    else if (lines.length > 0 || item.lines.length === 0) kept.push({ ...item, lines });
  }
  return { items: kept, ops };
}
