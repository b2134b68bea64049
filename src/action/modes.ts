/**
 * The two ways the Action lands a plan: commit mode (commit and push to the
 * base branch, re-planning when the branch moved) and pull-request mode (one
 * long-lived branch rebuilt from the base and one pull request for it).
 */

import type { StoreConfig } from '../config/types.js';
import { configError, opError } from '../errors.js';
import type { Selected } from '../gc/agents.js';
import { apply } from '../gc/apply.js';
import { planFingerprint } from '../gc/fingerprint.js';
import { commitMessage } from '../gc/message.js';
import type { Applied, Plan } from '../gc/model.js';
import type { PlanOptions } from '../gc/plan.js';
import { runMaintenance } from '../gc/run.js';
import { ACTIONS_BOT } from '../git/author.js';
import { Git } from '../git/git.js';
import {
  client,
  closePullRequest,
  commentOnce,
  explainGitHubError,
  findClosedForPlan,
  findPullRequest,
  MAX_TITLE_CHARS,
  pullRequestTitle,
  upsertPullRequest,
} from '../github/pulls.js';
import type { SizeChart } from '../render/chart.js';
import { markers, renderReview } from '../render/review.js';
import type { FileChange, LoadSize } from '../render/review-model.js';
import { cutCodePoints } from '../text/cut.js';
import { inlineText } from '../text/untrusted.js';
import { chartGroups, fileChanges, loadPairs, loadSizes, sizeChart } from './changes.js';
import type { Inputs } from './inputs.js';
import { runUrl } from './report.js';

export type Operation = 'created' | 'updated' | 'closed' | 'committed' | 'none' | 'dry-run';

export interface Outcome {
  operation: Operation;
  prNumber?: number;
  prUrl?: string;
  sha?: string;
  /** The pull request's branch, when memkeep pushed it. */
  branch?: string;
  applied?: Applied;
  /** The files the commit changes, with their agents (the review's change table). */
  changes?: FileChange[];
  /** What `memkeep load` gives each agent before and after. */
  loads?: Record<string, LoadSize>;
  /** Memory sizes over time, before and after this run (the review's chart). */
  chart?: SizeChart;
  fingerprint?: string;
  /** Why nothing was pushed although there were changes: not failures (the step succeeds). */
  notices?: string[];
  /** Why the commit or the pull request did not happen, after the plan was made. */
  error?: unknown;
}

/** Commit mode: applies the plan and pushes; after the branch moved, re-plans on the new content. */
export async function commitMode(
  inputs: Inputs,
  store: StoreConfig,
  agents: () => Promise<Selected[]>,
  options: PlanOptions,
): Promise<{ planned: Plan; outcome: Outcome }> {
  let before: Record<string, number> = {};
  const run = await runMaintenance(store, agents, options, {
    author: ACTIONS_BOT,
    message: (applied) => messageOf(inputs, applied),
    beforeApply: async (current) => {
      before = await loadSizes(current, { planned: true });
    },
  });
  const { applied, commit } = run;
  if (run.commitError !== undefined || !applied || !commit)
    return { planned: run.plan, outcome: { operation: 'none', error: run.commitError } };
  try {
    const top = await new Git(store.root).topLevel();
    const changes = commit.sha
      ? await fileChanges(new Git(top), top, applied.plan, applied, `${commit.sha}~1`, commit.sha)
      : [];
    const loads = loadPairs(before, await loadSizes(applied.plan));
    const chart = commit.sha
      ? await sizeChart(top, applied.plan.store.root, chartGroups(applied.plan), `${commit.sha}~1`, commit.sha)
      : undefined;
    const operation = commit.sha ? 'committed' : 'none';
    return { planned: run.plan, outcome: { operation, sha: commit.sha, applied, changes, loads, chart } };
  } catch (error) {
    return { planned: run.plan, outcome: { operation: 'none', sha: commit.sha, applied, error } };
  }
}

/** memkeep's message, its subject replaced by the `commit-message` input when given. */
function messageOf(inputs: Inputs, applied: Applied): string {
  const message = commitMessage(applied);
  if (!inputs.commitMessage) return message;
  return `${inputs.commitMessage}${message.slice(message.indexOf('\n'))}`;
}

/** The hidden line that marks memkeep's comment about a branch someone else committed to. */
const EDITED_MARKER = '<!-- memkeep:branch-edited -->';

/**
 * One long-lived branch rebuilt from the base on every run and pushed with
 * --force-with-lease; the PR for it is created, updated, or closed when
 * nothing is left to change. Two things stop the rebuild: a commit on the
 * branch that memkeep did not make (a reviewer's edit is never
 * force-pushed away), and a pull request for the same plan that a
 * maintainer closed without merging (not reopened until the plan changes).
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
  const shard = inputs.shard ? ` (shard ${inputs.shard.index}/${inputs.shard.count})` : '';
  const written = inputs.title ?? store.pullRequest.title ?? 'memkeep: trim and prune agent memory';
  const title = pullRequestTitle(written, shard);
  const shortened =
    title === written + shard
      ? []
      : [`the pull request title is over GitHub's ${MAX_TITLE_CHARS} characters; memkeep shortened it`];
  const labels = inputs.labels ?? store.pullRequest.labels ?? ['memory'];
  const branch = inputs.branch ?? store.pullRequest.branch ?? 'memkeep/gc';
  if (!inputs.githubToken)
    throw configError('github-token is empty: pull-request mode needs a token with pull-requests: write', {
      field: 'github-token',
    });
  const octokit = await client(inputs.githubToken);
  const fingerprint = planFingerprint(planned);

  const baseSha = await git.revParse('HEAD');
  let applied: Applied | undefined;
  try {
    const remoteSha = await git.remoteRef('origin', `refs/heads/${branch}`);
    const foreign = remoteSha ? await foreignCommits(git, branch, baseSha) : [];
    if (foreign.length) return await leaveBranch(octokit, repo, branch, foreign);

    // Only a lookup: a token that may not read pull requests fails below, where the error names the remedy.
    const closed = await findClosedForPlan(octokit, repo, branch, markers(fingerprint)).catch(() => undefined);
    if (closed) {
      if (remoteSha && inputs.deleteBranch) await deleteBranch(git, branch);
      return {
        operation: 'none',
        fingerprint,
        notices: [
          `pull request #${closed.number} for this same plan was closed without merging, so memkeep does not open it again; it opens a new one when the plan changes (new entries past the limit, other files to prune). To have it back now, reopen #${closed.number}.`,
        ],
      };
    }

    const before = await loadSizes(planned, { planned: true });
    await git.raw(['checkout', '-q', '-B', branch, baseSha]);
    applied = await apply(planned);
    const sha = await git.commitPaths(applied.paths, messageOf(inputs, applied), ACTIONS_BOT, top);
    if (!sha) {
      const closedNow = await closePullRequest(
        octokit,
        repo,
        branch,
        'memkeep: nothing is left to trim or prune on the base branch, so this pull request is no longer needed.',
      );
      if (remoteSha && inputs.deleteBranch) await deleteBranch(git, branch);
      return { operation: closedNow ? 'closed' : 'none', prNumber: closedNow?.number, prUrl: closedNow?.url, applied };
    }
    const changes = await fileChanges(git, top, planned, applied, baseSha, sha);
    const loads = loadPairs(before, await loadSizes(planned));
    const chart = await sizeChart(top, planned.store.root, chartGroups(planned), baseSha, sha);
    const rejection = await git.push('origin', `${branch}:refs/heads/${branch}`, {
      ref: `refs/heads/${branch}`,
      expect: remoteSha,
    });
    if (rejection) throw opError(`pushing ${branch} was refused: ${pushAdvice(rejection.message)}`);
    const body = renderReview(planned, applied, {
      base,
      runUrl: runUrl(),
      mode: 'pull-request',
      changes,
      loads,
      chart,
      fingerprint,
      rest: 'the job summary of the workflow run',
    });
    const { pr, operation, warnings } = await upsertPullRequest(octokit, repo, {
      branch,
      base,
      title,
      body,
      labels,
      draft: inputs.draft === 'always-true' ? 'always' : inputs.draft,
      reviewers: inputs.reviewers,
      teamReviewers: inputs.teamReviewers,
      assignees: inputs.assignees,
    });
    return {
      operation,
      prNumber: pr.number,
      prUrl: pr.url,
      sha,
      branch,
      applied,
      changes,
      loads,
      chart,
      fingerprint,
      notices: [...shortened, ...warnings],
    };
  } catch (error) {
    return { operation: 'none', applied, error: explainGitHubError(error) };
  } finally {
    await git.raw(['checkout', '-q', '-f', base]).catch(() => git.raw(['checkout', '-q', '-f', baseSha]));
  }
}

/** Author names as long as anyone likes are cut to this: the names only help a reviewer tell the commits apart. */
const AUTHOR_NAME_MAX = 100;

/** Commits on the remote branch, not on the base, that memkeep did not make: `sha (author)` each. */
async function foreignCommits(git: Git, branch: string, baseSha: string): Promise<string[]> {
  await git.raw(['fetch', '--quiet', '--no-tags', 'origin', `refs/heads/${branch}`]);
  const log = await git.raw(['log', '--format=%H%x00%an%x00%ae', 'FETCH_HEAD', '--not', baseSha]);
  return log
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\0'))
    .filter(([, , email]) => email !== ACTIONS_BOT.email)
    .map(([sha, name]) => `${sha.slice(0, 12)} (${cutCodePoints(name, AUTHOR_NAME_MAX)})`);
}

/** Someone committed to the branch: leave it as it is, and say so once on its pull request. */
async function leaveBranch(
  octokit: Awaited<ReturnType<typeof client>>,
  repo: { owner: string; repo: string },
  branch: string,
  foreign: string[],
): Promise<Outcome> {
  const why = `the branch ${branch} has ${foreign.length === 1 ? 'a commit' : `${foreign.length} commits`} memkeep did not make (${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? ', …' : ''}), so memkeep no longer rebuilds it and does not force-push over it. To let memkeep rebuild it, delete the branch (or merge or close this pull request and delete the branch); the next run starts it again from the base.`;
  const pr = await findPullRequest(octokit, repo, branch);
  // Author names are whatever the committer chose: made inert as the summary's copy is (by its renderer).
  if (pr) await commentOnce(octokit, repo, pr.number, EDITED_MARKER, `memkeep: ${inlineText(why)}`);
  return { operation: 'none', prNumber: pr?.number, prUrl: pr?.url, branch, notices: [why] };
}

/** Removes the remote branch with the checkout's credentials, as every push does. */
async function deleteBranch(git: Git, branch: string): Promise<void> {
  await git.raw(['push', '--quiet', 'origin', '--delete', `refs/heads/${branch}`]);
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
