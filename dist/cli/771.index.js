export const id = 771;
export const ids = [771,269];
export const modules = {

/***/ 514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ plan)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/config/confine.ts
var confine = __webpack_require__(3635);
// EXTERNAL MODULE: ./src/format/layout.ts
var layout = __webpack_require__(7878);
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __webpack_require__(2574);
// EXTERNAL MODULE: ./src/git/line-times.ts
var line_times = __webpack_require__(7594);
// EXTERNAL MODULE: ./src/format/headings.ts
var headings = __webpack_require__(139);
;// CONCATENATED MODULE: ./src/memory/runlog/diagnose.ts

/** Known folders and the presets written for them. */
const FOLDERS = [
    [/(^|\/)\.(squad|ai-team)\//, ['squad', 'squad-dated', 'squad-bullets'], 'a Squad history'],
    [/(^|\/)memory-bank\//, ['cline', 'roo'], 'a memory bank'],
    [/(^|\/)\.claude\/agent-memory\//, ['claude-code'], 'Claude Code agent memory'],
    [/(^|\/)\.learnings\//, ['learnings'], 'self-improving-agent learnings'],
];
/** Warnings for the log at `relPath` (store-relative) holding `log` (undefined: not read). */
function diagnoseLog(memory, relPath, entries, log) {
    const out = [];
    const path = relPath.split('\\').join('/');
    for (const [folder, presets, what] of FOLDERS) {
        if (folder.test(path) && !presets.includes(memory.preset))
            out.push(`${relPath} is in ${what}'s folder but [memory] sets ${memory.preset === 'axe' ? 'no preset' : `preset = "${memory.preset}"`}: ` +
                `it would be trimmed as a plain run log; add preset = "${presets[0]}"${presets.length > 1
                    ? ` (or ${presets
                        .slice(1)
                        .map((p) => `"${p}"`)
                        .join(', ')})`
                    : ''}, as \`memkeep init\` proposes`);
    }
    if (log && log.length > 0 && entries === 0)
        out.push(noEntries(memory, relPath, log));
    return out;
}
function noEntries(memory, relPath, log) {
    const heads = (0,headings/* headingsOf */.z)(log, 4);
    const found = heads.length
        ? `headings found: ${heads
            .slice(0, 5)
            .map((h) => JSON.stringify(`${'#'.repeat(h.level)} ${h.title.trim()}`.slice(0, 60)))
            .join(', ')}${heads.length > 5 ? ', …' : ''}`
        : 'no headings found';
    const level = memory.layout.level;
    // The level most headings are at (other than the configured one) is where the entries likely are.
    const counts = [2, 3, 4].filter((l) => l !== level).map((l) => [l, heads.filter((h) => h.level === l).length]);
    const [best] = counts.sort((a, b) => b[1] - a[1]);
    const deeper = best && best[1] > 1 ? heads.find((h) => h.level === best[0]) : undefined;
    const section = deeper && deeper.level > 2 ? heads.filter((h) => h.level === 2 && h.start < deeper.start).at(-1) : undefined;
    const bullets = /^[-*+] /m.test(log.toString('utf8'));
    const fix = deeper
        ? `entry_heading = "${'#'.repeat(deeper.level)}"${section ? ` and entries_under = "${section.title.trim()}"` : ''}`
        : bullets
            ? 'entries = "items" (with entries_under = the section holding them)'
            : 'a preset (`memkeep init` proposes one) or entry_heading';
    return `${relPath} has ${log.length} bytes but no entries as [memory] reads it (${'#'.repeat(level)} entries${memory.layout.entriesUnder ? ` under "${memory.layout.entriesUnder}"` : ''}); ${found}; set ${fix}`;
}

// EXTERNAL MODULE: ./src/memory/runlog/scan.ts
var scan = __webpack_require__(8465);
// EXTERNAL MODULE: ./src/gc/model.ts
var model = __webpack_require__(1662);
// EXTERNAL MODULE: ./src/gc/steps/registry.ts + 6 modules
var registry = __webpack_require__(9385);
;// CONCATENATED MODULE: ./src/gc/plan.ts
/**
 * The plan: one plain value that says, per agent, what every maintenance
 * step would do. It is produced once, by `plan`, and shared by everything
 * after it: a dry run renders it and stops; a real run applies exactly it
 * (apply.ts) and renders both. The CLI and the Action make it the same way,
 * so a dry run shows what a real run does, wherever it runs.
 *
 * Nothing here writes: planning reads logs, file ages and (for the analysis)
 * may call the model. Per-agent failures are recorded in the plan, never
 * thrown, so one broken agent does not stop the rest.
 */









/** A log with bytes and no entries, read once more to say what it holds (bounded: the start is enough). */
function readLog(path) {
    try {
        return (0,regular/* readRegularFileSync */.cG)(path, { maxBytes: regular/* MAX_TEXT_BYTES */.$D });
    }
    catch {
        return undefined;
    }
}
/** Plans `steps` for `agents`; writes nothing. */
async function plan(store, agents, options) {
    const now = options.now ?? new Date();
    const result = {
        store,
        steps: options.steps,
        dryRun: options.dryRun,
        at: now.toISOString(),
        attempt: (options.previous?.attempt ?? 0) + 1,
        agents: agents.map((s) => startAgent(store, s)),
        notes: [],
        problems: [],
        lineTimes: options.previous?.lineTimes ?? blameOncePerLog(),
    };
    const reading = result.agents.filter((a) => a.status === 'planned');
    for (const [i, a] of reading.entries()) {
        options.progress?.('read', i + 1, reading.length, a.name);
        try {
            if (options.count === false) {
                // `memkeep trim` does not count: counting is reading the whole log, the cost it avoids.
                a.size = (0,scan/* logSize */.S2)(a.agent.memory.path);
            }
            else {
                a.scan = await (0,scan/* scanLog */.Or)(a.agent.memory.path, { layout: a.layout });
                a.entries = a.scan.count;
                a.size = a.scan.size;
            }
            // axe: a missing or empty log is "No memory entries", and nothing runs.
            if (a.size === 0)
                a.status = 'empty';
            const log = a.entries === 0 && a.size ? (a.scan?.content ?? readLog(a.agent.memory.path)) : undefined;
            const diagnosed = diagnoseLog(a.agent.memory, a.log, a.entries ?? 0, log);
            if (diagnosed.length > 0) {
                // The agent's config warnings are its loaded config's array: the plan gets its own.
                a.warnings = [...a.warnings, ...diagnosed];
                result.problems.push(...diagnosed.map((w) => `${a.name}: ${w}`));
            }
        }
        catch (err) {
            (0,model/* fail */.fJ)(a, err);
        }
    }
    for (const step of registry/* STEPS */.U) {
        if (options.steps.includes(step.name))
            await step.plan(result, { ...options, now });
    }
    // The steps shared the logs' bytes; the plan outlives them by a whole run (and 1,000 agents' logs add up).
    for (const a of result.agents)
        a.scan = undefined;
    return result;
}
function startAgent(store, s) {
    const a = {
        name: s.name,
        status: 'planned',
        agent: s.agent,
        steps: {},
        warnings: s.agent?.warnings ?? [],
    };
    if (s.error !== undefined)
        (0,model/* fail */.fJ)(a, s.error);
    else if (!s.agent?.memory.enabled)
        a.status = 'skipped';
    else {
        a.log = (0,confine/* storeRelative */.EM)(store, s.agent.memory.path);
        a.layout = (0,layout/* layoutOf */.aH)(s.agent.memory);
    }
    return a;
}
/**
 * Line times from `git blame`, run once per log and kept while the file is
 * unchanged (same inode, size and modification time): the trim, the analysis
 * and the cache key of one run all order the same log.
 */
function blameOncePerLog() {
    const seen = new Map();
    return (path) => {
        const st = (0,external_node_fs_.statSync)(path, { throwIfNoEntry: false });
        const id = st ? `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}` : '';
        const hit = seen.get(path);
        if (hit?.id === id)
            return hit.times;
        const times = (0,line_times/* lineTimes */.r)(path);
        seen.set(path, { id, times });
        return times;
    };
}


/***/ }),

/***/ 8771:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createServer: () => (/* binding */ createServer),
  resourceUri: () => (/* binding */ resourceUri)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ../../main/node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js + 58 modules
var mcp = __webpack_require__(1220);
// EXTERNAL MODULE: ../../main/node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(4836);
// EXTERNAL MODULE: ./src/config/confine.ts
var confine = __webpack_require__(3635);
// EXTERNAL MODULE: ./src/config/load.ts + 10 modules
var config_load = __webpack_require__(2662);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(4533);
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __webpack_require__(2574);
// EXTERNAL MODULE: ./src/memory/load.ts + 2 modules
var memory_load = __webpack_require__(5037);
// EXTERNAL MODULE: ./src/memory/typed/typed.ts
var typed_typed = __webpack_require__(6417);
;// CONCATENATED MODULE: ./src/ops/done.ts
/** The warnings a front end gives for one call: the store's and the agent's config first, then the operation's. */
function allWarnings(store, agent, done) {
    return [...store.warnings, ...agent.warnings, ...done.warnings];
}

// EXTERNAL MODULE: ./src/ops/fail.ts
var fail = __webpack_require__(5099);
// EXTERNAL MODULE: ./src/ops/load.ts
var ops_load = __webpack_require__(6643);
// EXTERNAL MODULE: ./src/ops/log.ts + 1 modules
var log = __webpack_require__(9605);
// EXTERNAL MODULE: ./src/ops/remember.ts
var remember = __webpack_require__(5764);
// EXTERNAL MODULE: ./src/ops/status.ts
var ops_status = __webpack_require__(6269);
// EXTERNAL MODULE: ./src/text/redact.ts + 2 modules
var redact = __webpack_require__(7231);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(3912);
;// CONCATENATED MODULE: ./src/mcp/search.ts
/**
 * Plain-text search over memory files for the MCP `search` tool: a line
 * matches when it contains every word of the query, case-insensitively. No
 * index: an agent's memory is small enough to read, and an index would be
 * one more file to keep in step with the store.
 *
 * Each file is redacted whole before it is searched: a private key's body
 * lines carry no marker of their own, and a token may cross the column
 * where a long line is cut. Only then are lines matched and cut.
 */



/** Longest line text returned: a hit in a huge line should not flood the answer. */
const MAX_LINE = 400;
/** Most bytes read of one file (4 MiB): the head of a huge file is searched, not the whole. */
const MAX_SEARCH_BYTES = 4 << 20;
async function searchFiles(files, query, limit) {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const hits = [];
    for (const path of files) {
        const text = readable(path);
        if (text === undefined)
            continue;
        const lines = (0,redact/* redactSecrets */.fp)(text).text.split('\n');
        for (let i = 0; i < lines.length; i++) {
            const lower = lines[i].toLowerCase();
            if (!words.every((w) => lower.includes(w)))
                continue;
            hits.push({ path, line: i + 1, text: lines[i].slice(0, MAX_LINE) });
            if (hits.length >= limit)
                return hits;
        }
    }
    return hits;
}
/**
 * The file's text, bounded; undefined for what cannot be searched: missing,
 * binary, or not a regular file. A NUL in a run log (an agent logged one) is
 * shown as U+FFFD rather than hiding the whole log.
 */
function readable(path) {
    try {
        return (0,memory_load/* readTextHead */.q8)(path, MAX_SEARCH_BYTES, { nul: 'keep' })?.text.replace(/\u0000/g, '\ufffd');
    }
    catch (err) {
        if (err instanceof errors/* MemkeepError */.xp)
            return undefined;
        throw err;
    }
}

;// CONCATENATED MODULE: ./src/mcp/server.ts
/**
 * `memkeep mcp`: the store as an MCP server (official TypeScript SDK), so an
 * agent reaches its memory without a shell. Every tool calls the same
 * library functions as the CLI command of the same name, so the store rules
 * hold here too: paths confined to the store root, the run-log write lock,
 * atomic rewrites, and redaction of text that came from logs.
 *
 * A failed call is a tool result with `isError` (the model sees the reason
 * and can correct itself) and changes nothing; arguments that do not match a
 * tool's schema are refused by the SDK before any handler runs.
 */


















/** Largest load over MCP: clients end the session on a message near 10 MB. */
const MAX_MCP_BUDGET = 1 << 20;
const AGENT = schemas/* string */.YjP().min(1).describe('agent name, as in agents/<name>.toml or agents/<name>/Aidefile');
/** The server for the store at `root` (absolute); the config is read again on every call. */
function createServer(root) {
    const server = new mcp/* McpServer */._({ name: 'memkeep', version: version/* VERSION */.x });
    const store = () => (0,config_load/* loadStoreConfig */.oj)(root);
    server.registerTool('load', {
        description: 'What an agent should start a run with: its core files, distilled files (digest.md, lessons.md), procedural notes and newest run-log entries, within a byte budget. Secrets are redacted.',
        inputSchema: {
            agent: AGENT,
            // A tool answer over the client's message limit ends the session: the budget stays well below it.
            budget: schemas/* number */.aig()
                .int()
                .positive()
                .max(MAX_MCP_BUDGET)
                .optional()
                .describe(`most bytes of text (default 25600, at most ${MAX_MCP_BUDGET})`),
            entries: schemas/* number */.aig().int().nonnegative().optional().describe('run-log entries to consider (default last_n)'),
        },
    }, (args) => run(async () => {
        const s = await store();
        const agent = await (0,config_load/* loadAgent */.eR)(s, args.agent);
        const load = await (0,ops_load/* loadMemory */.a)(s, agent, { budget: args.budget, entries: args.entries });
        return ((0,memory_load/* renderAgentLoad */.C9)(load.value, (0,confine/* storeRelative */.EM)(s, agent.memory.path)) + warningsText(allWarnings(s, agent, load)));
    }));
    server.registerTool('log', {
        description: "Append one entry to an agent's run log (axe format): what it was asked and what it produced.",
        inputSchema: {
            agent: AGENT,
            task: schemas/* string */.YjP().min(1).describe('what the agent was asked to do'),
            result: schemas/* string */.YjP().min(1).describe('what it produced (cut at 1000 bytes)'),
        },
    }, (args) => run(async () => {
        const s = await store();
        const agent = await (0,config_load/* loadAgent */.eR)(s, args.agent);
        const logged = await (0,log/* logEntry */.J)(agent, { task: args.task, result: args.result });
        return (0,log/* loggedLine */.D)(s, agent, logged.value) + warningsText(allWarnings(s, agent, logged));
    }));
    server.registerTool('fail', {
        description: "Record a failed run in the agent's procedural failures.md (aide format).",
        inputSchema: {
            agent: AGENT,
            why: schemas/* string */.YjP().min(1).describe('partial, timeout, failure, cancelled or free text'),
            task: schemas/* string */.YjP().min(1).describe('the task that failed'),
            tokens: schemas/* number */.aig().int().nonnegative().optional(),
            issue: schemas/* string */.YjP().optional(),
            run_url: schemas/* string */.YjP().optional(),
            commit: schemas/* string */.YjP().optional(),
        },
    }, (args) => run(async () => {
        const s = await store();
        const agent = await (0,config_load/* loadAgent */.eR)(s, args.agent);
        const failed = await (0,fail/* recordFailure */.C)(agent, {
            why: args.why,
            task: args.task,
            tokens: args.tokens,
            issue: args.issue,
            runUrl: args.run_url,
            commit: args.commit,
        });
        return (`Recorded failure note in ${(0,confine/* storeRelative */.EM)(s, failed.value)}.` + warningsText(allWarnings(s, agent, failed)));
    }));
    server.registerTool('remember', {
        description: 'Set sections of USER_PROFILE.md (scope "profile") or of a project\'s MEMORY.md (scope "project", with workdir). Only the fixed headings are allowed.',
        inputSchema: {
            scope: schemas/* enum */.k5n(['profile', 'project']),
            workdir: schemas/* string */.YjP().optional().describe('absolute project directory (scope "project")'),
            sections: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).describe('heading to body; an empty body clears the section'),
        },
    }, (args) => run(async () => {
        if (args.scope === 'project' && !args.workdir) {
            throw (0,errors/* configError */.Fj)('remember: scope "project" needs workdir', { field: 'workdir' });
        }
        const s = await store();
        const target = args.scope === 'profile' ? { profile: true } : { profile: false, workdir: args.workdir };
        const updates = new Map(Object.entries(args.sections));
        const file = await (0,remember/* rememberSections */.o)(s, target, updates);
        return `Updated ${[...updates.keys()].join(', ')} in ${(0,confine/* storeRelative */.EM)(s, file)}.`;
    }));
    server.registerTool('status', {
        description: 'Per agent: layout, entries against last_n, size and estimated tokens, and what the next gc would do.',
        inputSchema: { agent: AGENT.optional() },
    }, (args) => run(async () => {
        const s = await store();
        const agents = args.agent ? [await (0,config_load/* loadAgent */.eR)(s, args.agent)] : await (0,config_load/* loadAllAgents */.ih)(s);
        return JSON.stringify((await (0,ops_status.agentStatuses)(s, agents, process.env)).statuses, null, 2);
    }));
    server.registerTool('search', {
        description: "Plain-text search over an agent's memory files (core, procedural, episodic, run log): lines containing every word of the query, case-insensitive.",
        inputSchema: {
            agent: AGENT,
            query: schemas/* string */.YjP().trim().min(1),
            limit: schemas/* number */.aig().int().positive().max(500).optional().describe('most matching lines (default 50)'),
        },
    }, (args) => run(async () => {
        const s = await store();
        const agent = await (0,config_load/* loadAgent */.eR)(s, args.agent);
        const hits = await searchFiles(await memoryFiles(agent), args.query, args.limit ?? 50);
        if (hits.length === 0)
            return `No matches for "${args.query}".`;
        // The hits are redacted already (whole files, before matching).
        return hits.map((h) => `${(0,confine/* storeRelative */.EM)(s, h.path)}:${h.line}: ${h.text}`).join('\n');
    }));
    server.registerResource('memory', new mcp/* ResourceTemplate */.Z('memkeep://{agent}/{path}', {
        list: async () => {
            const s = await store();
            const resources = [];
            // A broken agent config hides only that agent's files.
            for (const agent of (await (0,config_load/* loadEveryAgent */.hE)(s)).agents) {
                for (const file of await memoryFiles(agent)) {
                    const rel = (0,confine/* storeRelative */.EM)(s, file);
                    resources.push({
                        uri: resourceUri(agent.name, rel),
                        name: `${agent.name}: ${rel}`,
                        mimeType: 'text/markdown',
                    });
                }
            }
            return { resources };
        },
    }), { description: "Agents' memory files (redacted)", mimeType: 'text/markdown' }, async (uri, variables) => {
        const s = await store();
        const agent = await (0,config_load/* loadAgent */.eR)(s, String(variables.agent));
        const file = await memberFile(s, agent, decodeURIComponent(String(variables.path)));
        const bytes = (await (0,regular/* readRegularFile */.XF)(file, { maxBytes: regular/* MAX_TEXT_BYTES */.$D })) ?? Buffer.alloc(0);
        const text = (0,redact/* redactSecrets */.fp)(bytes.toString('utf8')).text;
        return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text }] };
    });
    return server;
}
function resourceUri(agent, rel) {
    return `memkeep://${encodeURIComponent(agent)}/${encodeURIComponent(rel)}`;
}
/** Every file of an agent's memory that exists: core files, typed memory, the run log. */
async function memoryFiles(agent) {
    const m = agent.memory;
    const typed = [...(await (0,typed_typed/* listTypedFiles */.wg)(m.proceduralDir)), ...(await (0,typed_typed/* listTypedFiles */.wg)(m.episodicDir))];
    const candidates = [...m.coreFiles, ...typed, m.path];
    const existing = [];
    for (const file of new Set(candidates)) {
        if (await isReadable(file))
            existing.push(file);
    }
    return existing;
}
/** A resource path must name one of the agent's memory files: nothing else in (or out of) the store is served. */
async function memberFile(store, agent, rel) {
    const file = (await memoryFiles(agent)).find((f) => (0,confine/* storeRelative */.EM)(store, f) === rel);
    if (!file)
        throw (0,errors/* configError */.Fj)(`"${rel}" is not a memory file of agent "${agent.name}"`, { field: 'path' });
    return file;
}
async function isReadable(file) {
    try {
        return (await (0,promises_.stat)(file)).isFile();
    }
    catch {
        return false;
    }
}
function warningsText(warnings) {
    return warnings.length ? `\n${warnings.map((w) => `Warning: ${w}`).join('\n')}\n` : '';
}
/** One tool call: its text, or the error as memkeep words it, flagged for the client. */
async function run(body) {
    try {
        return { content: [{ type: 'text', text: await body() }] };
    }
    catch (err) {
        return { isError: true, content: [{ type: 'text', text: `Error: ${(0,errors/* formatError */.Wk)(err)}` }] };
    }
}


/***/ }),

/***/ 6269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   agentStatuses: () => (/* binding */ agentStatuses),
/* harmony export */   statusTotals: () => (/* binding */ statusTotals)
/* harmony export */ });
/* harmony import */ var _config_confine_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3635);
/* harmony import */ var _gc_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(514);
/* harmony import */ var _gc_steps_trim_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2947);
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7446);
/* harmony import */ var _text_tokens_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3274);
/**
 * `memkeep status`: per agent, where its memory is, how big it is against
 * its limits, and what the next gc, trim and prune each do. Read-only and
 * offline (a shallow clone is not deepened: an age it hides is reported as
 * unknown).
 *
 * The "next" part is gc's own plan (trim and prune, no analysis), the value
 * a dry run shows and a real run applies: a refused trim, a knowledge file
 * and every file kept although old enough are said with their real reason.
 */





function statusTotals(statuses) {
    const t = { agents: 0, enabled: 0, entries: 0, bytes: 0, tokens: 0, trim: 0, prune: 0, kept: 0 };
    for (const s of statuses) {
        t.agents++;
        if (s.enabled)
            t.enabled++;
        t.entries += s.entries;
        t.bytes += s.bytes;
        t.tokens += s.tokens;
        t.trim += s.next.trim;
        t.prune += s.next.prune;
        t.kept += s.next.kept;
    }
    return t;
}
async function agentStatuses(store, agents, env, progress) {
    // Status is a look, not a job: it never fetches to deepen a shallow clone.
    const next = await (0,_gc_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .plan */ .e)(store, agents.map((agent) => ({ name: agent.name, agent })), { steps: ['trim', 'prune'], dryRun: true, deepen: false, list: false, analysis: { store, env }, progress });
    const rel = (p) => (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_0__/* .storeRelative */ .EM)(store, p);
    const statuses = next.agents.map((a) => {
        const agent = a.agent;
        const m = agent.memory;
        const tokens = (0,_text_tokens_js__WEBPACK_IMPORTED_MODULE_3__/* .estimateTokens */ .b)(a.size ?? 0);
        const keep = a.steps.trim?.target;
        const trim = a.steps.trim?.plan?.removed ?? 0;
        const items = a.steps.prune?.items ?? [];
        const oldest = items.reduce((best, i) => (best && (best.age.modified?.getTime() ?? 0) <= (i.age.modified?.getTime() ?? 0) ? best : i), undefined);
        const overCompactAfter = m.compactAfter !== undefined && tokens > m.compactAfter;
        const kept = a.steps.prune?.kept.length ?? 0;
        const trimStep = a.steps.trim;
        const trimNow = trimSummary(m.enabled, trimStep, trim, a.entries ?? 0);
        return {
            agent: agent.name,
            enabled: m.enabled,
            layout: {
                form: agent.form,
                config: rel(agent.configFile),
                log: rel(m.path),
                proceduralDir: rel(m.proceduralDir),
                episodicDir: rel(m.episodicDir),
                coreFiles: m.coreFiles.map(rel),
            },
            entries: a.entries ?? 0,
            lastN: m.lastN,
            maxEntries: m.maxEntries,
            bytes: a.size ?? 0,
            tokens,
            compactAfter: m.compactAfter,
            overCompactAfter,
            oldestPrunable: oldest && { path: rel(oldest.path), type: oldest.type, age: oldest.ageText },
            next: {
                trim,
                keep,
                prune: items.length,
                kept,
                keptFiles: (a.steps.prune?.kept ?? []).map((k) => ({ path: rel(k.path), reason: k.message })),
                refused: trimStep?.refused ?? null,
                knowledge: trimStep?.knowledge ?? null,
                summary: gcSummary(m.enabled, trimNow, overCompactAfter),
                trimSummary: trimNow,
                pruneSummary: !m.enabled
                    ? 'nothing (memory not enabled)'
                    : items.length
                        ? `prune ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(items.length, 'file', 'files')}: ${items.map((i) => `${rel(i.path)} (${i.rule})`).join(', ')}`
                        : 'nothing to prune',
            },
        };
    });
    return { statuses, warnings: next.problems };
}
/** What the trim does next: entries removed, or why none (within the limit, knowledge, refused, locked). */
function trimSummary(enabled, step, trim, entries) {
    if (!enabled)
        return 'nothing (memory not enabled)';
    if (!step?.target)
        return 'nothing: no trim target (last_n and max_entries are 0)';
    if (step.knowledge)
        return `nothing: a knowledge file (${step.knowledge}), never trimmed by count`;
    if (step.refused)
        return (0,_gc_steps_trim_js__WEBPACK_IMPORTED_MODULE_2__/* .attention */ .fP)(step.refused);
    if (step.locked)
        return 'nothing: the log is locked';
    if (trim > 0)
        return `trim ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(trim, 'entry', 'entries')} (keep ${step.target})`;
    return `nothing to trim (${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(entries, 'entry', 'entries')}, limit ${step.target})`;
}
/** `memkeep gc`: analyse, then the trim's part (CLI gc never prunes: `memkeep prune` and the Action do). */
function gcSummary(enabled, trim, over) {
    if (!enabled)
        return 'nothing (memory not enabled)';
    const parts = trim.startsWith('trim ') ? [trim] : [];
    if (over)
        parts.push('warn: over compact_after');
    const head = parts.length > 0 ? `analyse, ${parts.join(', ')}` : 'analyse only (nothing to trim)';
    return trim.startsWith('trim ') || trim.startsWith('nothing to trim') ? head : `${head}; trim: ${trim}`;
}


/***/ })

};
