/**
 * The run log's write lock (src/store/writelock.ts): appends wait for a live
 * holder, and a lock left by a killed writer is broken or cleared instead of
 * blocking the store or lingering as a stray file.
 */
import { spawn } from 'node:child_process';
import { readFile, rename, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { acquireWriteLock, writeLockPath } from '../../src/fs/writelock.js';
import { appendEntry } from '../../src/memory/runlog/append-entry.js';
import { applyTrim } from '../../src/memory/runlog/apply-trim.js';
import { planTrim } from '../../src/memory/runlog/plan-trim.js';
import { countEntries } from '../../src/memory/runlog/scan.js';
import { listTree, tempDir } from '../helpers/tmp.js';

const AT = new Date(Date.UTC(2026, 0, 1));
let dir: string;
let log: string;

/** The pid of a process that has exited, so a lock naming it is stale. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((ok) => child.on('close', ok));
  return child.pid!;
}

beforeEach(async () => {
  dir = await tempDir();
  log = join(dir, 'log.md');
  await writeFile(log, '');
});

describe('write lock', () => {
  it('makes an append wait for the holder, then lets it through', async () => {
    const release = await acquireWriteLock(log);
    let appended = false;
    const append = appendEntry(log, { task: 't', result: 'r', at: AT }).then(() => (appended = true));
    await new Promise((ok) => setTimeout(ok, 100));
    expect(appended).toBe(false);
    await release();
    await append;
    expect(await countEntries(log)).toBe(1);
    expect(await listTree(dir)).toEqual(['log.md']);
  });

  it('breaks a lock whose holder is dead, and an append goes ahead', async () => {
    await writeFile(writeLockPath(log), `${await deadPid()}\n`);
    await appendEntry(log, { task: 't', result: 'r', at: AT });
    expect(await countEntries(log)).toBe(1);
    expect(await listTree(dir)).toEqual(['log.md']);
  });

  it('treats a lock older than 30 s as stale even when its pid runs (pids are reused)', async () => {
    await writeFile(writeLockPath(log), `${process.ppid}\n`);
    const old = new Date(Date.now() - 60_000);
    await utimes(writeLockPath(log), old, old);
    await appendEntry(log, { task: 't', result: 'r', at: AT });
    expect(await listTree(dir)).toEqual(['log.md']);
  });

  it('is cleared by a trim that removes nothing, so a killed writer leaves no stray file', async () => {
    await appendEntry(log, { task: 't', result: 'r', at: AT });
    await writeFile(writeLockPath(log), `${await deadPid()}\n`);
    const plan = await planTrim(log, 5);
    expect(plan.bytesRemoved).toBe(0);
    expect(await applyTrim(plan)).toBe(false);
    expect(await listTree(dir)).toEqual(['log.md']);
  });

  it('is held by a trim from its last copy to its rename, and released after', async () => {
    for (let i = 0; i < 5; i++) await appendEntry(log, { task: `t${i}`, result: 'r', at: AT });
    const plan = await planTrim(log, 2);
    const release = await acquireWriteLock(log);
    let trimmed = false;
    const trim = applyTrim(plan).then(() => (trimmed = true));
    await new Promise((ok) => setTimeout(ok, 100));
    // The trim copied its bulk and now waits for the lock before the rename.
    expect(trimmed).toBe(false);
    // An append started now lands in the old log before the trim's last copy or in the new log after its rename.
    const late = appendEntry(log, { task: 'late', result: 'r', at: AT });
    await new Promise((ok) => setTimeout(ok, 50));
    await release();
    await Promise.all([trim, late]);
    expect(await countEntries(log)).toBe(3);
    expect(await readFile(log, 'utf8')).toContain('**Task:** late');
    expect(await listTree(dir)).toEqual(['log.md']);
    expect(await readFile(log, 'utf8')).toContain('t4');
  });

  it('releases only its own lock, never one that replaced it', async () => {
    const release = await acquireWriteLock(log);
    // Someone judged ours stale and took the lock: a different file at the same path.
    await writeFile(join(dir, 'other'), `${process.ppid}\n`);
    await rename(join(dir, 'other'), writeLockPath(log));
    await release();
    expect(await readFile(writeLockPath(log), 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('refuses a trim whose log another trim replaced while it waited for the lock', async () => {
    for (let i = 0; i < 5; i++) await appendEntry(log, { task: `t${i}`, result: 'r', at: AT });
    const plan = await planTrim(log, 2);
    const release = await acquireWriteLock(log);
    const trim = applyTrim(plan).then(
      () => 'trimmed',
      (err: Error) => err.message,
    );
    await new Promise((ok) => setTimeout(ok, 100));
    // What a second trim does meanwhile: a new file renamed over the log, then appended to.
    const replaced =
      (await readFile(log, 'utf8'))
        .split('## ')
        .slice(-3)
        .map((e) => '## ' + e)
        .join('') + 'late\n';
    await writeFile(join(dir, 'next'), replaced);
    await rename(join(dir, 'next'), log);
    await release();
    expect(await trim).toMatch(/changed under us/);
    expect(await readFile(log, 'utf8')).toBe(replaced);
    expect(await listTree(dir)).toEqual(['log.md']);
  });
});
