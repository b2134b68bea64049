/**
 * The knowledge items a merge is building, looked up by title and by
 * statement. The merge asked, for each incoming item, which held item has
 * its title and which statements any item already holds by recomputing
 * every item's keys: quadratic in the items, the largest cost of
 * `gc --all` on a fleet. Here each item's keys are computed when it is
 * added or changed.
 */
import { type KnowledgeItem, titleKey } from './items.js';

export class ItemIndex {
  private readonly items: KnowledgeItem[] = [];
  private readonly position = new Map<KnowledgeItem, number>();
  /** The first item with each title key. */
  private readonly byTitle = new Map<string, KnowledgeItem>();
  /** Per statement key, the items holding it. */
  private readonly holders = new Map<string, Set<KnowledgeItem>>();
  private readonly keysOf = new Map<KnowledgeItem, Set<string>>();
  /** Statement keys of the items that are only read (lessons). */
  private readonly fixed = new Set<string>();

  constructor(
    items: KnowledgeItem[],
    others: KnowledgeItem[],
    private readonly statementKeys: (item: KnowledgeItem) => string[],
  ) {
    for (const o of others) for (const k of statementKeys(o)) this.fixed.add(k);
    for (const i of items) this.add(i);
  }

  add(item: KnowledgeItem): void {
    this.position.set(item, this.items.length);
    this.items.push(item);
    const title = titleKey(item.title);
    if (title !== '' && !this.byTitle.has(title)) this.byTitle.set(title, item);
    this.index(item);
  }

  /** To be called after an item's lines changed. */
  changed(item: KnowledgeItem): void {
    for (const k of this.keysOf.get(item) ?? []) this.holders.get(k)!.delete(item);
    this.index(item);
  }

  /** The first item with this title key (not empty). */
  titled(key: string): KnowledgeItem | undefined {
    return key === '' ? undefined : this.byTitle.get(key);
  }

  keys(item: KnowledgeItem): Set<string> {
    return this.keysOf.get(item)!;
  }

  /** Whether an item or one of the others holds this statement key. */
  known(key: string): boolean {
    return this.fixed.has(key) || (this.holders.get(key)?.size ?? 0) > 0;
  }

  /** The first item holding all of `keys` (the first item when there are none). */
  holder(keys: string[]): KnowledgeItem | undefined {
    if (keys.length === 0) return this.items[0];
    let best: KnowledgeItem | undefined;
    for (const item of this.holders.get(keys[0]) ?? []) {
      const own = this.keysOf.get(item)!;
      if (keys.every((k) => own.has(k)) && (!best || this.position.get(item)! < this.position.get(best)!)) best = item;
    }
    return best;
  }

  private index(item: KnowledgeItem): void {
    const keys = new Set(this.statementKeys(item));
    this.keysOf.set(item, keys);
    for (const k of keys) {
      const set = this.holders.get(k);
      if (set) set.add(item);
      else this.holders.set(k, new Set([item]));
    }
  }
}
