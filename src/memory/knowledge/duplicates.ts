/**
 * Duplicate items across an agent's memory files (issue 21, item 3): a
 * statement memkeep keeps in its knowledge items that another of the
 * agent's memory files already says (a core file, a note, lessons.md) is
 * said twice, and the agent reads it twice. The other file is the one the
 * agent or a reviewer keeps, so memkeep's copy goes, as a `remove`
 * operation naming the file (remove.ts).
 */
import type { KnowledgeItem, KnowledgeOp } from './items.js';
import { statementKey } from './merge-items.js';
import { removeStatements } from './remove.js';

/** Shorter statements ("Done.", "See below") repeat by chance, not because one file copies another. */
const MIN_KEY = 24;

export interface MemoryText {
  /** How the review names the file (store-relative). */
  file: string;
  text: string;
}

/** `items` without the statements another memory file says already (compared normalised, whole lines). */
export function dropDuplicates(
  items: KnowledgeItem[],
  elsewhere: readonly MemoryText[],
): { items: KnowledgeItem[]; ops: KnowledgeOp[] } {
  const holder = new Map<string, string>();
  for (const { file, text } of elsewhere)
    for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
      const key = statementKey(line.replace(/^\s*#{1,6}\s+/, ''));
      if (key.length >= MIN_KEY && !holder.has(key)) holder.set(key, file);
    }
  if (!holder.size) return { items, ops: [] };
  return removeStatements(items, (text) => {
    const file = holder.get(statementKey(text));
    return file && `also in ${file}`;
  });
}

/**
 * The distillation's operations once its duplicates are dropped: a
 * statement it was about to add and that another file already holds was
 * never added, so it leaves the `add` (an add left with nothing goes) and
 * its `remove` says it was not added.
 */
export function withoutAddedDuplicates(ops: KnowledgeOp[], removed: KnowledgeOp[]): KnowledgeOp[] {
  const out = ops.map((o) => ({ ...o, lines: [...o.lines], gone: false }));
  const notes: KnowledgeOp[] = [];
  for (const r of removed) {
    const add = out.find(
      (o) => o.op === 'add' && !o.gone && o.title === r.title && r.lines.every((l) => o.lines.includes(l)),
    );
    if (!add) {
      notes.push(r);
      continue;
    }
    add.lines = add.lines.filter((l) => !r.lines.includes(l));
    add.gone = add.lines.length === 0;
    notes.push({ ...r, note: `not added: ${r.note}` });
  }
  return [...out.filter((o) => !o.gone).map(({ gone: _, ...o }) => o), ...notes];
}
