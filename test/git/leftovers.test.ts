/**
 * A commit-mode run killed with its changes written but not committed
 * (issue 17, item 14): the next run in that clone rolls them back into a
 * `git stash` and does its work, instead of refusing "uncommitted changes"
 * for ever. The kill is real: a git clean filter, which `git add` runs on
 * each changed file, SIGKILLs memkeep at the moment between its writes and
 * its commit.
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, hermeticEnv, runCli } from '../helpers/cli.js';
import { clone, commitFiles, daysAgo, git, IDENTITY, repoWithRemote } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const ENTRIES = 12;
const LAST_N = 4;

function log(n: number): string {
  return Array.from(
    { length: n },
    (_, i) => `## 2026-01-${String(i + 1).padStart(2, '0')}T00:00:00Z\n**Task:** t${i}\n**Result:** ok\n\n`,
  ).join('');
}

/** A clone whose store has one agent over its `last_n`. */
async function store(): Promise<{ work: string; url: string }> {
  const repo = await repoWithRemote();
  await commitFiles(
    repo.seed,
    { 'store/agents/a.toml': `[memory]\nenabled = true\nlast_n = ${LAST_N}\n`, 'store/memory/a.md': log(ENTRIES) },
    daysAgo(10),
  );
  await git(repo.seed, ['push', '-q', 'origin', 'main']);
  return { work: await clone(repo.url), url: repo.url };
}

const GC = ['gc', '--all', '--commit', '--analyzer', 'local'];

/** Runs `gc --commit` and SIGKILLs it when `git add` first reaches a changed .md file. */
async function gcKilledBeforeCommit(work: string): Promise<NodeJS.Signals | null> {
  const pidFile = join(await tempDir('memkeep-kill-'), 'pid');
  await writeFile(pidFile, '');
  // Only under `git add`: `git diff` runs clean filters too, to compare racily clean files.
  const filter = `f='${pidFile}'; case "$(ps -o args= -p $PPID)" in *' add '*) if [ -s "$f" ]; then kill -9 "$(cat "$f")"; : > "$f"; fi;; esac; cat`;
  await git(work, ['config', 'filter.killer.clean', filter]);
  await writeFile(join(work, '.git/info/attributes'), '*.md filter=killer\n');
  const child = spawn(process.execPath, [CLI, ...GC, '--root', join(work, 'store')], {
    env: hermeticEnv(IDENTITY),
    stdio: 'ignore',
  });
  await writeFile(pidFile, String(child.pid));
  const signal = await new Promise<NodeJS.Signals | null>((ok) => child.on('close', (_code, sig) => ok(sig)));
  await writeFile(join(work, '.git/info/attributes'), '');
  await git(work, ['config', '--unset', 'filter.killer.clean']);
  return signal;
}

function entriesIn(text: string): number {
  return text.split('\n').filter((line) => line.startsWith('## ')).length;
}

describe('commit mode after a run killed before its commit', () => {
  it('rolls the leftovers back into a stash, then trims, commits and pushes', async () => {
    const { work, url } = await store();
    expect(await gcKilledBeforeCommit(work)).toBe('SIGKILL');
    // The state the kill left: the trim is written, nothing is committed.
    expect(entriesIn(await readFile(join(work, 'store/memory/a.md'), 'utf8'))).toBe(LAST_N);
    expect((await git(work, ['status', '--porcelain', '--untracked-files=no'])).trim()).not.toBe('');

    const r = await runCli([...GC, '--root', join(work, 'store')], { env: IDENTITY });
    // The trimmed log, and the digest the killed run had distilled its dropped entries into.
    expect(r.stderr).toContain(
      'Warning: rolled back store/memory/a.md: an interrupted commit-mode run left it uncommitted (kept in git stash)\n',
    );
    expect(
      r.stderr
        .trim()
        .split('\n')
        .every((l) => l.startsWith('Warning: rolled back store/memory/a')),
    ).toBe(true);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Trimmed: \d+ entries removed/);
    expect((await git(work, ['status', '--porcelain', '--untracked-files=no'])).trim()).toBe('');
    // Nothing destroyed: the killed run's change is in the stash, named as memkeep's.
    expect(await git(work, ['stash', 'list'])).toMatch(/memkeep: changes left by an interrupted commit-mode run/);
    // The trimmed log, and the digest of what it dropped (staged when the kill came).
    expect((await git(work, ['stash', 'show', '--name-only', 'stash@{0}'])).split('\n')).toContain('store/memory/a.md');
    // And the remote has the trim.
    const fresh = await clone(url);
    expect(entriesIn(await readFile(join(fresh, 'store/memory/a.md'), 'utf8'))).toBe(LAST_N);
  });

  it('prune --commit recovers the same way from a marker left by a process that is gone', async () => {
    const { work } = await store();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((ok) => gone.on('close', ok));
    await writeFile(join(work, '.git/memkeep-commit-run'), `${JSON.stringify({ pid: gone.pid, scope: 'store' })}\n`);
    await writeFile(join(work, 'store/memory/a.md'), log(2));
    const r = await runCli(['prune', '--commit', '--root', join(work, 'store')], { env: IDENTITY });
    expect(r.stderr).toContain('Warning: rolled back store/memory/a.md');
    expect(r.code).toBe(0);
    expect(entriesIn(await readFile(join(work, 'store/memory/a.md'), 'utf8'))).toBe(ENTRIES);
    // The trimmed log, and the digest of what it dropped (staged when the kill came).
    expect((await git(work, ['stash', 'show', '--name-only', 'stash@{0}'])).split('\n')).toContain('store/memory/a.md');
  });

  it('still refuses uncommitted changes that no interrupted run left', async () => {
    const { work } = await store();
    await writeFile(join(work, 'store/memory/a.md'), log(ENTRIES + 1));
    const r = await runCli([...GC, '--root', join(work, 'store')], { env: IDENTITY });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('uncommitted changes in: store/memory/a.md');
    expect(entriesIn(await readFile(join(work, 'store/memory/a.md'), 'utf8'))).toBe(ENTRIES + 1);
    expect(await git(work, ['stash', 'list'])).toBe('');
  });
});
