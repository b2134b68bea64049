#!/usr/bin/env node
// Release steps, run where the repository is the current directory:
//
//   node scripts/release.mjs prepare 1.2.0   set the version everywhere, date the
//                                           Unreleased changelog notes, rebundle,
//                                           commit and tag v1.2.0 (push is yours)
//   node scripts/release.mjs check v1.2.0    the tag matches package.json and dist/
//                                           matches a fresh bundle (release workflow)
//   node scripts/release.mjs notes v1.2.0    the changelog section of that version
//   node scripts/release.mjs move-major v1.2.0 [remote]
//                                           point v1 at the tag and push it (force:
//                                           a major tag moves by design)
//
// The release workflow runs check, notes and move-major; a test runs all four
// on a local repository with a bare remote.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

function fail(message) {
  process.stderr.write(`release: ${message}\n`);
  process.exit(1);
}

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8' }).trim();
}

function versionOf(tag) {
  const version = String(tag ?? '').replace(/^v/, '');
  if (!SEMVER.test(version)) fail(`"${tag ?? ''}" is not a version like 1.2.0 or v1.2.0`);
  return version;
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function writeJson(file, value) {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** The body of `## [version]` in CHANGELOG.md, up to the next `## ` heading. */
function notes(version) {
  const text = readFileSync('CHANGELOG.md', 'utf8');
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`## [${version}]`));
  if (start === -1) fail(`CHANGELOG.md has no "## [${version}]" section`);
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  const body = lines
    .slice(start + 1, end === -1 ? undefined : end)
    .join('\n')
    .trim();
  if (body === '') fail(`the CHANGELOG.md section for ${version} is empty`);
  return `${body}\n`;
}

function bundleIsFresh() {
  execFileSync('npm', ['run', '--silent', 'bundle'], { stdio: 'inherit' });
  const stale = git('status', '--porcelain', '--', 'dist');
  if (stale) fail(`dist/ does not match the sources; run 'npm run bundle' and commit:\n${stale}`);
}

function prepare(version) {
  if (git('status', '--porcelain')) fail('the working tree has uncommitted changes');
  const pkg = readJson('package.json');
  const current = pkg.version.split('.').map(Number);
  const next = version.split('.').map(Number);
  const newer = next[0] - current[0] || next[1] - current[1] || next[2] - current[2];
  if (newer <= 0) fail(`${version} is not newer than the current version ${pkg.version}`);
  if (git('tag', '--list', `v${version}`)) fail(`tag v${version} already exists`);

  const changelog = readFileSync('CHANGELOG.md', 'utf8');
  const unreleased = /^## \[Unreleased\]\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(changelog);
  if (!unreleased || unreleased[1].trim() === '') fail('CHANGELOG.md has nothing under "## [Unreleased]"');
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(
    'CHANGELOG.md',
    changelog.replace('## [Unreleased]\n', `## [Unreleased]\n\n## [${version}] - ${date}\n`),
  );

  pkg.version = version;
  writeJson('package.json', pkg);
  const lock = readJson('package-lock.json');
  lock.version = version;
  if (lock.packages?.['']) lock.packages[''].version = version;
  writeJson('package-lock.json', lock);
  const versionTs = 'src/version.ts';
  const source = readFileSync(versionTs, 'utf8');
  if (!/VERSION = '[^']*'/.test(source)) fail(`${versionTs} has no VERSION = '...' to update`);
  writeFileSync(versionTs, source.replace(/VERSION = '[^']*'/, `VERSION = '${version}'`));

  execFileSync('npm', ['run', '--silent', 'bundle'], { stdio: 'inherit' });
  git('add', '--all', '--', 'CHANGELOG.md', 'package.json', 'package-lock.json', versionTs, 'dist');
  git('commit', '--quiet', '-m', `Release v${version}`);
  git('tag', '--annotate', `v${version}`, '-m', `v${version}`);
  process.stdout.write(`Tagged v${version}. Push it: git push --follow-tags\n`);
}

function check(version) {
  const pkg = readJson('package.json');
  if (pkg.version !== version) fail(`the tag says ${version} but package.json says ${pkg.version}`);
  bundleIsFresh();
  process.stdout.write(`v${version}: package.json and dist/ agree with the tag.\n`);
}

function moveMajor(version, remote) {
  const major = `v${version.split('.')[0]}`;
  const commit = git('rev-parse', `v${version}^{commit}`);
  git('tag', '--force', major, commit);
  if (remote) git('push', '--force', remote, `refs/tags/${major}`);
  process.stdout.write(`${major} -> v${version} (${commit.slice(0, 12)})\n`);
}

const [command, arg, remote] = process.argv.slice(2);
switch (command) {
  case 'prepare':
    prepare(versionOf(arg));
    break;
  case 'check':
    check(versionOf(arg));
    break;
  case 'notes':
    process.stdout.write(notes(versionOf(arg)));
    break;
  case 'move-major':
    moveMajor(versionOf(arg), remote);
    break;
  default:
    fail('usage: release.mjs prepare|check|notes|move-major <version> [remote]');
}
