/**
 * What an outside tester running axe and memkeep side by side compares:
 * gc's stdout, stderr, exit code and the log's bytes, on the logs axe's
 * code treats in ways its spec does not spell out (a log of blank lines or
 * of text without headers is content: `Entries: 0`, a model call, "No
 * trimming needed"), a trim that fails on write, a CRLF log cut
 * through gc, logs axe cuts by position alone (duplicate or missing
 * timestamps, empty headings, no final newline), the order of gc's lines,
 * and the fields `memkeep log` writes. The CLI in process, a loopback model
 * server, real files.
 */
import { chmod, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANALYSIS_PROMPT } from '../../src/analysis/prompt.js';
import { run } from '../helpers/cli-in-process.js';
import { type ModelServer, report, startModelServer } from '../helpers/model-server.js';
import { log } from '../helpers/runlog.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

let server: ModelServer;
beforeEach(async () => {
  server = await startModelServer({ content: report('fine') });
});
afterEach(async () => {
  await server.close();
});

const AGENT = (memory: string) => `model = "openai/gpt-x"\n[memory]\nenabled = true\n${memory}\n`;

async function gc(files: Record<string, string>, args: string[]) {
  const root = await tempDir();
  await writeTree(root, files);
  const env = { OPENAI_API_KEY: 'sk-test-0123456789abcdef', MEMKEEP_OPENAI_BASE_URL: server.url };
  return { root, ...(await run(['gc', ...args, '--no-distil', '--root', root], root, env)) };
}

/** The analysis as gc prints it, between axe's Entries line and the trim line. */
const ANALYSIS = `Analyzer: openai/gpt-x\n--- Analysis ---\n${report('fine')}\n`;

describe('a log that is not empty but holds no entry: content to axe, so analysed, and nothing trimmed', () => {
  it.each([
    ['blank lines and spaces', '\n\n  \n'],
    ['a BOM and a blank line', '\uFEFF\n'],
  ])('%s: Entries: 0, one model call with the file, "No trimming needed: 0", no warning', async (_, text) => {
    const r = await gc({ 'agents/a.toml': AGENT('last_n = 3'), 'memory/a.md': text }, ['a']);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`Agent: a\nEntries: 0\n${ANALYSIS}No trimming needed: 0 entries within limit (3).\n`);
    // Nothing in it is memory memkeep fails to read: no "bytes but no entries" advice to set a preset.
    expect(r.err).toBe('');
    expect(server.requests.map((q) => q.body.messages)).toEqual([
      [
        { role: 'system', content: ANALYSIS_PROMPT },
        { role: 'user', content: text },
      ],
    ]);
    expect(await readFile(join(r.root, 'memory/a.md'), 'utf8')).toBe(text);
  });

  it('text with no column-0 `## ` line (`##\\t` is none): the same lines, and the file untouched', async () => {
    const text = 'notes before any run\n##\tnot a header\n ## nor this\n';
    const r = await gc({ 'agents/a.toml': AGENT('last_n = 3'), 'memory/a.md': text }, ['a']);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`Agent: a\nEntries: 0\n${ANALYSIS}No trimming needed: 0 entries within limit (3).\n`);
    // Text the entry model does not read as entries is worth a warning: it may be memory in another shape.
    expect(r.err).toMatch(/^Warning: memory\/a\.md has \d+ bytes but no entries/);
    expect(server.requests).toHaveLength(1);
    expect(await readFile(join(r.root, 'memory/a.md'), 'utf8')).toBe(text);
  });
});

describe("gc --all with no agent to work on: axe's stdout, word for word", () => {
  it.each([
    ['every agent disabled', { 'agents/a.toml': 'model = "openai/gpt-x"\n[memory]\nenabled = false\n' }],
    ['no agents directory', {}],
  ])("%s: stdout is axe's one line; where to start goes to stderr; exit 0", async (_, files) => {
    const r = await gc(files, ['--all']);
    expect(r.code).toBe(0);
    expect(r.out).toBe('No agents with memory enabled.\n');
    expect(r.err).toBe(
      "Run 'memkeep init' in the repository to find agent memory and propose its config ('memkeep init --write' writes it).\n",
    );
    expect(server.requests).toHaveLength(0);
  });
});

describe('a trim that fails on write: exit 1, the error on stderr, no Trimmed line, the log untouched', () => {
  // As root a read-only directory proves nothing: the temp file's name (the log's plus ~30 bytes) is too long instead.
  const long = `${'a'.repeat(236)}.md`;
  const files = {
    'agents/a.toml': AGENT(`last_n = 2\npath = "logs/${long}"`),
    [`logs/${long}`]: log(5),
    'agents/b.toml': AGENT('last_n = 2'),
    'memory/b.md': log(4),
  };

  it('gc AGENT', async () => {
    const r = await gc(files, ['a']);
    expect(r.code).toBe(1);
    expect(r.out).toBe(`Agent: a\nEntries: 5\n${ANALYSIS}`);
    expect(r.err).toMatch(/^Error: cannot write .*logs\/a+\.md: /);
    expect(await readFile(join(r.root, 'logs', long), 'utf8')).toBe(log(5));
    expect(await readdir(join(r.root, 'logs'))).toEqual([long]);
  });

  it('gc --all goes on with the next agent and ends with the summary', async () => {
    const r = await gc(files, ['--all']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('=== GC: b ===\nAgent: b\nEntries: 4\n');
    expect(r.out).toContain('Trimmed: 2 entries removed, 2 entries kept.\n');
    expect(r.err).toMatch(/^Error: gc failed for agent "a": cannot write /m);
    expect(r.err).toMatch(/^gc completed with errors: 1 of 2 agents failed$/m);
    expect(await readFile(join(r.root, 'logs', long), 'utf8')).toBe(log(5));
    expect(await readFile(join(r.root, 'memory/b.md'), 'utf8')).toBe(log(2, 2));
  });
});

describe('gc cuts a CRLF log as LoadEntries(path, last_n) reads it', () => {
  it('CRLF kept, the trailing blank lines kept, the mode kept', async () => {
    const text = `${log(4).replaceAll('\n', '\r\n')}\r\n\r\n`;
    const root = await tempDir();
    await writeTree(root, { 'agents/a.toml': AGENT('last_n = 2'), 'memory/a.md': text });
    await chmod(join(root, 'memory/a.md'), 0o640);
    const env = { OPENAI_API_KEY: 'sk-test-0123456789abcdef', MEMKEEP_OPENAI_BASE_URL: server.url };
    const r = await run(['gc', 'a', '--no-distil', '--root', root], root, env);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`Agent: a\nEntries: 4\n${ANALYSIS}Trimmed: 2 entries removed, 2 entries kept.\n`);
    const after = await readFile(join(root, 'memory/a.md'), 'utf8');
    expect(after).toBe(text.slice(text.indexOf('## 2026-01-01T00:02:00Z')));
    expect((await stat(join(root, 'memory/a.md'))).mode & 0o777).toBe(0o640);
  });
});

describe('the analysis printed as the model wrote it, as axe prints it, but for what drives a terminal', () => {
  it('tabs and CRLF line ends are kept; an escape sequence and a bare CR are shown escaped', async () => {
    const plain = report('- ran\tthe same\ttask 3 times\n\t- indented by a tab').replaceAll('\n', '\r\n');
    server.reply = { content: `${plain}\r\nred \u001b[31malert\u001b[0m, bare\rcarriage` };
    const r = await gc({ 'agents/a.toml': AGENT('last_n = 9'), 'memory/a.md': log(3) }, ['a']);
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      `Agent: a\nEntries: 3\nAnalyzer: openai/gpt-x\n--- Analysis ---\n${plain}\r\n` +
        'red \\u001b[31malert\\u001b[0m, bare\\rcarriage\nNo trimming needed: 3 entries within limit (9).\n',
    );
  });
});

describe("where the model is: axe's order, env then config then default, the key from the env variable named", () => {
  it('MEMKEEP_<P>_BASE_URL over [providers.<p>] base_url; a provider of your own with api_key_env', async () => {
    const configured = await startModelServer({ content: report('from config') });
    try {
      const root = await tempDir();
      await writeTree(root, {
        'memkeep.toml': `[providers.openai]\nbase_url = "${configured.url}"\n\n[providers.acme]\nbase_url = "${configured.url}"\napi_key_env = "ACME_TOKEN"\n`,
        'agents/a.toml': AGENT('last_n = 9'),
        'agents/b.toml': 'model = "acme/small"\n[memory]\nenabled = true\nlast_n = 9\n',
        'memory/a.md': log(2),
        'memory/b.md': log(3),
      });
      const key = { OPENAI_API_KEY: 'sk-test-0123456789abcdef' };
      const gcA = (env: Record<string, string>) => run(['gc', 'a', '--analyzer', 'llm', '--root', root], root, env);
      expect((await gcA({ ...key, MEMKEEP_OPENAI_BASE_URL: server.url })).out).toContain(report('fine'));
      expect(server.requests).toHaveLength(1);
      expect(configured.requests).toHaveLength(0);
      // The state file remembers the analysis: a changed log makes the next run ask again.
      await writeTree(root, { 'memory/a.md': log(3) });
      expect((await gcA(key)).out).toContain(report('from config'));
      expect(configured.requests.map((q) => q.headers.authorization)).toEqual(['Bearer sk-test-0123456789abcdef']);
      const b = await run(['gc', 'b', '--analyzer', 'llm', '--root', root], root, {
        ACME_TOKEN: 'acme-secret-token-42',
      });
      expect(b.code).toBe(0);
      expect(configured.requests.at(-1)?.headers.authorization).toBe('Bearer acme-secret-token-42');
      expect(configured.requests.at(-1)?.body.model).toBe('small');
      const none = await run(['gc', 'b', '--analyzer', 'llm', '--root', root], root);
      expect(none.code).toBe(3);
      expect(none.err).toContain('API key for provider "acme" is not configured (set ACME_TOKEN)');
    } finally {
      await configured.close();
    }
  });
});

/** axe's TrimEntries, from its spec: from the keepN-th header from the end to EOF (these logs have no preamble). */
function axeTrimmed(text: string, keepN: number): string {
  const headers = [...text.matchAll(/^## /gm)].map((m) => m.index);
  return headers.length <= keepN ? text : text.slice(headers[headers.length - keepN]);
}

describe('entries axe cuts by position alone: gc keeps the same bytes and prints the same lines', () => {
  it.each([
    ['duplicate timestamps', '## 2026-01-01T00:00:00Z\nA\n## 2026-01-01T00:00:00Z\nB\n## 2026-01-01T00:00:00Z\nC\n', 2],
    ['headings that are no timestamps', '## foo\nA\n## bar\nB\n## baz\nC\n## qux\nD\n', 2],
    ['timestamps and notes mixed', '## 2026-01-01T00:00:00Z\nA\n## note\nB\n## 2026-01-02T00:00:00Z\nC\n', 1],
    ['a heading with no text', '## \nA\n## \nB\n## x\nC\n', 2],
    ['no final newline', '## a\nA\n## b\nB\n## c\nC', 2],
    ['headings and nothing else', '## a\n## b\n## c', 1],
    ['CRLF, duplicates, blank lines at the end', '## x\r\nA\r\n## x\r\nB\r\n## x\r\nC\r\n\r\n\r\n', 1],
  ])('%s', async (_, text, keep) => {
    const r = await gc({ 'agents/a.toml': AGENT(`last_n = ${keep}`), 'memory/a.md': text }, ['a']);
    const count = text.match(/^## /gm)?.length ?? 0;
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      `Agent: a\nEntries: ${count}\n${ANALYSIS}Trimmed: ${count - keep} entries removed, ${keep} entries kept.\n`,
    );
    expect(await readFile(join(r.root, 'memory/a.md'), 'utf8')).toBe(axeTrimmed(text, keep));
  });

  it.each([
    ['with', '## 2026-01-01T00:00:00Z\n'],
    ['without', '## 2026-01-01T00:00:00Z'],
  ])('a log that is one heading %s a final newline: Entries: 1, nothing to trim', async (_, text) => {
    const r = await gc({ 'agents/a.toml': AGENT('last_n = 1'), 'memory/a.md': text }, ['a']);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`Agent: a\nEntries: 1\n${ANALYSIS}No trimming needed: 1 entries within limit (1).\n`);
    expect(await readFile(join(r.root, 'memory/a.md'), 'utf8')).toBe(text);
  });
});

describe("gc's lines in axe's order", () => {
  it('--dry-run with no trim target: the dry-run line, as axe checks --dry-run first', async () => {
    const r = await gc({ 'agents/a.toml': AGENT('last_n = 0'), 'memory/a.md': log(3) }, ['a', '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`Agent: a\nEntries: 3\n${ANALYSIS}Dry run: no entries trimmed.\n`);
  });

  it('the analysis printed as Println prints it: an answer ending in a newline leaves a blank line', async () => {
    server.reply = { content: `\n  ${report('fine')}\n` };
    const r = await gc({ 'agents/a.toml': AGENT('last_n = 9'), 'memory/a.md': log(2) }, ['a']);
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      `Agent: a\nEntries: 2\nAnalyzer: openai/gpt-x\n--- Analysis ---\n\n  ${report('fine')}\n\n` +
        'No trimming needed: 2 entries within limit (9).\n',
    );
  });
});

describe('memkeep log writes the fields as axe writes them', () => {
  it.each([
    ['a task of spaces stays (only an empty one is "(none)")', '   ', 'r', '**Task:**    \n**Result:** r\n\n'],
    ['a result ending in a newline keeps it', 't', 'r\n', '**Task:** t\n**Result:** r\n\n\n'],
    [
      'a task of several lines is one line; its final newline a space',
      'a\nb\n',
      'r',
      '**Task:** a b \n**Result:** r\n\n',
    ],
    ['tabs stay', 'a\tb', 'x\ty', '**Task:** a\tb\n**Result:** x\ty\n\n'],
  ])('%s', async (_, task, result, fields) => {
    const root = await tempDir();
    await writeTree(root, { 'agents/a.toml': AGENT('last_n = 3') });
    const r = await run(['log', 'a', '--task', task, '--result', result, '--root', root], root);
    expect(r.code).toBe(0);
    const text = await readFile(join(root, 'memory/a.md'), 'utf8');
    expect(text).toMatch(/^## \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\n/);
    expect(text.slice(text.indexOf('\n') + 1)).toBe(fields);
  });
});
