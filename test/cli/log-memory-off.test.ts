/**
 * `log` and `fail` for an agent whose memory is not enabled: gc leaves such
 * an agent alone (axe: a warning, exit 0), so what they append is never
 * trimmed or distilled. The entry is still written (refusing it would lose
 * the run's record), and both front ends say why it will pile up.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { connectMcpInProcess } from '../helpers/mcp-client.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const OFF = /agent "a": memory is not enabled.*memkeep gc leaves it alone.*enabled = true/;

async function store(config: string): Promise<string> {
  const root = await tempDir();
  await writeTree(root, { 'agents/a.toml': config });
  return root;
}

it.each([
  ['enabled = false written', '[memory]\nenabled = false\n'],
  ['no [memory] table (off by default)', 'model = "openai/gpt-4o-mini"\n'],
])('log and fail write, and warn that gc will not trim them (%s)', async (_, config) => {
  const root = await store(config);
  const logged = await run(['log', 'a', '--task', 'Review PR 7', '--result', 'Approved', '--root', root]);
  expect(logged.code).toBe(0);
  expect(logged.err).toMatch(OFF);
  expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toContain('Review PR 7');
  const failed = await run(['fail', 'a', '--why', 'timeout', '--task', 'Review PR 8', '--root', root]);
  expect(failed.code).toBe(0);
  expect(failed.err).toMatch(OFF);
  expect(await readFile(join(root, 'memory/a/procedural/failures.md'), 'utf8')).toContain('Review PR 8');
});

it('an enabled agent gets no such warning', async () => {
  const root = await store('[memory]\nenabled = true\n');
  const logged = await run(['log', 'a', '--task', 'Review PR 7', '--result', 'Approved', '--root', root]);
  expect(logged.code).toBe(0);
  expect(logged.err).toBe('');
});

it('the MCP log and fail tools give the same warning', async () => {
  const client = await connectMcpInProcess(await store('[memory]\nenabled = false\n'));
  for (const [name, args] of [
    ['log', { agent: 'a', task: 'Review PR 7', result: 'Approved' }],
    ['fail', { agent: 'a', why: 'timeout', task: 'Review PR 8' }],
  ] as const) {
    const r = await client.callTool({ name, arguments: args });
    expect(r.isError).toBeFalsy();
    expect((r.content as { text: string }[]).map((c) => c.text).join('')).toMatch(OFF);
  }
});
