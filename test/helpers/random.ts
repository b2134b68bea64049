/**
 * Seeded randomness for tests that draw many random choices (kill points,
 * agent schedules): the same seed gives the same choices on every platform,
 * so a failing run can be replayed with MEMKEEP_TEST_SEED.
 */

/** The seed: MEMKEEP_TEST_SEED when set, else a fixed default. */
export function testSeed(fallback = 20260418): number {
  const text = process.env.MEMKEEP_TEST_SEED;
  return text === undefined || text === '' ? fallback : Number(text);
}

/** mulberry32: small, fast, and enough for spreading test inputs. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
