/**
 * A review whose knowledge list shows a reviewer's item: a store with one
 * agent past its last_n, whose digest holds the reviewer's item "Deploy
 * step 0" (no evidence line) with the given lines; the local merge adds a
 * statement to it, so the review shows the item as the file will hold it.
 */
import { expect } from 'vitest';
import { DIGEST_HEADER } from '../../src/memory/knowledge/distilled.js';
import { renderReview } from '../../src/render/review.js';
import { distilPlan } from './local-plan.js';
import { tempDir, writeTree } from './tmp.js';

/** The review of a store whose reviewer's item "Deploy step 0" holds `lines`; the local merge adds to it. */
export async function reviewWithItem(lines: string): Promise<string> {
  const root = await tempDir();
  const entry = (m: number) =>
    `## 2026-01-01T00:0${m}:00Z\n**Task:** Deploy step ${m}\n**Result:** **Decision:** \`deploy/${m}.sh\` runs first.\n\n`;
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\n',
    'memory/a.md': [0, 1, 2].map(entry).join(''),
    'memory/a/procedural/digest.md': `${DIGEST_HEADER}\n## Deploy step 0\n${lines}\n`,
  });
  const p = await distilPlan(root, { dryRun: true });
  expect(p.agents[0].steps.distil?.knowledge?.ops.map((o) => o.title)).toContain('Deploy step 0');
  return renderReview(p, undefined, { base: 'main', mode: 'pull-request' });
}
