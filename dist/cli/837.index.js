export const id = 837;
export const ids = [837,51];
export const modules = {

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

/***/ 480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ INVISIBLE_CHARS),
/* harmony export */   Gv: () => (/* binding */ hiddenShown),
/* harmony export */   OT: () => (/* binding */ withoutInvisible),
/* harmony export */   RT: () => (/* binding */ unicodeEscape),
/* harmony export */   m_: () => (/* binding */ invisibleAs)
/* harmony export */ });
/**
 * Characters that change how a line reads without being seen, removed from
 * whatever memkeep writes into memory (knowledge items, failure notes,
 * notes): bidi embeddings, overrides, isolates and marks (text displayed in
 * another order than an agent reads it, as in Trojan Source), zero-width
 * characters and fillers (words that look the same but differ), the soft
 * hyphen, Unicode tag characters and variation selectors (ASCII smuggled
 * past a reader, never shown): Unicode's whole Default_Ignorable_Code_Point
 * set, plus the interlinear annotation marks. One list, so a character
 * added here is gone from every file.
 */
const INVISIBLE_CHARS = /[\p{Default_Ignorable_Code_Point}\ufff9-\ufffb]/gu;
/**
 * A picture built of several code points (👨‍💻 is two joined by U+200D,
 * ⚠️ a sign and the U+FE0F that shows it in colour): the joiners and the
 * one selector inside it are seen as part of it, so they stay. A run of
 * selectors, or a joiner between letters, is still what smuggles text.
 */
const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)*/u;
const INVISIBLE_OUTSIDE_EMOJI = new RegExp(`(${EMOJI.source})|${INVISIBLE_CHARS.source}`, 'gu');
/** `text` without INVISIBLE_CHARS, but for those an emoji is made of: what memkeep writes into memory. */
function withoutInvisible(text) {
    return invisibleAs(text, '');
}
/** `text` with each of INVISIBLE_CHARS outside an emoji replaced by `by`. */
function invisibleAs(text, by) {
    return text.replace(INVISIBLE_OUTSIDE_EMOJI, (_, emoji) => emoji ?? by);
}
/** One character as the `\u…` escape a reader sees in its place. */
function unicodeEscape(c) {
    const cp = c.codePointAt(0) ?? 0;
    return cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`;
}
/** Control characters but tab and line ends (a CR only before its LF), and INVISIBLE_CHARS outside an emoji (kept whole). */
const HIDDEN = new RegExp(`(${EMOJI.source})|[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f\\u0085]|\\r(?!\\n)|${INVISIBLE_CHARS.source}`, 'gu');
/**
 * Text printed as written, but with nothing in it acting unseen: a
 * terminal's escape sequences (a window title set, the screen cleared), a
 * bell, a CR that overwrites the line before it, bidi and tag characters
 * (other text shown to a person than an agent reads) appear as escapes; an
 * emoji's own joiners do not.
 */
function hiddenShown(text) {
    return text.replace(HIDDEN, (c, emoji) => emoji ?? unicodeEscape(c));
}


/***/ })

};
