/**
 * Race rounds, extending test/git/commit-race.test.ts: agents append run-log
 * entries with `memkeep log` and push to one bare remote while
 * `memkeep gc --all --commit` trims the same logs and pushes to the same
 * branch. Each round first moves the branch under memkeep (so its first push
 * is always rejected and it must fetch, re-apply and push again), then lets
 * the agents keep pushing, at seeded random moments, while memkeep works.
 *
 * "No entry lost" is checked exactly, every round, from the remote's own
 * history: walking every new commit, an agent's commit may only add entries
 * at the end of its log, and a memkeep commit may only drop entries from the
 * start while keeping at least last_n. The entries memkeep's commits dropped
 * plus those in the final logs must then be exactly the entries the agents
 * pushed, with none in both and none twice.
 */

import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { clone, commitFiles, daysAgo, git, IDENTITY, repoWithRemote } from '../helpers/git.js';
import { seededRandom, testSeed } from '../helpers/random.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

const ROUNDS = 10;
const LAST_N = 4;
const AGENTS = ['alpha', 'beta'];
/** Entries each agent appends and pushes while memkeep runs, per round. */
const PER_ROUND = 2;
const MEMKEEP = { name: 'memkeep', email: 'memkeep@example.invalid' };
const SEED = testSeed();
const ENTRY = /^## \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\n\*\*Task:\*\* task (\S+)\n\*\*Result:\*\* result (\S+)\n\n$/;

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
const logPath = (agent: string) => `memory/${agent}.md`;

interface Stats {
  appended: number;
  agentPushes: number;
  agentRejected: number;
  memkeepRuns: number;
  memkeepAttempts: number;
  memkeepCommits: number;
  trimmed: number;
}

/** Pushes HEAD to main like an agent's job would: on rejection, rebase onto the new tip and try again. */
async function pushWithRebase(repo: string, stats: Stats): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await git(repo, ['push', '-q', 'origin', 'HEAD:main']);
      stats.agentPushes++;
      return;
    } catch (err) {
      const text = String((err as Error).message);
      if (attempt >= 30 || !/\[rejected\]|fetch first|non-fast-forward|cannot lock ref|failed to update ref/.test(text))
        throw err;
      stats.agentRejected++;
      await git(repo, ['pull', '-q', '--rebase', 'origin', 'main']);
    }
  }
}

/** One agent run: append with the real CLI, commit the log, push; `pushed` learns the id once it is on the remote. */
async function agentRun(repo: string, agent: string, id: string, pushed: Set<string>, stats: Stats): Promise<void> {
  const r = await runCli(['log', agent, '--task', `task ${id}`, '--result', `result ${id}`, '--root', repo], {
    env: IDENTITY,
  });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  stats.appended++;
  await git(repo, ['commit', '-q', '-m', `${agent}: run ${id}`, '--', logPath(agent)]);
  await pushWithRebase(repo, stats);
  pushed.add(id);
}

/** Contents of `rev:path` for many specs through one `git cat-file --batch`; undefined when missing. */
function readBlobs(repo: string, specs: string[]): Promise<(Buffer | undefined)[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['cat-file', '--batch'], {
      cwd: repo,
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' },
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`git cat-file exited ${code}`));
      const out = Buffer.concat(chunks);
      const blobs: (Buffer | undefined)[] = [];
      let pos = 0;
      for (let i = 0; i < specs.length; i++) {
        const eol = out.indexOf(0x0a, pos);
        const header = out.toString('utf8', pos, eol);
        pos = eol + 1;
        if (header.endsWith(' missing')) {
          blobs.push(undefined);
          continue;
        }
        const size = Number(header.split(' ')[2]);
        blobs.push(out.subarray(pos, pos + size));
        pos += size + 1;
      }
      resolve(blobs);
    });
    child.stdin.end(specs.map((s) => s + '\n').join(''));
  });
}

/** The entry ids of a log, in order; every entry must be exactly as `memkeep log` wrote it. */
function idsOf(log: Buffer | undefined, where: string): string[] {
  if (log === undefined || log.length === 0) return [];
  const text = log.toString('utf8');
  const blocks = text.split(/(?=^## )/m);
  return blocks.map((block) => {
    const m = ENTRY.exec(block);
    if (!m || m[1] !== m[2]) throw new Error(`${where}: malformed entry ${JSON.stringify(block.slice(0, 200))}`);
    return m[1];
  });
}

const startsWith = (list: string[], prefix: string[]) =>
  prefix.length <= list.length && prefix.every((id, i) => list[i] === id);

/**
 * Walks the remote's commits after `from` and checks every change to every
 * log; returns the new tip and adds what memkeep's commits dropped to `trimmed`.
 */
async function audit(
  remote: string,
  from: string,
  logs: Map<string, string[]>,
  trimmed: Set<string>,
  stats: Stats,
): Promise<string> {
  const lines = (await git(remote, ['log', '--reverse', '--format=%H %P%x09%an', `${from}..main`]))
    .trim()
    .split('\n')
    .filter(Boolean);
  const commits = lines.map((line) => {
    const [shas, author] = line.split('\t');
    const [sha, ...parents] = shas.split(' ');
    return { sha, parents, author };
  });
  const blobs = await readBlobs(
    remote,
    commits.flatMap((c) => AGENTS.map((a) => `${c.sha}:${logPath(a)}`)),
  );
  let tip = from;
  commits.forEach((c, ci) => {
    // Agents rebase and memkeep re-applies on the new tip: nobody merges, nothing is forced.
    expect(c.parents, `${c.sha} is not a fast-forward of ${tip}`).toEqual([tip]);
    AGENTS.forEach((agent, ai) => {
      const before = logs.get(agent)!;
      const after = idsOf(blobs[ci * AGENTS.length + ai], `${c.sha}:${logPath(agent)}`);
      if (c.author === MEMKEEP.name) {
        const cut = before.length - after.length;
        expect(cut, `${c.sha} added entries to ${agent}`).toBeGreaterThanOrEqual(0);
        expect(before.slice(cut), `${c.sha} removed other than the oldest entries of ${agent}`).toEqual(after);
        if (cut > 0) expect(after.length, `${c.sha} kept fewer than last_n of ${agent}`).toBeGreaterThanOrEqual(LAST_N);
        for (const id of before.slice(0, cut)) trimmed.add(id);
        stats.trimmed += cut;
      } else {
        expect(startsWith(after, before), `${c.sha} (${c.author}) changed existing entries of ${agent}`).toBe(true);
      }
      logs.set(agent, after);
    });
    if (c.author === MEMKEEP.name) stats.memkeepCommits++;
    tip = c.sha;
  });
  return tip;
}

describe('gc --commit racing agents that log and push', () => {
  it(`loses no entry in ${ROUNDS} rounds`, async () => {
    const { url, seed, remote } = await repoWithRemote();
    const files: Record<string, string> = {};
    for (const agent of AGENTS) {
      files[`agents/${agent}.toml`] = `model = "openai/m"\n[memory]\nenabled = true\nlast_n = ${LAST_N}\n`;
      files[logPath(agent)] = '';
    }
    await commitFiles(seed, files, daysAgo(1), 'store');
    await git(seed, ['push', '-q', 'origin', 'main']);
    const initial = (await git(seed, ['rev-parse', 'HEAD'])).trim();
    const memkeep = await clone(url);
    const clones = new Map<string, string>();
    for (const agent of AGENTS) clones.set(agent, await clone(url));

    const random = seededRandom(SEED);
    const stats: Stats = {
      appended: 0,
      agentPushes: 0,
      agentRejected: 0,
      memkeepRuns: 0,
      memkeepAttempts: 0,
      memkeepCommits: 0,
      trimmed: 0,
    };
    const pushed = new Set<string>();
    const trimmed = new Set<string>();
    const logs = new Map(AGENTS.map((a) => [a, [] as string[]]));
    let tip = initial;
    // History to trim from the first round on; later rounds leave their own (see the plan below).
    for (const agent of AGENTS) {
      await git(clones.get(agent)!, ['pull', '-q', '--rebase', 'origin', 'main']);
      for (let i = 0; i < LAST_N + 2; i++) await agentRun(clones.get(agent)!, agent, `w-${agent}-${i}`, pushed, stats);
    }

    for (let round = 0; round < ROUNDS; round++) {
      // A trim re-planned after a rejected push leaves last_n entries: give every round history to trim.
      if (round > 0) {
        for (const agent of AGENTS) {
          await git(clones.get(agent)!, ['pull', '-q', '--rebase', 'origin', 'main']);
          for (let i = 0; i < 2; i++)
            await agentRun(clones.get(agent)!, agent, `r${round}-${agent}-pre-${i}`, pushed, stats);
        }
      }
      await git(memkeep, ['pull', '-q', '--ff-only', 'origin', 'main']);
      // Pushed after memkeep's pull: memkeep plans on a stale tip and its first push must be rejected.
      const [first] = AGENTS;
      await git(clones.get(first)!, ['pull', '-q', '--rebase', 'origin', 'main']);
      await agentRun(clones.get(first)!, first, `r${round}-${first}-stale`, pushed, stats);

      const schedule = AGENTS.map((agent) => ({
        agent,
        delays: Array.from({ length: PER_ROUND }, () => Math.floor(random() * 150)),
      }));
      const gc = runCli(
        [
          'gc',
          '--all',
          '--commit',
          '--analyzer',
          'local',
          '--author',
          `${MEMKEEP.name} <${MEMKEEP.email}>`,
          '--root',
          memkeep,
        ],
        { env: IDENTITY },
      );
      const agents = schedule.map(async ({ agent, delays }) => {
        for (const [i, delay] of delays.entries()) {
          await sleep(delay);
          await agentRun(clones.get(agent)!, agent, `r${round}-${agent}-${i}`, pushed, stats);
        }
      });
      const [r] = await Promise.all([gc, ...agents]);
      expect(r.stderr, `round ${round}`).toBe('');
      expect(r.code, `round ${round}`).toBe(0);
      const attempts = Number(/\(attempt (\d+)\)/.exec(r.stdout)?.[1]);
      // A trim every round: memkeep re-plans on what the branch holds after its push was rejected.
      expect(r.stdout, `round ${round}: ${r.stdout}`).toMatch(/Trimmed: \d+ entries removed/);
      expect(attempts, `round ${round}: ${r.stdout}`).toBeGreaterThan(1);
      stats.memkeepRuns++;
      stats.memkeepAttempts += attempts;

      tip = await audit(remote, tip, logs, trimmed, stats);
      const final = new Set([...logs.values()].flat());
      const lost = [...pushed].filter((id) => !final.has(id) && !trimmed.has(id));
      expect(lost, `round ${round}: entries lost`).toEqual([]);
      expect(
        [...final].filter((id) => trimmed.has(id)),
        `round ${round}: trimmed entries back in a log`,
      ).toEqual([]);
      // Nothing but what the agents pushed, and each once.
      expect(final.size + trimmed.size).toBe(pushed.size);
      expect([...logs.values()].flat().length).toBe(final.size);
    }

    // Between them, agents and memkeep changed nothing but the run logs and, where the trimmed entries
    // held something to learn, their digests (these entries hold none: "task X", "result X").
    const touched = (await git(remote, ['diff', '--name-only', initial, 'main'])).trim().split('\n').sort();
    const digests = new Set(AGENTS.map((a) => `memory/${a}/procedural/digest.md`));
    expect(touched.filter((f) => !digests.has(f))).toEqual(AGENTS.map(logPath).sort());
    console.log(
      `[race] seed ${SEED}: ${ROUNDS} rounds; ${stats.appended} entries appended and pushed (${stats.agentPushes} agent pushes, ` +
        `${stats.agentRejected} rejected and rebased); memkeep: ${stats.memkeepRuns} runs, ${stats.memkeepCommits} commits, ` +
        `${stats.memkeepAttempts} push attempts (${stats.memkeepAttempts - stats.memkeepRuns} retries after rejection); ` +
        `${stats.trimmed} entries trimmed, ${[...logs.values()].flat().length} in the final logs; lost 0`,
    );
    expect(stats.memkeepCommits).toBeGreaterThanOrEqual(ROUNDS);
  });
});

/**
 * The same promise without git: agents appending with `memkeep log` while
 * `memkeep trim` rewrites the same log in the same directory. Each trim keeps
 * more entries than can be dropped from what the appenders add, so every
 * appended entry must still be in the log at the end. Before the write lock,
 * an append landing between a trim's last copy and its rename was lost (4 to
 * 9 of about 200 in this setup).
 */
describe('trim racing local appends in one directory', () => {
  const APPENDERS = 3;
  const TRIMS = 30;

  it(`loses no entry over ${TRIMS} trims and ${APPENDERS} appenders`, async () => {
    const root = await tempDir('memkeep-local-race-');
    let old = '';
    for (let i = 0; i < 20_000; i++)
      old += `## 2026-01-01T00:00:00Z\n**Task:** task old-${i}\n**Result:** ${'x'.repeat(200)}\n\n`;
    await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 100000\n', 'memory/a.md': old });

    const appended: string[] = [];
    let done = false;
    const appender = async (w: number) => {
      for (let i = 0; !done; i++) {
        const id = `w${w}-${i}`;
        const r = await runCli(['log', 'a', '--task', `task ${id}`, '--result', 'r', '--root', root]);
        expect(r.code, r.stderr).toBe(0);
        appended.push(id);
      }
    };
    const trimmer = async () => {
      // Each trim drops 150 old entries, never one an appender wrote.
      for (let k = 0, keep = 19_000; k < TRIMS; k++, keep -= 150) {
        const r = await runCli(['trim', 'a', '--keep', String(keep), '--root', root]);
        expect(r.code, r.stderr).toBe(0);
      }
      done = true;
    };
    await Promise.all([...Array.from({ length: APPENDERS }, (_, w) => appender(w)), trimmer()]);

    const text = await readFile(join(root, 'memory/a.md'), 'utf8');
    const lost = appended.filter((id) => !text.includes(`**Task:** task ${id}\n`));
    process.stdout.write(`[race] local: ${TRIMS} trims, ${appended.length} entries appended, ${lost.length} lost\n`);
    expect(appended.length).toBeGreaterThan(APPENDERS * 5);
    expect(lost).toEqual([]);
    expect(await listTree(root)).toEqual(['agents/a.toml', 'memory/a.md']);
  });
});
