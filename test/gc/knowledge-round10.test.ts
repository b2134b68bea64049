/**
 * Held-out round 10 (test/fixtures/knowledge/README.md): two Squad histories
 * of our own, paraphrased from public ones (a C++ tool's build agent, a .NET
 * CLI's lead), their facts written down before memkeep ran on them. Each is
 * trimmed to its newest entry and distilled into its `## Core Context` with
 * the local analyzer, and held to what it reaches today.
 */

import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distilSource, type Fact, REAL, score } from '../helpers/knowledge-score.js';

const DIR = join(import.meta.dirname, '../fixtures/knowledge/round10');
const SQUAD = 'preset = "squad"\norder = "oldest-first"';

/** Recall and precision rounded down, size up: the goal is recall 0.8, precision 0.8, size 0.4. */
const FLOORS: Record<string, { recall: number; precision: number; size: number }> = {
  rowan: { recall: 0.35, precision: 0.92, size: 0.38 },
  dana: { recall: 0.26, precision: 0.65, size: 0.38 },
};

describe('knowledge kept from held-out round 10 (Squad histories of our own)', () => {
  it.each(Object.keys(FLOORS))('%s', async (name) => {
    const facts: Fact[] = JSON.parse(await readFile(join(DIR, 'facts.json'), 'utf8'))[name];
    // distilSource reads from the real-memory folder: the fixture is named relative to it.
    const d = await distilSource({ name, file: relative(REAL, join(DIR, name, 'history.md')), memory: SQUAD, keep: 1 });
    const dropped = d.dropped
      .map((e) => `${e.heading}\n${e.task}\n${e.result}`)
      .join('\n')
      .toLowerCase();
    for (const f of facts) for (const p of f.phrases) expect(dropped, `${name}: "${p}"`).toContain(p.toLowerCase());
    const s = score(facts, d.written, d.droppedBytes);
    expect(s.recall).toBeGreaterThanOrEqual(FLOORS[name].recall);
    expect(s.precision).toBeGreaterThanOrEqual(FLOORS[name].precision);
    expect(s.size).toBeLessThanOrEqual(FLOORS[name].size);
  });
});
