/**
 * The README's matrix example is examples/workflows/memkeep-matrix.yml, and
 * this file runs exactly that file: the matrix and the memkeep step's `with:`
 * are read from it, expressions are filled in the way the runner would, and
 * the bundled Action runs once per shard, concurrently, against one bare
 * remote and one loopback GitHub server. Editing the example so that it stops
 * working (or stops being readable here) fails this suite.
 */

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ActionRun, runAction } from '../helpers/action.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { type GitHubServer, startGitHubServer } from '../helpers/github-server.js';
import { log } from '../helpers/runlog.js';

const WORKFLOW = fileURLToPath(new URL('../../examples/workflows/memkeep-matrix.yml', import.meta.url));
const ACTION_YML = fileURLToPath(new URL('../../action.yml', import.meta.url));

// ---------------------------------------------------------------------------
// Reading the workflow. No YAML library: the example is meant to stay plain,
// so anything this strict reader does not understand is a failure, not a
// guess.

interface Example {
  text: string;
  shards: number[];
  with: Record<string, string>;
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

function meaningful(line: string): boolean {
  const t = line.trim();
  return t !== '' && !t.startsWith('#');
}

/** A plain scalar, a quoted one, and an optional trailing comment; nothing else. */
function scalar(raw: string, where: string): string {
  const value = raw.replace(/\s+#.*$/, '').trim();
  if (/^'[^']*'$/.test(value) || /^"[^"\\]*"$/.test(value)) return value.slice(1, -1);
  if (value === '' || /^[|>&*![{'"]/.test(value))
    throw new Error(`${where}: unsupported YAML value ${JSON.stringify(raw)}`);
  return value;
}

/** The lines nested under `lines[at]` (deeper indentation), comments and blanks dropped. */
function block(lines: string[], at: number): string[] {
  const out: string[] = [];
  for (let i = at + 1; i < lines.length; i++) {
    if (!meaningful(lines[i])) continue;
    if (indentOf(lines[i]) <= indentOf(lines[at])) break;
    out.push(lines[i]);
  }
  return out;
}

function only<T>(items: T[], what: string): T {
  if (items.length !== 1) throw new Error(`${WORKFLOW}: expected exactly one ${what}, found ${items.length}`);
  return items[0];
}

function parseExample(text: string): Example {
  const lines = text.split(/\r?\n/);

  const matrixAt = only(
    lines.flatMap((l, i) => (/^\s+matrix:\s*$/.test(l) ? [i] : [])),
    '`matrix:` mapping',
  );
  const matrixBody = block(lines, matrixAt);
  const shardLine = only(matrixBody, 'matrix key (shard)');
  const m = /^\s+shard:\s*\[\s*(\d+(?:\s*,\s*\d+)*)\s*\]\s*(#.*)?$/.exec(shardLine);
  if (!m)
    throw new Error(
      `${WORKFLOW}: matrix must be a flow list of shard numbers, got ${JSON.stringify(shardLine.trim())}`,
    );
  const shards = m[1].split(',').map((s) => Number(s.trim()));

  const stepAt = only(
    lines.flatMap((l, i) => (/^\s*-\s+uses:\s+memkeep\/memkeep@\S+\s*$/.test(l) ? [i] : [])),
    'memkeep/memkeep step',
  );
  const keyIndent = lines[stepAt].indexOf('uses:');
  const stepKeys: string[] = [];
  let withAt = -1;
  for (let i = stepAt + 1; i < lines.length; i++) {
    if (!meaningful(lines[i])) continue;
    if (indentOf(lines[i]) < keyIndent) break;
    if (indentOf(lines[i]) > keyIndent) continue;
    const key = /^\s*([\w-]+):/.exec(lines[i])?.[1];
    if (!key) throw new Error(`${WORKFLOW}:${i + 1}: unexpected line in the memkeep step`);
    stepKeys.push(key);
    if (key === 'with') withAt = i;
  }
  if (withAt < 0 || lines[withAt].trim() !== 'with:')
    throw new Error(`${WORKFLOW}: the memkeep step has no \`with:\` mapping`);
  const inputs: Record<string, string> = {};
  const withIndent = indentOf(block(lines, withAt)[0] ?? '');
  for (const line of block(lines, withAt)) {
    const kv = /^\s*([\w-]+):\s*(.*)$/.exec(line);
    if (!kv || indentOf(line) !== withIndent)
      throw new Error(`${WORKFLOW}: unsupported line under with: ${JSON.stringify(line.trim())}`);
    if (kv[1] in inputs) throw new Error(`${WORKFLOW}: input ${kv[1]} given twice`);
    inputs[kv[1]] = scalar(kv[2], `${WORKFLOW} (${kv[1]})`);
  }
  if (stepKeys.some((k) => k !== 'with' && k !== 'id' && k !== 'name')) {
    // `env:` or `if:` would change what runs in ways this test cannot mirror.
    throw new Error(`${WORKFLOW}: the memkeep step has keys this test does not model: ${stepKeys.join(', ')}`);
  }
  return { text, shards, with: inputs };
}

/** The inputs declared in action.yml, so a misspelt `with:` key fails here and not on a runner. */
function declaredInputs(actionYml: string): Set<string> {
  const lines = actionYml.split(/\r?\n/);
  const at = lines.indexOf('inputs:');
  if (at < 0) throw new Error('action.yml has no top-level inputs:');
  return new Set(block(lines, at).flatMap((l) => (indentOf(l) === 2 ? [/^\s+([\w-]+):\s*$/.exec(l)?.[1] ?? '?'] : [])));
}

interface Context {
  shard: number;
  /** `inputs.dry-run` as the expression renders it: '' on the schedule. */
  dryRun: string;
}

/** Fills in the `${{ }}` expressions the example uses; any other expression is a failure. */
function render(inputs: Record<string, string>, ctx: Context): Record<string, string> {
  const known: Record<string, string> = { 'matrix.shard': String(ctx.shard), 'inputs.dry-run': ctx.dryRun };
  return Object.fromEntries(
    Object.entries(inputs).map(([k, v]) => [
      k,
      v.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expr: string) => {
        if (!(expr in known))
          throw new Error(`${WORKFLOW}: input ${k} uses \${{ ${expr} }}, which this test cannot evaluate`);
        return known[expr];
      }),
    ]),
  );
}

// ---------------------------------------------------------------------------
// The store: twelve agents, each past last_n by a different amount, so the
// entries-removed sums below identify who trimmed what.

const AGENTS = [
  'alpha',
  'bravo',
  'charlie',
  'delta',
  'echo',
  'foxtrot',
  'golf',
  'hotel',
  'india',
  'juliet',
  'kilo',
  'lima',
];
const LAST_N = 2;
const entriesOf = (agent: string) => 4 + AGENTS.indexOf(agent);
const TOTAL_REMOVED = AGENTS.reduce((n, a) => n + entriesOf(a) - LAST_N, 0);

const LATE = '## 2026-01-02T00:00:00Z\n**Task:** late task\n**Result:** late result\n\n';

async function setup() {
  const repo = await repoWithRemote();
  const files: Record<string, string> = {};
  for (const a of AGENTS) {
    files[`agents/${a}.toml`] = `[memory]\nenabled = true\nlast_n = ${LAST_N}\n`;
    files[`memory/${a}.md`] = log(entriesOf(a));
  }
  await commitFiles(repo.seed, files, daysAgo(2));
  await git(repo.seed, ['push', '-q', 'origin', 'main']);
  return repo;
}

async function refs(remote: string): Promise<Map<string, string>> {
  const out = await git(remote, ['for-each-ref', '--format=%(refname) %(objectname)']);
  return new Map(
    out
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split(' ') as [string, string]),
  );
}

/** Every memory/*.md on each ref, read from one clone that fetched them all. */
async function logsOn(url: string, refNames: string[]): Promise<Map<string, Map<string, string>>> {
  const work = await clone(url);
  await git(work, ['fetch', '-q', 'origin', ...refNames.map((r) => `+refs/heads/${r}:refs/remotes/check/${r}`)]);
  const result = new Map<string, Map<string, string>>();
  for (const r of refNames) {
    const logs = new Map<string, string>();
    for (const a of AGENTS) logs.set(a, await git(work, ['show', `refs/remotes/check/${r}:memory/${a}.md`]));
    result.set(r, logs);
  }
  return result;
}

interface Row {
  agent: string;
  removed: number;
  analyzer: string;
}

/** The per-agent table of a PR body or job summary: agent, entries removed, …, analyzer. */
function table(markdown: string): Row[] {
  return [
    ...markdown.matchAll(/^\| `([^`]+)` \| (\d+) \| \d+ \| \d+ \| \d+ \| [^|]+ \| [^|]+ \| [^|]+ \| ([^|]+) \|$/gm),
  ].map((m) => ({ agent: m[1], removed: Number(m[2]), analyzer: m[3].trim() }));
}

let github: GitHubServer;
let example: Example;

beforeEach(async () => {
  github = await startGitHubServer();
  example = parseExample(await readFile(WORKFLOW, 'utf8'));
});
afterEach(async () => {
  await github.close();
});

/** One workflow run: every matrix job at once, each in its own fresh clone (its own runner). */
async function runMatrix(
  url: string,
  options: { dryRun?: string; mode?: string; event?: { name: string; payload: unknown } } = {},
): Promise<ActionRun[]> {
  const workspaces = await Promise.all(example.shards.map(() => clone(url)));
  return Promise.all(
    example.shards.map((shard, i) => {
      const inputs = render(example.with, { shard, dryRun: options.dryRun ?? '' });
      if (options.mode) inputs.mode = options.mode;
      return runAction({ workspace: workspaces[i], apiUrl: github.url, inputs, event: options.event });
    }),
  );
}

function expectAllSucceeded(runs: ActionRun[]): void {
  for (const r of runs) {
    expect(r.stdout, r.stdout + r.stderr).not.toContain('::error');
    expect(r.code).toBe(0);
    expect(r.outputs['agents-failed']).toBe('0');
  }
}

const removed = (runs: ActionRun[]) => runs.map((r) => Number(r.outputs['entries-removed']));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('the matrix example (examples/workflows/memkeep-matrix.yml)', () => {
  it('is the workflow the README describes, and only uses inputs action.yml declares', async () => {
    expect(example.shards).toEqual([1, 2, 3, 4]);
    expect(example.with).toEqual({
      shard: '${{ matrix.shard }}/4',
      mode: 'pull-request',
      branch: 'memkeep/gc-shard-${{ matrix.shard }}',
      'dry-run': '${{ inputs.dry-run }}',
    });
    const declared = declaredInputs(await readFile(ACTION_YML, 'utf8'));
    for (const key of Object.keys(example.with)) expect([...declared], `with: ${key}`).toContain(key);
    const text = example.text;
    expect(text).toMatch(
      /^on:\n {2}schedule:\n {4}- cron: '[^']+'\n {2}workflow_dispatch:\n {4}inputs:\n {6}dry-run:\n(?: {8}.*\n)*? {8}type: boolean\n/m,
    );
    expect(text).toMatch(/^permissions:\n {2}contents: write\n {2}pull-requests: write\n/m);
    expect(text).toMatch(/^ {6}fail-fast: false$/m);
    expect(text).toMatch(/- uses: actions\/checkout@v\d+\n\s+with:\n\s+fetch-depth: 0\b/);
  });

  it('is what the README shows: its jobs section, comments aside', async () => {
    const readme = await readFile(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
    const section = readme.slice(readme.indexOf('### Past one runner'), readme.indexOf('### Inputs'));
    expect(section).toContain('](examples/workflows/memkeep-matrix.yml)');
    const shown = /```yaml\n(jobs:\n[\s\S]*?)```/.exec(section)?.[1];
    const jobs = example.text.slice(example.text.search(/^jobs:$/m));
    const uncommented = jobs
      .split('\n')
      .filter((l) => !/^\s*#/.test(l))
      .map((l) => l.replace(/\s+#.*$/, '').trimEnd())
      .join('\n');
    expect(shown).toBe(uncommented);
  });

  it('rejects a workflow this reader cannot mirror instead of guessing', () => {
    const base = example.text;
    expect(() => parseExample(base.replace('shard: [1, 2, 3, 4]', 'shard:\n          - 1'))).toThrow(/matrix/);
    expect(() => parseExample(base.replace('mode: pull-request', 'mode: >\n            pull-request'))).toThrow(
      /unsupported/,
    );
    expect(() => render({ 'api-key': '${{ secrets.KEY }}' }, { shard: 1, dryRun: '' })).toThrow(/cannot evaluate/);
  });

  it('pull-request mode: concurrent shards split the agents, one branch and one PR each; a rerun updates them; a dispatch dry-run writes nothing', async () => {
    const { url, remote, seed } = await setup();
    const mainBefore = (await refs(remote)).get('refs/heads/main');
    const branches = example.shards.map((s) => `memkeep/gc-shard-${s}`);

    // --- The scheduled run.
    const first = await runMatrix(url);
    expectAllSucceeded(first);
    expect(first.map((r) => r.outputs.operation)).toEqual(example.shards.map(() => 'created'));

    // Each shard's PR lists its own agents; together they are every agent, once.
    const owner = new Map<string, number>();
    for (const [i, branch] of branches.entries()) {
      const prs = github.pulls.filter((p) => p.head === branch);
      expect(prs, branch).toHaveLength(1);
      expect(prs[0]).toMatchObject({ base: 'main', state: 'open', labels: ['memory'] });
      expect(first[i].outputs['pull-request-number']).toBe(String(prs[0].number));
      const rows = table(prs[0].body);
      expect(rows.length, `${branch} has agents`).toBeGreaterThan(0);
      for (const row of rows) {
        expect(owner.has(row.agent), `${row.agent} in two shards`).toBe(false);
        owner.set(row.agent, example.shards[i]);
        expect(row.removed).toBe(entriesOf(row.agent) - LAST_N);
      }
      expect(Number(first[i].outputs['entries-removed'])).toBe(sum(rows.map((r) => r.removed)));
    }
    expect([...owner.keys()].sort()).toEqual([...AGENTS].sort());
    expect(sum(removed(first))).toBe(TOTAL_REMOVED);
    expect(github.pulls).toHaveLength(example.shards.length);
    // Four pull requests a maintainer can tell apart: the shard is in each title.
    expect(github.pulls.map((p) => p.title).sort()).toEqual(
      example.shards.map((s) => `memkeep: trim and prune agent memory (shard ${s}/${example.shards.length})`).sort(),
    );

    // Branch i trims exactly shard i's agents; main is as the agents left it.
    let after = await refs(remote);
    expect(after.get('refs/heads/main')).toBe(mainBefore);
    expect([...after.keys()].filter((r) => r.startsWith('refs/heads/')).sort()).toEqual(
      ['refs/heads/main', ...branches.map((b) => `refs/heads/${b}`)].sort(),
    );
    let logs = await logsOn(url, ['main', ...branches]);
    for (const a of AGENTS) expect(logs.get('main')!.get(a)).toBe(log(entriesOf(a)));
    for (const [i, branch] of branches.entries()) {
      for (const a of AGENTS) {
        const expected = owner.get(a) === example.shards[i] ? log(LAST_N, entriesOf(a) - LAST_N) : log(entriesOf(a));
        expect(logs.get(branch)!.get(a), `${a} on ${branch}`).toBe(expected);
      }
    }

    // --- An agent appends to its log on main; the next scheduled run rebuilds every branch and updates every PR.
    await git(seed, ['pull', '-q', 'origin', 'main']);
    await commitFiles(seed, { 'memory/alpha.md': log(entriesOf('alpha')) + LATE }, daysAgo(1), 'alpha run');
    await git(seed, ['push', '-q', 'origin', 'main']);
    const mainAppended = (await refs(remote)).get('refs/heads/main');

    const second = await runMatrix(url);
    expectAllSucceeded(second);
    expect(second.map((r) => r.outputs.operation)).toEqual(example.shards.map(() => 'updated'));
    expect(second.map((r) => r.outputs['pull-request-number'])).toEqual(
      first.map((r) => r.outputs['pull-request-number']),
    );
    expect(github.pulls).toHaveLength(example.shards.length);
    expect(github.pulls.every((p) => p.state === 'open')).toBe(true);
    expect(github.requests.filter((q) => q.method === 'POST' && q.path.endsWith('/pulls'))).toHaveLength(
      example.shards.length,
    );
    expect(sum(removed(second))).toBe(TOTAL_REMOVED + 1);
    for (const pr of github.pulls) {
      for (const row of table(pr.body)) {
        expect(owner.get(row.agent), `${row.agent} stayed in its shard`).toBe(
          example.shards[branches.indexOf(pr.head)],
        );
        // Each shard saved its analyses to the one shared state ref; a shard
        // that overwrote the others' would make them pay for an analysis again.
        if (row.agent !== 'alpha') expect(row.analyzer, `${row.agent} reused its analysis`).toMatch(/\(cached\)$/);
      }
    }
    after = await refs(remote);
    expect(after.get('refs/heads/main')).toBe(mainAppended);
    logs = await logsOn(url, branches);
    const alphaBranch = branches[example.shards.indexOf(owner.get('alpha')!)];
    expect(logs.get(alphaBranch)!.get('alpha')).toBe(log(LAST_N - 1, entriesOf('alpha') - LAST_N + 1) + LATE);

    // --- Run by hand with the dry-run box ticked: the plan, and no write anywhere.
    const requestsBefore = github.requests.length;
    const pullsBefore = JSON.stringify(github.pulls);
    const dry = await runMatrix(url, {
      dryRun: 'true',
      event: { name: 'workflow_dispatch', payload: { inputs: { 'dry-run': true } } },
    });
    expectAllSucceeded(dry);
    expect(dry.map((r) => r.outputs.operation)).toEqual(example.shards.map(() => 'dry-run'));
    expect(sum(removed(dry))).toBe(TOTAL_REMOVED + 1);
    for (const r of dry) expect(r.summary).toContain('nothing was written, committed or pushed.');
    expect(await refs(remote)).toEqual(after);
    expect(github.requests.slice(requestsBefore)).toEqual([]);
    expect(JSON.stringify(github.pulls)).toBe(pullsBefore);
  });

  it('commit mode: the same inputs with mode: commit land every shard on main concurrently, nothing lost', async () => {
    const { url, remote } = await setup();
    const mainBefore = (await refs(remote)).get('refs/heads/main')!;
    expect(example.with.mode).toBe('pull-request');

    const runs = await runMatrix(url, { mode: 'commit' });
    expectAllSucceeded(runs);
    expect(runs.map((r) => r.outputs.operation)).toEqual(example.shards.map(() => 'committed'));
    for (const n of removed(runs)) expect(n).toBeGreaterThan(0);
    expect(sum(removed(runs))).toBe(TOTAL_REMOVED);

    // Every shard's commit is on main, each on top of the others (no force).
    const after = await refs(remote);
    const main = after.get('refs/heads/main')!;
    for (const r of runs) await git(remote, ['merge-base', '--is-ancestor', r.outputs['commit-sha'], main]);
    expect((await git(remote, ['rev-list', '--count', `${mainBefore}..${main}`])).trim()).toBe(
      String(example.shards.length),
    );
    const logs = await logsOn(url, ['main']);
    for (const a of AGENTS) expect(logs.get('main')!.get(a), a).toBe(log(LAST_N, entriesOf(a) - LAST_N));
    // Commit mode opens nothing and leaves no shard branch behind.
    expect(github.requests).toEqual([]);
    expect([...after.keys()].filter((r) => r.startsWith('refs/heads/'))).toEqual(['refs/heads/main']);
  });
});
