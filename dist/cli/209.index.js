export const id = 209;
export const ids = [209];
export const modules = {

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
