/**
 * evva's memdir against memkeep, where a tester compares the files: a
 * section file memkeep creates has evva's bytes (the scaffold in allowed
 * order) but not evva's mode. evva leaves its files at 0600 (behaviors.md,
 * "do better"); memkeep creates them 0644, as axe creates its run logs,
 * whatever the umask, and keeps the mode of a file that exists.
 */
import { chmod, mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectKey } from '../../src/memory/sections/section-file.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir } from '../helpers/tmp.js';

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe('remember creates section files as evva would fill them, at 0644, not 0600', () => {
  it('USER_PROFILE.md and projects/<ProjectKey>/MEMORY.md, with their directories', async () => {
    const root = await tempDir();
    const work = join(root, 'work');
    await mkdir(work);
    const umask = process.umask(0o077);
    try {
      expect((await run(['remember', '--profile', '--set', 'Preferences=tabs', '--root', root], root)).code).toBe(0);
      const project = ['remember', '--project', '--workdir', work, '--set', 'Decisions=ESM only', '--root', root];
      expect((await run(project, root)).code).toBe(0);
    } finally {
      process.umask(umask);
    }
    const profile = join(root, 'USER_PROFILE.md');
    const memory = join(root, 'projects', projectKey(work), 'MEMORY.md');
    expect(await readFile(profile, 'utf8')).toBe('## Preferences\ntabs\n\n## Working style\n\n## Recurring topics\n');
    expect(await readFile(memory, 'utf8')).toBe(
      '## Project facts\n\n## Decisions\nESM only\n\n## Open issues\n\n## References\n',
    );
    expect(await mode(profile)).toBe(0o644);
    expect(await mode(memory)).toBe(0o644);
  });

  it('an existing file keeps its own mode, 0600 included', async () => {
    const root = await tempDir();
    expect((await run(['remember', '--profile', '--set', 'Preferences=tabs', '--root', root], root)).code).toBe(0);
    await chmod(join(root, 'USER_PROFILE.md'), 0o600);
    expect((await run(['remember', '--profile', '--set', 'Preferences=spaces', '--root', root], root)).code).toBe(0);
    expect(await readFile(join(root, 'USER_PROFILE.md'), 'utf8')).toContain('## Preferences\nspaces\n');
    expect(await mode(join(root, 'USER_PROFILE.md'))).toBe(0o600);
  });
});
