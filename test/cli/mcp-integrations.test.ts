/**
 * The agent integration snippets of docs/reference.md, as written there:
 * each MCP config starts a server the SDK client can use (with `npx -y
 * memkeep` standing for the bundled CLI, as the docs say to do until the
 * package is published), and the Claude Code hooks load memory at session
 * start and log one entry at session end. `memkeep init --integrations
 * --hooks` writes exactly these blocks, so the docs and the code have one
 * source of truth.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, hermeticEnv, runCli } from '../helpers/cli.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const DOCS = join(import.meta.dirname, '../../docs/reference.md');
const open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

/** The JSON of the fenced block whose info string is `json <tag>`. */
async function snippet(tag: string): Promise<unknown> {
  const docs = await readFile(DOCS, 'utf8');
  const m = new RegExp(`\`\`\`json ${tag}\\n([\\s\\S]*?)\\n\`\`\``).exec(docs);
  if (!m) throw new Error(`no \`\`\`json ${tag} block in docs/reference.md`);
  return JSON.parse(m[1]);
}

async function store(): Promise<string> {
  const root = await tempDir();
  await writeTree(root, {
    'agents/my-agent.toml': '[memory]\nenabled = true\n',
    'memory/my-agent.md': '## 2026-01-01T00:00:00Z\n**Task:** Seed\n**Result:** remembered fact\n\n',
  });
  return root;
}

interface ServerConfig {
  command: string;
  args: string[];
  type?: string;
}

describe('agent integration snippets', () => {
  for (const [tag, key] of [
    ['mcp-claude-code', 'mcpServers'],
    ['mcp-cursor', 'mcpServers'],
    ['mcp-vscode', 'servers'],
  ] as const) {
    it(`${tag}: the config starts a memkeep MCP server`, async () => {
      const config = (await snippet(tag)) as Record<string, Record<string, ServerConfig>>;
      const server = config[key].memkeep;
      expect(server.command).toBe('npx');
      expect(server.args.slice(0, 3)).toEqual(['-y', 'memkeep', 'mcp']);
      if (key === 'servers') expect(server.type).toBe('stdio');
      const root = await store();
      // The editor's variable and "." (the project, the server's working directory) both name the store.
      const args = server.args.slice(2).map((a) => (a === '${workspaceFolder}' ? root : a));
      const client = new Client({ name: 'memkeep-test', version: '1.0.0' });
      await client.connect(
        new StdioClientTransport({
          command: process.execPath,
          args: [CLI, ...args],
          cwd: root,
          env: hermeticEnv() as Record<string, string>,
        }),
      );
      open.push(client);
      const loaded = await client.callTool({ name: 'load', arguments: { agent: 'my-agent' } });
      expect((loaded.content as { text: string }[])[0].text).toContain('remembered fact');
    });
  }

  it('claude-code-hooks: SessionStart prints the memory, SessionEnd appends one entry', async () => {
    const hooks = (
      (await snippet('claude-code-hooks')) as {
        hooks: Record<string, { hooks: { type: string; command: string }[] }[]>;
      }
    ).hooks;
    const command = (event: string) => {
      const h = hooks[event][0].hooks[0];
      expect(h.type).toBe('command');
      expect(h.command.startsWith('npx -y memkeep ')).toBe(true);
      return h.command.replace('npx -y memkeep', `"${process.execPath}" "${CLI}"`);
    };
    const root = await store();
    const sh = (cmd: string) =>
      promisify(execFile)('sh', ['-c', cmd], { env: { ...hermeticEnv(), CLAUDE_PROJECT_DIR: root } });
    const start = await sh(command('SessionStart'));
    expect(start.stdout).toContain('remembered fact');
    await sh(command('SessionEnd'));
    const log = await readFile(join(root, 'memory/my-agent.md'), 'utf8');
    expect(log.match(/^## /gm)).toHaveLength(2);
    expect(log).toContain('Claude Code session');
  });

  it('memkeep init --integrations --hooks writes these blocks', async () => {
    const root = await tempDir();
    const r = await runCli(['init', '--integrations', 'claude,cursor,vscode', '--hooks', 'my-agent', '--write'], {
      cwd: root,
    });
    expect(r.code).toBe(0);
    for (const [tag, file] of [
      ['mcp-claude-code', '.mcp.json'],
      ['mcp-cursor', '.cursor/mcp.json'],
      ['mcp-vscode', '.vscode/mcp.json'],
      ['claude-code-hooks', '.claude/settings.json'],
    ]) {
      expect(JSON.parse(await readFile(join(root, file), 'utf8')), file).toEqual(await snippet(tag));
    }
  });
});
