/**
 * Regression (found on unseen memory shapes): init indented the line after
 * each proposed config as if it were the config's (`    Found run log …`,
 * `    Nothing written: …`), so a second proposal read as part of the first
 * agent's TOML; and it said "Nothing written: run again with --write" when
 * it had found only documents it leaves alone, where --write writes nothing.
 */
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const DATED = (title: string) => `# ${title}\n\n## 2026-01-01 a\n\nx\n\n## 2026-01-02 b\n\ny\n\n## 2026-01-03 c\n\nz\n`;

it('each proposal and the closing line start at column 0', async () => {
  const root = await tempDir();
  await writeTree(root, { 'notes/run-log.md': DATED('Run log'), 'notes/work-log.md': DATED('Work log') });
  const init = await run(['init', '--root', root], root);
  expect(init.code).toBe(0);
  const lines = init.out.split('\n');
  expect(lines.filter((l) => l.startsWith('Found run log'))).toHaveLength(2);
  expect(lines).toContain('Nothing written: run again with --write to write these files.');
  // Every line of a proposed config is indented, and only those.
  expect(lines.filter((l) => /^ {4}\S/.test(l)).every((l) => /^ {4}(#|\[memory\]|\w+ = )/.test(l))).toBe(true);
});

it('init that proposes nothing does not ask for --write', async () => {
  const root = await tempDir();
  await writeTree(root, {
    'agent-log.md':
      '# Agent log\n\n## [1.2.0] - 2026-03-01\n\n- c\n\n## [1.1.0] - 2026-02-01\n\n- b\n\n## [1.0.0] - 2026-01-01\n\n- a\n',
  });
  const init = await run(['init', '--root', root], root);
  expect(init.code).toBe(0);
  expect(init.out).toContain('left alone, no config proposed');
  expect(init.out).not.toContain('Nothing written');
});

it('a run log proposed without a trim target says nothing is trimmed until last_n is set', async () => {
  const root = await tempDir();
  await writeTree(root, { 'notes/run-log.md': DATED('Run log') });
  const init = await run(['init', '--root', root], root);
  expect(init.code).toBe(0);
  // The config sets no last_n (axe's default, 0: no trim), so "trimmed to the newest last_n" alone misleads.
  expect(init.out).not.toMatch(/last_n = /);
  expect(init.out).toContain(
    'notes/run-log.md: run log: entries trimmed to the newest last_n once it is set (none is: nothing is trimmed until then), everything else kept',
  );
});

/**
 * A file's name is anyone's who can open a pull request, and init printed
 * each file it found as `  <path>: <what memkeep does to it>`: a run log
 * at `::error::dir/run-log.md` printed a line the runner (which trims the
 * leading space) read as an error annotation. Every path and name init
 * prints is made inert as gc's output is.
 */
it('prints no workflow command from a file or directory name', async () => {
  const root = await tempDir();
  await writeTree(root, {
    '::error::dir/run-log.md': DATED('Run log'),
    'notes/x ##[warning]y/work-log.md': DATED('Work log'),
  });
  const init = await run(['init', '--root', root], root);
  expect(init.code).toBe(0);
  expect(init.out).toContain('run-log.md');
  expect(init.out).toContain('work-log.md');
  expect(init.out, init.out).not.toMatch(/^\s*::/m);
  expect(init.out, init.out).not.toContain('##[');
});
