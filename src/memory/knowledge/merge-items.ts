/**
 * Merging new knowledge items into a file's items: a known title
 * supersedes or confirms, a known statement only adds evidence, anything
 * else is added; each change is one operation for the review.
 */
import { ItemIndex } from './item-index.js';
import { heldLines, type KnowledgeItem, type KnowledgeOp, normaliseText, titleKey } from './items.js';

/** A statement's identity: its text without the bullet and the label a run of statements shows once. */
export function statementKey(line: string): string {
  return normaliseText(line.replace(/^\s*(?:[-*+]|\d+[.)]) (?:\*\*[^*\n]{1,60}:\*\* )?/, ''));
}

/**
 * `incoming` merged into `current`, oldest incoming first: an item with a
 * known title supersedes that item's text (or only confirms it, when its
 * statements are already there); statements known anywhere (in `current`,
 * or in `others`, the agent's other knowledge files) only add evidence;
 * anything else is a new item. Returns the items and one operation per
 * item changed.
 */
export function mergeKnowledge(
  current: KnowledgeItem[],
  incoming: KnowledgeItem[],
  others: KnowledgeItem[] = [],
): { items: KnowledgeItem[]; ops: KnowledgeOp[] } {
  const items = current.map((i) => ({ ...i, lines: [...i.lines], evidence: [...i.evidence] }));
  const ops = new Map<KnowledgeItem, KnowledgeOp>();
  // Evidence goes in front of an item's (and an operation's) at each confirmation, newest first. It is
  // put in place once, after the merge: prepending to a list that grows with every confirmation was
  // quadratic (a 5 MB log of a few tasks run 25,000 times took 4 s here).
  const fronts = new Map<KnowledgeItem, string[][]>();
  const opFronts = new Map<KnowledgeOp, string[][]>();
  // The citations each item holds so far, the ones this merge put in front included.
  const cited = new Map<KnowledgeItem, Set<string>>();
  const note = (target: KnowledgeItem, op: KnowledgeOp['op'], from: KnowledgeItem, extra?: string) => {
    const known = ops.get(target);
    if (known) {
      if (op === 'supersede' && known.op === 'update') known.op = 'supersede';
      known.lines = target.lines;
      pushTo(opFronts, known, from.evidence);
      if (extra) known.note = extra;
    } else ops.set(target, { op, title: target.title, lines: target.lines, evidence: [...from.evidence], note: extra });
  };
  const confirm = (target: KnowledgeItem, from: KnowledgeItem) => {
    // A reviewer's item stays theirs: an evidence line would make it memkeep's, to supersede and fold.
    if (target.confirmed === '') return;
    // A citation the item already shows is the same entry distilled again (its trim was held, or
    // did not happen after its knowledge was kept): it confirms nothing new.
    let seen = cited.get(target);
    if (!seen) cited.set(target, (seen = new Set(target.evidence)));
    const again = from.evidence.filter((c) => seen.has(c)).length;
    for (const c of from.evidence) seen.add(c);
    pushTo(fronts, target, from.evidence);
    target.count += Math.max(0, from.count - again);
    if (from.confirmed > target.confirmed) target.confirmed = from.confirmed;
  };
  // An item named by its only statement (an entry headed by a time) holds that statement in its title.
  const lineKeys = (i: KnowledgeItem) => (i.lines.length ? i.lines : [i.title]).map(statementKey).filter(Boolean);
  const index = new ItemIndex(items, others, lineKeys);
  for (const c of incoming) {
    const same = index.titled(titleKey(c.title));
    if (same) {
      const have = index.keys(same);
      const fresh = c.lines.filter((l) => !have.has(statementKey(l)));
      if (fresh.length === 0) {
        confirm(same, c);
        if (same.confirmed !== '' && (!ops.has(same) || ops.get(same)!.op !== 'add')) note(same, 'update', c);
      } else if (same.confirmed === '') {
        // A reviewer's own item: their text stays, the new statements are added under it (after the
        // fence their text leaves open, closed: inside it they would be code).
        same.lines = [...heldLines(same.lines), ...fresh];
        index.changed(same);
        note(same, 'update', c);
      } else {
        const was = same.lines;
        same.lines = c.lines;
        index.changed(same);
        confirm(same, c);
        if (ops.get(same)?.op === 'add') note(same, 'add', c);
        else note(same, 'supersede', c, `replaces: ${was.map((l) => l.replace(/^- /, '')).join(' / ')}`);
      }
      continue;
    }
    const keys = lineKeys(c);
    if (keys.every((k) => index.known(k))) {
      const holder = index.holder(keys);
      if (holder && holder.confirmed !== '') {
        confirm(holder, c);
        if (!ops.has(holder)) note(holder, 'update', c);
      }
      continue;
    }
    const fresh = c.lines.filter((l) => !index.known(statementKey(l)));
    const item = { ...c, lines: fresh };
    items.push(item);
    index.add(item);
    note(item, 'add', c);
  }
  for (const [item, added] of fronts) item.evidence = movedToFront(item.evidence, added);
  for (const [op, added] of opFronts) op.evidence = [...added.reverse().flat(), ...op.evidence];
  return { items, ops: [...ops.values()] };
}

function pushTo<K>(map: Map<K, string[][]>, key: K, evidence: string[]): void {
  const list = map.get(key);
  if (list) list.push(evidence);
  else map.set(key, [evidence]);
}

/**
 * `evidence` after putting each of `added` in front in turn (the last one
 * ends first), each citation it holds moved from where it was: the newest
 * whole, each older one without what a newer one holds, then the rest.
 */
function movedToFront(evidence: string[], added: string[][]): string[] {
  const out: string[] = [];
  const newer = new Set<string>();
  for (let i = added.length - 1; i >= 0; i--) {
    for (const c of added[i]) if (!newer.has(c)) out.push(c);
    for (const c of added[i]) newer.add(c);
  }
  for (const c of evidence) if (!newer.has(c)) out.push(c);
  return out;
}
