export const id = 260;
export const ids = [260,88];
export const modules = {

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
async function isLocked(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(lockPath(path));
        return true;
    }
    catch {
        return false;
    }
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

/***/ 7051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ MAX_TEXT_BYTES),
/* harmony export */   GW: () => (/* binding */ MAX_CONFIG_BYTES),
/* harmony export */   I: () => (/* binding */ kindOf),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
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
    const opened = openRegularSync(path, options);
    if (!opened)
        return undefined;
    try {
        return readAll(opened.fd, opened.size, options.maxBytes, path, options);
    }
    catch (err) {
        throw refusal(path, err, options);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(opened.fd);
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


/***/ }),

/***/ 5260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   demote: () => (/* binding */ demote),
/* harmony export */   expire: () => (/* binding */ expire),
/* harmony export */   frontMatterType: () => (/* binding */ frontMatterType),
/* harmony export */   globMatch: () => (/* binding */ globMatch),
/* harmony export */   listTypedFiles: () => (/* binding */ listTypedFiles),
/* harmony export */   memoryTypeOf: () => (/* binding */ memoryTypeOf),
/* harmony export */   promote: () => (/* binding */ promote)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_7___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_7__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _fs_lock_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2088);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7051);
/* harmony import */ var _file_ages_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2801);
/**
 * Typed memory (aide): core files are never pruned, procedural and episodic
 * files are pruned by age. This module holds the per-file operations:
 * promote/demote between types, expire by age, and the listing pruning
 * walks. Every operation honours `.lock` sentinels.
 */








/** Promotes a file to a longer-lived type: an atomic move that never overwrites. */
function promote(src, dst) {
    return move(src, dst, 'promote');
}
/** Demotes a file to a shorter-lived type: an atomic move that never overwrites. */
function demote(src, dst) {
    return move(src, dst, 'demote');
}
/**
 * link(2) fails with EEXIST atomically, so an existing destination is never
 * replaced, not even by a racing writer; unlinking the source completes the
 * move. Where hard links are not possible the copy is made with O_EXCL.
 *
 * A move killed (or failing) between the link and the unlink leaves both
 * names; a retry sees the destination exists and finds that it is the
 * source itself (same inode) or, after a copy, holds exactly its bytes. Then
 * nothing would be overwritten, so the retry finishes the move by removing
 * the source instead of refusing for good.
 */
async function move(src, dst, verb) {
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(src);
    }
    catch (err) {
        throw err.code === 'ENOENT'
            ? (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .opError */ .ey)(`cannot ${verb} ${src}: it does not exist`, { file: src })
            : (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ioError */ .bD)(verb, src, err);
    }
    if (!st.isFile())
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .opError */ .ey)(`cannot ${verb} ${src}: not a regular file`, { file: src });
    await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_4__/* .assertUnlocked */ .Wj)(src, verb);
    await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_4__/* .assertUnlocked */ .Wj)(dst, `${verb} onto`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dst), { recursive: true });
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(src, dst);
        }
        catch (err) {
            const code = err.code;
            if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS')
                throw err;
            await copyExclusive(src, dst);
        }
    }
    catch (err) {
        if (err.code !== 'EEXIST')
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ioError */ .bD)(verb, dst, err);
        if (!(await alreadyMoved(src, dst))) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .opError */ .ey)(`cannot ${verb} to ${dst}: it already exists (memkeep never overwrites)`, { file: dst });
        }
    }
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(src);
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ioError */ .bD)(`finish the ${verb} of`, src, err);
    }
}
/** Whether `dst` is what an interrupted move of `src` left: the same file, or a regular file with its exact bytes. */
async function alreadyMoved(src, dst) {
    const [a, b] = await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(src), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(dst).catch(() => undefined)]);
    if (!b?.isFile())
        return false;
    if (a.dev === b.dev && a.ino === b.ino)
        return true;
    if (a.size !== b.size)
        return false;
    const read = (path) => (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegularFile */ .XF)(path, { maxBytes: a.size }).catch(() => undefined);
    const [x, y] = await Promise.all([read(src), read(dst)]);
    return x !== undefined && y !== undefined && x.equals(y);
}
async function copyExclusive(src, dst) {
    const { constants } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 3024, 23));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(src, dst, constants.COPYFILE_EXCL);
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(dst, 'r+');
    try {
        await fh.sync();
    }
    finally {
        await fh.close();
    }
}
/**
 * Deletes `path` when its age (from the AgeSource, never stat directly: in a
 * checkout mtime lies) is known and older than `maxAgeMs`. Missing, locked,
 * sentinel and uncertain-age files are kept, with the reason.
 */
async function expire(path, maxAgeMs, options = {}) {
    const ages = options.ages ?? _file_ages_js__WEBPACK_IMPORTED_MODULE_6__/* .mtimeAges */ .xE;
    const now = options.now ?? new Date();
    if ((0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_4__/* .isLockSentinel */ .yN)(path))
        return { removed: false, reason: 'lock sentinels are never expired' };
    let age;
    try {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path);
        if (!st.isFile())
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .opError */ .ey)(`cannot expire ${path}: not a regular file`, { file: path });
        age = await ages.ageOf(path);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return { removed: false, reason: 'missing' };
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ioError */ .bD)('expire', path, err);
    }
    if (age.uncertain)
        return { removed: false, reason: `age unknown: ${age.uncertain}`, age };
    if (!(0,_file_ages_js__WEBPACK_IMPORTED_MODULE_6__/* .olderThan */ .W7)(age, maxAgeMs, now))
        return { removed: false, reason: 'not old enough', age };
    if (await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_4__/* .isLocked */ .ln)(path))
        return { removed: false, reason: 'locked', age };
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(path);
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ioError */ .bD)('expire', path, err);
    }
    return { removed: true, age };
}
/**
 * Every regular file under a typed-memory directory, recursively and sorted,
 * without `.lock` sentinels, memkeep temp files, or anything reached through
 * a symlink (a link must not let pruning delete outside the store).
 *
 * Listed synchronously: a listing is one or two system calls, most often
 * for a folder that does not exist, and a round trip to the thread pool
 * wakes a worker and then the main thread for each (every plan and every
 * load lists two folders per agent: 4,000 round trips in a thousand agents'
 * dry run).
 */
function listTypedFiles(dir) {
    const files = [];
    function walk(current) {
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(current, { withFileTypes: true });
        }
        catch (err) {
            const code = err.code;
            if (code === 'ENOENT' || (code === 'ENOTDIR' && current === dir))
                return;
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ioError */ .bD)('list', current, err);
        }
        for (const entry of entries) {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(current, entry.name);
            if (entry.isDirectory())
                walk(path);
            else if (entry.isFile() && !(0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_4__/* .isLockSentinel */ .yN)(entry.name) && !entry.name.endsWith('.memkeep-tmp'))
                files.push(path);
        }
    }
    walk(dir);
    return files.sort();
}
// --- typing ----------------------------------------------------------------
const matchers = new Map();
/**
 * A glob over a store-relative path (`/` separated), through picomatch, so
 * a glob means what it means in a shell or a .gitignore: `*` and `?` stay
 * within a segment, `**` crosses segments (`**\/` may match no directory at
 * all), braces (`*.{md,txt}`), classes (`[0-9]`) and a leading `!`
 * (everything but) work, and dot files match like any other (Cline's
 * `.clinerules`, `.cursor/`). A glob is compiled once per run.
 */
function globMatch(glob, relPath) {
    let match = matchers.get(glob);
    if (match === undefined) {
        match = picomatch__WEBPACK_IMPORTED_MODULE_7___default()(glob, { dot: true });
        matchers.set(glob, match);
    }
    return match(relPath);
}
/**
 * A file's memory type and what decided it: its front matter `type:` when
 * the agent maps it, else the first `types` glob that matches its
 * store-relative path, else the directory it is in. Pruning and load type
 * a file the same way.
 */
function memoryTypeOf(memory, relPath, content, dirType) {
    const declared = frontMatterType(content);
    const mapped = declared === undefined ? undefined : memory.frontMatterTypes[declared];
    if (mapped)
        return { type: mapped, by: `front matter type: ${declared}` };
    const rule = memory.types.find(([glob]) => globMatch(glob, relPath));
    if (rule)
        return { type: rule[1], by: rule[2] ?? `types "${rule[0]}"` };
    return { type: dirType, by: `under ${dirType}_dir` };
}
/** The `type:` in a file's YAML front matter (at any indentation, as Claude Code nests it under `metadata:`). */
function frontMatterType(content) {
    const head = content
        .subarray(0, 8192)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
    const m = /^---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/.exec(head);
    if (!m)
        return undefined;
    return /^\s*type:\s*["']?([A-Za-z0-9_-]+)["']?\s*$/m.exec(m[1])?.[1]?.toLowerCase();
}


/***/ })

};
