export const id = 102;
export const ids = [102,51,721];
export const modules = {

/***/ 7051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ MAX_TEXT_BYTES),
/* harmony export */   GW: () => (/* binding */ MAX_CONFIG_BYTES),
/* harmony export */   I: () => (/* binding */ kindOf),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   Yd: () => (/* binding */ readRegularOpenSync),
/* harmony export */   _J: () => (/* binding */ readRegularHeadSync),
/* harmony export */   cG: () => (/* binding */ readRegularFileSync),
/* harmony export */   lf: () => (/* binding */ openRegular),
/* harmony export */   w5: () => (/* binding */ openRegularSync)
/* harmony export */ });
/* unused harmony export checkRegular */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/**
 * The one way memkeep opens a file it reads: only a regular file, checked on
 * the opened descriptor, within a size limit.
 *
 * Store content is committed by agents and by anyone who can push, so a
 * "file" may be a symlink to /dev/zero (endless, memory grows until OOM), a
 * FIFO (open and read block forever) or a device. Opening with O_NONBLOCK
 * makes open() return at once on a FIFO or device; fstat on that descriptor
 * then says what it really is, with no window between a check and the open.
 * For a regular file O_NONBLOCK changes nothing.
 */



/** memkeep.toml, agent configs, the state file, an event payload: small by nature. */
const MAX_CONFIG_BYTES = 1 << 20;
/**
 * A file read whole (a section file, a merge target, an episodic file being
 * pruned, the state file): a 16 MiB merge target peaks at about 93 MB RSS,
 * so this keeps every command under 200 MB.
 */
const MAX_TEXT_BYTES = 16 << 20;
const NONBLOCK = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0;
/** What a non-regular file is, for messages. */
function kindOf(st) {
    if (st.isDirectory())
        return 'a directory';
    if (st.isFIFO())
        return 'a FIFO (named pipe)';
    if (st.isCharacterDevice())
        return 'a character device';
    if (st.isBlockDevice())
        return 'a block device';
    if (st.isSocket())
        return 'a socket';
    if (st.isSymbolicLink())
        return 'a symbolic link';
    return 'not a regular file';
}
/** Checks a stat (of an opened descriptor, or one a caller takes for a size); throws the refusal naming the file. */
function checkRegular(path, st, options = {}) {
    const refuse = options.refuse ?? _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey;
    const action = options.action ?? 'read';
    // A directory reads as the errno people know from every other tool.
    if (st.isDirectory())
        throw refuse(`cannot ${action} ${path}: EISDIR: is a directory, a file was expected`, { file: path });
    if (!st.isFile())
        throw refuse(`cannot ${action} ${path}: it is ${kindOf(st)}, a regular file was expected`, { file: path });
    if (options.maxBytes !== undefined && st.size > options.maxBytes) {
        throw refuse(`cannot ${action} ${path}: it is ${st.size} bytes, over the limit of ${options.maxBytes}`, {
            file: path,
        });
    }
}
/**
 * Opens a regular file; undefined when it does not exist. Anything else that
 * is not a regular file within the limit is refused, naming the file and
 * what it is.
 */
function openRegularSync(path, options = {}) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, (options.flags ?? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY) | NONBLOCK, options.mode);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw refusal(path, err, options);
    }
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        checkRegular(path, st, options);
        return { fd, size: st.size };
    }
    catch (err) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw refusal(path, err, options);
    }
}
/** openRegularSync for FileHandle users. */
async function openRegular(path, options = {}) {
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, (options.flags ?? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY) | NONBLOCK, options.mode);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw refusal(path, err, options);
    }
    try {
        const st = await fh.stat();
        checkRegular(path, st, options);
        return { fh, size: st.size };
    }
    catch (err) {
        await fh.close().catch(() => undefined);
        throw refusal(path, err, options);
    }
}
/** The whole of a regular file within `maxBytes`; undefined when it does not exist. */
function readRegularFileSync(path, options) {
    const read = readRegularOpenSync(path, options);
    if (read)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(read.fd);
    return read?.bytes;
}
/**
 * readRegularFileSync with the descriptor left open, for the caller to
 * close: a trim reads the log whole and watches what the replaced file
 * gains through it.
 */
function readRegularOpenSync(path, options) {
    const opened = openRegularSync(path, options);
    if (!opened)
        return undefined;
    try {
        return { fd: opened.fd, bytes: readAll(opened.fd, opened.size, options.maxBytes, path, options) };
    }
    catch (err) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(opened.fd);
        throw refusal(path, err, options);
    }
}
/** readRegularFileSync for async callers (the read is small and bounded either way). */
async function readRegularFile(path, options) {
    return readRegularFileSync(path, options);
}
/**
 * At most the first `maxBytes` of a regular file, and its size: what a
 * reader that only ever shows a bounded part (load, search, init's scan)
 * needs, without reading or holding the rest. Undefined when it does not
 * exist; anything that is not a regular file is refused.
 */
function readRegularHeadSync(path, maxBytes, options = {}) {
    const opened = openRegularSync(path, options);
    if (!opened)
        return undefined;
    try {
        const buf = Buffer.alloc(Math.min(opened.size, maxBytes));
        let got = 0;
        while (got < buf.length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(opened.fd, buf, got, buf.length - got, got);
            if (n === 0)
                break;
            got += n;
        }
        return { head: buf.subarray(0, got), size: opened.size };
    }
    catch (err) {
        throw refusal(path, err, options);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(opened.fd);
    }
}
/**
 * Reads to the end, never past the limit: a file that grows after fstat
 * (being appended to) is read as far as the limit allows.
 */
function readAll(fd, size, max, path, options) {
    const buf = Buffer.alloc(Math.min(size, max) + 1);
    let got = 0;
    for (;;) {
        if (got === buf.length) {
            if (got > max)
                throw (options.refuse ?? _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`cannot read ${path}: it grew over the limit of ${max} bytes while being read`, { file: path });
            break;
        }
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, got, buf.length - got, got);
        if (n === 0)
            break;
        got += n;
    }
    return buf.subarray(0, got);
}
function refusal(path, err, options) {
    if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .MemkeepError */ .xp)
        return err;
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)(options.action ?? 'read', path, err);
}


/***/ }),

/***/ 3102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
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


/***/ }),

/***/ 2801:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W7: () => (/* binding */ olderThan),
/* harmony export */   nV: () => (/* binding */ formatAge),
/* harmony export */   xE: () => (/* binding */ mtimeAges)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The age of a memory file, behind one interface. Pruning and `expire` ask an
 * AgeSource rather than stat(): outside git that is the mtime, but inside a
 * checkout every file carries the checkout's mtime, so the git module supplies
 * a source built from history instead (git/ages.ts).
 */

/** Ages from the filesystem's modification time. */
const mtimeAges = {
    async ageOf(path) {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path);
        return { modified: st.mtime, source: 'mtime' };
    },
};
/** True when `age` is known and older than `maxAgeMs` at `now`. */
function olderThan(age, maxAgeMs, now) {
    if (!age.modified || age.uncertain)
        return false;
    return now.getTime() - age.modified.getTime() > maxAgeMs;
}
/** Human age for reports: `3d`, `12h`, `5m`. */
function formatAge(age, now) {
    if (!age.modified)
        return 'unknown';
    const ms = Math.max(0, now.getTime() - age.modified.getTime());
    const h = ms / 3_600_000;
    const text = h >= 48 ? `${Math.floor(h / 24)}d` : h >= 1 ? `${Math.floor(h)}h` : `${Math.floor(ms / 60_000)}m`;
    return age.atLeast ? `>${text}` : text;
}


/***/ })

};
