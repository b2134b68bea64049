/**
 * The review's chart: memory sizes from a real repository's history (real
 * commit dates), with bounded git work, and drawn so that nothing from
 * memory (an agent's name) is inside the Mermaid block.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Git } from '../../src/git/git.js';
import { HISTORY_SAMPLES, sizeHistory, sizesAt } from '../../src/git/size-history.js';
import { renderChart } from '../../src/render/chart.js';
import { commitFiles, daysAgo, repoWithRemote } from '../helpers/git.js';

const HOSTILE = 'x`]"<img src=y onerror=z>\n```\n%%{init}%% #12 @team';

/** Lines a Mermaid block of ours may hold: nothing else, and no name. */
const GRAMMAR = [
  /^```mermaid$/,
  /^%%\{init: \{"themeVariables": \{"xyChart": \{"plotColorPalette": "[a-z]+(, [a-z]+)*"\}\}\}\}%%$/,
  /^xychart-beta$/,
  /^ {2}title "Memory size \((bytes|KiB|MiB)\)"$/,
  /^ {2}x-axis \["(\d{4}-\d{2}-\d{2}|before|now|after|after \(planned\))"(, "(\d{4}-\d{2}-\d{2}|before|now|after|after \(planned\))")*\]$/,
  /^ {2}y-axis "(bytes|KiB|MiB)" 0 --> [\d.]+$/,
  /^ {2}line \[[\d.]+(, [\d.]+)*\]$/,
  /^```$/,
];

function mermaid(doc: string): string[] {
  const m = /```mermaid\n[\s\S]*?\n```/.exec(doc);
  expect(m).not.toBeNull();
  return m![0].split('\n');
}

describe('sizeHistory', () => {
  it('samples at most HISTORY_SAMPLES commits, one a day, reads at most maxCommits, and measures each agent', async () => {
    const { seed } = await repoWithRemote();
    // 40 days of history: a grows by 100 bytes a day, b by 10; an unrelated file changes too.
    for (let d = 40; d >= 1; d--) {
      const n = 41 - d;
      await commitFiles(
        seed,
        { 'memory/a.md': 'a'.repeat(100 * n), 'memory/b/procedural/digest.md': 'b'.repeat(10 * n), 'src/x.ts': `${n}` },
        daysAgo(d),
      );
    }
    // Two commits the same day count once.
    await commitFiles(seed, { 'memory/a.md': 'a'.repeat(5000) }, daysAgo(0.5));
    await commitFiles(seed, { 'memory/a.md': 'a'.repeat(5001) }, daysAgo(0.4));
    const groups = [
      { name: 'a', paths: [join(seed, 'memory/a.md'), join(seed, 'memory/a')] },
      { name: 'b', paths: [join(seed, 'memory/b.md'), join(seed, 'memory/b')] },
    ];
    const g = new Git(seed);
    const h = await sizeHistory(g, seed, groups, 'HEAD', join(seed, 'memory'));
    expect(h.points).toHaveLength(HISTORY_SAMPLES);
    expect(h.treesRead).toBe(HISTORY_SAMPLES);
    expect(h.commitsRead).toBe(42);
    // Oldest first, the first commit included, the tip last.
    expect(h.points[0].sizes).toEqual({ a: 100, b: 10 });
    expect(h.points.at(-1)!.sizes).toEqual({ a: 5001, b: 400 });
    const times = h.points.map((p) => p.time);
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    const days = h.points.slice(0, -1).map((p) => new Date(p.time * 1000).toISOString().slice(0, 10));
    expect(new Set(days).size).toBe(days.length);

    const bounded = await sizeHistory(g, seed, groups, 'HEAD', join(seed, 'memory'), { samples: 5, maxCommits: 10 });
    expect(bounded.commitsRead).toBe(10);
    expect(bounded.capped).toBe(true);
    expect(h.capped).toBe(false);
    expect(renderChart({ ...bounded, after: undefined })).toContain(
      '(4 of the last 10 commits of the memory files sampled',
    );
    expect(bounded.points).toHaveLength(5);
    expect(await sizesAt(g, seed, groups, 'HEAD~2', join(seed, 'memory'))).toEqual({ a: 4000, b: 400 });

    // A clone with no history still has its tip.
    const one = await sizeHistory(g, seed, groups, 'HEAD', join(seed, 'memory'), { samples: 1 });
    expect(one.points).toHaveLength(1);
  });
});

describe('renderChart', () => {
  const chart = {
    points: [
      { time: Date.parse('2026-01-01T00:00:00Z') / 1000, sizes: { [HOSTILE]: 100, b: 50 } },
      { time: Date.parse('2026-02-01T00:00:00Z') / 1000, sizes: { [HOSTILE]: 300, b: 60 } },
    ],
    after: { [HOSTILE]: 120, b: 60 },
    commitsRead: 9,
  };

  it('keeps every name out of the Mermaid block, and names them inertly in the legend', () => {
    const doc = renderChart(chart);
    const block = mermaid(doc);
    for (const line of block)
      expect(
        GRAMMAR.some((re) => re.test(line)),
        line,
      ).toBe(true);
    expect(block).toContain('  x-axis ["2026-01-01", "before", "after"]');
    expect(block).toContain('  line [150, 360, 180]');
    expect(block).toContain('  line [100, 300, 120]');
    // Only one fenced block (no other line opens or closes a fence), and the name is a one-line code span in the legend.
    expect(doc.split('\n').filter((l) => /^ {0,3}(`{3,}|~{3,})/.test(l))).toEqual(['```mermaid', '```']);
    const legend = doc.slice(doc.indexOf('\n```\n') + 5);
    expect(legend).toMatch(
      /^- blue: (`{4})x`\]"<img src=y onerror=z> ``` %%\{init\}%% #12 @team\1 \(300 bytes → 120 bytes\)$/m,
    );
    expect(legend).toContain("- black: the store's total, all 2 agents (360 bytes → 180 bytes)");
  });

  it('draws the largest agents and counts the rest in the total', () => {
    const sizes = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`agent-${i}`, (i + 1) * 4096]));
    const doc = renderChart({ points: [{ time: 0, sizes }] }, { last: 'now' });
    const block = mermaid(doc);
    expect(block.filter((l) => l.startsWith('  line ['))).toHaveLength(6);
    expect(block).toContain('  title "Memory size (KiB)"');
    expect(block).toContain('  line [180]');
    expect(block).toContain('  x-axis ["now"]');
    expect(doc).toContain('the other 4 agents are in the total');
    expect(doc).toContain('`agent-8`');
    expect(doc).not.toContain('`agent-3`');
    for (const line of block)
      expect(
        GRAMMAR.some((re) => re.test(line)),
        line,
      ).toBe(true);
  });

  it('draws nothing without points', () => {
    expect(renderChart({ points: [] })).toBe('');
  });
});
