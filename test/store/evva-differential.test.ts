/**
 * evva's memdir against memkeep, where a tester compares the files: a
 * section file memkeep creates has evva's bytes (the scaffold in allowed
 * order) but not evva's mode. evva leaves its files at 0600 (behaviors.md,
 * "do better"); memkeep creates them 0644, as axe creates its run logs,
 * whatever the umask, and keeps the mode of a file that exists. `load`
 * returns each file's raw contents as evva's Load does, a BOM included.
 */
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectKey } from '../../src/memory/sections/section-file.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

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

describe("load returns what evva's Load returns: each file's raw contents", () => {
  it('a BOM, CRLF and a missing final newline are kept in the snapshot; the text view leaves the BOM out', async () => {
    const root = await tempDir();
    const work = join(root, 'work');
    const files = {
      'work/EVVA.md': '\uFEFFUse tabs.\r\nNo default exports.',
      'USER_PROFILE.md': '\uFEFF## Preferences\nsmall PRs\n',
      [`projects/${projectKey(work)}/MEMORY.md`]: '\uFEFF## Decisions\r\nESM only\r\n',
    };
    await writeTree(root, files);
    const r = await run(['load', '--workdir', work, '--project', '--json', '--root', root], root);
    expect(r.code).toBe(0);
    const snapshot = JSON.parse(r.out);
    expect(snapshot.workdirMemory).toBe(files['work/EVVA.md']);
    expect(snapshot.userProfile).toBe(files['USER_PROFILE.md']);
    expect(snapshot.projectMemory).toBe(files[`projects/${projectKey(work)}/MEMORY.md`]);
    // evva's parse misses a heading behind a BOM; memkeep reads it (DESIGN: a BOM is preserved, never text).
    expect(snapshot.projectMemoryIndex).toBe('## Decisions — ESM only');
    expect(snapshot.warnings).toEqual([]);

    const text = await run(['load', '--workdir', work, '--root', root], root);
    expect(text.out).toBe(
      '=== Workdir memory (EVVA.md) ===\nUse tabs.\r\nNo default exports.\n\n' +
        '=== User profile (USER_PROFILE.md) ===\n## Preferences\nsmall PRs\n\n',
    );
  });

  it("the 64 KiB cap counts the BOM's three bytes, as evva counts bytes", async () => {
    const root = await tempDir();
    await writeFile(join(root, 'USER_PROFILE.md'), `\uFEFF${'a'.repeat(65536)}`);
    const r = await run(['load', '--json', '--root', root], root);
    const snapshot = JSON.parse(r.out);
    expect(snapshot.userProfile).toBe(`\uFEFF${'a'.repeat(65533)}`);
    expect(snapshot.warnings).toEqual([
      `memdir: ${join(root, 'USER_PROFILE.md')} truncated to 65536 bytes (cap 65536)`,
    ]);
  });
});
