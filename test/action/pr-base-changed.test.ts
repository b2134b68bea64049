/**
 * The one memkeep pull request targets the base the run maintains (DESIGN
 * §4: one long-lived branch rebuilt from the base, one open pull request
 * found by its branch and updated). Its branch is rebuilt from that base,
 * and its description says merging changes memory on it, so an open pull
 * request left on another base (from before the repository's default
 * branch moved, or before the workflow's `base` input changed) is moved to
 * this run's base (GitHub's "Update a pull request" takes `base`), and the
 * run says so. Merging it as it was would have poured the new base's
 * history into the old one. The move is a request of its own: when GitHub
 * refuses it, the description is updated all the same and the run warns.
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

it('an open memkeep pull request on another base is moved to the base this run maintains', async () => {
  const repo = await repoWithRemote();
  await commitFiles(
    repo.seed,
    { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 3\n', 'memory/a.md': log(10) },
    daysAgo(2),
  );
  await git(repo.seed, ['push', '-q', 'origin', 'main']);
  await git(repo.seed, ['push', '-q', 'origin', 'main:develop']);
  // The pull request an earlier run opened while develop was the base.
  github.pulls.push({
    number: 1,
    head: 'memkeep/gc',
    base: 'develop',
    title: 'memkeep: trim and prune agent memory',
    body: '<!-- memkeep:gc -->\n## memkeep\n',
    draft: false,
    state: 'open',
    labels: ['memory'],
    comments: [],
    reviewers: [],
    teamReviewers: [],
    assignees: [],
    merged: false,
  });
  const patches = () => github.requests.filter((q) => q.method === 'PATCH' && q.path.endsWith('/pulls/1'));

  const r = await runAction({
    workspace: await clone(repo.url),
    apiUrl: github.url,
    inputs: { analyzer: 'local', base: 'main' },
  });
  expect(r.code).toBe(0);
  expect(r.outputs).toMatchObject({ operation: 'updated', 'pull-request-number': '1' });
  expect(github.pulls).toHaveLength(1);
  expect(github.pulls[0]).toMatchObject({ base: 'main', state: 'open' });
  expect(github.pulls[0].body).toContain('memory on `main`');
  expect(patches().map((q) => q.body.base)).toEqual([undefined, 'main']);
  // Problems are shown inert: a word joiner keeps "#1" from reading as a reference.
  expect(r.summary.replaceAll('\u2060', '')).toContain(
    'pull request #1 was proposed for develop; memkeep moved it to main',
  );
  expect(r.stdout).toContain('::warning::pull request #1 was proposed for develop');

  // Once on the right base, an update leaves the base alone.
  const again = await runAction({
    workspace: await clone(repo.url),
    apiUrl: github.url,
    inputs: { analyzer: 'local', base: 'main' },
  });
  expect(again.outputs.operation).toBe('updated');
  expect(patches().map((q) => q.body.base)).toEqual([undefined, 'main', undefined]);
  expect(again.summary).not.toContain('memkeep moved it');
});

it('a move GitHub refuses leaves the description updated and the run warning, not failing', async () => {
  const repo = await repoWithRemote();
  await commitFiles(
    repo.seed,
    { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 3\n', 'memory/a.md': log(10) },
    daysAgo(2),
  );
  await git(repo.seed, ['push', '-q', 'origin', 'main']);
  github.refuseBases = ['main'];
  github.pulls.push({
    number: 1,
    head: 'memkeep/gc',
    base: 'develop',
    title: 'old title',
    body: '<!-- memkeep:gc -->\n## memkeep\n',
    draft: false,
    state: 'open',
    labels: ['memory'],
    comments: [],
    reviewers: [],
    teamReviewers: [],
    assignees: [],
    merged: false,
  });
  const r = await runAction({
    workspace: await clone(repo.url),
    apiUrl: github.url,
    inputs: { analyzer: 'local', base: 'main' },
  });
  expect(r.code).toBe(0);
  expect(r.outputs).toMatchObject({ operation: 'updated', 'pull-request-number': '1' });
  expect(github.pulls[0]).toMatchObject({ base: 'develop', state: 'open' });
  expect(github.pulls[0].body).toContain('memory on `main`');
  expect(r.stdout).toContain('::warning::pull request #1 was proposed for develop, and moving it to main failed');
  expect(r.stdout).toContain('do not merge it into develop');
});
