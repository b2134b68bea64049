export const id = 506;
export const ids = [506,501,308];
export const modules = {

/***/ 506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runGc: () => (/* binding */ runGc)
/* harmony export */ });
/* harmony import */ var _analysis_analyze_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3288);
/* harmony import */ var _analysis_cache_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7380);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _gc_agents_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(178);
/* harmony import */ var _gc_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4235);
/* harmony import */ var _render_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5104);
/* harmony import */ var _render_sections_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1102);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(893);
/* harmony import */ var _render_totals_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1129);
/* harmony import */ var _maintenance_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6501);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9851);
/* harmony import */ var _warn_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9900);
/**
 * `memkeep gc`: analyse, trim and distil (axe's gc) through the
 * maintenance use case (gc/run.ts), for one agent or `--all`. Messages,
 * their order and exit codes are axe's where axe has them.
 */












/** `memkeep gc`: analyse and trim (axe gc), for one agent or `--all`. */
async function runGc(options, io) {
    // axe prints these two bare and exits 1 (its binding contract for gc); scripts match both.
    if (options.all && options.agent)
        return argumentError('cannot specify both --all and an agent name', io);
    if (!options.all && !options.agent)
        return argumentError('agent name is required (or use --all)', io);
    let run;
    let store;
    const count = (0,_progress_js__WEBPACK_IMPORTED_MODULE_11__/* .counter */ .h)(io, options.progress === true);
    try {
        const checked = await (0,_maintenance_js__WEBPACK_IMPORTED_MODULE_9__/* .storeForRun */ .I)(options, 'gc', io);
        store = checked.store;
        const timeoutMs = (0,_analysis_analyze_js__WEBPACK_IMPORTED_MODULE_0__/* .modelTimeout */ .Jw)(io.env);
        const state = await (0,_analysis_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .readState */ .un)(store.root);
        const skipped = [];
        const agents = await (0,_gc_agents_js__WEBPACK_IMPORTED_MODULE_3__/* .selectAgents */ .d)(store, options.agent ? [options.agent] : [], options.all, skipped, {
            refuseUnknownKeys: checked.strict,
            progress: count.progress,
        });
        await (0,_warn_js__WEBPACK_IMPORTED_MODULE_10__/* .warn */ .R)(io, skipped);
        const analysis = { store, env: io.env, analyzer: options.analyzer, model: options.model, cache: state, timeoutMs };
        const steps = [
            'trim',
            'analyse',
            ...(store.gc.distil && !options.noDistil ? ['distil'] : []),
        ];
        if (!options.commit)
            return await gcInBatches(store, agents, { steps, analysis, dryRun: options.dryRun }, state, options, io);
        run = await (0,_gc_run_js__WEBPACK_IMPORTED_MODULE_4__/* .runMaintenance */ .F)(store, agents, { steps, analysis, dryRun: options.dryRun, progress: count.progress }, { author: options.author });
        count.end();
        await (0,_maintenance_js__WEBPACK_IMPORTED_MODULE_9__/* .warnRecovered */ .K)(run, io);
        const updates = await (0,_gc_run_js__WEBPACK_IMPORTED_MODULE_4__/* .runUpdates */ .e)(run.applied);
        if ((0,_analysis_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .hasUpdates */ .ph)(updates))
            await saveState(store.root, (0,_analysis_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeState */ .I5)(state, updates), io);
    }
    catch (e) {
        count.end();
        await (0,_warn_js__WEBPACK_IMPORTED_MODULE_10__/* .printError */ .y)(io, e);
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .exitCodeOf */ .FO)(e);
    }
    const failed = run.plan.agents.filter((a) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_7__/* .agentFailure */ .Os)(a, run.applied)).length;
    // A refused trim needs attention, not a failed job: the analysis, distil and load went on.
    const refused = options.strict ? run.plan.agents.filter((a) => a.steps.trim?.refused).length : 0;
    let code = options.all
        ? failed || refused
            ? 1
            : 0
        : ((0,_render_text_js__WEBPACK_IMPORTED_MODULE_7__/* .agentFailure */ .Os)(run.plan.agents[0], run.applied)?.code ?? (refused ? 1 : 0));
    if (run.commitError !== undefined)
        code = Math.max(code, (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .exitCodeOf */ .FO)(run.commitError), failed ? 1 : 0);
    if (options.json) {
        io.out((0,_render_json_js__WEBPACK_IMPORTED_MODULE_5__/* .renderJson */ .hF)(run.plan, run.applied, {
            command: 'gc',
            exitCode: code,
            commit: run.commit ?? null,
            entries: options.entries,
        }));
        return code;
    }
    (0,_render_text_js__WEBPACK_IMPORTED_MODULE_7__/* .renderGc */ .zk)(run.plan, run.applied, io, options.all);
    if (run.commitError !== undefined)
        await (0,_warn_js__WEBPACK_IMPORTED_MODULE_10__/* .printError */ .y)(io, run.commitError);
    (0,_render_text_js__WEBPACK_IMPORTED_MODULE_7__/* .renderCommit */ .ak)(run.commit, run.applied, io, true);
    gcClosingLines(options, (0,_render_totals_js__WEBPACK_IMPORTED_MODULE_8__/* .runTotals */ .zj)(run.plan, run.applied), run.plan.dryRun, failed, io);
    return code;
}
/** Agents gc plans, applies and reports together before it reads the next ones. */
const BATCH = 8;
/**
 * gc outside commit mode, a few agents at a time: each batch is planned,
 * applied and reported before the next is read, so a run holds one batch's
 * plan (its listed entries, analyses and digests), not the whole store's,
 * and the report of the first agent comes out before the last is read.
 * Commit mode plans the whole store at once: it applies and commits it as
 * one change, and re-plans all of it when the branch moved.
 */
async function gcInBatches(store, agents, options, state, gc, io) {
    const now = new Date();
    const json = gc.json &&
        new _render_json_js__WEBPACK_IMPORTED_MODULE_5__/* .JsonWriter */ ._W(io.out, {
            command: 'gc',
            dryRun: options.dryRun,
            plannedAt: now.toISOString(),
            attempt: 1,
            applied: !options.dryRun,
        });
    const updates = { agents: {}, distilled: {} };
    const notes = [];
    const problems = [];
    const count = (0,_progress_js__WEBPACK_IMPORTED_MODULE_11__/* .counter */ .h)(io, gc.progress === true);
    let totals;
    let failed = 0;
    let refused = 0;
    let code = 0;
    try {
        for (let i = 0; i < agents.length; i += BATCH) {
            // The counter counts the store's agents, not the batch's.
            const progress = count.progress;
            const batch = progress &&
                ((phase, done, _total, agent) => progress(phase, i + done, agents.length, agent));
            const run = await (0,_gc_run_js__WEBPACK_IMPORTED_MODULE_4__/* .runMaintenance */ .F)(store, agents.slice(i, i + BATCH), {
                ...options,
                now,
                progress: batch || undefined,
            });
            count.end();
            // Described once for the totals and the report: it lists every entry a trim drops.
            const described = json ? undefined : (0,_render_sections_js__WEBPACK_IMPORTED_MODULE_6__/* .describe */ .q0)(run.plan, run.applied);
            totals = (0,_render_totals_js__WEBPACK_IMPORTED_MODULE_8__/* .addTotals */ .lB)(totals, (0,_render_totals_js__WEBPACK_IMPORTED_MODULE_8__/* .runTotals */ .zj)(run.plan, run.applied, described));
            const batchUpdates = await (0,_gc_run_js__WEBPACK_IMPORTED_MODULE_4__/* .runUpdates */ .e)(run.applied);
            Object.assign(updates.agents, batchUpdates.agents);
            Object.assign(updates.distilled, batchUpdates.distilled);
            const failures = run.plan.agents.map((a) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_7__/* .agentFailure */ .Os)(a, run.applied));
            failed += failures.filter(Boolean).length;
            // A refused trim needs attention, not a failed job: the analysis, distil and load went on.
            const refusals = gc.strict ? run.plan.agents.filter((a) => a.steps.trim?.refused).length : 0;
            refused += refusals;
            if (i === 0 && !gc.all)
                code = failures[0]?.code ?? (refusals ? 1 : 0);
            notes.push(...run.plan.notes);
            problems.push(...run.plan.problems, ...(run.applied?.problems ?? []));
            if (json)
                json.agents((0,_render_json_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonAgents */ .Rq)(run.plan, run.applied, gc.entries));
            else
                (0,_render_text_js__WEBPACK_IMPORTED_MODULE_7__/* .renderGc */ .zk)(run.plan, run.applied, io, gc.all, described);
        }
    }
    catch (e) {
        count.end();
        await (0,_warn_js__WEBPACK_IMPORTED_MODULE_10__/* .printError */ .y)(io, e);
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .exitCodeOf */ .FO)(e);
    }
    if ((0,_analysis_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .hasUpdates */ .ph)(updates))
        await saveState(store.root, (0,_analysis_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeState */ .I5)(state, updates), io);
    if (gc.all)
        code = failed || refused ? 1 : 0;
    const all = totals ?? (0,_render_totals_js__WEBPACK_IMPORTED_MODULE_8__/* .addTotals */ .lB)(undefined, undefined);
    if (json)
        json.end({ totals: all, notes, problems, failed, commit: null, exitCode: code });
    else
        gcClosingLines(gc, all, options.dryRun, failed, io);
    return code;
}
function gcClosingLines(options, totals, dryRun, failed, io) {
    if (!options.all)
        return;
    // axe's line alone on stdout, word for word (scripts compare it); where to start is advice, on stderr.
    if (totals.agents === 0) {
        io.out('No agents with memory enabled.\n');
        io.err(`${_render_text_js__WEBPACK_IMPORTED_MODULE_7__/* .INIT_HINT */ .LB}\n`);
    }
    else
        io.out(`${(0,_render_totals_js__WEBPACK_IMPORTED_MODULE_8__/* .totalsLine */ .sX)(totals, dryRun)}\n`);
    if (failed)
        io.err(`gc completed with errors: ${failed} of ${totals.agents} agents failed\n`);
}
/**
 * gc's two argument errors: axe's line, bare, and axe's exit 1 (scripts
 * written for axe's gc match both), where every other memkeep usage error
 * exits 2 (README).
 */
function argumentError(message, io) {
    io.err(`${message}\n`);
    return 1;
}
async function saveState(root, state, io) {
    try {
        await (0,_analysis_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .writeState */ .Jq)(root, state);
    }
    catch (e) {
        io.err(`Warning: could not save the analysis cache: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .formatError */ .Wk)(e)}\n`);
    }
}


/***/ }),

/***/ 6501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ storeForRun),
/* harmony export */   K: () => (/* binding */ warnRecovered),
/* harmony export */   runPrune: () => (/* binding */ runPrune),
/* harmony export */   runTrim: () => (/* binding */ runTrim)
/* harmony export */ });
/* harmony import */ var _config_store_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2086);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _fs_lock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2088);
/* harmony import */ var _gc_agents_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(178);
/* harmony import */ var _gc_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4235);
/* harmony import */ var _gc_steps_trim_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4194);
/* harmony import */ var _git_leftovers_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2620);
/* harmony import */ var _render_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5104);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(893);
/* harmony import */ var _render_totals_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1129);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1590);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9851);
/* harmony import */ var _warn_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9900);
/**
 * The maintenance commands trim and prune, and what every maintenance
 * command (gc-command.ts too) does before it runs the maintenance use case
 * (gc/run.ts): load the store and check that it may change it. Each picks
 * its agents and steps, runs the use case, and hands plan and outcome to a
 * renderer.
 */













/**
 * Loads the store and, for a run that changes memory, checks it may: no
 * unknown keys a default would stand in for, and with --commit a git work
 * tree, found out before anything is read or analysed. Returns the text
 * that makes agents with unknown `[memory]` keys fail (selectAgents).
 */
async function storeForRun(options, command, io) {
    const store = await (0,_config_store_config_js__WEBPACK_IMPORTED_MODULE_0__.loadStoreConfig)(options.root);
    await (0,_warn_js__WEBPACK_IMPORTED_MODULE_11__/* .warn */ .R)(io, store.warnings);
    if (options.dryRun)
        return { store };
    const strict = options.commit ? `for ${command} --commit` : `for ${command} without --dry-run`;
    (0,_config_store_config_js__WEBPACK_IMPORTED_MODULE_0__/* .refuseUnknownKeys */ .R4)(store, strict);
    if (options.commit)
        await (await __webpack_require__.e(/* import() */ 895).then(__webpack_require__.bind(__webpack_require__, 5895))).checkCommitMode(store.root);
    return { store, strict };
}
async function warnRecovered(run, io) {
    await (0,_warn_js__WEBPACK_IMPORTED_MODULE_11__/* .warn */ .R)(io, run.recovered.map(_git_leftovers_js__WEBPACK_IMPORTED_MODULE_6__/* .leftoverWarning */ ._f));
}
/** A usage error: the line bare, exit 2 as every memkeep usage error but gc's two (README). */
function usage(message, io) {
    io.err(`${message}\n`);
    return 2;
}
/**
 * `memkeep trim`: gc's trim without the analysis, for agents that bound
 * their log after every run. A real trim does not count or list what it
 * drops (that would mean reading all of it, the whole cost of trimming a
 * large log), so it reports the bytes removed; a dry run lists the entries.
 * With `--all`, every enabled agent, a failed or locked one not stopping
 * the rest, and a totals line.
 */
async function runTrim(options, io) {
    if (options.all && options.agent)
        return usage('cannot specify both --all and an agent name', io);
    if (!options.all && !options.agent)
        return usage('agent name is required (or use --all)', io);
    const count = (0,_progress_js__WEBPACK_IMPORTED_MODULE_12__/* .counter */ .h)(io, options.progress === true);
    try {
        const { store, strict } = await storeForRun(options, 'trim', io);
        const skipped = [];
        const agents = await (0,_gc_agents_js__WEBPACK_IMPORTED_MODULE_3__/* .selectAgents */ .d)(store, options.agent ? [options.agent] : [], options.all, skipped, {
            refuseUnknownKeys: strict,
            progress: count.progress,
        });
        await (0,_warn_js__WEBPACK_IMPORTED_MODULE_11__/* .warn */ .R)(io, skipped);
        const analysis = { store, env: io.env };
        const run = await (0,_gc_run_js__WEBPACK_IMPORTED_MODULE_4__/* .runMaintenance */ .F)(store, agents, {
            steps: ['trim'],
            analysis,
            dryRun: options.dryRun,
            keep: options.keep,
            count: options.dryRun,
            progress: count.progress,
        });
        count.end();
        if (!options.all)
            return await trimOne(run, io);
        let code = 0;
        for (const a of run.plan.agents) {
            io.out(`=== TRIM: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_10__.logLine)(a.name)} ===\n`);
            const failure = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_8__/* .agentFailure */ .Os)(a, run.applied);
            if (failure) {
                io.err(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_10__.logLine)(`Error: trim failed for agent "${a.name}": ${failure.message}`)}\n`);
                code = 1;
            }
            else if (a.steps.trim?.locked)
                io.out(`Trim skipped: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_10__.logLine)(a.log ?? '')} is locked.\n`);
            else
                (0,_render_text_js__WEBPACK_IMPORTED_MODULE_8__/* .renderTrim */ .hs)(run.plan, a, run.applied, io);
        }
        if (run.plan.agents.length === 0)
            io.out(`No agents with memory enabled. ${_render_text_js__WEBPACK_IMPORTED_MODULE_8__/* .INIT_HINT */ .LB}\n`);
        else
            io.out(`${(0,_render_totals_js__WEBPACK_IMPORTED_MODULE_9__/* .totalsLine */ .sX)((0,_render_totals_js__WEBPACK_IMPORTED_MODULE_9__/* .runTotals */ .zj)(run.plan, run.applied), run.plan.dryRun)}\n`);
        return code;
    }
    catch (e) {
        count.end();
        await (0,_warn_js__WEBPACK_IMPORTED_MODULE_11__/* .printError */ .y)(io, e);
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .exitCodeOf */ .FO)(e);
    }
}
/** `memkeep trim AGENT`: its lines, and a locked log is an error (asked for a trim and nothing else, say why there is none). */
async function trimOne(run, io) {
    const a = run.plan.agents[0];
    if (a.status === 'skipped')
        io.err(`Warning: agent "${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_10__.logLine)(a.name)}" does not have memory enabled. Skipping.\n`);
    if (a.steps.trim?.locked)
        await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .assertUnlocked */ .Wj)(a.agent.memory.path, 'trim');
    const failure = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_8__/* .agentFailure */ .Os)(a, run.applied);
    if (failure) {
        io.err(`Error: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_10__.logLine)(failure.message)}\n`);
        return failure.code;
    }
    // Asked for a trim and nothing else: a refused one is this command's failure.
    const refused = a.steps.trim?.refused;
    if (refused) {
        // The message quotes the headings at the cut: memory text, shown as gc shows it.
        io.err(`Error: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_10__.logLine)(`${refused.message}. ${(0,_gc_steps_trim_js__WEBPACK_IMPORTED_MODULE_5__/* .howToTrim */ .wB)(refused)}.`)}\n`);
        return 1;
    }
    if (a.status === 'planned' || a.status === 'empty')
        (0,_render_text_js__WEBPACK_IMPORTED_MODULE_8__/* .renderTrim */ .hs)(run.plan, a, run.applied, io);
    return 0;
}
/** `memkeep prune`: typed pruning of every enabled agent, or those named. */
async function runPrune(options, io) {
    const count = (0,_progress_js__WEBPACK_IMPORTED_MODULE_12__/* .counter */ .h)(io, options.progress === true);
    try {
        const { store, strict } = await storeForRun(options, 'prune', io);
        const skipped = [];
        const agents = await (0,_gc_agents_js__WEBPACK_IMPORTED_MODULE_3__/* .selectAgents */ .d)(store, options.agents, options.agents.length === 0, skipped, {
            refuseUnknownKeys: strict,
            progress: count.progress,
        });
        await (0,_warn_js__WEBPACK_IMPORTED_MODULE_11__/* .warn */ .R)(io, skipped);
        const broken = agents.find((s) => s.error !== undefined);
        if (broken)
            throw broken.error;
        for (const s of agents)
            if (!s.agent.memory.enabled)
                io.err(`Warning: agent "${s.name}" does not have memory enabled. Skipping.\n`);
        const run = await (0,_gc_run_js__WEBPACK_IMPORTED_MODULE_4__/* .runMaintenance */ .F)(store, agents, { steps: ['prune'], analysis: { store, env: io.env }, dryRun: options.dryRun, progress: count.progress }, options.commit ? { author: options.author } : undefined);
        count.end();
        await warnRecovered(run, io);
        if (run.commitError !== undefined)
            throw run.commitError;
        await (0,_warn_js__WEBPACK_IMPORTED_MODULE_11__/* .warn */ .R)(io, run.plan.problems.filter((p) => !p.includes(': cannot prune ')));
        const errors = run.plan.agents.some((a) => a.steps.prune?.errors.length || run.applied?.outcomes[a.name]?.prune?.errors.length);
        const code = errors ? 1 : 0;
        if (options.json)
            io.out((0,_render_json_js__WEBPACK_IMPORTED_MODULE_7__/* .renderJson */ .hF)(run.plan, run.applied, { command: 'prune', exitCode: code, commit: run.commit ?? null }));
        else {
            if (run.plan.agents.length === 0)
                io.out(`No agents with memory enabled. ${_render_text_js__WEBPACK_IMPORTED_MODULE_8__/* .INIT_HINT */ .LB}\n`);
            (0,_render_text_js__WEBPACK_IMPORTED_MODULE_8__/* .renderPrune */ .HQ)(run.plan, run.applied, io);
            (0,_render_text_js__WEBPACK_IMPORTED_MODULE_8__/* .renderCommit */ .ak)(run.commit, run.applied, io, false);
            if (run.plan.agents.length > 0)
                io.out(`${(0,_render_totals_js__WEBPACK_IMPORTED_MODULE_9__/* .totalsLine */ .sX)((0,_render_totals_js__WEBPACK_IMPORTED_MODULE_9__/* .runTotals */ .zj)(run.plan, run.applied), run.plan.dryRun)}\n`);
        }
        return code;
    }
    catch (e) {
        count.end();
        await (0,_warn_js__WEBPACK_IMPORTED_MODULE_11__/* .printError */ .y)(io, e);
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .exitCodeOf */ .FO)(e);
    }
}


/***/ }),

/***/ 178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ selectAgents)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_agent_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8838);
/* harmony import */ var _config_confine_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1094);
/* harmony import */ var _config_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1066);
/* harmony import */ var _config_store_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2086);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/**
 * Which agents a run covers, for every front end: the ones named, or with
 * `all` every agent in the store in name order. A config that does not load
 * is a failed agent, not a failed run (axe's `gc --all`: the others go on).
 */






/**
 * The named agents, or every agent (`names` empty and `all`). With `all`,
 * agents whose memory is not enabled are left out, each with a line in
 * `warnings` unless their config says `enabled = false` (a log nobody trims
 * grows forever, so leaving one out by default is never silent; one switched
 * off on purpose is not worth a line on every run); named ones are kept, so
 * the front end can say why it skips them.
 */
async function selectAgents(store, names, all, warnings = [], options = {}) {
    const checked = async (load) => {
        const agent = await load;
        if (options.refuseUnknownKeys !== undefined && agent.memory.enabled)
            (0,_config_store_config_js__WEBPACK_IMPORTED_MODULE_4__/* .refuseUnknownKeys */ .R4)(agent, options.refuseUnknownKeys);
        return agent;
    };
    if (!all) {
        // The Action names several (`agents: a, b`): two of them can clash as any two of `--all` can.
        const named = await Promise.all(names.map((name) => settle(name, () => checked((0,_config_agent_config_js__WEBPACK_IMPORTED_MODULE_1__.loadAgent)(store, name)))));
        refuseSharedKnowledge(named);
        return named;
    }
    const refs = await (0,_config_agent_config_js__WEBPACK_IMPORTED_MODULE_1__/* .discoverAgents */ .eU)(store);
    const selected = [];
    for (const [i, ref] of refs.entries()) {
        options.progress?.('config', i + 1, refs.length, ref.name);
        selected.push(await settle(ref.name, () => checked((0,_config_agent_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadAgentRef */ .Zf)(store, ref))));
    }
    refuseSharedKnowledge(selected);
    for (const s of selected) {
        if (s.error === undefined && !s.agent.memory.enabled && !s.agent.enabledSet) {
            warnings.push(`agent "${s.name}" is skipped: ${(0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__.storeRelative)(store, s.agent.configFile)} does not set enabled = true in [memory]`);
        }
    }
    return selected.filter((s) => s.error !== undefined || s.agent.memory.enabled);
}
async function settle(name, load) {
    try {
        return { name, agent: await load() };
    }
    catch (error) {
        return { name, error };
    }
}
/**
 * An agent whose run log is another's digest.md or lessons.md: that agent's
 * distil step rewrites the file whole, so its entries would be rewritten
 * with it. Both fail (the one writing would clobber the log, the other would
 * be trimmed in a knowledge file), and nothing of either is applied.
 */
function refuseSharedKnowledge(selected) {
    const owners = new Map();
    for (const s of selected)
        if (s.agent?.memory.enabled)
            for (const f of _config_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .DISTILLED_FILES */ .D7)
                owners.set((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(s.agent.memory.proceduralDir, f), s);
    for (const s of selected) {
        const log = s.agent?.memory.enabled ? s.agent.memory.path : undefined;
        const owner = log === undefined ? undefined : owners.get(log);
        if (!owner?.agent || owner === s || !s.agent)
            continue;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(log);
        const clash = (who, field, what) => (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .configError */ .Fj)(`${who.agent.configFile}: memory.${field} ${what}: the run log needs a file of its own`, {
            file: who.agent.configFile,
            field: `memory.${field}`,
        });
        s.error = clash(s, 'path', `is agent "${owner.name}"'s ${file}, which its distil step rewrites whole`);
        owner.error ??= clash(owner, 'procedural_dir', `holds ${file}, agent "${s.name}"'s run log`);
    }
    for (const s of selected)
        if (s.error !== undefined)
            s.agent = undefined;
}


/***/ }),

/***/ 4235:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ runMaintenance),
  e: () => (/* binding */ runUpdates)
});

// EXTERNAL MODULE: ./src/gc/steps/registry.ts + 10 modules
var registry = __webpack_require__(2769);
;// CONCATENATED MODULE: ./src/gc/apply.ts

async function apply(plan) {
    const applied = { plan, paths: [], outcomes: {}, problems: [], held: {} };
    const steps = registry/* STEPS */.U.filter((step) => plan.steps.includes(step.name));
    for (const step of steps)
        await step.prepare?.(plan, applied);
    for (const step of steps)
        await step.apply(plan, applied);
    return applied;
}

// EXTERNAL MODULE: ./src/analysis/cache.ts
var cache = __webpack_require__(7380);
// EXTERNAL MODULE: ./src/analysis/distillation.ts + 6 modules
var distillation = __webpack_require__(7163);
// EXTERNAL MODULE: ./src/gc/model.ts
var model = __webpack_require__(719);
;// CONCATENATED MODULE: ./src/gc/cache-updates.ts
/**
 * What a run adds to the analysis cache (analysis/cache.ts): each agent's
 * fresh analysis, under the key of what was analysed and, after a trim, of
 * the trimmed log too, so the next run on unchanged memory reuses it.
 */



async function cacheUpdates(applied) {
    const updates = {};
    for (const a of (0,model/* withEntries */.bA)(applied.plan)) {
        const analysis = a.steps.analyse;
        const trim = a.steps.trim?.plan;
        const trimmed = trim !== undefined && applied.outcomes[a.name]?.trim?.rewritten === true;
        // A locked log is its owner's to keep as it is, cache file included.
        if (!analysis || (analysis.cached && !trimmed) || a.steps.trim?.locked)
            continue;
        // The trimmed log (as written) counts as analysed too, unless entries were appended meanwhile.
        const key = trimmed
            ? await (0,cache/* trimmedLogKey */.gx)(trim, analysis.maxInputTokens, a.layout, applied.plan.lineTimes).catch(() => undefined)
            : undefined;
        updates[a.name] = {
            digests: [...new Set([analysis.digest, ...(key ? [key] : [])])],
            analyzer: analysis.analyzer,
            maxInputTokens: analysis.maxInputTokens,
            analysis: analysis.text,
            at: new Date().toISOString(),
        };
    }
    return updates;
}
/**
 * Each agent's fresh digest section that is now in its target: the next run
 * that drops exactly these entries again (the pull request not merged yet)
 * writes the same section without a call.
 */
function distilUpdates(applied) {
    const updates = {};
    for (const a of (0,model/* standing */.JA)(applied.plan)) {
        const step = a.steps.distil;
        if (step?.digest && !step.digest.cached && applied.outcomes[a.name]?.distil?.digest)
            updates[a.name] = (0,distillation/* cachedDistil */.Ae)(step.digest, new Date().toISOString(), step.target?.section ? 'section' : 'file');
    }
    return updates;
}

// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __webpack_require__(573);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(1590);
;// CONCATENATED MODULE: ./src/gc/message.ts
/**
 * The commit message for what was applied: a subject of at most 72
 * characters (what was done, and the agents when their names fit), then a
 * line per agent. Agent names are file names anyone who can push chooses
 * (`agents/fixes #1.toml`): each is made inert as commit text.
 */


function commitMessage(applied) {
    let entries = 0;
    let files = 0;
    const lines = [];
    const names = [];
    for (const [agent, o] of Object.entries(applied.outcomes)) {
        const a = applied.plan.agents.find((x) => x.name === agent);
        const removed = o.trim?.rewritten ? (a?.steps.trim?.plan?.removed ?? 0) : 0;
        const pruned = o.prune?.removed.length ?? 0;
        entries += removed;
        files += pruned;
        const distilled = [
            o.distil?.digest && a?.steps.distil?.digest ? 'digest' : '',
            o.distil?.lessons && a?.steps.distil?.lessons ? 'lessons' : '',
        ].filter(Boolean);
        const parts = [
            removed ? `-${(0,plural/* plural */.LS)(removed, 'entry', 'entries')}` : '',
            pruned ? `-${(0,plural/* plural */.LS)(pruned, 'file', 'files')}` : '',
            distilled.length ? `distilled into ${distilled.join(' and ')}` : '',
        ].filter(Boolean);
        if (!parts.length)
            continue;
        const name = (0,untrusted/* commitText */.tT)(agent);
        names.push(name);
        lines.push(`${name}: ${parts.join(', ')}`);
    }
    const what = [
        applied.plan.steps.includes('trim') ? `trim ${(0,plural/* plural */.LS)(entries, 'run-log entry', 'run-log entries')}` : '',
        applied.plan.steps.includes('prune') ? `prune ${(0,plural/* plural */.LS)(files, 'memory file', 'memory files')}` : '',
    ].filter(Boolean);
    return `${subject(`memkeep: ${what.join(', ')}`, names)}\n\n${lines.join('\n')}`;
}
/** Git's and GitHub's customary width for a subject line. */
const SUBJECT_MAX = 72;
function subject(head, agents) {
    const named = `${head} (${agents.join(', ')})`;
    if (named.length <= SUBJECT_MAX)
        return named;
    const counted = `${head} (${(0,plural/* plural */.LS)(agents.length, 'agent', 'agents')})`;
    return counted.length <= SUBJECT_MAX ? counted : head.slice(0, SUBJECT_MAX);
}

// EXTERNAL MODULE: ./src/gc/plan.ts
var plan = __webpack_require__(5623);
;// CONCATENATED MODULE: ./src/gc/run.ts
/**
 * The one maintenance use case, shared by the CLI and the Action: recover
 * what an interrupted commit-mode run left, plan, and then stop (dry run),
 * apply, or apply inside the commit-and-push loop, which plans again on
 * the branch's new content when a push lost the race (keeping the
 * analyses). The front ends only parse, call it, save the cache updates it
 * returns where they keep the cache, and render.
 */




/**
 * Plans `agents` and carries the plan out: not at all in a dry run, in
 * place without `commit`, else committed and pushed. A re-plan selects the
 * agents again when `agents` is a function (the branch may have new ones).
 */
async function runMaintenance(store, agents, options, commit) {
    const select = typeof agents === 'function' ? agents : async () => agents;
    if (commit && !options.dryRun)
        return commitRun(store, select, options, commit);
    const planned = await (0,plan/* plan */.e)(store, await select(), options);
    if (options.dryRun)
        return { plan: planned, recovered: [] };
    return { plan: planned, applied: await apply(planned), recovered: [] };
}
async function commitRun(store, select, options, commit) {
    // Loaded here: git's client costs the start of every command that does not commit.
    const { recoverBeforeRun } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 2620));
    const { commitAndPush } = await __webpack_require__.e(/* import() */ 895).then(__webpack_require__.bind(__webpack_require__, 5895));
    // An interrupted commit-mode run's half-applied change must be gone before anything is read.
    const recovered = await recoverBeforeRun(store.root, commit.author);
    const first = await (0,plan/* plan */.e)(store, await select(), options);
    try {
        let current = first;
        const landed = await commitAndPush({
            cwd: store.root,
            author: commit.author,
            apply: async (attempt) => {
                // After the branch moved, plan again on what it holds now, keeping the analyses.
                if (attempt > 1)
                    current = await (0,plan/* plan */.e)(store, await select(), { ...options, previous: current });
                await commit.beforeApply?.(current);
                const applied = await apply(current);
                return { paths: applied.paths, message: (commit.message ?? commitMessage)(applied), result: applied };
            },
        });
        return {
            plan: landed.result.plan,
            applied: landed.result,
            commit: landed,
            recovered: [...recovered, ...landed.recovered],
        };
    }
    catch (commitError) {
        return { plan: first, commitError, recovered };
    }
}
/**
 * What an applied run adds to the analysis cache: the fresh analyses (when
 * the run analysed) and the distilled sections now in their targets.
 */
async function runUpdates(applied, analysed = true) {
    if (!applied)
        return { agents: {}, distilled: {} };
    return { agents: analysed ? await cacheUpdates(applied) : {}, distilled: distilUpdates(applied) };
}


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

/***/ 2620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P4: () => (/* binding */ rollBackLeftovers),
/* harmony export */   _f: () => (/* binding */ leftoverWarning),
/* harmony export */   nR: () => (/* binding */ markRun),
/* harmony export */   recoverBeforeRun: () => (/* binding */ recoverBeforeRun)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _fs_atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(230);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7051);
/* harmony import */ var _author_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9209);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(308);
/**
 * Leftovers of an interrupted commit-mode run. A `gc --commit` or `prune
 * --commit` killed between writing its changes and committing them leaves
 * them uncommitted, and commit mode refuses a dirty store, so every later run
 * in that clone failed until someone cleaned up by hand.
 *
 * A run in commit mode therefore holds a marker, `memkeep-commit-run` in the
 * clone's git directory (never in the work tree, never committed), naming
 * its pid and the store path it changes; it is removed once the run ends
 * with its changes committed. A later run that finds the marker of a process
 * that no longer runs, and uncommitted changes to tracked files under that
 * path, knows they are memkeep's own half-applied change: it rolls them back
 * to HEAD with `git stash`, so they are redone from scratch and nothing is
 * destroyed (anything else that was changed there since is in the stash
 * too). Untracked files are left alone.
 */






const MARKER = 'memkeep-commit-run';
async function markerPath(git, top) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(top, (await git.raw(['rev-parse', '--git-path', MARKER])).trim());
}
/** Marks a commit-mode run on `scope` as under way; resolves to its "done". */
async function markRun(git, top, scope) {
    const path = await markerPath(git, top);
    const marker = { pid: process.pid, scope };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(path, `${JSON.stringify(marker)}\n`);
    return () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(path).catch(() => undefined);
}
/**
 * Rolls back what an interrupted run left (see the module comment) and
 * returns the paths rolled back, relative to the top of the work tree; []
 * when there was nothing to recover. A marker of a live process is left
 * alone: that run is still going.
 */
async function rollBackLeftovers(git, top, author) {
    const path = await markerPath(git, top);
    let marker;
    try {
        const bytes = await (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .XF)(path, { maxBytes: _fs_regular_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_CONFIG_BYTES */ .GW });
        if (!bytes)
            return [];
        marker = JSON.parse(bytes.toString('utf8'));
    }
    catch {
        return [];
    }
    if (!Number.isSafeInteger(marker.pid) || typeof marker.scope !== 'string')
        return [];
    if (marker.pid !== process.pid && (0,_fs_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .processAlive */ .FN)(marker.pid))
        return [];
    const changed = (await git.raw(['diff', '--name-only', 'HEAD', '--', marker.scope])).trim();
    if (changed) {
        await git.raw([
            ...(0,_git_js__WEBPACK_IMPORTED_MODULE_5__.identity)(author),
            'stash',
            'push',
            '--quiet',
            '-m',
            `memkeep: changes left by an interrupted commit-mode run (pid ${marker.pid})`,
            '--',
            marker.scope,
        ]);
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(path).catch(() => undefined);
    return changed ? changed.split('\n') : [];
}
/**
 * rollBackLeftovers for the clone holding `cwd`, for a run that reads the
 * store before it reaches the commit loop (gc analyses first): the
 * leftovers must be gone before anything is read, or the run would plan on
 * them. Outside a git work tree there is nothing to recover; the commit
 * step reports that itself.
 */
async function recoverBeforeRun(cwd, author = _author_js__WEBPACK_IMPORTED_MODULE_4__/* .ACTIONS_BOT */ .a) {
    let top;
    try {
        top = await new _git_js__WEBPACK_IMPORTED_MODULE_5__.Git(cwd).topLevel();
    }
    catch {
        return [];
    }
    return rollBackLeftovers(new _git_js__WEBPACK_IMPORTED_MODULE_5__.Git(top), top, author);
}
/** The warning for a path rolled back by rollBackLeftovers. */
function leftoverWarning(path) {
    return `rolled back ${path}: an interrupted commit-mode run left it uncommitted (kept in git stash)`;
}


/***/ })

};
