/**
 * `memkeep gc` as a process, against a loopback OpenAI-compatible server:
 * the tests of axe-gc-spec.md section 7.3 adapted to a store, plus the
 * status-code mapping, key handling, local fallback, cache, budget,
 * redaction and the append-during-analysis race.
 */

import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANALYSIS_PROMPT } from '../../src/analysis/prompt.js';
import { appendEntry } from '../../src/memory/runlog/append-entry.js';
import { countEntries } from '../../src/memory/runlog/scan.js';
import { runCli } from '../helpers/cli.js';
import { type ModelServer, report, startModelServer } from '../helpers/model-server.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const KEY = 'sk-test-DO-NOT-PRINT-0123456789abcdef';
let server: ModelServer;

beforeEach(async () => {
  server = await startModelServer({ content: report('Canned analysis.') });
});
afterEach(async () => {
  await server.close();
});

/** The analysis requests (the distil step makes a call of its own when a trim drops entries). */
function analyses() {
  return server.requests.filter((r) => r.body.messages[0].content === ANALYSIS_PROMPT);
}

function log(n: number, from = 0): string {
  let text = '';
  for (let i = from; i < from + n; i++) {
    const t = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString().replace('.000Z', 'Z');
    text += `## ${t}\n**Task:** task number ${i}\n**Result:** result ${i}\n\n`;
  }
  return text;
}

function agentToml(memory: Record<string, string | number | boolean>, model = 'openai/gpt-test'): string {
  const lines = Object.entries(memory).map(([k, v]) => `${k} = ${typeof v === 'string' ? `"${v}"` : v}`);
  return `model = "${model}"\n[memory]\n${lines.join('\n')}\n`;
}

async function store(files: Record<string, string>): Promise<string> {
  const root = await tempDir();
  await writeTree(root, files);
  return root;
}

function gc(root: string, args: string[], env: Record<string, string> = {}) {
  return runCli(['gc', ...args, '--root', root], {
    env: { OPENAI_API_KEY: KEY, MEMKEEP_OPENAI_BASE_URL: server.url, ...env },
  });
}

describe("gc: argument validation (axe's contract: exit 1, where other usage errors exit 2)", () => {
  it('no agent and no --all', async () => {
    const root = await store({});
    const r = await gc(root, []);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('agent name is required (or use --all)');
  });

  it('--all with an agent name', async () => {
    const root = await store({});
    const r = await gc(root, ['myagent', '--all']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('cannot specify both --all and an agent name');
  });
});

describe('gc: single agent', () => {
  it('unknown agent exits 2', async () => {
    const root = await store({ 'agents/other.toml': '' });
    const r = await gc(root, ['nonexistent']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('agent config not found: nonexistent');
  });

  it('memory disabled: warning, exit 0, no request', async () => {
    const root = await store({ 'agents/a.toml': agentToml({ enabled: false }), 'memory/a.md': log(5) });
    const r = await gc(root, ['a']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('Warning: agent "a" does not have memory enabled. Skipping.');
    expect(server.requests).toHaveLength(0);
  });

  it('no memory file, and an empty one: nothing to do, no request', async () => {
    const root = await store({
      'agents/a.toml': agentToml({ enabled: true }),
      'agents/b.toml': agentToml({ enabled: true }),
      'memory/b.md': '',
    });
    for (const name of ['a', 'b']) {
      const r = await gc(root, [name]);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`No memory entries for agent "${name}". Nothing to do.`);
    }
    expect(server.requests).toHaveLength(0);
  });

  it('analyses and trims', async () => {
    const root = await store({ 'agents/a.toml': agentToml({ enabled: true, last_n: 3 }), 'memory/a.md': log(10) });
    const r = await gc(root, ['a']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Agent: a\nEntries: 10\n');
    expect(r.stdout).toContain('--- Analysis ---\n## Patterns Found\nCanned analysis.\n');
    expect(r.stdout).toContain('Trimmed: 7 entries removed, 3 entries kept.');
    expect(r.stdout.indexOf('--- Analysis ---')).toBeLessThan(r.stdout.indexOf('Trimmed:'));
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(3, 7));
  });

  it('dry run trims nothing', async () => {
    const root = await store({ 'agents/a.toml': agentToml({ enabled: true, last_n: 3 }), 'memory/a.md': log(10) });
    const r = await gc(root, ['a', '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Canned analysis.');
    expect(r.stdout).toContain('Dry run: no entries trimmed.');
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(10));
    expect(await readdir(root)).not.toContain('.memkeep');
  });

  it('no trim target when last_n and max_entries are 0', async () => {
    const root = await store({
      'agents/a.toml': agentToml({ enabled: true, last_n: 0, max_entries: 0 }),
      'memory/a.md': log(10),
    });
    const r = await gc(root, ['a']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Canned analysis.');
    expect(r.stdout).toContain('No trim target configured (last_n and max_entries are both 0). Skipping trim.');
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(10));
  });

  it('falls back to max_entries', async () => {
    const root = await store({
      'agents/a.toml': agentToml({ enabled: true, last_n: 0, max_entries: 5 }),
      'memory/a.md': log(10),
    });
    const r = await gc(root, ['a']);
    expect(r.stdout).toContain('Trimmed: 5 entries removed, 5 entries kept.');
    expect(await countEntries(join(root, 'memory/a.md'))).toBe(5);
  });

  it('nothing to trim prints the count taken before trimming', async () => {
    const root = await store({ 'agents/a.toml': agentToml({ enabled: true, last_n: 10 }), 'memory/a.md': log(3) });
    const r = await gc(root, ['a']);
    expect(r.stdout).toContain('No trimming needed: 3 entries within limit (10).');
  });

  it('--model overrides the agent model', async () => {
    const root = await store({
      'agents/a.toml': agentToml({ enabled: true }, 'anthropic/claude-3'),
      'memory/a.md': log(4),
    });
    const r = await gc(root, ['a', '--model', 'ollama/llama3'], { MEMKEEP_OLLAMA_BASE_URL: server.url });
    expect(r.code).toBe(0);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].body.model).toBe('llama3');
    expect(r.stdout).toContain('Analyzer: ollama/llama3');
  });

  it('an invalid --model or agent model exits 1 naming it', async () => {
    const root = await store({ 'agents/a.toml': agentToml({ enabled: true }, 'gpt4'), 'memory/a.md': log(4) });
    const bad = await gc(root, ['a']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('invalid model format "gpt4"');
    expect(bad.stderr).toContain('agents/a.toml');
    const flag = await gc(root, ['a', '--model', 'nomodel']);
    expect(flag.code).toBe(1);
    expect(flag.stderr).toContain('--model');
    expect(server.requests).toHaveLength(0);
  });

  it('sends the exact request: prompt, full log, temperature, max tokens, no tools, the key', async () => {
    const content = `preamble line\n\n${log(4)}`;
    const root = await store({ 'agents/a.toml': agentToml({ enabled: true }), 'memory/a.md': content });
    const r = await gc(root, ['a']);
    expect(r.code).toBe(0);
    expect(server.requests).toHaveLength(1);
    const req = server.requests[0];
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.body.messages).toEqual([
      { role: 'system', content: ANALYSIS_PROMPT },
      { role: 'user', content },
    ]);
    expect(req.body.temperature).toBe(0.3);
    expect(req.body.max_tokens).toBe(4096);
    expect(req.body.model).toBe('gpt-test');
    expect(req.body.tools).toBeUndefined();
    expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(r.stdout + r.stderr).not.toContain(KEY);
  });

  it('maps HTTP errors and timeouts to exit codes, leaving the file unchanged', async () => {
    const cases: [number | 'timeout', number][] = [
      [400, 1],
      [401, 3],
      [404, 1],
      [429, 3],
      [500, 3],
      [529, 3],
      ['timeout', 3],
    ];
    for (const [status, code] of cases) {
      const root = await store({ 'agents/a.toml': agentToml({ enabled: true, last_n: 2 }), 'memory/a.md': log(6) });
      server.reply = status === 'timeout' ? { delayMs: 3000, content: 'late' } : { status };
      const r = await gc(root, ['a'], { MEMKEEP_MODEL_TIMEOUT: '1' });
      expect({ status, code: r.code }).toEqual({ status, code });
      expect(r.stdout).not.toContain('Trimmed');
      expect(r.stderr + r.stdout).not.toContain(KEY);
      if (status === 'timeout') expect(r.stderr).toContain('timed out');
      else expect(r.stderr).toContain(`HTTP ${status}`);
      expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(6));
    }
  });

  it('--analyzer llm without a key exits 3 before any request', async () => {
    const root = await store({ 'agents/a.toml': agentToml({ enabled: true, last_n: 2 }), 'memory/a.md': log(6) });
    const r = await gc(root, ['a', '--analyzer', 'llm'], { OPENAI_API_KEY: '' });
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('OPENAI_API_KEY');
    expect(server.requests).toHaveLength(0);
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(6));
  });

  it('auto without a key runs the local analyzer and says so', async () => {
    const root = await store({ 'agents/a.toml': agentToml({ enabled: true, last_n: 2 }), 'memory/a.md': log(6) });
    const r = await gc(root, ['a'], { OPENAI_API_KEY: '' });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Analyzer: local (no OPENAI_API_KEY for openai/gpt-test)');
    expect(r.stdout).toContain('## Patterns Found');
    expect(r.stdout).toContain('## Repeated Work');
    expect(r.stdout).toContain('## Recommendations');
    expect(r.stdout).toContain('Trimmed: 4 entries removed, 2 entries kept.');
    expect(server.requests).toHaveLength(0);
  });

  it('a second run on an unchanged log makes no request', async () => {
    const root = await store({ 'agents/a.toml': agentToml({ enabled: true, last_n: 20 }), 'memory/a.md': log(6) });
    expect((await gc(root, ['a'])).code).toBe(0);
    expect(server.requests).toHaveLength(1);
    const second = await gc(root, ['a']);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Analysis reused');
    expect(second.stdout).toContain('Canned analysis.');
    expect(server.requests).toHaveLength(1);
  });

  it('after a trim, the trimmed log is not analysed again; a new entry is', async () => {
    const root = await store({ 'agents/a.toml': agentToml({ enabled: true, last_n: 3 }), 'memory/a.md': log(10) });
    await gc(root, ['a']);
    await gc(root, ['a']);
    expect(analyses()).toHaveLength(1);
    await appendEntry(join(root, 'memory/a.md'), { task: 'new work', result: 'done' });
    await gc(root, ['a']);
    expect(analyses()).toHaveLength(2);
  });

  it('a corrupt cache file only means no cache', async () => {
    const root = await store({
      'agents/a.toml': agentToml({ enabled: true }),
      'memory/a.md': log(3),
      '.memkeep/state.json': '{ not json',
    });
    const r = await gc(root, ['a']);
    expect(r.code).toBe(0);
    expect(server.requests).toHaveLength(1);
    expect(JSON.parse(await readFile(join(root, '.memkeep/state.json'), 'utf8')).version).toBe(1);
  });

  it('sends only the newest entries that fit the input budget and says how many were left out', async () => {
    const root = await store({
      'memkeep.toml': '[gc]\nmax_input_tokens = 60\n',
      'agents/a.toml': agentToml({ enabled: true, last_n: 0 }),
      'memory/a.md': log(10),
    });
    const r = await gc(root, ['a', '--dry-run']);
    expect(r.code).toBe(0);
    const sent: string = server.requests[0].body.messages[1].content;
    expect(sent.length / 4).toBeLessThanOrEqual(60);
    expect(sent).toContain('task number 9');
    expect(sent).not.toContain('task number 0\n');
    expect(sent.startsWith('## ')).toBe(true);
    expect(r.stdout).toMatch(
      /Input budget: analysed the newest \d+ entries; \d+ older entries left out \(max_input_tokens: 60\)/,
    );
  });

  it('redacts secrets before sending and reports file and line, never the secret', async () => {
    const ghToken = 'ghp_' + 'A1b2C3d4E5'.repeat(4).slice(0, 36);
    const content = log(2) + `## 2026-02-01T00:00:00Z\n**Task:** deploy\n**Result:** used token ${ghToken} to push\n\n`;
    const root = await store({ 'agents/a.toml': agentToml({ enabled: true }), 'memory/a.md': content });
    const r = await gc(root, ['a', '--dry-run']);
    expect(r.code).toBe(0);
    expect(JSON.stringify(server.requests[0].body)).not.toContain(ghToken);
    expect(r.stderr).toMatch(/memory\/a\.md:11/);
    expect(r.stdout + r.stderr).not.toContain(ghToken);
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(content);
  });

  it('reports redacted lines as lines of the file when older entries were left out', async () => {
    const key = 'sk-proj-' + 'Zx9'.repeat(10);
    const content = log(40) + `## 2026-03-01T00:00:00Z\n**Task:** call the API\n**Result:** api_key = ${key}\n\n`;
    const root = await store({
      'memkeep.toml': '[gc]\nmax_input_tokens = 100\n',
      'agents/a.toml': agentToml({ enabled: true }),
      'memory/a.md': content,
    });
    const r = await gc(root, ['a', '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/older entries left out/);
    expect(r.stderr).toContain(`memory/a.md:${40 * 4 + 3}`);
    expect(JSON.stringify(server.requests[0].body)).not.toContain(key);
  });

  it('keeps entries appended while the model is answering', async () => {
    const root = await store({ 'agents/a.toml': agentToml({ enabled: true, last_n: 3 }), 'memory/a.md': log(10) });
    const path = join(root, 'memory/a.md');
    let appended = false;
    server.reply = () => ({ delayMs: 800, content: report('slow analysis') });
    const run = gc(root, ['a']);
    // Append once the request has arrived, i.e. after the plan was made.
    while (server.requests.length === 0) await new Promise((ok) => setTimeout(ok, 20));
    await appendEntry(path, { task: 'appended during gc', result: 'must survive' });
    appended = true;
    const r = await run;
    expect(appended).toBe(true);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Trimmed: 7 entries removed, 3 entries kept.');
    const after = await readFile(path, 'utf8');
    expect(after.startsWith(log(3, 7))).toBe(true);
    expect(after).toContain('**Task:** appended during gc');
    expect(await countEntries(path)).toBe(4);
    // The appended entry was never analysed: the next run must not take the cache.
    server.reply = { content: report('second analysis') };
    const next = await gc(root, ['a']);
    expect(next.stdout).not.toContain('Analysis reused');
    expect(next.stdout).toContain('second analysis');
    expect(analyses()).toHaveLength(2);
    expect(JSON.stringify(analyses()[1].body)).toContain('appended during gc');
  });

  it("the dry run's JSON lists the entries the real run then drops, an entry appended meanwhile included", async () => {
    const root = await store({ 'agents/a.toml': agentToml({ enabled: true, last_n: 3 }), 'memory/a.md': log(10) });
    const dry = JSON.parse((await gc(root, ['a', '--dry-run', '--json', '--entries', '--no-distil'])).stdout);
    expect(dry.agents[0].trim.dropped.map((e: { task: string }) => e.task)).toEqual(
      Array.from({ length: 7 }, (_, i) => `task number ${i}`),
    );
    server.reply = () => ({ delayMs: 600, content: report('slow analysis') });
    const run = gc(root, ['a', '--json', '--entries', '--no-distil']);
    // The agent appends while the model answers: after the plan, before the rewrite.
    while (server.requests.length < 2) await new Promise((ok) => setTimeout(ok, 20));
    await appendEntry(join(root, 'memory/a.md'), { task: 'appended during gc', result: 'kept' });
    const real = JSON.parse((await run).stdout);
    expect(real.applied).toBe(true);
    expect(real.agents[0].trim.dropped).toEqual(dry.agents[0].trim.dropped);
    expect(real.agents[0].trim.keptEntries).toEqual(dry.agents[0].trim.keptEntries);
    expect(real.agents[0].trim.applied).toEqual({ rewritten: true });
    const after = await readFile(join(root, 'memory/a.md'), 'utf8');
    expect(after.startsWith(log(3, 7))).toBe(true);
    expect(after).toContain('**Task:** appended during gc');
    expect(await countEntries(join(root, 'memory/a.md'))).toBe(4);
  });

  it('an unreadable log (a directory where the file should be) exits 1', async () => {
    const root = await store({ 'agents/a.toml': agentToml({ enabled: true }) });
    await mkdir(join(root, 'memory/a.md'), { recursive: true });
    const r = await gc(root, ['a']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('memory/a.md');
  });

  it('--json prints one report', async () => {
    const root = await store({ 'agents/a.toml': agentToml({ enabled: true, last_n: 3 }), 'memory/a.md': log(10) });
    const r = await gc(root, ['a', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.command).toBe('gc');
    expect(json.agents).toHaveLength(1);
    expect(json.agents[0]).toMatchObject({
      agent: 'a',
      status: 'done',
      entries: 10,
      analyzer: 'openai/gpt-test',
      analysis: report('Canned analysis.'),
      trim: { target: 3, removed: 7, kept: 3 },
    });
  });
});

describe('gc --all', () => {
  it('no agents with memory enabled', async () => {
    const root = await store({
      'agents/a.toml': agentToml({ enabled: false }),
      'agents/b.toml': agentToml({ enabled: false }),
    });
    const r = await gc(root, ['--all']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('No agents with memory enabled.');
    const empty = await store({});
    expect((await gc(empty, ['--all'])).stdout).toContain('No agents with memory enabled.');
  });

  it('processes enabled agents in order with separators', async () => {
    const root = await store({
      'agents/agent-a.toml': agentToml({ enabled: true, last_n: 5 }),
      'memory/agent-a.md': log(10),
      'agents/agent-b.toml': agentToml({ enabled: false }),
      'memory/agent-b.md': log(10),
      'agents/agent-c.toml': agentToml({ enabled: true, last_n: 5 }),
      'memory/agent-c.md': log(5),
    });
    const r = await gc(root, ['--all']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('=== GC: agent-a ===');
    expect(r.stdout).toContain('=== GC: agent-c ===');
    expect(r.stdout).not.toContain('agent-b');
    expect(r.stdout.indexOf('=== GC: agent-a ===')).toBeLessThan(r.stdout.indexOf('=== GC: agent-c ==='));
    expect(analyses()).toHaveLength(2);
    expect(await countEntries(join(root, 'memory/agent-a.md'))).toBe(5);
    expect(await countEntries(join(root, 'memory/agent-b.md'))).toBe(10);
  });

  it('continues past a failure and reports N of M', async () => {
    const root = await store({
      'agents/agent-a.toml': agentToml({ enabled: true, last_n: 5 }),
      'memory/agent-a.md': log(10),
      'agents/agent-b.toml': agentToml({ enabled: true, last_n: 5 }),
    });
    await mkdir(join(root, 'memory/agent-b.md'));
    const r = await gc(root, ['--all']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Error: gc failed for agent "agent-b":');
    expect(r.stderr).toContain('gc completed with errors: 1 of 2 agents failed');
    expect(r.stdout).toContain('Trimmed: 5 entries removed, 5 entries kept.');
  });

  it('a broken agent config counts as a failed agent', async () => {
    const root = await store({
      'agents/agent-a.toml': agentToml({ enabled: true }),
      'memory/agent-a.md': log(2),
      'agents/broken.toml': '[memory\nenabled = true\n',
    });
    const r = await gc(root, ['--all']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/gc failed for agent "broken": .*broken\.toml:1/);
    expect(r.stderr).toContain('1 of 2 agents failed');
  });

  it('--all --dry-run analyses every agent and trims none', async () => {
    const root = await store({
      'agents/a.toml': agentToml({ enabled: true, last_n: 2 }),
      'memory/a.md': log(6),
      'agents/b.toml': agentToml({ enabled: true, last_n: 2 }),
      'memory/b.md': log(4),
    });
    const r = await gc(root, ['--all', '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.stdout.match(/Dry run: no entries trimmed\./g)).toHaveLength(2);
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(6));
    expect(await readFile(join(root, 'memory/b.md'), 'utf8')).toBe(log(4));
  });

  it('a store of more agents than gc reports at once: each reported in order, trimmed, and its analysis cached', async () => {
    const names = Array.from({ length: 19 }, (_, i) => `agent-${String(i).padStart(2, '0')}`);
    const files: Record<string, string> = {};
    for (const n of names) {
      files[`agents/${n}.toml`] = agentToml({ enabled: true, last_n: 2 });
      files[`memory/${n}.md`] = log(4);
    }
    const root = await store(files);
    const r = await gc(root, ['--all', '--no-distil']);
    expect(r.code).toBe(0);
    expect([...r.stdout.matchAll(/=== GC: (\S+) ===/g)].map((m) => m[1])).toEqual(names);
    expect(r.stdout.match(/Trimmed: 2 entries removed, 2 entries kept\./g)).toHaveLength(names.length);
    expect(analyses()).toHaveLength(names.length);
    // Every batch's analyses reached the cache: the next run asks the model nothing.
    const again = await gc(root, ['--all', '--no-distil']);
    expect(again.stdout.match(/Analysis reused/g)).toHaveLength(names.length);
    expect(analyses()).toHaveLength(names.length);
  });

  it('--json over many agents is one document; entry lists and digest text only with --entries', async () => {
    const files: Record<string, string> = { 'agents/broken.toml': '[memory\nenabled = true\n' };
    for (let i = 0; i < 11; i++) {
      files[`agents/a${String(i).padStart(2, '0')}.toml`] = agentToml({ enabled: true, last_n: 2 });
      files[`memory/a${String(i).padStart(2, '0')}.md`] = log(5);
    }
    const root = await store(files);
    const brief = await gc(root, ['--all', '--dry-run', '--json', '--analyzer', 'local']);
    expect(brief.code).toBe(1);
    // Written a batch at a time, laid out exactly as one JSON.stringify of the whole document.
    const doc = JSON.parse(brief.stdout);
    expect(brief.stdout).toBe(`${JSON.stringify(doc, null, 2)}\n`);
    expect(doc).toMatchObject({ command: 'gc', dryRun: true, applied: false, failed: 1, exitCode: 1, commit: null });
    expect(doc.agents.map((a: { agent: string }) => a.agent)).toEqual(
      [...Array.from({ length: 11 }, (_, i) => `a${String(i).padStart(2, '0')}`), 'broken'].sort(),
    );
    const a = doc.agents.find((x: { agent: string }) => x.agent === 'a00');
    expect(a.trim).toMatchObject({ target: 2, removed: 3, kept: 2 });
    expect(a.trim).not.toHaveProperty('dropped');
    expect(a.trim).not.toHaveProperty('keptEntries');
    expect(a.distil).not.toHaveProperty('distilled');
    expect(a.distil).not.toHaveProperty('section');
    // The digest's operations are counted, not listed with their evidence, and its text is the file's.
    expect(a.distil.knowledge).not.toHaveProperty('ops');
    expect(a.distil.knowledge).not.toHaveProperty('items');
    const full = JSON.parse(
      (await gc(root, ['--all', '--dry-run', '--json', '--entries', '--analyzer', 'local'])).stdout,
    );
    const b = full.agents.find((x: { agent: string }) => x.agent === 'a00');
    expect(b.trim.dropped.map((e: { task: string }) => e.task)).toEqual([
      'task number 0',
      'task number 1',
      'task number 2',
    ]);
    expect(b.trim.keptEntries).toHaveLength(2);
    expect(b.distil.distilled).toHaveLength(3);
    // What the brief document counts is what --entries lists.
    const kinds: Record<string, number> = {};
    for (const o of b.distil.knowledge.ops as { op: string }[]) kinds[o.op] = (kinds[o.op] ?? 0) + 1;
    expect(a.distil.knowledge.changes).toEqual(kinds);
    expect(b.distil.knowledge).toHaveProperty('items');
    expect(JSON.stringify(doc).length).toBeLessThan(JSON.stringify(full).length);
  });

  it('--model applies to every agent', async () => {
    const root = await store({
      'agents/a.toml': agentToml({ enabled: true }),
      'memory/a.md': log(2),
      'agents/b.toml': agentToml({ enabled: true }, 'anthropic/claude'),
      'memory/b.md': log(2),
    });
    await gc(root, ['--all', '--model', 'openai/override-model']);
    expect(server.requests.map((r) => r.body.model)).toEqual(['override-model', 'override-model']);
  });
});

describe('gc on the example store', () => {
  it('gc --all --dry-run works with no key and changes nothing', async () => {
    const example = join(import.meta.dirname, '../../examples/store');
    const before = await readFile(join(example, 'memory/pr-reviewer.md'));
    const r = await runCli(['gc', '--all', '--dry-run', '--root', example]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('=== GC: pr-reviewer ===');
    expect(r.stdout).toContain('=== GC: release-notes ===');
    expect(r.stdout).toContain('=== GC: triage ===');
    expect(r.stdout).not.toContain('scratchpad');
    expect(r.stdout).toMatch(/Analyzer: local/);
    expect(r.stdout).toMatch(/Summari[sz]e CI failures on main/i);
    expect(await readFile(join(example, 'memory/pr-reviewer.md'))).toEqual(before);
  });
});

describe('trim', () => {
  it('trims to last_n without analysing, and honours --keep and --dry-run', async () => {
    const root = await store({ 'agents/a.toml': agentToml({ enabled: true, last_n: 4 }), 'memory/a.md': log(10) });
    // trim does not count what it drops (that is reading all of it): it reports bytes.
    const dropped = (keep: number) => Buffer.byteLength(log(10)) - Buffer.byteLength(log(keep, 10 - keep));
    const dry = await runCli(['trim', 'a', '--keep', '2', '--dry-run', '--root', root]);
    expect(dry.code).toBe(0);
    // A dry run lists what goes, entry by entry.
    const lines = dry.stdout.split('\n');
    expect(lines[0]).toBe(`Dry run: would remove older entries (8 entries, ${dropped(2)} bytes) and keep the last 2.`);
    expect(lines.filter((l) => l.startsWith('  - '))).toEqual(
      Array.from({ length: 8 }, (_, i) => `  - 2026-01-01T00:0${i}:00Z — task number ${i}`),
    );
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(10));
    const r = await runCli(['trim', 'a', '--root', root]);
    expect(r.stdout).toBe(`Trimmed: older entries removed (${dropped(4)} bytes), 4 entries kept.\n`);
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(4, 6));
    const again = await runCli(['trim', 'a', '--root', root]);
    expect(again.stdout).toBe('No trimming needed: 4 entries within limit (4).\n');
    expect(server.requests).toHaveLength(0);
  });

  it('bad input: a non-numeric --keep exits 2, a locked log exits 1, both unchanged', async () => {
    const root = await store({
      'agents/a.toml': agentToml({ enabled: true, last_n: 4 }),
      'memory/a.md': log(10),
      'memory/a.md.lock': '',
    });
    const bad = await runCli(['trim', 'a', '--keep', 'few', '--root', root]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--keep must be a whole number');
    const locked = await runCli(['trim', 'a', '--root', root]);
    expect(locked.code).toBe(1);
    expect(locked.stderr).toContain('locked');
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(10));
  });
});

describe('axe parity found by outside testers', () => {
  it('trim --keep 0 says it keeps every entry, not that nothing is configured', async () => {
    const root = await store({ 'agents/a.toml': agentToml({ enabled: true, last_n: 4 }), 'memory/a.md': log(10) });
    const r = await runCli(['trim', 'a', '--keep', '0', '--root', root]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Nothing to trim: --keep 0 keeps every entry.\n');
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(10));
  });

  it('an invalid --model fails each agent after its Agent: and Entries: lines, as axe does', async () => {
    const root = await store({
      'agents/a.toml': agentToml({ enabled: true, last_n: 3 }),
      'agents/b.toml': agentToml({ enabled: true, last_n: 3 }),
      'memory/a.md': log(10),
      'memory/b.md': log(5),
    });
    const all = await gc(root, ['--all', '--model', 'openai/']);
    expect(all.code).toBe(1);
    // axe's lines, then memkeep's closing totals line (issue 24).
    expect(all.stdout).toMatch(
      /^=== GC: a ===\nAgent: a\nEntries: 10\n=== GC: b ===\nAgent: b\nEntries: 5\nTotals: 2 agents \(0 done, 0 refused, 2 failed\); 0 entries removed, 0 files pruned; .*\.\n$/,
    );
    expect(all.stderr.match(/^Error: gc failed for agent "[ab]": .*--model/gm)).toHaveLength(2);
    expect(all.stderr).toMatch(/^gc completed with errors: 2 of 2 agents failed$/m);
    const one = await gc(root, ['a', '--model', 'bad']);
    // An invalid model string exits 1, as in axe.
    expect(one.code).toBe(1);
    expect(one.stdout).toBe('Agent: a\nEntries: 10\n');
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(10));
  });

  it("argument errors print axe's lines bare", async () => {
    const root = await store({});
    expect((await gc(root, [])).stderr).toBe('agent name is required (or use --all)\n');
    expect((await gc(root, ['a', '--all'])).stderr).toBe('cannot specify both --all and an agent name\n');
  });
});
