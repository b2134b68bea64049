/**
 * The dry run's throwaway worktree goes in memory (/dev/shm) when it is a
 * tmpfs with room to spare, else in the temp directory, and it goes away
 * with its registration whatever happens, also when its checkout fails.
 */
import { access, chmod, readFile, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scratchDir } from '../../src/action/scratch.js';
import { runAction } from '../helpers/action.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { type GitHubServer, startGitHubServer } from '../helpers/github-server.js';
import { log } from '../helpers/runlog.js';
import { tempDir } from '../helpers/tmp.js';

/** A tmpfs on every Linux machine this runs on (GitHub's runners and CI here); the temp directory is on disk. */
const SHM = '/dev/shm';

let github: GitHubServer;
beforeEach(async () => {
  github = await startGitHubServer();
});
afterEach(async () => {
  await github.close();
});

describe('scratchDir', () => {
  it('is the temp directory where there is no such mount, or it is not a tmpfs', async () => {
    expect(await scratchDir(1, join(await tempDir(), 'missing'))).toBe(tmpdir());
    expect(await scratchDir(1, await tempDir())).toBe(tmpdir());
  });

  it('is the tmpfs while it has four times the tree free, else the temp directory', async () => {
    const { bavail, bsize } = await statfs(SHM);
    expect(await scratchDir(1024 ** 2, SHM)).toBe(SHM);
    expect(await scratchDir((bavail * bsize) / 2, SHM)).toBe(tmpdir());
  });
});

/** A clone whose next dry run trims a log, with a post-checkout hook that records where it ran and exits with `code` (saying why: git's words are how a failure is told). */
async function hooked(code: number) {
  const { seed, url } = await repoWithRemote();
  await commitFiles(
    seed,
    { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 3\n', 'memory/a.md': log(10) },
    daysAgo(2),
  );
  await git(seed, ['push', '-q', 'origin', 'main']);
  const work = await clone(url);
  const marker = join(await tempDir(), 'checked-out-in');
  const hook = join(resolve(work, (await git(work, ['rev-parse', '--git-path', 'hooks'])).trim()), 'post-checkout');
  await writeFile(
    hook,
    `#!/bin/sh\npwd > '${marker}'\n[ ${code} = 0 ] || echo 'post-checkout: refused' >&2\nexit ${code}\n`,
  );
  await chmod(hook, 0o755);
  return { work, marker };
}

const DRY = { analyzer: 'local', distil: 'false', 'dry-run': 'true' };

it('the dry run checks the base out in memory and leaves nothing there', async () => {
  const { work, marker } = await hooked(0);
  const r = await runAction({ workspace: work, apiUrl: github.url, inputs: DRY });
  expect(r.code).toBe(0);
  expect(r.summary).toContain('| memory/a.md | `a` | trim |');
  const tree = (await readFile(marker, 'utf8')).trim();
  expect(tree.startsWith(`${SHM}/memkeep-base-`)).toBe(true);
  await expect(access(resolve(tree, '..'))).rejects.toThrow();
  expect((await git(work, ['worktree', 'list'])).trim().split('\n')).toHaveLength(1);
});

it('a checkout that fails leaves no worktree registered and no tree behind', async () => {
  const { work, marker } = await hooked(3);
  const r = await runAction({ workspace: work, apiUrl: github.url, inputs: DRY });
  expect(r.code).not.toBe(0);
  const tree = (await readFile(marker, 'utf8')).trim();
  await expect(access(resolve(tree, '..'))).rejects.toThrow();
  expect((await git(work, ['worktree', 'list'])).trim().split('\n')).toHaveLength(1);
  expect((await git(work, ['status', '--porcelain'])).trim()).toBe('');
});
