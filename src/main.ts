/**
 * The Action: inputs -> failure note -> plan -> apply -> commit or PR ->
 * outputs and job summary. Each step lives in its own module; this file
 * only decides the order and turns errors into a failed step.
 */
import * as core from '@actions/core';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { configError, exitCodeOf, formatError, opError } from './errors.js';
import { readInputs, type Inputs } from './inputs.js';
import { loadAgent, loadStoreConfig, storeRelative, type StoreConfig } from './store/config.js';
import { appendFailureNote } from './store/failures.js';
import { modelTimeout } from './analysis/analyze.js';
import { fetchSharedState, hasUpdates, parseState, saveSharedState } from './analysis/cache.js';
import { commitAndPush } from './git/commit.js';
import { ACTIONS_BOT } from './git/author.js';
import { Git } from './git/git.js';
import { selectAgents } from './gc/agents.js';
import { apply } from './gc/apply.js';
import { commitMessage } from './gc/message.js';
import type { Applied, Plan } from './gc/model.js';
import { plan, type PlanOptions } from './gc/plan.js';
import { cacheUpdates, distilUpdates } from './gc/remember.js';
import { shardOf } from './gc/shard.js';
import type { StepName } from './gc/steps/registry.js';
import { failedRun } from './github/event.js';
import { client, closePullRequest, explainGitHubError, upsertPullRequest } from './github/pulls.js';
import { renderReview, totals } from './render/review.js';
import { agentFailure, renderLog } from './render/text.js';

type Operation = 'created' | 'updated' | 'closed' | 'committed' | 'none' | 'dry-run';

interface Outcome {
  operation: Operation;
  prNumber?: number;
  prUrl?: string;
  sha?: string;
  applied?: Applied;
  /** Why the commit or the pull request did not happen, after the plan was made. */
  error?: unknown;
}

const MAX_ANNOTATIONS = 5;

/** Runs the Action; failures end as a failed step with a clear message. */
export async function run(): Promise<void> {
  try {
    const inputs = readInputs();
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const payload = await eventPayload();
    const store = await loadStoreConfig(await rootInWorkspace(workspace, inputs.root));
    const problems: string[] = [...store.warnings];
    const git = new Git(store.root);
    const top = await git.topLevel();
    const base = await resolveBase(inputs, git, payload);

    if (!inputs.dryRun && (await git.currentBranch()) !== base) {
      // Plan on the base branch's content, whatever the workflow checked out.
      await git.raw(['fetch', '--quiet', 'origin', base]);
      await git.raw(['checkout', '-q', '-B', base, 'FETCH_HEAD']);
    }
    await recordFailedRun(inputs, store, payload, problems);

    // Distil reads what the trim drops: nothing to do without a trim.
    const distil = inputs.distil && inputs.trim && store.gc.distil;
    const steps: StepName[] = [
      ...(inputs.trim ? ['trim' as const] : []),
      ...(inputs.analyze ? ['analyse' as const] : []),
      ...(distil ? ['distil' as const] : []),
      ...(inputs.prune ? ['prune' as const] : []),
    ];
    const options = async (s: StoreConfig): Promise<PlanOptions> => ({
      steps,
      dryRun: inputs.dryRun,
      analysis: {
        store: s,
        env: process.env,
        analyzer: inputs.analyzer,
        model: inputs.model,
        endpoint: { apiKey: inputs.apiKey, baseUrl: inputs.baseUrl },
        maxInputTokens: inputs.maxInputTokens,
        timeoutMs: modelTimeout(process.env),
        cache: inputs.analyze || distil ? parseState(inputs.dryRun ? await peekState(top) : await fetchSharedState(top)) : undefined,
      },
    });

    let outcome: Outcome;
    let planned: Plan;
    if (inputs.dryRun) {
      planned = await onBase(git, top, base, store, async (s) => plan(s, await agentsFor(s, inputs), await options(s)));
      outcome = { operation: 'dry-run' };
    } else {
      const opts = await options(store);
      planned = await plan(store, await agentsFor(store, inputs), opts);
      outcome = inputs.mode === 'commit' ? await commitMode(store, inputs, planned, opts) : await pullRequestMode(inputs, store, planned, top, base);
    }
    const shown = outcome.applied?.plan ?? planned;
    core.startGroup('memkeep: plan');
    infoUntrusted(renderLog(shown, outcome.applied));
    core.endGroup();

    if (outcome.applied && (inputs.analyze || distil)) {
      const updates = { agents: inputs.analyze ? await cacheUpdates(outcome.applied) : {}, distilled: distilUpdates(outcome.applied) };
      // Only this run's agents: a matrix shard must not write back the others' entries as it read them.
      const warning = hasUpdates(updates) ? await saveSharedState(top, updates.agents, ACTIONS_BOT, updates.distilled) : undefined;
      if (warning) problems.push(warning);
    }
    problems.push(...shown.problems, ...(outcome.applied?.problems ?? []));
    for (const a of shown.agents) {
      problems.push(...(a.steps.analyse?.redactions ?? []), ...(a.steps.distil?.digest?.redactions ?? []));
      const failure = agentFailure(a, outcome.applied);
      if (failure) problems.push(`${a.name}: ${failure.message}`);
    }
    if (outcome.error !== undefined) problems.push(formatError(outcome.error));
    await report(inputs, shown, outcome, problems, base);
    const failed = shown.agents.filter((a) => agentFailure(a, outcome.applied)).length;
    if (outcome.error !== undefined) {
      core.setFailed(formatError(outcome.error));
      process.exitCode = exitCodeOf(outcome.error);
    } else if (failed > 0) core.setFailed(`${failed} of ${shown.agents.length} agents failed; see the job summary`);
  } catch (err) {
    core.setFailed(formatError(err));
    process.exitCode = exitCodeOf(err);
  }
}

/**
 * The store root must lie in the workspace (after symlinks): the Action
 * rewrites, commits and pushes what it finds there, and the workspace is the
 * only directory the workflow handed it.
 */
async function rootInWorkspace(workspace: string, root: string): Promise<string> {
  const abs = resolve(workspace, root);
  const real = async (p: string) => realpath(p).catch(() => p);
  const rel = relative(await real(workspace), await real(abs));
  if (rel === '..' || rel.startsWith('..' + sep) || isAbsolute(rel)) {
    throw configError(`input "root" (${root}) is outside the workspace ${workspace}`, { field: 'root' });
  }
  return abs;
}

async function eventPayload(): Promise<any> {
  const path = process.env.GITHUB_EVENT_PATH;
  if (!path) return undefined;
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The branch the changes are for: the `base` input, else the checked-out
 * branch, else the branch the workflow ran on, else the repository's default
 * branch. A tag or SHA checkout has no branch, and sending GitHub `HEAD` as
 * a base fails only after the branch was pushed, so say so before anything.
 */
async function resolveBase(inputs: Inputs, git: Git, payload: any): Promise<string> {
  const ref = process.env.GITHUB_REF ?? '';
  const base =
    inputs.base ??
    (await git.currentBranch()) ??
    (ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined) ??
    (process.env.GITHUB_BASE_REF || undefined) ??
    (typeof payload?.repository?.default_branch === 'string' ? payload.repository.default_branch : undefined);
  if (!base) {
    throw configError('cannot tell which branch to maintain: the checkout is detached (a tag or a commit) and the event names no branch; set the "base" input', { field: 'base' });
  }
  return base;
}

/**
 * Runs `work` on the base branch's content without moving any branch or
 * ref: in place when the base is checked out, else in a temporary worktree
 * of the remote's base commit (a dry run must leave the repository as it was).
 */
async function onBase<T>(git: Git, top: string, base: string, store: StoreConfig, work: (s: StoreConfig) => Promise<T>): Promise<T> {
  if ((await git.currentBranch()) === base) return work(store);
  const sha = await git.remoteRef('origin', `refs/heads/${base}`);
  if (!sha) throw configError(`branch "${base}" is not on the remote origin`, { field: 'base' });
  // --refmap= and --no-write-fetch-head: the objects only, no ref updated.
  await git.raw(['fetch', '--quiet', '--no-tags', '--no-write-fetch-head', '--refmap=', 'origin', `refs/heads/${base}`]);
  const dir = await mkdtemp(join(tmpdir(), 'memkeep-base-'));
  const tree = join(dir, 'tree');
  await git.raw(['worktree', 'add', '--quiet', '--detach', tree, sha]);
  try {
    return await work(await loadStoreConfig(join(tree, relative(top, store.root))));
  } finally {
    await git.raw(['worktree', 'remove', '--force', tree]).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
    await git.raw(['worktree', 'prune']).catch(() => undefined);
  }
}

/** The side ref's state without updating any local ref (a dry run's read). */
async function peekState(top: string): Promise<unknown> {
  const { readStateRef } = await import('./git/state-ref.js');
  return readStateRef(top);
}

async function agentsFor(store: StoreConfig, inputs: Inputs) {
  const selected = await selectAgents(store, inputs.agents, inputs.agents.length === 0);
  const enabled = selected.filter((s) => s.error !== undefined || s.agent!.memory.enabled);
  return inputs.shard ? enabled.filter((s) => shardOf(s.name, inputs.shard!.count) === inputs.shard!.index) : enabled;
}

/**
 * Prints text a model, memory or an event payload shaped. The runner
 * executes any stdout line that looks like `::command::`, so such text is
 * printed with workflow commands stopped, under a token it cannot guess.
 */
function infoUntrusted(text: string): void {
  const token = randomUUID();
  core.info(`::stop-commands::${token}`);
  core.info(text);
  core.info(`::${token}::`);
}

/**
 * A failed workflow_run gets a failure note on the base branch in both
 * modes: the PR branch is rebuilt on every run, so a note there would vanish.
 */
async function recordFailedRun(inputs: Inputs, store: StoreConfig, payload: any, problems: string[]): Promise<void> {
  if (!inputs.failureAgent || payload === undefined) return;
  const run = failedRun(process.env.GITHUB_EVENT_NAME, payload);
  if (!run) return;
  if (run.fromFork && !inputs.allowForks) {
    core.info(`The failed run came from a fork; not recorded (set allow-forks: true to record it).`);
    return;
  }
  const agent = await loadAgent(store, inputs.failureAgent);
  const note = {
    why: run.conclusion,
    issue: run.issue,
    task: inputs.task ?? run.title,
    tokens: inputs.tokens,
    runUrl: run.url,
    commit: run.sha,
  };
  if (inputs.dryRun) {
    infoUntrusted(`Dry run: would record a failure note for ${agent.name} (${run.conclusion}: ${note.task}).`);
    return;
  }
  const landed = await commitAndPush({
    cwd: store.root,
    author: ACTIONS_BOT,
    apply: async () => {
      const file = await appendFailureNote(agent.memory.proceduralDir, note);
      return { paths: [file], message: `memkeep: record failed run for ${agent.name} (${run.conclusion})`, result: file };
    },
  });
  core.info(`Recorded a failure note for ${agent.name} in ${storeRelative(store, landed.result)} (${landed.sha?.slice(0, 12)}).`);
  problems.push(`failed run recorded for ${agent.name}: ${run.conclusion}`);
}

/** Commit mode: applies the plan and pushes; after the branch moved, re-plans on the new content. */
async function commitMode(store: StoreConfig, inputs: Inputs, first: Plan, options: PlanOptions): Promise<Outcome> {
  let current = first;
  try {
    const landed = await commitAndPush({
      cwd: store.root,
      author: ACTIONS_BOT,
      apply: async (attempt) => {
        if (attempt > 1) current = await plan(store, await agentsFor(store, inputs), { ...options, previous: current });
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
async function pullRequestMode(inputs: Inputs, store: StoreConfig, planned: Plan, top: string, base: string): Promise<Outcome> {
  const git = new Git(top);
  const repo = repository();
  const title = inputs.title ?? store.pullRequest.title ?? 'memkeep: trim and prune agent memory';
  const labels = inputs.labels ?? store.pullRequest.labels ?? ['memory'];
  const branch = inputs.branch ?? store.pullRequest.branch ?? 'memkeep/gc';
  if (!inputs.githubToken) throw configError('github-token is empty: pull-request mode needs a token with pull-requests: write', { field: 'github-token' });
  const octokit = await client(inputs.githubToken);

  const baseSha = await git.revParse('HEAD');
  await git.raw(['checkout', '-q', '-B', branch, baseSha]);
  let applied: Applied | undefined;
  try {
    applied = await apply(planned);
    const sha = await git.commitPaths(applied.paths, commitMessage(applied), ACTIONS_BOT, top);
    if (!sha) {
      const closed = await closePullRequest(octokit, repo, branch, 'memkeep: nothing is left to trim or prune on the base branch, so this pull request is no longer needed.');
      return { operation: closed ? 'closed' : 'none', prNumber: closed?.number, prUrl: closed?.url, applied };
    }
    const remoteSha = await git.remoteRef('origin', `refs/heads/${branch}`);
    const rejection = await git.push('origin', `${branch}:refs/heads/${branch}`, { ref: `refs/heads/${branch}`, expect: remoteSha });
    if (rejection) throw opError(`pushing ${branch} was refused: ${pushAdvice(rejection.message)}`);
    const body = renderReview(planned, applied, { base, runUrl: runUrl(), mode: 'pull-request' });
    const { pr, operation } = await upsertPullRequest(octokit, repo, { branch, base, title, body, labels, draft: inputs.draft });
    return { operation, prNumber: pr.number, prUrl: pr.url, sha, applied };
  } catch (error) {
    return { operation: 'none', applied, error: explainGitHubError(error) };
  } finally {
    await git.raw(['checkout', '-q', '-f', base]).catch(() => git.raw(['checkout', '-q', '-f', baseSha]));
  }
}

/** A refused push, with the permission that usually fixes it. */
function pushAdvice(message: string): string {
  if (/permission|denied|403/i.test(message)) return `${message} (the token needs contents: write: add "permissions: contents: write" to the workflow)`;
  return message;
}

function repository(): { owner: string; repo: string } {
  const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo) throw new Error('GITHUB_REPOSITORY is not set (owner/repo)');
  return { owner, repo };
}

/** This workflow run's page, when the runner says where it is. */
function runUrl(): string | undefined {
  const { GITHUB_SERVER_URL: server = 'https://github.com', GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: id } = process.env;
  return repo && id && /^\d+$/.test(id) ? `${server}/${repo}/actions/runs/${id}` : undefined;
}

async function report(inputs: Inputs, plan: Plan, outcome: Outcome, problems: string[], base: string): Promise<void> {
  const applied = outcome.applied;
  const t = totals(plan, inputs.dryRun ? undefined : applied);
  const done = inputs.dryRun || applied !== undefined;
  core.setOutput('operation', outcome.operation);
  core.setOutput('pull-request-number', outcome.prNumber ?? '');
  core.setOutput('pull-request-url', outcome.prUrl ?? '');
  core.setOutput('commit-sha', outcome.sha ?? '');
  core.setOutput('entries-removed', done ? t.entriesRemoved : 0);
  core.setOutput('files-pruned', done ? t.filesPruned : 0);
  core.setOutput('bytes-removed', done ? t.bytesRemoved : 0);
  core.setOutput('agents-failed', plan.agents.filter((a) => agentFailure(a, applied)).length);

  for (const p of problems.slice(0, MAX_ANNOTATIONS)) core.warning(p.replace(/[\r\n]+/g, ' '));
  if (problems.length > MAX_ANNOTATIONS) core.warning(`…and ${problems.length - MAX_ANNOTATIONS} more problems; see the job summary.`);

  const status = inputs.dryRun
    ? 'Dry run: nothing was written, committed or pushed.'
    : `Result: **${outcome.operation}**${outcome.prUrl ? ` (${outcome.prUrl})` : ''}.`;
  const summary = renderReview(plan, inputs.dryRun ? undefined : applied, {
    base,
    runUrl: runUrl(),
    mode: inputs.dryRun ? 'dry-run' : inputs.mode,
    status,
    problems,
  });
  if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(summary, true).write();
}

