/**
 * Regression (found by an attacker); the contract (DESIGN §3/§7, docs/layouts.md "The entry model"): a trim
 * removes whole entries and nothing else; it never splits an entry so that
 * part of it is dropped and part kept, and never leaves a dropped entry's
 * tail glued in front of a kept one.
 *
 * Input: a very common agent log shape — `### <date> …` entries, each a
 * paragraph of two lines followed directly by a `---` separator line, e.g.
 *
 *     ### 2026-01-01 Task 1
 *     Did task 1.
 *     Result: passed
 *     ---
 *
 * `memkeep init --write` proposes `entry_heading = "###"` for it, then
 * `memkeep trim <agent> --keep 2`.
 *
 * What happens: marks.ts reads `Result: passed` + `---` as a setext `## `
 * heading (only the single column-0 line above the underline is the title),
 * i.e. as structure above the entry level. Each entry then ends before its
 * last line, the trim drops `### … Task 1\nDid task 1.\n` and keeps the
 * orphan `Result: passed\n---\n` lines of every dropped entry, stacked in
 * front of the first kept entry.
 *
 * What should happen: the three oldest entries go whole (heading, both
 * lines and their separator), or — if `Did task 1.\nResult: passed\n---`
 * is a setext heading as CommonMark reads it (the whole paragraph is its
 * text) — none of its lines is dropped. Either way no entry is split.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const LOG = 'notes/work-log.md';
const twoLines = (i: number) => `### 2026-01-0${i} Task ${i}\nDid task ${i}.\nResult: passed\n---\n\n`;
const oneLine = (i: number) => `### 2026-01-0${i} Task ${i}\nResult: passed\n---\n\n`;

it.each([
  ['two lines', twoLines],
  ['one line', oneLine],
])('a `---` separator right under an entry of %s does not split the entry on trim', async (_, entry) => {
  const root = await tempDir('atk4-sep-');
  const title = '# Work log\n\n';
  await writeTree(root, { [LOG]: title + [1, 2, 3, 4, 5].map(entry).join('') });

  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  const trim = await run(['trim', 'work-log', '--keep', '2', '--root', root], root);
  expect(trim.code).toBe(0);

  const after = await readFile(join(root, LOG), 'utf8');
  // No line of a dropped entry survives on its own.
  expect(after).not.toContain('Result: passed\n---\n\nResult: passed');
  expect(after).toBe(title + entry(4) + entry(5));
});
