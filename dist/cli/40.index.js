export const id = 40;
export const ids = [40];
export const modules = {

/***/ 3998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D4: () => (/* binding */ withFile),
/* harmony export */   ZQ: () => (/* binding */ descriptorSource),
/* harmony export */   et: () => (/* binding */ copyToEnd),
/* harmony export */   f4: () => (/* binding */ writeAll),
/* harmony export */   hU: () => (/* binding */ copyRange),
/* harmony export */   lR: () => (/* binding */ readFully),
/* harmony export */   m6: () => (/* binding */ readAt)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _regular_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7051);
/** Reading and writing through an open handle: whole ranges, never a silent short read. */



/**
 * Opens `path` for reading and runs `use`; a missing file is `missing()`.
 * Failures become operation errors naming the file.
 */
async function withFile(path, missing, use) {
    const opened = await (0,_regular_js__WEBPACK_IMPORTED_MODULE_2__/* .openRegular */ .lf)(path);
    if (!opened)
        return missing();
    const { fh } = opened;
    try {
        return await use(fh);
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ioError */ .bD)('read', path, err);
    }
    finally {
        await fh.close().catch(() => undefined);
    }
}
/** A descriptor read on the main thread, as a ReadSource. */
function descriptorSource(fd) {
    return {
        stat: async () => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd),
        read: async (buffer, offset, length, position) => ({ bytesRead: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, offset, length, position) }),
    };
}
async function readAt(fh, position, length) {
    const buf = Buffer.alloc(length);
    const { bytesRead } = await fh.read(buf, 0, length, position);
    return buf.subarray(0, bytesRead);
}
/** Fills `buf` from `position`; a file that shrinks under us is an error, not a short read. */
async function readFully(fh, buf, position) {
    for (let off = 0; off < buf.length;) {
        const { bytesRead } = await fh.read(buf, off, buf.length - off, position + off);
        if (bytesRead === 0)
            throw new Error('the file shrank while it was being read');
        off += bytesRead;
    }
}
async function writeAll(fh, data) {
    for (let off = 0; off < data.length;)
        off += (await fh.write(data, off)).bytesWritten;
}
/** Copies [from, to) of `src` to the end of `dst`. */
async function copyRange(src, dst, from, to, chunkSize) {
    const buf = Buffer.allocUnsafe(Math.min(chunkSize, Math.max(1, to - from)));
    for (let pos = from; pos < to;) {
        const { bytesRead } = await src.read(buf, 0, Math.min(buf.length, to - pos), pos);
        if (bytesRead === 0)
            throw new Error('the file shrank while it was being copied');
        await writeAll(dst, buf.subarray(0, bytesRead));
        pos += bytesRead;
    }
}
/**
 * Copies [from, EOF) and, when EOF is reached, re-checks the size to take
 * appends made meanwhile; returns the offset it copied up to.
 */
async function copyToEnd(src, dst, from, chunkSize) {
    const buf = Buffer.allocUnsafe(chunkSize);
    for (let pos = from;;) {
        const { bytesRead } = await src.read(buf, 0, chunkSize, pos);
        if (bytesRead === 0) {
            if ((await src.stat()).size <= pos)
                return pos;
            continue;
        }
        await writeAll(dst, buf.subarray(0, bytesRead));
        pos += bytesRead;
    }
}


/***/ }),

/***/ 6996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ newest),
/* harmony export */   W6: () => (/* binding */ howToOrder),
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
 * contradicted. `remedy` is the `[memory]` line that lets it trim; `when`,
 * where that line works only in some cases, says which and what to do
 * otherwise. Reading, analysing and distilling go on; only the trim waits.
 */
class OrderRefused extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MemkeepError */ .xp {
    remedy;
    when;
    constructor(path, message, remedy, when) {
        super(1, `${message}; nothing was trimmed`, { file: path, field: 'memory.order' });
        this.name = 'OrderRefused';
        this.remedy = remedy;
        if (when !== undefined)
            this.when = when;
    }
    /** The message with the log named as `shown` (store-relative, as every other message names files). */
    messageAs(shown) {
        return this.file ? this.message.replaceAll(this.file, shown) : this.message;
    }
}
/** The remedy of a refusal as people read it: the line to add, where, and when it works. */
function howToOrder(refused, config) {
    return `add \`${refused.remedy}\` to [memory]${config ? ` in ${config}` : ''}${refused.when ? ` ${refused.when}` : ''}`;
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
        `"${droppedHeading}" and keep the older "${keptHeading}"`, 'order = "auto"', 
    // "auto" goes by the dates only where they all run one way, else by git, which cannot order a log
    // committed at once: its refusal would point back to a file order, and this one to "auto" again.
    'if every heading is dated in one direction or each entry is in a commit of its own; otherwise move the entry it would drop to where its date puts it');
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

/***/ 5388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $v: () => (/* binding */ scanBackward),
/* harmony export */   eU: () => (/* binding */ MARK_CARRY),
/* harmony export */   wg: () => (/* binding */ EMPTY),
/* harmony export */   zP: () => (/* binding */ readFrom)
/* harmony export */ });
/* harmony import */ var _format_axe_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2563);
/* harmony import */ var _fs_handle_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3998);


const EMPTY = Buffer.alloc(0);
/** A parse mark split between two chunks starts in the last bytes of the first, up to its length but one (`</details>`: 9). */
const MARK_CARRY = Math.max(..._format_axe_js__WEBPACK_IMPORTED_MODULE_0__/* .PARSE_MARKS */ .tw.map((m) => m.length)) - 1;
/** [position, position + length) of the log, shorter at its end. */
function readFrom(src, position, length) {
    return Buffer.isBuffer(src) ? src.subarray(position, position + length) : (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_1__/* .readAt */ .m6)(src, position, length);
}
/** Fills `buf` from `position`, as readFully does for a file. */
async function fill(src, buf, position) {
    if (!Buffer.isBuffer(src))
        return (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_1__/* .readFully */ .lR)(src, buf, position);
    if (src.copy(buf, 0, position, position + buf.length) < buf.length)
        throw new Error('the file shrank while it was being read');
}
/**
 * Walks back from `size` until the n-th header from the end, reading only
 * the bytes after it. Each window is a chunk plus the first bytes of the
 * chunk after it, so a header straddling two chunks is seen exactly once.
 */
async function scanBackward(src, size, n, chunkSize, keep) {
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
        await fill(src, window.subarray(0, len), pos);
        carry.copy(window, len, 0, carryLen);
        if (keep)
            chunks.push(window.subarray(0, len));
        for (let i = window.lastIndexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_0__/* .NL_HEADER */ .vR, len - 1); i !== -1; i = i > 0 ? window.lastIndexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_0__/* .NL_HEADER */ .vR, i - 1) : -1) {
            start = pos + i + 1;
            if (++found === n) {
                fenced ||= (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_0__/* .needsParse */ .BY)(window.subarray(i));
                return done();
            }
        }
        fenced ||= (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_0__/* .needsParse */ .BY)(window);
        carryLen = Math.min(MARK_CARRY, window.length);
        window.copy(carry, 0, 0, carryLen);
    }
    const lead = (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_0__/* .leadingHeader */ .C8)(await readFrom(src, 0, _format_axe_js__WEBPACK_IMPORTED_MODULE_0__/* .HEAD_LEN */ .hF));
    if (lead !== undefined) {
        start = lead;
        found++;
    }
    return done();
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
/* harmony export */   Am: () => (/* binding */ joinPieces),
/* harmony export */   EX: () => (/* binding */ countEntries),
/* harmony export */   JC: () => (/* binding */ countForward),
/* harmony export */   Or: () => (/* binding */ scanLog),
/* harmony export */   S2: () => (/* binding */ logSize),
/* harmony export */   Xs: () => (/* binding */ loadEntries),
/* harmony export */   oS: () => (/* binding */ streams),
/* harmony export */   wk: () => (/* binding */ HEADING_READ)
/* harmony export */ });
/* unused harmony exports CARRY, readWhole, countHeaders */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _format_axe_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2563);
/* harmony import */ var _format_layout_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(533);
/* harmony import */ var _format_order_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4731);
/* harmony import */ var _fs_handle_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3998);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7051);
/* harmony import */ var _entry_order_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6996);
/* harmony import */ var _scan_backward_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5388);
/* harmony import */ var _scan_options_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5323);










/** A match of `\n## ` that straddles two chunks starts in the last 3 bytes of the first. */
const CARRY = _format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .NL_HEADER */ .vR.length - 1;
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
    const chunkSize = (0,_scan_options_js__WEBPACK_IMPORTED_MODULE_9__/* .chunkSizeOf */ .m)(options);
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
    if (Buffer.isBuffer(fd))
        return !(0,_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .frontMatterHides */ .yn)(fd.subarray(0, _format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .FRONT_MATTER_READ */ .pO));
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
    (0,_scan_options_js__WEBPACK_IMPORTED_MODULE_9__/* .checkCount */ .w)('n', n, path);
    const chunkSize = (0,_scan_options_js__WEBPACK_IMPORTED_MODULE_9__/* .chunkSizeOf */ .m)(options);
    const layout = options.layout ?? _format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .axeLayout */ .HR;
    const newest = (src, size) => newestIn(path, src, size, n, chunkSize, layout, options);
    // A log of one chunk is read whole with one synchronous read: load and the Action's load sizes
    // read thousands of small logs, and each asynchronous open, stat, read and close was a round
    // trip to the thread pool (as in scanLog).
    const small = smallLog(path, chunkSize);
    if (small === 'large')
        return (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_5__/* .withFile */ .D4)(path, () => _scan_backward_js__WEBPACK_IMPORTED_MODULE_8__/* .EMPTY */ .wg, async (fh) => newest(fh, (await fh.stat()).size));
    if (small === undefined)
        return _scan_backward_js__WEBPACK_IMPORTED_MODULE_8__/* .EMPTY */ .wg;
    try {
        return await newest(small, small.length);
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ioError */ .bD)('read', path, err);
    }
}
/** A log of at most `chunkSize` bytes, read whole; 'large' for a larger one, undefined when it does not exist. */
function smallLog(path, chunkSize) {
    const opened = (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_6__/* .openRegularSync */ .w5)(path);
    if (!opened)
        return undefined;
    try {
        return opened.size > chunkSize ? 'large' : readWhole(opened.fd, opened.size);
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ioError */ .bD)('read', path, err);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(opened.fd);
    }
}
/** loadEntries on a log open or read whole, `size` bytes long. */
async function newestIn(path, src, size, n, chunkSize, layout, { lineTimes, cutChecked }) {
    if (n === 0)
        return Buffer.isBuffer(src) ? src : src.readFile();
    if (streams(layout, Buffer.isBuffer(src) ? src : src.fd)) {
        const back = await (0,_scan_backward_js__WEBPACK_IMPORTED_MODULE_8__/* .scanBackward */ .$v)(src, size, n, chunkSize, true);
        if (!back.fenced) {
            // A log that fits one read has the dates at the cut checked, as the trim checks them (unless the
            // caller's trim plan just did: the Action's load sizes, 0.38 s of its dry run at 1,000 agents).
            if (size <= chunkSize && !cutChecked)
                await checkCut(path, await (0,_scan_backward_js__WEBPACK_IMPORTED_MODULE_8__/* .readFrom */ .zP)(src, 0, size), n, layout);
            return back.tail;
        }
    }
    const log = await (0,_scan_backward_js__WEBPACK_IMPORTED_MODULE_8__/* .readFrom */ .zP)(src, 0, size);
    const entries = layout.entries(log);
    const chrono = entries.length <= n
        ? fileChrono(entries, layout)
        : (0,_entry_order_js__WEBPACK_IMPORTED_MODULE_7__/* .newest */ .BP)(await (0,_entry_order_js__WEBPACK_IMPORTED_MODULE_7__/* .orderOf */ .mJ)(path, log, entries, layout, lineTimes), n, path, entries.map(_format_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .datedHeading */ .x7));
    return joinPieces(log, chrono.map((i) => [entries[i].start, entries[i].end]));
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
    const buf = Buffer.allocUnsafe(_scan_backward_js__WEBPACK_IMPORTED_MODULE_8__/* .MARK_CARRY */ .eU + Math.min(chunkSize, end));
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
        carry = Math.min(_scan_backward_js__WEBPACK_IMPORTED_MODULE_8__/* .MARK_CARRY */ .eU, window.length);
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
function addStamp(dates, fd, at, window = _scan_backward_js__WEBPACK_IMPORTED_MODULE_8__/* .EMPTY */ .wg, base = at) {
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


/***/ })

};
