/**
 * The store commands as a real process (the bundled CLI): results on stdout,
 * errors on stderr, DESIGN.md's exit codes, and nothing on disk changed by a
 * command that fails.
 */

import { cp, mkdir, readFile, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.js';
import { runCli } from '../helpers/cli.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

const EXAMPLE = join(import.meta.dirname, '../../examples/store');

async function exampleCopy(): Promise<string> {
  const root = await tempDir();
  await cp(EXAMPLE, root, { recursive: true });
  return root;
}

/** Every file's bytes, to prove a failed command changed nothing. */
async function snapshot(root: string): Promise<Map<string, Buffer>> {
  const files = await listTree(root);
  return new Map(await Promise.all(files.map(async (f) => [f, await readFile(join(root, f))] as const)));
}

async function expectUnchanged(root: string, before: Map<string, Buffer>): Promise<void> {
  expect(await snapshot(root)).toEqual(before);
}

describe('memkeep (no command), --help, --version', () => {
  it('prints an overview listing every command', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    for (const c of [
      'gc',
      'log',
      'fail',
      'merge',
      'promote',
      'demote',
      'expire',
      'lock',
      'unlock',
      'load',
      'remember',
    ]) {
      expect(r.stdout).toMatch(new RegExp(`^  ${c} `, 'm'));
    }
  });

  it('prints the version', async () => {
    const r = await runCli(['--version']);
    expect(r.stdout.trim()).toBe(VERSION);
    const pkg = JSON.parse(await readFile(join(import.meta.dirname, '../../package.json'), 'utf8'));
    expect(VERSION).toBe(pkg.version);
  });

  it('every command has --help with an example', async () => {
    for (const c of [
      'gc',
      'log',
      'fail',
      'merge',
      'promote',
      'demote',
      'expire',
      'lock',
      'unlock',
      'load',
      'remember',
    ]) {
      const r = await runCli([c, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`usage: memkeep ${c}`);
      expect(r.stdout).toContain('--root DIR');
      expect(r.stdout).toMatch(new RegExp(`example:\\n  .*memkeep ${c} `));
    }
  });

  it('an unknown command or option exits 2', async () => {
    const unknown = await runCli(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "frobnicate"');
    const option = await runCli(['load', '--frob']);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain('load: unknown option --frob');
  });
});

describe('log', () => {
  it('appends one entry and reports the count', async () => {
    const root = await exampleCopy();
    const r = await runCli([
      'log',
      'release-notes',
      '--task',
      'Draft notes for v2.7.0',
      '--result',
      'ok\n## not a header',
      '--root',
      root,
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Appended entry to memory/release-notes.md (9 entries).\n');
    const text = await readFile(join(root, 'memory/release-notes.md'), 'utf8');
    expect(text).toMatch(
      /## \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\n\*\*Task:\*\* Draft notes for v2\.7\.0\n\*\*Result:\*\* ok\n {4}## not a header\n\n$/,
    );
  });

  it('warns when max_entries is reached', async () => {
    const root = await tempDir();
    await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\nmax_entries = 1\n' });
    const r = await runCli(['log', 'a', '--task', 't', '--result', 'r', '--root', root]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`Warning: agent "a" memory has 1 entry (max_entries: 1). Run 'memkeep gc a' to trim.`);
  });

  it('bad input: missing arguments, unknown agent, invalid TOML, a path escaping the root', async () => {
    const root = await exampleCopy();
    await writeTree(root, {
      'agents/broken.toml': 'name = "broken"\n[memory]\nlast_n = = 1\n',
      'agents/escape.toml': '[memory]\npath = "../outside.md"\n',
    });
    const before = await snapshot(root);
    const cases: [string[], number, string][] = [
      [['log'], 2, 'missing argument AGENT'],
      [['log', 'pr-reviewer', '--result', 'x'], 2, '--task is required'],
      [['log', 'nobody', '--task', 't', '--result', 'r'], 2, 'agent config not found: nobody'],
      [['log', 'broken', '--task', 't', '--result', 'r'], 2, 'broken.toml:3'],
      [
        ['log', 'escape', '--task', 't', '--result', 'r'],
        2,
        'memory.path "../outside.md" resolves outside the store root',
      ],
      [['log', '../x', '--task', 't', '--result', 'r'], 2, 'invalid agent name "../x"'],
    ];
    for (const [args, code, message] of cases) {
      const r = await runCli([...args, '--root', root]);
      expect({ args, code: r.code }).toEqual({ args, code });
      expect(r.stderr).toContain(message);
      expect(r.stdout).toBe('');
    }
    await expectUnchanged(root, before);
  });

  it('a directory where the run log is expected exits 1 and names it', async () => {
    const root = await tempDir();
    await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\n' });
    await mkdir(join(root, 'memory/a.md'), { recursive: true });
    const r = await runCli(['log', 'a', '--task', 't', '--result', 'r', '--root', root]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('memory/a.md');
  });
});

describe('fail', () => {
  it('appends a failure note to the procedural failures.md', async () => {
    const root = await exampleCopy();
    const r = await runCli([
      'fail',
      'triage',
      '--why',
      'timeout',
      '--task',
      'Triage new issues\nin acme/api',
      '--tokens',
      '4242',
      '--issue',
      '991',
      '--run-url',
      'https://example.invalid/run/1',
      '--commit',
      'abc123',
      '--root',
      root,
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Recorded failure note in agents/triage/memory/procedural/failures.md.\n');
    const text = await readFile(join(root, 'agents/triage/memory/procedural/failures.md'), 'utf8');
    expect(text).toMatch(
      /## \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00\n- \*\*Issue\*\*: 991\n- \*\*Task snippet\*\*: Triage new issues in acme\/api\n- \*\*Tokens\*\*: 4242\n- \*\*Why it failed\*\*: timeout\n- \*\*Run\*\*: https:\/\/example\.invalid\/run\/1\n- \*\*Commit\*\*: abc123\n\n$/,
    );
  });

  it('creates the directory for an agent without one, and rejects bad tokens', async () => {
    const root = await exampleCopy();
    const r = await runCli(['fail', 'release-notes', '--why', 'partial', '--task', 'notes', '--root', root]);
    expect(r.code).toBe(0);
    expect((await stat(join(root, 'memory/release-notes/procedural/failures.md'))).isFile()).toBe(true);
    const before = await snapshot(root);
    const bad = await runCli([
      'fail',
      'release-notes',
      '--why',
      'partial',
      '--task',
      'x',
      '--tokens',
      'lots',
      '--root',
      root,
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--tokens');
    const missing = await runCli(['fail', 'release-notes', '--task', 'x', '--root', root]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--why is required');
    await expectUnchanged(root, before);
  });
});

describe('merge', () => {
  it('merges stdin with line_hash and section_replace', async () => {
    const root = await exampleCopy();
    const file = 'agents/triage/memory/procedural/labeling-patterns.md';
    const r1 = await runCli(['merge', file, '--dedupe', 'section_replace', '--root', root], {
      input: '## Payment errors\nRoute to payments; label bug only with a reproduction and a Stripe code.\n',
    });
    expect(r1.code).toBe(0);
    const text = await readFile(join(root, file), 'utf8');
    expect(text).toContain('## Login timeouts\nReports mentioning');
    expect(text).toContain('## Payment errors\nRoute to payments');
    expect(text.match(/## Payment errors/g)).toHaveLength(1);

    const notes = 'memory/notes.md';
    await runCli(['merge', notes, '--dedupe', 'line_hash', '--root', root], { input: 'a\nb\n' });
    await runCli(['merge', notes, '--dedupe', 'line_hash', '--root', root], { input: 'b\nc\n' });
    expect(await readFile(join(root, notes), 'utf8')).toBe('a\nb\nc\n');
  });

  it('bad input: unknown dedupe, binary stdin, a path escaping the root, a locked file', async () => {
    const root = await exampleCopy();
    const file = 'agents/triage/memory/rules.md';
    await writeFile(join(root, file + '.lock'), '');
    const outside = await tempDir('memkeep-outside-');
    await symlink(outside, join(root, 'link'));
    const before = await snapshot(root);
    const cases: [string[], string | Buffer, number, string][] = [
      [['merge', 'memory/x.md', '--dedupe', 'fuzzy'], 'x', 2, '--dedupe'],
      [['merge', 'memory/x.md'], Buffer.from([0xff, 0xfe, 0x00, 0x41]), 2, 'not valid UTF-8'],
      [['merge', '../../etc/passwd'], 'x', 2, 'resolves outside the store root'],
      [['merge', '/etc/passwd'], 'x', 2, 'outside the store root'],
      [['merge', 'link/x.md'], 'x', 2, 'through a symlink'],
      [['merge', file], 'more rules', 1, 'locked'],
      [['merge'], 'x', 2, 'missing argument PATH'],
    ];
    for (const [args, input, code, message] of cases) {
      const r = await runCli([...args, '--root', root], { input });
      expect({ args, code: r.code }).toEqual({ args, code });
      expect(r.stderr).toContain(message);
    }
    await expectUnchanged(root, before);
  });
});

describe('promote, demote', () => {
  it('moves a file between memory types and refuses to overwrite', async () => {
    const root = await exampleCopy();
    const src = 'agents/triage/memory/episodic/2026-11-14-issue-990.md';
    const dst = 'agents/triage/memory/procedural/big-attachments.md';
    const content = await readFile(join(root, src));
    const r = await runCli(['promote', src, dst, '--root', root]);
    expect(r.code).toBe(0);
    expect(await readFile(join(root, dst))).toEqual(content);
    await expect(stat(join(root, src))).rejects.toThrow();

    const before = await snapshot(root);
    const clash = await runCli(['demote', dst, 'agents/triage/memory/procedural/failures.md', '--root', root]);
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain('failures.md');
    const missing = await runCli(['demote', 'memory/nope.md', 'memory/nope2.md', '--root', root]);
    expect(missing.code).toBe(1);
    const outside = await runCli(['demote', dst, '../x.md', '--root', root]);
    expect(outside.code).toBe(2);
    await expectUnchanged(root, before);
  });
});

describe('expire', () => {
  it('deletes an old file, keeps a new one, ignores a missing one', async () => {
    const root = await exampleCopy();
    const old = join(root, 'agents/triage/memory/episodic/2026-11-14-issue-990.md');
    const past = new Date(Date.now() - 30 * 86_400_000);
    await utimes(old, past, past);
    const r = await runCli([
      'expire',
      'agents/triage/memory/episodic/2026-11-14-issue-990.md',
      '--max-age',
      '7d',
      '--root',
      root,
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Expired');
    await expect(stat(old)).rejects.toThrow();
    const fresh = await runCli([
      'expire',
      'agents/triage/memory/episodic/2026-11-21-web-backlog.md',
      '--max-age',
      '7d',
      '--root',
      root,
    ]);
    expect(fresh.stdout).toContain('Kept');
    const missing = await runCli(['expire', 'memory/none.md', '--max-age', '1h', '--root', root]);
    expect(missing.code).toBe(0);
    const bad = await runCli(['expire', 'memory/none.md', '--max-age', '7days', '--root', root]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--max-age "7days"');
  });
});

describe('lock, unlock', () => {
  it('creates and removes the sentinel; a second lock fails', async () => {
    const root = await exampleCopy();
    const file = 'agents/triage/memory/rules.md';
    expect((await runCli(['lock', file, '--root', root])).code).toBe(0);
    expect((await stat(join(root, file + '.lock'))).isFile()).toBe(true);
    const again = await runCli(['lock', file, '--root', root]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already locked');
    expect((await runCli(['unlock', file, '--root', root])).code).toBe(0);
    const twice = await runCli(['unlock', file, '--root', root]);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('not locked');
  });
});

describe('load', () => {
  it('prints the snapshot of the example store as text and JSON', async () => {
    const workdir = '/home/dev/src/acme-api';
    const text = await runCli(['load', '--project', '--workdir', workdir, '--root', EXAMPLE]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('=== User profile (USER_PROFILE.md) ===');
    expect(text.stdout).toContain(
      '## Project facts — Node 24 service; Postgres 16; deployed from main by the release workflow.',
    );
    const json = await runCli(['load', '--project', '--workdir', workdir, '--json', '--root', EXAMPLE]);
    const snap = JSON.parse(json.stdout);
    expect(snap.userProfile).toContain('## Preferences');
    expect(snap.projectMemory).toContain('## Decisions');
    expect(snap.projectMemoryIndex.split('\n')).toHaveLength(4);
    expect(snap.warnings).toEqual([]);
  });

  it('warns about an oversized file without failing', async () => {
    const root = await tempDir();
    await writeFile(join(root, 'USER_PROFILE.md'), '## Preferences\n' + 'x'.repeat(70_000));
    const r = await runCli(['load', '--json', '--root', root]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).warnings).toEqual([
      `memdir: ${join(root, 'USER_PROFILE.md')} truncated to 65536 bytes (cap 65536)`,
    ]);
  });
});

describe('remember', () => {
  it('sets profile sections and project sections', async () => {
    const root = await exampleCopy();
    const r = await runCli(['remember', '--profile', '--set', 'Preferences=Rebase, not squash', '--root', root]);
    expect(r.code).toBe(0);
    const profile = await readFile(join(root, 'USER_PROFILE.md'), 'utf8');
    expect(profile).toContain('## Preferences\nRebase, not squash\n');
    expect(profile).toContain('## Working style\nWrites the test first.');

    const p = await runCli([
      'remember',
      '--project',
      '--workdir',
      '/srv/new-project',
      '--set',
      'Decisions=Use Postgres',
      '--root',
      root,
    ]);
    expect(p.code).toBe(0);
    const memory = await readFile(join(root, 'projects/-srv-new-project/MEMORY.md'), 'utf8');
    expect(memory).toContain('## Decisions\nUse Postgres');
    expect(memory).toContain('## References');
  });

  it('bad input changes nothing', async () => {
    const root = await exampleCopy();
    const before = await snapshot(root);
    const cases: [string[], string][] = [
      [['remember', '--set', 'Preferences=x'], 'exactly one of --profile or --project'],
      [['remember', '--project', '--set', 'Decisions=x'], '--project needs --workdir'],
      [['remember', '--profile'], 'at least one --set'],
      [['remember', '--profile', '--set', 'no equals sign'], 'Heading=body'],
      [['remember', '--profile', '--set', 'Hobbies=chess'], 'section "Hobbies" is not in the allowed set'],
    ];
    for (const [args, message] of cases) {
      const r = await runCli([...args, '--root', root]);
      expect({ args, code: r.code }).toEqual({ args, code: 2 });
      expect(r.stderr).toContain(message);
    }
    await expectUnchanged(root, before);
  });

  it('refuses to rewrite a binary profile', async () => {
    const root = await tempDir();
    await writeFile(join(root, 'USER_PROFILE.md'), Buffer.from([0x23, 0x23, 0x20, 0x00, 0xff]));
    const r = await runCli(['remember', '--profile', '--set', 'Preferences=x', '--root', root]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('USER_PROFILE.md');
    expect(await readFile(join(root, 'USER_PROFILE.md'))).toEqual(Buffer.from([0x23, 0x23, 0x20, 0x00, 0xff]));
  });
});
