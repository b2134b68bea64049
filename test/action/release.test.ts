/**
 * scripts/release.mjs on a local repository with a bare remote: prepare dates
 * the changelog, sets the version everywhere, commits and tags; check refuses
 * a tag that disagrees with package.json or a stale dist/; notes is the
 * tag's changelog section; move-major points v1 at the tag on the remote.
 * These are the release workflow's steps (.github/workflows/release.yml).
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { git, IDENTITY } from '../helpers/git.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const SCRIPT = join(import.meta.dirname, '../../scripts/release.mjs');
const run = promisify(execFile);

async function release(cwd: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    // The prepare step commits: CI machines have no git identity of their own.
    const r = await run(process.execPath, [SCRIPT, ...args], { cwd, env: { ...process.env, ...IDENTITY } });
    return { code: 0, ...r };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** A project shaped like memkeep, whose bundle step copies src/version.ts into dist/. */
async function project(): Promise<{ repo: string; remote: string }> {
  const remote = await tempDir('memkeep-remote-');
  await git(remote, ['init', '--quiet', '--bare']);
  const repo = await tempDir('memkeep-release-');
  await writeTree(repo, {
    'package.json': `${JSON.stringify({ name: 'p', version: '1.0.0', scripts: { bundle: 'node bundle.mjs' } }, null, 2)}\n`,
    'package-lock.json': `${JSON.stringify({ name: 'p', version: '1.0.0', lockfileVersion: 3, packages: { '': { name: 'p', version: '1.0.0' } } }, null, 2)}\n`,
    'bundle.mjs': "import { cpSync } from 'node:fs';\ncpSync('src/version.ts', 'dist/version.js');\n",
    'src/version.ts': "export const VERSION = '1.0.0';\n",
    'dist/version.js': "export const VERSION = '1.0.0';\n",
    'CHANGELOG.md': '# Changelog\n\n## [Unreleased]\n\n### Added\n\n- A thing.\n\n## [1.0.0]\n\n- First.\n',
  });
  await git(repo, ['init', '--quiet', '-b', 'main']);
  await git(repo, ['add', '-A']);
  await git(repo, ['commit', '--quiet', '-m', 'init']);
  await git(repo, ['tag', '-a', 'v1.0.0', '-m', 'v1.0.0']);
  await git(repo, ['remote', 'add', 'origin', remote]);
  await git(repo, ['push', '--quiet', '--follow-tags', 'origin', 'main']);
  return { repo, remote };
}

describe('scripts/release.mjs', () => {
  it('prepares, checks, gives the notes and moves the major tag on the remote', async () => {
    const { repo, remote } = await project();
    await git(repo, ['tag', 'v1', 'v1.0.0^{commit}']);
    await git(repo, ['push', '--quiet', 'origin', 'v1']);

    const prepared = await release(repo, 'prepare', '1.1.0');
    expect(prepared.stderr).toBe('');
    expect(prepared.code).toBe(0);
    expect(JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')).version).toBe('1.1.0');
    const lock = JSON.parse(await readFile(join(repo, 'package-lock.json'), 'utf8'));
    expect([lock.version, lock.packages[''].version]).toEqual(['1.1.0', '1.1.0']);
    expect(await readFile(join(repo, 'dist/version.js'), 'utf8')).toBe("export const VERSION = '1.1.0';\n");
    const changelog = await readFile(join(repo, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(
      /## \[Unreleased\]\n\n## \[1\.1\.0\] - \d{4}-\d{2}-\d{2}\n\n### Added\n\n- A thing\.\n\n## \[1\.0\.0\]/,
    );
    expect(await git(repo, ['status', '--porcelain'])).toBe('');
    expect(await git(repo, ['rev-parse', 'v1.1.0^{commit}'])).toBe(await git(repo, ['rev-parse', 'HEAD']));

    expect((await release(repo, 'check', 'v1.1.0')).code).toBe(0);
    expect((await release(repo, 'notes', 'v1.1.0')).stdout).toBe('### Added\n\n- A thing.\n');

    await git(repo, ['push', '--quiet', '--follow-tags', 'origin', 'main']);
    const moved = await release(repo, 'move-major', 'v1.1.0', 'origin');
    expect(moved.code).toBe(0);
    expect(await git(remote, ['rev-parse', 'v1^{commit}'])).toBe(await git(repo, ['rev-parse', 'v1.1.0^{commit}']));
  });

  it('refuses what must not be released', async () => {
    const { repo } = await project();
    // Nothing newer, a dirty tree, a tag that disagrees, a stale dist/, no notes.
    expect((await release(repo, 'prepare', '1.0.0')).stderr).toContain('not newer');
    await writeTree(repo, { 'src/version.ts': "export const VERSION = '9.9.9';\n" });
    expect((await release(repo, 'prepare', '1.2.0')).stderr).toContain('uncommitted changes');
    expect((await release(repo, 'check', 'v1.0.1')).stderr).toContain('package.json says 1.0.0');
    const stale = await release(repo, 'check', 'v1.0.0');
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('dist/ does not match the sources');
    expect((await release(repo, 'notes', 'v2.0.0')).stderr).toContain('no "## [2.0.0]" section');
    expect((await release(repo, 'prepare', 'next')).code).toBe(1);
  });
});
