/**
 * Every supported shape of agent memory, end to end through the CLI in a
 * real git repository (test/layouts/shapes.ts): `init` proposes the right
 * preset and says what it does to each file; a trim keeps the newest
 * entries and every byte that is not an entry; a prune removes only the
 * files a rule declares episodic or procedural; knowledge files are never
 * trimmed; and `status --json` says what `gc --dry-run --json` does.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAgent } from '../../src/config/agent-config.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { type LogLayout, layoutOf } from '../../src/format/layout.js';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { build, OPENCLAW_FILES, SHAPES } from './shapes.js';

/** The bytes that are not entries, in order. */
function structureOf(log: Buffer, layout: LogLayout): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (const e of layout.entries(log)) {
    parts.push(log.subarray(at, e.start));
    at = e.end;
  }
  parts.push(log.subarray(at));
  return Buffer.concat(parts);
}

describe.each(SHAPES.map((s) => [s.name, s] as const))('%s', (_name, shape) => {
  it('init proposes its preset; gc keeps the newest entries and all structure; prune removes only aging files', async () => {
    const root = await build(shape);
    const init = await run(['init', '--write', '--root', root], root);
    expect(init.code).toBe(0);
    const config = await readFile(join(root, `agents/${shape.agent}.toml`), 'utf8');
    expect(config).toContain(`preset = "${shape.preset}"`);
    for (const file of Object.keys(shape.commits.at(-1)!.files)) expect(init.out).toContain(`  ${file}: `);
    // Bound the log to 2 entries, committed like the rest.
    await commitFiles(root, { [`agents/${shape.agent}.toml`]: `${config}last_n = 2\n` }, daysAgo(0), 'config');
    const log = join(root, shape.log);
    const original = await readFile(log).catch(() => Buffer.alloc(0));
    const layout = layoutOf((await loadAgent(await loadStoreConfig(root), shape.agent)).memory);

    // Without the distil step, which adds to a summary section (tested on its own): the bytes compare exactly.
    const gc = await run(['gc', '--all', '--no-distil', '--analyzer', 'local', '--root', root], root);
    expect(gc.err).not.toMatch(/Error|Needs attention/);
    expect(gc.code).toBe(0);
    const after = await readFile(log).catch(() => Buffer.alloc(0));
    if (shape.kept) {
      expect(layout.entries(after).map((e) => e.heading)).toEqual(shape.kept);
      expect(structureOf(after, layout)).toEqual(structureOf(original, layout));
      expect(after.length).toBeLessThan(original.length);
    } else expect(after).toEqual(original);

    const prune = await run(['prune', '--root', root], root);
    expect(prune.code).toBe(0);
    const deleted = (await git(root, ['ls-files', '--deleted'])).split('\n').filter(Boolean).sort();
    expect(deleted).toEqual(shape.pruned);
  });

  it('with no more entries than last_n and no order at all: loaded, analysed, not trimmed, exit 0', async () => {
    const repo = await build(shape);
    await run(['init', '--write', '--root', repo], repo);
    // The same files outside git, ordered by git: no order can be established, and none is needed.
    const root = await tempDir('memkeep-shape-nogit-');
    const files: Record<string, string> = { ...Object.assign({}, ...shape.commits.map((c) => c.files)) };
    const config = (await readFile(join(repo, `agents/${shape.agent}.toml`), 'utf8')).replace(/^order = .*\n/m, '');
    await writeTree(root, { ...files, [`agents/${shape.agent}.toml`]: `${config}order = "git"\nlast_n = 50\n` });
    const log = join(root, shape.log);
    const before = await readFile(log).catch(() => undefined);
    const gc = await run(['gc', '--all', '--analyzer', 'local', '--root', root], root);
    expect(gc.err).not.toMatch(/Error|Needs attention/);
    expect(gc.code).toBe(0);
    // Analysed when there is a log (Claude Code's agents keep notes and no log: nothing to analyse).
    if (before) expect(gc.out).toMatch(/Analyzer: local/);
    expect(await readFile(log).catch(() => undefined)).toEqual(before);
    const load = await run(['load', shape.agent, '--root', root], root);
    expect(load.code).toBe(0);
    // Every entry is loaded, the oldest too: with no more than last_n, which are newest does not matter.
    const layout = layoutOf((await loadAgent(await loadStoreConfig(root), shape.agent)).memory);
    for (const e of before ? layout.entries(before) : []) expect(load.out).toContain(e.heading);
    expect(load.out.length).toBeGreaterThan(0);
  });

  it('status --json says for each agent what gc --dry-run --json does', async () => {
    const root = await build(shape);
    await run(['init', '--write', '--root', root], root);
    const status = JSON.parse((await run(['status', '--json', '--root', root], root)).out);
    const dry = JSON.parse(
      (await run(['gc', '--all', '--dry-run', '--json', '--analyzer', 'local', '--root', root], root)).out,
    );
    for (const a of dry.agents) {
      const s = status.agents.find((x: { agent: string }) => x.agent === a.agent);
      expect(s.entries).toBe(a.entries ?? 0);
      expect(s.next.trim).toBe(a.trim?.removed ?? 0);
      expect(s.next.refused ?? null).toEqual(a.trim?.refused ?? null);
      expect(s.next.knowledge ?? null).toEqual(a.trim?.knowledge ?? null);
    }
    // And what `memkeep prune` (and the Action) would remove.
    const pruneDry = JSON.parse((await run(['prune', '--dry-run', '--json', '--root', root], root)).out);
    for (const a of pruneDry.agents) {
      const s = status.agents.find((x: { agent: string }) => x.agent === a.agent);
      expect(s.next.prune).toBe(a.prune?.pruned.length ?? 0);
    }
    expect(
      pruneDry.agents.flatMap((a: { prune?: { pruned: { path: string }[] } }) => a.prune?.pruned ?? []).length,
    ).toBe(shape.pruned.length);
  });
});

describe('init over every shape at once', () => {
  it('names every agent uniquely, from the folder when file names repeat', async () => {
    const root = await build(SHAPES[0]);
    for (const who of ['alpha', 'bravo', 'charlie'])
      await commitFiles(
        root,
        { [`team/${who}/history.md`]: `# ${who}\n\n## 2026-01-01 a\n\n## 2026-01-02 b\n\n## 2026-01-03 c\n` },
        daysAgo(3),
      );
    await commitFiles(
      root,
      { 'PROJECT_MEMORY.md': '# Project\n\n## Overview\n\nx\n\n## Architecture\n\ny\n\n## Conventions\n\nz\n' },
      daysAgo(2),
    );
    const init = await run(['init', '--root', root], root);
    for (const who of ['alpha', 'bravo', 'charlie']) expect(init.out).toContain(`agents/${who}-history.toml`);
    expect(init.out).toMatch(/PROJECT_MEMORY\.md: a document of fixed sections, not a run log/);
    expect(init.out).not.toContain('agents/project_memory.toml');
  });

  it('warns when a history was committed in one commit and proposes an order that works', async () => {
    const shape = SHAPES[0];
    const root = await build({ ...shape, commits: [shape.commits.at(-1)!] });
    const init = await run(['init', '--write', '--root', root], root);
    expect(init.out).toMatch(/was committed in one commit.*order = "oldest-first" proposed/);
    // The file's fate says the order proposed, not the git order it replaces.
    expect(init.out).toMatch(/history\.md: `### ` entries under `## Learnings` trimmed to the newest in file order/);
    expect(init.out).not.toContain('by git commit time');
    const config = await readFile(join(root, 'agents/eecom.toml'), 'utf8');
    expect(config).toContain('order = "oldest-first"');
    await commitFiles(root, { 'agents/eecom.toml': `${config}last_n = 2\n` }, daysAgo(0));
    const gc = await run(['gc', '--all', '--analyzer', 'local', '--root', root], root);
    expect(gc.code).toBe(0);
    expect(gc.err).not.toMatch(/Needs attention/);
  });
});

describe('an OpenClaw workspace', () => {
  const memory = '# MEMORY.md\n\n## About Me\n\nI help with the garden.\n\n## Key Projects\n\n- Greenhouse\n';

  it('is found by its own files without daily notes; none of them is ever trimmed or pruned', async () => {
    const root = await build({
      ...SHAPES[0],
      commits: [{ days: 100, files: { 'MEMORY.md': memory, ...OPENCLAW_FILES } }],
    });
    const init = await run(['init', '--write', '--root', root], root);
    expect(init.code).toBe(0);
    const config = await readFile(join(root, 'agents/openclaw.toml'), 'utf8');
    expect(config).toContain('preset = "openclaw"');
    expect(init.out).toContain('  MEMORY.md: curated long-term memory: knowledge');
    for (const file of Object.keys(OPENCLAW_FILES))
      expect(init.out).toContain(`  ${file}: OpenClaw workspace file: never trimmed or pruned`);
    expect(init.out).not.toMatch(/document MEMORY\.md|run log MEMORY\.md/);
    await commitFiles(root, { 'agents/openclaw.toml': `${config}last_n = 1\n` }, daysAgo(0), 'config');
    const gc = await run(['gc', '--all', '--analyzer', 'local', '--root', root], root);
    expect(gc.code).toBe(0);
    expect((await run(['prune', '--root', root], root)).code).toBe(0);
    // Nothing of the workspace changed: not MEMORY.md (knowledge), not one workspace file.
    expect((await git(root, ['status', '--porcelain', '--untracked-files=no'])).trim()).toBe('');
  });

  it("status says what prune (not gc) removes, and counts a core file kept although old enough as kept, not as 'age unknown'", async () => {
    const shape = SHAPES.find((s) => s.preset === 'openclaw')!;
    const root = await build(shape);
    await run(['init', '--write', '--root', root], root);
    const status = await run(['status', '--root', root], root);
    expect(status.out).toMatch(
      /the next gc would trim 0 entries; the next prune would remove 2 files \(1 kept although old enough\)\.$/m,
    );
    expect(status.out).not.toMatch(/age unknown or locked/);
  });

  it('is not claimed by an AGENTS.md beside a MEMORY.md: every coding agent has one', async () => {
    const root = await build({
      ...SHAPES[0],
      commits: [{ days: 10, files: { 'MEMORY.md': memory, 'AGENTS.md': OPENCLAW_FILES['AGENTS.md'] } }],
    });
    const init = await run(['init', '--root', root], root);
    expect(init.out).not.toContain('openclaw');
    expect(init.out).not.toContain('AGENTS.md');
  });
});
