export const id = 419;
export const ids = [419,308,607];
export const modules = {

/***/ 1607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   blameLines: () => (/* binding */ blameLines)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(308);
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
        out = await new _git_js__WEBPACK_IMPORTED_MODULE_1__.Git((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path)).raw(['blame', '--porcelain', '--', path]);
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


/***/ }),

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
        if (paths.length === 0)
            return undefined;
        const rel = paths.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(top, p));
        // Paths and message go through files: thousands of agents make both too
        // long for one command line (spawn E2BIG), and a file takes any path as written.
        const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'memkeep-commit-'));
        try {
            const pathspec = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'paths');
            const messageFile = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'message');
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(pathspec, rel.map((p) => `${p}\0`).join(''));
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(messageFile, message);
            const fromFile = [`--pathspec-from-file=${pathspec}`, '--pathspec-file-nul'];
            // -A stages deletions of pruned files as well as rewrites.
            await this.raw(['--literal-pathspecs', 'add', '-A', ...fromFile]);
            const wanted = new Set(rel.map((p) => p.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/')));
            const staged = (await this.raw(['diff', '--cached', '--name-only', '-z'])).split('\0');
            if (!staged.some((p) => wanted.has(p)))
                return undefined;
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
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
        }
        return this.revParse('HEAD');
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

/***/ 5419:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  initStore: () => (/* binding */ initStore)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/confine.ts
var confine = __webpack_require__(1094);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/format/headings.ts
var headings = __webpack_require__(6732);
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __webpack_require__(7051);
// EXTERNAL MODULE: ./src/config/agent-config.ts
var agent_config = __webpack_require__(8838);
// EXTERNAL MODULE: ./src/config/paths.ts
var paths = __webpack_require__(1066);
;// CONCATENATED MODULE: ./src/config/detect/common.ts
/**
 * What every part of `memkeep init`'s scan shares: the detected agent, the
 * config it would need, and the bounded read of a file's head.
 */




const NEVER_TRIMMED = 'knowledge: loaded and analysed, never trimmed or pruned';
function agentConfig(agent, what, fields, notes, files) {
    return { agent, what, notes, files, fields, configFile: `${paths/* AGENTS_DIR */.bo}/${agent}.toml` };
}
function headsOf(path, level) {
    const buf = head(path);
    return buf ? (0,headings/* headingsOf */.z)(buf, level) : [];
}
/** Bytes of a file init reads to tell its shape. */
const MAX_SCAN_BYTES = 1 << 20;
/**
 * The head of a file, enough to tell its shape: init looks at every
 * markdown file of a repository, and a 300 MB one must cost no more than a
 * small one. Not a regular file (a link to a device, a FIFO): not read.
 */
function head(path) {
    try {
        return (0,regular/* readRegularHeadSync */._J)(path, MAX_SCAN_BYTES)?.head;
    }
    catch {
        return undefined;
    }
}
/** A directory's name as the agent name when it is one (no line break, no slash), else made into one. */
function agentName(dir) {
    return (0,agent_config/* isAgentName */.XL)(dir) ? dir : sanitize(dir);
}
function sanitize(name) {
    const s = name
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/^[^a-z0-9]+/, '');
    return s || 'agent';
}

// EXTERNAL MODULE: ./src/config/presets.ts
var presets = __webpack_require__(914);
;// CONCATENATED MODULE: ./src/config/detect/openclaw.ts
/**
 * `memkeep init` on an OpenClaw workspace: a curated `MEMORY.md` (core,
 * knowledge: never trimmed), daily notes `memory/YYYY-MM-DD.md` (episodic:
 * pruned after episodic_max_age, distilled first), other files under
 * `memory/` (kept), and the workspace's own files (`AGENTS.md`, `SOUL.md`,
 * `USER.md`, `TOOLS.md`, `IDENTITY.md`, `HEARTBEAT.md`, …: OpenClaw loads
 * them itself; memkeep never touches them).
 *
 * A folder is a workspace when it has daily notes under `memory/`, or a
 * `MEMORY.md` beside one of the files only OpenClaw writes (`SOUL.md`,
 * `IDENTITY.md`, `HEARTBEAT.md`, `BOOTSTRAP.md`): an `AGENTS.md` alone is
 * every coding agent's.
 */



/** A daily note's file name. */
const DAILY = /^\d{4}-\d{2}-\d{2}(?:-[^/]*)?\.md$/;
const OPENCLAW_ONLY = new Set(['SOUL.md', 'IDENTITY.md', 'HEARTBEAT.md', 'BOOTSTRAP.md']);
const WORKSPACE_FILE = 'OpenClaw workspace file: never trimmed or pruned (OpenClaw loads it itself)';
/** Every OpenClaw workspace among the unclaimed files, its files claimed. */
function openClawWorkspaces(rels, claimed) {
    const free = rels.filter((r) => !claimed.has(r));
    const withDaily = free.filter((r) => /(^|\/)memory\/[^/]+$/.test(r) && DAILY.test((0,external_node_path_.basename)(r)));
    const withMarker = free.filter((r) => OPENCLAW_ONLY.has((0,external_node_path_.basename)(r)));
    const workspaces = new Set([
        ...withDaily.map((r) => (0,external_node_path_.dirname)((0,external_node_path_.dirname)(r))),
        ...withMarker.map((r) => (0,external_node_path_.dirname)(r)).filter((ws) => free.includes(ws === '.' ? 'MEMORY.md' : `${ws}/MEMORY.md`)),
    ]);
    return [...workspaces].sort().map((ws) => {
        const prefix = ws === '.' ? '' : `${ws}/`;
        const notes = free.filter((r) => r.startsWith(`${prefix}memory/`));
        const curated = free.find((r) => r === `${prefix}MEMORY.md`);
        const own = free.filter((r) => presets/* OPENCLAW_WORKSPACE_FILES */.AD.some((f) => r === `${prefix}${f}`));
        for (const r of [...notes, ...own, ...(curated ? [curated] : [])])
            claimed.add(r);
        return openClaw(ws === '.' ? 'openclaw' : sanitize((0,external_node_path_.basename)(ws)), prefix, notes, own, curated);
    });
}
function openClaw(name, prefix, notes, own, curated) {
    const memoryDir = `${prefix}memory`;
    const fields = {
        preset: 'openclaw',
        path: curated ?? `${prefix}MEMORY.md`,
        core_files: curated ? [curated] : [],
        procedural_dir: memoryDir,
        episodic_dir: memoryDir,
    };
    const fates = notes.map((f) => [
        f,
        DAILY.test((0,external_node_path_.basename)(f))
            ? 'daily note: episodic, distilled into memory/digest.md and pruned after episodic_max_age'
            : 'workspace memory file: never aged out',
    ]);
    if (curated)
        fates.unshift([curated, `curated long-term memory: ${NEVER_TRIMMED}`]);
    fates.push(...own.map((f) => [f, WORKSPACE_FILE]));
    return agentConfig(name, `OpenClaw workspace ${prefix || './'}`, fields, [], fates);
}

// EXTERNAL MODULE: ./src/format/order.ts
var format_order = __webpack_require__(4731);
;// CONCATENATED MODULE: ./src/config/detect/run-logs.ts
/**
 * `memkeep init` on a markdown file named like a log: a run log when its
 * headings at one level are dated or numbered entries (its order read from
 * their dates), a document of fixed sections otherwise, never proposed as
 * a run log.
 */




const LOG_NAME = /(log|history|journal|incidents?|memory|context|progress|notes)[^/]*\.md$/i;
const MIN_ENTRIES = 3;
const NUMBERED = /^(action|run|session|entry|step|iteration|task|cycle)\s*#?\d+/i;
/** Every unclaimed file named like a log: a proposed run log, or a document left alone. */
function runLogs(root, rels, claimed) {
    const found = [];
    for (const r of rels) {
        if (claimed.has(r) || !LOG_NAME.test(r) || r.startsWith(`${paths/* AGENTS_DIR */.bo}/`))
            continue;
        const log = logShape((0,external_node_path_.join)(root, r));
        if (!log)
            continue;
        if (log.document) {
            found.push({
                agent: '',
                what: `document ${r} (${log.document})`,
                notes: [],
                files: [[r, 'a document of fixed sections, not a run log: left alone, no config proposed']],
                fields: {},
            });
            continue;
        }
        found.push(agentConfig(sanitize((0,external_node_path_.basename)(r, '.md')), `run log ${r}`, { ...log.fields, path: r }, log.notes, [[r, log.fate]]));
    }
    return found;
}
/**
 * The entry level, section and order of a markdown file that reads as a
 * log: headings at one level that are dated or numbered. A file whose
 * headings are neither is a document of fixed sections (`document`);
 * undefined: not worth a word (too few headings).
 */
function logShape(path) {
    const heads = headsOf(path, 4);
    for (const level of [2, 3]) {
        const at = heads.filter((h) => h.level === level);
        if (at.length < MIN_ENTRIES)
            continue;
        const entryLike = at.filter((h) => (0,format_order/* headingStamp */.yU)(h.title) !== undefined || NUMBERED.test(h.title.trim()));
        if (entryLike.length < 2)
            return { fields: {}, notes: [], fate: '', document: `its ${at.length} sections are neither dated nor numbered` };
        const fields = {};
        const notes = [];
        if (entryLike.length < at.length) {
            fields.entries = 'dated';
            notes.push(`only its dated headings are entries; ${at.length - entryLike.length} other sections are structure`);
        }
        if (level > 2) {
            fields.entry_heading = '#'.repeat(level);
            const sections = new Set(entryLike.map((h) => heads
                .filter((s) => s.level === 2 && s.start < h.start)
                .at(-1)
                ?.title.trim()));
            const [only] = sections;
            if (sections.size === 1 && only)
                fields.entries_under = only;
        }
        const order = (0,format_order/* orderFromTimestamps */.ki)(entryLike.map((h) => h.title));
        if (order === 'newest-first')
            fields.order = 'newest-first';
        notes.push(order
            ? `entry dates run ${order}`
            : 'entries are not all dated: oldest-first assumed (set order = "git" for history order)');
        const fate = `run log: entries trimmed to the newest ${fields.entries ? 'dated ' : ''}last_n, everything else kept`;
        return { fields, notes, fate };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/config/detect/squad.ts
/** `memkeep init` on Squad: an agent history in any of its three shapes, and the team's own files. */



/** A Squad history in whichever of its three shapes it is written. */
function squadAgent(path, r, name, legacy) {
    const heads = headsOf(path, 3);
    const learnings = heads.findIndex((h) => h.level === 2 && /^learnings$/i.test(h.title.trim()));
    const nextSection = heads.findIndex((h, i) => i > learnings && h.level <= 2);
    const inLearnings = learnings === -1 ? [] : heads.slice(learnings + 1, nextSection === -1 ? undefined : nextSection);
    const dated = heads.filter((h) => h.level === 2 && (0,format_order/* headingStamp */.yU)(h.title) !== undefined);
    const where = legacy ? 'legacy .ai-team' : 'Squad';
    const fields = { path: r };
    const notes = [];
    let fate;
    if (inLearnings.some((h) => h.level === 3) || dated.length === 0) {
        fields.preset = inLearnings.some((h) => h.level === 3) || !bulletsUnderLearnings(path) ? 'squad' : 'squad-bullets';
        fate =
            fields.preset === 'squad'
                ? '`### ` entries under `## Learnings` trimmed to the newest by git commit time; the title, Core Context and other sections kept'
                : 'bullets under `## Learnings` trimmed to the newest by git commit time; everything else kept';
    }
    else {
        fields.preset = 'squad-dated';
        fate = 'dated `## ` entries trimmed to the newest by their dates; undated sections (Core Context, Learnings) kept';
    }
    notes.push(`${where} history, ${presets/* PRESETS */.fG[fields.preset].about.replace(/^.*\), /, '')}`);
    return {
        ...agentConfig(name, `${where} history ${r}`, fields, notes, [[r, fate]]),
        gitOrdered: fields.preset === 'squad-dated' ? undefined : r,
        fallbackOrder: 'oldest-first',
    };
}
function bulletsUnderLearnings(path) {
    try {
        const text = head(path)?.toString('utf8') ?? '';
        return /^## Learnings[ \t]*\r?\n(?:[ \t]*\r?\n)*[-*+] /im.test(text);
    }
    catch {
        return false;
    }
}
/** The team's own files (decisions, inbox, ceremonies): no agent's log, and never touched. */
function squadTeam(rels, claimed, found) {
    const team = rels.filter((r) => !claimed.has(r) && /(^|\/)\.(squad|ai-team)\//.test(r));
    if (team.length === 0 || !found.some((d) => String(d.fields.preset ?? '').startsWith('squad')))
        return undefined;
    for (const r of team)
        claimed.add(r);
    return {
        agent: '',
        what: 'Squad team files',
        notes: [],
        files: team.map((r) => [r, `Squad team file (decisions, inbox): ${NEVER_TRIMMED}`]),
        fields: {},
    };
}

;// CONCATENATED MODULE: ./src/config/detect/tools.ts
/**
 * `memkeep init` on the tools that keep memory in a folder of their own:
 * Claude Code agent memory, a Cline or Roo Code memory bank,
 * self-improving-agent `.learnings/` and `tasks/lessons.md`.
 */




function claudeAgent(name, dir, files, perAgentBeside = false) {
    const fields = {
        preset: 'claude-code',
        path: `${dir}/log.md`,
        core_files: [`${dir}/MEMORY.md`],
    };
    if (!perAgentBeside)
        Object.assign(fields, { procedural_dir: dir, episodic_dir: dir });
    const fates = files.map((f) => [
        f,
        f.endsWith('/MEMORY.md')
            ? 'the index: core, never pruned; files it links are never pruned'
            : 'typed by its front matter: feedback, user and reference notes are kept; an unlinked project note ages out after episodic_max_age',
    ]);
    return agentConfig(sanitize(name), `Claude Code agent memory ${dir}/`, fields, perAgentBeside ? ['the per-agent folders beside it are agents of their own'] : [], fates);
}
function memoryBank(root, dir, files) {
    const roo = files.includes(`${dir}/decisionLog.md`);
    const path = `${dir}/activeContext.md`;
    const fields = { preset: roo ? 'roo' : 'cline', path, procedural_dir: dir };
    const notes = [];
    if (!roo) {
        const dated = headsOf((0,external_node_path_.join)(root, path), 2).filter((h) => h.level === 2 && (0,format_order/* headingStamp */.yU)(h.title));
        const order = dated.length >= 2 ? (0,format_order/* orderFromTimestamps */.ki)(dated.map((h) => h.title)) : undefined;
        if (order && order !== 'newest-first') {
            fields.order = 'auto';
            notes.push(`the dated entries of ${path} run oldest first: order = "auto"`);
        }
    }
    const fates = files.map((f) => {
        const name = f.slice(dir.length + 1);
        if (f === path)
            return [
                f,
                roo
                    ? 'dated bullets under `## Recent Changes` trimmed to the newest; its fixed sections kept'
                    : 'dated `## ` entries trimmed to the newest; its fixed sections kept',
            ];
        if (name === 'decisionLog.md')
            return [f, `decision log: ${NEVER_TRIMMED}`];
        if (presets/* MEMORY_BANK_CORE */.$x.includes(name))
            return [f, 'core file: never pruned'];
        return [f, `memory-bank document: ${NEVER_TRIMMED}`];
    });
    const agent = (0,external_node_path_.basename)(dir) === 'memory-bank' ? (roo ? 'roo' : 'cline') : sanitize((0,external_node_path_.basename)(dir));
    return agentConfig(agent, `${roo ? 'Roo Code' : 'Cline'} memory bank ${dir}/`, fields, notes, fates);
}
function learnings(dir, files) {
    const main = files.find((f) => f.endsWith('/LEARNINGS.md')) ?? files[0];
    const parent = (0,external_node_path_.dirname)(dir);
    return agentConfig(parent === '.' ? 'learnings' : `${sanitize((0,external_node_path_.basename)(parent))}-learnings`, `self-improving-agent learnings ${dir}/`, { preset: 'learnings', path: main, core_files: files.filter((f) => f.endsWith('.md')) }, ['`## [ERR-20250115-001]` entries read as dated by their ids'], files.map((f) => [f, `learnings: ${NEVER_TRIMMED}`]));
}
function lessons(path, r) {
    const level2 = headsOf(path, 2).filter((h) => h.level === 2);
    const fields = { preset: 'lessons', path: r, core_files: [r] };
    if (level2.length === 0)
        fields.entries = 'items';
    return agentConfig('lessons', `lessons file ${r}`, fields, [level2.length ? '`## ` sections are its lessons' : 'its bullets are its lessons'], [[r, `lessons: ${NEVER_TRIMMED}`]]);
}

;// CONCATENATED MODULE: ./src/config/detect.ts
/**
 * `memkeep init`'s scan: known ways agents keep memory in a repository, each
 * turned into the agent config memkeep would need, with what memkeep will
 * and will not do to every file it found. Nothing here writes.
 *
 * Known layouts: Squad in its three shapes (`.squad/agents/<name>/history.md`,
 * legacy `.ai-team/agents/<name>/history.md`), Claude Code agent memory (per
 * agent under `.claude/agent-memory/<agent>/`, or one top-level
 * `.claude/agent-memory/MEMORY.md`), a Cline or Roo Code memory bank
 * (`memory-bank/`), `tasks/lessons.md`, self-improving-agent `.learnings/`,
 * an OpenClaw workspace (`MEMORY.md`, daily `memory/YYYY-MM-DD.md`, `SOUL.md`
 * and the other workspace files), aide
 * agents (`agents/<name>/Aidefile`, already configured), and run logs: a
 * markdown file named like a log whose headings at one level are dated or
 * numbered entries (its order read from their dates). A document of fixed
 * sections is never proposed as a run log. Each family is read in its own
 * file under detect/; this one walks the tree, claims files in that order
 * and names the agents.
 */








const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'build', '.memkeep', 'vendor']);
const MAX_DEPTH = 5;
/** Every layout found under `root`, in a stable order, with unique agent names. */
function detectLayouts(root) {
    const files = walk(root, root, 0).sort();
    const found = [];
    const claimed = new Set();
    const rel = (p) => (0,external_node_path_.relative)(root, p).split(external_node_path_.sep).join('/');
    const rels = files.map(rel);
    const claimDir = (dir) => {
        for (const r of rels)
            if (r.startsWith(`${dir}/`))
                claimed.add(r);
    };
    const under = (dir) => rels.filter((r) => r.startsWith(`${dir}/`));
    for (const r of rels) {
        let m;
        if ((m = /^(.*\/)?\.(squad|ai-team)\/agents\/([^/]+)\/history\.md$/.exec(r))) {
            claimed.add(r);
            found.push(squadAgent((0,external_node_path_.join)(root, r), r, agentName(m[3]), m[2] === 'ai-team'));
        }
        else if ((m = /^(.*\/)?\.claude\/agent-memory\/([^/]+)\/MEMORY\.md$/.exec(r))) {
            const dir = r.slice(0, -'/MEMORY.md'.length);
            claimDir(dir);
            found.push(claudeAgent(m[2], dir, under(dir)));
        }
        else if ((m = /^(.*\/)?\.claude\/agent-memory\/MEMORY\.md$/.exec(r))) {
            const dir = r.slice(0, -'/MEMORY.md'.length);
            // Per-agent folders beside it are agents of their own; the top level keeps its own files.
            const own = under(dir).filter((f) => !f.slice(dir.length + 1).includes('/'));
            const perAgent = under(dir).length > own.length;
            for (const f of own)
                claimed.add(f);
            found.push(claudeAgent('claude', dir, own, perAgent));
        }
        else if ((m = /^(.*\/)?memory-bank\/(activeContext|decisionLog|productContext)\.md$/.exec(r))) {
            const dir = r.slice(0, r.lastIndexOf('/'));
            if (found.some((d) => d.fields.procedural_dir === dir))
                continue;
            claimDir(dir);
            found.push(memoryBank(root, dir, under(dir)));
        }
        else if ((m = /^(.*\/)?\.learnings\/(LEARNINGS|ERRORS|FEATURE_REQUESTS)\.md$/.exec(r))) {
            const dir = r.slice(0, r.lastIndexOf('/'));
            if (found.some((d) => d.fields.preset === 'learnings' && String(d.fields.path).startsWith(`${dir}/`)))
                continue;
            claimDir(dir);
            found.push(learnings(dir, under(dir)));
        }
        else if ((m = /^(.*\/)?tasks\/lessons\.md$/.exec(r))) {
            claimed.add(r);
            found.push(lessons((0,external_node_path_.join)(root, r), r));
        }
        else if ((m = new RegExp(`^${paths/* AGENTS_DIR */.bo}/([^/]+)/${paths/* AIDEFILE */.OX}$`).exec(r))) {
            found.push({ agent: m[1], what: `aide agent ${r} (already configured)`, notes: [], files: [], fields: {} });
        }
    }
    const team = squadTeam(rels, claimed, found);
    if (team)
        found.push(team);
    found.push(...openClawWorkspaces(rels, claimed));
    found.push(...runLogs(root, rels, claimed));
    return uniqueNames(found.map(withConfig));
}
/** The TOML of a detected agent (after its name is final). */
function withConfig(d) {
    if (!d.configFile)
        return d;
    // `what` holds a committed path: a line break in it would start a TOML line of its own.
    const lines = [`# Written by memkeep init: ${JSON.stringify(d.what).slice(1, -1)}`, '[memory]', 'enabled = true'];
    for (const [k, v] of Object.entries(d.fields))
        lines.push(`${k} = ${JSON.stringify(v)}`);
    return { ...d, configFile: `${paths/* AGENTS_DIR */.bo}/${d.agent}.toml`, config: `${lines.join('\n')}\n` };
}
/**
 * Names that repeat (three folders each with a `history.md`) take their
 * folders, nearest first, until they differ: every file gets an agent.
 */
function uniqueNames(found) {
    const configured = found.filter((d) => d.configFile);
    for (let depth = 1; depth <= MAX_DEPTH; depth++) {
        const count = new Map();
        for (const d of configured)
            count.set(d.agent, (count.get(d.agent) ?? 0) + 1);
        const clashing = configured.filter((d) => (count.get(d.agent) ?? 0) > 1);
        if (clashing.length === 0)
            break;
        for (const d of clashing) {
            const path = String(d.fields.path ?? d.fields.procedural_dir ?? d.agent);
            const dirs = path
                .split('/')
                .slice(0, -1)
                .filter((p) => p !== '' && p !== '.');
            const from = dirs.slice(-depth).map(sanitize).join('-');
            d.agent = from ? `${from}-${sanitize((0,external_node_path_.basename)(path, '.md'))}` : `${d.agent}-${depth}`;
        }
    }
    return found.map(withConfig);
}
function walk(root, dir, depth) {
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
    }
    catch {
        return [];
    }
    const out = [];
    for (const e of entries) {
        const p = (0,external_node_path_.join)(dir, e.name);
        if (e.isDirectory()) {
            if (!SKIP_DIRS.has(e.name) && depth < MAX_DEPTH)
                out.push(...walk(root, p, depth + 1));
        }
        else if (e.isFile() && (e.name.endsWith('.md') || e.name === paths/* AIDEFILE */.OX) && (0,external_node_fs_.statSync)(p).size > 0)
            out.push(p);
    }
    return out;
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/git/blame.ts
var blame = __webpack_require__(1607);
// EXTERNAL MODULE: ./src/fs/atomic.ts
var atomic = __webpack_require__(230);
// EXTERNAL MODULE: ./src/text/suggest.ts
var suggest = __webpack_require__(4185);
;// CONCATENATED MODULE: ./src/ops/integrations.ts
/**
 * `memkeep init --integrations`: the agent integration snippets of
 * docs/reference.md (test/cli/mcp-integrations.test.ts holds the docs to
 * what this writes), merged into each editor's JSON config. A file's other
 * keys are kept; an existing `memkeep` server is never overwritten, since
 * the user may have pointed it somewhere on purpose; a file that is not a
 * JSON object refuses the whole run before anything is written, so an
 * editor config is never half set up.
 */





/** Until the package is in the registry, the docs say how to swap `npx -y memkeep` for a local build. */
const MEMKEEP = ['npx', '-y', 'memkeep'];
function server(root) {
    return { command: MEMKEEP[0], args: [...MEMKEEP.slice(1), 'mcp', '--root', root] };
}
/** Each integration: its file and the snippet docs/reference.md shows for it. */
const INTEGRATIONS = {
    // Claude Code starts project servers in the project, so "." is the store.
    claude: { file: '.mcp.json', snippet: { mcpServers: { memkeep: server('.') } } },
    cursor: { file: '.cursor/mcp.json', snippet: { mcpServers: { memkeep: server('${workspaceFolder}') } } },
    vscode: {
        file: '.vscode/mcp.json',
        snippet: { servers: { memkeep: { type: 'stdio', ...server('${workspaceFolder}') } } },
    },
};
const HOOKS_FILE = '.claude/settings.json';
/** Claude Code hooks: load the agent's memory into a session's context at its start, log one entry at its end. */
function claudeHooks(agent) {
    const memkeep = MEMKEEP.join(' ');
    const root = '--root "$CLAUDE_PROJECT_DIR"';
    const command = (c) => [{ hooks: [{ type: 'command', command: `${memkeep} ${c} ${root}` }] }];
    return {
        hooks: {
            SessionStart: command(`load ${agent}`),
            SessionEnd: command(`log ${agent} --task "Claude Code session" --result "session ended"`),
        },
    };
}
/** `claude,vscode` as integration names; an unknown name is a usage error. */
function parseIntegrations(list) {
    const known = Object.keys(INTEGRATIONS);
    const names = [
        ...new Set(list
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean)),
    ];
    if (names.length === 0)
        throw (0,errors/* configError */.Fj)(`--integrations needs one or more of ${known.join(', ')}`);
    for (const n of names) {
        if (!known.includes(n)) {
            throw (0,errors/* configError */.Fj)(`unknown integration "${n}"${(0,suggest/* didYouMean */.a)(n, known)} (known: ${known.join(', ')})`, {
                field: '--integrations',
            });
        }
    }
    return names;
}
/** The agent name goes into a shell command line, so only names that need no quoting are accepted. */
function checkHookAgent(agent) {
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(agent)) {
        throw (0,errors/* configError */.Fj)(`--hooks "${agent}": the agent name goes into a shell command, so it must be letters, digits, ".", "_" or "-"; add the hooks by hand for other names`, { field: '--hooks' });
    }
    return agent;
}
/** Reads and merges without writing: every file is checked before any is written. */
async function planIntegration(root, file, add, hooks) {
    const abs = await (0,confine/* resolveInside */.LI)(root, root, file, { field: 'init --integrations' });
    const current = await readJsonObject(abs, file);
    const kept = [];
    const merged = hooks ? mergeHooks(current ?? {}, add, file) : mergeServers(current ?? {}, add, file, kept);
    const text = `${JSON.stringify(merged, null, 2)}\n`;
    const unchanged = current !== undefined && JSON.stringify(merged) === JSON.stringify(current);
    return { file, abs, exists: current !== undefined, text: unchanged ? undefined : text, kept };
}
async function writeIntegration(plan) {
    if (plan.text !== undefined)
        await (0,atomic/* writeFileAtomic */.Zf)(plan.abs, plan.text, { mkdirs: true });
}
async function readJsonObject(abs, file) {
    const bytes = await (0,regular/* readRegularFile */.XF)(abs, { maxBytes: regular/* MAX_CONFIG_BYTES */.GW, refuse: errors/* configError */.Fj });
    if (bytes === undefined)
        return undefined;
    let value;
    try {
        value = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
    }
    catch (err) {
        throw (0,errors/* configError */.Fj)(`${file} is not valid JSON (${err.message}); fix it, or add memkeep by hand as docs/reference.md shows. Nothing written.`, { file });
    }
    if (!isObject(value))
        throw (0,errors/* configError */.Fj)(`${file} is not a JSON object. Nothing written.`, { file });
    return value;
}
/** The snippet's one server added under its key (`mcpServers` or `servers`), next to the file's others. */
function mergeServers(current, add, file, kept) {
    const [key, servers] = Object.entries(add)[0];
    const existing = current[key] ?? {};
    if (!isObject(existing))
        throw (0,errors/* configError */.Fj)(`${file}: "${key}" is not a JSON object. Nothing written.`, { file });
    const merged = { ...existing };
    for (const [name, config] of Object.entries(servers)) {
        if (name in existing) {
            if (JSON.stringify(existing[name]) !== JSON.stringify(config))
                kept.push(`kept the existing "${name}" server (init never overwrites it)`);
        }
        else
            merged[name] = config;
    }
    return { ...current, [key]: merged };
}
/** Each hook group added to its event unless a hook there already runs the same command. */
function mergeHooks(current, add, file) {
    const existing = current.hooks ?? {};
    if (!isObject(existing))
        throw (0,errors/* configError */.Fj)(`${file}: "hooks" is not a JSON object. Nothing written.`, { file });
    const merged = { ...existing };
    for (const [event, groups] of Object.entries(add.hooks)) {
        const present = merged[event] ?? [];
        if (!Array.isArray(present))
            throw (0,errors/* configError */.Fj)(`${file}: "hooks.${event}" is not a JSON array. Nothing written.`, { file });
        const commands = new Set(present.flatMap((g) => (isObject(g) && Array.isArray(g.hooks) ? g.hooks : [])).map((h) => h?.command));
        const missing = groups.filter((g) => !g.hooks.every((h) => commands.has(h.command)));
        merged[event] = [...present, ...missing];
    }
    return { ...current, hooks: merged };
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The files `--integrations` and `--hooks` ask for, each read and merged (nothing written yet). */
async function planIntegrations(root, integrations, hooksAgent) {
    const plans = [];
    for (const name of integrations === undefined ? [] : parseIntegrations(integrations)) {
        const { file, snippet } = INTEGRATIONS[name];
        plans.push(await planIntegration(root, file, snippet, false));
    }
    if (hooksAgent !== undefined)
        plans.push(await planIntegration(root, HOOKS_FILE, claudeHooks(checkHookAgent(hooksAgent)), true));
    return plans;
}

;// CONCATENATED MODULE: ./src/ops/init.ts
/**
 * `init`: finds the memory layouts in a repository (config/detect.ts) and
 * the agents' MCP setups asked for (ops/integrations.ts), and with `write`
 * writes them, never over an existing config. A history ordered by git that
 * was committed in one commit cannot be ordered by git yet: init says so
 * and proposes a file order. Every target is checked before anything is
 * written, so one that leads out of the repository refuses the whole write.
 */







async function initStore(root, options) {
    // Read and merged before the layouts are written: a broken editor config refuses the whole run.
    const setups = await planIntegrations(root, options.integrations, options.hooks);
    const detected = await Promise.all(detectLayouts(root).map((d) => checkHistory(root, d)));
    const targets = new Map();
    if (options.write)
        for (const d of detected)
            if (d.configFile)
                targets.set(d.configFile, await (0,confine/* resolveInside */.LI)(root, root, d.configFile, { field: 'init --write' }));
    const found = [];
    for (const d of detected) {
        if (!d.configFile)
            found.push(d);
        else if (!options.write)
            found.push({ ...d, fate: 'proposed' });
        else
            found.push({ ...d, fate: await writeNew(targets.get(d.configFile) ?? (0,external_node_path_.join)(root, d.configFile), d.config) });
    }
    if (options.write)
        for (const plan of setups)
            await writeIntegration(plan);
    return { value: { found, setups }, warnings: [] };
}
/** Writes a new config file; one that exists is kept (init never overwrites). */
async function writeNew(file, text) {
    try {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
        await (0,promises_.writeFile)(file, text, { flag: 'wx' });
        return 'written';
    }
    catch (err) {
        if (err.code !== 'EEXIST')
            throw (0,errors/* ioError */.bD)('write', file, err);
        return 'kept';
    }
}
/**
 * A history whose order comes from git but whose lines were all committed
 * together: git cannot order its entries, so the config gets the file
 * order instead, with a warning saying why and how to switch back.
 */
async function checkHistory(root, d) {
    if (!d.gitOrdered || !d.fallbackOrder)
        return d;
    const blamed = await (0,blame.blameLines)((0,external_node_path_.join)(root, d.gitOrdered));
    if (!blamed)
        return d;
    const times = new Set([...blamed.values()].map((l) => l.time));
    if (times.size > 1)
        return d;
    const note = `warning: ${d.gitOrdered} was committed in one commit, so git cannot tell its entries apart: order = "${d.fallbackOrder}" proposed (set order = "git" once later commits add entries)`;
    const lines = d.config.split('\n');
    lines.splice(lines.length - 1, 0, `order = ${JSON.stringify(d.fallbackOrder)}`);
    return { ...d, notes: [...d.notes, note], config: lines.join('\n') };
}


/***/ })

};
