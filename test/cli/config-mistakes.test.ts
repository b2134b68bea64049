/**
 * Config mistakes a user makes, each with the message that points at the
 * fix and its exit code (issue 24, item 5), and never a file pruned or an
 * entry trimmed by a default that a misspelt key was meant to change.
 * In process (src/cli/dispatch.ts) over real temp dirs and real git.
 */
import { existsSync } from 'node:fs';
import { readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { globMatch } from '../../src/memory/typed/typed.js';
import { runAction } from '../helpers/action.js';
import { run } from '../helpers/cli-in-process.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { startGitHubServer } from '../helpers/github-server.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const DAY = 86_400_000;
const LOG = '## 2026-01-01T00:00:00Z\nold\n\n## 2026-01-02T00:00:00Z\nnew\n';

/** A store (not a git repository) with agent `a`, its log and episodic notes aged `days` by mtime. */
async function store(files: Record<string, string>, notes: Record<string, number>): Promise<string> {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\n',
    'memory/a.md': LOG,
    ...Object.fromEntries(Object.keys(notes).map((n) => [`memory/a/episodic/${n}`, `# ${n}\n`])),
    ...files,
  });
  for (const [n, days] of Object.entries(notes)) {
    const when = new Date(Date.now() - days * DAY);
    await utimes(join(root, 'memory/a/episodic', n), when, when);
  }
  return root;
}

describe('a misspelt key never prunes by the default it meant to change', () => {
  it('retention.episodc: prune refuses (exit 2, the key and its fix named); a dry run warns and suggests', async () => {
    const root = await store({ 'memkeep.toml': '[retention]\nepisodc = "30d"\n' }, { 'week-old.md': 10 });
    const real = await run(['prune'], root);
    expect(real.code).toBe(2);
    expect(real.err).toContain('unknown key "retention.episodc" (did you mean "retention.episodic"?)');
    expect(real.err).toContain('are errors for prune without --dry-run');
    expect(existsSync(join(root, 'memory/a/episodic/week-old.md'))).toBe(true);

    const dry = await run(['prune', '--dry-run'], root);
    expect(dry.code).toBe(0);
    expect(dry.err).toContain(
      'memkeep.toml: unknown key "retention.episodc" (did you mean "retention.episodic"?) (ignored)',
    );
    expect(existsSync(join(root, 'memory/a/episodic/week-old.md'))).toBe(true);
  });

  it('memory.episodic_max_ag: prune and gc refuse the agent; its notes and its log stay as they were', async () => {
    const root = await store(
      { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\nepisodic_max_ag = "30d"\n' },
      { 'week-old.md': 10 },
    );
    const prune = await run(['prune'], root);
    expect(prune.code).toBe(2);
    expect(prune.err).toContain('unknown key "memory.episodic_max_ag" (did you mean "memory.episodic_max_age"?)');
    expect(existsSync(join(root, 'memory/a/episodic/week-old.md'))).toBe(true);

    const gc = await run(['gc', 'a', '--analyzer', 'local'], root);
    expect(gc.code).toBe(2);
    expect(gc.err).toContain('are errors for gc without --dry-run');
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(LOG);

    const all = await run(['gc', '--all', '--analyzer', 'local'], root);
    expect(all.code).toBe(1);
    expect(all.err).toMatch(/gc failed for agent "a": .*unknown key "memory\.episodic_max_ag"/);
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(LOG);
  });

  it('a misspelt table ([retension]) at the top of memkeep.toml is refused too', async () => {
    const root = await store({ 'memkeep.toml': '[retension]\nepisodic = "30d"\n' }, { 'week-old.md': 10 });
    const r = await run(['prune'], root);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown key "retension" (did you mean "retention"?)');
    expect(existsSync(join(root, 'memory/a/episodic/week-old.md'))).toBe(true);
  });

  it('keys memkeep does not own elsewhere ([gc], top-level agent keys) stay warnings', async () => {
    const root = await store(
      {
        'memkeep.toml': '[gc]\nmodle = "x"\n',
        'agents/a.toml': 'prompt = "p"\n[memory]\nenabled = true\nlast_n = 1\n',
      },
      { 'week-old.md': 10 },
    );
    const r = await run(['prune'], root);
    expect(r.code).toBe(0);
    expect(r.err).toContain('unknown key "gc.modle" (did you mean "gc.model"?) (ignored)');
    expect(existsSync(join(root, 'memory/a/episodic/week-old.md'))).toBe(false);
  });
});

describe('globs mean what they mean in a shell', () => {
  it('braces and classes type files as core, so prune keeps them (they matched nothing before picomatch)', async () => {
    const root = await store(
      {
        'agents/a.toml':
          '[memory]\nenabled = true\n[memory.types]\n"memory/a/episodic/*.{md,txt}" = "core"\n"memory/a/episodic/run-[0-9].log" = "core"\n',
      },
      { 'keep.md': 30, 'keep.txt': 30, 'run-1.log': 30, 'drop.json': 30 },
    );
    const r = await run(['prune'], root);
    expect(r.code).toBe(0);
    for (const kept of ['keep.md', 'keep.txt', 'run-1.log'])
      expect(existsSync(join(root, 'memory/a/episodic', kept))).toBe(true);
    expect(existsSync(join(root, 'memory/a/episodic/drop.json'))).toBe(false);
  });

  it('globMatch: braces, classes, negation, ** across and at the root, dot files', () => {
    expect(globMatch('docs/*.{md,txt}', 'docs/a.txt')).toBe(true);
    expect(globMatch('docs/*.{md,txt}', 'docs/a.json')).toBe(false);
    expect(globMatch('run-[0-9].log', 'run-7.log')).toBe(true);
    expect(globMatch('run-[0-9].log', 'run-x.log')).toBe(false);
    expect(globMatch('!**/keep/**', 'a/keep/x.md')).toBe(false);
    expect(globMatch('!**/keep/**', 'a/other/x.md')).toBe(true);
    expect(globMatch('**/MEMORY.md', 'MEMORY.md')).toBe(true);
    expect(globMatch('**/MEMORY.md', 'x/y/MEMORY.md')).toBe(true);
    expect(globMatch('**/.cursor/**', 'p/.cursor/rules/a.md')).toBe(true);
    expect(globMatch('*', 'a/b')).toBe(false);
  });
});

describe('flags', () => {
  it('--keep -3 names the value, not "takes no value" (exit 2)', async () => {
    const root = await store({}, {});
    const r = await run(['trim', 'a', '--keep', '-3'], root);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--keep must be a whole number (got "-3")');
    expect(r.err).not.toContain('takes no value');
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(LOG);
  });

  it('prune and status accept --all; with an agent name too they say which to drop (exit 2)', async () => {
    const root = await store({}, { 'old.md': 30 });
    const status = await run(['status', '--all'], root);
    expect(status.code).toBe(0);
    expect(status.out).toMatch(/^a\n/);
    const prune = await run(['prune', '--all', '--dry-run'], root);
    expect(prune.code).toBe(0);
    expect(prune.out).toContain('Would prune a episodic memory/a/episodic/old.md');
    for (const command of ['status', 'prune']) {
      const both = await run([command, '--all', 'a'], root);
      expect(both.code).toBe(2);
      expect(both.err).toContain(`${command}: cannot specify both --all and an agent name`);
    }
    expect(existsSync(join(root, 'memory/a/episodic/old.md'))).toBe(true);
  });
});

describe('a store with no agents', () => {
  it('status, gc --all and prune point at memkeep init (exit 0)', async () => {
    const root = await tempDir();
    const status = await run(['status'], root);
    expect(status.code).toBe(0);
    expect(status.out).toContain("No agents found. Run 'memkeep init' in the repository");
    const gc = await run(['gc', '--all', '--dry-run'], root);
    expect(gc.code).toBe(0);
    expect(gc.out).toBe('No agents with memory enabled.\n');
    expect(gc.err).toBe(
      "Run 'memkeep init' in the repository to find agent memory and propose its config ('memkeep init --write' writes it).\n",
    );
    const prune = await run(['prune', '--dry-run'], root);
    expect(prune.code).toBe(0);
    expect(prune.out).toContain("No agents with memory enabled. Run 'memkeep init'");
  });
});

describe('--commit outside a git repository', () => {
  it('fails at once with memkeep words (exit 2): no analysis, nothing trimmed or pruned', async () => {
    const root = await store({}, { 'old.md': 30 });
    for (const argv of [
      ['gc', '--all', '--commit', '--analyzer', 'local'],
      ['prune', '--commit'],
    ]) {
      const r = await run(argv, root);
      expect(r.code).toBe(2);
      expect(r.err).toContain('--commit needs a git repository, and');
      expect(r.err).not.toMatch(/fatal:/);
      expect(r.out).toBe('');
    }
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(LOG);
    expect(existsSync(join(root, 'memory/a/episodic/old.md'))).toBe(true);
  });
});

describe('an agent switched off', () => {
  it('enabled = false is not warned about on every run; an agent left off by default still is', async () => {
    const root = await store(
      { 'agents/off.toml': '[memory]\nenabled = false\n', 'agents/unset.toml': 'model = "openai/x"\n' },
      {},
    );
    const r = await run(['gc', '--all', '--dry-run', '--analyzer', 'local'], root);
    expect(r.code).toBe(0);
    expect(r.err).not.toContain('"off"');
    expect(r.err).toContain('agent "unset" is skipped: agents/unset.toml does not set enabled = true');
  });
});

describe('the Action', () => {
  it('commit mode refuses a misspelt retention key (failed step, nothing pruned or pushed)', async () => {
    const github = await startGitHubServer();
    try {
      const { seed, url, remote } = await repoWithRemote();
      await commitFiles(
        seed,
        {
          'memkeep.toml': '[retention]\nepisodc = "90d"\n',
          'agents/a.toml': '[memory]\nenabled = true\n',
          'memory/a/episodic/old.md': '# old\n',
        },
        daysAgo(30),
      );
      await git(seed, ['push', '-q', 'origin', 'main']);
      const before = await git(remote, ['rev-parse', 'main']);
      const work = await clone(url);
      const r = await runAction({ workspace: work, apiUrl: github.url, inputs: { mode: 'commit', analyze: 'false' } });
      expect(r.code).toBe(2);
      expect(r.stdout).toContain('unknown key "retention.episodc" (did you mean "retention.episodic"?)');
      expect(r.stdout).toContain('are errors in commit mode');
      expect(existsSync(join(work, 'memory/a/episodic/old.md'))).toBe(true);
      expect(await git(remote, ['rev-parse', 'main'])).toBe(before);
    } finally {
      await github.close();
    }
  });

  it('a store with no agents: the log and the job summary point at memkeep init', async () => {
    const github = await startGitHubServer();
    try {
      const { seed, url } = await repoWithRemote();
      await commitFiles(seed, { 'README.md': '# agents\n' }, daysAgo(1));
      await git(seed, ['push', '-q', 'origin', 'main']);
      const r = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: { 'dry-run': 'true' } });
      expect(r.code).toBe(0);
      expect(r.stdout).toContain("No agents with memory enabled. Run 'memkeep init' in the repository");
      expect(r.summary).toContain("No agents with memory enabled. Run 'memkeep init' in the repository");
    } finally {
      await github.close();
    }
  });
});
