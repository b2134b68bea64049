/**
 * An HTML line or comment set apart by blank lines between two entries is
 * ambiguous: an anchor the next entry leads in with, or the last line of
 * the entry above (a screenshot, an end marker). Where the log's first entry
 * has no line of that kind above it, it is the entries' own last line, not
 * the next one's lead-in: read as a lead-in, a newest-first trim dropped a
 * kept entry's screenshot with the older entry below it, and an
 * oldest-first trim left a dropped entry's screenshot above the first one
 * kept.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir } from '../helpers/tmp.js';

const day = (i: number) => `2025-06-0${i}`;
const SHAPES: Record<string, (i: number) => string> = {
  'a screenshot': (i) => `## ${day(i)} session ${i}\n\nDid ${i}.\n\n<img alt="shot ${i}" src="shots/${i}.png">\n\n`,
  'a definition comment': (i) => `## ${day(i)} session ${i}\n\nDid ${i}.\n\n[//]: # (end of session ${i})\n\n`,
};

async function trimmed(order: 'newest-first' | 'oldest-first', entry: (i: number) => string): Promise<string> {
  const root = await tempDir();
  const ids = order === 'newest-first' ? [4, 3, 2, 1] : [1, 2, 3, 4];
  await mkdir(join(root, 'agents'));
  await writeFile(
    join(root, 'agents/a.toml'),
    `[memory]\nenabled = true\npath = "DEVLOG.md"\nlast_n = 2\norder = "${order}"\n`,
  );
  await writeFile(join(root, 'DEVLOG.md'), `# Devlog\n\n${ids.map(entry).join('')}`);
  const gc = await run(['gc', '--all', '--analyzer', 'local', '--no-distil', '--root', root], root);
  expect(gc.code).toBe(0);
  return readFile(join(root, 'DEVLOG.md'), 'utf8');
}

describe('a line of its own at the end of each entry', () => {
  it.each(Object.entries(SHAPES))('%s stays with the entry it ends (newest first)', async (_, entry) => {
    expect(await trimmed('newest-first', entry)).toBe(`# Devlog\n\n${entry(4)}${entry(3)}`);
  });
  it.each(Object.entries(SHAPES))('%s stays with the entry it ends when the oldest has none', async (_, entry) => {
    const plain = (i: number) => `## ${day(i)} session ${i}\n\nDid ${i}.\n\n`;
    const log = (i: number) => (i === 1 ? plain(i) : entry(i));
    expect(await trimmed('newest-first', log)).toBe(`# Devlog\n\n${entry(4)}${entry(3)}`);
  });
  it.each(Object.entries(SHAPES))('%s goes with the entry it ends (oldest first)', async (_, entry) => {
    expect(await trimmed('oldest-first', entry)).toBe(`# Devlog\n\n${entry(3)}${entry(4)}`);
  });
});
