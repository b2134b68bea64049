export const id = 364;
export const ids = [364,51];
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

/***/ 4046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ projectKey),
/* harmony export */   En: () => (/* binding */ lineEnding),
/* harmony export */   HX: () => (/* binding */ USER_PROFILE_SECTIONS),
/* harmony export */   Of: () => (/* binding */ inOwnEndings),
/* harmony export */   Qm: () => (/* binding */ closingRuns),
/* harmony export */   Td: () => (/* binding */ indexSummary),
/* harmony export */   X0: () => (/* binding */ mergeSections),
/* harmony export */   fM: () => (/* binding */ checkSections),
/* harmony export */   le: () => (/* binding */ PROJECT_MEMORY_SECTIONS),
/* harmony export */   nO: () => (/* binding */ splitSections),
/* harmony export */   rV: () => (/* binding */ BOM_TEXT),
/* harmony export */   u6: () => (/* binding */ fenceCloser)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _format_fence_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3890);
/* harmony import */ var _text_cut_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3147);
/**
 * Section files (evva): USER_PROFILE.md and projects/<key>/MEMORY.md hold a
 * preamble and a fixed set of top-level `## ` sections.
 *
 * Only a `## ` line (after any spaces and tabs, as evva reads it) outside a
 * fenced code block starts a section; everything else, deeper headings and
 * fenced `## ` lines included, is body text. The parser stays this small on purpose: sections are flat and edits
 * are surgical, so a markdown AST would add a dependency and no safety.
 *
 * Where evva is weak we do better: new headings are
 * appended in allowed order, fences are honoured, index lines are cut on a
 * code point boundary, and a rewrite reads the whole file, refuses binary
 * content and keeps the file's mode, line endings and BOM.
 */




/** Allowed headings of USER_PROFILE.md, in the order a new file gets them. */
const USER_PROFILE_SECTIONS = ['Preferences', 'Working style', 'Recurring topics'];
/** Allowed headings of projects/<key>/MEMORY.md, in the order a new file gets them. */
const PROJECT_MEMORY_SECTIONS = ['Project facts', 'Decisions', 'Open issues', 'References'];
const BOM_TEXT = '\uFEFF';
/**
 * A section heading, as evva's h2Heading reads it: `## ` after any run of
 * spaces and tabs (`strings.TrimLeft(line, " \t")`), so a `## ` line
 * indented four spaces or by a tab, which CommonMark reads as code, is a
 * heading here as in evva. `### ` never is.
 */
const HEADING = /^[ \t]*## /;
/** The lines of `text` with their offsets, CR of a CRLF dropped from `text`. */
function splitLines(text) {
    const out = [];
    // A leading BOM is an encoding mark, not part of the first line.
    let at = text.startsWith(BOM_TEXT) ? 1 : 0;
    while (at < text.length) {
        const nl = text.indexOf('\n', at);
        const next = nl === -1 ? text.length : nl + 1;
        out.push({ at, next, text: text.slice(at, nl === -1 ? text.length : nl).replace(/\r$/, '') });
        at = next;
    }
    return out;
}
/**
 * One pass over the lines: where sections start, the fence openers outside
 * any fence that never close, and the longest closing runs. An opener that
 * never closes is not a fence: evva does not track
 * fences at all, so a fence left open by an update would otherwise swallow
 * every section after it. Whether an opener closes is known from the longest
 * closing run of each character below it, gathered bottom-up first, so the
 * scan stays linear.
 */
function scan(text) {
    const lines = splitLines(text);
    const below = { '`': new Int32Array(lines.length + 1), '~': new Int32Array(lines.length + 1) };
    for (let i = lines.length - 1; i >= 0; i--) {
        below['`'][i] = below['`'][i + 1] ?? 0;
        below['~'][i] = below['~'][i + 1] ?? 0;
        const run = (0,_format_fence_js__WEBPACK_IMPORTED_MODULE_2__/* .closerOf */ .Yi)(lines[i]?.text ?? '');
        if (run)
            below[run.char][i] = Math.max(below[run.char][i] ?? 0, run.len);
    }
    const starts = [];
    const unclosed = [];
    let fence;
    lines.forEach((line, i) => {
        if (fence) {
            if ((0,_format_fence_js__WEBPACK_IMPORTED_MODULE_2__/* .closesFence */ .Tv)(line.text, fence))
                fence = undefined;
        }
        else if (HEADING.test(line.text)) {
            starts.push({ at: line.at, bodyAt: line.next, heading: line.text.replace(HEADING, '').trim() });
        }
        else {
            const open = (0,_format_fence_js__WEBPACK_IMPORTED_MODULE_2__/* .openingFence */ .sv)(line.text);
            if (open && (below[open.char][i + 1] ?? 0) >= open.len)
                fence = open;
            else if (open)
                unclosed.push(open);
        }
    });
    return { starts, unclosed, longest: { '`': below['`'][0] ?? 0, '~': below['~'][0] ?? 0 } };
}
/**
 * Splits text into its preamble and top-level `## ` sections. Nothing is
 * normalised: `preamble + sections.map(s => s.raw).join('')` is the input, so
 * callers that must keep untouched blocks byte-identical (merge.ts) can.
 */
function splitSections(text) {
    const { starts } = scan(text);
    return {
        preamble: text.slice(0, starts[0]?.at ?? text.length),
        sections: starts.map((s, i) => {
            const end = starts[i + 1]?.at ?? text.length;
            return { heading: s.heading, body: text.slice(s.bodyAt, end), raw: text.slice(s.at, end) };
        }),
    };
}
/**
 * A body (or the preamble) as rendered: trimmed, a fence it leaves open
 * closed, and every heading line left in it escaped (`## x` becomes `\## x`,
 * which CommonMark, evva and memkeep all read as text). Without this an
 * update such as "x\n## y" would split differently when read back, and a
 * fence left open could be closed by a later section's fence line and
 * swallow the headings between; with it, a rendered body always parses back
 * as exactly itself, in any file.
 */
function canonicalBody(text) {
    const trimmed = text.trim();
    const closer = fenceCloser(trimmed);
    const body = closer === undefined ? trimmed : `${trimmed}\n${closer}`;
    let out = body;
    for (const { at } of scan(body).starts.toReversed()) {
        const hashes = out.indexOf('##', at);
        out = `${out.slice(0, hashes)}\\${out.slice(hashes)}`;
    }
    return out;
}
/**
 * The line to put after `text` so that nothing appended can turn part of it
 * into code, or undefined when none is needed. An opener `text` leaves
 * unclosed is text on its own, but a fence line appended later would close
 * it and make everything between code, headings included; closing the first
 * such opener neutralises them all. `following` gives the closing runs of
 * what will be appended, when known: then the line is added only if one of
 * them would close such an opener, so text that is already safe stays as it is.
 */
function fenceCloser(text, following) {
    const { unclosed } = scan(text);
    const first = unclosed[0];
    if (!first)
        return undefined;
    const endangered = following === undefined || unclosed.some((f) => following[f.char] >= f.len);
    return endangered ? first.char.repeat(first.len) : undefined;
}
/** The longest closing fence run of each character in `text`. */
function closingRuns(text) {
    return scan(text).longest;
}
/**
 * Trimmed bodies by heading, in file order; a heading that appears twice is
 * one entry, its bodies joined by a blank line. A Map keeps first-insertion
 * order, so headings added later come after the file's.
 */
function foldedBodies(sections) {
    const bodies = new Map();
    for (const { heading, body } of sections) {
        const earlier = bodies.get(heading);
        const trimmed = body.trim();
        bodies.set(heading, earlier === undefined ? trimmed : [earlier, trimmed].filter(Boolean).join('\n\n'));
    }
    return bodies;
}
function updateEntries(updates) {
    return updates instanceof Map ? [...updates.entries()] : Object.entries(updates);
}
/** The updates as entries; a heading outside `allowed` is a config error naming it. */
function checkSections(updates, allowed) {
    const entries = updateEntries(updates);
    for (const [key] of entries) {
        if (!allowed.includes(key)) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .configError */ .Fj)(`section ${JSON.stringify(key)} is not in the allowed set [${allowed.join(', ')}]`, {
                field: key,
            });
        }
    }
    return entries;
}
/**
 * Merges section bodies into a section file (evva MergeSections) and returns
 * the new text, LF line endings.
 *
 * - Every update key must be one of `allowed` (exact match), else a config
 *   error `section "<key>" is not in the allowed set [A, B, C]` is thrown
 *   before anything is merged.
 * - An update replaces a body (trimmed; "" clears it but keeps the heading).
 *   Sections not updated keep their (trimmed) bodies and their place;
 *   headings that are not allowed are kept too.
 * - Allowed headings missing from the file are appended in allowed order,
 *   with the update's body or empty, so the output is deterministic.
 * - A heading that appears twice is folded into its first occurrence with
 *   the bodies joined by a blank line, so no content is lost.
 *
 * Rendering: the trimmed preamble and a blank line, then each section as
 * `## H\n` plus, when non-empty, its body and `\n`; one blank line between
 * sections; the text ends with exactly one `\n`. Re-parsing that output gives
 * the same headings and bodies, so merging the same updates twice gives
 * identical text (see canonicalBody for bodies that would not re-parse).
 */
function mergeSections(existing, updates, allowed) {
    const entries = checkSections(updates, allowed);
    const { preamble, sections } = splitSections(existing);
    const bodies = foldedBodies(sections);
    for (const heading of allowed)
        if (!bodies.has(heading))
            bodies.set(heading, '');
    for (const [key, body] of entries)
        bodies.set(key, body);
    const parts = [...bodies].map(([heading, body]) => {
        const text = canonicalBody(body);
        return `## ${heading}\n${text ? `${text}\n` : ''}`;
    });
    const intro = canonicalBody(preamble);
    if (intro)
        parts.unshift(`${intro}\n`);
    return parts.join('\n');
}
/**
 * A compact one-line-per-section overview for the system prompt (evva
 * IndexSummary): `## <heading> — <first non-empty body line>`, or
 * `## <heading> — (empty)`. As in evva, the body excerpt is what gets cut: an
 * excerpt longer than `maxBodyChars` (<= 0 means 80) keeps that many code
 * points and ends with `…`. A heading that appears twice gets one line, its
 * bodies folded as a merge folds them (evva's index is built from the same
 * parse as its merge). Lines are joined by `\n` with no trailing newline;
 * text without sections gives "".
 */
function indexSummary(content, maxBodyChars) {
    const max = maxBodyChars > 0 ? maxBodyChars : 80;
    return [...foldedBodies(splitSections(content).sections)]
        .map(([heading, body]) => {
        const first = body
            .split('\n')
            .map((line) => line.trim())
            .find((line) => line !== '');
        return `## ${heading} — ${first === undefined ? '(empty)' : (0,_text_cut_js__WEBPACK_IMPORTED_MODULE_3__/* .cutCodePoints */ .Dp)(first, max, true)}`;
    })
        .join('\n');
}
/**
 * The directory name under `projects/` for a working directory (evva
 * ProjectKey): the path is cleaned, a Windows drive colon dropped, `\` and
 * `/` flattened to `-`, runs of `-` squeezed to one (as evva's code does:
 * `/home/dev/foo--bar` gives `-home-dev-foo-bar`, so both tools read the same
 * directory) and trailing `-` trimmed. Backslashes are treated as
 * separators and the cleaning is POSIX-style on every OS, so one path gives
 * one key wherever memkeep runs. `/Users/johnny/lab/evva` gives
 * `-Users-johnny-lab-evva`, `C:\Users\Alice\proj` gives `C-Users-Alice-proj`,
 * a bare drive `C:` gives `C`, `/` and "" give "".
 */
function projectKey(absPath) {
    if (absPath === '')
        return '';
    const slashed = absPath.replaceAll('\\', '/');
    const drive = /^[A-Za-z]:/.exec(slashed)?.[0] ?? '';
    const rest = slashed.slice(drive.length);
    // The drive is split off first so that `..` can never climb over it; an
    // empty rest is no path at all, not the `.` normalize would make of it.
    const cleaned = drive.slice(0, 1) + (rest === '' ? '' : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(rest));
    return cleaned.replaceAll('/', '-').replace(/-+/g, '-').replace(/-+$/, '');
}
/**
 * `\r\n` when the text's first line ends that way, else `\n`. A rewrite keeps
 * the line ending a file was found with; the first line decides for the
 * text it writes, because a file written on one platform is consistent
 * (what a mixed file already holds keeps its own: inOwnEndings).
 */
function lineEnding(text) {
    const nl = text.indexOf('\n');
    return nl > 0 && text[nl - 1] === '\r' ? '\r\n' : '\n';
}
/**
 * `next` (LF), a rewrite of `original` made on its LF form, in `original`'s
 * own bytes: what the rewrite left alone at the start and the end keeps its
 * line endings byte for byte (the entries a Windows agent appended in CRLF
 * to an LF log), and only the text between takes the file's line ending.
 */
function inOwnEndings(original, next) {
    if (!original.includes('\r\n'))
        return next;
    const lf = original.replaceAll('\r\n', '\n');
    const max = Math.min(lf.length, next.length);
    let head = 0;
    while (head < max && lf[head] === next[head])
        head++;
    let tail = 0;
    while (tail < max - head && lf[lf.length - 1 - tail] === next[next.length - 1 - tail])
        tail++;
    const eol = lineEnding(original);
    const middle = next.slice(head, next.length - tail);
    return (original.slice(0, atOriginal(original, head)) +
        (eol === '\n' ? middle : middle.replaceAll('\n', eol)) +
        original.slice(atOriginal(original, lf.length - tail)));
}
/** Where the character at `lfAt` of `original`'s LF form is in `original` (a CRLF's `\n` is at its `\r`). */
function atOriginal(original, lfAt) {
    let at = 0;
    for (let seen = 0; seen < lfAt; seen++)
        at += original.startsWith('\r\n', at) ? 2 : 1;
    return at;
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


/***/ })

};
