/**
 * Regression (found on unseen memory shapes): a notes file whose dated
 * `### ` headings sit in more than one `## ` section, a log's and a
 * knowledge section's (`## Lessons Learned` with `### 2025-05-20 Retry
 * flaky network` above `## Session Log` with `### Session 1 - 2025-06-01`),
 * was proposed as a run log of every `### ` heading: the first gc trimmed
 * the lessons, dated oldest, before any session. Now init takes the one
 * section named as a log for the entries (`entries_under`), a lone section
 * named as knowledge (`## Decisions`) for a knowledge log, and proposes
 * nothing when no section tells which are entries; sections that only
 * group entries by month (`## June 2025`) still hold one log.
 */
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const sessions = (title: string) =>
  `## ${title}\n\n${[1, 2, 3, 4].map((i) => `### Session ${i} - 2025-06-0${i}\n\n- Did part ${i}.\n\n`).join('')}`;
const knowing = (title: string) =>
  `## ${title}\n\n### 2025-05-20 Retry flaky network calls\n\nWrap fetch in a retry.\n\n### 2025-05-21 Pin the runtime\n\nNode 22 only.\n\n`;
const kept = (title: string) =>
  `## ${title}\n\n${[3, 4].map((i) => `### Session ${i} - 2025-06-0${i}\n\n- Did part ${i}.\n\n`).join('')}`;

it.each([
  [
    'lessons above the session log',
    `# Notes\n\n${knowing('Lessons Learned')}${sessions('Session Log')}`,
    'Session Log',
    `# Notes\n\n${knowing('Lessons Learned')}${kept('Session Log')}`,
  ],
  [
    'a decision log after the session log',
    `# Notes\n\n${sessions('Session Log')}${knowing('Decision Log')}`,
    'Session Log',
    `# Notes\n\n${kept('Session Log')}${knowing('Decision Log')}`,
  ],
  [
    'decisions after the history',
    `# Worklog\n\n${sessions('History')}${knowing('Decisions')}`,
    'History',
    `# Worklog\n\n${kept('History')}${knowing('Decisions')}`,
  ],
])('%s: init takes the log section for the entries; gc keeps the other one whole', async (_, text, under, after) => {
  const root = await tempDir();
  await writeTree(root, { 'progress-notes.md': text });
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.out).toMatch(/Found run log progress-notes\.md/);
  const config = await readFile(join(root, 'agents/progress-notes.toml'), 'utf8');
  expect(config).toContain(`entries_under = "${under}"`);
  await appendFile(join(root, 'agents/progress-notes.toml'), 'last_n = 2\n');
  const gc = await run(['gc', '--all', '--analyzer', 'local', '--no-distil', '--root', root], root);
  expect(gc.code).toBe(0);
  expect(gc.out).toMatch(/Trimmed: 2 entries removed, 2 entries kept/);
  expect(await readFile(join(root, 'progress-notes.md'), 'utf8')).toBe(after);
});

it.each(['Decisions', 'Decision Log'])(
  'dated decisions in their own section (%s) beside a state section: a knowledge log, never trimmed',
  async (title) => {
    const root = await tempDir();
    const text = `# Notes\n\n## Current State\n\nParser works.\n\n${knowing(title)}### 2025-05-25 One table per tenant\n\nSimpler backups.\n`;
    await writeTree(root, { 'progress-notes.md': text });
    const init = await run(['init', '--write', '--root', root], root);
    expect(init.out).toMatch(/Found knowledge log progress-notes\.md/);
    expect(await readFile(join(root, 'agents/progress-notes.toml'), 'utf8')).toContain('knowledge = true');
    await appendFile(join(root, 'agents/progress-notes.toml'), 'last_n = 1\n');
    const gc = await run(['gc', '--all', '--analyzer', 'local', '--root', root], root);
    expect(gc.code).toBe(0);
    expect(await readFile(join(root, 'progress-notes.md'), 'utf8')).toBe(text);
  },
);

it('dated headings in sections none of which is named as a log: a document, no config', async () => {
  const root = await tempDir();
  await writeTree(root, { 'progress-notes.md': `# Notes\n\n${knowing('Ideas')}${sessions('Reading')}` });
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.out).toMatch(
    /Found document progress-notes\.md \(its dated or numbered `### ` headings sit in 2 sections/,
  );
  expect(init.out).not.toContain('wrote');
});

it('sections that group dated entries by month still hold one log', async () => {
  const root = await tempDir();
  const month = (m: string, days: number[]) =>
    `## ${m}\n\n${days.map((d) => `### 2025-0${m === 'May 2025' ? 5 : 6}-${10 + d}\n\nDid ${d}.\n\n`).join('')}`;
  await writeTree(root, { 'devlog.md': `# Devlog\n\n${month('May 2025', [1, 2])}${month('June 2025', [1, 2])}` });
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.out).toMatch(/Found run log devlog\.md/);
  const config = await readFile(join(root, 'agents/devlog.toml'), 'utf8');
  expect(config).toContain('entry_heading = "###"');
  expect(config).not.toContain('entries_under');
});

it("a history whose dated entries sit under Squad's `## Learnings` stays a run log, not knowledge", async () => {
  const root = await tempDir();
  const text = `# EECOM\n\n## Core Context\n\nOwns the runtime.\n\n## Learnings\n\n${[1, 2, 3].map((i) => `### 2026-01-0${i}: run ${i}\n\nKept retries bounded.\n\n`).join('')}`;
  await writeTree(root, { 'team/eecom/history.md': text });
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.out).toMatch(/Found run log team\/eecom\/history\.md/);
  const config = await readFile(join(root, 'agents/history.toml'), 'utf8');
  expect(config).toContain('entries_under = "Learnings"');
  expect(config).not.toContain('knowledge');
});
