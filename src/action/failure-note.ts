/**
 * Failure notes from a completed workflow_run that did not succeed: appended
 * on the base branch in both modes (the PR branch is rebuilt on every run,
 * so a note there would vanish), and only for the repository's own runs
 * unless allow-forks says otherwise.
 */
import * as core from '@actions/core';
import { loadAgent } from '../config/agent-config.js';
import { storeRelative } from '../config/confine.js';
import type { StoreConfig } from '../config/types.js';
import { ACTIONS_BOT } from '../git/author.js';
import { commitAndPush } from '../git/commit.js';
import { failedRun, untrusted } from '../github/workflow-run.js';
import { appendFailureNote } from '../memory/knowledge/failures.js';
import { commitText, logLine } from '../text/untrusted.js';
import type { Inputs } from './inputs.js';
import { infoUntrusted } from './log-lines.js';
import type { Payload } from './payload.js';

/** Records the note, when the event is a failed run and failure-agent is set. */
export async function recordFailedRun(
  inputs: Inputs,
  store: StoreConfig,
  payload: Payload,
  problems: string[],
): Promise<void> {
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
    // A workflow often passes event text (a commit message) as the task: as untrusted as the run's title.
    task: inputs.task === undefined ? run.title : untrusted(inputs.task),
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
      return {
        paths: [file],
        message: `memkeep: record failed run for ${commitText(agent.name)} (${commitText(run.conclusion)})`,
        result: file,
      };
    },
  });
  core.info(
    logLine(
      `Recorded a failure note for ${agent.name} in ${storeRelative(store, landed.result)} (${landed.sha?.slice(0, 12)}).`,
    ),
  );
  problems.push(`failed run recorded for ${agent.name}: ${run.conclusion}`);
}
