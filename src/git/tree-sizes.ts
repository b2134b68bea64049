/**
 * Blob sizes of a commit's files under some paths, by repository-relative
 * path, from one `git ls-tree`. The review's table of changes (diffstat.ts)
 * and its chart (size-history.ts) both read the run's base and new commits;
 * at scale both ask for the store root, so a listing of a commit (a full
 * sha, which never changes) is read once per run, not once per reader.
 */
import type { Git } from './git.js';

/** Listings kept: the two commits of a run, with room to spare; a long-lived process does not grow. */
const KEPT = 8;
const listings = new Map<string, Promise<Map<string, number>>>();

export function blobSizes(git: Git, commit: string, specs: string[]): Promise<Map<string, number>> {
  if (!/^[0-9a-f]{40}$/.test(commit)) return list(git, commit, specs);
  const key = [git.cwd, commit, ...specs].join('\0');
  let sizes = listings.get(key);
  if (!sizes) {
    if (listings.size >= KEPT) listings.delete(listings.keys().next().value!);
    sizes = list(git, commit, specs);
    // A failed listing is not kept: the next reader asks git again.
    sizes.catch(() => listings.delete(key));
    listings.set(key, sizes);
  }
  return sizes;
}

async function list(git: Git, commit: string, specs: string[]): Promise<Map<string, number>> {
  const out = await git.raw(['ls-tree', '-r', '-l', '-z', '--full-tree', commit, '--', ...specs]);
  const sizes = new Map<string, number>();
  for (const record of out.split('\0')) {
    const m = /^\S+ blob \S+ +(\d+)\t(.+)$/s.exec(record);
    if (m) sizes.set(m[2], Number(m[1]));
  }
  return sizes;
}
