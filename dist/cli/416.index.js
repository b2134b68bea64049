export const id = 416;
export const ids = [416,88];
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
