/**
 * The Action: inputs -> failure note -> plan -> apply -> commit or PR ->
 * outputs and job summary. Each step lives in its own module; this file
 * only decides the order and turns errors into a failed step.
 */
import * as core from '@actions/core';
import { randomUUID } from 'node:crypto';
import { readFile, realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { simpleGit } from 'simple-git';
import { configError, exitCodeOf, formatError } from './errors.js';
import { readInputs, type Inputs } from './inputs.js';
import { loadAgent, loadAllAgents, loadStoreConfig, storeRelative, type Agent, type StoreConfig } from './store/config.js';
import { appendFailureNote } from './store/failures.js';
import { trimmedLogKey, type State } from './analysis/cache.js';
import { commitAndPush, commitPaths } from './git/commit.js';
import { ACTIONS_BOT } from './git/author.js';
import { fetchState, pushState } from './git/state-ref.js';
import { applyMaintenance, maintenanceMessage, planMaintenance, type Applied, type MaintenancePlan } from './gc/maintain.js';
import { shardOf } from './gc/shard.js';
import { failedRun } from './github/event.js';
import { neutralise, renderBody, type AgentRow } from './github/body.js';
import { logLine } from './untrusted.js';
import { client, closePullRequest, upsertPullRequest } from './github/pulls.js';

type Operation = 'created' | 'updated' | 'closed' | 'committed' | 'none' | 'dry-run';

interface Outcome {
  operation: Operation;
  prNumber?: number;
  prUrl?: string;
  sha?: string;
  applied?: Applied;
}

const MAX_ANNOTATIONS = 5;

/** Runs the Action; failures end as a failed step with a clear message. */
export async function run(): Promise<void> {
  try {
    const inputs = readInputs();
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const store = await loadStoreConfig(await rootInWorkspace(workspace, inputs.root));
    const problems: string[] = [...store.warnings];
    const git = simpleGit({ baseDir: store.root });
    const top = (await git.revparse(['--show-toplevel'])).trim();
    const current = (await git.raw(['rev-parse', '--abbrev-ref', 'HEAD'])).trim();
    const base = inputs.base ?? current;
    if (base !== current) {
      // Plan on the base branch's content, whatever the workflow checked out.
      await git.raw(['fetch', '--quiet', 'origin', base]);
      await git.raw(['checkout', '-q', '-B', base, 'FETCH_HEAD']);
    }

    await recordFailedRun(inputs, store, problems);

    const agents = await selectAgents(store, inputs);
    const state = inputs.analyze ? await fetchState(top) : emptyState();
    const steps = { analyze: inputs.analyze, trim: inputs.trim, prune: inputs.prune };
    const plan = await planMaintenance(store, agents, steps, {
      store,
      env: process.env,
      analyzer: inputs.analyzer,
      model: inputs.model,
      endpoint: { apiKey: inputs.apiKey, baseUrl: inputs.baseUrl },
      maxInputTokens: inputs.maxInputTokens,
      cache: state,
    });
    logPlan(store, plan, problems);

    let outcome: Outcome;
    if (inputs.dryRun) outcome = { operation: 'dry-run' };
    else if (inputs.mode === 'commit') outcome = await commitMode(store, plan, steps);
    else outcome = await pullRequestMode(inputs, store, plan, steps, top, base);

    if (!inputs.dryRun && inputs.analyze) {
      const warning = await saveState(top, plan);
      if (warning) problems.push(warning);
    }
    if (outcome.applied) problems.push(...outcome.applied.problems);
    await report(inputs, plan, outcome, problems, base);
    const failed = plan.work.filter((w) => w.error).length;
    if (failed > 0) core.setFailed(`${failed} of ${plan.work.length} agents failed; see the job summary`);
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

/**
 * Prints text a model or an event payload shaped. The runner executes any
 * stdout line that looks like `::command::`, so such text is printed with
 * workflow commands stopped, under a token it cannot guess.
 */
function infoUntrusted(text: string): void {
  const token = randomUUID();
  core.info(`::stop-commands::${token}`);
  core.info(text);
  core.info(`::${token}::`);
}

function emptyState(): State {
  return { version: 1, agents: {} };
}

async function selectAgents(store: StoreConfig, inputs: Inputs): Promise<Agent[]> {
  const agents = inputs.agents.length
    ? await Promise.all(inputs.agents.map((name) => loadAgent(store, name)))
    : await loadAllAgents(store);
  const enabled = agents.filter((a) => a.memory.enabled);
  return inputs.shard ? enabled.filter((a) => shardOf(a.name, inputs.shard!.count) === inputs.shard!.index) : enabled;
}

/**
 * A failed workflow_run gets a failure note on the base branch in both
 * modes: the PR branch is rebuilt on every run, so a note there would vanish.
 */
async function recordFailedRun(inputs: Inputs, store: StoreConfig, problems: string[]): Promise<void> {
  const eventPath = process.env.GITHUB_EVENT_PATH;
  if (!inputs.failureAgent || !eventPath) return;
  let payload: unknown;
  try {
    payload = JSON.parse(await readFile(eventPath, 'utf8'));
  } catch {
    return;
  }
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
    apply: async () => {
      const file = await appendFailureNote(agent.memory.proceduralDir, note);
      return { paths: [file], message: `memkeep: record failed run for ${agent.name} (${run.conclusion})`, result: file };
    },
  });
  core.info(logLine(`Recorded a failure note for ${agent.name} in ${storeRelative(store, landed.result)} (${landed.sha?.slice(0, 12)}).`));
  problems.push(`failed run recorded for ${agent.name}: ${run.conclusion}`);
}

function logPlan(store: StoreConfig, plan: MaintenancePlan, problems: string[]): void {
  for (const w of plan.work) {
    core.startGroup(`memkeep: ${w.agent.name}`);
    core.info(`Entries: ${w.entries}`);
    if (w.error) {
      infoUntrusted(`Failed: ${w.error}`);
      problems.push(`${w.agent.name}: ${w.error}`);
    }
    if (w.trim) core.info(`Trim: remove ${w.trim.removed} entries, keep the last ${w.trim.keep}.`);
    for (const p of plan.prune.items.filter((i) => i.agent === w.agent.name)) {
      core.info(logLine(`Prune: ${p.type} ${storeRelative(store, p.path)} (age ${p.ageText})`));
    }
    if (w.analysis) {
      core.info(`Analyzer: ${w.analysis.analyzer}${w.analysis.fallbackReason ? ` (${w.analysis.fallbackReason})` : ''}${w.analysis.cached ? ', reused from cache' : ''}`);
      if (w.analysis.leftOut) core.info(`Input budget: ${w.analysis.leftOut} older entries left out.`);
      problems.push(...w.analysis.redactions);
      infoUntrusted(`--- Analysis ---\n${w.analysis.text}`);
    }
    core.endGroup();
  }
  for (const k of plan.prune.kept) core.info(logLine(`Kept ${storeRelative(store, k.path)}: ${k.message}`));
  problems.push(...plan.prune.warnings, ...plan.prune.errors.map((e) => `${e.agent}: ${e.message}`));
}

async function commitMode(store: StoreConfig, plan: MaintenancePlan, steps: Parameters<typeof applyMaintenance>[2]): Promise<Outcome> {
  const landed = await commitAndPush({
    cwd: store.root,
    apply: async () => {
      const applied = await applyMaintenance(store, plan, steps);
      return { paths: applied.paths, message: maintenanceMessage(applied), result: applied };
    },
  });
  return { operation: landed.sha ? 'committed' : 'none', sha: landed.sha, applied: landed.result };
}

/**
 * One long-lived branch rebuilt from the base on every run and pushed with
 * --force-with-lease; the PR for it is created, updated, or closed when
 * nothing is left to change.
 */
async function pullRequestMode(
  inputs: Inputs,
  store: StoreConfig,
  plan: MaintenancePlan,
  steps: Parameters<typeof applyMaintenance>[2],
  top: string,
  base: string,
): Promise<Outcome> {
  const git = simpleGit({ baseDir: top });
  const repo = repository();
  const octokit = await client(requireToken(inputs));
  const title = inputs.title ?? store.pullRequest.title ?? 'memkeep: trim and prune agent memory';
  const labels = inputs.labels.length ? inputs.labels : (store.pullRequest.labels ?? []);
  const branch = inputs.branch;

  const baseSha = (await git.revparse(['HEAD'])).trim();
  await git.raw(['checkout', '-q', '-B', branch, baseSha]);
  try {
    const applied = await applyMaintenance(store, plan, steps);
    const sha = await commitPaths(git, applied.paths, maintenanceMessage(applied), ACTIONS_BOT, top);
    if (!sha) {
      const closed = await closePullRequest(octokit, repo, branch, 'memkeep: nothing is left to trim or prune on the base branch, so this pull request is no longer needed.');
      return { operation: closed ? 'closed' : 'none', prNumber: closed?.number, prUrl: closed?.url, applied };
    }
    const remoteSha = (await git.raw(['ls-remote', 'origin', `refs/heads/${branch}`])).split(/\s/)[0] ?? '';
    await git.raw(['push', '--quiet', `--force-with-lease=refs/heads/${branch}:${remoteSha}`, 'origin', `${branch}:refs/heads/${branch}`]);
    const body = renderBody(rows(plan, applied), header(plan, applied, base));
    const { pr, operation } = await upsertPullRequest(octokit, repo, { branch, base, title, body, labels, draft: inputs.draft });
    return { operation, prNumber: pr.number, prUrl: pr.url, sha, applied };
  } finally {
    await git.raw(['checkout', '-q', '-f', base]).catch(() => git.raw(['checkout', '-q', '-f', baseSha]));
  }
}

function requireToken(inputs: Inputs): string {
  if (!inputs.githubToken) throw new Error('github-token is empty: pull-request mode needs a token with pull-requests: write');
  return inputs.githubToken;
}

function repository(): { owner: string; repo: string } {
  const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo) throw new Error('GITHUB_REPOSITORY is not set (owner/repo)');
  return { owner, repo };
}

function rows(plan: MaintenancePlan, applied?: Applied): AgentRow[] {
  return plan.work.map((w) => {
    const t = applied?.perAgent.get(w.agent.name);
    const planned = plan.prune.items.filter((i) => i.agent === w.agent.name);
    const entriesRemoved = applied ? (t?.entriesRemoved ?? 0) : (w.trim?.removed ?? 0);
    return {
      agent: w.agent.name,
      entriesBefore: w.entries,
      entriesAfter: w.entries - entriesRemoved,
      filesPruned: applied ? (t?.filesPruned ?? 0) : planned.length,
      bytesSaved: applied
        ? (t?.bytesRemoved ?? 0)
        : (w.trim ? w.trim.cutOffset - (w.trim.bom ? 3 : 0) : 0) + planned.reduce((n, p) => n + p.bytes, 0),
      analyzer: w.analysis ? `${w.analysis.analyzer}${w.analysis.cached ? ' (cached)' : ''}` : undefined,
      analysis: w.analysis?.text,
      error: w.error,
    };
  });
}

function header(plan: MaintenancePlan, applied: Applied | undefined, base: string): string {
  const entries = applied ? applied.entriesRemoved : plan.work.reduce((n, w) => n + (w.trim?.removed ?? 0), 0);
  const files = applied ? applied.filesPruned : plan.prune.items.length;
  return `## memkeep\n\nTrims **${entries}** run-log entries and prunes **${files}** memory files on \`${base}\`.`;
}

/** Records what was analysed (and the trimmed logs) on the side ref. */
async function saveState(top: string, plan: MaintenancePlan): Promise<string | undefined> {
  const updates: State['agents'] = {};
  for (const w of plan.work) {
    if (!w.analysis || w.analysis.cached) continue;
    const digests = [w.analysis.digest];
    // The trimmed log (as committed) counts as analysed too, unless entries were appended meanwhile.
    const trimmed = w.trim ? await trimmedLogKey(w.trim, w.analysis.maxInputTokens).catch(() => undefined) : undefined;
    if (trimmed) digests.push(trimmed);
    updates[w.agent.name] = {
      digests: [...new Set(digests)],
      analyzer: w.analysis.analyzer,
      maxInputTokens: w.analysis.maxInputTokens,
      analysis: w.analysis.text,
      at: new Date().toISOString(),
    };
  }
  // Only this run's agents: a matrix shard must not write back the others' entries as it read them.
  return Object.keys(updates).length ? pushState(top, updates, ACTIONS_BOT) : undefined;
}

async function report(inputs: Inputs, plan: MaintenancePlan, outcome: Outcome, problems: string[], base: string): Promise<void> {
  const applied = outcome.applied;
  const entries = applied ? applied.entriesRemoved : plan.work.reduce((n, w) => n + (w.trim?.removed ?? 0), 0);
  const files = applied ? applied.filesPruned : plan.prune.items.length;
  const bytes = applied ? applied.bytesRemoved : rows(plan).reduce((n, r) => n + r.bytesSaved, 0);
  core.setOutput('operation', outcome.operation);
  core.setOutput('pull-request-number', outcome.prNumber ?? '');
  core.setOutput('pull-request-url', outcome.prUrl ?? '');
  core.setOutput('commit-sha', outcome.sha ?? '');
  core.setOutput('entries-removed', entries);
  core.setOutput('files-pruned', files);
  core.setOutput('bytes-removed', bytes);
  core.setOutput('agents-failed', plan.work.filter((w) => w.error).length);

  for (const p of problems.slice(0, MAX_ANNOTATIONS)) core.warning(p);
  if (problems.length > MAX_ANNOTATIONS) core.warning(`…and ${problems.length - MAX_ANNOTATIONS} more problems; see the job summary.`);

  const what = inputs.dryRun ? 'Dry run: nothing was written, committed or pushed.' : `Result: **${outcome.operation}**${outcome.prUrl ? ` (${outcome.prUrl})` : ''}.`;
  const listed = problems.length ? `\n### Problems\n\n${problems.map((p) => `- ${neutralise(p).replace(/\s*\n\s*/g, ' ')}`).join('\n')}\n` : '';
  const summary = renderBody(rows(plan, applied), `${header(plan, applied, base)}\n\n${what}`, listed);
  if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(summary, true).write();
}
