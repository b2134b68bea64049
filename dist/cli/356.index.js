export const id = 356;
export const ids = [356];
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



/** The presets of a Cline or Roo Code memory bank. */
const BANK_PRESETS = ['cline', 'roo'];
/** Known folders and the presets written for them. */
const FOLDERS = [
    [/(^|\/)\.(squad|ai-team)\//, ['squad', 'squad-dated', 'squad-bullets'], 'a Squad history'],
    [/(^|\/)memory-bank\//, BANK_PRESETS, 'a memory bank'],
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
    if (log && entries === 0 && !bankDocument(memory) && !(0,_format_line_bytes_js__WEBPACK_IMPORTED_MODULE_2__/* .onlyWhitespace */ .qR)(log, (0,_format_marks_js__WEBPACK_IMPORTED_MODULE_0__/* .bomLength */ .L1)(log), log.length))
        out.push(noEntries(memory, relPath, log));
    return out;
}
/**
 * The warning for a log at `path` (store-relative `relPath`) whose layout
 * reads no entry in it, when it holds more than blank lines: `load` gives
 * it too, as the agent starts without that log's text. Read only then.
 */
function unreadLogWarning(memory, relPath, path) {
    if (bankDocument(memory))
        return undefined;
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
/**
 * A memory bank's activeContext.md with no dated entries ("## Current Focus",
 * Cline's template) is a document the preset keeps whole, as init says: no
 * warning, and no other entry model to propose for it.
 */
const bankDocument = (memory) => BANK_PRESETS.includes(memory.preset);
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
/* harmony export */   NZ: () => (/* binding */ loadedName),
/* harmony export */   asRedacted: () => (/* binding */ asRedacted),
/* harmony export */   atTheDoor: () => (/* binding */ atTheDoor),
/* harmony export */   loadedText: () => (/* binding */ loadedText),
/* harmony export */   logLine: () => (/* binding */ logLine),
/* harmony export */   logLines: () => (/* binding */ logLines),
/* harmony export */   pc: () => (/* binding */ redacted),
/* harmony export */   tT: () => (/* binding */ commitText),
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
    return (unlinked(text.replace(/&(?=[#a-zA-Z0-9]+;)/g, '&amp;').replace(/</g, '&lt;'))
        // `![alt](url)` and `![alt][ref]` load the image when the page renders; `!` + joiner + `[` is a plain link.
        .replace(/!(?=\s*\[)/g, `!${WJ}`)
        // A joiner before the colon leaves no URL scheme, so a link to javascript: is a harmless relative link.
        .replace(/\b(javascript|vbscript|data)(?=\s*:)/gi, `$1${WJ}`)
        // A task-list item is a checkbox anyone with write access can tick, and reads as memkeep's checklist.
        .replace(TASK_BOX, '$1\\[')
        // A footnote's text is shown below memkeep's footer, a link reference's not at all: a joiner before
        // the `[` leaves the line as text.
        .replace(DEFINITION, `$1${WJ}`));
}
/**
 * What GitHub acts on in any text it shows (a commit message too): no
 * mention, no closing keyword, no issue, pull request or commit reference.
 */
function unlinked(text) {
    return (text
        // Every @ before a name: `_@x_`, `(@x)` and `` `x`@y `` all ping on
        // GitHub, and an e-mail address keeps reading the same.
        .replace(/@(?=[A-Za-z0-9])/g, `@${WJ}`)
        // The keyword itself is broken, so no form of reference after it counts.
        .replace(CLOSING_KEYWORD, (_m, ...g) => {
        const [first, rest] = g[0] ? [g[0], g[1]] : g[2] ? [g[2], g[3]] : [g[4], g[5]];
        return `${first}${WJ}${rest}`;
    })
        .replace(REFERENCE, (m) => `${m.slice(0, 1)}${WJ}${m.slice(1)}`)
        .replace(REFERENCE_URL, `$1${WJ}$2`));
}
/**
 * A value in a commit message (an agent's name, a file name anyone who can
 * push chose): pushed to the default branch, `fixes #1` there closes issue
 * 1 and `#1` cross-references it. Plain text, not markdown: one line,
 * redacted, mentions, keywords and references broken, nothing escaped.
 */
function commitText(text) {
    return unlinked(oneLine(redacted(text)));
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
 * and invisible characters (bidi, zero-width, tags) shown as escapes, no workflow command (`::x::`, `##[x]`)
 * anywhere in it, secrets redacted. The runner takes `::x::` only at a
 * line's start but `##[x]` anywhere, and a line can be re-wrapped or
 * re-printed, so all are broken.
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
    // Bidi, zero-width and tag characters shown as load shows them (a person reading the log sees what an
    // agent reads), before the joiners below are added.
    return (0,_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .hiddenShown */ .Gv)(text.replace(controls, (c) => escapeControl(c)))
        .replace(/::/g, `:${WJ}:`)
        .replace(/##\[/g, `#${WJ}#[`);
}
/**
 * Memory text as `load` prints it for a prompt, lines kept, redacted at the
 * door. Nothing in it acts unseen (hiddenShown: a terminal's escape
 * sequences, a lone CR, bidi overrides show as escapes). A line that looks
 * like load's own block lines (`=== core: … ===`) would let a note pose as
 * another file, or as the end of the load; in a workflow step's log a line
 * starting with `::`, or holding `##[` anywhere, is a command to the runner
 * (an annotation, `::add-mask::`, `##[stop-commands]`). Such lines are shown
 * behind a backslash (`##[` as `##\[`): the agent reads the memory as it is written, with nothing
 * invisible added.
 */
function loadedText(text) {
    // Leading space of any kind, as the runner trims it; never a line end, so no run of them is rescanned.
    // The runner's legacy parser finds `##[` anywhere in a line (a backslash before it leaves it whole):
    // `##\[` reads the same in markdown and is no command.
    return (0,_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .hiddenShown */ .Gv)(text)
        .replace(/^([^\S\r\n\u2028\u2029]*)(?====|::)/gm, '$1\\')
        .replaceAll('##[', '##\\[');
}
/**
 * A name load prints in its own lines (a file's path, an agent's name):
 * memory too, chosen by anyone who can push. One line, control and
 * invisible characters shown as escapes, `##[` broken as loadedText breaks it.
 */
function loadedName(text) {
    return (0,_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .hiddenShown */ .Gv)(text.replace(CONTROLS, _invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .unicodeEscape */ .RT)).replaceAll('##[', '##\\[');
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
