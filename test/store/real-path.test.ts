/**
 * realPathIn: the one name of a file two agents may give two ways, which
 * decides whose knowledge writes run one after another (gc/distil-writes.ts).
 */
import { mkdir, realpath, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { realPathIn } from '../../src/config/confine.js';
import { tempDir } from '../helpers/tmp.js';

describe('realPathIn', () => {
  it('gives a path without links as it is, created or not', async () => {
    const root = await realpath(await tempDir());
    await mkdir(join(root, 'memory/a'), { recursive: true });
    expect(await realPathIn(root, join(root, 'memory/a/digest.md'))).toBe(join(root, 'memory/a/digest.md'));
    expect(await realPathIn(root, join(root, 'memory/b/digest.md'))).toBe(join(root, 'memory/b/digest.md'));
  });

  it('follows a symlinked folder to where a file not yet created would be', async () => {
    const root = await realpath(await tempDir());
    await mkdir(join(root, 'memory/shared'), { recursive: true });
    await symlink('shared', join(root, 'memory/team'));
    expect(await realPathIn(root, join(root, 'memory/team/procedural/digest.md'))).toBe(
      join(root, 'memory/shared/procedural/digest.md'),
    );
  });

  it('follows a dangling link to where writing through it would land', async () => {
    const root = await realpath(await tempDir());
    await mkdir(join(root, 'memory'), { recursive: true });
    await symlink('later', join(root, 'memory/team'));
    expect(await realPathIn(root, join(root, 'memory/team/digest.md'))).toBe(join(root, 'memory/later/digest.md'));
  });
});
