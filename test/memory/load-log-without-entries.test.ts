/**
 * Regression (found on unseen memory shapes): a run log whose entries
 * memkeep cannot read (separated by `---` without headings, or headed by
 * setext headings) loaded as "No memory found for agent" with no word of
 * why, while gc and status warned: the agent started its run without the
 * memory it had written, and whoever ran load was not told. load now gives
 * the same warning (what was found, the line to set); and a log whose only
 * headings are setext ones says so rather than "no headings found".
 */
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

async function load(log: string): Promise<{ out: string; err: string }> {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\npath = "run-log.md"\nlast_n = 3\n',
    'run-log.md': log,
  });
  const loaded = await run(['load', 'a', '--root', root], root);
  expect(loaded.code).toBe(0);
  return loaded;
}

it('a log of `---`-separated runs without headings loads with a warning saying why nothing of it is there', async () => {
  const { err } = await load('**2026-01-01** built and tested.\n\n---\n\n**2026-01-02** shipped.\n');
  expect(err).toMatch(/run-log\.md has \d+ bytes but no entries as \[memory\] reads it/);
});

it('a log headed by setext headings names them', async () => {
  const { err } = await load(
    'Run 1 on 2026-01-01\n-------------------\n\nok\n\nRun 2 on 2026-01-02\n-------------------\n\nok\n',
  );
  expect(err).toMatch(/run-log\.md has \d+ bytes but no entries/);
  expect(err).toContain('"Run 1 on 2026-01-01" (a setext heading)');
  expect(err).not.toContain('no headings found');
});
