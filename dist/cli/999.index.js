export const id = 999;
export const ids = [999,51];
export const modules = {

/***/ 3890:
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

/***/ 4732:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  logEntry: () => (/* binding */ logEntry),
  loggedLine: () => (/* binding */ loggedLine)
});

// EXTERNAL MODULE: ./src/config/confine.ts
var confine = __webpack_require__(1094);
// EXTERNAL MODULE: ./src/format/layout.ts
var format_layout = __webpack_require__(533);
// EXTERNAL MODULE: ./src/git/line-times.ts
var line_times = __webpack_require__(8719);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/format/axe.ts
var axe = __webpack_require__(2563);
// EXTERNAL MODULE: ./src/format/footer.ts
var footer = __webpack_require__(724);
// EXTERNAL MODULE: ./src/format/headings.ts + 1 modules
var headings = __webpack_require__(932);
// EXTERNAL MODULE: ./src/format/line-bytes.ts
var line_bytes = __webpack_require__(2499);
// EXTERNAL MODULE: ./src/format/marks.ts
var marks = __webpack_require__(1617);
// EXTERNAL MODULE: ./src/format/order.ts
var format_order = __webpack_require__(4731);
// EXTERNAL MODULE: ./src/fs/append.ts
var append = __webpack_require__(2363);
// EXTERNAL MODULE: ./src/fs/carry-over.ts
var carry_over = __webpack_require__(9819);
// EXTERNAL MODULE: ./src/fs/handle.ts
var handle = __webpack_require__(3998);
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __webpack_require__(7051);
// EXTERNAL MODULE: ./src/fs/writelock.ts
var writelock = __webpack_require__(2039);
;// CONCATENATED MODULE: ./src/memory/runlog/append-entry.ts
















/** How far an append looks for the first line ending to copy the log's style. */
const EOL_PROBE = 64 * 1024;
/** Read size when copying what was appended to a log during an insertion. */
const COPY_CHUNK = 1 << 20;
/** How much of a log's end is read for the thematic break a footer starts with. */
const FOOTER_PROBE = 4096;
/** axe's result field, which runs to the entry's end (format/axe.ts entryFields). */
const RESULT_FIELD = /^\*\*Result:\*\*/m;
/** A line that may be a thematic break (`---`, `***`, `___`, spaced or not) at column 0. */
const BREAK_LINE = /(?:^|\n)(?:-[ \t]*){3,}\r?\n|(?:^|\n)(?:\*[ \t]*){3,}\r?\n|(?:^|\n)(?:_[ \t]*){3,}\r?\n/;
/**
 * Appends one entry (O_APPEND, so concurrent appenders never interleave
 * inside a write; mode 0644, parent directories 0755). It follows the
 * log's first line ending (CRLF stays CRLF) and starts a new line first
 * when the log does not end with one, so the header lands at column 0 and
 * the log gains exactly one entry. The user's lock is deliberately not
 * checked: it guards rewrites, and appending is how the agent itself records
 * a run. The write lock is held, so a trim finishing at that moment either
 * copies the entry or has already renamed and the entry goes to the new log.
 * The entry is rendered at the layout's heading level, written whole or not
 * at all (append.ts), and goes where the log's order puts its newest entry:
 * at the end, or, in a log whose newest entry is its first, right before
 * that entry (see insertBefore), where the next trim looks for the newest.
 */
async function appendEntry(path, entry, layout = axe/* axeLayout */.HR, lineTimes) {
    const stamp = rfc3339(entry.at ?? new Date());
    try {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true, mode: 0o755 });
    }
    catch (err) {
        throw (0,errors/* ioError */.bD)('append to', path, err);
    }
    await withAppendLock(path, async () => {
        let fh;
        try {
            // a+ is O_APPEND as well; reading lets the entry match the log's style.
            fh = (await (0,regular/* openRegular */.lf)(path, {
                flags: external_node_fs_.constants.O_RDWR | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_CREAT,
                mode: 0o644,
                action: 'append to',
            })).fh;
            const { eol, lead } = await lineStyle(fh);
            const rendered = layout.render(entry.task, entry.result, stamp, eol);
            const place = await placeOf(fh, layout, eol, () => lineTimes?.(path));
            if (place?.at !== undefined)
                await insertBefore(path, fh, place.log, place.at, Buffer.from(rendered));
            else
                await (0,append/* appendWhole */.g)(fh, Buffer.from(lead + (place?.section ?? '') + rendered));
        }
        catch (err) {
            throw (0,errors/* ioError */.bD)('append to', path, err);
        }
        finally {
            await fh?.close().catch(() => undefined);
        }
    });
}
/**
 * The write lock for an append. Where the lock cannot be created (a log that
 * is writable in a directory that is not), no trim can rename a file there
 * either, so there is nothing to take turns with: append without it.
 */
async function withAppendLock(path, write) {
    let release;
    try {
        release = await (0,writelock/* acquireWriteLock */.Vg)(path);
    }
    catch (err) {
        const code = err.cause?.code;
        if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS')
            throw err;
    }
    try {
        await write();
    }
    finally {
        await release?.();
    }
}
/**
 * Where an entry goes when not at the end of the log (undefined: appended).
 * Before the first entry when it is the newest, as the next trim reads the
 * order: declared newest-first, or `auto` with every heading dated and the
 * dates running newest first. Else right after the last entry when the log
 * goes on with text of its own (Squad's `## Notes` after `## Learnings`, a
 * bank's `## Next Steps` after its items), which an entry appended at the
 * end would join. An order from git finds the newest line by its commit
 * time wherever it is. In a log with no entry yet, at the end of its
 * `entries_under` section, or after the section, new, at the end of the
 * log. axe's own layout is appended to, except before a footer (beforeFooter).
 */
async function placeOf(fh, layout, eol, times) {
    if (layout.streamable)
        return beforeFooter(fh, layout, times);
    const { order } = layout.spec;
    const log = await (0,handle/* readAt */.m6)(fh, 0, (await fh.stat()).size);
    const entries = layout.entries(log);
    if (entries.length === 0) {
        // A Squad history's empty Learnings, a new bank's Recent Changes holding only its template slot.
        // A log without the section yet gets it, appended with the entry: written anywhere else, no entry.
        const first = (0,headings/* firstEntryAt */.yP)(log, layout.spec);
        const level = layout.spec.items ? layout.spec.level : 2;
        if (first === 'missing')
            return { section: `${'#'.repeat(level)} ${layout.spec.entriesUnder}${eol}${eol}` };
        return first === undefined ? undefined : { log, at: first };
    }
    const onTop = order === 'newest-first' || (order === 'auto' && (0,format_order/* orderFromTimestamps */.ki)(entries.map(format_layout/* datedHeading */.x7)) === 'newest-first');
    if (onTop)
        return { log, at: entries[0].lead ?? entries[0].start };
    const last = entries[entries.length - 1];
    if ((0,line_bytes/* onlyWhitespace */.qR)(log, last.end, log.length))
        return undefined;
    // A list item goes right after the last one: the list stays one list.
    return { log, at: layout.spec.items ? last.end : pastBlankLines(log, last.end) };
}
/**
 * Past the blank lines at `at`: a setext title owns the blank lines above it
 * (format/marks.ts), so an entry written before them would glue onto the
 * entry above and push one more blank line onto the title each time.
 */
function pastBlankLines(log, at) {
    let next = at;
    while (next < log.length && (0,line_bytes/* onlyWhitespace */.qR)(log, next, (0,line_bytes/* lineEnd */.kd)(log, next)))
        next = (0,line_bytes/* lineEnd */.kd)(log, next);
    return next;
}
/**
 * In axe's own layout, where a log ending in a footer (`---` then `*Last
 * updated: …*`, format/footer.ts) gets its entry: before the footer, so the
 * footer stays the newest entry's text, which no trim drops (appended after
 * it, it became the text of the entry before, and went with it). Only the
 * log's end is read first: the whole log only when it may end in a footer.
 * A note every entry ends with is a signature, not a footer: appended.
 *
 * There the footer is the last entry's text as axe reads it, and a result
 * axe or memkeep wrote ends the same way as often (a model's `---`, then
 * `*Note: …*`): moved under the new entry, it would leave its own for good.
 * So after an entry in axe's fields (a `**Result:**` line: its result runs
 * to the entry's end), only a footer git shows written apart from the
 * entry's heading (in another commit, or one of them not committed yet; an
 * append writes an entry whole) is written before; without that history, or
 * when they came together, the entry is appended. After a hand-written
 * entry the break and notes are the footer, as in every other layout.
 */
async function beforeFooter(fh, layout, times) {
    const { size } = await fh.stat();
    if (size === 0 || size > regular/* MAX_TEXT_BYTES */.$D)
        return undefined;
    const tail = await (0,handle/* readAt */.m6)(fh, Math.max(0, size - FOOTER_PROBE), Math.min(size, FOOTER_PROBE));
    if (!BREAK_LINE.test(tail.toString('latin1')))
        return undefined;
    const log = await (0,handle/* readAt */.m6)(fh, 0, size);
    const last = layout.entries(log).slice(-2);
    if (last.length === 0)
        return undefined;
    const blocks = last.map(({ start, end }) => ({ start, end }));
    (0,footer/* footersLeftOut */.c)(log, blocks);
    const at = blocks[blocks.length - 1].end;
    const entry = last[last.length - 1];
    if (at >= entry.end)
        return undefined;
    if (!RESULT_FIELD.test(log.toString('utf8', entry.start, at)))
        return { log, at };
    return writtenApart(log, entry.start, at, entry.end, await times()) ? { log, at } : undefined;
}
/**
 * Whether every line of `log` in [from, to) that is not blank was committed
 * apart from the line at `heading`, by git's times for the file as it is now
 * (uncommitted lines are the newest); a line git read otherwise is unknown.
 */
function writtenApart(log, heading, from, to, times) {
    if (!times)
        return false;
    const lineNo = (at) => {
        let n = 1;
        for (let i = log.indexOf(0x0a); i !== -1 && i < at; i = log.indexOf(0x0a, i + 1))
            n++;
        return n;
    };
    const text = (at) => log.toString('utf8', at, (0,line_bytes/* trimEol */.X2)(log, at, (0,line_bytes/* lineEnd */.kd)(log, at)));
    const head = times.get(lineNo(heading));
    if (!head || head.text !== text(heading))
        return false;
    let n = lineNo(from);
    for (let at = from; at < to; at = (0,line_bytes/* lineEnd */.kd)(log, at), n++) {
        if ((0,line_bytes/* onlyWhitespace */.qR)(log, at, (0,line_bytes/* lineEnd */.kd)(log, at)))
            continue;
        const line = times.get(n);
        if (!line || line.text !== text(at) || line.time === head.time)
            return false;
    }
    return true;
}
/**
 * Rewrites the log (`fh`, read as `log`) with `entry` inserted at byte `at`,
 * atomically: a trim that planned on the old bytes finds them changed and
 * refuses, and one renaming at that moment finds a new file and refuses,
 * so the entry is never trimmed unseen. What agents appended without the
 * write lock meanwhile is carried over, as a trim carries it.
 */
async function insertBefore(path, fh, log, at, entry) {
    await (0,carry_over/* replaceHead */.D)(path, fh, log.length, [log.subarray(0, at), entry, log.subarray(at)], COPY_CHUNK);
}
function rfc3339(at) {
    if (Number.isNaN(at.getTime()))
        throw (0,errors/* opError */.ey)('cannot write a run-log entry: invalid time');
    return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
/**
 * The line ending an append should use (the log's first one; LF when it has
 * none within EOL_PROBE bytes) and what must precede the entry so its header
 * starts a line.
 */
async function lineStyle(fh) {
    const { size } = await fh.stat();
    if (size === 0)
        return { eol: '\n', lead: '' };
    const head = await (0,handle/* readAt */.m6)(fh, 0, Math.min(size, EOL_PROBE));
    const nl = head.indexOf(0x0a);
    const eol = nl > 0 && head[nl - 1] === 0x0d ? '\r\n' : '\n';
    const last = (await (0,handle/* readAt */.m6)(fh, size - 1, 1))[0];
    const endsLine = last === 0x0a || head.equals(marks/* BOM */.bh);
    // A last line ending in a bare CR is completed to CRLF: `\r\r\n` would leave the CR in the
    // line, and a fence closer there would no longer close its fence.
    return { eol, lead: endsLine ? '' : last === 0x0d ? '\n' : eol };
}

// EXTERNAL MODULE: ./src/memory/runlog/scan.ts
var scan = __webpack_require__(1040);
// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __webpack_require__(573);
// EXTERNAL MODULE: ./src/text/writable.ts
var writable = __webpack_require__(6791);
// EXTERNAL MODULE: ./src/ops/done.ts
var done = __webpack_require__(250);
;// CONCATENATED MODULE: ./src/ops/log.ts
/**
 * `log`: one run-log entry appended for an agent, in its log's layout, its
 * text made writable first (text/writable.ts), and the warning the CLI and
 * the MCP tool both give when the log is at its max_entries.
 */








/** Appends `entry` to the agent's run log. */
async function logEntry(agent, entry) {
    const layout = (0,format_layout/* layoutOf */.aH)(agent.memory);
    const task = (0,writable/* writableText */.o)(entry.task);
    const result = (0,writable/* writableText */.o)(entry.result);
    // Git's line times tell a log's footer from the text of its last entry (append-entry.ts).
    await appendEntry(agent.memory.path, { task: task.text, result: result.text }, layout, line_times/* lineTimes */.r);
    const count = await (0,scan/* countEntries */.EX)(agent.memory.path, { layout });
    const max = agent.memory.maxEntries;
    const warnings = (0,done.memoryOffWarnings)(agent);
    if (max > 0 && count >= max)
        warnings.push(`agent "${agent.name}" memory has ${(0,plural/* plural */.LS)(count, 'entry', 'entries')} (max_entries: ${max}). Run 'memkeep gc ${agent.name}' to trim.`);
    return { value: { count, redacted: task.redacted + result.redacted }, warnings };
}
/** What both front ends answer to a `log`. */
function loggedLine(store, agent, logged) {
    return `Appended entry to ${(0,confine.storeRelative)(store, agent.memory.path)} (${(0,plural/* plural */.LS)(logged.count, 'entry', 'entries')}).${(0,done.redactedSentence)(logged.redacted)}`;
}


/***/ }),

/***/ 3147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   An: () => (/* binding */ utf8CutAfter),
/* harmony export */   Dp: () => (/* binding */ cutCodePoints),
/* harmony export */   Dx: () => (/* binding */ utf8CutBefore),
/* harmony export */   Wm: () => (/* binding */ headWithin),
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
/** The longest head of `text` within `bytes`, cut after a whole line when there is one. */
function headWithin(text, bytes) {
    const buf = Buffer.from(text);
    const head = buf.subarray(0, utf8CutBefore(buf, Math.min(bytes, buf.length))).toString('utf8');
    const nl = head.lastIndexOf('\n');
    return nl > 0 ? head.slice(0, nl + 1) : head;
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
