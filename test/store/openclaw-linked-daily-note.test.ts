/**
 * Regression, found by an attack: a daily note linked from OpenClaw's curated MEMORY.md.
 *
 * Contract broken: "Never pruned ...: files linked from a kept index ... A
 * pruned file's line in an index is removed in the same change, or the file
 * is kept" (DESIGN §7); §8 lists "curated indexes" among knowledge
 * documents; README: OpenClaw's MEMORY.md is curated long-term memory
 * (core), which memkeep never rewrites.
 *
 * Input shape: an OpenClaw workspace (MEMORY.md + SOUL.md + daily notes
 * `memory/YYYY-MM-DD.md`), all committed 60 days ago, configured by
 * `memkeep init --write`. The curated MEMORY.md links one daily note with a
 * plain markdown link: `[the incident](memory/2026-01-05.md)`.
 *
 * What happened: `memkeep prune --all` deleted memory/2026-01-05.md (the
 * openclaw preset declares no index_files, src/config/presets.ts, so
 * neverPruned in src/memory/typed/pruning.ts never read MEMORY.md's links)
 * and MEMORY.md kept a dead link to it: the curated memory pointed at a
 * file that was gone.
 *
 * What happens now: what the run log or a core file links to is never
 * pruned, so a daily note the curated MEMORY.md links is kept (MEMORY.md is
 * not an index: memkeep never rewrites it, so removing the line is not an
 * option); unlinked old daily notes are distilled and pruned as before.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

it('a daily note linked from the curated MEMORY.md is not pruned', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  const memory =
    '# Long-term memory\n\n## Decisions\n\n' + '- We deploy blue/green. Why: [the incident](memory/2026-01-05.md)\n';
  await commitFiles(
    root,
    {
      'MEMORY.md': memory,
      'SOUL.md': '# Soul\n\nBe terse.\n',
      'memory/2026-01-05.md': '# 2026-01-05\n\n- Incident: the blue deploy failed; rollback took 4 minutes.\n',
      'memory/2026-01-07.md': '# 2026-01-07\n\n- Rotated the staging API key.\n',
    },
    daysAgo(60),
  );
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  expect(init.out).toMatch(/OpenClaw workspace/);
  const prune = await run(['prune', '--all', '--root', root], root);
  expect(prune.code).toBe(0);
  const left = await readdir(join(root, 'memory'));
  expect(left).not.toContain('2026-01-07.md'); // control: old, unlinked daily note goes
  expect(await readFile(join(root, 'MEMORY.md'), 'utf8')).toBe(memory);
  expect(left).toContain('2026-01-05.md');
});
