/**
 * Splitting agents across a matrix of jobs (`shard: i/n`). The shard of an
 * agent depends only on its name, so adding an agent never moves the others
 * and concurrent shards never touch the same agent.
 */

/** The 1-based shard (of `count`) that owns `name`: FNV-1a of the name. */
export function shardOf(name: string, count: number): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(name, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % count) + 1;
}
