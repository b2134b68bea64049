/**
 * A batch's agents are applied together (issue 26): their logs trimmed at
 * once, their knowledge files written at once. Agents that share a file
 * still meet it one after the other, so the second finds it changed since
 * planned and is refused, as when every agent waited for the last; nothing
 * is lost either way.
 */
import { mkdir, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { together } from '../../src/fs/together.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const entry = (day: number) =>
  `## 2026-03-${String(day).padStart(2, '0')}T10:00:00Z\n**Task:** deploy ${day}\n**Result:** **Fix:** pin the cache key to tenant ${day}.\n\n`;
const log = (days: number[]) => days.map(entry).join('');
const agent = (path: string, dir?: string) =>
  `[memory]\nenabled = true\npath = "${path}"\nlast_n = 2\n${dir ? `procedural_dir = "${dir}"\n` : ''}`;

describe('together', () => {
  it('runs a few at a time, in order where they share a key, and returns the results in order', async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const results = await together(
      Array.from({ length: 100 }, (_, i) => i),
      async (i) => {
        running++;
        most = Math.max(most, running);
        // Later items of a window finish first unless their key holds them back.
        for (let k = 0; k < 10 - (i % 10); k++) await new Promise((ok) => setImmediate(ok));
        order.push(i);
        running--;
        return i * 2;
      },
      (i) => (i % 8 < 2 ? ['shared'] : []),
    );
    expect(results).toEqual(Array.from({ length: 100 }, (_, i) => i * 2));
    // Two of each eight share a key, so seven run at once.
    expect(most).toBe(7);
    const shared = order.filter((i) => i % 8 < 2);
    expect(shared).toEqual([...shared].sort((a, b) => a - b));
    expect(order).not.toEqual([...order].sort((a, b) => a - b));
  });

  it('still runs an item whose key-mate failed, and fails with the failure', async () => {
    const ran: number[] = [];
    const all = together(
      [0, 1],
      async (i) => {
        ran.push(i);
        if (i === 0) throw new Error('first failed');
        return i;
      },
      () => ['k'],
    );
    await expect(all).rejects.toThrow('first failed');
    await new Promise((ok) => setImmediate(ok));
    expect(ran).toEqual([0, 1]);
  });
});

describe('agents applied together', () => {
  it('trims ten agents at once, each to its newest entries', async () => {
    const root = await tempDir();
    const files: Record<string, string> = {};
    for (let i = 0; i < 10; i++) {
      files[`agents/a${i}.toml`] = agent(`memory/a${i}.md`);
      files[`memory/a${i}.md`] = log([1, 2, 3, 4, 5 + i]);
    }
    await writeTree(root, files);
    const r = await run(['gc', '--all', '--analyzer', 'local', '--root', root]);
    expect(r.code, r.err).toBe(0);
    for (let i = 0; i < 10; i++) expect(await readFile(join(root, `memory/a${i}.md`), 'utf8')).toBe(log([4, 5 + i]));
  });

  it('two agents on one log: one trims it, the other finds it changed and says so', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/a.toml': agent('memory/shared.md'),
      'agents/b.toml': agent('memory/shared.md'),
      'memory/shared.md': log([1, 2, 3, 4, 5]),
    });
    const r = await run(['gc', '--all', '--analyzer', 'local', '--root', root]);
    expect(await readFile(join(root, 'memory/shared.md'), 'utf8')).toBe(log([4, 5]));
    expect(r.err).toMatch(/gc failed for agent "b": cannot trim .*shared\.md: the log changed under us/);
    expect(r.err).toMatch(/1 of 2 agents failed/);
  });

  it.each([
    ['by one name', 'memory/shared'],
    ['by two names (a symlinked folder)', 'memory/team'],
  ])(
    'two agents writing one digest %s: the second is refused and keeps its entries, nothing undone',
    async (_, bDir) => {
      const root = await tempDir();
      await writeTree(root, {
        'agents/a.toml': agent('memory/a.md', 'memory/shared'),
        'agents/b.toml': agent('memory/b.md', bDir),
        'memory/a.md': log([1, 2, 3, 4]),
        'memory/b.md': log([11, 12, 13, 14]),
      });
      if (bDir !== 'memory/shared') {
        await mkdir(join(root, 'memory/shared'), { recursive: true });
        await symlink('shared', join(root, bDir));
      }
      const r = await run(['gc', '--all', '--analyzer', 'local', '--root', root]);
      expect(r.err).toMatch(
        /gc failed for agent "b": what it drops could not be kept first \(.*digest\.md changed since it was planned/,
      );
      expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log([3, 4]));
      expect(await readFile(join(root, 'memory/b.md'), 'utf8')).toBe(log([11, 12, 13, 14]));
      const digest = await readFile(join(root, 'memory/shared/digest.md'), 'utf8');
      expect(digest).toContain('tenant 1.');
      expect(digest).toContain('tenant 2.');
      expect(digest).not.toContain('tenant 11.');
    },
  );
});
