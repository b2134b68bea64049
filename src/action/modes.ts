/**
 * The two ways the Action lands a plan: commit mode (commit and push to the
 * base branch, re-planning when the branch moved) and pull-request mode (one
 * long-lived branch rebuilt from the base and one pull request for it).
 */

import type { StoreConfig } from '../config/types.js';
import { configError, opError } from '../errors.js';
import type { Selected } from '../gc/agents.js';
import { apply } from '../gc/apply.js';
import { commitMessage } from '../gc/message.js';
import type { Applied, Plan } from '../gc/model.js';
import { type PlanOptions, plan } from '../gc/plan.js';
import { ACTIONS_BOT } from '../git/author.js';
import { commitAndPush } from '../git/commit.js';
import { Git } from '../git/git.js';
import { client, closePullRequest, explainGitHubError, upsertPullRequest } from '../github/pulls.js';
import { renderReview } from '../render/review.js';
import type { Inputs } from './inputs.js';
import { runUrl } from './report.js';

export type Operation = 'created' | 'updated' | 'closed' | 'committed' | 'none' | 'dry-run';

export interface Outcome {
  operation: Operation;
  prNumber?: number;
  prUrl?: string;
  sha?: string;
  applied?: Applied;
  /** Why the commit or the pull request did not happen, after the plan was made. */
  error?: unknown;
}

/** Commit mode: applies the plan and pushes; after the branch moved, re-plans on the new content. */
export async function commitMode(
  store: StoreConfig,
  agents: () => Promise<Selected[]>,
  first: Plan,
  options: PlanOptions,
): Promise<Outcome> {
  let current = first;
  try {
    const landed = await commitAndPush({
      cwd: store.root,
      author: ACTIONS_BOT,
      apply: async (attempt) => {
        if (attempt > 1) current = await plan(store, await agents(), { ...options, previous: current });
        const applied = await apply(current);
        return { paths: applied.paths, message: commitMessage(applied), result: applied };
      },
    });
    return { operation: landed.sha ? 'committed' : 'none', sha: landed.sha, applied: landed.result };
  } catch (error) {
    return { operation: 'none', error };
  }
}

/**
 * One long-lived branch rebuilt from the base on every run and pushed with
 * --force-with-lease; the PR for it is created, updated, or closed when
 * nothing is left to change.
 */
export async function pullRequestMode(
  inputs: Inputs,
  store: StoreConfig,
  planned: Plan,
  top: string,
  base: string,
): Promise<Outcome> {
  const git = new Git(top);
  const repo = repository();
  const title = inputs.title ?? store.pullRequest.title ?? 'memkeep: trim and prune agent memory';
  const labels = inputs.labels ?? store.pullRequest.labels ?? ['memory'];
  const branch = inputs.branch ?? store.pullRequest.branch ?? 'memkeep/gc';
  if (!inputs.githubToken)
    throw configError('github-token is empty: pull-request mode needs a token with pull-requests: write', {
      field: 'github-token',
    });
  const octokit = await client(inputs.githubToken);

  const baseSha = await git.revParse('HEAD');
  await git.raw(['checkout', '-q', '-B', branch, baseSha]);
  let applied: Applied | undefined;
  try {
    applied = await apply(planned);
    const sha = await git.commitPaths(applied.paths, commitMessage(applied), ACTIONS_BOT, top);
    if (!sha) {
      const closed = await closePullRequest(
        octokit,
        repo,
        branch,
        'memkeep: nothing is left to trim or prune on the base branch, so this pull request is no longer needed.',
      );
      return { operation: closed ? 'closed' : 'none', prNumber: closed?.number, prUrl: closed?.url, applied };
    }
    const remoteSha = await git.remoteRef('origin', `refs/heads/${branch}`);
    const rejection = await git.push('origin', `${branch}:refs/heads/${branch}`, {
      ref: `refs/heads/${branch}`,
      expect: remoteSha,
    });
    if (rejection) throw opError(`pushing ${branch} was refused: ${pushAdvice(rejection.message)}`);
    const body = renderReview(planned, applied, { base, runUrl: runUrl(), mode: 'pull-request' });
    const { pr, operation } = await upsertPullRequest(octokit, repo, {
      branch,
      base,
      title,
      body,
      labels,
      draft: inputs.draft,
    });
    return { operation, prNumber: pr.number, prUrl: pr.url, sha, applied };
  } catch (error) {
    return { operation: 'none', applied, error: explainGitHubError(error) };
  } finally {
    await git.raw(['checkout', '-q', '-f', base]).catch(() => git.raw(['checkout', '-q', '-f', baseSha]));
  }
}

/** A refused push, with the permission that usually fixes it. */
function pushAdvice(message: string): string {
  if (/permission|denied|403/i.test(message))
    return `${message} (the token needs contents: write: add "permissions: contents: write" to the workflow)`;
  return message;
}

function repository(): { owner: string; repo: string } {
  const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo) throw new Error('GITHUB_REPOSITORY is not set (owner/repo)');
  return { owner, repo };
}
