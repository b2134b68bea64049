/**
 * init writes an agent's config from the paths it found, and a path is
 * anyone's who can push: a folder named with U+202E (RIGHT-TO-LEFT
 * OVERRIDE) or a zero-width space went into the TOML as written, in the
 * comment and the path values, where a reviewer of the config reads another
 * path than memkeep uses. They are written as TOML escapes (`\u202e`) now:
 * the file holds nothing invisible, and reads back as the same path.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const DATED = '# Run log\n\n## 2026-01-01 a\n\nx\n\n## 2026-01-02 b\n\ny\n\n## 2026-01-03 c\n\nz\n';

it('writes a path with bidi, zero-width and tag characters as escapes that read back as the path', async () => {
  const root = await tempDir();
  const dir = 'notes/ops\u202etxt.\u200bx\u{e0041}';
  await writeTree(root, { [`${dir}/run-log.md`]: DATED });
  const init = await run(['init', '--root', root, '--write'], root);
  expect(init.code, init.err).toBe(0);
  const toml = await readFile(join(root, 'agents/run-log.toml'), 'utf8');
  expect(toml).not.toMatch(/[\p{Default_Ignorable_Code_Point}]/u);
  expect(toml).toContain('\\u202e');
  expect((parse(toml) as { memory: { path: string } }).memory.path).toBe(`${dir}/run-log.md`);
  const status = await run(['status', 'run-log', '--root', root], root);
  expect(status.code, status.err).toBe(0);
  expect(status.out).toContain('entries:   3');
});

/**
 * TOML forbids DEL (U+007F) in a string or a comment as it forbids the other
 * control characters, which JSON's form escapes and DEL it does not: a
 * folder named with one got a config that no command could read.
 */
it('writes a path with DEL as an escape: the config it writes reads back', async () => {
  const root = await tempDir();
  const dir = 'notes/ops\u007flog';
  await writeTree(root, { [`${dir}/run-log.md`]: DATED });
  const init = await run(['init', '--root', root, '--write'], root);
  expect(init.code, init.err).toBe(0);
  const toml = await readFile(join(root, 'agents/run-log.toml'), 'utf8');
  expect((parse(toml) as { memory: { path: string } }).memory.path).toBe(`${dir}/run-log.md`);
  const status = await run(['status', 'run-log', '--root', root], root);
  expect(status.code, status.err).toBe(0);
  expect(status.out).toContain('entries:   3');
});
