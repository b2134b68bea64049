/**
 * The review's Distil part gives the knowledge file's size before and
 * after, and a maintainer reads it against the files' table, which is the
 * diff: the figures must be the file's (digest.md and lessons.md with their
 * header; a summary section with its heading and prose), not the bytes of
 * the items alone, which disagreed with the table by the header's size
 * ("0 → 4250 bytes" beside a row "0 → 4375").
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { apply } from '../../src/gc/apply.js';
import { renderReview } from '../../src/render/review.js';
import { distilPlan } from '../helpers/local-plan.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const run = (task: string, result: string, i: number) =>
  `## 2026-01-0${i}T00:00:00Z\n**Task:** ${task}\n**Result:** ${result}\n\n`;

const planned = (root: string) => distilPlan(root);

const bytes = async (path: string) => (await stat(path)).size;

it("gives digest.md's and lessons.md's sizes as the files' table does, header included", async () => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\n',
    'memory/a.md': [
      run('deploy api', 'failed: npm ci EBADENGINE', 1),
      run('rotate token', '**Decision:** the token lives in the NPM_TOKEN secret and expires every 90 days.', 2),
      run('release', 'tagged', 3),
      run('release', 'tagged', 4),
    ].join(''),
  });
  const p = await planned(root);
  const dry = renderReview(p, undefined, { base: 'main', mode: 'dry-run' });
  const applied = await apply(p);
  const digest = await bytes(join(root, 'memory/a/procedural/digest.md'));
  const lessons = await bytes(join(root, 'memory/a/procedural/lessons.md'));
  const body = renderReview(p, applied, { base: 'main', mode: 'pull-request' });
  for (const doc of [dry, body]) {
    expect(doc).toMatch(new RegExp(`digest\\.md \\(local\\): 1 added; 0 → ${digest} bytes\\.`));
    expect(doc).toMatch(new RegExp(`lessons\\.md: 1 added; 0 → ${lessons} bytes\\.`));
  }
});

it("gives a summary section's size with its heading and prose, before and after", async () => {
  const root = await tempDir();
  const learning = (n: number) => `### Learning ${n}\n**Decision:** step ${n} runs \`deploy/${n}.sh\` first.\n\n`;
  const history = `# Houston\n\n## Core Context\n\nHouston owns the release train.\n\n## Learnings\n\n${[1, 2, 3, 4].map(learning).join('')}`;
  await writeTree(root, {
    'agents/a.toml':
      '[memory]\nenabled = true\npath = ".squad/agents/a/history.md"\npreset = "squad"\norder = "oldest-first"\nlast_n = 2\n',
    '.squad/agents/a/history.md': history,
  });
  const p = await planned(root);
  const applied = await apply(p);
  const after = await readFile(join(root, '.squad/agents/a/history.md'), 'utf8');
  const section = (t: string) => t.slice(t.indexOf('## Core Context'), t.indexOf('## Learnings'));
  const body = renderReview(p, applied, { base: 'main', mode: 'pull-request' });
  const before = Buffer.byteLength(section(history));
  expect(before).toBeGreaterThan(0);
  expect(body).toContain(`2 added; ${before} → ${Buffer.byteLength(section(after))} bytes.`);
});
