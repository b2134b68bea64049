/**
 * Regression (found by an attack): DESIGN §1 "everything up to the next header is the entry
 * body, kept byte for byte. Line endings (LF or CRLF), a BOM, and non-UTF-8
 * bytes are preserved exactly"; §7 "A trim keeps the newest last_n entries
 * ... in place, byte for byte"; §4 "line endings preserved as found".
 *
 * Input shape: a Squad history (`preset = "squad-dated"`, summary section
 * `## Core Context`, `last_n = 2`) written on Linux (LF) whose two newest
 * dated entries were appended by the same agent on Windows (CRLF): a log
 * with mixed line endings, which is what git checkouts without
 * .gitattributes and cross-platform agents produce.
 *
 * What happens: the trim itself is byte-exact, but the distil step then
 * writes the dropped entries' knowledge into `## Core Context` with
 * writeKnowledge (src/memory/knowledge/distilled.ts), which rewrites the
 * WHOLE log: it converts every CRLF to LF and puts back one line ending
 * taken from the first line (lineEnding). The two kept entries lose their
 * CRLFs. Its read-back check compares LF-normalised text, so it passes.
 *
 * What should happen: the kept entries are byte-identical to before (only
 * the Core Context section is rewritten).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const entry = (i: number) =>
  `## 2026-03-0${i}: Fixed flaky test ${i}\n\n` +
  `**Root cause:** The cache key for job ${i} ignored the lockfile.\n` +
  `**Fix:** Include the lockfile hash in cache key ${i}.\n\n`;
const crlf = (s: string) => s.replace(/\n/g, '\r\n');

it('distilling into the summary section keeps the CRLF of the entries the trim kept', async () => {
  const root = await tempDir();
  const head = '# Flight\n\n## Core Context\n\nRuns the CI.\n\n## Learnings\n\n';
  const history = head + entry(1) + entry(2) + entry(3) + crlf(entry(4)) + crlf(entry(5));
  const path = '.squad/agents/flight/history.md';
  await writeTree(root, {
    'agents/flight.toml': `[memory]\nenabled = true\npreset = "squad-dated"\npath = "${path}"\nlast_n = 2\n`,
    [path]: history,
  });
  const gc = await run(['gc', 'flight', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  const after = await readFile(join(root, path), 'utf8');
  // The trim happened and the knowledge went into Core Context...
  expect(after).not.toContain('Fixed flaky test 1\n\n**Root cause');
  expect(after).toMatch(/## Core Context[\s\S]*Fixed flaky test 1[\s\S]*## Learnings/);
  // ...and the kept entries are byte for byte what they were.
  expect(after.endsWith(crlf(entry(4)) + crlf(entry(5)))).toBe(true);
});
