/**
 * A 200 from the model that is no analysis (issue 25, item 10): no choice,
 * empty text, an answer cut at max_tokens, no headings, an invented
 * citation. axe exits 3 and leaves the log alone; so does memkeep, and it
 * caches nothing, so the next run against a healthy server asks the model.
 * Through the CLI and the bundled Action, against the loopback model server.
 */

import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANALYSIS_PROMPT } from '../../src/analysis/prompt.js';
import { runAction } from '../helpers/action.js';
import { runCli } from '../helpers/cli.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { type GitHubServer, startGitHubServer } from '../helpers/github-server.js';
import { type ModelServer, type Reply, report, startModelServer } from '../helpers/model-server.js';
import { log } from '../helpers/runlog.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

const KEY = 'sk-test-answer-0123456789abcdef';
let model: ModelServer;

beforeEach(async () => {
  model = await startModelServer({ content: report('Healthy analysis.') });
});
afterEach(async () => {
  await model.close();
});

/** The analysis requests (the distil step makes calls of its own). */
const analyses = () => model.requests.filter((r) => r.body.messages[0].content === ANALYSIS_PROMPT).length;

const env = () => ({ OPENAI_API_KEY: KEY, MEMKEEP_OPENAI_BASE_URL: model.url });

async function store(): Promise<string> {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': 'model = "openai/gpt-test"\n[memory]\nenabled = true\nlast_n = 3\n',
    'memory/a.md': log(10),
  });
  return root;
}

const BAD: [string, Reply, RegExp][] = [
  ['no choices', { body: { id: 'x', object: 'chat.completion', choices: [] } }, /response contains no choices/],
  ['empty content', { content: '' }, /the analysis is empty/],
  [
    'cut at max_tokens',
    { content: report('A long analysis that was'), finishReason: 'length' },
    /cut short \(finish_reason "length"\)/,
  ],
  [
    'no headings',
    { content: 'Looks fine to me.' },
    /lacks the headings "Patterns Found", "Repeated Work", "Recommendations"/,
  ],
  [
    'an invented citation',
    { content: report('Task 3 failed at 2025-12-31T23:59:00Z and again at 2026-01-01T00:03:00Z.') },
    /cites 2025-12-31T23:59:00, which no entry it was sent has/,
  ],
];

describe('gc: a 200 that is no analysis is a model error', () => {
  for (const [what, reply, message] of BAD) {
    it(`${what}: exit 3, nothing trimmed, nothing cached; the next run asks the model`, async () => {
      const root = await store();
      model.reply = reply;
      const r = await runCli(['gc', 'a', '--root', root], { env: env() });
      expect(r.code).toBe(3);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toContain('model openai/gpt-test');
      expect(r.stdout).not.toContain('Trimmed:');
      expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(10));
      // No digest, no lessons, no cache entry: only the inputs are there.
      const files = await listTree(root);
      expect(files.filter((f) => !f.startsWith('.memkeep/'))).toEqual(['agents/a.toml', 'memory/a.md']);
      if (files.includes('.memkeep/state.json')) {
        const state = JSON.parse(await readFile(join(root, '.memkeep/state.json'), 'utf8'));
        expect(state.agents.a).toBeUndefined();
      }
      expect(analyses()).toBe(1);

      model.reply = { content: report('Healthy analysis citing 2026-01-01T00:09:00Z.') };
      const again = await runCli(['gc', 'a', '--root', root], { env: env() });
      expect(again.code).toBe(0);
      expect(analyses()).toBe(2);
      expect(again.stdout).toContain('Healthy analysis citing 2026-01-01T00:09:00Z.');
      expect(again.stdout).toContain('Trimmed: 7 entries removed, 3 entries kept.');
      expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(3, 7));
    });
  }

  it('--all: the agent fails with exit 3 in its line, the others go on, the run exits 1', async () => {
    const root = await store();
    await writeTree(root, {
      'agents/b.toml': 'model = "openai/gpt-test"\n[memory]\nenabled = true\nlast_n = 3\n',
      'memory/b.md': log(5),
    });
    model.reply = (req) =>
      JSON.stringify(req.body).includes('task 9') ? { body: { choices: [] } } : { content: report('b is fine') };
    const r = await runCli(['gc', '--all', '--root', root], { env: env() });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Error: gc failed for agent "a": model openai\/gpt-test: response contains no choices$/m);
    expect(r.stderr).toMatch(/^gc completed with errors: 1 of 2 agents failed$/m);
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(10));
    expect(await readFile(join(root, 'memory/b.md'), 'utf8')).toBe(log(3, 2));
  });

  it('a cached answer that is no analysis (written before answers were checked) is not reused', async () => {
    const root = await store();
    await writeTree(root, { 'agents/a.toml': 'model = "openai/gpt-test"\n[memory]\nenabled = true\nlast_n = 0\n' });
    expect((await runCli(['gc', 'a', '--root', root], { env: env() })).code).toBe(0);
    expect((await runCli(['gc', 'a', '--root', root], { env: env() })).stdout).toContain('Analysis reused');
    expect(analyses()).toBe(1);
    const path = join(root, '.memkeep/state.json');
    const state = JSON.parse(await readFile(path, 'utf8'));
    state.agents.a.analysis = '';
    await writeFile(path, JSON.stringify(state));
    const r = await runCli(['gc', 'a', '--root', root], { env: env() });
    expect(r.code).toBe(0);
    expect(analyses()).toBe(2);
    expect(r.stdout).not.toContain('Analysis reused');
    expect(r.stdout).toContain('Healthy analysis.');
  });
});

describe('a checked analysis is reused as before', () => {
  it('after a trim, an analysis citing entries the trim dropped is reused, not asked for again', async () => {
    const root = await store();
    model.reply = { content: report('task 0 (2026-01-01T00:00:00Z) and task 9 (2026-01-01T00:09:00Z) differ.') };
    const first = await runCli(['gc', 'a', '--root', root, '--no-distil'], { env: env() });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Trimmed: 7 entries removed, 3 entries kept.');
    const second = await runCli(['gc', 'a', '--root', root, '--no-distil'], { env: env() });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Analysis reused');
    expect(second.stdout).toContain('task 0 (2026-01-01T00:00:00Z)');
    expect(analyses()).toBe(1);
  });
});

describe('the Action: a 200 that is no analysis', () => {
  let github: GitHubServer;
  beforeEach(async () => {
    github = await startGitHubServer();
  });
  afterEach(async () => {
    await github.close();
  });

  it('fails the agent, changes nothing, saves no state; the next run asks the model and opens the PR', async () => {
    const repo = await repoWithRemote();
    await commitFiles(
      repo.seed,
      {
        'agents/a.toml': 'model = "openai/test-model"\n[memory]\nenabled = true\nlast_n = 3\n',
        'memory/a.md': log(10),
      },
      daysAgo(2),
    );
    await git(repo.seed, ['push', '-q', 'origin', 'main']);
    const before = await git(repo.remote, ['for-each-ref', '--format=%(refname) %(objectname)']);

    model.reply = { body: { choices: [] } };
    const r = await runAction({ workspace: await clone(repo.url), apiUrl: github.url, env: env() });
    expect(r.outputs['agents-failed']).toBe('1');
    expect(r.outputs['entries-removed']).toBe('0');
    expect(r.outputs.operation).toBe('none');
    expect(r.stdout).toContain('response contains no choices');
    expect(github.pulls).toHaveLength(0);
    // No branch, no commit, no side ref with a cached analysis.
    expect(await git(repo.remote, ['for-each-ref', '--format=%(refname) %(objectname)'])).toBe(before);
    expect(analyses()).toBe(1);

    model.reply = { content: report('Loopback analysis.') };
    const again = await runAction({ workspace: await clone(repo.url), apiUrl: github.url, env: env() });
    expect(analyses()).toBe(2);
    expect(again.outputs['agents-failed']).toBe('0');
    expect(again.outputs.operation).toBe('created');
    expect(again.outputs['entries-removed']).toBe('7');
    expect(github.pulls[0]?.body).toContain('Loopback analysis.');
  });
});
