/**
 * Regression (found by an attacker); the contract (DESIGN §3/§7): nothing that is not an entry is ever
 * trimmed; a section heading above the entry level ends the entries
 * "in every CommonMark form".
 *
 * Input: `### ` entries under `## Learnings` (entry_heading = "###",
 * entries_under = "Learnings", newest first), the oldest entry followed by
 * a section whose ATX heading has a tab after its `##` (`##\tNotes`).
 * CommonMark (spec §4.2): "The opening sequence of # characters must be
 * followed by spaces or tabs, or by the end of line" — so `##\tNotes` (and
 * an empty `##`) is an h2. Then `memkeep trim hist --keep 1`.
 *
 * What happens: marks.ts atxLevel requires a space after the `#` run (axe's
 * rule, applied to every layout), so `##\tNotes` is entry text; the oldest
 * entry runs through the whole Notes section and the trim deletes it.
 *
 * What should happen: the Notes section is structure and is kept byte for
 * byte; only the oldest entry's own lines go.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const LOG = 'team/history.md';
const HEAD = '# Hist\n\n## Learnings\n\n';
const NEW = '### 2026-01-02 Bounded retries\nThree at most.\n\n';
const OLD = '### 2026-01-01 Checked CI\nThe main branch stays green.\n\n';
const SECTION = '##\tNotes\n\nTeam notes: never an entry.\n';

it('a `##<tab>` section heading after the oldest entry is not trimmed with it', async () => {
  const root = await tempDir('atk4-atx-tab-');
  await writeTree(root, {
    [LOG]: HEAD + NEW + OLD + SECTION,
    'agents/hist.toml': `[memory]\nenabled = true\npath = "${LOG}"\nentry_heading = "###"\nentries_under = "Learnings"\norder = "newest-first"\n`,
  });
  const r = await run(['trim', 'hist', '--keep', '1', '--root', root], root);
  expect(r.code).toBe(0);
  expect(await readFile(join(root, LOG), 'utf8')).toBe(HEAD + NEW + SECTION);
});
