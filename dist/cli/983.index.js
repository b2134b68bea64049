export const id = 983;
export const ids = [983];
export const modules = {

/***/ 1588:
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

/***/ 9908:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tv: () => (/* binding */ closesFence),
/* harmony export */   Yi: () => (/* binding */ closerOf),
/* harmony export */   sv: () => (/* binding */ openingFence)
/* harmony export */ });
/**
 * CommonMark code fences, shared by section files (src/memory/sections/section-file.ts)
 * and run logs (src/format/headings.ts): a `## ` line inside a fence is body
 * text in both.
 */
/** CommonMark fence opener: up to 3 spaces, then 3+ backticks or tildes. */
function openingFence(line) {
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (!m)
        return undefined;
    const [, run = '', info = ''] = m;
    // A backtick fence's info string may not contain backticks (inline code).
    if (run[0] === '`' && info.includes('`'))
        return undefined;
    return { char: run[0] === '~' ? '~' : '`', len: run.length };
}
/** A closer uses the opener's character, at least as many, and nothing else. */
function closesFence(line, fence) {
    const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
    return m?.[1] !== undefined && m[1][0] === fence.char && m[1].length >= fence.len;
}
/** The fence a closer line could close (its character and length), else undefined. */
function closerOf(line) {
    const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
    return m?.[1] === undefined ? undefined : { char: m[1][0] === '~' ? '~' : '`', len: m[1].length };
}


/***/ }),

/***/ 6753:
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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2174);
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

/***/ 9169:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   An: () => (/* binding */ utf8CutAfter),
/* harmony export */   Dp: () => (/* binding */ cutCodePoints),
/* harmony export */   Dx: () => (/* binding */ utf8CutBefore),
/* harmony export */   mT: () => (/* binding */ utf8WholeEnd)
/* harmony export */ });
/**
 * Cutting text without splitting a character: to a number of code points (a
 * surrogate pair is one, so an emoji is never halved), or at a UTF-8 byte
 * offset (never inside a multi-byte character).
 */
const ELLIPSIS = '…';
/**
 * `text` cut to `max` code points, marked with `…`: by default the mark is
 * within `max`; with `markAfter`, `max` code points of text are kept and the
 * mark follows them.
 */
function cutCodePoints(text, max, markAfter = false) {
    // At most `max` UTF-16 units is at most `max` code points: only longer text needs splitting.
    if (text.length <= max)
        return text;
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return chars.slice(0, markAfter ? max : max - 1).join('') + ELLIPSIS;
}
/** The last offset at or before `at` that does not split a UTF-8 character of `bytes`. */
function utf8CutBefore(bytes, at) {
    let end = at;
    // Back up from a continuation byte (10xxxxxx) to the start of its character.
    while (end > 0 && end < bytes.length && (bytes[end] & 0xc0) === 0x80)
        end--;
    return end;
}
/**
 * The first offset at or after `at` that does not split a UTF-8 character.
 * At most three continuation bytes are skipped: a longer run is invalid
 * UTF-8 anyway, and skipping it all could swallow the whole tail.
 */
function utf8CutAfter(bytes, at) {
    let cut = at;
    while (cut < bytes.length && cut < at + 3 && (bytes[cut] & 0xc0) === 0x80)
        cut++;
    return cut;
}
/** The end of the last whole UTF-8 character in a head cut at any byte. */
function utf8WholeEnd(buf) {
    let start = buf.length;
    // Back to the first byte of the last character (at most 3 continuation bytes).
    while (start > 0 && buf.length - start < 4 && (buf[start - 1] & 0xc0) === 0x80)
        start--;
    if (start === 0)
        return buf.length;
    const lead = buf[start - 1];
    const want = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
    return buf.length - (start - 1) < want ? start - 1 : buf.length;
}


/***/ })

};
