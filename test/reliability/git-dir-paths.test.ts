/**
 * The repository's own `.git` is never memory. An agent's config is
 * anyone's who can push, and `episodic_dir = ".git/objects"` (or `"."`, the
 * store root, whose walk went into `.git`) made every loose object older
 * than the retention window an "episodic file": `memkeep prune` deleted
 * them and the repository with them. `core_files = [".git/config"]` made
 * `load` print the checkout's credentials header to a prompt.
 *
 * A configured path inside `.git` is now a config error naming its field
 * (exit 2, nothing changed), and no walk of a typed-memory directory
 * enters a `.git` (a directory, or a worktree's or submodule's `.git` file).
 */
import { readdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { listTree, tempDir } from '../helpers/tmp.js';

/** A repository whose files (the `.git` ones too) are all a month old. */
async function oldRepo(toml: string): Promise<string> {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  const month = daysAgo(30);
  await commitFiles(
    root,
    { 'agents/a.toml': `[memory]\nenabled = true\n${toml}`, 'memory/a.md': '## 2026-01-01T00:00:00Z\nx\n' },
    month,
  );
  for (const e of await readdir(join(root, '.git'), { recursive: true, withFileTypes: true }))
    if (e.isFile()) await utimes(join(e.parentPath, e.name), month, month);
  return root;
}

describe('a configured path inside .git', () => {
  it.each([
    ['memory.episodic_dir', 'episodic_dir = ".git/objects"'],
    ['memory.procedural_dir', 'procedural_dir = "memory/../.git"'],
    ['memory.core_files', 'core_files = [".git/config"]'],
    ['memory.path', 'path = ".GIT/config"'],
  ])('%s is a config error and nothing is pruned', async (field, toml) => {
    const root = await oldRepo(toml);
    const before = await listTree(root);
    // gc --all goes on to the other agents and exits 1 (axe's partial failure); the others stop with exit 2.
    for (const [argv, code] of [
      [['prune'], 2],
      [['gc', 'a'], 2],
      [['load', 'a'], 2],
      [['gc', '--all'], 1],
    ] as const) {
      const r = await run([...argv, '--root', root], root);
      expect(r.code, `${argv.join(' ')}: ${r.out}${r.err}`).toBe(code);
      expect(r.out + r.err).toContain(`${field} `);
      expect(r.out + r.err).toContain("inside the repository's .git");
    }
    expect(await listTree(root)).toEqual(before);
  });
});

describe('a typed-memory directory holding the repository', () => {
  it('prunes what is memory in it, never a file of .git', async () => {
    const root = await oldRepo('episodic_dir = "."\n');
    const r = await run(['prune', '--root', root], root);
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).not.toContain('.git/');
    // The repository is whole: every object its history needs is still there.
    await git(root, ['fsck', '--full', '--strict']);
    expect(await git(root, ['log', '--format=%s'])).toBe('update\n');
  });
});
