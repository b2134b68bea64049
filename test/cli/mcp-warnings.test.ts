/**
 * The MCP tools and the CLI commands are one operation (src/ops/) with two
 * front ends: an MCP `log` gives the agent the same warnings the CLI prints
 * (the store's config, the agent's config, a log at its max_entries).
 */
import { realpathSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { connectMcp } from '../helpers/mcp-client.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

async function store(): Promise<string> {
  const root = await tempDir();
  await writeTree(root, {
    'memkeep.toml': '[gc]\nsurprise = 1\n',
    'agents/a.toml': '[memory]\nenabled = true\nmax_entries = 2\nunheard_of = true\n',
    'memory/a.md': '## 2026-01-01T00:00:00Z\n**Task:** first\n**Result:** done\n',
  });
  return root;
}

/** The warning lines of `text`, with the store's root (which differs between the two stores) as `<root>`. */
const warningLines = (text: string, root: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('Warning: '))
    .map((l) => l.replaceAll(realpathSync(root), '<root>'));

describe('MCP and CLI share the operations', () => {
  it('log: the MCP tool returns the warnings the CLI prints', async () => {
    const viaCli = await store();
    const viaMcp = await store();
    const cli = await runCli(['log', 'a', '--task', 'second', '--result', 'done', '--root', viaCli]);
    expect(cli.code).toBe(0);
    expect(cli.stdout).toBe('Appended entry to memory/a.md (2 entries).\n');

    const client = await connectMcp(viaMcp);
    const logged = await client.callTool({ name: 'log', arguments: { agent: 'a', task: 'second', result: 'done' } });
    expect(logged.isError).toBeFalsy();
    const text = (logged.content as { text: string }[]).map((c) => c.text).join('');
    expect(text.split('\n')[0]).toBe('Appended entry to memory/a.md (2 entries).');

    const expected = warningLines(cli.stderr, viaCli);
    expect(expected).toHaveLength(3);
    expect(expected[0]).toContain('unknown key "gc.surprise"');
    expect(expected[1]).toContain('unknown key "memory.unheard_of"');
    expect(expected[2]).toContain('(max_entries: 2)');
    expect(warningLines(text, viaMcp)).toEqual(expected);
  });
});
