/**
 * Statements leaving memkeep's knowledge items for a reason (a deleted path
 * they name, another file saying them already): one `remove` operation per
 * statement, with the reason for the review; an item left with nothing to
 * say goes whole. A reviewer's own items (no evidence line) are theirs and
 * stay as they are.
 */
import type { KnowledgeItem, KnowledgeOp } from './items.js';

/** `items` without the statements `why` gives a reason to remove (undefined: the statement stays). */
export function removeStatements(
  items: KnowledgeItem[],
  why: (text: string) => string | undefined,
): { items: KnowledgeItem[]; ops: KnowledgeOp[] } {
  const ops: KnowledgeOp[] = [];
  const kept: KnowledgeItem[] = [];
  const remove = (item: KnowledgeItem, lines: string[], note: string) =>
    ops.push({ op: 'remove', title: item.title, lines, evidence: item.evidence, note });
  for (const item of items) {
    if (item.confirmed === '') {
      kept.push(item);
      continue;
    }
    const lines = item.lines.filter((l) => {
      const note = why(l);
      if (note) remove(item, [l], note);
      return !note;
    });
    // An item titled by its only statement (an entry headed by a time) says it in its title.
    const titleNote = item.lines.length === 0 ? why(item.title) : undefined;
    if (titleNote) remove(item, [], titleNote);
    else if (lines.length > 0 || item.lines.length === 0) kept.push({ ...item, lines });
  }
  return { items: kept, ops };
}
