export const id = 711;
export const ids = [711];
export const modules = {

/***/ 2363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ appendWhole)
/* harmony export */ });
/**
 * Writes all of `data` through `fh`, which must be open with O_APPEND. On a
 * failure the bytes this call managed to write are cut off again, then the
 * error is rethrown. They are cut only while they are still the file's
 * last bytes: a writer that appended after them (not through memkeep, which
 * serialises its own appends) owns what follows, and cutting would take it.
 */
async function appendWhole(fh, data) {
    let written = 0;
    try {
        while (written < data.length)
            written += (await fh.write(data, written)).bytesWritten;
    }
    catch (err) {
        if (written > 0)
            await cutOwnTail(fh, data.subarray(0, written)).catch(() => undefined);
        throw err;
    }
}
async function cutOwnTail(fh, ours) {
    const { size } = await fh.stat();
    if (size < ours.length)
        return;
    const tail = Buffer.alloc(ours.length);
    const { bytesRead } = await fh.read(tail, 0, ours.length, size - ours.length);
    if (bytesRead === ours.length && tail.equals(ours))
        await fh.truncate(size - ours.length);
}


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

/***/ 9819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ replaceHead),
/* harmony export */   e: () => (/* binding */ carryOverTail)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _append_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2363);
/* harmony import */ var _atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(230);
/* harmony import */ var _handle_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3998);
/**
 * Keeping what is appended during a rewrite: a writer without memkeep's
 * write lock (an agent's own code) appends to the inode it opened, which a
 * rename replaces; what it wrote there is carried over into the new file,
 * where it belongs (carryOverTail), and a rewrite of a file's start keeps
 * everything after it (replaceHead). The rewrites themselves are atomic.ts's.
 */





/**
 * After `target` was replaced by a copy of `old` up to `from` (a file of
 * `at` bytes when it was renamed into place), puts whatever `old` (still
 * open: the replaced inode) gained past `from` where it belongs: right after
 * those `at` bytes, before anything appended to `target` since. A writer
 * that opened the path before the rename and appends without memkeep's
 * write lock (an agent's own code) writes to the replaced inode; without
 * this its entry vanished with it, and appended at the end it came back
 * after entries written later. The old file is watched until it stops
 * growing, so a write under way at the rename is carried over too.
 *
 * When the tail is not empty, `target` is rewritten (atomically, as ever)
 * with the tail inserted; what is appended to `target` during that rewrite
 * is carried over into the rewritten file the same way, up to MAX_ROUNDS
 * times, after which a tail is appended at the end: nothing is ever lost.
 * Returns the bytes carried over from `old`.
 */
async function carryOverTail(old, from, target, at, chunkSize = 1 << 20) {
    let source = old;
    let pos = from;
    let place = at;
    let carried;
    const opened = [];
    try {
        for (let round = 0;; round++) {
            const late = await lateBytes(source, pos);
            carried ??= late.length;
            if (late.length === 0)
                return carried;
            if (round >= MAX_ROUNDS) {
                await appendAt(target, late);
                return carried;
            }
            const current = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(target, 'r');
            opened.push(current);
            let copied = 0;
            await (0,_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .replaceFile */ .fR)(target, async (dst) => {
                await (0,_handle_js__WEBPACK_IMPORTED_MODULE_3__/* .copyRange */ .hU)(current, dst, 0, place, chunkSize);
                await (0,_handle_js__WEBPACK_IMPORTED_MODULE_3__/* .writeAll */ .f4)(dst, late);
                copied = await (0,_handle_js__WEBPACK_IMPORTED_MODULE_3__/* .copyToEnd */ .et)(current, dst, place, chunkSize);
            }, {
                finish: async (dst) => {
                    copied = await (0,_handle_js__WEBPACK_IMPORTED_MODULE_3__/* .copyToEnd */ .et)(current, dst, copied, chunkSize);
                },
            });
            // `current` is the file just replaced: what it gains past `copied` goes after all of it.
            source = current;
            pos = copied;
            place = copied + late.length;
        }
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ioError */ .bD)('carry late appends over to', target, err);
    }
    finally {
        await Promise.all(opened.map((fh) => fh.close().catch(() => undefined)));
    }
}
/**
 * Replaces the first `from` bytes of `target` with `head` (its parts in
 * order), keeping whatever
 * follows them: what `old` (opened on `target` before those bytes were read)
 * holds past `from` is copied after `head` up to the rename, and what it
 * gains after the rename is carried over (carryOverTail). A rewrite of a
 * run log's start (its summary section) so keeps what agents append meanwhile
 * without the write lock, as a trim keeps it.
 */
async function replaceHead(target, old, from, head, chunkSize = 1 << 20) {
    let end = from;
    const length = head.reduce((n, part) => n + part.length, 0);
    await (0,_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .replaceFile */ .fR)(target, async (dst) => {
        for (const part of head)
            await (0,_handle_js__WEBPACK_IMPORTED_MODULE_3__/* .writeAll */ .f4)(dst, part);
        end = await (0,_handle_js__WEBPACK_IMPORTED_MODULE_3__/* .copyToEnd */ .et)(old, dst, from, chunkSize);
    }, {
        finish: async (dst) => {
            end = await (0,_handle_js__WEBPACK_IMPORTED_MODULE_3__/* .copyToEnd */ .et)(old, dst, end, chunkSize);
        },
    });
    await carryOverTail(old, end, target, length + end - from, chunkSize);
}
/** Rounds of carrying over before a late tail is simply appended at the end. */
const MAX_ROUNDS = 8;
/** What `fh` holds past `from`, read until it stops growing (one more look after it seems quiet). */
async function lateBytes(fh, from) {
    const chunks = [];
    let pos = from;
    const looks = (0,_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .shared */ .ue)() ? 2 : 0;
    for (let quiet = 0;;) {
        const { size } = await fh.stat();
        if (size <= pos) {
            if (quiet++ >= looks)
                break;
            // One more look after the writers that raced the rename had their turn.
            await new Promise((ok) => setTimeout(ok, 5));
            continue;
        }
        quiet = 0;
        const late = Buffer.alloc(size - pos);
        const { bytesRead } = await fh.read(late, 0, late.length, pos);
        chunks.push(late.subarray(0, bytesRead));
        pos += bytesRead;
    }
    return Buffer.concat(chunks);
}
/** Appends `data` whole to `target` (O_APPEND). */
async function appendAt(target, data) {
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(target, 'a');
    try {
        await (0,_append_js__WEBPACK_IMPORTED_MODULE_4__/* .appendWhole */ .g)(fh, data);
    }
    finally {
        await fh.close();
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

/***/ 8719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ lineTimes)
/* harmony export */ });
async function lineTimes(path) {
    const { blameLines } = await Promise.all(/* import() */[__webpack_require__.e(724), __webpack_require__.e(607)]).then(__webpack_require__.bind(__webpack_require__, 1607));
    return blameLines(path);
}


/***/ }),

/***/ 573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KE: () => (/* binding */ listed),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   oh: () => (/* binding */ thousands)
/* harmony export */ });
/* unused harmony export noun */
/** `1 entry`, `2 entries`: counts in messages read as English. */
function plural(n, one, many) {
    return `${n} ${noun(n, one, many)}`;
}
/** The word alone, for a count printed apart from it (`**3** entries`). */
function noun(n, one, many) {
    return n === 1 ? one : many;
}
/** Names a risk or a summary line shows before counting the rest. */
const NAMES_SHOWN = 10;
/**
 * `"a", "b" and 3 more`: a list a reader can take in on one line, however
 * long it is (a trim of 4,000 entries folds 2,000 items; --json has them all).
 */
function listed(names, shown = NAMES_SHOWN) {
    const head = names.slice(0, shown).join(', ');
    return names.length > shown ? `${head} and ${names.length - shown} more` : head;
}
/**
 * An integer with a comma every three digits, as `toLocaleString('en-US')`
 * writes it, without loading the locale's number formats (about 30 ms at
 * the first call, in every Action run for its job summary's token counts).
 */
function thousands(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}


/***/ })

};
