/**
 * A section after the entries ends them however its heading is written:
 * indented by 1 to 3 spaces (` ## Notes`) or setext (`Notes` over `---`),
 * as CommonMark reads them, exactly as `## Notes` does. Squad's `### `
 * entries under `## Learnings`, ordered by git in a real repository whose
 * newest entries were added at the top: the oldest entry is the last one,
 * right above the section, and a trim that took the section with it would
 * lose it. A `---` after a blank line or a list item is a thematic break,
 * and YAML front matter's `---` fences are neither.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAgent } from '../../src/config/agent-config.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { layoutFor, layoutOf } from '../../src/format/layout.js';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const LOG = '.squad/agents/eecom/history.md';
const HEAD = '# EECOM\n\n## Core Context\n\nOwns the runtime.\n\n## Learnings\n\n';
// Each entry holds a thematic break: after a blank line, and after a list item.
const NEWEST = '### Pinned the toolchain\n- pin Node 22\n---\n\n';
const MIDDLE = '### Bounded the retries\nThree at most.\n\n---\n\n';
const OLDEST = '### Checked CI before merging\nThe main branch stays green.\n\n';
const FORMS = [
  ' ## Notes (indented one space)',
  '   ## Notes (indented three spaces)',
  'Notes (setext)\n--------------',
  'Appendix (a setext title)\n=========================',
  '  # Appendix (an indented title)',
];
// A setext title starts a paragraph: the blank lines above it are its heading's, not the entry's, so
// a trim of the entry before it never joins the title to the entry kept above.
const blankAbove = (form: string) => (/\n[-=]+$/.test(form) ? '\n' : '');
const section = (form: string) => `${form}\n\nTeam notes stay: never an entry.\n\n### Not a learning\n- kept\n`;

describe('a section heading written indented or setext ends the entries', () => {
  it.each(FORMS)('%s: the oldest entry ends before it, and gc keeps it byte for byte', async (form) => {
    const root = await tempDir('memkeep-forms-');
    await git(root, ['init', '-q', '-b', 'main']);
    // The newest entries are added at the top, as Squad's scribe does.
    await commitFiles(root, { [LOG]: HEAD + OLDEST + section(form) }, daysAgo(30));
    await commitFiles(root, { [LOG]: HEAD + MIDDLE + OLDEST + section(form) }, daysAgo(20));
    const log = HEAD + NEWEST + MIDDLE + OLDEST + section(form);
    await commitFiles(
      root,
      { [LOG]: log, 'agents/eecom.toml': `[memory]\nenabled = true\npreset = "squad"\npath = "${LOG}"\nlast_n = 2\n` },
      daysAgo(10),
    );

    const layout = layoutOf((await loadAgent(await loadStoreConfig(root), 'eecom')).memory);
    const buf = Buffer.from(log);
    // Soft: a wrong split is reported with what gc then does to the file.
    const oldest = OLDEST.slice(0, OLDEST.length - blankAbove(form).length);
    expect.soft(layout.entries(buf).map((e) => buf.toString('utf8', e.start, e.end))).toEqual([NEWEST, MIDDLE, oldest]);

    // Without the distil step, which writes into Core Context: the bytes compare exactly.
    const gc = await run(['gc', 'eecom', '--no-distil', '--analyzer', 'local', '--root', root], root);
    expect(gc.err).not.toMatch(/Error|Needs attention/);
    expect(gc.code).toBe(0);
    expect(await readFile(join(root, LOG), 'utf8')).toBe(HEAD + NEWEST + MIDDLE + blankAbove(form) + section(form));
  });

  it('memkeep log writes a result line that reads as a section heading as text: one entry, no section', async () => {
    const root = await tempDir('memkeep-forms-log-');
    await writeTree(root, {
      [LOG]: HEAD + OLDEST,
      'agents/eecom.toml': `[memory]\nenabled = true\npreset = "squad"\npath = "${LOG}"\n`,
    });
    const result = 'done\n## Notes\n ## Notes\nNotes\n---\nTitle\n===\n  # Title\n <!-- open\n```';
    const r = await run(['log', 'eecom', '--task', 'Wrote the notes', '--result', result, '--root', root], root);
    expect(r.code).toBe(0);
    const after = await readFile(join(root, LOG));
    const layout = layoutOf((await loadAgent(await loadStoreConfig(root), 'eecom')).memory);
    const entries = layout.entries(after);
    expect(entries.map((e) => e.start)).toEqual([HEAD.length, (HEAD + OLDEST).length]);
    expect(entries[1].end).toBe(after.length);
  });

  it("front matter's closing `---` underlines nothing: no section above the entries names a day", () => {
    const layout = layoutFor({ level: 3, structure: [], order: 'oldest-first' });
    const log = Buffer.from('---\ntitle: notes of 2026-05-01\n---\n\n### 10:30 fixed the upload test\nbody\n');
    expect(layout.entries(log)).toEqual([
      { heading: '10:30 fixed the upload test', start: log.indexOf('### '), end: log.length },
    ]);
  });
});
