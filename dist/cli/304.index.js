export const id = 304;
export const ids = [304];
export const modules = {

/***/ 2809:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ plan)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/config/confine.ts
var confine = __webpack_require__(1094);
// EXTERNAL MODULE: ./src/format/layout.ts
var layout = __webpack_require__(533);
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __webpack_require__(7051);
// EXTERNAL MODULE: ./src/git/line-times.ts
var line_times = __webpack_require__(8719);
// EXTERNAL MODULE: ./src/format/headings.ts
var headings = __webpack_require__(6732);
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
var scan = __webpack_require__(1040);
// EXTERNAL MODULE: ./src/gc/model.ts
var model = __webpack_require__(719);
// EXTERNAL MODULE: ./src/gc/steps/registry.ts + 10 modules
var registry = __webpack_require__(2769);
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

/***/ 7304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   agentStatuses: () => (/* binding */ agentStatuses),
/* harmony export */   statusTotals: () => (/* binding */ statusTotals)
/* harmony export */ });
/* harmony import */ var _config_confine_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1094);
/* harmony import */ var _gc_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2809);
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
