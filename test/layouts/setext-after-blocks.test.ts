/**
 * Regression (review of the setext rule): a setext section heading starts
 * a paragraph after any block that ends one (a fence, a comment, a heading
 * deeper than the entries', a thematic break, indented code), not only
 * after a blank line: read as the entry's text, the section was trimmed
 * with the entry above it. Only paragraph text, a list item and an entry's
 * own heading go on into the line under them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const LOG = 'team/history.md';
const HEAD = '# Hist\n\n## L\n\n';
const SECTION = 'Notes\n-----\nkeep me\n\n';
const NEWEST = '### 2026-01-02 e2\nb\n\n';

// A comment right above a heading is structure between entries: it stays too.
it.each([
  ['a fence', '```\ncode\n```\n', ''],
  ['a one-line comment', '<!-- c -->\n', '<!-- c -->\n'],
  ['a comment over lines', '<!--\nc\n-->\n', '<!--\nc\n-->\n'],
  ['a deeper heading', '#### sub\n', ''],
  ['indented code', '    code\n', ''],
  ['a thematic break', '***\n', ''],
])('a setext section right after %s ends the entry above it', async (_, block, kept) => {
  const root = await tempDir('memkeep-setext-after-');
  const oldest = `### 2026-01-01 e1\n${block}`;
  await writeTree(root, {
    // Newest on top, as Squad's scribe writes: the oldest entry is the one above the section.
    [LOG]: HEAD + NEWEST + oldest + SECTION,
    'agents/hist.toml': `[memory]\nenabled = true\npath = "${LOG}"\nentry_heading = "###"\nentries_under = "L"\norder = "newest-first"\n`,
  });
  const r = await run(['trim', 'hist', '--keep', '1', '--root', root], root);
  expect(r.code).toBe(0);
  expect(await readFile(join(root, LOG), 'utf8')).toBe(HEAD + NEWEST + kept + SECTION);
});
