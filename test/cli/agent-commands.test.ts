/**
 * `load <agent>`, `status` and the friendlier usage errors, in process
 * through the same dispatcher the bundled CLI uses.
 */
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

const EXAMPLE = join(import.meta.dirname, '../../examples/store');

async function store(): Promise<string> {
  const root = await tempDir();
  await cp(EXAMPLE, root, { recursive: true });
  return root;
}

const entry = (day: number, task: string) =>
  `## 2026-01-${String(day).padStart(2, '0')}T00:00:00Z\n**Task:** ${task}\n**Result:** ok\n\n`;

describe('memkeep load AGENT', () => {
  it('gives core files, knowledge, lessons and procedural files, then the newest entries, within the budget', async () => {
    const root = await store();
    await writeTree(root, {
      'agents/triage/memory/procedural/digest.md': '# Digest\n- d\n',
      'agents/triage/memory/procedural/lessons.md': '# Lessons\n- l\n',
      'agents/triage/memory/procedural/zz-notes.md': '# Notes\n',
      'agents/triage/memory/log.md': Array.from({ length: 8 }, (_, i) => entry(i + 1, `task ${i + 1}`)).join(''),
    });
    const r = await run(['load', 'triage', '--json', '--root', root]);
    expect(r.code).toBe(0);
    const load = JSON.parse(r.out);
    expect(load.files.map((f: { kind: string; path: string }) => `${f.kind} ${f.path}`)).toEqual([
      'core agents/triage/memory/persona.md',
      'core agents/triage/memory/rules.md',
      'knowledge agents/triage/memory/procedural/digest.md',
      'lessons agents/triage/memory/procedural/lessons.md',
      'procedural agents/triage/memory/procedural/failures.md',
      'procedural agents/triage/memory/procedural/labeling-patterns.md',
      'procedural agents/triage/memory/procedural/zz-notes.md',
    ]);
    // last_n is 5 for triage: the five newest, newest first.
    expect(load.entries.map((e: { header: string }) => e.header)).toEqual(
      [8, 7, 6, 5, 4].map((d) => `2026-01-0${d}T00:00:00Z`),
    );

    // A budget that holds the files and two entries cuts the oldest of the five
    // (the budget counts every byte printed, block lines included).
    const oldest = load.entries.slice(2).reduce((n: number, e: { text: string }) => n + Buffer.byteLength(e.text), 0);
    const small = await run(['load', 'triage', '--json', '--budget', String(load.bytes - oldest), '--root', root]);
    const cut = JSON.parse(small.out);
    expect(cut.entries.map((e: { header: string }) => e.header)).toEqual([
      '2026-01-08T00:00:00Z',
      '2026-01-07T00:00:00Z',
    ]);
    expect(cut.entriesOmitted).toBe(3);
    expect(cut.bytes).toBeLessThanOrEqual(cut.budget);
  });

  it('truncates a core file that alone exceeds the budget and lists what was left out', async () => {
    const root = await store();
    await writeTree(root, { 'agents/triage/memory/persona.md': 'é line\n'.repeat(100) });
    const r = await run(['load', 'triage', '--budget', '100', '--root', root]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('=== core: agents/triage/memory/persona.md, truncated ===');
    expect(r.out).toContain('=== left out (budget 100 bytes) ===');
    expect(r.out).toContain('- agents/triage/memory/rules.md: over the budget');
  });

  it('refuses evva flags with an agent, and an unknown agent, with exit 2', async () => {
    const root = await store();
    expect((await run(['load', 'triage', '--project', '--root', root])).code).toBe(2);
    const r = await run(['load', 'triag', '--root', root]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('agent config not found: triag (did you mean "triage"?)');
  });
});

describe('memkeep status', () => {
  it('reports entries, limits and what the next gc would do, and changes nothing', async () => {
    const root = await store();
    const before = await listTree(root);
    const r = await run(['status', '--json', '--root', root]);
    expect(r.code).toBe(0);
    const { agents: statuses, totals } = JSON.parse(r.out);
    expect(totals.agents).toBe(statuses.length);
    const triage = statuses.find((s: { agent: string }) => s.agent === 'triage');
    const log = await readFile(join(root, 'agents/triage/memory/log.md'));
    expect(triage).toMatchObject({
      enabled: true,
      entries: 6,
      lastN: 5,
      bytes: log.length,
      tokens: Math.ceil(log.length / 4),
      compactAfter: 200000,
      overCompactAfter: false,
      next: { trim: 1, keep: 5, prune: 0, summary: 'analyse, trim 1 entry (keep 5)' },
    });
    expect(triage.layout.coreFiles).toEqual(['agents/triage/memory/persona.md', 'agents/triage/memory/rules.md']);
    const scratch = statuses.find((s: { agent: string }) => s.agent === 'scratchpad');
    expect(scratch.next.summary).toBe('nothing (memory not enabled)');
    expect(await listTree(root)).toEqual(before);

    const text = await run(['status', 'triage', '--root', root]);
    expect(text.out).toContain('  next gc:   analyse, trim 1 entry (keep 5)');
  });

  it('names the oldest prunable file', async () => {
    const root = await store();
    await writeTree(root, { 'agents/triage/memory/episodic/old.md': 'x\n' });
    const { utimes } = await import('node:fs/promises');
    const old = new Date(Date.now() - 30 * 86_400_000);
    await utimes(join(root, 'agents/triage/memory/episodic/old.md'), old, old);
    const r = await run(['status', 'triage', '--json', '--root', root]);
    const [triage] = JSON.parse(r.out).agents;
    expect(triage.oldestPrunable).toEqual({
      path: 'agents/triage/memory/episodic/old.md',
      type: 'episodic',
      age: '30d',
    });
    expect(triage.next.prune).toBe(1);
  });

  it("--chart: each agent's memory size over git history, as a Mermaid chart or as points in JSON", async () => {
    const root = await store();
    const plain = await run(['status', '--chart', '--root', root]);
    expect(plain.code).toBe(0);
    expect(plain.err).toContain('Warning: --chart: no git history to chart');
    expect(plain.out).not.toContain('```mermaid');

    await git(root, ['init', '-q', '-b', 'main']);
    await git(root, ['add', '-A']);
    await git(root, ['commit', '-q', '-m', 'store'], daysAgo(3));
    const log = join(root, 'agents/triage/memory/log.md');
    const grown = `${await readFile(log, 'utf8')}\n## 2026-01-10T00:00:00Z\n**Task:** more\n**Result:** ${'x'.repeat(500)}\n`;
    await commitFiles(root, { 'agents/triage/memory/log.md': grown }, daysAgo(1));
    const r = await run(['status', '--chart', '--root', root]);
    expect(r.code).toBe(0);
    const block = /```mermaid\n[\s\S]*?\n```/.exec(r.out)?.[0] ?? '';
    expect(block).toContain('xychart-beta');
    expect(block).toContain(`x-axis ["${daysAgo(3).toISOString().slice(0, 10)}", "HEAD"]`);
    expect(block).not.toContain('triage');
    expect(r.out).toMatch(/^- [a-z]+: `triage` \(/m);

    const json = JSON.parse((await run(['status', '--chart', '--json', '--root', root])).out);
    expect(json.chart.points).toHaveLength(2);
    const [first, last] = json.chart.points;
    const was = Number((await git(root, ['cat-file', '-s', 'HEAD~1:agents/triage/memory/log.md'])).trim());
    expect(last.sizes.triage - first.sizes.triage).toBe(Buffer.byteLength(grown) - was);
  });
});

describe('memkeep status over many agents', () => {
  it('planned a batch at a time: one JSON document, every agent once, one history pass and its warning once', async () => {
    // More agents than a batch (ops/status.ts), in a depth-1 clone whose history stops short of the retention window.
    const { url, seed } = await repoWithRemote();
    const files: Record<string, string> = {};
    for (let i = 0; i < 21; i++) {
      const name = `agent-${String(i).padStart(2, '0')}`;
      files[`agents/${name}.toml`] = '[memory]\nenabled = true\nlast_n = 1\nepisodic_max_age = "30d"\n';
      files[`memory/${name}.md`] = entry(1, 'one') + entry(2, 'two');
    }
    await commitFiles(seed, { 'memory/old.md': 'x\n' }, daysAgo(90));
    await commitFiles(seed, files, daysAgo(1));
    await git(seed, ['push', '-q', 'origin', 'main']);
    const root = await clone(url, 1);
    const r = await run(['status', '--json', '--root', root]);
    expect(r.code).toBe(0);
    const document = JSON.parse(r.out);
    expect(r.out).toBe(`${JSON.stringify(document, null, 2)}\n`);
    expect(document.agents.map((s: { agent: string }) => s.agent)).toEqual(
      Object.keys(files)
        .filter((f) => f.endsWith('.toml'))
        .map((f) => f.slice(7, -5)),
    );
    expect(document.totals).toMatchObject({ agents: 21, entries: 42, trim: 21 });
    expect(r.err.match(/shallow clone: history before/g)).toHaveLength(1);
    const text = await run(['status', '--root', root]);
    expect(text.out.match(/^agent-\d\d$/gm)).toHaveLength(21);
    expect(text.out).toMatch(/^Totals: 21 agents \(21 enabled\); 42 entries/m);
  });
});

describe('usage errors', () => {
  it('suggest the command, the option and exit 2', async () => {
    const root = await store();
    const cmd = await run(['stauts']);
    expect(cmd.code).toBe(2);
    expect(cmd.err).toContain('unknown command "stauts" (did you mean "status"?)');
    const flag = await run(['gc', '--al', '--root', root]);
    expect(flag.code).toBe(2);
    expect(flag.err).toMatch(/^Error: gc: unknown option --al \(did you mean "--all"\?\)\nusage: memkeep gc/);
    const value = await run(['log', 'triage', '--task']);
    expect(value.err).toContain('log: option --task needs a value');
    // gc's two argument errors exit 1: axe's contract (issue 25, item 12).
    const missing = await run(['gc', '--root', root]);
    expect(missing.code).toBe(1);
  });

  it('count one entry as "1 entry" in memkeep\'s own lines, and keep axe\'s lines word for word', async () => {
    const root = await store();
    await writeTree(root, {
      'agents/one.toml': '[memory]\nenabled = true\nlast_n = 1\n',
      'memory/one.md': entry(1, 'a') + entry(2, 'b') + entry(3, 'c'),
    });
    const trim = await run(['trim', 'one', '--keep', '2', '--root', root]);
    expect(trim.out).toMatch(/^Trimmed: older entries removed \(\d+ bytes\), 2 entries kept\.\n$/);
    expect((await run(['trim', 'one', '--keep', '1', '--dry-run', '--root', root])).out).toMatch(
      /\(1 entry, \d+ bytes\) and keep the last 1\./,
    );
    // axe prints "%d entries" whatever the number, and scripts match its lines.
    const gc = await run(['gc', 'one', '--analyzer', 'local', '--root', root]);
    expect(gc.out).toContain('Trimmed: 1 entries removed, 1 entries kept.');
    expect((await run(['trim', 'one', '--root', root])).out).toBe('No trimming needed: 1 entry within limit (1).\n');
  });
});
