/**
 * The plan in process: one value made once, applied exactly, and rendered
 * the same way for a dry run and a real run; the review document's content
 * and its cap. No bundle is spawned here.
 */

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import { apply } from '../../src/gc/apply.js';
import { type PlanOptions, plan } from '../../src/gc/plan.js';
import { appendEntry } from '../../src/memory/runlog/append-entry.js';
import { renderJson } from '../../src/render/json.js';
import { MAX_BODY_CHARS, renderReview } from '../../src/render/review.js';
import { renderGc } from '../../src/render/text.js';
import { atTheDoor } from '../../src/text/untrusted.js';
import { commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { log } from '../helpers/runlog.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const AGENT = '[memory]\nenabled = true\nlast_n = 3\n';

async function setup(files: Record<string, string>) {
  const root = await tempDir();
  await writeTree(root, files);
  const store = await loadStoreConfig(root);
  return { root, store, agents: await selectAgents(store, [], true) };
}

function options(store: Awaited<ReturnType<typeof loadStoreConfig>>, dryRun: boolean): PlanOptions {
  return { steps: ['trim', 'analyse', 'prune'], dryRun, analysis: { store, env: {}, analyzer: 'local' } };
}

/** What a document says goes: per agent, the entries dropped and the files pruned. */
function goes(json: string) {
  type Agent = { agent: string; trim?: { dropped: unknown }; prune?: { pruned: { path: string }[] } };
  return (JSON.parse(json).agents as Agent[]).map((a) => ({
    agent: a.agent,
    dropped: a.trim?.dropped,
    pruned: a.prune?.pruned.map((p) => p.path),
  }));
}

describe('plan and apply', () => {
  it('apply carries out exactly the plan, keeps an entry appended in between, and both render the same list', async () => {
    const { root, store, agents } = await setup({ 'agents/a.toml': AGENT, 'memory/a.md': log(10) });
    const planned = await plan(store, agents, options(store, false));
    const trim = planned.agents[0].steps.trim!.plan!;
    expect(trim.dropped!.map((e) => e.task)).toEqual(Array.from({ length: 7 }, (_, i) => `task ${i}`));
    expect(trim.kept!.map((e) => e.task)).toEqual(['task 7', 'task 8', 'task 9']);

    await appendEntry(join(root, 'memory/a.md'), { task: 'appended in between', result: 'ok' });
    const applied = await apply(planned);
    expect(applied.plan).toBe(planned);
    expect(applied.outcomes.a.trim).toEqual({ rewritten: true });
    const text = await readFile(join(root, 'memory/a.md'), 'utf8');
    expect(text.startsWith(log(3, 7))).toBe(true);
    expect(text).toContain('**Task:** appended in between');

    const dry = renderJson(planned, undefined, { command: 'gc', exitCode: 0 });
    const real = renderJson(planned, applied, { command: 'gc', exitCode: 0 });
    expect(goes(real)).toEqual(goes(dry));
    expect(JSON.parse(real).agents[0].trim).toMatchObject({ removed: 7, kept: 3, applied: { rewritten: true } });
  });

  it("a dry run plans the trim and writes nothing; the text keeps axe's line and lists what would go", async () => {
    const { root, store, agents } = await setup({ 'agents/a.toml': AGENT, 'memory/a.md': log(10) });
    const planned = await plan(store, agents, options(store, true));
    let out = '';
    renderGc(planned, undefined, { out: (t) => (out += t), err: (t) => (out += t) }, false);
    expect(out).toContain('Agent: a\nEntries: 10\n');
    expect(out).toContain(
      'Dry run: no entries trimmed.\nWould remove 7 entries (2026-01-01T00:00:00Z … 2026-01-01T00:06:00Z) and keep the newest 3.\n',
    );
    expect(out).toContain('  - 2026-01-01T00:00:00Z — task 0\n');
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(10));
  });

  it('a locked log is planned as locked in a dry run too, and nothing of it is applied', async () => {
    const { root, store, agents } = await setup({
      'agents/a.toml': AGENT,
      'memory/a.md': log(10),
      'memory/a.md.lock': '',
    });
    const planned = await plan(store, agents, options(store, false));
    expect(planned.agents[0].steps.trim).toMatchObject({ target: 3, locked: true });
    const applied = await apply(planned);
    expect(applied.paths).toEqual([]);
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(10));
  });

  it('a failed agent is planned no further and applied not at all; the others go on', async () => {
    const { root, store, agents } = await setup({
      'agents/a.toml': AGENT,
      'agents/b.toml': 'model = "openai/x"\n[memory]\nenabled = true\nlast_n = 3\n',
      'agents/broken.toml': '[memory\n',
      'memory/a.md': log(10),
      'memory/b.md': log(10),
    });
    const planned = await plan(store, agents, {
      ...options(store, false),
      analysis: { store, env: {}, analyzer: 'llm' },
    });
    const status = Object.fromEntries(planned.agents.map((a) => [a.name, a.status]));
    // a: the llm analyzer needs a model; b: its key is missing; broken: its config does not parse.
    expect(status).toEqual({ a: 'failed', b: 'failed', broken: 'failed' });
    expect(planned.agents.find((a) => a.name === 'b')!.error!.code).toBe(3);
    await apply(planned);
    expect(await readFile(join(root, 'memory/b.md'), 'utf8')).toBe(log(10));
  });
});

describe('pruning in the plan', () => {
  it('lists each file with its type, age, rule and first line, and names procedural memory at risk', async () => {
    const { seed } = await repoWithRemote();
    await commitFiles(
      seed,
      {
        'agents/a.toml': AGENT,
        'memory/a/episodic/old.md': '\n# Scratch notes from the deploy\nbody\n',
        'memory/a/procedural/how-to-release.md': 'Release checklist\n',
        'memory/a/episodic/fresh.md': 'fresh\n',
      },
      daysAgo(120),
    );
    await commitFiles(seed, { 'memory/a/episodic/fresh.md': 'fresh, edited\n' }, daysAgo(1));
    const store = await loadStoreConfig(seed);
    const planned = await plan(store, await selectAgents(store, [], true), {
      ...options(store, true),
      steps: ['prune'],
    });
    const review = renderReview(planned, undefined, { base: 'main', mode: 'dry-run' });
    // History is read back to the longest retention only: older files are ">90d".
    expect(review).toContain(
      '- memory/a/episodic/old.md (episodic, age >90d, episodic\\_max\\_age 7d (under episodic\\_dir)): # Scratch notes from the deploy',
    );
    expect(review).toContain(
      '- memory/a/procedural/how-to-release.md (procedural, age >90d, procedural\\_max\\_age 90d (under procedural\\_dir)): Release checklist',
    );
    expect(review).toContain('Knowledge at risk');
    expect(review).toContain('procedural memory goes: memory/a/procedural/how-to-release.md');
    expect(review).not.toContain('fresh.md (');
    expect((await git(seed, ['status', '--porcelain'])).trim()).toBe('');
  });
});

describe('the review document', () => {
  it('puts the analysis headings under the agent heading, defuses it, and names failed runs that go', async () => {
    const failed = '## 2026-01-01T00:00:00Z\n**Task:** deploy\n**Result:** failed: exit code 1\n\n';
    const { store, agents } = await setup({ 'agents/a.toml': AGENT, 'memory/a.md': failed + log(9, 1) });
    const planned = await plan(store, agents, options(store, true));
    planned.agents[0].steps.analyse!.text = atTheDoor(
      '## Patterns Found\n@octocat see <b>this</b>\n```\n## not a heading\n```',
    );
    const review = renderReview(planned, undefined, {
      base: 'main',
      mode: 'dry-run',
      runUrl: 'https://github.com/acme/agents/actions/runs/7',
    });
    expect(review).toContain('\n### `a`\n');
    expect(review).toContain('\n#### Patterns Found\n');
    expect(review).toContain('```\n## not a heading\n```');
    expect(review).not.toMatch(/(^|[^\w])@octocat/m);
    expect(review).not.toContain('<b>');
    expect(review).toContain('1 dropped entry records a failed run: 2026-01-01T00:00:00Z');
    expect(review).toContain('[Workflow run](https://github.com/acme/agents/actions/runs/7)');
  });

  it('does not list a failed run as at risk when the distil step keeps it', async () => {
    const failed = '## 2026-01-01T00:00:00Z\n**Task:** deploy\n**Result:** failed: exit code 1\n\n';
    const { store, agents } = await setup({ 'agents/a.toml': AGENT, 'memory/a.md': failed + log(9, 1) });
    const distilled = await plan(store, agents, { ...options(store, true), steps: ['trim', 'distil'] });
    const review = renderReview(distilled, undefined, { base: 'main', mode: 'dry-run' });
    expect(review).not.toContain('Knowledge at risk');
    expect(review).not.toContain('records a failed run');
    const undistilled = await plan(store, agents, { ...options(store, true), steps: ['trim'] });
    expect(renderReview(undistilled, undefined, { base: 'main', mode: 'dry-run' })).toContain(
      '1 dropped entry records a failed run',
    );
  });

  it('stays under the cap with hundreds of agents and long lists, keeping every table row and the totals', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 300; i++) {
      files[`agents/agent-${i}.toml`] = '[memory]\nenabled = true\nlast_n = 1\n';
      files[`memory/agent-${i}.md`] = log(40);
    }
    const { store, agents } = await setup(files);
    const planned = await plan(store, agents, { ...options(store, true), steps: ['trim', 'analyse'] });
    const review = renderReview(planned, undefined, { base: 'main', mode: 'pull-request' });
    expect(review.length).toBeLessThanOrEqual(MAX_BODY_CHARS);
    for (let i = 0; i < 300; i++) expect(review).toContain(`| \`agent-${i}\` | 39 | 0 | 2515 | 0 | −2515 |`);
    expect(review).toContain('| **Total** | 11700 | 0 | 754500 | 0 | −754500 |');
    expect(review).toContain('They are in the job log.');
  });
});
