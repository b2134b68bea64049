/**
 * Regression (found by an attack): contract 1 of the round-3 brief / DESIGN §4 — what memkeep
 * sends to GitHub is untrusted text made inert: never a live @mention, never
 * an image (tracking pixel), never a closing keyword. Here the text is a git
 * author name, which anyone who pushes a commit chooses freely.
 *
 * Input: memkeep's PR branch memkeep/gc gets a commit whose author name is
 * "@acme/security-team fixes #1 ![p](https://evil.example/p.gif)" (any
 * collaborator, or a bot, can push with any name). The next run finds the
 * foreign commit and leaves the branch alone.
 *
 * What happens: src/action/modes.ts foreignCommits() formats each commit as
 * `<sha> (<author name>)`, leaveBranch() builds the reason from them and
 * commentOnce() (src/github/pulls.ts) posts it as an issue comment on the PR
 * verbatim: the comment pings @acme/security-team and loads the remote image
 * (the job summary copy goes through inline() and is defused; the comment
 * is not).
 *
 * What should happen: the comment's untrusted part is neutralised like every
 * other published text (inlineText/inlineCode): no live mention, no image.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { type GitHubServer, startGitHubServer } from '../helpers/github-server.js';
import { log } from '../helpers/runlog.js';

const HOSTILE_NAME = '@acme/security-team fixes #1 ![p](https://evil.example/p.gif)';
/** A mention GitHub would link: @ then a name, not inside a word. */
const LIVE_MENTION = /(?<![A-Za-z0-9])@[A-Za-z0-9]/;
const REMOTE_IMAGE = /!\s*\[[^\]]*\]\s*[([]/;

let github: GitHubServer;
beforeEach(async () => {
  github = await startGitHubServer();
});
afterEach(async () => {
  await github.close();
});

it("a foreign commit's author name is not published live in memkeep's PR comment", async () => {
  const repo = await repoWithRemote();
  await commitFiles(
    repo.seed,
    { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 3\n', 'memory/a.md': log(10) },
    daysAgo(2),
  );
  await git(repo.seed, ['push', '-q', 'origin', 'main']);
  const inputs = { analyzer: 'local' };
  const first = await runAction({ workspace: await clone(repo.url), apiUrl: github.url, inputs });
  expect(first.outputs.operation).toBe('created');

  // Someone pushes to memkeep's branch under a name of their choosing.
  const editor = await clone(repo.url);
  await git(editor, ['checkout', '-q', '-b', 'memkeep/gc', 'origin/memkeep/gc']);
  await commitFiles(editor, { 'notes.txt': 'edit\n' }, daysAgo(1));
  await git(editor, ['commit', '-q', '--amend', '--no-edit', `--author=${HOSTILE_NAME} <e@example.invalid>`]);
  await git(editor, ['push', '-q', 'origin', 'memkeep/gc']);

  const second = await runAction({ workspace: await clone(repo.url), apiUrl: github.url, inputs });
  expect(second.code).toBe(0);
  const comments = github.pulls[0].comments;
  expect(comments).toHaveLength(1);
  expect(comments[0]).toContain('did not make');
  expect(comments[0]).not.toMatch(LIVE_MENTION);
  expect(comments[0]).not.toMatch(REMOTE_IMAGE);
});
