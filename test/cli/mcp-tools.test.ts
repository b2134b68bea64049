/**
 * The MCP server measured against the reference servers, through the SDK's
 * own client over stdio against the bundled CLI: titles and annotations on
 * every tool, output schemas with structured content, instructions, agents
 * listed a page at a time, paginated resources with their own descriptions,
 * URIs that work written plainly, typed notes written, edited and deleted
 * under the store's rules, ranked search across agents, standard error codes.
 */
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { connectMcp } from '../helpers/mcp-client.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

type Result = Awaited<ReturnType<Client['callTool']>>;
const text = (r: Result) => (r.content as { text: string }[]).map((c) => c.text).join('');

const entry = (at: string, task: string) => `## ${at}\n**Task:** ${task}\n**Result:** done\n\n`;

/** Agents a, b (enabled) and off (disabled); a has a log and a note with front matter. */
async function store(extra: Record<string, string> = {}): Promise<string> {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\n',
    'agents/b.toml': '[memory]\nenabled = true\n',
    'agents/off.toml': '[memory]\nenabled = false\n',
    'memory/a.md':
      entry('2026-01-05T00:00:00Z', 'Review PR #12') + entry('2026-03-01T00:00:00Z', 'Plan the Project board'),
    'memory/a/procedural/ci.md':
      '---\nname: ci\ndescription: "How CI is run"\ntype: procedural\n---\n\nUse the cache.\n',
    ...extra,
  });
  return root;
}

describe('MCP tools as an agent meets them', () => {
  it('every tool has a title and all four hints; data tools declare output schemas; the server has instructions', async () => {
    const client = await connectMcp(await store());
    const { tools } = await client.listTools();
    const readOnly = ['list_agents', 'load', 'search', 'status'];
    for (const t of tools) {
      expect(t.title, t.name).toBeTruthy();
      const a = t.annotations!;
      expect(a.readOnlyHint, t.name).toBe(readOnly.includes(t.name));
      expect(typeof a.destructiveHint, t.name).toBe('boolean');
      expect(typeof a.idempotentHint, t.name).toBe('boolean');
      expect(a.openWorldHint, t.name).toBe(false);
      expect(t.description, t.name).not.toMatch(/axe|aide|evva/);
    }
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect(byName.get('delete_note')!.annotations!.destructiveHint).toBe(true);
    expect(byName.get('log')!.annotations!.destructiveHint).toBe(false);
    for (const name of ['status', 'list_agents', 'search', 'write_note', 'edit_note', 'delete_note']) {
      expect(byName.get(name)!.outputSchema, name).toBeDefined();
    }
    // remember lists its headings and says workdir must be absolute.
    const sections = (byName.get('remember')!.inputSchema.properties as Record<string, { properties: object }>)
      .sections;
    expect(Object.keys(sections.properties)).toEqual([
      'Preferences',
      'Working style',
      'Recurring topics',
      'Project facts',
      'Decisions',
      'Open issues',
      'References',
    ]);
    const instructions = client.getInstructions()!;
    expect(instructions).toMatch(/start of a task, call `load`/);
    expect(instructions).toMatch(/When the task is done, call `log`/);
  });

  it('list_agents pages through the agents; status answers per agent or summarised, as structured content', async () => {
    const client = await connectMcp(await store());
    const first = await client.callTool({ name: 'list_agents', arguments: { limit: 2 } });
    const p1 = first.structuredContent as { agents: { name: string }[]; total: number; nextCursor?: string };
    expect(p1.agents.map((a) => a.name)).toEqual(['a', 'b']);
    expect(p1.total).toBe(3);
    const second = await client.callTool({ name: 'list_agents', arguments: { limit: 2, cursor: p1.nextCursor } });
    const p2 = second.structuredContent as { agents: { name: string; enabled: boolean }[]; nextCursor?: string };
    expect(p2.agents).toMatchObject([{ name: 'off', enabled: false }]);
    expect(p2.nextCursor).toBeUndefined();
    const enabled = await client.callTool({ name: 'list_agents', arguments: { enabled: true } });
    expect((enabled.structuredContent as { total: number }).total).toBe(2);

    const all = await client.callTool({ name: 'status', arguments: {} });
    const summary = all.structuredContent as {
      totals: { agents: number; entries: number; trim: number };
      agents: { agent: string }[];
      detail?: unknown;
    };
    expect(summary.totals).toMatchObject({ agents: 3, entries: 2 });
    expect(summary.agents.map((r) => r.agent)).toEqual(['a', 'b', 'off']);
    expect(summary.detail).toBeUndefined();
    expect(JSON.parse(text(all))).toEqual(summary);
    const one = await client.callTool({ name: 'status', arguments: { agent: 'a' } });
    const detail = (one.structuredContent as { detail: { layout: { log: string } } }).detail;
    expect(detail.layout.log).toBe('memory/a.md');

    const bad = await client.callTool({ name: 'status', arguments: { cursor: 'nonsense' } });
    expect(bad.isError).toBe(true);
  });

  it('resources/list is paginated, each file described by itself; URIs work plainly and %2F-encoded', async () => {
    const notes: Record<string, string> = {};
    for (let i = 0; i < 130; i++) {
      notes[`memory/b/episodic/n${String(i).padStart(3, '0')}.md`] = `# Note number ${i}\n`;
    }
    const root = await store({ ...notes, 'agents/c.toml': '[memory]\nenabled = true\n', 'memory/c.md': '' });
    const client = await connectMcp(root);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.listResources(cursor ? { cursor } : {});
      expect(page.resources.length).toBeLessThanOrEqual(100);
      seen.push(...page.resources.map((r) => r.uri));
      cursor = page.nextCursor;
      pages++;
      if (pages === 1) {
        const ci = page.resources.find((r) => r.name === 'a: memory/a/procedural/ci.md')!;
        expect(ci.description).toBe('procedural note: How CI is run');
        expect(ci.uri).toBe('memkeep://a/memory/a/procedural/ci.md');
        const n7 = page.resources.find((r) => r.name === 'b: memory/b/episodic/n007.md')!;
        expect(n7.description).toBe('episodic note: Note number 7');
      }
    } while (cursor);
    expect(pages).toBe(2);
    // a: log + note; b: 130 notes; c: its log (empty, but there).
    expect(seen).toHaveLength(133);
    expect(new Set(seen).size).toBe(133);

    const want = 'Use the cache.';
    for (const uri of ['memkeep://a/memory/a/procedural/ci.md', 'memkeep://a/memory%2Fa%2Fprocedural%2Fci.md']) {
      const read = await client.readResource({ uri });
      expect((read.contents[0] as { text: string }).text).toContain(want);
    }
    const missing = await client.readResource({ uri: 'memkeep://a/memory/a/nothing.md' }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(McpError);
    expect((missing as McpError).code).toBe(-32002);
    const noAgent = await client.readResource({ uri: 'memkeep://nosuch/memory/x.md' }).catch((e: unknown) => e);
    expect((noAgent as McpError).code).toBe(-32002);
    const badCursor = await client.listResources({ cursor: '%%%' }).catch((e: unknown) => e);
    expect((badCursor as McpError).code).toBe(-32602);
  });

  it('write_note, edit_note and delete_note make typed notes with front matter under the store rules', async () => {
    const root = await store();
    const client = await connectMcp(root);
    const key = `ghp_${'a1B2c3D4e5'.repeat(4).slice(0, 36)}`;
    const written = await client.callTool({
      name: 'write_note',
      arguments: {
        agent: 'a',
        type: 'procedural',
        name: 'release-checklist',
        description: 'Steps before a release',
        body: `## Steps\nTag, then publish.\nToken: ${key}\u200b\n`,
      },
    });
    expect(written.isError).toBeFalsy();
    expect(written.structuredContent).toEqual({
      path: 'memory/a/procedural/release-checklist.md',
      redacted: 1,
      created: true,
    });
    const file = join(root, 'memory/a/procedural/release-checklist.md');
    const created = await readFile(file, 'utf8');
    expect(created).toBe(
      '---\nname: release-checklist\ndescription: "Steps before a release"\ntype: procedural\n---\n\n## Steps\nTag, then publish.\nToken: [REDACTED:GitHub token]\n',
    );

    const again = await client.callTool({
      name: 'write_note',
      arguments: { agent: 'a', type: 'procedural', name: 'release-checklist', description: 'x', body: 'y' },
    });
    expect(again.isError).toBe(true);
    expect(text(again)).toMatch(/exists; replace it \(--replace, or replace: true over MCP\)/);

    const path = 'memory/a/procedural/release-checklist.md';
    await client.callTool({
      name: 'edit_note',
      arguments: { agent: 'a', path, heading: 'Steps', body: 'Tag.\n## Not a section\nPublish.' },
    });
    await client.callTool({ name: 'edit_note', arguments: { agent: 'a', path, append: 'Announce it.' } });
    await client.callTool({ name: 'edit_note', arguments: { agent: 'a', path, heading: 'After', body: 'Rest.' } });
    expect(await readFile(file, 'utf8')).toBe(
      '---\nname: release-checklist\ndescription: "Steps before a release"\ntype: procedural\n---\n\n## Steps\nTag.\n\\## Not a section\nPublish.\n\nAnnounce it.\n\n## After\nRest.\n',
    );

    // Locked: refused, unchanged.
    await writeFile(`${file}.lock`, '');
    const before = await readFile(file, 'utf8');
    const locked = await client.callTool({ name: 'edit_note', arguments: { agent: 'a', path, append: 'x' } });
    expect(locked.isError).toBe(true);
    expect(text(locked)).toMatch(/locked/);
    expect((await client.callTool({ name: 'delete_note', arguments: { agent: 'a', path } })).isError).toBe(true);
    expect(await readFile(file, 'utf8')).toBe(before);
    await unlink(`${file}.lock`);

    const deleted = await client.callTool({ name: 'delete_note', arguments: { agent: 'a', path } });
    expect(deleted.structuredContent).toEqual({ path, redacted: 0 });
    expect(await listTree(join(root, 'memory/a/procedural'))).toEqual(['ci.md']);
  });

  it('the note tools refuse what is not a note, and paths outside the agent', async () => {
    const root = await store({ 'memory/a/procedural/failures.md': '## x\n' });
    const client = await connectMcp(root);
    const before = await listTree(root);
    const calls = [
      { name: 'delete_note', arguments: { agent: 'a', path: 'memory/a.md' } },
      { name: 'delete_note', arguments: { agent: 'a', path: 'memory/a/procedural/failures.md' } },
      { name: 'delete_note', arguments: { agent: 'b', path: 'memory/a/procedural/ci.md' } },
      { name: 'delete_note', arguments: { agent: 'a', path: '../outside.md' } },
      { name: 'edit_note', arguments: { agent: 'a', path: 'agents/a.toml', append: 'x' } },
      { name: 'edit_note', arguments: { agent: 'a', path: 'memory/a/procedural/ci.md' } },
      { name: 'write_note', arguments: { agent: 'a', type: 'core', name: 'x', description: 'd', body: 'b' } },
      { name: 'write_note', arguments: { agent: 'a', type: 'episodic', name: '../x', description: 'd', body: 'b' } },
      {
        name: 'write_note',
        arguments: { agent: 'a', type: 'procedural', name: 'failures', description: 'd', body: 'b' },
      },
    ];
    for (const call of calls) {
      const r = await client.callTool(call);
      expect(r.isError, JSON.stringify(call)).toBe(true);
    }
    expect(await listTree(root)).toEqual(before);
    expect(await readFile(join(root, 'memory/a/procedural/ci.md'), 'utf8')).toContain('Use the cache.');
  });

  it('search spans agents, ranks whole words first, and filters by date', async () => {
    const root = await store({
      'memory/b.md': entry('2026-02-01T00:00:00Z', 'Merge the PR for b'),
    });
    const client = await connectMcp(root);
    const r = await client.callTool({ name: 'search', arguments: { query: 'pr' } });
    const hits = (r.structuredContent as { hits: { agent: string; path: string; text: string; score: number }[] }).hits;
    // Whole word "PR" (two agents, the newer line first) before words that start with "pr" (the note, written
    // now, before the March entry).
    expect(hits.map((h) => h.text)).toEqual([
      '**Task:** Merge the PR for b',
      '**Task:** Review PR #12',
      'type: procedural',
      '**Task:** Plan the Project board',
    ]);
    expect(hits.map((h) => h.agent)).toEqual(['b', 'a', 'a', 'a']);
    const after = await client.callTool({ name: 'search', arguments: { query: 'pr', after: '2026-01-15' } });
    expect((after.structuredContent as { hits: { text: string }[] }).hits.map((h) => h.text)).toEqual([
      '**Task:** Merge the PR for b',
      'type: procedural',
      '**Task:** Plan the Project board',
    ]);
    const one = await client.callTool({ name: 'search', arguments: { query: 'pr', agent: 'b' } });
    expect(text(one)).toBe('memory/b.md:2: **Task:** Merge the PR for b');
    const badDate = await client.callTool({ name: 'search', arguments: { query: 'pr', after: 'last week' } });
    expect(badDate.isError).toBe(true);
  });

  it('remember refuses a relative workdir and a heading outside the list, writing nothing', async () => {
    const root = await store();
    const client = await connectMcp(root);
    const before = await listTree(root);
    for (const args of [
      { scope: 'project', workdir: 'repo', sections: { Decisions: 'x' } },
      { scope: 'project', workdir: '..', sections: { Decisions: 'x' } },
      { scope: 'profile', sections: { Secrets: 'x' } },
    ]) {
      const r = await client.callTool({ name: 'remember', arguments: args });
      expect(r.isError, JSON.stringify(args)).toBe(true);
    }
    expect(await listTree(root)).toEqual(before);
  });
});
