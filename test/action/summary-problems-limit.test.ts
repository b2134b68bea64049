/**
 * The job summary stays within GitHub's job-summary limit however many
 * problems the run had (MAX_SUMMARY_BYTES: over 1 MiB the runner refuses
 * the step's whole summary, "$GITHUB_STEP_SUMMARY upload aborted"). The
 * problems are the lines main.ts collects, one per failed agent among
 * them: 8,000 agents failing on the same model error (a revoked key) make
 * about 1.3 MB of them. The footer lists the first ones and counts the
 * rest ("… and N more problems, in the job log"), as the annotations do;
 * the job log lists them all.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import { plan } from '../../src/gc/plan.js';
import { MAX_SUMMARY_BYTES, renderReview } from '../../src/render/review.js';
import { runAction } from '../helpers/action.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { type GitHubServer, startGitHubServer } from '../helpers/github-server.js';
import { log } from '../helpers/runlog.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

let github: GitHubServer;
beforeEach(async () => {
  github = await startGitHubServer();
});
afterEach(async () => {
  await github.close();
});

it('the job summary stays within 1 MiB however many problems the run had, and counts those it leaves out', async () => {
  const root = await tempDir();
  await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 3\n', 'memory/a.md': log(10) });
  const store = await loadStoreConfig(root);
  const planned = await plan(store, await selectAgents(store, [], true), {
    steps: ['trim'],
    dryRun: false,
    analysis: { store, env: {}, analyzer: 'local' },
  });
  const problems = Array.from(
    { length: 8000 },
    (_, i) =>
      `agent-${String(i).padStart(4, '0')}: model openai/gpt-4o-mini: 401 Incorrect API key provided: sk-proj-***. You can find your API key at the platform's API keys page.`,
  );
  const summary = renderReview(planned, undefined, {
    base: 'main',
    mode: 'pull-request',
    problems,
    limit: MAX_SUMMARY_BYTES,
    rest: 'the job log',
  });
  expect(Buffer.byteLength(summary, 'utf8')).toBeLessThanOrEqual(MAX_SUMMARY_BYTES);
  const listed = summary.match(/^- agent-\d{4}: model /gm) ?? [];
  expect(listed.length).toBeGreaterThan(0);
  expect(summary).toContain('- agent-0000: model openai/gpt-4o-mini: 401');
  expect(summary).toContain(`- … and ${8000 - listed.length} more problems, in the job log`);
  // The tables and the rest of the review are not what made room for the problems.
  expect(summary).toContain('| `a` | 7 | 0 |');
});

it('every problem is in the job log, those past the annotations too', async () => {
  const repo = await repoWithRemote();
  const broken = Object.fromEntries(
    Array.from({ length: 6 }, (_, i) => [`agents/broken-${i}.toml`, '[memory]\nenabled = true\norder = "sideways"\n']),
  );
  await commitFiles(
    repo.seed,
    { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 3\n', 'memory/a.md': log(10), ...broken },
    daysAgo(2),
  );
  await git(repo.seed, ['push', '-q', 'origin', 'main']);
  // The label is refused: a notice that comes after the six failed agents, past the five annotations.
  github.existingLabels = [];

  const r = await runAction({ workspace: await clone(repo.url), apiUrl: github.url, inputs: { analyzer: 'local' } });
  expect(r.outputs).toMatchObject({ operation: 'created', 'agents-failed': '6' });
  expect(r.stdout.match(/^::warning::/gm)).toHaveLength(6);
  expect(r.stdout).toContain('::warning::…and 2 more problems; see the job log (memkeep: problems).');
  const group = r.stdout.slice(r.stdout.indexOf('::group::memkeep: problems'));
  for (let i = 0; i < 6; i++) expect(group).toContain(`broken-${i}: `);
  expect(group).toContain('adding the label memory on pull request #1 failed');
});
