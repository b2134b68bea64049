/**
 * What the Action leaves behind besides its changes: the step's outputs,
 * a few annotations, and the job summary (the review document).
 */
import * as core from '@actions/core';
import { MAX_SUMMARY_BYTES, reviewDocument } from '../render/review.js';
import type { ReviewDigest } from '../render/review-digest.js';
import { totals } from '../render/review-model.js';
import { INIT_HINT } from '../render/text.js';
import type { Inputs } from './inputs.js';
import { infoUntrusted } from './log-lines.js';
import type { Outcome } from './modes.js';

const MAX_ANNOTATIONS = 5;

/** This workflow run's page, when the runner says where it is. */
export function runUrl(): string | undefined {
  const { GITHUB_SERVER_URL: server = 'https://github.com', GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: id } = process.env;
  return repo && id && /^\d+$/.test(id) ? `${server}/${repo}/actions/runs/${id}` : undefined;
}

/** The outputs, annotations and job summary, from what the run kept of the plan shown (review-digest.ts). */
export async function report(
  inputs: Inputs,
  review: ReviewDigest,
  outcome: Outcome,
  problems: string[],
  base: string,
): Promise<void> {
  const applied = outcome.applied;
  const figures = { changes: outcome.changes, loads: outcome.loads };
  const t = totals(review, figures);
  const done = inputs.dryRun || applied !== undefined;
  core.setOutput('operation', outcome.operation);
  core.setOutput('pull-request-number', outcome.prNumber ?? '');
  core.setOutput('pull-request-url', outcome.prUrl ?? '');
  core.setOutput('commit-sha', outcome.sha ?? '');
  core.setOutput('entries-removed', done ? t.entriesRemoved : 0);
  core.setOutput('files-pruned', done ? t.filesPruned : 0);
  core.setOutput('bytes-removed', done ? t.bytesRemoved : 0);
  core.setOutput('bytes-net', done ? t.bytesNet : 0);
  core.setOutput('load-bytes-before', t.loadBefore ?? '');
  core.setOutput('load-bytes-after', t.loadAfter ?? '');
  core.setOutput('pull-request-branch', outcome.branch ?? '');
  core.setOutput('pull-request-head-sha', outcome.branch ? (outcome.sha ?? '') : '');
  core.setOutput('agents-failed', review.agents.filter((a) => a.failed).length);

  for (const p of problems.slice(0, MAX_ANNOTATIONS)) core.warning(p.replace(/[\r\n]+/g, ' '));
  if (problems.length > MAX_ANNOTATIONS) {
    core.warning(`…and ${problems.length - MAX_ANNOTATIONS} more problems; see the job log (memkeep: problems).`);
    // The job summary lists only the first ones past a bound, and counts the rest as being here.
    core.startGroup('memkeep: problems');
    infoUntrusted(problems.join('\n'));
    core.endGroup();
  }

  // A dry run's lead says what happened; any other run's result follows it.
  const result = inputs.dryRun
    ? []
    : [`Result: **${outcome.operation}**${outcome.prUrl ? ` (${outcome.prUrl})` : ''}.`];
  const hint = review.agents.length === 0 ? [`No agents with memory enabled. ${INIT_HINT}`] : [];
  const status = [...result, ...hint].join('\n\n');
  const summary = reviewDocument(review, {
    base,
    runUrl: runUrl(),
    mode: inputs.dryRun ? 'dry-run' : inputs.mode,
    status,
    problems,
    ...figures,
    chart: outcome.chart,
    fingerprint: outcome.fingerprint,
    limit: MAX_SUMMARY_BYTES,
    rest: 'the job log',
  });
  if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(summary, true).write();
}
