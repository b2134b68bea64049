export const id = 895;
export const ids = [895];
export const modules = {

/***/ 895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commitAndPush: () => (/* binding */ commitAndPush)
/* harmony export */ });
/* unused harmony export commitPaths */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(724);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(916);
/* harmony import */ var _author_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(209);
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




/** Applies, commits and pushes, re-planning after every push the branch moved under. */
async function commitAndPush(options) {
    const retries = options.retries ?? 5;
    const backoff = options.backoffMs ?? ((n) => Math.min(8000, 250 * 2 ** (n - 1)) + Math.floor(Math.random() * 250));
    const top = (await (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: options.cwd }).revparse(['--show-toplevel'])).trim();
    const git = (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: top });
    const branch = await currentBranch(git);
    const remote = await remoteOf(git, branch);
    const author = options.author ?? _author_js__WEBPACK_IMPORTED_MODULE_3__/* .ACTIONS_BOT */ .a;
    const scope = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(top, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(options.cwd)) || '.';
    await requireClean(git, scope);
    for (let attempt = 1;; attempt++) {
        const outcome = await options.apply(attempt);
        const sha = await commitPaths(git, outcome.paths, outcome.message, author, top);
        if (!sha)
            return { branch, attempts: attempt, result: outcome.result };
        const rejection = await push(git, remote, branch);
        if (!rejection)
            return { sha, branch, attempts: attempt, result: outcome.result };
        if (rejection.kind === 'final') {
            // The commit stays in the local branch: nothing is lost, and it can be pushed by hand.
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`push to ${remote}/${branch} was rejected: ${rejection.message} (commit ${sha.slice(0, 12)} is kept locally)`);
        }
        if (attempt > retries) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`push to ${remote}/${branch} kept failing because the branch moved; gave up after ${attempt} attempts`);
        }
        await new Promise((ok) => setTimeout(ok, backoff(attempt)));
        await git.raw(['fetch', '--quiet', remote, branch]);
        // Drop our commit and stand on the new tip: the next apply re-plans there.
        await git.raw(['reset', '--quiet', '--keep', 'FETCH_HEAD']);
    }
}
async function currentBranch(git) {
    const name = (await git.raw(['rev-parse', '--abbrev-ref', 'HEAD'])).trim();
    if (name === 'HEAD')
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)('commit mode needs a branch, but HEAD is detached');
    return name;
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
    const changed = (await git.raw(['diff', '--name-only', 'HEAD', '--', scope])).trim();
    if (changed) {
        const files = changed.split('\n').slice(0, 5).join(', ');
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`commit mode needs the store's tracked files committed first; uncommitted changes in: ${files}`);
    }
}
/**
 * Commits exactly `paths` (absolute; rewrites and deletions) and returns the
 * new commit, or undefined when they hold no change.
 */
async function commitPaths(git, absolute, message, author, top) {
    if (absolute.length === 0)
        return undefined;
    const paths = absolute.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(top, p));
    // -A stages deletions of pruned files as well as rewrites.
    await git.raw(['add', '-A', '--', ...paths]);
    const staged = await git.raw(['diff', '--cached', '--name-only', '--', ...paths]);
    if (!staged.trim())
        return undefined;
    await git.raw([
        '-c', `user.name=${author.name}`,
        '-c', `user.email=${author.email}`,
        'commit', '--quiet', '--no-verify', '-m', message, '--', ...paths,
    ]);
    return (await git.revparse(['HEAD'])).trim();
}
/** Pushes without force; tells a moved branch (retry) from any other refusal. */
async function push(git, remote, branch) {
    try {
        await git.raw(['push', remote, `HEAD:refs/heads/${branch}`]);
        return undefined;
    }
    catch (err) {
        const text = String(err.message ?? err);
        // A concurrent push shows as "fetch first"/"non-fast-forward", or as a ref
        // lock race on the remote; hooks and branch protection are final.
        const moved = /\((fetch first|non-fast-forward)\)|cannot lock ref|failed to update ref|incorrect old value/.test(text);
        const reason = text.split('\n').find((l) => /error|rejected|denied|protected|!/.test(l))?.trim() ?? text.split('\n')[0];
        return { kind: moved ? 'moved' : 'final', message: reason };
    }
}


/***/ })

};
