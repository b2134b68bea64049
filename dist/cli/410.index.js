export const id = 410;
export const ids = [410];
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

/***/ 2563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BY: () => (/* binding */ needsParse),
/* harmony export */   C8: () => (/* binding */ leadingHeader),
/* harmony export */   El: () => (/* binding */ HEADER),
/* harmony export */   Ft: () => (/* binding */ renderEntry),
/* harmony export */   HR: () => (/* binding */ axeLayout),
/* harmony export */   K1: () => (/* binding */ renderItemEntry),
/* harmony export */   hF: () => (/* binding */ HEAD_LEN),
/* harmony export */   oy: () => (/* binding */ entryFields),
/* harmony export */   pO: () => (/* binding */ FRONT_MATTER_READ),
/* harmony export */   tw: () => (/* binding */ PARSE_MARKS),
/* harmony export */   vR: () => (/* binding */ NL_HEADER),
/* harmony export */   yn: () => (/* binding */ frontMatterHides)
/* harmony export */ });
/* harmony import */ var _text_cut_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3147);
/* harmony import */ var _details_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3737);
/* harmony import */ var _fence_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3890);
/* harmony import */ var _headings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(932);
/* harmony import */ var _marks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1617);
/**
 * axe's run log: entries start at a
 * column-0 `## ` line outside a fenced code block, and everything up to the
 * next such line is the entry, kept byte for byte. A BOM at offset 0 is not
 * part of the first line for heading detection, so a log saved by an editor
 * that adds one still starts with an entry. Text before the first entry (the
 * preamble) is structure: a trim keeps it, where axe dropped it. memkeep
 * writes `## <RFC3339 UTC>`, `**Task:**` and `**Result:**` lines.
 *
 * A `# ` title is structure, and so is an HTML comment after the last of
 * an entry's text: an entry ends before them, so a file title standing
 * after a prepended entry, or a template in a comment, is never trimmed
 * with the entry above it. A comment the entry's text goes on after is the
 * entry's, and no heading inside it is one.
 *
 * The byte constants are exported for the store's streaming scans, which
 * find headings in chunks of a file too large to hold; those scans fall back
 * to the parse here when the bytes they read hold a fence, title or comment.
 */





const HEADER = Buffer.from('## ');
const NL_HEADER = Buffer.from('\n## ');
/** Enough of the file's start to see a BOM followed by a heading. */
const HEAD_LEN = _marks_js__WEBPACK_IMPORTED_MODULE_2__/* .BOM */ .bh.length + HEADER.length;
/**
 * Bytes that can start a fence, an HTML comment, a `<details>` block, a `# ` title or an
 * entry's lead-in: where none
 * occur, every `## ` line at column 0 is an entry heading, entries run from
 * one to the next, and the streaming scans are exact.
 */
const PARSE_MARKS = [
    Buffer.from('```'),
    Buffer.from('~~~'),
    Buffer.from('<!--'),
    // A comment opened before the bytes read may close in them.
    Buffer.from('-->'),
    _details_js__WEBPACK_IMPORTED_MODULE_0__/* .DETAILS_OPEN */ .yd,
    _details_js__WEBPACK_IMPORTED_MODULE_0__/* .DETAILS_CLOSE */ .qv,
    Buffer.from('\n# '),
    // An entry's lead-in (lead-in.ts): an HTML line, a comment spelt as a definition.
    Buffer.from('\n<'),
    // lead-in.ts reads a definition comment only in these spellings, so the scans see every one.
    Buffer.from(']: #'),
    Buffer.from(']:#'),
    Buffer.from(']: <>'),
    Buffer.from(']:<>'),
];
const TASK_LINE = /^\*\*Task:\*\*[ \t]*(.*)$/m;
const RESULT_REST = /^\*\*Result:\*\*[ \t]*([\s\S]*)$/m;
const RESULT_MAX_BYTES = 1000;
const NONE = '(none)';
/** Offset of a heading on the first line (after a BOM), if there is one. */
function leadingHeader(head) {
    const at = (0,_marks_js__WEBPACK_IMPORTED_MODULE_2__/* .bomLength */ .L1)(head);
    return head.subarray(at, at + HEADER.length).equals(HEADER) ? at : undefined;
}
/** Whether `bytes` may hold a fence, a comment or a title (a conservative test on their first bytes). */
function needsParse(bytes) {
    return PARSE_MARKS.some((m) => bytes.includes(m));
}
/** Bytes of a log's start that show whether its front matter hides a heading. */
const FRONT_MATTER_READ = _marks_js__WEBPACK_IMPORTED_MODULE_2__/* .FRONT_MATTER_MAX */ .Xp + 8;
/**
 * Whether the front matter a log's first bytes open with holds a `## ` line
 * (a YAML comment): the byte scans would count it as an entry's heading.
 */
function frontMatterHides(head) {
    const end = (0,_marks_js__WEBPACK_IMPORTED_MODULE_2__/* .frontMatterEnd */ .QY)(head);
    return end > 0 && head.subarray(0, end).includes(NL_HEADER);
}
/** The fields of an entry's text at any heading level. */
function entryFields(entry) {
    // A \r\n is read as \n: the heading ends at the first \n, as in the bytes.
    const text = entry.includes('\r') ? entry.replace(/\r\n/g, '\n') : entry;
    const nl = text.indexOf('\n');
    const body = nl === -1 ? '' : text.slice(nl + 1);
    const task = TASK_LINE.exec(body);
    const result = RESULT_REST.exec(body);
    return {
        heading: text
            .slice(0, nl === -1 ? text.length : nl)
            .replace(/^(?:#+|[-*+]|\d{1,3}[.)]) /, '')
            .trim(),
        task: task ? task[1].trim() : body.trim(),
        result: result ? result[1].trim() : '',
    };
}
/**
 * The task is folded onto one line; the result keeps its lines, is cut to
 * at most 1000 UTF-8 bytes on a character boundary (then `...`), and any
 * result line that a layout could read as a boundary (a heading up to the
 * entry's level, indented or not, a setext underline, a thematic break, a
 * comment opener, a fence line) is indented by four spaces: indented code, or text going on
 * from the line above, never a heading, comment or fence; its `<details>`
 * blocks are its own (ownDetails). One entry never
 * reads back as two or as an entry and a section, never swallows the next,
 * and never closes a fence an earlier entry left open (which would swallow it).
 */
function renderEntry(task, result, stamp, eol, level = 2) {
    const oneLineTask = taskLine(task);
    // A thematic break too (`***`, `_ _ _`): with a note after it, a layout reads it as the log's footer (footer.ts).
    const boundary = new RegExp(`^ {0,3}(?:#{1,${level}} |<!--|(?:=+|-+)[ \\t]*$|([-*_])(?:[ \\t]*\\1){2,}[ \\t]*$)`);
    const safeResult = result === ''
        ? NONE
        : truncateUtf8(noCommentEnd(result), RESULT_MAX_BYTES)
            .split('\n')
            .map((line, k) => {
            if (k === 0)
                return line;
            const bare = line.replace(/\r$/, '');
            return boundary.test(bare) || (0,_fence_js__WEBPACK_IMPORTED_MODULE_3__/* .openingFence */ .sv)(bare) || (0,_fence_js__WEBPACK_IMPORTED_MODULE_3__/* .closerOf */ .Yi)(bare) ? `    ${line}` : line;
        })
            .join('\n');
    const [taskText, ...resultLines] = ownDetails([
        `**Task:** ${oneLineTask}`,
        ...`**Result:** ${safeResult}`.split('\n'),
    ]);
    return `${'#'.repeat(level)} ${stamp}${eol}${taskText}${eol}${resultLines.join('\n')}${eol}${eol}`;
}
/**
 * An entry of a log whose entries are list items (`entries = "items"`, a
 * Roo Code bank's `[2025-01-15 10:00:00] - …` bullets): one item dated by
 * its stamp, the task and the result's first line on it, the result's
 * other lines indented four spaces into it, where no line is a mark.
 */
function renderItemEntry(task, result, stamp, eol) {
    const oneLineTask = taskLine(task);
    const [first, ...rest] = (result === '' ? NONE : truncateUtf8(noCommentEnd(result), RESULT_MAX_BYTES))
        .split('\n')
        .map((l) => l.replace(/\r$/, ''));
    // Indented four spaces, no line opens a block: every `</details>` in them closes none of theirs.
    const lines = ownDetails([`- [${stamp}] ${oneLineTask}: ${first}`, ...rest.map((l) => `    ${l}`)]);
    return lines.map((l) => `${l}${eol}`).join('');
}
/** The task on one line, no comment end in it. */
function taskLine(task) {
    return task === '' ? NONE : noCommentEnd(task.replace(/\r\n|\r|\n/g, ' '));
}
/**
 * `-->` as `--&gt;` (which reads the same): on any line it ends a comment an
 * earlier line left open, which would take entries before it into one.
 */
function noCommentEnd(text) {
    return text.replaceAll('-->', '--&gt;');
}
/**
 * An entry's lines with its `<details>` blocks its own: a block that opens
 * and closes in them is kept as written; a `</details>` that closes none of
 * theirs is written `&lt;/details>` (which reads the same), as it would
 * close a block an earlier entry left open and take the entries between
 * into one; an opening line left unclosed (the cut can drop its close) is
 * indented into text, so the entry leaves no block open for a later one.
 */
function ownDetails(lines) {
    const out = [...lines];
    const open = [];
    lines.forEach((line, k) => {
        const opens = (0,_details_js__WEBPACK_IMPORTED_MODULE_0__/* .opensDetails */ .Ef)(line);
        const closes = line.includes('</details>');
        if (opens && !closes)
            open.push(k);
        else if (closes && !opens && open.pop() === undefined)
            out[k] = line.replaceAll('</details>', '&lt;/details>');
    });
    for (const k of open)
        out[k] = `    ${lines[k]}`;
    return out;
}
/** Logs already split, by buffer: a log's bytes are never changed in place. */
const split = new WeakMap();
const axeLayout = {
    name: 'axe',
    spec: { level: 2, structure: [], order: 'oldest-first', plain: true },
    streamable: true,
    entries(log) {
        // gc splits a small log three times (count, trim plan, analysis), always the scan's one buffer.
        let entries = split.get(log);
        if (!entries) {
            // Without a parse mark every `## ` line at column 0 is a heading: one search
            // per entry instead of a look at every line (measured: gc --all on 1,000 logs).
            entries = needsParse(log) || frontMatterHides(log) ? (0,_headings_js__WEBPACK_IMPORTED_MODULE_1__/* .entryBlocks */ .Bs)(log, this.spec) : plainEntries(log);
            split.set(log, entries);
        }
        return entries;
    },
    fields: entryFields,
    render: (task, result, stamp, eol) => renderEntry(task, result, stamp, eol),
};
/** The entries of a log that holds no fence: every `## ` line at column 0 starts one. */
function plainEntries(log) {
    const starts = [];
    const lead = leadingHeader(log.subarray(0, HEAD_LEN));
    if (lead !== undefined)
        starts.push(lead);
    for (let i = log.indexOf(NL_HEADER); i !== -1; i = log.indexOf(NL_HEADER, i + 1))
        starts.push(i + 1);
    return starts.map((start, k) => {
        const nl = log.indexOf(0x0a, start);
        let end = nl === -1 ? log.length : nl;
        if (end > start + HEADER.length && log[end - 1] === 0x0d)
            end--;
        return { heading: log.toString('utf8', start + HEADER.length, end), start, end: starts[k + 1] ?? log.length };
    });
}
/** Cuts to at most `max` UTF-8 bytes without splitting a character, marking the cut with `...`. */
function truncateUtf8(text, max) {
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length <= max)
        return text;
    return bytes.toString('utf8', 0, (0,_text_cut_js__WEBPACK_IMPORTED_MODULE_4__/* .utf8CutBefore */ .Dx)(bytes, max)) + '...';
}


/***/ }),

/***/ 3737:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ef: () => (/* binding */ opensDetails),
/* harmony export */   X8: () => (/* binding */ detailsTag),
/* harmony export */   XF: () => (/* binding */ pairDetails),
/* harmony export */   dz: () => (/* binding */ detailsBlocks),
/* harmony export */   qv: () => (/* binding */ DETAILS_CLOSE),
/* harmony export */   yd: () => (/* binding */ DETAILS_OPEN)
/* harmony export */ });
/* harmony import */ var _line_bytes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2499);
/**
 * `<details>` blocks in a log: an agent folds a full report or test output
 * into an entry under a summary line, `## ` headings and all. CommonMark
 * would end the HTML at the first blank line and read a heading inside as
 * one; memkeep reads a block as the text of the entry it sits in, from a
 * line starting (after up to 3 spaces) with `<details` to the line holding
 * its `</details>`, nested blocks paired inside out. Splitting the entry
 * there would trim the block's opening line and keep its tail. A block
 * never closed is none, as a fence never closed is none. Lower case only,
 * as agents write it: these bytes are what axe's streaming scans look for
 * before they parse (axe.ts PARSE_MARKS).
 */

const DETAILS_OPEN = Buffer.from('<details');
const DETAILS_CLOSE = Buffer.from('</details>');
const NL = 0x0a;
const LT = 0x3c;
const GT = 0x3e;
const SPACE = 0x20;
const TAB = 0x09;
/** Whether the text at `i` (before `end`) opens a `<details>` tag (`<details>`, `<details open>`), not `<detailsx>`. */
function detailsTag(buf, i, end) {
    const after = i + DETAILS_OPEN.length;
    if (after > end || !buf.subarray(i, after).equals(DETAILS_OPEN))
        return false;
    return after === end || buf[after] === GT || buf[after] === SPACE || buf[after] === TAB;
}
/** Whether a line of text opens a `<details>` block: the line detailsTag finds in bytes (up to 3 spaces before it). */
function opensDetails(line) {
    return /^ {0,3}<details(?:[ \t>]|\r?$)/.test(line);
}
/**
 * Each opening line's closing line, by index into `lines`; a block never
 * closed has none. `spanEnd` gives the last line of a fence or comment line
 * i opens: the lines it hides open and close nothing (a diff's `-</details>`
 * in a fenced block inside a block must not end it).
 */
function pairDetails(lines, spanEnd = () => undefined) {
    const pairs = new Map();
    const open = [];
    for (let i = 0; i < lines.length; i++) {
        const hidden = spanEnd(i);
        if (hidden !== undefined)
            i = hidden;
        else if (lines[i].details === 'open')
            open.push(i);
        else if (lines[i].details === 'close' && open.length > 0)
            pairs.set(open.pop(), i);
    }
    return pairs;
}
/**
 * The blocks of bytes [from, to) opened at column 0, each opening line's
 * start to the offset past its closing line, paired as marks.ts pairs them:
 * a block opened indented (up to 3 spaces) nests, a line that opens and
 * closes one ends none. One pass, however many blocks are never closed.
 */
function detailsBlocks(buf, from, to) {
    const lines = [];
    for (let at = from; at < to;) {
        const nl = buf.indexOf(NL, at);
        const next = nl === -1 || nl + 1 > to ? to : nl + 1;
        const end = (0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .trimEol */ .X2)(buf, at, next);
        let i = at;
        while (i < end && i < at + 3 && buf[i] === SPACE)
            i++;
        const opens = detailsTag(buf, i, end);
        if (opens !== buf.subarray(at, end).includes(DETAILS_CLOSE))
            lines.push({ start: at, next, details: opens ? 'open' : 'close' });
        at = next;
    }
    const blocks = new Map();
    for (const [open, close] of pairDetails(lines))
        if (buf[lines[open].start] === LT)
            blocks.set(lines[open].start, lines[close].next);
    return blocks;
}


/***/ }),

/***/ 724:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ footersLeftOut)
/* harmony export */ });
/* unused harmony export footerStart */
/* harmony import */ var _details_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3737);
/* harmony import */ var _fence_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3890);
/* harmony import */ var _line_bytes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2499);
/**
 * A log's footer: a thematic break at the end of the last entry of a run,
 * then only lines set apart as notes (`*Last updated: 2026-01-09*`, `_New
 * sessions go at the top._`, a `> ` quote, a comment). Agents and their
 * tools close a log, or a section of entries, that way; read as the text of
 * the entry above, it went with that entry when a trim dropped it (a
 * newest-first log's oldest entry is its last). The entry ends before the
 * break; the break and the notes are structure, kept byte for byte. So are
 * the link and footnote definitions a log closes with (`[adr-1]: …`), with
 * or without a break: its entries cite them.
 *
 * Only such notes: plain text after a break may be the entry's own (a
 * second part, a result), and an entry is trimmed whole. And not when the
 * entry before it ends the same way: that is each entry's signature, not
 * the log's footer.
 */



const COMMENT_OPEN = /^ {0,3}<!--/;
/** A line that is a note, not text: wholly in emphasis (`*…*`, `_…_`, `**…**`) or quoted. */
const NOTE = /^(?:(\*{1,2}|_{1,2})(?![\s*_]).*\S\1|>.*)\s*$/;
/** A link reference or footnote definition (`[adr-1]: docs/adr/0001.md`, `[^rb]: …`). */
const DEFINITION = /^ {0,3}\[[^\]]+\]:\s*\S/;
/** A footnote definition's next line, indented under it. */
const CONTINUATION = /^(?: {4}|\t)\s*\S/;
/** Where the footer of the entry at [start, end) starts (start: its heading line); undefined when it has none. */
function footerStart(buf, start, end) {
    const from = (0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .lineEnd */ .kd)(buf, start);
    if (from >= end)
        return undefined;
    const details = (0,_details_js__WEBPACK_IMPORTED_MODULE_0__/* .detailsBlocks */ .dz)(buf, from, end);
    let text = false;
    let fence;
    let comment = false;
    // The last break after the entry's text, while only notes, definitions, comments and blank lines follow it.
    let found;
    // Where the definitions the entry's text ends with start (after a blank line), while only those,
    // notes, comments and blank lines follow: the log's links, defined once at its end.
    let defs;
    let blank = false;
    let inDefs = false;
    for (let at = from; at < end;) {
        const next = Math.min((0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .lineEnd */ .kd)(buf, at), end);
        const line = buf.toString('utf8', at, (0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .trimEol */ .X2)(buf, at, next));
        const skip = details.get(at);
        if (fence) {
            if ((0,_fence_js__WEBPACK_IMPORTED_MODULE_2__/* .closesFence */ .Tv)(line, fence))
                fence = undefined;
        }
        else if (comment) {
            if (line.includes('-->'))
                comment = false;
        }
        else if (skip !== undefined) {
            text = true;
            found = defs = undefined;
            inDefs = blank = false;
            at = skip;
            continue;
        }
        else if (COMMENT_OPEN.test(line)) {
            comment = !line.slice(line.indexOf('<!--') + 4).includes('-->');
        }
        else if ((fence = (0,_fence_js__WEBPACK_IMPORTED_MODULE_2__/* .openingFence */ .sv)(line))) {
            text = true;
            found = defs = undefined;
            inDefs = false;
        }
        else if (text && /^[-*_]/.test(line) && (0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .isThematicBreak */ .Xl)(buf, at, (0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .trimEol */ .X2)(buf, at, next), buf[at])) {
            found = at;
            inDefs = false;
        }
        else if (text && (DEFINITION.test(line) || (inDefs && CONTINUATION.test(line)))) {
            // A definition cannot interrupt a paragraph: the block starts after a blank line.
            if (defs === undefined && !inDefs && blank)
                defs = at;
            inDefs = defs !== undefined;
        }
        else if (line.trim() !== '') {
            text = true;
            inDefs = false;
            if (!NOTE.test(line))
                found = defs = undefined;
        }
        blank = line.trim() === '';
        at = next;
    }
    // A fence never closed is no fence (marks.ts), yet its lines were read as fenced: nothing found is trusted.
    if (fence)
        return undefined;
    // A break with nothing after it is the entry's separator: the entry's.
    const atBreak = found !== undefined && buf.subarray((0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .lineEnd */ .kd)(buf, found), end).toString('utf8').trim() !== '' ? found : undefined;
    return atBreak !== undefined && (defs === undefined || atBreak < defs) ? atBreak : defs;
}
/**
 * The end of each entry of `blocks` (file order) once the footer of the
 * last entry of each run is left out: a run ends where structure or the end
 * of the file follows its last entry.
 */
function footersLeftOut(buf, blocks) {
    blocks.forEach((b, i) => {
        const next = blocks[i + 1];
        if (next && (next.lead ?? next.start) === b.end)
            return;
        const at = footerStart(buf, b.start, b.end);
        if (at === undefined)
            return;
        const before = blocks[i - 1];
        if (before?.end === (b.lead ?? b.start) && footerStart(buf, before.start, before.end) !== undefined)
            return;
        b.end = at;
    });
}


/***/ }),

/***/ 932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Bs: () => (/* binding */ entryBlocks),
  yP: () => (/* binding */ firstEntryAt)
});

// UNUSED EXPORTS: isTemplateHeading

// EXTERNAL MODULE: ./src/format/details.ts
var format_details = __webpack_require__(3737);
// EXTERNAL MODULE: ./src/format/fence.ts
var format_fence = __webpack_require__(3890);
// EXTERNAL MODULE: ./src/format/footer.ts
var footer = __webpack_require__(724);
// EXTERNAL MODULE: ./src/format/line-bytes.ts
var line_bytes = __webpack_require__(2499);
;// CONCATENATED MODULE: ./src/format/lead-in.ts
/**
 * The lines an agent writes above each entry's heading as the entry's own:
 * an anchor its table of contents links to (`<a id="s3"></a>`), an id in a
 * comment (`<!-- session-log:s3 -->`), the opening tag of a wrapper the
 * entry closes (`<div id="e3">`), a comment spelt as a definition (`[//]: #
 * (session 3)`). Read as the text of the entry above, or as structure
 * between entries, a trim dropped the first kept entry's anchor with the
 * entry before it and left the dropped entries' anchors behind.
 *
 * Such lines are an entry's lead-in only where the agent writes them with
 * each entry: at least two entries have one of the same kind (the tag, the
 * comment's first letters, the definition's label). A note written once
 * above the first entry (`<!-- Add new sessions below -->`) stays
 * structure, and a line glued to the text above it is that text's. The
 * first entry leads in with the kind too: set apart by blank lines between
 * entries, a line the first has not above it (a screenshot, `<img …>`) is
 * the last line of the entry above.
 *
 * Comments glued to the last line of an entry's text (`Did 3.` then
 * `<!-- end session 3 -->`), of a kind two or more entries end with, are
 * that entry's trailer, with the blank lines after them. A comment set
 * apart from the text by a blank line stays structure between entries (a
 * template, a note to the agent) unless it leads in the next entry.
 */


/** An opening tag with attributes, on its own line: not a separator (`<hr>`, `<br>`), not a `<details>` fold. */
const TAG = /^<([a-z][a-z0-9-]*)\s[^>]*>/i;
const NOT_LEAD_TAGS = new Set(['hr', 'br', 'details', 'summary']);
/**
 * A comment spelt as a link definition, which renders as nothing: `[//]: # (…)`, `[comment]:<> (…)`.
 * At most one space after the colon: axe's scans (axe.ts PARSE_MARKS) must see every spelling read here.
 */
const DEFINITION_COMMENT = /^\[([^\]]+)\]: ?(?:#|<>)(?:\s|$)/;
const BLANK = /^[ \t\r]*$/;
/**
 * Sets `lead` on each entry of `blocks` (file order) whose lead-in is of a
 * kind two or more entries have, and ends the entry above before it.
 * `marks` are the log's headings and its HTML comments outside fences (level 0).
 */
function leadIns(buf, blocks, marks, from) {
    const comments = marks.filter((m) => m.level === 0 && m.end !== undefined);
    trailers(buf, blocks, new Map(comments.map((m) => [m.start, m])));
    const commentAt = new Map(comments.map((m) => [m.end, m]));
    const headings = new Set(marks.filter((m) => m.level > 0).map((m) => m.start));
    const found = blocks.map((b, i) => leadIn(buf, b.start, i === 0 ? from : (0,line_bytes/* lineEnd */.kd)(buf, blocks[i - 1].start), commentAt, headings));
    const count = new Map();
    for (const f of found)
        for (const c of f)
            count.set(c.kind, (count.get(c.kind) ?? 0) + 1);
    // Lines glued to a heading lead it in. Lines set apart by blank lines between two entries may end the one
    // above (a screenshot): of a kind the first entry does not lead in with, each is its entry's last line,
    // and a trim keeps it with that entry.
    const first = new Set(found[0]?.map((c) => c.kind));
    // The most lines that other entries lead in with too: a note above the first entry's id stays structure.
    const shared = (candidates) => candidates.findLast((c) => (count.get(c.kind) ?? 0) >= 2 && (c.glued || first.has(c.kind)));
    found.forEach((candidates, i) => {
        const f = shared(candidates);
        if (!f)
            return;
        blocks[i].lead = f.at;
        const above = blocks[i - 1];
        if (above && above.end > f.at)
            above.end = f.at;
    });
    // A section's heading after an entry may have such lines too (`<a id="notes"></a>` above `## Notes`): set
    // apart from the entry's text, they are the section's, of any kind: a trim keeps what may not be the entry's.
    const starts = new Set(blocks.map((b) => b.start));
    const heads = marks.filter((m) => m.level > 0);
    let k = 0;
    for (const b of blocks) {
        while (k < heads.length && heads[k].start <= b.start)
            k++;
        const next = heads[k];
        if (!next || starts.has(next.start) || next.start < b.end)
            continue;
        const f = leadIn(buf, next.start, (0,line_bytes/* lineEnd */.kd)(buf, b.start), commentAt, headings).at(-1);
        if (f && b.end > f.at)
            b.end = f.at;
    }
}
/** Ends each entry past its trailer, where two or more entries end with one of the same kind. */
function trailers(buf, blocks, commentFrom) {
    const found = blocks.map((b) => {
        const lineAbove = b.end >= 2 ? buf.lastIndexOf(0x0a, b.end - 2) + 1 : 0;
        // Glued to the entry's text: not to a blank line, not to its heading (an entry with no text).
        if (!commentFrom.has(b.end) ||
            lineAbove <= b.start ||
            BLANK.test(buf.toString('utf8', lineAbove, (0,line_bytes/* trimEol */.X2)(buf, lineAbove, b.end))))
            return undefined;
        // Each run of comments from the first down, where it would end the entry (past blank lines after it).
        const runs = [];
        const kinds = [];
        let at = b.end;
        for (let c = commentFrom.get(at); c; c = commentFrom.get(at)) {
            const kind = commentKind(buf, c);
            if (kind === undefined)
                break;
            kinds.push(kind);
            at = c.end;
            let end = at;
            while (end < buf.length && BLANK.test(buf.toString('utf8', end, (0,line_bytes/* trimEol */.X2)(buf, end, (0,line_bytes/* lineEnd */.kd)(buf, end)))))
                end = (0,line_bytes/* lineEnd */.kd)(buf, end);
            runs.push({ end, kind: kinds.join(' ') });
        }
        return runs;
    });
    const count = new Map();
    for (const f of found)
        for (const r of f ?? [])
            count.set(r.kind, (count.get(r.kind) ?? 0) + 1);
    found.forEach((f, i) => {
        // The most comments other entries end with too: a footer glued under the last entry's trailer stays the file's.
        const r = f?.findLast((r) => (count.get(r.kind) ?? 0) >= 2);
        if (r)
            blocks[i].end = r.end;
    });
}
/**
 * The lead-ins the heading line at `start` may have, no higher than `floor`: from each line of the
 * runs of lines set apart by blank lines, nearest first, each with the lines below it; where each
 * starts and its kind.
 */
function leadIn(buf, start, floor, commentAt, headings) {
    const candidates = [];
    // No blank line yet between the lines read and the heading: they are glued to it.
    let glued = true;
    const kinds = [];
    // The lines read since the last blank line, top first: a lead-in once a blank line or a heading is above them.
    let group = [];
    const accept = () => {
        // From each of its lines down: a note glued above the first entry's id leaves the id a lead-in.
        for (const line of group.toReversed()) {
            kinds.unshift(line.kind);
            candidates.push({ at: line.at, kind: kinds.join(' '), glued });
        }
        group = [];
    };
    let at = start;
    while (at > floor) {
        const lineStart = at >= 2 ? buf.lastIndexOf(0x0a, at - 2) + 1 : 0;
        const top = Math.max(lineStart, floor);
        const line = buf.toString('utf8', top, (0,line_bytes/* trimEol */.X2)(buf, top, at));
        const comment = commentAt.get(at);
        const kind = comment ? commentKind(buf, comment) : lineKind(line);
        if (kind !== undefined) {
            at = comment ? comment.start : top;
            group.unshift({ at, kind });
            continue;
        }
        if (!BLANK.test(line)) {
            // Lines glued to the text above are that text's trailer; right under a heading, a lead-in.
            // So are an anchor's or a tag's under a fence's closer (the heading below is outside fences),
            // which ends its block; a comment there may be the text's trailer (trailers()), and stays so.
            const underFence = (0,format_fence/* closerOf */.Yi)(line) && !group.some((g) => g.kind.startsWith('<!--'));
            if (headings.has(lineStart) || underFence)
                accept();
            return candidates;
        }
        accept();
        glued = false;
        at = top;
    }
    // The top of the region: the file's start, the heading line of the entry above.
    accept();
    return candidates;
}
/**
 * An id comment's kind: the letters it opens with (`s3` and `s4`, `entry:3` and `entry:4` are
 * one kind), or `0` for an id that is a number or a date. A comment opening with anything else
 * (`<!-- ### draft -->`, a template that starts on the next line) is no id: undefined.
 */
function commentKind(buf, comment) {
    const text = buf.toString('utf8', comment.start, Math.min(comment.end ?? comment.start, comment.start + 200));
    // At the comment's own opener: a template opening on the next line may show an id comment in its text.
    const id = /^[ \t]*<!--[ \t]*([A-Za-z][A-Za-z_-]*|[0-9])/.exec(text)?.[1];
    return id === undefined ? undefined : `<!--${/^[0-9]/.test(id) ? '0' : id.toLowerCase()}`;
}
function lineKind(line) {
    const tag = TAG.exec(line)?.[1]?.toLowerCase();
    if (tag !== undefined)
        return NOT_LEAD_TAGS.has(tag) ? undefined : `<${tag}`;
    const label = DEFINITION_COMMENT.exec(line)?.[1];
    return label === undefined ? undefined : `[${label}]`;
}

// EXTERNAL MODULE: ./src/format/marks.ts
var format_marks = __webpack_require__(1617);
// EXTERNAL MODULE: ./src/format/order.ts
var order = __webpack_require__(4731);
;// CONCATENATED MODULE: ./src/format/headings.ts
/**
 * The entry model of a run log held in memory, for every layout: which
 * column-0 headings start entries, where each entry ends, and what is
 * structure (the preamble, section headings, sections that hold no entries,
 * templates, placeholders, and comments between entries). Where headings,
 * comments and fences are is marks.ts's; this file decides what they mean.
 */







const NL = 0x0a;
const SPACE = 0x20;
const HASH = 0x23;
const CR = 0x0d;
/**
 * A heading that stands for one to fill in (`[Date] - [Decision Topic]`,
 * `<title>`, `{{date}}`, a date spelt `YYYY-MM-DD`): a template, not an entry.
 */
const PLACEHOLDER = /(\[|<|\{\{)\s*(date|time|timestamp|yyyy[-/]?mm[-/]?dd|topic|title|summary|description|name|decision[a-z ]*|agent|task|version)[^\]>}\d]*(\]|>|\}\})|(?<![\w-])yyyy-mm-dd(?![\w-])/i;
/**
 * `## Template`, `## Template for Future Decisions`, `## Entry Template`: a
 * heading that names a template, not one that mentions it (`### Template
 * contamination fix` is an entry).
 */
const TEMPLATE = /^\W*(templates?(\s+for\b.*)?|(\w+\s+){1,2}templates?)\W*$/i;
/** Whether a heading is a template or placeholder: structure, whatever the entry model says. */
function isTemplateHeading(title) {
    return PLACEHOLDER.test(title) || TEMPLATE.test(title.trim());
}
/**
 * The entries of a log: blocks starting at a column-0 heading of the
 * model's level (in the `entries_under` section when set, not a structure
 * heading, not a template or placeholder, and dated when the model says
 * so), each running to the next heading of that level or above. A heading
 * above the entries' level ends them in any form (indented, setext), as
 * at column 0; axe's own model reads column 0 only, as its streaming scans do.
 * With `items`, the entries are the list items (and paragraphs starting
 * with a date) of the `entries_under` section instead. Everything else,
 * `# ` titles, comments between entries and the summary section included,
 * is structure.
 */
function entryBlocks(buf, model) {
    if (model.items)
        return itemBlocks(buf, model);
    // Where only dated (or numbered) headings are entries, every other heading of their level is
    // structure, indented too: ` ## Notes` ends the entry above it as `## Notes` does. Not a setext
    // one: an entry's last line over the `---` its agent separates entries with reads as one.
    const picked = model.dated || model.numbered;
    const marks = (0,format_marks/* marksOf */.Ok)(buf, model.level, model.plain ? 0 : picked ? model.level : model.level - 1);
    const heads = picked ? marks.filter((m) => m.level !== model.level || atxAt(buf, m.start)) : marks;
    const structure = model.structure.map(globToRegExp);
    const under = model.entriesUnder?.trim().toLowerCase();
    const summary = model.summary?.trim().toLowerCase();
    const blocks = [];
    let section;
    let sectionIsTemplate = false;
    let day;
    for (let k = 0; k < heads.length; k++) {
        const h = heads[k];
        // A `## 2026-05-01` section above `### 10:30 …` entries; a `# ` title dates nothing.
        if (h.level >= 2 && h.level < model.level)
            day = dayOf(h.title);
        if (h.level === 1) {
            section = undefined;
            sectionIsTemplate = false;
        }
        if (h.level === 2) {
            section = bare(h.title).toLowerCase();
            // The section `entries_under` names holds the entries, whatever its name: an agent appends
            // them below the template it shows there (`## Entry template`); the template's own heading
            // is still a placeholder's or undated.
            sectionIsTemplate = model.level > 2 && section !== under && isTemplateHeading(h.title);
        }
        if (h.level !== model.level)
            continue;
        // An entry starts at a column-0 `#` heading only; an indented one is a section.
        if (picked && buf[h.start + (h.start === 0 ? (0,format_marks/* bomLength */.L1)(buf) : 0)] !== HASH)
            continue;
        if (under !== undefined && section !== under)
            continue;
        if (summary !== undefined && section === summary)
            continue;
        if (!model.plain && (sectionIsTemplate || isTemplateHeading(h.title)))
            continue;
        if (structure.some((re) => re.test(bare(h.title))))
            continue;
        const stamped = (0,order/* headingStamp */.yU)(h.title) !== undefined;
        if (!stamped && (model.dated || (model.numbered && (0,order/* headingNumber */.qy)(h.title) === undefined)))
            continue;
        const dated = day !== undefined && !stamped;
        blocks.push({ heading: h.title, start: h.start, end: entryEnd(buf, heads, k), ...(dated && { day }) });
    }
    // An id or anchor the agent writes with each entry goes and stays with it.
    leadIns(buf, blocks, heads, (0,format_marks/* bomLength */.L1)(buf));
    // The last entry of a run (structure or the end of the file follows) ends before a footer;
    // axe's own model leaves it the entry's, as its streaming scans read it.
    if (!model.plain)
        (0,footer/* footersLeftOut */.c)(buf, blocks);
    return blocks;
}
/** Whether the heading mark at `at` is an ATX one (`#` after blank lines and up to 3 spaces), not a setext title. */
function atxAt(buf, at) {
    let i = at + (at === 0 ? (0,format_marks/* bomLength */.L1)(buf) : 0);
    while (i < buf.length && (buf[i] === NL || buf[i] === CR || buf[i] === SPACE))
        i++;
    return buf[i] === HASH;
}
/**
 * Where the entry headed by `marks[k]` ends: at the next heading, but before
 * the comments that only blank lines separate from it. A comment the
 * entry's text follows is the entry's, as fenced code is; one after the
 * last of its text stands between entries (a template for the next one, a
 * note to the agent) and is structure, never trimmed with the entry above.
 */
function entryEnd(buf, marks, k) {
    let next = k + 1;
    while (next < marks.length && marks[next].level === 0)
        next++;
    let end = marks[next]?.start ?? buf.length;
    for (let c = next - 1; c > k && (0,line_bytes/* onlyWhitespace */.qR)(buf, marks[c].end ?? end, end); c--)
        end = marks[c].start;
    return end;
}
/** The day a section heading names (`## 2026-05-01`, `## May 1, 2026`) as YYYY-MM-DD; undefined for a month or none. */
function dayOf(title) {
    const stamp = (0,order/* headingStamp */.yU)(title);
    return stamp && stamp.unit !== 'month' ? new Date(stamp.t).toISOString().slice(0, 10) : undefined;
}
const ITEM = /^(?:[-*+]|\d{1,3}[.)])[ \t]+(.*)$/;
const DATED_LINE = /^(?:\*\*|__|\[)?\d{4}-?\d{2}-?\d{2}/;
/** Every placeholder in a text. */
const PLACEHOLDERS = new RegExp(PLACEHOLDER.source, 'gi');
/**
 * A list item that is a template's slot: nothing but placeholders and
 * punctuation (`*   [YYYY-MM-DD HH:MM:SS] - [Summary of change]`, Roo
 * Code's memory-bank templates), or empty. An item that mentions one
 * (`` `<VERSION>` placeholder, no hardcoded versions ``) is an entry.
 */
function isPlaceholderItem(text) {
    return !/[\p{L}\p{N}]/u.test(text.replace(PLACEHOLDERS, ''));
}
/**
 * List items (and paragraphs starting with a date) at column 0 in the
 * `entries_under` section (without one, all of the file but the summary
 * section), placeholders left out. An item runs to the next item, heading,
 * column-0 comment or fence, or to a blank line followed by a line that is
 * not indented (a paragraph of the section's own). An indented comment is
 * the text of the item it sits in. The section ends at a heading of its
 * level or above in any form.
 */
function itemBlocks(buf, model) {
    const marks = (0,format_marks/* marksOf */.Ok)(buf, 6, model.level);
    const under = model.entriesUnder?.trim().toLowerCase();
    const regions = [];
    if (under === undefined) {
        let at = 0;
        for (const [from, to] of sectionsTitled(buf, marks, 2, model.summary)) {
            if (from > at)
                regions.push([at, from]);
            at = to;
        }
        regions.push([at, buf.length]);
    }
    else
        regions.push(...sectionsTitled(buf, marks, model.level, under));
    const blocks = [];
    for (const [from, to] of regions) {
        // The region's marks, the section's own heading first.
        const stops = new Map(marks.filter((m) => m.start >= from && m.start < to).map((m) => [m.start, m]));
        let open;
        let blank = false;
        // Where the blank lines before the current line start: a paragraph after them keeps them.
        // A BOM is the file's: no item starts before it, and no line's text holds it.
        let at = from === 0 ? (0,format_marks/* bomLength */.L1)(buf) : from;
        let blankAt = at;
        const close = (end) => {
            if (open)
                blocks.push({ ...open, end });
            open = undefined;
        };
        const lineEnd = (pos) => {
            const nl = buf.indexOf(NL, pos);
            return nl === -1 || nl + 1 > to ? to : nl + 1;
        };
        const lineAt = (pos) => buf.toString('utf8', pos, lineEnd(pos)).replace(/\r?\n$/, '');
        // The region's column-0 `<details>` blocks, found once, when a line might open one.
        let details;
        const detailsEnd = (pos) => buf[pos] === 0x3c ? ((details ??= (0,format_details/* detailsBlocks */.dz)(buf, from, to)).get(pos) ?? false) : false;
        while (at < to) {
            const stop = stops.get(at);
            if (stop) {
                // A column-0 comment ends the list as a heading does; an indented one is the text of the item it is in.
                if (stop.level > 0 || buf[at] !== SPACE)
                    close(at);
                // A comment's lines, and a setext heading's, start nothing, whatever they hold.
                at = stop.end !== undefined ? Math.min(stop.end, to) : lineEnd(at);
                blank = false;
                continue;
            }
            const text = lineAt(at);
            const opener = /^[ \t]/.test(text) ? undefined : (0,format_fence/* openingFence */.sv)(text);
            const closerAt = opener ? fenceEnd(at, opener) : detailsEnd(at);
            if (closerAt !== false) {
                // A fence or a `<details>` block at column 0 is the section's own text, not part of an item.
                close(at);
                at = closerAt;
                blank = false;
                continue;
            }
            if (text.trim() === '') {
                if (!blank)
                    blankAt = at;
                blank = true;
            }
            else {
                const item = ITEM.exec(text);
                if (item || DATED_LINE.test(text)) {
                    close(at);
                    const heading = (item ? item[1] : text).trim();
                    if (!isPlaceholderItem(heading))
                        open = { heading, start: at, end: to };
                }
                else if (blank && !/^[ \t]/.test(text)) {
                    // The blank lines stay with the paragraph: dropping the item must not glue it to the one before.
                    close(blankAt);
                }
                blank = false;
            }
            at = lineEnd(at);
        }
        close(to);
        /** Offset past the closer of a fence opened at `pos`, or false when it never closes in the region. */
        function fenceEnd(pos, fence) {
            for (let p = lineEnd(pos); p < to; p = lineEnd(p)) {
                const c = (0,format_fence/* closerOf */.Yi)(lineAt(p));
                if (c && c.char === fence.char && c.len >= fence.len)
                    return lineEnd(p);
            }
            return false;
        }
    }
    return blocks;
}
/** A heading's title as it names its section: trimmed, without a closing run of `#` (`## Open questions ##`). */
function bare(title) {
    return title.replace(/(?:^|[ \t]+)#+[ \t]*$/, '').trim();
}
/**
 * Where the first entry of a log that has none goes: the end of its
 * `entries_under` section, before the heading that ends it. Undefined when
 * entries may be anywhere or the section runs to the end of the log (an
 * append lands in it); `missing` when the log has no such section.
 */
function firstEntryAt(buf, model) {
    if (model.entriesUnder === undefined)
        return undefined;
    const level = model.items ? model.level : 2;
    const marks = model.items ? (0,format_marks/* marksOf */.Ok)(buf, 6, model.level) : (0,format_marks/* marksOf */.Ok)(buf, model.level, model.level - 1);
    const [section] = sectionsTitled(buf, marks, level, model.entriesUnder);
    if (!section)
        return 'missing';
    return section[1] < buf.length ? section[1] : undefined;
}
/** Each section headed `title` (case-insensitive) at `level`, from its heading to the next heading of that level or above. */
function sectionsTitled(buf, marks, level, title) {
    const wanted = title?.trim().toLowerCase();
    if (wanted === undefined)
        return [];
    return marks.flatMap((m, k) => {
        if (m.level !== level || bare(m.title).toLowerCase() !== wanted)
            return [];
        const next = marks.slice(k + 1).find((n) => n.level >= 1 && n.level <= level);
        return [[m.start, next?.start ?? buf.length]];
    });
}
function globToRegExp(glob) {
    const body = glob
        .trim()
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
    return new RegExp(`^${body}$`, 'i');
}


/***/ }),

/***/ 533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ fieldsAt),
/* harmony export */   aH: () => (/* binding */ layoutOf),
/* harmony export */   gX: () => (/* binding */ flatLayout),
/* harmony export */   gf: () => (/* binding */ ORDERS),
/* harmony export */   x7: () => (/* binding */ datedHeading)
/* harmony export */ });
/* unused harmony export layoutFor */
/* harmony import */ var _axe_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2563);
/* harmony import */ var _headings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(932);
/**
 * The memory-format seam: how a run log is split into entries and which of
 * them are newest. Everything that reads or rewrites a log (trim, append,
 * the analysis, the input budget, the review document) asks a layout; a new
 * way of writing memory is a new entry model or order here, chosen by
 * `layoutOf` from the agent's `[memory]` fields (entry_heading,
 * entries_under, structure, order, or a preset filling them).
 *
 * A layout works on the log's bytes, never on the file decoded as a string,
 * so line endings, a BOM and invalid UTF-8 survive a rewrite exactly.
 * Offsets are private to the store: nothing above it sees them.
 */


const ORDERS = ['oldest-first', 'newest-first', 'auto', 'git'];
/** An entry's heading dated by its day section (LogEntry.day): what orders it and what is kept of it. */
function datedHeading(e) {
    return e.day ? `${e.day} ${e.heading}` : e.heading;
}
/** The fields of entry `e` of `log`, its heading dated by its day section. */
function fieldsAt(layout, log, e) {
    const fields = layout.fields(log.toString('utf8', e.start, e.end));
    return { ...fields, heading: datedHeading({ heading: fields.heading, day: e.day }) };
}
/** The layout of a spec; the default spec is axe's layout. */
function layoutFor(spec) {
    if (isDefault(spec))
        return _axe_js__WEBPACK_IMPORTED_MODULE_0__/* .axeLayout */ .HR;
    return {
        name: `${'#'.repeat(spec.level)} entries${spec.entriesUnder ? ` under "${spec.entriesUnder}"` : ''}, ${spec.order}`,
        spec,
        streamable: false,
        entries: (log) => (0,_headings_js__WEBPACK_IMPORTED_MODULE_1__/* .entryBlocks */ .Bs)(log, spec),
        fields: _axe_js__WEBPACK_IMPORTED_MODULE_0__/* .entryFields */ .oy,
        render: (task, result, stamp, eol) => spec.items ? (0,_axe_js__WEBPACK_IMPORTED_MODULE_0__/* .renderItemEntry */ .K1)(task, result, stamp, eol) : (0,_axe_js__WEBPACK_IMPORTED_MODULE_0__/* .renderEntry */ .Ft)(task, result, stamp, eol, spec.level),
    };
}
/** The layout an agent's run log is written in. */
function layoutOf(memory) {
    return memory ? layoutFor(memory.layout) : _axe_js__WEBPACK_IMPORTED_MODULE_0__/* .axeLayout */ .HR;
}
/**
 * The entries of a log concatenated oldest first, as the input budget sends
 * them: every entry at the layout's level, nothing else, in file order.
 */
function flatLayout(layout) {
    if (layout.streamable)
        return layout;
    // Entries written as list items stay list items once the section around them is gone.
    return layoutFor({ level: layout.spec.level, structure: [], order: 'oldest-first', items: layout.spec.items });
}
function isDefault(spec) {
    return (spec.level === 2 &&
        spec.entriesUnder === undefined &&
        spec.structure.length === 0 &&
        spec.summary === undefined &&
        spec.order === 'oldest-first' &&
        !spec.dated &&
        !spec.numbered &&
        !spec.items);
}


/***/ }),

/***/ 2499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X2: () => (/* binding */ trimEol),
/* harmony export */   Xl: () => (/* binding */ isThematicBreak),
/* harmony export */   kd: () => (/* binding */ lineEnd),
/* harmony export */   ng: () => (/* binding */ runOf),
/* harmony export */   qR: () => (/* binding */ onlyWhitespace)
/* harmony export */ });
/** Reads of one line of a log held as bytes, for the scans that find its marks (marks.ts). */
const NL = 0x0a;
const CR = 0x0d;
const TAB = 0x09;
const SPACE = 0x20;
/** The length of the run of `c` from `i` when only spaces or tabs follow it on the line, else 0. */
function runOf(buf, i, end, c) {
    let j = i;
    while (j < end && buf[j] === c)
        j++;
    return onlyWhitespace(buf, j, end) ? j - i : 0;
}
/** Three or more `c` (`-`, `*`, `_`), with only spaces or tabs between and after them. */
function isThematicBreak(buf, i, end, c) {
    let n = 0;
    for (let j = i; j < end; j++) {
        if (buf[j] === c)
            n++;
        else if (buf[j] !== SPACE && buf[j] !== TAB)
            return false;
    }
    return n >= 3;
}
/** Whether bytes [from, to) are only spaces, tabs and line endings. */
function onlyWhitespace(buf, from, to) {
    for (let j = from; j < to; j++)
        if (buf[j] !== SPACE && buf[j] !== TAB && buf[j] !== CR && buf[j] !== NL)
            return false;
    return true;
}
/** Offset just past the line holding `at`. */
function lineEnd(buf, at) {
    const nl = buf.indexOf(NL, at);
    return nl === -1 ? buf.length : nl + 1;
}
/** The end of a line's text: before its `\n` or `\r\n`. */
function trimEol(buf, from, end) {
    let e = end;
    if (e > from && buf[e - 1] === NL)
        e--;
    if (e > from && buf[e - 1] === CR)
        e--;
    return e;
}


/***/ }),

/***/ 1617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L1: () => (/* binding */ bomLength),
/* harmony export */   Ok: () => (/* binding */ marksOf),
/* harmony export */   QY: () => (/* binding */ frontMatterEnd),
/* harmony export */   Xp: () => (/* binding */ FRONT_MATTER_MAX),
/* harmony export */   bh: () => (/* binding */ BOM),
/* harmony export */   z: () => (/* binding */ headingsOf)
/* harmony export */ });
/* harmony import */ var _details_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3737);
/* harmony import */ var _fence_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3890);
/* harmony import */ var _line_bytes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2499);
/**
 * The marks that bound a log's entries and sections, found on bytes in one
 * pass: headings and HTML comments outside fenced code. It reads the part of
 * CommonMark that decides where a heading is text:
 *
 * - an ATX heading (`## Notes`) at column 0; with `loose` levels, also one
 *   indented by 1 to 3 spaces and a setext heading (a line of text at
 *   column 0 underlined by `===` or `---`): a section written that way ends
 *   the section before it as `## Notes` does. A `---` under a blank line, a
 *   list item, a quote or indented text is a thematic break, and the `---`
 *   fences of YAML front matter at the top of the file are neither;
 * - a setext heading is a line that starts a paragraph (after a blank
 *   line, a heading other than an entry's, a fence, a comment, a thematic
 *   break or indented code), indented by up to 3 spaces, above its
 *   underline: a `---` right under an entry's heading or under a longer
 *   paragraph or a list item is read as the entry's own separator, never a
 *   heading (CommonMark would take the paragraph as its
 *   text, and an agent's `Result: passed` over `---` would cut every entry
 *   before its last lines);
 * - above the entry level, an ATX heading may be followed by a tab or end
 *   its line (`##\tNotes`, an empty `##`);
 * - a fenced code block and an HTML comment (CommonMark's HTML block type 2:
 *   a line starting, after up to 3 spaces, with `<!--`, to the first line
 *   holding `-->`) hide every heading inside them;
 * - so does a `<details>` block (details.ts).
 *
 * Unlike a section file (where CommonMark lets an unclosed fence run to the
 * end), a fence or comment that is never closed is neither in a log: an
 * agent that writes one stray three-backtick line must not turn every later
 * entry into body text that no trim could ever reach.
 *
 * Offsets are byte offsets. Most lines cost a look at their first bytes:
 * only a line that can be a fence is decoded, only a heading's title.
 */



/** A UTF-8 byte order mark, which a file may open with: no part of its first line's text. */
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** The length of the BOM `buf` opens with (0 or 3). */
function bomLength(buf) {
    return buf.subarray(0, BOM.length).equals(BOM) ? BOM.length : 0;
}
const COMMENT_CLOSE = Buffer.from('-->');
const NL = 0x0a;
const CR = 0x0d;
const TAB = 0x09;
const SPACE = 0x20;
const HASH = 0x23;
const LT = 0x3c;
const BANG = 0x21;
const DASH = 0x2d;
const EQUALS = 0x3d;
const STAR = 0x2a;
const PLUS = 0x2b;
const UNDERSCORE = 0x5f;
const GT = 0x3e;
const BACKTICK = 0x60;
const TILDE = 0x7e;
const DOT = 0x2e;
const PAREN = 0x29;
/** The line above can be no setext heading. */
const NO_TITLE = -1;
/** Headings of levels 1 to `maxLevel` at column 0, outside fences and HTML comments, in file order. */
function headingsOf(buf, maxLevel) {
    return marksOf(buf, maxLevel).filter((m) => m.level > 0);
}
/**
 * Headings and the HTML comments (level 0) outside fences and comments, in
 * file order: ATX headings at column 0 of levels 1 to `maxLevel`, and
 * headings of levels 1 to `loose` in any form (indented, setext).
 */
function marksOf(buf, maxLevel, loose = 0) {
    const lines = interestingLines(buf, maxLevel, loose);
    // For each character, the longest closer at or after each interesting line:
    // an opener with no closer that long after it is never closed, so not a fence.
    const longest = {
        '`': new Array(lines.length + 1).fill(0),
        '~': new Array(lines.length + 1).fill(0),
    };
    const commentEndAfter = new Array(lines.length + 1).fill(false);
    for (let i = lines.length - 1; i >= 0; i--) {
        for (const ch of ['`', '~'])
            longest[ch][i] = longest[ch][i + 1];
        const c = lines[i].closer;
        if (c)
            longest[c.char][i] = Math.max(longest[c.char][i], c.len);
        commentEndAfter[i] = commentEndAfter[i + 1] || lines[i].commentEnd === true;
    }
    // The last line of the comment or fence that line i opens, when it opens one that closes.
    const spanEnd = (i) => {
        const { comment, opener: open } = lines[i];
        let j = i + 1;
        if (comment) {
            if (comment.closes)
                return i;
            if (!commentEndAfter[i + 1])
                return undefined;
            while (!lines[j].commentEnd)
                j++;
            return j;
        }
        if (!open || longest[open.char][i + 1] < open.len)
            return undefined;
        while (!(lines[j].closer && lines[j].closer.char === open.char && lines[j].closer.len >= open.len))
            j++;
        return j;
    };
    const detailsEnd = (0,_details_js__WEBPACK_IMPORTED_MODULE_0__/* .pairDetails */ .XF)(lines, spanEnd);
    const out = [];
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (line.heading) {
            out.push({ start: line.start, ...line.heading });
            continue;
        }
        if (line.underline) {
            const { level, title } = line.underline;
            out.push({
                start: title,
                level,
                title: buf.toString('utf8', title, line.start).trim(),
                end: (0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .lineEnd */ .kd)(buf, line.start),
            });
            continue;
        }
        if (line.comment) {
            const j = spanEnd(i);
            if (j === undefined)
                continue;
            out.push({ start: line.start, level: 0, title: '<!--', end: (0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .lineEnd */ .kd)(buf, lines[j].start) });
            i = j;
            continue;
        }
        // Inside a `<details>` block or a fence (whose closer exists) until its last line: skip to it.
        i = detailsEnd.get(i) ?? spanEnd(i) ?? i;
    }
    return out;
}
/**
 * Lines that are a heading, open or close a fence, open or close a comment,
 * or underline a line of text. What the line above an underline is, is read
 * as if no fence or comment were open: a line inside one marks nothing
 * (marksOf skips it), and the line that closes one is no title.
 */
function interestingLines(buf, maxLevel, loose) {
    const lines = [];
    // Front matter's lines are YAML, whatever the layout: a `## ` there is a comment.
    let at = pastFrontMatter(buf, bomLength(buf));
    // The next `-->` at or after the current line: one search per comment end, not one per line.
    let close = buf.indexOf(COMMENT_CLOSE, at);
    let detailsClose = buf.indexOf(_details_js__WEBPACK_IMPORTED_MODULE_0__/* .DETAILS_CLOSE */ .qv, at);
    // The start of the line above when an underline would make it a setext heading, else NO_TITLE.
    let title = NO_TITLE;
    // Whether a `<!--` line was seen and no `-->` since: the `-->` line then ends a comment, and is no title.
    let commentOpen = false;
    // Where a title on this line would start its heading: the blank lines above it with it, so a trim
    // of the entry before never joins the title to that entry's last line; right at a section heading
    // or the file's start; else NO_TITLE (it would go on from text, an entry's heading, a fence).
    let from = at;
    let blank = -1;
    while (at < buf.length) {
        const nl = buf.indexOf(NL, at);
        const next = nl === -1 ? buf.length : nl + 1;
        let end = nl === -1 ? buf.length : nl;
        if (end > at && buf[end - 1] === CR)
            end--;
        if (close !== -1 && close < at)
            close = buf.indexOf(COMMENT_CLOSE, at);
        const holdsClose = close !== -1 && close + COMMENT_CLOSE.length <= end;
        if (detailsClose !== -1 && detailsClose < at)
            detailsClose = buf.indexOf(_details_js__WEBPACK_IMPORTED_MODULE_0__/* .DETAILS_CLOSE */ .qv, at);
        const closesDetails = detailsClose !== -1 && detailsClose + _details_js__WEBPACK_IMPORTED_MODULE_0__/* .DETAILS_CLOSE */ .qv.length <= end;
        let i = at;
        while (i < end && i < at + 4 && buf[i] === SPACE)
            i++;
        // Indented code or a list item's text (4 spaces or a tab), or a blank line: never a mark.
        const c = i === at + 4 || buf[i] === TAB || i === end ? NL : buf[i];
        const opensDetails = c === LT && (0,_details_js__WEBPACK_IMPORTED_MODULE_0__/* .detailsTag */ .X8)(buf, i, end);
        const above = title;
        const starts = from !== NO_TITLE;
        title = NO_TITLE;
        let line;
        // Whether a line after this one would go on from it (paragraph text, a list item, an entry's heading).
        let goesOn = c !== NL;
        if (c === HASH) {
            const level = atxLevel(buf, i, end);
            const loosely = level === 0 ? looseAtxLevel(buf, i, end) : level;
            if (level > 0 && i === at && level <= maxLevel)
                line = { start: at, heading: { level, title: titleOf(buf, i, level, end) } };
            else if (loosely > 0 && loosely <= loose)
                line = { start: at, heading: { level: loosely, title: titleOf(buf, i, loosely, end) } };
            else if (loosely === 0 && starts)
                title = from;
            goesOn = loosely === 0 || (line?.heading !== undefined && line.heading.level > loose);
        }
        else if (c === LT && i + 4 <= end && buf[i + 1] === BANG && buf[i + 2] === DASH && buf[i + 3] === DASH) {
            // `<!-->` holds a `-->` but opens the comment it is part of.
            if (close !== -1 && close < i + 4)
                close = buf.indexOf(COMMENT_CLOSE, i + 4);
            const closes = close !== -1 && close + COMMENT_CLOSE.length <= end;
            line = { start: at, comment: { closes } };
            commentOpen = !closes;
            goesOn = false;
        }
        else if (opensDetails) {
            // `<details><summary>…</summary>…</details>` on one line holds no heading to hide.
            if (!closesDetails)
                line = { start: at, details: 'open' };
            goesOn = false;
        }
        else if (c === BACKTICK || c === TILDE) {
            const text = buf.toString('latin1', at, end);
            const opener = (0,_fence_js__WEBPACK_IMPORTED_MODULE_2__/* .openingFence */ .sv)(text);
            const closer = (0,_fence_js__WEBPACK_IMPORTED_MODULE_2__/* .closerOf */ .Yi)(text);
            if (opener || closer)
                line = { start: at, opener, closer };
            else if (starts)
                title = from;
            goesOn = !line;
        }
        else if (loose > 0 && c !== NL) {
            const underline = (c === EQUALS || c === DASH) && (0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .runOf */ .ng)(buf, i, end, c) > 0;
            if (underline && above !== NO_TITLE) {
                const level = c === EQUALS ? 1 : 2;
                if (level <= loose)
                    line = { start: at, underline: { level, title: above } };
            }
            else if (starts && !underline && !startsBlock(buf, i, end, c))
                title = from;
            // An underline ends its heading, a thematic break its paragraph.
            goesOn = !underline && !((c === STAR || c === UNDERSCORE) && (0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .isThematicBreak */ .Xl)(buf, i, end, c));
        }
        if (closesDetails && !opensDetails) {
            line ??= { start: at };
            line.details = 'close';
            // The block's last line, not a paragraph's: a `---` under it (an entry's separator) underlines nothing.
            title = NO_TITLE;
        }
        if (holdsClose) {
            line ??= { start: at };
            line.commentEnd = true;
            if (commentOpen && !line.comment) {
                commentOpen = false;
                title = NO_TITLE;
            }
            goesOn = false;
        }
        if (line)
            lines.push(line);
        if (!line && (0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .onlyWhitespace */ .qR)(buf, at, end))
            blank = blank === -1 ? at : blank;
        else
            blank = -1;
        from = blank !== -1 ? blank : goesOn ? NO_TITLE : next;
        at = next;
    }
    return lines;
}
/**
 * Whether a line whose text starts with `c` at `i` opens a list item or a
 * quote, or is a thematic break: its text is no setext heading.
 */
function startsBlock(buf, i, end, c) {
    const after = i + 1 < end ? buf[i + 1] : NL;
    if (c === GT)
        return true;
    if ((c === DASH || c === STAR || c === PLUS) && (after === SPACE || after === TAB || after === NL))
        return true;
    if ((c === STAR || c === UNDERSCORE) && (0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .isThematicBreak */ .Xl)(buf, i, end, c))
        return true;
    if (c >= 0x30 && c <= 0x39) {
        let d = i;
        while (d < end && d < i + 9 && buf[d] >= 0x30 && buf[d] <= 0x39)
            d++;
        const mark = d + 1 < end ? buf[d + 1] : NL;
        return (buf[d] === DOT || buf[d] === PAREN) && (mark === SPACE || mark === TAB || mark === NL);
    }
    return false;
}
/** The level of an ATX heading whose `#` run starts at `i` (a space must follow it, as axe reads it), else 0. */
function atxLevel(buf, i, end) {
    let level = 0;
    while (i + level < end && buf[i + level] === HASH)
        level++;
    return level <= 6 && buf[i + level] === SPACE && i + level < end ? level : 0;
}
/** An ATX heading's level when its `#` run ends its line or a tab follows it, as CommonMark allows; else 0. */
function looseAtxLevel(buf, i, end) {
    let level = 0;
    while (i + level < end && buf[i + level] === HASH)
        level++;
    return level >= 1 && level <= 6 && (i + level === end || buf[i + level] === TAB) ? level : 0;
}
/** A heading's text after its `#` run and the space or tab after it (the title as written, closing `#`s too). */
function titleOf(buf, i, level, end) {
    return buf.toString('utf8', Math.min(i + level + 1, end), end);
}
/** How far front matter may run, as typed memory reads it (src/memory/typed/typed.ts). */
const FRONT_MATTER_MAX = 8192;
/** Where the front matter `buf` opens with ends (past a BOM; 0 when it opens with none). */
function frontMatterEnd(buf) {
    const at = bomLength(buf);
    const end = pastFrontMatter(buf, at);
    return end === at ? 0 : end;
}
/**
 * Past YAML front matter (a `---` line at the top, to the next `---` or
 * `...` line within FRONT_MATTER_MAX bytes), else `at`: its fences are no
 * thematic break or underline, and a `#` line in it is a YAML comment. A log
 * that opens with a thematic break is no front matter up to its next one:
 * a `## ` heading before the closing line says so, unless every line there
 * reads as YAML (keys, comments, list items, indented values), when the
 * heading is a comment written as `## …`.
 */
function pastFrontMatter(buf, at) {
    const fence = (from, end, c) => end - from >= 3 && (0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .runOf */ .ng)(buf, from, end, c) === 3;
    let end = (0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .lineEnd */ .kd)(buf, at);
    if (!fence(at, (0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .trimEol */ .X2)(buf, at, end), DASH))
        return at;
    let heading = false;
    let yaml = true;
    let keys = false;
    for (let from = end; from < Math.min(buf.length, at + FRONT_MATTER_MAX); from = end) {
        end = (0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .lineEnd */ .kd)(buf, from);
        const text = (0,_line_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .trimEol */ .X2)(buf, from, end);
        if (fence(from, text, DASH) || fence(from, text, DOT))
            return heading && !(yaml && keys) ? at : end;
        heading ||= atxLevel(buf, from, text) >= 2;
        const line = buf.toString('utf8', from, text);
        keys ||= YAML_KEY.test(line);
        yaml &&= YAML_KEY.test(line) || YAML_OTHER.test(line);
    }
    return at;
}
// Front matter's keys are written in lower case (`name:`, `owner:`), an entry's fields capitalised
// (`Task:`, `Result:`): a run log opening with a break and an entry of fields keeps that entry.
const YAML_KEY = /^(?:[a-z_][\w.-]*|"[^"]*"|'[^']*')[ \t]*:(?:[ \t]|$)/;
/** The other lines of YAML front matter: blank, indented, a comment or a list item (under a key). */
const YAML_OTHER = /^(?:$|[ \t#]|- |-$)/;


/***/ }),

/***/ 4731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $w: () => (/* binding */ withoutTrailingDay),
/* harmony export */   AF: () => (/* binding */ timeOrder),
/* harmony export */   Gh: () => (/* binding */ laterThan),
/* harmony export */   PG: () => (/* binding */ newestByDates),
/* harmony export */   V0: () => (/* binding */ trailingDay),
/* harmony export */   Wc: () => (/* binding */ canonicalTime),
/* harmony export */   hq: () => (/* binding */ DateSpan),
/* harmony export */   ki: () => (/* binding */ orderFromTimestamps),
/* harmony export */   qy: () => (/* binding */ headingNumber),
/* harmony export */   sP: () => (/* binding */ REVISION),
/* harmony export */   wq: () => (/* binding */ positionOrder),
/* harmony export */   yU: () => (/* binding */ headingStamp)
/* harmony export */ });
/* unused harmony export headingTime */
/**
 * Entry order without I/O: by position, or by the timestamps in the entries'
 * headings. (An order from git is src/memory/runlog/entry-order.ts, which uses these.)
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A run's number at a heading's start: `Action 3`, `Step #2`, `Session 12: …`. */
const NUMBERED = /^(?:action|run|session|entry|step|iteration|task|cycle)\s*#?(\d+)/i;
/** A word that makes the date right after it a revision or a deadline (`updated 2026-01-10`, `as of Mar 1, 2026`). */
const REVISION = /\b(?:updated|revised|reviewed|as of|since|until|due|by|deadline|effective)\b[\s:]*(?=\d{4}-\d\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4})/i;
/** A heading that ends with its day after a separator: `Session 3 — 2026-01-05`, `Deploy review, Jan 7, 2026`. */
const TRAILING_DAY = /(?:\s[—–|-]|[,:])\s*(\d{4}-\d\d-\d\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4})\s*$/i;
/**
 * The day (YYYY-MM-DD) a heading ends with after a separator, when it is a
 * real day and not a revision or deadline (`— updated: 2026-01-10`): the
 * day of an entry titled by what it was about.
 */
function trailingDay(title) {
    const m = TRAILING_DAY.exec(title);
    if (!m || REVISION.test(title.slice(0, m.index + m[0].length)))
        return undefined;
    const t = headingStamp(m[1])?.t;
    if (t === undefined)
        return undefined;
    const day = new Date(t).toISOString().slice(0, 10);
    // `2026-02-31` rolls over into March: no such day.
    const written = /^\d{4}-\d\d-\d\d$/.test(m[1]) ? m[1] : undefined;
    if (written !== undefined && written !== day)
        return undefined;
    const dom = /(\d{1,2}),? \d{4}$/.exec(m[1])?.[1];
    if (written === undefined && Number(dom) !== Number(day.slice(8)))
        return undefined;
    return day;
}
/** The heading without the day `trailingDay` reads at its end (and the separator before it), or as it is. */
function withoutTrailingDay(title) {
    const m = TRAILING_DAY.exec(title);
    return m && trailingDay(title) !== undefined ? title.slice(0, m.index).trimEnd() : title;
}
/** The number a heading gives its run (`## Action 3: …`), undefined when it gives none. */
function headingNumber(title) {
    const n = NUMBERED.exec(title.trim())?.[1];
    return n === undefined ? undefined : Number(n);
}
/** `2026-05-11T10:00:00Z` at the start: the stamp memkeep and axe write. */
const OWN_STAMP = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)Z/;
const ISO = /(?<!\d)(\d{4})-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?/;
const WRITTEN = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{1,2}),? (\d{4})\b/i;
/** `9 January 2026`, `9th Jan 2026`: the day first, as most of the world writes it. */
const DAY_FIRST = /\b(\d{1,2})(?:st|nd|rd|th)? (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,? (\d{4})\b/i;
/** `2026/01/09`; `09.01.2026`, day first wherever dots separate it. A slashed date with the year last is month-first in one country, day-first in the next: no date. */
const SLASHED = /(?<![\d/])(\d{4})\/(\d{1,2})\/(\d{1,2})(?![\d/])/;
const DOTTED = /(?<![\w.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?![\d.])/;
/** `20250115`, `[ERR-20250115-001]`, `20250115T1030`: a compact date standing alone among digits. */
const COMPACT = /(?<!\d)((?:19|20)\d{2})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?)?(?!\d)/;
/**
 * The time a heading names, in ms since the epoch: `2026-02-12T20:01:53Z`,
 * `2025-12-17 17:25:21`, `[2024-06-13]`, `(2024-06)`, `October 24, 2025`.
 * A time without a zone is read as UTC: only the order matters.
 */
function headingTime(title) {
    return headingStamp(title)?.t;
}
/** The date a heading names with its precision (see headingTime). */
function headingStamp(title) {
    // memkeep's and axe's own stamp, the common case, without the general expression.
    const own = OWN_STAMP.exec(title);
    if (own && +own[2] >= 1 && +own[2] <= 12)
        return { t: utcTime(+own[1], +own[2], +own[3], +own[4], +own[5], +own[6]), unit: 'time' };
    const m = ISO.exec(title);
    const t = m ? isoTime(m) : undefined;
    if (m && t !== undefined)
        return { t, unit: m[3] === undefined ? 'month' : m[4] === undefined ? 'day' : 'time' };
    const w = WRITTEN.exec(title);
    if (w)
        return { t: utcTime(+w[3], MONTHS.indexOf(w[1].slice(0, 3).toLowerCase()) + 1, +w[2]), unit: 'day' };
    const other = otherDay(title);
    if (other !== undefined)
        return { t: other, unit: 'day' };
    const c = COMPACT.exec(title);
    if (c) {
        const [, y, mo, d, h = '0', mi = '0', sec = '0'] = c;
        if (+mo < 1 || +mo > 12 || +d < 1 || +d > 31)
            return undefined;
        return { t: utcTime(+y, +mo, +d, +h, +mi, +sec), unit: c[4] === undefined ? 'day' : 'time' };
    }
    return undefined;
}
/** The day of a date written day first or with slashes or dots (see DAY_FIRST, SLASHED, DOTTED), when it is one. */
function otherDay(title) {
    const f = DAY_FIRST.exec(title);
    const s = SLASHED.exec(title);
    const d = DOTTED.exec(title);
    const [y, m, day] = f
        ? [+f[3], MONTHS.indexOf(f[2].slice(0, 3).toLowerCase()) + 1, +f[1]]
        : s
            ? [+s[1], +s[2], +s[3]]
            : d
                ? [+d[3], +d[2], +d[1]]
                : [0, 0, 0];
    return m >= 1 && m <= 12 && day >= 1 && day <= 31 ? utcTime(y, m, day) : undefined;
}
/** `2026-05-11T10:00:00Z`, the stamp memkeep and axe write: digits where it has 0, these bytes between. */
const CANONICAL = Buffer.from('0000-00-00T00:00:00Z', 'latin1');
/**
 * The time, in ms, of the heading text at `at` in `buf` when it starts with
 * the stamp memkeep and axe write, as headingStamp reads it (unit: time);
 * else -1. A streamed log's every heading is dated, so this reads the bytes
 * without decoding them and allocates nothing.
 */
function canonicalTime(buf, at) {
    if (buf.length - at < CANONICAL.length)
        return -1;
    for (let i = 0; i < CANONICAL.length; i++) {
        const c = buf[at + i];
        const want = CANONICAL[i];
        if (want === 0x30 ? c - 0x30 > 9 || c < 0x30 : c !== want)
            return -1;
    }
    const month = digits(buf, at + 5, 2);
    if (month < 1 || month > 12)
        return -1;
    return utcTime(digits(buf, at, 4), month, digits(buf, at + 8, 2), digits(buf, at + 11, 2), digits(buf, at + 14, 2), digits(buf, at + 17, 2));
}
/**
 * Date.UTC's time for a month counted from 1, in arithmetic only, and for
 * every year as written: Date.UTC reads years 0 to 99 as 1900 to 1999, which
 * would date `0050-01-01T00:00:00Z` and `0050-01-01` 1,900 years apart.
 */
function utcTime(year, month, day, hour = 0, minute = 0, second = 0) {
    return ((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute) * 60_000 + second * 1000;
}
function digits(buf, from, len) {
    let v = 0;
    for (let i = from; i < from + len; i++)
        v = v * 10 + buf[i] - 0x30;
    return v;
}
/**
 * Days since 1970-01-01 of a proleptic Gregorian date, as Date.UTC counts
 * them (a day past the month's end rolls over, as there): arithmetic only,
 * which cut the dating of a 200 MB log's 800,000 headings by a third.
 */
function daysFromCivil(year, month, day) {
    const y = month <= 2 ? year - 1 : year;
    const era = Math.floor(y / 400);
    const yoe = y - era * 400;
    const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
    return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}
/**
 * The dates of headings seen one at a time, where holding every entry would
 * cost too much (a streamed log): the latest and the earliest with the
 * offsets of their lines, and whether one was dated earlier than a heading
 * seen before it. Held as numbers, so dating a heading allocates nothing.
 */
class DateSpan {
    #latestT = 0;
    #latestUnit;
    latestAt = 0;
    #earliestT = 0;
    #earliestUnit;
    earliestAt = 0;
    wentBack = false;
    get latest() {
        return this.#latestUnit && { t: this.#latestT, unit: this.#latestUnit };
    }
    get earliest() {
        return this.#earliestUnit && { t: this.#earliestT, unit: this.#earliestUnit };
    }
    add(stamp, at) {
        if (stamp)
            this.addTime(stamp.t, at, stamp.unit);
    }
    /** add() for a time in ms (canonicalTime's: unit time). */
    addTime(t, at, unit = 'time') {
        const latest = this.#latestUnit;
        if (!latest || later(t, unit, this.#latestT, latest)) {
            this.#latestT = t;
            this.#latestUnit = unit;
            this.latestAt = at;
        }
        else if (later(this.#latestT, latest, t, unit))
            this.wentBack = true;
        const earliest = this.#earliestUnit;
        if (!earliest || later(this.#earliestT, earliest, t, unit)) {
            this.#earliestT = t;
            this.#earliestUnit = unit;
            this.earliestAt = at;
        }
    }
}
/** Whether `a` is later than `b`, compared at the coarser of their precisions. */
function laterThan(a, b) {
    return later(a.t, a.unit, b.t, b.unit);
}
function later(a, aUnit, b, bUnit) {
    if (aUnit === 'time' && bUnit === 'time')
        return a > b;
    const unit = aUnit === 'month' || bUnit === 'month' ? 'month' : 'day';
    return truncate(a, unit) > truncate(b, unit);
}
function truncate(t, unit) {
    if (unit === 'time')
        return t;
    const d = new Date(t);
    return utcTime(d.getUTCFullYear(), d.getUTCMonth() + 1, unit === 'month' ? 1 : d.getUTCDate());
}
function isoTime(m) {
    const [, y, mo, d = '1', h = '0', mi = '0', s = '0', zone] = m;
    if (+mo < 1 || +mo > 12)
        return undefined;
    const t = utcTime(+y, +mo, +d, +h, +mi, +s);
    if (!zone || zone === 'Z')
        return t;
    const sign = zone[0] === '-' ? 1 : -1;
    const digits = zone.slice(1).replace(':', '');
    return t + sign * (+digits.slice(0, 2) * 60 + +digits.slice(2)) * 60_000;
}
/**
 * The file-position order the headings' timestamps show: every heading
 * dated, and the dates never going back (or never forward) and not all
 * equal; else undefined.
 */
function orderFromTimestamps(titles) {
    const times = titles.map(headingTime);
    if (times.some((t) => t === undefined))
        return undefined;
    const ts = times;
    // A month alone (`(2024-06)`) is compared by month: it says nothing about the day.
    const monthOnly = titles.map((t) => {
        const m = ISO.exec(t);
        return m !== null && m[3] === undefined;
    });
    const month = (t) => {
        const d = new Date(t);
        return d.getUTCFullYear() * 12 + d.getUTCMonth();
    };
    let up = false;
    let down = false;
    const step = (a, b) => {
        if (b > a)
            up = true;
        if (b < a)
            down = true;
    };
    let precise = monthOnly[0] ? undefined : ts[0];
    for (let i = 1; i < ts.length; i++) {
        if (monthOnly[i] || monthOnly[i - 1])
            step(month(ts[i - 1]), month(ts[i]));
        else
            step(ts[i - 1], ts[i]);
        // Precise dates on either side of month-only ones still show the direction.
        if (!monthOnly[i]) {
            if (precise !== undefined)
                step(precise, ts[i]);
            precise = ts[i];
        }
    }
    if (up === down)
        return undefined;
    return up ? 'oldest-first' : 'newest-first';
}
/** Entry indices oldest first, for a file-position order. */
function positionOrder(count, order) {
    const idx = Array.from({ length: count }, (_, i) => i);
    return order === 'oldest-first' ? idx : idx.reverse();
}
/** Entry indices oldest first by time; equal times keep file order. */
function timeOrder(times) {
    return times.map((_, i) => i).sort((a, b) => times[a] - times[b] || a - b);
}
/** The entries' indices newest first by the dates their headings name; undefined unless every one names one. */
function newestByDates(headings) {
    const times = headings.map(headingTime);
    if (times.length === 0 || times.some((t) => t === undefined))
        return undefined;
    // Of two entries dated alike, the later in the file first, as for a log in file order.
    return times.map((_, i) => times.length - 1 - i).sort((a, b) => times[b] - times[a]);
}


/***/ })

};
