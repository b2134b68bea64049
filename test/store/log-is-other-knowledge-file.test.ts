/**
 * Regression found by pointing one agent's run log at another agent's
 * digest.md: `gc --all` distilled agent a's dropped entries by rewriting its
 * digest whole, which was agent b's run log (a header on top, b's entries
 * re-read as items and written back with their spacing changed, a's items
 * after them); b then failed as its log had "changed under us". Both agents
 * fail now, as config errors naming the files, and nothing is written.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import { run } from '../helpers/cli-in-process.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

const log = (p: string) =>
  [1, 2, 3, 4, 5]
    .map((d) => `## 2026-01-0${d}T00:00:00Z\n**Task:** ${p}${d}\n**Result:** **Decision:** use \`${p}${d}.sh\`.\n\n\n`)
    .join('');

/** Agent b's run log is agent a's digest.md. */
async function clashing(): Promise<string> {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\n',
    'agents/b.toml': '[memory]\nenabled = true\nlast_n = 4\npath = "memory/a/procedural/digest.md"\n',
    'memory/a.md': log('a'),
    'memory/a/procedural/digest.md': log('b'),
  });
  return root;
}

it("an agent whose run log is another agent's digest.md: both fail, nothing written", async () => {
  const root = await clashing();
  const files = await listTree(root);
  const r = await run(['gc', '--all', '--root', root, '--analyzer', 'local'], root);
  // `--all` exits 1 when agents failed, whatever their own codes (axe).
  expect(r.code, r.out + r.err).toBe(1);
  expect(r.err).toMatch(/agents\/b\.toml: memory\.path is agent "a"'s digest\.md/);
  expect(r.err).toMatch(/agents\/a\.toml: memory\.procedural_dir holds digest\.md, agent "b"'s run log/);
  expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log('a'));
  expect(await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8')).toBe(log('b'));
  expect(await listTree(root)).toEqual(files);
});

it("the same two agents named (the Action's `agents: a, b`): both fail", async () => {
  const root = await clashing();
  const store = await loadStoreConfig(root);
  for (const names of [
    ['a', 'b'],
    ['b', 'a'],
  ]) {
    const selected = await selectAgents(store, names, false);
    const message = (name: string) => String((selected.find((s) => s.name === name)?.error as Error)?.message);
    expect(message('b')).toMatch(/agents\/b\.toml: memory\.path is agent "a"'s digest\.md/);
    expect(message('a')).toMatch(/agents\/a\.toml: memory\.procedural_dir holds digest\.md, agent "b"'s run log/);
    expect(selected.every((s) => s.agent === undefined)).toBe(true);
  }
});
