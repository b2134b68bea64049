/**
 * DESIGN §8: the review shows the knowledge operations with their evidence,
 * then detail, and the body stays under GitHub's limit by dropping detail
 * first. An agent's part was one block, kept or left out whole: a body a
 * little too long for every agent lost the last agent's knowledge with its
 * lists of dropped and kept entries (which the diff shows anyway). Now the
 * lists go first: every agent whose part fits keeps its knowledge, and the
 * footer says whose entry lists are in the job summary.
 */
import { expect, it } from 'vitest';
import { renderReview } from '../../src/render/review.js';
import { distilPlan } from '../helpers/local-plan.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const NAMES = ['a', 'b', 'c', 'd'];

it('leaves out entry lists before any agent loses its knowledge operations', async () => {
  const root = await tempDir();
  const files: Record<string, string> = {};
  NAMES.forEach((name, n) => {
    const entry = (i: number) =>
      `## 2026-01-${String(i + 1).padStart(2, '0')}T00:00:00Z\n**Task:** ${name} step ${i} ${'of the long release checklist '.repeat(6 - n)}\n**Result:** **Decision:** \`${name}/${i}.sh\` runs before step ${i + 1}.\n\n`;
    files[`agents/${name}.toml`] = '[memory]\nenabled = true\nlast_n = 2\n';
    files[`memory/${name}.md`] = Array.from({ length: 12 }, (_, i) => entry(i)).join('');
  });
  await writeTree(root, files);
  const p = await distilPlan(root, { agents: [], dryRun: true });
  const ctx = { base: 'main', mode: 'dry-run' as const, rest: 'the job summary' };
  const whole = renderReview(p, undefined, { ...ctx, limit: 1_000_000 });
  for (const name of NAMES) expect(whole).toContain(`Knowledge in memory/${name}/procedural/digest.md`);
  // Room for all but a little of it.
  const body = renderReview(p, undefined, { ...ctx, limit: whole.length - 200 });
  expect(body.length).toBeLessThanOrEqual(whole.length - 200);
  for (const name of NAMES) {
    expect(body).toContain(`### \`${name}\``);
    expect(body).toContain(`Knowledge in memory/${name}/procedural/digest.md`);
  }
  expect(body).toMatch(
    /_Not shown here, to stay within GitHub's limit: the entry and file lists of 1 of 4 agents\. They are in the job summary\._/,
  );
});
