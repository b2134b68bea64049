/**
 * Regression (found on unseen memory shapes): a newest-first log whose
 * entries cite the same links by reference (`[ADR 1][adr-1]`, a footnote
 * `[^rb]`) and define them once, at the end of the file. The definitions
 * read as the text of the last entry, the oldest, and the first trim
 * dropped them with it: every kept entry's link and footnote went dead.
 * Definitions closing a log (or an entries section) are its footer,
 * structure, as a `---` and a note are; definitions every entry ends with
 * are each entry's own, trimmed with it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const entry = (d: number, own = '') =>
  `## 2026-01-0${d}\n\nFollowed [ADR 1][adr-1] and the runbook[^rb] (${d}).\n\n${own}`;
const DEFINITIONS = '[adr-1]: docs/adr/0001-sqlite.md "Use SQLite"\n[^rb]: See docs/runbook.md,\n    section 3.\n';

it.each([
  [
    'definitions closing a newest-first log stay when the bottom entries go',
    `# Worklog\n\n${[5, 4, 3, 2].map((d) => entry(d)).join('')}${DEFINITIONS}`,
    `# Worklog\n\n${[5, 4].map((d) => entry(d)).join('')}${DEFINITIONS}`,
  ],
  [
    'definitions after a break and a note stay too',
    `# Worklog\n\n${[5, 4, 3, 2].map((d) => entry(d)).join('')}---\n\n*Newest first.*\n\n${DEFINITIONS}`,
    `# Worklog\n\n${[5, 4].map((d) => entry(d)).join('')}---\n\n*Newest first.*\n\n${DEFINITIONS}`,
  ],
  [
    "each entry's own definitions go with it",
    `# Worklog\n\n${[5, 4, 3, 2].map((d) => entry(d, `[adr-1]: docs/adr/000${d}.md\n\n`)).join('')}`,
    `# Worklog\n\n${[5, 4].map((d) => entry(d, `[adr-1]: docs/adr/000${d}.md\n\n`)).join('')}`,
  ],
])('%s', async (_, before, after) => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/w.toml': '[memory]\nenabled = true\npath = "worklog.md"\norder = "newest-first"\nlast_n = 2\n',
    'worklog.md': before,
  });
  const trim = await run(['trim', 'w', '--root', root], root);
  expect(trim.code).toBe(0);
  expect(trim.out).toMatch(/Trimmed: older entries removed/);
  expect(await readFile(join(root, 'worklog.md'), 'utf8')).toBe(after);
});
