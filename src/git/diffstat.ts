/**
 * The files a commit changes, as `git diff --stat` lists them, with their
 * line counts and their sizes before and after: the review document's
 * table of changes is this list, so it cannot differ from the diff.
 */
import type { Git } from './git.js';
import { blobSizes } from './tree-sizes.js';

export interface DiffFile {
  /** Repository-relative, `/`-separated. */
  path: string;
  /** Undefined for a binary file. */
  linesAdded?: number;
  linesRemoved?: number;
  bytesBefore: number;
  /** 0 when deleted. */
  bytesAfter: number;
}

/** What `to` changes against `from`, under `scope` (a directory relative to the top level). */
export async function diffFiles(git: Git, from: string, to: string, scope = '.'): Promise<DiffFile[]> {
  const numstat = (await git.raw(['diff', '--numstat', '-z', '--no-renames', from, to, '--', scope])).split('\0');
  const before = await blobSizes(git, from, [scope]);
  const after = await blobSizes(git, to, [scope]);
  const files: DiffFile[] = [];
  for (const record of numstat) {
    const m = /^(\d+|-)\t(\d+|-)\t(.+)$/s.exec(record);
    if (!m) continue;
    const path = m[3];
    files.push({
      path,
      linesAdded: m[1] === '-' ? undefined : Number(m[1]),
      linesRemoved: m[2] === '-' ? undefined : Number(m[2]),
      bytesBefore: before.get(path) ?? 0,
      bytesAfter: after.get(path) ?? 0,
    });
  }
  return files;
}
