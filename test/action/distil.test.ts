/**
 * The distil step through the bundled Action in pull-request mode, on a
 * real bare remote with loopback GitHub and model servers: the knowledge lands
 * on the PR branch with the trim, a second run with nothing new dropped
 * makes no call and leaves it as it was, failure notes become lessons and a
 * new failure with the same cause updates its item, and a hostile answer is
 * inert in the file, the PR body and the log.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DISTIL_PROMPT } from '../../src/analysis/distil-prompt.js';
import { formatFailureNote } from '../../src/memory/knowledge/failures.js';
import { runAction } from '../helpers/action.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { type GitHubServer, startGitHubServer } from '../helpers/github-server.js';
import { type ModelServer, report, startModelServer } from '../helpers/model-server.js';

let github: GitHubServer;
let model: ModelServer;

beforeEach(async () => {
  github = await startGitHubServer();
  model = await startModelServer((req) => ({
    content:
      req.body.messages[0].content === DISTIL_PROMPT
        ? JSON.stringify({
            operations: [
              {
                op: 'add',
                item: null,
                title: 'Staging cluster',
                knowledge: ['Staging runs on the new cluster.'],
                evidence: ['E2'],
              },
            ],
          })
        : report('Loopback analysis.'),
  }));
});
afterEach(async () => {
  await github.close();
  await model.close();
});

const TASKS = [
  'Deploy the API to staging',
  'Rotate the staging credentials',
  'Summarise open PRs',
  'Check build status',
  'Answer a question',
];
const LOG = TASKS.map(
  (t, i) =>
    `## 2026-01-01T00:0${i}:00Z\n**Task:** ${t}\n**Result:** done ${i}.\n**Decision:** keep \`step-${i}.yml\` as the source of truth.\n\n`,
).join('');
const NOTE = (at: string, task: string, why: string) =>
  formatFailureNote({
    at: new Date(at),
    task,
    why,
    runUrl: `https://github.example/acme/agents/actions/runs/${at.slice(8, 10)}`,
  });

async function setup(model = 'openai/test-model') {
  const repo = await repoWithRemote();
  await commitFiles(
    repo.seed,
    {
      'agents/a.toml': `model = "${model}"\n[memory]\nenabled = true\nlast_n = 2\n`,
      'memory/a.md': LOG,
      'memory/a/procedural/failures.md': NOTE('2026-02-01T00:00:00Z', 'Triage issue #12', 'timeout'),
    },
    daysAgo(2),
  );
  await git(repo.seed, ['push', '-q', 'origin', 'main']);
  return repo;
}

async function branchFile(url: string, path: string, ref = 'memkeep/gc'): Promise<string> {
  const work = await clone(url);
  await git(work, ['fetch', '-q', 'origin', ref]);
  return git(work, ['show', `FETCH_HEAD:${path}`]);
}

const env = () => ({ OPENAI_API_KEY: 'sk-test-action-key-123456', MEMKEEP_OPENAI_BASE_URL: model.url });
const distilCalls = () => model.requests.filter((r) => r.body.messages[0].content === DISTIL_PROMPT).length;

describe('the Action distils what a trim drops, in the pull request', () => {
  it('with a model: the digest on the branch, then no call and the same digest when nothing new is dropped; lessons from failure notes', async () => {
    const { url, seed } = await setup();
    const first = await runAction({ workspace: await clone(url), apiUrl: github.url, env: env() });
    expect(first.code).toBe(0);
    expect(first.outputs.operation).toBe('created');
    expect(distilCalls()).toBe(1);
    const digest = await branchFile(url, 'memory/a/procedural/digest.md');
    expect(digest).toContain(
      '## Staging cluster\n- Staging runs on the new cluster.\n_Evidence: 2026-01-01T00:01:00Z_\n',
    );
    // The dropped entries were what the model was given, and the PR cites them.
    const sent = model.requests.find((r) => r.body.messages[0].content === DISTIL_PROMPT)!.body.messages[1]
      .content as string;
    for (const [i, t] of TASKS.slice(0, 3).entries())
      expect(sent).toContain(`## E${i + 1}: 2026-01-01T00:0${i}:00Z\n${t}\n`);
    const body = github.pulls[0].body;
    expect(body).toMatch(
      /\*\*Distil\.\*\* Distilled 3 dropped entries into memory\/a\/procedural\/digest\.md \(openai\/test-model\): 1 added; 0 → \d+ bytes\./,
    );
    expect(body).toContain(
      '- **added** "Staging cluster" (evidence: 2026-01-01T00:01:00Z)\n  - Staging runs on the new cluster.',
    );
    expect(body).toContain('- 2026-01-01T00:01:00Z — Rotate the staging credentials');
    expect(body).toContain('Lessons in memory/a/procedural/lessons.md');
    const lessons = await branchFile(url, 'memory/a/procedural/lessons.md');
    expect(lessons).toContain('## Timeout\n- **Cause:** timeout\n');
    expect(lessons).toContain(
      '_Evidence: 2026-02-01T00:00:00+00:00 (https://github.example/acme/agents/actions/runs/01)_',
    );
    // main is untouched until the PR is merged.
    expect(await branchFile(url, 'memory/a.md', 'main')).toBe(LOG);

    // Nothing new dropped (the PR is not merged): no distil call, the same digest.
    const second = await runAction({ workspace: await clone(url), apiUrl: github.url, env: env() });
    expect(second.outputs.operation).toBe('updated');
    expect(distilCalls()).toBe(1);
    expect(await branchFile(url, 'memory/a/procedural/digest.md')).toBe(digest);

    // A new failure with the same cause updates the item instead of adding one.
    await git(seed, ['pull', '-q', 'origin', 'main']);
    await commitFiles(
      seed,
      {
        'memory/a/procedural/failures.md':
          NOTE('2026-02-01T00:00:00Z', 'Triage issue #12', 'timeout') +
          NOTE('2026-02-05T00:00:00Z', 'Triage issue #31', 'timed out'),
      },
      daysAgo(1),
    );
    await git(seed, ['push', '-q', 'origin', 'main']);
    const third = await runAction({ workspace: await clone(url), apiUrl: github.url, env: env() });
    expect(third.code).toBe(0);
    const updated = await branchFile(url, 'memory/a/procedural/lessons.md');
    expect(updated.match(/^## /gm)).toHaveLength(1);
    expect(updated).toContain(
      '_Evidence: 2026-02-05T00:00:00+00:00 (https://github.example/acme/agents/actions/runs/05); 2026-02-01T00:00:00+00:00 (https://github.example/acme/agents/actions/runs/01)_',
    );
    expect(distilCalls()).toBe(1);
  });

  it('with the local analyzer: knowledge items citing the dropped entries; distil: false writes none', async () => {
    const { url } = await setup('local/none');
    const r = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: { analyzer: 'local' } });
    expect(r.code).toBe(0);
    expect(model.requests).toHaveLength(0);
    const digest = await branchFile(url, 'memory/a/procedural/digest.md');
    for (const [i, t] of TASKS.slice(0, 3).entries())
      expect(digest).toContain(
        `## ${t}\n- **Decision:** keep \`step-${i}.yml\` as the source of truth.\n_Evidence: 2026-01-01T00:0${i}:00Z_\n`,
      );

    const off = await setup('local/none');
    const quiet = await runAction({
      workspace: await clone(off.url),
      apiUrl: github.url,
      inputs: { analyzer: 'local', distil: 'false', branch: 'memkeep/off' },
    });
    expect(quiet.code).toBe(0);
    await expect(branchFile(off.url, 'memory/a/procedural/digest.md', 'memkeep/off')).rejects.toThrow();
    expect(await branchFile(off.url, 'memory/a.md', 'memkeep/off')).toBe(LOG.split('\n\n').slice(3).join('\n\n'));
  });

  it('makes a hostile distil answer inert in the file, the PR body and the log', async () => {
    model.reply = (req) => ({
      content:
        req.body.messages[0].content === DISTIL_PROMPT
          ? JSON.stringify({
              operations: [
                {
                  op: 'add',
                  item: null,
                  title: 'Core Context',
                  knowledge: ['@octocat <img src=x onerror=alert(1)>', '::set-output name=pwned::1', '::error::forged'],
                  evidence: ['E1'],
                },
              ],
            })
          : report('analysis'),
    });
    const { url } = await setup();
    const r = await runAction({ workspace: await clone(url), apiUrl: github.url, env: env() });
    expect(r.code).toBe(0);
    const digest = await branchFile(url, 'memory/a/procedural/digest.md');
    expect(digest.match(/^## /gm)).toHaveLength(1);
    expect(digest).not.toMatch(/^::/m);
    // Visible, not invisible: the agent reads this file back.
    expect(digest).toContain('- @octocat &lt;img src=x onerror=alert(1)>\n');
    expect(digest).not.toMatch(/[\u200b-\u200f\u2060-\u2064]/);
    const body = github.pulls[0].body;
    expect(body).not.toMatch(/@octocat|<img|^::/m);
    expect(r.stdout).not.toMatch(/^::(set-output|error)::(pwned|forged)/m);
    expect(r.outputs.pwned).toBeUndefined();
  });
});
