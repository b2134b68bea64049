/**
 * The Action's dry run shows what a commit would change without making one:
 * a commit, even in its throwaway worktree, would run the repository's
 * commit hooks (`--no-verify` does not skip post-commit) and leave a commit
 * in the object store.
 */
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { type GitHubServer, startGitHubServer } from '../helpers/github-server.js';
import { log } from '../helpers/runlog.js';
import { tempDir } from '../helpers/tmp.js';

let github: GitHubServer;

beforeEach(async () => {
  github = await startGitHubServer();
});
afterEach(async () => {
  await github.close();
});

/** The commits in a repository's object store, reachable or not. */
async function commitObjects(work: string): Promise<string[]> {
  const all = await git(work, ['cat-file', '--batch-all-objects', '--batch-check=%(objecttype) %(objectname)']);
  return all.split('\n').filter((l) => l.startsWith('commit '));
}

it('a dry run runs no commit hook and adds no commit, and still has the table of changed files', async () => {
  const { seed, url } = await repoWithRemote();
  await commitFiles(
    seed,
    { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 3\n', 'memory/a.md': log(10) },
    daysAgo(2),
  );
  await git(seed, ['push', '-q', 'origin', 'main']);
  const work = await clone(url);
  const marker = join(await tempDir(), 'hooks-ran');
  const hooks = resolve(work, (await git(work, ['rev-parse', '--git-path', 'hooks'])).trim());
  for (const hook of ['prepare-commit-msg', 'post-commit']) {
    await writeFile(join(hooks, hook), `#!/bin/sh\necho ${hook} >> '${marker}'\n`);
    await chmod(join(hooks, hook), 0o755);
  }
  const commits = await commitObjects(work);

  const r = await runAction({
    workspace: work,
    apiUrl: github.url,
    inputs: { analyzer: 'local', distil: 'false', 'dry-run': 'true' },
  });
  expect(r.code).toBe(0);
  expect(r.summary).toContain('| memory/a.md | `a` | trim |');
  await expect(readFile(marker, 'utf8')).rejects.toThrow();
  expect(await commitObjects(work)).toEqual(commits);
  expect((await git(work, ['status', '--porcelain'])).trim()).toBe('');
});
