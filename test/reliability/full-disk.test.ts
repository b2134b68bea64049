/**
 * Appends on a full disk are all-or-nothing (issue 17, item 11): `memkeep
 * log` and `memkeep fail` either add their whole entry or note, or leave the
 * file byte-identical and exit 1 naming it.
 *
 * The fault is injected with a file-size limit (`ulimit -f`, RLIMIT_FSIZE)
 * on the real CLI: a write that crosses the limit lands the bytes up to it
 * and returns short, and the next write fails (EFBIG), exactly the pattern a
 * filling disk produces (a short write, then ENOSPC; checked by hand on a
 * 64 KiB tmpfs, see docs/reliability.md). Unlike a tmpfs mount it needs no
 * root, so it runs wherever the suite runs.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CliResult, runCli } from '../helpers/cli.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

/** In KiB, as bash's `ulimit -f` counts. */
const LIMIT_BLOCKS = 4;
const LIMIT_BYTES = LIMIT_BLOCKS * 1024;

/** The CLI with every file it writes capped at LIMIT_BYTES. */
function runCapped(args: string[]): Promise<CliResult> {
  return runCli(args, { fileSizeLimitKiB: LIMIT_BLOCKS });
}

async function store(): Promise<string> {
  const root = await tempDir('memkeep-full-');
  await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\n' });
  return root;
}

describe('appends on a full disk', () => {
  it('log: a short write is cut back, the log stays byte-identical, exit 1 names the file', async () => {
    const root = await store();
    const log = join(root, 'memory/a.md');
    // Room for part of the entry only: the first write is short, the next one fails.
    const before = Buffer.from(`## 2026-01-01T00:00:00Z\n**Task:** t\n**Result:** ${'r'.repeat(3400)}\n\n`);
    await writeTree(root, { 'memory/a.md': before });
    const r = await runCapped(['log', 'a', '--task', 'big', '--result', 'x'.repeat(1000), '--root', root]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(log);
    expect(await readFile(log)).toEqual(before);
    // The same append fits once there is room: nothing was left half-done.
    const ok = await runCapped(['log', 'a', '--task', 'small', '--result', 'y', '--root', root]);
    expect(ok.code).toBe(0);
    expect((await readFile(log)).subarray(0, before.length)).toEqual(before);
  });

  it('fail: a torn note is never reported as recorded', async () => {
    const root = await store();
    const file = join(root, 'memory/a/procedural/failures.md');
    const before = Buffer.from(`# Failures\n\n${'old note line\n'.repeat(Math.floor((LIMIT_BYTES - 120) / 14))}`);
    await writeTree(root, { 'memory/a/procedural/failures.md': before });
    expect(before.length).toBeLessThan(LIMIT_BYTES);
    const r = await runCapped(['fail', 'a', '--why', 'timeout', '--task', 'x'.repeat(300), '--root', root]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(file);
    expect(await readFile(file)).toEqual(before);
  });

  it('fail: a note that fits is written whole under the same limit', async () => {
    const root = await store();
    const file = join(root, 'memory/a/procedural/failures.md');
    await writeTree(root, { 'memory/a/procedural/failures.md': '# Failures\n' });
    const r = await runCapped(['fail', 'a', '--why', 'timeout', '--task', 'short', '--root', root]);
    expect(r.code).toBe(0);
    expect(await readFile(file, 'utf8')).toMatch(/^# Failures\n## \S+\n(- \*\*.*\n){4}\n$/);
  });
});
