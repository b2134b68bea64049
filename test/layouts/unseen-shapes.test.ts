/**
 * Shapes of agent memory found in public repositories that the other layout
 * tests do not cover, written here in those shapes (never copied), each
 * end to end in a real git repository: init, gc with last_n = 2, load.
 *
 * Logs init rightly proposes: the trim keeps the two newest entries and
 * every other byte (templates, fixed sections, separators, the archive
 * list). Files init rightly leaves alone (instructions, transcripts,
 * memories a tool appends as bullets, files it does not read): no config,
 * not one byte changed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { initBesideRunLog, initTrimLoad } from '../helpers/shape-run.js';
import { tempDir } from '../helpers/tmp.js';

const day = (i: number) => `2025-06-0${i}`;
const each = (ids: number[], f: (i: number) => string) => ids.map(f).join('');

interface Log {
  path: string;
  /** The file holding the entries `ids` (file order). */
  render: (ids: number[]) => string;
  all: number[];
  kept: number[];
  /** Lines the proposed config holds. */
  config: string[];
}

const LOGS: Record<string, Log> = {
  'a harness progress log: `### Session <ISO time>` entries after a fenced format section': {
    path: '.agent/harness/progress.md',
    render: (ids) =>
      `# Agent progress log\n\nAppend a summary at the end of each session.\n\n## Format\n\`\`\`markdown\n### Session [ISO Timestamp]\n**Agent**: [Model]\n\`\`\`\n\n---\n\n${each(ids, (i) => `### Session ${day(i)}T10:00:00Z\n**Agent**: model\n**Result**: step ${i}\n\n`)}`,
    all: [1, 2, 3, 4],
    kept: [3, 4],
    config: ['entry_heading = "###"'],
  },
  'a progress log whose first dated heading is its template (`## YYYY-MM-DD`)': {
    path: 'kit/progress.md',
    render: (ids) =>
      `# Progress log (append-only)\n\nRules:\n- Never edit an entry.\n\n---\n\n## YYYY-MM-DD\n- **Completed:** [What got done]\n\n${each(ids, (i) => `## ${day(i)}\n- **Completed:** piece ${i}\n\n`)}`,
    all: [1, 2, 3, 4],
    kept: [3, 4],
    config: ['entries = "dated"'],
  },
  'an agent log whose template heading is a bracketed placeholder, after a comment': {
    path: 'agent-log.md',
    render: (ids) =>
      `# Agent log\n\nOldest first.\n\n---\n\n<!-- Add new sessions below, following the template -->\n\n## [YYYY-MM-DD HH:MM TZ] Session Title\n\n**Agent**: [Model]\n\n${each(ids, (i) => `## [${day(i)} 10:00 UTC] Session ${i}\n\n**Agent**: model\n\n`)}`,
    all: [1, 2, 3, 4],
    kept: [3, 4],
    config: ['entries = "dated"'],
  },
  'newest-first numbered sessions above a how-to section': {
    path: 'agent_tasks/.agent/PROGRESS.md',
    render: (ids) =>
      `# Progress log\n\nMost recent session at top.\n\n---\n\n${each([...ids].reverse(), (i) => `## Session #${i} - ${day(i)}\n\n### Summary\nDid ${i}.\n\n---\n\n`)}## How to Use This File\n\n### Session Entry Format\nCopy the block above.\n`,
    all: [1, 2, 3, 4],
    kept: [3, 4],
    config: ['order = "newest-first"', 'entries = "dated"'],
  },
  'a journal of `## <day>` entries with `### HH:MM` parts': {
    path: 'journal.md',
    render: (ids) =>
      `# Journal\n\n${each(ids, (i) => `## ${day(i)}\n\n### 09:1${i}\n\nStarted ${i}.\n\n### 14:3${i}\n\nFinished ${i}.\n\n`)}`,
    all: [1, 2, 3, 4],
    kept: [3, 4],
    config: [],
  },
  'a long-task harness: sessions under `## Session Log`, state sections above, a template comment after': {
    path: '.long-task-harness/long-task-progress.md',
    render: (ids) =>
      `# Harness progress log\n\n## Project Overview\n\n### Key Decisions\n\n- **[D1]** One folder for all files\n\n---\n\n## Current State\n\n### Blocked On\n- N/A\n\n---\n\n## Session Log\n\n${each(ids, (i) => `### Session ${i} | ${day(i)} | Commits: a${i}..b${i}\n\n#### Decisions\n- **[D${i + 1}]** choice ${i}\n\n---\n\n`)}<!--\nSESSION TEMPLATE\n\n### Session N | YYYY-MM-DD | Commits: abc..def\n-->\n`,
    all: [1, 2, 3, 4],
    kept: [3, 4],
    config: ['entries_under = "Session Log"', 'entries = "dated"'],
  },
  'a context snapshot of bare `### <time> | mem-NNN` entries': {
    path: 'context.snapshot.md',
    render: (ids) =>
      each(ids, (i) => `### ${day(i)} 1${i}:47 UTC | mem-00${i}\n- Commit: abc${i}\n- Next Goal: goal ${i + 1}\n`),
    all: [1, 2, 3, 4],
    kept: [3, 4],
    config: ['entry_heading = "###"'],
  },
  'sessions under a section whose title says newest first, an archive list after': {
    path: 'AGENT-SESSION-LOG.md',
    render: (ids) =>
      `# Agent session log\n\n---\n\n## Session History (Most Recent First)\n\n<!-- Add new sessions here -->\n\n${each([...ids].reverse(), (i) => `### [${day(i)} 10:00 PST] Session ${i}\n\n**Summary**: did ${i}\n\n`)}## Archive\n\n- [May](archive/2025-05.md)\n`,
    all: [1, 2, 3, 4],
    kept: [3, 4],
    config: ['entries_under = "Session History (Most Recent First)"', 'order = "newest-first"'],
  },
};

it.each(Object.entries(LOGS))(
  '%s: init proposes it; gc keeps the newest two and every other byte; load gives them',
  async (_, log) => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    await commitFiles(root, { [log.path]: log.render(log.all) }, daysAgo(10));
    const { config, after, load } = await initTrimLoad(root, log.path);
    for (const line of log.config) expect(config).toContain(line);
    expect(after).toBe(log.render(log.kept));
    for (const i of log.kept) expect(load.out).toContain(day(i));
    expect(load.out).not.toContain(day(log.all[0]));
  },
);

const LEFT_ALONE: Record<string, Record<string, string>> = {
  'an Aider chat history without headings in its replies': {
    '.aider.chat.history.md': each(
      [1, 2, 3],
      (i) =>
        `\n# aider chat started at ${day(i)} 10:00:00\n\n#### fix bug ${i}\n\nFixed.\n\n> Applied edit to app.py\n`,
    ),
  },
  "Gemini CLI's GEMINI.md with its added memories": {
    'GEMINI.md': `# Project\n\n## Conventions\n\n- pnpm only\n\n## Gemini Added Memories\n${each([1, 2, 3], (i) => `- The user prefers option ${i}.\n`)}`,
  },
  'a Codex AGENTS.md with a dated log appended': {
    'AGENTS.md': `# AGENTS.md\n\n## Setup\n\n- npm ci\n\n## Log\n\n${each([1, 2, 3], (i) => `### ${day(i)}\n\n- Did ${i}.\n\n`)}`,
  },
  'Copilot repository instructions with dated lessons': {
    '.github/copilot-instructions.md': `# Instructions\n\n${each([1, 2, 3], (i) => `## ${day(i)} lesson\n\nRule ${i}.\n\n`)}`,
  },
  'Junie guidelines': {
    '.junie/guidelines.md': `# Guidelines\n\n${each([1, 2, 3], (i) => `## ${day(i)}\n\nRule ${i}.\n\n`)}`,
  },
  'Cursor rules (.mdc), Windsurf rules, Goose hints, a progress.txt': {
    '.cursor/rules/memory-log.mdc': `---\nalwaysApply: true\n---\n${each([1, 2, 3], (i) => `## ${day(i)}\n\nRule ${i}.\n\n`)}`,
    '.windsurfrules': `${each([1, 2, 3], (i) => `## ${day(i)}\n\nRule ${i}.\n\n`)}`,
    '.goosehints': `${each([1, 2, 3], (i) => `## ${day(i)}\n\nHint ${i}.\n\n`)}`,
    'progress.txt': each([1, 2, 3], (i) => `[${day(i)}] did ${i}\n`),
  },
  'a progress file whose log is `- <date>: …` bullets between fixed sections': {
    'progress.md': `# Progress\n\n## Goal\n\nShip v1.\n\n## Log\n\n${each([1, 2, 3, 4], (i) => `- ${day(i)}: did ${i}\n`)}\n## Next\n\n- Write docs.\n`,
  },
  'a session log whose entries carry only a time (`## 14:32`)': {
    'logs/session-log.md': `# Session log\n\n${each([1, 2, 3, 4], (i) => `## 1${i}:32 step\n\nDid ${i}.\n\n`)}`,
  },
  'a memory file of JSON lines': {
    'memory.md': each([1, 2, 3, 4], (i) => `{"ts":"${day(i)}","fact":"f${i}"}\n`),
  },
};

it.each(Object.entries(LEFT_ALONE))('%s: init proposes no config, and gc changes no byte', async (_, files) => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  // A run log beside them, so gc has an agent to work on.
  await commitFiles(
    root,
    { ...files, 'run-log.md': each([1, 2, 3], (i) => `## ${day(i)} run ${i}\n\nDone.\n\n`) },
    daysAgo(10),
  );
  const gc = await initBesideRunLog(root);
  expect(gc.out).toMatch(/Trimmed: 1 entries removed/);
  for (const [path, text] of Object.entries(files)) expect(await readFile(join(root, path), 'utf8')).toBe(text);
});
