/**
 * Real git repositories for tests: a work tree with backdated history, a
 * bare remote (`file://`), and clones of it. Identity and dates come from
 * the environment so no global git config is needed (CI has none).
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { tempDir } from './tmp.js';

const run = promisify(execFile);
const DAY = 86_400_000;

export const IDENTITY = {
  GIT_AUTHOR_NAME: 'Test Agent',
  GIT_AUTHOR_EMAIL: 'agent@example.invalid',
  GIT_COMMITTER_NAME: 'Test Agent',
  GIT_COMMITTER_EMAIL: 'agent@example.invalid',
};

/** Runs git in `cwd`; `date` backdates both author and committer time. */
export async function git(cwd: string, args: string[], date?: Date): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...IDENTITY, GIT_CONFIG_NOSYSTEM: '1' };
  if (date) env.GIT_AUTHOR_DATE = env.GIT_COMMITTER_DATE = date.toISOString();
  const { stdout } = await run('git', args, { cwd, env, maxBuffer: 256 * 1024 * 1024 });
  return stdout;
}

export function daysAgo(days: number, now = Date.now()): Date {
  return new Date(now - days * DAY);
}

/** Writes files and commits them at `date`. */
export async function commitFiles(
  repo: string,
  files: Record<string, string>,
  date: Date,
  message = 'update',
): Promise<void> {
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(dirname(join(repo, rel)), { recursive: true });
    await writeFile(join(repo, rel), content);
  }
  await git(repo, ['add', '-A', '--', ...Object.keys(files)]);
  await git(repo, ['commit', '-q', '-m', message], date);
}

/**
 * A new repository holding `files` as they grew: version n of each (1 to
 * `versions`) committed 10 days after the one before, the last 10 days ago.
 */
export async function repoOfVersions(
  repo: string,
  files: Record<string, (n: number) => string>,
  versions: number,
): Promise<void> {
  await git(repo, ['init', '-q', '-b', 'main']);
  for (let n = 1; n <= versions; n++)
    await commitFiles(
      repo,
      Object.fromEntries(Object.entries(files).map(([path, text]) => [path, text(n)])),
      daysAgo((versions + 1 - n) * 10),
    );
}

/** A bare remote plus a seeding work tree whose `main` is pushed to it. */
export async function repoWithRemote(): Promise<{ remote: string; seed: string; url: string }> {
  const remote = join(await tempDir('memkeep-remote-'), 'store.git');
  await run('git', ['init', '-q', '--bare', '-b', 'main', remote]);
  const seed = await tempDir('memkeep-seed-');
  await git(seed, ['init', '-q', '-b', 'main']);
  await git(seed, ['remote', 'add', 'origin', `file://${remote}`]);
  return { remote, seed, url: `file://${remote}` };
}

/** A fresh clone (every mtime new, as on a CI runner); `depth` makes it shallow. */
export async function clone(url: string, depth?: number): Promise<string> {
  const dir = join(await tempDir('memkeep-clone-'), 'work');
  const args = ['clone', '-q', ...(depth ? [`--depth=${depth}`] : []), url, dir];
  await run('git', args, { env: { ...process.env, ...IDENTITY } });
  return dir;
}
