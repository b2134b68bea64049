/**
 * What the distil step keeps of real agent memory (../shared/real-memory,
 * read in place; skipped cleanly where it is absent): recall, precision and
 * size against test/fixtures/knowledge/facts.json, the facts a maintainer
 * keeps from the entries each trim drops (see test/helpers/knowledge-score.ts
 * for the definitions).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { distilSource, loadFacts, REAL, SOURCES, score } from '../helpers/knowledge-score.js';

/** What each source reaches today (recall and precision rounded down, size up): the goal is recall 0.8, precision 0.8, size 0.4. */
const FLOORS: Record<string, { recall: number; precision: number; size: number }> = {
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
    // The fixture is about these entries: every key phrase is in what was dropped.
    const dropped = d.dropped
      .map((e) => `${e.heading}\n${e.task}\n${e.result}`)
      .join('\n')
      .toLowerCase();
    for (const f of facts) for (const p of f.phrases) expect(dropped, `${name}: "${p}"`).toContain(p.toLowerCase());
    const s = score(facts, d.written, d.droppedBytes);
    console.log(
      `${name}: recall ${(s.recall * 100).toFixed(0)}% (${s.recovered}/${s.facts}), precision ${(s.precision * 100).toFixed(0)}% (${s.knowledgeLines}/${s.lines} lines), size ${(s.size * 100).toFixed(0)}% (${s.bytes}/${s.droppedBytes} bytes)${s.missed.length ? `; missed: ${s.missed.join(' | ')}` : ''}`,
    );
    // The issue's goal is recall 0.8, precision 0.8, size 0.4 on every
    // source; not every source meets it yet (test/fixtures/knowledge/
    // README.md has the figures), so each is held to what it reaches now.
    const floor = FLOORS[name];
    expect(s.recall).toBeGreaterThanOrEqual(floor.recall);
    expect(s.precision).toBeGreaterThanOrEqual(floor.precision);
    expect(s.size).toBeLessThanOrEqual(floor.size);
  });
});
