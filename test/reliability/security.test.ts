/**
 * Security properties end to end, through the bundled CLI and Action against
 * the loopback model and GitHub servers:
 *
 * 1. no secret from the redaction corpus reaches the model endpoint (or the
 *    pull request), and reports name file and line, never the secret;
 * 2. a hostile analysis cannot ping anyone, inject HTML or workflow commands,
 *    forge the hidden marker or blow the body limit;
 * 3. the api-key stays out of every output, and the GITHUB_TOKEN never goes
 *    to the model endpoint;
 * 4. no configuration, symlink or argument makes memkeep write outside the
 *    store root.
 *
 * Each group counts what it checked and asserts the count, so a fixture that
 * silently shrinks (fewer secrets, fewer requests) fails instead of passing
 * with nothing inspected.
 */

import { createHash } from 'node:crypto';
import { lstat, mkdir, readdir, readFile, readlink, symlink, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DISTIL_PROMPT } from '../../src/analysis/distil-prompt.js';
import { type ActionRun, runAction } from '../helpers/action.js';
import { type CliResult, runCli } from '../helpers/cli.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { type GitHubServer, startGitHubServer } from '../helpers/github-server.js';
import { type ModelServer, type Reply, report, startModelServer } from '../helpers/model-server.js';
import { log } from '../helpers/runlog.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

const FIXTURES = new URL('../fixtures/secrets/', import.meta.url);
const MAX_BODY = 60_000;
const MARKER = '<!-- memkeep:gc -->';

let github: GitHubServer;
let model: ModelServer;

beforeEach(async () => {
  github = await startGitHubServer();
  // Echoing the user message back as the analysis makes whatever the model
  // received visible downstream too (stdout, summary, PR body, state ref).
  model = await startModelServer(analysisOnly((req) => ({ content: report(req.body?.messages?.[1]?.content ?? '') })));
});
afterEach(async () => {
  await github.close();
  await model.close();
});

/**
 * `reply` for the analysis call; the distil call (its answer is checked
 * JSON, its own tests are in test/gc/distil.test.ts) gets no operations.
 */
function analysisOnly(reply: (req: ModelServer['requests'][number]) => Reply): ModelServer['reply'] {
  return (req) => (req.body?.messages?.[0]?.content === DISTIL_PROMPT ? { content: '{"operations":[]}' } : reply(req));
}

/** The runner consumes `::add-mask::` itself; it is the one place a secret may appear in raw stdout. */
function visibleLog(r: { stdout: string; stderr: string }): string {
  return (
    r.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n') +
    '\n' +
    r.stderr
  );
}

/** Runs tasks with at most `limit` in flight: the escape matrix spawns many processes. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// ---------------------------------------------------------------------------
// 1. Secrets
// ---------------------------------------------------------------------------

interface CorpusSecret {
  line: number;
  kind: string;
  secret: string;
}

describe('secrets from the redaction corpus never reach the model endpoint', async () => {
  const corpus = await readFile(new URL('corpus.md', FIXTURES), 'utf8');
  const expected = JSON.parse(await readFile(new URL('expected.json', FIXTURES), 'utf8')) as CorpusSecret[];
  const corpusLines = corpus.split('\n');
  /** Every line of every secret: a private key must not leak even one of its lines. */
  const fragments = expected.flatMap((e) => e.secret.split('\n').map((s) => s.trim())).filter((s) => s.length >= 8);

  /**
   * One agent per corpus line that holds secrets (a key block counts as one),
   * so the report's `file:line` for each secret can be checked exactly; plus
   * one agent holding the whole corpus, in its real context.
   */
  const snippets = (() => {
    const byLine = new Map<number, { lines: number; kinds: string[] }>();
    for (const e of expected) {
      const span = e.secret.split('\n').length;
      const at = byLine.get(e.line) ?? { lines: 0, kinds: [] };
      at.lines = Math.max(at.lines, span);
      at.kinds.push(e.kind);
      byLine.set(e.line, at);
    }
    return [...byLine].map(([line, { lines, kinds }], i) => ({
      agent: `s${String(i).padStart(2, '0')}`,
      text: corpusLines.slice(line - 1, line - 1 + lines).join('\n'),
      kinds,
    }));
  })();

  function storeFiles(lastN = 0): Record<string, string> {
    const files: Record<string, string> = {
      'agents/corpus.toml': `model = "openai/test-model"\n[memory]\nenabled = true\nlast_n = ${lastN}\n`,
      'memory/corpus.md': corpus,
    };
    for (const s of snippets) {
      files[`agents/${s.agent}.toml`] = `model = "openai/test-model"\n[memory]\nenabled = true\nlast_n = 0\n`;
      // The secret's first line is line 3 of the log.
      files[`memory/${s.agent}.md`] = `## 2026-01-01T00:00:00Z\n**Task:** leak ${s.agent}\n${s.text}\n\n`;
    }
    return files;
  }

  /** Asserts no fragment occurs in any text; returns how many (text, fragment) pairs were checked. */
  function expectNoSecret(texts: string[], where: string): number {
    let checked = 0;
    for (const text of texts) {
      for (const f of fragments) {
        checked++;
        if (text.includes(f)) expect.fail(`${where} contains a secret fragment: ${f.slice(0, 12)}…`);
      }
    }
    return checked;
  }

  /** Every part of every recorded model request: path, headers, raw JSON and each message. */
  function requestTexts(requests: ModelServer['requests']): string[] {
    return requests.flatMap((q) => [
      q.path,
      JSON.stringify(q.headers),
      JSON.stringify(q.body),
      ...((q.body?.messages ?? []) as { content: string }[]).map((m) => m.content),
    ]);
  }

  function expectReportLines(report: string): number {
    let named = 0;
    for (const s of snippets) {
      for (const kind of new Set(s.kinds)) {
        expect(report).toContain(`${kind} at memory/${s.agent}.md:3 before analysis`);
        named++;
      }
    }
    expect(report).toMatch(
      new RegExp(
        `redacted ${expected.length} secrets \\(.*\\) in memory/corpus\\.md, first at line ${expected[0].line}`,
      ),
    );
    return named;
  }

  it('the fixture is what this test expects', () => {
    expect(expected.length).toBe(28);
    expect(fragments.length).toBeGreaterThanOrEqual(expected.length);
    for (const e of expected) expect(corpus).toContain(e.secret);
    for (const s of snippets) expect(s.kinds.length).toBeLessThanOrEqual(3);
    // Every secret lands in exactly one snippet agent.
    expect(snippets.reduce((n, s) => n + s.kinds.length, 0)).toBe(expected.length);
  });

  it('CLI: gc --all --analyzer llm sends none of them, and reports file:line without them', async () => {
    const root = await tempDir();
    await writeTree(root, storeFiles());
    const r = await runCli(['gc', '--all', '--analyzer', 'llm', '--root', root], {
      env: { OPENAI_API_KEY: 'sk-test-fake-key-0000000000000000', MEMKEEP_OPENAI_BASE_URL: model.url },
    });
    expect(r.stderr).not.toContain('gc completed with errors');
    expect(r.code).toBe(0);
    expect(model.requests).toHaveLength(snippets.length + 1);
    for (const q of model.requests) expect(q.body.messages[1].content).toContain('[REDACTED:');
    const pairs = expectNoSecret(requestTexts(model.requests), 'a model request');
    expectNoSecret([r.stdout, r.stderr], 'CLI output');
    const named = expectReportLines(r.stderr);
    // Files on disk keep their secrets: redaction only touches what is sent.
    expect(await readFile(join(root, 'memory/corpus.md'), 'utf8')).toBe(corpus);
    expect(pairs).toBe(fragments.length * requestTexts(model.requests).length);
    expect(named).toBe(expected.length);
  });

  async function actionStore(): Promise<string> {
    const repo = await repoWithRemote();
    // last_n = 1 on the corpus agent gives pull-request mode a trim to propose.
    await commitFiles(repo.seed, storeFiles(1), daysAgo(2));
    await git(repo.seed, ['push', '-q', 'origin', 'main']);
    return repo.url;
  }

  const actionInputs = (extra: Record<string, string>) => ({
    analyzer: 'llm',
    model: 'openai/test-model',
    'api-key': 'sk-test-fake-key-1111111111111111',
    'base-url': model.url,
    ...extra,
  });

  it('Action dry run: none sent, none in the log or the summary', async () => {
    const url = await actionStore();
    const r = await runAction({
      workspace: await clone(url),
      apiUrl: github.url,
      inputs: actionInputs({ 'dry-run': 'true' }),
    });
    expect(r.code).toBe(0);
    expect(r.outputs.operation).toBe('dry-run');
    // One analysis per agent, and the distil call for the corpus agent's trim.
    expect(model.requests).toHaveLength(snippets.length + 2);
    expectNoSecret(requestTexts(model.requests), 'a model request');
    expectNoSecret([visibleLog(r), r.summary, JSON.stringify(r.outputs)], 'Action output');
    expectReportLines(r.summary);
    expect(github.requests).toHaveLength(0);
  });

  it('Action pull-request mode: none sent to the model, none in the PR body', async () => {
    const url = await actionStore();
    const r = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: actionInputs({}) });
    expect(r.code).toBe(0);
    expect(r.outputs.operation).toBe('created');
    expect(model.requests).toHaveLength(snippets.length + 2);
    expectNoSecret(requestTexts(model.requests), 'a model request');
    expectNoSecret([visibleLog(r), r.summary, JSON.stringify(r.outputs)], 'Action output');
    expectNoSecret(
      github.requests.map((q) => JSON.stringify(q.body ?? '')),
      'a GitHub request',
    );
    expect(github.pulls[0].body).toContain('[REDACTED:');
    expectReportLines(r.summary);
  });

  it('Action pull-request mode with the local analyzer: the analysis it writes carries no secret either', async () => {
    const url = await actionStore();
    const r = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: { analyzer: 'local' } });
    expect(r.code).toBe(0);
    expect(r.outputs.operation).toBe('created');
    expect(model.requests).toHaveLength(0);
    expectNoSecret(
      github.requests.map((q) => JSON.stringify(q.body ?? '')),
      'a GitHub request',
    );
    expectNoSecret([r.summary], 'the job summary');
  });
});

// ---------------------------------------------------------------------------
// 2. Hostile analysis
// ---------------------------------------------------------------------------

const HOSTILE: string[] = [
  '@octocat please review',
  'cc @acme/security-team and @@double',
  'unpaired backtick `@admin then text',
  'after a code span `x`@admin2 right away',
  '[@linked](https://example.com) and (@paren)',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x OnError=alert(1)>',
  '<script>alert(document.cookie)</script>',
  '<svg/onload=alert(2)>',
  '<a href="javascript:alert(3)">click</a>',
  '<iframe src="//evil.example"></iframe>',
  '</details></details><details open><summary>forged</summary>',
  '</summary><h1>outside the summary</h1>',
  '[click me](javascript:alert(4))',
  '[spaced]( javascript:alert(5) )',
  '![pixel](javascript:alert(6))',
  '[JS](JaVaScRiPt:alert(7))',
  '[ref link][evil]\n\n[evil]: javascript:alert(8)',
  '<javascript:alert(9)>',
  MARKER,
  '<!-- memkeep:gc',
  '<!--x--> <!-- comment hiding text -->',
  '&lt;script&gt; entity-encoded stays text &#60;img src=x onerror=alert(10)&#62;',
  '::set-output name=operation::pwned',
  '::error title=forged::forged annotation',
  '::add-mask::',
  '::stop-commands::x',
  'x'.repeat(100 * 1024),
];

/** memkeep's own markup in a body: the marker and the <details> frames it writes (an analysis, a long list, a distillation). */
const FRAME =
  /^<details><summary>(?:Analysis: [a-z0-9-]+ \([^<>]*\)|\d+ (?:entry|entries) (?:dropped|kept)|\d+ files? (?:pruned|kept)|Distilled from \d+ dropped (?:entry|entries)|Knowledge in (?:the "[^"<>]*" section of )?[\w./-]+|Lessons in [\w./-]+)<\/summary>$|^<\/details>$/gm;

function expectDefused(text: string, agents: number, where: string): void {
  expect(text.startsWith(MARKER), `${where} starts with the marker`).toBe(true);
  expect(text.split(MARKER).length - 1, `${where} has one marker`).toBe(1);
  // Analyses are the first detail a body drops to fit; never more frames than agents.
  expect(text.match(/^<details><summary>Analysis: /gm)?.length ?? 0, `${where} analysis frames`).toBeLessThanOrEqual(
    agents,
  );
  expect(text.match(/^<details><summary>/gm)?.length, `${where} <details> frames`).toBe(
    text.match(/^<\/details>$/gm)?.length,
  );
  const content = text
    .slice(MARKER.length)
    .replace(/^\n<!-- memkeep:plan [0-9a-f]+ -->/, '')
    .replace(FRAME, '');
  // Any '<' left that could open a tag, comment, closing tag or autolink is raw HTML.
  expect(content, `${where}: raw HTML`).not.toMatch(/<[A-Za-z!/?]/);
  // A mention is '@' then a name, not preceded by a word character.
  expect(content, `${where}: live mention`).not.toMatch(/(^|[^A-Za-z0-9_])@[A-Za-z0-9]/m);
  expect(content, `${where}: javascript: link`).not.toMatch(/\]\(\s*javascript:/i);
  expect(content, `${where}: javascript: reference`).not.toMatch(/^\s*\[[^\]]+\]:\s*javascript:/im);
  // Defused, not deleted: where the analysis is shown (a body may leave it to the job summary), its text is there.
  if (/Patterns Found/.test(content)) expect(content).toContain('please review');
}

/** The workflow commands memkeep issues itself; a hostile text must not add any other. */
const OWN_COMMAND = /^::(group::memkeep: [a-z0-9-]+|endgroup::|warning::.*|error::.*|stop-commands::[0-9a-f-]{36})$/;

/** Workflow commands are only honoured outside a ::stop-commands:: block. */
function liveCommands(stdout: string): string[] {
  const live: string[] = [];
  let stopped: string | undefined;
  for (const line of stdout.split('\n')) {
    if (stopped !== undefined) {
      if (line === `::${stopped}::`) stopped = undefined;
      continue;
    }
    const stop = /^::stop-commands::(.+)$/.exec(line);
    if (stop) stopped = stop[1];
    else if (line.startsWith('::')) live.push(line);
  }
  return live;
}

describe('a hostile analysis is neutralised in the PR body, the job summary and the log', () => {
  async function setup(): Promise<string> {
    const repo = await repoWithRemote();
    await commitFiles(
      repo.seed,
      {
        'agents/alpha.toml': 'model = "openai/test-model"\n[memory]\nenabled = true\nlast_n = 2\n',
        'agents/bravo.toml': 'model = "openai/test-model"\n[memory]\nenabled = true\nlast_n = 2\n',
        'memory/alpha.md': log(6),
        'memory/bravo.md': log(5),
      },
      daysAgo(2),
    );
    await git(repo.seed, ['push', '-q', 'origin', 'main']);
    return repo.url;
  }
  const env = () => ({ OPENAI_API_KEY: 'sk-test-fake-key-2222222222222222', MEMKEEP_OPENAI_BASE_URL: model.url });

  it(`defuses ${HOSTILE.length} hostile payloads on create and on update`, async () => {
    const url = await setup();
    model.reply = analysisOnly(() => ({ content: report(HOSTILE.join('\n\n')) }));
    const first = await runAction({ workspace: await clone(url), apiUrl: github.url, env: env() });
    expect(first.code).toBe(0);
    expect(first.outputs.operation).toBe('created');
    // A second run updates the same PR (from the cached analysis): both the POST and the PATCH body count.
    const second = await runAction({ workspace: await clone(url), apiUrl: github.url, env: env() });
    expect(second.outputs.operation).toBe('updated');
    expect(second.summary).toContain('(cached)');
    // An analysis and a distil call per agent, then nothing: the same entries are dropped again.
    expect(model.requests).toHaveLength(4);

    const sent = github.requests
      .filter((q) => (q.method === 'POST' || q.method === 'PATCH') && /\/pulls(\/\d+)?$/.test(q.path))
      .map((q) => q.body.body as string);
    expect(sent).toHaveLength(2);
    for (const [i, body] of sent.entries()) {
      expect(body.length).toBeLessThanOrEqual(MAX_BODY);
      expectDefused(body, 2, `PR body ${i + 1}`);
    }
    for (const [i, r] of [first, second].entries()) {
      // The job summary is not held to the body's limit: it keeps everything, up to GitHub's 1 MiB.
      expect(Buffer.byteLength(r.summary)).toBeLessThanOrEqual(1024 * 1024);
      expectDefused(r.summary.trimEnd(), 2, `summary ${i + 1}`);
      expect(liveCommands(r.stdout).filter((l) => !OWN_COMMAND.test(l))).toEqual([]);
      expect(r.outputs.operation).not.toBe('pwned');
    }
  });

  it('a hostile model error message is neutralised in the summary and the log', async () => {
    const url = await setup();
    const error = {
      error: {
        message: '@octocat <img src=x onerror=alert(1)> </details>\n::set-output name=operation::pwned\nplease review',
        type: 'x',
      },
    };
    // Only alpha's log has task 5: alpha fails, bravo is analysed.
    // Retry-After 0: the retries a 500 gets (model.ts) come at once.
    const failed = { status: 500, error, headers: { 'retry-after': '0' } };
    model.reply = (req) =>
      req.body.messages[1].content.includes('task 5') ? failed : { content: report('please review') };
    const r = await runAction({
      workspace: await clone(url),
      apiUrl: github.url,
      inputs: { 'dry-run': 'true' },
      env: env(),
    });
    expect(r.outputs['agents-failed']).toBe('1');
    expect(r.outputs.operation).toBe('dry-run');
    expect(r.summary).toContain('HTTP 500');
    expectDefused(r.summary.trimEnd(), 1, 'summary with a failed agent');
    expect(liveCommands(r.stdout).filter((l) => !OWN_COMMAND.test(l))).toEqual([]);
  });
});

describe('hostile file names, payloads and model answers in the PR body, the summary and the log', () => {
  // A live mention anywhere (emphasis included), a closing keyword, a remote image.
  const LIVE_MENTION = /(?<![A-Za-z0-9])@[A-Za-z0-9]/;
  const LIVE_CLOSING = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\b/i;
  const REMOTE_IMAGE = /!\s*\[[^\]]*\]\s*[([]/;
  const ANSWER = [
    '## Patterns Found',
    '_@octocat_ and __@hubot__ and *@mona* were right',
    'Fixes #1',
    'closes acme/mem#2',
    'Resolves #3',
    'FIXED: https://github.com/acme/agents/issues/4',
    '![p](https://evil.example/pixel.gif)',
    '<img src="https://evil.example/p.gif">',
    '::error::from the model',
  ].join('\n');
  const NAME = 'old\n::error::INJECTED.md';

  it('a committed file name with a newline prints no workflow command; the answer pings, closes and loads nothing', async () => {
    const repo = await repoWithRemote();
    await commitFiles(
      repo.seed,
      {
        'agents/a.toml': 'model = "openai/test-model"\n[memory]\nenabled = true\nlast_n = 2\nepisodic_max_age = "1h"\n',
        'memory/a.md': log(5),
        [`memory/a/episodic/${NAME}`]: 'old note\n',
        'memory/a/episodic/_@octocat_ Fixes #5.md': 'old note\n',
      },
      daysAgo(3),
    );
    await git(repo.seed, ['push', '-q', 'origin', 'main']);
    model.reply = analysisOnly(() => ({ content: report(ANSWER) }));
    const env = { OPENAI_API_KEY: 'sk-test-fake-key-3333333333333333', MEMKEEP_OPENAI_BASE_URL: model.url };
    const dry = await runAction({
      workspace: await clone(repo.url),
      apiUrl: github.url,
      inputs: { 'dry-run': 'true' },
      env,
    });
    const pr = await runAction({ workspace: await clone(repo.url), apiUrl: github.url, env });
    expect(pr.outputs.operation).toBe('created');
    expect(pr.outputs['files-pruned']).toBe('2');
    const bodies = github.requests
      .filter((q) => q.method === 'POST' && /\/pulls$/.test(q.path))
      .map((q) => q.body.body as string);
    expect(bodies).toHaveLength(1);
    let checked = 0;
    for (const r of [dry, pr]) {
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('  - memory/a/episodic/old\\n');
      expect(liveCommands(r.stdout).filter((l) => !OWN_COMMAND.test(l))).toEqual([]);
      for (const text of [r.summary, ...(r === pr ? bodies : [])]) {
        const content = text
          .replace(MARKER, '')
          .replace(/<!-- memkeep:plan [0-9a-f]+ -->/, '')
          .replace(FRAME, '');
        expect(content).toContain('octocat');
        expect(content).not.toMatch(LIVE_MENTION);
        expect(content).not.toMatch(LIVE_CLOSING);
        expect(content).not.toMatch(REMOTE_IMAGE);
        expect(content).not.toMatch(/<[A-Za-z!/?]/);
        checked++;
      }
    }
    expect(checked).toBe(3);
  });
});

// ---------------------------------------------------------------------------
// 3. Credentials
// ---------------------------------------------------------------------------

describe('the api-key and the GITHUB_TOKEN stay where they belong', () => {
  const API_KEY = 'sk-proj-FAKEapikey9Q8w7E6r5T4y3U2i1O0pAsDfGhJkL';
  const GH_TOKEN = 'ghs_FAKEgithubtoken0123456789abcdefghijkl';
  const ENV_TOKEN = 'ghp_FAKEenvtoken0123456789abcdefghijklmnop';

  async function setup(): Promise<string> {
    const repo = await repoWithRemote();
    await commitFiles(
      repo.seed,
      {
        'agents/good.toml': 'model = "openai/test-model"\n[memory]\nenabled = true\nlast_n = 2\n',
        'agents/echo.toml': 'model = "openai/test-model"\n[memory]\nenabled = true\nlast_n = 2\n',
        'memory/good.md': log(6),
        'memory/echo.md': log(4, 20),
      },
      daysAgo(2),
    );
    await git(repo.seed, ['push', '-q', 'origin', 'main']);
    return repo.url;
  }

  /** OpenAI's own 401 quotes the key it got; this server quotes all of it, and its headers. */
  function echoingServer(req: ModelServer['requests'][number]) {
    if (!JSON.stringify(req.body).includes('task 21')) return { content: report('fine') };
    return {
      status: 401,
      error: {
        error: {
          message: `Incorrect API key provided: ${req.headers.authorization} (${JSON.stringify(req.headers)})`,
          type: 'auth',
        },
      },
    };
  }

  function expectModelAuth(requests: ModelServer['requests'], auth: string): number {
    for (const q of requests) {
      expect(q.headers.authorization).toBe(auth);
      const all = JSON.stringify(q);
      expect(all).not.toContain(GH_TOKEN);
      expect(all).not.toContain(ENV_TOKEN);
      expect(all).not.toContain('ghs_testtoken');
    }
    return requests.length;
  }

  /** Every regular file in the work tree (.git included) and every commit, message and blob on the remote. */
  async function writtenTexts(work: string, url: string): Promise<string[]> {
    const files = await listTree(work);
    const texts = await Promise.all(files.map((f) => readFile(join(work, f), 'latin1')));
    const check = await clone(url);
    // The analysis cache lives on a side ref a clone does not fetch by itself.
    await git(check, ['fetch', '-q', 'origin', '+refs/memkeep/*:refs/memkeep/*']);
    expect((await git(check, ['rev-parse', '--verify', '-q', 'refs/memkeep/state'])).trim()).toMatch(/^[0-9a-f]{40}$/);
    texts.push(await git(check, ['log', '--all', '-p', '--format=%H%n%an <%ae>%n%B']));
    return texts;
  }

  for (const mode of ['commit', 'pull-request']) {
    it(`Action ${mode} mode: the key is in no log, summary, output, commit or file; the token never reaches the model`, async () => {
      const url = await setup();
      model.reply = echoingServer;
      const work = await clone(url);
      const r = await runAction({
        workspace: work,
        apiUrl: github.url,
        inputs: {
          mode,
          model: 'openai/test-model',
          'api-key': API_KEY,
          'base-url': model.url,
          'github-token': GH_TOKEN,
        },
        env: { GITHUB_TOKEN: ENV_TOKEN, OPENAI_API_KEY: 'sk-other-FAKE-not-this-one-000000' },
      });
      // The echoing agent failed, the other landed.
      expect(r.outputs['agents-failed']).toBe('1');
      expect(r.outputs.operation).toBe(mode === 'commit' ? 'committed' : 'created');
      expect(r.stdout).toContain(`::add-mask::${API_KEY}`);
      expect(r.stdout).toContain('HTTP 401');
      // The echoing agent's analysis, the other's analysis and its distil call.
      expect(expectModelAuth(model.requests, `Bearer ${API_KEY}`)).toBe(3);
      const places: [string, string][] = [
        ['log', visibleLog(r)],
        ['summary', r.summary],
        ['outputs', JSON.stringify(r.outputs)],
        ...github.requests.map((q): [string, string] => [`GitHub ${q.method} ${q.path}`, JSON.stringify(q.body ?? '')]),
        ...(await writtenTexts(work, url)).map((t, i): [string, string] => [`written text ${i}`, t]),
      ];
      for (const [where, text] of places) expect(text.includes(API_KEY), `${where} holds the api-key`).toBe(false);
      expect(places.length).toBeGreaterThan(10);
      // The PR API got the GitHub token, and only it.
      for (const q of github.requests) expect(q.auth).toBe(`token ${GH_TOKEN}`);
    });
  }

  it('a keyless provider gets no token from the environment or the inputs', async () => {
    const url = await setup();
    const r = await runAction({
      workspace: await clone(url),
      apiUrl: github.url,
      inputs: { 'dry-run': 'true', model: 'ollama/llama3', 'base-url': model.url, 'github-token': GH_TOKEN },
      env: { GITHUB_TOKEN: ENV_TOKEN },
    });
    expect(r.code).toBe(0);
    // An analysis and a distil call per agent.
    expect(model.requests).toHaveLength(4);
    for (const q of model.requests) expect(q.headers.authorization ?? '').not.toMatch(/gh[ps]_/);
    expect(expectModelAuth(model.requests, model.requests[0].headers.authorization as string)).toBe(4);
  });

  it('CLI: a key echoed back by the endpoint is in no output and no file', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/echo.toml': 'model = "openai/test-model"\n[memory]\nenabled = true\nlast_n = 2\n',
      'agents/good.toml': 'model = "openai/test-model"\n[memory]\nenabled = true\nlast_n = 2\n',
      'memory/echo.md': log(4, 20),
      'memory/good.md': log(6),
    });
    model.reply = echoingServer;
    const env = { OPENAI_API_KEY: API_KEY, MEMKEEP_OPENAI_BASE_URL: model.url, GITHUB_TOKEN: ENV_TOKEN };
    const text = await runCli(['gc', '--all', '--root', root], { env });
    const json = await runCli(['gc', '--all', '--json', '--root', root], { env });
    expect(text.code).toBe(1);
    expect(text.stderr).toContain('HTTP 401');
    expect(json.code).toBe(1);
    for (const r of [text, json]) expect(r.stdout + r.stderr).not.toContain(API_KEY);
    const files = await listTree(root);
    expect(files).toContain('.memkeep/state.json');
    for (const f of files) expect(await readFile(join(root, f), 'latin1')).not.toContain(API_KEY);
    // The good agent was analysed and distilled once, then reused with nothing new dropped; the echoing one asked twice.
    expect(expectModelAuth(model.requests, `Bearer ${API_KEY}`)).toBe(4);
  });
});

// ---------------------------------------------------------------------------
// 4. Nothing outside the store root
// ---------------------------------------------------------------------------

/** kind and content of every entry under `dir`, symlinks by target, not followed. */
async function snapshotTree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (rel: string) => {
    for (const name of (await readdir(join(dir, rel))).sort()) {
      const path = join(rel, name);
      const st = await lstat(join(dir, path));
      if (st.isSymbolicLink()) out[path] = `link ${await readlink(join(dir, path))}`;
      else if (st.isDirectory()) {
        out[path] = 'dir';
        await walk(path);
      } else {
        const bytes = await readFile(join(dir, path));
        out[path] = `file ${st.size} ${createHash('sha256').update(bytes).digest('hex')}`;
      }
    }
  };
  await walk('');
  return out;
}

const OLD = daysAgo(400);

/**
 * What lies next to the store: a run log to trim, notes to append to, old
 * files that pruning or expire would delete, an agent directory and empty
 * directories a write could land in. Everything is old, so any reachable
 * file would be prunable.
 */
async function makeSentinel(outside: string): Promise<void> {
  await writeTree(outside, {
    'log.md': log(6),
    'proc/failures.md': '## 2020-01-01T00:00:00+00:00\n- **Issue**: local\n',
    'proc/old.md': 'old procedural note\n',
    'epi/old.md': 'old episodic note\n',
    'core.md': 'core\n',
    'core.md.lock': '',
    'target.md': '## Preferences\nkeep me\n',
    'profile.md': '## Preferences\noutside profile\n',
    'a.toml': '[memory]\nenabled = true\npath = "memory/a.md"\n',
    'agents-ext/a/Aidefile': '[memory]\nlast_n = 1\n',
    'agents-ext/a/memory/log.md': log(4),
    'agents-ext/a/memory/episodic/old.md': 'old\n',
    'memdir/a.md': log(5),
    'memdir/a/episodic/old.md': 'old\n',
    'memdir/a/procedural/failures.md': '',
  });
  for (const d of ['projects', 'state', 'newdir']) await mkdir(join(outside, d));
  for (const f of await listTree(outside)) await utimes(join(outside, f), OLD, OLD);
}

interface EscapeCase {
  name: string;
  /** Store files; `$OUT` stands for the sentinel's absolute path. */
  files?: Record<string, string>;
  /** [link in the store, target]; `$OUT` as above. */
  links?: [string, string][];
  /** CLI argument lists (without --root); defaults to the agent commands. */
  commands?: string[][];
  stdin?: string;
  /** The config error every command must stop with, naming the field. */
  rejects?: string;
}

const AGENT_COMMANDS: string[][] = [
  ['gc', 'a', '--analyzer', 'local'],
  ['prune'],
  ['log', 'a', '--task', 'escape', '--result', 'attempt'],
  ['fail', 'a', '--why', 'failure', '--task', 'escape attempt'],
];

const toml = (memory: string) =>
  `[memory]\nenabled = true\nlast_n = 1\nepisodic_max_age = "1h"\nprocedural_max_age = "1h"\n${memory}\n`;
/** A legitimate agent `a` with memory in the store, for the cases that attack through links or arguments. */
const PLAIN: Record<string, string> = {
  'agents/a.toml': toml(''),
  'memory/a.md': log(4),
  'memory/a/episodic/note.md': 'episodic note\n',
  'memory/a/procedural/keep.md': 'procedural note\n',
};

const ESCAPES: EscapeCase[] = [
  // Config fields that point out of the store.
  { name: 'path with ..', files: { 'agents/a.toml': toml('path = "../outside/log.md"') }, rejects: 'memory.path' },
  {
    name: 'path with .. in the middle',
    files: { 'agents/a.toml': toml('path = "memory/../../outside/log.md"') },
    rejects: 'memory.path',
  },
  { name: 'absolute path', files: { 'agents/a.toml': toml('path = "$OUT/log.md"') }, rejects: 'memory.path' },
  {
    name: 'procedural_dir with ..',
    files: { 'agents/a.toml': toml('procedural_dir = "../outside/proc"') },
    rejects: 'memory.procedural_dir',
  },
  {
    name: 'absolute procedural_dir',
    files: { 'agents/a.toml': toml('procedural_dir = "$OUT/proc"') },
    rejects: 'memory.procedural_dir',
  },
  {
    name: 'episodic_dir with ..',
    files: { 'agents/a.toml': toml('episodic_dir = "../outside/epi"') },
    rejects: 'memory.episodic_dir',
  },
  {
    name: 'absolute episodic_dir',
    files: { 'agents/a.toml': toml('episodic_dir = "$OUT/epi"') },
    rejects: 'memory.episodic_dir',
  },
  {
    name: 'core_files with ..',
    files: { 'agents/a.toml': toml('core_files = ["../outside/core.md"]') },
    rejects: 'memory.core_files',
  },
  {
    name: 'absolute core_files',
    files: { 'agents/a.toml': toml('core_files = ["$OUT/core.md"]') },
    rejects: 'memory.core_files',
  },
  {
    name: 'Aidefile path with ..',
    files: { 'agents/a/Aidefile': '[memory]\nlast_n = 1\npath = "../../../outside/log.md"\n' },
    rejects: 'memory.path',
  },
  {
    name: 'Aidefile episodic_dir with ..',
    files: { 'agents/a/Aidefile': '[memory]\nepisodic_dir = "../../../outside/epi"\nepisodic_max_age = "1h"\n' },
    rejects: 'memory.episodic_dir',
  },
  // Symlinks committed into the store.
  {
    name: 'symlinked memory directory',
    files: { 'agents/a.toml': toml('') },
    links: [['memory', '../outside/memdir']],
    rejects: 'memory.path',
  },
  {
    name: 'run log symlinked out',
    files: { 'agents/a.toml': toml('') },
    links: [['memory/a.md', '../../outside/log.md']],
    rejects: 'memory.path',
  },
  {
    name: 'run log dangling symlink out',
    files: { 'agents/a.toml': toml('') },
    links: [['memory/a.md', '../../outside/new-log.md']],
    rejects: 'memory.path',
  },
  {
    name: 'procedural dir symlinked out',
    files: { ...PLAIN, 'agents/a.toml': toml('procedural_dir = "memory/a/procedural2"') },
    links: [['memory/a/procedural2', '../../../outside/proc']],
    rejects: 'memory.procedural_dir',
  },
  {
    name: 'procedural dir dangling symlink out',
    files: { ...PLAIN, 'agents/a.toml': toml('procedural_dir = "memory/a/procedural2"') },
    links: [['memory/a/procedural2', '../../../outside/newproc']],
    rejects: 'memory.procedural_dir',
  },
  {
    name: 'episodic dir symlinked out',
    files: { ...PLAIN, 'agents/a.toml': toml('episodic_dir = "memory/a/episodic2"') },
    links: [['memory/a/episodic2', '../../../outside/epi']],
    rejects: 'memory.episodic_dir',
  },
  {
    name: 'links inside the episodic dir',
    files: PLAIN,
    links: [
      ['memory/a/episodic/old-link.md', '../../../../outside/epi/old.md'],
      ['memory/a/episodic/sub', '../../../../outside/epi'],
    ],
  },
  {
    name: 'failures.md symlinked out',
    files: PLAIN,
    links: [['memory/a/procedural/failures.md', '../../../../outside/proc/failures.md']],
  },
  {
    name: 'failures.md dangling symlink out',
    files: PLAIN,
    links: [['memory/a/procedural/failures.md', '../../../../outside/proc/new-failures.md']],
  },
  {
    name: 'core file symlinked out',
    files: { ...PLAIN, 'agents/a.toml': toml('core_files = ["memory/core.md"]') },
    links: [['memory/core.md', '../../outside/core.md']],
    rejects: 'memory.core_files',
  },
  { name: 'agents directory symlinked out', links: [['agents', '../outside/agents-ext']], rejects: 'memory.path' },
  {
    name: 'agent directory symlinked out',
    files: { 'memory/x.md': '' },
    links: [['agents/a', '../../outside/agents-ext/a']],
  },
  {
    name: 'agent toml symlinked out',
    files: { 'memory/x.md': '' },
    links: [['agents/a.toml', '../../outside/a.toml']],
  },
  {
    name: 'analysis cache directory symlinked out',
    files: PLAIN,
    links: [['.memkeep', '../outside/state']],
    rejects: 'state directory',
  },
  {
    name: 'analysis cache directory dangling symlink out',
    files: PLAIN,
    links: [['.memkeep', '../outside/newstate']],
    rejects: 'state directory',
  },
  // Agent names are file names.
  {
    name: 'agent names that are paths',
    files: PLAIN,
    commands: ['../outside/x', '..', '$OUT/x', 'a/../../outside/x'].flatMap((n) => [
      ['gc', n, '--analyzer', 'local'],
      ['prune', n],
      ['log', n, '--task', 't', '--result', 'r'],
      ['fail', n, '--why', 'failure', '--task', 't'],
    ]),
  },
  // PATH arguments.
  {
    name: 'merge paths out of the store',
    files: PLAIN,
    links: [
      ['memory/link.md', '../../outside/target.md'],
      ['memory/dangling.md', '../../outside/new-merge.md'],
      ['memory/linkdir', '../../outside/newdir'],
    ],
    stdin: '## Preferences\nOVERWRITTEN\n',
    commands: [
      '../outside/target.md',
      '$OUT/target.md',
      'memory/link.md',
      'memory/dangling.md',
      'memory/linkdir/x.md',
    ].flatMap((p) => ['none', 'section_replace'].map((d) => ['merge', p, '--dedupe', d])),
  },
  {
    name: 'promote and demote out of and into the store',
    files: PLAIN,
    links: [
      ['memory/linkdir', '../../outside/newdir'],
      ['memory/link.md', '../../outside/target.md'],
    ],
    commands: [
      ['promote', 'memory/a/episodic/note.md', '../outside/promoted.md'],
      ['promote', 'memory/a/episodic/note.md', '$OUT/promoted.md'],
      ['promote', 'memory/a/episodic/note.md', 'memory/linkdir/promoted.md'],
      ['promote', '../outside/target.md', 'memory/a/procedural/stolen.md'],
      ['promote', 'memory/link.md', 'memory/a/procedural/stolen.md'],
      ['demote', 'memory/a/procedural/keep.md', '../outside/demoted.md'],
      ['demote', '$OUT/proc/old.md', 'memory/a/episodic/stolen.md'],
    ],
  },
  {
    name: 'remember through symlinks',
    files: PLAIN,
    links: [
      ['USER_PROFILE.md', '../outside/profile.md'],
      ['projects', '../outside/projects'],
    ],
    commands: [
      ['remember', '--profile', '--set', 'Preferences=OVERWRITTEN'],
      ['remember', '--project', '--workdir', '/home/dev/src/api', '--set', 'Decisions=OVERWRITTEN'],
      ['remember', '--project', '--workdir', '../../..', '--set', 'Decisions=OVERWRITTEN'],
    ],
  },
  {
    name: 'expire, lock and unlock out of the store',
    files: PLAIN,
    links: [
      ['memory/old-link.md', '../../outside/epi/old.md'],
      ['memory/a.md.lock', '../../outside/new-lock'],
    ],
    commands: [
      ['expire', '../outside/epi/old.md', '--max-age', '1h'],
      ['expire', '$OUT/epi/old.md', '--max-age', '1h'],
      ['expire', 'memory/old-link.md', '--max-age', '1h'],
      ['lock', '../outside/target.md'],
      ['lock', 'memory/a.md'],
      ['unlock', '../outside/core.md'],
      ['unlock', '$OUT/core.md'],
    ],
  },
];

describe('no configuration makes memkeep write outside the store root', () => {
  async function arrange(c: EscapeCase): Promise<{ root: string; outside: string }> {
    const base = await tempDir('memkeep-escape-');
    const root = join(base, 'store');
    const outside = join(base, 'outside');
    await makeSentinel(outside);
    const sub = (s: string) => s.replaceAll('$OUT', outside);
    await mkdir(root);
    await writeTree(root, Object.fromEntries(Object.entries(c.files ?? {}).map(([k, v]) => [k, sub(v)])));
    for (const [link, target] of c.links ?? []) {
      await mkdir(dirname(join(root, link)), { recursive: true });
      await symlink(sub(target), join(root, link));
    }
    return { root, outside };
  }

  it(`${ESCAPES.length} hostile stores, every command: the sentinel next to the store is byte-identical`, async () => {
    let commands = 0;
    const failures: string[] = [];
    await pool(ESCAPES, 6, async (c) => {
      const { root, outside } = await arrange(c);
      const before = await snapshotTree(outside);
      expect(Object.keys(before).length).toBeGreaterThan(20);
      const results: [string[], CliResult][] = [];
      for (const args of c.commands ?? AGENT_COMMANDS) {
        const argv = [...args.map((a) => a.replaceAll('$OUT', outside)), '--root', root];
        results.push([args, await runCli(argv, { cwd: dirname(root), input: c.stdin })]);
        commands++;
      }
      const after = await snapshotTree(outside);
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
          (k) => before[k] !== after[k],
        );
        failures.push(`${c.name}: changed outside: ${changed.join(', ')}`);
      }
      if (c.rejects) {
        for (const [args, r] of results) {
          const ok = r.code === 2 || (args.includes('--all') && r.code === 1);
          if (!ok || !r.stderr.includes(c.rejects))
            failures.push(
              `${c.name}: ${args.join(' ')} exited ${r.code} without naming ${c.rejects}: ${r.stderr.trim()}`,
            );
        }
      }
    });
    expect(failures).toEqual([]);
    expect(commands).toBeGreaterThan(100);
  });

  it('control: the same commands on a plain store do write, inside it', async () => {
    const { root, outside } = await arrange({ name: 'control', files: { ...PLAIN, 'agents/a.toml': toml('') } });
    const before = await snapshotTree(outside);
    const storeBefore = await snapshotTree(root);
    for (const args of AGENT_COMMANDS) expect((await runCli([...args, '--root', root])).code).toBe(0);
    expect(await snapshotTree(outside)).toEqual(before);
    const storeAfter = await snapshotTree(root);
    expect(storeAfter).not.toEqual(storeBefore);
    expect(storeAfter['memory/a/procedural/failures.md']).toMatch(/^file /);
    expect((await readFile(join(root, 'memory/a.md'), 'utf8')).match(/^## /gm)).toHaveLength(2);
  });

  describe('the Action', () => {
    /** A clone whose parent also holds the sentinel; `links` are committed as symlinks. */
    async function actionStore(files: Record<string, string>, links: [string, string][] = []) {
      const repo = await repoWithRemote();
      for (const [link, target] of links) {
        await mkdir(dirname(join(repo.seed, link)), { recursive: true });
        await symlink(target, join(repo.seed, link));
      }
      await commitFiles(repo.seed, files, daysAgo(2));
      await git(repo.seed, ['add', '-A']);
      await git(repo.seed, ['commit', '-q', '--allow-empty', '-m', 'links'], daysAgo(2));
      await git(repo.seed, ['push', '-q', 'origin', 'main']);
      const work = await clone(repo.url);
      const outside = join(dirname(work), 'outside');
      await makeSentinel(outside);
      return { work, outside, url: repo.url };
    }

    const failedRun = {
      name: 'workflow_run',
      payload: {
        action: 'completed',
        repository: { full_name: 'acme/agents' },
        workflow_run: {
          conclusion: 'failure',
          display_title: 'agent run',
          html_url: 'https://github.example/acme/agents/actions/runs/1',
          head_sha: 'b'.repeat(40),
          pull_requests: [],
          head_repository: { full_name: 'acme/agents', fork: false },
        },
      },
    };

    it('hostile links, agent names and roots: nothing outside changes', async () => {
      const runs: [string, ActionRun, Record<string, string>, Record<string, string>][] = [];
      const attempt = async (
        name: string,
        files: Record<string, string>,
        links: [string, string][],
        inputs: Record<string, string>,
        event?: typeof failedRun,
      ) => {
        const { work, outside } = await actionStore(files, links);
        const before = await snapshotTree(outside);
        const r = await runAction({
          workspace: work,
          apiUrl: github.url,
          inputs: { analyzer: 'local', ...inputs },
          event,
        });
        runs.push([name, r, before, await snapshotTree(outside)]);
      };
      const plain = { ...PLAIN, 'agents/a.toml': toml('') };
      const failureOnly = { mode: 'commit', analyze: 'false', trim: 'false', prune: 'false' };
      await Promise.all([
        attempt(
          'episodic dir link',
          { 'agents/a.toml': toml('episodic_dir = "memory/a/epi"'), 'memory/a.md': log(4) },
          [['memory/a/epi', '../../../outside/epi']],
          { mode: 'commit' },
        ),
        attempt(
          'dangling run log link, PR mode',
          { 'agents/a.toml': toml('') },
          [['memory/a.md', '../../outside/new-log.md']],
          {},
        ),
        attempt(
          'failures.md link',
          plain,
          [['memory/a/procedural/failures.md', '../../../../outside/proc/failures.md']],
          { ...failureOnly, 'failure-agent': 'a' },
          failedRun,
        ),
        attempt(
          'failure-agent ../outside',
          plain,
          [],
          { ...failureOnly, 'failure-agent': '../outside/proc' },
          failedRun,
        ),
        attempt('agents input ../outside', plain, [], { mode: 'commit', agents: '../outside/agents-ext/a' }),
      ]);

      for (const [name, r, before, after] of runs) {
        expect(after, name).toEqual(before);
        // Each hostile run stops with an error rather than quietly succeeding elsewhere.
        expect(r.code, `${name}: ${r.stdout.match(/::error::.*/)?.[0]}`).not.toBe(0);
      }
      expect(runs).toHaveLength(5);
    });

    it('a root input outside the workspace is refused, even when it is a store in a repository', async () => {
      const { work, outside } = await actionStore({ ...PLAIN, 'agents/a.toml': toml('') });
      // A complete store with a trimmable log and its own repository: only the root check stands in the way.
      await writeTree(outside, { 'agents/a.toml': toml(''), 'memory/a.md': log(6) });
      await git(outside, ['init', '-q', '-b', 'main']);
      await git(outside, ['add', '-A']);
      await git(outside, ['commit', '-q', '-m', 'outside'], daysAgo(2));
      const before = await snapshotTree(outside);
      for (const root of ['../outside', outside]) {
        const r = await runAction({
          workspace: work,
          apiUrl: github.url,
          inputs: { analyzer: 'local', mode: 'commit', root },
        });
        expect(r.code).toBe(2);
        expect(r.stdout).toMatch(/::error::.*input "root"/);
      }
      expect(await snapshotTree(outside)).toEqual(before);
    });
  });
});
