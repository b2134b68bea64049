/**
 * Dropped entries that teach nothing beyond their lessons (a failure log:
 * speedtest-minimal's INCIDENTS.md, 24 copies of one failure) leave
 * digest.md as it is. The review said "Distilled 24 dropped entries into
 * memory/…/digest.md (local): no change; 0 → 0 bytes", naming as their
 * destination a file the change never writes (it is not in the files'
 * table, nor in the diff). It says that nothing new goes there instead.
 */
import { expect, it } from 'vitest';
import { apply } from '../../src/gc/apply.js';
import { renderReview } from '../../src/render/review.js';
import { renderLog } from '../../src/render/text.js';
import { distilPlan } from '../helpers/local-plan.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

it('names digest.md as left alone, not as where the entries went, when only lessons are written', async () => {
  const root = await tempDir();
  const failed = (i: number) =>
    `## 2026-01-0${i}T00:00:00Z\n**Task:** migrate db\n**Result:** failed: lock timeout\n\n`;
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\n',
    'memory/a.md': [1, 2, 3].map(failed).join(''),
  });
  const p = await distilPlan(root);
  expect(p.agents[0].steps.distil?.knowledge?.ops).toEqual([]);
  const dry = renderReview(p, undefined, { base: 'main', mode: 'dry-run' });
  const applied = await apply(p);
  const body = renderReview(p, applied, { base: 'main', mode: 'pull-request' });
  expect(dry).toContain(
    '**Distil.** Distils 2 dropped entries (local): nothing new for memory/a/procedural/digest.md, which is left as it is. Updates memory/a/procedural/lessons.md: 1 added;',
  );
  expect(body).toContain(
    '**Distil.** Distilled 2 dropped entries (local): nothing new for memory/a/procedural/digest.md, which is left as it is. Updated memory/a/procedural/lessons.md: 1 added;',
  );
  expect(body).not.toContain('no change; 0 → 0 bytes');
  expect(renderLog(p, applied)).toContain(
    'Distilled 2 dropped entries (local): nothing new for memory/a/procedural/digest.md',
  );
});
