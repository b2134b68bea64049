/**
 * Regression (found on unseen memory shapes): in axe's own layout (what
 * init writes for a run log: only `path`) a footer (`---` then `*Last
 * updated: …*`) is the last entry's text, never dropped as that entry is
 * the newest. `memkeep log` appended after it, so the footer became the
 * text of the entry before the new one, and the next trim dropped it with
 * that entry. An entry is now written before the footer, which stays the
 * newest entry's and so is never trimmed; a note every entry ends with (a
 * signature) is no footer, and the entry still goes at the end.
 * After an entry memkeep wrote, the footer is the one git shows apart from
 * that entry, or newer (log-footer-is-result.test.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const entry = (day: number, what: string) => `## 2026-01-0${day} ${what}\n\nTask: ${what}\n\n`;
const CONFIG = '[memory]\nenabled = true\npath = "run-log.md"\nlast_n = 2\n';

async function logTwiceThenTrim(log: string): Promise<string> {
  // In git, as a store is: after an entry memkeep wrote, git tells its footer from its text (append-entry.ts).
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  await commitFiles(root, { 'agents/a.toml': CONFIG, 'run-log.md': log }, daysAgo(2));
  for (const task of ['third', 'fourth']) {
    const logged = await run(['log', 'a', '--task', task, '--result', 'ok', '--root', root], root);
    expect(logged.code).toBe(0);
  }
  expect((await run(['trim', 'a', '--root', root], root)).code).toBe(0);
  return readFile(join(root, 'run-log.md'), 'utf8');
}

it.each([
  ['LF', '\n'],
  ['CRLF', '\r\n'],
])('a footer stays at the end of the log through log and trim (%s)', async (_, eol) => {
  const footer = '---\n\n*Maintained by the release bot. Last updated: 2026-01-02*\n';
  const crlf = (s: string) => s.replace(/\n/g, eol);
  const after = await logTwiceThenTrim(crlf(`# Run log\n\n${entry(1, 'first')}${entry(2, 'second')}${footer}`));
  expect(after.startsWith(crlf('# Run log\n\n## '))).toBe(true);
  expect(after.endsWith(crlf(`**Result:** ok\n\n${footer}`))).toBe(true);
  expect(after.match(/\*\*Task:\*\* (\w+)/g)).toEqual(['**Task:** third', '**Task:** fourth']);
  expect(after).not.toContain('Task: second');
});

it("a note every entry ends with is each entry's signature: the new entry goes at the end", async () => {
  const signed = (day: number, what: string) => `${entry(day, what)}---\n\n*Session by the coding agent*\n\n`;
  const after = await logTwiceThenTrim(`# Run log\n\n${signed(1, 'first')}${signed(2, 'second')}`);
  expect(after).toMatch(
    /^# Run log\n\n## \S+\n\*\*Task:\*\* third\n\*\*Result:\*\* ok\n\n## \S+\n\*\*Task:\*\* fourth\n\*\*Result:\*\* ok\n\n$/,
  );
});
