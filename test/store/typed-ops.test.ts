/**
 * Typed memory operations and failure notes at the library level: moves that
 * never overwrite, expiry through the AgeSource interface, the pruning walk,
 * and the failure note's exact shape.
 */

import { link, mkdir, readFile, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemkeepError } from '../../src/errors.js';
import { appendFailureNote, formatFailureNote, parseTokens } from '../../src/memory/knowledge/failures.js';
import type { AgeSource } from '../../src/memory/typed/file-ages.js';
import { demote, expire, listTypedFiles, promote } from '../../src/memory/typed/typed.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const DAY = 86_400_000;
const NOW = new Date('2026-11-22T12:00:00Z');

async function rejection(p: Promise<unknown>): Promise<MemkeepError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(MemkeepError);
    return err as MemkeepError;
  }
  throw new Error('expected a rejection');
}

describe('promote and demote', () => {
  it('move a file, creating the destination directory', async () => {
    const dir = await tempDir();
    await writeTree(dir, { 'episodic/a.md': 'note\n' });
    await promote(join(dir, 'episodic/a.md'), join(dir, 'procedural/deep/a.md'));
    expect(await readFile(join(dir, 'procedural/deep/a.md'), 'utf8')).toBe('note\n');
    await expect(stat(join(dir, 'episodic/a.md'))).rejects.toThrow();
    await demote(join(dir, 'procedural/deep/a.md'), join(dir, 'episodic/a.md'));
    expect(await readFile(join(dir, 'episodic/a.md'), 'utf8')).toBe('note\n');
  });

  it('never overwrite, and refuse locked, missing and non-regular sources', async () => {
    const dir = await tempDir();
    await writeTree(dir, {
      'a.md': 'a\n',
      'b.md': 'b\n',
      'c.md': 'c\n',
      'c.md.lock': '',
      'd.md': 'd\n',
      'e.md.lock': '',
    });
    await mkdir(join(dir, 'folder'));
    const clash = await rejection(promote(join(dir, 'a.md'), join(dir, 'b.md')));
    expect([clash.code, clash.message]).toEqual([1, expect.stringContaining('already exists')]);
    expect(await readFile(join(dir, 'a.md'), 'utf8')).toBe('a\n');
    expect(await readFile(join(dir, 'b.md'), 'utf8')).toBe('b\n');
    expect((await rejection(promote(join(dir, 'c.md'), join(dir, 'x.md')))).message).toContain('locked');
    expect((await rejection(demote(join(dir, 'd.md'), join(dir, 'e.md')))).message).toContain('locked');
    expect((await rejection(promote(join(dir, 'nope.md'), join(dir, 'y.md')))).message).toContain('does not exist');
    expect((await rejection(promote(join(dir, 'folder'), join(dir, 'z')))).message).toContain('not a regular file');
    expect(await readFile(join(dir, 'd.md'), 'utf8')).toBe('d\n');
  });
});

describe('promote and demote after an interrupted move (issue 17, item 13)', () => {
  it('finishes a move killed between its link and its unlink', async () => {
    const dir = await tempDir();
    await writeTree(dir, { 'episodic/a.md': 'note\n' });
    // What a move killed (or failing with EIO) after link(2) leaves: both names, one file.
    await mkdir(join(dir, 'procedural'));
    await link(join(dir, 'episodic/a.md'), join(dir, 'procedural/a.md'));
    await promote(join(dir, 'episodic/a.md'), join(dir, 'procedural/a.md'));
    expect(await readFile(join(dir, 'procedural/a.md'), 'utf8')).toBe('note\n');
    await expect(stat(join(dir, 'episodic/a.md'))).rejects.toThrow();
  });

  it('finishes a copied move (another filesystem) whose copy was complete', async () => {
    const dir = await tempDir();
    await writeTree(dir, { 'procedural/a.md': 'kept\n', 'episodic/a.md': 'kept\n' });
    await demote(join(dir, 'procedural/a.md'), join(dir, 'episodic/a.md'));
    expect(await readFile(join(dir, 'episodic/a.md'), 'utf8')).toBe('kept\n');
    await expect(stat(join(dir, 'procedural/a.md'))).rejects.toThrow();
  });

  it('still refuses a destination with other bytes, or one that is not a regular file', async () => {
    const dir = await tempDir();
    await writeTree(dir, { 'a.md': 'note\n', 'b.md': 'note!\n', 'c.md': 'note\r\n' });
    await mkdir(join(dir, 'd.md'));
    for (const other of ['b.md', 'c.md', 'd.md']) {
      const err = await rejection(promote(join(dir, 'a.md'), join(dir, other)));
      expect(err.message).toContain('already exists');
    }
    expect(await readFile(join(dir, 'a.md'), 'utf8')).toBe('note\n');
  });
});

describe('expire', () => {
  const fixed = (modified: Date | undefined, uncertain?: string): AgeSource => ({
    ageOf: async () => ({ modified, source: 'git', uncertain }),
  });

  it('asks the AgeSource, not stat', async () => {
    const dir = await tempDir();
    await writeTree(dir, { 'old.md': 'x', 'new.md': 'x' });
    const old = await expire(join(dir, 'old.md'), 7 * DAY, {
      ages: fixed(new Date(NOW.getTime() - 8 * DAY)),
      now: NOW,
    });
    expect(old.removed).toBe(true);
    await expect(stat(join(dir, 'old.md'))).rejects.toThrow();
    const fresh = await expire(join(dir, 'new.md'), 7 * DAY, {
      ages: fixed(new Date(NOW.getTime() - 6 * DAY)),
      now: NOW,
    });
    expect(fresh).toMatchObject({ removed: false, reason: 'not old enough' });
  });

  it('keeps missing, locked, sentinel and uncertain files, with the reason', async () => {
    const dir = await tempDir();
    await writeTree(dir, { 'locked.md': 'x', 'locked.md.lock': '', 'unsure.md': 'x' });
    const ancient = fixed(new Date(NOW.getTime() - 400 * DAY));
    expect(await expire(join(dir, 'missing.md'), DAY, { ages: ancient, now: NOW })).toEqual({
      removed: false,
      reason: 'missing',
    });
    expect((await expire(join(dir, 'locked.md'), DAY, { ages: ancient, now: NOW })).reason).toBe('locked');
    expect((await expire(join(dir, 'locked.md.lock'), DAY, { ages: ancient, now: NOW })).removed).toBe(false);
    const unsure = await expire(join(dir, 'unsure.md'), DAY, { ages: fixed(undefined, 'shallow clone'), now: NOW });
    expect(unsure.reason).toContain('shallow clone');
    for (const f of ['locked.md', 'locked.md.lock', 'unsure.md'])
      expect((await stat(join(dir, f))).isFile()).toBe(true);
  });

  it('defaults to mtime outside git', async () => {
    const dir = await tempDir();
    await writeTree(dir, { 'a.md': 'x' });
    const past = new Date(Date.now() - 10 * DAY);
    await utimes(join(dir, 'a.md'), past, past);
    expect((await expire(join(dir, 'a.md'), 7 * DAY)).removed).toBe(true);
  });
});

describe('listTypedFiles', () => {
  it('lists regular files recursively, sorted, without sentinels, temp files or symlinked content', async () => {
    const outside = await tempDir('memkeep-outside-');
    await writeTree(outside, { 'secret.md': 'not ours' });
    const dir = await tempDir();
    await writeTree(dir, {
      'b.md': 'b',
      'a.md': 'a',
      'a.md.lock': '',
      'sub/c.md': 'c',
      '.b.md.123.deadbeef.memkeep-tmp': 'partial',
    });
    await symlink(outside, join(dir, 'linked'));
    await symlink(join(outside, 'secret.md'), join(dir, 'secret-link.md'));
    expect(listTypedFiles(dir)).toEqual([join(dir, 'a.md'), join(dir, 'b.md'), join(dir, 'sub/c.md')]);
    expect(listTypedFiles(join(dir, 'missing'))).toEqual([]);
  });
});

describe('failure notes', () => {
  it('render in the seed shape', () => {
    const note = formatFailureNote({
      at: new Date('2026-04-18T12:00:00.345Z'),
      task: 'Fix the build',
      tokens: 12345,
      why: 'partial',
    });
    expect(note).toBe(
      '## 2026-04-18T12:00:00+00:00\n- **Issue**: local\n- **Task snippet**: Fix the build\n- **Tokens**: 12345\n- **Why it failed**: partial\n\n',
    );
    const extra = formatFailureNote({
      at: NOW,
      issue: '17',
      task: 't',
      why: 'timeout',
      runUrl: 'https://x.example/r/1',
      commit: 'abc',
    });
    expect(extra).toContain('- **Tokens**: unknown\n');
    expect(extra.endsWith('- **Run**: https://x.example/r/1\n- **Commit**: abc\n\n')).toBe(true);
  });

  it('fold the task to one line of 200 characters without splitting an emoji', () => {
    const task = 'a'.repeat(199) + '😀' + 'tail';
    const snippet = /Task snippet\*\*: (.*)\n/.exec(formatFailureNote({ at: NOW, task, why: 'failure' }))![1];
    expect(Array.from(snippet)).toHaveLength(200);
    expect(snippet.endsWith('😀')).toBe(true);
    const hostile = formatFailureNote({
      at: NOW,
      task: 'line one\n## Injected heading\n- **Issue**: fake',
      why: 'x\n## y',
    });
    expect(hostile.split('\n').filter((l) => l.startsWith('## '))).toHaveLength(1);
    expect(hostile.split('\n').filter((l) => l.startsWith('- **Issue**'))).toHaveLength(1);
  });

  it('append to failures.md, creating it, on a fresh line, in the file’s line endings', async () => {
    const dir = await tempDir();
    const file = await appendFailureNote(join(dir, 'procedural'), { at: NOW, task: 'one', why: 'partial' });
    await appendFailureNote(join(dir, 'procedural'), { at: NOW, task: 'two', why: 'timeout' });
    const text = await readFile(file, 'utf8');
    expect(text.match(/^## /gm)).toHaveLength(2);

    const crlf = join(dir, 'crlf');
    await mkdir(crlf);
    await writeFile(join(crlf, 'failures.md'), '## old\r\n- **Issue**: local');
    await appendFailureNote(crlf, { at: NOW, task: 'three', why: 'failure' });
    const after = await readFile(join(crlf, 'failures.md'), 'utf8');
    expect(after.startsWith('## old\r\n- **Issue**: local\r\n## 2026-11-22T12:00:00+00:00\r\n')).toBe(true);
    expect(after.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('reject tokens that are not a whole number, or one too big to write as digits (exit 2, naming --tokens)', () => {
    expect(parseTokens(' 42 ')).toBe(42);
    expect(parseTokens('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    // Past 2^53 the count is no longer the number given, and 1e23 was written as `1e+23`.
    for (const bad of ['12k', '-1', '', '1.5', '9007199254740993', '99999999999999999999999']) {
      let err: unknown;
      try {
        parseTokens(bad);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(MemkeepError);
      expect((err as MemkeepError).code).toBe(2);
      expect((err as MemkeepError).field).toBe('--tokens');
    }
  });
});
