export const id = 74;
export const ids = [74,610];
export const modules = {

/***/ 9851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ counter)
/* harmony export */ });
const EVERY_MS = 100;
function counter(io, asked) {
    const tty = io.errIsTTY === true;
    if (!asked && !tty)
        return { end() { } };
    let last = Number.NEGATIVE_INFINITY;
    let shown = false;
    return {
        progress(phase, done, total, agent) {
            const now = Date.now();
            if (done !== 1 && done !== total && now - last < EVERY_MS)
                return;
            last = now;
            // Agent names are file names without control characters (config/agent-config.ts), safe on a terminal.
            const line = `[${done}/${total}] ${agent} (${phase})`;
            if (tty)
                io.err(`\r\x1b[K${line}`);
            else
                io.err(`${line}\n`);
            shown = true;
        },
        end() {
            if (tty && shown)
                io.err('\r\x1b[K');
        },
    };
}


/***/ }),

/***/ 5104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rq: () => (/* binding */ jsonAgents),
/* harmony export */   _W: () => (/* binding */ JsonWriter),
/* harmony export */   hF: () => (/* binding */ renderJson)
/* harmony export */ });
/* harmony import */ var _text_json_log_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7610);
/* harmony import */ var _sections_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1102);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(893);
/* harmony import */ var _totals_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1129);




/** Per step, the fields only `--entries` includes. */
const ENTRY_LISTS = {
    trim: ['dropped', 'keptEntries'],
    distil: ['distilled', 'section'],
};
/** The agents of `plan` as the document lists them. */
function jsonAgents(plan, applied, entries = false) {
    return (0,_sections_js__WEBPACK_IMPORTED_MODULE_0__/* .describe */ .q0)(plan, applied).map(({ agent: a, sections }) => {
        const failure = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .agentFailure */ .Os)(a, applied);
        const status = failure ? 'failed' : a.status === 'planned' ? 'done' : a.status;
        const json = { agent: a.name, status, log: a.log ?? null, entries: a.entries ?? null };
        // The analysis fields stand at the agent's level, as they did before steps had sections of their own.
        for (const s of sections) {
            const data = entries ? s.data : withoutLists(s.step, s.data);
            Object.assign(json, s.step === 'analyse' ? data : { [s.step]: data ?? null });
        }
        return { ...json, tally: (0,_totals_js__WEBPACK_IMPORTED_MODULE_2__/* .agentTally */ .Wc)(a, sections), warnings: a.warnings, error: failure ?? null };
    });
}
function withoutLists(step, data) {
    const drop = ENTRY_LISTS[step];
    if (!drop || data === null || typeof data !== 'object')
        return data;
    const kept = Object.fromEntries(Object.entries(data).filter(([key]) => !drop.includes(key)));
    if (step !== 'distil')
        return kept;
    return { ...kept, knowledge: counted(kept.knowledge), lessons: counted(kept.lessons) };
}
/**
 * What distil changes in a file, counted by kind ({"add": 19}): each
 * operation lists every entry it came from, and the digest's text is the
 * file itself, together 70% of a 1,000-agent document. `--entries` lists
 * them (`ops`, `items`).
 */
function counted(file) {
    if (file === null || typeof file !== 'object')
        return file ?? null;
    const { ops, items: _items, ...rest } = file;
    const changes = {};
    for (const o of ops ?? [])
        changes[o.op] = (changes[o.op] ?? 0) + 1;
    return { ...rest, changes };
}
/**
 * The document written in pieces: its head, agents as they are reported,
 * then the rest. The text is exactly JSON.stringify(document, null, 2)'s.
 */
class JsonWriter {
    count = 0;
    out;
    constructor(out, head) {
        // Memory text (headings, messages) is in it: printed where the runner reads it (jsonForLog).
        this.out = (text) => out((0,_text_json_log_js__WEBPACK_IMPORTED_MODULE_3__.jsonForLog)(text));
        // The head's text up to the agents' opening bracket.
        const text = JSON.stringify({ ...head, agents: [] }, null, 2);
        out(text.slice(0, text.lastIndexOf('[]') + 1));
    }
    agents(list) {
        // Nested two levels down: every line of an agent's text is indented by four more spaces.
        for (const a of list)
            this.out(`${this.count++ ? ',' : ''}\n    ${JSON.stringify(a, null, 2).replace(/\n/g, '\n    ')}`);
    }
    /** The rest of the document, after the agents. */
    end(tail) {
        const text = JSON.stringify(tail, null, 2);
        this.out(`${this.count ? '\n  ]' : ']'},${text.slice(1)}\n`);
    }
}
function renderJson(plan, applied, info) {
    const agents = jsonAgents(plan, applied, info.entries);
    let text = '';
    const writer = new JsonWriter((t) => (text += t), {
        command: info.command,
        dryRun: plan.dryRun,
        plannedAt: plan.at,
        attempt: plan.attempt,
        applied: applied !== undefined,
    });
    writer.agents(agents);
    writer.end({
        totals: (0,_totals_js__WEBPACK_IMPORTED_MODULE_2__/* .runTotals */ .zj)(plan, applied),
        ...(info.command === 'prune' ? pruneTotals(agents) : {}),
        notes: plan.notes,
        problems: [...plan.problems, ...(applied?.problems ?? [])],
        failed: agents.filter((a) => a.status === 'failed').length,
        commit: info.commit ?? null,
        exitCode: info.exitCode,
    });
    return text;
}
/** prune's document lists the files of all agents together, as it always has. */
function pruneTotals(agents) {
    const all = (key) => agents.flatMap((a) => (a.prune?.[key] ?? []).map((x) => ({ agent: a.agent, ...x })));
    return { pruned: all('pruned'), kept: all('kept'), errors: all('errors') };
}


/***/ }),

/***/ 1102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N4: () => (/* binding */ tally),
/* harmony export */   P7: () => (/* binding */ describeAgent),
/* harmony export */   q0: () => (/* binding */ describe)
/* harmony export */ });
/* harmony import */ var _gc_steps_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2769);

function describe(plan, applied) {
    return plan.agents.map((agent) => describeAgent(plan, agent, applied));
}
/** One agent's sections. */
function describeAgent(plan, agent, applied) {
    return {
        agent,
        sections: _gc_steps_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .STEPS */ .U.filter((s) => plan.steps.includes(s.name)).flatMap((s) => {
            const section = s.describe(plan, agent, applied);
            return section ? [{ ...section, step: s.name }] : [];
        }),
    };
}
/** Per-agent totals for the summary table and the Action's outputs. */
function tally(sections) {
    const t = { entriesRemoved: 0, filesPruned: 0, bytesRemoved: 0 };
    for (const s of sections) {
        t.entriesRemoved += s.tally?.entriesRemoved ?? 0;
        t.filesPruned += s.tally?.filesPruned ?? 0;
        t.bytesRemoved += s.tally?.bytesRemoved ?? 0;
    }
    return t;
}


/***/ }),

/***/ 893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HQ: () => (/* binding */ renderPrune),
/* harmony export */   LB: () => (/* binding */ INIT_HINT),
/* harmony export */   Os: () => (/* binding */ agentFailure),
/* harmony export */   ak: () => (/* binding */ renderCommit),
/* harmony export */   hs: () => (/* binding */ renderTrim),
/* harmony export */   z3: () => (/* binding */ formatBytes),
/* harmony export */   zk: () => (/* binding */ renderGc)
/* harmony export */ });
/* unused harmony export renderLog */
/* harmony import */ var _config_confine_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1094);
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(573);
/* harmony import */ var _text_tokens_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7837);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1590);
/* harmony import */ var _sections_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1102);
/**
 * The CLI's text: axe's lines for gc, word for word (scripts match them,
 * "1 entries" included), in axe's order and on axe's streams
 * (as axe's `gc` prints them), memkeep's own lines after them, `trim`'s and
 * prune's reports. A dry run adds what would go, entry by entry, after axe's
 * "Dry run: no entries trimmed." line.
 */





/**
 * What to do about a store with no agent to work on: `memkeep init` finds
 * the memory already in the repository and proposes its config. Said by the
 * CLI, the Action's log and its job summary alike.
 */
const INIT_HINT = "Run 'memkeep init' in the repository to find agent memory and propose its config ('memkeep init --write' writes it).";
/** Lines of a list shown in a terminal before "… and N more". */
const TEXT_LIST_MAX = 20;
/** How an agent ended: its plan's failure, or a step that failed to apply. */
function agentFailure(a, applied) {
    if (a.error)
        return a.error;
    const trimError = applied?.outcomes[a.name]?.trim?.error;
    return trimError ? { code: 1, message: trimError } : undefined;
}
/** gc's report, agent by agent; `all` is `--all` (separators, per-agent error lines). */
function renderGc(plan, applied, o, all, described = (0,_sections_js__WEBPACK_IMPORTED_MODULE_2__/* .describe */ .q0)(plan, applied)) {
    const sections = new Map(described.map((d) => [d.agent.name, d.sections]));
    for (const a of plan.agents) {
        if (all)
            o.out(`=== GC: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(a.name)} ===\n`);
        for (const w of a.warnings)
            o.err(`Warning: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(w)}\n`);
        if (a.status === 'skipped')
            o.err(`Warning: agent "${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(a.name)}" does not have memory enabled. Skipping.\n`);
        if (a.status === 'empty')
            o.out(`No memory entries for agent "${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(a.name)}". Nothing to do.\n`);
        if (a.entries !== undefined && a.status !== 'empty') {
            o.out(`Agent: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(a.name)}\nEntries: ${a.entries}\n`);
            analysisLines(a, o);
            const shown = new Set();
            trimLines(plan, a, applied, sections.get(a.name) ?? [], o, shown);
            const distilled = sections.get(a.name)?.find((s) => s.step === 'distil');
            if (distilled && !a.error)
                sectionLines(distilled, o, shown);
            for (const line of a.steps.distil?.digest?.redactions ?? [])
                o.err(`Warning: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(line)}\n`);
        }
        const failure = agentFailure(a, applied);
        if (failure)
            o.err((0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(all ? `Error: gc failed for agent "${a.name}": ${failure.message}` : `Error: ${failure.message}`) +
                '\n');
    }
}
function analysisLines(a, o) {
    const analysis = a.steps.analyse;
    if (!analysis)
        return;
    // The analyzer is the config's model name, which a TOML string can give a line break.
    o.out(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(`Analyzer: ${analysis.analyzer}${analysis.fallbackReason ? ` (${analysis.fallbackReason})` : ''}`)}\n`);
    if (analysis.cached)
        o.out('Analysis reused: what would be analysed is unchanged since the last analysis (no model call).\n');
    if (analysis.madeBeforeTrim)
        o.out(`The reused analysis was made ${analysis.madeBeforeTrim}, before the last trim: its counts are of the log as it was then, not of the ${a.entries} entries now.\n`);
    if (analysis.leftOut > 0) {
        o.out(`Input budget: analysed the newest ${analysis.sentEntries} entries; ${analysis.leftOut} older entries left out (max_input_tokens: ${analysis.maxInputTokens}).\n`);
    }
    for (const line of analysis.redactions)
        o.err(`Warning: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(line)}\n`);
    const compactAfter = a.agent?.memory.compactAfter;
    const tokens = (0,_text_tokens_js__WEBPACK_IMPORTED_MODULE_3__/* .estimateTokens */ .b)(analysis.size);
    if (compactAfter !== undefined && tokens > compactAfter) {
        o.err(`Warning: agent "${a.name}" memory is about ${tokens} tokens (compact_after: ${compactAfter}).\n`);
    }
    o.out(`--- Analysis ---\n${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLogLines */ .u7)(analysis.text)}\n`);
}
function trimLines(plan, a, applied, sections, o, shown) {
    const trim = a.steps.trim;
    if (!trim || a.error)
        return;
    const section = sections.find((s) => s.title === 'Trim');
    if (trim.refused)
        o.err(`Warning: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(section?.summary ?? '')}\n`);
    if (trim.knowledge && section)
        o.out(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(section.summary)}\n`);
    if (plan.dryRun) {
        o.out('Dry run: no entries trimmed.\n');
        if (section && trim.plan?.bytesRemoved)
            sectionLines(section, o, shown);
        return;
    }
    if (!applied)
        return;
    if (trim.target === undefined)
        o.out('No trim target configured (last_n and max_entries are both 0). Skipping trim.\n');
    else if (trim.locked)
        o.out(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(`Trim skipped: ${a.log} is locked.`)}\n`);
    else if (trim.refused || trim.knowledge)
        return;
    else if (!trim.plan?.bytesRemoved)
        o.out(`No trimming needed: ${a.entries} entries within limit (${trim.target}).\n`);
    else if (applied.outcomes[a.name]?.trim?.rewritten)
        o.out(`Trimmed: ${trim.plan.removed} entries removed, ${trim.target} entries kept.\n`);
}
/**
 * A section in a terminal: its summary, then each list, cut after
 * TEXT_LIST_MAX lines. A list the agent's report has `shown` already (the
 * distillation's entries are the trim's dropped ones) is not repeated.
 */
function sectionLines(s, o, shown = new Set()) {
    const lines = [s.summary, ...(s.risks ?? []).map((r) => `Knowledge at risk: ${r}`)];
    for (const list of s.lists ?? []) {
        const key = list.lines.join('\n');
        if (shown.has(key))
            continue;
        shown.add(key);
        lines.push(`${list.label}:`);
        // One entry a line: its own line breaks are shown escaped, as logLine shows them.
        for (const line of list.lines.slice(0, TEXT_LIST_MAX))
            lines.push(`  - ${line.replace(/\r/g, '\\r').replace(/\n/g, '\\n')}`);
        if (list.lines.length > TEXT_LIST_MAX)
            lines.push(`  … and ${list.lines.length - TEXT_LIST_MAX} more (--json lists them all)`);
    }
    o.out(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLines)(lines.join('\n'))}\n`);
}
/** `memkeep trim`: one agent's trim alone, bytes rather than entries when they were not counted. */
function renderTrim(plan, a, applied, o) {
    const trim = a.steps.trim;
    if (trim?.target === 0) {
        o.out('Nothing to trim: --keep 0 keeps every entry.\n');
        return;
    }
    if (!trim?.target) {
        o.out('No trim target configured (last_n and max_entries are both 0). Skipping trim.\n');
        return;
    }
    const p = trim.plan;
    if (!p || p.bytesRemoved === 0) {
        o.out(`No trimming needed: ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(p?.count ?? a.entries ?? 0, 'entry', 'entries')} within limit (${trim.target}).\n`);
        return;
    }
    const dropped = p.dropped
        ? `${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(p.dropped.length, 'entry', 'entries')}, ${formatBytes(p.bytesRemoved)}`
        : formatBytes(p.bytesRemoved);
    if (plan.dryRun) {
        o.out(`Dry run: would remove older entries (${dropped}) and keep the last ${trim.target}.\n`);
        const section = (0,_sections_js__WEBPACK_IMPORTED_MODULE_2__/* .describeAgent */ .P7)(plan, a).sections.find((s) => s.step === 'trim');
        if (section?.lists)
            for (const list of section.lists.slice(0, 1))
                sectionLines({ ...section, lists: [list] }, o);
    }
    else if (applied?.outcomes[a.name]?.trim?.rewritten) {
        o.out(`Trimmed: older entries removed (${dropped}), ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(trim.target, 'entry', 'entries')} kept.\n`);
    }
}
/** `memkeep prune`: one line a file, then the totals. */
function renderPrune(plan, applied, o) {
    const verb = plan.dryRun ? 'Would prune' : 'Pruned';
    const rel = (path) => (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_0__.storeRelative)(plan.store, path);
    const removed = plan.agents.flatMap((a) => applied ? (applied.outcomes[a.name]?.prune?.removed ?? []) : (a.steps.prune?.items ?? []));
    const kept = plan.agents.flatMap((a) => [
        ...(a.steps.prune?.kept ?? []),
        ...(applied?.outcomes[a.name]?.prune?.skipped ?? []),
    ]);
    const errors = plan.agents.flatMap((a) => [
        ...(a.steps.prune?.errors ?? []),
        ...(applied?.outcomes[a.name]?.prune?.errors ?? []),
    ]);
    for (const r of removed)
        o.out(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(`${verb} ${r.agent} ${r.type} ${rel(r.path)} (age ${r.ageText})`)}\n  ${r.rule}: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(r.firstLine) || '(empty)'}\n`);
    for (const a of plan.agents) {
        const d = a.steps.prune?.distil;
        const gone = applied ? (applied.outcomes[a.name]?.prune?.removed.length ?? 0) : (a.steps.prune?.items.length ?? 0);
        if (!d || gone === 0)
            continue;
        const items = d.ops.filter((op) => op.op !== 'fold').length;
        o.out(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(`${plan.dryRun ? 'Would distil' : 'Distilled'} ${a.name}'s pruned files first into ${rel(d.write.path)} (${d.analyzer}): ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(items, 'knowledge item', 'knowledge items')} added or updated`)}\n`);
    }
    for (const k of kept)
        o.out(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(`Kept ${k.agent} ${rel(k.path)}: ${k.message}`)}\n`);
    for (const e of errors)
        o.err(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.logLine)(`Error: cannot prune ${rel(e.path)}: ${e.message}`)}\n`);
    const episodic = removed.filter((r) => r.type === 'episodic').length;
    const bytes = removed.reduce((n, r) => n + r.bytes, 0);
    const files = `${removed.length} file${removed.length === 1 ? '' : 's'} (${episodic} episodic, ${removed.length - episodic} procedural, ${bytes} bytes)`;
    const head = plan.dryRun ? `Dry run: ${files} would be pruned` : `Pruned ${files}`;
    const extra = [
        kept.length ? `${kept.length} kept` : '',
        errors.length ? (0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(errors.length, 'error', 'errors') : '',
    ].filter(Boolean);
    o.out(`${head}${extra.length ? `; ${extra.join(', ')}` : ''}. ${plan.notes.join(' ')}\n`);
}
/** Commit mode's closing line, and the re-plan when the branch moved. */
function renderCommit(commit, applied, o, withBranch) {
    if (!commit)
        return;
    if (applied && applied.plan.attempt > 1) {
        o.out(`The branch moved while pushing: re-planned on the new content (attempt ${applied.plan.attempt}); the report above is that plan.\n`);
    }
    const where = withBranch ? ` to ${commit.branch}` : '';
    o.out(commit.sha
        ? `Committed ${commit.sha.slice(0, 12)}${where} and pushed (attempt ${commit.attempts}).\n`
        : 'Nothing to commit.\n');
}
/** Bytes for people: exact below 1 KiB, else one decimal in KiB, MiB or GiB. */
function formatBytes(n) {
    if (n < 1024)
        return `${n} bytes`;
    const units = ['KiB', 'MiB', 'GiB'];
    let value = n / 1024;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    return `${value.toFixed(1)} ${units[unit]}`;
}
/**
 * The Action's log: each agent's plan (or what was applied), step by step,
 * with its analysis; `described` is describe(plan, applied) when the caller
 * made it already (the Action's review digest reads it too).
 */
function renderLog(plan, applied, described = describe(plan, applied)) {
    const lines = [];
    const o = { out: (t) => lines.push(t), err: (t) => lines.push(t) };
    for (const { agent: a, sections } of described) {
        o.out(`=== ${logLine(a.name)} ===\n`);
        if (a.entries !== undefined)
            o.out(`Entries: ${a.entries}\n`);
        const failure = agentFailure(a, applied);
        if (failure)
            o.out(`${logLine(`Failed: ${failure.message}`)}\n`);
        const shown = new Set();
        for (const s of sections) {
            if (s.markdown !== undefined)
                o.out(`${logLine(s.summary)}\n--- Analysis ---\n${logLines(s.markdown)}\n`);
            else
                sectionLines(s, o, shown);
        }
    }
    if (plan.agents.length === 0)
        o.out(`No agents with memory enabled. ${INIT_HINT}\n`);
    if (plan.notes.length)
        o.out(`${plan.notes.join(' ')}\n`);
    return lines.join('').trimEnd();
}


/***/ }),

/***/ 1129:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wc: () => (/* binding */ agentTally),
/* harmony export */   lB: () => (/* binding */ addTotals),
/* harmony export */   sX: () => (/* binding */ totalsLine),
/* harmony export */   zj: () => (/* binding */ runTotals)
/* harmony export */ });
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(573);
/* harmony import */ var _sections_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1102);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(893);



/** One agent's figures, as its JSON carries them. */
function agentTally(a, sections) {
    const t = (0,_sections_js__WEBPACK_IMPORTED_MODULE_0__/* .tally */ .N4)(sections);
    const pruned = sections.find((s) => s.step === 'prune')?.tally?.bytesRemoved ?? 0;
    const bytesBefore = (a.size ?? 0) + pruned;
    return { ...t, bytesBefore, bytesAfter: bytesBefore - t.bytesRemoved };
}
/** The run's totals; `described` is describe(plan, applied) when the caller made it already (gc's report does). */
function runTotals(plan, applied, described = (0,_sections_js__WEBPACK_IMPORTED_MODULE_0__/* .describe */ .q0)(plan, applied)) {
    const t = { ...addTotals(undefined, undefined), agents: plan.agents.length };
    for (const { agent: a, sections } of described) {
        const n = agentTally(a, sections);
        t.entriesRemoved += n.entriesRemoved;
        t.filesPruned += n.filesPruned;
        t.bytesRemoved += n.bytesRemoved;
        t.bytesBefore += n.bytesBefore;
        t.bytesAfter += n.bytesAfter;
        if ((0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .agentFailure */ .Os)(a, applied))
            t.failed++;
        else if (a.status === 'skipped')
            t.skipped++;
        else
            t.done++;
        if (a.steps.trim?.locked || a.steps.trim?.refused || applied?.outcomes[a.name]?.trim?.error)
            t.refused++;
        const trim = a.steps.trim?.plan;
        if (trim && trim.removed === undefined && trim.bytesRemoved > 0)
            t.entriesCounted = false;
    }
    return t;
}
/** The closing line of gc --all, prune, trim --all and status: what the whole run did (or would do). */
function totalsLine(t, dryRun) {
    const ended = [
        `${t.done} done`,
        t.skipped ? `${t.skipped} skipped` : '',
        `${t.refused} refused`,
        `${t.failed} failed`,
    ].filter(Boolean);
    const verb = dryRun ? 'would be ' : '';
    return (`Totals: ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(t.agents, 'agent', 'agents')} (${ended.join(', ')}); ` +
        `${t.entriesCounted ? (0,_text_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(t.entriesRemoved, 'entry', 'entries') : 'entries (not counted)'} ${verb}removed, ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(t.filesPruned, 'file', 'files')} ${verb}pruned; ` +
        `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(t.bytesBefore)} ${dryRun ? 'would become' : 'became'} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(t.bytesAfter)}.`);
}
/** The totals of a run made in batches: the sum of each batch's (none yet: zeros). */
function addTotals(a, b) {
    const zero = {
        agents: 0,
        done: 0,
        skipped: 0,
        failed: 0,
        refused: 0,
        entriesCounted: true,
        entriesRemoved: 0,
        filesPruned: 0,
        bytesRemoved: 0,
        bytesBefore: 0,
        bytesAfter: 0,
    };
    const x = a ?? zero;
    const y = b ?? zero;
    const sum = { ...zero, entriesCounted: x.entriesCounted && y.entriesCounted };
    for (const key of Object.keys(zero))
        if (key !== 'entriesCounted')
            sum[key] = x[key] + y[key];
    return sum;
}


/***/ }),

/***/ 7610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jsonForLog: () => (/* binding */ jsonForLog)
/* harmony export */ });
/**
 * JSON printed to stdout, where in a workflow step the runner reads every
 * line. Kept apart from untrusted.ts so the command tables can import it
 * without loading the redaction rules at start-up.
 */
/**
 * JSON text as printed where the runner reads it: `##[` can only be inside a
 * string there, and is written `##\\u005b`, which every reader decodes to
 * the same text (a JSON string holding `##[error]` was a runner command).
 */
function jsonForLog(json) {
    return json.replaceAll('##[', '##\\u005b');
}


/***/ })

};
