/**
 * The npm package as a user gets it: `npm pack` holds only what runs (the
 * bundled CLI, README, LICENSE, package.json), installs offline into an
 * empty directory with no dependencies, and its `memkeep` runs the
 * quickstart there. Uses the bundle `npm test` builds first.
 */
import { execFile } from 'node:child_process';
import { cp, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { hermeticEnv } from '../helpers/cli.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const ROOT = join(import.meta.dirname, '../..');
const run = promisify(execFile);

describe('npm package', () => {
  it('packs only what runs, installs offline with zero dependencies, and runs the quickstart', async () => {
    const dest = await tempDir('memkeep-pack-');
    const env = hermeticEnv({
      npm_config_update_notifier: 'false',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
    });
    const packed = await run('npm', ['pack', '--json', '--pack-destination', dest], { cwd: ROOT, env });
    const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string; mode: number }[] }[];
    const paths = info.files.map((f) => f.path).sort();
    expect(paths.filter((p) => !p.startsWith('dist/cli/'))).toEqual(['LICENSE', 'README.md', 'package.json']);
    expect(paths).toContain('dist/cli/index.js');
    expect(info.files.find((f) => f.path === 'dist/cli/index.js')!.mode & 0o111).toBe(0o111);
    const manifest = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});

    const app = await tempDir('memkeep-install-');
    await writeTree(app, { 'package.json': '{ "name": "app", "private": true }\n' });
    await run('npm', ['install', '--offline', '--no-package-lock', join(dest, info.filename)], { cwd: app, env });
    expect((await readdir(join(app, 'node_modules'))).filter((d) => !d.startsWith('.'))).toEqual(['memkeep']);

    const version = await run('npm', ['exec', '--offline', '--', 'memkeep', '--version'], { cwd: app, env });
    expect(version.stdout).toBe(`${manifest.version}\n`);
    const store = join(app, 'store');
    await cp(join(ROOT, 'examples/store'), store, { recursive: true });
    const before = (await stat(join(store, 'memory/pr-reviewer.md'))).size;
    const gc = await run(join(app, 'node_modules/.bin/memkeep'), ['gc', '--all', '--dry-run', '--root', store], {
      cwd: app,
      env,
    });
    expect(gc.stdout).toContain('=== GC: pr-reviewer ===');
    expect(gc.stdout).toContain('Entries: 46');
    expect(gc.stdout).toContain('Dry run: no entries trimmed.');
    expect((await stat(join(store, 'memory/pr-reviewer.md'))).size).toBe(before);
  });
});
