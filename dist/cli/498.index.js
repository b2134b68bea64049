export const id = 498;
export const ids = [498,94,250,51];
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

/***/ 6837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   appendFailureNote: () => (/* binding */ appendFailureNote),
/* harmony export */   formatFailureNote: () => (/* binding */ formatFailureNote),
/* harmony export */   parseTokens: () => (/* binding */ parseTokens)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _config_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1066);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _fs_append_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2363);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7051);
/* harmony import */ var _text_invisible_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(480);
/**
 * Failure notes (aide's failure distillation), appended to
 * `<procedural_dir>/failures.md` in the seed's exact shape:
 *
 *   ## 2026-04-18T12:00:00+00:00
 *   - **Issue**: local
 *   - **Task snippet**: <first 200 characters of the task, one line>
 *   - **Tokens**: 12345
 *   - **Why it failed**: partial
 *
 * A note is an append, never a rewrite, so it does not consult locks: it is
 * the agent's own write path, like a run-log entry.
 */








const SNIPPET_CHARS = 200;
/** `--tokens`: digits only, and a count Number holds exactly (past 2^53 it is another number, then `1e+23`). */
function parseTokens(text) {
    if (!/^\d+$/.test(text.trim()))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`--tokens must be a whole number (got "${text}")`, { field: '--tokens' });
    const n = Number(text.trim());
    if (!Number.isSafeInteger(n))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`--tokens must be at most ${Number.MAX_SAFE_INTEGER} (got "${text}")`, { field: '--tokens' });
    return n;
}
/** Folds any text to one line, so no field can start a heading or a bullet of its own; nothing invisible stays. */
function oneLine(text) {
    return (0,_text_invisible_js__WEBPACK_IMPORTED_MODULE_6__/* .withoutInvisible */ .OT)(text)
        .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
}
/** The UTC timestamp in the seed's `+00:00` form, to the second. */
function timestamp(at) {
    if (Number.isNaN(at.getTime()))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)('invalid timestamp for the failure note', { field: 'at' });
    return at.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
/** Renders one note, ending with a blank line. */
function formatFailureNote(note, eol = '\n') {
    const snippet = Array.from(oneLine(note.task)).slice(0, SNIPPET_CHARS).join('');
    const lines = [
        `## ${timestamp(note.at ?? new Date())}`,
        `- **Issue**: ${oneLine(note.issue ?? '') || 'local'}`,
        `- **Task snippet**: ${snippet || '(none)'}`,
        `- **Tokens**: ${note.tokens === undefined ? 'unknown' : note.tokens}`,
        `- **Why it failed**: ${oneLine(note.why) || 'failure'}`,
    ];
    // A field that folds to nothing (only invisible characters) is no field: an empty bullet would read as one.
    const run = oneLine(note.runUrl ?? '');
    const commit = oneLine(note.commit ?? '');
    if (run)
        lines.push(`- **Run**: ${run}`);
    if (commit)
        lines.push(`- **Commit**: ${commit}`);
    return lines.join(eol) + eol + eol;
}
/**
 * Appends a note to `<proceduralDir>/failures.md` (created with its
 * directories), in the file's own line-ending style, starting on a fresh
 * line, whole or not at all (append.ts). Returns the file's path.
 */
async function appendFailureNote(proceduralDir, note) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(proceduralDir, _config_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .FAILURES_FILE */ .nB);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(proceduralDir, { recursive: true, mode: 0o755 });
        // Not through a symlink: the directory was checked to lie inside the
        // store, but a linked failures.md could still append anywhere. Windows
        // has no O_NOFOLLOW (and stores there rarely hold links).
        const { fh } = (await (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_5__/* .openRegular */ .lf)(file, {
            flags: node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDWR | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0),
            mode: 0o644,
            action: 'append a failure note to',
        }));
        try {
            const { size } = await fh.stat();
            let eol = '\n';
            let prefix = '';
            if (size > 0) {
                const head = Buffer.alloc(Math.min(size, 65536));
                await fh.read(head, 0, head.length, 0);
                const nl = head.indexOf(10);
                if (nl > 0 && head[nl - 1] === 13)
                    eol = '\r\n';
                const last = Buffer.alloc(1);
                await fh.read(last, 0, 1, size - 1);
                if (last[0] !== 10)
                    prefix = eol;
            }
            await (0,_fs_append_js__WEBPACK_IMPORTED_MODULE_7__/* .appendWhole */ .g)(fh, Buffer.from(prefix + formatFailureNote(note, eol)));
        }
        finally {
            await fh.close();
        }
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)('append a failure note to', file, err);
    }
    return file;
}


/***/ }),

/***/ 250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   allWarnings: () => (/* binding */ allWarnings),
/* harmony export */   memoryOffWarnings: () => (/* binding */ memoryOffWarnings),
/* harmony export */   redactedSentence: () => (/* binding */ redactedSentence)
/* harmony export */ });
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(573);

/** The warnings a front end gives for one call: the store's and the agent's config first, then the operation's. */
function allWarnings(store, agent, done) {
    return [...store.warnings, ...agent.warnings, ...done.warnings];
}
/**
 * The warning for a write to an agent whose memory is not enabled: gc
 * leaves such an agent alone (as axe does), so what is appended piles up.
 * The write still happens: refusing it would lose the run's record.
 */
function memoryOffWarnings(agent) {
    return agent.memory.enabled
        ? []
        : [
            `agent "${agent.name}": memory is not enabled, so memkeep gc leaves it alone and what is written here is never trimmed or distilled; set [memory] enabled = true in its config`,
        ];
}
/** What both front ends add to a write's answer when text was redacted before it was written. */
function redactedSentence(n) {
    return n > 0 ? ` Redacted ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(n, 'secret', 'secrets')} before writing.` : '';
}


/***/ }),

/***/ 1498:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   recordFailure: () => (/* binding */ recordFailure),
/* harmony export */   recordedLine: () => (/* binding */ recordedLine)
/* harmony export */ });
/* harmony import */ var _config_confine_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1094);
/* harmony import */ var _memory_knowledge_failures_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6837);
/* harmony import */ var _text_writable_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6791);
/* harmony import */ var _done_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(250);
/**
 * `fail`: a failure note appended to the agent's procedural failures.md,
 * every field made writable first (text/writable.ts).
 */




async function recordFailure(agent, note) {
    let redacted = 0;
    const writable = (text) => {
        if (text === undefined)
            return text;
        const w = (0,_text_writable_js__WEBPACK_IMPORTED_MODULE_2__/* .writableText */ .o)(text);
        redacted += w.redacted;
        return w.text;
    };
    const file = await (0,_memory_knowledge_failures_js__WEBPACK_IMPORTED_MODULE_1__.appendFailureNote)(agent.memory.proceduralDir, {
        ...note,
        why: writable(note.why),
        task: writable(note.task),
        issue: writable(note.issue),
        runUrl: writable(note.runUrl),
        commit: writable(note.commit),
    });
    return { value: { file, redacted }, warnings: (0,_done_js__WEBPACK_IMPORTED_MODULE_3__.memoryOffWarnings)(agent) };
}
/** What both front ends answer to a `fail`. */
function recordedLine(store, recorded) {
    return `Recorded failure note in ${(0,_config_confine_js__WEBPACK_IMPORTED_MODULE_0__.storeRelative)(store, recorded.file)}.${(0,_done_js__WEBPACK_IMPORTED_MODULE_3__.redactedSentence)(recorded.redacted)}`;
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
