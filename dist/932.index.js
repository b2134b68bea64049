export const id = 932;
export const ids = [932];
export const modules = {

/***/ 932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   goneIndex: () => (/* binding */ goneIndex)
/* harmony export */ });
/* harmony import */ var _text_path_name_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(742);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(308);
/**
 * Paths the repository once had and its base commit no longer has: a
 * statement naming one points at nothing once the entry it came from is
 * gone, so distillation drops it and says so in the review (issue 21,
 * item 3).
 */


const NOTHING_GONE = { gone: async () => new Set() };
/**
 * The last commit's index: `gc --all` plans a few agents at a time, and a
 * re-plan asks again. A commit names its whole history and tree, so its
 * answers hold in any repository, for as long as HEAD is that commit.
 */
let last;
/** The index of the repository at `cwd` as its HEAD is now (nothing is gone outside git). */
async function goneIndex(cwd) {
    const git = new _git_js__WEBPACK_IMPORTED_MODULE_0__/* .Git */ .TU(cwd);
    const head = await git.resolveRef('HEAD').catch(() => '');
    if (!head)
        return NOTHING_GONE;
    if (last?.key !== head)
        last = { key: head, index: indexOf(git) };
    return last.index;
}
/**
 * HEAD's tree is read on first use; the history's deletions only when a
 * name is missing from it: reading them walks every commit (seconds on a
 * long history), and most statements name files that are there.
 */
function indexOf(git) {
    let tree;
    let deleted;
    return {
        async gone(names) {
            const wanted = [...new Set([...names].map((n) => n.toLowerCase()).filter((n) => n.includes('/')))];
            if (!wanted.length)
                return new Set();
            tree ??= readTree(git);
            const present = await tree;
            const absent = wanted.filter((n) => matches(present, n).length === 0);
            if (!absent.length)
                return new Set();
            deleted ??= readDeleted(git, present);
            const gone = await deleted;
            return new Set(absent.flatMap((n) => matches(gone, n)));
        },
    };
}
/** The paths of `paths` that `name` means: the path itself, or one it is the tail of. */
function matches(paths, name) {
    return (paths.get(baseName(name)) ?? []).filter((p) => (0,_text_path_name_js__WEBPACK_IMPORTED_MODULE_1__/* .namesPath */ .K)(name, p));
}
const baseName = (path) => path.slice(path.lastIndexOf('/') + 1).toLowerCase();
/** `-z` output: NUL-separated, so no name is quoted. */
const paths = (text) => text
    .split('\0')
    .map((p) => p.replace(/^\n/, ''))
    .filter((p) => p !== '');
function byName(list) {
    const map = new Map();
    for (const p of list) {
        const same = map.get(baseName(p));
        if (same)
            same.push(p);
        else
            map.set(baseName(p), [p]);
    }
    return map;
}
async function readTree(git) {
    return byName(paths(await git.raw(['ls-tree', '-r', '-z', '--full-tree', '--name-only', 'HEAD'])));
}
/** The paths HEAD's history deleted that HEAD does not have, each once. */
async function readDeleted(git, present) {
    const deleted = new Set(paths(await git.raw(['log', '-z', '--format=', '--name-only', '--diff-filter=D', 'HEAD'])));
    return byName([...deleted].filter((p) => !present.get(baseName(p))?.includes(p)));
}


/***/ })

};
