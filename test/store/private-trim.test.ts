/**
 * A trim and a whole-file write in a private tree (the Action dry run's
 * throwaway worktree, fs/atomic.ts inPrivateTree) run on the main thread,
 * the log read whole: they must leave exactly the files a trim and a write
 * outside one leave (layouts whose cut is not a prefix, CRLF, a BOM, a file's
 * mode), refuse a log changed since the plan as outside one, and the late
 * tail of the replaced log is still carried over through its descriptor.
 */
import { closeSync, openSync } from 'node:fs';
import { appendFile, chmod, copyFile, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAgent } from '../../src/config/agent-config.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { axeLayout } from '../../src/format/axe.js';
import { layoutOf } from '../../src/format/layout.js';
import { inPrivateTree, writeFileAtomic } from '../../src/fs/atomic.js';
import { carryOverTail } from '../../src/fs/carry-over.js';
import { descriptorSource } from '../../src/fs/handle.js';
import { applyTrim } from '../../src/memory/runlog/apply-trim.js';
import { planTrim } from '../../src/memory/runlog/plan-trim.js';
import { log } from '../helpers/runlog.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

const LAYOUTS = join(import.meta.dirname, '../fixtures/layouts');

/** The agent `a` of a store whose log is `log.md`, configured by `memory`. */
async function layoutIn(root: string, memory: string) {
  await writeTree(root, { 'agents/a.toml': `[memory]\nenabled = true\npath = "log.md"\n${memory}\n` });
  return layoutOf((await loadAgent(await loadStoreConfig(root), 'a')).memory);
}

/** A Squad history: its learnings between the core context and another section. */
const squad = (n: number) =>
  `# HOUSTON\n\n## Core Context\n\nRelease checklist: docs/release.md.\n\n## Learnings\n\n${Array.from(
    { length: n },
    (_, i) => `### Lesson ${i + 1} (2026-01-${String(i + 1).padStart(2, '0')})\n\n**Fix:** step ${i + 1}.\n\n`,
  ).join('')}## Open questions\n\nWho owns the changelog?\n`;

const logs: { name: string; text: () => Promise<Buffer>; memory: string; keep: number }[] = [
  { name: 'axe', text: async () => Buffer.from(`# Log\n\n${log(12)}`), memory: '', keep: 4 },
  { name: 'axe, BOM and CRLF', text: () => readFile(join(LAYOUTS, 'run-log-crlf.md')), memory: '', keep: 2 },
  {
    name: 'newest first',
    text: () => readFile(join(LAYOUTS, 'newest-first.md')),
    memory: 'preset = "newest-first"',
    keep: 2,
  },
  { name: 'Squad', text: async () => Buffer.from(squad(6)), memory: 'preset = "squad"\norder = "auto"', keep: 2 },
];

describe('a trim in a private tree', () => {
  for (const { name, text, memory, keep } of logs)
    it(`leaves the log a trim outside one leaves: ${name}`, async () => {
      const root = await tempDir();
      const layout = await layoutIn(root, memory);
      const bytes = await text();
      const [outside, inside] = [join(root, 'outside.md'), join(root, 'log.md')];
      await writeFile(outside, bytes);
      await writeFile(inside, bytes);
      await chmod(inside, 0o600);
      const plan = async (path: string) => planTrim(path, keep, { layout });
      const shared = await plan(outside);
      expect(shared.cut.ranges.length).toBeGreaterThan(0);
      expect(await applyTrim(shared)).toBe(true);
      const own = await plan(inside);
      expect(await inPrivateTree(() => applyTrim(own))).toBe(true);
      expect(await readFile(inside)).toEqual(await readFile(outside));
      expect((await stat(inside)).mode & 0o777).toBe(0o600);
      expect(await listTree(root)).toEqual(['agents/a.toml', 'log.md', 'outside.md']);
    });

  it('refuses a log changed since the plan, and leaves it as it is', async () => {
    const root = await tempDir();
    const path = join(root, 'log.md');
    await writeFile(path, log(6));
    const plan = await planTrim(path, 2, { layout: axeLayout });
    const changed = log(6).replace('task 1', 'task one');
    await writeFile(path, changed);
    await expect(inPrivateTree(() => applyTrim(plan))).rejects.toThrow(/changed under us/);
    expect(await readFile(path, 'utf8')).toBe(changed);
    expect(await listTree(root)).toEqual(['log.md']);
  });

  it('carries over what the replaced log gained, read through its descriptor', async () => {
    const root = await tempDir();
    const path = join(root, 'log.md');
    await writeFile(path, '## 1\nold\n## 2\nkept\n');
    const old = join(root, 'old.md');
    await copyFile(path, old);
    const fd = openSync(old, 'r');
    try {
      await writeFile(path, '## 2\nkept\n');
      await appendFile(old, '## 3\nlate\n');
      const carried = await inPrivateTree(() =>
        carryOverTail(descriptorSource(fd), '## 1\nold\n## 2\nkept\n'.length, path, '## 2\nkept\n'.length),
      );
      expect(carried).toBe('## 3\nlate\n'.length);
    } finally {
      closeSync(fd);
    }
    expect(await readFile(path, 'utf8')).toBe('## 2\nkept\n## 3\nlate\n');
  });
});

it('a whole-file write in a private tree keeps the mode, makes the directories and leaves no temp file', async () => {
  const root = await tempDir();
  const kept = join(root, 'kept.md');
  await writeFile(kept, 'old\n');
  await chmod(kept, 0o640);
  await inPrivateTree(async () => {
    await writeFileAtomic(kept, 'new\n');
    await writeFileAtomic(join(root, 'a/b/digest.md'), '# Knowledge\n', { mkdirs: true });
  });
  expect(await readFile(kept, 'utf8')).toBe('new\n');
  expect((await stat(kept)).mode & 0o777).toBe(0o640);
  expect(await readFile(join(root, 'a/b/digest.md'), 'utf8')).toBe('# Knowledge\n');
  expect(await listTree(root)).toEqual(['a/b/digest.md', 'kept.md']);
  await expect(inPrivateTree(() => writeFileAtomic(join(root, 'a'), 'x'))).rejects.toThrow(/is a directory/);
});
