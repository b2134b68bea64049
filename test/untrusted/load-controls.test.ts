/**
 * What `load` (CLI and MCP) prints from memory reaches a terminal or a
 * prompt: a terminal escape sequence in a run-log entry or a core file set
 * the window title, cleared the screen or (a lone CR) overwrote the line
 * before it, and bidi or tag characters showed a person other text than
 * the agent reads. They are shown as `\u…` escapes now; tabs and line
 * ends print as written. The resource list's descriptions keep none either.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { connectMcpInProcess } from '../helpers/mcp-client.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const HOSTILE = 'esc \x1b]0;TITLE\x07 \x1b[2J clear\tcr\roverwritten \u202eRLO\u202c tag\u{e0041}';
const ACTING =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\r(?!\n)|[\u200b-\u200f\u202a-\u202e\u2060-\u2069\u{e0000}-\u{e007f}]/u;

type Result = Awaited<ReturnType<Client['callTool']>>;
const text = (r: Result) => (r.content as { text: string }[]).map((c) => c.text).join('');

async function store(): Promise<string> {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\ncore_files = ["memory/a/core.md"]\n',
    'memory/a/core.md': `# Core\n${HOSTILE}\n`,
    'memory/a/procedural/n.md':
      '---\nname: n\ndescription: "see \u202eRLO\u202c tag\u{e0041} here"\ntype: procedural\n---\n\nbody\n',
    'memory/a.md': `## 2026-01-01T00:00:00Z\n**Task:** ${HOSTILE} nul\u0000\n**Result:** r\n\n`,
  });
  return root;
}

describe('memory text load prints', () => {
  it('CLI and MCP: control and invisible characters shown as escapes; tabs kept', async () => {
    const root = await store();
    const cli = await run(['load', 'a', '--root', root]);
    expect(cli.code, cli.err).toBe(0);
    const mcp = text(await (await connectMcpInProcess(root)).callTool({ name: 'load', arguments: { agent: 'a' } }));
    for (const out of [cli.out, mcp]) {
      expect(out).not.toMatch(ACTING);
      expect(out).toContain(
        'esc \\u001b]0;TITLE\\u0007 \\u001b[2J clear\tcr\\u000doverwritten \\u202eRLO\\u202c tag\\u{e0041}',
      );
      expect(out).toContain('nul\\u0000');
    }
  });

  it("resources/list: a note's description keeps no invisible character", async () => {
    const client = await connectMcpInProcess(await store());
    const { resources } = await client.listResources();
    const note = resources.find((r) => r.uri.endsWith('/n.md'))!;
    expect(note.description).toContain('RLO');
    expect(note.description).not.toMatch(ACTING);
  });
});

/**
 * The MCP search tool shows each matching line with control and invisible
 * characters as spaces, by a list of its own that left out Unicode tag
 * characters (ASCII smuggled past a person reading the memory, read by the
 * model), variation selectors and the Hangul fillers. It now takes the one
 * list memory writes use (INVISIBLE_CHARS); an emoji keeps its joiner.
 */
describe('MCP search', () => {
  it('shows no tag character, variation selector or filler from memory', async () => {
    const root = await tempDir();
    const smuggled =
      'deploy tag\u{e0049}\u{e0047}\u{e004e} sel\ufe0f\u{e0100} fill\u3164er \u034fcgj dev \u{1f468}\u200d\u{1f4bb}';
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\n',
      'memory/a.md': `## 2026-01-01T00:00:00Z\n**Task:** ${smuggled}\n**Result:** r\n\n`,
    });
    const r = await (await connectMcpInProcess(root)).callTool({ name: 'search', arguments: { query: 'deploy' } });
    const hits = (r.structuredContent as { hits: { text: string }[] }).hits;
    expect(hits).toHaveLength(1);
    for (const out of [text(r), hits[0].text]) {
      expect(out).toContain('deploy tag');
      expect(out).not.toMatch(/[\u{e0000}-\u{e007f}]|\p{Variation_Selector}|\u3164|\u034f/u);
      expect(out).toContain('dev \u{1f468}\u200d\u{1f4bb}');
    }
  });
});
