export const id = 534;
export const ids = [534];
export const modules = {

/***/ 1094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkLinkedConfig: () => (/* binding */ checkLinkedConfig),
/* harmony export */   inGitDir: () => (/* binding */ inGitDir),
/* harmony export */   isInside: () => (/* binding */ isInside),
/* harmony export */   realPathIn: () => (/* binding */ realPathIn),
/* harmony export */   resolveInside: () => (/* binding */ resolveInside),
/* harmony export */   storeRelative: () => (/* binding */ storeRelative)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7051);
/**
 * Root confinement: every configured path must stay inside the store root
 * after `..` and symlinks are resolved. A store is often a shared
 * repository, and its config must not be able to make memkeep touch files
 * elsewhere on the runner.
 */




/**
 * Resolves a configured path against `base` and proves it stays inside the
 * store root (a real path, as resolveStoreRoot gives), following symlinks of
 * every existing ancestor so a link inside the store cannot point memkeep
 * elsewhere. An absolute path is accepted when it lies inside the root, as
 * for the commands' PATH arguments; the other OS's absolute forms (`C:\`
 * on POSIX) are refused, since they name no place here.
 */
async function resolveInside(root, base, value, context) {
    const { file, field } = context;
    if (value.trim() === '')
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${field} must not be empty`, { file, field });
    if (!(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(value) && (/^[A-Za-z]:[\\/]/.test(value) || value.startsWith('\\'))) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${field} "${value}" is an absolute path of another OS; give it relative to the store`, {
            file,
            field,
        });
    }
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(base, value);
    // Name the path as it was typed, not the `../../..` form derived from it.
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(value) && !isInside(root, abs)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${field} "${value}" is outside the store root ${root}`, { file, field });
    }
    if (!isInside(root, abs)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${field} "${value}" resolves outside the store root ${root}`, { file, field });
    }
    const real = await realPathIn(root, abs);
    if (!isInside(root, real)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${field} "${value}" leads outside the store root through a symlink (to ${real})`, {
            file,
            field,
        });
    }
    if (inGitDir(root, abs) || inGitDir(root, real)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${field} "${value}" is inside the repository's .git; memory never lives there`, {
            file,
            field,
        });
    }
    return abs;
}
/**
 * Whether `path`, inside `root`, is a `.git` or below one (in any case: the
 * same directory on macOS and Windows). The repository is not memory: a
 * typed directory there would age its objects out, a core file there would
 * load the checkout's credentials.
 */
function inGitDir(root, path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path)
        .split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)
        .some((part) => part.toLowerCase() === '.git');
}
/**
 * Where `abs`, a path below the real `root`, lands once symlinks are
 * followed (a file not created yet: where it would be): the one name of a
 * file that two agents may give two ways.
 */
async function realPathIn(root, abs) {
    return noLinksBelow(root, abs) ? abs : await realpathOfExisting(abs);
}
/** A path as people read it in messages: relative to the store when inside it. */
function storeRelative(store, abs) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(store.root, abs);
    return rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel) ? abs : rel;
}
/** Whether `path` is `root` or below it (both absolute; no symlinks followed: see realPathIn). */
function isInside(root, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    return rel === '' || (!rel.startsWith('..' + node_path__WEBPACK_IMPORTED_MODULE_1__.sep) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/**
 * Whether no existing component of `abs` below the real `root` is a symlink,
 * walking down until one is missing: then `abs` is its own real path. gc
 * --all resolves three paths for each of its agents, and a few lstat calls
 * cost far less than realpath's walk from `/` and the exceptions thrown for
 * directories not created yet. Anything unusual (a link, a file in the
 * middle) is left to realpathOfExisting.
 */
function noLinksBelow(root, abs) {
    let current = root;
    for (const part of (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, abs).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)) {
        if (part === '')
            continue;
        current = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(current, part);
        let st;
        try {
            st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(current, { throwIfNoEntry: false });
        }
        catch {
            return false;
        }
        if (st === undefined)
            return true;
        if (st.isSymbolicLink())
            return false;
    }
    return true;
}
/**
 * realpath of the longest existing ancestor, with the missing rest appended.
 * A dangling symlink counts as existing and is followed to its target:
 * realpath() fails on it, yet creating or appending to the path would
 * write wherever it points.
 */
async function realpathOfExisting(abs, hops = 0) {
    const missing = [];
    let current = abs;
    for (;;) {
        try {
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(current), ...missing.reverse());
        }
        catch {
            const target = await danglingTarget(current);
            // 40 is the kernel's own limit on links followed in one lookup.
            if (target !== undefined && hops < 40) {
                return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(await realpathOfExisting(target, hops + 1), ...missing.reverse());
            }
            const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current);
            if (parent === current)
                return abs;
            missing.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(current));
            current = parent;
        }
    }
}
/** Where a symlink that realpath() could not follow points, resolved against its directory. */
async function danglingTarget(path) {
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).isSymbolicLink())
            return undefined;
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(path));
    }
    catch {
        return undefined;
    }
}
/**
 * An agent config that is not a plain file: a link to a regular file inside
 * the store is followed; anything else (a link out of the store, to a
 * device, dangling; a FIFO or device itself) is a config error saying what it is.
 */
function checkLinkedConfig(root, file) {
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file);
    if (!st.isSymbolicLink())
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${file} is ${(0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_3__/* .kindOf */ .I)(st)}, an agent config must be a regular file`, { file });
    const target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(file);
    let real;
    try {
        real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(file);
    }
    catch {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${file} is a symbolic link to ${target}, which does not exist`, { file });
    }
    const resolved = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real);
    const what = resolved.isFile() ? '' : ` (${(0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_3__/* .kindOf */ .I)(resolved)})`;
    if (!isInside(root, real))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${file} is a symbolic link to ${target}${what}, outside the store`, { file });
    if (what)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${file} is a symbolic link to ${target}${what}, an agent config must be a regular file`, {
            file,
        });
}


/***/ }),

/***/ 1066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D7: () => (/* binding */ DISTILLED_FILES),
/* harmony export */   O8: () => (/* binding */ DIGEST_FILE),
/* harmony export */   OX: () => (/* binding */ AIDEFILE),
/* harmony export */   bo: () => (/* binding */ AGENTS_DIR),
/* harmony export */   bv: () => (/* binding */ STATE_FILE),
/* harmony export */   e$: () => (/* binding */ STATE_DIR),
/* harmony export */   g2: () => (/* binding */ CONFIG_FILE),
/* harmony export */   nB: () => (/* binding */ FAILURES_FILE),
/* harmony export */   rD: () => (/* binding */ LESSONS_FILE)
/* harmony export */ });
/** Every file and directory name memkeep owns in a store, named once. */
/** The store's own settings, at its root. */
const CONFIG_FILE = 'memkeep.toml';
/** Where axe-style agent configs (`<name>.toml`) and aide-style agent directories live. */
const AGENTS_DIR = 'agents';
/** An aide-style agent's config, inside its directory under AGENTS_DIR. */
const AIDEFILE = 'Aidefile';
/** Where gc keeps its state (the analysis cache), at the store root. */
const STATE_DIR = '.memkeep';
/** The analysis cache, inside STATE_DIR. */
const STATE_FILE = 'state.json';
/** What `memkeep fail` appends to, in an agent's procedural_dir. */
const FAILURES_FILE = 'failures.md';
/** The distil step's digest of a run log, in procedural_dir. */
const DIGEST_FILE = 'digest.md';
/** The distil step's lessons from failures, in procedural_dir. */
const LESSONS_FILE = 'lessons.md';
/** Files the distil step writes into procedural_dir; loaded before other notes. */
const DISTILLED_FILES = [DIGEST_FILE, LESSONS_FILE];


/***/ }),

/***/ 230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FN: () => (/* binding */ processAlive),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   fR: () => (/* binding */ replaceFile),
/* harmony export */   ue: () => (/* binding */ shared)
/* harmony export */ });
/* unused harmony exports inPrivateTree, removeStaleTemps */
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/**
 * Atomic file replacement: every rewrite memkeep makes goes through here.
 *
 * A temp file is created in the destination's directory (so the rename stays
 * on one filesystem), filled, fsynced, given the original's mode, and renamed
 * over the destination; the directory is then fsynced so the rename itself
 * survives a crash. On any failure the temp file is removed and the original
 * is untouched. A process killed mid-write leaves a temp file named after its
 * pid; the next process to write in that directory removes it.
 */






const TEMP_SUFFIX = '.memkeep-tmp';
const privateTree = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/**
 * Runs `write` on a tree only this process knows (the Action dry run's
 * throwaway worktree): no other writer can race its rewrites and the tree
 * goes when the run ends, so they skip what a shared store needs, the fsyncs
 * and the watch for late appends (two 5 ms looks per trimmed log: 11 s of a
 * thousand agents' dry run), and a whole-file rewrite runs on the main
 * thread (writeFileAtomic). Rewrites stay atomic.
 */
function inPrivateTree(write) {
    return privateTree.run(true, write);
}
/** Whether writes may race another writer: false inside inPrivateTree. */
const shared = () => privateTree.getStore() === undefined;
/** `.<name>.<pid>.<random>.memkeep-tmp`: hidden, and traceable to its writer. */
function tempName(target) {
    return `.${(0,node_path__WEBPACK_IMPORTED_MODULE_4__.basename)(target)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(4).toString('hex')}${TEMP_SUFFIX}`;
}
/** The writer's pid and the file a temp was for (`.<name>.<pid>.<random>.memkeep-tmp`), or undefined for any other file. */
function tempOf(entry) {
    const m = /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.memkeep-tmp$/.exec(entry);
    return m ? { pid: Number(m[2]), name: m[1] } : undefined;
}
/** Whether `pid` is a running process (EPERM: it runs, as another user). */
function processAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return err.code === 'EPERM';
    }
}
/** Directories this process has swept of stale temps. */
const swept = new Set();
/**
 * Removes the temp files writers that no longer run left in `target`'s
 * directory, the first time this process writes there: reading the
 * directory at every write was quadratic when a thousand agents' logs share
 * one. Our own pid counts as dead for `target`'s temps: this runs before we
 * create ours, so such a file is from an earlier process that had the same
 * pid; our temps for other files may be being written.
 */
async function removeStaleTemps(target) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(target);
    if (swept.has(dir))
        return [];
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(dir);
    }
    catch {
        return [];
    }
    swept.add(dir);
    const removed = [];
    for (const entry of entries) {
        const temp = tempOf(entry);
        if (!temp)
            continue;
        const ours = temp.pid === process.pid;
        if (ours ? temp.name !== (0,node_path__WEBPACK_IMPORTED_MODULE_4__.basename)(target) : processAlive(temp.pid))
            continue;
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.unlink)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, entry));
            removed.push(entry);
        }
        catch {
            // Another cleaner got there first; nothing to do.
        }
    }
    return removed;
}
/** Makes the directory (with `mkdirs`) and sweeps it of stale temps; the mode the new file gets. */
async function beforeReplace(target, options) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(target);
    // The directory and the target are looked at on the main thread: through the thread pool, a
    // recursive mkdir of a directory that exists cost about 0.09 ms and an lstat of a file not
    // there yet (it throws) 0.05 ms, against a few microseconds; the Action's dry run rewrites
    // two or three files for each of a thousand agents.
    if (options.mkdirs) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.mkdirSync)(dir, { recursive: true });
        }
        catch (err) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('create directory for', target, err);
        }
    }
    await removeStaleTemps(target);
    let mode = options.mode ?? 0o644;
    try {
        // lstat: the rename replaces a link itself, so the link's target (a
        // device's 0666, say) must not lend the new file its mode.
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.lstatSync)(target, { throwIfNoEntry: false });
        if (st?.isDirectory())
            throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
        if (st?.isFile())
            mode = st.mode & 0o7777;
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('replace', target, err);
    }
    return { dir, mode };
}
/**
 * Replaces `target` with whatever `fill` writes to the temp file handle. The
 * callback streams, so a rewrite never needs the whole file in memory.
 */
async function replaceFile(target, fill, options = {}) {
    const { dir, mode } = await beforeReplace(target, options);
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, tempName(target));
    const durable = shared();
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.open)(temp, 'wx', mode);
        await fill(fh);
        // The umask may have narrowed the mode given to open().
        await fh.chmod(mode);
        if (durable)
            await fh.sync();
        if (options.finish)
            await options.finish(fh);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rename)(temp, target);
        if (options.finish && durable)
            await fh.sync();
        await fh.close();
        fh = undefined;
    }
    catch (err) {
        await fh?.close().catch(() => undefined);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.unlink)(temp).catch(() => undefined);
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('write', target, err);
    }
    if (durable)
        await syncDir(dir);
}
/** Writes `data` to `target` atomically. */
async function writeFileAtomic(target, data, options = {}) {
    if (!shared())
        return writePrivately(target, data, await beforeReplace(target, options));
    await replaceFile(target, async (fh) => {
        await fh.writeFile(data);
    }, options);
}
/**
 * writeFileAtomic in a private tree: the same temp file, mode and rename, on
 * the main thread. Through the thread pool each of its five steps woke a
 * worker and then the main thread, for the knowledge and lessons of every
 * agent of the Action's dry run; nothing waits on this tree meanwhile, and
 * it is in memory when it fits (action/scratch.ts).
 */
function writePrivately(target, data, { dir, mode }) {
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, tempName(target));
    try {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.openSync)(temp, 'wx', mode);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.writeFileSync)(fd, data);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.fchmodSync)(fd, mode);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.closeSync)(fd);
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.renameSync)(temp, target);
    }
    catch (err) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.unlinkSync)(temp);
        }
        catch {
            // Never created, or already renamed into place.
        }
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('write', target, err);
    }
}
/** Makes a completed rename durable; not possible (nor needed) on Windows. */
async function syncDir(dir) {
    if (process.platform === 'win32')
        return;
    let dh;
    try {
        dh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.open)(dir, 'r');
        await dh.sync();
    }
    catch {
        // Some filesystems refuse fsync on a directory; the rename has happened.
    }
    finally {
        await dh?.close().catch(() => undefined);
    }
}


/***/ }),

/***/ 2039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PL: () => (/* binding */ clearStaleWriteLock),
/* harmony export */   Vg: () => (/* binding */ acquireWriteLock),
/* harmony export */   vO: () => (/* binding */ withWriteLock)
/* harmony export */ });
/* unused harmony export writeLockPath */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/* harmony import */ var _atomic_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(230);
/* harmony import */ var _regular_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7051);
/**
 * The write lock of a memory file: a few milliseconds of mutual exclusion
 * between appends and the end of a trim of a run log, and between two
 * rewrites (merge, remember) of any file. A trim copies the kept tail to a
 * temp file and renames it over the log; an append that lands in the old
 * file after the trim's last look at its end would vanish with it. So each
 * append, and each trim from that last look until its rename, holds
 * `.<name>.memkeep-writing` beside the log (O_CREAT|O_EXCL, holding the
 * holder's pid).
 *
 * This is not the user's `<file>.lock` (lock.ts): that one is a long-lived
 * "do not rewrite" that appends ignore by design; this one only orders two
 * writers and is held for the time of a write.
 *
 * A holder killed mid-hold leaves the file behind. A lock whose pid no longer
 * runs, or that is older than STALE_MS (pids are reused, in containers
 * especially), is broken by the next writer, and clearStaleWriteLock removes
 * one that nobody is waiting on. Locks are told apart by inode: a lock judged
 * stale is first renamed aside and removed only if it is still the file that
 * was judged (otherwise a fresh lock taken meanwhile is put back), and a
 * holder releases only its own lock, never one that replaced it.
 */








const SUFFIX = '.memkeep-writing';
/** No holder keeps it longer than a final copy, an fsync and a rename. */
const STALE_MS = 30_000;
/** How long a writer waits for a live holder before giving up. */
const WAIT_MS = 60_000;
function writeLockPath(path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(path)}${SUFFIX}`);
}
/**
 * Takes the lock, waiting for a live holder; resolves to its release. In a
 * tree only this process writes (atomic.ts inPrivateTree) there is no one to
 * exclude: its writers of one file already run one after another (a trim
 * per log at a time, fs/together.ts), and a lock file made and removed per
 * trim was a thousand files created in a thousand agents' dry run.
 */
async function acquireWriteLock(path) {
    if (!(0,_atomic_js__WEBPACK_IMPORTED_MODULE_6__/* .shared */ .ue)())
        return async () => undefined;
    const lock = writeLockPath(path);
    const deadline = Date.now() + WAIT_MS;
    for (let delay = 1;; delay = Math.min(delay * 2, 50)) {
        const ino = await tryCreate(lock, path);
        if (ino !== undefined)
            return () => releaseOwn(lock, ino);
        if (await breakIfStale(lock))
            continue;
        if (Date.now() > deadline) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .opError */ .ey)(`cannot write ${path}: ${lock} has been held for over ${WAIT_MS / 1000} s`, { file: path });
        }
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_4__.setTimeout)(delay);
    }
}
/**
 * Runs a read-modify-write of `path` (merge, remember) under its write lock,
 * so two rewrites never both read the old text and one update vanish with
 * the other's rename. The lock lives beside the file, so the directory is
 * created first.
 */
async function withWriteLock(path, run) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path), { recursive: true });
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('create directory for', path, err);
    }
    const release = await acquireWriteLock(path);
    try {
        return await run();
    }
    finally {
        await release();
    }
}
/** Removes a lock left by a writer that no longer runs. */
async function clearStaleWriteLock(path) {
    await breakIfStale(writeLockPath(path));
}
/** Creates the lock with our pid; its inode, or undefined when another holds it. */
async function tryCreate(lock, path) {
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(lock, 'wx', 0o644);
    }
    catch (err) {
        if (err.code === 'EEXIST')
            return undefined;
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('lock for writing', path, err);
    }
    try {
        await fh.writeFile(`${process.pid}\n`);
        return (await fh.stat()).ino;
    }
    catch (err) {
        // An empty lock would only go stale by age: every writer would wait for it.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.unlink)(lock).catch(() => undefined);
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('lock for writing', path, err);
    }
    finally {
        await fh.close().catch(() => undefined);
    }
}
async function releaseOwn(lock, ino) {
    const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(lock).catch(() => undefined);
    if (st?.ino === ino)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.unlink)(lock).catch(() => undefined);
}
/** Breaks the lock if it is stale; true when the caller may try again at once. */
async function breakIfStale(lock) {
    const judged = await staleInode(lock);
    if (judged === undefined)
        return false;
    const aside = `${lock}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.stale`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(lock, aside);
    }
    catch {
        // Someone else broke it first.
        return true;
    }
    if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(aside).catch(() => undefined))?.ino !== judged) {
        // A fresh lock was taken between the judgement and the rename: give it back.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.link)(aside, lock).catch(() => undefined);
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.unlink)(aside).catch(() => undefined);
    return true;
}
/** The inode of the lock when it is stale. A lock being written (no pid yet) is stale only by age. */
async function staleInode(lock) {
    // The usual answer, no lock, without the thread pool and the ENOENT error an open builds
    // (clearStaleWriteLock runs before every trim). One made just after this look is not stale.
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(lock))
        return undefined;
    let fh;
    try {
        // One descriptor, so the pid and the inode come from the same file.
        // A FIFO or device committed as a lock would block a plain open: it is no stale lock.
        fh = (await (0,_regular_js__WEBPACK_IMPORTED_MODULE_7__/* .openRegular */ .lf)(lock, { maxBytes: 4096 }))?.fh;
        if (!fh)
            return undefined;
        const st = await fh.stat();
        const text = await fh.readFile('utf8');
        if (Date.now() - st.mtimeMs > STALE_MS)
            return st.ino;
        const pid = Number(text.trim());
        const dead = text.trim() !== '' && Number.isSafeInteger(pid) && pid !== process.pid && !(0,_atomic_js__WEBPACK_IMPORTED_MODULE_6__/* .processAlive */ .FN)(pid);
        return dead ? st.ino : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        await fh?.close().catch(() => undefined);
    }
}


/***/ }),

/***/ 265:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ readTextForRewrite),
/* harmony export */   s: () => (/* binding */ writeSections)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _fs_atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(230);
/* harmony import */ var _fs_lock_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2088);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7051);
/* harmony import */ var _fs_writelock_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2039);
/* harmony import */ var _section_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4046);
/**
 * Rewriting a section file (section-file.ts): read whole, never
 * capped, refused when it is not text, and written back atomically.
 */







/**
 * Reads a whole text file that is about to be rewritten; undefined when it
 * does not exist. Never a capped read: writing back a truncated read would
 * lose the file's tail (evva's bug). Content that is not valid UTF-8 or holds
 * NUL bytes is refused with an operation error naming the file, because
 * decoding it would turn the rewrite into mojibake. `action` names the
 * refused operation ("update", "merge into").
 */
async function readTextForRewrite(path, action) {
    const bytes = await (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularFile */ .XF)(path, { maxBytes: _fs_regular_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_TEXT_BYTES */ .$D });
    if (bytes === undefined)
        return undefined;
    if (bytes.includes(0)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .opError */ .ey)(`cannot ${action} ${path}: it contains NUL bytes, so it is not a text file`, { file: path });
    }
    if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .opError */ .ey)(`cannot ${action} ${path}: it is not valid UTF-8 text`, { file: path });
    return bytes.toString('utf8');
}
/**
 * Merges section bodies into the section file at `path` and writes it
 * atomically (the `remember` command). A locked file is refused; the whole
 * file is read (see readTextForRewrite); a missing file and its directories
 * are created. The merge itself runs on LF text; CRLF line endings (decided
 * by the first line) and a leading BOM are put back, and the file's mode is
 * kept by the atomic write. A file the merge would not change is not
 * rewritten. The read and the write happen under the file's write lock
 * (fs/writelock.ts), so concurrent updates take turns and none is lost.
 */
async function writeSections(path, updates, allowed) {
    // Refused before anything touches the disk: a refused call leaves no directory behind.
    (0,_section_file_js__WEBPACK_IMPORTED_MODULE_6__/* .checkSections */ .fM)(updates, allowed);
    await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .assertUnlocked */ .Wj)(path, 'update');
    await (0,_fs_writelock_js__WEBPACK_IMPORTED_MODULE_5__/* .withWriteLock */ .vO)(path, async () => {
        const original = (await readTextForRewrite(path, 'update')) ?? '';
        const bom = original.startsWith(_section_file_js__WEBPACK_IMPORTED_MODULE_6__/* .BOM_TEXT */ .rV) ? _section_file_js__WEBPACK_IMPORTED_MODULE_6__/* .BOM_TEXT */ .rV : '';
        const lf = original.slice(bom.length).replaceAll('\r\n', '\n');
        // Normalising the merged text as well catches CRLF inside update bodies.
        const merged = (0,_section_file_js__WEBPACK_IMPORTED_MODULE_6__/* .mergeSections */ .X0)(lf, updates, allowed).replaceAll('\r\n', '\n');
        const text = (0,_section_file_js__WEBPACK_IMPORTED_MODULE_6__/* .inOwnEndings */ .Of)(original, bom + merged);
        if (text !== original)
            await (0,_fs_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Zf)(path, text, { mkdirs: true });
    });
}


/***/ }),

/***/ 7534:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_DESCRIPTION: () => (/* binding */ MAX_DESCRIPTION),
/* harmony export */   NOTE_NAME: () => (/* binding */ NOTE_NAME),
/* harmony export */   checkHeading: () => (/* binding */ checkHeading),
/* harmony export */   deleteNote: () => (/* binding */ deleteNote),
/* harmony export */   editNote: () => (/* binding */ editNote),
/* harmony export */   listNotes: () => (/* binding */ listNotes),
/* harmony export */   noteDirs: () => (/* binding */ noteDirs),
/* harmony export */   writeNote: () => (/* binding */ writeNote)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_confine_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1094);
/* harmony import */ var _config_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1066);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(2143);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _fs_atomic_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(230);
/* harmony import */ var _fs_lock_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2088);
/* harmony import */ var _fs_writelock_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2039);
/* harmony import */ var _memory_sections_section_file_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4046);
/* harmony import */ var _memory_sections_section_write_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(265);
/* harmony import */ var _memory_typed_typed_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5260);
/* harmony import */ var _text_invisible_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(480);
/* harmony import */ var _text_writable_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(6791);
/**
 * Typed memory notes: one markdown file with YAML front matter (name,
 * description, type) in an agent's procedural or episodic folder, written,
 * edited (append, replace a `## ` section) and deleted under the same rules
 * as every other memkeep write: the path is confined to the store root
 * (symlinks included) and to the agent's typed folders; a `<file>.lock`
 * refuses the change; the read-modify-write holds the file's write lock and
 * the rewrite is atomic. Secrets in the text are redacted before it is
 * written (memory is committed to git), and nothing invisible is written.
 *
 * The run log, the core files and the files memkeep keeps itself
 * (failures.md, digest.md, lessons.md) are not notes: they are refused here.
 */














/** A note's name: a file name in the type's folder (`.md` added), no folders, no dot files. */
const NOTE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
/** The longest description a note's front matter takes (it is one line in a list of notes). */
const MAX_DESCRIPTION = 300;
/** Writes a new note (or replaces one with `replace`); the value says where and what was redacted. */
async function writeNote(store, agent, note) {
    const name = note.name.replace(/\.md$/i, '');
    if (!NOTE_NAME.test(name) || name.endsWith('.lock') || name.endsWith('.memkeep-tmp')) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`note name "${note.name}" must be a file name: letters, digits, ".", "_" and "-", starting with a letter or digit`, { field: 'name' });
    }
    if (!_config_types_js__WEBPACK_IMPORTED_MODULE_13__/* .NOTE_TYPES */ .$C.includes(note.type)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`note type "${note.type}" must be ${_config_types_js__WEBPACK_IMPORTED_MODULE_13__/* .NOTE_TYPES */ .$C.join(' or ')}`, { field: 'type' });
    }
    if (note.description === '' || note.description.length > MAX_DESCRIPTION) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`a note's description must be 1 to ${MAX_DESCRIPTION} characters`, { field: 'description' });
    }
    if (note.body === '')
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)("a note's body must not be empty", { field: 'body' });
    const dir = note.type === 'procedural' ? agent.memory.proceduralDir : agent.memory.episodicDir;
    const file = await (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__.resolveInside)(store.root, dir, `${name}.md`, { field: 'name' });
    refuseNonNote(store, agent, file);
    await refuseUncheckoutable(store, file);
    const description = clean(note.description).text.replace(/\s+/g, ' ').trim();
    const body = clean(note.body);
    const front = `---\nname: ${name}\ndescription: ${JSON.stringify(description)}\ntype: ${note.type}\n---\n\n`;
    const text = `${front}${body.text.trim()}\n`;
    await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .assertUnlocked */ .Wj)(file, 'write');
    const created = await (0,_fs_writelock_js__WEBPACK_IMPORTED_MODULE_7__/* .withWriteLock */ .vO)(file, async () => {
        const existing = await (0,_memory_sections_section_write_js__WEBPACK_IMPORTED_MODULE_9__/* .readTextForRewrite */ .p)(file, 'replace');
        if (existing !== undefined && !note.replace) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .opError */ .ey)(`note ${(0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__.storeRelative)(store, file)} exists; replace it (--replace, or replace: true over MCP) or edit it`, {
                file,
            });
        }
        if (existing !== text)
            await (0,_fs_atomic_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Zf)(file, text, { mkdirs: true });
        return existing === undefined;
    });
    return {
        value: { path: (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__.storeRelative)(store, file), redacted: body.redacted + clean(note.description).redacted, created },
        warnings: [],
    };
}
/** Windows device names: with any extension, a path git for Windows refuses to check out. */
const DEVICE_NAME = /^(?:con|prn|aux|nul|com[1-9]|lpt[1-9])(?:\.|$)/i;
/**
 * A note's file must be one every runner's checkout can hold: not a Windows
 * device name (the whole checkout would fail there), and not a name that
 * differs from a file beside it only by case (two notes on Linux, one on
 * macOS and Windows, which keeps whichever is checked out last).
 */
async function refuseUncheckoutable(store, file) {
    const name = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(file);
    if (DEVICE_NAME.test(name)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`note name "${name.slice(0, -3)}" is a Windows device name, which a checkout there refuses`, {
            field: 'name',
        });
    }
    let beside;
    try {
        beside = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file));
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return;
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)('read', (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), err);
    }
    const twin = beside.find((b) => b !== name && b.toLowerCase() === name.toLowerCase());
    if (twin) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`note name "${name.slice(0, -3)}" differs from ${(0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__.storeRelative)(store, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), twin))} only by case, so the two collide on macOS and Windows; use that name`, { field: 'name' });
    }
}
/** Appends to a note, or sets one `## ` section's body (added at the end when missing). */
async function editNote(store, agent, path, edit) {
    const file = await noteFile(store, agent, path);
    await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .assertUnlocked */ .Wj)(file, 'edit');
    const added = clean('append' in edit ? edit.append : edit.body);
    await (0,_fs_writelock_js__WEBPACK_IMPORTED_MODULE_7__/* .withWriteLock */ .vO)(file, async () => {
        const original = await (0,_memory_sections_section_write_js__WEBPACK_IMPORTED_MODULE_9__/* .readTextForRewrite */ .p)(file, 'edit');
        if (original === undefined)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .opError */ .ey)(`note ${path} no longer exists`, { file });
        const lf = original.replaceAll('\r\n', '\n');
        const next = 'append' in edit ? appended(lf, added.text) : withSection(lf, edit.heading, added.text);
        const text = (0,_memory_sections_section_file_js__WEBPACK_IMPORTED_MODULE_8__/* .inOwnEndings */ .Of)(original, next);
        if (text !== original)
            await (0,_fs_atomic_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Zf)(file, text);
    });
    return { value: { path: (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__.storeRelative)(store, file), redacted: added.redacted }, warnings: [] };
}
/** Deletes a note (not the log, a core file, or what memkeep keeps); a locked note is refused. */
async function deleteNote(store, agent, path) {
    const file = await noteFile(store, agent, path);
    await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .assertUnlocked */ .Wj)(file, 'delete');
    await (0,_fs_writelock_js__WEBPACK_IMPORTED_MODULE_7__/* .withWriteLock */ .vO)(file, async () => {
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(file);
        }
        catch (err) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)('delete', file, err);
        }
    });
    return { value: { path: (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__.storeRelative)(store, file), redacted: 0 }, warnings: [] };
}
/** The notes an agent has: every file under its procedural and episodic folders that is a note. */
async function listNotes(agent) {
    const out = [];
    for (const type of _config_types_js__WEBPACK_IMPORTED_MODULE_13__/* .NOTE_TYPES */ .$C) {
        const dir = type === 'procedural' ? agent.memory.proceduralDir : agent.memory.episodicDir;
        for (const file of (0,_memory_typed_typed_js__WEBPACK_IMPORTED_MODULE_10__.listTypedFiles)(dir))
            if (!isNonNote(agent, file))
                out.push({ file, type });
    }
    return out;
}
/** `path` (store-relative) as one of the agent's notes, or a config error saying what it is instead. */
async function noteFile(store, agent, path) {
    const abs = await (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__.resolveInside)(store.root, store.root, path, { field: 'path' });
    refuseNonNote(store, agent, abs);
    const notes = await listNotes(agent);
    const found = notes.find((n) => n.file === abs);
    if (!found) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`"${path}" is not a note of agent "${agent.name}" (notes live under ${(0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__.storeRelative)(store, agent.memory.proceduralDir)} and ${(0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__.storeRelative)(store, agent.memory.episodicDir)})`, { field: 'path' });
    }
    return found.file;
}
function isNonNote(agent, file) {
    const m = agent.memory;
    if (file === m.path || m.coreFiles.includes(file))
        return true;
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file) === m.proceduralDir && [_config_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .FAILURES_FILE */ .nB, ..._config_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .DISTILLED_FILES */ .D7].includes((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(file));
}
function refuseNonNote(store, agent, file) {
    if (!isNonNote(agent, file))
        return;
    const rel = (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__.storeRelative)(store, file);
    const what = file === agent.memory.path
        ? 'the run log (use log)'
        : agent.memory.coreFiles.includes(file)
            ? 'a core file'
            : 'kept by memkeep itself';
    throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`"${rel}" is not a note: it is ${what}`, { field: 'path' });
}
/** Text as it may be written into memory (text/writable.ts), with LF line endings. */
function clean(text) {
    return (0,_text_writable_js__WEBPACK_IMPORTED_MODULE_12__/* .writableText */ .o)(text.replaceAll('\r\n', '\n'));
}
function appended(text, add) {
    const base = text.endsWith('\n') || text === '' ? text : `${text}\n`;
    return `${base}${base.endsWith('\n\n') || base === '' ? '' : '\n'}${add.trim()}\n`;
}
/** `text` with the body of `## heading` set to `body` (trimmed); the section is appended when missing. */
function withSection(text, heading, body) {
    const { preamble, sections } = (0,_memory_sections_section_file_js__WEBPACK_IMPORTED_MODULE_8__/* .splitSections */ .nO)(text);
    // A `## ` line in the body would start a section of its own when read back: it is escaped.
    const inner = body.trim().replace(/^( {0,3})(##)(?=[ \t]|$)/gm, '$1\\$2');
    const section = `## ${heading}\n${inner ? `${inner}\n` : ''}`;
    const at = sections.findIndex((s) => s.heading === heading);
    if (at < 0)
        return appended(text, section);
    const rest = sections[at + 1] ? '\n' : '';
    const parts = sections.map((s, i) => (i === at ? section + rest : s.raw));
    return preamble + parts.join('');
}
/** A heading for withSection: one line, not empty, no leading `#`. */
function checkHeading(heading) {
    const h = heading.replace(_text_invisible_js__WEBPACK_IMPORTED_MODULE_11__/* .INVISIBLE_CHARS */ .GX, '').trim();
    if (h === '' || /[\r\n]/.test(h) || h.startsWith('#')) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`heading "${heading}" must be one line of text without leading "#"`, { field: 'heading' });
    }
    return h;
}
/** Where the notes of `agent` go, store-relative: for the tools' descriptions and answers. */
function noteDirs(store, agent) {
    return {
        procedural: (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__.storeRelative)(store, agent.memory.proceduralDir),
        episodic: (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__.storeRelative)(store, agent.memory.episodicDir),
    };
}


/***/ }),

/***/ 6791:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ writableText)
/* harmony export */ });
/* harmony import */ var _invisible_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(480);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5813);
/**
 * Text an agent hands memkeep to keep (a run-log entry, a failure note, a
 * section, a note), as it may be written into memory, which git keeps and
 * later prompts load: nothing invisible (removed first, so a zero-width
 * character inside a token cannot hide it from redaction), no control
 * character but tab and line breaks (a NUL makes git take the whole file
 * for binary, and memkeep refuses to rewrite a file holding one), and
 * secrets redacted. A lone CR, NEL or line or paragraph separator is made a
 * LF: each is a line break to some readers and none to others (a lone CR
 * to GitHub, the separators to JavaScript's `^`), so what follows would be
 * a heading GitHub shows or a field memkeep reads that the writer never
 * saw as a line of its own.
 */


const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
function writableText(text) {
    const plain = (0,_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .withoutInvisible */ .OT)(text)
        .replace(CONTROL_CHARS, '')
        .replace(/\r(?!\n)|[\u0085\u2028\u2029]/g, '\n');
    const r = (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecrets */ .fp)(plain);
    return { text: r.text, redacted: r.findings.length };
}


/***/ })

};
