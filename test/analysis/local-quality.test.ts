/**
 * The local analyzer's quality on generated logs: planted repeated tasks
 * (reworded, renumbered, respelled) among one-off tasks, several seeds.
 * Recall = planted groups found with their members; precision = reported
 * groups that are planted.
 */
import { describe, expect, it } from 'vitest';
import type { RunEntry } from '../../src/analysis/entries.js';
import { analyzeLocally } from '../../src/analysis/local.js';
import { findRepeatedWork } from '../../src/analysis/repeated-work.js';
import { seededRandom } from '../helpers/random.js';

const PLANTED: ((r: () => number) => string)[][] = [
  [
    () => 'Summarize CI failures on main for the last 24 hours',
    () => 'summarise CI failures on main (last 24h)',
    () => 'Summarize the CI failures on main, last 24 hrs',
  ],
  [
    (r) => `Re-run flaky integration tests for PR #${400 + Math.floor(r() * 90)}`,
    (r) => `re-run the flaky integration tests for pr #${400 + Math.floor(r() * 90)}`,
  ],
  [
    () => 'Collect weekly dependency update report for acme/api',
    () => 'collect the weekly dependency-update report for acme/api',
    () => 'Collect weekly dependency update reports (acme/api)',
  ],
  [
    () => 'Backfill missing labels on stale issues older than 30 days',
    () => 'backfill missing labels on stale issues older than 30d',
  ],
  [
    () => 'Rotate staging database credentials and update the vault entry',
    () => 'rotate staging DB credentials and update vault entry',
    () => 'Rotate staging database credentials, update the vault entry.',
  ],
];

const VERBS = [
  'Investigate',
  'Document',
  'Refactor',
  'Benchmark',
  'Migrate',
  'Audit',
  'Prototype',
  'Explain',
  'Design',
  'Estimate',
];
const OBJECTS = [
  'checkout latency',
  'webhook retries',
  'search ranking',
  'invoice rounding',
  'image resizing',
  'feature flag cleanup',
  'session storage',
  'email templates',
  'cache eviction',
  'pagination cursor',
  'timezone handling',
  'audit logging',
  'csv export',
  'rate limiter',
  'oauth scopes',
];
const WHERE = [
  'in billing',
  'for the mobile app',
  'in the admin panel',
  'on the public API',
  'for partners',
  'in onboarding',
];
const TITLES = [
  'bump lodash',
  'add retry to webhook handler',
  'refactor billing service',
  'fix flaky login test',
  'update README badges',
  'migrate to Node 24',
  'add rate limiting middleware',
  'remove dead feature flags',
  'tune db pool',
  'split payments module',
];

interface Corpus {
  entries: RunEntry[];
  /** Planted group id per entry, -1 for one-offs. */
  truth: number[];
}

function corpus(seed: number): Corpus {
  const r = seededRandom(seed);
  const items: { task: string; group: number }[] = [];
  PLANTED.forEach((variants, group) => {
    const runs = 3 + Math.floor(r() * 4);
    for (let i = 0; i < runs; i++) items.push({ task: variants[i % variants.length](r), group });
  });
  const used = new Set<string>();
  while (items.filter((x) => x.group < 0).length < 45) {
    const oneOff =
      r() < 0.3
        ? `Review PR #${100 + Math.floor(r() * 800)}: ${TITLES[Math.floor(r() * TITLES.length)]}`
        : `${VERBS[Math.floor(r() * VERBS.length)]} ${OBJECTS[Math.floor(r() * OBJECTS.length)]} ${WHERE[Math.floor(r() * WHERE.length)]}`;
    const key = oneOff.replace(/#\d+/, '#').toLowerCase();
    if (used.has(key)) continue;
    used.add(key);
    items.push({ task: oneOff, group: -1 });
  }
  // Shuffle deterministically.
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  const entries = items.map((x, i) => ({
    timestamp: new Date(Date.UTC(2026, 0, 1) + i * 7_200_000).toISOString().replace('.000Z', 'Z'),
    task: x.task,
    result: r() < 0.1 ? 'Error: could not reach the API' : 'done',
    failed: false,
  }));
  for (const e of entries) e.failed = e.result.startsWith('Error');
  return { entries, truth: items.map((x) => x.group) };
}

/** A reported group matches a planted one when most of its members belong to it and it has most of that group. */
function score(c: Corpus): { recall: number; precision: number } {
  const groups = findRepeatedWork(c.entries);
  const planted = PLANTED.map((_, g) => c.truth.flatMap((t, i) => (t === g ? [i] : [])));
  let correct = 0;
  const found = new Set<number>();
  for (const g of groups) {
    const counts = new Map<number, number>();
    for (const m of g.members) counts.set(c.truth[m], (counts.get(c.truth[m]) ?? 0) + 1);
    const [best, n] = [...counts].sort((a, b) => b[1] - a[1])[0];
    if (best >= 0 && n / g.members.length >= 0.8 && n / planted[best].length >= 0.8) {
      correct++;
      found.add(best);
    }
  }
  return { recall: found.size / planted.length, precision: groups.length ? correct / groups.length : 1 };
}

describe('local analyzer quality', () => {
  it('finds planted repeated work with high recall and precision over several seeds', () => {
    let recall = 0;
    let precision = 0;
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
    for (const seed of seeds) {
      const s = score(corpus(seed));
      console.log(`seed ${seed}: recall ${s.recall.toFixed(2)}, precision ${s.precision.toFixed(2)}`);
      recall += s.recall;
      precision += s.precision;
    }
    recall /= seeds.length;
    precision /= seeds.length;
    console.log(
      `local analyzer over ${seeds.length} seeds: recall ${recall.toFixed(3)}, precision ${precision.toFixed(3)}`,
    );
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(precision).toBeGreaterThanOrEqual(0.9);
  });

  it('writes the three headings in order, deterministically', () => {
    const c = corpus(42);
    const a = analyzeLocally(c.entries);
    expect(analyzeLocally(c.entries)).toBe(a);
    const headings = a.split('\n').filter((l) => l.startsWith('## '));
    expect(headings).toEqual(['## Patterns Found', '## Repeated Work', '## Recommendations']);
    // Findings cite entries by timestamp.
    expect(a).toMatch(/first 2026-\d\d-\d\dT\d\d:\d\d:\d\dZ, last 2026-/);
  });

  it('uses the prompt fallback sentences when there is nothing to say', () => {
    expect(analyzeLocally([])).toBe(
      '## Patterns Found\nNo clear patterns detected.\n\n## Repeated Work\nNo repeated work detected.\n\n## Recommendations\nNo specific recommendations.',
    );
  });

  it('analyses 100,000 entries', () => {
    const big: RunEntry[] = [];
    const r = seededRandom(99);
    for (let i = 0; i < 100_000; i++) {
      const task =
        r() < 0.5
          ? PLANTED[i % PLANTED.length][0](r)
          : `${VERBS[i % VERBS.length]} ${OBJECTS[(i * 7) % OBJECTS.length]} item ${i}`;
      big.push({
        timestamp: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString().replace('.000Z', 'Z'),
        task,
        result: 'ok',
        failed: false,
      });
    }
    const t0 = performance.now();
    const text = analyzeLocally(big);
    console.log(`local analyzer on 100,000 entries: ${(performance.now() - t0).toFixed(0)} ms`);
    expect(text).toContain('## Repeated Work\n- "');
    expect(findRepeatedWork(big).length).toBeGreaterThan(0);
  });
});
