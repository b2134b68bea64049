/**
 * Regression (found on unseen memory shapes): `memkeep status` said "next
 * trim: nothing: no trim target (last_n and max_entries are 0)" for an
 * agent with `last_n = 3` whose run log has no entries yet (a Claude Code
 * agent's `log.md` before its first run), so a reader went looking for a
 * config mistake that is not there.
 */
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

it('status of an agent with a trim target and no entries says there is nothing to trim', async () => {
  const root = await tempDir();
  await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\npath = "memory/a/log.md"\nlast_n = 3\n' });
  const status = await run(['status', '--root', root], root);
  expect(status.code).toBe(0);
  expect(status.out).not.toContain('no trim target');
  expect(status.out).toMatch(/next trim: nothing to trim \(no entries, limit 3\)/);
});

it("status of an agent whose log cannot be read says so, as gc's error does, not that there is nothing to trim", async () => {
  const root = await tempDir();
  // A directory where the run log should be: gc fails on it (exit 1).
  await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 3\n', 'memory/a.md/x': '' });
  const gc = await run(['gc', 'a', '--dry-run', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(1);
  const status = await run(['status', '--root', root], root);
  expect(status.code).toBe(0);
  expect(status.out).not.toContain('nothing to trim');
  expect(status.out).toMatch(/next gc: {3}fails: cannot read .*memory\/a\.md: EISDIR/);
  expect(status.out).toMatch(/next trim: fails: cannot read .*memory\/a\.md: EISDIR/);
  const json = JSON.parse((await run(['status', '--json', '--root', root], root)).out);
  expect(json.agents[0].error).toMatch(/EISDIR/);
});
