/**
 * The one memkeep pull request: found by its head branch and updated, never
 * duplicated; closed with a comment when nothing is left to change. Octokit
 * comes from @actions/github (GITHUB_API_URL decides the server) and is
 * loaded only when a pull request is actually touched.
 */
import { opError } from '../errors.js';
import { cutCodePoints } from '../text/cut.js';

export interface Repo {
  owner: string;
  repo: string;
}

export interface PullRequest {
  number: number;
  url: string;
}

export interface PullRequestSpec {
  branch: string;
  base: string;
  title: string;
  body: string;
  labels: string[];
  /** `always`: a draft on creation, and turned back into one on every update (create-pull-request's `always-true`). */
  draft: boolean | 'always';
  reviewers?: string[];
  teamReviewers?: string[];
  assignees?: string[];
}

/** GitHub refuses a pull request title over 256 characters (422 "title is too long"). */
export const MAX_TITLE_CHARS = 256;

/**
 * `title` followed by `suffix` (a shard's), within GitHub's limit: the title
 * is shortened, the suffix kept whole, since it tells the shards' pull
 * requests apart.
 */
export function pullRequestTitle(title: string, suffix: string): string {
  return cutCodePoints(title, MAX_TITLE_CHARS - Array.from(suffix).length) + suffix;
}

type Octokit = ReturnType<typeof import('@actions/github')['getOctokit']>;

export async function client(token: string): Promise<Octokit> {
  const { getOctokit } = await import('@actions/github');
  return getOctokit(token);
}

/** The open memkeep PR for `branch`, if there is one, with the branch it is proposed for. */
export async function findPullRequest(
  octokit: Octokit,
  repo: Repo,
  branch: string,
): Promise<(PullRequest & { base: string }) | undefined> {
  const { data } = await octokit.rest.pulls.list({
    ...repo,
    state: 'open',
    head: `${repo.owner}:${branch}`,
    per_page: 10,
  });
  const pr = data.find((p) => p.head.ref === branch);
  return pr ? { number: pr.number, url: pr.html_url, base: pr.base.ref } : undefined;
}

/**
 * The newest pull request for `branch` closed without merging whose body
 * opens with `markers`, the lines memkeep heads its body with for a plan:
 * the same plan, which a maintainer turned down. Only at the top, as memkeep
 * writes them: a description that quotes them further down (pasted into a
 * code block or a quote) is someone else's pull request, not memkeep's.
 */
export async function findClosedForPlan(
  octokit: Octokit,
  repo: Repo,
  branch: string,
  markers: string,
): Promise<PullRequest | undefined> {
  const { data } = await octokit.rest.pulls.list({
    ...repo,
    state: 'closed',
    head: `${repo.owner}:${branch}`,
    sort: 'updated',
    direction: 'desc',
    per_page: 10,
  });
  const pr = data.find((p) => p.head.ref === branch && !p.merged_at && opensWith(p.body ?? '', markers));
  return pr ? { number: pr.number, url: pr.html_url } : undefined;
}

/** Whether `body` begins with the whole lines `head`; GitHub's editor saves a description it edited with CRLF. */
function opensWith(body: string, head: string): boolean {
  const text = body.replaceAll('\r\n', '\n');
  return text === head || text.startsWith(`${head}\n`);
}

/** Comments on the PR once: not when a comment of memkeep's carries `marker` already. */
export async function commentOnce(
  octokit: Octokit,
  repo: Repo,
  number: number,
  marker: string,
  body: string,
): Promise<boolean> {
  // Every page: on a busy PR the marker may be past the first hundred comments.
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    ...repo,
    issue_number: number,
    per_page: 100,
  });
  if (comments.some((c) => (c.body ?? '').includes(marker))) return false;
  await octokit.rest.issues.createComment({ ...repo, issue_number: number, body: `${marker}\n${body}` });
  return true;
}

/**
 * Creates the PR, or updates the open one (moving it to `spec.base` when it
 * is proposed for another branch); returns it and what happened. Labels,
 * reviewers and assignees that cannot be set (a label the token may not
 * create, a reviewer without access) are warnings: the pull request is
 * there. So is a move to another base, which a reviewer should hear of,
 * and a move GitHub refuses (the old base is then named, for a reviewer to
 * move or close the pull request by hand).
 */
export async function upsertPullRequest(
  octokit: Octokit,
  repo: Repo,
  spec: PullRequestSpec,
): Promise<{ pr: PullRequest; operation: 'created' | 'updated'; warnings: string[] }> {
  const existing = await findPullRequest(octokit, repo, spec.branch);
  let pr: PullRequest;
  let operation: 'created' | 'updated';
  const warnings: string[] = [];
  if (existing) {
    // The branch was rebuilt from spec.base: left on another base (the default branch moved, the base input
    // changed), merging it would pour spec.base's history into that one.
    const { data } = await octokit.rest.pulls.update({
      ...repo,
      pull_number: existing.number,
      title: spec.title,
      body: spec.body,
    });
    pr = existing;
    operation = 'updated';
    // A call of its own: GitHub refuses a move (422) and applies nothing of that request, description included.
    if (existing.base !== spec.base) {
      const was = `pull request #${pr.number} was proposed for ${existing.base}`;
      try {
        await octokit.rest.pulls.update({ ...repo, pull_number: existing.number, base: spec.base });
        warnings.push(`${was}; memkeep moved it to ${spec.base}, the base it rebuilds the branch from`);
      } catch (err) {
        warnings.push(
          `${was}, and moving it to ${spec.base} failed (${(err as Error).message ?? String(err)}): its branch is rebuilt from ${spec.base}, so do not merge it into ${existing.base}; change its base or close it`,
        );
      }
    }
    // Ready for review again (someone marked it): only GraphQL turns a pull request back into a draft.
    if (spec.draft === 'always' && data.draft === false) {
      try {
        await octokit.graphql(
          'mutation($id: ID!) { convertPullRequestToDraft(input: { pullRequestId: $id }) { pullRequest { isDraft } } }',
          { id: data.node_id },
        );
      } catch (err) {
        warnings.push(
          `turning pull request #${pr.number} back into a draft failed (${(err as Error).message ?? String(err)}): draft is always-true; the token needs pull-requests: write`,
        );
      }
    }
  } else {
    try {
      const { data } = await octokit.rest.pulls.create({
        ...repo,
        head: spec.branch,
        base: spec.base,
        title: spec.title,
        body: spec.body,
        draft: spec.draft !== false,
      });
      pr = { number: data.number, url: data.html_url };
      operation = 'created';
    } catch (err) {
      throw explainGitHubError(err);
    }
  }
  const attempt = async (what: string, fix: string, call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (err) {
      const e = err as { status?: number; message?: string };
      warnings.push(`${what} on pull request #${pr.number} failed (${e.message ?? String(err)}): ${fix}`);
    }
  };
  if (spec.labels.length)
    await attempt(
      `adding the label ${spec.labels.join(', ')}`,
      'create the label in the repository (Issues > Labels), or grant the workflow "issues: write" so the label is created',
      () => octokit.rest.issues.addLabels({ ...repo, issue_number: pr.number, labels: spec.labels }),
    );
  if (operation === 'created' && (spec.reviewers?.length || spec.teamReviewers?.length))
    await attempt('requesting reviewers', 'check that they are collaborators of the repository', () =>
      octokit.rest.pulls.requestReviewers({
        ...repo,
        pull_number: pr.number,
        reviewers: spec.reviewers ?? [],
        team_reviewers: spec.teamReviewers ?? [],
      }),
    );
  if (spec.assignees?.length)
    await attempt('assigning', 'check that the assignees may be assigned in this repository', () =>
      octokit.rest.issues.addAssignees({ ...repo, issue_number: pr.number, assignees: spec.assignees }),
    );
  return { pr, operation, warnings };
}

/** Closes the open PR for `branch` with a comment; returns it if there was one. */
export async function closePullRequest(
  octokit: Octokit,
  repo: Repo,
  branch: string,
  comment: string,
): Promise<PullRequest | undefined> {
  const existing = await findPullRequest(octokit, repo, branch);
  if (!existing) return undefined;
  await octokit.rest.issues.createComment({ ...repo, issue_number: existing.number, body: comment });
  await octokit.rest.pulls.update({ ...repo, pull_number: existing.number, state: 'closed' });
  return existing;
}

/**
 * A GitHub API refusal as a message that names what to change: the
 * repository setting that keeps Actions from opening PRs, the workflow
 * permission the token lacks, or the token itself.
 */
export function explainGitHubError(err: unknown): unknown {
  const e = err as { status?: number; message?: string };
  if (typeof e?.status !== 'number') return err;
  const message = e.message ?? String(err);
  if (e.status === 403 && /not permitted to create or approve pull requests/i.test(message)) {
    return opError(
      'GitHub Actions is not permitted to create pull requests in this repository: enable "Allow GitHub Actions to create and approve pull requests" under Settings > Actions > General > Workflow permissions (or pass a GitHub App token as github-token), or use mode: commit',
    );
  }
  if (e.status === 403 && /resource not accessible by integration/i.test(message)) {
    return opError(
      `the GitHub token may not manage pull requests (${message}): add "permissions: pull-requests: write" (and contents: write) to the workflow, or use mode: commit`,
    );
  }
  if (e.status === 401)
    return opError(`GitHub refused the token (${message}): check the github-token input`, { field: 'github-token' });
  return opError(`the pull request could not be created or updated: ${message}`);
}
