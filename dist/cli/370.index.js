export const id = 370;
export const ids = [370];
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

/***/ 5370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadSnapshot: () => (/* binding */ loadSnapshot)
/* harmony export */ });
/* unused harmony export MAX_FILE_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_confine_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1094);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7051);
/* harmony import */ var _section_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4046);






/** evva's per-file cap on what a snapshot loads (64 KiB). */
const MAX_FILE_BYTES = 65536;
/**
 * Reads the snapshot's files in the order EVVA.md, USER_PROFILE.md,
 * MEMORY.md, so warnings come in that order. Never throws. Project memory is
 * skipped when its key is "" (workdir `/`): evva would read
 * `projects/MEMORY.md`, which belongs to no project.
 */
async function loadSnapshot(options) {
    const warnings = [];
    const paths = {};
    const key = options.workdir ? (0,_section_file_js__WEBPACK_IMPORTED_MODULE_5__/* .projectKey */ .$N)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(options.workdir)) : '';
    if (options.workdir)
        paths.workdirMemory = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(options.workdir, 'EVVA.md');
    if (options.storeRoot) {
        paths.userProfile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(options.storeRoot, 'USER_PROFILE.md');
        if (options.loadProjectMemory && key) {
            paths.projectMemory = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(options.storeRoot, 'projects', key, 'MEMORY.md');
        }
    }
    const inStore = options.storeRoot ? await storeConfined(options.storeRoot, warnings) : undefined;
    const workdirMemory = await readCapped(paths.workdirMemory, warnings);
    const userProfile = await readCapped(await inStore?.(paths.userProfile), warnings);
    const projectMemory = await readCapped(await inStore?.(paths.projectMemory), warnings);
    return {
        workdirMemory,
        userProfile,
        projectMemory,
        projectMemoryIndex: (0,_section_file_js__WEBPACK_IMPORTED_MODULE_5__/* .indexSummary */ .Td)(projectMemory, 80),
        projectKey: key,
        paths,
        warnings,
    };
}
/**
 * The store's files are the store's: as agent load and every write do, a
 * file that a symlink leads out of the store is not read (it could print
 * any file on the machine into an agent's prompt). EVVA.md is the
 * workdir's own and is read where it is.
 */
async function storeConfined(storeRoot, warnings) {
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(storeRoot).catch(() => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(storeRoot));
    return async (path) => {
        if (path === undefined || (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__.isInside)(root, await (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__.realPathIn)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(storeRoot, path)))))
            return path;
        warnings.push(`memdir: ${path} skipped: it leads outside the store through a symlink`);
        return undefined;
    };
}
/**
 * At most MAX_FILE_BYTES of a file, decoded as UTF-8. Only MAX_FILE_BYTES + 1
 * bytes are ever read, enough to tell "over the cap" from "exactly the cap"
 * without pulling a runaway file into memory. The cut bytes are decoded in
 * streaming mode, so a character the cut splits is dropped rather than
 * turned into U+FFFD; the kept text is then a few bytes short of the cap.
 * A leading BOM is kept, as evva's Snapshot keeps each file's raw
 * contents (and the section reader sees a heading behind it).
 */
async function readCapped(path, warnings) {
    if (!path)
        return '';
    let fh;
    try {
        fh = (await (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_4__/* .openRegular */ .lf)(path))?.fh;
        if (!fh)
            return '';
        const buf = Buffer.alloc(MAX_FILE_BYTES + 1);
        let size = 0;
        while (size < buf.length) {
            const { bytesRead } = await fh.read(buf, size, buf.length - size, size);
            if (bytesRead === 0)
                break;
            size += bytesRead;
        }
        const truncated = size > MAX_FILE_BYTES;
        const bytes = buf.subarray(0, Math.min(size, MAX_FILE_BYTES));
        // A binary file is no memory for a prompt, and its NULs would reach the
        // agent's terminal or prompt verbatim: skip it, saying so.
        if (bytes.includes(0)) {
            warnings.push(`memdir: ${path} skipped: it contains NUL bytes, so it is not a text file`);
            return '';
        }
        if (truncated)
            warnings.push(`memdir: ${path} truncated to ${MAX_FILE_BYTES} bytes (cap ${MAX_FILE_BYTES})`);
        // Invalid UTF-8 (a stray Latin-1 byte) costs a character, not the file.
        const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
        try {
            return strict.decode(bytes, { stream: truncated });
        }
        catch {
            warnings.push(`memdir: ${path} is not valid UTF-8: invalid bytes shown as U+FFFD`);
            return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes, { stream: truncated });
        }
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            warnings.push(`memdir: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ioError */ .bD)('read', path, err).message}`);
        return '';
    }
    finally {
        await fh?.close().catch(() => undefined);
    }
}


/***/ })

};
