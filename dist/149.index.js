export const id = 149;
export const ids = [149];
export const modules = {

/***/ 149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   blameLines: () => (/* binding */ blameLines)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98);
/**
 * When each line of a file was committed, from one `git blame --porcelain`
 * call: the order of entries an agent added both at the top and at the
 * bottom of a log. Lines not committed yet get the current time (they are
 * the newest). Undefined when the file is not in a git work tree or has no
 * history.
 */


/** Blamed lines by 1-based line number. */
async function blameLines(path) {
    let out;
    try {
        out = await new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .Git */ .TU((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path)).raw(['blame', '--porcelain', '--', path]);
    }
    catch {
        return undefined;
    }
    return parsePorcelain(out, Date.now());
}
/**
 * `git blame --porcelain`'s lines, walked once: a commit header (40 hex
 * digits, then numbers) opens each group, its `committer-time` comes with
 * the commit's first group only, and a tab-led row is the line itself.
 * Rows are told apart by a character or two, not a regular expression each:
 * a 100k-line log's blame is 300,000 rows and more.
 */
function parsePorcelain(out, now) {
    const times = new Map();
    const lines = new Map();
    let sha = '';
    let lineNo = 0;
    for (let at = 0; at < out.length;) {
        const nl = out.indexOf('\n', at);
        const end = nl === -1 ? out.length : nl;
        if (out.charCodeAt(at) === 9) {
            const cr = end > at + 1 && out.charCodeAt(end - 1) === 13 ? 1 : 0;
            lines.set(lineNo, { time: times.get(sha) ?? now, text: out.slice(at + 1, end - cr) });
        }
        else if (out.charCodeAt(at + 40) === 32 && HEADER.test(out.slice(at, at + 41))) {
            sha = out.slice(at, at + 40);
            // "<sha> <original line> <final line>[ <group size>]"
            const afterOriginal = out.indexOf(' ', at + 41);
            const finalEnd = out.indexOf(' ', afterOriginal + 1);
            lineNo = Number(out.slice(afterOriginal + 1, finalEnd === -1 || finalEnd > end ? end : finalEnd));
        }
        else if (out.startsWith('committer-time ', at)) {
            // The all-zero commit is the work tree's uncommitted lines: they are the newest.
            times.set(sha, ZERO.test(sha) ? now : Number(out.slice(at + 15, end)) * 1000);
        }
        at = end + 1;
    }
    return lines;
}
const HEADER = /^[0-9a-f]{40} $/;
const ZERO = /^0+$/;


/***/ })

};
