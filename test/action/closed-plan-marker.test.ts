/**
 * A pull request closed without merging holds memkeep back only when it is
 * memkeep's own for the plan: its description opens with memkeep's markers
 * (`<!-- memkeep:gc -->`, then `<!-- memkeep:plan <fingerprint> -->`) as
 * memkeep writes them. Another pull request from the branch whose
 * description merely quotes those lines (someone porting memkeep's change
 * to a release branch by hand, the description pasted into a code block)
 * is nobody turning the plan down, and memkeep keeps its own pull request
 * going. A maintainer who edits memkeep's description on GitHub (the web
 * editor saves CRLF line ends) and then closes it still holds it back.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
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

const LOCAL = { analyzer: 'local', analyze: 'false' };

/** A store with entries to trim, and memkeep's first pull request for it (#1, open). */
async function withOpenPullRequest(): Promise<string> {
  const repo = await repoWithRemote();
  await commitFiles(
    repo.seed,
    { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 3\n', 'memory/a.md': log(10) },
    daysAgo(2),
  );
  await git(repo.seed, ['push', '-q', 'origin', 'main']);
  const first = await runAction({ workspace: await clone(repo.url), apiUrl: github.url, inputs: LOCAL });
  expect(first.outputs.operation).toBe('created');
  expect(github.pulls[0].body).toMatch(/^<!-- memkeep:gc -->\n<!-- memkeep:plan [0-9a-f]+ -->\n/);
  return repo.url;
}

it("a closed pull request that quotes memkeep's markers in its description does not hold memkeep's back", async () => {
  const url = await withOpenPullRequest();
  const markers = github.pulls[0].body.split('\n').slice(0, 2).join('\n');
  github.pulls.push({
    ...github.pulls[0],
    number: 2,
    base: 'release-1.x',
    title: 'Port the memory cleanup to release-1.x',
    body: `Porting #1 by hand. Its description began:\n\n\`\`\`\n${markers}\n\`\`\`\n`,
    state: 'closed',
    labels: [],
  });

  const again = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: LOCAL });
  expect(again.code).toBe(0);
  expect(again.outputs.operation).toBe('updated');
  expect(again.outputs['pull-request-number']).toBe('1');
  expect(again.summary.replaceAll('\u2060', '')).not.toContain('was closed without merging');
});

it("memkeep's own description, edited on GitHub (CRLF) and closed without merging, still holds the plan back", async () => {
  const url = await withOpenPullRequest();
  const pr = github.pulls[0];
  pr.body = `${pr.body}\nNot now: these entries stay until the audit.\n`.replaceAll('\n', '\r\n');
  pr.state = 'closed';

  const again = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: LOCAL });
  expect(again.code).toBe(0);
  expect(again.outputs.operation).toBe('none');
  expect(again.summary.replaceAll('\u2060', '')).toContain(
    'pull request #1 for this same plan was closed without merging',
  );
  expect(github.pulls).toHaveLength(1);
});
