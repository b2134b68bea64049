/**
 * What the distil step keeps of real agent memory (../shared/real-memory,
 * read in place; skipped cleanly where it is absent): recall, precision and
 * size against test/fixtures/knowledge/facts.json, the facts a maintainer
 * keeps from the entries each trim drops (see test/helpers/knowledge-score.ts
 * for the definitions).
 */
import { existsSync } from 'node:fs';
import { describe, it } from 'vitest';
import {
  distilSource,
  expectFloor,
  type Floor,
  loadFacts,
  REAL,
  SOURCES,
  scoreDropped,
} from '../helpers/knowledge-score.js';

/** What each source reaches today (recall and precision rounded down, size up): the goal is recall 0.8, precision 0.8, size 0.4. */
const FLOORS: Record<string, Floor> = {
  localllm: { recall: 0.55, precision: 0.88, size: 0.39 },
  'autoagent-memory': { recall: 1, precision: 0.95, size: 0.33 },
  'autoagent-log': { recall: 0.75, precision: 0.72, size: 0.38 },
  'speedtest-incidents': { recall: 1, precision: 1, size: 0.07 },
  'cline-activecontext': { recall: 0.83, precision: 0.84, size: 0.38 },
  'squad-eecom': { recall: 0.83, precision: 0.79, size: 0.35 },
  'squad-fido': { recall: 0.57, precision: 0.83, size: 0.34 },
};

describe.runIf(existsSync(REAL))('knowledge kept from real memory (local analyzer)', () => {
  it.each(SOURCES.map((s) => [s.name, s] as const))('%s', async (name, source) => {
    const facts = (await loadFacts())[name];
    const d = await distilSource(source);
    const s = scoreDropped(name, facts, d);
    console.log(
      `${name}: recall ${(s.recall * 100).toFixed(0)}% (${s.recovered}/${s.facts}), precision ${(s.precision * 100).toFixed(0)}% (${s.knowledgeLines}/${s.lines} lines), size ${(s.size * 100).toFixed(0)}% (${s.bytes}/${s.droppedBytes} bytes)${s.missed.length ? `; missed: ${s.missed.join(' | ')}` : ''}`,
    );
    // The issue's goal is recall 0.8, precision 0.8, size 0.4 on every
    // source; not every source meets it yet (test/fixtures/knowledge/
    // README.md has the figures), so each is held to what it reaches now.
    expectFloor(s, FLOORS[name]);
  });
});
