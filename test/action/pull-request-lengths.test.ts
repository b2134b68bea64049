/**
 * pull-request mode run in process (the sources, not the bundle) against
 * the fake that checks every request against GitHub's REST description:
 * what memkeep composes from text anyone chooses — the title input, the
 * author name of a commit pushed to its branch — stays within the lengths
 * GitHub accepts (256 characters for a title, 65,536 for a comment), where
 * before GitHub answered 422 and the run failed after pushing.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { readInputs } from '../../src/action/inputs.js';
import { pullRequestMode } from '../../src/action/modes.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import { plan } from '../../src/gc/plan.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { type GitHubServer, startGitHubServer } from '../helpers/github-server.js';
import { log } from '../helpers/runlog.js';

let github: GitHubServer;
const saved = { ...process.env };

// One fake for the file: @actions/github reads GITHUB_API_URL once, when it is first loaded.
beforeAll(async () => {
  github = await startGitHubServer();
  process.env.GITHUB_REPOSITORY = 'acme/agents';
  process.env.GITHUB_API_URL = github.url;
  process.env['INPUT_GITHUB-TOKEN'] = 'ghs_testtoken0000000000000000000000000000';
});
afterEach(() => {
  github.pulls.length = 0;
  for (const key of Object.keys(process.env)) if (key.startsWith('INPUT_') && !(key in saved)) delete process.env[key];
  process.env['INPUT_GITHUB-TOKEN'] = 'ghs_testtoken0000000000000000000000000000';
  // What GitHub's description refuses fails the test that sent it.
  expect(github.violations.splice(0)).toEqual([]);
});
afterAll(async () => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  await github.close();
});

async function store() {
  const repo = await repoWithRemote();
  await commitFiles(
    repo.seed,
    { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 3\n', 'memory/a.md': log(10) },
    daysAgo(2),
  );
  await git(repo.seed, ['push', '-q', 'origin', 'main']);
  return repo.url;
}

/** One run of pull-request mode on a fresh clone, as the Action runs it after planning. */
async function run(url: string, inputs: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(inputs)) process.env[`INPUT_${name.toUpperCase()}`] = value;
  const work = await clone(url);
  const config = await loadStoreConfig(work);
  const planned = await plan(config, await selectAgents(config, [], true), {
    steps: ['trim'],
    dryRun: false,
    analysis: { store: config, env: {}, analyzer: 'local' },
  });
  return pullRequestMode(readInputs(), config, planned, work, 'main');
}

it('a title input over 256 characters is shortened, keeping the shard it names', async () => {
  const outcome = await run(await store(), { title: `Trim ${'memory '.repeat(60)}`, shard: '1/2' });
  expect(outcome.error).toBeUndefined();
  expect(outcome.operation).toBe('created');
  const title = github.pulls[0].title;
  expect([...title]).toHaveLength(256);
  expect(title).toMatch(/^Trim memory memory .*…\s\(shard 1\/2\)$/);
  expect(outcome.notices).toContainEqual(expect.stringContaining('title'));
});

it('a title within the limit is sent as written', async () => {
  const written = `${'é'.repeat(243)} (shard 1/2)`;
  const outcome = await run(await store(), { title: 'é'.repeat(243), shard: '1/2' });
  expect(outcome.operation).toBe('created');
  expect(github.pulls[0].title).toBe(written);
  expect(outcome.notices ?? []).not.toContainEqual(expect.stringContaining('title'));
});

it("a foreign commit's 70,000-character author name leaves the comment within GitHub's 65,536", async () => {
  const url = await store();
  expect((await run(url)).operation).toBe('created');
  const editor = await clone(url);
  await git(editor, ['checkout', '-q', '-b', 'memkeep/gc', 'origin/memkeep/gc']);
  await commitFiles(editor, { 'notes.txt': 'edit\n' }, daysAgo(1));
  const name = 'N'.repeat(70_000);
  await git(editor, ['commit', '-q', '--amend', '--no-edit', `--author=${name} <e@example.invalid>`]);
  await git(editor, ['push', '-q', 'origin', 'memkeep/gc']);

  const second = await run(url);
  expect(second.error).toBeUndefined();
  const comments = github.pulls[0].comments;
  expect(comments).toHaveLength(1);
  expect(comments[0]).toContain('did not make');
  expect(comments[0]).toMatch(/ \(N+…\)/);
  expect(comments[0].length).toBeLessThan(2_000);
});
