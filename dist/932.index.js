export const id = 932;
export const ids = [932];
export const modules = {

/***/ 932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gonePaths: () => (/* binding */ gonePaths)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(308);
/**
 * Paths the repository once had and its base commit no longer has: a
 * statement naming one points at nothing once the entry it came from is
 * gone, so distillation drops it and says so in the review (issue 21,
 * item 3).
 */

/**
 * The last commit's tree and deletions: `gc --all` plans a few agents at a
 * time, and each batch asks again. A commit names its whole history and
 * tree, so its answers hold in any repository, for as long as HEAD is that
 * commit. The deletions are read only when some name is missing from the
 * tree: reading them walks the whole history (seconds on a long one), and
 * most statements name files that are there.
 */
let last;
/**
 * Of the paths `names` could mean (lower-case, as statements name them:
 * repository-relative, or from a subfolder), the ones the history of HEAD
 * deleted and HEAD does not have; a name matching a file at HEAD names
 * that file, and is not gone. Empty outside git.
 */
async function gonePaths(cwd, names) {
    const wanted = new Set([...names].filter((n) => n.includes('/')));
    if (!wanted.size)
        return new Set();
    const git = new _git_js__WEBPACK_IMPORTED_MODULE_0__/* .Git */ .TU(cwd);
    const head = await git.resolveRef('HEAD').catch(() => '');
    if (!head)
        return new Set();
    if (last?.key !== head)
        last = { key: head, tree: readTree(git) };
    const tree = await last.tree;
    const absent = [...wanted].filter((n) => !inTree(tree, n));
    if (!absent.length)
        return new Set();
    last.deleted ??= readDeleted(git);
    return new Set((await last.deleted).filter((p) => {
        const path = p.toLowerCase();
        return !inTree(tree, path) && absent.some((n) => path === n || path.endsWith(`/${n}`));
    }));
}
const lines = (text) => text.split('\n').filter((l) => l.trim() !== '');
const baseName = (path) => path.slice(path.lastIndexOf('/') + 1);
async function readTree(git) {
    const tree = new Map();
    for (const p of lines(await git.raw(['-c', 'core.quotepath=off', 'ls-tree', '-r', '--full-tree', '--name-only', 'HEAD']))) {
        const path = p.toLowerCase();
        const key = baseName(path);
        const same = tree.get(key);
        if (same)
            same.push(path);
        else
            tree.set(key, [path]);
    }
    return tree;
}
/** Whether `name` is a file of the tree, or the tail of one's path. */
function inTree(tree, name) {
    return (tree.get(baseName(name)) ?? []).some((p) => p === name || p.endsWith(`/${name}`));
}
async function readDeleted(git) {
    return lines(await git.raw(['-c', 'core.quotepath=off', 'log', '--format=', '--name-only', '--diff-filter=D', 'HEAD']));
}


/***/ })

};
