export const id = 932;
export const ids = [932,308];
export const modules = {

/***/ 308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Git: () => (/* binding */ Git),
/* harmony export */   defaultBackoff: () => (/* binding */ defaultBackoff),
/* harmony export */   identity: () => (/* binding */ identity),
/* harmony export */   untilPushed: () => (/* binding */ untilPushed)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4724);
/**
 * The one place memkeep runs git (in the style of actions/checkout's
 * git-command-manager): every command goes through `raw`, and every push
 * goes through `push`, which tells a push that lost a race (retry after
 * fetching) from a refusal that is final (hooks, protection, permissions).
 * `untilPushed` is the one retry loop with backoff that both pushers use.
 */




// A concurrent push shows as "fetch first"/"non-fast-forward", a stale lease,
// or a ref lock race on the remote; hooks and branch protection are final.
const MOVED = /\((fetch first|non-fast-forward)\)|stale info|cannot lock ref|failed to update ref|incorrect old value/;
class Git {
    cwd;
    git;
    constructor(cwd) {
        this.cwd = cwd;
        this.git = (0,simple_git__WEBPACK_IMPORTED_MODULE_3__/* .simpleGit */ .Lp)({ baseDir: cwd });
    }
    /** Runs `git <args>` in cwd and returns its stdout. */
    raw(args) {
        return this.git.raw(args);
    }
    async topLevel() {
        return (await this.raw(['rev-parse', '--show-toplevel'])).trim();
    }
    /** The checked-out branch, or undefined when HEAD is detached. */
    async currentBranch() {
        const name = (await this.raw(['rev-parse', '--abbrev-ref', 'HEAD'])).trim();
        return name === 'HEAD' ? undefined : name;
    }
    async revParse(ref) {
        return (await this.raw(['rev-parse', ref])).trim();
    }
    /** The commit a ref names, or '' when it does not exist. */
    async resolveRef(ref) {
        // `rev-parse --verify -q` prints nothing (and may not fail) for a missing ref.
        return (await this.raw(['rev-parse', '--verify', '-q', ref]).catch(() => '')).trim();
    }
    /** The remote's commit for `ref` (a full ref name), or '' when it has none. */
    async remoteRef(remote, ref) {
        return (await this.raw(['ls-remote', remote, ref])).split(/\s/)[0] ?? '';
    }
    /**
     * Commits exactly `paths` (absolute; rewrites and deletions) as `author`
     * (else git's own identity where memkeep runs) and returns the new commit,
     * or undefined when they hold no change. Runs from the top level, where
     * the paths are made relative.
     */
    async commitPaths(paths, message, author, top) {
        return this.withStaged(paths, top, async (fromFile, dir) => {
            const messageFile = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'message');
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(messageFile, message);
            await this.raw([
                '--literal-pathspecs',
                ...(author ? identity(author) : []),
                'commit',
                '--quiet',
                '--no-verify',
                '--cleanup=verbatim',
                '-F',
                messageFile,
                ...fromFile,
            ]);
            return this.revParse('HEAD');
        });
    }
    /**
     * The tree of HEAD with exactly `paths` (as commitPaths takes them) as
     * they are in the work tree, or undefined when they hold no change: what
     * a commit of them would hold, with no commit made (no hook runs, no
     * commit is left behind, HEAD stays). Stages them in this work tree's index.
     */
    async treeWithPaths(paths, top) {
        return this.withStaged(paths, top, async () => (await this.raw(['write-tree'])).trim());
    }
    /** Stages `paths` and runs `then` with the pathspec arguments naming them, unless none of them changed. */
    async withStaged(paths, top, then) {
        if (paths.length === 0)
            return undefined;
        const rel = paths.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(top, p));
        // Paths and message go through files: thousands of agents make both too
        // long for one command line (spawn E2BIG), and a file takes any path as written.
        const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'memkeep-commit-'));
        try {
            const pathspec = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'paths');
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(pathspec, rel.map((p) => `${p}\0`).join(''));
            const fromFile = [`--pathspec-from-file=${pathspec}`, '--pathspec-file-nul'];
            // -A stages deletions of pruned files as well as rewrites.
            await this.raw(['--literal-pathspecs', 'add', '-A', ...fromFile]);
            const wanted = new Set(rel.map((p) => p.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/')));
            const staged = (await this.raw(['diff', '--cached', '--name-only', '-z'])).split('\0');
            if (!staged.some((p) => wanted.has(p)))
                return undefined;
            return await then(fromFile, dir);
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
        }
    }
    /** Pushes `refspec`; with `lease`, only over that remote value ('' = the ref must not exist). */
    async push(remote, refspec, lease) {
        const args = ['push', '--quiet'];
        if (lease)
            args.push(`--force-with-lease=${lease.ref}:${lease.expect}`);
        try {
            await this.raw([...args, remote, refspec]);
            return undefined;
        }
        catch (err) {
            const text = String(err.message ?? err);
            const reason = text
                .split('\n')
                .find((l) => /error|rejected|denied|protected|!/.test(l))
                ?.trim() ?? text.split('\n')[0];
            return { kind: MOVED.test(text) ? 'moved' : 'final', message: reason };
        }
    }
}
/** `-c user.name=… -c user.email=…`: commits as `author` without touching any config. */
function identity(author) {
    return ['-c', `user.name=${author.name}`, '-c', `user.email=${author.email}`];
}
/** Exponential backoff with jitter, capped at 8 s. */
function defaultBackoff(attempt) {
    return Math.min(8000, 250 * 2 ** (attempt - 1)) + Math.floor(Math.random() * 250);
}
/**
 * Repeats `attempt` until its push lands or is refused for good: after a
 * push that lost a race it waits, refreshes and tries again, at most
 * `retries` more times.
 */
async function untilPushed(loop) {
    const backoff = loop.backoffMs ?? defaultBackoff;
    for (let n = 1;; n++) {
        const { rejection, result } = await loop.attempt(n);
        if (!rejection)
            return { result, attempts: n };
        if (rejection.kind === 'final')
            throw loop.fail('final', rejection, n);
        if (n > loop.retries)
            throw loop.fail('exhausted', rejection, n);
        await new Promise((ok) => setTimeout(ok, backoff(n)));
        await loop.refresh();
    }
}


/***/ }),

/***/ 8551:
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
    const git = new _git_js__WEBPACK_IMPORTED_MODULE_0__.Git(cwd);
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
