/**
 * `memkeep mcp` as an agent meets it: the SDK's own client starts the
 * bundled CLI over stdio, lists the tools, calls them, and the store's files
 * change exactly as the CLI would change them; bad calls change nothing.
 */

import { appendFile, cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { connectMcp } from '../helpers/mcp-client.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

const EXAMPLE = join(import.meta.dirname, '../../examples/store');

async function store(): Promise<string> {
  const root = await tempDir();
  await cp(EXAMPLE, root, { recursive: true });
  return root;
}

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return (result.content as { type: string; text: string }[]).map((c) => c.text).join('');
}

async function snapshot(root: string): Promise<Map<string, string>> {
  const files = await listTree(root);
  return new Map(await Promise.all(files.map(async (f) => [f, await readFile(join(root, f), 'latin1')] as const)));
}

describe('memkeep mcp', () => {
  it('lists its tools and resources', async () => {
    const client = await connectMcp(await store());
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'delete_note',
      'edit_note',
      'fail',
      'list_agents',
      'load',
      'log',
      'remember',
      'search',
      'status',
      'write_note',
    ]);
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.name)).toContain('triage: agents/triage/memory/rules.md');
    const rules = resources.find((r) => r.name === 'triage: agents/triage/memory/rules.md')!;
    const read = await client.readResource({ uri: rules.uri });
    const expected = await readFile(join(EXAMPLE, 'agents/triage/memory/rules.md'), 'utf8');
    expect((read.contents[0] as { text: string }).text).toBe(expected);
  });

  it('log appends the same entry as the CLI, and load returns it newest first', async () => {
    const viaMcp = await store();
    const viaCli = await store();
    const client = await connectMcp(viaMcp);
    const logged = await client.callTool({
      name: 'log',
      arguments: { agent: 'triage', task: 'Triage issue #9', result: 'Labelled bug' },
    });
    expect(logged.isError).toBeFalsy();
    expect(text(logged)).toBe('Appended entry to agents/triage/memory/log.md (7 entries).');
    const cli = await runCli([
      'log',
      'triage',
      '--task',
      'Triage issue #9',
      '--result',
      'Labelled bug',
      '--root',
      viaCli,
    ]);
    expect(cli.code).toBe(0);
    const strip = (s: string) => s.replace(/^## \S+$/gm, '## <time>');
    const log = 'agents/triage/memory/log.md';
    expect(strip(await readFile(join(viaMcp, log), 'utf8'))).toBe(strip(await readFile(join(viaCli, log), 'utf8')));

    const loaded = text(await client.callTool({ name: 'load', arguments: { agent: 'triage' } }));
    expect(loaded).toContain('=== core: agents/triage/memory/persona.md ===');
    const runLog = loaded.slice(loaded.indexOf('=== run log'));
    expect(runLog.indexOf('Triage issue #9')).toBeGreaterThan(0);
    // Newest first: the entry just written comes before every older one.
    expect(runLog.indexOf('Triage issue #9')).toBeLessThan(runLog.indexOf('## 2', runLog.indexOf('Triage issue #9')));
  });

  it('remember writes the profile section as the CLI does, and search finds it', async () => {
    const viaMcp = await store();
    const viaCli = await store();
    const client = await connectMcp(viaMcp);
    const r = await client.callTool({
      name: 'remember',
      arguments: { scope: 'profile', sections: { Preferences: 'Squash merges only' } },
    });
    expect(text(r)).toBe('Updated Preferences in USER_PROFILE.md.');
    await runCli(['remember', '--profile', '--set', 'Preferences=Squash merges only', '--root', viaCli]);
    expect(await readFile(join(viaMcp, 'USER_PROFILE.md'), 'utf8')).toBe(
      await readFile(join(viaCli, 'USER_PROFILE.md'), 'utf8'),
    );

    await writeTree(viaMcp, { 'agents/triage/memory/procedural/habits.md': '# Habits\n- label flaky TESTS as ci\n' });
    const found = text(await client.callTool({ name: 'search', arguments: { agent: 'triage', query: 'flaky tests' } }));
    expect(found).toBe('agents/triage/memory/procedural/habits.md:2: - label flaky TESTS as ci');
  });

  it('redacts secrets that came from the logs in load and search', async () => {
    const root = await store();
    const client = await connectMcp(root);
    const key = `ghp_${'a1B2c3D4e5'.repeat(4).slice(0, 36)}`;
    // `log` redacts what it writes (text/writable.ts); a secret an agent wrote into the file itself is still there.
    await client.callTool({ name: 'log', arguments: { agent: 'triage', task: 'Rotate token', result: 'rotated' } });
    const log = join(root, 'agents/triage/memory/log.md');
    await appendFile(log, `\n## 2026-01-02T10:00:00Z\n**Task:** Rotate token\n**Result:** used ${key}\n`);
    const loaded = text(await client.callTool({ name: 'load', arguments: { agent: 'triage' } }));
    const found = text(await client.callTool({ name: 'search', arguments: { agent: 'triage', query: 'used' } }));
    for (const out of [loaded, found]) {
      expect(out).not.toContain(key);
      expect(out).toContain('[REDACTED');
    }
  });

  it('bad arguments are MCP errors and write nothing', async () => {
    const root = await store();
    const before = await snapshot(root);
    const client = await connectMcp(root);
    const calls = [
      { name: 'log', arguments: { agent: 'triage', task: 'no result' } },
      { name: 'log', arguments: { agent: 'nosuch', task: 't', result: 'r' } },
      { name: 'log', arguments: { agent: '../etc', task: 't', result: 'r' } },
      { name: 'remember', arguments: { scope: 'profile', sections: { Secrets: 'x' } } },
      { name: 'remember', arguments: { scope: 'project', sections: { Decisions: 'x' } } },
      { name: 'fail', arguments: { agent: 'triage', why: 'timeout' } },
    ];
    for (const call of calls) {
      const r = await client
        .callTool(call)
        .catch((err: Error) => ({ isError: true, content: [{ type: 'text', text: err.message }] }));
      expect(r.isError, JSON.stringify(call)).toBe(true);
    }
    await expect(client.readResource({ uri: 'memkeep://triage/..%2F..%2Fetc%2Fpasswd' })).rejects.toThrow(
      /not a memory file/,
    );
    expect(await snapshot(root)).toEqual(before);
  });
});
