/**
 * A commit's blob sizes are listed once per run and reader set: the review's
 * table of changes and its chart both read the run's base and new commits
 * (at scale both by the store root), and each listing of a 1,000-agent store
 * is a `git ls-tree` of thousands of files. A ref such as HEAD can move, so
 * it is listed each time.
 */
import { execFileSync } from 'node:child_process';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { diffFiles } from '../../src/git/diffstat.js';
import { Git } from '../../src/git/git.js';
import { blobSizes } from '../../src/git/tree-sizes.js';
import { commitFiles, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const PATH = process.env.PATH;
afterEach(() => {
  process.env.PATH = PATH;
});

it('lists a commit once for both readers, and a ref each time', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  await commitFiles(root, { 'memory/a.md': 'one\n', 'memory/b.md': 'two\n' }, new Date('2026-01-01T00:00:00Z'));
  const from = (await git(root, ['rev-parse', 'HEAD'])).trim();
  await commitFiles(root, { 'memory/a.md': 'one\nmore\n' }, new Date('2026-01-02T00:00:00Z'));
  const to = (await git(root, ['rev-parse', 'HEAD'])).trim();

  // A `git` first on PATH that notes each listing and runs the real git.
  const bin = await tempDir();
  const listed = join(await tempDir(), 'listed');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  await writeFile(
    join(bin, 'git'),
    `#!/bin/sh\nfor a in "$@"; do if [ "$a" = ls-tree ]; then echo ls-tree >> '${listed}'; fi; done\nexec '${real}' "$@"\n`,
  );
  await chmod(join(bin, 'git'), 0o755);
  process.env.PATH = `${bin}:${PATH}`;
  const count = async () => (await readFile(listed, 'utf8').catch(() => '')).split('\n').filter(Boolean).length;

  const repo = new Git(root);
  expect(await diffFiles(repo, from, to, '.')).toEqual([
    { path: 'memory/a.md', linesAdded: 1, linesRemoved: 0, bytesBefore: 4, bytesAfter: 9 },
  ]);
  expect(await count()).toBe(2);
  // The chart's reader, another Git on the same repository: no listing of its own.
  expect(await blobSizes(new Git(root), to, ['.'])).toEqual(
    new Map([
      ['memory/a.md', 9],
      ['memory/b.md', 4],
    ]),
  );
  expect(await count()).toBe(2);
  await blobSizes(repo, 'HEAD', ['.']);
  await blobSizes(repo, 'HEAD', ['.']);
  expect(await count()).toBe(4);
});
