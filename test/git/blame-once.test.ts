/**
 * A log ordered by git is blamed once per run while it is unchanged: the
 * trim's plan, the analysis and the plan's report all order the same log, and
 * each `git blame` is a pass over its whole history. Counted with a wrapper
 * named `git`, first on PATH, that logs each blame and runs the real git.
 */
import { execFileSync } from 'node:child_process';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const REAL_GIT = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();

/** A directory holding a `git` that appends its subcommand's name to `log` when it is blame. */
async function countingGit(log: string): Promise<string> {
  const dir = await tempDir();
  const script = join(dir, 'git');
  await writeFile(
    script,
    `#!/bin/sh\nfor a in "$@"; do if [ "$a" = blame ]; then echo blame >> '${log}'; break; fi; done\nexec '${REAL_GIT}' "$@"\n`,
  );
  await chmod(script, 0o755);
  return dir;
}

async function blames(log: string): Promise<number> {
  const text = await readFile(log, 'utf8').catch(() => '');
  return text.split('\n').filter((l) => l === 'blame').length;
}

describe('git blame, once per log per run', () => {
  it('gc of a log with order = "git" blames it once for the trim and the analysis', async () => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    let log = '# Log\n\n## Learnings\n';
    for (const [i, day] of [5, 4, 3, 2].entries()) {
      log += `\n### entry ${i}\n\nwhat run ${i} learnt\n`;
      await commitFiles(root, { 'log.md': log }, daysAgo(day));
    }
    await commitFiles(
      root,
      { 'agents/a.toml': '[memory]\nenabled = true\npath = "log.md"\npreset = "squad"\norder = "git"\nlast_n = 2\n' },
      daysAgo(1),
    );
    const count = join(await tempDir(), 'blames');
    const env = { PATH: `${await countingGit(count)}:${process.env.PATH}` };

    const dry = await runCli(['gc', 'a', '--dry-run', '--analyzer', 'local', '--root', root], { env });
    expect(dry.stderr).toBe('');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('entry 0');
    expect(await blames(count)).toBe(1);

    const real = await runCli(['gc', 'a', '--analyzer', 'local', '--root', root], { env });
    expect(real.stderr).toBe('');
    expect(real.code).toBe(0);
    const after = await readFile(join(root, 'log.md'), 'utf8');
    // Entries 0 and 1 leave the log's Learnings; what they taught is distilled into its Core Context.
    const learnings = after.slice(after.indexOf('## Learnings'));
    expect(learnings).toContain('### entry 3');
    expect(learnings).not.toContain('### entry 0');
    expect(after.slice(0, after.indexOf('## Learnings'))).toContain('- what run 0 learnt');
    expect(await blames(count)).toBe(2);
  });
});
