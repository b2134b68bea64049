/**
 * gc against axe's contract, found by outside testers (issue 25, items 11
 * and 13): the trim target when `last_n` is unset, the order of `--all`,
 * `--model` taken as given, and axe's error texts. Through the real CLI.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { type ModelServer, report, startModelServer } from '../helpers/model-server.js';
import { log } from '../helpers/runlog.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

async function store(files: Record<string, string>): Promise<string> {
  const root = await tempDir();
  await writeTree(root, files);
  return root;
}

const gc = (root: string, args: string[], env: Record<string, string> = {}) =>
  runCli(['gc', ...args, '--root', root], { env });

describe('the trim target when last_n is unset (axe: max_entries, else no trim)', () => {
  it('agents/<name>.toml with max_entries = 4 and 12 entries keeps 4, as axe does', async () => {
    const root = await store({
      'agents/a.toml': '[memory]\nenabled = true\nmax_entries = 4\n',
      'memory/a.md': log(12),
    });
    const r = await gc(root, ['a', '--analyzer', 'local', '--no-distil']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Trimmed: 8 entries removed, 4 entries kept.\n');
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(4, 8));
  });

  it('agents/<name>.toml with neither trims nothing and says so', async () => {
    const root = await store({ 'agents/a.toml': '[memory]\nenabled = true\n', 'memory/a.md': log(12) });
    const r = await gc(root, ['a', '--analyzer', 'local']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('No trim target configured (last_n and max_entries are both 0). Skipping trim.\n');
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(12));
    const trim = await runCli(['trim', 'a', '--root', root]);
    expect(trim.stdout).toBe('No trim target configured (last_n and max_entries are both 0). Skipping trim.\n');
  });

  it('a preset that says 10 (newest-first) and the Aidefile form keep 10', async () => {
    const newestFirst = log(12)
      .split(/(?=^## )/m)
      .reverse()
      .join('');
    const root = await store({
      'agents/n.toml': '[memory]\nenabled = true\npreset = "newest-first"\n',
      'memory/n.md': newestFirst,
      'agents/x/Aidefile': '[memory]\n',
      'agents/x/memory/log.md': log(12),
    });
    const r = await gc(root, ['--all', '--analyzer', 'local', '--no-distil']);
    expect(r.code).toBe(0);
    expect(r.stdout.match(/^Trimmed: 2 entries removed, 10 entries kept\.$/gm)).toHaveLength(2);
    expect(await readFile(join(root, 'agents/x/memory/log.md'), 'utf8')).toBe(log(10, 2));
  });

  it('status reports "no limit" for a toml agent without last_n or max_entries', async () => {
    const root = await store({ 'agents/a.toml': '[memory]\nenabled = true\n', 'memory/a.md': log(12) });
    const r = await runCli(['status', '--root', root]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('no limit');
  });
});

describe('gc --all in axe order: by file name, byte by byte', () => {
  it('a-b.toml, a.b.toml, a.toml (by agent name it would be a, a-b, a.b)', async () => {
    const agent = '[memory]\nenabled = true\n';
    const root = await store({
      'agents/a.toml': agent,
      'agents/a.b.toml': agent,
      'agents/a-b.toml': agent,
      'agents/B/Aidefile': '[memory]\n',
    });
    const r = await gc(root, ['--all', '--analyzer', 'local']);
    expect(r.code).toBe(0);
    expect(r.stdout.match(/^=== GC: .* ===$/gm)).toEqual([
      '=== GC: B ===',
      '=== GC: a-b ===',
      '=== GC: a.b ===',
      '=== GC: a ===',
    ]);
  });
});

describe('--model as axe takes it, and axe error texts', () => {
  let server: ModelServer;
  beforeEach(async () => {
    server = await startModelServer({ content: report('fine') });
  });
  afterEach(async () => {
    await server.close();
  });

  it('"openai/ gpt-4o " asks for the model " gpt-4o ", untrimmed', async () => {
    const root = await store({ 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 0\n', 'memory/a.md': log(3) });
    const r = await gc(root, ['a', '--model', 'openai/ gpt-4o ', '--no-distil'], {
      OPENAI_API_KEY: 'sk-test-model-0123456789',
      MEMKEEP_OPENAI_BASE_URL: server.url,
    });
    expect(r.code).toBe(0);
    expect(server.requests.map((q) => q.body.model)).toEqual([' gpt-4o ']);
  });

  it("an unknown agent: axe's `agent config not found: <name>`, exit 2", async () => {
    const root = await store({ 'agents/other.toml': '' });
    const r = await gc(root, ['nobody']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^Error: agent config not found: nobody \(looked for /m);
  });

  it("invalid model strings: axe's three texts, exit 1", async () => {
    const root = await store({ 'agents/a.toml': '[memory]\nenabled = true\n', 'memory/a.md': log(2) });
    for (const [model, text] of [
      ['gpt4', 'invalid model format "gpt4": expected provider/model-name'],
      ['/gpt4', 'invalid model format "/gpt4": empty provider'],
      ['openai/', 'invalid model format "openai/": empty model name'],
    ]) {
      const r = await gc(root, ['a', '--model', model]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(text);
    }
  });

  it("a missing key: axe's `API key for provider ... is not configured`, exit 3", async () => {
    const root = await store({ 'agents/a.toml': '[memory]\nenabled = true\n', 'memory/a.md': log(2) });
    const r = await gc(root, ['a', '--model', 'openai/gpt-4o', '--analyzer', 'llm']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('API key for provider "openai" is not configured (set OPENAI_API_KEY)');
  });
});
