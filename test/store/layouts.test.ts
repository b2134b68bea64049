/**
 * Layouts end to end: each shape of real agent memory (fixtures of our own
 * in test/fixtures/layouts, in the shapes of ../shared/real-memory) trimmed
 * with its preset through the CLI, in process: the newest entries stay, and
 * the preamble and every structure section stay byte for byte. Order from
 * git uses a real repository with real commit dates.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAgent } from '../../src/config/agent-config.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { layoutOf } from '../../src/format/layout.js';
import { planTrim } from '../../src/memory/runlog/plan-trim.js';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/layouts');
const fixture = (name: string) => readFile(join(FIXTURES, name));

/** A store with one agent `a` whose [memory] is `memory` and whose log is `log.md`. */
async function store(memory: string, log: Buffer | string): Promise<{ root: string; path: string }> {
  const root = await tempDir();
  await writeTree(root, { 'agents/a.toml': `[memory]\nenabled = true\npath = "log.md"\n${memory}\n`, 'log.md': log });
  return { root, path: join(root, 'log.md') };
}

/** The bytes of `text` from the line starting with `from` up to (not including) the line starting with `to`. */
function slice(text: Buffer, from: string, to?: string): Buffer {
  const s = text.indexOf(from);
  const e = to === undefined ? text.length : text.indexOf(to, s + 1);
  expect(s).toBeGreaterThanOrEqual(0);
  return text.subarray(s, e === -1 ? text.length : e);
}

describe('trimming with a layout keeps the newest entries and all structure', () => {
  it("axe: the preamble (the file's own instructions) is kept, CRLF and invalid UTF-8 byte for byte", async () => {
    const log = await fixture('run-log-crlf.md');
    const { root, path } = await store('last_n = 2', log);
    const dry = await run(['trim', 'a', '--dry-run', '--root', root], root);
    expect(dry.code).toBe(0);
    expect(dry.out).toMatch(/Step 1: Repository setup[\s\S]*Step 2: Fetch data/);
    expect(await readFile(path)).toEqual(log);
    expect((await run(['trim', 'a', '--root', root], root)).code).toBe(0);
    const preamble = log.subarray(0, log.indexOf('## Step 1'));
    expect(await readFile(path)).toEqual(Buffer.concat([preamble, slice(log, '## Step 3')]));
  });

  it('newest-first: the top entries stay, a "## " in a fenced block is body text', async () => {
    const log = await fixture('newest-first.md');
    const { root, path } = await store('preset = "newest-first"\nlast_n = 2', log);
    const plan = await planTrim(path, 2, {
      layout: layoutOf((await loadAgent(await loadStoreConfig(root), 'a')).memory),
      list: true,
    });
    expect(plan.dropped!.map((e) => e.heading)).toEqual(['2026-01-31 22:45:10', '2026-02-01 07:00:00']);
    expect(plan.kept!.map((e) => e.heading)).toEqual(['2026-02-02 18:05:12', '2026-02-03 09:30:00']);
    expect((await run(['trim', 'a', '--root', root], root)).code).toBe(0);
    expect(await readFile(path)).toEqual(slice(log, '## 2026-02-03', '## 2026-02-01'));
  });

  it('incidents: ### entries under "## Entries", the schema section kept', async () => {
    const log = await fixture('incidents.md');
    const { root, path } = await store(
      'entry_heading = "###"\nentries_under = "Entries"\norder = "auto"\nlast_n = 2',
      log,
    );
    expect((await run(['trim', 'a', '--root', root], root)).code).toBe(0);
    expect(await readFile(path)).toEqual(
      Buffer.concat([log.subarray(0, log.indexOf('### ')), slice(log, '### 2026-03-02')]),
    );
  });

  it('cline: fixed sections are structure; dated entries that run oldest first refuse a newest-first preset, and order = "auto" keeps the newest', async () => {
    const log = await fixture('cline-activeContext.md');
    const refused = await store('preset = "cline"\nlast_n = 1', log);
    const r = await run(['trim', 'a', '--root', refused.root], refused.root);
    expect(r.code).toBe(1);
    expect(r.err + r.out).toMatch(
      /dates at the cut run the other way[\s\S]*add `order = "auto"` to \[memory\] in agents\/a\.toml/,
    );
    expect(await readFile(refused.path)).toEqual(log);

    const { root, path } = await store('preset = "cline"\norder = "auto"\nlast_n = 1', log);
    expect((await run(['trim', 'a', '--root', root], root)).code).toBe(0);
    expect(await readFile(path)).toEqual(
      Buffer.concat([log.subarray(0, log.indexOf('## [2025-01-10]')), slice(log, '## [2025-01-20]')]),
    );
  });
});

describe('order from git', () => {
  // Entries added at the top and at the bottom, in separate commits: file
  // position says nothing, heading dates are partial, only git knows.
  async function squadRepo(): Promise<{ root: string; path: string; final: Buffer }> {
    const final = await fixture('squad-history.md');
    const text = final.toString('utf8');
    const head = text.slice(0, text.indexOf('### Retry'));
    const retry = text.slice(text.indexOf('### Retry'), text.indexOf('### Lockfile'));
    const middle = text.slice(text.indexOf('### Lockfile'), text.indexOf('### Cross-platform'));
    const bottom = text.slice(text.indexOf('### Cross-platform'));
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    const rel = '.squad/agents/houston/history.md';
    await commitFiles(root, { [rel]: head + middle }, daysAgo(30), 'first learnings');
    await commitFiles(root, { [rel]: head + middle + bottom }, daysAgo(20), 'learning at the bottom');
    await commitFiles(root, { [rel]: head + retry + middle + bottom }, daysAgo(10), 'learning at the top');
    return { root, path: join(root, rel), final };
  }

  it.each(['preset = "squad"', 'preset = "squad"\norder = "auto"'])(
    '%s keeps the most recently committed entries and Core Context',
    async (memory) => {
      const { root, path, final } = await squadRepo();
      await writeTree(root, {
        'agents/houston.toml': `[memory]\nenabled = true\npath = ".squad/agents/houston/history.md"\nlast_n = 2\n${memory}\n`,
      });
      const dry = await run(['trim', 'houston', '--dry-run', '--root', root], root);
      expect(dry.code).toBe(0);
      expect(dry.out).toContain('Lockfile drift check');
      expect(dry.out).toContain('Changelog ownership');
      expect((await run(['trim', 'houston', '--root', root], root)).code).toBe(0);
      const text = final.toString('utf8');
      expect(await readFile(path, 'utf8')).toBe(
        text.slice(0, text.indexOf('### Lockfile')) + text.slice(text.indexOf('### Cross-platform')),
      );
    },
  );

  it('a log with no usable order is refused, the reason named, nothing written', async () => {
    const log = await fixture('squad-history.md');
    const { root, path } = await store('preset = "squad"\norder = "auto"\nlast_n = 2', log);
    const r = await run(['trim', 'a', '--root', root], root);
    expect(r.code).toBe(1);
    expect(r.err + r.out).toMatch(/cannot tell which entries .* are newest .*no git history/);
    expect(await readFile(path)).toEqual(log);
  });

  it('refuses when the boundary falls inside entries committed together', async () => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    const log = '# Log\n\n## Learnings\n\n### a\n\n### b\n\n### c\n';
    await commitFiles(root, { 'log.md': log }, daysAgo(5));
    await commitFiles(root, { 'log.md': `${log}\n### d\n` }, daysAgo(1));
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\npath = "log.md"\npreset = "squad"\nlast_n = 2\n',
    });
    const r = await run(['trim', 'a', '--root', root], root);
    expect(r.code).toBe(1);
    expect(r.err + r.out).toMatch(/committed together/);
    expect(await readFile(join(root, 'log.md'), 'utf8')).toBe(`${log}\n### d\n`);
  });
});

describe('memkeep init', () => {
  it('detects each layout, prints the config, and writes it only with --write, never overwriting', async () => {
    const root = await tempDir();
    await writeTree(root, {
      '.squad/agents/houston/history.md': await fixture('squad-history.md'),
      '.claude/agent-memory/reviewer/MEMORY.md': await fixture('claude-code/MEMORY.md'),
      'memory-bank/activeContext.md': await fixture('cline-activeContext.md'),
      'memory-bank/projectbrief.md': '# Brief\n',
      'docs/PROJECT_RUN_LOG.md': await fixture('run-log-crlf.md'),
      'agent/memory.md': await fixture('newest-first.md'),
      'INCIDENTS.md': await fixture('incidents.md'),
      'agents/helper/Aidefile': 'model = "local/x"\n',
    });
    const dry = await run(['init', '--root', root], root);
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('preset = "squad"');
    expect(dry.out).toContain('preset = "claude-code"');
    expect(dry.out).toMatch(/preset = "cline"[\s\S]*order = "auto"/);
    expect(dry.out).toMatch(/agents\/incidents\.toml:[\s\S]*entry_heading = "###"\n\s*entries_under = "Entries"/);
    expect(dry.out).toMatch(/agents\/memory\.toml:[\s\S]*order = "newest-first"/);
    expect(dry.out).toContain('aide agent agents/helper/Aidefile');
    expect(dry.out).toContain('Nothing written');
    await expect(readFile(join(root, 'agents/houston.toml'))).rejects.toThrow(/ENOENT/);

    await writeTree(root, { 'agents/houston.toml': '# mine\n' });
    const wrote = await run(['init', '--write', '--root', root], root);
    expect(wrote.code).toBe(0);
    expect(wrote.out).toContain('kept the existing agents/houston.toml');
    expect(await readFile(join(root, 'agents/houston.toml'), 'utf8')).toBe('# mine\n');
    // What init wrote loads, and trims each log by its layout.
    const status = await run(['trim', 'incidents', '--keep', '1', '--dry-run', '--root', root], root);
    expect(status.code).toBe(0);
    expect(status.out).toMatch(/Would remove 3 entries/);
  });

  it('every command warns about an agent --all skips and about unknown [memory] keys', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/off.toml': '[memory]\npath = "off.md"\n',
      'agents/on.toml': '[memory]\nenabled = true\npath = "on.md"\nlast_m = 3\n',
      'on.md': '## a\n',
    });
    const gc = await run(['gc', '--all', '--analyzer', 'local', '--dry-run', '--root', root], root);
    expect(gc.err).toMatch(/agent "off" is skipped: agents\/off\.toml does not set enabled = true/);
    const log = await run(['log', 'on', '--task', 't', '--result', 'r', '--root', root], root);
    expect(log.code).toBe(0);
    expect(log.err).toMatch(/unknown key "memory\.last_m"/);
  });
});
