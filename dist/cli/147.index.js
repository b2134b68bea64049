export const id = 147;
export const ids = [147];
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

/***/ 6473:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ diagnoseLog),
/* harmony export */   i: () => (/* binding */ unreadLogWarning)
/* harmony export */ });
/* harmony import */ var _format_line_bytes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2499);
/* harmony import */ var _format_marks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1617);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7051);



/** Known folders and the presets written for them. */
const FOLDERS = [
    [/(^|\/)\.(squad|ai-team)\//, ['squad', 'squad-dated', 'squad-bullets'], 'a Squad history'],
    [/(^|\/)memory-bank\//, ['cline', 'roo'], 'a memory bank'],
    [/(^|\/)\.claude\/agent-memory\//, ['claude-code'], 'Claude Code agent memory'],
    [/(^|\/)\.learnings\//, ['learnings'], 'self-improving-agent learnings'],
];
/** Warnings for the log at `relPath` (store-relative) holding `log` (undefined: not read). */
function diagnoseLog(memory, relPath, entries, log) {
    const out = [];
    const path = relPath.split('\\').join('/');
    for (const [folder, presets, what] of FOLDERS) {
        if (folder.test(path) && !presets.includes(memory.preset))
            out.push(`${relPath} is in ${what}'s folder but [memory] sets ${memory.preset === 'axe' ? 'no preset' : `preset = "${memory.preset}"`}: ` +
                `it would be trimmed as a plain run log; add preset = "${presets[0]}"${presets.length > 1
                    ? ` (or ${presets
                        .slice(1)
                        .map((p) => `"${p}"`)
                        .join(', ')})`
                    : ''}, as \`memkeep init\` proposes`);
    }
    // Blank lines (and a BOM) are no memory in another shape: axe analyses such a log as it is, and so do we, unwarned.
    if (log && entries === 0 && !(0,_format_line_bytes_js__WEBPACK_IMPORTED_MODULE_2__/* .onlyWhitespace */ .qR)(log, (0,_format_marks_js__WEBPACK_IMPORTED_MODULE_0__/* .bomLength */ .L1)(log), log.length))
        out.push(noEntries(memory, relPath, log));
    return out;
}
/**
 * The warning for a log at `path` (store-relative `relPath`) whose layout
 * reads no entry in it, when it holds more than blank lines: `load` gives
 * it too, as the agent starts without that log's text. Read only then.
 */
function unreadLogWarning(memory, relPath, path) {
    let read;
    try {
        read = (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularHeadSync */ ._J)(path, DIAGNOSE_BYTES);
    }
    catch {
        return undefined;
    }
    if (!read || (0,_format_line_bytes_js__WEBPACK_IMPORTED_MODULE_2__/* .onlyWhitespace */ .qR)(read.head, (0,_format_marks_js__WEBPACK_IMPORTED_MODULE_0__/* .bomLength */ .L1)(read.head), read.head.length))
        return undefined;
    return noEntries(memory, relPath, read.head, read.size);
}
/** What is read of a log without entries to say what it holds. */
const DIAGNOSE_BYTES = 1 << 20;
function noEntries(memory, relPath, log, size = log.length) {
    const heads = (0,_format_marks_js__WEBPACK_IMPORTED_MODULE_0__/* .headingsOf */ .z)(log, 4);
    // Setext headings are never entries (they start at column 0 only as `#`), but they show what the log is.
    const atx = new Set(heads.map((h) => h.start));
    const setext = (0,_format_marks_js__WEBPACK_IMPORTED_MODULE_0__/* .marksOf */ .Ok)(log, 2, 2).filter((m) => m.level > 0 && !atx.has(m.start));
    const named = [
        ...heads.map((h) => JSON.stringify(`${'#'.repeat(h.level)} ${h.title.trim()}`.slice(0, 60))),
        ...setext.map((h) => `${JSON.stringify(h.title.trim().slice(0, 60))} (a setext heading)`),
    ];
    const found = named.length
        ? `headings found: ${named.slice(0, 5).join(', ')}${named.length > 5 ? ', …' : ''}`
        : 'no headings found';
    const level = memory.layout.level;
    // The level most headings are at (other than the configured one) is where the entries likely are.
    const counts = [2, 3, 4].filter((l) => l !== level).map((l) => [l, heads.filter((h) => h.level === l).length]);
    const [best] = counts.sort((a, b) => b[1] - a[1]);
    const deeper = best && best[1] > 1 ? heads.find((h) => h.level === best[0]) : undefined;
    const section = deeper && deeper.level > 2 ? heads.filter((h) => h.level === 2 && h.start < deeper.start).at(-1) : undefined;
    const bullets = /^[-*+] /m.test(log.toString('utf8'));
    const fix = deeper
        ? `entry_heading = "${'#'.repeat(deeper.level)}"${section ? ` and entries_under = "${section.title.trim()}"` : ''}`
        : bullets
            ? 'entries = "items" (with entries_under = the section holding them)'
            : 'a preset (`memkeep init` proposes one) or entry_heading';
    return `${relPath} has ${size} bytes but no entries as [memory] reads it (${'#'.repeat(level)} entries${memory.layout.entriesUnder ? ` under "${memory.layout.entriesUnder}"` : ''}); ${found}; set ${fix}`;
}


/***/ }),

/***/ 6996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ newest),
/* harmony export */   mJ: () => (/* binding */ orderOf),
/* harmony export */   pq: () => (/* binding */ chronoOrFile),
/* harmony export */   tM: () => (/* binding */ OrderRefused),
/* harmony export */   vF: () => (/* binding */ contradicted)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _format_layout_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(533);
/* harmony import */ var _format_order_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4731);
/**
 * Which entries of a log are newest, as its layout's `order` says. A file
 * order is read from positions; `auto` from the headings' timestamps when
 * every entry has one and they are monotonic, else from git; `git` from the
 * commit time of each entry's heading line, from the line times the caller
 * hands in (gc and the front ends pass git blame: memory never runs git).
 *
 * When nothing gives an order, or a declared order is contradicted by the
 * dates of the entries at the cut (a log prepended for a while, then
 * appended), the trim is refused with a remedy: memkeep never guesses which
 * memory is the newest. A refusal is about trimming only: a log with no
 * more entries than it keeps needs no order at all.
 */



/**
 * A trim memkeep will not make: which entries are newest is unknown or
 * contradicted. `remedy` is the `[memory]` line that lets it trim. Reading,
 * analysing and distilling go on; only the trim waits.
 */
class OrderRefused extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MemkeepError */ .xp {
    remedy;
    constructor(path, message, remedy) {
        super(1, `${message}; nothing was trimmed`, { file: path, field: 'memory.order' });
        this.name = 'OrderRefused';
        this.remedy = remedy;
    }
    /** The message with the log named as `shown` (store-relative, as every other message names files). */
    messageAs(shown) {
        return this.file ? this.message.replaceAll(this.file, shown) : this.message;
    }
}
const BY_POSITION = 'order = "oldest-first" (or "newest-first": the way the agent writes this log)';
/** The order of `entries`, parsed from `log` (the bytes of the file at `path`). */
async function orderOf(path, log, entries, layout, lineTimes) {
    const { order } = layout.spec;
    if (order === 'oldest-first' || order === 'newest-first' || entries.length <= 1) {
        const byPosition = order === 'newest-first' ? 'newest-first' : 'oldest-first';
        const stamps = entries.map((e) => (0,_format_order_js__WEBPACK_IMPORTED_MODULE_2__/* .headingStamp */ .yU)((0,_format_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .datedHeading */ .x7)(e)));
        return { chrono: (0,_format_order_js__WEBPACK_IMPORTED_MODULE_2__/* .positionOrder */ .wq)(entries.length, byPosition), stamps, source: order, declared: order };
    }
    if (order === 'auto') {
        const byDate = (0,_format_order_js__WEBPACK_IMPORTED_MODULE_2__/* .orderFromTimestamps */ .ki)(entries.map(_format_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .datedHeading */ .x7));
        if (byDate)
            return {
                chrono: (0,_format_order_js__WEBPACK_IMPORTED_MODULE_2__/* .positionOrder */ .wq)(entries.length, byDate),
                source: `heading timestamps (${byDate})`,
                declared: order,
            };
    }
    const times = await commitTimes(path, log, entries, lineTimes);
    if (typeof times === 'string') {
        const why = order === 'auto' ? `the entries' headings are not all dated in one direction, and ${times}` : times;
        throw new OrderRefused(path, `cannot tell which entries of ${path} are newest (order = "${order}"): ${why}`, BY_POSITION);
    }
    return { chrono: (0,_format_order_js__WEBPACK_IMPORTED_MODULE_2__/* .timeOrder */ .AF)(times), times, source: 'git commit times', declared: order };
}
/**
 * The entries oldest first; in file order when the order is refused: a
 * refusal is about trimming, and the analysis of such a log still runs
 * (the trim step reports the refusal).
 */
async function chronoOrFile(path, log, entries, layout, lineTimes) {
    try {
        return (await orderOf(path, log, entries, layout, lineTimes)).chrono;
    }
    catch (err) {
        if (err instanceof OrderRefused)
            return entries.map((_, i) => i);
        throw err;
    }
}
/**
 * The newest `keep` entries' indices, oldest first. Refuses when the entries
 * at the boundary were committed at the same time (their order is unknown),
 * and when a declared file order would drop an entry dated later than one
 * it keeps.
 */
function newest(order, keep, path, headings = []) {
    const { chrono, times, stamps } = order;
    const cut = chrono.length - keep;
    if (cut <= 0)
        return chrono;
    if (times && times[chrono[cut - 1]] === times[chrono[cut]]) {
        throw new OrderRefused(path, `cannot tell which entries of ${path} are newest: entries were committed together at ${new Date(times[chrono[cut]]).toISOString()} ` +
            `and the trim to ${keep} would split them`, BY_POSITION);
    }
    if (stamps) {
        // The newest entry dropped against the oldest kept: a log prepended, then appended, has its newest at both ends.
        const latest = extreme(chrono.slice(0, cut), stamps, (a, b) => (0,_format_order_js__WEBPACK_IMPORTED_MODULE_2__/* .laterThan */ .Gh)(a, b));
        const earliest = extreme(chrono.slice(cut), stamps, (a, b) => (0,_format_order_js__WEBPACK_IMPORTED_MODULE_2__/* .laterThan */ .Gh)(b, a));
        if (latest !== undefined && earliest !== undefined)
            contradicted(stamps[latest], stamps[earliest], order.declared, path, headings[latest], headings[earliest]);
    }
    return chrono.slice(cut);
}
/** The dated entry of `idx` that beats every other by `better`, if any is dated. */
function extreme(idx, stamps, better) {
    let best;
    for (const i of idx)
        if (stamps[i] && (best === undefined || better(stamps[i], stamps[best])))
            best = i;
    return best;
}
/**
 * Refuses a cut by file position where the newest entry it drops is dated
 * later than the oldest it keeps: the log was not written the way
 * `declared` says, at least not there.
 */
function contradicted(dropped, kept, declared, path, droppedHeading = 'the entry before the cut', keptHeading = 'the entry after it') {
    if (!dropped || !kept || !(0,_format_order_js__WEBPACK_IMPORTED_MODULE_2__/* .laterThan */ .Gh)(dropped, kept))
        return;
    throw new OrderRefused(path, `${path}: order = "${declared}", but the entries' dates at the cut run the other way: the trim would drop ` +
        `"${droppedHeading}" and keep the older "${keptHeading}"`, 'order = "auto"');
}
/** Commit times of the entries' heading lines, or why there are none. */
async function commitTimes(path, log, entries, lineTimes) {
    const blamed = await lineTimes?.(path);
    if (!blamed)
        return 'it has no git history';
    const times = [];
    let line = 1;
    let at = 0;
    for (const e of entries) {
        for (let i = log.indexOf(0x0a, at); i !== -1 && i < e.start; i = log.indexOf(0x0a, i + 1)) {
            line++;
            at = i + 1;
        }
        const b = blamed.get(line);
        const nl = log.indexOf(0x0a, e.start);
        const text = log.toString('utf8', e.start, nl === -1 ? log.length : nl).replace(/\r$/, '');
        if (!b || b.text.replace(/^\uFEFF/, '') !== text)
            return 'it changed while git read it';
        times.push(b.time);
    }
    if (times.every((t) => t === times[0]))
        return 'every entry was committed at the same time (in one commit)';
    return times;
}


/***/ }),

/***/ 5323:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ chunkSizeOf),
/* harmony export */   w: () => (/* binding */ checkCount)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/**
 * How the run-log scans read: the chunk size (tests make chunks tiny so
 * headings straddle chunk boundaries) and the checks on the counts asked of them.
 */

/** Small enough that each chunk is still in the CPU cache when it is searched. */
const DEFAULT_CHUNK = 256 * 1024;
function checkCount(name, value, path) {
    if (value < 0)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(`${name} must be non-negative`, { file: path, field: name });
    if (!Number.isSafeInteger(value))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(`${name} must be an integer`, { file: path, field: name });
}
function chunkSizeOf(options) {
    const size = options.chunkSize ?? DEFAULT_CHUNK;
    if (!Number.isSafeInteger(size) || size < 1)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)('chunkSize must be a positive integer', { field: 'chunkSize' });
    return size;
}


/***/ }),

/***/ 1040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $v: () => (/* binding */ scanBackward),
/* harmony export */   Am: () => (/* binding */ joinPieces),
/* harmony export */   EX: () => (/* binding */ countEntries),
/* harmony export */   JC: () => (/* binding */ countForward),
/* harmony export */   Or: () => (/* binding */ scanLog),
/* harmony export */   S2: () => (/* binding */ logSize),
/* harmony export */   Xs: () => (/* binding */ loadEntries),
/* harmony export */   eU: () => (/* binding */ MARK_CARRY),
/* harmony export */   oS: () => (/* binding */ streams),
/* harmony export */   wk: () => (/* binding */ HEADING_READ)
/* harmony export */ });
/* unused harmony exports EMPTY, CARRY, readWhole, countHeaders */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _format_axe_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2563);
/* harmony import */ var _format_layout_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(533);
/* harmony import */ var _format_order_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4731);
/* harmony import */ var _fs_handle_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3998);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7051);
/* harmony import */ var _entry_order_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6996);
/* harmony import */ var _scan_options_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5323);









const EMPTY = Buffer.alloc(0);
/** A match of `\n## ` that straddles two chunks starts in the last 3 bytes of the first. */
const CARRY = _format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .NL_HEADER */ .vR.length - 1;
/** A parse mark split between two chunks starts in the last bytes of the first, up to its length but one (`</details>`: 9). */
const MARK_CARRY = Math.max(..._format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .PARSE_MARKS */ .tw.map((m) => m.length)) - 1;
/**
 * Number of entries in the log; a missing or empty file has none. Streams
 * an axe-layout log, so memory does not grow with its size.
 */
async function countEntries(path, options = {}) {
    return (await scanLog(path, options)).count;
}
/**
 * Counts entries in one pass and reports the size that was counted.
 * Synchronous underneath: gc scans every agent's log, and for a small log the
 * thread-pool round trips of an asynchronous open, stat and close cost more
 * than the reading. A log that fits one chunk is read whole and handed back,
 * so gc reads each small log once. A larger axe-layout log is counted by a
 * streaming byte search, unless it holds a fence (then it is parsed whole, as
 * a log in any other layout is).
 */
async function scanLog(path, options = {}) {
    const chunkSize = (0,_scan_options_js__WEBPACK_IMPORTED_MODULE_8__/* .chunkSizeOf */ .m)(options);
    const layout = options.layout ?? _format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .axeLayout */ .HR;
    const opened = (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_6__/* .openRegularSync */ .w5)(path);
    if (!opened)
        return { count: 0, size: 0 };
    const { fd, size } = opened;
    try {
        if (size > chunkSize && streams(layout, fd)) {
            const dates = new _format_order_js__WEBPACK_IMPORTED_MODULE_4__/* .DateSpan */ .hq();
            const streamed = countForward(fd, 0, size, chunkSize, Infinity, dates);
            if (!streamed.fenced)
                return { count: streamed.count, size, plain: !dates.wentBack };
        }
        const content = readWhole(fd, size);
        return {
            count: layout.entries(content).length,
            size: content.length,
            content: size > chunkSize ? undefined : content,
        };
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ioError */ .bD)('read', path, err);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Whether the byte scans may read this log: axe's layout, and no `## ` in front matter to take for a heading. */
function streams(layout, fd) {
    if (!layout.streamable)
        return false;
    // Only the bytes read are looked at: no need to zero the rest.
    const head = Buffer.allocUnsafe(_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .FRONT_MATTER_READ */ .pO);
    return !(0,_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .frontMatterHides */ .yn)(head.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, head, 0, head.length, 0)));
}
/** The log's size, without reading it (a missing log is empty); only a regular file has one. */
function logSize(path) {
    const opened = (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_6__/* .openRegularSync */ .w5)(path);
    if (!opened)
        return 0;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(opened.fd);
    return opened.size;
}
/**
 * The newest `n` entries, oldest first, concatenated (n = 0: the whole file
 * verbatim). In axe's layout this is axe's LoadEntries: the bytes from the
 * n-th heading from the end to the end of the file, found reading backwards,
 * so the bytes before it are never read. No entries, a missing or a
 * zero-byte file give an empty buffer.
 */
async function loadEntries(path, n, options = {}) {
    (0,_scan_options_js__WEBPACK_IMPORTED_MODULE_8__/* .checkCount */ .w)('n', n, path);
    const chunkSize = (0,_scan_options_js__WEBPACK_IMPORTED_MODULE_8__/* .chunkSizeOf */ .m)(options);
    const layout = options.layout ?? _format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .axeLayout */ .HR;
    return (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_5__/* .withFile */ .D4)(path, () => EMPTY, async (fh) => {
        if (n === 0)
            return fh.readFile();
        const { size } = await fh.stat();
        if (streams(layout, fh.fd)) {
            const back = await scanBackward(fh, size, n, chunkSize, true);
            if (!back.fenced) {
                // A log that fits one read has the dates at the cut checked, as the trim checks them.
                if (size <= chunkSize)
                    await checkCut(path, await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_5__/* .readAt */ .m6)(fh, 0, size), n, layout);
                return back.tail;
            }
        }
        const log = await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_5__/* .readAt */ .m6)(fh, 0, size);
        const entries = layout.entries(log);
        const chrono = entries.length <= n
            ? fileChrono(entries, layout)
            : (0,_entry_order_js__WEBPACK_IMPORTED_MODULE_7__/* .newest */ .BP)(await (0,_entry_order_js__WEBPACK_IMPORTED_MODULE_7__/* .orderOf */ .mJ)(path, log, entries, layout, options.lineTimes), n, path, entries.map(_format_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .datedHeading */ .x7));
        return joinPieces(log, chrono.map((i) => [entries[i].start, entries[i].end]));
    });
}
/** Throws OrderRefused when the newest `n` by the layout's file order would leave out an entry dated later. */
async function checkCut(path, log, n, layout) {
    const entries = layout.entries(log);
    if (entries.length > n)
        (0,_entry_order_js__WEBPACK_IMPORTED_MODULE_7__/* .newest */ .BP)(await (0,_entry_order_js__WEBPACK_IMPORTED_MODULE_7__/* .orderOf */ .mJ)(path, log, entries, layout), n, path, entries.map(_format_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .datedHeading */ .x7));
}
/**
 * Every entry of a log within last_n, oldest first as the file says (its
 * declared order, or its headings' dates: a newest-first log's first entry
 * is its newest), else in file order. Never from git: load runs at every
 * session start, and all of them are loaded whichever is newest.
 */
function fileChrono(entries, layout) {
    const { order } = layout.spec;
    const by = order === 'auto' ? (0,_format_order_js__WEBPACK_IMPORTED_MODULE_4__/* .orderFromTimestamps */ .ki)(entries.map(_format_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .datedHeading */ .x7)) : order === 'git' ? undefined : order;
    return (0,_format_order_js__WEBPACK_IMPORTED_MODULE_4__/* .positionOrder */ .wq)(entries.length, by ?? 'oldest-first');
}
const NEWLINE = Buffer.from('\n');
/**
 * Byte ranges of `log` joined in the order given (entries in time order,
 * which need not be file order): a piece that ends the file without a line
 * ending gets one, so the next starts a line of its own.
 */
function joinPieces(log, pieces) {
    return Buffer.concat(pieces.flatMap(([a, b], k) => k < pieces.length - 1 && log[b - 1] !== 10 ? [log.subarray(a, b), NEWLINE] : [log.subarray(a, b)]));
}
/** Up to `size` bytes from the start of the file: fewer if it shrank meanwhile. */
function readWhole(fd, size) {
    const buf = Buffer.allocUnsafe(size);
    let filled = 0;
    for (let n; filled < size && (n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, filled, size - filled, filled)) > 0;)
        filled += n;
    return buf.subarray(0, filled);
}
/**
 * Counts the headings that start in [from, end), reading forwards until
 * `end` or the end of the file, and stops early once `limit` are seen;
 * `fenced` says whether the bytes read may hold a fence (the count is then
 * not to be trusted); `dates` gets each heading's date. `from` is 0 or the
 * offset of a heading (counted). Reads are
 * synchronous: a count is a tight loop over the page cache, where a round
 * trip to the thread pool per chunk would cost more than the search. One
 * buffer is reused, with the last bytes of each chunk carried in front of
 * the next.
 */
function countForward(fd, from, end, chunkSize, limit = Infinity, dates) {
    let count = 1;
    let first = from;
    if (from === 0) {
        const head = Buffer.alloc(_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .HEAD_LEN */ .hF);
        first = (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .leadingHeader */ .C8)(head.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, head, 0, _format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .HEAD_LEN */ .hF, 0)));
        count = first !== undefined && first < end ? 1 : 0;
    }
    if (dates && count === 1)
        addStamp(dates, fd, first);
    let fenced = false;
    // Sized to what is counted when that is small (a trim's dropped prefix may be a
    // few kilobytes): faulting in a whole chunk's pages would cost more than the reading.
    const buf = Buffer.allocUnsafe(MARK_CARRY + Math.min(chunkSize, end));
    let carry = 0;
    for (let pos = from; pos < end && count < limit;) {
        const bytesRead = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, carry, Math.min(chunkSize, end - pos), pos);
        if (bytesRead === 0)
            break;
        const window = buf.subarray(0, carry + bytesRead);
        // Headings from the last CARRY bytes carried on, fewer than a match: one found there now is new.
        const skip = Math.max(0, carry - CARRY);
        const counted = window.subarray(skip);
        count += dates ? countDated(counted, pos - carry + skip, fd, dates) : countHeaders(counted);
        fenced ||= (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .needsParse */ .BY)(window);
        carry = Math.min(MARK_CARRY, window.length);
        buf.copyWithin(0, window.length - carry, window.length);
        pos += bytesRead;
    }
    return { count, fenced };
}
/** Occurrences of `\n## ` in `window`. */
function countHeaders(window) {
    let n = 0;
    for (let i = window.indexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .NL_HEADER */ .vR); i !== -1; i = window.indexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .NL_HEADER */ .vR, i + 1))
        n++;
    return n;
}
/** countHeaders, giving `dates` each heading's date; `window` starts at file offset `base`. */
function countDated(window, base, fd, dates) {
    let n = 0;
    for (let i = window.indexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .NL_HEADER */ .vR); i !== -1; i = window.indexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .NL_HEADER */ .vR, i + 1), n++)
        addStamp(dates, fd, base + i + 1, window, base);
    return n;
}
/** Bytes read for one heading line: a date sits near its start. */
const HEADING_READ = 512;
/**
 * Gives `dates` the date of the heading line at file offset `at`, from
 * `window` (which starts at offset `base`), or from the file when the line
 * runs past it.
 */
function addStamp(dates, fd, at, window = EMPTY, base = at) {
    const from = at + _format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .HEADER */ .El.length - base;
    const fast = (0,_format_order_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalTime */ .Wc)(window, from);
    if (fast !== -1) {
        dates.addTime(fast, at);
        return;
    }
    let line = window.subarray(from, from + HEADING_READ);
    if (line.length < HEADING_READ && line.indexOf(0x0a) === -1) {
        const read = Buffer.alloc(HEADING_READ);
        line = read.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, read, 0, HEADING_READ, at + _format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .HEADER */ .El.length));
    }
    const nl = line.indexOf(0x0a);
    dates.add((0,_format_order_js__WEBPACK_IMPORTED_MODULE_4__/* .headingStamp */ .yU)(line.toString('utf8', 0, nl === -1 ? line.length : nl)), at);
}
/**
 * Walks back from `size` until the n-th header from the end, reading only
 * the bytes after it. Each window is a chunk plus the first bytes of the
 * chunk after it, so a header straddling two chunks is seen exactly once.
 */
async function scanBackward(fh, size, n, chunkSize, keep) {
    const chunks = [];
    const reused = keep ? undefined : Buffer.allocUnsafe(Math.min(chunkSize, size) + MARK_CARRY);
    const carry = Buffer.alloc(MARK_CARRY);
    let carryLen = 0;
    let found = 0;
    let start;
    let pos = size;
    let fenced = false;
    const done = () => ({
        start,
        found,
        tail: keep && start !== undefined ? Buffer.concat(chunks.reverse()).subarray(start - pos) : EMPTY,
        fenced,
    });
    while (pos > 0) {
        const len = Math.min(chunkSize, pos);
        pos -= len;
        const window = (reused ?? Buffer.allocUnsafe(len + carryLen)).subarray(0, len + carryLen);
        await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_5__/* .readFully */ .lR)(fh, window.subarray(0, len), pos);
        carry.copy(window, len, 0, carryLen);
        if (keep)
            chunks.push(window.subarray(0, len));
        for (let i = window.lastIndexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .NL_HEADER */ .vR, len - 1); i !== -1; i = i > 0 ? window.lastIndexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .NL_HEADER */ .vR, i - 1) : -1) {
            start = pos + i + 1;
            if (++found === n) {
                fenced ||= (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .needsParse */ .BY)(window.subarray(i));
                return done();
            }
        }
        fenced ||= (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .needsParse */ .BY)(window);
        carryLen = Math.min(MARK_CARRY, window.length);
        window.copy(carry, 0, 0, carryLen);
    }
    const lead = (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .leadingHeader */ .C8)(await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_5__/* .readAt */ .m6)(fh, 0, _format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .HEAD_LEN */ .hF));
    if (lead !== undefined) {
        start = lead;
        found++;
    }
    return done();
}


/***/ }),

/***/ 8645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ linkedFiles),
/* harmony export */   e: () => (/* binding */ indexLinks)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The local files an index links to. Pruning keeps them, load reads them
 * after the index and the dead-link fixer removes an index line only when
 * they are missing, so all three read links here, the same way.
 *
 * Links are read as CommonMark writes them: inline links (destinations in
 * `<…>` or with balanced parentheses, titles in "…", '…' or (…), spread over
 * two lines), reference definitions (`[id]: dest "title"`: every one
 * counts, whether or not `[x][id]`, `[x][]` or `[x]` uses it, since a
 * definition nobody uses costs a kept file at most), and the wiki links
 * (`[[name]]`, `[[name.md|alias]]`) of Obsidian-style notes, as Claude
 * Code's memories link their notes. A link in a blockquote is read as
 * CommonMark reads the quote, past its `>` markers at any depth, so its
 * destination or title may go on to the next quoted line. A file an index
 * names in a way memkeep cannot read would be pruned from under it, so the
 * rules err towards a link.
 */

const WS = String.raw `[ \t]*(?:\r?\n[ \t]*)?`;
const TITLE = String.raw `(?:"(?:[^"\\]|\\[\s\S])*"|'(?:[^'\\]|\\[\s\S])*'|\((?:[^()\\]|\\[\s\S])*\))`;
/** What may follow an inline link's destination: a title after white space, then the closing `)`. */
const INLINE_END = new RegExp(String.raw `(?:(?=[ \t\r\n])${WS}${TITLE})?${WS}\)`, 'y');
/** A reference definition up to its destination (a label is at most 999 characters); a `[^1]:` footnote is none. */
const DEFINITION = new RegExp(String.raw `^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*\[(?!\^)(?![ \t]*\])((?:[^\\[\]\n]|\\.){1,999})\]:${WS}`, 'gm');
const BRACKETED = /\[((?:[^\\[\]]|\\.)+)\]/g;
const WIKI = /\[\[([^[\]|#\n]*)(?:#[^[\]|\n]*)?(?:\|[^[\]\n]*)?\]\]/g;
const ANGLED = /<((?:[^<>\\\n]|\\.)*)>/y;
const ESCAPED = /\\([!-/:-@[-`{-~])/g;
const PUNCTUATION = /[!-/:-@[-`{-~]/;
const SPACE = new RegExp(WS, 'y');
/** The blockquote markers a line starts with (`> `, `> > `, ` >`, `>>`). */
const QUOTE_MARKERS = /^(?:[ \t]*>)+/gm;
/** Every local link of `markdown`, an index at `indexPath`, in the order written. */
function indexLinks(indexPath, markdown) {
    const text = unquoted(markdown);
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(indexPath);
    const local = (dest) => {
        const target = dest.split('#')[0];
        if (!isLocal(target))
            return [];
        try {
            return [(0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, decodeURIComponent(target))];
        }
        catch {
            // Not percent-encoded after all: the target as written.
            return [(0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, target)];
        }
    };
    const links = [];
    for (let i = text.indexOf(']('); i !== -1; i = text.indexOf('](', i + 2)) {
        SPACE.lastIndex = i + 2;
        SPACE.test(text);
        const at = SPACE.lastIndex;
        const dest = destination(text, at);
        if (!dest)
            continue;
        INLINE_END.lastIndex = dest.end;
        if (INLINE_END.test(text))
            links.push({ at, paths: local(dest.text) });
    }
    const defined = new Map();
    // Each expression runs only where its mark is: gc and status read every run log's links.
    for (const m of text.includes(']:') ? text.matchAll(DEFINITION) : []) {
        const at = m.index + m[0].length;
        const dest = destination(text, at);
        if (!dest || /\S/.test(text[dest.end] ?? ' '))
            continue;
        const paths = local(dest.text);
        links.push({ at, paths });
        // The first definition of a label is the one its references use.
        if (!defined.has(label(m[1])))
            defined.set(label(m[1]), paths);
    }
    // A reference (`[x][id]`, `[id][]`, `[id]`) links where it is written too: the dead-link fixer
    // must see that the list item using it links a file.
    for (const m of defined.size ? text.matchAll(BRACKETED) : []) {
        const paths = defined.get(label(m[1]));
        if (paths && text[m.index + m[0].length] !== ':')
            links.push({ at: m.index, paths });
    }
    for (const m of text.includes('[[') ? text.matchAll(WIKI) : []) {
        const name = m[1].trim();
        if (!isLocal(name))
            continue;
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, name);
        links.push({ at: m.index, paths: /\.md$/i.test(name) ? [path] : [`${path}.md`, path] });
    }
    return links.filter((l) => l.paths.length).sort((a, b) => a.at - b.at);
}
/** The local files `text`, an index at `indexPath`, links to, absolute. */
function linkedFiles(indexPath, text) {
    return indexLinks(indexPath, text).flatMap((l) => l.paths);
}
/**
 * `text` with every blockquote marker blanked: a quoted line then reads as
 * the line it quotes. Of the same length, so offsets into it are offsets
 * into `text`.
 */
function unquoted(text) {
    return text.includes('>') ? text.replace(QUOTE_MARKERS, (markers) => markers.replaceAll('>', ' ')) : text;
}
/** A reference label as CommonMark matches it: case and runs of white space do not count. */
function label(text) {
    return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
/** A relative path: not empty, no URL (`https:`, `mailto:`), not absolute. */
function isLocal(target) {
    return target !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('/');
}
/** The link destination at `i`, unescaped, and where it ends. */
function destination(text, i) {
    if (text[i] === '<') {
        ANGLED.lastIndex = i;
        const m = ANGLED.exec(text);
        return m ? { text: m[1].replace(ESCAPED, '$1'), end: ANGLED.lastIndex } : undefined;
    }
    let depth = 0;
    let j = i;
    for (; j < text.length; j++) {
        const c = text[j];
        if (c === '\\' && PUNCTUATION.test(text[j + 1] ?? ''))
            j++;
        // A `](` starts the next link: read as part of this one, a run of them would make each read
        // on to the same far end.
        else if (c === ']' && text[j + 1] === '(')
            return undefined;
        else if (c === '(')
            depth++;
        else if (c === ')') {
            if (depth === 0)
                break;
            depth--;
        }
        else if (c <= ' ' || c === '\x7f')
            break;
    }
    if (j === i || depth > 0)
        return undefined;
    return { text: text.slice(i, j).replace(ESCAPED, '$1'), end: j };
}


/***/ }),

/***/ 1590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fq: () => (/* binding */ inertLine),
/* harmony export */   asRedacted: () => (/* binding */ asRedacted),
/* harmony export */   atTheDoor: () => (/* binding */ atTheDoor),
/* harmony export */   loadedText: () => (/* binding */ loadedText),
/* harmony export */   logLine: () => (/* binding */ logLine),
/* harmony export */   logLines: () => (/* binding */ logLines),
/* harmony export */   pc: () => (/* binding */ redacted),
/* harmony export */   ti: () => (/* binding */ inlineCode),
/* harmony export */   u7: () => (/* binding */ inertLogLines)
/* harmony export */ });
/* unused harmony exports neutraliseMarkdown, defuseMarkdown, inlineText, inlineHtml, inlineEscaped */
/* harmony import */ var _cut_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3147);
/* harmony import */ var _invisible_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(480);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5813);
/**
 * Untrusted text on its way out: the one place that decides how text memkeep
 * did not write itself is printed or published. Agents write memory and run
 * logs, anyone who can open a pull request writes run titles and committed
 * file names, and a model writes analyses (from logs an attacker may have
 * shaped). Such text reaches the PR description and job summary (markdown
 * rendered by GitHub, merged by people), the Actions log (where a line
 * starting with `::` is a command to the runner) and agents' prompts.
 *
 * Every function here also redacts secrets: whatever came from memory may
 * hold a pasted token, whichever analyzer quoted it.
 */



/** U+2060 WORD JOINER: invisible, and breaks every token GitHub or the runner looks for. */
const WJ = '\u2060';
/**
 * GitHub's closing keywords: followed by an issue reference (`#1`,
 * `owner/repo#2`, an issue URL), any case, with or without a colon, they
 * close that issue when the pull request is merged. Bounded by anything but
 * a letter or digit: `_fixes GH-12_` is emphasis to GitHub, and `\b` sees
 * no boundary after the `_`.
 */
const CLOSING_KEYWORD = /(?<![A-Za-z0-9])(?:(c)(lose[sd]?)|(f)(ix(?:e[sd])?)|(r)(esolve[sd]?))(?![A-Za-z0-9])/gi;
/** Secrets in `text` replaced by `[REDACTED:<kind>]`. */
function redacted(text) {
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecrets */ .fp)(text).text;
}
/** Redacts text as it enters the plan: the one pass of the rules it gets. */
function atTheDoor(text) {
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecrets */ .fp)(text).text;
}
/** Text made only from redacted input (and memkeep's own words): nothing in it is new to the rules. */
function asRedacted(text) {
    return text;
}
/**
 * Markdown for a PR body or job summary that renders as the text it is and
 * does nothing else: no @mention pings anyone (emphasis included: `_@x_`),
 * no closing keyword closes an issue, no image loads from anywhere (a
 * tracking pixel), no raw HTML renders, no link runs script. Secrets are
 * redacted. Line structure is kept, so headings and lists still render.
 */
function neutraliseMarkdown(text) {
    return defuseMarkdown(redacted(text));
}
/**
 * neutraliseMarkdown without the redaction, for a caller that redacts
 * first and reports what it found (the distil step).
 */
function defuseMarkdown(text) {
    return (text
        .replace(/&(?=[#a-zA-Z0-9]+;)/g, '&amp;')
        .replace(/</g, '&lt;')
        // Every @ before a name: `_@x_`, `(@x)` and `` `x`@y `` all ping on
        // GitHub, and an e-mail address keeps reading the same.
        .replace(/@(?=[A-Za-z0-9])/g, `@${WJ}`)
        // The keyword itself is broken, so no form of reference after it counts.
        .replace(CLOSING_KEYWORD, (_m, ...g) => {
        const [first, rest] = g[0] ? [g[0], g[1]] : g[2] ? [g[2], g[3]] : [g[4], g[5]];
        return `${first}${WJ}${rest}`;
    })
        // `![alt](url)` and `![alt][ref]` load the image when the page renders; `!` + joiner + `[` is a plain link.
        .replace(/!(?=\s*\[)/g, `!${WJ}`)
        // A joiner before the colon leaves no URL scheme, so a link to javascript: is a harmless relative link.
        .replace(/\b(javascript|vbscript|data)(?=\s*:)/gi, `$1${WJ}`)
        .replace(REFERENCE, (m) => `${m.slice(0, 1)}${WJ}${m.slice(1)}`)
        .replace(REFERENCE_URL, `$1${WJ}$2`)
        // A task-list item is a checkbox anyone with write access can tick, and reads as memkeep's checklist.
        .replace(TASK_BOX, '$1\\[')
        // A footnote's text is shown below memkeep's footer, a link reference's not at all: a joiner before
        // the `[` leaves the line as text.
        .replace(DEFINITION, `$1${WJ}`));
}
/**
 * What GitHub turns into a link that posts "mentioned this" on an issue, a
 * pull request or a commit: `#123` (after anything: `owner/repo#123`), `GH-123`, and commit
 * SHAs (7 to 40 hex digits with a letter and a digit, as git prints them,
 * `owner/repo@sha` included). A joiner after the first character leaves
 * the text as it reads and no reference.
 */
const REFERENCE = /#\d+|(?<![A-Za-z0-9])GH-\d+(?![A-Za-z0-9])|(?<![A-Za-z0-9\u2060])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}(?![A-Za-z0-9])/gi;
/**
 * What may open a line before its text: quote markers and list markers,
 * nested (`- > 1. `), each list marker followed by a space or tab.
 */
const LINE_START = String.raw `^((?:[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t])))*[ \t]*)`;
/** `[ ]` or `[x]` opening a list item's text: a task-list checkbox. */
const TASK_BOX = new RegExp(`${LINE_START}\\[(?=[ xX]\\](?:[ \\t]|$))`, 'gm');
/** `[label]:` opening a line: a footnote (`[^1]:`) or a link reference definition. */
const DEFINITION = new RegExp(`${LINE_START}(?=\\[[^\\]\\n]*\\]:)`, 'gm');
/** Issue, pull request, discussion and commit URLs: a joiner in the scheme (or after `www`) leaves no autolink. */
const REFERENCE_URL = /\b(https?:|www)(\/\/|\.)(?=[^\s]*\/(?:issues|pull|pulls|commit|commits|discussions)\/[0-9a-f]+)/gi;
/**
 * A single untrusted value (a file path, heading, task, error) inside a line
 * of markdown: folded to one line, neutralised as above, and safe in a table
 * cell.
 */
function inlineText(text) {
    // Redacted before it is folded: a secret of several lines (PuTTY's private lines) is one only with its breaks.
    return inlineTextOf(oneLine(redacted(text)));
}
/**
 * A single untrusted value inside raw HTML, such as a collapsed block's
 * `<summary>` title: GitHub reads no markdown there (CommonMark's HTML
 * block), so a backslash escape would be shown as written (`ci\_bot`).
 * Folded to one line, redacted, `<` and entity-like `&` written as
 * entities, mentions, keywords and references broken, and nothing else.
 */
function inlineHtml(text) {
    return defuseMarkdown(oneLine(redacted(text)).trim());
}
/**
 * inlineText with the punctuation that makes links, images, emphasis, code
 * and (at its start) headings and quotes escaped: a value read as prose (a
 * task, a cause, a summary). Redacted before anything is escaped: `ghp\_…`
 * or `sk\_live\_…` is no token any rule knows.
 */
function inlineEscaped(text) {
    const line = oneLine(redacted(text)).trim();
    return inlineTextOf(line.replace(/[\\[\]`*_~]/g, '\\$&').replace(/^[#>+=-]/, '\\$&'));
}
/** inlineText for text redacted already. */
function inlineTextOf(line) {
    return defuseMarkdown(line).replace(/\|/g, '\\|');
}
/**
 * A single untrusted value (an agent name, a file path) as a code span in a
 * line of markdown, shown exactly as written: nothing in a code span links,
 * pings or renders, so only secrets, line breaks, the backticks that would
 * end it and the `|` that would end a table cell need care.
 */
function inlineCode(text) {
    const line = oneLine(redacted(text)).replace(/\|/g, '\\|');
    const fence = '`'.repeat(Math.max(0, ...(line.match(/`+/g) ?? []).map((t) => t.length)) + 1);
    const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${line}${pad}${fence}`;
}
/**
 * One line for the Actions log (or any terminal): no line breaks, control
 * characters shown as escapes, no workflow command (`::x::`, `##[x]`)
 * anywhere in it, secrets redacted. Runners treat only line starts as
 * commands, but a line can be re-wrapped or re-printed, so all are broken.
 */
function logLine(text) {
    return inertForLog(redacted(text));
}
/**
 * Several lines for the log at once: each as logLine makes it, with one
 * redaction pass over the whole (a report of thousands of lines would
 * otherwise pay the rules' set-up on every line).
 */
function logLines(text) {
    return inertLogLines(redacted(text));
}
/**
 * logLines for text redacted at the door: inert, not redacted again. A tab,
 * and a CR that ends a line before its LF, print as written, as axe prints
 * an analysis: they hide nothing on a terminal, and escaped they turned a
 * model's tab-indented or CRLF answer into `\t` and `\r` litter.
 */
function inertLogLines(text) {
    const lines = text.split('\n');
    return lines
        .map((line, i) => {
        const crlf = i < lines.length - 1 && line.endsWith('\r');
        return inertForLog(crlf ? line.slice(0, -1) : line, CONTROLS_BUT_TAB) + (crlf ? '\r' : '');
    })
        .join('\n');
}
const CONTROLS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/g;
const CONTROLS_BUT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f\u0085\u2028\u2029]/g;
function inertForLog(text, controls = CONTROLS) {
    return text
        .replace(controls, (c) => escapeControl(c))
        .replace(/::/g, `:${WJ}:`)
        .replace(/##\[/g, `#${WJ}#[`);
}
/**
 * Memory text as `load` prints it for a prompt, lines kept, redacted at the
 * door. Nothing in it acts unseen (hiddenShown: a terminal's escape
 * sequences, a lone CR, bidi overrides show as escapes). A line that looks
 * like load's own block lines (`=== core: … ===`) would let a note pose as
 * another file, or as the end of the load; in a workflow step's log a line
 * starting with `::` or `##[` is a command to the runner (an annotation,
 * `::add-mask::`, `::stop-commands::`). Such lines are shown behind a
 * backslash: the agent reads the memory as it is written, with nothing
 * invisible added.
 */
function loadedText(text) {
    // Leading space of any kind, as the runner trims it; never a line end, so no run of them is rescanned.
    return (0,_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .hiddenShown */ .Gv)(text).replace(/^([^\S\r\n\u2028\u2029]*)(?====|::|##\[)/gm, '$1\\');
}
/**
 * One line of inert text for a prompt or a note an agent reads: no headings,
 * HTML, links, mentions, invisible characters or secrets; at most `max` characters.
 */
function inertLine(text, max) {
    const line = redacted(text.replace(_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .INVISIBLE_CHARS */ .GX, ''))
        .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]*>/g, '')
        .replace(/[<>]/g, '')
        .replace(/\b([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
        .replace(/@(?=[A-Za-z0-9])/g, `@${WJ}`)
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^[#\-*+>|=\s]+/, '');
    return (0,_cut_js__WEBPACK_IMPORTED_MODULE_2__/* .cutCodePoints */ .Dp)(line, max);
}
function oneLine(text) {
    return text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ');
}
function escapeControl(c) {
    if (c === '\n')
        return '\\n';
    if (c === '\r')
        return '\\r';
    if (c === '\t')
        return '\\t';
    return (0,_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .unicodeEscape */ .RT)(c);
}


/***/ })

};
