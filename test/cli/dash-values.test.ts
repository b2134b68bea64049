/**
 * A text value may start with a dash: an agent's result is often a
 * markdown list (`- fixed the test`), a task may quote a flag
 * (`--force broke the build`). parseArgs refused both as "ambiguous" and
 * memkeep said `option --result takes no value`, which is wrong twice.
 * An option of the command's own right after a string option is still
 * read as a missing value, and said so.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

async function store(): Promise<string> {
  const root = await tempDir();
  await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\n' });
  return root;
}

describe('values that start with a dash', () => {
  it('log takes a markdown list as its result and a quoted flag as its task', async () => {
    const root = await store();
    const r = await run([
      'log',
      'a',
      '--task',
      '--force broke the build',
      '--result',
      '- fixed it\n- added a test',
      '--root',
      root,
    ]);
    expect(r.code, r.err).toBe(0);
    const log = await readFile(join(root, 'memory/a.md'), 'utf8');
    expect(log).toContain('**Task:** --force broke the build\n**Result:** - fixed it\n- added a test\n');
  });

  it('fail and remember take them too', async () => {
    const root = await store();
    const failed = await run(['fail', 'a', '--why', '-', '--task', '- deploy', '--root', root]);
    expect(failed.code, failed.err).toBe(0);
    const remembered = await run(['remember', '--profile', '--set', '-x=y', '--root', root]);
    // A value taken whole: "-x" is a heading, and not an allowed one.
    expect(remembered.code).toBe(2);
    expect(remembered.err).toContain('section "-x" is not in the allowed set');
  });

  it("an option of the command's own after a string option is a missing value (exit 2), and nothing is written", async () => {
    const root = await store();
    const before = await listTree(root);
    const r = await run(['log', 'a', '--task', '--result', 'r', '--root', root]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('log: option --task needs a value');
    expect(await listTree(root)).toEqual(before);
  });
});
