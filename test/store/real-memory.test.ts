/**
 * The real agent memory in ../shared/real-memory (see its SOURCES.md), read
 * in place and trimmed in temp copies with the right preset: the newest
 * entries, the preamble and every structure section stay byte for byte, and
 * `init` detects the layout. Skipped cleanly where the folder is absent
 * (it is never copied into this repository).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAgent } from '../../src/config/agent-config.js';
import { detectLayouts } from '../../src/config/detect.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { layoutOf } from '../../src/format/layout.js';
import { blameLines } from '../../src/git/blame.js';
import { applyTrim } from '../../src/memory/runlog/apply-trim.js';
import { planTrim } from '../../src/memory/runlog/plan-trim.js';
import { commitFiles, git } from '../helpers/git.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const REAL = join(import.meta.dirname, '../../../shared/real-memory');

/** Trims a copy of `source` with `memory` and returns the plan and bytes before and after. */
async function trimCopy(source: string, memory: string, keep: number, setup?: (root: string) => Promise<void>) {
  const root = await tempDir();
  if (setup) await setup(root);
  else await writeTree(root, { 'log.md': await readFile(join(REAL, source)) });
  await writeTree(root, { 'agents/a.toml': `[memory]\nenabled = true\npath = "log.md"\n${memory}\n` });
  const agent = await loadAgent(await loadStoreConfig(root), 'a');
  const layout = layoutOf(agent.memory);
  const before = await readFile(agent.memory.path);
  const plan = await planTrim(agent.memory.path, keep, { layout, list: true, lineTimes: blameLines });
  await applyTrim(plan);
  return { plan, before, after: await readFile(agent.memory.path), layout };
}

const structure = (log: Buffer, entries: { start: number; end: number }[]) => {
  const parts: Buffer[] = [];
  let at = 0;
  for (const e of entries) {
    parts.push(log.subarray(at, e.start));
    at = e.end;
  }
  return Buffer.concat([...parts, log.subarray(at)]);
};

describe.runIf(existsSync(REAL))('real agent memory', () => {
  it.each([
    ['localllm/PROJECT_RUN_LOG.md', '', 5, 'oldest'],
    ['autoagent/memory.md', 'preset = "newest-first"', 3, 'newest'],
    ['autoagent/log.md', 'preset = "newest-first"', 3, 'newest'],
    ['speedtest-minimal/INCIDENTS.md', 'entry_heading = "###"\nentries_under = "Entries"\norder = "auto"', 5, 'oldest'],
    ['cline-activeContext-2025-05/activeContext.md', 'preset = "cline"\norder = "auto"', 3, 'oldest'],
  ])('%s: newest kept, structure byte for byte', async (source, memory, keep, newestAt) => {
    const { plan, before, after, layout } = await trimCopy(source, memory, keep);
    const was = layout.entries(before);
    const now = layout.entries(after);
    expect(now.length).toBe(Math.min(keep, was.length));
    const newest = newestAt === 'oldest' ? was.slice(-keep) : was.slice(0, keep);
    expect(now.map((e) => after.subarray(e.start, e.end))).toEqual(newest.map((e) => before.subarray(e.start, e.end)));
    expect(structure(after, now)).toEqual(structure(before, was));
    expect(plan.dropped!.length).toBe(was.length - now.length);
  });

  it('squad eecom: replayed history, the most recently committed learnings kept (or refused at a tie)', async () => {
    const versions = (await readdir(join(REAL, 'squad/eecom/versions'))).sort();
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    for (const v of versions) {
      const date = new Date(v.replace(/^\d+-/, '').replace(/\.md$/, ''));
      await commitFiles(root, { 'log.md': await readFile(join(REAL, 'squad/eecom/versions', v), 'utf8') }, date, v);
    }
    const log = await readFile(join(root, 'log.md'));
    let trimmed = 0;
    for (const keep of [8, 10, 12, 15, 20]) {
      let r;
      try {
        r = await trimCopy('', 'preset = "squad"', keep, async (copy) => {
          await git(root, ['clone', '-q', root, copy]);
        });
      } catch (err) {
        expect(String(err)).toMatch(/committed together/);
        continue;
      }
      trimmed++;
      const { before, after, layout } = r;
      const was = layout.entries(before);
      const now = layout.entries(after);
      expect(now.length).toBe(keep);
      expect(structure(after, now)).toEqual(structure(before, was));
      // Oracle: the commit that added each heading line (git log -S), not blame.
      const added = async (e: { start: number }) => {
        const line = before.toString('utf8', e.start, before.indexOf(10, e.start));
        return Number(
          (await git(root, ['log', '--format=%ct', '--reverse', '-S', line, '--', 'log.md'])).split('\n')[0],
        );
      };
      const keptAt = await Promise.all(now.map(added));
      const keptText = new Set(now.map((e) => after.toString('utf8', e.start, e.end)));
      const droppedAt = await Promise.all(
        was.filter((e) => !keptText.has(before.toString('utf8', e.start, e.end))).map(added),
      );
      expect(Math.max(...droppedAt)).toBeLessThanOrEqual(Math.min(...keptAt));
    }
    expect(trimmed).toBeGreaterThan(0);
    expect(log.length).toBeGreaterThan(0);
  });

  it('init detects Squad, Claude Code and a Cline memory bank', async () => {
    const root = await tempDir();
    await writeTree(root, {
      '.squad/agents/pao/history.md': await readFile(join(REAL, 'squad/pao/history.md')),
      '.claude/agent-memory/review-agent/MEMORY.md': await readFile(
        join(REAL, 'siglens/agent-memory/review-agent/MEMORY.md'),
      ),
      'memory-bank/activeContext.md': await readFile(join(REAL, 'cline-memory-bank/activeContext.md')),
    });
    const found = detectLayouts(root).map((d) => d.config ?? '');
    expect(found.join('\n')).toMatch(
      /preset = "squad"[\s\S]*preset = "claude-code"|preset = "claude-code"[\s\S]*preset = "squad"/,
    );
    expect(found.join('\n')).toContain('preset = "cline"');
  });
});
