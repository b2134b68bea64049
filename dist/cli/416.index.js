export const id = 416;
export const ids = [416,88];
export const modules = {

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

/***/ 2088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wj: () => (/* binding */ assertUnlocked),
/* harmony export */   ln: () => (/* binding */ isLocked),
/* harmony export */   lock: () => (/* binding */ lock),
/* harmony export */   sN: () => (/* binding */ isLockedSync),
/* harmony export */   unlock: () => (/* binding */ unlock),
/* harmony export */   yN: () => (/* binding */ isLockSentinel)
/* harmony export */ });
/* unused harmony exports LOCK_SUFFIX, lockPath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/**
 * Advisory locks (aide): `<path>.lock` is a sentinel created with
 * O_CREAT|O_EXCL. It is cooperative, but memkeep itself honours it
 * everywhere: nothing prunes, trims, merges or moves a locked file, and the
 * sentinels themselves are never pruned.
 */



const LOCK_SUFFIX = '.lock';
function lockPath(path) {
    return path + LOCK_SUFFIX;
}
function isLockSentinel(path) {
    return path.endsWith(LOCK_SUFFIX);
}
/** isLocked for loops over many files, where a thread-pool round trip each costs more than the check. */
function isLockedSync(path) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(lockPath(path));
}
/**
 * isLockedSync for async callers. One access(2) on the main thread: the
 * asynchronous one went through the thread pool and, for the usual answer
 * (no lock), built an ENOENT error with its stack, about 0.1 ms a file;
 * a 1,000-agent dry run of the Action checked 4,000 files.
 */
async function isLocked(path) {
    return isLockedSync(path);
}
/** Throws an operation error when `path` is locked; `action` names what was refused. */
async function assertUnlocked(path, action) {
    if (await isLocked(path)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`cannot ${action} ${path}: it is locked (${lockPath(path)} exists)`, { file: path });
    }
}
/**
 * Creates the sentinel; a second lock fails until unlock. Only files can be
 * locked: nothing consults `<dir>.lock`, so locking a directory would
 * protect nothing while saying it did.
 */
async function lock(path) {
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path);
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('lock', path, err);
    }
    if (st && !st.isFile()) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`cannot lock ${path}: not a regular file (only files can be locked)`, { file: path });
    }
    try {
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(lockPath(path), 'wx', 0o644);
        await fh.writeFile(`pid ${process.pid}\n`);
        await fh.close();
    }
    catch (err) {
        if (err.code === 'EEXIST') {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`${path} is already locked (${lockPath(path)} exists)`, { file: path });
        }
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('lock', path, err);
    }
}
/** Removes the sentinel; unlocking an unlocked file is an error, so typos show. */
async function unlock(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(lockPath(path));
    }
    catch (err) {
        if (err.code === 'ENOENT') {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`${path} is not locked (no ${lockPath(path)})`, { file: path });
        }
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('unlock', path, err);
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

/***/ 5416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeInto: () => (/* binding */ mergeInto),
/* harmony export */   parseDedupe: () => (/* binding */ parseDedupe)
/* harmony export */ });
/* unused harmony export DEDUPE_MODES */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _fs_atomic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(230);
/* harmony import */ var _fs_lock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2088);
/* harmony import */ var _fs_writelock_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2039);
/* harmony import */ var _section_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4046);
/* harmony import */ var _section_write_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(265);
/**
 * Typed-memory merge (aide `merge(path, content, dedupe)`): append text to a
 * memory file, optionally skipping lines already present or replacing
 * `## ` blocks by heading. Blocks are found with the section splitter of
 * section-file.ts, so a `## ` line inside a code fence is body text here too.
 *
 * A locked file is never merged into; the whole file is read and refused if
 * it is not UTF-8 text; the result is written atomically, keeping the mode.
 * The read and the write happen under the file's write lock (fs/writelock.ts),
 * so concurrent merges take turns and none is lost.
 * Incoming text adopts the file's line ending so a CRLF file stays CRLF.
 */






/** The `--dedupe` values, default first. */
const DEDUPE_MODES = ['none', 'line_hash', 'section_replace'];
/** The `--dedupe` value as a mode; anything else is a config error naming the option. */
function parseDedupe(value) {
    const mode = DEDUPE_MODES.find((m) => m === value);
    if (mode)
        return mode;
    throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .configError */ .Fj)(`--dedupe must be one of ${DEDUPE_MODES.join(', ')}, not ${JSON.stringify(value)}`, {
        field: '--dedupe',
    });
}
/**
 * Merges `content` into the file at `path` (created, with its directories,
 * when missing) and reports what happened. An existing file that the merge
 * would not change is not rewritten.
 */
async function mergeInto(path, content, dedupe) {
    await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .assertUnlocked */ .Wj)(path, 'merge into');
    return (0,_fs_writelock_js__WEBPACK_IMPORTED_MODULE_3__/* .withWriteLock */ .vO)(path, async () => {
        const existing = await (0,_section_write_js__WEBPACK_IMPORTED_MODULE_5__/* .readTextForRewrite */ .p)(path, 'merge into');
        const base = existing ?? '';
        const eol = (0,_section_file_js__WEBPACK_IMPORTED_MODULE_4__/* .lineEnding */ .En)(base || content);
        // A BOM or foreign line endings in the middle of a file would be noise.
        const incoming = base === '' ? content : content.replace(/^\uFEFF/, '').replace(/\r?\n/g, eol);
        const { text, ...result } = merge(base, incoming, dedupe, eol);
        if (existing === undefined || text !== existing)
            await (0,_fs_atomic_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Zf)(path, text, { mkdirs: true });
        return result;
    });
}
function merge(base, incoming, dedupe, eol) {
    switch (dedupe) {
        case 'none':
            // aide: "straight append". A file without a final line break is continued as it is.
            return { text: base + incoming, added: nonBlankLines(incoming), replaced: 0, skipped: 0 };
        case 'line_hash':
            return lineHash(base, incoming, eol);
        case 'section_replace':
            return sectionReplace(base, incoming, eol);
    }
}
/**
 * `text + addition`, with a line break first when `text` ends inside a line.
 * Empty text, or only a BOM, has no line to finish. A final CR is half a
 * CRLF, so `\n` completes it: adding a whole `\r\n` after it would turn that
 * CR into text, and a last line `x\r` (or a fence opener) into another line.
 */
function append(text, addition, eol) {
    if (addition === '' || /(^\uFEFF?|\n)$/.test(text))
        return text + addition;
    return text + (text.endsWith('\r') ? '\n' : eol) + addition;
}
/**
 * Lines with their terminators, and their text without. Every CR before the
 * `\n` counts as line ending, and so does a CR at the very end: converting to
 * the file's line ending turns `x\r\r\n` into `x\r\n`, and an append turns a
 * final `x\r` into `x\r\n`, so lines that differ only there read back alike.
 */
function lines(text) {
    return (text.match(/[^\n]*\n|[^\n]+$/g) ?? []).map((raw) => ({ raw, text: raw.replace(/\r*\n?$/, '') }));
}
function isBlank(line) {
    return line.trim() === '';
}
function nonBlankLines(text) {
    return lines(text).filter((l) => !isBlank(l.text)).length;
}
/**
 * Appends the incoming lines whose exact text (trailing CRs aside, see
 * lines()) is neither in the file nor earlier in the incoming text. Blank
 * lines are kept (they carry markdown structure), but only when at least one
 * line is appended: otherwise merging the same text again would add its
 * blank lines every time.
 */
function lineHash(base, incoming, eol) {
    const seen = new Set(lines(base.replace(/^\uFEFF/, '')).map((l) => l.text));
    // Incoming text keeps its BOM only when it starts a new file, where the BOM
    // is the file's and not part of the first line.
    const bom = incoming.startsWith('\uFEFF') ? '\uFEFF' : '';
    const kept = [bom];
    let added = 0;
    let skipped = 0;
    for (const { raw, text } of lines(incoming.slice(bom.length))) {
        if (isBlank(text)) {
            kept.push(raw);
        }
        else if (seen.has(text)) {
            skipped++;
        }
        else {
            seen.add(text);
            kept.push(raw);
            added++;
        }
    }
    return { text: added > 0 ? append(base, kept.join(''), eol) : base, added, replaced: 0, skipped };
}
/**
 * aide: "replace any block whose heading matches". Every existing block with
 * an incoming block's heading is replaced: the incoming block (byte for byte)
 * takes the place of the first, and the others with that heading are removed,
 * so `## A\none\n## A\ntwo` merged with `## A\nnew` is `## A\nnew` (a
 * heading repeated in the incoming text: the last one wins). Blocks with new
 * headings are appended. The file's preamble and every other block stay
 * byte-identical, except that a block (or preamble) leaving a fence opener
 * unclosed gets a closing fence line when a fence line after it would close
 * that opener. A non-blank incoming preamble is appended before the new
 * blocks, keeping its place in front of them.
 */
function sectionReplace(base, incoming, eol) {
    const have = (0,_section_file_js__WEBPACK_IMPORTED_MODULE_4__/* .splitSections */ .nO)(base);
    const add = (0,_section_file_js__WEBPACK_IMPORTED_MODULE_4__/* .splitSections */ .nO)(incoming);
    // undefined: a block removed because an earlier one with its heading was replaced.
    const blocks = have.sections.map((s) => s.raw);
    const slots = new Map();
    have.sections.forEach((s, i) => {
        if (!slots.has(s.heading))
            slots.set(s.heading, i);
    });
    const done = new Set();
    let replaced = 0;
    for (const { heading, raw } of add.sections) {
        const slot = slots.get(heading);
        if (slot === undefined) {
            slots.set(heading, blocks.length);
            blocks.push(raw);
            continue;
        }
        if (slot < have.sections.length && !done.has(heading)) {
            done.add(heading);
            have.sections.forEach((s, i) => {
                if (s.heading !== heading)
                    return;
                replaced++;
                if (i !== slot)
                    blocks[i] = undefined;
            });
        }
        blocks[slot] = raw;
    }
    const appended = blocks.length - have.sections.length;
    const kept = blocks.filter((b) => b !== undefined);
    const preamble = !isBlank(add.preamble);
    if (preamble)
        kept.splice(kept.length - appended, 0, add.preamble);
    // Last to first, so a piece knows the closing runs of everything after it
    // (closing lines added there included): it gets a closing fence line only
    // when what follows would otherwise close one of its unclosed openers and
    // turn the blocks between into code.
    const pieces = [have.preamble, ...kept];
    let following = { '`': 0, '~': 0 };
    for (let i = pieces.length - 1; i >= 0; i--) {
        const piece = pieces[i] ?? '';
        const closer = (0,_section_file_js__WEBPACK_IMPORTED_MODULE_4__/* .fenceCloser */ .u6)(piece, following);
        const closed = closer === undefined ? piece : append(piece, closer, eol);
        const own = (0,_section_file_js__WEBPACK_IMPORTED_MODULE_4__/* .closingRuns */ .Qm)(closed);
        following = { '`': Math.max(following['`'], own['`']), '~': Math.max(following['~'], own['~']) };
        pieces[i] = closed;
    }
    return {
        // Existing blocks other than the last already end with a newline, so
        // append() only ever adds one after an incoming or final block.
        text: pieces.reduce((text, piece) => append(text, piece, eol), ''),
        added: appended + (preamble ? 1 : 0),
        replaced,
        skipped: 0,
    };
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


/***/ })

};
