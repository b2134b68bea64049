export const id = 499;
export const ids = [499];
export const modules = {

/***/ 5499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runGc: () => (/* binding */ runGc),
  runPrune: () => (/* binding */ runPrune),
  runTrim: () => (/* binding */ runTrim)
});

// EXTERNAL MODULE: ./src/analysis/analyze.ts + 1 modules
var analyze = __webpack_require__(9207);
// EXTERNAL MODULE: ./src/analysis/cache.ts + 1 modules
var cache = __webpack_require__(4831);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/store/config.ts + 10 modules
var config = __webpack_require__(9938);
;// CONCATENATED MODULE: ./src/gc/agents.ts
/**
 * Which agents a run covers, for every front end: the ones named, or with
 * `all` every agent in the store in name order. A config that does not load
 * is a failed agent, not a failed run (axe's `gc --all`: the others go on).
 */

/**
 * The named agents, or every agent (`names` empty and `all`). With `all`,
 * agents whose memory is not enabled are left out, each with a line in
 * `warnings` (a log nobody trims grows forever, so this is never silent);
 * named ones are kept, so the front end can say why it skips them.
 */
async function selectAgents(store, names, all, warnings = []) {
    if (!all)
        return Promise.all(names.map((name) => settle(name, () => (0,config/* loadAgent */.eR)(store, name))));
    const selected = await Promise.all((await (0,config/* discoverAgents */.eU)(store)).map((ref) => settle(ref.name, () => (0,config/* loadAgentRef */.Zf)(store, ref))));
    for (const s of selected) {
        if (s.error === undefined && !s.agent.memory.enabled) {
            warnings.push(`agent "${s.name}" is skipped: ${(0,config/* storeRelative */.EM)(store, s.agent.configFile)} does not set enabled = true in [memory]`);
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

// EXTERNAL MODULE: ./src/gc/steps/registry.ts + 6 modules
var registry = __webpack_require__(5040);
;// CONCATENATED MODULE: ./src/gc/apply.ts

async function apply(plan) {
    const applied = { plan, paths: [], outcomes: {}, problems: [] };
    for (const step of registry/* STEPS */.U) {
        if (plan.steps.includes(step.name))
            await step.apply(plan, applied);
    }
    return applied;
}

// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(9133);
;// CONCATENATED MODULE: ./src/gc/message.ts
/**
 * The commit message for what was applied: a subject naming the agents,
 * then a line per agent. Agent names are file names, so nothing untrusted reaches it.
 */

function commitMessage(applied) {
    let entries = 0;
    let files = 0;
    const lines = [];
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
            removed ? `-${(0,plural/* plural */.L)(removed, 'entry', 'entries')}` : '',
            pruned ? `-${(0,plural/* plural */.L)(pruned, 'file', 'files')}` : '',
            distilled.length ? `distilled into ${distilled.join(' and ')}` : '',
        ].filter(Boolean);
        if (parts.length)
            lines.push(`${agent}: ${parts.join(', ')}`);
    }
    const what = [
        applied.plan.steps.includes('trim') ? `trim ${(0,plural/* plural */.L)(entries, 'run-log entry', 'run-log entries')}` : '',
        applied.plan.steps.includes('prune') ? `prune ${(0,plural/* plural */.L)(files, 'memory file', 'memory files')}` : '',
    ].filter(Boolean);
    const agents = lines.map((l) => l.slice(0, l.indexOf(':')));
    return `memkeep: ${what.join(', ')} (${agents.join(', ')})\n\n${lines.join('\n')}`;
}

// EXTERNAL MODULE: ./src/gc/plan.ts
var plan = __webpack_require__(5623);
// EXTERNAL MODULE: ./src/analysis/distil.ts + 1 modules
var distil = __webpack_require__(4697);
// EXTERNAL MODULE: ./src/format/layout.ts
var layout = __webpack_require__(533);
// EXTERNAL MODULE: ./src/gc/model.ts
var model = __webpack_require__(719);
;// CONCATENATED MODULE: ./src/gc/remember.ts
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
            ? await (0,cache/* trimmedLogKey */.gx)(trim, analysis.maxInputTokens, (0,layout/* layoutOf */.aH)(a.agent.memory)).catch(() => undefined)
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
        const digest = a.steps.distil?.digest;
        if (digest && !digest.cached && applied.outcomes[a.name]?.distil?.digest)
            updates[a.name] = (0,distil/* cachedDistil */.Ae)(digest, new Date().toISOString());
    }
    return updates;
}

// EXTERNAL MODULE: ./src/git/leftovers.ts
var leftovers = __webpack_require__(2620);
;// CONCATENATED MODULE: ./src/render/sections.ts

function sections_describe(plan, applied) {
    return plan.agents.map((agent) => ({
        agent,
        sections: registry/* STEPS */.U.filter((s) => plan.steps.includes(s.name)).flatMap((s) => {
            const section = s.describe(plan, agent, applied);
            return section ? [{ ...section, step: s.name }] : [];
        }),
    }));
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

// EXTERNAL MODULE: ./src/analysis/tokens.ts
var analysis_tokens = __webpack_require__(1106);
// EXTERNAL MODULE: ./src/untrusted.ts
var untrusted = __webpack_require__(873);
;// CONCATENATED MODULE: ./src/render/text.ts
/**
 * The CLI's text: axe's lines for gc, word for word (scripts match them,
 * "1 entries" included), in axe's order and on axe's streams
 * (reference/axe-gc-spec.md), memkeep's own lines after them, `trim`'s and
 * prune's reports. A dry run adds what would go, entry by entry, after axe's
 * "Dry run: no entries trimmed." line.
 */





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
function renderGc(plan, applied, o, all) {
    const sections = new Map(sections_describe(plan, applied).map((d) => [d.agent.name, d.sections]));
    for (const a of plan.agents) {
        if (all)
            o.out(`=== GC: ${a.name} ===\n`);
        for (const w of a.warnings)
            o.err(`Warning: ${w}\n`);
        if (a.status === 'skipped')
            o.err(`Warning: agent "${a.name}" does not have memory enabled. Skipping.\n`);
        if (a.status === 'empty')
            o.out(`No memory entries for agent "${a.name}". Nothing to do.\n`);
        if (a.entries !== undefined && a.status !== 'empty') {
            o.out(`Agent: ${a.name}\nEntries: ${a.entries}\n`);
            analysisLines(a, o);
            trimLines(plan, a, applied, sections.get(a.name) ?? [], o);
            const distilled = sections.get(a.name)?.find((s) => s.step === 'distil');
            if (distilled && !a.error)
                sectionLines(distilled, o);
            for (const line of a.steps.distil?.digest?.redactions ?? [])
                o.err(`Warning: ${line}\n`);
        }
        const failure = agentFailure(a, applied);
        if (failure)
            o.err((0,untrusted/* logLine */.BP)(all ? `Error: gc failed for agent "${a.name}": ${failure.message}` : `Error: ${failure.message}`) +
                '\n');
    }
}
function analysisLines(a, o) {
    const analysis = a.steps.analyse;
    if (!analysis)
        return;
    o.out(`Analyzer: ${analysis.analyzer}${analysis.fallbackReason ? ` (${analysis.fallbackReason})` : ''}\n`);
    if (analysis.cached)
        o.out('Analysis reused: what would be analysed is unchanged since the last analysis (no model call).\n');
    if (analysis.madeBeforeTrim)
        o.out(`The reused analysis was made ${analysis.madeBeforeTrim}, before the last trim: its counts are of the log as it was then, not of the ${a.entries} entries now.\n`);
    if (analysis.leftOut > 0) {
        o.out(`Input budget: analysed the newest ${analysis.sentEntries} entries; ${analysis.leftOut} older entries left out (max_input_tokens: ${analysis.maxInputTokens}).\n`);
    }
    for (const line of analysis.redactions)
        o.err(`Warning: ${line}\n`);
    const compactAfter = a.agent?.memory.compactAfter;
    const tokens = (0,analysis_tokens/* estimateTokens */.b)(analysis.size);
    if (compactAfter !== undefined && tokens > compactAfter) {
        o.err(`Warning: agent "${a.name}" memory is about ${tokens} tokens (compact_after: ${compactAfter}).\n`);
    }
    o.out(`--- Analysis ---\n${(0,untrusted/* logLines */.OG)(analysis.text)}\n`);
}
function trimLines(plan, a, applied, sections, o) {
    const trim = a.steps.trim;
    if (!trim || a.error)
        return;
    if (plan.dryRun) {
        o.out('Dry run: no entries trimmed.\n');
        const section = sections.find((s) => s.title === 'Trim');
        if (section && trim.plan?.bytesRemoved)
            sectionLines(section, o);
        return;
    }
    if (!applied)
        return;
    if (trim.target === undefined)
        o.out('No trim target configured (last_n and max_entries are both 0). Skipping trim.\n');
    else if (trim.locked)
        o.out(`${(0,untrusted/* logLine */.BP)(`Trim skipped: ${a.log} is locked.`)}\n`);
    else if (!trim.plan?.bytesRemoved)
        o.out(`No trimming needed: ${a.entries} entries within limit (${trim.target}).\n`);
    else if (applied.outcomes[a.name]?.trim?.rewritten)
        o.out(`Trimmed: ${trim.plan.removed} entries removed, ${trim.target} entries kept.\n`);
}
/** A section in a terminal: its summary, then each list, cut after TEXT_LIST_MAX lines. */
function sectionLines(s, o) {
    const lines = [s.summary, ...(s.risks ?? []).map((r) => `Knowledge at risk: ${r}`)];
    for (const list of s.lists ?? []) {
        lines.push(`${list.label}:`);
        // One entry a line: its own line breaks are shown escaped, as logLine shows them.
        for (const line of list.lines.slice(0, TEXT_LIST_MAX))
            lines.push(`  - ${line.replace(/\r/g, '\\r').replace(/\n/g, '\\n')}`);
        if (list.lines.length > TEXT_LIST_MAX)
            lines.push(`  … and ${list.lines.length - TEXT_LIST_MAX} more (--json lists them all)`);
    }
    o.out(`${(0,untrusted/* logLines */.OG)(lines.join('\n'))}\n`);
}
/** `memkeep trim`: the trim alone, bytes rather than entries when they were not counted. */
function renderTrim(plan, applied, o) {
    const a = plan.agents[0];
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
        o.out(`No trimming needed: ${(0,plural/* plural */.L)(p?.count ?? a.entries ?? 0, 'entry', 'entries')} within limit (${trim.target}).\n`);
        return;
    }
    const dropped = p.dropped
        ? `${(0,plural/* plural */.L)(p.dropped.length, 'entry', 'entries')}, ${formatBytes(p.bytesRemoved)}`
        : formatBytes(p.bytesRemoved);
    if (plan.dryRun) {
        o.out(`Dry run: would remove older entries (${dropped}) and keep the last ${trim.target}.\n`);
        const section = sections_describe(plan)[0].sections.find((s) => s.step === 'trim');
        if (section?.lists)
            for (const list of section.lists.slice(0, 1))
                sectionLines({ ...section, lists: [list] }, o);
    }
    else if (applied?.outcomes[a.name]?.trim?.rewritten) {
        o.out(`Trimmed: older entries removed (${dropped}), ${(0,plural/* plural */.L)(trim.target, 'entry', 'entries')} kept.\n`);
    }
}
/** `memkeep prune`: one line a file, then the totals. */
function renderPrune(plan, applied, o) {
    const verb = plan.dryRun ? 'Would prune' : 'Pruned';
    const rel = (path) => (0,config/* storeRelative */.EM)(plan.store, path);
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
        o.out(`${(0,untrusted/* logLine */.BP)(`${verb} ${r.agent} ${r.type} ${rel(r.path)} (age ${r.ageText})`)}\n  ${r.rule}: ${(0,untrusted/* logLine */.BP)(r.firstLine) || '(empty)'}\n`);
    for (const k of kept)
        o.out(`${(0,untrusted/* logLine */.BP)(`Kept ${k.agent} ${rel(k.path)}: ${k.message}`)}\n`);
    for (const e of errors)
        o.err(`${(0,untrusted/* logLine */.BP)(`Error: cannot prune ${rel(e.path)}: ${e.message}`)}\n`);
    const episodic = removed.filter((r) => r.type === 'episodic').length;
    const bytes = removed.reduce((n, r) => n + r.bytes, 0);
    const files = `${removed.length} file${removed.length === 1 ? '' : 's'} (${episodic} episodic, ${removed.length - episodic} procedural, ${bytes} bytes)`;
    const head = plan.dryRun ? `Dry run: ${files} would be pruned` : `Pruned ${files}`;
    const extra = [kept.length ? `${kept.length} kept` : '', errors.length ? `${errors.length} errors` : ''].filter(Boolean);
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
/** The Action's log: each agent's plan (or what was applied), step by step, with its analysis. */
function renderLog(plan, applied) {
    const lines = [];
    const o = { out: (t) => lines.push(t), err: (t) => lines.push(t) };
    for (const { agent: a, sections } of describe(plan, applied)) {
        o.out(`=== ${a.name} ===\n`);
        if (a.entries !== undefined)
            o.out(`Entries: ${a.entries}\n`);
        const failure = agentFailure(a, applied);
        if (failure)
            o.out(`${logLine(`Failed: ${failure.message}`)}\n`);
        for (const s of sections) {
            if (s.markdown !== undefined)
                o.out(`${s.summary}\n--- Analysis ---\n${logLines(s.markdown)}\n`);
            else
                sectionLines(s, o);
        }
    }
    if (plan.notes.length)
        o.out(`${plan.notes.join(' ')}\n`);
    return lines.join('').trimEnd();
}

;// CONCATENATED MODULE: ./src/render/json.ts


function renderJson(plan, applied, info) {
    const agents = sections_describe(plan, applied).map(({ agent: a, sections }) => {
        const failure = agentFailure(a, applied);
        const status = failure ? 'failed' : a.status === 'planned' ? 'done' : a.status;
        const json = { agent: a.name, status, log: a.log ?? null, entries: a.entries ?? null };
        // The analysis fields stand at the agent's level, as they did before steps had sections of their own.
        for (const s of sections)
            Object.assign(json, s.step === 'analyse' ? s.data : { [s.step]: s.data ?? null });
        return { ...json, warnings: a.warnings, error: failure ?? null };
    });
    return (JSON.stringify({
        command: info.command,
        dryRun: plan.dryRun,
        plannedAt: plan.at,
        attempt: plan.attempt,
        applied: applied !== undefined,
        agents,
        ...(info.command === 'prune' ? pruneTotals(agents) : {}),
        notes: plan.notes,
        problems: [...plan.problems, ...(applied?.problems ?? [])],
        failed: agents.filter((a) => a.status === 'failed').length,
        commit: info.commit ?? null,
        exitCode: info.exitCode,
    }, null, 2) + '\n');
}
/** prune's document lists the files of all agents together, as it always has. */
function pruneTotals(agents) {
    const all = (key) => agents.flatMap((a) => (a.prune?.[key] ?? []).map((x) => ({ agent: a.agent, ...x })));
    return { pruned: all('pruned'), kept: all('kept'), errors: all('errors') };
}

// EXTERNAL MODULE: ./src/store/lock.ts
var lock = __webpack_require__(5074);
;// CONCATENATED MODULE: ./src/cli/maintenance.ts
/**
 * The maintenance commands, gc, trim and prune: the CLI's front end to the
 * plan (src/gc). Each picks its agents and steps, makes the plan, applies it
 * unless it is a dry run (in commit mode inside the commit-and-push loop,
 * which re-plans when the branch moved), saves the analysis cache, and hands
 * plan and outcome to a renderer. Messages, their order and exit codes are
 * axe's where axe has them (reference/axe-gc-spec.md).
 */













async function planAndApply(store, agents, options, commit) {
    // An interrupted commit-mode run's half-applied change must be gone before anything is read.
    const recovered = commit && !options.dryRun ? await (0,leftovers/* recoverBeforeRun */.X7)(store.root, commit.author) : [];
    const first = await (0,plan/* plan */.e)(store, agents, options);
    if (options.dryRun)
        return { plan: first, recovered };
    if (!commit)
        return { plan: first, applied: await apply(first), recovered };
    const { commitAndPush } = await __webpack_require__.e(/* import() */ 895).then(__webpack_require__.bind(__webpack_require__, 5895));
    try {
        let current = first;
        const landed = await commitAndPush({
            cwd: store.root,
            author: commit.author,
            apply: async (attempt) => {
                // After the branch moved, plan again on what it holds now, keeping the analyses.
                if (attempt > 1)
                    current = await (0,plan/* plan */.e)(store, agents, { ...options, previous: current });
                const applied = await apply(current);
                return { paths: applied.paths, message: commitMessage(applied), result: applied };
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
function warnRecovered(run, io) {
    for (const path of run.recovered)
        io.err(`Warning: ${(0,leftovers/* leftoverWarning */._f)(path)}\n`);
}
/** `memkeep gc`: analyse and trim (axe gc), for one agent or `--all`. */
async function runGc(options, io) {
    // axe prints these two bare, and scripts match them.
    if (options.all && options.agent)
        return usage('cannot specify both --all and an agent name', io);
    if (!options.all && !options.agent)
        return usage('agent name is required (or use --all)', io);
    let run;
    let store;
    try {
        store = await (0,config/* loadStoreConfig */.oj)(options.root);
        for (const w of store.warnings)
            io.err(`Warning: ${w}\n`);
        const timeoutMs = (0,analyze/* modelTimeout */.Jw)(io.env);
        const state = await (0,cache/* readState */.un)(store.root);
        const skipped = [];
        const agents = await selectAgents(store, options.agent ? [options.agent] : [], options.all, skipped);
        for (const w of skipped)
            io.err(`Warning: ${w}\n`);
        const analysis = { store, env: io.env, analyzer: options.analyzer, model: options.model, cache: state, timeoutMs };
        const steps = [
            'trim',
            'analyse',
            ...(store.gc.distil && !options.noDistil ? ['distil'] : []),
        ];
        run = await planAndApply(store, agents, { steps, analysis, dryRun: options.dryRun }, options.commit ? { author: options.author } : undefined);
        warnRecovered(run, io);
        if (run.applied) {
            const updates = { agents: await cacheUpdates(run.applied), distilled: distilUpdates(run.applied) };
            if ((0,cache/* hasUpdates */.ph)(updates))
                await saveState(store.root, (0,cache/* mergeState */.I5)(state, updates), io);
        }
    }
    catch (e) {
        io.err(`Error: ${(0,errors/* formatError */.Wk)(e)}\n`);
        return (0,errors/* exitCodeOf */.FO)(e);
    }
    const failed = run.plan.agents.filter((a) => agentFailure(a, run.applied)).length;
    let code = options.all ? (failed ? 1 : 0) : (agentFailure(run.plan.agents[0], run.applied)?.code ?? 0);
    if (run.commitError !== undefined)
        code = Math.max(code, (0,errors/* exitCodeOf */.FO)(run.commitError), failed ? 1 : 0);
    if (options.json) {
        io.out(renderJson(run.plan, run.applied, { command: 'gc', exitCode: code, commit: run.commit ?? null }));
        return code;
    }
    renderGc(run.plan, run.applied, io, options.all);
    if (run.commitError !== undefined)
        io.err(`Error: ${(0,errors/* formatError */.Wk)(run.commitError)}\n`);
    renderCommit(run.commit, run.applied, io, true);
    if (options.all && run.plan.agents.length === 0)
        io.out('No agents with memory enabled.\n');
    if (options.all && failed)
        io.err(`gc completed with errors: ${failed} of ${run.plan.agents.length} agents failed\n`);
    return code;
}
/** A usage error: axe's line, bare as axe prints it, but exit 2 like every memkeep usage error (README). */
function usage(message, io) {
    io.err(`${message}\n`);
    return 2;
}
async function saveState(root, state, io) {
    try {
        await (0,cache/* writeState */.Jq)(root, state);
    }
    catch (e) {
        io.err(`Warning: could not save the analysis cache: ${(0,errors/* formatError */.Wk)(e)}\n`);
    }
}
/**
 * `memkeep trim`: gc's trim without the analysis, for agents that bound
 * their log after every run. A real trim does not count or list what it
 * drops (that would mean reading all of it, the whole cost of trimming a
 * large log), so it reports the bytes removed; a dry run lists the entries.
 */
async function runTrim(options, io) {
    try {
        const store = await (0,config/* loadStoreConfig */.oj)(options.root);
        const agents = await selectAgents(store, [options.agent], false);
        const analysis = { store, env: io.env };
        const run = await planAndApply(store, agents, { steps: ['trim'], analysis, dryRun: options.dryRun, keep: options.keep, list: options.dryRun }, undefined);
        const a = run.plan.agents[0];
        if (a.status === 'skipped')
            io.err(`Warning: agent "${a.name}" does not have memory enabled. Skipping.\n`);
        // gc analyses a locked log and leaves it; asked for a trim and nothing else, say why there is none.
        if (a.steps.trim?.locked)
            await (0,lock/* assertUnlocked */.Wj)(a.agent.memory.path, 'trim');
        const failure = agentFailure(a, run.applied);
        if (failure) {
            io.err(`Error: ${failure.message}\n`);
            return failure.code;
        }
        if (a.status === 'planned' || a.status === 'empty')
            renderTrim(run.plan, run.applied, io);
        return 0;
    }
    catch (e) {
        io.err(`Error: ${(0,errors/* formatError */.Wk)(e)}\n`);
        return (0,errors/* exitCodeOf */.FO)(e);
    }
}
/** `memkeep prune`: typed pruning of every enabled agent, or those named. */
async function runPrune(options, io) {
    try {
        const store = await (0,config/* loadStoreConfig */.oj)(options.root);
        for (const w of store.warnings)
            io.err(`Warning: ${w}\n`);
        const skipped = [];
        const agents = await selectAgents(store, options.agents, options.agents.length === 0, skipped);
        for (const w of skipped)
            io.err(`Warning: ${w}\n`);
        const broken = agents.find((s) => s.error !== undefined);
        if (broken)
            throw broken.error;
        for (const s of agents)
            if (!s.agent.memory.enabled)
                io.err(`Warning: agent "${s.name}" does not have memory enabled. Skipping.\n`);
        const run = await planAndApply(store, agents, { steps: ['prune'], analysis: { store, env: io.env }, dryRun: options.dryRun }, options.commit ? { author: options.author } : undefined);
        warnRecovered(run, io);
        if (run.commitError !== undefined)
            throw run.commitError;
        for (const w of run.plan.problems.filter((p) => !p.includes(': cannot prune ')))
            io.err(`Warning: ${w}\n`);
        const errors = run.plan.agents.some((a) => a.steps.prune?.errors.length || run.applied?.outcomes[a.name]?.prune?.errors.length);
        const code = errors ? 1 : 0;
        if (options.json)
            io.out(renderJson(run.plan, run.applied, { command: 'prune', exitCode: code, commit: run.commit ?? null }));
        else {
            renderPrune(run.plan, run.applied, io);
            renderCommit(run.commit, run.applied, io, false);
        }
        return code;
    }
    catch (e) {
        io.err(`Error: ${(0,errors/* formatError */.Wk)(e)}\n`);
        return (0,errors/* exitCodeOf */.FO)(e);
    }
}


/***/ }),

/***/ 2620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P4: () => (/* binding */ rollBackLeftovers),
/* harmony export */   X7: () => (/* binding */ recoverBeforeRun),
/* harmony export */   _f: () => (/* binding */ leftoverWarning),
/* harmony export */   nR: () => (/* binding */ markRun)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _store_atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2892);
/* harmony import */ var _author_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9209);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(308);
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
        marker = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8'));
    }
    catch {
        return [];
    }
    if (!Number.isSafeInteger(marker.pid) || typeof marker.scope !== 'string')
        return [];
    if (marker.pid !== process.pid && (0,_store_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .processAlive */ .FN)(marker.pid))
        return [];
    const changed = (await git.raw(['diff', '--name-only', 'HEAD', '--', marker.scope])).trim();
    if (changed) {
        await git.raw([
            ...(0,_git_js__WEBPACK_IMPORTED_MODULE_4__/* .identity */ .D_)(author),
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
async function recoverBeforeRun(cwd, author = _author_js__WEBPACK_IMPORTED_MODULE_3__/* .ACTIONS_BOT */ .a) {
    let top;
    try {
        top = await new _git_js__WEBPACK_IMPORTED_MODULE_4__/* .Git */ .TU(cwd).topLevel();
    }
    catch {
        return [];
    }
    return rollBackLeftovers(new _git_js__WEBPACK_IMPORTED_MODULE_4__/* .Git */ .TU(top), top, author);
}
/** The warning for a path rolled back by rollBackLeftovers. */
function leftoverWarning(path) {
    return `rolled back ${path}: an interrupted commit-mode run left it uncommitted (kept in git stash)`;
}


/***/ })

};
