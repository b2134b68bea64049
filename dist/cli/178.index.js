export const id = 178;
export const ids = [178];
export const modules = {

/***/ 5178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runStatus: () => (/* binding */ runStatus)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_agent_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8838);
/* harmony import */ var _config_store_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2086);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _ops_status_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7304);
/* harmony import */ var _render_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5104);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(893);
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(573);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1590);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9851);
/* harmony import */ var _warn_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9900);
/**
 * `memkeep status`: what the store holds and what the next gc and prune
 * would do, as text, a summary table or JSON, with an optional size chart.
 * Loaded when the command runs (agent-commands.ts holds its options).
 */











async function runStatus(parsed, io) {
    const store = await (0,_config_store_config_js__WEBPACK_IMPORTED_MODULE_2__.loadStoreConfig)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, parsed.root));
    await (0,_warn_js__WEBPACK_IMPORTED_MODULE_8__/* .warn */ .R)(io, store.warnings);
    // Every agent that loads is shown; a broken one is reported on its own and makes the exit code 2.
    const { agents, errors } = parsed.positionals.length
        ? { agents: await Promise.all(parsed.positionals.map((name) => (0,_config_agent_config_js__WEBPACK_IMPORTED_MODULE_1__.loadAgent)(store, name))), errors: [] }
        : await (0,_config_agent_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadEveryAgent */ .hE)(store);
    for (const e of errors)
        await (0,_warn_js__WEBPACK_IMPORTED_MODULE_8__/* .printError */ .y)(io, e);
    await (0,_warn_js__WEBPACK_IMPORTED_MODULE_8__/* .warn */ .R)(io, agents.flatMap((a) => a.warnings));
    const count = (0,_progress_js__WEBPACK_IMPORTED_MODULE_9__/* .counter */ .h)(io, parsed.values.progress === true);
    // Printed batch by batch (the JSON document too, as one JSON.stringify would write it): a store of
    // thousands of agents is never held whole. Only the summary table needs every row for its widths.
    const json = parsed.values.json === true && new _render_json_js__WEBPACK_IMPORTED_MODULE_5__/* .JsonWriter */ ._W(io.out, {});
    const rows = [];
    const totals = (0,_ops_status_js__WEBPACK_IMPORTED_MODULE_4__/* .statusTotals */ .sd)([]);
    try {
        for await (const batch of (0,_ops_status_js__WEBPACK_IMPORTED_MODULE_4__/* .statusBatches */ .HP)(store, agents, io.env, count.progress)) {
            count.end();
            await (0,_warn_js__WEBPACK_IMPORTED_MODULE_8__/* .warn */ .R)(io, batch.warnings);
            (0,_ops_status_js__WEBPACK_IMPORTED_MODULE_4__/* .statusTotals */ .sd)(batch.statuses, totals);
            if (json)
                json.agents(batch.statuses);
            else if (parsed.values.summary)
                rows.push(...batch.statuses);
            else
                printStatuses(batch.statuses, io);
        }
    }
    finally {
        count.end();
    }
    const chart = parsed.values.chart ? await history(store.root, agents, io) : undefined;
    if (json)
        json.end({ totals, chart });
    else if (totals.agents === 0)
        io.out(`No agents found. ${_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .INIT_HINT */ .LB}\n`);
    else if (parsed.values.summary)
        io.out(summaryTable(rows, totals));
    else
        io.out(`${statusTotalsLine(totals)}\n`);
    if (chart && !parsed.values.json) {
        const { renderChart } = await __webpack_require__.e(/* import() */ 556).then(__webpack_require__.bind(__webpack_require__, 2556));
        io.out(renderChart(chart, { last: 'HEAD' }));
    }
    return errors.length > 0 ? (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .exitCodeOf */ .FO)(errors[0]) : 0;
}
/** Memory sizes over the store's git history up to HEAD (bounded: see git/size-history.ts); a warning when there is none. */
async function history(root, agents, io) {
    const [{ Git }, { memoryPaths, sizeHistory }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(724), __webpack_require__.e(308)]).then(__webpack_require__.bind(__webpack_require__, 308)),
        __webpack_require__.e(/* import() */ 688).then(__webpack_require__.bind(__webpack_require__, 1688)),
    ]);
    try {
        const top = await new Git(root).topLevel();
        const enabled = agents.filter((a) => a.memory.enabled).map(memoryPaths);
        const h = await sizeHistory(new Git(top), top, enabled, 'HEAD', root);
        return { points: h.points, commitsRead: h.commitsRead, capped: h.capped };
    }
    catch (err) {
        io.err(`Warning: --chart: no git history to chart (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .formatError */ .Wk)(err).split('\n')[0]})\n`);
        return undefined;
    }
}
function limitOf(s) {
    return s.lastN > 0 ? `last_n ${s.lastN}` : s.maxEntries > 0 ? `max_entries ${s.maxEntries}` : 'no limit';
}
/** status's closing line: the store's sums. */
function statusTotalsLine(t) {
    return (`Totals: ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_10__/* .plural */ .LS)(t.agents, 'agent', 'agents')} (${t.enabled} enabled); ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_10__/* .plural */ .LS)(t.entries, 'entry', 'entries')}, ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .formatBytes */ .z3)(t.bytes)}, ~${t.tokens} tokens; ` +
        // gc trims; prune (and the Action) prunes: the CLI gc never does.
        `the next gc would trim ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_10__/* .plural */ .LS)(t.trim, 'entry', 'entries')}; the next prune would remove ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_10__/* .plural */ .LS)(t.prune, 'file', 'files')}${t.kept ? ` (${t.kept} kept although old enough)` : ''}.`);
}
/** `status --summary`: one table, a row an agent, then the totals row. */
function summaryTable(statuses, t) {
    const head = ['agent', 'enabled', 'entries', 'limit', 'size', 'tokens', 'trim', 'prune'];
    const rows = statuses.map((s) => [
        // A name is anyone's who can push: a row starting `::error::` or holding `##[` is a runner command.
        (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__.logLine)(s.agent),
        s.enabled ? 'yes' : 'no',
        String(s.entries),
        limitOf(s),
        (0,_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .formatBytes */ .z3)(s.bytes),
        String(s.tokens),
        String(s.next.trim),
        String(s.next.prune),
    ]);
    const total = [
        `total (${t.agents})`,
        String(t.enabled),
        String(t.entries),
        '',
        (0,_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .formatBytes */ .z3)(t.bytes),
        String(t.tokens),
        String(t.trim),
        String(t.prune),
    ];
    const all = [head, ...rows, total];
    const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
    // Text columns left, numbers right, as a reader scans them.
    const left = new Set([0, 1, 3]);
    const line = (r) => r
        .map((c, i) => (left.has(i) ? c.padEnd(widths[i]) : c.padStart(widths[i])))
        .join('  ')
        .trimEnd();
    const rule = widths.map((w) => '-'.repeat(w)).join('  ');
    return `${[line(head), rule, ...rows.map(line), rule, line(total)].join('\n')}\n`;
}
function printStatuses(statuses, io) {
    for (const s of statuses) {
        const limit = limitOf(s);
        const compact = s.compactAfter === undefined ? '' : ` / compact_after ${s.compactAfter}${s.overCompactAfter ? ' (over)' : ''}`;
        const lines = [
            `${s.agent}${s.enabled ? '' : ' (memory not enabled)'}`,
            `  layout:    ${s.layout.form} (${s.layout.config}); log ${s.layout.log}; procedural ${s.layout.proceduralDir}; episodic ${s.layout.episodicDir}`,
            `  entries:   ${s.entries} (${limit})`,
            `  size:      ${s.bytes} bytes, ~${s.tokens} tokens${compact}`,
            `  prunable:  ${s.next.prune}${s.oldestPrunable ? `, oldest ${s.oldestPrunable.path} (${s.oldestPrunable.type}, ${s.oldestPrunable.age})` : ''}${s.next.kept ? `; ${s.next.kept} old enough but kept` : ''}`,
            ...s.next.keptFiles.map((k) => `    kept ${k.path}: ${k.reason}`),
            `  next gc:   ${s.next.summary}`,
            `  next trim: ${s.next.trimSummary}`,
            `  next prune: ${s.next.pruneSummary}`,
        ];
        if (s.layout.coreFiles.length)
            lines.splice(2, 0, `  core:      ${s.layout.coreFiles.join(', ')}`);
        // Paths are the config's and the disk's: a line break in one would start a line of its own.
        io.out(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__.logLines)(lines.join('\n'))}\n\n`);
    }
}


/***/ }),

/***/ 7304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HP: () => (/* binding */ statusBatches),
/* harmony export */   e4: () => (/* binding */ agentStatuses),
/* harmony export */   sd: () => (/* binding */ statusTotals)
/* harmony export */ });
/* harmony import */ var _config_confine_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1094);
/* harmony import */ var _gc_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5623);
/* harmony import */ var _gc_steps_trim_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4194);
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(573);
/* harmony import */ var _text_tokens_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7837);
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





/** The sums of `statuses`, added to `t` when given (a store's statuses come batch by batch). */
function statusTotals(statuses, t = { agents: 0, enabled: 0, entries: 0, bytes: 0, tokens: 0, trim: 0, prune: 0, kept: 0 }) {
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
/** Agents planned together: a status is a few numbers, the plan it is read from holds far more. */
const BATCH = 8;
async function agentStatuses(store, agents, env, progress) {
    const statuses = [];
    const warnings = [];
    for await (const batch of statusBatches(store, agents, env, progress)) {
        statuses.push(...batch.statuses);
        warnings.push(...batch.warnings);
    }
    return { statuses, warnings };
}
/**
 * The statuses a batch of agents at a time, with the warnings of its plan:
 * a front end that prints each batch holds one batch's plan and statuses,
 * whatever the size of the store.
 */
async function* statusBatches(store, agents, env, progress) {
    // One history pass for every batch's ages, and one time: the batches are one look at the store.
    const ages = { agents: agents.filter((a) => a.memory.enabled) };
    const now = new Date();
    for (let i = 0; i < agents.length; i += BATCH) {
        const batch = agents.slice(i, i + BATCH);
        // Status is a look, not a job: it never fetches to deepen a shallow clone.
        const next = await (0,_gc_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .plan */ .e)(store, batch.map((agent) => ({ name: agent.name, agent })), {
            steps: ['trim', 'prune'],
            dryRun: true,
            deepen: false,
            list: false,
            analysis: { store, env },
            now,
            ages,
            progress: progress && ((phase, done, _total, agent) => progress(phase, i + done, agents.length, agent)),
        });
        yield { statuses: next.agents.map((a) => statusOf(store, a)), warnings: next.problems };
    }
}
function statusOf(store, a) {
    const rel = (p) => (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_0__.storeRelative)(store, p);
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
    const error = a.error?.message ?? null;
    const trimNow = error === null ? trimSummary(m.enabled, trimStep, trim, a.entries ?? 0, (0,_gc_steps_trim_js__WEBPACK_IMPORTED_MODULE_2__/* .trimTarget */ .SK)(m) ?? 0) : `fails: ${error}`;
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
        error,
        next: {
            trim,
            keep,
            prune: items.length,
            kept,
            keptFiles: (a.steps.prune?.kept ?? []).map((k) => ({ path: rel(k.path), reason: k.message })),
            refused: trimStep?.refused ?? null,
            knowledge: trimStep?.knowledge ?? null,
            summary: error === null ? gcSummary(m.enabled, trimNow, overCompactAfter) : trimNow,
            trimSummary: trimNow,
            pruneSummary: !m.enabled
                ? 'nothing (memory not enabled)'
                : items.length
                    ? `prune ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(items.length, 'file', 'files')}: ${items.map((i) => `${rel(i.path)} (${i.rule})`).join(', ')}`
                    : 'nothing to prune',
        },
    };
}
/** What the trim does next: entries removed, or why none (within the limit, knowledge, refused, locked). */
function trimSummary(enabled, step, trim, entries, target) {
    if (!enabled)
        return 'nothing (memory not enabled)';
    // A log with no entries gets no trim step: its target is the config's.
    if (!step && target > 0)
        return `nothing to trim (no entries, limit ${target})`;
    if (!step?.target)
        return 'nothing: no trim target (last_n and max_entries are 0)';
    if (step.knowledge)
        return `nothing: a knowledge file (${step.knowledge}), never trimmed by count`;
    if (step.refused)
        return (0,_gc_steps_trim_js__WEBPACK_IMPORTED_MODULE_2__/* .attention */ .fP)(step.refused);
    if (step.locked)
        return 'nothing: the log is locked';
    if (trim > 0)
        return `trim ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(trim, 'entry', 'entries')} (keep ${step.target})`;
    return `nothing to trim (${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(entries, 'entry', 'entries')}, limit ${step.target})`;
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
