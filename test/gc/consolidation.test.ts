/**
 * Consolidation checks besides the distillation (issue 21, item 3), applied
 * on the branch and listed in the review: an index's list items linking
 * only to missing files leave the index, and a statement memkeep's
 * knowledge items share with another of the agent's memory files leaves
 * the items. Real temp stores, no mocks.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/gc/apply.js';
import { dropDuplicates } from '../../src/memory/knowledge/duplicates.js';
import { withoutDeadLinks } from '../../src/memory/typed/dead-links.js';
import { renderReview } from '../../src/render/review.js';
import { distilPlan } from '../helpers/local-plan.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const INDEX = [
  '# Memory index',
  '',
  '- [Build rules](build.md) — how the build is run',
  '- [Old deploy notes](deploy-old.md) — retired',
  'See [the release checklist](release.md) before tagging.',
  '- [Docs](https://example.com/docs.md) and [anchors](#top)',
  '```',
  '- [Example](example.md)',
  '```',
  '',
].join('\n');

describe('index links to missing files', () => {
  it('take a list item linking only to missing files out of the index; a link in prose is only reported', () => {
    const exists = (p: string) => p === '/m/build.md';
    const out = withoutDeadLinks('/m/MEMORY.md', INDEX, exists);
    expect(out.text).not.toContain('deploy-old.md');
    expect(out.text).toContain('- [Build rules](build.md)');
    expect(out.text).toContain('See [the release checklist](release.md)');
    expect(out.text).toContain('- [Example](example.md)');
    expect(out.text).toContain('https://example.com/docs.md');
    expect(out.dead).toEqual([
      { line: '- [Old deploy notes](deploy-old.md) — retired', targets: ['/m/deploy-old.md'], removed: true },
      {
        line: 'See [the release checklist](release.md) before tagging.',
        targets: ['/m/release.md'],
        removed: false,
      },
    ]);
  });
});

describe('duplicate items across the agent’s memory files', () => {
  const item = (title: string, lines: string[], confirmed = '2026-01-01') => ({
    title,
    lines,
    evidence: confirmed ? ['2026-01-01T00:00:00Z'] : [],
    count: confirmed ? 1 : 0,
    confirmed,
  });

  it('drop memkeep’s copy of a statement another file holds, naming the file; never a reviewer’s item', () => {
    const out = dropDuplicates(
      [
        item('Deploys', [
          '- **Fix:** Pin Node to 22 in `deploy.yml` for the staging runner.',
          '- Staging deploys batch the backfill.',
        ]),
        item('Runner', ['- Pin Node to 22 in deploy.yml for the staging runner!']),
        item('Mine', ['- Pin Node to 22 in `deploy.yml` for the staging runner.'], ''),
        item('Short', ['- Done.']),
      ],
      [
        {
          file: 'memory/a/core.md',
          text: '# Rules\n\n* Pin Node to 22 in `deploy.yml` for the staging runner.\n- Done.\n',
        },
      ],
    );
    expect(out.items.map((i) => [i.title, i.lines])).toEqual([
      ['Deploys', ['- Staging deploys batch the backfill.']],
      ['Mine', ['- Pin Node to 22 in `deploy.yml` for the staging runner.']],
      ['Short', ['- Done.']],
    ]);
    expect(out.ops.map((o) => [o.op, o.title, o.note])).toEqual([
      ['remove', 'Deploys', 'also in memory/a/core.md'],
      ['remove', 'Runner', 'also in memory/a/core.md'],
    ]);
  });
});

describe('consolidation in gc', () => {
  const entry = (minute: number, task: string, result: string) =>
    `## 2026-01-01T00:0${minute}:00Z\n**Task:** ${task}\n**Result:** ${result}\n\n`;

  async function store() {
    const root = await tempDir();
    await writeTree(root, {
      'agents/a.toml':
        '[memory]\nenabled = true\nlast_n = 2\ncore_files = ["memory/a/core.md"]\nindex_files = ["**/MEMORY.md"]\n',
      'memory/a.md': [
        entry(0, 'Deploy staging', '**Fix:** Pin Node to 22 in `deploy.yml` for the staging runner.'),
        entry(1, 'Migrate invoices', '**Decision:** Run the `invoices` backfill in batches of 5,000 rows.'),
        entry(2, 'Check build status', 'Green.'),
        entry(3, 'Answer a question', 'Answered.'),
      ].join(''),
      'memory/a/core.md': '# Rules\n\n- Pin Node to 22 in `deploy.yml` for the staging runner.\n',
      'memory/a/procedural/MEMORY.md': INDEX,
      'memory/a/procedural/build.md': '# Build\n',
    });
    return root;
  }

  async function gc(root: string, dryRun: boolean) {
    const p = await distilPlan(root, { dryRun });
    const applied = dryRun ? undefined : await apply(p);
    return { review: renderReview(p, applied, { base: 'main', mode: dryRun ? 'dry-run' : 'pull-request' }), applied };
  }

  it('are planned in a dry run, changing nothing, and listed in the review', async () => {
    const root = await store();
    const { review } = await gc(root, true);
    expect(await readFile(join(root, 'memory/a/procedural/MEMORY.md'), 'utf8')).toBe(INDEX);
    expect(review).toContain('Removes 1 list item of memory/a/procedural/MEMORY.md linking only to missing files');
    expect(review).toContain('deploy-old.md does not exist');
    expect(review).toContain('left (in prose)');
    expect(review).toContain('also in memory/a/core.md');
    // A statement the distillation was about to add is shown once, as not added.
    expect(review).toContain('1 added, 1 removed');
    expect(review).not.toContain('**added** "Deploy staging"');
    expect(review).toContain('— not added: also in memory/a/core.md');
  });

  it('are applied on the branch: the dead list item leaves the index, the duplicate statement the digest', async () => {
    const root = await store();
    const { applied } = await gc(root, false);
    const index = await readFile(join(root, 'memory/a/procedural/MEMORY.md'), 'utf8');
    expect(index).toBe(INDEX.replace('- [Old deploy notes](deploy-old.md) — retired\n', ''));
    const digest = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
    expect(digest).toContain('batches of 5,000 rows');
    expect(digest).not.toContain('Pin Node');
    expect(applied?.paths).toContain(join(root, 'memory/a/procedural/MEMORY.md'));
    // Run again: nothing left to remove; the link in prose is still reported.
    const again = await gc(root, true);
    expect(again.review).not.toContain('deploy-old.md');
    expect(again.review).toContain('1 link to missing files in its prose, left for a reviewer');
  });
});
