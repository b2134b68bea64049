/**
 * The pull request a maintainer reviews, end to end through the bundled
 * Action against the loopback GitHub: honest figures (the store grows when
 * knowledge is written), a row per changed file equal to the diff, a
 * missing label, a reviewer's commit, a closed pull request, references
 * from memory, and a store of 50 agents.
 */
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendEntry } from '../../src/memory/runlog/append-entry.js';
import { runAction } from '../helpers/action.js';
import { runCli } from '../helpers/cli.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { type GitHubServer, startGitHubServer } from '../helpers/github-server.js';
import { log } from '../helpers/runlog.js';

let github: GitHubServer;

beforeEach(async () => {
  github = await startGitHubServer();
});
afterEach(async () => {
  await github.close();
});

const FAILED = '## 2025-12-31T23:00:00Z\n**Task:** deploy api\n**Result:** failed: timeout after 600s\n\n';
const REFERENCES =
  '## 2025-12-31T23:30:00Z\n**Task:** fix #412 and acme/agents#3\n**Result:** see https://github.com/acme/agents/issues/412, reverted in 3f2a9c1d0e\n\n';

/** A store whose knowledge grows: dropped entries (a failed run among them) are distilled into digest and lessons. */
async function setup(agents = ['a', 'b'], entries = 10) {
  const repo = await repoWithRemote();
  const files: Record<string, string> = {};
  for (const name of agents) {
    files[`agents/${name}.toml`] = '[memory]\nenabled = true\nlast_n = 3\n';
    files[`memory/${name}.md`] = FAILED + REFERENCES + log(entries);
  }
  await commitFiles(repo.seed, files, daysAgo(2));
  await git(repo.seed, ['push', '-q', 'origin', 'main']);
  return repo;
}

const LOCAL = { analyzer: 'local', analyze: 'false' };

/** The files the branch's commit changes against main, as `git diff --stat` lists them. */
async function diffStatFiles(url: string, branch = 'memkeep/gc'): Promise<string[]> {
  const work = await clone(url);
  await git(work, ['fetch', '-q', 'origin', branch]);
  const stat = await git(work, ['diff', '--stat=1000', '--stat-name-width=1000', 'main', 'FETCH_HEAD']);
  return stat
    .split('\n')
    .filter((l) => l.includes('|'))
    .map((l) => l.slice(0, l.lastIndexOf('|')).trim())
    .sort();
}

/** The files the review's change table lists. */
function tableFiles(doc: string): string[] {
  // Paths are neutralised text: markdown punctuation escaped, references broken by a word joiner.
  const row = /^\| (.+?) \| (?:`[^`]*`|–) \| (?:trim|prune|knowledge update|lessons|consolidation edit)/gm;
  return [...doc.matchAll(row)].map((m) => m[1].replace(/\\(.)/g, '$1').replace(/\u2060/g, '')).sort();
}

/** What `memkeep load` returns for an agent on a ref of the remote, in bytes, as the CLI prints it. */
async function loadBytes(url: string, ref: string, agent: string): Promise<number> {
  const work = await clone(url);
  await git(work, ['fetch', '-q', 'origin', ref]);
  await git(work, ['checkout', '-q', 'FETCH_HEAD']);
  const r = await runCli(['load', agent, '--json'], { cwd: work });
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout).bytes;
}

describe('honest figures and a row per change', () => {
  it('counts what is written as well as what is removed, and lists exactly the diff', async () => {
    const { url } = await setup();
    const r = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: LOCAL });
    expect(r.code).toBe(0);
    expect(r.outputs.operation).toBe('created');
    const body = github.pulls[0].body;
    const files = await diffStatFiles(url);
    expect(files).toContain('memory/a/procedural/digest.md');
    expect(tableFiles(body)).toEqual(files);
    expect(tableFiles(r.summary)).toEqual(files);

    // Net: the remote's bytes after minus before, over the changed files.
    const work = await clone(url);
    await git(work, ['fetch', '-q', 'origin', 'memkeep/gc']);
    const size = async (ref: string, path: string) =>
      Number((await git(work, ['cat-file', '-s', `${ref}:${path}`]).catch(() => '0')).trim());
    let net = 0;
    for (const f of files) net += (await size('FETCH_HEAD', f)) - (await size('main', f));
    expect(Number(r.outputs['bytes-net'])).toBe(net);
    expect(Number(r.outputs['bytes-removed'])).toBeGreaterThan(0);
    // Knowledge grows here: what is written exceeds nothing, and the outputs say the store changed by net, not by removed.
    expect(net).toBeGreaterThan(-Number(r.outputs['bytes-removed']));

    const loadBefore = (await loadBytes(url, 'main', 'a')) + (await loadBytes(url, 'main', 'b'));
    const loadAfter = (await loadBytes(url, 'memkeep/gc', 'a')) + (await loadBytes(url, 'memkeep/gc', 'b'));
    expect(Number(r.outputs['load-bytes-before'])).toBe(loadBefore);
    expect(Number(r.outputs['load-bytes-after'])).toBe(loadAfter);
    expect(r.outputs['pull-request-branch']).toBe('memkeep/gc');
    expect(r.outputs['pull-request-head-sha']).toBe((await git(work, ['rev-parse', 'FETCH_HEAD'])).trim());

    // The lead, the totals row, and the commit's subject within 72 characters.
    expect(body).toMatch(/\*\*Merging this pull request\*\* changes the agents' memory on `main`/);
    expect(body).toContain(`net ${net < 0 ? '−' : '+'}`);
    expect(body).toMatch(/\| \*\*Total\*\* \| 18 \| 0 \|/);
    const subject = (await git(work, ['log', '-1', '--format=%s', 'FETCH_HEAD'])).trim();
    expect(subject.length).toBeLessThanOrEqual(72);
  });

  it('shows references from memory as text: nothing links or cross-references', async () => {
    const { url } = await setup(['a']);
    const r = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: LOCAL });
    expect(r.code).toBe(0);
    for (const doc of [github.pulls[0].body, r.summary]) {
      expect(doc).toContain('412');
      expect(doc).not.toMatch(/(?<![\w&])#\d/);
      expect(doc).not.toMatch(/acme\/agents#\d/);
      expect(doc).not.toMatch(/https?:\/\/github\.com\/acme\/agents\/issues/);
      expect(doc).not.toMatch(/(?<![\w\u2060])3f2a9c1d0e/);
    }
  });
});

describe('respecting people', () => {
  it('a missing label is a warning: exit 0, the pull request number output', async () => {
    const { url } = await setup(['a']);
    github.existingLabels = [];
    const r = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: LOCAL });
    expect(r.code).toBe(0);
    expect(r.outputs.operation).toBe('created');
    expect(r.outputs['pull-request-number']).toBe('1');
    expect(r.stdout).toMatch(/::warning::adding the label memory on pull request #1 failed.*issues: write/);
    expect(r.stdout).not.toContain('::error');
    expect(tableFiles(github.pulls[0].body)).toEqual(await diffStatFiles(url));
  });

  it("a reviewer's commit on the branch is not force-pushed away, and memkeep says so once", async () => {
    const { url, seed } = await setup(['a']);
    expect((await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: LOCAL })).code).toBe(0);
    expect(tableFiles(github.pulls[0].body)).toEqual(await diffStatFiles(url));

    const reviewer = await clone(url);
    await git(reviewer, ['fetch', '-q', 'origin', 'memkeep/gc']);
    await git(reviewer, ['checkout', '-q', '-b', 'memkeep/gc', 'FETCH_HEAD']);
    await commitFiles(reviewer, { 'memory/a/core.md': 'Keep: deploys need the VPN.\n' }, daysAgo(0), 'keep a fact');
    await git(reviewer, ['push', '-q', 'origin', 'memkeep/gc']);
    const edited = (await git(reviewer, ['rev-parse', 'HEAD'])).trim();

    // The base moves, so memkeep would have a new plan to push.
    await git(seed, ['pull', '-q', 'origin', 'main']);
    await appendEntry(join(seed, 'memory/a.md'), { task: 'late task', result: 'late result' });
    await git(seed, ['commit', '-qam', 'agent run']);
    await git(seed, ['push', '-q', 'origin', 'main']);

    for (let i = 0; i < 2; i++) {
      const r = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: LOCAL });
      expect(r.code).toBe(0);
      expect(r.outputs.operation).toBe('none');
      expect(r.outputs['pull-request-number']).toBe('1');
      expect(r.summary).toContain('no longer rebuilds it');
    }
    const head = (await git(reviewer, ['ls-remote', 'origin', 'refs/heads/memkeep/gc'])).split(/\s/)[0];
    expect(head).toBe(edited);
    expect(github.pulls[0].comments).toHaveLength(1);
    expect(github.pulls[0].comments[0]).toContain('delete the branch');
  });

  it('a pull request closed without merging is not reopened for the same plan; a new plan opens a new one', async () => {
    const { url, seed, remote } = await setup(['a']);
    expect((await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: LOCAL })).code).toBe(0);
    github.pulls[0].state = 'closed';

    const again = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: LOCAL });
    expect(again.code).toBe(0);
    expect(again.outputs.operation).toBe('none');
    // Problems are shown inert: the joiners keep "closed" from reading as a closing keyword.
    expect(again.summary.replaceAll('\u2060', '')).toContain('was closed without merging');
    expect(github.pulls).toHaveLength(1);
    // delete-branch (the default): the closed pull request's branch is gone.
    expect(await git(remote, ['for-each-ref', '--format=%(refname)', 'refs/heads/memkeep'])).toBe('');

    await git(seed, ['pull', '-q', 'origin', 'main']);
    for (let i = 0; i < 2; i++) await appendEntry(join(seed, 'memory/a.md'), { task: `new ${i}`, result: 'ok' });
    await git(seed, ['commit', '-qam', 'agent runs']);
    await git(seed, ['push', '-q', 'origin', 'main']);
    const newPlan = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: LOCAL });
    expect(newPlan.outputs.operation).toBe('created');
    expect(newPlan.outputs['pull-request-number']).toBe('2');
    expect(github.pulls[1].state).toBe('open');
    expect(tableFiles(github.pulls[1].body)).toEqual(await diffStatFiles(url));
  });

  it('asks the reviewers, assigns, and puts the shard in the title', async () => {
    const { url } = await setup(['a']);
    const r = await runAction({
      workspace: await clone(url),
      apiUrl: github.url,
      inputs: {
        ...LOCAL,
        reviewers: 'mona, hubot',
        'team-reviewers': 'memory-owners',
        assignees: 'mona',
        shard: '1/1',
      },
    });
    expect(r.code).toBe(0);
    expect(github.pulls[0]).toMatchObject({
      title: 'memkeep: trim and prune agent memory (shard 1/1)',
      reviewers: ['mona', 'hubot'],
      teamReviewers: ['memory-owners'],
      assignees: ['mona'],
    });
    const paths = github.requests.map((q) => `${q.method} ${q.path}`);
    expect(paths).toContain('POST /repos/acme/agents/pulls/1/requested_reviewers');
    expect(paths).toContain('POST /repos/acme/agents/issues/1/assignees');
  });
});

describe('draft', () => {
  it('always-true: a draft on creation, and turned back into one when the next run updates it', async () => {
    const { url, seed } = await setup(['a']);
    const inputs = { ...LOCAL, draft: 'always-true' };
    const first = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs });
    expect(first.code).toBe(0);
    expect(github.pulls[0].draft).toBe(true);
    // A maintainer marks it ready; an agent writes another entry; the next run updates the pull request.
    github.pulls[0].draft = false;
    await appendEntry(join(seed, 'memory/a.md'), { task: 'more', result: 'ok' });
    await git(seed, ['commit', '-qam', 'more']);
    await git(seed, ['push', '-q', 'origin', 'main']);
    const second = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs });
    expect(second.code).toBe(0);
    expect(second.outputs.operation).toBe('updated');
    expect(github.pulls[0].draft).toBe(true);
    expect(github.requests.filter((q) => q.path === '/graphql')).toHaveLength(1);
    expect(second.stdout).not.toContain('::warning::turning');
  });

  it('true: a draft on creation only; false: never', async () => {
    const { url, seed } = await setup(['a']);
    await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: { ...LOCAL, draft: 'true' } });
    expect(github.pulls[0].draft).toBe(true);
    github.pulls[0].draft = false;
    await appendEntry(join(seed, 'memory/a.md'), { task: 'more', result: 'ok' });
    await git(seed, ['commit', '-qam', 'more']);
    await git(seed, ['push', '-q', 'origin', 'main']);
    const r = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: { ...LOCAL, draft: 'true' } });
    expect(r.outputs.operation).toBe('updated');
    expect(github.pulls[0].draft).toBe(false);
    expect(github.requests.filter((q) => q.path === '/graphql')).toHaveLength(0);
  });
});

describe('a store of 50 agents', () => {
  it('keeps the body within GitHub limit with the lead, totals, risks and table; the summary has every row', async () => {
    const names = Array.from({ length: 50 }, (_, i) => `agent-${String(i).padStart(2, '0')}`);
    const { url } = await setup(names, 40);
    const r = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: LOCAL });
    expect(r.code).toBe(0);
    const body = github.pulls[0].body;
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toContain('**Merging this pull request**');
    expect(body).toContain('**Totals:**');
    expect(body).toContain('| Agent | Entries removed |');
    expect(body).toContain('| File | Agent | Change |');
    const files = await diffStatFiles(url);
    expect(files.length).toBeGreaterThanOrEqual(100);
    expect(tableFiles(r.summary)).toEqual(files);
    for (const n of names) expect(r.summary).toContain(`| \`${n}\` | 39 |`);
    if (tableFiles(body).length < files.length) expect(body).toMatch(/… and \d+ more files/);
    else expect(tableFiles(body)).toEqual(files);

    // The commit: a subject of at most 72 characters, a line per agent in the body.
    const work = await clone(url);
    await git(work, ['fetch', '-q', 'origin', 'memkeep/gc']);
    const [subject, ...rest] = (await git(work, ['log', '-1', '--format=%B', 'FETCH_HEAD'])).split('\n');
    expect(subject.length).toBeLessThanOrEqual(72);
    expect(subject).toBe('memkeep: trim 1950 run-log entries, prune 0 memory files (50 agents)');
    for (const n of names) expect(rest).toContain(`${n}: -39 entries, distilled into digest and lessons`);
  });
});

/** The Mermaid block of a document, line by line. */
function mermaidBlock(doc: string): string[] {
  const m = /```mermaid\n[\s\S]*?\n```/.exec(doc);
  expect(m, 'a mermaid block').not.toBeNull();
  return m![0].split('\n');
}

/** Bytes of the files under memory/ on a ref of the remote. */
async function memoryBytes(url: string, ref: string): Promise<number> {
  const work = await clone(url);
  await git(work, ['fetch', '-q', 'origin', ref]);
  const tree = await git(work, ['ls-tree', '-r', '-l', 'FETCH_HEAD', '--', 'memory']);
  return tree
    .split('\n')
    .filter(Boolean)
    .reduce((n, l) => n + Number(l.split(/\s+/)[3]), 0);
}

describe('the picture and the dry run', () => {
  /** Three days of growth: the run-logs get longer each day. */
  async function growing(names: string[]) {
    const repo = await repoWithRemote();
    for (const [day, entries] of [
      [6, 4],
      [4, 7],
      [2, 10],
    ]) {
      const files: Record<string, string> = {};
      for (const name of names) {
        files[`agents/${name}.toml`] = '[memory]\nenabled = true\nlast_n = 3\n';
        files[`memory/${name}.md`] = FAILED + log(entries);
      }
      await commitFiles(repo.seed, files, daysAgo(day));
    }
    await git(repo.seed, ['push', '-q', 'origin', 'main']);
    return repo;
  }
  const date = (days: number) => daysAgo(days).toISOString().slice(0, 10);

  it("charts each agent's memory over time and this run's before and after, with no name inside the chart", async () => {
    const hostile = 'q`]"<img src=x onerror=y> #7';
    const { url } = await growing(['a', hostile]);
    const r = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: LOCAL });
    expect(r.code).toBe(0);
    const before = await memoryBytes(url, 'main');
    const after = await memoryBytes(url, 'memkeep/gc');
    expect(after).not.toBe(before);
    for (const doc of [github.pulls[0].body, r.summary]) {
      const block = mermaidBlock(doc);
      for (const line of block) {
        expect(line).toMatch(/^(```(mermaid)?|%%\{init: .*\}%%|xychart-beta| {2}(title|x-axis|y-axis|line) .*)$/);
        expect(line).not.toMatch(/<|img|onerror|q`/);
      }
      expect(block).toContain(`  x-axis ["${date(6)}", "${date(4)}", "before", "after"]`);
      // The first line is the store's total: before and after as the repository has them.
      const total = block.find((l) => l.startsWith('  line ['))!;
      expect(total).toMatch(new RegExp(`, ${before}, ${after}\\]$`));
      expect(block.filter((l) => l.startsWith('  line ['))).toHaveLength(3);
      // The names are in the legend, as code spans.
      expect(doc).toContain('``q`]"<img src=x onerror=y> #7``');
      expect(doc).toContain('- blue: `');
    }
  });

  it("a dry run's summary has the files' table the pull request then has, and leaves the checkout and refs as they were", async () => {
    const { url, remote } = await growing(['a', 'b']);
    const work = await clone(url);
    const refsBefore = await git(remote, ['for-each-ref']);
    const dry = await runAction({ workspace: work, apiUrl: github.url, inputs: { ...LOCAL, 'dry-run': 'true' } });
    expect(dry.code).toBe(0);
    expect(dry.outputs.operation).toBe('dry-run');
    expect(github.requests).toHaveLength(0);
    expect(await git(remote, ['for-each-ref'])).toBe(refsBefore);
    expect((await git(work, ['status', '--porcelain'])).trim()).toBe('');
    expect((await git(work, ['worktree', 'list'])).trim().split('\n')).toHaveLength(1);
    expect(dry.summary).toContain('**Dry run** on `main`');
    expect(dry.summary).toMatch(/What `memkeep load` gives the agents: .* before, .* after\./);
    expect(dry.summary).toContain('  x-axis [');

    const real = await runAction({ workspace: await clone(url), apiUrl: github.url, inputs: LOCAL });
    expect(real.code).toBe(0);
    const files = await diffStatFiles(url);
    expect(files.length).toBeGreaterThan(0);
    expect(tableFiles(dry.summary)).toEqual(files);
    expect(tableFiles(github.pulls[0].body)).toEqual(files);
    expect(dry.outputs['bytes-net']).toBe(real.outputs['bytes-net']);
    expect(dry.outputs['load-bytes-after']).toBe(real.outputs['load-bytes-after']);
  });

  it('commit mode charts the commit against its parent', async () => {
    const { url } = await growing(['a', 'b']);
    const before = await memoryBytes(url, 'main');
    const r = await runAction({
      workspace: await clone(url),
      apiUrl: github.url,
      inputs: { ...LOCAL, mode: 'commit' },
    });
    expect(r.code).toBe(0);
    expect(r.outputs.operation).toBe('committed');
    const after = await memoryBytes(url, 'main');
    const block = mermaidBlock(r.summary);
    expect(block).toContain(`  x-axis ["${date(6)}", "${date(4)}", "before", "after"]`);
    expect(block.find((l) => l.startsWith('  line ['))).toMatch(new RegExp(`, ${before}, ${after}\\]$`));
  });

  it('a dry run on a store with uncommitted changes plans in place: the planned after, no files table, nothing changed', async () => {
    const { url } = await growing(['a']);
    const work = await clone(url);
    await appendEntry(join(work, 'memory/a.md'), { task: 'uncommitted', result: 'ok' });
    const status = await git(work, ['status', '--porcelain']);
    const dry = await runAction({ workspace: work, apiUrl: github.url, inputs: { ...LOCAL, 'dry-run': 'true' } });
    expect(dry.code).toBe(0);
    expect(tableFiles(dry.summary)).toEqual([]);
    expect(mermaidBlock(dry.summary).join('\n')).toContain('"before", "after (planned)"]');
    expect(await git(work, ['status', '--porcelain'])).toBe(status);
  });
});
