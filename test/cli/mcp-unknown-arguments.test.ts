/**
 * An argument a tool does not take is refused, naming it, before anything
 * is written: a misspelt optional field (`runUrl` for `run_url`) or a
 * field of another tool (`agents` for status) was dropped without a word,
 * so the link was lost or status answered for every agent.
 */

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectMcpInProcess } from '../helpers/mcp-client.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

type Result = Awaited<ReturnType<Awaited<ReturnType<typeof connectMcpInProcess>>['callTool']>>;
const text = (r: Result) => (r.content as { text: string }[]).map((c) => c.text).join('');

async function store(): Promise<string> {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\n',
    'agents/b.toml': '[memory]\nenabled = true\n',
    'memory/a.md': '## 2026-01-05T00:00:00Z\n**Task:** t\n**Result:** r\n\n',
    'memory/a/procedural/ci.md': '---\nname: ci\ndescription: "CI"\ntype: procedural\n---\n\nUse the cache.\n',
  });
  return root;
}

const CALLS: [string, Record<string, unknown>, string][] = [
  ['log', { agent: 'a', task: 't', result: 'r', tokens: 5 }, 'tokens'],
  ['fail', { agent: 'a', why: 'timeout', task: 't', runUrl: 'https://ci/1' }, 'runUrl'],
  ['remember', { scope: 'profile', sections: { Preferences: 'x' }, workDir: '/p' }, 'workDir'],
  [
    'write_note',
    { agent: 'a', type: 'procedural', name: 'n', description: 'd', body: 'b', overwrite: true },
    'overwrite',
  ],
  ['edit_note', { agent: 'a', path: 'memory/a/procedural/ci.md', append: 'x', heading_level: 3 }, 'heading_level'],
  ['delete_note', { agent: 'a', path: 'memory/a/procedural/ci.md', force: true }, 'force'],
  ['load', { agent: 'a', budgte: 10 }, 'budgte'],
  ['status', { agents: ['a'] }, 'agents'],
  ['list_agents', { name: 'a' }, 'name'],
  ['search', { query: 'cache', agents: ['b'] }, 'agents'],
];

describe('MCP tools refuse arguments they do not take', () => {
  it.each(CALLS)('%s refuses an unknown argument, naming it, and writes nothing', async (tool, args, field) => {
    const root = await store();
    const before = await listTree(root);
    const log = await readFile(join(root, 'memory/a.md'));
    const client = await connectMcpInProcess(root);
    const r = await client.callTool({ name: tool, arguments: args });
    expect(r.isError, text(r)).toBe(true);
    expect(text(r)).toContain(`"${field}"`);
    expect(await listTree(root)).toEqual(before);
    expect(await readFile(join(root, 'memory/a.md'))).toEqual(log);
  });

  it('tells clients so: every input schema forbids other properties', async () => {
    const client = await connectMcpInProcess(await store());
    const { tools } = await client.listTools();
    for (const t of tools) expect(t.inputSchema.additionalProperties, t.name).toBe(false);
  });
});
