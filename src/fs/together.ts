/**
 * File work over many agents, a few at a time. Awaited one by one, each
 * file operation woke a thread-pool worker and then the main thread (a
 * third of a thousand agents' dry run was the kernel doing that); all at
 * once, a thousand agents' trims would hold thousands of descriptors.
 */

/** Items in flight at once: enough to keep the thread pool's four workers busy. */
const AT_ONCE = 8;

/**
 * Runs `run` over `items`, AT_ONCE at a time, except that items sharing a
 * key (a file both write) run one after another in their order; resolves to
 * the results in order.
 */
export async function together<T, R>(
  items: readonly T[],
  run: (item: T) => Promise<R>,
  keys: (item: T) => readonly string[] = () => [],
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += AT_ONCE) {
    const last = new Map<string, Promise<unknown>>();
    const window = items.slice(i, i + AT_ONCE).map((item) => {
      const mine = keys(item);
      const done = Promise.all(mine.map((k) => last.get(k))).then(() => run(item));
      for (const k of mine)
        last.set(
          k,
          done.catch(() => undefined),
        );
      return done;
    });
    results.push(...(await Promise.all(window)));
  }
  return results;
}
