/**
 * Long work is not silent (issue 24, item 2): a counter on stderr for the
 * multi-agent commands, a closing totals line, `totals` in every `--json`
 * equal to the sum of its agents, and `status --summary` as one table.
 * In process (src/cli/dispatch.ts) over real temp dirs.
 */
import { stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/dispatch.js';
import type { Io } from '../../src/cli/io.js';
import { lock } from '../../src/fs/lock.js';
import { log } from '../helpers/runlog.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

interface Ran {
  code: number;
  out: string;
  err: string;
  /** Every write, in order, with its stream. */
  writes: ['out' | 'err', string][];
}

async function run(argv: string[], cwd: string, errIsTTY = false): Promise<Ran> {
  const r: Ran = { code: 0, out: '', err: '', writes: [] };
  const io: Io = {
    out: (t) => {
      r.out += t;
      r.writes.push(['out', t]);
    },
    err: (t) => {
      r.err += t;
      r.writes.push(['err', t]);
    },
    readStdin: async () => Buffer.alloc(0),
    cwd,
    env: {},
    errIsTTY,
  };
  r.code = await runCli(argv, io);
  return r;
}

const DAY = 86_400_000;
const name = (i: number) => `agent-${String(i).padStart(3, '0')}`;

/**
 * `n` enabled agents, agent i with 5 + i % 7 entries and last_n 5, and one
 * episodic note 30 days old for every third agent.
 */
async function fleet(n: number): Promise<string> {
  const root = await tempDir();
  const files: Record<string, string> = {};
  for (let i = 0; i < n; i++) {
    files[`agents/${name(i)}.toml`] = '[memory]\nenabled = true\nlast_n = 5\n';
    files[`memory/${name(i)}.md`] = log(5 + (i % 7));
    if (i % 3 === 0) files[`memory/${name(i)}/episodic/old.md`] = `# old note of ${name(i)}\n`;
  }
  await writeTree(root, files);
  const old = new Date(Date.now() - 30 * DAY);
  for (let i = 0; i < n; i += 3) await utimes(join(root, `memory/${name(i)}/episodic/old.md`), old, old);
  return root;
}

async function logBytes(root: string, n: number): Promise<number> {
  let bytes = 0;
  for (let i = 0; i < n; i++) bytes += (await stat(join(root, `memory/${name(i)}.md`))).size;
  return bytes;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('--json totals are the sums of the agents', () => {
  it('gc --all --dry-run: entries removed, bytes before and after, agents done', async () => {
    const n = 21;
    const root = await fleet(n);
    const r = await run(['gc', '--all', '--dry-run', '--analyzer', 'local', '--json'], root);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out);
    const expectedRemoved = sum(Array.from({ length: n }, (_, i) => i % 7));
    expect(sum(doc.agents.map((a: { trim: { removed: number } }) => a.trim.removed))).toBe(expectedRemoved);
    expect(doc.totals).toMatchObject({
      agents: n,
      done: n,
      failed: 0,
      refused: 0,
      entriesRemoved: expectedRemoved,
      filesPruned: 0,
      bytesBefore: await logBytes(root, n),
    });
    for (const key of ['entriesRemoved', 'filesPruned', 'bytesRemoved', 'bytesBefore', 'bytesAfter'] as const)
      expect(doc.totals[key]).toBe(sum(doc.agents.map((a: { tally: Record<string, number> }) => a.tally[key])));
    expect(doc.totals.bytesAfter).toBe(doc.totals.bytesBefore - doc.totals.bytesRemoved);
  });

  it('prune --json: files pruned and their bytes, the same as the files listed', async () => {
    const n = 12;
    const root = await fleet(n);
    const r = await run(['prune', '--json'], root);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out);
    expect(doc.pruned).toHaveLength(4);
    expect(doc.totals.filesPruned).toBe(4);
    expect(doc.totals.bytesRemoved).toBe(sum(doc.pruned.map((p: { bytes: number }) => p.bytes)));
    expect(doc.totals.filesPruned).toBe(
      sum(doc.agents.map((a: { tally: { filesPruned: number } }) => a.tally.filesPruned)),
    );
  });

  it('status --json: { agents, totals }, the totals the sums of the rows', async () => {
    const n = 9;
    const root = await fleet(n);
    const r = await run(['status', '--json'], root);
    const { agents, totals } = JSON.parse(r.out);
    expect(agents).toHaveLength(n);
    expect(totals).toEqual({
      agents: n,
      enabled: n,
      entries: sum(agents.map((a: { entries: number }) => a.entries)),
      bytes: await logBytes(root, n),
      tokens: sum(agents.map((a: { tokens: number }) => a.tokens)),
      trim: sum(Array.from({ length: n }, (_, i) => i % 7)),
      prune: 3,
      kept: 0,
    });
  });
});

describe('the closing totals line', () => {
  it('gc --all ends with it; a real run says what it did', async () => {
    const root = await fleet(7);
    const dry = await run(['gc', '--all', '--dry-run', '--analyzer', 'local'], root);
    const lines = dry.out.trimEnd().split('\n');
    expect(lines.at(-1)).toMatch(
      /^Totals: 7 agents \(7 done, 0 refused, 0 failed\); 21 entries would be removed, 0 files would be pruned; [\d.]+ (bytes|KiB) would become [\d.]+ (bytes|KiB)\.$/,
    );
    const real = await run(['gc', '--all', '--analyzer', 'local'], root);
    expect(real.out.trimEnd().split('\n').at(-1)).toMatch(
      /^Totals: 7 agents \(7 done, 0 refused, 0 failed\); 21 entries removed, 0 files pruned; .* became .*\.$/,
    );
  });

  it('trim --all: each agent, a locked log counted as refused, then the totals', async () => {
    const root = await fleet(4);
    await lock(join(root, `memory/${name(3)}.md`));
    const r = await run(['trim', '--all'], root);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`=== TRIM: ${name(1)} ===\nTrimmed: older entries removed (63 bytes), 5 entries kept.`);
    expect(r.out).toContain(`=== TRIM: ${name(3)} ===\nTrim skipped: memory/${name(3)}.md is locked.`);
    // Agents 1 and 2 drop 1 and 2 entries; the locked agent 3 none.
    expect(r.out.trimEnd().split('\n').at(-1)).toMatch(
      /^Totals: 4 agents \(4 done, 1 refused, 0 failed\); 3 entries removed, 0 files pruned;/,
    );
    const dry = await run(['trim', '--all', '--dry-run'], root);
    expect(dry.out.trimEnd().split('\n').at(-1)).toMatch(
      /^Totals: 4 agents \(4 done, 1 refused, 0 failed\); 0 entries would be removed/,
    );
    const both = await run(['trim', '--all', name(1)], root);
    expect(both.code).toBe(2);
    expect(both.err).toBe('cannot specify both --all and an agent name\n');
  });

  it('prune and status end with theirs', async () => {
    const root = await fleet(6);
    const prune = await run(['prune', '--dry-run'], root);
    expect(prune.out.trimEnd().split('\n').at(-1)).toMatch(
      /^Totals: 6 agents \(6 done, 0 refused, 0 failed\); 0 entries would be removed, 2 files would be pruned;/,
    );
    const status = await run(['status'], root);
    expect(status.out.trimEnd().split('\n').at(-1)).toMatch(
      /^Totals: 6 agents \(6 enabled\); 45 entries, .*; the next gc would trim 15 entries; the next prune would remove 2 files\.$/,
    );
  });
});

describe('status --summary', () => {
  it('is one table: a header, a row an agent, a totals row', async () => {
    const root = await fleet(3);
    await writeTree(root, { 'agents/off.toml': '[memory]\nenabled = false\n' });
    const r = await run(['status', '--summary'], root);
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^agent\s+enabled\s+entries\s+limit\s+size\s+tokens\s+trim\s+prune$/);
    expect(lines[1]).toMatch(/^-+( +-+){7}$/);
    expect(lines[2]).toMatch(new RegExp(`^${name(0)}\\s+yes\\s+5\\s+last_n 5\\s+\\d+ bytes\\s+\\d+\\s+0\\s+1$`));
    expect(lines[5]).toMatch(/^off\s+no\s+0\s+no limit\s+0 bytes\s+0\s+0\s+0$/);
    expect(lines.at(-1)).toMatch(/^total \(4\)\s+3\s+18\s+\S+ (bytes|KiB)\s+\d+\s+3\s+1$/);
    expect(lines).toHaveLength(8);
  });
});

describe('the progress counter', () => {
  it('--progress: [n/total] lines on stderr from the first config read, none on stdout', async () => {
    const n = 120;
    const root = await fleet(n);
    const r = await run(['gc', '--all', '--dry-run', '--analyzer', 'local', '--progress'], root);
    expect(r.code).toBe(0);
    // The first thing the run writes: the first agent's config, before any of the report.
    expect(r.writes[0]).toEqual(['err', `[1/${n}] ${name(0)} (config)\n`]);
    for (const phase of ['config', 'read', 'trim', 'analyse', 'distil'])
      expect(r.err).toContain(`[${n}/${n}] ${name(n - 1)} (${phase})\n`);
    expect(r.out).not.toMatch(/\[\d+\/\d+\]/);
    // gc works in batches and reports each batch as it ends: no counter line about an agent follows its report.
    for (let i = 0; i < n; i++) {
      const reported = r.writes.findIndex(([s, t]) => s === 'out' && t.includes(`Agent: ${name(i)}\n`));
      const lastCounter = r.writes.findLastIndex(([s, t]) => s === 'err' && t.includes(`] ${name(i)} (`));
      expect(reported).toBeGreaterThan(lastCounter);
    }
  });

  it('on a terminal: one line rewritten in place, cleared before the report; nothing without a terminal or the flag', async () => {
    const root = await fleet(5);
    const tty = await run(['prune', '--dry-run'], root, true);
    const counter = tty.writes.filter(([s, t]) => s === 'err' && t.startsWith('\r'));
    expect(counter[0]).toEqual(['err', `\r\x1b[K[1/5] ${name(0)} (config)`]);
    expect(counter.at(-1)).toEqual(['err', '\r\x1b[K']);
    const firstOut = tty.writes.findIndex(([s]) => s === 'out');
    expect(tty.writes.indexOf(counter.at(-1)!)).toBeLessThan(firstOut);
    const status = await run(['status'], root, true);
    expect(status.err).toContain(`\r\x1b[K[5/5] ${name(4)} (prune)`);

    const quiet = await run(['prune', '--dry-run'], root);
    expect(quiet.err).toBe('');
  });
});
