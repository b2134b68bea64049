export const id = 16;
export const ids = [16,102,895];
export const modules = {

/***/ 16:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPrune: () => (/* binding */ runPrune)
});

// UNUSED EXPORTS: pruneMessage, pruneOnce

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(916);
// EXTERNAL MODULE: ./src/store/config.ts + 9 modules
var config = __webpack_require__(143);
// EXTERNAL MODULE: ./src/git/ages.ts
var git_ages = __webpack_require__(102);
// EXTERNAL MODULE: ./src/git/commit.ts
var git_commit = __webpack_require__(895);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(24);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(760);
// EXTERNAL MODULE: ./src/store/ages.ts
var store_ages = __webpack_require__(933);
// EXTERNAL MODULE: ./src/store/lock.ts
var lock = __webpack_require__(74);
// EXTERNAL MODULE: ./src/store/typed.ts
var typed = __webpack_require__(793);
// EXTERNAL MODULE: ./src/store/digest.ts
var digest = __webpack_require__(669);
;// CONCATENATED MODULE: ./src/gc/prune.ts
/**
 * Typed pruning (aide): episodic files older than episodic_max_age and
 * procedural files older than procedural_max_age are removed; core files,
 * locked files and `.lock` sentinels never are.
 *
 * planPrune decides from the files and their ages and changes nothing;
 * applyPrune carries a plan out, re-checking each file first, so a file an
 * agent changed or locked after it was planned for pruning is kept. A
 * failure on one file is recorded and the pass goes on.
 */








/** The longest retention among `agents`: how far back history must be read. */
function longestRetention(agents) {
    return Math.max(0, ...agents.flatMap((a) => [a.memory.episodicMaxAgeMs, a.memory.proceduralMaxAgeMs]));
}
/** Decides what pruning would remove, without changing anything. */
async function planPrune(agents, ages, now) {
    const plan = { items: [], kept: [], errors: [] };
    for (const agent of agents) {
        const core = new Set(agent.memory.coreFiles.map((p) => (0,external_node_path_.resolve)(p)));
        const dirs = [
            ['episodic', agent.memory.episodicDir, agent.memory.episodicMaxAgeMs],
            ['procedural', agent.memory.proceduralDir, agent.memory.proceduralMaxAgeMs],
        ];
        const seen = new Set();
        for (const [type, dir, maxAge] of dirs) {
            let files;
            try {
                files = await (0,typed/* listTypedFiles */.wg)(dir);
            }
            catch (err) {
                plan.errors.push({ agent: agent.name, path: dir, message: (0,errors/* formatError */.Wk)(err) });
                continue;
            }
            for (const path of files) {
                // A file under both dirs (nested config) is judged once, by the first type.
                if (core.has((0,external_node_path_.resolve)(path)) || seen.has(path))
                    continue;
                seen.add(path);
                try {
                    const age = await ages.ageOf(path);
                    if (age.uncertain) {
                        plan.kept.push({ agent: agent.name, path, message: `age unknown: ${age.uncertain}` });
                        continue;
                    }
                    if (!(0,store_ages/* olderThan */.W7)(age, maxAge, now))
                        continue;
                    // Synchronous: a store can hold tens of thousands of small files, and a
                    // thread-pool round trip for each check and read costs more than the work.
                    if ((0,lock/* isLockedSync */.sN)(path)) {
                        plan.kept.push({ agent: agent.name, path, message: 'locked' });
                        continue;
                    }
                    const content = (0,external_node_fs_.readFileSync)(path);
                    plan.items.push({
                        agent: agent.name,
                        type,
                        path,
                        age,
                        ageText: (0,store_ages/* formatAge */.nV)(age, now),
                        digest: (0,digest/* digestOf */.o)(content),
                        bytes: content.length,
                    });
                }
                catch (err) {
                    plan.errors.push({ agent: agent.name, path, message: (0,errors/* formatError */.Wk)(err) });
                }
            }
        }
    }
    return plan;
}
/** Removes the planned files that are still exactly as planned and unlocked. */
async function applyPrune(plan) {
    const result = { removed: [], skipped: [], errors: [] };
    for (const item of plan.items) {
        try {
            if (await (0,lock/* isLocked */.ln)(item.path)) {
                result.skipped.push({ agent: item.agent, path: item.path, message: 'locked since it was planned' });
                continue;
            }
            let content;
            try {
                content = await (0,promises_.readFile)(item.path);
            }
            catch (err) {
                if (err.code === 'ENOENT') {
                    result.skipped.push({ agent: item.agent, path: item.path, message: 'already gone' });
                    continue;
                }
                throw err;
            }
            if ((0,digest/* digestOf */.o)(content) !== item.digest) {
                result.skipped.push({ agent: item.agent, path: item.path, message: 'changed since it was planned' });
                continue;
            }
            await (0,promises_.unlink)(item.path);
            result.removed.push(item);
        }
        catch (err) {
            result.errors.push({ agent: item.agent, path: item.path, message: (0,errors/* formatError */.Wk)(err) });
        }
    }
    return result;
}

;// CONCATENATED MODULE: ./src/gc/prune-run.ts
/**
 * `memkeep prune`: typed pruning of every enabled agent (or those named),
 * with ages from git history, a dry run that shows exactly what a real run
 * removes, and commit mode that pushes the deletions with the retry loop.
 */





/** Plans and (unless dry-run) applies pruning once, on the files as they are now. */
async function pruneOnce(store, agents, dryRun, now = new Date()) {
    const ages = await (0,git_ages.gitAges)(store.root, { cutoff: new Date(now.getTime() - longestRetention(agents)) });
    const plan = await planPrune(agents, ages, now);
    const result = dryRun
        ? { removed: plan.items, skipped: [], errors: [] }
        : await applyPrune(plan);
    return {
        ages,
        kept: [...plan.kept, ...result.skipped],
        errors: [...plan.errors, ...result.errors],
        removed: result.removed,
    };
}
function pruneMessage(removed) {
    const agents = [...new Set(removed.map((r) => r.agent))].sort();
    return `memkeep: prune ${removed.length} memory file${removed.length === 1 ? '' : 's'} (${agents.join(', ')})`;
}
async function runPrune(options, io) {
    const out = (line) => options.json || io.out(line + '\n');
    const err = (line) => io.err(line + '\n');
    try {
        const store = await (0,config/* loadStoreConfig */.oj)(options.root);
        for (const w of store.warnings)
            err(`Warning: ${w}`);
        const agents = await selectAgents(store, options.agents, err);
        let outcome;
        let commit;
        if (options.commit && !options.dryRun) {
            const landed = await (0,git_commit.commitAndPush)({
                cwd: store.root,
                author: options.author,
                apply: async () => {
                    const result = await pruneOnce(store, agents, false);
                    return { paths: result.removed.map((r) => r.path), message: pruneMessage(result.removed), result };
                },
            });
            outcome = landed.result;
            commit = { sha: landed.sha, attempts: landed.attempts };
        }
        else {
            outcome = await pruneOnce(store, agents, options.dryRun);
        }
        for (const w of outcome.ages.warnings)
            err(`Warning: ${w}`);
        const verb = options.dryRun ? 'Would prune' : 'Pruned';
        for (const r of outcome.removed)
            out(`${verb} ${r.agent} ${r.type} ${(0,config/* storeRelative */.EM)(store, r.path)} (age ${r.ageText})`);
        for (const k of outcome.kept)
            out(`Kept ${k.agent} ${(0,config/* storeRelative */.EM)(store, k.path)}: ${k.message}`);
        for (const e of outcome.errors)
            err(`Error: cannot prune ${(0,config/* storeRelative */.EM)(store, e.path)}: ${e.message}`);
        out(summary(outcome.removed, outcome.kept, outcome.errors, options.dryRun, outcome.ages.describe));
        if (commit)
            out(commit.sha ? `Committed ${commit.sha.slice(0, 12)} and pushed (attempt ${commit.attempts}).` : 'Nothing to commit.');
        if (options.json) {
            io.out(JSON.stringify({
                command: 'prune',
                dryRun: options.dryRun,
                ages: outcome.ages.describe,
                warnings: outcome.ages.warnings,
                pruned: outcome.removed.map((r) => ({
                    agent: r.agent,
                    type: r.type,
                    path: (0,config/* storeRelative */.EM)(store, r.path),
                    age: r.ageText,
                    bytes: r.bytes,
                })),
                kept: outcome.kept.map((k) => ({ ...k, path: (0,config/* storeRelative */.EM)(store, k.path) })),
                errors: outcome.errors.map((e) => ({ ...e, path: (0,config/* storeRelative */.EM)(store, e.path) })),
                commit: commit ?? null,
            }, null, 2) + '\n');
        }
        return outcome.errors.length ? 1 : 0;
    }
    catch (e) {
        err(`Error: ${(0,errors/* formatError */.Wk)(e)}`);
        return (0,errors/* exitCodeOf */.FO)(e);
    }
}
async function selectAgents(store, names, err) {
    if (names.length === 0)
        return (await (0,config/* loadAllAgents */.ih)(store)).filter((a) => a.memory.enabled);
    const agents = [];
    for (const name of names) {
        const agent = await (0,config/* loadAgent */.eR)(store, name);
        if (!agent.memory.enabled) {
            err(`Warning: agent "${name}" does not have memory enabled. Skipping.`);
            continue;
        }
        agents.push(agent);
    }
    return agents;
}
function summary(removed, kept, errors, dryRun, ages) {
    const episodic = removed.filter((r) => r.type === 'episodic').length;
    const bytes = removed.reduce((n, r) => n + r.bytes, 0);
    const files = `${removed.length} file${removed.length === 1 ? '' : 's'} (${episodic} episodic, ${removed.length - episodic} procedural, ${bytes} bytes)`;
    const head = dryRun ? `Dry run: ${files} would be pruned` : `Pruned ${files}`;
    const extra = [kept.length ? `${kept.length} kept` : '', errors.length ? `${errors.length} errors` : ''].filter(Boolean);
    return `${head}${extra.length ? `; ${extra.join(', ')}` : ''}. Ages from ${ages}.`;
}


/***/ }),

/***/ 102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitAges: () => (/* binding */ gitAges)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(724);
/* harmony import */ var _store_ages_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(933);
/**
 * Ages from git history (DESIGN.md section 1, "Ages").
 *
 * Inside a checkout every file's mtime is the checkout time, so an mtime
 * rule never prunes anything in CI. Instead a tracked, unmodified file's age
 * is the committer time of the last commit that changed it, read for all
 * files in ONE `git log --name-only` pass limited to the longest retention
 * window: pruning only asks "changed within the window?", so a tracked file
 * that no commit since the cutoff touched is simply older than the cutoff.
 *
 * Untracked or locally modified files age by mtime. In a shallow clone the
 * boundary commit hides older history: the history is deepened when a remote
 * answers, and a file whose age is still unknown is reported as uncertain,
 * which means it is never pruned.
 */




/** An AgeSource for files under `root`: git history when inside a work tree, else mtime. */
async function gitAges(root, options) {
    let top;
    try {
        top = (await (0,simple_git__WEBPACK_IMPORTED_MODULE_2__/* .simpleGit */ .Lp)({ baseDir: root }).revparse(['--show-toplevel'])).trim();
    }
    catch {
        return { ..._store_ages_js__WEBPACK_IMPORTED_MODULE_3__/* .mtimeAges */ .xE, describe: 'mtime (not a git repository)', warnings: [], commitsRead: 0 };
    }
    const topReal = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(top);
    // Pathspecs and the paths git prints are relative to the top level: run there.
    const git = (0,simple_git__WEBPACK_IMPORTED_MODULE_2__/* .simpleGit */ .Lp)({ baseDir: topReal });
    const scope = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(topReal, root) || '.';
    if (!(await hasCommits(git))) {
        return { ..._store_ages_js__WEBPACK_IMPORTED_MODULE_3__/* .mtimeAges */ .xE, describe: 'mtime (repository has no commits yet)', warnings: [], commitsRead: 0 };
    }
    const warnings = [];
    let shallow = await isShallow(git);
    if (shallow && options.deepen !== false) {
        const reason = await deepen(git, options.cutoff);
        shallow = await isShallow(git);
        if (reason)
            warnings.push(`shallow clone and the history could not be deepened (${reason})`);
    }
    const dirty = await locallyChanged(git, scope, topReal);
    // In a shallow clone the boundary commit claims every file it contains;
    // such a file's true last change is at or before the boundary's time.
    const boundaryShas = shallow ? await shallowBoundary(git) : new Set();
    const boundary = boundaryShas.size ? await commitTime(git, [...boundaryShas]) : undefined;
    const history = await readHistory(git, scope, topReal, options.cutoff, boundaryShas);
    const historyReachesCutoff = !shallow || (boundary !== undefined && boundary < options.cutoff);
    if (shallow && !historyReachesCutoff) {
        warnings.push(`shallow clone: history before ${boundary?.toISOString() ?? 'the boundary commit'} is not available, so older files have unknown ages and are kept (use fetch-depth: 0)`);
    }
    return {
        describe: shallow ? 'git history (shallow clone)' : 'git history',
        warnings,
        commitsRead: history.commits,
        async ageOf(path) {
            const key = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
            if (dirty.has(key))
                return { modified: (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).mtime, source: 'mtime' };
            const changed = history.lastChange.get(key);
            if (changed)
                return { modified: changed, source: 'git' };
            if (historyReachesCutoff) {
                // Untouched since the cutoff (or only by the boundary commit, which is older still).
                const before = boundary && boundary < options.cutoff ? boundary : options.cutoff;
                return { modified: new Date(before.getTime() - 1000), source: 'git', atLeast: true };
            }
            return { source: 'git', uncertain: 'shallow clone: last change is older than the available history' };
        },
    };
}
async function hasCommits(git) {
    // With -q a missing HEAD prints nothing, and simple-git may not throw.
    const head = await git.raw(['rev-parse', '--verify', '-q', 'HEAD']).catch(() => '');
    return head.trim() !== '';
}
async function isShallow(git) {
    return (await git.revparse(['--is-shallow-repository'])).trim() === 'true';
}
/**
 * Deepens a shallow clone to cover `cutoff`, plus one more commit so the
 * new boundary lies before the cutoff. Returns why it failed, if it did.
 */
async function deepen(git, cutoff) {
    try {
        const since = cutoff.toISOString();
        await git.raw(['fetch', '--quiet', `--shallow-since=${since}`]);
        if (await isShallow(git))
            await git.raw(['fetch', '--quiet', '--deepen=1']);
        return undefined;
    }
    catch (err) {
        // --shallow-since fails when no commit is newer than the cutoff; deepen step by step then.
        try {
            await git.raw(['fetch', '--quiet', '--deepen=50']);
            return undefined;
        }
        catch {
            return firstLine(err);
        }
    }
}
function firstLine(err) {
    return String(err?.message ?? err).split('\n').find((l) => l.trim()) ?? 'unknown error';
}
/** The shallow boundary commits, from `<git-dir>/shallow`. */
async function shallowBoundary(git) {
    const gitDir = (await git.revparse(['--absolute-git-dir'])).trim();
    try {
        return new Set((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(gitDir, 'shallow'), 'utf8')).split('\n').filter(Boolean));
    }
    catch {
        return new Set();
    }
}
/** The oldest committer time among `shas`. */
async function commitTime(git, shas) {
    const out = await git.raw(['show', '-s', '--format=%ct', ...shas]);
    return new Date(Math.min(...out.split('\n').filter(Boolean).map((t) => Number(t) * 1000)));
}
/** Tracked files with local changes and untracked files: these age by mtime. */
async function locallyChanged(git, scope, top) {
    // Name-only listings: porcelain status lines start with a space that output trimming can eat.
    const modified = await git.raw(['diff', '--name-only', '-z', '--no-renames', 'HEAD', '--', scope]);
    // Ignored files too: anything git does not track has no history to age it by.
    const untracked = await git.raw(['ls-files', '-z', '--others', '--', scope]);
    const paths = new Set();
    for (const name of `${modified}\0${untracked}`.split('\0')) {
        if (name.trim())
            paths.add((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(top, name.split('/').join(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)));
    }
    return paths;
}
/**
 * One pass over the commits since `cutoff` that touched `scope`, newest
 * first: the first time a path appears is its last change. Boundary commits
 * of a shallow clone are skipped: what they list is not what they changed.
 */
async function readHistory(git, scope, top, cutoff, boundary) {
    const out = await git.raw([
        '-c', 'core.quotepath=off',
        'log', '--no-renames', '--name-only', '-z', '--format=%x01%H %ct',
        `--since=${Math.floor(cutoff.getTime() / 1000)}`,
        // Pathspec matching doubles the cost of every diff; the whole tree needs none.
        ...(scope === '.' ? [] : ['--', scope]),
    ]);
    const lastChange = new Map();
    let commits = 0;
    for (const chunk of out.split('\x01')) {
        if (!chunk)
            continue;
        commits++;
        const [head, ...names] = chunk.split('\0');
        const [sha, time] = head.split(' ');
        // A boundary commit lists every file it has, changed by it or not.
        if (boundary.has(sha))
            continue;
        const at = new Date(Number(time) * 1000);
        for (const raw of names) {
            const name = raw.replace(/^\n/, '');
            if (!name)
                continue;
            const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(top, name.split('/').join(node_path__WEBPACK_IMPORTED_MODULE_1__.sep));
            if (!lastChange.has(abs))
                lastChange.set(abs, at);
        }
    }
    return { lastChange, commits };
}


/***/ }),

/***/ 895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commitAndPush: () => (/* binding */ commitAndPush)
/* harmony export */ });
/* unused harmony export commitPaths */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(724);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(916);
/* harmony import */ var _author_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(209);
/**
 * Commit mode: commit only the paths memkeep changed and push them to the
 * current branch without force. When the push is rejected because the
 * branch moved (an agent pushed new entries meanwhile), fetch, move onto the
 * new tip, and let the caller re-plan and re-apply on the new content before
 * pushing again, a bounded number of times with backoff. Any other rejection
 * (protected branch, permissions) is final.
 *
 * The caller's `apply` is the only thing that writes files, and it runs on
 * whatever the branch holds at that attempt, so an entry appended upstream
 * is part of the content it plans on and is never lost.
 */




/** Applies, commits and pushes, re-planning after every push the branch moved under. */
async function commitAndPush(options) {
    const retries = options.retries ?? 5;
    const backoff = options.backoffMs ?? ((n) => Math.min(8000, 250 * 2 ** (n - 1)) + Math.floor(Math.random() * 250));
    const top = (await (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: options.cwd }).revparse(['--show-toplevel'])).trim();
    const git = (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: top });
    const branch = await currentBranch(git);
    const remote = await remoteOf(git, branch);
    const author = options.author ?? _author_js__WEBPACK_IMPORTED_MODULE_3__/* .ACTIONS_BOT */ .a;
    const scope = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(top, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(options.cwd)) || '.';
    await requireClean(git, scope);
    for (let attempt = 1;; attempt++) {
        const outcome = await options.apply(attempt);
        const sha = await commitPaths(git, outcome.paths, outcome.message, author, top);
        if (!sha)
            return { branch, attempts: attempt, result: outcome.result };
        const rejection = await push(git, remote, branch);
        if (!rejection)
            return { sha, branch, attempts: attempt, result: outcome.result };
        if (rejection.kind === 'final') {
            // The commit stays in the local branch: nothing is lost, and it can be pushed by hand.
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`push to ${remote}/${branch} was rejected: ${rejection.message} (commit ${sha.slice(0, 12)} is kept locally)`);
        }
        if (attempt > retries) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`push to ${remote}/${branch} kept failing because the branch moved; gave up after ${attempt} attempts`);
        }
        await new Promise((ok) => setTimeout(ok, backoff(attempt)));
        await git.raw(['fetch', '--quiet', remote, branch]);
        // Drop our commit and stand on the new tip: the next apply re-plans there.
        await git.raw(['reset', '--quiet', '--keep', 'FETCH_HEAD']);
    }
}
async function currentBranch(git) {
    const name = (await git.raw(['rev-parse', '--abbrev-ref', 'HEAD'])).trim();
    if (name === 'HEAD')
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)('commit mode needs a branch, but HEAD is detached');
    return name;
}
/** The branch's upstream remote, else `origin`. */
async function remoteOf(git, branch) {
    try {
        return (await git.raw(['config', '--get', `branch.${branch}.remote`])).trim() || 'origin';
    }
    catch {
        return 'origin';
    }
}
/**
 * Commit mode rewrites files and resets onto the remote between attempts;
 * refusing a dirty store keeps anyone's uncommitted work out of both.
 */
async function requireClean(git, scope) {
    const changed = (await git.raw(['diff', '--name-only', 'HEAD', '--', scope])).trim();
    if (changed) {
        const files = changed.split('\n').slice(0, 5).join(', ');
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`commit mode needs the store's tracked files committed first; uncommitted changes in: ${files}`);
    }
}
/**
 * Commits exactly `paths` (absolute; rewrites and deletions) and returns the
 * new commit, or undefined when they hold no change.
 */
async function commitPaths(git, absolute, message, author, top) {
    if (absolute.length === 0)
        return undefined;
    const paths = absolute.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(top, p));
    // -A stages deletions of pruned files as well as rewrites.
    await git.raw(['add', '-A', '--', ...paths]);
    const staged = await git.raw(['diff', '--cached', '--name-only', '--', ...paths]);
    if (!staged.trim())
        return undefined;
    await git.raw([
        '-c', `user.name=${author.name}`,
        '-c', `user.email=${author.email}`,
        'commit', '--quiet', '--no-verify', '-m', message, '--', ...paths,
    ]);
    return (await git.revparse(['HEAD'])).trim();
}
/** Pushes without force; tells a moved branch (retry) from any other refusal. */
async function push(git, remote, branch) {
    try {
        await git.raw(['push', remote, `HEAD:refs/heads/${branch}`]);
        return undefined;
    }
    catch (err) {
        const text = String(err.message ?? err);
        // A concurrent push shows as "fetch first"/"non-fast-forward", or as a ref
        // lock race on the remote; hooks and branch protection are final.
        const moved = /\((fetch first|non-fast-forward)\)|cannot lock ref|failed to update ref|incorrect old value/.test(text);
        const reason = text.split('\n').find((l) => /error|rejected|denied|protected|!/.test(l))?.trim() ?? text.split('\n')[0];
        return { kind: moved ? 'moved' : 'final', message: reason };
    }
}


/***/ }),

/***/ 669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ digestOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/** Content identity for "is this still what we planned on?" checks and the analysis cache. */

function digestOf(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex');
}


/***/ })

};
