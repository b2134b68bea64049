export const id = 146;
export const ids = [146];
export const modules = {

/***/ 5146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gonePaths: () => (/* binding */ gonePaths)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98);
/**
 * Paths the repository once had and its base commit no longer has: a
 * statement naming one points at nothing once the entry it came from is
 * gone, so distillation drops it and says so in the review (issue 21,
 * item 3).
 */

/**
 * The last commit's answer: `gc --all` plans a few agents at a time, and
 * each batch asked again, reading the whole history each time. A commit
 * names its whole history and tree, so its answer holds in any repository
 * and is kept for as long as HEAD is that commit.
 */
let last;
/** Repository-relative paths deleted in the history of HEAD and not present at HEAD; empty outside git. */
async function gonePaths(cwd) {
    const git = new _git_js__WEBPACK_IMPORTED_MODULE_0__/* .Git */ .TU(cwd);
    const head = await git.resolveRef('HEAD').catch(() => '');
    if (!head)
        return new Set();
    if (last?.key !== head)
        last = { key: head, paths: readGone(git) };
    return last.paths;
}
async function readGone(git) {
    const lines = (text) => text.split('\n').filter((l) => l.trim() !== '');
    const deleted = lines(await git.raw(['-c', 'core.quotepath=off', 'log', '--format=', '--name-only', '--diff-filter=D', 'HEAD']));
    if (!deleted.length)
        return new Set();
    const present = new Set(lines(await git.raw(['-c', 'core.quotepath=off', 'ls-tree', '-r', '--full-tree', '--name-only', 'HEAD'])));
    return new Set(deleted.filter((p) => !present.has(p)));
}


/***/ })

};
