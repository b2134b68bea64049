/**
 * The analysis cache's side ref when several writers share it (matrix
 * shards): each one read the state before the others pushed, and every
 * writer's entries must survive. The interleaving is forced here, so this
 * does not depend on the timing the matrix test in test/action relies on.
 */

import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fetchSharedState as fetchState, saveSharedState as pushState } from '../../src/action/shared-state.js';
import type { CachedAnalysis } from '../../src/analysis/cache.js';
import { STATE_REF } from '../../src/git/state-ref.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';

const BOT = { name: 'memkeep-test', email: 'memkeep-test@example.invalid' };

function entry(analysis: string): CachedAnalysis {
  return {
    digests: [`digest-${analysis}`],
    analyzer: 'local',
    maxInputTokens: 1000,
    analysis,
    at: '2026-01-01T00:00:00.000Z',
  };
}

async function setup() {
  const repo = await repoWithRemote();
  await commitFiles(repo.seed, { 'README.md': 'store\n' }, daysAgo(1));
  await git(repo.seed, ['push', '-q', 'origin', 'main']);
  return repo;
}

describe('refs/memkeep/state with concurrent writers', () => {
  it('merges a writer that read a stale state into what the others pushed, keeping every entry', async () => {
    const { url, remote } = await setup();
    const [one, two, three] = await Promise.all([clone(url), clone(url), clone(url)]);
    // All three read before anyone wrote: the ref does not exist yet.
    for (const w of [one, two, three]) expect(await fetchState(w)).toEqual({ version: 1, agents: {} });

    expect(await pushState(one, { alpha: entry('a1') }, BOT)).toBeUndefined();
    expect(await pushState(two, { bravo: entry('b1') }, BOT)).toBeUndefined();
    expect(await pushState(three, { charlie: entry('c1') }, BOT)).toBeUndefined();

    const check = await clone(url);
    expect((await fetchState(check)).agents).toEqual({ alpha: entry('a1'), bravo: entry('b1'), charlie: entry('c1') });
    // History, not a force-push: each write sits on the one before it.
    expect((await git(remote, ['rev-list', '--count', STATE_REF])).trim()).toBe('3');
  });

  it("replaces only the writer's own agents, and a newer write of an agent wins", async () => {
    const { url } = await setup();
    const [one, two] = await Promise.all([clone(url), clone(url)]);
    expect(await pushState(one, { alpha: entry('a1'), bravo: entry('b1') }, BOT)).toBeUndefined();
    await Promise.all([fetchState(one), fetchState(two)]);

    expect(await pushState(one, { alpha: entry('a2') }, BOT)).toBeUndefined();
    // `two` read alpha as a1; writing bravo must not put a1 back.
    expect(await pushState(two, { bravo: entry('b2') }, BOT)).toBeUndefined();

    expect((await fetchState(await clone(url))).agents).toEqual({ alpha: entry('a2'), bravo: entry('b2') });
  });

  it('returns a warning, not an error, when the remote refuses the ref', async () => {
    const { url, remote } = await setup();
    const work = await clone(url);
    // A hook that refuses everything: a protected ref, a read-only token.
    const hook = join(remote, 'hooks', 'pre-receive');
    await writeFile(hook, '#!/bin/sh\necho "refs are read-only here" >&2\nexit 1\n');
    await chmod(hook, 0o755);
    const warning = await pushState(work, { alpha: entry('a1') }, BOT);
    expect(warning).toMatch(/^could not save the analysis cache to refs\/memkeep\/state: /);
    expect((await git(remote, ['for-each-ref', STATE_REF])).trim()).toBe('');
  });
});
