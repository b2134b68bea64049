/**
 * blameLines on a real repository: each line's commit time and text as git
 * reports them, across commits (a commit's time is given once, then reused),
 * with CRLF lines, lines that look like porcelain headers, and uncommitted
 * lines (the newest).
 */
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blameLines } from '../../src/git/blame.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

describe('blameLines', () => {
  it("gives each line its commit's time and its text", async () => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    const older = daysAgo(20);
    const newer = daysAgo(10);
    const hexLike = `${'a'.repeat(40)} 1 1 1`;
    const first = `one\r\n${hexLike}\ncommitter-time 5\n`;
    await commitFiles(root, { 'log.md': first }, older);
    await commitFiles(root, { 'log.md': `zero\n${first}three\n` }, newer);
    const before = Date.now();
    await appendFile(join(root, 'log.md'), 'not committed\n');
    const lines = (await blameLines(join(root, 'log.md')))!;
    const sec = (d: Date) => Math.floor(d.getTime() / 1000) * 1000;
    expect([...lines.entries()].map(([n, l]) => [n, l.text])).toEqual([
      [1, 'zero'],
      [2, 'one'],
      [3, hexLike],
      [4, 'committer-time 5'],
      [5, 'three'],
      [6, 'not committed'],
    ]);
    expect([1, 2, 3, 4, 5].map((n) => lines.get(n)!.time)).toEqual([
      sec(newer),
      sec(older),
      sec(older),
      sec(older),
      sec(newer),
    ]);
    expect(lines.get(6)!.time).toBeGreaterThanOrEqual(before);
  });

  it('is undefined outside a git work tree', async () => {
    const root = await tempDir();
    await appendFile(join(root, 'log.md'), 'x\n');
    expect(await blameLines(join(root, 'log.md'))).toBeUndefined();
  });
});
