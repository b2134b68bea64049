// Bundles the Action (dist/index.js) and the CLI (dist/cli/index.js) with ncc.
// The output is committed and CI checks it matches a fresh bundle, so the
// build must be deterministic: no minification, no source maps, no timestamps.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const entries = [
  { src: 'src/index.ts', out: 'dist' },
  { src: 'src/cli.ts', out: 'dist/cli', shebang: true },
];

// ncc does not remove chunks it no longer emits; a stale one would be committed forever.
rmSync('dist', { recursive: true, force: true });

for (const { src, out, shebang } of entries) {
  if (!existsSync(src)) continue;
  execFileSync('ncc', ['build', src, '-o', out, '--no-source-map-register', '-q'], { stdio: 'inherit' });
  if (shebang) {
    const file = `${out}/index.js`;
    const code = readFileSync(file, 'utf8');
    if (!code.startsWith('#!')) writeFileSync(file, `#!/usr/bin/env node\n${code}`);
    // ncc created the file, so a mode given to writeFileSync would be ignored;
    // the npm `bin` and a committed executable bit both need it.
    chmodSync(file, 0o755);
  }
}
