export const id = 849;
export const ids = [849,565];
export const modules = {

/***/ 849:
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
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js + 58 modules
var mcp = __webpack_require__(8638);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/analysis/redact.ts + 1 modules
var redact = __webpack_require__(2486);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/format/layout.ts
var layout = __webpack_require__(533);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(9133);
// EXTERNAL MODULE: ./src/status.ts
var src_status = __webpack_require__(5565);
// EXTERNAL MODULE: ./src/store/agent-load.ts
var agent_load = __webpack_require__(1757);
// EXTERNAL MODULE: ./src/store/config.ts + 10 modules
var config = __webpack_require__(9938);
// EXTERNAL MODULE: ./src/store/failures.ts
var failures = __webpack_require__(9646);
// EXTERNAL MODULE: ./src/store/remember.ts
var remember = __webpack_require__(3594);
// EXTERNAL MODULE: ./src/store/runlog.ts
var runlog = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/store/typed.ts
var store_typed = __webpack_require__(793);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/mcp/search.ts
/**
 * Plain-text search over memory files for the MCP `search` tool: a line
 * matches when it contains every word of the query, case-insensitively. No
 * index: an agent's memory is small enough to read, and an index would be
 * one more file to keep in step with the store.
 */

/** Longest line text returned: a hit in a huge line should not flood the answer. */
const MAX_LINE = 400;
async function searchFiles(files, query, limit) {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const hits = [];
    for (const path of files) {
        // Binary files are skipped rather than matched byte by byte.
        const text = await (0,agent_load/* readText */.yR)(path);
        if (text === undefined)
            continue;
        const lines = text.split('\n');
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
















const AGENT = schemas/* string */.YjP().min(1).describe('agent name, as in agents/<name>.toml or agents/<name>/Aidefile');
/** The server for the store at `root` (absolute); the config is read again on every call. */
function createServer(root) {
    const server = new mcp/* McpServer */._({ name: 'memkeep', version: version/* VERSION */.x });
    const store = () => (0,config/* loadStoreConfig */.oj)(root);
    server.registerTool('load', {
        description: 'What an agent should start a run with: its core files, distilled files (digest.md, lessons.md), procedural notes and newest run-log entries, within a byte budget. Secrets are redacted.',
        inputSchema: {
            agent: AGENT,
            budget: schemas/* number */.aig().int().positive().optional().describe('most bytes of text (default 25600)'),
            entries: schemas/* number */.aig().int().nonnegative().optional().describe('run-log entries to consider (default last_n)'),
        },
    }, (args) => run(async () => {
        const s = await store();
        const agent = await (0,config/* loadAgent */.eR)(s, args.agent);
        const load = await (0,agent_load/* loadForAgent */.Ws)(s, agent, { budget: args.budget, entries: args.entries });
        return (0,agent_load/* renderAgentLoad */.C9)(load, (0,config/* storeRelative */.EM)(s, agent.memory.path)) + warningsText(load.warnings);
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
        const agent = await (0,config/* loadAgent */.eR)(s, args.agent);
        await (0,runlog/* appendEntry */.D4)(agent.memory.path, { task: args.task, result: args.result }, (0,layout/* layoutOf */.aH)(agent.memory));
        const count = await (0,runlog/* countEntries */.EX)(agent.memory.path, { layout: (0,layout/* layoutOf */.aH)(agent.memory) });
        return `Appended entry to ${(0,config/* storeRelative */.EM)(s, agent.memory.path)} (${(0,plural/* plural */.L)(count, 'entry', 'entries')}).`;
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
        const agent = await (0,config/* loadAgent */.eR)(s, args.agent);
        const file = await (0,failures/* appendFailureNote */.lA)(agent.memory.proceduralDir, {
            why: args.why,
            task: args.task,
            tokens: args.tokens,
            issue: args.issue,
            runUrl: args.run_url,
            commit: args.commit,
        });
        return `Recorded failure note in ${(0,config/* storeRelative */.EM)(s, file)}.`;
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
        return `Updated ${[...updates.keys()].join(', ')} in ${(0,config/* storeRelative */.EM)(s, file)}.`;
    }));
    server.registerTool('status', {
        description: 'Per agent: layout, entries against last_n, size and estimated tokens, and what the next gc would do.',
        inputSchema: { agent: AGENT.optional() },
    }, (args) => run(async () => {
        const s = await store();
        const agents = args.agent ? [await (0,config/* loadAgent */.eR)(s, args.agent)] : await (0,config/* loadAllAgents */.ih)(s);
        return JSON.stringify((await (0,src_status.agentStatuses)(s, agents, process.env)).statuses, null, 2);
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
        const agent = await (0,config/* loadAgent */.eR)(s, args.agent);
        const hits = await searchFiles(await memoryFiles(agent), args.query, args.limit ?? 50);
        if (hits.length === 0)
            return `No matches for "${args.query}".`;
        return (0,redact/* redactSecrets */.fp)(hits.map((h) => `${(0,config/* storeRelative */.EM)(s, h.path)}:${h.line}: ${h.text}`).join('\n')).text;
    }));
    server.registerResource('memory', new mcp/* ResourceTemplate */.Z('memkeep://{agent}/{path}', {
        list: async () => {
            const s = await store();
            const resources = [];
            for (const agent of await (0,config/* loadAllAgents */.ih)(s)) {
                for (const file of await memoryFiles(agent)) {
                    const rel = (0,config/* storeRelative */.EM)(s, file);
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
        const agent = await (0,config/* loadAgent */.eR)(s, String(variables.agent));
        const file = await memberFile(s, agent, decodeURIComponent(String(variables.path)));
        const text = (0,redact/* redactSecrets */.fp)((await (0,promises_.readFile)(file)).toString('utf8')).text;
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
    const typed = [...(await (0,store_typed/* listTypedFiles */.wg)(m.proceduralDir)), ...(await (0,store_typed/* listTypedFiles */.wg)(m.episodicDir))];
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
    const file = (await memoryFiles(agent)).find((f) => (0,config/* storeRelative */.EM)(store, f) === rel);
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

/***/ 5565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   agentStatuses: () => (/* binding */ agentStatuses)
/* harmony export */ });
/* harmony import */ var _analysis_tokens_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1106);
/* harmony import */ var _gc_plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5623);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9133);
/* harmony import */ var _store_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9938);
/**
 * `memkeep status`: per agent, where its memory is, how big it is against
 * its limits, and what the next gc would do. Read-only and offline (a shallow
 * clone is not deepened: an age it hides is reported as unknown).
 *
 * The "next gc" part is gc's own plan (trim and prune, no analysis), the
 * value a dry run shows and a real run applies.
 */




async function agentStatuses(store, agents, env) {
    // Status is a look, not a job: it never fetches to deepen a shallow clone.
    const next = await (0,_gc_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .plan */ .e)(store, agents.map((agent) => ({ name: agent.name, agent })), { steps: ['trim', 'prune'], dryRun: true, deepen: false, analysis: { store, env } });
    const rel = (p) => (0,_store_config_js__WEBPACK_IMPORTED_MODULE_1__/* .storeRelative */ .EM)(store, p);
    const statuses = next.agents.map((a) => {
        const agent = a.agent;
        const m = agent.memory;
        const tokens = (0,_analysis_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .estimateTokens */ .b)(a.size ?? 0);
        const keep = a.steps.trim?.target;
        const trim = a.steps.trim?.plan?.removed ?? 0;
        const items = a.steps.prune?.items ?? [];
        const oldest = items.reduce((best, i) => (best && (best.age.modified?.getTime() ?? 0) <= (i.age.modified?.getTime() ?? 0) ? best : i), undefined);
        const overCompactAfter = m.compactAfter !== undefined && tokens > m.compactAfter;
        const kept = a.steps.prune?.kept.length ?? 0;
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
                summary: summary(m.enabled, trim, keep, items.length, overCompactAfter),
            },
        };
    });
    return { statuses, warnings: next.problems };
}
function summary(enabled, trim, keep, prune, over) {
    if (!enabled)
        return 'nothing (memory not enabled)';
    const parts = [];
    if (trim > 0)
        parts.push(`trim ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(trim, 'entry', 'entries')} (keep ${keep})`);
    if (prune > 0)
        parts.push(`prune ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(prune, 'file', 'files')}`);
    if (over)
        parts.push('warn: over compact_after');
    return parts.length > 0 ? `analyse, ${parts.join(', ')}` : 'analyse only (nothing to trim or prune)';
}


/***/ })

};
