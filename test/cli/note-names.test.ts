/**
 * A note's name becomes a file name in a repository that Windows and macOS
 * runners check out too. `nul`, `CON` or `com1.backup` as a note is a path
 * git for Windows refuses to check out (the whole checkout fails), and
 * `Deploy` next to `deploy` is two notes on Linux that collide on a
 * case-insensitive file system (one silently replaces the other). Both are
 * refused, naming the field and the note already there, and nothing is
 * written.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { connectMcpInProcess } from '../helpers/mcp-client.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

type Result = Awaited<ReturnType<Client['callTool']>>;
const text = (r: Result) => (r.content as { text: string }[]).map((c) => c.text).join('');

async function store(): Promise<string> {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\n',
    'memory/a/procedural/deploy.md':
      '---\nname: deploy\ndescription: "How to deploy"\ntype: procedural\n---\n\nTag first.\n',
  });
  return root;
}

const note = (name: string, replace = false) => ({
  agent: 'a',
  type: 'procedural',
  name,
  description: 'd',
  body: 'b',
  replace,
});

describe('note names every checkout can hold', () => {
  it.each(['nul', 'CON', 'Aux', 'com1.backup', 'lpt9'])('"%s", a Windows device name, is refused', async (name) => {
    const root = await store();
    const before = await listTree(root);
    const r = await (await connectMcpInProcess(root)).callTool({ name: 'write_note', arguments: note(name) });
    expect(r.isError).toBe(true);
    expect(text(r)).toMatch(/^Error: note name ".+" is a Windows device name/);
    expect(await listTree(root)).toEqual(before);
  });

  it('a name that differs from a note only by case is refused, even with replace, naming that note', async () => {
    const root = await store();
    const before = await listTree(root);
    const client = await connectMcpInProcess(root);
    for (const replace of [false, true]) {
      const r = await client.callTool({ name: 'write_note', arguments: note('Deploy', replace) });
      expect(r.isError).toBe(true);
      expect(text(r)).toContain('memory/a/procedural/deploy.md');
    }
    const cli = await run([
      'note',
      'write',
      'a',
      'DEPLOY',
      '--type',
      'procedural',
      '--description',
      'd',
      '--body',
      'b',
      '--root',
      root,
    ]);
    expect(cli.code).toBe(2);
    expect(cli.err).toContain('memory/a/procedural/deploy.md');
    expect(await listTree(root)).toEqual(before);
  });

  it('names that only look like them are notes: console, com10, nullable, and deploy itself with replace', async () => {
    const root = await store();
    const client = await connectMcpInProcess(root);
    for (const name of ['console', 'com10', 'nullable']) {
      const r = await client.callTool({ name: 'write_note', arguments: note(name) });
      expect(r.isError, text(r)).toBeFalsy();
    }
    const same = await client.callTool({ name: 'write_note', arguments: note('deploy', true) });
    expect(same.isError, text(same)).toBeFalsy();
  });
});
