/**
 * Ages from one git history pass, in real repositories cloned from a real
 * bare remote: full clones, shallow clones with and without a reachable
 * remote, untracked and modified files, and no repository at all.
 */

import { appendFile, rename, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitAges } from '../../src/git/ages.js';
import { olderThan } from '../../src/memory/typed/file-ages.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const DAY = 86_400_000;
const NOW = Date.now();

/** Files last changed 200, 91, 89, 8 and 3 days ago, each in its own commit, pushed. */
async function history() {
  const repo = await repoWithRemote();
  const plan: [string, number][] = [
    ['store/memory/a/procedural/ancient.md', 200],
    ['store/memory/a/procedural/old.md', 91],
    ['store/memory/a/procedural/recent.md', 89],
    ['store/memory/a/episodic/old.md', 8],
    ['store/memory/a/episodic/recent.md', 3],
  ];
  for (const [path, days] of plan) {
    await commitFiles(repo.seed, { [path]: `written ${days} days ago\n` }, daysAgo(days, NOW), `add ${path}`);
  }
  // A later commit elsewhere in the repository touches nothing in the store.
  await commitFiles(repo.seed, { 'README.md': 'readme\n' }, daysAgo(1, NOW));
  await git(repo.seed, ['push', '-q', 'origin', 'main']);
  return repo;
}

function ageDays(modified: Date | undefined): number {
  return Math.round((NOW - (modified?.getTime() ?? NaN)) / DAY);
}

describe('gitAges', () => {
  it('a fresh full clone ages files by their last commit, not by mtime', async () => {
    const { url } = await history();
    const work = await clone(url);
    const store = join(work, 'store');
    const ages = await gitAges(store, { cutoff: daysAgo(90, NOW) });
    expect(ages.describe).toBe('git history');
    expect(ages.warnings).toEqual([]);
    // One pass read only the commits inside the 90-day window (89, 8 and 3 days ago).
    expect(ages.commitsRead).toBe(3);

    const of = (p: string) => ages.ageOf(join(store, 'memory/a', p));
    expect(ageDays((await of('episodic/recent.md')).modified)).toBe(3);
    expect(ageDays((await of('episodic/old.md')).modified)).toBe(8);
    expect(ageDays((await of('procedural/recent.md')).modified)).toBe(89);
    const old = await of('procedural/old.md');
    const ancient = await of('procedural/ancient.md');
    for (const a of [old, ancient]) {
      expect(a.atLeast).toBe(true);
      expect(olderThan(a, 90 * DAY, new Date(NOW))).toBe(true);
    }
    expect(olderThan(await of('procedural/recent.md'), 90 * DAY, new Date(NOW))).toBe(false);
    expect(olderThan(await of('episodic/old.md'), 7 * DAY, new Date(NOW))).toBe(true);
    expect(olderThan(await of('episodic/recent.md'), 7 * DAY, new Date(NOW))).toBe(false);
  });

  it('a depth-1 clone is deepened from its remote and gives the same ages', async () => {
    const { url } = await history();
    const work = await clone(url, 1);
    expect((await git(work, ['rev-parse', '--is-shallow-repository'])).trim()).toBe('true');
    const store = join(work, 'store');
    const ages = await gitAges(store, { cutoff: daysAgo(90, NOW) });
    expect(ages.warnings).toEqual([]);
    const of = (p: string) => ages.ageOf(join(store, 'memory/a', p));
    expect(ageDays((await of('episodic/recent.md')).modified)).toBe(3);
    expect(ageDays((await of('episodic/old.md')).modified)).toBe(8);
    expect(ageDays((await of('procedural/recent.md')).modified)).toBe(89);
    expect(olderThan(await of('procedural/old.md'), 90 * DAY, new Date(NOW))).toBe(true);
    expect(olderThan(await of('procedural/ancient.md'), 90 * DAY, new Date(NOW))).toBe(true);
  });

  it('a depth-1 clone whose remote is gone leaves older files uncertain and says why', async () => {
    const { url, remote } = await history();
    const work = await clone(url, 1);
    await rename(remote, remote + '.gone');
    const store = join(work, 'store');
    const ages = await gitAges(store, { cutoff: daysAgo(90, NOW) });
    expect(ages.describe).toBe('git history (shallow clone)');
    expect(ages.warnings.join('\n')).toMatch(/could not be deepened/);
    expect(ages.warnings.join('\n')).toMatch(/fetch-depth: 0/);
    for (const p of ['episodic/recent.md', 'episodic/old.md', 'procedural/old.md', 'procedural/ancient.md']) {
      const age = await ages.ageOf(join(store, 'memory/a', p));
      expect(age.uncertain).toBeTruthy();
      expect(olderThan(age, 1, new Date(NOW))).toBe(false);
    }
  });

  it('untracked and locally modified files age by mtime', async () => {
    const { url } = await history();
    const work = await clone(url);
    const store = join(work, 'store');
    const untracked = join(store, 'memory/a/episodic/new.md');
    await writeFile(untracked, 'scratch\n');
    const modified = join(store, 'memory/a/procedural/ancient.md');
    await appendFile(modified, 'edited\n');
    const past = new Date(NOW - 30 * DAY);
    await utimes(untracked, past, past);
    const ages = await gitAges(store, { cutoff: daysAgo(90, NOW) });
    const u = await ages.ageOf(untracked);
    expect(u.source).toBe('mtime');
    expect(ageDays(u.modified)).toBe(30);
    const m = await ages.ageOf(modified);
    expect(m.source).toBe('mtime');
    expect(Math.abs(ageDays(m.modified))).toBe(0);
  });

  it("told the checkout is unchanged (the dry run's fresh worktree), gives a fresh clone the ages it finds by asking", async () => {
    const { url } = await history();
    const store = join(await clone(url), 'store');
    const files = ['episodic/recent.md', 'episodic/old.md', 'procedural/recent.md', 'procedural/old.md'];
    const agesOf = async (unchanged: boolean) => {
      const ages = await gitAges(store, { cutoff: daysAgo(90, NOW), unchanged });
      return Promise.all(files.map((p) => ages.ageOf(join(store, 'memory/a', p))));
    };
    const asked = await agesOf(false);
    expect(asked.map((a) => a.source)).toEqual(['git', 'git', 'git', 'git']);
    expect(await agesOf(true)).toEqual(asked);
  });

  it('an ignored file is not mistaken for an old tracked one', async () => {
    const { url } = await history();
    const work = await clone(url);
    await writeFile(join(work, '.gitignore'), '*.scratch\n');
    const ignored = join(work, 'store/memory/a/episodic/notes.scratch');
    await writeFile(ignored, 'fresh scratch\n');
    const ages = await gitAges(join(work, 'store'), { cutoff: daysAgo(90, NOW) });
    const age = await ages.ageOf(ignored);
    expect(age.source).toBe('mtime');
    expect(olderThan(age, 7 * DAY, new Date(NOW))).toBe(false);
  });

  it('a repository without commits ages files by mtime', async () => {
    const dir = await tempDir();
    await git(dir, ['init', '-q']);
    await writeTree(dir, { 'x.md': 'x' });
    const ages = await gitAges(dir, { cutoff: daysAgo(90, NOW) });
    expect(ages.describe).toBe('mtime (repository has no commits yet)');
    expect((await ages.ageOf(join(dir, 'x.md'))).source).toBe('mtime');
  });

  it('outside a git repository ages are mtimes', async () => {
    const dir = await tempDir();
    await writeTree(dir, { 'x.md': 'x' });
    const past = new Date(NOW - 10 * DAY);
    await utimes(join(dir, 'x.md'), past, past);
    const ages = await gitAges(dir, { cutoff: daysAgo(90, NOW) });
    expect(ages.describe).toBe('mtime (not a git repository)');
    const age = await ages.ageOf(join(dir, 'x.md'));
    expect([age.source, ageDays(age.modified)]).toEqual(['mtime', 10]);
  });
});
