/**
 * A batch's agents are applied together (issue 26): their logs trimmed at
 * once, their knowledge files written at once. Agents that share a file
 * still meet it one after the other, so the second finds it changed since
 * planned and is refused, as when every agent waited for the last; nothing
 * is lost either way.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const entry = (day: number) =>
  `## 2026-03-${String(day).padStart(2, '0')}T10:00:00Z\n**Task:** deploy ${day}\n**Result:** **Fix:** pin the cache key to tenant ${day}.\n\n`;
const log = (days: number[]) => days.map(entry).join('');
const agent = (path: string, dir?: string) =>
  `[memory]\nenabled = true\npath = "${path}"\nlast_n = 2\n${dir ? `procedural_dir = "${dir}"\n` : ''}`;

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
    // Whichever took the log's write lock second finds it replaced: which one is a race, the outcome is not.
    expect(r.err).toMatch(/gc failed for agent "[ab]": cannot trim .*shared\.md: the log changed under us/);
    expect(r.err).toMatch(/1 of 2 agents failed/);
  });

  it('two agents writing one digest: the second is refused and keeps its entries; the first keeps its items', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/a.toml': agent('memory/a.md', 'memory/shared'),
      'agents/b.toml': agent('memory/b.md', 'memory/shared'),
      'memory/a.md': log([1, 2, 3, 4]),
      'memory/b.md': log([11, 12, 13, 14]),
    });
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
  });
});
