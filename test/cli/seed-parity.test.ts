/**
 * Small differences from the seeds found by outside testers (issue 25, item
 * 16), through the real CLI: counts in English, and `remember --set` taking
 * the heading as typed, as evva's MergeSections does.
 */
import { mkdir, readFile, truncate, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_TEXT_BYTES } from '../../src/fs/regular.js';
import { runCli } from '../helpers/cli.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

describe('prune counts its errors in English', () => {
  /**
   * A store whose agent has `n` old episodic files too large to be read whole
   * (sparse, over the 16 MiB limit): each is refused, one error a file.
   */
  async function storeWithOversized(n: number): Promise<string> {
    const root = await tempDir();
    await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\n' });
    const dir = join(root, 'memory/a/episodic');
    await mkdir(dir, { recursive: true });
    const old = new Date('2020-01-01T00:00:00Z');
    for (let i = 0; i < n; i++) {
      const file = join(dir, `big${i}.md`);
      await writeFile(file, '');
      await truncate(file, MAX_TEXT_BYTES + 1);
      await utimes(file, old, old);
    }
    return root;
  }

  it('says "1 error", not "1 errors"', async () => {
    const r = await runCli(['prune', '--root', await storeWithOversized(1)]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Error: cannot prune memory\/a\/episodic\/big0\.md: /m);
    expect(r.stdout).toMatch(/; 1 error\. /);
    expect(r.stdout).not.toContain('1 errors');
  });

  it('and "2 errors" for two', async () => {
    const r = await runCli(['prune', '--root', await storeWithOversized(2)]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/; 2 errors\. /);
  });
});

describe('remember --set takes the heading as typed', () => {
  it('refuses "Decisions =x" (not an allowed heading), exit 2, nothing written', async () => {
    const root = await tempDir();
    const work = join(root, 'work');
    await mkdir(work);
    const r = await runCli(['remember', '--project', '--workdir', work, '--set', 'Decisions =x', '--root', root]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'section "Decisions " is not in the allowed set [Project facts, Decisions, Open issues, References]',
    );
    expect(await listTree(root)).toEqual([]);
  });

  it('refuses " Preferences=x" on an existing profile and leaves it byte-identical', async () => {
    const root = await tempDir();
    const before = '## Preferences\nsmall PRs\n';
    await writeFile(join(root, 'USER_PROFILE.md'), before);
    const old = new Date('2026-01-01T00:00:00Z');
    await utimes(join(root, 'USER_PROFILE.md'), old, old);
    const r = await runCli(['remember', '--profile', '--set', ' Preferences=x', '--root', root]);
    expect(r.code).toBe(2);
    expect(await readFile(join(root, 'USER_PROFILE.md'), 'utf8')).toBe(before);
  });

  it('still takes an exact heading, body as given', async () => {
    const root = await tempDir();
    const r = await runCli(['remember', '--profile', '--set', 'Preferences= tabs ', '--root', root]);
    expect(r.code).toBe(0);
    expect(await readFile(join(root, 'USER_PROFILE.md'), 'utf8')).toBe(
      '## Preferences\ntabs\n\n## Working style\n\n## Recurring topics\n',
    );
  });
});
