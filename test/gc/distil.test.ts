/**
 * The distil step in process, on real temp stores and a loopback model:
 * what it writes (digest.md, a summary section, lessons.md), what it sends
 * (prompt, redacted input, budget), that a hostile answer forges nothing in
 * the files, the review document or the log, that nothing new dropped means
 * no call and the same section, and the switches that turn it off.
 */

import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeState, type State } from '../../src/analysis/cache.js';
import { DISTIL_PROMPT } from '../../src/analysis/distil-prompt.js';
import { ANALYSIS_PROMPT } from '../../src/analysis/prompt.js';
import type { Io } from '../../src/cli/io.js';
import { runGc } from '../../src/cli/maintenance.js';
import { loadStoreConfig } from '../../src/config/load.js';
import { selectAgents } from '../../src/gc/agents.js';
import { apply } from '../../src/gc/apply.js';
import { plan } from '../../src/gc/plan.js';
import { cacheUpdates, distilUpdates } from '../../src/gc/remember.js';
import type { StepName } from '../../src/gc/steps/registry.js';
import { formatFailureNote } from '../../src/memory/knowledge/failures.js';
import { renderReview } from '../../src/render/review.js';
import { renderLog } from '../../src/render/text.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { type ModelServer, startModelServer } from '../helpers/model-server.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const KEY = 'sk-test-distil-0123456789abcdef';
const SECRET = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
let server: ModelServer;

beforeEach(async () => {
  server = await startModelServer((req) => ({
    content:
      req.body.messages[0].content === DISTIL_PROMPT
        ? '**Facts**\n- The API moved to v2 (2026-01-01T00:01:00Z).'
        : '## Patterns Found\nCanned.',
  }));
});
afterEach(async () => {
  await server.close();
});

const TASKS = [
  'Deploy the API to staging',
  'Rotate the staging credentials',
  'Deploy the API to staging',
  'Summarise open PRs',
  'Check build status',
  'Answer a question',
];

function entries(results: Record<number, string> = {}): string {
  return TASKS.map(
    (task, i) =>
      `## 2026-01-01T00:0${i}:00Z\n**Task:** ${task}\n**Result:** ${results[i] ?? `done ${i}\nsecond line ${i}`}\n\n`,
  ).join('');
}

async function store(files: Record<string, string>, model = 'openai/gpt-test'): Promise<string> {
  const root = await tempDir();
  await writeTree(root, { 'agents/a.toml': `model = "${model}"\n[memory]\nenabled = true\nlast_n = 2\n`, ...files });
  return root;
}

const env = () => ({ OPENAI_API_KEY: KEY, MEMKEEP_OPENAI_BASE_URL: server.url });

async function run(
  root: string,
  options: { dryRun?: boolean; cache?: State; steps?: StepName[]; analyzer?: 'local' | 'llm' } = {},
) {
  const s = await loadStoreConfig(root);
  const cache = options.cache ?? { version: 1 as const, agents: {} };
  const p = await plan(s, await selectAgents(s, ['a'], false), {
    steps: options.steps ?? ['trim', 'analyse', 'distil'],
    dryRun: options.dryRun ?? false,
    analysis: { store: s, env: env(), analyzer: options.analyzer, cache },
  });
  const applied = options.dryRun ? undefined : await apply(p);
  const state = applied
    ? mergeState(cache, { agents: await cacheUpdates(applied), distilled: distilUpdates(applied) })
    : cache;
  return { plan: p, applied, state };
}

const digestPath = (root: string) => join(root, 'memory/a/procedural/digest.md');

describe('distil: the local analyzer', () => {
  it('writes a digest section citing every dropped entry, in the same change as the trim', async () => {
    const root = await store({ 'memory/a.md': entries({ 2: 'Error: the deploy timed out' }) });
    const { applied } = await run(root, { analyzer: 'local' });
    const digest = await readFile(digestPath(root), 'utf8');
    expect(digest.startsWith('# Digest\n')).toBe(true);
    expect(digest.match(/^## /gm)).toHaveLength(1);
    expect(digest).toMatch(/^## \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/m);
    expect(digest).toContain(
      'Distilled from 4 run-log entries (2026-01-01T00:00:00Z to 2026-01-01T00:03:00Z) trimmed from `memory/a.md`, by the local analyzer',
    );
    // Grouped by task, with each run and its result's first line; the failure listed again.
    expect(digest).toContain('- "Deploy the API to staging": 2 runs (2026-01-01T00:00:00Z, 2026-01-01T00:02:00Z)');
    expect(digest).toContain('  - 2026-01-01T00:00:00Z: done 0');
    expect(digest).toContain('  - 2026-01-01T00:02:00Z (failed): Error: the deploy timed out');
    expect(digest).toContain('- "Summarise open PRs": 1 run (2026-01-01T00:03:00Z)');
    expect(digest).not.toContain('second line');
    expect(digest).not.toContain('Check build status');
    expect(digest).toContain(
      '**Failures**\n\n- 2026-01-01T00:02:00Z: "Deploy the API to staging": Error: the deploy timed out',
    );
    expect(applied!.paths).toEqual([
      join(root, 'memory/a.md'),
      digestPath(root),
      join(root, 'memory/a/procedural/lessons.md'),
    ]);
    // The failed dropped run became a lesson.
    expect(await readFile(join(root, 'memory/a/procedural/lessons.md'), 'utf8')).toContain(
      '## Timeout: "deploy api" tasks',
    );
  });

  it('shows the distillation in a dry run, and the review document says what was distilled from what', async () => {
    const root = await store({ 'memory/a.md': entries() });
    const { plan: p } = await run(root, { dryRun: true, analyzer: 'local' });
    expect(existsSync(digestPath(root))).toBe(false);
    const body = renderReview(p, undefined, { base: 'main', mode: 'dry-run' });
    expect(body).toContain('**Distil.** Distils 4 dropped entries into memory/a/procedural/digest.md (local).');
    // The dropped entries are listed once, under the trim; the distil part does not repeat them.
    const dropped =
      '4 entries dropped:\n\n- 2026-01-01T00:00:00Z — Deploy the API to staging\n- 2026-01-01T00:01:00Z — Rotate the staging credentials\n';
    expect(body).toContain(dropped);
    expect(body).not.toContain('Distilled from 4 dropped entries');
    expect(body).toContain('<details><summary>Into memory/a/procedural/digest.md</summary>');
    expect(renderLog(p, undefined)).toContain('Distils 4 dropped entries into memory/a/procedural/digest.md');
  });

  it('writes nothing new when nothing new was dropped, and appends when more was', async () => {
    const root = await store({ 'memory/a.md': entries() });
    const first = await run(root, { analyzer: 'local', dryRun: true });
    const again = await run(root, {
      analyzer: 'local',
      dryRun: true,
      cache: {
        version: 1,
        agents: {},
        distilled: {
          a: {
            key: first.plan.agents[0].steps.distil!.digest!.key,
            analyzer: 'local',
            section: 'cached section\n',
            at: '',
          },
        },
      },
    });
    expect(again.plan.agents[0].steps.distil!.digest).toMatchObject({ cached: true, section: 'cached section\n' });

    const done = await run(root, { analyzer: 'local' });
    const digest = await readFile(digestPath(root), 'utf8');
    // Nothing dropped: no distil part at all, the file as it was.
    const idle = await run(root, { analyzer: 'local', cache: done.state });
    expect(idle.plan.agents[0].steps.distil).toBeUndefined();
    expect(await readFile(digestPath(root), 'utf8')).toBe(digest);
    // Two more entries: a second section, the first kept.
    await writeFile(
      join(root, 'memory/a.md'),
      (await readFile(join(root, 'memory/a.md'), 'utf8')) + entries().split('\n\n').slice(0, 2).join('\n\n') + '\n\n',
    );
    await run(root, { analyzer: 'local', cache: done.state });
    const grown = await readFile(digestPath(root), 'utf8');
    expect(grown.startsWith(digest)).toBe(true);
    expect(grown).toContain('Distilled from 2 run-log entries (2026-01-01T00:04:00Z to 2026-01-01T00:05:00Z)');
  });

  it('redacts a secret a dropped result holds before copying it into the digest', async () => {
    const root = await store({ 'memory/a.md': entries({ 1: `rotated; new token ${SECRET}` }) });
    const { plan: p } = await run(root, { analyzer: 'local' });
    const digest = await readFile(digestPath(root), 'utf8');
    expect(digest).not.toContain(SECRET);
    expect(digest).toContain('2026-01-01T00:01:00Z: rotated; new token [REDACTED:');
    expect(p.agents[0].steps.distil!.digest!.redactions[0]).toMatch(
      /^redacted a GitHub token at memory\/a\.md \(digest\):\d+ before writing the digest$/,
    );
  });

  it('leaves a locked digest.md alone and says the dropped entries are not distilled', async () => {
    const root = await store({
      'memory/a.md': entries(),
      'memory/a/procedural/digest.md': '# mine\n',
      'memory/a/procedural/digest.md.lock': '',
    });
    const { plan: p, applied } = await run(root, { analyzer: 'local' });
    expect(await readFile(digestPath(root), 'utf8')).toBe('# mine\n');
    const body = renderReview(p, applied, { base: 'main', mode: 'pull-request' });
    expect(body).toContain(
      'Not distilled: memory/a/procedural/digest.md is locked, so the dropped entries are not distilled.',
    );
    expect(body).toContain('Knowledge at risk');
  });

  it('merges the digest into the summary section of the log when the agent has one', async () => {
    const root = await store({
      'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\nsummary_section = "Core Context"\n',
      'memory/a.md': entries(),
    });
    await run(root, { analyzer: 'local' });
    const text = await readFile(join(root, 'memory/a.md'), 'utf8');
    expect(existsSync(digestPath(root))).toBe(false);
    expect(text.startsWith('## Core Context\n\n**Distilled ')).toBe(true);
    expect(text).toContain('- "Rotate the staging credentials": 1 run (2026-01-01T00:01:00Z)');
    // The kept entries follow, untouched.
    expect(text).toContain('## 2026-01-01T00:04:00Z\n**Task:** Check build status\n');
    expect(text.match(/^## /gm)).toEqual(['## ', '## ', '## ']);
  });
});

describe('distil: with a model', () => {
  it('makes one extra call with the fixed prompt, the redacted entries and the budget; none when nothing new is dropped', async () => {
    const root = await store({ 'memory/a.md': entries({ 1: `rotated; new token ${SECRET}` }) });
    const first = await run(root, { dryRun: true });
    expect(server.requests).toHaveLength(2);
    const [analysis, distil] = server.requests;
    expect(analysis.body.messages[0].content).toBe(ANALYSIS_PROMPT);
    expect(distil.body.messages[0].content).toBe(DISTIL_PROMPT);
    expect(distil.body).toMatchObject({ model: 'gpt-test', temperature: 0.3, max_tokens: 4096 });
    const sent = distil.body.messages[1].content as string;
    expect(sent).toContain('## 2026-01-01T00:00:00Z\n**Task:** Deploy the API to staging\n');
    expect(sent).not.toContain('Check build status');
    expect(sent).not.toContain(SECRET);
    expect(first.plan.agents[0].steps.distil!.digest!.redactions[0]).toMatch(
      /^redacted a GitHub token at memory\/a\.md \(distil input\):\d+ before distilling$/,
    );

    const done = await run(root);
    const digest = await readFile(digestPath(root), 'utf8');
    expect(digest).toContain('- The API moved to v2 (2026-01-01T00:01:00Z).');
    expect(digest).toContain('by openai/gpt-test.');
    // The same entries dropped again (say the pull request was not merged): the section comes from the cache.
    await writeFile(join(root, 'memory/a.md'), entries({ 1: `rotated; new token ${SECRET}` }));
    await writeFile(digestPath(root), '');
    const calls = server.requests.length;
    const again = await run(root, { cache: done.state, steps: ['trim', 'distil'] });
    expect(server.requests.length).toBe(calls);
    expect(again.plan.agents[0].steps.distil!.digest!.cached).toBe(true);
    expect(await readFile(digestPath(root), 'utf8')).toBe(digest);
  });

  it('keeps only the newest entries that fit the input budget', async () => {
    const root = await store({ 'memory/a.md': entries(), 'memkeep.toml': '[gc]\nmax_input_tokens = 30\n' });
    const { plan: p } = await run(root, { dryRun: true, steps: ['trim', 'distil'] });
    const sent = server.requests[0].body.messages[1].content as string;
    expect(sent.match(/^## /gm)!.length).toBeLessThan(4);
    expect(sent).toContain('Summarise open PRs');
    expect(p.agents[0].steps.distil!.digest!.leftOut).toBeGreaterThan(0);
  });

  it('neutralises a hostile answer in the digest, the review document and the log', async () => {
    server.reply = {
      content: [
        '## 2099-01-01T00:00:00Z',
        '# Forged title',
        '@octocat and @acme/team look <img src=x onerror=alert(1)> <script>x</script>',
        '::set-output name=x::pwned',
        '  ::add-mask::secret',
        'Setext',
        '===',
        '---',
        '[click](javascript:alert(1))',
      ].join('\n'),
    };
    const root = await store({ 'memory/a.md': entries() });
    const { plan: p, applied } = await run(root, { steps: ['trim', 'distil'] });
    const digest = await readFile(digestPath(root), 'utf8');
    expect(digest.match(/^#{1,6} /gm)).toEqual(['# ', '## ']);
    expect(digest).toContain('**2099-01-01T00:00:00Z**');
    expect(digest).not.toMatch(/@octocat|@acme/);
    expect(digest).not.toMatch(/<img|<script/);
    expect(digest).not.toMatch(/^\s*::/m);
    expect(digest).not.toMatch(/^(===|---)$/m);
    expect(digest).not.toContain('javascript:');
    const body = renderReview(p, applied, { base: 'main', mode: 'pull-request' });
    expect(body).not.toMatch(/@octocat|@acme|<img|<script|javascript:/);
    expect(body).not.toMatch(/^#{1,6} .*(Forged|2099)/m);
    const log = renderLog(p, applied);
    expect(log).not.toMatch(/^\s*::/m);
  });

  it('fails the agent when the distil call fails, so nothing of it is trimmed', async () => {
    server.reply = (req) => (req.body.messages[0].content === DISTIL_PROMPT ? { status: 503 } : { content: 'ok' });
    const root = await store({ 'memory/a.md': entries() });
    const { plan: p, applied } = await run(root);
    expect(p.agents[0].status).toBe('failed');
    expect(p.agents[0].error!.code).toBe(3);
    expect(applied!.paths).toEqual([]);
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(entries());
  });
});

describe('distil: lessons', () => {
  const note = (at: string, task: string, why: string, run?: string) =>
    formatFailureNote({ at: new Date(at), task, why, runUrl: run });

  it('turns failure notes into one item per lesson and updates it with new evidence, never duplicating', async () => {
    const notes =
      note('2026-02-01T00:00:00Z', 'Triage issue #12', 'timeout', 'https://github.com/acme/agents/actions/runs/1') +
      note('2026-02-02T00:00:00Z', 'Triage issue #40', 'timeout');
    const root = await store({
      'agents/a.toml': '[memory]\nenabled = true\nlast_n = 10\n',
      'memory/a.md': entries(),
      'memory/a/procedural/failures.md': notes,
    });
    const lessons = join(root, 'memory/a/procedural/lessons.md');
    await run(root, { analyzer: 'local' });
    const first = await readFile(lessons, 'utf8');
    expect(first.match(/^## /gm)).toHaveLength(1);
    expect(first).toContain('## Timeout: "triage issue" tasks\n<!-- memkeep:lesson ');
    expect(first).toContain('- **Failures**: 2\n');
    expect(first).toContain(
      '  - 2026-02-01T00:00:00+00:00 · memory/a/procedural/failures.md · timeout · https://github.com/acme/agents/actions/runs/1',
    );
    expect(first).toContain('- **What to do differently**: Split the task');

    // Nothing new: the file is not touched, the step has nothing to say.
    const idle = await run(root, { analyzer: 'local' });
    expect(idle.plan.agents[0].steps.distil).toBeUndefined();
    expect(await readFile(lessons, 'utf8')).toBe(first);

    // A reviewer's edit survives; a new failure with the same cause updates the item.
    await writeFile(lessons, first.replace(/Split the task[^\n]*/, 'Ask for the triage label first.'));
    await writeFile(
      join(root, 'memory/a/procedural/failures.md'),
      notes +
        note('2026-02-03T00:00:00Z', 'Triage issue #77', 'timed out after 10m') +
        note('2026-02-04T00:00:00Z', 'Write release notes', 'partial'),
    );
    const { plan: p } = await run(root, { analyzer: 'local' });
    const next = await readFile(lessons, 'utf8');
    expect(next.match(/^## /gm)).toHaveLength(2);
    expect(next).toContain('- **What to do differently**: Ask for the triage label first.');
    expect(next).toContain('- **Failures**: 3\n');
    expect(next).toContain('  - 2026-02-03T00:00:00+00:00 · memory/a/procedural/failures.md · timed out after 10m');
    expect(next).toContain('## Partial run: "write release" tasks');
    const body = renderReview(p, undefined, { base: 'main', mode: 'dry-run' });
    expect(body).toContain('- Timeout: "triage issue" tasks: 3 failures (+1)');
  });
});

describe('distil: switches', () => {
  function io(): Io & { text: string } {
    const o = {
      text: '',
      out: (t: string) => void (o.text += t),
      err: (t: string) => void (o.text += t),
      readStdin: async () => Buffer.alloc(0),
      cwd: '/',
      env: env(),
    };
    return o;
  }
  const gc = (root: string, noDistil = false) =>
    runGc({ root, agent: 'a', all: false, dryRun: false, json: false, analyzer: 'local', noDistil }, io());

  it('is on by default in gc, and off with --no-distil or [gc] distil = false', async () => {
    const on = await store({ 'memory/a.md': entries() });
    expect(await gc(on)).toBe(0);
    expect(existsSync(digestPath(on))).toBe(true);

    const flag = await store({ 'memory/a.md': entries() });
    expect(await gc(flag, true)).toBe(0);
    expect(existsSync(digestPath(flag))).toBe(false);

    const config = await store({ 'memory/a.md': entries(), 'memkeep.toml': '[gc]\ndistil = false\n' });
    expect(await gc(config)).toBe(0);
    expect(existsSync(digestPath(config))).toBe(false);
    expect((await readFile(join(config, 'memory/a.md'), 'utf8')).match(/^## /gm)).toHaveLength(2);
  });
});

describe('distilled files are memory', () => {
  it('are never pruned by age, whatever their age; other procedural notes are', async () => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    const dir = 'memory/a/procedural';
    await commitFiles(
      root,
      {
        'agents/a.toml': '[memory]\nenabled = true\n',
        [`${dir}/digest.md`]: '# Digest\n',
        [`${dir}/lessons.md`]: '# Lessons\n',
        [`${dir}/old-note.md`]: 'old\n',
      },
      daysAgo(200),
    );
    const { plan: p } = await run(root, { dryRun: true, steps: ['prune'] });
    const prune = p.agents[0].steps.prune!;
    expect(prune.items.map((i) => i.path)).toEqual([join(root, dir, 'old-note.md')]);
    // Never pruned, whatever the rules say: not even listed as kept.
    expect(prune.kept).toEqual([]);
  });
});
