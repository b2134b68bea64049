/**
 * The job summary gives an agent its lists of entries and files only when
 * they fit the room left; the lists are built only as far as that room,
 * and the body given when they fit is the whole detail, byte for byte.
 */
import { expect, it } from 'vitest';
import { agentDetail, fullDetailWithin, ReviewDigest } from '../../src/render/review-digest.js';
import { distilPlan } from '../helpers/local-plan.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const entry = (i: number) =>
  `## 2026-01-01T00:${String(i).padStart(2, '0')}:00Z\n**Task:** task ${i} in \`src/x${i}.ts\`\n**Result:** ${i % 4 ? 'ok' : 'failed: exit code 1'}\n\n`;

it('gives the whole detail when it fits exactly, and nothing one unit short, by bytes and by characters', async () => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 5\n',
    'agents/b.toml': '[memory]\nenabled = true\nlast_n = 2\n',
    'memory/a.md': Array.from({ length: 40 }, (_, i) => entry(i)).join(''),
    // Characters over the BMP and accents: a byte is not a character.
    'memory/b.md': Array.from({ length: 12 }, (_, i) => entry(i).replace('task', 'tâche 🚀')).join(''),
  });
  const review = new ReviewDigest().add(await distilPlan(root, { agents: [] }));
  expect(review.agents.map((d) => d.name)).toEqual(['a', 'b']);
  for (const size of [(s: string) => Buffer.byteLength(s, 'utf8'), (s: string) => s.length]) {
    for (const d of review.agents) {
      const full = agentDetail(d, true).body;
      // The lists are there: what is being cut short is real work.
      expect(full.length).toBeGreaterThan(agentDetail(d, false).body.length);
      expect(fullDetailWithin(d, size(full), size)).toBe(full);
      expect(fullDetailWithin(d, size(full) + 100, size)).toBe(full);
      expect(fullDetailWithin(d, size(full) - 1, size)).toBeUndefined();
      expect(fullDetailWithin(d, size(agentDetail(d, false).body), size)).toBeUndefined();
    }
  }
});
