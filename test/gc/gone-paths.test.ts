/**
 * Consolidation drops what points at nothing (issue 21, item 3): a
 * statement naming a repository path the base commit no longer has is not
 * kept, and the review says which and why; paths that exist, paths the
 * repository never had (a store beside the code) and a reviewer's own items
 * are left alone.
 */
import { execFileSync } from 'node:child_process';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedDistil, type DistilRequest, distil } from '../../src/analysis/distillation.js';
import { dropGonePaths } from '../../src/analysis/gone-knowledge.js';
import { loadAgent } from '../../src/config/agent-config.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { apply } from '../../src/gc/apply.js';
import { goneIndex } from '../../src/git/gone-paths.js';
import { DIGEST_HEADER } from '../../src/memory/knowledge/distilled.js';
import { renderItems } from '../../src/memory/knowledge/items.js';
import { renderReview } from '../../src/render/review.js';
import { runCli } from '../helpers/cli.js';
import { commitFiles, git } from '../helpers/git.js';
import { distilPlan } from '../helpers/local-plan.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const gonePaths = async (cwd: string, names: string[]) => (await goneIndex(cwd)).gone(names);

const entry = (minute: number, task: string, result: string) =>
  `## 2026-01-01T00:0${minute}:00Z\n**Task:** ${task}\n**Result:** ${result}\n\n`;

describe('paths the repository no longer has', () => {
  it('are the deleted ones not present again at HEAD, repository-relative from any folder', async () => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    await commitFiles(
      root,
      {
        'tools/old.py': 'x\n',
        'tools/back.py': 'x\n',
        'tools/new.py': 'x\n',
        'src/lib/gone.ts': 'x\n',
        'src/util/old.ts': 'x\n',
      },
      new Date(),
      'add',
    );
    await git(root, ['rm', '-q', 'tools/old.py', 'tools/back.py', 'src/lib/gone.ts', 'src/util/old.ts']);
    await git(root, ['commit', '-q', '-m', 'remove']);
    await commitFiles(root, { 'tools/back.py': 'again\n', 'lib/gone.ts': 'moved\n' }, new Date(), 'restore');
    const names = ['tools/old.py', 'tools/back.py', 'tools/new.py', 'never/was.py'];
    expect([...(await gonePaths(root, names))]).toEqual(['tools/old.py']);
    await writeTree(root, { 'memory/x.md': '' });
    expect([...(await gonePaths(join(root, 'memory'), names))]).toEqual(['tools/old.py']);
    expect((await gonePaths(await tempDir(), names)).size).toBe(0);
    // A name given from a subfolder is the tail of a path: gone when no file at HEAD has that tail.
    expect([...(await gonePaths(root, ['util/old.ts']))]).toEqual(['src/util/old.ts']);
    // …and not when one has: the name then names that file.
    expect([...(await gonePaths(root, ['lib/gone.ts']))]).toEqual([]);
  });

  it('are read once per commit, and the history only when a name is missing from the tree', async () => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    await commitFiles(root, { 'a/x.py': 'x\n', 'b/x.py': 'x\n' }, new Date(), 'add');
    await git(root, ['rm', '-q', 'a/x.py']);
    await git(root, ['commit', '-q', '-m', 'remove a']);
    expect([...(await gonePaths(root, ['a/x.py', 'b/x.py']))]).toEqual(['a/x.py']);
    await git(root, ['rm', '-q', 'b/x.py']);
    await git(root, ['commit', '-q', '-m', 'remove b']);
    expect([...(await gonePaths(root, ['a/x.py', 'b/x.py']))].sort()).toEqual(['a/x.py', 'b/x.py']);
  });

  it('cost no walk of the history when every path the entries name is at HEAD', async () => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    await commitFiles(root, { 'scripts/fetch.py': 'x\n', 'scripts/old.py': 'x\n' }, new Date(), 'scripts');
    await git(root, ['rm', '-q', 'scripts/old.py']);
    await git(root, ['commit', '-q', '-m', 'retire the old fetcher']);
    const agent = (n: number, path: string) => ({
      [`agents/a${n}.toml`]: '[memory]\nenabled = true\nlast_n = 1\n',
      [`memory/a${n}.md`]: [
        entry(0, 'Fetcher', `**Fix:** \`${path}\` must sleep between pages because of the rate limit.`),
        entry(1, 'Check build status', 'Green.'),
      ].join(''),
    });
    await writeTree(root, { ...agent(1, 'scripts/fetch.py'), ...agent(2, 'scripts/old.py') });
    // A `git` first on PATH that notes each walk of the deletions and runs the real git.
    const bin = await tempDir();
    const walks = join(await tempDir(), 'walks');
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    await writeFile(
      join(bin, 'git'),
      `#!/bin/sh\nfor a in "$@"; do if [ "$a" = --diff-filter=D ]; then echo walk >> '${walks}'; fi; done\nexec '${real}' "$@"\n`,
    );
    await chmod(join(bin, 'git'), 0o755);
    const env = { PATH: `${bin}:${process.env.PATH}` };
    const count = async () => (await readFile(walks, 'utf8').catch(() => '')).split('\n').filter(Boolean).length;

    const named = await runCli(['gc', 'a1', '--dry-run', '--analyzer', 'local', '--root', root], { env });
    expect(named.code).toBe(0);
    expect(named.stdout).toContain('scripts/fetch.py');
    expect(await count()).toBe(0);
    // Both agents in one run: the one naming a deleted file walks the history, once.
    const all = await runCli(['gc', '--all', '--dry-run', '--analyzer', 'local', '--root', root], { env });
    expect(all.code).toBe(0);
    expect(all.stdout).toContain('names scripts/old.py, which the repository no longer has');
    expect(await count()).toBe(1);
  });

  it('drop the statements naming them from memkeep items, whole items left empty, never a reviewer’s item', () => {
    const gone = new Set(['src/legacy/parse.ts']);
    const out = dropGonePaths(
      [
        {
          title: 'Parser',
          lines: ['- **Fix:** `src/legacy/parse.ts` must reject tabs.', '- `src/parse.ts` reads the header first.'],
          evidence: ['2026-01-01T00:00:00Z'],
          count: 1,
          confirmed: '2026-01-01',
        },
        {
          title: 'Legacy',
          lines: ['- See legacy/parse.ts for the old rules.'],
          evidence: ['x'],
          count: 1,
          confirmed: '2026-01-01',
        },
        {
          title: 'Mine',
          lines: ['- `src/legacy/parse.ts` is where I keep notes.'],
          evidence: [],
          count: 0,
          confirmed: '',
        },
      ],
      gone,
    );
    expect(out.items.map((i) => [i.title, i.lines])).toEqual([
      ['Parser', ['- `src/parse.ts` reads the header first.']],
      ['Mine', ['- `src/legacy/parse.ts` is where I keep notes.']],
    ]);
    expect(out.ops.map((o) => [o.op, o.title, o.note])).toEqual([
      ['remove', 'Parser', 'names src/legacy/parse.ts, which the repository no longer has'],
      ['remove', 'Legacy', 'names src/legacy/parse.ts, which the repository no longer has'],
    ]);
  });

  it('are checked when gc distils, on the branch, and named in the review', async () => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    await commitFiles(root, { 'scripts/fetch_old.py': 'x\n', 'scripts/fetch.py': 'x\n' }, new Date(), 'scripts');
    await git(root, ['rm', '-q', 'scripts/fetch_old.py']);
    await git(root, ['commit', '-q', '-m', 'retire the old fetcher']);
    const log = [
      entry(0, 'Fetcher', '**Fix:** `scripts/fetch_old.py` must sleep between pages because of the rate limit.'),
      entry(1, 'Fetcher v2', '**Fix:** `scripts/fetch.py` must sleep between pages because of the rate limit.'),
      entry(2, 'Check build status', 'Green.'),
      entry(3, 'Answer a question', 'Answered.'),
    ].join('');
    await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\n', 'memory/a.md': log });
    const p = await distilPlan(root);
    await apply(p);
    const digest = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
    expect(digest).toContain('`scripts/fetch.py` must sleep');
    expect(digest).not.toContain('fetch_old.py');
    const review = renderReview(p, undefined, { base: 'main', mode: 'dry-run' });
    expect(review).toContain('names scripts/fetch_old.py, which the repository no longer has');
    expect(review).toContain('1 added, 1 removed');
    expect(review).not.toContain('**added** "Fetcher"');
  });

  it('drop an item that is only a title naming one', async () => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    await commitFiles(root, { 'scripts/fetch_old.py': 'x\n', 'scripts/fetch.py': 'x\n' }, new Date(), 'scripts');
    await git(root, ['rm', '-q', 'scripts/fetch_old.py']);
    await git(root, ['commit', '-q', '-m', 'retire the old fetcher']);
    const held = renderItems(
      [
        {
          title: '`scripts/fetch_old.py` must sleep between pages',
          lines: [],
          evidence: ['2025-12-01T00:00:00Z'],
          count: 1,
          confirmed: '2025-12-01',
        },
      ],
      2,
    );
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\n',
      'memory/a.md': [
        entry(0, 'Fetcher', '**Fix:** `scripts/fetch.py` must retry twice.'),
        entry(1, 'Check', 'Green.'),
      ].join(''),
      'memory/a/procedural/digest.md': `${DIGEST_HEADER}${held}`,
    });
    const p = await distilPlan(root);
    await apply(p);
    const digest = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
    expect(digest).toContain('`scripts/fetch.py` must retry twice');
    expect(digest).not.toContain('fetch_old.py');
    expect(renderReview(p, undefined, { base: 'main', mode: 'dry-run' })).toContain(
      'names scripts/fetch_old.py, which the repository no longer has',
    );
  });

  it('change the distillation: a cached result for another set of gone paths is not reused', async () => {
    const root = await tempDir();
    await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\n' });
    const store = await loadStoreConfig(root);
    const request: DistilRequest = {
      agent: await loadAgent(store, 'a'),
      log: 'memory/a.md',
      entries: [
        {
          heading: '2026-01-01T00:00:00Z',
          task: 'Fetcher',
          result: '**Fix:** `scripts/fetch_old.py` must sleep between pages because of the rate limit.',
        },
      ],
      target: 'file',
      at: '2026-01-02T00:00:00Z',
      current: [],
      others: [],
      kept: [],
      gone: new Set(),
    };
    const options = {
      store,
      env: {},
      analyzer: 'local' as const,
      cache: { version: 1 as const, agents: {}, distilled: {} as Record<string, ReturnType<typeof cachedDistil>> },
    };
    const first = await distil(request, options);
    expect(renderItems(first.items, 2)).toContain('fetch_old.py');
    options.cache.distilled.a = cachedDistil(first, request.at, 'file');
    expect((await distil(request, options)).cached).toBe(true);
    // The same entries once the repository has deleted the file: from the cache or from this run's last result.
    const moved = { ...request, gone: new Set(['scripts/fetch_old.py']) };
    for (const later of [await distil(moved, options), await distil(moved, options, first)]) {
      expect(later.cached).toBe(false);
      expect(later.key).not.toBe(first.key);
      expect(renderItems(later.items, 2)).not.toContain('fetch_old.py');
      expect(later.ops.map((o) => [o.op, o.note])).toEqual([
        ['remove', 'names scripts/fetch_old.py, which the repository no longer has'],
      ]);
    }
  });

  it('a cached local result is not reused either once lessons.md holds one of its statements', async () => {
    const root = await tempDir();
    await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\n' });
    const store = await loadStoreConfig(root);
    const fix = '- **Fix:** `scripts/fetch.py` must sleep between pages because of the rate limit.';
    const request: DistilRequest = {
      agent: await loadAgent(store, 'a'),
      log: 'memory/a.md',
      entries: [{ heading: '2026-01-01T00:00:00Z', task: 'Fetcher', result: fix.replace(/^- /, '') }],
      target: 'file',
      at: '2026-01-02T00:00:00Z',
      current: [],
      others: [],
      kept: [],
    };
    const first = await distil(request, { store, env: {}, analyzer: 'local' });
    expect(renderItems(first.items, 2)).toContain('must sleep');
    const lesson = { title: 'Rate limit', lines: [fix], evidence: ['x'], count: 1, confirmed: '2026-01-01' };
    const later = await distil({ ...request, others: [lesson] }, { store, env: {}, analyzer: 'local' }, first);
    expect(later.cached).toBe(false);
    expect(renderItems(later.items, 2)).not.toContain('must sleep');
  });
});
