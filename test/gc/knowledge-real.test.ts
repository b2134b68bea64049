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

describe.runIf(existsSync(REAL))('knowledge kept from real memory (local analyzer)', () => {
  it.each(SOURCES.map((s) => [s.name, s] as const))(
    '%s',
    async (name, source) => {
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
      expect(s.recall).toBeGreaterThanOrEqual(0.8);
      expect(s.precision).toBeGreaterThanOrEqual(0.8);
      expect(s.size).toBeLessThanOrEqual(0.4);
    },
    60_000,
  );
});
