/**
 * Regression (found by an attacker); the contract (DESIGN §3/§7, docs/layouts.md: "`structure = [...]`:
 * headings of the entry level that are structure, not entries"): a heading
 * the user declared structure is never trimmed.
 *
 * Input: a newest-first log (`order = "newest-first"`) with
 * `structure = ["Open questions"]`, whose structure section is written with
 * an ATX closing sequence, `## Open questions ##` (CommonMark §4.2: the
 * closing `#`s are not part of the heading's content), sitting at the
 * bottom below the dated entries; then `memkeep trim log --keep 2`.
 *
 * What happens: marks.ts keeps the closing sequence in the title
 * (`Open questions ##`), so the structure glob does not match; the section
 * is read as an entry (the oldest one, at the bottom) and the trim deletes
 * it together with the oldest dated entry.
 *
 * What should happen: the heading's title is `Open questions`, it is
 * structure, and the trim removes only the oldest dated entry.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const LOG = 'notes/run-log.md';
const HEAD = '# Run log\n\n';
const E3 = '## 2026-01-03 Shipped\nok\n\n';
const E2 = '## 2026-01-02 Reviewed\nok\n\n';
const E1 = '## 2026-01-01 Started\nok\n\n';
const OPEN = '## Open questions ##\n\n- Which Node version?\n';

it('a structure heading written with a closing # sequence is not trimmed', async () => {
  const root = await tempDir('atk4-closing-seq-');
  await writeTree(root, {
    [LOG]: HEAD + E3 + E2 + E1 + OPEN,
    'agents/log.toml': `[memory]\nenabled = true\npath = "${LOG}"\norder = "newest-first"\nstructure = ["Open questions"]\n`,
  });
  const r = await run(['trim', 'log', '--keep', '2', '--root', root], root);
  expect(r.code).toBe(0);
  expect(await readFile(join(root, LOG), 'utf8')).toBe(HEAD + E3 + E2 + OPEN);
});
