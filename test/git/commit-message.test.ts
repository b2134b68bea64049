/**
 * Commit messages and paths reach git through files: a store of thousands
 * of agents makes both longer than one command-line argument may be
 * (Linux: 128 KiB, spawn E2BIG), and the subject stays a subject.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitMessage, SUBJECT_MAX } from '../../src/gc/message.js';
import type { Applied, Plan } from '../../src/gc/model.js';
import { ACTIONS_BOT } from '../../src/git/author.js';
import { Git } from '../../src/git/git.js';
import { commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';

describe('commitPaths', () => {
  it('commits 600 paths with a 200 KB message, every path and every line kept', async () => {
    const { seed } = await repoWithRemote();
    const names = Array.from({ length: 600 }, (_, i) => `memory/agent-with-a-longish-name-${i}.md`);
    await commitFiles(seed, Object.fromEntries(names.map((n) => [n, 'old\n'])), daysAgo(1));
    for (const n of names) await writeFile(join(seed, n), 'new\n');
    const body = names.map((n) => `${n}: -1 entry, distilled into digest and lessons, ${'x'.repeat(300)}`);
    const message = `memkeep: trim 600 run-log entries (600 agents)\n\n${body.join('\n')}\n`;
    expect(message.length).toBeGreaterThan(128 * 1024);
    const sha = await new Git(seed).commitPaths(
      names.map((n) => join(seed, n)),
      message,
      ACTIONS_BOT,
      seed,
    );
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    expect(await git(seed, ['log', '-1', '--format=%B'])).toBe(`${message}\n`);
    const changed = (await git(seed, ['diff', '--name-only', 'HEAD~1', 'HEAD'])).trim().split('\n');
    expect(changed.sort()).toEqual([...names].sort());
  });

  it('takes a path with glob characters literally and returns undefined when nothing changed', async () => {
    const { seed } = await repoWithRemote();
    await commitFiles(seed, { 'memory/[a]*.md': 'x\n', 'memory/a.md': 'y\n' }, daysAgo(1));
    const g = new Git(seed);
    expect(await g.commitPaths([join(seed, 'memory/[a]*.md')], 'nothing', ACTIONS_BOT, seed)).toBeUndefined();
    await writeFile(join(seed, 'memory/[a]*.md'), 'changed\n');
    await writeFile(join(seed, 'memory/a.md'), 'not committed\n');
    expect(await g.commitPaths([join(seed, 'memory/[a]*.md')], 'one file', ACTIONS_BOT, seed)).toBeDefined();
    expect((await git(seed, ['show', '--name-only', '--format=', 'HEAD'])).trim()).toBe('memory/[a]*.md');
  });
});

describe('commitMessage', () => {
  function applied(agents: number | string[]): Applied {
    const names = typeof agents === 'number' ? Array.from({ length: agents }, (_, i) => `agent-${i}`) : agents;
    const plan = {
      steps: ['trim', 'prune'],
      agents: names.map((name) => ({ name, steps: { trim: { plan: { removed: 2 } } } })),
    } as unknown as Plan;
    return {
      plan,
      paths: [],
      problems: [],
      outcomes: Object.fromEntries(names.map((n) => [n, { trim: { rewritten: true } }])),
    } as unknown as Applied;
  }

  it('names the agents in the subject while they fit', () => {
    const [subject, blank, ...lines] = commitMessage(applied(2)).split('\n');
    expect(subject).toBe('memkeep: trim 4 run-log entries, prune 0 memory files (agent-0, agent-1)');
    expect(blank).toBe('');
    expect(lines).toEqual(['agent-0: -2 entries', 'agent-1: -2 entries']);
  });

  it('counts them when they do not, and keeps each agent in the body', () => {
    const [subject, , ...lines] = commitMessage(applied(1200)).split('\n');
    expect(subject.length).toBeLessThanOrEqual(SUBJECT_MAX);
    expect(subject).toBe('memkeep: trim 2400 run-log entries, prune 0 memory files (1200 agents)');
    expect(lines).toHaveLength(1200);
  });

  /**
   * An agent's name is its config's file name, anyone's who can push:
   * `agents/fixes #1.toml` is a valid agent, and a commit-mode run pushed
   * "memkeep: trim … (fixes #1)" to the default branch, which closes
   * issue 1 (and cross-references it from the commit).
   */
  it('closes and references nothing through an agent name', () => {
    const message = commitMessage(applied(['fixes #1', 'Resolves acme/mem#2', 'gh GH-3 @octocat']));
    expect(message).not.toMatch(/(?<![A-Za-z0-9])(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)(?![A-Za-z0-9])/i);
    expect(message).not.toMatch(/#\d|GH-\d|@[a-z]/i);
    // Reads the same: only joiners were added.
    expect(message.replaceAll('\u2060', '').split('\n').slice(2)).toEqual([
      'fixes #1: -2 entries',
      'Resolves acme/mem#2: -2 entries',
      'gh GH-3 @octocat: -2 entries',
    ]);
    expect(commitMessage(applied(['fixes #1'])).replaceAll('\u2060', '')).toMatch(/^memkeep: [^\n]* \(fixes #1\)\n/);
  });
});
