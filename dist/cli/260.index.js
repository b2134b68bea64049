export const id = 260;
export const ids = [260,88];
export const modules = {

/***/ 914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $x: () => (/* binding */ MEMORY_BANK_CORE),
/* harmony export */   AD: () => (/* binding */ OPENCLAW_WORKSPACE_FILES),
/* harmony export */   Cw: () => (/* binding */ knowledgeName),
/* harmony export */   Pm: () => (/* binding */ knowledgeLog),
/* harmony export */   dO: () => (/* binding */ PRESET_NAMES),
/* harmony export */   fG: () => (/* binding */ PRESETS)
/* harmony export */ });
/* harmony import */ var _text_name_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5484);

const NONE = { layout: {}, types: [], frontMatterTypes: {}, indexFiles: [], about: '' };
/** Cline's fixed memory-bank sections: structure, never entries. */
const CLINE_SECTIONS = [
    '*Current State*',
    '*Current Work Focus*',
    '*Current Project Focus*',
    '*Technical Considerations*',
    '*Next Steps*',
    '*Monitoring Points*',
    '*Key Lessons*',
    '*Recent Changes*',
    '*Active Decisions*',
    '*Important Patterns*',
    '*Learnings and Project Insights*',
    '*What Works*',
    '*Left to Build*',
    '*Known Issues*',
    '*Evolution of Project Decisions*',
    '*Progress Breakdown*',
    '*Overall Project Status*',
    '*Major Achievements*',
];
const MEMORY_BANK_CORE = [
    'projectbrief.md',
    'productContext.md',
    'systemPatterns.md',
    'techContext.md',
    'activeContext.md',
    'progress.md',
];
const BANK_DOCUMENT = 'memory-bank document: knowledge, never aged out';
const memoryBank = {
    ...NONE,
    // Only dated headings are entries: the bank's documents are fixed sections.
    layout: { order: 'newest-first', structure: CLINE_SECTIONS, dated: true },
    lastN: 10,
    types: [
        ...MEMORY_BANK_CORE.map((f) => [`**/${f}`, 'core', 'memory-bank core file']),
        ['**/decisionLog.md', 'core', 'decision log: knowledge, never aged out'],
        ['**/.cursor/**', 'core', 'editor rules'],
        ['**/.clinerules*', 'core', 'editor rules'],
        ['**/memory-bank/**', 'core', BANK_DOCUMENT],
        // Where Cline's first memory bank instructions kept it.
        ['**/cline_docs/**', 'core', BANK_DOCUMENT],
    ],
    about: 'a Cline or Roo Code memory bank (memory-bank/ or cline_docs/)',
};
const squadTypes = [
    ['**/decisions/inbox/**', 'core', 'Squad decision inbox'],
    ['**/decisions-inbox/**', 'core', 'Squad decision inbox'],
    ['**/decisions.md', 'core', 'Squad decisions: knowledge, never aged out'],
    ['**/history.md', 'core', 'Squad history'],
    ['**/.squad/**', 'core', 'Squad file: knowledge, never aged out'],
    ['**/.ai-team/**', 'core', 'Squad file: knowledge, never aged out'],
];
const squad = (layout, shape) => ({
    ...NONE,
    layout,
    summarySection: 'Core Context',
    lastN: 10,
    types: squadTypes,
    about: `a Squad agent history (.squad/agents/<name>/history.md or .ai-team/), ${shape}`,
});
/** An OpenClaw workspace's own files, besides MEMORY.md and memory/: OpenClaw loads them; memkeep never touches them. */
const OPENCLAW_WORKSPACE_FILES = [
    'AGENTS.md',
    'SOUL.md',
    'USER.md',
    'TOOLS.md',
    'IDENTITY.md',
    'HEARTBEAT.md',
    'BOOTSTRAP.md',
    'BOOT.md',
];
const AGENT_MEMORY = 'Claude Code note without an aging type: knowledge, never aged out';
const PRESETS = {
    axe: { ...NONE, about: "axe's run log: `## ` entries appended oldest first" },
    'newest-first': { ...NONE, layout: { order: 'newest-first' }, lastN: 10, about: 'a run log prepended newest first' },
    squad: squad({ level: 3, entriesUnder: 'Learnings', order: 'git' }, '`### ` entries under `## Learnings`'),
    'squad-dated': squad({ level: 2, dated: true, order: 'auto' }, 'dated `## 2026-03-05: …` entries'),
    'squad-bullets': squad({ level: 2, items: true, entriesUnder: 'Learnings', order: 'git' }, 'bullets under `## Learnings`'),
    'claude-code': {
        ...NONE,
        types: [
            ['**/MEMORY.md', 'core', 'the memory index'],
            ['**/.claude/agent-memory/**', 'core', AGENT_MEMORY],
        ],
        frontMatterTypes: { feedback: 'core', user: 'core', reference: 'core', project: 'episodic' },
        indexFiles: ['**/MEMORY.md'],
        about: 'Claude Code agent memory (.claude/agent-memory/, a MEMORY.md index and typed topic files)',
    },
    cline: memoryBank,
    roo: {
        ...memoryBank,
        // Roo Code logs `[2025-01-15 10:00:00] - change` bullets under its context's fixed sections.
        layout: { level: 2, items: true, entriesUnder: 'Recent Changes', order: 'auto' },
        about: 'a Roo Code memory bank (memory-bank/ with decisionLog.md): dated bullets under `## Recent Changes`',
    },
    lessons: {
        ...NONE,
        layout: { order: 'oldest-first' },
        types: [['**/lessons.md', 'core', 'lessons: knowledge, never aged out']],
        knowledge: 'a lessons file',
        about: 'a lessons file (tasks/lessons.md): bullets or `## Pattern:` sections',
    },
    learnings: {
        ...NONE,
        layout: { order: 'auto' },
        types: [['**/.learnings/**', 'core', 'self-improving-agent learnings: knowledge, never aged out']],
        knowledge: 'self-improving-agent learnings',
        about: 'self-improving-agent .learnings/ (LEARNINGS.md, ERRORS.md): `## [ERR-20250115-001]` entries',
    },
    openclaw: {
        ...NONE,
        types: [
            ['**/MEMORY.md', 'core', 'curated long-term memory'],
            ...OPENCLAW_WORKSPACE_FILES.map((f) => [`**/${f}`, 'core', 'OpenClaw workspace file: never touched']),
            ['**/memory/????-??-??.md', 'episodic', 'a daily note'],
            ['**/memory/????-??-??-*.md', 'episodic', 'a daily note'],
            ['**/memory/**', 'core', 'a workspace memory file without an aging rule: never aged out'],
        ],
        knowledge: 'curated long-term memory',
        about: 'an OpenClaw workspace: curated MEMORY.md (core), daily memory/YYYY-MM-DD.md notes (episodic)',
    },
};
const PRESET_NAMES = Object.keys(PRESETS);
/**
 * Words that, in a run log's name or in a folder it sits in, say it holds
 * durable knowledge (`decision-log.md`, `Architecture Decisions.md`,
 * `docs/adr/`, `lessons_learned.md`): never trimmed by count whatever the
 * preset (`knowledge = false` in [memory] says otherwise). Singular
 * `learning` is left out: `machine-learning-runs.md` is a run log.
 */
const KNOWLEDGE_WORDS = new Set([
    'decision',
    'decisions',
    'decisionlog',
    'adr',
    'adrs',
    'lesson',
    'lessons',
    'learnings',
]);
/** A curated index (Claude Code, OpenClaw); a lower-case memory.md is often a plain run log. */
const CURATED = 'MEMORY.md';
/** Why a run log is a knowledge file, or undefined. */
function knowledgeLog(preset, path) {
    return preset.knowledge ?? knowledgeName(path);
}
/** Why a file's store-relative path says it holds durable knowledge, or undefined. */
function knowledgeName(path) {
    const parts = path.split(/[\\/]/);
    const name = parts.pop() ?? '';
    const knowing = (part) => (0,_text_name_words_js__WEBPACK_IMPORTED_MODULE_0__/* .nameWords */ .L)(part).some((w) => KNOWLEDGE_WORDS.has(w));
    if (name === CURATED || knowing(name))
        return `${name} holds durable knowledge`;
    const folder = parts.find(knowing);
    return folder ? `a file of ${folder}/ holds durable knowledge` : undefined;
}


/***/ }),

/***/ 2088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wj: () => (/* binding */ assertUnlocked),
/* harmony export */   ln: () => (/* binding */ isLocked),
/* harmony export */   lock: () => (/* binding */ lock),
/* harmony export */   sN: () => (/* binding */ isLockedSync),
/* harmony export */   unlock: () => (/* binding */ unlock),
/* harmony export */   yN: () => (/* binding */ isLockSentinel)
/* harmony export */ });
/* unused harmony exports LOCK_SUFFIX, lockPath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/**
 * Advisory locks (aide): `<path>.lock` is a sentinel created with
 * O_CREAT|O_EXCL. It is cooperative, but memkeep itself honours it
 * everywhere: nothing prunes, trims, merges or moves a locked file, and the
 * sentinels themselves are never pruned.
 */



const LOCK_SUFFIX = '.lock';
function lockPath(path) {
    return path + LOCK_SUFFIX;
}
function isLockSentinel(path) {
    return path.endsWith(LOCK_SUFFIX);
}
/** isLocked for loops over many files, where a thread-pool round trip each costs more than the check. */
function isLockedSync(path) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(lockPath(path));
}
/**
 * isLockedSync for async callers. One access(2) on the main thread: the
 * asynchronous one went through the thread pool and, for the usual answer
 * (no lock), built an ENOENT error with its stack, about 0.1 ms a file;
 * a 1,000-agent dry run of the Action checked 4,000 files.
 */
async function isLocked(path) {
    return isLockedSync(path);
}
/** Throws an operation error when `path` is locked; `action` names what was refused. */
async function assertUnlocked(path, action) {
    if (await isLocked(path)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`cannot ${action} ${path}: it is locked (${lockPath(path)} exists)`, { file: path });
    }
}
/**
 * Creates the sentinel; a second lock fails until unlock. Only files can be
 * locked: nothing consults `<dir>.lock`, so locking a directory would
 * protect nothing while saying it did.
 */
async function lock(path) {
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path);
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('lock', path, err);
    }
    if (st && !st.isFile()) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`cannot lock ${path}: not a regular file (only files can be locked)`, { file: path });
    }
    try {
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(lockPath(path), 'wx', 0o644);
        await fh.writeFile(`pid ${process.pid}\n`);
        await fh.close();
    }
    catch (err) {
        if (err.code === 'EEXIST') {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`${path} is already locked (${lockPath(path)} exists)`, { file: path });
        }
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('lock', path, err);
    }
}
/** Removes the sentinel; unlocking an unlocked file is an error, so typos show. */
async function unlock(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(lockPath(path));
    }
    catch (err) {
        if (err.code === 'ENOENT') {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`${path} is not locked (no ${lockPath(path)})`, { file: path });
        }
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('unlock', path, err);
    }
}


/***/ }),

/***/ 2801:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W7: () => (/* binding */ olderThan),
/* harmony export */   nV: () => (/* binding */ formatAge),
/* harmony export */   xE: () => (/* binding */ mtimeAges)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The age of a memory file, behind one interface. Pruning and `expire` ask an
 * AgeSource rather than stat(): outside git that is the mtime, but inside a
 * checkout every file carries the checkout's mtime, so the git module supplies
 * a source built from history instead (git/ages.ts).
 */

/** Ages from the filesystem's modification time. */
const mtimeAges = {
    async ageOf(path) {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path);
        return { modified: st.mtime, source: 'mtime' };
    },
};
/** True when `age` is known and older than `maxAgeMs` at `now`. */
function olderThan(age, maxAgeMs, now) {
    if (!age.modified || age.uncertain)
        return false;
    return now.getTime() - age.modified.getTime() > maxAgeMs;
}
/** Human age for reports: `3d`, `12h`, `5m`. */
function formatAge(age, now) {
    if (!age.modified)
        return 'unknown';
    const ms = Math.max(0, now.getTime() - age.modified.getTime());
    const h = ms / 3_600_000;
    const text = h >= 48 ? `${Math.floor(h / 24)}d` : h >= 1 ? `${Math.floor(h)}h` : `${Math.floor(ms / 60_000)}m`;
    return age.atLeast ? `>${text}` : text;
}


/***/ }),

/***/ 5260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   demote: () => (/* binding */ demote),
/* harmony export */   expire: () => (/* binding */ expire),
/* harmony export */   frontMatterType: () => (/* binding */ frontMatterType),
/* harmony export */   globMatch: () => (/* binding */ globMatch),
/* harmony export */   listTypedFiles: () => (/* binding */ listTypedFiles),
/* harmony export */   memoryTypeOf: () => (/* binding */ memoryTypeOf),
/* harmony export */   promote: () => (/* binding */ promote)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_8___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_8__);
/* harmony import */ var _config_presets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(914);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _fs_lock_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2088);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7051);
/* harmony import */ var _file_ages_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2801);
/**
 * Typed memory (aide): core files are never pruned, procedural and episodic
 * files are pruned by age. This module holds the per-file operations:
 * promote/demote between types, expire by age, and the listing pruning
 * walks. Every operation honours `.lock` sentinels.
 */









/** Promotes a file to a longer-lived type: an atomic move that never overwrites. */
function promote(src, dst) {
    return move(src, dst, 'promote');
}
/** Demotes a file to a shorter-lived type: an atomic move that never overwrites. */
function demote(src, dst) {
    return move(src, dst, 'demote');
}
/**
 * link(2) fails with EEXIST atomically, so an existing destination is never
 * replaced, not even by a racing writer; unlinking the source completes the
 * move. Where hard links are not possible the copy is made with O_EXCL.
 *
 * A move killed (or failing) between the link and the unlink leaves both
 * names; a retry sees the destination exists and finds that it is the
 * source itself (same inode) or, after a copy, holds exactly its bytes. Then
 * nothing would be overwritten, so the retry finishes the move by removing
 * the source instead of refusing for good.
 */
async function move(src, dst, verb) {
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(src);
    }
    catch (err) {
        throw err.code === 'ENOENT'
            ? (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .opError */ .ey)(`cannot ${verb} ${src}: it does not exist`, { file: src })
            : (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)(verb, src, err);
    }
    if (!st.isFile())
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .opError */ .ey)(`cannot ${verb} ${src}: not a regular file`, { file: src });
    await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_5__/* .assertUnlocked */ .Wj)(src, verb);
    await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_5__/* .assertUnlocked */ .Wj)(dst, `${verb} onto`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dst), { recursive: true });
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(src, dst);
        }
        catch (err) {
            const code = err.code;
            if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS')
                throw err;
            await copyExclusive(src, dst);
        }
    }
    catch (err) {
        if (err.code !== 'EEXIST')
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)(verb, dst, err);
        if (!(await alreadyMoved(src, dst))) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .opError */ .ey)(`cannot ${verb} to ${dst}: it already exists (memkeep never overwrites)`, { file: dst });
        }
    }
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(src);
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)(`finish the ${verb} of`, src, err);
    }
}
/** Whether `dst` is what an interrupted move of `src` left: the same file, or a regular file with its exact bytes. */
async function alreadyMoved(src, dst) {
    const [a, b] = await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(src), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(dst).catch(() => undefined)]);
    if (!b?.isFile())
        return false;
    if (a.dev === b.dev && a.ino === b.ino)
        return true;
    if (a.size !== b.size)
        return false;
    const read = (path) => (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_6__/* .readRegularFile */ .XF)(path, { maxBytes: a.size }).catch(() => undefined);
    const [x, y] = await Promise.all([read(src), read(dst)]);
    return x !== undefined && y !== undefined && x.equals(y);
}
async function copyExclusive(src, dst) {
    const { constants } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 3024, 23));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(src, dst, constants.COPYFILE_EXCL);
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(dst, 'r+');
    try {
        await fh.sync();
    }
    finally {
        await fh.close();
    }
}
/**
 * Deletes `path` when its age (from the AgeSource, never stat directly: in a
 * checkout mtime lies) is known and older than `maxAgeMs`. Missing, locked,
 * sentinel and uncertain-age files are kept, with the reason.
 */
async function expire(path, maxAgeMs, options = {}) {
    const ages = options.ages ?? _file_ages_js__WEBPACK_IMPORTED_MODULE_7__/* .mtimeAges */ .xE;
    const now = options.now ?? new Date();
    if ((0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_5__/* .isLockSentinel */ .yN)(path))
        return { removed: false, reason: 'lock sentinels are never expired' };
    let age;
    try {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path);
        if (!st.isFile())
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .opError */ .ey)(`cannot expire ${path}: not a regular file`, { file: path });
        age = await ages.ageOf(path);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return { removed: false, reason: 'missing' };
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)('expire', path, err);
    }
    if (age.uncertain)
        return { removed: false, reason: `age unknown: ${age.uncertain}`, age };
    if (!(0,_file_ages_js__WEBPACK_IMPORTED_MODULE_7__/* .olderThan */ .W7)(age, maxAgeMs, now))
        return { removed: false, reason: 'not old enough', age };
    if (await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_5__/* .isLocked */ .ln)(path))
        return { removed: false, reason: 'locked', age };
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(path);
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)('expire', path, err);
    }
    return { removed: true, age };
}
/**
 * Every regular file under a typed-memory directory, recursively and sorted,
 * without `.lock` sentinels, memkeep temp files, anything in a `.git`, or
 * anything reached through a symlink (a link must not let pruning delete
 * outside the store).
 *
 * Listed synchronously: a listing is one or two system calls, most often
 * for a folder that does not exist, and a round trip to the thread pool
 * wakes a worker and then the main thread for each (every plan and every
 * load lists two folders per agent: 4,000 round trips in a thousand agents'
 * dry run).
 */
function listTypedFiles(dir) {
    const files = [];
    function walk(current) {
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(current, { withFileTypes: true });
        }
        catch (err) {
            const code = err.code;
            if (code === 'ENOENT' || (code === 'ENOTDIR' && current === dir))
                return;
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)('list', current, err);
        }
        for (const entry of entries) {
            // The repository (a directory, or a worktree's or submodule's `.git` file) is never memory.
            if (entry.name.toLowerCase() === '.git')
                continue;
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(current, entry.name);
            if (entry.isDirectory())
                walk(path);
            else if (entry.isFile() && !(0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_5__/* .isLockSentinel */ .yN)(entry.name) && !entry.name.endsWith('.memkeep-tmp'))
                files.push(path);
        }
    }
    walk(dir);
    return files.sort();
}
// --- typing ----------------------------------------------------------------
const matchers = new Map();
/**
 * A glob over a store-relative path (`/` separated), through picomatch, so
 * a glob means what it means in a shell or a .gitignore: `*` and `?` stay
 * within a segment, `**` crosses segments (`**\/` may match no directory at
 * all), braces (`*.{md,txt}`), classes (`[0-9]`) and a leading `!`
 * (everything but) work, and dot files match like any other (Cline's
 * `.clinerules`, `.cursor/`). A glob is compiled once per run.
 */
function globMatch(glob, relPath) {
    let match = matchers.get(glob);
    if (match === undefined) {
        match = picomatch__WEBPACK_IMPORTED_MODULE_8___default()(glob, { dot: true });
        matchers.set(glob, match);
    }
    return match(relPath);
}
/**
 * A file's memory type and what decided it: its front matter `type:` when
 * the agent maps it, else the first `types` glob that matches its
 * store-relative path, else the directory it is in. Pruning and load type
 * a file the same way.
 *
 * A file that would age out but whose name, or a folder between its typed
 * directory and it (`within`, the path below that directory), reads as
 * knowledge (a decision log, lessons, ADRs: `knowledgeName`) is core: DESIGN
 * §8 never ages those out, whatever a preset's front matter or folder rule
 * says. Only a `types` glob of the agent's own (a rule without a preset's
 * reason) still ages it out: that names the file on purpose.
 */
function memoryTypeOf(memory, relPath, content, dirType, within = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(relPath)) {
    const typed = declaredType(memory, relPath, content, dirType);
    if (typed.type === 'core')
        return typed;
    const why = (0,_config_presets_js__WEBPACK_IMPORTED_MODULE_3__/* .knowledgeName */ .Cw)(within);
    if (!why || memory.types.some(([glob, , reason]) => reason === undefined && globMatch(glob, relPath)))
        return typed;
    return { type: 'core', by: `${why}: knowledge, never aged out` };
}
function declaredType(memory, relPath, content, dirType) {
    const declared = frontMatterType(content);
    const mapped = declared === undefined ? undefined : memory.frontMatterTypes[declared];
    if (mapped)
        return { type: mapped, by: `front matter type: ${declared}` };
    const rule = memory.types.find(([glob]) => globMatch(glob, relPath));
    // A note that says it is something no rule here maps (`type: project` on an OpenClaw daily
    // note's name) is not what the rule ages out; only a glob of the agent's own names it on purpose.
    if (declared !== undefined && declared !== 'episodic' && declared !== 'procedural' && rule?.[2] !== undefined)
        return { type: 'core', by: `front matter type: ${declared}, which no rule ages out` };
    if (rule)
        return { type: rule[1], by: rule[2] ?? `types "${rule[0]}"` };
    return { type: dirType, by: `under ${dirType}_dir` };
}
/**
 * The `type:` in a file's YAML front matter (at any indentation, as Claude
 * Code nests it under `metadata:`). Read line by line, as YAML would: the
 * front matter ends at `---` or `...`, a line of a block scalar (`|`, `>`)
 * is text, and `type:x` is one plain string, not a key. Prune ages files by
 * this value, so a line that only looks like it must not count.
 */
function frontMatterType(content) {
    const text = content
        .subarray(0, 8192)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
    const open = /^---[ \t]*\r?\n/.exec(text);
    if (!open)
        return undefined;
    let type;
    // The indentation of the key whose block scalar the lines below belong to, if any.
    let scalarOf;
    for (let at = open[0].length; at < text.length;) {
        const end = text.indexOf('\n', at);
        const line = text.slice(at, end < 0 ? text.length : end).replace(/\r$/, '');
        at = end < 0 ? text.length : end + 1;
        if (/^(?:---|\.\.\.)[ \t]*$/.test(line))
            return type;
        const indent = /^[ \t]*/.exec(line)[0].length;
        if (scalarOf !== undefined && (indent > scalarOf || line.trim() === ''))
            continue;
        scalarOf = /^[ \t]*[^\s#][^:]*:[ \t]+[|>][-+0-9]*[ \t]*(?:#.*)?$/.test(line) ? indent : undefined;
        const m = /^[ \t]*type:[ \t]+["']?([A-Za-z0-9_-]+)["']?[ \t]*(?:#.*)?$/.exec(line);
        if (m && type === undefined)
            type = m[1].toLowerCase();
    }
    // Never closed: no front matter.
    return undefined;
}


/***/ }),

/***/ 5484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ nameWords)
/* harmony export */ });
/**
 * The words of a file or folder name, lower case: `decision-log.md`,
 * `decision_log.md`, `Decision Log.md` and `decisionLog.md` all read
 * `decision`, `log`. Names are matched by word, never by substring, so
 * `CHANGELOG.md` holds no `log` and `backlog.md` no `log` either.
 */
function nameWords(name) {
    return name
        .replace(/\.md$/i, '')
        .replace(/([a-z\d])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z\d]+/)
        .filter((w) => w !== '');
}


/***/ })

};
