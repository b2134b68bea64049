/**
 * Held-out round 10 (test/fixtures/knowledge/README.md): two Squad histories
 * of our own, paraphrased from public ones (a C++ tool's build agent, a .NET
 * CLI's lead), their facts written down before memkeep ran on them. Each is
 * trimmed to its newest entry and distilled into its `## Core Context` with
 * the local analyzer, and held to what it reaches today.
 */

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { distilSource, expectFloor, type Fact, type Floor, scoreDropped } from '../helpers/knowledge-score.js';

const DIR = join(import.meta.dirname, '../fixtures/knowledge/round10');
const SQUAD = 'preset = "squad"\norder = "oldest-first"';

/** Recall and precision rounded down, size up: the goal is recall 0.8, precision 0.8, size 0.4. */
const FLOORS: Record<string, Floor> = {
  rowan: { recall: 0.35, precision: 0.92, size: 0.38 },
  dana: { recall: 0.26, precision: 0.65, size: 0.38 },
};

describe('knowledge kept from held-out round 10 (Squad histories of our own)', () => {
  it.each(Object.keys(FLOORS))('%s', async (name) => {
    const facts: Fact[] = JSON.parse(await readFile(join(DIR, 'facts.json'), 'utf8'))[name];
    const d = await distilSource({ name, file: join(DIR, name, 'history.md'), memory: SQUAD, keep: 1 });
    expectFloor(scoreDropped(name, facts, d), FLOORS[name]);
  });
});
