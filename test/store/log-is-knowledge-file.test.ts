/**
 * Regression found by pointing an agent's run log at the files the distil
 * step rewrites whole: with `path = "memory/a/procedural/digest.md"`, gc
 * wrote the digest over the log before trimming it (a header on top, every
 * entry re-read as an item and written back with its blank lines changed,
 * the new items after them), then failed with exit 1 as the log had
 * "changed under us". The run log and a knowledge file cannot be one file:
 * that is a config error (exit 2) naming the field, with nothing changed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const LOG = [1, 2, 3, 4, 5]
  .map((d) => `## 2026-01-0${d}T00:00:00Z\n**Task:** t${d}\n**Result:** **Decision:** use \`tool${d}.sh\` first.\n\n\n`)
  .join('');

describe("a run log that is one of the agent's knowledge files", () => {
  for (const [file, config] of [
    ['memory/a/procedural/digest.md', 'path = "memory/a/procedural/digest.md"'],
    ['memory/a/procedural/lessons.md', 'path = "memory/a/procedural/lessons.md"'],
    ['notes/digest.md', 'path = "notes/digest.md"\nprocedural_dir = "notes"'],
  ] as const) {
    it(`${file}: exit 2 naming memory.path, nothing changed`, async () => {
      const root = await tempDir();
      const failures =
        '## 2026-01-02T00:00:00Z\n- **Issue**: local\n- **Task snippet**: t\n- **Why it failed**: timeout\n';
      await writeTree(root, {
        'agents/a.toml': `[memory]\nenabled = true\nlast_n = 2\n${config}\n`,
        [file]: LOG,
        [join(file, '..', 'failures.md')]: failures,
      });
      for (const args of [
        ['gc', 'a', '--dry-run'],
        ['gc', 'a'],
      ]) {
        const r = await run([...args, '--root', root, '--analyzer', 'local'], root);
        expect(r.code, r.out + r.err).toBe(2);
        expect(r.err).toMatch(/agents\/a\.toml: memory\.path/);
        expect(r.err).toContain('a file of its own');
        expect(await readFile(join(root, file), 'utf8')).toBe(LOG);
      }
    });
  }
});
