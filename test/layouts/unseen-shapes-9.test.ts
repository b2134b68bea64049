/**
 * Round 9 of agent memory shapes found in public repositories, written here
 * in those shapes (never copied), each end to end in a real git repository
 * whose history adds one entry per commit: init, gc with last_n = 2, load.
 *
 * Logs init rightly proposes: the trim keeps the two newest entries and
 * every other byte. Among them, entries an agent heads with a line of its
 * own above the heading (an anchor, an id in a comment, a wrapper's opening
 * tag, a comment spelt as a definition): that line is the entry's, dropped
 * with it and kept with it. Files init rightly leaves alone: no config, not
 * one byte changed.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { repoOfVersions } from '../helpers/git.js';
import { initBesideRunLog, initTrimLoad } from '../helpers/shape-run.js';
import { tempDir } from '../helpers/tmp.js';

const day = (i: number) => `2025-06-0${i}`;
const each = (ids: number[], f: (i: number) => string) => ids.map(f).join('');
const newestFirst = (ids: number[], f: (i: number) => string) => each([...ids].reverse(), f);
const ALL = [1, 2, 3, 4];
const KEPT = [3, 4];

interface Log {
  path: string;
  /** The file holding the entries `ids`. */
  render: (ids: number[]) => string;
  /** Lines the proposed config holds. */
  config: string[];
}

const LOGS: Record<string, Log> = {
  'session notes whose entries each open with an id comment on the line above the heading': {
    path: 'tasks/SESSION_NOTES.md',
    render: (ids) =>
      `# Session Notes\n\n${each(ids, (i) => `<!-- session-log:s${i}:${day(i)}T10:00:00+00:00 -->\n### Session ${day(i)} (${day(i)}T10:00:00+00:00)\n\n**Summary:** did ${i}\n\n**Notes:**\n- note ${i}\n\n`)}`,
    config: ['entry_heading = "###"'],
  },
  'a log whose note to the agent stands a blank line above the first entry’s id comment': {
    path: 'logs/SESSION_NOTES.md',
    render: (ids) =>
      `# Session Notes\n\n<!-- Add new sessions below -->\n\n${each(ids, (i) => `<!-- entry:${i} -->\n## ${day(i)} session ${i}\n\nDid ${i}.\n\n`)}`,
    config: [],
  },
  'a newest-first log whose entries each open with an id comment': {
    path: 'notes/SESSION_NOTES.md',
    render: (ids) =>
      `# Session Notes\n\n${newestFirst(ids, (i) => `<!-- entry:${i} -->\n## ${day(i)} session ${i}\n\nDid ${i}.\n\n`)}`,
    config: ['order = "newest-first"'],
  },
  'a devlog whose entries each open with an anchor for its table of contents': {
    path: 'DEVLOG.md',
    render: (ids) =>
      `# Devlog\n\n${each(ids, (i) => `<a id="s${i}"></a>\n## ${day(i)} session ${i}\n\nDid ${i}.\n\n`)}`,
    config: [],
  },
  'a newest-first devlog whose anchors stand a blank line above their headings': {
    path: 'docs/DEVLOG.md',
    render: (ids) =>
      `# Devlog\n\n${newestFirst(ids, (i) => `<a name="s${i}"></a>\n\n## ${day(i)} session ${i}\n\nDid ${i}.\n\n`)}`,
    config: ['order = "newest-first"'],
  },
  'an agent log whose entries each open with a `[//]: #` comment': {
    path: 'agent-log.md',
    render: (ids) =>
      `# Agent log\n\n${each(ids, (i) => `[//]: # (session ${i})\n## ${day(i)} session ${i}\n\nDid ${i}.\n\n`)}`,
    config: [],
  },
  'an agent log whose entries are each wrapped in a `<div id>`': {
    path: 'logs/agent-log.md',
    render: (ids) =>
      `# Agent log\n\n${each(ids, (i) => `<div id="e${i}">\n\n## ${day(i)} session ${i}\n\nDid ${i}.\n\n</div>\n\n`)}`,
    config: [],
  },
  'an agent log whose entries each end with a comment glued to their text': {
    path: 'notes/agent-log.md',
    render: (ids) =>
      `# Agent log\n\n${each(ids, (i) => `## ${day(i)} session ${i}\n\nDid ${i}.\n<!-- end session ${i} -->\n\n`)}`,
    config: [],
  },
  'a log whose note to the agent, written once, stands right above the first entry': {
    path: 'notes/session-log.md',
    render: (ids) =>
      `# Session log\n\n<!-- Add new sessions below -->\n${each(ids, (i) => `## ${day(i)} session ${i}\n\nDid ${i}.\n\n`)}`,
    config: [],
  },
  'a session log whose template headings stand at the entries’ level under `## Template`': {
    path: 'docs/session_log.md',
    render: (ids) =>
      `# Session Log — Widget API\n\nUse START/END entries only.\n\n## Template\n\n## [YYYY-MM-DD HH:MM UTC] Code Agent – <TASK-ID> – START\n- Plan: <what you will do>\n\n## [YYYY-MM-DD HH:MM UTC] Code Agent – <TASK-ID> – END\n- Result: <what changed>\n\n${each(ids, (i) => `## [${day(i)} 10:00 UTC] Code Agent – T${i} – START\n- Plan: p${i}\n\n`)}`,
    config: ['entries = "dated"'],
  },
  'a devlog of emoji-prefixed dated headings with emoji parts': {
    path: 'DEVLOG.md',
    render: (ids) =>
      `# 🛠️ Dev log\n\n${each(ids, (i) => `## 📅 ${day(i)} — Session ${i}\n\n### ✅ Completed\n- thing ${i}\n\n### 🧠 Learned\n- lesson ${i}\n\n`)}`,
    config: [],
  },
  'a newest-first log dated `🗓️ Jun 3, 2025`': {
    path: 'SESSION_LOG.md',
    render: (ids) =>
      `# Session log\n\n> Newest first.\n\n${newestFirst(ids, (i) => `## 🗓️ Jun ${i}, 2025\n\n- did ${i}\n\n`)}`,
    config: ['order = "newest-first"'],
  },
  'a CRLF run log': {
    path: 'run-log.md',
    render: (ids) => `# Run log\r\n\r\n${each(ids, (i) => `## ${day(i)} run ${i}\r\n\r\nDone ${i}.\r\n\r\n`)}`,
    config: [],
  },
  'a loop’s progress file: fixed sections, then `### <time>` sessions under `## Session History`': {
    path: '.ralph/progress.md',
    render: (ids) =>
      `# Progress Log\n\n> Updated by the agent.\n\n## Summary\n\n- Iterations completed: 4\n\n## How This Works\n\nProgress lives here.\n\n## Session History\n\n${each(ids, (i) => `\n### ${day(i)} 22:09:1${i}\n**Session ${i} ended** - finished\n`)}`,
    config: ['entries_under = "Session History"'],
  },
  'a task progress log: fenced format, a placeholder entry and a note, entries appended after': {
    path: '.claude/tasks/t1/progress.md',
    render: (ids) =>
      `# Progress Log\n\n## Template Entry Format\n\`\`\`markdown\n## YYYY-MM-DD HH:MM - [Milestone]\n**Agent:** name\n\`\`\`\n\n---\n\n## Task Creation - [TIMESTAMP]\n**Agent:** [agent-name]\n\nTask created.\n\n---\n\n*Instructions: update this log each session.*\n${each(ids, (i) => `\n## ${day(i)} 10:00 - Milestone ${i}\n**Agent:** dev\n\nDid ${i}.\n`)}`,
    config: ['entries = "dated"'],
  },
};

/** A repository whose history adds entry n in commit n, ten days apart. */
async function grown(path: string, render: (ids: number[]) => string): Promise<string> {
  const root = await tempDir();
  await repoOfVersions(root, { [path]: (n) => render(ALL.slice(0, n)) }, ALL.length);
  return root;
}

it.each(Object.entries(LOGS))(
  '%s: init proposes it; gc keeps the newest two and every other byte; load gives them',
  async (_, log) => {
    const root = await grown(log.path, log.render);
    const { config, after, load } = await initTrimLoad(root, log.path);
    for (const line of log.config) expect(config).toContain(line);
    expect(after).toBe(log.render(KEPT));
    for (const i of KEPT) expect(load.out).toMatch(new RegExp(`${day(i)}|Jun ${i},`));
    expect(load.out).not.toMatch(new RegExp(`${day(1)}|Jun 1,`));
  },
);

it('`memkeep log` puts a newest-first log’s new entry above the newest entry’s id comment', async () => {
  const log = LOGS['a newest-first log whose entries each open with an id comment'];
  const root = await grown(log.path, log.render);
  await run(['init', '--write', '--root', root], root);
  const wrote = await run(
    ['log', 'session_notes', '--task', 'task five', '--result', 'result five', '--root', root],
    root,
  );
  expect(wrote.code).toBe(0);
  const text = await readFile(join(root, log.path), 'utf8');
  expect(text.startsWith('# Session Notes\n\n## ')).toBe(true);
  expect(text).toContain(
    `result five\n\n${newestFirst(ALL, (i) => `<!-- entry:${i} -->\n## ${day(i)} session ${i}\n\nDid ${i}.\n\n`)}`,
  );
});

const LEFT_ALONE: Record<string, Record<string, (ids: number[]) => string>> = {
  'a session log of `### session: vN` blocks framed by `---`, its template last, under rule front matter': {
    'agent-context/session-log.md': (ids) =>
      `---\ndescription: Session log for coding sessions\nalwaysApply: true\n---\n\n# session-log.md\nOne level 3 heading per session.\n\n## For each session\n${each(ids, (i) => `---\n### session: v${i}\n- timestamp: ${day(i)}T10:00:00-04:00\n- branch: **main**\n---\nDid piece ${i}.\n\n`)}---\n### session: vTemplate\n- timestamp: <ISO 8601>\n---\nObjective goes here.\n`,
  },
  'a Kiro spec’s task list and a dated steering file': {
    '.kiro/specs/importer/tasks.md': (ids) =>
      `# Implementation Plan\n\n## Task List\n\n${each(ids, (i) => `- [x] ${i}. Build part ${i}\n  - Done ${day(i)}\n  - _Requirements: ${i}.1_\n\n`)}`,
    '.kiro/steering/notes.md': (ids) =>
      `---\ninclusion: always\n---\n# Notes\n\n${each(ids, (i) => `## ${day(i)}\n\nUse rule ${i}.\n\n`)}`,
  },
  'a folder of daily devlogs, `## Session N — topic` parts split by `---`': Object.fromEntries(
    ALL.map((d) => [
      `devlog/${day(d)}.md`,
      (ids: number[]) =>
        ids.includes(d)
          ? `# ${day(d)}\n\n## Session 1 — topic ${d}\n\nDid ${d}a.\n\n---\n\n## Session 2 — more ${d}\n\nDid ${d}b.\n`
          : '',
    ]),
  ),
  'a session counter whose log is a table': {
    'docs/SESSION_COUNTER.md': (ids) =>
      `# Session Counter\n\n## Session Log\n\n| Session | Date | Focus |\n|---|---|---|\n${each(ids, (i) => `| ${i} | ${day(i)} | focus ${i} |\n`)}`,
  },
  'a worklog dated only `DD/MM/YYYY` and a log of ISO weeks': {
    'worklog.md': (ids) => `# Worklog\n\n${each(ids, (i) => `## 0${i}/06/2025\n\nDid ${i}.\n\n`)}`,
    'weekly-log.md': (ids) => `# Weekly log\n\n${each(ids, (i) => `## 2025-W2${i}\n\nDid ${i}.\n\n`)}`,
  },
  'a session log of setext `---` headings': {
    'session-log.md': (ids) =>
      `Session log\n===========\n\n${each(ids, (i) => `Session ${day(i)}\n------------------\n\nDid ${i}.\n\n`)}`,
  },
  'an agent log of bold dates split by `***`, and one of `<details>` folds': {
    'AGENT_LOG.md': (ids) =>
      `# Agent log\n\n${each(ids, (i) => `**${day(i)}** — did ${i}\n\nDetails ${i}.\n\n***\n\n`)}`,
    'agentlog/notes.md': (ids) =>
      `# Notes\n\n${each(ids, (i) => `<details>\n<summary>${day(i)} session</summary>\n\n## Prompt\n\nDo ${i}.\n\n</details>\n\n---\n\n`)}`,
  },
  'Claude Code’s CLAUDE.local.md with dated session notes': {
    'CLAUDE.local.md': (ids) =>
      `# CLAUDE.local.md\n\nActive session notes.\n\n${each(ids, (i) => `## Session ${day(i)}\n\n- did ${i}\n\n`)}`,
  },
  'a log of `####` days under a `### ` month': {
    'docs/agent-log.md': (ids) =>
      `# Agent log\n\n## Session Log\n\n### 2025-06\n\n${each(ids, (i) => `#### ${day(i)}\n\n- did ${i}\n\n`)}`,
  },
};

it.each(Object.entries(LEFT_ALONE))('%s: init proposes no config, and gc changes no byte', async (_, files) => {
  const root = await tempDir();
  // A run log beside them, so gc has an agent to work on.
  const runLog = (ids: number[]) => each(ids, (i) => `## ${day(i)} run ${i}\n\nDone.\n\n`);
  const versions = Object.fromEntries(
    Object.entries(files).map(([path, f]) => [path, (n: number) => f(ALL.slice(0, n))]),
  );
  await repoOfVersions(root, { ...versions, 'run-log.md': (n) => runLog(ALL.slice(0, n)) }, ALL.length);
  const gc = await initBesideRunLog(root);
  expect(gc.out).toMatch(/Trimmed: 2 entries removed/);
  for (const [path, f] of Object.entries(files)) expect(await readFile(join(root, path), 'utf8')).toBe(f(ALL));
});

it('dated notes under memory/ whose front matter declares a type memkeep does not age out are kept by prune', async () => {
  const notes: Record<string, string> = {
    'memory/2025-01-04-db-choice.md': '---\ntype: project\n---\n\n# DB choice\n\nSQLite: it ships in one file.\n',
    'memory/2025-01-05-style.md': '---\ntype: semantic\ntags: [style]\n---\n\n# Style\n\nTabs.\n',
    'memory/2025-01-06-push.md': '---\nmetadata:\n  type: feedback\n---\n\nNever force-push.\n',
  };
  const aged: Record<string, string> = {
    'memory/2025-01-07.md': '# 2025-01-07\n\n- Rebuilt the index.\n',
    'memory/2025-01-08-sync.md': '---\ntype: episodic\n---\n\nThe sync bug was a race.\n',
  };
  const root = await tempDir();
  // Committed 20 days ago: past a daily note's 7 days.
  await repoOfVersions(
    root,
    Object.fromEntries(Object.entries({ ...notes, ...aged }).map(([p, t]) => [p, () => t])),
    1,
  );
  expect((await run(['init', '--write', '--root', root], root)).code).toBe(0);
  const prune = await run(['prune', '--root', root], root);
  expect(prune.code).toBe(0);
  for (const [path, text] of Object.entries(notes)) expect(await readFile(join(root, path), 'utf8')).toBe(text);
  for (const path of Object.keys(aged)) expect(existsSync(join(root, path))).toBe(false);
  expect(prune.out).toMatch(/Pruned 2 files/);
});

it('a Cline bank whose activeContext dates `### ` entries under `## Recent Changes`: init says so, gc trims them', async () => {
  const active = (ids: number[]) =>
    `# Active Context\n\n## Current Work Focus\n\nSync.\n\n## Recent Changes\n\n${each(ids, (i) => `### ${day(i)}\n\n- did ${i}\n\n`)}## Next Steps\n\n- push\n`;
  const docs = {
    'memory-bank/projectbrief.md': '# Project Brief\n\nNotes app.\n',
    'memory-bank/progress.md': '# Progress\n\n## What Works\n\n- sync\n',
  };
  const root = await tempDir();
  await repoOfVersions(
    root,
    {
      ...Object.fromEntries(Object.entries(docs).map(([p, t]) => [p, () => t])),
      'memory-bank/activeContext.md': (n) => active(ALL.slice(0, n)),
    },
    ALL.length,
  );
  const { config, after } = await initTrimLoad(root, 'memory-bank/activeContext.md');
  expect(config).toContain('entry_heading = "###"');
  expect(config).toContain('entries_under = "Recent Changes"');
  expect(after).toBe(active(KEPT));
  for (const [path, text] of Object.entries(docs)) expect(await readFile(join(root, path), 'utf8')).toBe(text);
});
