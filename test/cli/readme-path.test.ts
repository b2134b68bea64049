/**
 * The README's user path, word for word (issue 24, item 1): its six lines,
 * taken from the README itself, run by bash in a directory holding a copy
 * of what `npm pack` packs (the bundled CLI, README, LICENSE, package.json)
 * plus the example workflow, and a fresh git repository with Claude Code
 * agent memory. npm works offline and installs into a prefix of the test's
 * own. Uses the bundle `npm test` builds first.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { hermeticEnv } from '../helpers/cli.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const ROOT = join(import.meta.dirname, '../..');
const run = promisify(execFile);

/** The fenced block after the README's `user-path` marker. */
async function userPath(): Promise<string> {
  const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
  const at = readme.indexOf('<!-- user-path');
  expect(at).toBeGreaterThan(0);
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(at))?.[1];
  expect(block?.trim().split('\n')).toHaveLength(6);
  return block!;
}

describe("the README's path on your own repository", () => {
  it('installs the packed tarball offline, writes the config, shows status and a dry-run gc, adds the workflow', async () => {
    const block = await userPath();
    const here = await tempDir('memkeep-user-');
    const clone = join(here, 'memkeep');
    for (const f of ['package.json', 'README.md', 'LICENSE', 'dist/cli', 'examples/workflows/memkeep.yml'])
      await cp(join(ROOT, f), join(clone, f), { recursive: true });
    const repo = join(here, 'your-repository');
    await mkdir(repo);
    await git(repo, ['init', '-q', '-b', 'main']);
    const dir = '.claude/agent-memory/reviewer';
    await commitFiles(
      repo,
      {
        [`${dir}/MEMORY.md`]: '# Memory\n\n- [Style](feedback_style.md): how to review\n',
        [`${dir}/feedback_style.md`]: '---\nname: style\ntype: feedback\n---\n\n- Lead with the risk.\n',
        [`${dir}/project_freeze.md`]: '---\nname: freeze\ntype: project\n---\n\n- Freeze until Friday.\n',
      },
      daysAgo(30),
    );
    const prefix = join(here, 'prefix');
    const env = hermeticEnv({
      PATH: `${join(prefix, 'bin')}:${process.env.PATH}`,
      npm_config_prefix: prefix,
      npm_config_offline: 'true',
      npm_config_update_notifier: 'false',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
    });
    const r = await run('bash', ['-e', '-c', block], { cwd: here, env });

    expect(r.stdout).toContain('Found Claude Code agent memory .claude/agent-memory/reviewer/');
    expect(r.stdout).toContain('wrote agents/reviewer.toml');
    expect(await readFile(join(repo, 'agents/reviewer.toml'), 'utf8')).toContain('preset = "claude-code"');
    expect(r.stdout).toMatch(/^reviewer\n {2}layout: /m);
    expect(r.stdout).toMatch(/^Totals: 1 agent \(1 enabled\);/m);
    expect(r.stdout).toContain('=== GC: reviewer ===');
    // The project note is 30 days old: status shows it prunable (gc trims logs; prune and the Action prune), and nothing changed.
    expect(r.stdout).toMatch(
      /^ {2}prunable: {2}1, oldest \.claude\/agent-memory\/reviewer\/project_freeze\.md \(episodic, 30d\)/m,
    );
    expect(r.stdout).toMatch(
      /^Totals: 1 agent \(1 done, 0 refused, 0 failed\); 0 entries would be removed, 0 files would be pruned;/m,
    );
    expect(await readFile(join(repo, dir, 'project_freeze.md'), 'utf8')).toContain('Freeze until Friday');

    const workflow = parse(await readFile(join(repo, '.github/workflows/memkeep.yml'), 'utf8'));
    const step = workflow.jobs.memkeep.steps.find((s: { uses: string }) => s.uses.startsWith('memkeep/memkeep'));
    const declared = Object.keys(parse(await readFile(join(ROOT, 'action.yml'), 'utf8')).inputs);
    for (const input of Object.keys(step.with)) expect(declared).toContain(input);
  });
});
