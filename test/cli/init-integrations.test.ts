/**
 * `memkeep init --integrations/--hooks` with the bundled CLI in real temp
 * directories: the editor configs are merged without losing their other
 * keys, a file that is not JSON refuses the run with nothing written, and a
 * second run changes nothing. That the written snippets are the documented
 * ones is checked in mcp-integrations.test.ts.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

const ALL = ['init', '--integrations', 'claude,cursor,vscode', '--hooks', 'my-agent'];

async function json(root: string, rel: string): Promise<Record<string, Record<string, unknown>>> {
  return JSON.parse(await readFile(join(root, rel), 'utf8'));
}

describe('init --integrations', () => {
  it('writes nothing without --write, and says what it would write', async () => {
    const root = await tempDir();
    const r = await runCli(ALL, { cwd: root });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Would write .mcp.json:');
    expect(r.stdout).toContain('Would write .claude/settings.json:');
    expect(r.stdout).toContain('Nothing written');
    expect(await listTree(root)).toEqual([]);
  });

  it('merges into existing files, keeping their other keys and servers, and a second run changes nothing', async () => {
    const root = await tempDir();
    await writeTree(root, {
      '.vscode/mcp.json': '{ "inputs": [{ "id": "k" }], "servers": { "other": { "command": "x" } } }\n',
      '.cursor/mcp.json': '{ "mcpServers": { "memkeep": { "command": "mine" } } }',
      '.claude/settings.json': JSON.stringify({
        permissions: { allow: ['Bash(ls)'] },
        hooks: { SessionStart: [{ hooks: [{ type: 'command', command: 'echo hi' }] }] },
      }),
    });
    const first = await runCli([...ALL, '--write'], { cwd: root });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Wrote .mcp.json');
    expect(first.stdout).toContain('Added memkeep to .vscode/mcp.json');
    expect(first.stdout).toContain('kept the existing "memkeep" server');

    const vscode = await json(root, '.vscode/mcp.json');
    expect(vscode.inputs).toEqual([{ id: 'k' }]);
    expect(Object.keys(vscode.servers)).toEqual(['other', 'memkeep']);
    // A memkeep server the user set up is theirs: never overwritten.
    expect((await json(root, '.cursor/mcp.json')).mcpServers).toEqual({ memkeep: { command: 'mine' } });
    const settings = await json(root, '.claude/settings.json');
    expect(settings.permissions).toEqual({ allow: ['Bash(ls)'] });
    const start = settings.hooks.SessionStart as { hooks: { command: string }[] }[];
    expect(start.map((g) => g.hooks[0].command)).toEqual([
      'echo hi',
      'npx -y memkeep load my-agent --root "$CLAUDE_PROJECT_DIR"',
    ]);

    const files = await listTree(root);
    const before = await Promise.all(
      files.map(async (f) => [await readFile(join(root, f), 'utf8'), (await stat(join(root, f))).mtimeMs]),
    );
    const second = await runCli([...ALL, '--write'], { cwd: root });
    expect(second.code).toBe(0);
    expect(second.stdout.match(/already has memkeep/g)).toHaveLength(4);
    expect(await listTree(root)).toEqual(files);
    const after = await Promise.all(
      files.map(async (f) => [await readFile(join(root, f), 'utf8'), (await stat(join(root, f))).mtimeMs]),
    );
    expect(after).toEqual(before);
  });

  it('refuses a file that is not valid JSON, naming it, exit 2, and writes nothing at all', async () => {
    const root = await tempDir();
    // JSON with comments, as an editor may accept, is not JSON: memkeep does not guess.
    await writeTree(root, { '.vscode/mcp.json': '{\n  // mine\n  "servers": {}\n}\n' });
    const r = await runCli([...ALL, '--write'], { cwd: root });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('.vscode/mcp.json is not valid JSON');
    expect(r.stderr).toContain('Nothing written');
    expect(await listTree(root)).toEqual(['.vscode/mcp.json']);
    expect(await readFile(join(root, '.vscode/mcp.json'), 'utf8')).toBe('{\n  // mine\n  "servers": {}\n}\n');
  });

  it('refuses a JSON file of the wrong shape, exit 2', async () => {
    const root = await tempDir();
    await writeTree(root, { '.mcp.json': '{ "mcpServers": [] }', '.claude/settings.json': '[]' });
    for (const [args, message] of [
      [['init', '--integrations', 'claude', '--write'], '.mcp.json: "mcpServers" is not a JSON object'],
      [['init', '--hooks', 'a', '--write'], '.claude/settings.json is not a JSON object'],
    ] as const) {
      const r = await runCli([...args], { cwd: root });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(message);
    }
    expect(await readFile(join(root, '.mcp.json'), 'utf8')).toBe('{ "mcpServers": [] }');
  });

  it('refuses an unknown integration and an agent name that would need shell quoting, exit 2', async () => {
    const root = await tempDir();
    const unknown = await runCli(['init', '--integrations', 'claud', '--write'], { cwd: root });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('did you mean "claude"');
    const quoted = await runCli(['init', '--hooks', 'a;rm -rf ~', '--write'], { cwd: root });
    expect(quoted.code).toBe(2);
    expect(quoted.stderr).toContain('--hooks');
    expect(await listTree(root)).toEqual([]);
  });
});
