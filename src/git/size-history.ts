/**
 * Each agent's memory size over time, from git history, for the review's
 * chart: a bounded number of commits of the memory files is read (one
 * `git log`, at most `maxCommits` lines), at most `samples` of them are
 * picked evenly over time (one a day at most), and each picked commit's
 * blob sizes are read with one `git ls-tree`. So the git work is one log
 * and at most `samples` tree listings, whatever the history's length.
 */
import { relative, sep } from 'node:path';
import type { Agent } from '../config/types.js';
import type { Git } from './git.js';
import { blobSizes } from './tree-sizes.js';

/** The files and folders of one line of the chart (absolute paths). */
export interface SizeGroup {
  name: string;
  paths: string[];
}

export interface SizePoint {
  /** Commit time, seconds since the epoch. */
  time: number;
  /** Bytes per group name, on that commit. */
  sizes: Record<string, number>;
}

export interface SizeHistory {
  /** Oldest first; the last is `until` itself. */
  points: SizePoint[];
  /** Commits `git log` listed (at most `maxCommits`). */
  commitsRead: number;
  /** The log stopped at `maxCommits`: there is older history. */
  capped: boolean;
  /** Trees read (at most `samples`). */
  treesRead: number;
}

/** Sample points of the chart, `until` included. */
export const HISTORY_SAMPLES = 12;
/** Commits of the memory files read at most, newest first. */
export const HISTORY_COMMITS = 1000;
/** Pathspecs are passed to git while they are this short together; past it, the store root. */
const PATHSPEC_CHARS = 32 * 1024;

/** An agent's memory: its log, core files, procedural and episodic folders. */
export function memoryPaths(agent: Agent): SizeGroup {
  const m = agent.memory;
  return { name: agent.name, paths: [m.path, ...m.coreFiles, m.proceduralDir, m.episodicDir] };
}

/**
 * The sizes of each group on up to `samples` commits of the first-parent
 * history of `until` that touch the groups' files, oldest first, ending
 * with `until` itself. `scope` (absolute) is the store root, used instead
 * of the groups' paths when there are too many of them to name. `git`
 * runs at `top` (pathspecs are top-relative).
 */
export async function sizeHistory(
  git: Git,
  top: string,
  groups: SizeGroup[],
  until: string,
  scope: string,
  options: { samples?: number; maxCommits?: number } = {},
): Promise<SizeHistory> {
  const samples = Math.max(1, options.samples ?? HISTORY_SAMPLES);
  const maxCommits = Math.max(1, options.maxCommits ?? HISTORY_COMMITS);
  const { owner, specs } = pathspecs(top, groups, scope);

  const tip = await git.revParse(until);
  const log = await git.raw([
    'log',
    '--first-parent',
    `--max-count=${maxCommits}`,
    '--format=%H %ct',
    tip,
    '--',
    ...specs,
  ]);
  const commits = log
    .split('\n')
    .map((l) => l.trim().split(' '))
    .filter(([sha, t]) => sha && t)
    .map(([sha, t]) => ({ sha, time: Number(t) }));
  // One a day (the newest of it), without the tip, which is always the last point.
  const days = new Set<string>();
  const daily = commits.filter((c) => {
    const day = new Date(c.time * 1000).toISOString().slice(0, 10);
    if (c.sha === tip || days.has(day)) return false;
    days.add(day);
    return true;
  });
  const picked = spread(daily.reverse(), samples - 1);
  const tipTime = Number((await git.raw(['log', '-1', '--format=%ct', tip])).trim());
  const points: SizePoint[] = [];
  for (const c of [...picked, { sha: tip, time: tipTime }])
    points.push({ time: c.time, sizes: await treeSizes(git, c.sha, specs, owner, groups) });
  return { points, commitsRead: commits.length, capped: commits.length >= maxCommits, treesRead: points.length };
}

/** Bytes per group on one commit (`git` runs at `top`). */
export async function sizesAt(
  git: Git,
  top: string,
  groups: SizeGroup[],
  commit: string,
  scope: string,
): Promise<Record<string, number>> {
  const { owner, specs } = pathspecs(top, groups, scope);
  return treeSizes(git, commit, specs, owner, groups);
}

/** Each named path's group, and what to hand git: the paths, or the store root when they are too many. */
function pathspecs(top: string, groups: SizeGroup[], scope: string) {
  const rel = (abs: string) => relative(top, abs).split(sep).join('/') || '.';
  const owner = new Map<string, string>();
  for (const g of groups) for (const p of g.paths) if (!owner.has(rel(p))) owner.set(rel(p), g.name);
  const named = [...owner.keys()];
  const specs = named.reduce((n, p) => n + p.length + 1, 0) <= PATHSPEC_CHARS ? named : [rel(scope)];
  return { owner, specs };
}

/** Up to `n` items of `all`, evenly spaced, the first and last included. */
function spread<T>(all: T[], n: number): T[] {
  if (all.length <= n) return all;
  if (n <= 0) return [];
  if (n === 1) return [all[all.length - 1]];
  return Array.from({ length: n }, (_, i) => all[Math.round((i * (all.length - 1)) / (n - 1))]);
}

/** Bytes per group on one commit: each file counts for the group of its nearest named path. */
async function treeSizes(
  git: Git,
  sha: string,
  specs: string[],
  owner: Map<string, string>,
  groups: SizeGroup[],
): Promise<Record<string, number>> {
  const sizes: Record<string, number> = Object.fromEntries(groups.map((g) => [g.name, 0]));
  for (const [path, bytes] of await blobSizes(git, sha, specs)) {
    const name = nearest(path, owner);
    if (name !== undefined) sizes[name] += bytes;
  }
  return sizes;
}

function nearest(path: string, owner: Map<string, string>): string | undefined {
  for (let p = path; ; ) {
    const hit = owner.get(p);
    if (hit !== undefined) return hit;
    const cut = p.lastIndexOf('/');
    if (cut < 0) return owner.get('.');
    p = p.slice(0, cut);
  }
}
