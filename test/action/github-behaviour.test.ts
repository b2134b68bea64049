/**
 * The Action against GitHub's behaviour: the base branch of a detached
 * checkout, fork detection, settings precedence as a runner passes inputs
 * (every defaulted input set), and refusals after the branch was pushed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failedRun } from '../../src/github/workflow-run.js';
import { runAction } from '../helpers/action.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { type GitHubServer, startGitHubServer } from '../helpers/github-server.js';
import { log } from '../helpers/runlog.js';

let github: GitHubServer;

beforeEach(async () => {
  github = await startGitHubServer();
});
afterEach(async () => {
  await github.close();
});

async function setup(extra: Record<string, string> = {}) {
  const repo = await repoWithRemote();
  await commitFiles(
    repo.seed,
    { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 3\n', 'memory/a.md': log(10), ...extra },
    daysAgo(2),
  );
  await git(repo.seed, ['push', '-q', 'origin', 'main']);
  return repo;
}

const remoteRefs = (remote: string) => git(remote, ['for-each-ref', '--format=%(refname)']);

describe('the base branch', () => {
  it('a detached checkout takes the branch the workflow ran on, and the PR targets it', async () => {
    const { url } = await setup();
    const work = await clone(url);
    await git(work, ['checkout', '-q', '--detach']);
    const r = await runAction({
      workspace: work,
      apiUrl: github.url,
      inputs: { analyzer: 'local' },
      env: { GITHUB_REF: 'refs/heads/main' },
    });
    expect(r.code).toBe(0);
    expect(github.pulls[0]).toMatchObject({ base: 'main', head: 'memkeep/gc' });
  });

  it('a tag checkout with no branch anywhere fails before pushing, naming the input', async () => {
    const { url, remote } = await setup();
    const work = await clone(url);
    await git(work, ['checkout', '-q', '--detach']);
    const r = await runAction({
      workspace: work,
      apiUrl: github.url,
      inputs: { analyzer: 'local' },
      env: { GITHUB_REF: 'refs/tags/v1.0.0' },
    });
    expect(r.code).not.toBe(0);
    expect(r.stdout).toMatch(/::error::.*set the "base" input/);
    expect(await remoteRefs(remote)).toBe('refs/heads/main\n');
    expect(github.requests).toHaveLength(0);
  });

  it("else the repository's default branch from the event", async () => {
    const { url } = await setup();
    const work = await clone(url);
    await git(work, ['checkout', '-q', '--detach']);
    const r = await runAction({
      workspace: work,
      apiUrl: github.url,
      inputs: { analyzer: 'local' },
      env: { GITHUB_REF: 'refs/tags/v1.0.0' },
      event: { name: 'release', payload: { repository: { full_name: 'acme/agents', default_branch: 'main' } } },
    });
    expect(r.code).toBe(0);
    expect(github.pulls[0].base).toBe('main');
  });
});

describe('settings precedence: input > memkeep.toml > default', () => {
  it('memkeep.toml names the branch and labels when the inputs are left at their defaults', async () => {
    const { url } = await setup({
      'memkeep.toml': '[pull_request]\nbranch = "bot/memory"\nlabels = ["agents", "memory-gc"]\n',
    });
    const r = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: { analyzer: 'local' } });
    expect(r.code).toBe(0);
    expect(github.pulls[0]).toMatchObject({ head: 'bot/memory', labels: ['agents', 'memory-gc'] });
  });

  it('the inputs win over memkeep.toml', async () => {
    const { url } = await setup({ 'memkeep.toml': '[pull_request]\nbranch = "bot/memory"\nlabels = ["agents"]\n' });
    const r = await runAction({
      workspace: await clone(url),
      apiUrl: github.url,
      inputs: { analyzer: 'local', branch: 'ops/gc', labels: 'x, y' },
    });
    expect(r.code).toBe(0);
    expect(github.pulls[0]).toMatchObject({ head: 'ops/gc', labels: ['x', 'y'] });
  });

  it('an empty labels input means no labels, over memkeep.toml too: no label request at all', async () => {
    const { url } = await setup({ 'memkeep.toml': '[pull_request]\nlabels = ["agents"]\n' });
    const r = await runAction({
      workspace: await clone(url),
      apiUrl: github.url,
      inputs: { analyzer: 'local', labels: '' },
    });
    expect(r.code).toBe(0);
    expect(r.outputs.operation).toBe('created');
    expect(github.pulls[0].labels).toEqual([]);
    expect(github.requests.filter((q) => q.path.endsWith('/labels'))).toEqual([]);
  });
});

describe('refusals after the branch was pushed', () => {
  for (const [status, message, advice] of [
    [403, 'Resource not accessible by integration', 'pull-requests: write'],
    [401, 'Bad credentials', 'github-token'],
  ] as const) {
    it(`${status} ${message}: names what to fix, and still writes the summary, the outputs and the cache`, async () => {
      const { url, remote } = await setup();
      github.refuse = { status, message };
      const r = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: { analyzer: 'local' } });
      expect(r.code).not.toBe(0);
      expect(r.stdout).toMatch(new RegExp(`::error::.*${advice}`));
      expect(r.summary).toContain('| `a` | 7 | 0 |');
      expect(r.summary).toContain(advice);
      expect(r.outputs.operation).toBe('none');
      expect(r.outputs['agents-failed']).toBe('0');
      expect(await remoteRefs(remote)).toContain('refs/memkeep/state');
    });
  }
});

describe('fork detection', () => {
  const payload = (head: object) => ({
    action: 'completed',
    repository: { id: 1, full_name: 'mallory/agents' },
    workflow_run: { conclusion: 'failure', display_title: 't', head_repository: head },
  });

  it("a run of a forked repository's own branch is not from a fork", () => {
    expect(failedRun('workflow_run', payload({ id: 1, full_name: 'mallory/agents', fork: true }))?.fromFork).toBe(
      false,
    );
  });

  it('a run whose head is another repository is', () => {
    expect(failedRun('workflow_run', payload({ id: 2, full_name: 'eve/agents', fork: true }))?.fromFork).toBe(true);
    expect(
      failedRun('workflow_run', {
        ...payload({ full_name: 'eve/agents' }),
        repository: { full_name: 'mallory/agents' },
      })?.fromFork,
    ).toBe(true);
  });
});

describe('the run link a failure note keeps', () => {
  const withUrl = (html_url: string) =>
    failedRun('workflow_run', {
      action: 'completed',
      workflow_run: { conclusion: 'failure', display_title: 't', html_url },
    })?.url;

  it('keeps a run URL as GitHub writes it', () => {
    expect(withUrl('https://github.com/acme/agents/actions/runs/123?check_suite_focus=true#s')).toBe(
      'https://github.com/acme/agents/actions/runs/123?check_suite_focus=true#s',
    );
  });

  // The note is markdown an agent reads: a payload URL must not close its link, open HTML or an image.
  it.each([
    'https://x.example/<img src=x onerror=alert(1)>',
    'https://x.example/a)](javascript:alert(1)',
    'https://x.example/"onmouseover="x',
    'https://x.example/`code`',
  ])('drops %s', (url) => expect(withUrl(url)).toBeUndefined());
});
