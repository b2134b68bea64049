export const id = 102;
export const ids = [102];
export const modules = {

/***/ 3102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitAges: () => (/* binding */ gitAges)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4724);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7051);
/* harmony import */ var _memory_typed_file_ages_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2801);
/**
 * Ages from git history: a checkout gives every file the same mtime.
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
        return { ..._memory_typed_file_ages_js__WEBPACK_IMPORTED_MODULE_4__/* .mtimeAges */ .xE, describe: 'mtime (not a git repository)', warnings: [], commitsRead: 0 };
    }
    const topReal = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(top);
    // Pathspecs and the paths git prints are relative to the top level: run there.
    const git = (0,simple_git__WEBPACK_IMPORTED_MODULE_2__/* .simpleGit */ .Lp)({ baseDir: topReal });
    const scope = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(topReal, root) || '.';
    if (!(await hasCommits(git))) {
        return { ..._memory_typed_file_ages_js__WEBPACK_IMPORTED_MODULE_4__/* .mtimeAges */ .xE, describe: 'mtime (repository has no commits yet)', warnings: [], commitsRead: 0 };
    }
    const warnings = [];
    let shallow = await isShallow(git);
    if (shallow && options.deepen !== false) {
        const reason = await deepen(git, options.cutoff);
        shallow = await isShallow(git);
        if (reason)
            warnings.push(`shallow clone and the history could not be deepened (${reason})`);
    }
    const dirty = options.unchanged ? new Set() : await locallyChanged(git, scope, topReal);
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
    return (String(err?.message ?? err)
        .split('\n')
        .find((l) => l.trim()) ?? 'unknown error');
}
/** The shallow boundary commits, from `<git-dir>/shallow`. */
async function shallowBoundary(git) {
    const gitDir = (await git.revparse(['--absolute-git-dir'])).trim();
    try {
        const bytes = await (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .XF)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(gitDir, 'shallow'), { maxBytes: _fs_regular_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_TEXT_BYTES */ .$D });
        return new Set((bytes?.toString('utf8') ?? '').split('\n').filter(Boolean));
    }
    catch {
        return new Set();
    }
}
/** The oldest committer time among `shas`. */
async function commitTime(git, shas) {
    const out = await git.raw(['show', '-s', '--format=%ct', ...shas]);
    return new Date(Math.min(...out
        .split('\n')
        .filter(Boolean)
        .map((t) => Number(t) * 1000)));
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
        '-c',
        'core.quotepath=off',
        'log',
        '--no-renames',
        '--name-only',
        '-z',
        '--format=%x01%H %ct',
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


/***/ })

};
