/**
 * Concurrent rewrites of one file lose nothing (issue 17, item 12): `merge`
 * and `remember` read, change and rename the whole file, so two of them
 * running at once used to both read the old text, and the second rename
 * dropped the first update while both exited 0 (22% of updates lost with
 * two writers). They now take the file's short write lock (writelock.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeInto } from '../../src/memory/sections/merge.js';
import { splitSections, USER_PROFILE_SECTIONS } from '../../src/memory/sections/section-file.js';
import { writeSections } from '../../src/memory/sections/section-write.js';
import { runCli } from '../helpers/cli.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

describe('concurrent rewrites of one file', () => {
  it('merge: every line merged concurrently in one process is in the file', async () => {
    const dir = await tempDir('memkeep-merge-race-');
    const path = join(dir, 'notes', 'habits.md');
    const lines = Array.from({ length: 20 }, (_, i) => `- habit ${i}\n`);
    await Promise.all(lines.map((line, i) => mergeInto(path, line, i % 2 ? 'none' : 'line_hash')));
    const text = await readFile(path, 'utf8');
    expect(lines.filter((line) => !text.includes(line))).toEqual([]);
    expect(text.split('\n').filter(Boolean)).toHaveLength(lines.length);
    expect(await listTree(dir)).toEqual(['notes/habits.md']);
  });

  it('remember: updates to different sections made at once all land, round after round', async () => {
    const dir = await tempDir('memkeep-remember-race-');
    const path = join(dir, 'USER_PROFILE.md');
    for (let round = 0; round < 20; round++) {
      await Promise.all(
        USER_PROFILE_SECTIONS.map((heading) =>
          writeSections(path, { [heading]: `${heading} ${round}` }, USER_PROFILE_SECTIONS),
        ),
      );
      const bodies = splitSections(await readFile(path, 'utf8')).sections.map((s) => s.body.trim());
      expect(bodies, `round ${round}`).toEqual(USER_PROFILE_SECTIONS.map((heading) => `${heading} ${round}`));
    }
    expect(await listTree(dir)).toEqual(['USER_PROFILE.md']);
  });

  it('merge as separate processes: no line that exited 0 is lost', async () => {
    const root = await tempDir('memkeep-merge-procs-');
    await writeTree(root, { 'memory/notes.md': '# Notes\n' });
    const WORKERS = 3;
    const EACH = 12;
    const merged: string[] = [];
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, w) => {
        for (let i = 0; i < EACH; i++) {
          const line = `- worker ${w} note ${i}`;
          const r = await runCli(['merge', 'memory/notes.md', '--root', root], { input: `${line}\n` });
          expect(r.code, r.stderr).toBe(0);
          merged.push(line);
        }
      }),
    );
    const text = await readFile(join(root, 'memory/notes.md'), 'utf8');
    const lost = merged.filter((line) => !text.includes(`${line}\n`));
    process.stdout.write(`[race] merge: ${WORKERS} processes, ${merged.length} merges, ${lost.length} lost\n`);
    expect(lost).toEqual([]);
    expect(await listTree(root)).toEqual(['memory/notes.md']);
  });
});
