/**
 * Regression (found by an attacker); the contract (DESIGN §3/§7; marks.ts claims section headings "in any
 * form (indented, setext)" end the entries): nothing that is not an entry
 * is ever trimmed — a section after the entries is structure.
 *
 * Input: `### ` entries under `## Learnings` (entry_heading = "###",
 * entries_under = "Learnings"), the oldest entry followed by a section whose
 * setext heading text is indented by two spaces, exactly CommonMark's own
 * example of a setext heading (spec §4.3: "The content of the heading may
 * be indented up to three spaces"):
 *
 *       Team notes
 *       ----------
 *
 * then `memkeep trim hist --keep 1`.
 *
 * What happens: interestingLines only takes a column-0 line as a setext
 * title (`i === at`), so the indented title plus underline is read as entry
 * text; the oldest entry runs to the next `### `, and the trim deletes the
 * whole `Team notes` section (heading and body) with it.
 *
 * What should happen: the oldest entry ends before `  Team notes`; the trim
 * drops only the entry and keeps the section byte for byte.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const LOG = 'team/history.md';
const HEAD = '# Hist\n\n## Learnings\n\n';
const OLD = '### 2026-01-01 Checked CI\nThe main branch stays green.\n\n';
const NEW = '### 2026-01-02 Bounded retries\nThree at most.\n\n';
const SECTION = '  Team notes\n  ----------\n\nNever an entry: kept.\n\n';

it('an indented setext section heading after the oldest entry is not trimmed with it', async () => {
  const root = await tempDir('atk4-setext-indent-');
  await writeTree(root, {
    [LOG]: HEAD + NEW + OLD + SECTION,
    'agents/hist.toml': `[memory]\nenabled = true\npath = "${LOG}"\nentry_heading = "###"\nentries_under = "Learnings"\norder = "newest-first"\n`,
  });
  const r = await run(['trim', 'hist', '--keep', '1', '--root', root], root);
  expect(r.code).toBe(0);
  // The blank line above the title is its heading's: a trim never joins the title to the entry above.
  expect(await readFile(join(root, LOG), 'utf8')).toBe(HEAD + NEW + '\n' + SECTION);
});
