/**
 * Regression (found on unseen memory shapes): a document an agent keeps
 * current, whose sections carry the date they were last revised
 * (`## Architecture (updated 2026-01-10)`, `## Open issues (as of
 * 2026-03-01)`), was proposed as a run log because every heading named a
 * date, and the first gc dropped its oldest sections: the overview and the
 * architecture. A date a heading gives as a revision (updated, revised,
 * as of, since, until, due, by) dates no entry; such a file is a document
 * of fixed sections. A log whose entries start with their date and only
 * mention an update later is still a log.
 */
import { appendFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const CONTEXT =
  '# Project context\n\n## Overview (updated 2026-01-05)\n\nA billing service.\n\n' +
  '## Architecture (last updated: 2026-01-10)\n\nHexagonal.\n\n## Conventions — revised Feb 1, 2026\n\nUse pnpm.\n\n' +
  '## Open issues (as of 2026-03-01)\n\n- flaky e2e\n';
const log = (n: number) =>
  `# Work log\n\n${Array.from({ length: n }, (_, i) => `## 2026-01-0${i + 1} Updated the importer to v${i + 1}\n\nDone.\n\n`).join('')}`;

it('init proposes no run log for a document whose sections carry revision dates; a dated log that says "updated" still is one', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  await commitFiles(root, { 'docs/project-context.md': CONTEXT, 'notes/work-log.md': log(1) }, daysAgo(30));
  for (let n = 2; n <= 4; n++) await commitFiles(root, { 'notes/work-log.md': log(n) }, daysAgo(30 - n * 5));

  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  const configs = await readdir(join(root, 'agents'));
  for (const c of configs) await appendFile(join(root, 'agents', c), 'last_n = 2\n');

  const gc = await run(['gc', '--all', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  expect(await readFile(join(root, 'docs/project-context.md'), 'utf8')).toBe(CONTEXT);
  expect(await readFile(join(root, 'notes/work-log.md'), 'utf8')).not.toContain('importer to v1');
  expect(configs).toEqual(['work-log.toml']);
  expect(init.out).toMatch(/docs\/project-context\.md: a document of fixed sections/);
});

it('a run log whose entries mention "by 2x" or "since <date>" stays a run log, and a revised heading prints inert', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  const runs =
    '# Runs\n\n## Run 1: set up the cache (2026-01-03)\n\nDone.\n\n## Run 2: sped up tests by 2x (2026-01-04)\n\nDone.\n\n' +
    '## Run 3: flaky since 2026-01-04, fixed 2026-01-05\n\nDone.\n\n## Run 4: released v2 (2026-01-06)\n\nDone.\n';
  const hostile =
    '# Context\n\n## Overview \u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007 ::warning::pwned (updated 2026-01-10)\n\nA.\n\n## Plan (updated 2026-01-11)\n\nB.\n\n## Team (updated 2026-01-12)\n\nC.\n';
  await commitFiles(root, { 'notes/run-log.md': runs, 'docs/context-log.md': hostile }, daysAgo(3));
  const init = await run(['init', '--root', root], root);
  expect(init.code).toBe(0);
  expect(init.out).toMatch(/notes\/run-log\.md/);
  expect(init.out).not.toMatch(/notes\/run-log\.md: a document/);
  expect(init.out).toMatch(/docs\/context-log\.md: a document/);
  expect(init.out).not.toContain('\u001b');
  expect(init.out).not.toMatch(/(^|\s)::warning::/m);
});
