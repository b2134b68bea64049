/**
 * The regular-file helper on what a store may hold instead of a file (a
 * FIFO, a link to a device, a directory, an oversized file), and the atomic
 * replace of a file that was a symbolic link.
 */

import { execFileSync } from 'node:child_process';
import { chmod, lstat, mkdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeState } from '../../src/analysis/cache.js';
import { configError } from '../../src/errors.js';
import { openRegular, openRegularSync, readRegularFile, readRegularFileSync } from '../../src/fs/regular.js';
import { tempDir } from '../helpers/tmp.js';

async function fifo(dir: string, name: string): Promise<string> {
  const path = join(dir, name);
  execFileSync('mkfifo', [path]);
  return path;
}

describe('openRegular / readRegularFile', () => {
  it('refuses a FIFO at once (no writer needed), naming it, sync and async', async () => {
    const dir = await tempDir();
    const path = await fifo(dir, 'memkeep.toml');
    expect(() => openRegularSync(path)).toThrow(
      `cannot read ${path}: it is a FIFO (named pipe), a regular file was expected`,
    );
    await expect(openRegular(path)).rejects.toThrow('a FIFO (named pipe)');
    await expect(readRegularFile(path, { maxBytes: 10 })).rejects.toMatchObject({ code: 1, file: path });
  });

  it('refuses a link to /dev/zero with the error kind asked for', async () => {
    const dir = await tempDir();
    const path = join(dir, 'memkeep.toml');
    await symlink('/dev/zero', path);
    expect(() => readRegularFileSync(path, { maxBytes: 1 << 20, refuse: configError })).toThrow(
      expect.objectContaining({ code: 2, message: expect.stringContaining('a character device') }),
    );
  });

  it('refuses a FIFO opened for appending instead of writing into the pipe', async () => {
    const dir = await tempDir();
    const path = await fifo(dir, 'failures.md');
    const { constants } = await import('node:fs');
    await expect(
      openRegular(path, { flags: constants.O_RDWR | constants.O_APPEND | constants.O_CREAT, mode: 0o644 }),
    ).rejects.toThrow('a FIFO');
  });

  it('refuses a file over the limit, reads one within it, and says undefined for a missing one', async () => {
    const dir = await tempDir();
    const path = join(dir, 'a.toml');
    await writeFile(path, 'x'.repeat(101));
    expect(() => readRegularFileSync(path, { maxBytes: 100 })).toThrow(`it is 101 bytes, over the limit of 100`);
    expect(readRegularFileSync(path, { maxBytes: 101 })?.toString()).toBe('x'.repeat(101));
    expect(readRegularFileSync(join(dir, 'missing'), { maxBytes: 1 })).toBeUndefined();
  });

  it('refuses a directory with the errno people know', async () => {
    const dir = await tempDir();
    expect(() => readRegularFileSync(dir, { maxBytes: 1 })).toThrow('EISDIR: is a directory');
  });
});

describe('replacing a file that is a symbolic link', () => {
  it('gives the new state file the default mode, not the mode of what the link pointed to', async () => {
    const root = await tempDir();
    await mkdir(join(root, '.memkeep'));
    await writeFile(join(root, 'other.json'), '{}\n');
    await chmod(join(root, 'other.json'), 0o666);
    await symlink('../other.json', join(root, '.memkeep', 'state.json'));
    await writeState(root, { version: 1, agents: {} });
    const st = await lstat(join(root, '.memkeep', 'state.json'));
    expect(st.isFile()).toBe(true);
    expect(st.mode & 0o777).toBe(0o644);
    // The link was replaced, not written through.
    expect(await readFile(join(root, 'other.json'), 'utf8')).toBe('{}\n');
    expect((await stat(join(root, 'other.json'))).mode & 0o777).toBe(0o666);
  });
});
