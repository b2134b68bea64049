/**
 * memkeep comments once on its PR (a foreign commit left it alone): the
 * marker of its earlier comment is looked for on every page of comments,
 * not only the first hundred, so a busy PR does not get the comment twice.
 */
import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { commentOnce } from '../../src/github/pulls.js';
import { type GitHubServer, startGitHubServer } from '../helpers/github-server.js';

let github: GitHubServer;
beforeEach(async () => {
  github = await startGitHubServer();
});
afterEach(async () => {
  await github.close();
});

it('finds its marker past the first hundred comments and does not comment again', async () => {
  const octokit = getOctokit('token', { baseUrl: github.url });
  const repo = { owner: 'acme', repo: 'agents' };
  const { data: pr } = await octokit.rest.pulls.create({ ...repo, title: 'memkeep', head: 'memkeep/gc', base: 'main' });
  const comments = github.pulls[0].comments;
  for (let i = 0; i < 150; i++) comments.push(`review note ${i}`);
  comments.push('<!-- memkeep:edited -->\nmemkeep: the branch has commits of others');
  for (let i = 0; i < 20; i++) comments.push(`later note ${i}`);
  expect(await commentOnce(octokit, repo, pr.number, '<!-- memkeep:edited -->', 'again')).toBe(false);
  expect(comments).toHaveLength(171);
  expect(await commentOnce(octokit, repo, pr.number, '<!-- memkeep:other -->', 'first')).toBe(true);
  expect(comments).toHaveLength(172);
});
