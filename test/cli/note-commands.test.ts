/**
 * `memkeep note write|edit|delete` as a real process (the bundled CLI): the
 * exact files it makes, the same bytes as the MCP note tools make through the
 * SDK's own client in another store (issue 24's "same files as the CLI would
 * make"), and refusals that exit with the documented code, name the argument
 * and change nothing on disk.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { connectMcp } from '../helpers/mcp-client.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

/** Agent a with a run log, a core file, a failures.md and one note; agent b with nothing. */
async function store(): Promise<string> {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\ncore_files = ["memory/a/core.md"]\n',
    'agents/b.toml': '[memory]\nenabled = true\n',
    'memory/a.md': '## 2026-01-05T00:00:00Z\n**Task:** Review PR #12\n**Result:** done\n\n',
    'memory/a/core.md': '# Core\n',
    'memory/a/procedural/failures.md': '## x\n',
    'memory/a/procedural/ci.md':
      '---\nname: ci\ndescription: "How CI is run"\ntype: procedural\n---\n\nUse the cache.\n',
  });
  return root;
}

/** Every file's bytes, to compare two stores or a store before and after. */
async function snapshot(root: string): Promise<Map<string, Buffer>> {
  const files = await listTree(root);
  return new Map(await Promise.all(files.map(async (f) => [f, await readFile(join(root, f))] as const)));
}

const KEY = `ghp_${'a1B2c3D4e5'.repeat(4).slice(0, 36)}`;
const BODY = `## Steps\nTag, then publish.\nToken: ${KEY}\u200b\n`;
const NOTE = 'memory/a/procedural/release-checklist.md';
const EPISODIC = 'memory/a/episodic/run-42.md';

async function cli(root: string, args: string[], input?: string | Buffer) {
  return runCli([...args, '--root', root], { input });
}

describe('memkeep note', () => {
  it('writes, edits and deletes a note: exact files, same bytes as the MCP tools', async () => {
    const viaCli = await store();
    const viaMcp = await store();

    // CLI: the body of one note from stdin, the other from --body.
    const w = await cli(
      viaCli,
      ['note', 'write', 'a', 'release-checklist', '--type', 'procedural', '--description', 'Steps before a release'],
      BODY,
    );
    expect(w).toMatchObject({ code: 0, stderr: '' });
    expect(w.stdout).toBe(`Wrote ${NOTE}. Redacted 1 secret before writing.\n`);
    const e = await cli(viaCli, [
      'note',
      'write',
      'a',
      'run-42.md',
      '--type',
      'episodic',
      '--description',
      'What happened\nin run 42',
      '--body',
      'Cache miss on main.',
    ]);
    expect(e).toMatchObject({ code: 0, stdout: `Wrote ${EPISODIC}.\n`, stderr: '' });
    expect(await readFile(join(viaCli, NOTE), 'utf8')).toBe(
      '---\nname: release-checklist\ndescription: "Steps before a release"\ntype: procedural\n---\n\n## Steps\nTag, then publish.\nToken: [REDACTED:GitHub token]\n',
    );
    expect(await readFile(join(viaCli, EPISODIC), 'utf8')).toBe(
      '---\nname: run-42\ndescription: "What happened in run 42"\ntype: episodic\n---\n\nCache miss on main.\n',
    );

    // Edits by name and by path; a section that exists, then appends, then a new section.
    const edits: [string[], string][] = [
      [
        ['release-checklist', '--section', 'Steps', '--body', 'Tag.\n## Not a section\nPublish.'],
        'Set section "Steps" of',
      ],
      [[NOTE, '--append', 'Announce it.'], 'Appended to'],
      [
        ['release-checklist.md', '--type', 'procedural', '--section', 'After', '--body', 'Rest.'],
        'Set section "After" of',
      ],
    ];
    for (const [args, said] of edits) {
      const r = await cli(viaCli, ['note', 'edit', 'a', ...args]);
      expect(r, args.join(' ')).toMatchObject({ code: 0, stdout: `${said} ${NOTE}.\n`, stderr: '' });
    }
    const edited =
      '---\nname: release-checklist\ndescription: "Steps before a release"\ntype: procedural\n---\n\n## Steps\nTag.\n\\## Not a section\nPublish.\n\nAnnounce it.\n\n## After\nRest.\n';
    expect(await readFile(join(viaCli, NOTE), 'utf8')).toBe(edited);

    // Replace, as the MCP tool's replace: true.
    const replaced = await cli(viaCli, [
      'note',
      'write',
      'a',
      'run-42',
      '--type',
      'episodic',
      '--description',
      'Run 42',
      '--body',
      'Fixed by a warm cache.',
      '--replace',
    ]);
    expect(replaced).toMatchObject({ code: 0, stdout: `Replaced ${EPISODIC}.\n` });

    // The same through the SDK client, in the other store.
    const client = await connectMcp(viaMcp);
    const calls = [
      {
        name: 'write_note',
        arguments: {
          agent: 'a',
          type: 'procedural',
          name: 'release-checklist',
          description: 'Steps before a release',
          body: BODY,
        },
      },
      {
        name: 'write_note',
        arguments: {
          agent: 'a',
          type: 'episodic',
          name: 'run-42.md',
          description: 'What happened\nin run 42',
          body: 'Cache miss on main.',
        },
      },
      {
        name: 'edit_note',
        arguments: { agent: 'a', path: NOTE, heading: 'Steps', body: 'Tag.\n## Not a section\nPublish.' },
      },
      { name: 'edit_note', arguments: { agent: 'a', path: NOTE, append: 'Announce it.' } },
      { name: 'edit_note', arguments: { agent: 'a', path: NOTE, heading: 'After', body: 'Rest.' } },
      {
        name: 'write_note',
        arguments: {
          agent: 'a',
          type: 'episodic',
          name: 'run-42',
          description: 'Run 42',
          body: 'Fixed by a warm cache.',
          replace: true,
        },
      },
    ];
    for (const call of calls) expect((await client.callTool(call)).isError, call.name).toBeFalsy();
    const cliFiles = await snapshot(viaCli);
    expect(cliFiles.get(NOTE)?.toString('utf8')).toBe(edited);
    expect(await snapshot(viaMcp)).toEqual(cliFiles);

    // Delete: by name with the CLI, by path with the tool; then the trees match again.
    const d = await cli(viaCli, ['note', 'delete', 'a', 'run-42']);
    expect(d).toMatchObject({ code: 0, stdout: `Deleted ${EPISODIC}.\n`, stderr: '' });
    expect(
      (await client.callTool({ name: 'delete_note', arguments: { agent: 'a', path: EPISODIC } })).isError,
    ).toBeFalsy();
    expect(await listTree(join(viaCli, 'memory/a'))).toEqual([
      'core.md',
      'procedural/ci.md',
      'procedural/failures.md',
      'procedural/release-checklist.md',
    ]);
    expect(await snapshot(viaMcp)).toEqual(await snapshot(viaCli));
  });

  it('refuses bad input with the documented exit code, naming the argument, and changes nothing', async () => {
    const root = await store();
    await writeTree(root, { 'memory/a/episodic/ci.md': 'episodic ci\n', 'memory/a/procedural/held.md': 'held\n' });
    await writeFile(join(root, 'memory/a/procedural/held.md.lock'), '');
    const before = await snapshot(root);
    const write = ['note', 'write', 'a', 'x', '--type', 'procedural', '--description', 'd', '--body', 'b'];
    const cases: [string[], number, RegExp, (string | Buffer)?][] = [
      // Usage and config errors: exit 2.
      [['note'], 2, /note: missing subcommand; give one of write, edit, delete/],
      [['note', 'wrte', 'a', 'x'], 2, /unknown subcommand "wrte" \(did you mean "write"\?\)/],
      [['note', 'write', 'a', 'x', '--description', 'd', '--body', 'b'], 2, /--type is required/],
      [['note', 'write', 'a', 'x', '--type', 'procedural', '--body', 'b'], 2, /--description is required/],
      [['note', 'write', 'a', '--type', 'procedural', '--description', 'd'], 2, /missing argument NAME/],
      [
        ['note', 'write', 'a', 'x', '--type', 'core', '--description', 'd', '--body', 'b'],
        2,
        /--type "core" must be procedural or episodic/,
      ],
      [
        ['note', 'write', 'a', '../x', '--type', 'episodic', '--description', 'd', '--body', 'b'],
        2,
        /note name "\.\.\/x" must be a file name/,
      ],
      [
        ['note', 'write', 'a', 'failures', '--type', 'procedural', '--description', 'd', '--body', 'b'],
        2,
        /is not a note: it is kept by memkeep itself/,
      ],
      [
        ['note', 'write', 'a', 'x', '--type', 'procedural', '--description', '', '--body', 'b'],
        2,
        /description must be 1 to 300 characters/,
      ],
      [
        ['note', 'write', 'a', 'x', '--type', 'procedural', '--description', 'd'],
        2,
        /note write: the body is empty/,
        '',
      ],
      [
        ['note', 'write', 'a', 'x', '--type', 'procedural', '--description', 'd'],
        2,
        /standard input is not valid UTF-8/,
        Buffer.from([0xff]),
      ],
      [['note', 'write', 'nosuch', 'x', '--type', 'procedural', '--description', 'd', '--body', 'b'], 2, /nosuch/],
      [[...write, '--bogus'], 2, /unknown option --bogus/],
      [['note', 'edit', 'a', 'release'], 2, /give either --append TEXT, or --section HEADING with --body TEXT/],
      [
        ['note', 'edit', 'a', 'memory/a/procedural/ci.md', '--append', 'x', '--section', 'S', '--body', 'b'],
        2,
        /give either --append/,
      ],
      [['note', 'edit', 'a', 'memory/a/procedural/ci.md', '--section', 'S'], 2, /--section needs --body/],
      [
        ['note', 'edit', 'a', 'memory/a/procedural/ci.md', '--section', '# S', '--body', 'b'],
        2,
        /heading "# S" must be one line/,
      ],
      [
        ['note', 'edit', 'a', 'ci', '--append', 'x'],
        2,
        /NOTE "ci": agent "a" has both a procedural and an episodic note of that name; pick one with --type/,
      ],
      [
        ['note', 'edit', 'a', 'ci', '--type', 'core', '--append', 'x'],
        2,
        /--type "core" must be procedural or episodic/,
      ],
      [
        ['note', 'edit', 'a', 'gone', '--append', 'x'],
        2,
        /NOTE "gone": agent "a" has no procedural or episodic note of that name/,
      ],
      [['note', 'edit', 'a', 'agents/a.toml', '--append', 'x'], 2, /"agents\/a.toml" is not a note of agent "a"/],
      [['note', 'delete', 'a', 'memory/a.md'], 2, /is not a note: it is the run log/],
      [['note', 'delete', 'a', 'memory/a/core.md'], 2, /is not a note: it is a core file/],
      [['note', 'delete', 'a', 'memory/a/procedural/failures.md'], 2, /kept by memkeep itself/],
      [['note', 'delete', 'b', 'memory/a/procedural/ci.md'], 2, /is not a note of agent "b"/],
      [['note', 'delete', 'a', '../outside.md'], 2, /outside/],
      // Operation errors: exit 1.
      [
        ['note', 'write', 'a', 'ci', '--type', 'procedural', '--description', 'd', '--body', 'b'],
        1,
        /exists; replace it \(--replace, or replace: true over MCP\)/,
      ],
      [['note', 'edit', 'a', 'held', '--append', 'x'], 1, /it is locked/],
      [['note', 'delete', 'a', 'held'], 1, /it is locked/],
    ];
    for (const [args, code, message, input] of cases) {
      const r = await cli(root, args, input);
      expect({ code: r.code, stdout: r.stdout }, args.join(' ')).toEqual({ code, stdout: '' });
      expect(r.stderr, args.join(' ')).toMatch(message);
    }
    expect(await snapshot(root)).toEqual(before);
  });

  it('has help like every command, and is listed in the overview', async () => {
    const overview = await runCli(['--help']);
    for (const sub of ['write', 'edit', 'delete']) {
      expect(overview.stdout).toMatch(new RegExp(`^  note ${sub} +\\S`, 'm'));
      const r = await runCli(['note', sub, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`usage: memkeep note ${sub} AGENT`);
      expect(r.stdout).toContain('--root DIR');
      expect(r.stdout).toMatch(new RegExp(`example:\\n  memkeep note ${sub} `));
      expect((await runCli(['help', 'note', sub])).stdout).toBe(r.stdout);
    }
    const group = await runCli(['note', '--help']);
    expect(group.code).toBe(0);
    expect(group.stdout).toContain('usage: memkeep note write AGENT NAME [options]');
    expect(group.stdout).toContain('usage: memkeep note delete AGENT NOTE [options]');
  });
});
