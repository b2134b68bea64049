/**
 * An entry's last line over the `---` its agent separates entries with
 * reads, in CommonMark, as a setext heading; in a log whose entries are its
 * dated headings it is still the entry's text: a trim drops it with the
 * entry, leaving no "All green." and `---` behind, and `memkeep log`
 * appends after it. (A guard for the indented-section reading of
 * test/layouts/init-setext-section.test.ts.)
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

it('a one-line paragraph over `---` at the end of a dated entry is trimmed with it', async () => {
  const root = await tempDir();
  const entry = (day: number, task: string) => `## 2026-01-0${day} Run ${day}\n\nTask: ${task}\n\nAll green.\n---\n\n`;
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\npath = "log.md"\nentries = "dated"\nlast_n = 1\n',
    'log.md': `# Log\n\n${entry(1, 'build')}${entry(2, 'test')}`,
  });
  expect((await run(['trim', 'a', '--root', root], root)).code).toBe(0);
  expect(await readFile(join(root, 'log.md'), 'utf8')).toBe(`# Log\n\n${entry(2, 'test')}`);
  expect((await run(['log', 'a', '--task', 'ship', '--result', 'ok', '--root', root], root)).code).toBe(0);
  expect(await readFile(join(root, 'log.md'), 'utf8')).toMatch(
    /^# Log\n\n## 2026-01-02 Run 2\n\nTask: test\n\nAll green\.\n---\n\n## \S+\n\*\*Task:\*\* ship\n/,
  );
});
