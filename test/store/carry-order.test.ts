/**
 * A trim's carry-over keeps appends in order (issue 25, item 16): what an
 * agent appended to the replaced file (it opened the log before the rename)
 * goes right after what the trim copied, before anything appended to the new
 * file since. Appended at the end instead, 299 of 11,305 entries came back
 * after entries written later. Deterministic: the test plays the agent's
 * writes at the moments that used to reorder them.
 */
import { appendFile, open, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replaceFile } from '../../src/fs/atomic.js';
import { carryOverTail } from '../../src/fs/carry-over.js';
import { listTree, tempDir } from '../helpers/tmp.js';

async function renamedUnder(old: string, path: string, kept: string) {
  await writeFile(path, old);
  const src = await open(path, 'r');
  // An agent's own appender, opened before the trim renames its copy into place.
  const agent = await open(path, 'a');
  await replaceFile(path, async (fh) => {
    await fh.writeFile(kept);
  });
  return { src, agent };
}

describe('carryOverTail', () => {
  it('puts the late tail of the replaced file before what was appended to the new one since', async () => {
    const dir = await tempDir();
    const path = join(dir, 'log.md');
    const old = '## 1\nold\n## 2\nkept\n';
    const kept = '## 2\nkept\n';
    const { src, agent } = await renamedUnder(old, path, kept);
    try {
      await agent.write('## 3\nlate\n'); // lands in the replaced file
      await appendFile(path, '## 4\nnewer\n'); // lands in the new one
      const carried = await carryOverTail(src, old.length, path, kept.length);
      expect(carried).toBe('## 3\nlate\n'.length);
      expect(await readFile(path, 'utf8')).toBe('## 2\nkept\n## 3\nlate\n## 4\nnewer\n');
      expect(await listTree(dir)).toEqual(['log.md']);
    } finally {
      await src.close();
      await agent.close();
    }
  });

  it('with nothing appended to the new file, the tail simply follows; with no tail, nothing changes', async () => {
    const dir = await tempDir();
    const path = join(dir, 'log.md');
    const { src, agent } = await renamedUnder('a\nb\n', path, 'b\n');
    try {
      expect(await carryOverTail(src, 4, path, 2)).toBe(0);
      expect(await readFile(path, 'utf8')).toBe('b\n');
      await agent.write('c\n');
      expect(await carryOverTail(src, 4, path, 2)).toBe(2);
      expect(await readFile(path, 'utf8')).toBe('b\nc\n');
    } finally {
      await src.close();
      await agent.close();
    }
  });

  it('keeps the order of several late appends on both sides', async () => {
    const dir = await tempDir();
    const path = join(dir, 'log.md');
    const { src, agent } = await renamedUnder('x\n', path, '');
    try {
      for (const line of ['1\n', '2\n', '3\n']) await agent.write(line);
      for (const line of ['4\n', '5\n']) await appendFile(path, line);
      await carryOverTail(src, 2, path, 0);
      expect(await readFile(path, 'utf8')).toBe('1\n2\n3\n4\n5\n');
    } finally {
      await src.close();
      await agent.close();
    }
  });
});
