/**
 * A log's footer is no entry's text: agents and their tools close a log
 * with a thematic break and a line of their own (`---` then `*Last updated:
 * 2026-01-09*`, a note on how to add entries). Read as the text of the entry
 * above it, it went with that entry when a newest-first log (or a section
 * whose bottom entry is its oldest) was trimmed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const entry = (day: number, what: string) => `## 2026-01-0${day} — ${what}\n\n- ${what} done\n\n`;

it.each([
  [
    'a `---` footer at the end of a newest-first log',
    '---\n\n*Maintained by the agent, newest on top. Last updated: 2026-01-09.*\n',
  ],
  ['a `***` footer of a note and a quote', '***\n\n_Add a session at the top._\n> Keep each one short.\n'],
  ['a footer in a log with CRLF line endings', '---\r\n\r\n*Last updated: 2026-01-09*\r\n'],
])('%s stays when the bottom entries go', async (_, footer) => {
  const crlf = footer.includes('\r\n');
  const eol = (s: string) => (crlf ? s.replace(/\n/g, '\r\n') : s);
  const entries = eol(
    ['# Sessions\n\n', entry(9, 'Release'), entry(7, 'Flaky test'), entry(4, 'Docs'), entry(2, 'Kickoff')].join(''),
  );
  const root = await tempDir();
  await writeTree(root, {
    'agents/s.toml': '[memory]\nenabled = true\npath = "sessions.md"\norder = "newest-first"\nlast_n = 2\n',
    'sessions.md': entries + footer,
  });
  const trim = await run(['trim', 's', '--root', root], root);
  expect(trim.code).toBe(0);
  const after = await readFile(join(root, 'sessions.md'), 'utf8');
  expect(after).toBe(eol(['# Sessions\n\n', entry(9, 'Release'), entry(7, 'Flaky test')].join('')) + footer);
});

it('a footer closing an entries section stays when the section bottom entry goes', async () => {
  const log =
    '# Agent\n\n## Session Log\n\n' +
    '### 2026-01-09 — Release\n\n- shipped\n\n### 2026-01-05 — CI\n\n- matrix\n\n### 2026-01-02 — Setup\n\n- repo\n\n' +
    '---\n\n_New sessions go at the top of this section._\n\n## Conventions\n\n- run the tests first\n';
  const root = await tempDir();
  await writeTree(root, {
    'agents/s.toml':
      '[memory]\nenabled = true\npath = "worklog.md"\nentry_heading = "###"\nentries_under = "Session Log"\norder = "newest-first"\nlast_n = 1\n',
    'worklog.md': log,
  });
  const trim = await run(['trim', 's', '--root', root], root);
  expect(trim.code).toBe(0);
  expect(await readFile(join(root, 'worklog.md'), 'utf8')).toBe(
    '# Agent\n\n## Session Log\n\n### 2026-01-09 — Release\n\n- shipped\n\n' +
      '---\n\n_New sessions go at the top of this section._\n\n## Conventions\n\n- run the tests first\n',
  );
});

it("a note after a break in every entry is each entry's signature: dropped with it, no orphan left", async () => {
  const signed = (day: number, what: string) => `${entry(day, what)}---\n\n*Session by the coding agent*\n\n`;
  const root = await tempDir();
  await writeTree(root, {
    'agents/s.toml': '[memory]\nenabled = true\npath = "sessions.md"\norder = "newest-first"\nlast_n = 1\n',
    'sessions.md': `# Sessions\n\n${signed(9, 'Release')}${signed(7, 'Flaky test')}${signed(4, 'Docs')}`,
  });
  expect((await run(['trim', 's', '--root', root], root)).code).toBe(0);
  expect(await readFile(join(root, 'sessions.md'), 'utf8')).toBe(`# Sessions\n\n${signed(9, 'Release')}`);
});

it("plain text after a break is the entry's own: trimmed with it", async () => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/s.toml': '[memory]\nenabled = true\npath = "sessions.md"\norder = "newest-first"\nlast_n = 1\n',
    'sessions.md': `# Sessions\n\n${entry(9, 'Release')}${entry(4, 'Docs')}---\n\nPart two: the API reference.\n`,
  });
  expect((await run(['trim', 's', '--root', root], root)).code).toBe(0);
  expect(await readFile(join(root, 'sessions.md'), 'utf8')).toBe(`# Sessions\n\n${entry(9, 'Release')}`);
});
