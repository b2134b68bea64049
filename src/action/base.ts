/**
 * Where the Action works: the store root inside the workspace, the branch
 * the changes are for, and that branch's content, checked out for a real
 * run or in a throwaway worktree for a dry run (which moves no ref).
 */
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { loadStoreConfig } from '../config/store-config.js';
import type { StoreConfig } from '../config/types.js';
import { configError } from '../errors.js';
import type { Git } from '../git/git.js';
import { blobSizes } from '../git/tree-sizes.js';
import type { Inputs } from './inputs.js';
import type { Payload } from './payload.js';
import { scratchDir } from './scratch.js';

/**
 * The store root must lie in the workspace (after symlinks): the Action
 * rewrites, commits and pushes what it finds there, and the workspace is the
 * only directory the workflow handed it.
 */
export async function rootInWorkspace(workspace: string, root: string): Promise<string> {
  const abs = resolve(workspace, root);
  const real = async (p: string) => realpath(p).catch(() => p);
  const rel = relative(await real(workspace), await real(abs));
  if (rel === '..' || rel.startsWith('..' + sep) || isAbsolute(rel)) {
    throw configError(`input "root" (${root}) is outside the workspace ${workspace}`, { field: 'root' });
  }
  return abs;
}

/**
 * The branch the changes are for: the `base` input, else the checked-out
 * branch, else the branch the workflow ran on, else the repository's default
 * branch. A tag or SHA checkout has no branch, and sending GitHub `HEAD` as
 * a base fails only after the branch was pushed, so say so before anything.
 */
export async function resolveBase(inputs: Inputs, git: Git, payload: Payload): Promise<string> {
  const ref = process.env.GITHUB_REF ?? '';
  const base =
    inputs.base ??
    (await git.currentBranch()) ??
    (ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined) ??
    (process.env.GITHUB_BASE_REF || undefined) ??
    (typeof payload?.repository?.default_branch === 'string' ? payload.repository.default_branch : undefined);
  if (!base) {
    throw configError(
      'cannot tell which branch to maintain: the checkout is detached (a tag or a commit) and the event names no branch; set the "base" input',
      { field: 'base' },
    );
  }
  return base;
}

/**
 * Runs `work` on the base branch's content without moving any branch or
 * ref: in place when the base is checked out (unless `detached`), else in a
 * temporary worktree of the base's commit (a dry run must leave the
 * repository as it was), in memory when there is room (scratch.ts).
 * `work` is told whether it runs in the throwaway worktree, where it may
 * write.
 */
export async function onBase<T>(
  git: Git,
  top: string,
  base: string,
  store: StoreConfig,
  work: (s: StoreConfig, detached: boolean) => Promise<T>,
  options: { detached?: boolean } = {},
): Promise<T> {
  const onIt = (await git.currentBranch()) === base;
  if (onIt && !options.detached) return work(store, false);
  const sha = onIt ? await git.revParse('HEAD') : await git.remoteRef('origin', `refs/heads/${base}`);
  if (!sha) throw configError(`branch "${base}" is not on the remote origin`, { field: 'base' });
  // --refmap= and --no-write-fetch-head: the objects only, no ref updated.
  if (!onIt)
    await git.raw([
      'fetch',
      '--quiet',
      '--no-tags',
      '--no-write-fetch-head',
      '--refmap=',
      'origin',
      `refs/heads/${base}`,
    ]);
  // The checkout's size (one `ls-tree`, no file read) says whether it fits in memory.
  let bytes = 0;
  for (const size of (await blobSizes(git, sha, [])).values()) bytes += size;
  const dir = await mkdtemp(join(await scratchDir(bytes), 'memkeep-base-'));
  const tree = join(dir, 'tree');
  try {
    // Inside: a checkout that fails (a full disk, a post-checkout hook) leaves the worktree registered.
    await git.raw(['worktree', 'add', '--quiet', '--detach', tree, sha]);
    return await work(await loadStoreConfig(join(tree, relative(top, store.root))), true);
  } finally {
    await git.raw(['worktree', 'remove', '--force', tree]).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
    await git.raw(['worktree', 'prune']).catch(() => undefined);
  }
}

/** A real run plans on the base branch's content, whatever the workflow checked out. */
export async function checkOutBase(git: Git, base: string): Promise<void> {
  if ((await git.currentBranch()) === base) return;
  await git.raw(['fetch', '--quiet', 'origin', base]);
  await git.raw(['checkout', '-q', '-B', base, 'FETCH_HEAD']);
}
