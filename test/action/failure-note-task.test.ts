/**
 * Regression (found by an attack): DESIGN §3/§4 and contract 1 of the round-3 brief — what
 * memkeep stores that came from an event is untrusted: secrets redacted,
 * one line, headings/HTML/links neutralised (README: "Payload text (run
 * titles) is untrusted"). The failure note is committed and pushed to the
 * base branch, where every clone and every agent prompt gets it.
 *
 * Input: a failed `workflow_run` event and the `task` input set, as a
 * workflow passes event text to it (e.g. `task: ${{
 * github.event.workflow_run.head_commit.message }}`), to
 * "deploy <token> <img src=https://evil.example/p.gif> [click](https://evil.example)"
 * where <token> is a GitHub token pasted into a commit message.
 *
 * What happens: src/action/failure-note.ts passes `inputs.task ?? run.title`
 * to appendFailureNote(); only run.title went through inertLine()
 * (src/github/workflow-run.ts), so the `task` input reaches
 * formatFailureNote() (memory/knowledge/failures.ts), which only folds it to
 * one line: the token, the <img> tag and the link are committed to
 * failures.md on main verbatim.
 *
 * What should happen: the task text is treated like the run title — the
 * token redacted ([REDACTED:…]), HTML and links neutralised — before it is
 * written, whichever of the two it came from.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { fake } from '../fixtures/secrets/formats.js';
import { runAction } from '../helpers/action.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { type GitHubServer, startGitHubServer } from '../helpers/github-server.js';
import { log } from '../helpers/runlog.js';

const TOKEN = `ghp_${fake(36)}`;

let github: GitHubServer;
beforeEach(async () => {
  github = await startGitHubServer();
});
afterEach(async () => {
  await github.close();
});

it('a task input from the event is redacted and neutralised in the committed failure note', async () => {
  const repo = await repoWithRemote();
  await commitFiles(
    repo.seed,
    { 'agents/ops.toml': '[memory]\nenabled = true\nlast_n = 0\n', 'memory/ops.md': log(2) },
    daysAgo(2),
  );
  await git(repo.seed, ['push', '-q', 'origin', 'main']);
  const r = await runAction({
    workspace: await clone(repo.url),
    apiUrl: github.url,
    inputs: {
      mode: 'commit',
      'failure-agent': 'ops',
      task: `deploy ${TOKEN} <img src=https://evil.example/p.gif> [click](https://evil.example)`,
      trim: 'false',
      prune: 'false',
      analyze: 'false',
    },
    event: {
      name: 'workflow_run',
      payload: {
        action: 'completed',
        repository: { full_name: 'acme/agents' },
        workflow_run: {
          conclusion: 'failure',
          display_title: 'deploy',
          head_repository: { full_name: 'acme/agents' },
        },
      },
    },
  });
  expect(r.code).toBe(0);
  const check = await clone(repo.url);
  const note = await git(check, ['show', 'HEAD:memory/ops/procedural/failures.md']);
  expect(note).toContain('**Task snippet**: deploy');
  expect(note).not.toContain(TOKEN);
  expect(note).not.toMatch(/<img|\]\(https:/);
});
