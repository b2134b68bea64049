/**
 * A rewrite in a tree only this process knows (the Action dry run's
 * throwaway worktree, fs/atomic.ts inPrivateTree) skips the fsyncs, the
 * watch for late appends and the write lock, and is still atomic and still
 * carries over what the replaced file holds past the copy; outside one, all
 * three are kept.
 */
import { open, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inPrivateTree, replaceFile, writeFileAtomic } from '../../src/fs/atomic.js';
import { carryOverTail } from '../../src/fs/carry-over.js';
import { acquireWriteLock } from '../../src/fs/writelock.js';
import { listTree, tempDir } from '../helpers/tmp.js';

async function fileHandlePrototype(dir: string) {
  const fh = await open(join(dir, 'probe'), 'w');
  await fh.close();
  return Object.getPrototypeOf(fh) as { sync: () => Promise<void> };
}

/** A replace of `path` with `kept`, while an appender that opened the old file writes `late` to it. */
async function trimWithLateAppend(path: string, kept: string, late: string): Promise<number> {
  const src = await open(path, 'r');
  const agent = await open(path, 'a');
  try {
    const { size } = await src.stat();
    await replaceFile(path, async (fh) => {
      await fh.writeFile(kept);
    });
    await agent.write(late);
    return await carryOverTail(src, size, path, kept.length);
  } finally {
    await src.close();
    await agent.close();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('inPrivateTree', () => {
  it('writes without fsync or waiting, and still carries the late tail over', async () => {
    const dir = await tempDir();
    const sync = vi.spyOn(await fileHandlePrototype(dir), 'sync');
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const path = join(dir, 'log.md');
    await writeFile(path, '## 1\nold\n## 2\nkept\n');
    const carried = await inPrivateTree(async () => {
      await writeFileAtomic(join(dir, 'digest.md'), '# Knowledge\n');
      return trimWithLateAppend(path, '## 2\nkept\n', '## 3\nlate\n');
    });
    expect(carried).toBe('## 3\nlate\n'.length);
    expect(await readFile(path, 'utf8')).toBe('## 2\nkept\n## 3\nlate\n');
    expect(await readFile(join(dir, 'digest.md'), 'utf8')).toBe('# Knowledge\n');
    expect(await listTree(dir)).toEqual(['digest.md', 'log.md', 'probe']);
    expect(sync).not.toHaveBeenCalled();
    expect(timers).not.toHaveBeenCalled();
  });

  it('outside one, a rewrite is synced and the replaced file watched before it is let go', async () => {
    const dir = await tempDir();
    const sync = vi.spyOn(await fileHandlePrototype(dir), 'sync');
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const path = join(dir, 'log.md');
    await writeFile(path, '## 1\nold\n## 2\nkept\n');
    expect(await trimWithLateAppend(path, '## 2\nkept\n', '## 3\nlate\n')).toBe('## 3\nlate\n'.length);
    expect(await readFile(path, 'utf8')).toBe('## 2\nkept\n## 3\nlate\n');
    expect(sync).toHaveBeenCalled();
    expect(timers.mock.calls.filter(([, ms]) => ms === 5).length).toBeGreaterThanOrEqual(2);
  });

  it('takes no write lock: no lock file is made, and a second writer does not wait for the first', async () => {
    const dir = await tempDir();
    const path = join(dir, 'log.md');
    await writeFile(path, '## 1\nold\n');
    await inPrivateTree(async () => {
      const first = await acquireWriteLock(path);
      expect(await listTree(dir)).toEqual(['log.md']);
      // Outside a private tree this waits for the first holder, up to a minute.
      const second = await acquireWriteLock(path);
      await second();
      await first();
    });
    const held = await acquireWriteLock(path);
    expect(await listTree(dir)).toEqual(['.log.md.memkeep-writing', 'log.md']);
    await held();
    expect(await listTree(dir)).toEqual(['log.md']);
  });
});
