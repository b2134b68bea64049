/**
 * What a trim drops is kept before the log is touched (gc/distil-writes.ts):
 * when its knowledge cannot be written (the digest, lessons.md or a summary
 * section changed since it was planned, or cannot be written at all), the
 * trim is held and every entry stays; knowledge kept for a trim that then
 * does not happen is only confirmed, not counted again, by the next run.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/gc/apply.js';
import { parseItems } from '../../src/memory/knowledge/items.js';
import { distilPlan } from '../helpers/local-plan.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const entry = (i: number, result: string) =>
  `## 2026-01-0${i}T00:00:00Z\n**Task:** Deploy step ${i}\n**Result:** ${result}\n\n`;
const LOG =
  entry(1, 'Deployed.\n**Fix:** pin Node to 22 in `deploy.yml`; the runner default broke `npm ci`.') +
  entry(2, 'Failed: the deploy timed out after 10m.') +
  entry(3, 'Deployed.\n**Decision:** staging deploys use `--batch-size 5000`.') +
  entry(4, 'Green.');

async function store(files: Record<string, string>, memory = 'path = "memory/a.md"'): Promise<string> {
  const root = await tempDir();
  await writeTree(root, { 'agents/a.toml': `[memory]\nenabled = true\n${memory}\nlast_n = 1\n`, ...files });
  return root;
}

const planned = (root: string) => distilPlan(root);

const digest = (root: string) => join(root, 'memory/a/procedural/digest.md');
const lessons = (root: string) => join(root, 'memory/a/procedural/lessons.md');

describe('distil before the trim', () => {
  it('holds the trim when digest.md changed since it was planned: every entry stays, and the reason is given', async () => {
    const root = await store({ 'memory/a.md': LOG, 'memory/a/procedural/digest.md': '# Knowledge\n' });
    const p = await planned(root);
    await writeFile(digest(root), '# Knowledge\n\n## Mine\n- A reviewer wrote this meanwhile.\n');
    const applied = await apply(p);
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(LOG);
    expect(await readFile(digest(root), 'utf8')).toBe('# Knowledge\n\n## Mine\n- A reviewer wrote this meanwhile.\n');
    expect(applied.outcomes.a.trim).toMatchObject({ rewritten: false });
    expect(applied.outcomes.a.trim?.error).toMatch(
      /^what it drops could not be kept first \(.*digest\.md changed since it was planned/,
    );
    expect(applied.problems).toContainEqual(
      expect.stringMatching(/^a: trim skipped: what it drops could not be kept first/),
    );
  });

  it('holds the trim when lessons.md cannot be written (a directory stands where it goes)', async () => {
    const root = await store({ 'memory/a.md': LOG });
    const p = await planned(root);
    expect(p.agents[0].steps.distil?.lessons).toBeDefined();
    await mkdir(lessons(root), { recursive: true });
    const applied = await apply(p);
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(LOG);
    expect(applied.outcomes.a.trim?.rewritten).toBe(false);
    expect(applied.held.a).toMatch(/lessons\.md/);
  });

  it('holds the trim when the summary section changed since it was planned, and leaves the log as edited', async () => {
    const head = '# EECOM\n\n## Core Context\n\nOwns the CLI.\n\n## Learnings\n\n';
    const squad = `${head}${LOG.replaceAll('## 2026', '### 2026')}`;
    const root = await store(
      { '.squad/agents/eecom/history.md': squad },
      'preset = "squad"\npath = ".squad/agents/eecom/history.md"\norder = "oldest-first"',
    );
    const p = await planned(root);
    expect(p.agents[0].steps.distil?.knowledge?.write.section).toBe('Core Context');
    const edited = squad.replace('Owns the CLI.\n', 'Owns the CLI.\n\n### Added by the scribe\n- Meanwhile.\n');
    await writeFile(join(root, '.squad/agents/eecom/history.md'), edited);
    const applied = await apply(p);
    expect(await readFile(join(root, '.squad/agents/eecom/history.md'), 'utf8')).toBe(edited);
    expect(applied.held.a).toMatch(/"Core Context" section changed since it was planned/);
  });

  it('keeps the knowledge written for a trim that then did not happen, and the next run only confirms it', async () => {
    const root = await store({ 'memory/a.md': LOG });
    const p = await planned(root);
    // The log is rewritten between plan and apply: the trim's pinned bytes no longer match.
    const rewritten = `# Deploy log\n\n${LOG}`;
    await writeFile(join(root, 'memory/a.md'), rewritten);
    const first = await apply(p);
    expect(first.outcomes.a.trim?.rewritten).toBe(false);
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(rewritten);
    const kept = parseItems(await readFile(digest(root), 'utf8'), 2).items;
    expect(kept.map((i) => i.count)).toEqual(kept.map(() => 1));
    expect(first.outcomes.a.distil?.notWritten).toBe(
      'written before the trim, which did not happen: the entries are still in the log',
    );
    // The next run trims and distils the same entries again: the same items, each still counted once.
    const second = await apply(await planned(root));
    expect(second.outcomes.a.trim?.rewritten).toBe(true);
    expect(parseItems(await readFile(digest(root), 'utf8'), 2).items).toEqual(kept);
    await rm(root, { recursive: true, force: true });
  });
});
