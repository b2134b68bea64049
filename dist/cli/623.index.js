export const id = 623;
export const ids = [623,102];
export const modules = {

/***/ 9207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L_: () => (/* binding */ analyzeLog),
  wy: () => (/* binding */ chooseAnalyzer),
  Jw: () => (/* binding */ modelTimeout)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/format/layout.ts
var format_layout = __webpack_require__(533);
// EXTERNAL MODULE: ./src/store/config.ts + 10 modules
var config = __webpack_require__(9938);
// EXTERNAL MODULE: ./src/store/failures.ts
var failures = __webpack_require__(9646);
// EXTERNAL MODULE: ./src/analysis/budget.ts
var budget = __webpack_require__(9505);
// EXTERNAL MODULE: ./src/analysis/cache.ts + 1 modules
var cache = __webpack_require__(4831);
// EXTERNAL MODULE: ./src/analysis/entries.ts
var analysis_entries = __webpack_require__(8834);
// EXTERNAL MODULE: ./src/analysis/lessons.ts
var lessons = __webpack_require__(9831);
// EXTERNAL MODULE: ./src/analysis/local.ts
var local = __webpack_require__(8945);
// EXTERNAL MODULE: ./src/analysis/model.ts
var model = __webpack_require__(3659);
;// CONCATENATED MODULE: ./src/analysis/prompt.ts
/**
 * The pattern-detection system prompt, verbatim from axe's gc spec
 * (Requirement 4.1). It is deliberately a constant: the spec forbids making
 * it configurable, and the local analyzer writes the same three headings so
 * both analyzers' reports read alike.
 */
const ANALYSIS_PROMPT = `You are a memory analyst for an AI agent. You will receive a log of the agent's past tasks and results. Analyze the entries and provide a structured report.

Your report MUST contain exactly these three sections with these exact headings:

## Patterns Found
Identify recurring themes, common task types, or behavioral patterns across the entries. If no patterns exist, state "No clear patterns detected."

## Repeated Work
Identify any tasks that appear to be duplicated or that the agent has done multiple times with the same or similar inputs. If no repetition is found, state "No repeated work detected."

## Recommendations
Based on the patterns and repetitions found, suggest concrete actions the user could take to improve the agent's configuration, skill, or workflow. If no recommendations apply, state "No specific recommendations."

Be concise. Reference specific entries by their timestamps when relevant.`;
const ANALYSIS_HEADINGS = (/* unused pure expression or super */ null && (['Patterns Found', 'Repeated Work', 'Recommendations']));

// EXTERNAL MODULE: ./src/analysis/redact.ts + 1 modules
var redact = __webpack_require__(2486);
// EXTERNAL MODULE: ./src/analysis/tokens.ts
var tokens = __webpack_require__(1106);
;// CONCATENATED MODULE: ./src/analysis/analyze.ts
/**
 * One agent's analysis: pick the analyzer, reuse a cached result, fit the log
 * to the input budget, redact secrets, and call the model or the local
 * analyzer. Everything that decides what leaves the machine is here, in one
 * place, so the CLI and the Action cannot differ on it.
 */















/**
 * Decides which analyzer runs. `llm` insists on a model and its key (exit 3
 * before any request when the key is missing); `auto` falls back to the local
 * analyzer when no model is configured or its credentials are absent.
 */
function chooseAnalyzer(agent, options) {
    const mode = options.analyzer ?? options.store.gc.analyzer ?? 'auto';
    if (mode === 'local')
        return { kind: 'local' };
    const modelText = options.model ?? agent.model ?? options.store.gc.model;
    // Errors about the model name the place it was set.
    const where = options.model
        ? { field: '--model' }
        : agent.model
            ? { file: agent.configFile, field: 'model' }
            : { file: (0,external_node_path_.join)(options.store.root, config/* CONFIG_FILE */.g2), field: 'gc.model' };
    if (!modelText) {
        if (mode === 'llm') {
            throw (0,errors/* configError */.Fj)(`agent "${agent.name}" has no model: set model = "provider/model" or pass --model`, {
                file: agent.configFile,
                field: 'model',
            });
        }
        return { kind: 'local', reason: 'no model configured' };
    }
    const ref = (0,model/* parseModel */.Xh)(modelText, where);
    if (ref.provider === 'local')
        return { kind: 'local' };
    const endpoint = (0,model/* resolveEndpoint */.sO)(ref, options.store, options.env, options.endpoint, where);
    if (mode === 'llm') {
        (0,model/* requireKey */.XK)(endpoint);
        return { kind: 'llm', endpoint };
    }
    if ((0,model/* endpointUsable */.gp)(endpoint))
        return { kind: 'llm', endpoint };
    const reason = endpoint.needsKey
        ? `no ${endpoint.keyEnv} for ${ref.provider}/${ref.model}`
        : `no base URL configured for ${ref.provider}/${ref.model}`;
    return { kind: 'local', reason };
}
/** Analyses one agent's run log (agent.memory.path); `logFile` names it in reports. */
async function analyzeLog(agent, logFile, options, scan) {
    const choice = chooseAnalyzer(agent, options);
    const analyzer = choice.kind === 'local' ? 'local' : `${choice.endpoint.provider}/${choice.endpoint.model}`;
    const maxInputTokens = options.maxInputTokens ?? options.store.gc.maxInputTokens;
    const layout = (0,format_layout/* layoutOf */.aH)(agent.memory);
    const { budgeted, size } = await (0,budget/* readBudgeted */.n)(agent.memory.path, maxInputTokens, scan, layout);
    const digest = (0,cache/* inputKey */.sM)(budgeted.text);
    const fallbackReason = choice.kind === 'local' ? choice.reason : undefined;
    const base = { analyzer, fallbackReason, digest, maxInputTokens, size, inputTokens: (0,tokens/* estimateTokens */.b)(budgeted.text) };
    // The cache may predate a rule: what it holds is redacted again on the way out.
    const cached = options.cache && (0,cache/* lookup */.$I)(options.cache, agent.name, digest, analyzer, maxInputTokens);
    if (cached) {
        // The local analyzer costs nothing to run again (below), so only a model's analysis is reused as it was.
        if (choice.kind !== 'local') {
            const madeBeforeTrim = cached.digests[0] !== digest ? cached.at : undefined;
            return {
                ...base,
                text: (0,redact/* redactSecrets */.fp)(cached.analysis).text,
                cached: true,
                madeBeforeTrim,
                sentEntries: budgeted.sentEntries,
                leftOut: budgeted.leftOut,
                tokensSent: 0,
                redactions: [],
            };
        }
    }
    // Both analyzers see the log redacted: the local one quotes tasks, and its
    // text becomes the PR description, the job summary and the cached analysis.
    const redacted = (0,redact/* redactSecrets */.fp)(budgeted.text.toString('utf8'));
    // The budget sends a suffix of the log, or picked entries: map line numbers back to the file's.
    const skippedLines = redacted.findings.length && !budgeted.fileLine && (budgeted.leftOut > 0 || budgeted.truncated)
        ? await linesBefore(agent.memory.path, size - budgeted.text.length)
        : 0;
    const fileLine = budgeted.fileLine ?? ((line) => line + skippedLines);
    const redactions = (0,redact/* describeFindings */.kA)(logFile, redacted.findings.map((f) => ({ ...f, line: fileLine(f.line) })));
    const common = { ...base, cached: false, sentEntries: budgeted.sentEntries, leftOut: budgeted.leftOut, redactions };
    if (choice.kind === 'local') {
        // The budget sends whole entries oldest first: read them as such, whatever structure held them.
        const read = budgeted.fileLine ? (0,format_layout/* flatLayout */.gX)(layout) : layout;
        const entries = (0,analysis_entries/* toLogEntries */.YW)(redacted.findings.length ? Buffer.from(redacted.text) : budgeted.text, read);
        // Run again on a cache hit too, so the report always describes the log as it is now.
        const text = (0,local/* analyzeLocally */.jB)(entries, { notes: failureNotes(agent, options.store) });
        return { ...common, cached: Boolean(cached), text: (0,redact/* redactSecrets */.fp)(text).text, tokensSent: 0 };
    }
    const { text, retries } = await (0,model/* complete */.My)(choice.endpoint, ANALYSIS_PROMPT, redacted.text, options.timeoutMs);
    // A model can echo a secret back in another shape (or make one up): its answer is redacted too.
    return {
        ...common,
        text: (0,redact/* redactSecrets */.fp)(text).text,
        modelRetries: retries,
        tokensSent: (0,tokens/* estimateTokens */.b)(redacted.text),
    };
}
/**
 * The agent's failure notes, for the local analyzer to count: a run that
 * failed is often recorded only there. Unreadable means none: the notes are
 * a detail of the report, not a reason to fail it.
 */
function failureNotes(agent, store) {
    const path = (0,external_node_path_.join)(agent.memory.proceduralDir, failures/* FAILURES_FILE */.nB);
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch {
        return undefined;
    }
    return { file: (0,config/* storeRelative */.EM)(store, path), at: (0,lessons/* failuresFromNotes */.Rp)(text, '').map((f) => f.at) };
}
/** Newlines in the first `end` bytes of a file, streamed. */
async function linesBefore(path, end) {
    if (end <= 0)
        return 0;
    let n = 0;
    for await (const chunk of (0,external_node_fs_.createReadStream)(path, { end: end - 1, highWaterMark: 1 << 20 })) {
        const bytes = chunk;
        for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1))
            n++;
    }
    return n;
}
/** `MEMKEEP_MODEL_TIMEOUT` (seconds) lengthens or shortens axe's 120 s, e.g. for a slow local model. */
function modelTimeout(env) {
    const text = env.MEMKEEP_MODEL_TIMEOUT;
    if (text === undefined || text === '')
        return undefined;
    const seconds = Number(text);
    if (!Number.isFinite(seconds) || seconds <= 0) {
        throw (0,errors/* configError */.Fj)(`MEMKEEP_MODEL_TIMEOUT must be a positive number of seconds (got "${text}")`, {
            field: 'MEMKEEP_MODEL_TIMEOUT',
        });
    }
    return seconds * 1000;
}


/***/ }),

/***/ 9505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ readBudgeted)
/* harmony export */ });
/* unused harmony export fitBudget */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _format_axe_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2563);
/* harmony import */ var _store_order_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7234);
/* harmony import */ var _store_regular_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2217);
/* harmony import */ var _store_runlog_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8500);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1106);
/**
 * The input budget: what of a run log fits in `max_input_tokens`. In axe's
 * layout a log that fits is sent whole; a larger one as its newest whole
 * entries (oldest dropped first, preamble dropped), and if even the newest
 * entry alone is too big, its tail cut on a character boundary. In every
 * other layout (or an axe log whose tail holds a fence) the log is parsed
 * and ordered as its layout says, and the newest entries that fit are sent
 * oldest first, without the structure around them: "newest" means what the
 * trim keeps. The estimate never exceeds the budget.
 */






const UTF8_BOM_LENGTH = 3;
const NEWLINE = Buffer.from('\n');
/**
 * What of an in-memory log to send within `maxTokens` estimated tokens.
 * Newest entries matter most to an analysis of what the agent does now, and
 * whole entries read better than cut ones; only when the newest entry alone
 * is over the budget is anything cut, and then its end (the result) is kept.
 * `count` is the caller's count of the entries of this very buffer, if any.
 */
function fitBudget(log, maxTokens, count) {
    if ((0,_tokens_js__WEBPACK_IMPORTED_MODULE_5__/* .estimateTokens */ .b)(log) <= maxTokens) {
        return { text: log, sentEntries: count ?? _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .axeLayout */ .HR.entries(log).length, leftOut: 0, truncated: false };
    }
    const starts = _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .axeLayout */ .HR.entries(log).map((e) => e.start);
    const maxBytes = budgetBytes(maxTokens);
    let start = log.length;
    let sent = 0;
    for (let i = starts.length - 1; i >= 0; i--) {
        if (log.length - starts[i] > maxBytes)
            break;
        start = starts[i];
        sent++;
    }
    if (sent > 0)
        return { text: log.subarray(start), sentEntries: sent, leftOut: starts.length - sent, truncated: false };
    // Not even the newest entry fits: send its tail, starting on a character boundary.
    const cut = charBoundary(log, Math.max(0, log.length - maxBytes));
    return { text: log.subarray(cut), sentEntries: 0, leftOut: Math.max(0, starts.length - 1), truncated: true };
}
/** Bytes whose estimate stays within `maxTokens` (a fractional budget rounds down). */
function budgetBytes(maxTokens) {
    return Math.max(0, Math.floor(maxTokens)) * 4;
}
/**
 * The first offset at or after `at` that does not split a UTF-8 character.
 * At most three continuation bytes are skipped: a longer run is invalid
 * UTF-8 anyway, and skipping it all could swallow the whole tail.
 */
function charBoundary(buf, at) {
    let cut = at;
    while (cut < buf.length && cut < at + 3 && (buf[cut] & 0xc0) === 0x80)
        cut++;
    return cut;
}
/**
 * fitBudget for a file, without holding what the budget leaves out: a log
 * over the budget is read from its tail only, after one streamed pass that
 * counts it (or the caller's own scan), so a 1 GB log never needs 1 GB.
 */
async function readBudgeted(path, maxTokens, known, layout = _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .axeLayout */ .HR) {
    const scan = known ?? (await (0,_store_runlog_js__WEBPACK_IMPORTED_MODULE_4__/* .scanLog */ .Or)(path, { layout }));
    const { size } = scan;
    const maxBytes = budgetBytes(maxTokens);
    if (!layout.streamable) {
        const log = scan.content ?? wholeLog(path);
        return { budgeted: await fitOrdered(path, log, maxTokens, layout), size };
    }
    // Up to a BOM's length over the budget, the first entry (after the BOM) may
    // still fit, and only the whole file shows that.
    if (size <= maxBytes + UTF8_BOM_LENGTH) {
        const log = scan.content ?? (0,_store_regular_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFileSync */ .cG)(path, { maxBytes: maxBytes + UTF8_BOM_LENGTH }) ?? Buffer.alloc(0);
        return { budgeted: fitBudget(log, maxTokens, scan.content ? scan.count : undefined), size };
    }
    // One byte more than the budget tells whether the tail starts on a line.
    const tail = readRange(path, size - maxBytes - 1, maxBytes + 1);
    const startsLine = tail[0] === 10;
    const usable = startsLine ? tail.subarray(1) : tail.subarray(tail.indexOf(10) + 1 || tail.length);
    // A fence in the tail may have opened before it: only the whole log says what is an entry.
    if ((0,_format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .mayHoldFence */ .In)(usable))
        return { budgeted: await fitOrdered(path, wholeLog(path), maxTokens, layout), size };
    const starts = _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .axeLayout */ .HR.entries(usable).map((e) => e.start);
    const total = scan.count;
    if (starts.length > 0) {
        return {
            budgeted: {
                text: usable.subarray(starts[0]),
                sentEntries: starts.length,
                leftOut: total - starts.length,
                truncated: false,
            },
            size,
        };
    }
    // The newest entry alone is over the budget: its tail, from a character boundary.
    const cut = charBoundary(tail, 1);
    return {
        budgeted: { text: tail.subarray(cut), sentEntries: 0, leftOut: Math.max(0, total - 1), truncated: true },
        size,
    };
}
/**
 * The newest entries of a whole log by its layout's order that fit, sent
 * oldest first; when not even the newest fits, its tail.
 */
async function fitOrdered(path, log, maxTokens, layout) {
    const entries = layout.entries(log);
    const order = await (0,_store_order_js__WEBPACK_IMPORTED_MODULE_2__/* .orderOf */ .m)(path, log, entries, layout);
    const maxBytes = budgetBytes(maxTokens);
    const picked = [];
    let bytes = 0;
    for (const i of [...order.chrono].reverse()) {
        const len = entries[i].end - entries[i].start;
        if (bytes + len > maxBytes)
            break;
        picked.unshift(i);
        bytes += len;
    }
    const pieces = picked.map((i) => [entries[i].start, entries[i].end]);
    let truncated = false;
    if (picked.length === 0 && entries.length > 0) {
        const e = entries[order.chrono[order.chrono.length - 1]];
        pieces.push([charBoundary(log, Math.max(e.start, e.end - maxBytes)), e.end]);
        truncated = true;
    }
    // A piece that ends the file without a line ending gets one, so the next starts a line.
    const parts = pieces.flatMap(([a, b], k) => k < pieces.length - 1 && log[b - 1] !== 10 ? [log.subarray(a, b), NEWLINE] : [log.subarray(a, b)]);
    return {
        text: Buffer.concat(parts),
        sentEntries: picked.length,
        leftOut: entries.length - picked.length,
        truncated,
        fileLine: lineMap(log, pieces),
    };
}
/** Maps a line of the pieces' concatenation to its line in `log`. */
function lineMap(log, pieces) {
    const newlines = (from, to) => {
        let n = 0;
        for (let i = log.indexOf(10, from); i !== -1 && i < to; i = log.indexOf(10, i + 1))
            n++;
        return n;
    };
    // Per piece: its first line in the text and in the file (pieces are whole lines).
    const starts = [];
    let text = 1;
    for (const [a, b] of pieces) {
        starts.push({ text, file: newlines(0, a) + 1 });
        text += newlines(a, b) + (log[b - 1] !== 10 ? 1 : 0);
    }
    return (line) => {
        let k = starts.length - 1;
        while (k > 0 && starts[k].text > line)
            k--;
        return starts[k] ? starts[k].file + (line - starts[k].text) : line;
    };
}
/** The whole log, for a layout that must see all of it (a regular file, whatever its size: logs are not capped). */
function wholeLog(path) {
    return (0,_store_regular_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFileSync */ .cG)(path, { maxBytes: Number.MAX_SAFE_INTEGER }) ?? Buffer.alloc(0);
}
/** Synchronous, like the scan before it: one short read of the page cache. */
function readRange(path, start, length) {
    const opened = (0,_store_regular_js__WEBPACK_IMPORTED_MODULE_3__/* .openRegularSync */ .w5)(path);
    if (!opened)
        return Buffer.alloc(0);
    const { fd } = opened;
    try {
        const buf = Buffer.alloc(length);
        return buf.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, length, start));
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 4831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ph: () => (/* binding */ hasUpdates),
  sM: () => (/* binding */ inputKey),
  $I: () => (/* binding */ lookup),
  I5: () => (/* binding */ mergeState),
  un: () => (/* binding */ readState),
  gx: () => (/* binding */ trimmedLogKey),
  Jq: () => (/* binding */ writeState)
});

// UNUSED EXPORTS: STATE_DIR, STATE_FILE, fetchSharedState, parseState, saveSharedState, statePath

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/git/git.ts
var git = __webpack_require__(308);
;// CONCATENATED MODULE: ./src/git/state-ref.ts
/**
 * A side ref (`refs/memkeep/state`) that holds one JSON document for the
 * Action: the analysis cache. What the document means is its owner's
 * business (analysis/cache.ts); this module only stores and merges it.
 *
 * A file committed to the base branch would make every run produce a commit
 * or a PR even when no memory changed. Instead the document is a tiny commit
 * outside the branch namespace: fetched at the start, pushed at the end. A
 * missing or unpushable ref only costs a model call.
 */



const STATE_REF = 'refs/memkeep/state';
const FILE = 'state.json';
/** The document on the remote's side ref; undefined when absent or unreadable. */
async function state_ref_fetchStateRef(cwd, remote = 'origin') {
    const git = new Git(cwd);
    try {
        await git.raw(['fetch', '--quiet', '--no-tags', remote, `+${STATE_REF}:${STATE_REF}`]);
    }
    catch {
        // No state yet, or the remote is unreachable.
        return undefined;
    }
    return readLocal(git);
}
/**
 * The document on the remote's side ref without updating any local ref or
 * FETCH_HEAD (a dry run leaves the repository as it found it).
 */
async function readStateRef(cwd, remote = 'origin') {
    const git = new Git(cwd);
    try {
        const sha = await git.remoteRef(remote, STATE_REF);
        if (!sha)
            return undefined;
        await git.raw(['fetch', '--quiet', '--no-tags', '--no-write-fetch-head', remote, STATE_REF]);
        return JSON.parse(await git.raw(['show', `${sha}:${FILE}`]));
    }
    catch {
        return undefined;
    }
}
async function readLocal(git) {
    try {
        return JSON.parse(await git.raw(['show', `${STATE_REF}:${FILE}`]));
    }
    catch {
        return undefined;
    }
}
/**
 * Writes `merge(current)` over whatever the ref holds when the push lands,
 * as a one-file commit parented on the previous document.
 *
 * Matrix shards share the one ref and finish at about the same time, so the
 * push is leased on the document this run read: when another shard got
 * there first, fetch its document, merge again and retry, instead of
 * overwriting the other shard's part.
 *
 * Returns a warning instead of throwing: the side ref must never fail a run.
 */
async function state_ref_pushStateRef(cwd, merge, author, remote = 'origin', retries = 5) {
    const git = new Git(cwd);
    try {
        await untilPushed({
            retries,
            backoffMs: (n) => 50 + Math.floor(Math.random() * 200 * n),
            attempt: async () => {
                const previous = await git.resolveRef(STATE_REF);
                const document = JSON.stringify(merge(await readLocal(git)), null, 2) + '\n';
                const blob = await gitStdin(cwd, ['hash-object', '-w', '--stdin'], document);
                const tree = await gitStdin(cwd, ['mktree'], `100644 blob ${blob}\t${FILE}\n`);
                const parent = previous ? ['-p', previous] : [];
                const commit = (await git.raw([...identity(author), 'commit-tree', tree, ...parent, '-m', 'memkeep analysis cache'])).trim();
                // An empty lease means "the ref must not exist yet".
                const rejection = await git.push(remote, `${commit}:${STATE_REF}`, { ref: STATE_REF, expect: previous });
                if (!rejection)
                    await git.raw(['update-ref', STATE_REF, commit]);
                return { rejection, result: undefined };
            },
            refresh: async () => {
                try {
                    await git.raw(['fetch', '--quiet', '--no-tags', remote, `+${STATE_REF}:${STATE_REF}`]);
                }
                catch {
                    // The ref is gone from the remote: lease on its absence next time.
                    await git.raw(['update-ref', '-d', STATE_REF]).catch(() => undefined);
                }
            },
            fail: (_reason, rejection) => opError(rejection.message),
        });
        return undefined;
    }
    catch (err) {
        return `could not save the analysis cache to ${STATE_REF}: ${String(err.message ?? err).split('\n')[0]}`;
    }
}
/** git commands that read stdin (`hash-object --stdin`, `mktree`), which simple-git cannot feed. */
function gitStdin(cwd, args, input) {
    return new Promise((resolve, reject) => {
        const child = execFile('git', args, { cwd }, (err, stdout) => (err ? reject(err) : resolve(stdout.trim())));
        child.stdin?.end(input);
    });
}

// EXTERNAL MODULE: ./src/store/atomic.ts
var atomic = __webpack_require__(2892);
// EXTERNAL MODULE: ./src/store/digest.ts
var digest = __webpack_require__(4669);
// EXTERNAL MODULE: ./src/store/regular.ts
var regular = __webpack_require__(2217);
// EXTERNAL MODULE: ./src/store/runlog.ts
var runlog = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/analysis/budget.ts
var budget = __webpack_require__(9505);
;// CONCATENATED MODULE: ./src/analysis/cache.ts
/**
 * The analysis cache: an agent whose analysis input is byte-identical to one
 * already analysed (by the same analyzer, with the same budget) reuses that
 * analysis instead of calling the model again.
 *
 * The key is the digest of what the analyzer is given (the budgeted newest
 * entries), not of the whole log: that is all the analysis depends on, and it
 * costs a digest of at most the budget instead of a pass over a log that may
 * be hundreds of megabytes. A log that fits the budget is keyed on all of it.
 *
 * State lives in the store at `.memkeep/state.json` for the CLI, written
 * atomically, and on the side ref `refs/memkeep/state` for the Action (whose
 * checkout is new on every run). It is only an optimisation: a missing,
 * unreadable or corrupt document means an empty cache, never an error.
 */









const STATE_DIR = '.memkeep';
const STATE_FILE = 'state.json';
/** `state` with `updates` over it: only this run's agents change. */
function mergeState(state, updates) {
    return {
        version: 1,
        agents: { ...state.agents, ...updates.agents },
        distilled: { ...state.distilled, ...updates.distilled },
    };
}
/** Whether a run has anything to save. */
function hasUpdates(updates) {
    return Object.keys(updates.agents).length > 0 || Object.keys(updates.distilled).length > 0;
}
function statePath(root) {
    return (0,external_node_path_.join)(root, STATE_DIR, STATE_FILE);
}
/** The state a stored document holds; anything unusable is an empty cache. */
function parseState(document) {
    const parsed = document;
    if (parsed?.version === 1 && parsed.agents && typeof parsed.agents === 'object') {
        if (parsed.distilled === undefined || (typeof parsed.distilled === 'object' && parsed.distilled !== null))
            return parsed;
        return { version: 1, agents: parsed.agents };
    }
    return { version: 1, agents: {} };
}
/** Reads the store's state file. */
async function readState(root) {
    try {
        const bytes = await (0,regular/* readRegularFile */.XF)(statePath(root), { maxBytes: regular/* MAX_TEXT_BYTES */.$D });
        return parseState(bytes && JSON.parse(bytes.toString('utf8')));
    }
    catch (err) {
        // A FIFO, device or oversized file is refused (replacing it would hide what someone put there).
        if (err instanceof errors/* MemkeepError */.xp)
            throw err;
        // Corrupt: start over.
        return parseState(undefined);
    }
}
async function writeState(root, state) {
    await (0,atomic/* writeFileAtomic */.Zf)(statePath(root), JSON.stringify(state, null, 2) + '\n', { mkdirs: true });
}
/** The Action's state, from the remote's side ref of the repository at `top`. */
async function fetchSharedState(top) {
    return parseState(await fetchStateRef(top));
}
/**
 * Saves `updates` (only this run's agents: a matrix shard must not write back
 * the others' entries as it read them) over the side ref's state; returns a
 * warning instead of failing.
 */
function saveSharedState(top, updates, author, distilled = {}) {
    return pushStateRef(top, (current) => mergeState(parseState(current), { agents: updates, distilled }), author);
}
/** The cache key of an analysis input. */
function inputKey(budgetedText) {
    return (0,digest/* digestOf */.o)(budgetedText);
}
/**
 * The cache key of a log a trim just rewrote, so the next run reuses the
 * analysis; undefined when anything was appended since the trim was planned:
 * those entries were never analysed, and the next run must look at them.
 */
async function trimmedLogKey(plan, maxInputTokens, layout) {
    const expected = (0,runlog/* sizeAfterTrim */.s4)(plan);
    const sizeNow = async () => (await (0,promises_.stat)(plan.path).catch(() => undefined))?.size;
    if ((await sizeNow()) !== expected)
        return undefined;
    const key = inputKey((await (0,budget/* readBudgeted */.n)(plan.path, maxInputTokens, undefined, layout)).budgeted.text);
    // Appends only grow a log: the same size after reading means nothing landed meanwhile.
    return (await sizeNow()) === expected ? key : undefined;
}
/** The cached analysis for this exact input, analyzer and budget, if any. */
function lookup(state, agent, digest, analyzer, maxInputTokens) {
    const hit = state.agents[agent];
    if (!hit || hit.analyzer !== analyzer || hit.maxInputTokens !== maxInputTokens)
        return undefined;
    return Array.isArray(hit.digests) && hit.digests.includes(digest) ? hit : undefined;
}


/***/ }),

/***/ 4697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ae: () => (/* binding */ cachedDistil),
  sF: () => (/* binding */ distil)
});

// UNUSED EXPORTS: digestLocally, distilKey, period

// EXTERNAL MODULE: ./src/store/digest.ts
var digest = __webpack_require__(4669);
// EXTERNAL MODULE: ./src/analysis/analyze.ts + 1 modules
var analyze = __webpack_require__(9207);
;// CONCATENATED MODULE: ./src/analysis/distil-prompt.ts
/**
 * The distil step's system prompt: a fixed string, like the analysis prompt,
 * and as deliberately not configurable. It asks for plain bullet lists (no
 * headings), because the answer is written into digest.md or into a section
 * of the run log itself, where a heading would start a section of its own;
 * whatever the model writes is made inert anyway (inert.ts).
 */
const DISTIL_PROMPT = `You are distilling an AI agent's old run-log entries into durable memory before they are deleted. You will receive the entries: each starts with a line "## <timestamp>", then the task and the result.

Write what is worth keeping once the entries are gone, as plain markdown bullet lists under these four bold labels, in this order, leaving out a label that has nothing under it:

**Facts** - durable facts about the project, its systems and its people that the entries established.
**Decisions** - decisions that were made and why.
**Recurring problems** - problems that happened more than once or that failed a run, each with the fix or workaround when the entries show one.
**Tasks** - the kinds of task the agent did, with how often.

Rules: cite the entries each bullet comes from by their timestamps in parentheses. Use only what the entries say; never invent facts, names, numbers or fixes. Do not write headings, HTML, links or @mentions. Be concise: at most 30 bullets in all.`;

// EXTERNAL MODULE: ./src/analysis/entries.ts
var analysis_entries = __webpack_require__(8834);
// EXTERNAL MODULE: ./src/analysis/inert.ts
var inert = __webpack_require__(1718);
// EXTERNAL MODULE: ./src/analysis/model.ts
var model = __webpack_require__(3659);
// EXTERNAL MODULE: ./src/analysis/redact.ts + 1 modules
var redact = __webpack_require__(2486);
// EXTERNAL MODULE: ./src/analysis/tokens.ts
var analysis_tokens = __webpack_require__(1106);
;// CONCATENATED MODULE: ./src/analysis/distil.ts








/**
 * Distils `request.entries`, or reuses the section made for exactly these
 * entries: the cache's, or `previous` (commit mode's re-plan after the branch
 * moved, whose call was already made).
 */
async function distil(request, options, previous) {
    const choice = (0,analyze/* chooseAnalyzer */.wy)(request.agent, options);
    const analyzer = choice.kind === 'local' ? 'local' : `${choice.endpoint.provider}/${choice.endpoint.model}`;
    const maxInputTokens = options.maxInputTokens ?? options.store.gc.maxInputTokens;
    const key = distilKey(request.entries, request.target, analyzer, maxInputTokens);
    const base = { analyzer, fallbackReason: choice.kind === 'local' ? choice.reason : undefined, key };
    if (previous?.key === key)
        return previous;
    const hit = options.cache?.distilled?.[request.agent.name];
    if (hit && hit.key === key && typeof hit.section === 'string') {
        return {
            ...base,
            section: hit.section,
            cached: true,
            sentEntries: request.entries.length,
            leftOut: 0,
            tokensSent: 0,
            redactions: [],
        };
    }
    const stamp = request.at.replace(/\.\d{3}Z$/, 'Z');
    if (choice.kind === 'local') {
        // Copied text: a secret in a result must not land in the digest (nor in the PR showing it).
        const body = (0,redact/* redactSecrets */.fp)(digestLocally(request.entries));
        const redactions = (0,redact/* describeFindings */.kA)(`${request.log} (digest)`, body.findings).map((l) => l.replace(/ before analysis$/, ' before writing the digest'));
        return {
            ...base,
            section: distil_frame(request, stamp, analyzer, request.entries, body.text),
            cached: false,
            sentEntries: request.entries.length,
            leftOut: 0,
            tokensSent: 0,
            redactions,
        };
    }
    const sent = newestWithin(request.entries, maxInputTokens);
    const redacted = (0,redact/* redactSecrets */.fp)(sent.map(renderEntry).join(''));
    const answer = await (0,model/* complete */.My)(choice.endpoint, DISTIL_PROMPT, redacted.text, options.timeoutMs);
    // A model can echo a secret back in another shape (or make one up): its answer is redacted too.
    const body = (0,inert/* inertMarkdown */.I)((0,redact/* redactSecrets */.fp)(answer.text).text) || '_(the model returned no digest)_';
    return {
        ...base,
        section: distil_frame(request, stamp, analyzer, sent, body),
        cached: false,
        sentEntries: sent.length,
        leftOut: request.entries.length - sent.length,
        tokensSent: (0,analysis_tokens/* estimateTokens */.b)(redacted.text),
        redactions: (0,redact/* describeFindings */.kA)(`${request.log} (distil input)`, redacted.findings).map((l) => l.replace(/ before analysis$/, ' before distilling')),
    };
}
/** The cache entry for a distillation that was written. */
function cachedDistil(d, at) {
    return { key: d.key, analyzer: d.analyzer, section: d.section, at };
}
function distilKey(entries, target, analyzer, maxInputTokens) {
    const text = JSON.stringify({
        target,
        analyzer,
        maxInputTokens,
        entries: entries.map((e) => [e.heading, e.task, e.result]),
    });
    return (0,digest/* digestOf */.o)(Buffer.from(text, 'utf8'));
}
/** The period covered: earliest to latest timestamp, or first to last heading when they are not timestamps. */
function period(entries) {
    const times = entries.map((e) => (0,analysis_entries/* timeOf */.nR)(e.heading));
    if (entries.length > 0 && times.every((t) => t !== undefined)) {
        let lo = 0;
        let hi = 0;
        times.forEach((t, i) => {
            if (t < times[lo])
                lo = i;
            if (t > times[hi])
                hi = i;
        });
        return { from: entries[lo].heading, to: entries[hi].heading };
    }
    return { from: entries[0]?.heading ?? '', to: entries[entries.length - 1]?.heading ?? '' };
}
function distil_frame(request, stamp, analyzer, covered, body) {
    const { from, to } = period(request.entries);
    const n = request.entries.length;
    const span = n === 1 ? (0,inert/* inertMarkdownLine */.U)(from) : `${(0,inert/* inertMarkdownLine */.U)(from)} to ${(0,inert/* inertMarkdownLine */.U)(to)}`;
    const left = covered.length < n ? `; the input budget left out the ${n - covered.length} oldest` : '';
    const lead = `Distilled from ${n} run-log ${n === 1 ? 'entry' : 'entries'} (${span}) trimmed from \`${request.log}\`, by ${analyzer === 'local' ? 'the local analyzer (extracts, no model)' : analyzer}${left}.`;
    const head = request.target === 'file' ? `## ${stamp}\n\n${lead}` : `**Distilled ${stamp}.** ${lead}`;
    return `${head}\n\n${body.trim()}\n`;
}
/** The newest entries whose rendering fits `maxTokens` (at least the newest one, cut by the model's own limit if need be). */
function newestWithin(entries, maxTokens) {
    let tokens = 0;
    let start = entries.length;
    while (start > 0) {
        const cost = (0,analysis_tokens/* estimateTokens */.b)(renderEntry(entries[start - 1]));
        if (start < entries.length && tokens + cost > maxTokens)
            break;
        tokens += cost;
        start--;
    }
    return entries.slice(start);
}
function renderEntry(e) {
    return `## ${e.heading}\n**Task:** ${e.task}\n**Result:** ${e.result}\n\n`;
}
const FIRST_LINE_MAX = 200;
const RESULTS_PER_TASK = 5;
/**
 * The local analyzer's digest: each task (as written, grouped when the text
 * is the same) with its runs and its results' first lines, then the failed
 * runs. Only text copied from the entries, made inert, and memkeep's labels.
 */
function digestLocally(entries) {
    const groups = new Map();
    for (const e of entries) {
        const task = (0,analysis_entries/* taskTitle */.Oj)(e.task);
        const key = task.replace(/\s+/g, ' ').trim().toLowerCase();
        const g = groups.get(key);
        if (g)
            g.runs.push(e);
        else
            groups.set(key, { task, runs: [e] });
    }
    const lines = ['**Tasks**', ''];
    for (const { task, runs } of groups.values()) {
        const stamps = runs.map((r) => (0,inert/* inertMarkdownLine */.U)(r.heading)).join(', ');
        lines.push(`- ${quoted(task)}: ${runs.length} ${runs.length === 1 ? 'run' : 'runs'} (${stamps})`);
        for (const r of runs.slice(-RESULTS_PER_TASK)) {
            const first = firstLine(r.result);
            if (first)
                lines.push(`  - ${(0,inert/* inertMarkdownLine */.U)(r.heading)}${(0,analysis_entries/* entryFailed */.oY)(r) ? ' (failed)' : ''}: ${first}`);
        }
        if (runs.length > RESULTS_PER_TASK)
            lines.push(`  - … ${runs.length - RESULTS_PER_TASK} older ${runs.length - RESULTS_PER_TASK === 1 ? 'run' : 'runs'} not shown`);
    }
    const failed = entries.filter(analysis_entries/* entryFailed */.oY);
    if (failed.length) {
        lines.push('', '**Failures**', '');
        for (const f of failed)
            lines.push(`- ${(0,inert/* inertMarkdownLine */.U)(f.heading)}: ${quoted((0,analysis_entries/* taskTitle */.Oj)(f.task))}: ${firstLine(f.result) || '(no result recorded)'}`);
    }
    return lines.join('\n');
}
function quoted(task) {
    const text = Array.from(task.replace(/\s+/g, ' ').trim());
    const cut = text.length > 160 ? text.slice(0, 159).join('') + '…' : text.join('');
    return `"${(0,inert/* inertMarkdownLine */.U)(cut || '(no task)')}"`;
}
function firstLine(result) {
    const line = result
        .split('\n')
        .find((l) => l.trim() !== '')
        ?.trim() ?? '';
    const chars = Array.from(line);
    return (0,inert/* inertMarkdownLine */.U)(chars.length > FIRST_LINE_MAX ? chars.slice(0, FIRST_LINE_MAX - 1).join('') + '…' : line);
}


/***/ }),

/***/ 8834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Np: () => (/* binding */ runFailed),
/* harmony export */   Oj: () => (/* binding */ taskTitle),
/* harmony export */   YW: () => (/* binding */ toLogEntries),
/* harmony export */   nR: () => (/* binding */ timeOf),
/* harmony export */   oY: () => (/* binding */ entryFailed)
/* harmony export */ });
/** The entries of a log held in memory, as `layout` splits and reads them. */
function toLogEntries(log, layout) {
    return layout.entries(log).map((e) => {
        const { heading, task, result } = layout.fields(log.toString('utf8', e.start, e.end));
        return { timestamp: heading, task: taskTitle(task), result, failed: entryFailed({ heading, task, result }) };
    });
}
/**
 * What an entry's work is judged on: its task as one line. An entry without
 * a `Task:` field is read whole as its task; its first line is its title,
 * and the rest of its body is never compared.
 */
function taskTitle(task) {
    if (!task.includes('\n'))
        return task;
    return (task
        .split('\n')
        .find((l) => l.trim() !== '')
        ?.trim() ?? '');
}
// "no failures", "0 errors", "without errors" report success.
const NEGATED = /\b(?:no|0|zero|without|none of the)\s+(?:new\s+)?(?:errors?|failures?|failed|exceptions?|timeouts?|problems?)\b/gi;
// Wording that says the agent's own run went wrong, wherever it appears.
const STRONG = /\b(?:timed?[ -]?out|could ?n[o']t|unable to|aborted|crashed|exception|traceback|panicked|out of (?:memory|tokens)|non-zero (?:exit|status|return)|returned (?:a )?non-zero|exit(?:ed)? (?:with )?(?:code|status) [1-9])/i;
// Wording that only means failure when the result opens with it: "integration
// tests failed 3 times" inside a CI summary is a successful report.
const OPENING = /^\s*(?:error|errors|failed|failure|fatal|partial(?:ly)?|gave up|did not finish|cancell?ed)\b/i;
/** Whether a result reports that the agent's run failed (a heuristic, deliberately conservative). */
function runFailed(result) {
    const text = result.replace(NEGATED, ' ');
    return OPENING.test(text) || STRONG.test(text);
}
// A heading that names a failure ("… | Codex execution failure"), unless it names the fixing of one.
const FAILED_HEADING = /\b(?:failure|failed|crashed|timed?[ -]?out|non-zero)\b/i;
const FIXING = /\b(?:fix(?:e[sd])?|fixing|handl(?:e|ed|ing)|prevent(?:ed|ing)?|investigat(?:e|ed|ing)|debug(?:ged|ging)?|resolv(?:e|ed|ing))\b/i;
// aide's failure note, wherever it is kept (failures.md, or a log that collects them).
const NOTE_FIELD = /^\s*-\s*\*\*Why it failed\*\*:/m;
/**
 * Whether an entry records a failed run: its result says so (runFailed), its
 * heading names a failure, or it is a failure note. The body of an entry
 * without a result line is not searched for failure words: in narrative
 * memory ("the timeout came from …, fixed by …") they describe work done.
 */
function entryFailed(e) {
    if (runFailed(e.result))
        return true;
    if (FAILED_HEADING.test(e.heading) && !FIXING.test(e.heading))
        return true;
    return e.result === '' && NOTE_FIELD.test(e.task);
}
// An RFC 3339 / ISO 8601 date or date-time at the start of a heading ("2026-03-10: …" counts, "Action 3" does not).
const STAMP = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?(?!\d)/;
/** The time a heading starts with, in ms; undefined for a heading that is not a timestamp. */
function timeOf(heading) {
    // memkeep's and axe's own `2026-01-01T00:00:00Z`, the common case, parsed directly.
    if (heading.length === 20 && heading[10] === 'T' && heading[19] === 'Z')
        return canonicalTime(heading);
    const m = STAMP.exec(heading.trim());
    // Date.parse rolls 2026-02-31 over into March: such a heading is not a date.
    if (!m || new Date(`${m[1]}T00:00:00Z`).getUTCDate() !== Number(m[1].slice(8)))
        return undefined;
    const zone = m[3] ? (m[3] === 'Z' ? 'Z' : m[3].includes(':') ? m[3] : `${m[3].slice(0, 3)}:${m[3].slice(3)}`) : 'Z';
    const t = Date.parse(`${m[1]}T${m[2] ?? '00:00'}${m[2]?.length === 5 ? ':00' : ''}${zone}`);
    return Number.isNaN(t) ? undefined : t;
}
/** `YYYY-MM-DDTHH:MM:SSZ` read digit by digit: a log of 100,000 entries is read in every analysis. */
function canonicalTime(h) {
    if (h[4] !== '-' || h[7] !== '-' || h[13] !== ':' || h[16] !== ':')
        return undefined;
    const num = (from, len) => {
        let v = 0;
        for (let i = from; i < from + len; i++) {
            const d = h.charCodeAt(i) - 48;
            if (d < 0 || d > 9)
                return NaN;
            v = v * 10 + d;
        }
        return v;
    };
    const [y, mo, d, hh, mi, ss] = [num(0, 4), num(5, 2), num(8, 2), num(11, 2), num(14, 2), num(17, 2)];
    if (!(mo >= 1 && mo <= 12 && d >= 1 && d <= 31 && hh <= 23 && mi <= 59 && ss <= 60))
        return undefined;
    const t = Date.UTC(y, mo - 1, d, hh, mi, ss);
    // Date.UTC rolls 2026-02-31 over into March: such a heading is not a date.
    return new Date(t).getUTCDate() === d ? t : undefined;
}


/***/ }),

/***/ 1718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ inertMarkdown),
/* harmony export */   U: () => (/* binding */ inertMarkdownLine)
/* harmony export */ });
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(873);
/**
 * Untrusted text made inert for memkeep's own markdown files (digest.md,
 * lessons.md, a summary section of a run log): a model wrote it, from logs
 * anyone with write access shaped. Everything distilled passes through here,
 * in one place, so the rules can be tightened (or moved to a central
 * module) without touching the callers.
 */

/**
 * Multi-line markdown, kept readable, that can forge nothing: mentions,
 * closing keywords, images and HTML defused (defuseMarkdown; the callers
 * redact secrets themselves, to report where); every ATX heading turned into a bold line, so
 * no `## ` line starts a section or a log entry of its own; setext
 * underlines and thematic breaks escaped; a line that would be a workflow
 * command (`::name::`) if the file were ever printed in a job log broken up.
 */
function inertMarkdown(text) {
    return (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .defuseMarkdown */ .sk)(text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029]/g, ' '))
        .split('\n')
        .map((line) => {
        const heading = /^[ \t]*#{1,6}(?:[ \t]+|$)(.*?)[ \t#]*$/.exec(line);
        if (heading)
            return heading[1] ? `**${heading[1].replace(/\*\*/g, '')}**` : '';
        return line
            .replace(/^([ \t]*)(?=[=\-_*]{3,}[ \t]*$|=+[ \t]*$|-+[ \t]*$)/, '$1\\')
            .replace(/^([ \t]*)::/, '$1:\u200b:');
    })
        .join('\n')
        .trim();
}
// Text with nothing inertMarkdown would change (no markup, no HTML, no mention, no
// leading block marker): most timestamps and task texts, which need no work.
const PLAIN = /^[\p{L}\p{N}][\p{L}\p{N} .,;:()'"/+-]*$/u;
const SCHEME = /(?:javascript|vbscript|data)\s*:/i;
/** Untrusted text as one inert line (a task, a cause): folded, then made inert. */
function inertMarkdownLine(text) {
    if (PLAIN.test(text) && !SCHEME.test(text))
        return text;
    const line = inertMarkdown(text.replace(/\s+/g, ' ').trim());
    // A bold heading on one line is still a line; a leading `-`, `>` or `+` would start a block.
    return line.replace(/^([>+]|-(?=\s))/, '\\$1');
}


/***/ }),

/***/ 9831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B0: () => (/* binding */ updateLessons),
/* harmony export */   Rp: () => (/* binding */ failuresFromNotes),
/* harmony export */   ck: () => (/* binding */ failuresFromEntries),
/* harmony export */   rD: () => (/* binding */ LESSONS_FILE)
/* harmony export */ });
/* harmony import */ var _store_digest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4669);
/* harmony import */ var _store_sections_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(885);
/* harmony import */ var _entries_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8834);
/* harmony import */ var _inert_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1718);
/* harmony import */ var _local_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8945);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2486);






const LESSONS_FILE = 'lessons.md';
const HEADER = `# Lessons

Kept by memkeep's distil step from failure notes and failed runs: one item per lesson, with the failures that support it. Edit freely: memkeep only updates the count and adds evidence to the items it made (the ones with a \`memkeep:lesson\` marker).
`;
const MARKER = /<!-- memkeep:lesson ([0-9a-f]{12}) -->/;
const FIELD = /^\s*-\s*(?:\*\*)?([A-Za-z][A-Za-z ]*?)(?:\*\*)?\s*:\s*(.*)$/;
const RUN_URL = /https?:\/\/[^\s)>\]]+\/actions\/runs\/\d+[^\s)>\]]*/;
const SEP = ' · ';
/** The notes of a failures.md (aide's shape; `- Key: value` lines are read too). */
/** The fields copied into lessons.md, with any secret in them redacted. */
function redacted(f) {
    const r = (t) => (t === undefined ? undefined : (0,_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .redactSecrets */ .fp)(t).text);
    return { ...f, task: r(f.task), why: r(f.why), advice: r(f.advice), runUrl: r(f.runUrl) };
}
function failuresFromNotes(text, source) {
    return (0,_store_sections_js__WEBPACK_IMPORTED_MODULE_1__/* .splitSections */ .nO)(text.replace(/\r\n/g, '\n')).sections.flatMap((s) => {
        const fields = new Map();
        for (const line of s.body.split('\n')) {
            const m = FIELD.exec(line);
            if (m && !fields.has(m[1].toLowerCase()))
                fields.set(m[1].toLowerCase(), m[2].trim());
        }
        const why = fields.get('why it failed') ?? fields.get('root cause') ?? fields.get('impact');
        if (why === undefined)
            return [];
        const run = fields.get('run') ?? fields.get('evidence') ?? '';
        return [
            redacted({
                at: s.heading,
                source,
                task: fields.get('task snippet') ?? fields.get('task') ?? fields.get('trigger') ?? '',
                why,
                runUrl: RUN_URL.exec(run)?.[0],
                advice: fields.get('prevention rule') ?? fields.get('fix'),
            }),
        ];
    });
}
/** The failed runs among run-log entries. */
function failuresFromEntries(entries, source) {
    return entries.filter(_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .entryFailed */ .oY).map((e) => redacted({
        at: e.heading,
        source,
        task: (0,_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .taskTitle */ .Oj)(e.task),
        why: e.result
            .split('\n')
            .find((l) => l.trim() !== '')
            ?.trim() || e.heading,
        runUrl: RUN_URL.exec(e.result)?.[0],
    }));
}
const CATEGORIES = [
    [
        /time[ds]?[ -]?out|timed out|deadline/i,
        'Timeout',
        'Split the task into smaller steps or give it a longer time limit before running it again; the evidence runs show what it was waiting on.',
    ],
    [
        /out of (?:memory|tokens)|token (?:limit|budget)|context (?:window|length)/i,
        'Out of budget',
        'Give the task a smaller input or a larger budget, or split it, before running it again.',
    ],
    [
        /partial/i,
        'Partial run',
        'Check in the evidence runs which part was left undone and make it a step of its own, or raise the budget it ran out of.',
    ],
    [
        /cancel/i,
        'Cancelled',
        'Find out what cancelled these runs (a newer run, a person, a limit) before running the task again.',
    ],
    [
        /non-zero|exit (?:code|status)|exited/i,
        'Non-zero exit',
        "Read the failing command's output in the evidence runs before retrying with the same input.",
    ],
];
const DEFAULT_ADVICE = 'Read the evidence runs before running this kind of task again with the same input.';
function category(why) {
    for (const [re, name, advice] of CATEGORIES)
        if (re.test(why))
            return { name, advice };
    const words = (0,_local_js__WEBPACK_IMPORTED_MODULE_3__/* .normalise */ .j7)(why).surface.slice(0, 4).join(' ');
    return { name: words ? words[0].toUpperCase() + words.slice(1) : 'Failure', advice: DEFAULT_ADVICE };
}
function lessonOf(f) {
    const c = category(f.why);
    const t = (0,_local_js__WEBPACK_IMPORTED_MODULE_3__/* .normalise */ .j7)(f.task);
    const kind = t.surface.slice(0, 2).join(' ');
    const id = (0,_store_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .digestOf */ .o)(Buffer.from(`${c.name.toLowerCase()}|${t.words.slice(0, 2).join(' ')}`, 'utf8')).slice(0, 12);
    return {
        id,
        title: (0,_inert_js__WEBPACK_IMPORTED_MODULE_2__/* .inertMarkdownLine */ .U)(kind ? `${c.name}: "${kind}" tasks` : c.name),
        when: kind ? `tasks like "${snippet(f.task)}"` : 'any task',
        advice: f.advice ? snippet(f.advice, 300) : c.advice,
    };
}
function snippet(text, max = 120) {
    const chars = Array.from(text.replace(/\s+/g, ' ').trim());
    return (0,_inert_js__WEBPACK_IMPORTED_MODULE_2__/* .inertMarkdownLine */ .U)(chars.length > max ? chars.slice(0, max - 1).join('') + '…' : chars.join(''));
}
function evidenceLine(f) {
    const clean = (s) => (0,_inert_js__WEBPACK_IMPORTED_MODULE_2__/* .inertMarkdownLine */ .U)(s).replaceAll('·', '-');
    return `  - ${[clean(f.at), clean(f.source), snippet(f.why, 100).replaceAll('·', '-'), ...(f.runUrl ? [clean(f.runUrl)] : [])].join(SEP)}`;
}
/** `at|source` of an evidence line, as written. */
function evidenceKey(line) {
    const m = /^\s+- (.*)$/.exec(line);
    if (!m)
        return undefined;
    const [at, source] = m[1].split(SEP);
    return source === undefined ? undefined : `${at}|${source}`;
}
/**
 * lessons.md with `failures` merged in: new evidence for an item memkeep
 * made updates it, a new lesson is appended. Returns the text (unchanged
 * when nothing is new) and what changed.
 */
function updateLessons(existing, failures) {
    const original = existing ?? '';
    const lessons = new Map();
    for (const f of failures) {
        const l = lessonOf(f);
        const known = lessons.get(l.id);
        if (known)
            known.failures.push(f);
        else
            lessons.set(l.id, { ...l, failures: [f] });
    }
    const changes = [];
    const split = (0,_store_sections_js__WEBPACK_IMPORTED_MODULE_1__/* .splitSections */ .nO)(original.replace(/\r\n/g, '\n'));
    const sections = split.sections.map((s) => {
        const id = MARKER.exec(s.body)?.[1];
        const lesson = id ? lessons.get(id) : undefined;
        if (!lesson)
            return s.raw;
        lessons.delete(id);
        const lines = s.raw.replace(/\n+$/, '').split('\n');
        const known = new Set(lines.map(evidenceKey).filter((k) => k !== undefined));
        const fresh = unique(lesson.failures).filter((f) => !known.has(keyOf(f)));
        if (fresh.length === 0)
            return s.raw;
        const lastEvidence = lines.findLastIndex((l) => evidenceKey(l) !== undefined);
        lines.splice(lastEvidence < 0 ? lines.length : lastEvidence + 1, 0, ...fresh.map(evidenceLine));
        const count = lines.filter((l) => evidenceKey(l) !== undefined).length;
        const out = lines.map((l) => l.replace(/^(\s*-\s*\*\*Failures\*\*:\s*)\d+/, `$1${count}`));
        changes.push({ title: s.heading, count, added: fresh.length, created: false });
        return out.join('\n') + '\n\n';
    });
    const created = [...lessons.values()]
        .map((l) => ({ ...l, failures: unique(l.failures) }))
        .sort((a, b) => b.failures.length - a.failures.length || (a.title < b.title ? -1 : 1));
    for (const l of created)
        changes.push({ title: l.title, count: l.failures.length, added: l.failures.length, created: true });
    if (changes.length === 0)
        return { text: original, changes };
    const head = split.preamble.trim() === '' && original.trim() === '' ? HEADER : split.preamble;
    let text = head + sections.join('');
    if (created.length)
        text = text.replace(/\n*$/, '\n\n') + created.map(render).join('\n');
    return { text: text.replace(/\n*$/, '\n'), changes };
}
function keyOf(f) {
    return `${(0,_inert_js__WEBPACK_IMPORTED_MODULE_2__/* .inertMarkdownLine */ .U)(f.at).replaceAll('·', '-')}|${(0,_inert_js__WEBPACK_IMPORTED_MODULE_2__/* .inertMarkdownLine */ .U)(f.source).replaceAll('·', '-')}`;
}
function unique(failures) {
    const seen = new Set();
    return failures.filter((f) => !seen.has(keyOf(f)) && seen.add(keyOf(f)) !== undefined);
}
function render(l) {
    return [
        `## ${l.title}`,
        `<!-- memkeep:lesson ${l.id} -->`,
        `- **When it applies**: ${l.when}`,
        `- **What to do differently**: ${l.advice}`,
        `- **Failures**: ${l.failures.length}`,
        `- **Evidence**:`,
        ...l.failures.map(evidenceLine),
        '',
    ].join('\n');
}


/***/ }),

/***/ 8945:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j7: () => (/* binding */ normalise),
/* harmony export */   jB: () => (/* binding */ analyzeLocally)
/* harmony export */ });
/* unused harmony export findRepeatedWork */
/* harmony import */ var _entries_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8834);
/**
 * The local analyzer: memkeep's answer to axe's prompt with no model and no
 * network. Deterministic (same log, same report), fast on 100,000 entries,
 * and written under the same three headings the model is asked for.
 *
 * Repeated work is found by normalising tasks (case, punctuation, numbers,
 * time units, -ise/-ize, plurals, stop words) and grouping those whose word
 * sets are equal or nearly so. Tasks that only share a template ("review PR
 * #412: bump lodash" / "review PR #415: add rate limiting") are different
 * work; they show up as a task type under Patterns Found instead.
 */

// One differing word in a task of four or five words is different work (0.6, 0.67);
// in longer tasks, rewording stays above it.
const SIMILARITY = 0.7;
const MIN_SHARED = 3;
// Words too common in task texts to be a theme ("if", "not", "end", "hour", "last"); grouping keeps them.
const THEME_STOP = new Set(('if not no yes end hour day week minute second month year today yesterday tomorrow last next first new old get got make made do doe did done ' +
    'use used using run ran also then than when where while what which who whom whose why how there here out up down over under again more most ' +
    'less least only just very can could should would will shall may might must i we you he she they them their our your my me us him her his ' +
    'one two three each every other another such same both either neither nor so too now after before because since until between through during ' +
    'without within back still even ever already yet else etc need needs want wants let lets like been being has have had any ok okay via per').split(' '));
const STOP = new Set('a an the and or but for of on in at to from by with into onto about as is are was were be been this that these those it its please all any some via per vs'.split(' '));
// Applied in this order, one after another: replacing a later unit can make
// the word boundary an earlier one needs ("1d12h").
const UNITS = [
    [/(\d+)\s*(?:h|hr|hrs|hours?)\b/g, '# hour'],
    [/(\d+)\s*(?:d|days?)\b/g, '# day'],
    [/(\d+)\s*(?:w|wk|wks|weeks?)\b/g, '# week'],
    [/(\d+)\s*(?:m|min|mins|minutes?)\b/g, '# minute'],
];
/**
 * Normalised task texts, kept across analyses: logs repeat the same tasks
 * endlessly, within an agent and across a fleet, so each distinct text is
 * normalised once. Bounded, because a process may analyse any number of logs.
 */
const TEXTS = new Map();
const STEMS = new Map();
// Keys may be slices of a decoded log and keep it alive, so the bound is also one on memory.
const MEMO_LIMIT = 10_000;
/**
 * Texts that differ only in their numbers ("question 17", "question 18")
 * normalise alike, since normalise only ever sees a run of digits as one
 * number: the memo is keyed on the text with each run made `0`, so a log's
 * numbered variants of one task cost a single normalisation.
 */
function taskText(task) {
    const shape = /\d/.test(task) ? task.replace(/\d+/g, '0') : task;
    let t = TEXTS.get(shape);
    if (!t) {
        if (TEXTS.size >= MEMO_LIMIT)
            TEXTS.clear();
        TEXTS.set(shape, (t = normalise(shape)));
    }
    return t;
}
/** Exported for its property test: the memo above relies on how it treats digits. */
function normalise(task) {
    let t = task.toLowerCase();
    if (/\d/.test(t)) {
        for (const [re, unit] of UNITS)
            t = t.replace(re, unit);
        t = t.replace(/\d+/g, '#');
    }
    t = t.replace(/[^\p{L}\p{N}#]+/gu, ' ');
    const words = [];
    const surface = [];
    for (const raw of t.split(' ')) {
        // Bare numbers, issue refs (`##`) and versions (`v#`) say nothing about the work.
        if (!raw || /^[a-z]?#+$/.test(raw) || STOP.has(raw))
            continue;
        surface.push(raw);
        words.push(stemOf(raw));
    }
    return { words, surface, key: [...new Set(words)].sort().join(' ') };
}
/** The text without case and punctuation: equal inputs mean the very same run was repeated. */
function inputOf(task) {
    return task
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
}
function stemOf(word) {
    let s = STEMS.get(word);
    if (s === undefined) {
        if (STEMS.size >= MEMO_LIMIT)
            STEMS.clear();
        STEMS.set(word, (s = stem(word)));
    }
    return s;
}
function distinctTasks(entries) {
    const byText = new Map();
    entries.forEach((e, i) => {
        const known = byText.get(e.task);
        if (known)
            known.members.push(i);
        else
            byText.set(e.task, { text: withIdentities(e.task, taskText(e.task)), members: [i] });
    });
    return [...byText.values()];
}
// A version (v2.3, 2.6.1) or a date is the point of the task it is in: a release for each version is not a repeat.
const VERSION_OR_DATE = /\bv\d+(?:\.\d+)*\b|\b\d+\.\d+\.\d+\b|\b\d{4}-\d{2}-\d{2}\b/gi;
// An issue or PR number is the point when the words alone say little ("Review PR #412"); in a longer
// task ("Re-run flaky integration tests for PR #412") the words say what the work is.
const REFERENCE = /#\d+|\b(?:pr|issue|pull request)\s*(\d+)\b/gi;
const REF_WORDS_MAX = 3;
/** The task's text with its identities (versions, dates, references when they are the point) added to its key. */
function withIdentities(task, text) {
    if (!/\d/.test(task))
        return text;
    const ids = [...task.matchAll(VERSION_OR_DATE)].map((m) => m[0].toLowerCase());
    if (text.words.length <= REF_WORDS_MAX)
        ids.push(...[...task.matchAll(REFERENCE)].map((m) => `#${m[1] ?? m[0].slice(1)}`));
    // "Task 3", "Question 17": with a word or two, the number is all that tells the runs apart.
    if (text.words.length <= 2 && ids.length === 0)
        ids.push(...[...task.matchAll(/\d+/g)].map((m) => `#${m[0]}`));
    if (ids.length === 0)
        return text;
    return { ...text, ids, key: [...new Set([...text.words, ...ids])].sort().join(' ') };
}
/** A light stemmer: enough for summarise/summarizes/summarized to meet. */
function stem(word) {
    let w = word.replace(/is(e|es|ed|ing|ation)$/, 'iz$1');
    if (w.length > 4 && w.endsWith('ies'))
        w = w.slice(0, -3) + 'y';
    else if (w.length > 3 && w.endsWith('es') && /(ch|sh|x|z|ss)es$/.test(w))
        w = w.slice(0, -2);
    else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us'))
        w = w.slice(0, -1);
    if (w.length > 5 && w.endsWith('ing'))
        w = w.slice(0, -3);
    else if (w.length > 4 && w.endsWith('ed'))
        w = w.slice(0, -2);
    if (w.endsWith('ize') || w.endsWith('ise'))
        w = w.slice(0, -1);
    return w;
}
/**
 * Groups of the same or nearly the same task (two or more runs), largest
 * first. Candidate pairs come from prefix filtering on rare words, so the
 * work grows with the number of distinct tasks, not with its square.
 */
function findRepeatedWork(entries, tasks = distinctTasks(entries)) {
    // 1. Identical word sets share a bucket.
    const buckets = new Map();
    for (const t of tasks) {
        const { key } = t.text;
        if (key === '')
            continue;
        const b = buckets.get(key);
        if (b)
            b.members.push(...t.members);
        else
            buckets.set(key, { words: key.split(' '), members: [...t.members] });
    }
    const list = [...buckets.values()];
    // 2. Near-identical buckets merge (Jaccard >= SIMILARITY, >= MIN_SHARED shared words).
    const df = new Map();
    for (const b of list)
        for (const w of b.words)
            df.set(w, (df.get(w) ?? 0) + 1);
    const parent = list.map((_, i) => i);
    const find = (i) => (parent[i] === i ? i : (parent[i] = find(parent[i])));
    const index = new Map();
    list.forEach((b, i) => {
        if (b.words.length < MIN_SHARED)
            return;
        const rare = [...b.words].sort((x, y) => df.get(x) - df.get(y) || (x < y ? -1 : 1));
        // Two sets with Jaccard >= t share a word among the first |x| - ceil(t|x|) + 1 rarest.
        const prefix = rare.slice(0, b.words.length - Math.ceil(SIMILARITY * b.words.length) + 1);
        const seen = new Set();
        for (const w of prefix) {
            for (const j of index.get(w) ?? []) {
                if (seen.has(j))
                    continue;
                seen.add(j);
                if (similar(b.words, list[j].words))
                    parent[find(i)] = find(j);
            }
            const bucket = index.get(w);
            if (bucket)
                bucket.push(i);
            else
                index.set(w, [i]);
        }
    });
    const groups = new Map();
    list.forEach((b, i) => {
        const root = find(i);
        const members = groups.get(root);
        if (members)
            members.push(...b.members);
        else
            groups.set(root, [...b.members]);
    });
    return [...groups.values()]
        .filter((m) => m.length >= 2)
        .map((m) => {
        const members = m.sort((a, b) => a - b);
        const input = inputOf(entries[members[0]].task);
        return {
            task: entries[members[members.length - 1]].task,
            members,
            failed: members.filter((i) => entries[i].failed).length,
            // The first run with another input settles it: numbered variants differ at once.
            sameInput: members.every((i) => entries[i].task === entries[members[0]].task || inputOf(entries[i].task) === input),
        };
    })
        .sort((a, b) => b.members.length - a.members.length || a.members[0] - b.members[0]);
}
function similar(a, b) {
    const small = a.length <= b.length ? a : b;
    const large = new Set(a.length <= b.length ? b : a);
    let shared = 0;
    for (const w of small)
        if (large.has(w))
            shared++;
    const union = a.length + b.length - shared;
    return shared >= MIN_SHARED && shared / union >= SIMILARITY;
}
function analyzeLocally(entries, options = {}) {
    const maxListed = options.maxListed ?? 10;
    const tasks = distinctTasks(entries);
    const repeated = findRepeatedWork(entries, tasks);
    const notes = options.notes?.at.length ? [notesLine(options.notes)] : [];
    return [
        '## Patterns Found',
        [...patterns(entries, tasks), ...notes].join('\n') || 'No clear patterns detected.',
        '',
        '## Repeated Work',
        repeatedLines(entries, repeated, maxListed).join('\n') || 'No repeated work detected.',
        '',
        '## Recommendations',
        recommendations(entries, repeated, maxListed).join('\n') || 'No specific recommendations.',
    ].join('\n');
}
function notesLine({ file, at }) {
    const shown = at.slice(-3).reverse().join(', ');
    return `- ${at.length} failure ${at.length === 1 ? 'note' : 'notes'} recorded in ${file} (newest: ${shown}${at.length > 3 ? ', …' : ''}); lessons.md distils them.`;
}
function quote(task) {
    const text = task.replace(/\s+/g, ' ').trim();
    // At most 100 UTF-16 units is at most 100 characters: only longer text needs splitting.
    if (text.length <= 100)
        return `"${text}"`;
    const chars = Array.from(text);
    return `"${chars.length > 100 ? chars.slice(0, 99).join('') + '…' : text}"`;
}
function timestamps(entries, indices, max = 3) {
    const shown = indices.slice(0, max).map((i) => entries[i].timestamp);
    return shown.join(', ') + (indices.length > max ? ` and ${indices.length - max} more` : '');
}
function patterns(entries, tasks) {
    if (entries.length < 2)
        return [];
    const all = entries.map((_, i) => i);
    const span = chronological(entries, all);
    const lines = [
        span.timed
            ? `- ${entries.length} entries, from ${entries[span.order[0]].timestamp} to ${entries[span.order[span.order.length - 1]].timestamp}.`
            : `- ${entries.length} entries (their headings are not timestamps: first ${entries[0].timestamp}, last ${entries[entries.length - 1].timestamp} in the log).`,
    ];
    // Every count below is per normalised text: numbered variants of a task share one.
    const runs = new Map();
    for (const { text, members } of tasks)
        runs.set(text, (runs.get(text) ?? 0) + members.length);
    // Show each stem as the word people wrote most often for it.
    const forms = new Map();
    for (const [text, n] of runs) {
        text.words.forEach((w, k) => {
            const f = forms.get(w) ?? new Map();
            f.set(text.surface[k], (f.get(text.surface[k]) ?? 0) + n);
            forms.set(w, f);
        });
    }
    const show = (w) => {
        const f = [...(forms.get(w) ?? [])].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
        return f[0]?.[0] ?? w;
    };
    // Task types: the leading two words, when at least three entries share them.
    const types = new Map();
    for (const [{ words }, n] of runs) {
        if (words.length >= 2)
            types.set(`${words[0]} ${words[1]}`, (types.get(`${words[0]} ${words[1]}`) ?? 0) + n);
    }
    const common = [...types]
        .filter(([, n]) => n >= 3)
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, 5);
    if (common.length) {
        const named = common.map(([t, n]) => `"${t.split(' ').map(show).join(' ')}" (${n} entries)`);
        lines.push(`- Common task types: ${named.join(', ')}.`);
    }
    // Themes: words present in a notable share of entries.
    const df = new Map();
    for (const [text, n] of runs)
        for (const x of new Set(text.words))
            df.set(x, (df.get(x) ?? 0) + n);
    const floor = Math.max(3, Math.ceil(entries.length * 0.1));
    const themes = [...df]
        .filter(([t, n]) => n >= floor && t.length > 1 && !t.includes('#') && !THEME_STOP.has(t) && !THEME_STOP.has(show(t)))
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, 8);
    if (themes.length)
        lines.push(`- Recurring themes: ${themes.map(([t, n]) => `${show(t)} (${n})`).join(', ')}.`);
    const failed = entries.flatMap((e, i) => (e.failed ? [i] : []));
    if (failed.length) {
        const pct = Math.round((failed.length / entries.length) * 100);
        lines.push(`- ${failed.length} of ${entries.length} runs (${pct}%) reported a failure: ${timestamps(entries, failed)}.`);
    }
    return lines.length > 1 ? lines : [];
}
/**
 * Indices in time order when every heading is a timestamp (logs are appended,
 * prepended or both, and heading dates need not follow file order); else in
 * file order, and the headings are not taken for dates.
 */
function chronological(entries, indices) {
    const times = indices.map((i) => (0,_entries_js__WEBPACK_IMPORTED_MODULE_0__/* .timeOf */ .nR)(entries[i].timestamp));
    if (times.some((t) => t === undefined))
        return { order: indices, timed: false };
    const order = indices.map((index, k) => ({ index, t: times[k] })).sort((a, b) => a.t - b.t || a.index - b.index);
    return { order: order.map((o) => o.index), timed: true };
}
function repeatedLines(entries, groups, maxListed) {
    const lines = groups.slice(0, maxListed).map((g) => {
        const { order } = chronological(entries, g.members);
        const first = entries[order[0]].timestamp;
        const last = entries[order[order.length - 1]].timestamp;
        const failed = g.failed ? `; ${g.failed} failed` : '';
        return `- ${quote(g.task)}: ${g.members.length} runs, first ${first}, last ${last}${failed}.`;
    });
    if (groups.length > maxListed)
        lines.push(`- …and ${groups.length - maxListed} more repeated tasks.`);
    return lines;
}
function recommendations(entries, groups, maxListed) {
    const lines = [];
    for (const g of groups.slice(0, maxListed)) {
        // A task that failed is never advice to reuse or automate as it is: investigate it instead.
        if (g.members.length >= 3 && g.failed === 0) {
            lines.push(g.sameInput
                ? `- ${quote(g.task)} ran ${g.members.length} times with the same input: keep its result in procedural memory so the agent reuses it instead of recomputing.`
                : `- ${quote(g.task)} and its variants ran ${g.members.length} times with different inputs: make it a reusable skill or a scheduled workflow.`);
        }
        if (g.failed > 0) {
            const failures = g.members.filter((i) => entries[i].failed);
            lines.push(`- Investigate ${quote(g.task)}: ${g.failed} of ${g.members.length} runs failed (${timestamps(entries, failures)}).`);
        }
        const burst = closeRuns(entries, g.members);
        if (burst)
            lines.push(`- ${quote(g.task)} ran twice within an hour (${timestamps(entries, burst)}): check its trigger for duplicate runs.`);
    }
    const failed = entries.filter((e) => e.failed).length;
    if (failed >= 2 && failed / entries.length >= 0.2) {
        lines.push(`- ${failed} of ${entries.length} runs failed overall: review the agent's tools, limits and timeouts.`);
    }
    return lines;
}
/** Two runs of one task less than an hour apart (by their timestamp headings, in any order), if any. */
function closeRuns(entries, members) {
    const timed = members.flatMap((index) => {
        const time = (0,_entries_js__WEBPACK_IMPORTED_MODULE_0__/* .timeOf */ .nR)(entries[index].timestamp);
        return time === undefined ? [] : [{ index, time }];
    });
    timed.sort((a, b) => a.time - b.time || a.index - b.index);
    for (let k = 1; k < timed.length; k++) {
        if (timed[k].time - timed[k - 1].time < 3_600_000)
            return [timed[k - 1].index, timed[k].index].sort((a, b) => a - b);
    }
    return undefined;
}


/***/ }),

/***/ 3659:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   My: () => (/* binding */ complete),
/* harmony export */   XK: () => (/* binding */ requireKey),
/* harmony export */   Xh: () => (/* binding */ parseModel),
/* harmony export */   gp: () => (/* binding */ endpointUsable),
/* harmony export */   sO: () => (/* binding */ resolveEndpoint)
/* harmony export */ });
/* unused harmony exports DEFAULT_TIMEOUT_MS, baseUrlEnvName */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2486);
/**
 * The model client: one chat completion per agent through the `openai` SDK,
 * against any OpenAI-compatible endpoint (DESIGN.md section 3), with axe's
 * binding request shape and exit-code mapping.
 *
 * The SDK is imported lazily so commands that never call a model (and the
 * local analyzer) do not pay for loading it.
 */


const BUILTIN = {
    openai: { baseURL: 'https://api.openai.com/v1', keyEnv: 'OPENAI_API_KEY' },
    anthropic: { baseURL: 'https://api.anthropic.com/v1/', keyEnv: 'ANTHROPIC_API_KEY' },
    ollama: { baseURL: 'http://localhost:11434/v1' },
};
const DEFAULT_TIMEOUT_MS = 120_000;
/**
 * Splits `provider/model` at the first slash. A malformed string is an
 * operation error (exit 1), as in axe, naming where it came from.
 */
function parseModel(text, context = {}) {
    const slash = text.indexOf('/');
    const provider = slash < 0 ? '' : text.slice(0, slash).trim();
    const model = slash < 0 ? '' : text.slice(slash + 1).trim();
    if (!provider || !model) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(`invalid model format "${text}": expected provider/model-name`, context);
    }
    return { provider, model };
}
/** `MEMKEEP_<PROVIDER>_BASE_URL`: the override tests and proxies use. */
function baseUrlEnvName(provider) {
    return `MEMKEEP_${provider.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_BASE_URL`;
}
/**
 * Where a provider lives and which key it uses: explicit overrides (the
 * Action's `base-url` / `api-key`), then the environment, then memkeep.toml,
 * then the built-in defaults. An unknown provider without a configured
 * base_url is an operation error (exit 1), as in axe.
 */
function resolveEndpoint(ref, store, env, overrides = {}, where = { field: 'model' }) {
    const builtin = BUILTIN[ref.provider];
    const configured = store.providers[ref.provider] ?? {};
    const envUrl = env[baseUrlEnvName(ref.provider)];
    const baseURL = overrides.baseUrl || envUrl || configured.baseUrl || builtin?.baseURL;
    if (!baseURL) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(`unsupported provider "${ref.provider}": set [providers.${ref.provider}] base_url in memkeep.toml or ${baseUrlEnvName(ref.provider)}`, where);
    }
    const keyEnv = configured.apiKeyEnv ?? builtin?.keyEnv;
    const apiKey = overrides.apiKey || (keyEnv ? env[keyEnv] : undefined) || undefined;
    return {
        ...ref,
        baseURL,
        apiKey,
        keyEnv,
        needsKey: keyEnv !== undefined,
        baseUrlExplicit: Boolean(overrides.baseUrl || envUrl || configured.baseUrl),
    };
}
/** Whether `auto` should use this endpoint rather than the local analyzer. */
function endpointUsable(endpoint) {
    return endpoint.needsKey ? Boolean(endpoint.apiKey) : endpoint.baseUrlExplicit;
}
/** Exit 3 before any request when a required key is missing. */
function requireKey(endpoint) {
    if (endpoint.needsKey && !endpoint.apiKey) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .apiError */ .pb)(`API key for provider "${endpoint.provider}" is not set (${endpoint.keyEnv})`);
    }
}
/** Retries after the first call, at most (the timeout usually bounds them first). */
const MAX_RETRIES = 4;
/** Backoff without a Retry-After: 1 s, 2 s, 4 s, 8 s, plus up to 250 ms of jitter. */
const backoffMs = (retry) => Math.min(8000, 1000 * 2 ** retry) + Math.floor(Math.random() * 250);
/**
 * One chat completion: system prompt, user message, temperature 0.3, 4096
 * max tokens, no tools. A 408, 429 or 5xx answer is retried (axe fails the
 * agent at once): after the server's Retry-After (or retry-after-ms) when it
 * gives one, else with exponential backoff, at most MAX_RETRIES times, and
 * never past `timeoutMs` counted from the first call: a wait that would end
 * after it is not started, and the error is reported instead.
 */
async function complete(endpoint, system, user, timeoutMs = DEFAULT_TIMEOUT_MS) {
    requireKey(endpoint);
    const { default: OpenAI } = await __webpack_require__.e(/* import() */ 193).then(__webpack_require__.bind(__webpack_require__, 8193));
    const client = new OpenAI({
        baseURL: endpoint.baseURL,
        // The SDK insists on a key; keyless providers (ollama) accept any value.
        apiKey: endpoint.apiKey ?? 'none',
        timeout: timeoutMs,
        // Retries are ours, so they can be counted and bounded by the timeout.
        maxRetries: 0,
    });
    const deadline = Date.now() + timeoutMs;
    for (let retries = 0;; retries++) {
        try {
            const reply = await client.chat.completions.create({
                model: endpoint.model,
                messages: [
                    { role: 'system', content: system },
                    { role: 'user', content: user },
                ],
                temperature: 0.3,
                max_tokens: 4096,
            }, { timeout: Math.max(1, deadline - Date.now()) });
            return { text: reply.choices[0]?.message?.content ?? '', retries };
        }
        catch (err) {
            const wait = retryable(err) ? (retryAfterMs(err) ?? backoffMs(retries)) : undefined;
            if (wait === undefined || retries >= MAX_RETRIES || Date.now() + wait >= deadline) {
                throw modelError(err, endpoint, timeoutMs, retries);
            }
            await new Promise((ok) => setTimeout(ok, wait));
        }
    }
}
function statusOf(err) {
    const status = err?.status;
    return typeof status === 'number' ? status : undefined;
}
/** Rate limits, request timeouts and server errors pass; anything else will not. */
function retryable(err) {
    const status = statusOf(err);
    return status === 408 || status === 429 || (status !== undefined && status >= 500);
}
/** The server's requested wait: `retry-after-ms`, or `retry-after` in seconds or as an HTTP date. */
function retryAfterMs(err) {
    const headers = err?.headers;
    const get = (name) => (typeof headers?.get === 'function' ? headers.get(name) : null);
    const ms = Number(get('retry-after-ms'));
    if (get('retry-after-ms') !== null && Number.isFinite(ms) && ms >= 0)
        return ms;
    const after = get('retry-after');
    if (after === null || after.trim() === '')
        return undefined;
    const seconds = Number(after);
    if (Number.isFinite(seconds))
        return seconds >= 0 ? seconds * 1000 : undefined;
    const at = Date.parse(after);
    return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
/**
 * axe's mapping: a 400 or 404 means the request itself is wrong (exit 1);
 * auth, rate limits, timeouts, overload and 5xx are the API's (exit 3). The
 * key (whole, URL-encoded or a piece of it) and any other secret are
 * scrubbed from whatever the server echoed back. The message says how many
 * retries came before the error, if any.
 */
function modelError(err, endpoint, timeoutMs, retries) {
    // A hostile server's megabyte error body is no message; the cut happens before scrubbing, and pieces of the key are scrubbed too.
    const scrub = (s) => (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .scrubKey */ .rQ)(s.slice(0, 4000), endpoint.apiKey);
    const e = err;
    const what = `model ${endpoint.provider}/${endpoint.model}${retries > 0 ? ` (after ${retries} ${retries === 1 ? 'retry' : 'retries'})` : ''}`;
    if (e?.name === 'APIConnectionTimeoutError') {
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .apiError */ .pb)(`${what}: request timed out after ${Math.round(timeoutMs / 1000)}s`, err);
    }
    if (typeof e?.status !== 'number') {
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .apiError */ .pb)(`${what}: cannot reach ${endpoint.baseURL}: ${scrub(e?.message ?? String(err))}`, err);
    }
    const message = `${what}: HTTP ${e.status}: ${scrub(e.message ?? '')}`;
    if (e.status === 401 || e.status === 403 || e.status === 408 || e.status === 429 || e.status >= 500) {
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .apiError */ .pb)(message, err);
    }
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(message, {}, err);
}


/***/ }),

/***/ 1106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ estimateTokens)
/* harmony export */ });
/**
 * The one token estimate memkeep uses, for budgets and reports alike:
 * UTF-8 bytes / 4, rounded up (a number is taken as a byte count).
 *
 * It is an estimate, not a count. Each provider tokenises differently, and a
 * tokenizer per provider would be a heavy dependency that still could not
 * know an arbitrary OpenAI-compatible endpoint's model. Bytes / 4 is close
 * for English prose and low for code or CJK text, so `max_input_tokens`
 * should leave headroom below the model's context window; in exchange it is
 * the same everywhere and costs nothing on a huge log (`stat` gives it).
 */
function estimateTokens(input) {
    const bytes = typeof input === 'number' ? input : typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.length;
    return Math.ceil(bytes / 4);
}


/***/ }),

/***/ 719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JA: () => (/* binding */ standing),
/* harmony export */   bA: () => (/* binding */ withEntries),
/* harmony export */   fJ: () => (/* binding */ fail),
/* harmony export */   sG: () => (/* binding */ outcomeOf)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/**
 * The plan value and what applying it did: plain data that every renderer
 * reads (text, JSON, the review document), with the small helpers the steps
 * share. plan.ts makes a Plan, apply.ts carries it out.
 */

/** Records a failure for the agent; its later steps are not planned and nothing of it is applied. */
function fail(a, err) {
    a.status = 'failed';
    a.error = { code: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .exitCodeOf */ .FO)(err), message: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .formatError */ .Wk)(err) };
}
/** Agents whose config loaded, are enabled and have not failed (an empty log included). */
function standing(p) {
    return p.agents.filter((a) => a.status === 'planned' || a.status === 'empty');
}
/** Standing agents with entries in their run log. */
function withEntries(p) {
    return p.agents.filter((a) => a.status === 'planned');
}
/** The outcomes of one agent, created on first use. */
function outcomeOf(applied, agent) {
    return (applied.outcomes[agent] ??= {});
}


/***/ }),

/***/ 5623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ plan)
/* harmony export */ });
/* harmony import */ var _format_layout_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(533);
/* harmony import */ var _store_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9938);
/* harmony import */ var _store_runlog_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8500);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(719);
/* harmony import */ var _steps_registry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5040);
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
    };
    for (const a of result.agents) {
        if (a.status !== 'planned')
            continue;
        try {
            if (options.list === false) {
                // `memkeep trim` does not count: counting is reading the whole log, the cost it avoids.
                a.size = (0,_store_runlog_js__WEBPACK_IMPORTED_MODULE_2__/* .logSize */ .S2)(a.agent.memory.path);
            }
            else {
                a.scan = await (0,_store_runlog_js__WEBPACK_IMPORTED_MODULE_2__/* .scanLog */ .Or)(a.agent.memory.path, { layout: (0,_format_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .layoutOf */ .aH)(a.agent.memory) });
                a.entries = a.scan.count;
                a.size = a.scan.size;
            }
            // axe: a missing or empty log is "No memory entries", and nothing runs.
            if (a.size === 0)
                a.status = 'empty';
        }
        catch (err) {
            (0,_model_js__WEBPACK_IMPORTED_MODULE_3__/* .fail */ .fJ)(a, err);
        }
    }
    for (const step of _steps_registry_js__WEBPACK_IMPORTED_MODULE_4__/* .STEPS */ .U) {
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
        (0,_model_js__WEBPACK_IMPORTED_MODULE_3__/* .fail */ .fJ)(a, s.error);
    else if (!s.agent?.memory.enabled)
        a.status = 'skipped';
    else
        a.log = (0,_store_config_js__WEBPACK_IMPORTED_MODULE_1__/* .storeRelative */ .EM)(store, s.agent.memory.path);
    return a;
}


/***/ }),

/***/ 5040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ STEPS)
});

// EXTERNAL MODULE: ./src/analysis/analyze.ts + 1 modules
var analyze = __webpack_require__(9207);
// EXTERNAL MODULE: ./src/store/runlog.ts
var runlog = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/gc/model.ts
var model = __webpack_require__(719);
;// CONCATENATED MODULE: ./src/gc/steps/analyse.ts
/**
 * Analyse: one analysis per agent with entries (analysis/analyze.ts decides
 * model or local analyzer, budget, cache and redaction). It writes nothing;
 * a failed analysis fails the agent, so nothing else of it is applied (axe:
 * no trimming after a model error).
 */



const analyseStep = {
    name: 'analyse',
    async plan(p, options) {
        for (const a of (0,model/* withEntries */.bA)(p)) {
            // Commit mode's re-plan keeps the analysis of the first plan: the new content is trimmed, not re-analysed.
            const kept = options.previous?.agents.find((b) => b.name === a.name)?.steps.analyse;
            if (kept) {
                a.steps.analyse = kept;
                continue;
            }
            try {
                a.steps.analyse = await (0,analyze/* analyzeLog */.L_)(a.agent, a.log, options.analysis, (0,runlog/* scanForAnalysis */.T9)(a.scan, a.steps.trim?.plan));
            }
            catch (err) {
                (0,model/* fail */.fJ)(a, err);
            }
        }
    },
    async apply() {
        // Nothing to write: the analysis is the description (and the cache, saved by the front end).
    },
    describe(_p, a) {
        const analysis = a.steps.analyse;
        if (!analysis)
            return undefined;
        const { text, digest: _digest, ...data } = analysis;
        return {
            title: `Analysis (${analysis.analyzer}${analysis.cached ? ', reused' : ''})`,
            summary: analysisSummary(analysis),
            markdown: text,
            data: { ...data, analysis: text },
        };
    },
};
function analysisSummary(a) {
    const parts = [`Analyzer: ${a.analyzer}${a.fallbackReason ? ` (${a.fallbackReason})` : ''}`];
    if (a.cached)
        parts.push('reused: what would be analysed is unchanged since the last analysis');
    if (a.madeBeforeTrim)
        parts.push(`made ${a.madeBeforeTrim}, before the last trim: its counts are of the log as it was then`);
    if (a.leftOut > 0)
        parts.push(`analysed the newest ${a.sentEntries} entries; ${a.leftOut} older left out (max_input_tokens: ${a.maxInputTokens})`);
    return parts.join('; ') + '.';
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/analysis/distil.ts + 1 modules
var distil = __webpack_require__(4697);
// EXTERNAL MODULE: ./src/analysis/lessons.ts
var lessons = __webpack_require__(9831);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(9133);
// EXTERNAL MODULE: ./src/store/config.ts + 10 modules
var config = __webpack_require__(9938);
// EXTERNAL MODULE: ./src/store/atomic.ts
var atomic = __webpack_require__(2892);
// EXTERNAL MODULE: ./src/store/lock.ts
var lock = __webpack_require__(5074);
// EXTERNAL MODULE: ./src/store/sections.ts + 1 modules
var store_sections = __webpack_require__(885);
// EXTERNAL MODULE: ./src/store/writelock.ts + 1 modules
var writelock = __webpack_require__(3444);
;// CONCATENATED MODULE: ./src/store/distilled.ts
/**
 * Writing what the distil step made: a section appended to digest.md, a
 * block merged into a summary section of the run log itself (Squad's
 * `## Core Context`), and lessons.md replaced whole. Each refuses a locked
 * file, reads the whole file first (readTextForRewrite), keeps its line
 * endings, BOM and mode, and writes atomically; a write that would change
 * nothing is not made, so a retry never adds a section twice.
 */





const DIGEST_FILE = 'digest.md';
const DIGEST_HEADER = `# Digest

What memkeep's distil step kept of run-log entries before a trim deleted them: one section per run, each citing the entries it came from. Edit freely; memkeep only appends.
`;
/** Appends `section` to digest.md (created with a short header); false when it is already there. */
async function appendDigest(path, section) {
    await refuseLocked(path);
    const original = (await (0,store_sections/* readTextForRewrite */.pD)(path, 'append to')) ?? '';
    const eol = (0,store_sections/* lineEnding */.En)(original);
    const lf = original.replaceAll('\r\n', '\n');
    if (lf.includes(section))
        return false;
    const head = lf.trim() === '' ? DIGEST_HEADER : lf;
    const text = `${distilled_closed(head.replace(/\n+$/, '\n'))}\n${section}`;
    await (0,atomic/* writeFileAtomic */.Zf)(path, eol === '\n' ? text : text.replaceAll('\n', eol), { mkdirs: true });
    return true;
}
/**
 * Appends `block` to the `## <heading>` section of the run log at `path`
 * (a new section before the first one when there is none), under the log's
 * write lock so an agent's append waits rather than being lost. False when
 * the block is already there.
 */
async function mergeIntoSection(path, heading, block) {
    await refuseLocked(path);
    const release = await (0,writelock/* acquireWriteLock */.Vg)(path);
    try {
        const original = (await (0,store_sections/* readTextForRewrite */.pD)(path, 'merge into')) ?? '';
        const eol = (0,store_sections/* lineEnding */.En)(original);
        const lf = original.replaceAll('\r\n', '\n');
        if (lf.includes(block))
            return false;
        const { preamble, sections } = (0,store_sections/* splitSections */.nO)(lf);
        const at = sections.findIndex((s) => s.heading === heading);
        const raws = sections.map((s) => s.raw);
        if (at >= 0)
            raws[at] = `${distilled_closed(sections[at].raw.replace(/\n+$/, '\n'))}\n${block}\n\n`;
        else
            raws.unshift(`## ${heading}\n\n${block}\n\n`);
        const text = (preamble === '' || preamble.endsWith('\n\n') ? preamble : distilled_closed(preamble) + '\n') + raws.join('');
        await (0,atomic/* writeFileAtomic */.Zf)(path, eol === '\n' ? text : text.replaceAll('\n', eol));
        return true;
    }
    finally {
        await release();
    }
}
/** Replaces lessons.md (or any distilled file) with `text`, unless locked. */
async function writeDistilled(path, text) {
    await refuseLocked(path);
    await (0,atomic/* writeFileAtomic */.Zf)(path, text, { mkdirs: true });
}
async function refuseLocked(path) {
    if (await (0,lock/* isLocked */.ln)(path))
        throw (0,errors/* opError */.ey)(`${path} is locked: left alone`, { file: path });
}
/** `text` ending with a newline, after any code fence it leaves open is closed. */
function distilled_closed(text) {
    const body = text.endsWith('\n') ? text : `${text}\n`;
    const fence = (0,store_sections/* fenceCloser */.u6)(body);
    return fence ? `${body}${fence}\n` : body;
}

// EXTERNAL MODULE: ./src/store/failures.ts
var failures = __webpack_require__(9646);
// EXTERNAL MODULE: ./src/analysis/entries.ts
var analysis_entries = __webpack_require__(8834);
// EXTERNAL MODULE: ./src/format/layout.ts
var layout = __webpack_require__(533);
;// CONCATENATED MODULE: ./src/gc/steps/trim.ts
/**
 * Trim: keep the newest `last_n` entries of each run log (axe's rule: else
 * `max_entries`, else no trimming). Planned on what the analysis reads, so
 * the apply drops exactly the entries planned and keeps whatever an agent
 * appends meanwhile; a locked log is left alone, as prune keeps a locked file.
 */







/**
 * axe's trim target: last_n when positive, else max_entries when positive,
 * else undefined (no trimming; the analysis still runs).
 */
function trimTarget(memory) {
    if (memory.lastN > 0)
        return memory.lastN;
    if (memory.maxEntries > 0)
        return memory.maxEntries;
    return undefined;
}
/** An entry as the review lists it: its heading and task on one line. */
function entryLine(e) {
    return e.task ? `${e.heading} — ${e.task}` : e.heading;
}
const trimStep = {
    name: 'trim',
    async plan(p, options) {
        for (const a of (0,model/* withEntries */.bA)(p)) {
            const target = options.keep ?? trimTarget(a.agent.memory);
            const step = (a.steps.trim = { target });
            if (!target)
                continue;
            try {
                // Synchronous: gc plans every agent, and a thread-pool round trip each costs more than the check.
                if ((0,lock/* isLockedSync */.sN)(a.agent.memory.path))
                    step.locked = true;
                else
                    step.plan = await (0,runlog/* planTrim */.CV)(a.agent.memory.path, target, {
                        known: a.scan,
                        list: options.list !== false,
                        count: options.list !== false,
                        layout: (0,layout/* layoutOf */.aH)(a.agent.memory),
                    });
            }
            catch (err) {
                a.steps.trim = undefined;
                a.status = 'failed';
                a.error = { code: 1, message: (0,errors/* formatError */.Wk)(err) };
            }
        }
    },
    async apply(p, applied) {
        for (const a of (0,model/* withEntries */.bA)(p)) {
            const plan = a.steps.trim?.plan;
            if (!plan)
                continue;
            const outcome = { rewritten: false };
            (0,model/* outcomeOf */.sG)(applied, a.name).trim = outcome;
            try {
                // A plan that removes nothing still clears a write lock a killed writer left.
                outcome.rewritten = await (0,runlog/* applyTrim */.jq)(plan);
                if (outcome.rewritten)
                    applied.paths.push(plan.path);
            }
            catch (err) {
                outcome.error = (0,errors/* formatError */.Wk)(err);
                applied.problems.push(`${a.name}: trim skipped: ${outcome.error}`);
            }
        }
    },
    describe(_p, a, applied) {
        const step = a.steps.trim;
        if (!step)
            return undefined;
        const outcome = applied && (0,model/* outcomeOf */.sG)(applied, a.name).trim;
        const data = {
            target: step.target ?? null,
            locked: step.locked ?? false,
            ...planData(step.plan, a.entries),
            applied: outcome ?? null,
        };
        if (step.target === 0)
            return { title: 'Trim', summary: 'Nothing to trim: --keep 0 keeps every entry.', data };
        if (!step.target)
            return { title: 'Trim', summary: 'No trim target configured (last_n and max_entries are both 0).', data };
        if (step.locked)
            return { title: 'Trim', summary: `Trim skipped: ${a.log} is locked.`, data };
        const plan = step.plan;
        if (plan.bytesRemoved === 0) {
            return {
                title: 'Trim',
                summary: `No trimming needed: ${a.entries} entries within limit (${step.target}).`,
                data,
            };
        }
        if (outcome?.error)
            return { title: 'Trim', summary: `Trim failed, nothing removed: ${outcome.error}`, data };
        const done = applied !== undefined && outcome?.rewritten;
        return {
            title: 'Trim',
            summary: `${done ? 'Removed' : 'Would remove'} ${dropSummary(plan)} and ${done ? 'kept' : 'keep'} the newest ${step.target}.`,
            lists: plan.dropped && [
                { label: `${(0,plural/* plural */.L)(plan.dropped.length, 'entry', 'entries')} dropped`, lines: plan.dropped.map(entryLine) },
                { label: `${(0,plural/* plural */.L)(plan.kept.length, 'entry', 'entries')} kept`, lines: plan.kept.map(entryLine) },
            ],
            risks: failedRisk(plan.dropped),
            tally: applied && !done ? {} : { entriesRemoved: plan.removed, bytesRemoved: plan.bytesRemoved },
            data,
        };
    },
};
function planData(plan, entries = 0) {
    if (!plan)
        return {};
    const list = (entries) => entries?.map((e) => ({ heading: e.heading, task: e.task, failed: (0,analysis_entries/* runFailed */.Np)(e.result) })) ?? null;
    return {
        removed: plan.removed ?? null,
        kept: plan.bytesRemoved ? plan.keep : entries,
        bytesRemoved: plan.bytesRemoved,
        dropped: list(plan.dropped),
        keptEntries: list(plan.kept),
    };
}
/** `7 entries (2026-01-01T00:00:00Z … 2026-01-07T00:00:00Z)`, or the bytes when the entries were not listed. */
function dropSummary(plan) {
    const d = plan.dropped;
    if (d?.length) {
        const range = d.length === 1 ? d[0].heading : `${d[0].heading} … ${d[d.length - 1].heading}`;
        return `${(0,plural/* plural */.L)(d.length, 'entry', 'entries')} (${range})`;
    }
    const n = plan.removed === undefined ? 'older entries' : (0,plural/* plural */.L)(plan.removed, 'entry', 'entries');
    return `${n} (${plan.bytesRemoved} bytes)`;
}
function failedRisk(dropped) {
    const failed = (dropped ?? []).filter((e) => (0,analysis_entries/* runFailed */.Np)(e.result));
    if (failed.length === 0)
        return [];
    return [
        `${(0,plural/* plural */.L)(failed.length, 'dropped entry records', 'dropped entries record')} a failed run: ${failed
            .slice(0, 3)
            .map((e) => e.heading)
            .join(', ')}${failed.length > 3 ? ', …' : ''}`,
    ];
}

;// CONCATENATED MODULE: ./src/gc/steps/distil.ts
/**
 * Distil: before a trim deletes entries, what they hold is kept, in the same
 * change. The dropped entries (the trim step's plan lists them) become a
 * digest section, in `<procedural_dir>/digest.md` or merged into the log's
 * summary section (`summary_section`, Squad's `Core Context`); failure notes
 * and failed dropped runs become items of lessons.md. Planned (and, with a
 * model, its one call made) before anything is applied, so a dry run shows
 * it and a failed call keeps the agent's trim from happening; applied after
 * the trim, and only when the trim did rewrite the log.
 */












const distilStep = {
    name: 'distil',
    async plan(p, options) {
        for (const a of (0,model/* standing */.JA)(p)) {
            const memory = a.agent.memory;
            const rel = (path) => (0,config/* storeRelative */.EM)(p.store, path);
            const step = { entries: [] };
            const trim = a.steps.trim?.plan;
            if (a.status === 'planned' && trim && trim.bytesRemoved > 0) {
                step.target = memory.summarySection
                    ? { path: memory.path, section: memory.summarySection }
                    : { path: (0,external_node_path_.join)(memory.proceduralDir, DIGEST_FILE) };
                if (!trim.dropped)
                    step.skipped = 'the log is too large to list its dropped entries, so they are not distilled';
                else if (!memory.summarySection && (await (0,lock/* isLocked */.ln)(step.target.path)))
                    step.skipped = `${rel(step.target.path)} is locked, so the dropped entries are not distilled`;
                else {
                    step.entries = trim.dropped;
                    const previous = options.previous?.agents.find((b) => b.name === a.name)?.steps.distil?.digest;
                    try {
                        step.digest = await (0,distil/* distil */.sF)({
                            agent: a.agent,
                            log: a.log,
                            entries: trim.dropped,
                            target: memory.summarySection ? 'section' : 'file',
                            at: p.at,
                        }, options.analysis, previous);
                    }
                    catch (err) {
                        // Nothing of this agent is applied: its entries are not deleted undistilled.
                        (0,model/* fail */.fJ)(a, err);
                        continue;
                    }
                }
            }
            try {
                await planLessons(step, (0,external_node_path_.join)(memory.proceduralDir, lessons/* LESSONS_FILE */.rD), (0,external_node_path_.join)(memory.proceduralDir, failures/* FAILURES_FILE */.nB), rel((0,external_node_path_.join)(memory.proceduralDir, failures/* FAILURES_FILE */.nB)), a.log);
            }
            catch (err) {
                (0,model/* fail */.fJ)(a, err);
                continue;
            }
            if (step.target || step.lessons || step.lessonsSkipped)
                a.steps.distil = step;
        }
    },
    async apply(p, applied) {
        for (const a of (0,model/* standing */.JA)(p)) {
            const step = a.steps.distil;
            if (!step)
                continue;
            const outcome = { digest: false, lessons: false, errors: [] };
            (0,model/* outcomeOf */.sG)(applied, a.name).distil = outcome;
            const problem = (err) => {
                outcome.errors.push((0,errors/* formatError */.Wk)(err));
                applied.problems.push(`${a.name}: distil: ${(0,errors/* formatError */.Wk)(err)}`);
            };
            if (step.digest && step.target) {
                if (applied.outcomes[a.name]?.trim?.rewritten !== true)
                    outcome.notWritten = 'the trim did not happen, so nothing was distilled';
                else {
                    try {
                        const { path, section } = step.target;
                        const written = section
                            ? await mergeIntoSection(path, section, step.digest.section.trim())
                            : await appendDigest(path, step.digest.section);
                        outcome.digest = true;
                        if (written && !applied.paths.includes(path))
                            applied.paths.push(path);
                    }
                    catch (err) {
                        problem(err);
                    }
                }
            }
            if (step.lessons) {
                try {
                    // Merged again on the file as it is now: the merge is by evidence, so this adds exactly what is new.
                    const { text, changes } = (0,lessons/* updateLessons */.B0)(await (0,store_sections/* readTextForRewrite */.pD)(step.lessons.path, 'update'), step.lessons.failures);
                    if (changes.length) {
                        await writeDistilled(step.lessons.path, text);
                        applied.paths.push(step.lessons.path);
                    }
                    outcome.lessons = true;
                }
                catch (err) {
                    problem(err);
                }
            }
        }
    },
    describe(p, a, applied) {
        const step = a.steps.distil;
        if (!step)
            return undefined;
        const outcome = applied && (0,model/* outcomeOf */.sG)(applied, a.name).distil;
        const rel = (path) => (0,config/* storeRelative */.EM)(p.store, path);
        const n = step.entries.length;
        const entries = (0,plural/* plural */.L)(n, 'dropped entry', 'dropped entries');
        const summary = [];
        const risks = [];
        if (step.skipped) {
            summary.push(`Not distilled: ${step.skipped}.`);
            risks.push(`dropped entries are not distilled: ${step.skipped}`);
        }
        if (step.digest && step.target) {
            const where = step.target.section
                ? `the "${step.target.section}" section of ${rel(step.target.path)}`
                : rel(step.target.path);
            const how = `${step.digest.analyzer}${step.digest.cached ? '; reused, as nothing new was dropped since the last distillation: no model call' : ''}`;
            if (!applied)
                summary.push(`Distils ${entries} into ${where} (${how}).`);
            else if (outcome?.digest)
                summary.push(`Distilled ${entries} into ${where} (${how}).`);
            else {
                const why = outcome?.notWritten ?? outcome?.errors[0] ?? 'not written';
                summary.push(`Did not distil ${entries}: ${why}.`);
            }
            if (step.digest.leftOut > 0)
                summary.push(`The input budget left out the ${step.digest.leftOut} oldest.`);
        }
        if (step.lessons) {
            const created = step.lessons.changes.filter((c) => c.created).length;
            const updated = step.lessons.changes.length - created;
            const counts = [created ? (0,plural/* plural */.L)(created, 'new lesson', 'new lessons') : '', updated ? `${updated} updated` : '']
                .filter(Boolean)
                .join(', ');
            summary.push(`${applied ? (outcome?.lessons ? 'Updated' : 'Did not update') : 'Updates'} ${rel(step.lessons.path)}: ${counts}.`);
        }
        if (step.lessonsSkipped)
            summary.push(`Lessons not updated: ${step.lessonsSkipped}.`);
        risks.push(...(outcome?.errors ?? []).map((e) => `distil failed: ${e}`));
        return {
            title: 'Distil',
            summary: summary.join(' '),
            lists: [
                ...(n ? [{ label: `Distilled from ${entries}`, lines: step.entries.map(entryLine) }] : []),
                ...(step.digest && step.target
                    ? [
                        {
                            label: `Into ${rel(step.target.path)}`,
                            lines: step.digest.section.split('\n').filter((l) => l.trim() !== ''),
                        },
                    ]
                    : []),
                ...(step.lessons
                    ? [
                        {
                            label: `Lessons in ${rel(step.lessons.path)}`,
                            lines: step.lessons.changes.map((c) => `${c.title}: ${(0,plural/* plural */.L)(c.count, 'failure', 'failures')} (${c.created ? 'new' : `+${c.added}`})`),
                        },
                    ]
                    : []),
            ],
            risks,
            data: {
                target: step.target ? { path: rel(step.target.path), section: step.target.section ?? null } : null,
                distilled: step.entries.map((e) => ({ heading: e.heading, task: e.task })),
                analyzer: step.digest?.analyzer ?? null,
                cached: step.digest?.cached ?? false,
                tokensSent: step.digest?.tokensSent ?? 0,
                section: step.digest?.section ?? null,
                skipped: step.skipped ?? null,
                lessons: step.lessons ? { path: rel(step.lessons.path), changes: step.lessons.changes } : null,
                lessonsSkipped: step.lessonsSkipped ?? null,
                redactions: step.digest?.redactions ?? [],
                applied: outcome ?? null,
            },
        };
    },
};
/** Lessons from failures.md and the failed dropped entries, when any are new. */
async function planLessons(step, path, notesPath, notesName, log) {
    const notes = await (0,store_sections/* readTextForRewrite */.pD)(notesPath, 'distil');
    const failures = [...(notes ? (0,lessons/* failuresFromNotes */.Rp)(notes, notesName) : []), ...(0,lessons/* failuresFromEntries */.ck)(step.entries, log)];
    if (failures.length === 0)
        return;
    const { changes } = (0,lessons/* updateLessons */.B0)(await (0,store_sections/* readTextForRewrite */.pD)(path, 'update'), failures);
    if (changes.length === 0)
        return;
    if (await (0,lock/* isLocked */.ln)(path))
        step.lessonsSkipped = `${lessons/* LESSONS_FILE */.rD} is locked (${(0,plural/* plural */.L)(changes.length, 'lesson', 'lessons')} not updated)`;
    else
        step.lessons = { path, failures, changes };
}

// EXTERNAL MODULE: ./src/git/ages.ts
var git_ages = __webpack_require__(3102);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/store/agent-load.ts
var agent_load = __webpack_require__(1757);
// EXTERNAL MODULE: ./src/store/ages.ts
var store_ages = __webpack_require__(7933);
// EXTERNAL MODULE: ./src/store/digest.ts
var digest = __webpack_require__(4669);
// EXTERNAL MODULE: ./src/store/duration.ts
var duration = __webpack_require__(6685);
// EXTERNAL MODULE: ./src/store/regular.ts
var regular = __webpack_require__(2217);
// EXTERNAL MODULE: ./src/store/typed.ts
var typed = __webpack_require__(793);
;// CONCATENATED MODULE: ./src/gc/prune.ts
/**
 * Typed pruning (aide): episodic files older than episodic_max_age and
 * procedural files older than procedural_max_age are removed; core files,
 * locked files and `.lock` sentinels never are.
 *
 * A file's type is, in this order: its front matter `type:` mapped by
 * `front_matter_types`, the first `types` glob that matches its
 * store-relative path, then the directory it is in. Whatever the rules say,
 * some files are never pruned: the agent's own run log, failures.md (what
 * `memkeep fail` writes) and the distilled digest.md and lessons.md in
 * procedural_dir, core files, and every file a kept index (`index_files`)
 * links to, so pruning never leaves a dead link in an index.
 *
 * planPrune decides from the files and their ages and changes nothing;
 * applyPrune carries a plan out, re-checking each file first, so a file an
 * agent changed or locked after it was planned for pruning is kept. A
 * failure on one file is recorded and the pass goes on.
 */











const FIRST_LINE_MAX = 120;
/** The longest retention among `agents`: how far back history must be read. */
function longestRetention(agents) {
    return Math.max(0, ...agents.flatMap((a) => [a.memory.episodicMaxAgeMs, a.memory.proceduralMaxAgeMs]));
}
/** Decides what pruning would remove, without changing anything; globs match paths relative to `root`. */
async function planPrune(agents, ages, now, root) {
    const plan = { items: [], kept: [], errors: [] };
    for (const agent of agents) {
        const m = agent.memory;
        const dirs = [
            ['episodic', m.episodicDir],
            ['procedural', m.proceduralDir],
        ];
        const listed = [];
        const seen = new Set();
        for (const [type, dir] of dirs) {
            try {
                // A file under both dirs (nested config) is judged once, by the first type.
                for (const path of await (0,typed/* listTypedFiles */.wg)(dir)) {
                    if (seen.has(path))
                        continue;
                    seen.add(path);
                    listed.push([type, path]);
                }
            }
            catch (err) {
                plan.errors.push({ agent: agent.name, path: dir, message: (0,errors/* formatError */.Wk)(err) });
            }
        }
        const rel = (path) => (0,external_node_path_.relative)(root, path).split(external_node_path_.sep).join('/');
        const never = neverPruned(agent, [...seen], rel);
        for (const [dirType, path] of listed) {
            const why = never.has((0,external_node_path_.resolve)(path));
            try {
                const age = await ages.ageOf(path);
                if (age.uncertain) {
                    if (!why)
                        plan.kept.push({ agent: agent.name, path, message: `age unknown: ${age.uncertain}` });
                    continue;
                }
                // The shortest retention is the first test: most files are younger than both.
                if (why || !(0,store_ages/* olderThan */.W7)(age, Math.min(m.episodicMaxAgeMs, m.proceduralMaxAgeMs), now))
                    continue;
                // Synchronous: a store can hold tens of thousands of small files, and a
                // thread-pool round trip for each check and read costs more than the work.
                const content = (0,regular/* readRegularFileSync */.cG)(path, { maxBytes: regular/* MAX_TEXT_BYTES */.$D }) ?? Buffer.alloc(0);
                const typed = typeOf(agent, rel(path), content, dirType);
                if (typed.type === 'core') {
                    plan.kept.push({ agent: agent.name, path, message: `core (${typed.by})` });
                    continue;
                }
                const maxAge = typed.type === 'episodic' ? m.episodicMaxAgeMs : m.proceduralMaxAgeMs;
                if (!(0,store_ages/* olderThan */.W7)(age, maxAge, now))
                    continue;
                if ((0,lock/* isLockedSync */.sN)(path)) {
                    plan.kept.push({ agent: agent.name, path, message: 'locked' });
                    continue;
                }
                plan.items.push({
                    agent: agent.name,
                    type: typed.type,
                    path,
                    age,
                    ageText: (0,store_ages/* formatAge */.nV)(age, now),
                    digest: (0,digest/* digestOf */.o)(content),
                    bytes: content.length,
                    rule: `${typed.type}_max_age ${(0,duration/* formatDuration */.a)(maxAge)}${typed.by === 'its directory' ? '' : ` (${typed.by})`}`,
                    firstLine: firstLine(content),
                });
            }
            catch (err) {
                plan.errors.push({ agent: agent.name, path, message: (0,errors/* formatError */.Wk)(err) });
            }
        }
    }
    return plan;
}
/** A file's memory type and what decided it. */
function typeOf(agent, relPath, content, dirType) {
    const declared = (0,typed/* frontMatterType */.n7)(content);
    const mapped = declared === undefined ? undefined : agent.memory.frontMatterTypes[declared];
    if (mapped)
        return { type: mapped, by: `front matter type: ${declared}` };
    const rule = agent.memory.types.find(([glob]) => (0,typed/* globMatch */.eu)(glob, relPath));
    if (rule)
        return { type: rule[1], by: `types "${rule[0]}"` };
    return { type: dirType, by: 'its directory' };
}
/**
 * Files never pruned whatever the rules say (absolute): the run log,
 * failures.md, the distilled files, core files, indexes and what they link to.
 */
function neverPruned(agent, files, rel) {
    const m = agent.memory;
    const never = new Set([
        (0,external_node_path_.resolve)(m.path),
        (0,external_node_path_.resolve)((0,external_node_path_.join)(m.proceduralDir, failures/* FAILURES_FILE */.nB)),
        ...m.coreFiles.map((f) => (0,external_node_path_.resolve)(f)),
    ]);
    for (const name of agent_load/* DISTILLED_FILES */.D7)
        never.add((0,external_node_path_.resolve)((0,external_node_path_.join)(m.proceduralDir, name)));
    // Indexes are core (a preset types them so, or they are core_files): what they link to stays.
    const indexes = [...files, ...m.coreFiles].filter((f) => m.indexFiles.some((g) => (0,typed/* globMatch */.eu)(g, rel(f))));
    for (const index of indexes) {
        let text;
        try {
            text = (0,regular/* readRegularFileSync */.cG)(index, { maxBytes: regular/* MAX_TEXT_BYTES */.$D })?.toString('utf8') ?? '';
        }
        catch {
            continue;
        }
        never.add((0,external_node_path_.resolve)(index));
        for (const linked of (0,typed/* linkedFiles */.$S)(index, text))
            never.add((0,external_node_path_.resolve)(linked));
    }
    return never;
}
/** Removes the planned files that are still exactly as planned and unlocked. */
async function applyPrune(plan) {
    const result = { removed: [], skipped: [], errors: [] };
    for (const item of plan.items) {
        try {
            if (await (0,lock/* isLocked */.ln)(item.path)) {
                result.skipped.push({ agent: item.agent, path: item.path, message: 'locked since it was planned' });
                continue;
            }
            let content;
            try {
                const read = await (0,regular/* readRegularFile */.XF)(item.path, { maxBytes: regular/* MAX_TEXT_BYTES */.$D });
                if (!read)
                    throw Object.assign(new Error('gone'), { code: 'ENOENT' });
                content = read;
            }
            catch (err) {
                if (err.code === 'ENOENT') {
                    result.skipped.push({ agent: item.agent, path: item.path, message: 'already gone' });
                    continue;
                }
                throw err;
            }
            if ((0,digest/* digestOf */.o)(content) !== item.digest) {
                result.skipped.push({ agent: item.agent, path: item.path, message: 'changed since it was planned' });
                continue;
            }
            await (0,promises_.unlink)(item.path);
            result.removed.push(item);
        }
        catch (err) {
            result.errors.push({ agent: item.agent, path: item.path, message: (0,errors/* formatError */.Wk)(err) });
        }
    }
    return result;
}
function firstLine(content) {
    const line = content
        .subarray(0, 4096)
        .toString('utf8')
        .split(/\r?\n/)
        .find((l) => l.trim()) ?? '';
    const chars = Array.from(line.trim());
    return chars.length > FIRST_LINE_MAX ? chars.slice(0, FIRST_LINE_MAX - 1).join('') + '…' : chars.join('');
}

;// CONCATENATED MODULE: ./src/gc/steps/prune.ts
/**
 * Prune: typed memory older than its retention goes (gc/prune.ts has the
 * rules). Ages come from one git history pass for all agents, so the step
 * plans the store at once. The apply removes exactly the planned files,
 * each re-checked by digest: a file changed or locked since is kept.
 */





const pruneStep = {
    name: 'prune',
    async plan(p, options) {
        const agents = (0,model/* standing */.JA)(p);
        if (agents.length === 0)
            return;
        const list = agents.map((a) => a.agent);
        const ages = await (0,git_ages.gitAges)(p.store.root, {
            cutoff: new Date(options.now.getTime() - longestRetention(list)),
            deepen: options.deepen,
        });
        const planned = await planPrune(list, ages, options.now, p.store.root);
        for (const a of agents) {
            const mine = (n) => n.agent === a.name;
            a.steps.prune = {
                items: planned.items.filter(mine),
                kept: planned.kept.filter(mine),
                errors: planned.errors.filter(mine),
            };
        }
        p.notes.push(`Ages from ${ages.describe}.`);
        p.problems.push(...ages.warnings, ...planned.errors.map((e) => `${e.agent}: cannot prune ${(0,config/* storeRelative */.EM)(p.store, e.path)}: ${e.message}`));
    },
    async apply(p, applied) {
        for (const a of (0,model/* standing */.JA)(p)) {
            const items = a.steps.prune?.items ?? [];
            if (items.length === 0)
                continue;
            const result = await applyPrune({ items, kept: [], errors: [] });
            (0,model/* outcomeOf */.sG)(applied, a.name).prune = { removed: result.removed, skipped: result.skipped, errors: result.errors };
            applied.paths.push(...result.removed.map((r) => r.path));
            for (const e of result.errors)
                applied.problems.push(`${a.name}: cannot prune ${(0,config/* storeRelative */.EM)(p.store, e.path)}: ${e.message}`);
        }
    },
    describe(p, a, applied) {
        const step = a.steps.prune;
        if (!step)
            return undefined;
        const outcome = applied && (0,model/* outcomeOf */.sG)(applied, a.name).prune;
        const removed = applied ? (outcome?.removed ?? []) : step.items;
        const rel = (path) => (0,config/* storeRelative */.EM)(p.store, path);
        const kept = [...step.kept, ...(outcome?.skipped ?? [])];
        const files = (n) => (0,plural/* plural */.L)(n, 'file', 'files');
        const summary = removed.length
            ? `${applied ? 'Pruned' : 'Would prune'} ${files(removed.length)} (${removed.reduce((n, r) => n + r.bytes, 0)} bytes).`
            : 'Nothing to prune.';
        const procedural = removed.filter((r) => r.type === 'procedural');
        return {
            title: 'Prune',
            summary: kept.length ? `${summary} Kept ${files(kept.length)} although old enough.` : summary,
            lists: [
                ...(removed.length
                    ? [
                        {
                            label: `${files(removed.length)} pruned`,
                            lines: removed.map((r) => `${rel(r.path)} (${r.type}, age ${r.ageText}, ${r.rule}): ${r.firstLine}`),
                        },
                    ]
                    : []),
                ...(kept.length
                    ? [{ label: `${files(kept.length)} kept`, lines: kept.map((k) => `${rel(k.path)}: ${k.message}`) }]
                    : []),
            ],
            risks: procedural.length ? [`procedural memory goes: ${procedural.map((r) => rel(r.path)).join(', ')}`] : [],
            tally: { filesPruned: removed.length, bytesRemoved: removed.reduce((n, r) => n + r.bytes, 0) },
            data: {
                pruned: removed.map((r) => ({
                    path: rel(r.path),
                    type: r.type,
                    age: r.ageText,
                    rule: r.rule,
                    firstLine: r.firstLine,
                    bytes: r.bytes,
                })),
                kept: kept.map((k) => ({ path: rel(k.path), reason: k.message })),
                errors: [...step.errors, ...(outcome?.errors ?? [])].map((e) => ({ path: rel(e.path), message: e.message })),
            },
        };
    },
};

;// CONCATENATED MODULE: ./src/gc/steps/registry.ts




const STEPS = [trimStep, analyseStep, distilStep, pruneStep];


/***/ }),

/***/ 3102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitAges: () => (/* binding */ gitAges)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7055);
/* harmony import */ var _store_ages_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7933);
/**
 * Ages from git history (DESIGN.md section 1, "Ages").
 *
 * Inside a checkout every file's mtime is the checkout time, so an mtime
 * rule never prunes anything in CI. Instead a tracked, unmodified file's age
 * is the committer time of the last commit that changed it, read for all
 * files in ONE `git log --name-only` pass limited to the longest retention
 * window: pruning only asks "changed within the window?", so a tracked file
 * that no commit since the cutoff touched is simply older than the cutoff.
 *
 * Untracked or locally modified files age by mtime. In a shallow clone the
 * boundary commit hides older history: the history is deepened when a remote
 * answers, and a file whose age is still unknown is reported as uncertain,
 * which means it is never pruned.
 */




/** An AgeSource for files under `root`: git history when inside a work tree, else mtime. */
async function gitAges(root, options) {
    let top;
    try {
        top = (await (0,simple_git__WEBPACK_IMPORTED_MODULE_2__/* .simpleGit */ .Lp)({ baseDir: root }).revparse(['--show-toplevel'])).trim();
    }
    catch {
        return { ..._store_ages_js__WEBPACK_IMPORTED_MODULE_3__/* .mtimeAges */ .xE, describe: 'mtime (not a git repository)', warnings: [], commitsRead: 0 };
    }
    const topReal = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(top);
    // Pathspecs and the paths git prints are relative to the top level: run there.
    const git = (0,simple_git__WEBPACK_IMPORTED_MODULE_2__/* .simpleGit */ .Lp)({ baseDir: topReal });
    const scope = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(topReal, root) || '.';
    if (!(await hasCommits(git))) {
        return { ..._store_ages_js__WEBPACK_IMPORTED_MODULE_3__/* .mtimeAges */ .xE, describe: 'mtime (repository has no commits yet)', warnings: [], commitsRead: 0 };
    }
    const warnings = [];
    let shallow = await isShallow(git);
    if (shallow && options.deepen !== false) {
        const reason = await deepen(git, options.cutoff);
        shallow = await isShallow(git);
        if (reason)
            warnings.push(`shallow clone and the history could not be deepened (${reason})`);
    }
    const dirty = await locallyChanged(git, scope, topReal);
    // In a shallow clone the boundary commit claims every file it contains;
    // such a file's true last change is at or before the boundary's time.
    const boundaryShas = shallow ? await shallowBoundary(git) : new Set();
    const boundary = boundaryShas.size ? await commitTime(git, [...boundaryShas]) : undefined;
    const history = await readHistory(git, scope, topReal, options.cutoff, boundaryShas);
    const historyReachesCutoff = !shallow || (boundary !== undefined && boundary < options.cutoff);
    if (shallow && !historyReachesCutoff) {
        warnings.push(`shallow clone: history before ${boundary?.toISOString() ?? 'the boundary commit'} is not available, so older files have unknown ages and are kept (use fetch-depth: 0)`);
    }
    return {
        describe: shallow ? 'git history (shallow clone)' : 'git history',
        warnings,
        commitsRead: history.commits,
        async ageOf(path) {
            const key = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
            if (dirty.has(key))
                return { modified: (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).mtime, source: 'mtime' };
            const changed = history.lastChange.get(key);
            if (changed)
                return { modified: changed, source: 'git' };
            if (historyReachesCutoff) {
                // Untouched since the cutoff (or only by the boundary commit, which is older still).
                const before = boundary && boundary < options.cutoff ? boundary : options.cutoff;
                return { modified: new Date(before.getTime() - 1000), source: 'git', atLeast: true };
            }
            return { source: 'git', uncertain: 'shallow clone: last change is older than the available history' };
        },
    };
}
async function hasCommits(git) {
    // With -q a missing HEAD prints nothing, and simple-git may not throw.
    const head = await git.raw(['rev-parse', '--verify', '-q', 'HEAD']).catch(() => '');
    return head.trim() !== '';
}
async function isShallow(git) {
    return (await git.revparse(['--is-shallow-repository'])).trim() === 'true';
}
/**
 * Deepens a shallow clone to cover `cutoff`, plus one more commit so the
 * new boundary lies before the cutoff. Returns why it failed, if it did.
 */
async function deepen(git, cutoff) {
    try {
        const since = cutoff.toISOString();
        await git.raw(['fetch', '--quiet', `--shallow-since=${since}`]);
        if (await isShallow(git))
            await git.raw(['fetch', '--quiet', '--deepen=1']);
        return undefined;
    }
    catch (err) {
        // --shallow-since fails when no commit is newer than the cutoff; deepen step by step then.
        try {
            await git.raw(['fetch', '--quiet', '--deepen=50']);
            return undefined;
        }
        catch {
            return firstLine(err);
        }
    }
}
function firstLine(err) {
    return (String(err?.message ?? err)
        .split('\n')
        .find((l) => l.trim()) ?? 'unknown error');
}
/** The shallow boundary commits, from `<git-dir>/shallow`. */
async function shallowBoundary(git) {
    const gitDir = (await git.revparse(['--absolute-git-dir'])).trim();
    try {
        return new Set((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(gitDir, 'shallow'), 'utf8')).split('\n').filter(Boolean));
    }
    catch {
        return new Set();
    }
}
/** The oldest committer time among `shas`. */
async function commitTime(git, shas) {
    const out = await git.raw(['show', '-s', '--format=%ct', ...shas]);
    return new Date(Math.min(...out
        .split('\n')
        .filter(Boolean)
        .map((t) => Number(t) * 1000)));
}
/** Tracked files with local changes and untracked files: these age by mtime. */
async function locallyChanged(git, scope, top) {
    // Name-only listings: porcelain status lines start with a space that output trimming can eat.
    const modified = await git.raw(['diff', '--name-only', '-z', '--no-renames', 'HEAD', '--', scope]);
    // Ignored files too: anything git does not track has no history to age it by.
    const untracked = await git.raw(['ls-files', '-z', '--others', '--', scope]);
    const paths = new Set();
    for (const name of `${modified}\0${untracked}`.split('\0')) {
        if (name.trim())
            paths.add((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(top, name.split('/').join(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)));
    }
    return paths;
}
/**
 * One pass over the commits since `cutoff` that touched `scope`, newest
 * first: the first time a path appears is its last change. Boundary commits
 * of a shallow clone are skipped: what they list is not what they changed.
 */
async function readHistory(git, scope, top, cutoff, boundary) {
    const out = await git.raw([
        '-c',
        'core.quotepath=off',
        'log',
        '--no-renames',
        '--name-only',
        '-z',
        '--format=%x01%H %ct',
        `--since=${Math.floor(cutoff.getTime() / 1000)}`,
        // Pathspec matching doubles the cost of every diff; the whole tree needs none.
        ...(scope === '.' ? [] : ['--', scope]),
    ]);
    const lastChange = new Map();
    let commits = 0;
    for (const chunk of out.split('\x01')) {
        if (!chunk)
            continue;
        commits++;
        const [head, ...names] = chunk.split('\0');
        const [sha, time] = head.split(' ');
        // A boundary commit lists every file it has, changed by it or not.
        if (boundary.has(sha))
            continue;
        const at = new Date(Number(time) * 1000);
        for (const raw of names) {
            const name = raw.replace(/^\n/, '');
            if (!name)
                continue;
            const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(top, name.split('/').join(node_path__WEBPACK_IMPORTED_MODULE_1__.sep));
            if (!lastChange.has(abs))
                lastChange.set(abs, at);
        }
    }
    return { lastChange, commits };
}


/***/ }),

/***/ 4669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ digestOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/** Content identity for "is this still what we planned on?" checks and the analysis cache. */

function digestOf(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex');
}


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ logLine),
/* harmony export */   OG: () => (/* binding */ logLines),
/* harmony export */   sk: () => (/* binding */ defuseMarkdown)
/* harmony export */ });
/* unused harmony exports redacted, neutraliseMarkdown, inlineText, inertLine */
/* harmony import */ var _analysis_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2486);
/**
 * Untrusted text on its way out: the one place that decides how text memkeep
 * did not write itself is printed or published. Agents write memory and run
 * logs, anyone who can open a pull request writes run titles and committed
 * file names, and a model writes analyses (from logs an attacker may have
 * shaped). Such text reaches the PR description and job summary (markdown
 * rendered by GitHub, merged by people), the Actions log (where a line
 * starting with `::` is a command to the runner) and agents' prompts.
 *
 * Every function here also redacts secrets: whatever came from memory may
 * hold a pasted token, whichever analyzer quoted it.
 */

/** U+2060 WORD JOINER: invisible, and breaks every token GitHub or the runner looks for. */
const WJ = '\u2060';
/**
 * GitHub's closing keywords: followed by an issue reference (`#1`,
 * `owner/repo#2`, an issue URL), any case, with or without a colon, they
 * close that issue when the pull request is merged.
 */
const CLOSING_KEYWORD = /\b(c)(lose[sd]?)\b|\b(f)(ix(?:e[sd])?)\b|\b(r)(esolve[sd]?)\b/gi;
/** Secrets in `text` replaced by `[REDACTED:<kind>]`. */
function redacted(text) {
    return (0,_analysis_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(text).text;
}
/**
 * Markdown for a PR body or job summary that renders as the text it is and
 * does nothing else: no @mention pings anyone (emphasis included: `_@x_`),
 * no closing keyword closes an issue, no image loads from anywhere (a
 * tracking pixel), no raw HTML renders, no link runs script. Secrets are
 * redacted. Line structure is kept, so headings and lists still render.
 */
function neutraliseMarkdown(text) {
    return defuseMarkdown(redacted(text));
}
/**
 * neutraliseMarkdown without the redaction, for a caller that redacts
 * first and reports what it found (the distil step).
 */
function defuseMarkdown(text) {
    return (text
        .replace(/&(?=[#a-zA-Z0-9]+;)/g, '&amp;')
        .replace(/</g, '&lt;')
        // Every @ before a name: `_@x_`, `(@x)` and `` `x`@y `` all ping on
        // GitHub, and an e-mail address keeps reading the same.
        .replace(/@(?=[A-Za-z0-9])/g, `@${WJ}`)
        // The keyword itself is broken, so no form of reference after it counts.
        .replace(CLOSING_KEYWORD, (_m, ...g) => {
        const [first, rest] = g[0] ? [g[0], g[1]] : g[2] ? [g[2], g[3]] : [g[4], g[5]];
        return `${first}${WJ}${rest}`;
    })
        // `![alt](url)` and `![alt][ref]` load the image when the page renders; `!` + joiner + `[` is a plain link.
        .replace(/!(?=\s*\[)/g, `!${WJ}`)
        // A joiner before the colon leaves no URL scheme, so a link to javascript: is a harmless relative link.
        .replace(/\b(javascript|vbscript|data)(?=\s*:)/gi, `$1${WJ}`));
}
/**
 * A single untrusted value (a file path, heading, task, error) inside a line
 * of markdown: folded to one line, neutralised as above, and safe in a table
 * cell.
 */
function inlineText(text) {
    return neutraliseMarkdown(oneLine(text)).replace(/\|/g, '\\|');
}
/**
 * One line for the Actions log (or any terminal): no line breaks, control
 * characters shown as escapes, no workflow command (`::x::`, `##[x]`)
 * anywhere in it, secrets redacted. Runners treat only line starts as
 * commands, but a line can be re-wrapped or re-printed, so all are broken.
 */
function logLine(text) {
    return inertForLog(redacted(text));
}
/**
 * Several lines for the log at once: each as logLine makes it, with one
 * redaction pass over the whole (a report of thousands of lines would
 * otherwise pay the rules' set-up on every line).
 */
function logLines(text) {
    return redacted(text).split('\n').map(inertForLog).join('\n');
}
function inertForLog(text) {
    return text
        .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, (c) => escapeControl(c))
        .replace(/::/g, `:${WJ}:`)
        .replace(/##\[/g, `#${WJ}#[`);
}
/**
 * One line of inert text for a prompt or a note an agent reads: no headings,
 * HTML, links, mentions or secrets; at most `max` characters.
 */
function inertLine(text, max) {
    const line = redacted(text)
        .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]*>/g, '')
        .replace(/[<>]/g, '')
        .replace(/\b([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
        .replace(/@(?=[A-Za-z0-9])/g, `@${WJ}`)
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^[#\-*+>|=\s]+/, '');
    const chars = Array.from(line);
    return chars.length > max ? chars.slice(0, max - 1).join('') + '…' : line;
}
function oneLine(text) {
    return text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ');
}
function escapeControl(c) {
    if (c === '\n')
        return '\\n';
    if (c === '\r')
        return '\\r';
    if (c === '\t')
        return '\\t';
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}


/***/ })

};
