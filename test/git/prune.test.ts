/**
 * `memkeep prune` on real clones of a real bare remote, with history whose
 * files last changed 3, 8, 89, 91 and 200 days ago.
 */

import { readdir, rename, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { listTree } from '../helpers/tmp.js';

const AGENT = ['[memory]', 'enabled = true', 'core_files = ["memory/a/procedural/persona.md"]'].join('\n');

/** The store at `store/` in a repository pushed to a bare remote. */
async function storeRepo() {
  const repo = await repoWithRemote();
  const files: [string, number][] = [
    ['store/memory/a/procedural/ancient.md', 200],
    ['store/memory/a/procedural/persona.md', 200],
    ['store/memory/a/procedural/locked.md', 200],
    ['store/memory/a/procedural/locked.md.lock', 200],
    ['store/memory/a/procedural/old.md', 91],
    ['store/memory/a/procedural/recent.md', 89],
    ['store/memory/a/episodic/old.md', 8],
    ['store/memory/a/episodic/recent.md', 3],
  ];
  await commitFiles(repo.seed, { 'store/agents/a.toml': AGENT + '\n' }, daysAgo(300));
  for (const [path, days] of files) await commitFiles(repo.seed, { [path]: `${path}\n` }, daysAgo(days), `add ${path}`);
  await git(repo.seed, ['push', '-q', 'origin', 'main']);
  return repo;
}

const EXPECTED_PRUNED = ['memory/a/episodic/old.md', 'memory/a/procedural/ancient.md', 'memory/a/procedural/old.md'];
const EXPECTED_LEFT = [
  'agents/a.toml',
  'memory/a/episodic/recent.md',
  'memory/a/procedural/locked.md',
  'memory/a/procedural/locked.md.lock',
  'memory/a/procedural/persona.md',
  'memory/a/procedural/recent.md',
];

describe('memkeep prune', () => {
  it('a fresh full clone prunes exactly the old episodic and procedural files', async () => {
    const { url } = await storeRepo();
    const store = join(await clone(url), 'store');
    const r = await runCli(['prune', '--root', store]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Pruned a episodic memory/a/episodic/old.md (age 8d)');
    expect(r.stdout).toMatch(/Pruned a procedural memory\/a\/procedural\/old\.md \(age >9\dd\)/);
    expect(r.stdout).toContain('Kept a memory/a/procedural/locked.md: locked');
    expect(r.stdout).toMatch(
      /Pruned 3 files \(1 episodic, 2 procedural, \d+ bytes\); 1 kept\. Ages from git history\./,
    );
    expect(await listTree(store)).toEqual(EXPECTED_LEFT);
  });

  it('dry run lists the same files and deletes nothing', async () => {
    const { url } = await storeRepo();
    const store = join(await clone(url), 'store');
    const before = await listTree(store);
    const r = await runCli(['prune', '--dry-run', '--json', '--root', store]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.pruned.map((p: { path: string }) => p.path).sort()).toEqual(EXPECTED_PRUNED);
    expect(await listTree(store)).toEqual(before);
    // The real run reports exactly the files the dry run listed, with the same age and rule.
    const real = JSON.parse((await runCli(['prune', '--json', '--root', store])).stdout);
    expect(real.pruned).toEqual(report.pruned);
  });

  it('a depth-1 clone prunes the same files after deepening', async () => {
    const { url } = await storeRepo();
    const work = await clone(url, 1);
    const r = await runCli(['prune', '--root', join(work, 'store')]);
    expect(r.code).toBe(0);
    expect(await listTree(join(work, 'store'))).toEqual(EXPECTED_LEFT);
  });

  it('a depth-1 clone without its remote prunes nothing and says why', async () => {
    const { url, remote } = await storeRepo();
    const work = await clone(url, 1);
    await rename(remote, remote + '.gone');
    const store = join(work, 'store');
    const before = await listTree(store);
    const r = await runCli(['prune', '--root', store]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/shallow clone and the history could not be deepened/);
    expect(r.stdout).toMatch(/Kept a memory\/a\/episodic\/old\.md: age unknown: shallow clone/);
    expect(r.stdout).toContain('Pruned 0 files');
    expect(await listTree(store)).toEqual(before);
  });

  it('untracked files age by mtime', async () => {
    const { url } = await storeRepo();
    const store = join(await clone(url), 'store');
    const scratch = join(store, 'memory/a/episodic/scratch.md');
    const fresh = join(store, 'memory/a/episodic/fresh.md');
    await writeFile(scratch, 'old scratch\n');
    await writeFile(fresh, 'new scratch\n');
    const past = daysAgo(30);
    await utimes(scratch, past, past);
    const r = await runCli(['prune', '--root', store]);
    expect(r.stdout).toContain('Pruned a episodic memory/a/episodic/scratch.md (age 30d)');
    await expect(stat(scratch)).rejects.toThrow();
    expect((await stat(fresh)).isFile()).toBe(true);
  });

  it('--commit pushes the deletions as the local git identity, not the Actions bot', async () => {
    const { url, seed } = await storeRepo();
    const work = await clone(url);
    const r = await runCli(['prune', '--commit', '--root', join(work, 'store')]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Committed [0-9a-f]{12} and pushed \(attempt 1\)\./);
    await git(seed, ['pull', '-q', 'origin', 'main']);
    expect(await listTree(join(seed, 'store'))).toEqual(EXPECTED_LEFT);
    const log = await git(seed, ['log', '-1', '--format=%an <%ae>|%s']);
    const me = `${(await git(work, ['config', 'user.name'])).trim()} <${(await git(work, ['config', 'user.email'])).trim()}>`;
    expect(me).not.toContain('github-actions');
    expect(log.trim()).toBe(`${me}|memkeep: prune 3 memory files (a)`);
    const changed = (await git(seed, ['show', '--name-only', '--format=', 'HEAD'])).trim().split('\n').sort();
    expect(changed).toEqual(EXPECTED_PRUNED.map((p) => `store/${p}`));
  });

  it('--commit keeps a file an agent changed after it was planned for pruning', async () => {
    const { url } = await storeRepo();
    const work = await clone(url);
    const agent = await clone(url);
    // The agent edits an old episodic file and pushes just before memkeep's push.
    await writeFile(join(agent, 'store/memory/a/episodic/old.md'), 'still needed\n');
    await git(agent, ['commit', '-qam', 'agent edits old.md']);
    const hook = join(work, '.git/hooks/pre-push');
    await writeFile(
      hook,
      `#!/bin/sh\nif [ ! -f "${hook}.done" ]; then touch "${hook}.done"; cd "${agent}" && env -u GIT_DIR -u GIT_WORK_TREE -u GIT_INDEX_FILE git push -q origin main; fi\nexit 0\n`,
      { mode: 0o755 },
    );
    const r = await runCli([
      'prune',
      '--commit',
      '--author',
      'Mem Keeper <mk@example.invalid>',
      '--root',
      join(work, 'store'),
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('(attempt 2)');
    const check = await clone(url);
    const left = await readdir(join(check, 'store/memory/a/episodic'));
    expect(left.sort()).toEqual(['old.md', 'recent.md']);
    expect((await git(check, ['log', '-1', '--format=%an <%ae>'])).trim()).toBe('Mem Keeper <mk@example.invalid>');
    expect(await listTree(join(check, 'store/memory/a/procedural'))).toEqual([
      'locked.md',
      'locked.md.lock',
      'persona.md',
      'recent.md',
    ]);
  });

  it('a push refused for another reason is not retried and exits 1', async () => {
    const { url, remote } = await storeRepo();
    await writeFile(join(remote, 'hooks/pre-receive'), '#!/bin/sh\necho "protected branch: main" >&2\nexit 1\n', {
      mode: 0o755,
    });
    const work = await clone(url);
    const r = await runCli(['prune', '--commit', '--root', join(work, 'store')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/push to origin\/main was rejected: .*(pre-receive hook declined|protected)/);
    expect(r.stderr).toContain('kept locally');
  });

  it('commit mode refuses a store with uncommitted changes', async () => {
    const { url } = await storeRepo();
    const work = await clone(url);
    await writeFile(join(work, 'store/memory/a/episodic/recent.md'), 'local edit\n');
    const r = await runCli(['prune', '--commit', '--root', join(work, 'store')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('uncommitted changes in: store/memory/a/episodic/recent.md');
    expect((await stat(join(work, 'store/memory/a/procedural/ancient.md'))).isFile()).toBe(true);
  });

  it('bad input: an unknown agent exits 2', async () => {
    const { url } = await storeRepo();
    const store = join(await clone(url), 'store');
    const r = await runCli(['prune', 'nobody', '--root', store]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('agent config not found: nobody');
  });
});
