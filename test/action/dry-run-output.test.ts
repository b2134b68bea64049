/**
 * The Action's dry run, byte for byte: its job summary, its outputs and its
 * log on a small store of several shapes (a trimmed axe log with failed runs
 * and a secret, a newest-first log, a locked log, a refused trim, a log
 * within its limit, old notes to prune, a knowledge file already there) are
 * the ones in test/fixtures/dry-run/. The dry run is sped up by
 * shortcuts a real run does not take (a tree only it writes to, a checkout
 * it made itself); none of them may change what it shows. After a change
 * meant to change the output, `MEMKEEP_WRITE_FIXTURES=1` rewrites them, and
 * the diff is the change.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { clone, commitFiles, git, repoWithRemote } from '../helpers/git.js';
import { type GitHubServer, startGitHubServer } from '../helpers/github-server.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/dry-run');

let github: GitHubServer;
beforeEach(async () => {
  github = await startGitHubServer();
});
afterEach(async () => {
  await github.close();
});

const at = (day: number, minute: number) =>
  `2026-02-${String(day).padStart(2, '0')}T09:${String(minute).padStart(2, '0')}:00Z`;

/** axe's layout: a run every day of February from `from`, every third one failed. */
function axeLog(days: number, from = 1): string {
  let text = '# Run log\n\n';
  for (let d = from; d < from + days; d++) {
    const failed = d % 3 === 0;
    const result = failed
      ? `failed: ETIMEDOUT calling the registry after 30 s; retried twice, then gave up (run ${d})`
      : `ok: published build ${d}, updated \`src/release.ts\` and the changelog`;
    text += `## ${at(d, d)}\n**Task:** release train ${d}: bump versions, run the suite, publish\n**Result:** ${result}\n\n`;
  }
  return text;
}

/** Newest first, each entry's topic in its heading and its findings below. */
function newestFirst(days: number): string {
  let text = '';
  for (let d = days; d >= 1; d--)
    text += `## 2026-03-${String(d).padStart(2, '0')} 10:00:00\n\n### Findings:\nThe cache key of day ${d} ignored the lockfile; **Fix:** hash \`package-lock.json\` into it.\n\n`;
  return text;
}

/** The store, committed on fixed days (the chart shows them): the notes long before the logs. */
async function store(seed: string): Promise<void> {
  await commitFiles(
    seed,
    {
      'memory/ops/episodic/standup.md': 'Standup notes, week 3: the registry was slow again.\n',
      'memory/ops/procedural/deploy.md': '# How we deploy\n\nTag, wait for CI, then publish.\n',
      'memory/notes/episodic/kept.md': '---\ntype: procedural\n---\nKeep the runners warm.\n',
    },
    new Date('2025-01-10T12:00:00Z'),
  );
  const config = (extra: string) => `[memory]\nenabled = true\n${extra}`;
  const secret = `AKIA${'Q7ZP3MXN2RWT5YV8'}`;
  await commitFiles(
    seed,
    {
      'agents/ops.toml': config('last_n = 4\n'),
      'memory/ops.md': axeLog(12).replace('bump versions', `bump versions with key ${secret}`),
      'memory/ops/procedural/digest.md':
        '# Knowledge\n\nKept by memkeep from trimmed entries and pruned files. Edit freely: an item without an evidence line is yours.\n\n## Registry timeouts\n\nThe registry times out under load; retry twice, then fail.\n',
      'agents/notes.toml': config('path = "memory/notes.md"\nlast_n = 2\norder = "auto"\n'),
      'memory/notes.md': newestFirst(6),
      'agents/locked.toml': config('last_n = 2\n'),
      'memory/locked.md': axeLog(5),
      'memory/locked.md.lock': 'pid 1\n',
      'agents/late.toml': config('last_n = 3\n'),
      'memory/late.md':
        axeLog(3).replace(at(2, 2), '2026-02-20T09:02:00Z') + axeLog(3, 4).slice('# Run log\n\n'.length),
      'agents/calm.toml': config('last_n = 10\n'),
      'memory/calm.md': axeLog(3),
    },
    new Date('2025-06-10T12:00:00Z'),
  );
}

/** What changes from run to run: the time, the log's stop token, the throwaway worktree's and the runner's places. */
function stable(text: string, workspace: string): string {
  return text
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<now>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<token>')
    .replace(/\/[\w/.-]*memkeep-base-\w+/g, '<tmp>')
    .replaceAll(workspace, '<workspace>');
}

async function matches(name: string, text: string): Promise<void> {
  const file = join(FIXTURES, name);
  if (process.env.MEMKEEP_WRITE_FIXTURES === '1') await writeFile(file, text);
  expect(text).toBe(await readFile(file, 'utf8'));
}

it("the dry run's job summary, outputs and log are those of the fixtures", async () => {
  const { seed, url } = await repoWithRemote();
  await store(seed);
  await git(seed, ['push', '-q', 'origin', 'main']);
  const work = await clone(url);
  const r = await runAction({
    workspace: work,
    apiUrl: github.url,
    inputs: { analyzer: 'local', 'dry-run': 'true' },
  });
  expect(r.code).toBe(0);
  await matches('summary.md', stable(r.summary, work));
  await matches('outputs.json', stable(`${JSON.stringify(r.outputs, null, 2)}\n`, work));
  await matches('log.txt', stable(r.stdout, work));
  expect((await git(work, ['status', '--porcelain'])).trim()).toBe('');
});
