export const id = 688;
export const ids = [688];
export const modules = {

/***/ 1688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HISTORY_COMMITS: () => (/* binding */ HISTORY_COMMITS),
  HISTORY_SAMPLES: () => (/* binding */ HISTORY_SAMPLES),
  memoryPaths: () => (/* binding */ memoryPaths),
  sizeHistory: () => (/* binding */ sizeHistory),
  sizesAt: () => (/* binding */ sizesAt)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/git/tree-sizes.ts
/** Listings kept: the two commits of a run, with room to spare; a long-lived process does not grow. */
const KEPT = 8;
const listings = new Map();
function blobSizes(git, commit, specs) {
    if (!/^[0-9a-f]{40}$/.test(commit))
        return list(git, commit, specs);
    const key = [git.cwd, commit, ...specs].join('\0');
    let sizes = listings.get(key);
    if (!sizes) {
        if (listings.size >= KEPT)
            listings.delete(listings.keys().next().value);
        sizes = list(git, commit, specs);
        // A failed listing is not kept: the next reader asks git again.
        sizes.catch(() => listings.delete(key));
        listings.set(key, sizes);
    }
    return sizes;
}
async function list(git, commit, specs) {
    const out = await git.raw(['ls-tree', '-r', '-l', '-z', '--full-tree', commit, '--', ...specs]);
    const sizes = new Map();
    for (const record of out.split('\0')) {
        const m = /^\S+ blob \S+ +(\d+)\t(.+)$/s.exec(record);
        if (m)
            sizes.set(m[2], Number(m[1]));
    }
    return sizes;
}

;// CONCATENATED MODULE: ./src/git/size-history.ts
/**
 * Each agent's memory size over time, from git history, for the review's
 * chart: a bounded number of commits of the memory files is read (one
 * `git log`, at most `maxCommits` lines), at most `samples` of them are
 * picked evenly over time (one a day at most), and each picked commit's
 * blob sizes are read with one `git ls-tree`. So the git work is one log
 * and at most `samples` tree listings, whatever the history's length.
 */


/** Sample points of the chart, `until` included. */
const HISTORY_SAMPLES = 12;
/** Commits of the memory files read at most, newest first. */
const HISTORY_COMMITS = 1000;
/** Pathspecs are passed to git while they are this short together; past it, the store root. */
const PATHSPEC_CHARS = 32 * 1024;
/** An agent's memory: its log, core files, procedural and episodic folders. */
function memoryPaths(agent) {
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
async function sizeHistory(git, top, groups, until, scope, options = {}) {
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
    const days = new Set();
    const daily = commits.filter((c) => {
        const day = new Date(c.time * 1000).toISOString().slice(0, 10);
        if (c.sha === tip || days.has(day))
            return false;
        days.add(day);
        return true;
    });
    const picked = spread(daily.reverse(), samples - 1);
    const tipTime = Number((await git.raw(['log', '-1', '--format=%ct', tip])).trim());
    const points = [];
    for (const c of [...picked, { sha: tip, time: tipTime }])
        points.push({ time: c.time, sizes: await treeSizes(git, c.sha, specs, owner, groups) });
    return { points, commitsRead: commits.length, capped: commits.length >= maxCommits, treesRead: points.length };
}
/** Bytes per group on one commit (`git` runs at `top`). */
async function sizesAt(git, top, groups, commit, scope) {
    const { owner, specs } = pathspecs(top, groups, scope);
    return treeSizes(git, commit, specs, owner, groups);
}
/** Each named path's group, and what to hand git: the paths, or the store root when they are too many. */
function pathspecs(top, groups, scope) {
    const rel = (abs) => (0,external_node_path_.relative)(top, abs).split(external_node_path_.sep).join('/') || '.';
    const owner = new Map();
    for (const g of groups)
        for (const p of g.paths)
            if (!owner.has(rel(p)))
                owner.set(rel(p), g.name);
    const named = [...owner.keys()];
    const specs = named.reduce((n, p) => n + p.length + 1, 0) <= PATHSPEC_CHARS ? named : [rel(scope)];
    return { owner, specs };
}
/** Up to `n` items of `all`, evenly spaced, the first and last included. */
function spread(all, n) {
    if (all.length <= n)
        return all;
    if (n <= 0)
        return [];
    if (n === 1)
        return [all[all.length - 1]];
    return Array.from({ length: n }, (_, i) => all[Math.round((i * (all.length - 1)) / (n - 1))]);
}
/** Bytes per group on one commit: each file counts for the group of its nearest named path. */
async function treeSizes(git, sha, specs, owner, groups) {
    const sizes = Object.fromEntries(groups.map((g) => [g.name, 0]));
    for (const [path, bytes] of await blobSizes(git, sha, specs)) {
        const name = nearest(path, owner);
        if (name !== undefined)
            sizes[name] += bytes;
    }
    return sizes;
}
function nearest(path, owner) {
    for (let p = path;;) {
        const hit = owner.get(p);
        if (hit !== undefined)
            return hit;
        const cut = p.lastIndexOf('/');
        if (cut < 0)
            return owner.get('.');
        p = p.slice(0, cut);
    }
}


/***/ })

};
