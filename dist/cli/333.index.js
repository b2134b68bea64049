export const id = 333;
export const ids = [333];
export const modules = {

/***/ 2333:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkCommitMode: () => (/* binding */ checkCommitMode),
/* harmony export */   commitAndPush: () => (/* binding */ commitAndPush)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2174);
/* harmony import */ var _author_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5007);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(98);
/* harmony import */ var _leftovers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(562);
/**
 * Commit mode: commit only the paths memkeep changed and push them to the
 * current branch without force. When the push is rejected because the
 * branch moved (an agent pushed new entries meanwhile), fetch, move onto the
 * new tip, and let the caller re-plan and re-apply on the new content before
 * pushing again, a bounded number of times with backoff. Any other rejection
 * (protected branch, permissions) is final.
 *
 * The caller's `apply` is the only thing that writes files, and it runs on
 * whatever the branch holds at that attempt, so an entry appended upstream
 * is part of the content it plans on and is never lost.
 */





/**
 * What commit mode needs before anything is planned: a git work tree and a
 * branch. Checked first, so `--commit` in the wrong place fails in a moment
 * with memkeep's words rather than after the whole analysis with git's.
 */
async function checkCommitMode(cwd) {
    await topLevelOf(cwd);
    if (!(await new _git_js__WEBPACK_IMPORTED_MODULE_3__.Git(cwd).currentBranch()))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .opError */ .ey)('commit mode needs a branch, but HEAD is detached');
}
async function topLevelOf(cwd) {
    try {
        return await new _git_js__WEBPACK_IMPORTED_MODULE_3__.Git(cwd).topLevel();
    }
    catch {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .configError */ .Fj)(`--commit needs a git repository, and ${cwd} is not inside one (run without --commit, or in a clone of the memory repository)`, { file: cwd, field: '--commit' });
    }
}
/** Applies, commits and pushes, re-planning after every push the branch moved under. */
async function commitAndPush(options) {
    const top = await topLevelOf(options.cwd);
    const git = new _git_js__WEBPACK_IMPORTED_MODULE_3__.Git(top);
    const branch = await git.currentBranch();
    if (!branch)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .opError */ .ey)('commit mode needs a branch, but HEAD is detached');
    const remote = await remoteOf(git, branch);
    const author = options.author;
    const scope = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(top, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(options.cwd)) || '.';
    // Stashing needs an identity even where git has none configured.
    const recovered = await (0,_leftovers_js__WEBPACK_IMPORTED_MODULE_4__/* .rollBackLeftovers */ .P4)(git, top, author ?? _author_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTIONS_BOT */ .a);
    await requireClean(git, scope);
    const done = await (0,_leftovers_js__WEBPACK_IMPORTED_MODULE_4__/* .markRun */ .nR)(git, top, scope);
    let sha;
    try {
        const { result, attempts } = await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__.untilPushed)({
            retries: options.retries ?? 5,
            backoffMs: options.backoffMs,
            attempt: async (n) => {
                const outcome = await options.apply(n);
                sha = await git.commitPaths(outcome.paths, outcome.message, author, top);
                const rejection = sha ? await git.push(remote, `HEAD:refs/heads/${branch}`) : undefined;
                return { rejection, result: outcome.result };
            },
            refresh: async () => {
                await git.raw(['fetch', '--quiet', remote, branch]);
                // Drop our commit and stand on the new tip: the next apply re-plans there.
                await git.raw(['reset', '--quiet', '--keep', 'FETCH_HEAD']);
            },
            fail: (reason, rejection, n) => reason === 'final'
                ? // The commit stays in the local branch: nothing is lost, and it can be pushed by hand.
                    (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .opError */ .ey)(`push to ${remote}/${branch} was rejected: ${rejection.message} (commit ${sha?.slice(0, 12)} is kept locally)`)
                : (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .opError */ .ey)(`push to ${remote}/${branch} kept failing because the branch moved; gave up after ${n} attempts`),
        });
        return { sha, branch, attempts, result, recovered };
    }
    finally {
        // A run that dies, or fails with changes it could not commit, leaves
        // the marker: the next run rolls those changes back (leftovers.ts).
        if (!(await changedFiles(git, scope)))
            await done();
    }
}
/** The branch's upstream remote, else `origin`. */
async function remoteOf(git, branch) {
    try {
        return (await git.raw(['config', '--get', `branch.${branch}.remote`])).trim() || 'origin';
    }
    catch {
        return 'origin';
    }
}
/**
 * Commit mode rewrites files and resets onto the remote between attempts;
 * refusing a dirty store keeps anyone's uncommitted work out of both.
 */
async function requireClean(git, scope) {
    const changed = await changedFiles(git, scope);
    if (changed) {
        const files = changed.split('\n').slice(0, 5).join(', ');
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .opError */ .ey)(`commit mode needs the store's tracked files committed first; uncommitted changes in: ${files}`);
    }
}
/** Tracked files under `scope` that differ from HEAD, one per line; "" when none. */
async function changedFiles(git, scope) {
    return (await git.raw(['diff', '--name-only', 'HEAD', '--', scope])).trim();
}


/***/ })

};
