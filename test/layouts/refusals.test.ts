/**
 * Refusals never block reading (issue 22): a trim memkeep will not make is
 * "needs attention" with its remedy, and the analysis, distil and load go
 * on; a log with no more entries than last_n needs no order at all; a
 * knowledge file is never trimmed by count; a declared order contradicted
 * by the dates at the cut is refused, not applied.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

/** A Squad-shaped history, ordered by git, in a directory that is no git repository: no order exists. */
function history(n: number): string {
  let text = '# Flight\n\n## Core Context\n\nRuns the CI.\n\n## Learnings\n\n';
  for (let i = 1; i <= n; i++) text += `### Learned thing ${i}\n\nDetail ${i}.\n\n`;
  return text;
}

async function squadStore(entries: number): Promise<{ root: string; log: string }> {
  const root = await tempDir();
  await writeTree(root, {
    'agents/flight.toml':
      '[memory]\nenabled = true\npreset = "squad"\npath = ".squad/agents/flight/history.md"\nlast_n = 3\n',
    '.squad/agents/flight/history.md': history(entries),
  });
  return { root, log: join(root, '.squad/agents/flight/history.md') };
}

describe('a log with no more entries than last_n needs no order', () => {
  it('is loaded, analysed and not trimmed, exit 0', async () => {
    const { root, log } = await squadStore(3);
    const before = await readFile(log);
    const gc = await run(['gc', 'flight', '--analyzer', 'local', '--root', root], root);
    expect(gc.err).not.toMatch(/Error|Needs attention/);
    expect(gc.code).toBe(0);
    expect(gc.out).toMatch(/Analyzer: local/);
    expect(gc.out).toMatch(/No trimming needed: 3 entries within limit \(3\)/);
    const load = await run(['load', 'flight', '--root', root], root);
    expect(load.code).toBe(0);
    expect(load.out).toContain('Learned thing 3');
    expect(load.out).toContain('Learned thing 1');
    expect(await readFile(log)).toEqual(before);
  });
});

describe('a refused trim needs attention and blocks nothing', () => {
  it('gc --all exits 0 with the remedy; --strict exits 1; the dry run and --json say the same; load still loads', async () => {
    const { root, log } = await squadStore(5);
    const before = await readFile(log);
    const dry = await run(['gc', '--all', '--dry-run', '--analyzer', 'local', '--root', root], root);
    expect(dry.code).toBe(0);
    expect(dry.out).toMatch(/Analyzer: local/);
    expect(dry.err).toMatch(
      /Warning: Needs attention: trim refused: cannot tell which entries .* are newest .*no git history.*add `order = "oldest-first" \(or "newest-first"[^`]*\)` to \[memory\] in agents\/flight\.toml/,
    );
    const real = await run(['gc', '--all', '--analyzer', 'local', '--root', root], root);
    expect(real.code).toBe(0);
    expect(real.err).toMatch(/Needs attention/);
    expect(await readFile(log)).toEqual(before);
    const strict = await run(['gc', '--all', '--strict', '--analyzer', 'local', '--root', root], root);
    expect(strict.code).toBe(1);
    const json = JSON.parse(
      (await run(['gc', '--all', '--dry-run', '--json', '--analyzer', 'local', '--root', root], root)).out,
    );
    expect(json.exitCode).toBe(0);
    expect(json.agents[0].status).toBe('done');
    expect(json.agents[0].trim.refused.remedy).toMatch(/^order = "oldest-first"/);
    expect(json.problems.join('\n')).toMatch(/flight: Needs attention/);
    const load = await run(['load', 'flight', '--root', root], root);
    expect(load.code).toBe(0);
    expect(load.out).toContain('Learned thing 5');
    expect(load.err).toMatch(/every entry is loaded in file order/);
    // Asked for a trim and nothing else, the refusal is the command's failure.
    const trim = await run(['trim', 'flight', '--root', root], root);
    expect(trim.code).toBe(1);
    expect(trim.err).toMatch(/add `order = "oldest-first"/);
    expect(await readFile(log)).toEqual(before);
  });

  it('a log prepended for a while, then appended, is never trimmed by its declared direction', async () => {
    // Newest first until 03-04, then the agent switched to appending: the newest are at both ends.
    const log =
      '# Journal\n\n## 2026-03-04 d\n\n## 2026-03-03 c\n\n## 2026-03-02 b\n\n## 2026-03-01 a\n\n' +
      '## 2026-03-05 e\n\n## 2026-03-06 f\n';
    const root = await tempDir();
    await writeTree(root, {
      'agents/j.toml': '[memory]\nenabled = true\npath = "journal.md"\npreset = "newest-first"\nlast_n = 3\n',
      'journal.md': log,
    });
    const gc = await run(['gc', 'j', '--analyzer', 'local', '--root', root], root);
    expect(gc.code).toBe(0);
    expect(gc.err).toMatch(/dates at the cut run the other way: the trim would drop "2026-03-06 f"/);
    expect(gc.err).toMatch(/add `order = "auto"`/);
    expect(await readFile(join(root, 'journal.md'), 'utf8')).toBe(log);
  });
});

describe('the remedies of a refused order never send people round in a circle', () => {
  it('an out-of-place entry in a log committed at once: "auto" refuses too, so the remedy says what else to do, and doing it trims', async () => {
    // Squad's shape: undated and dated entries, one dated later than its place, the whole file in one commit.
    const entries = [
      '### Old rule',
      '### Late (2026-07-15)',
      '### A (2026-03-10)',
      '### B (2026-03-11)',
      '### C (2026-03-12)',
    ];
    const history = (order: string[]) =>
      `# Flight\n\n## Core Context\n\nRuns the CI.\n\n## Learnings\n\n${order.map((h) => `${h}\n\nDetail.\n\n`).join('')}`;
    const root = await tempDir();
    const path = '.squad/agents/flight/history.md';
    const config = (order: string) =>
      `[memory]\nenabled = true\npreset = "squad"\npath = "${path}"\nlast_n = 3\norder = "${order}"\n`;
    await git(root, ['init', '-q', '-b', 'main']);
    await commitFiles(
      root,
      { 'agents/flight.toml': config('oldest-first'), [path]: history(entries) },
      daysAgo(1),
      'one commit',
    );
    const declared = await run(['gc', 'flight', '--dry-run', '--analyzer', 'local', '--root', root], root);
    expect(declared.err).toMatch(/the trim would drop "Late \(2026-07-15\)"/);
    expect(declared.err).toMatch(
      /add `order = "auto"` to \[memory\] in agents\/flight.toml if every heading is dated in one direction or each entry is in a commit of its own; otherwise move the entry it would drop to where its date puts it/,
    );
    // "auto" cannot order it (one heading undated, one commit): that refusal names a file order.
    await writeTree(root, { 'agents/flight.toml': config('auto') });
    const auto = await run(['gc', 'flight', '--dry-run', '--analyzer', 'local', '--root', root], root);
    expect(auto.err).toMatch(/cannot tell which entries .* are newest \(order = "auto"\)/);
    expect(auto.err).toMatch(/add `order = "oldest-first"/);
    // Back on the file order, with the entry moved where its date puts it: the trim goes through.
    await writeTree(root, {
      'agents/flight.toml': config('oldest-first'),
      [path]: history([
        '### Old rule',
        '### A (2026-03-10)',
        '### B (2026-03-11)',
        '### C (2026-03-12)',
        '### Late (2026-07-15)',
      ]),
    });
    const moved = await run(['gc', 'flight', '--analyzer', 'local', '--root', root], root);
    expect(moved.err).not.toMatch(/Needs attention/);
    expect(moved.code).toBe(0);
    const after = await readFile(join(root, path), 'utf8');
    expect(after).not.toContain('### A (2026-03-10)');
    expect(after).toContain('### Late (2026-07-15)');
  });
});

describe('knowledge files are never trimmed by count', () => {
  it.each([
    ['preset = "lessons"', 'tasks/lessons.md'],
    ['', 'notes/decisions.md'],
  ])('%s %s: analysed, not trimmed', async (preset, path) => {
    let text = '# Lessons\n\n';
    for (let i = 1; i <= 6; i++) text += `## Pattern: rule ${i}\n\nDo ${i}.\n\n`;
    const root = await tempDir();
    await writeTree(root, {
      'agents/k.toml': `[memory]\nenabled = true\npath = "${path}"\nlast_n = 2\n${preset}\n`,
      [path]: text,
    });
    const gc = await run(['gc', 'k', '--analyzer', 'local', '--root', root], root);
    expect(gc.code).toBe(0);
    expect(gc.out).toMatch(/Not trimmed by count: .* is a knowledge file/);
    expect(await readFile(join(root, path), 'utf8')).toBe(text);
    const off = await tempDir();
    await writeTree(off, {
      'agents/k.toml': `[memory]\nenabled = true\npath = "${path}"\nlast_n = 2\nknowledge = false\n`,
      [path]: text,
    });
    expect((await run(['trim', 'k', '--root', off], off)).code).toBe(0);
    expect(await readFile(join(off, path), 'utf8')).not.toBe(text);
  });
});

describe('what memkeep does not understand is said, with the line to add', () => {
  it('a log with bytes but no entries names the headings found and the entry_heading to use', async () => {
    const root = await tempDir();
    const log = '# Ops log\n\n## Runs\n\n### 2026-01-01 deploy\n\nok\n\n### 2026-01-02 deploy\n\nok\n';
    await writeTree(root, {
      'agents/o.toml': '[memory]\nenabled = true\npath = "ops.md"\nentry_heading = "####"\n',
      'ops.md': log,
    });
    const gc = await run(['gc', 'o', '--dry-run', '--analyzer', 'local', '--root', root], root);
    expect(gc.code).toBe(0);
    const status = await run(['status', '--root', root], root);
    for (const out of [gc.err, status.err])
      expect(out).toMatch(
        /ops\.md has \d+ bytes but no entries .*headings found: "# Ops log", "## Runs", "### 2026-01-01 deploy".*set entry_heading = "###" and entries_under = "Runs"/,
      );
  });

  it.each([
    ['.squad/agents/eecom/history.md', 'squad'],
    ['memory-bank/activeContext.md', 'cline'],
    ['.claude/agent-memory/reviewer/log.md', 'claude-code'],
  ])('%s without its preset is named, with the preset to add', async (path, preset) => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/x.toml': `[memory]\nenabled = true\npath = "${path}"\n`,
      [path]: '# Title\n\n## 2026-01-01 a\n\nbody\n',
    });
    const gc = await run(['gc', 'x', '--dry-run', '--analyzer', 'local', '--root', root], root);
    expect(gc.err).toMatch(new RegExp(`folder but \\[memory\\] sets no preset: .*add preset = "${preset}"`));
  });
});

describe('templates are structure, headings that mention one are entries', () => {
  it('a template heading and its placeholder are kept, "### Template contamination fix" is an entry', async () => {
    const { layoutFor } = await import('../../src/format/layout.js');
    const layout = layoutFor({ level: 3, entriesUnder: 'Learnings', structure: [], order: 'oldest-first' });
    const log = Buffer.from(
      '# H\n\n## Learnings\n\n### Template contamination fix (2026-05-01)\n\nx\n\n### Entry Template\n\n### [Date] - [Topic]\n\n### 2026-05-02 real\n\ny\n',
    );
    expect(layout.entries(log).map((e) => e.heading)).toEqual([
      'Template contamination fix (2026-05-01)',
      '2026-05-02 real',
    ]);
  });
});
