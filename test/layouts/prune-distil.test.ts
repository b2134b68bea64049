/**
 * A pruned file is distilled before it goes, in the same change (issue 22):
 * for every supported shape that has files to prune, `memkeep prune
 * --commit` in a real git repository with real commit dates removes exactly
 * the declared episodic/procedural files and, in that same commit, writes
 * what they knew into the agent's digest; a file whose knowledge cannot be
 * kept (a locked digest) is kept; a trim and a prune in one run distil into
 * the one digest.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAgent } from '../../src/config/agent-config.js';
import { DIGEST_FILE } from '../../src/config/paths.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import { apply } from '../../src/gc/apply.js';
import { plan } from '../../src/gc/plan.js';
import { parseItems } from '../../src/memory/knowledge/items.js';
import { agentStatuses } from '../../src/ops/status.js';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { startModelServer } from '../helpers/model-server.js';
import { SHAPES, type Shape } from './shapes.js';

const AUTHOR = 'Test Agent <agent@example.invalid>';

/** The shape committed into a repository with a bare remote, init's config committed and pushed. */
async function pushed(shape: Shape): Promise<string> {
  const { seed } = await repoWithRemote();
  for (const c of shape.commits) await commitFiles(seed, c.files, daysAgo(c.days), `memory (${c.days} days ago)`);
  expect((await run(['init', '--write', '--root', seed], seed)).code).toBe(0);
  const config = `agents/${shape.agent}.toml`;
  await commitFiles(seed, { [config]: await readFile(join(seed, config), 'utf8') }, daysAgo(0), 'config');
  await git(seed, ['push', '-q', 'origin', 'main']);
  return seed;
}

async function digestOf(root: string, agent: string): Promise<string> {
  const memory = (await loadAgent(await loadStoreConfig(root), agent)).memory;
  return join(memory.proceduralDir, DIGEST_FILE);
}

describe.each(SHAPES.filter((s) => s.pruned.length > 0).map((s) => [s.name, s] as const))('%s', (_name, shape) => {
  it('prune --commit removes only the declared files, each distilled into the digest in the same commit', async () => {
    const root = await pushed(shape);
    const digest = await digestOf(root, shape.agent);
    const digestRel = digest.slice(root.length + 1);
    const dry = JSON.parse((await run(['prune', '--dry-run', '--json', '--root', root], root)).out);
    const planned = dry.agents.find((a: { agent: string }) => a.agent === shape.agent).prune;
    expect(planned.distilled.target).toBe(digestRel);
    expect([...planned.distilled.files].sort()).toEqual(shape.pruned);

    const prune = await run(['prune', '--commit', '--author', AUTHOR, '--root', root], root);
    expect(prune.err).toBe('');
    expect(prune.code).toBe(0);
    expect(prune.out).toContain(`Distilled ${shape.agent}'s pruned files first into ${digestRel}`);
    // One commit: the deletions and the digest together, nothing else.
    const changed = (await git(root, ['show', '--name-status', '--format=', 'HEAD'])).trim().split('\n').sort();
    expect(changed).toEqual([`A\t${digestRel}`, ...shape.pruned.map((f) => `D\t${f}`)].sort());
    expect((await git(root, ['status', '--porcelain'])).trim()).toBe('');
    const text = await readFile(digest, 'utf8');
    for (const phrase of shape.distilled ?? []) expect(text).toContain(phrase);
    expect(parseItems(text, 2).items.length).toBeGreaterThanOrEqual(shape.pruned.length);
  });

  it('a locked digest keeps every file it would have been distilled into, and says why', async () => {
    const root = await pushed(shape);
    const digest = await digestOf(root, shape.agent);
    await commitFiles(root, { [`${digest.slice(root.length + 1)}.lock`]: '' }, daysAgo(0), 'lock');
    const prune = await run(['prune', '--root', root], root);
    expect(prune.code).toBe(0);
    for (const f of shape.pruned)
      expect(prune.out).toMatch(new RegExp(`Kept ${shape.agent} ${f}: kept: its knowledge cannot be distilled first`));
    expect(prune.err).toMatch(/is locked, so pruned files cannot be distilled/);
    expect((await git(root, ['status', '--porcelain'])).trim()).toBe('');
  });
});

describe('a trim and a prune in one run', () => {
  it('distil into the one digest: the dropped entries, then the pruned files', async () => {
    const { seed: root } = await repoWithRemote();
    const entry = (i: number, text: string) =>
      `## 2026-01-0${i}T10:00:00Z\n**Task:** run ${i}\n**Result:** ${text}\n\n`;
    await commitFiles(
      root,
      {
        'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\n',
        'memory/a.md': [
          entry(1, '**Decision:** deploy from the release branch only, never from main.'),
          entry(2, 'Green.'),
        ].join(''),
        'memory/a/procedural/old-runbook.md':
          '# Runbook\n\n**Fix:** restart the queue worker when the backlog passes 10k jobs.\n',
      },
      daysAgo(200),
    );
    const store = await loadStoreConfig(root);
    const p = await plan(store, await selectAgents(store, ['a'], false), {
      steps: ['trim', 'analyse', 'distil', 'prune'],
      dryRun: false,
      analysis: { store, env: {}, analyzer: 'local' },
    });
    const a = p.agents[0];
    expect(a.steps.prune?.distil?.afterDistil).toBe(true);
    const applied = await apply(p);
    expect(applied.problems).toEqual([]);
    expect(applied.outcomes.a.prune?.removed.map((r) => r.path)).toEqual([
      join(root, 'memory/a/procedural/old-runbook.md'),
    ]);
    const text = await readFile(join(root, 'memory/a/procedural', DIGEST_FILE), 'utf8');
    expect(text).toContain('deploy from the release branch only');
    expect(text).toContain('restart the queue worker');
  });

  it('keeps the pruned files when the digest changed between the distil step and the prune', async () => {
    const { seed: root } = await repoWithRemote();
    await commitFiles(
      root,
      {
        'agents/a.toml': '[memory]\nenabled = true\n',
        'memory/a/procedural/old-runbook.md':
          '# Runbook\n\n**Fix:** restart the queue worker when the backlog passes 10k jobs.\n',
      },
      daysAgo(200),
    );
    const store = await loadStoreConfig(root);
    const p = await plan(store, await selectAgents(store, ['a'], false), {
      steps: ['prune'],
      dryRun: false,
      analysis: { store, env: {}, analyzer: 'local' },
    });
    // Someone writes the digest after the plan: the prune's write is refused, so the file stays.
    const digest = join(root, 'memory/a/procedural', DIGEST_FILE);
    await writeFile(digest, '# Knowledge\n\n## Mine\n\n- an item of my own\n');
    const applied = await apply(p);
    expect(applied.outcomes.a.prune?.removed).toEqual([]);
    expect(applied.outcomes.a.prune?.skipped[0].message).toMatch(/could not be distilled first.*changed since/);
    expect(await readFile(join(root, 'memory/a/procedural/old-runbook.md'), 'utf8')).toContain('queue worker');
    expect(await readFile(digest, 'utf8')).toBe('# Knowledge\n\n## Mine\n\n- an item of my own\n');
  });
});

describe('with a model', () => {
  const RUNBOOK = '# Runbook\n\n**Fix:** restart the queue worker when the backlog passes 10k jobs.\n';
  const OPS = JSON.stringify({
    operations: [
      { op: 'add', item: null, title: 'Queue worker', knowledge: ['Restart it past 10k jobs.'], evidence: ['E1'] },
    ],
  });

  async function modelStore(): Promise<string> {
    const { seed: root } = await repoWithRemote();
    await commitFiles(
      root,
      {
        'agents/a.toml': 'model = "openai/gpt-test"\n[memory]\nenabled = true\n',
        'memory/a/procedural/old-runbook.md': RUNBOOK,
        'memory/a/procedural/old-deploys.md': '# Deploys\n\n**Decision:** deploy on Tuesdays only.\n',
      },
      daysAgo(200),
    );
    return root;
  }

  async function pruneWith(root: string, url: string) {
    const store = await loadStoreConfig(root);
    const env = { OPENAI_API_KEY: 'sk-test-prune-0123456789abcdef', MEMKEEP_OPENAI_BASE_URL: url };
    const p = await plan(store, await selectAgents(store, ['a'], false), {
      steps: ['prune'],
      dryRun: false,
      analysis: { store, env },
    });
    return { plan: p, applied: await apply(p) };
  }

  it('makes one distil call per pruned file, each showing that file, and writes its answer before the files go', async () => {
    const server = await startModelServer({ content: OPS });
    try {
      const root = await modelStore();
      const { applied } = await pruneWith(root, server.url);
      expect(server.requests.length).toBe(2);
      const sent = server.requests.map((r) => JSON.stringify(r.body.messages));
      expect(sent.filter((m) => m.includes('restart the queue worker')).length).toBe(1);
      expect(sent.filter((m) => m.includes('deploy on Tuesdays only')).length).toBe(1);
      expect(applied.outcomes.a.prune?.removed.length).toBe(2);
      const text = await readFile(join(root, 'memory/a/procedural', DIGEST_FILE), 'utf8');
      expect(text).toContain('Restart it past 10k jobs.');
    } finally {
      await server.close();
    }
  });

  it('status counts the files prune would remove without distilling them: no model call', async () => {
    const server = await startModelServer({ content: OPS });
    try {
      const root = await modelStore();
      const store = await loadStoreConfig(root);
      const agent = await loadAgent(store, 'a');
      const env = { OPENAI_API_KEY: 'sk-test-prune-0123456789abcdef', MEMKEEP_OPENAI_BASE_URL: server.url };
      const { statuses } = await agentStatuses(store, [agent], env);
      expect(statuses[0].next.prune).toBe(2);
      expect(server.requests).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('keeps every file when the distil call fails, and says why', async () => {
    // An answer that is no JSON fails the call at once (a 503 would be retried first).
    const server = await startModelServer({ content: 'not json' });
    try {
      const root = await modelStore();
      const { plan: p, applied } = await pruneWith(root, server.url);
      expect(p.agents[0].steps.prune?.items).toEqual([]);
      expect(p.agents[0].steps.prune?.kept.map((k) => k.message)).toEqual([
        expect.stringMatching(/kept: its knowledge cannot be distilled first/),
        expect.stringMatching(/kept: its knowledge cannot be distilled first/),
      ]);
      expect(applied.paths).toEqual([]);
      expect(await readFile(join(root, 'memory/a/procedural/old-runbook.md'), 'utf8')).toBe(RUNBOOK);
    } finally {
      await server.close();
    }
  });
});
