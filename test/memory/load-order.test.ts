/**
 * `load` honours typing and the index (issue 24, item 3): on Claude Code,
 * Cline and Squad memory of the shapes those tools write (fixtures written
 * here), with small budgets, every core file comes before anything else;
 * then the index and what it links in link order, knowledge, lessons,
 * procedural notes, the newest entries; each file once, labelled by its real
 * type, cut at item boundaries, and `--json` says what was left out and why.
 */
import { describe, expect, it } from 'vitest';
import type { LoadedFile } from '../../src/memory/agent-load.js';
import { cutItems } from '../../src/memory/load-items.js';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

type File = LoadedFile;
interface Load {
  bytes: number;
  budget: number;
  files: File[];
  entries: { header: string; text: string }[];
  entriesOmitted: number;
  omitted: { path: string; bytes: number; reason: string }[];
}

async function load(root: string, agent: string, budget?: number): Promise<Load> {
  const r = await run(['load', agent, '--json', ...(budget ? ['--budget', String(budget)] : [])], root);
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out) as Load;
}

// What the files cost of the budget: each text and its block line (`=== kind: path ===`).
const bytes = (files: File[]) =>
  files.reduce((n, f) => n + Buffer.byteLength(f.text) + Buffer.byteLength(`=== ${f.kind}: ${f.path} ===\n\n`), 0);

/** The kinds in load order, and that no file comes twice. */
function expectCoreFirst(l: Load, core: string[]): void {
  const paths = l.files.map((f) => f.path + (f.section ?? ''));
  expect(new Set(paths).size).toBe(paths.length);
  const firstOther = l.files.findIndex((f) => f.kind !== 'core' || f.index);
  const head = firstOther < 0 ? l.files : l.files.slice(0, firstOther);
  expect(head.map((f) => f.path)).toEqual(core);
}

const fm = (type: string, body: string) => `---\nname: n\ndescription: d\ntype: ${type}\n---\n\n${body}`;

async function claudeCode(): Promise<string> {
  const root = await tempDir();
  const dir = '.claude/agent-memory/reviewer';
  await writeTree(root, {
    'agents/reviewer.toml': `[memory]\nenabled = true\npreset = "claude-code"\nprocedural_dir = "${dir}"\nepisodic_dir = "${dir}"\n`,
    [`${dir}/MEMORY.md`]:
      '# Memory index\n\n- [Known state](known-state.md): where things stand\n- [History](known-state-history.md): how they got there\n- [Style](feedback_style.md): review style\n',
    [`${dir}/feedback_style.md`]: fm('feedback', '- Lead with the risk.\n- One comment per concern.\n'),
    [`${dir}/user_role.md`]: fm('user', '- Senior maintainer; prefers terse reviews.\n'),
    [`${dir}/project_release.md`]: fm('project', '- Release 2.3 freeze until Friday.\n'),
    [`${dir}/reference_api.md`]: fm('reference', '## API\n- GET /pulls\n- GET /reviews\n'),
    [`${dir}/known-state.md`]: '# Known state\n\n- CI green on main.\n- Two flaky tests quarantined.\n',
    [`${dir}/known-state-history.md`]: `# History\n\n${'- an older state of things, kept for the record\n'.repeat(12)}`,
  });
  return root;
}

describe('Claude Code agent memory', () => {
  it('core notes (feedback, user) first, then MEMORY.md and its links in link order; project notes are not loaded', async () => {
    const root = await claudeCode();
    const full = await load(root, 'reviewer');
    const d = '.claude/agent-memory/reviewer';
    // Reference notes hold durable gotchas: core, as feedback and user notes are (the claude-code preset).
    expectCoreFirst(full, [`${d}/feedback_style.md`, `${d}/reference_api.md`, `${d}/user_role.md`]);
    expect(
      full.files.map(
        (f) =>
          `${f.kind} ${f.path.slice(d.length + 1)}${f.index ? ' (index)' : ''}${f.linkedFrom ? ' <- MEMORY.md' : ''}`,
      ),
    ).toEqual([
      'core feedback_style.md',
      'core reference_api.md',
      'core user_role.md',
      'core MEMORY.md (index)',
      // Untyped notes of the folder are knowledge, never aged out: they come with the index, in its link order.
      'core known-state.md <- MEMORY.md',
      'core known-state-history.md <- MEMORY.md',
    ]);
    expect(full.omitted).toEqual([
      {
        path: `${d}/project_release.md`,
        bytes: 0,
        reason: 'episodic: short-lived, not loaded (the newest run-log entries stand for recent work)',
      },
    ]);

    // A small budget: the three core notes whole, then as much of the rest, in order, as fits.
    const core = full.files.slice(0, 3);
    const small = await load(root, 'reviewer', bytes(core) + 120);
    expectCoreFirst(small, [`${d}/feedback_style.md`, `${d}/reference_api.md`, `${d}/user_role.md`]);
    expect(small.files[3]).toMatchObject({ path: `${d}/MEMORY.md`, index: true });
    // The same order as the full load, with what did not fit left out.
    const order = full.files.map((f) => f.path);
    const positions = small.files.map((f) => order.indexOf(f.path));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(small.bytes).toBeLessThanOrEqual(small.budget);
    // The index, cut at a list item: whole lines only, and the omission says how many items.
    const index = small.files[3];
    expect(index.truncated).toBe(true);
    expect(index.text.endsWith('\n')).toBe(true);
    expect(small.omitted).toContainEqual(
      expect.objectContaining({
        path: `${d}/MEMORY.md`,
        reason: expect.stringMatching(/^over the budget: \d of 4 items loaded/),
      }),
    );
    expect(small.omitted.map((o) => o.path)).toContain(`${d}/known-state-history.md`);
  });
  it('an index named in core_files (as init writes it) comes first: typed notes never crowd it out', async () => {
    const root = await claudeCode();
    const d = '.claude/agent-memory/reviewer';
    await writeTree(root, {
      'agents/reviewer.toml': `[memory]\nenabled = true\npreset = "claude-code"\ncore_files = ["${d}/MEMORY.md"]\nprocedural_dir = "${d}"\nepisodic_dir = "${d}"\n`,
      [`${d}/feedback_long.md`]: fm('feedback', '- a rule the reviewer follows, long enough to matter\n'.repeat(40)),
    });
    const full = await load(root, 'reviewer');
    expect(full.files[0]).toMatchObject({ path: `${d}/MEMORY.md`, index: true, kind: 'core' });
    // Its links still follow the core notes, each file once.
    expect(full.files.map((f) => f.path.slice(d.length + 1))).toEqual([
      'MEMORY.md',
      'feedback_long.md',
      'feedback_style.md',
      'reference_api.md',
      'user_role.md',
      'known-state.md',
      'known-state-history.md',
    ]);
    // A budget the typed notes alone would fill: the index is loaded whole, the notes after it are cut.
    const small = await load(root, 'reviewer', bytes(full.files.slice(0, 1)) + 200);
    expect(small.files[0]).toMatchObject({ path: `${d}/MEMORY.md`, truncated: false });
    expect(small.omitted.map((o) => o.path)).not.toContain(`${d}/MEMORY.md`);
  });
});

describe('a Cline memory bank', () => {
  const bank = {
    'agents/cline.toml':
      '[memory]\nenabled = true\npreset = "cline"\npath = "memory-bank/activeContext.md"\nprocedural_dir = "memory-bank"\n',
    'memory-bank/.cursor/rules/style.md': `# Style rules\n${'- keep functions short and named for what they do\n'.repeat(20)}`,
    'memory-bank/activeContext.md':
      '# Active Context\n\n## Current Work Focus\n- the importer\n\n## 2026-03-02\n- fixed the parser\n\n## 2026-03-01\n- started the importer\n',
    'memory-bank/notes/ideas.md': '# Ideas\n- a faster index\n',
    'memory-bank/productContext.md': '# Product\n- an importer for ledgers\n',
    'memory-bank/progress.md': '# Progress\n- parser done\n',
    'memory-bank/projectbrief.md': '# Brief\n- import ledgers from banks\n',
    'memory-bank/systemPatterns.md': '# Patterns\n- pipeline of small steps\n',
    'memory-bank/techContext.md': '# Tech\n- TypeScript, Node 22\n',
  };
  const core = [
    'projectbrief.md',
    'productContext.md',
    'systemPatterns.md',
    'techContext.md',
    'activeContext.md',
    'progress.md',
    '.cursor/rules/style.md',
  ].map((f) => `memory-bank/${f}`);

  it('the six core files in Cline reading order, then its .cursor rules; activeContext.md once', async () => {
    const root = await tempDir();
    await writeTree(root, bank);
    const full = await load(root, 'cline');
    expectCoreFirst(full, core);
    // A bank document beyond the core files is knowledge (never aged out), loaded after them.
    expect(full.files.at(-1)).toMatchObject({ kind: 'knowledge', path: 'memory-bank/notes/ideas.md' });
    // The run log is a core file here: its entries are not loaded a second time.
    expect(full.entries).toEqual([]);
    expect(full.files.filter((f) => f.text.includes('fixed the parser'))).toHaveLength(1);

    // A budget too small for the .cursor rules: the six core files whole, the rules cut at a list item, nothing after.
    const six = bytes(full.files.slice(0, 6));
    const small = await load(root, 'cline', six + 200);
    expect(small.files.slice(0, 6).map((f) => f.truncated)).toEqual(Array(6).fill(false));
    expect(small.files[6]).toMatchObject({ kind: 'core', path: core[6], truncated: true });
    expect(small.files[6].text).toMatch(/^# Style rules\n(- keep functions short and named for what they do\n)+$/);
    expect(small.omitted).toContainEqual(
      expect.objectContaining({
        path: core[6],
        reason: expect.stringMatching(/^over the budget: \d+ of 21 items loaded/),
      }),
    );
    expect(small.bytes).toBeLessThanOrEqual(small.budget);
  });
});

describe('a Squad agent', () => {
  it('history.md: Core Context as knowledge, cut at its ### items, before the newest Learnings entries', async () => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    const history = [
      '# Lead — history',
      '',
      '## Core Context',
      '',
      '### Team conventions',
      '- squash merges; PR titles in the imperative',
      '',
      '### Release process',
      `${'- tag, then publish the notes from the milestone\n'.repeat(4)}`,
      '## Learnings',
      '',
      '### 2026-03-01: parser',
      '- the parser needs the header row',
      '',
      '### 2026-03-02: importer',
      '- the importer retries twice',
      '',
    ].join('\n');
    // Squad orders entries by when git says each was written: the newer one a day later.
    const newer = '### 2026-03-02: importer\n- the importer retries twice\n';
    await commitFiles(
      root,
      {
        'agents/lead.toml': '[memory]\nenabled = true\npreset = "squad"\npath = ".squad/agents/lead/history.md"\n',
        '.squad/agents/lead/history.md': history.replace(newer, ''),
        'memory/lead/procedural/lessons.md': '# Lessons\n\n## Retry the importer\n- twice, then stop\n',
      },
      daysAgo(3),
    );
    await commitFiles(root, { '.squad/agents/lead/history.md': history }, daysAgo(2));
    const full = await load(root, 'lead');
    expect(full.files.map((f) => `${f.kind} ${f.path}${f.section ? ` ## ${f.section}` : ''}`)).toEqual([
      'knowledge .squad/agents/lead/history.md ## Core Context',
      'lessons memory/lead/procedural/lessons.md',
    ]);
    expect(full.entries.map((e) => e.header)).toEqual(['2026-03-02: importer', '2026-03-01: parser']);

    // Room for the first knowledge item only: it is loaded whole, the second left out, and no entry before knowledge.
    const first = full.files[0].text.indexOf('### Release process');
    const line = Buffer.byteLength(`=== ${full.files[0].kind}: ${full.files[0].path} ===\n\n`);
    const small = await load(root, 'lead', line + Buffer.byteLength(full.files[0].text.slice(0, first)) + 10);
    expect(small.files).toHaveLength(1);
    expect(small.files[0].text).toContain('### Team conventions');
    expect(small.files[0].text).not.toContain('### Release process');
    expect(small.files[0].items).toEqual({ loaded: 1, total: 2 });
    expect(small.entries).toEqual([]);
    expect(small.omitted).toContainEqual(
      expect.objectContaining({
        path: '.squad/agents/lead/history.md (## Core Context)',
        reason: 'over the budget: 1 of 2 items loaded, the rest left out',
      }),
    );
  });
});

describe('a Squad log too big to read whole', () => {
  it('still loads its Core Context whole when it fits, else cut at an item, never inside one', async () => {
    const root = await tempDir();
    const items = Array.from({ length: 40 }, (_, i) => `### Item ${i}\n- ${'knowledge '.repeat(12)}${i}\n`).join('\n');
    const entry = (i: number) =>
      `### 2026-02-${String(1 + (i % 28)).padStart(2, '0')}: run ${i}\n${'- learned a thing about the importer\n'.repeat(45)}\n`;
    // Over the default budget and the margin read past it (25 KiB + 64 KiB): load reads only a head.
    const history = `# Lead\n\n## Core Context\n\n${items}\n## Learnings\n\n${Array.from({ length: 60 }, (_, i) => entry(i)).join('')}`;
    expect(Buffer.byteLength(history)).toBeGreaterThan(100 * 1024);
    await writeTree(root, {
      'agents/lead.toml': '[memory]\nenabled = true\npreset = "squad"\norder = "oldest-first"\npath = "history.md"\n',
      'history.md': history,
    });
    const full = await load(root, 'lead');
    expect(full.files[0]).toMatchObject({ kind: 'knowledge', section: 'Core Context', truncated: false });
    expect(full.files[0].text.trim()).toBe(items.trim());
    const small = await load(root, 'lead', 3000);
    const cut = small.files[0];
    expect(cut.items!.loaded).toBeGreaterThan(0);
    expect(cut.text.endsWith(`${'knowledge '.repeat(12)}${cut.items!.loaded - 1}\n\n`)).toBe(true);
  });

  it('a digest.md too big to read whole is cut at an item, not left out whole', async () => {
    const root = await tempDir();
    const item = (i: number) => `## Item ${i}\n- ${'knowledge '.repeat(40)}${i}\n_Evidence: 2026-01-01_\n`;
    const digest = `# Knowledge\n\n${Array.from({ length: 300 }, (_, i) => item(i)).join('\n')}`;
    expect(Buffer.byteLength(digest)).toBeGreaterThan(100 * 1024);
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\n',
      'memory/a/procedural/digest.md': digest,
    });
    const { files } = await load(root, 'a');
    expect(files[0]).toMatchObject({ kind: 'knowledge', path: 'memory/a/procedural/digest.md', truncated: true });
    expect(files[0].items!.loaded).toBeGreaterThan(10);
    expect(files[0].text.endsWith('_Evidence: 2026-01-01_\n\n')).toBe(true);
  });
});

describe('core files bigger than the budget', () => {
  it('leave the knowledge room: its items still load, cut at an item, and the core file is cut instead', async () => {
    const root = await tempDir();
    const section = (i: number) => `## Rule ${i}\n${'- always review the migration plan first\n'.repeat(20)}\n`;
    const core = `# Team rules\n\n${Array.from({ length: 60 }, (_, i) => section(i)).join('')}`;
    const item = (i: number) =>
      `## Item ${i}\n- **Fix:** pin Node to ${20 + i} in \`deploy.yml\`.\n_Evidence: 2026-01-0${1 + (i % 9)}_\n`;
    const digest = `# Knowledge\n\n${Array.from({ length: 20 }, (_, i) => item(i)).join('\n')}`;
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\ncore_files = ["memory/a/RULES.md"]\n',
      'memory/a/RULES.md': core,
      'memory/a/procedural/digest.md': digest,
    });
    expect(Buffer.byteLength(core)).toBeGreaterThan(8000 * 4);
    const l = await load(root, 'a', 8000);
    expect(l.files.map((f) => f.kind)).toEqual(['core', 'knowledge']);
    expect(l.files[0].truncated).toBe(true);
    const knowledge = l.files[1];
    expect(knowledge.items!.loaded).toBeGreaterThan(0);
    expect(knowledge.text.startsWith('# Knowledge\n\n## Item 0\n')).toBe(true);
    expect(l.bytes).toBeLessThanOrEqual(8000);
  });
});

describe('cutItems', () => {
  it('cuts before a heading or list item, never inside one, and not at a heading inside a code fence', () => {
    const text = '# T\n- a\n- b\n```\n- not an item\n## nor this\n```\n- c\n';
    // '- b' runs to '- c': the fenced lines are its body.
    expect(cutItems(text, 40, 'blocks')).toEqual({ text: '# T\n- a\n', items: 2, total: 4 });
    expect(cutItems(text, text.length, 'blocks')).toEqual({ text, items: 4, total: 4 });
    expect(cutItems(text, 3, 'blocks')).toEqual({ text: '', items: 0, total: 4 });
    expect(cutItems('pre\n## A\nx\n## B\ny\n', 11, 'sections')).toEqual({ text: 'pre\n## A\nx\n', items: 2, total: 3 });
  });
});
