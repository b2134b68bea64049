export const id = 901;
export const ids = [901];
export const modules = {

/***/ 901:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runGc: () => (/* binding */ runGc),
  runTrim: () => (/* binding */ runTrim)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(24);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(916);
// EXTERNAL MODULE: ./src/store/config.ts + 9 modules
var config = __webpack_require__(143);
// EXTERNAL MODULE: ./src/store/runlog.ts + 2 modules
var runlog = __webpack_require__(77);
// EXTERNAL MODULE: ./src/store/lock.ts
var lock = __webpack_require__(74);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(760);
;// CONCATENATED MODULE: ./src/analysis/tokens.ts
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

;// CONCATENATED MODULE: ./src/analysis/budget.ts
/**
 * The input budget: what of a run log fits in `max_input_tokens`. A log that
 * fits is sent whole; a larger one as its newest whole entries (oldest
 * dropped first, preamble dropped), and if even the newest entry alone is too
 * big, its tail cut on a character boundary. The estimate never exceeds the
 * budget.
 */



const UTF8_BOM_LENGTH = 3;
/**
 * What of an in-memory log to send within `maxTokens` estimated tokens.
 * Newest entries matter most to an analysis of what the agent does now, and
 * whole entries read better than cut ones; only when the newest entry alone
 * is over the budget is anything cut, and then its end (the result) is kept.
 * `count` is the caller's count of the entries of this very buffer, if any.
 */
function fitBudget(log, maxTokens, count) {
    if (estimateTokens(log) <= maxTokens) {
        return { text: log, sentEntries: count ?? (0,runlog/* entryStarts */.O$)(log).length, leftOut: 0, truncated: false };
    }
    const starts = (0,runlog/* entryStarts */.O$)(log);
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
async function readBudgeted(path, maxTokens, known) {
    const scan = known ?? (await (0,runlog/* scanLog */.Or)(path));
    const { size } = scan;
    const maxBytes = budgetBytes(maxTokens);
    // Up to a BOM's length over the budget, the first entry (after the BOM) may
    // still fit, and only the whole file shows that.
    if (size <= maxBytes + UTF8_BOM_LENGTH) {
        const log = scan.content ?? (0,external_node_fs_.readFileSync)(path);
        return { budgeted: fitBudget(log, maxTokens, scan.content ? scan.count : undefined), size };
    }
    // One byte more than the budget tells whether the tail starts on a line.
    const tail = readRange(path, size - maxBytes - 1, maxBytes + 1);
    const startsLine = tail[0] === 10;
    const usable = startsLine ? tail.subarray(1) : tail.subarray(tail.indexOf(10) + 1 || tail.length);
    const starts = (0,runlog/* entryStarts */.O$)(usable);
    const total = scan.count;
    if (starts.length > 0) {
        return {
            budgeted: { text: usable.subarray(starts[0]), sentEntries: starts.length, leftOut: total - starts.length, truncated: false },
            size,
        };
    }
    // The newest entry alone is over the budget: its tail, from a character boundary.
    const cut = charBoundary(tail, 1);
    return { budgeted: { text: tail.subarray(cut), sentEntries: 0, leftOut: Math.max(0, total - 1), truncated: true }, size };
}
/** Synchronous, like the scan before it: one short read of the page cache. */
function readRange(path, start, length) {
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        const buf = Buffer.alloc(length);
        return buf.subarray(0, (0,external_node_fs_.readSync)(fd, buf, 0, length, start));
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(455);
// EXTERNAL MODULE: ./src/store/atomic.ts
var atomic = __webpack_require__(892);
// EXTERNAL MODULE: ./src/store/digest.ts
var digest = __webpack_require__(669);
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
 * State lives in the store at `.memkeep/state.json`, written atomically. It
 * is only an optimisation: a missing, unreadable or corrupt file means an
 * empty cache, never an error.
 */





const STATE_DIR = '.memkeep';
const STATE_FILE = 'state.json';
function statePath(root) {
    return (0,external_node_path_.join)(root, STATE_DIR, STATE_FILE);
}
/** Reads the state; anything unusable yields an empty cache. */
async function readState(root) {
    try {
        const parsed = JSON.parse(await (0,promises_.readFile)(statePath(root), 'utf8'));
        if (parsed?.version === 1 && parsed.agents && typeof parsed.agents === 'object')
            return parsed;
    }
    catch {
        // Missing or corrupt: start over.
    }
    return { version: 1, agents: {} };
}
async function writeState(root, state) {
    await (0,atomic/* writeFileAtomic */.Zf)(statePath(root), JSON.stringify(state, null, 2) + '\n', { mkdirs: true });
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
async function trimmedLogKey(plan, maxInputTokens) {
    const expected = plan.plannedSize - plan.cutOffset + (plan.bom ? 3 : 0);
    const sizeNow = async () => (await (0,promises_.stat)(plan.path).catch(() => undefined))?.size;
    if ((await sizeNow()) !== expected)
        return undefined;
    const key = inputKey((await readBudgeted(plan.path, maxInputTokens)).budgeted.text);
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

;// CONCATENATED MODULE: ./src/analysis/entries.ts
/**
 * Run-log entries as the analyzers see them: timestamp, task, result, and
 * whether the run itself failed.
 */
const HEADER = '## ';
const BOM_HEADER = '\ufeff## ';
const NL_HEADER = '\n## ';
const TASK = '**Task:**';
const RESULT = '**Result:**';
const TASK_LINE = /^\*\*Task:\*\*[ \t]*(.*)$/m;
const RESULT_REST = /^\*\*Result:\*\*[ \t]*([\s\S]*)$/m;
/**
 * Splits a log (axe's `**Task:**` / `**Result:**` body shape; anything else
 * is all task). The log is decoded once and split as text: a header line is
 * ASCII, which UTF-8 decoding never merges into or out of a neighbouring
 * character, so the entries are those parseEntries finds in the bytes.
 */
function toLogEntries(log) {
    let text = log.toString('utf8');
    // CRLF logs are read as LF logs: a \r\n never spans two entries, and
    // dropping its \r neither makes nor hides a header.
    if (text.includes('\r'))
        text = text.replace(/\r\n/g, '\n');
    const starts = [];
    if (text.startsWith(HEADER))
        starts.push(0);
    else if (text.startsWith(BOM_HEADER))
        starts.push(1);
    for (let i = text.indexOf(NL_HEADER); i !== -1; i = text.indexOf(NL_HEADER, i + 1))
        starts.push(i + 1);
    // Only where every line ends in \n can axe's shape be read by offsets; a lone
    // \r, U+2028 or U+2029 also ends a line for the expressions. Three searches,
    // not one character class: in the one-byte string an ASCII log decodes to, a
    // search for U+2028 or U+2029 returns at once.
    const plain = !text.includes('\r') && !text.includes('\u2028') && !text.includes('\u2029');
    return starts.map((start, k) => readEntry(text, start, starts[k + 1] ?? text.length, plain));
}
/**
 * The entry text[start, end). Its header line is found from its start and
 * always before the next entry, whose header follows a \n. In a plain text
 * axe's shape is read by offsets, without a copy of the body; anything else
 * goes to the expressions.
 */
function readEntry(text, start, end, plain) {
    const nl = text.indexOf('\n', start);
    const headerEnd = nl === -1 || nl > end ? end : nl;
    const bodyStart = Math.min(headerEnd + 1, end);
    const timestamp = text.slice(start + HEADER.length, headerEnd).trim();
    if (plain && text.startsWith(TASK, bodyStart)) {
        const taskEnd = text.indexOf('\n', bodyStart + TASK.length);
        if (taskEnd !== -1 && taskEnd < end && text.startsWith(RESULT, taskEnd + 1)) {
            const result = text.slice(taskEnd + 1 + RESULT.length, end).trim();
            return { timestamp, task: text.slice(bodyStart + TASK.length, taskEnd).trim(), result, failed: runFailed(result) };
        }
    }
    const body = text.slice(bodyStart, end);
    const task = TASK_LINE.exec(body);
    const resultMatch = RESULT_REST.exec(body);
    const result = resultMatch ? resultMatch[1].trim() : '';
    return { timestamp, task: task ? task[1].trim() : body.trim(), result, failed: runFailed(result) };
}
// "no failures", "0 errors", "without errors" report success.
const NEGATED = /\b(?:no|0|zero|without|none of the)\s+(?:new\s+)?(?:errors?|failures?|failed|exceptions?|timeouts?|problems?)\b/gi;
// Wording that says the agent's own run went wrong, wherever it appears.
const STRONG = /\b(?:timed?[ -]?out|could ?n[o']t|unable to|aborted|crashed|exception|traceback|panicked|out of (?:memory|tokens))\b/i;
// Wording that only means failure when the result opens with it: "integration
// tests failed 3 times" inside a CI summary is a successful report.
const OPENING = /^\s*(?:error|errors|failed|failure|fatal|partial(?:ly)?|gave up|did not finish)\b/i;
/** Whether a result reports that the agent's run failed (a heuristic, deliberately conservative). */
function runFailed(result) {
    const text = result.replace(NEGATED, ' ');
    return OPENING.test(text) || STRONG.test(text);
}

;// CONCATENATED MODULE: ./src/analysis/local.ts
// One differing word in a task of four or five words is different work (0.6, 0.67);
// in longer tasks, rewording stays above it.
const SIMILARITY = 0.7;
const MIN_SHARED = 3;
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
    return task.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
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
            byText.set(e.task, { text: taskText(e.task), members: [i] });
    });
    return [...byText.values()];
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
/** The report under axe's three headings. */
function analyzeLocally(entries, options = {}) {
    const maxListed = options.maxListed ?? 10;
    const tasks = distinctTasks(entries);
    const repeated = findRepeatedWork(entries, tasks);
    return [
        '## Patterns Found',
        patterns(entries, tasks).join('\n') || 'No clear patterns detected.',
        '',
        '## Repeated Work',
        repeatedLines(entries, repeated, maxListed).join('\n') || 'No repeated work detected.',
        '',
        '## Recommendations',
        recommendations(entries, repeated, maxListed).join('\n') || 'No specific recommendations.',
    ].join('\n');
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
    const lines = [`- ${entries.length} entries, from ${entries[0].timestamp} to ${entries[entries.length - 1].timestamp}.`];
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
    const common = [...types].filter(([, n]) => n >= 3).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 5);
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
    const themes = [...df].filter(([, n]) => n >= floor).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 8);
    if (themes.length)
        lines.push(`- Recurring themes: ${themes.map(([t, n]) => `${show(t)} (${n})`).join(', ')}.`);
    const failed = entries.flatMap((e, i) => (e.failed ? [i] : []));
    if (failed.length) {
        const pct = Math.round((failed.length / entries.length) * 100);
        lines.push(`- ${failed.length} of ${entries.length} runs (${pct}%) reported a failure: ${timestamps(entries, failed)}.`);
    }
    return lines.length > 1 ? lines : [];
}
function repeatedLines(entries, groups, maxListed) {
    const lines = groups.slice(0, maxListed).map((g) => {
        const first = entries[g.members[0]].timestamp;
        const last = entries[g.members[g.members.length - 1]].timestamp;
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
        if (g.members.length >= 3) {
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
/** Two runs of one task less than an hour apart (by their RFC3339 headers), if any. */
function closeRuns(entries, members) {
    let previous;
    for (const index of members) {
        const time = timeOf(entries[index].timestamp);
        if (Number.isNaN(time))
            continue;
        if (previous && time >= previous.time && time - previous.time < 3_600_000)
            return [previous.index, index];
        previous = { index, time };
    }
    return undefined;
}
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/**
 * Date.parse, with a shortcut for the `2026-01-31T12:00:00Z` headers memkeep
 * writes: Date.parse is the analyzer's largest cost on a log of thousands of
 * entries. Only a well-formed stamp with every field in range takes the
 * shortcut, so both give one answer.
 */
function timeOf(stamp) {
    if (stamp.length !== 20 || stamp.charCodeAt(19) !== 90 /* Z */)
        return Date.parse(stamp);
    for (let i = 0; i < 19; i++) {
        const c = stamp.charCodeAt(i);
        const ok = i === 4 || i === 7 ? c === 45 /* - */ : i === 10 ? c === 84 /* T */ : i === 13 || i === 16 ? c === 58 /* : */ : c >= 48 && c <= 57;
        if (!ok)
            return Date.parse(stamp);
    }
    const y = twoDigits(stamp, 0) * 100 + twoDigits(stamp, 2);
    const mo = twoDigits(stamp, 5);
    const d = twoDigits(stamp, 8);
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    const days = mo === 2 && leap ? 29 : MONTH_DAYS[mo - 1];
    const [h, mi, s] = [twoDigits(stamp, 11), twoDigits(stamp, 14), twoDigits(stamp, 17)];
    // Out of range, or a year before 100 (rare enough to leave to it): Date.parse decides.
    if (y < 100 || mo < 1 || mo > 12 || d < 1 || d > days || h > 23 || mi > 59 || s > 59)
        return Date.parse(stamp);
    return (((daysSinceEpoch(y, mo, d) * 24 + h) * 60 + mi) * 60 + s) * 1000;
}
/** Days from 1970-01-01 to a valid proleptic Gregorian date, in integer arithmetic (cheaper than Date.UTC). */
function daysSinceEpoch(y, mo, d) {
    // Years counted from March, so the leap day ends a year; 400-year eras of 146,097 days.
    const year = mo <= 2 ? y - 1 : y;
    const era = Math.floor(year / 400);
    const yearOfEra = year - era * 400;
    const dayOfYear = Math.floor((153 * (mo > 2 ? mo - 3 : mo + 9) + 2) / 5) + d - 1;
    const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
    return era * 146_097 + dayOfEra - 719_468;
}
function twoDigits(text, at) {
    return (text.charCodeAt(at) - 48) * 10 + text.charCodeAt(at + 1) - 48;
}

;// CONCATENATED MODULE: ./src/analysis/model.ts
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
        throw (0,errors/* opError */.ey)(`invalid model format "${text}": expected provider/model-name`, context);
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
        throw (0,errors/* opError */.ey)(`unsupported provider "${ref.provider}": set [providers.${ref.provider}] base_url in memkeep.toml or ${baseUrlEnvName(ref.provider)}`, where);
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
        throw (0,errors/* apiError */.pb)(`API key for provider "${endpoint.provider}" is not set (${endpoint.keyEnv})`);
    }
}
/**
 * One chat completion: system prompt, user message, temperature 0.3, 4096
 * max tokens, no tools, no retries (axe makes exactly one call per agent).
 * Returns the reply text; empty when the model said nothing.
 */
async function complete(endpoint, system, user, timeoutMs = DEFAULT_TIMEOUT_MS) {
    requireKey(endpoint);
    const { default: OpenAI } = await __webpack_require__.e(/* import() */ 193).then(__webpack_require__.bind(__webpack_require__, 193));
    const client = new OpenAI({
        baseURL: endpoint.baseURL,
        // The SDK insists on a key; keyless providers (ollama) accept any value.
        apiKey: endpoint.apiKey ?? 'none',
        timeout: timeoutMs,
        maxRetries: 0,
    });
    try {
        const reply = await client.chat.completions.create({
            model: endpoint.model,
            messages: [
                { role: 'system', content: system },
                { role: 'user', content: user },
            ],
            temperature: 0.3,
            max_tokens: 4096,
        });
        return reply.choices[0]?.message?.content ?? '';
    }
    catch (err) {
        throw modelError(err, endpoint, timeoutMs);
    }
}
/**
 * axe's mapping: a 400 or 404 means the request itself is wrong (exit 1);
 * auth, rate limits, timeouts, overload and 5xx are the API's (exit 3). The
 * key is scrubbed from whatever the server echoed back.
 */
function modelError(err, endpoint, timeoutMs) {
    const scrub = (s) => (endpoint.apiKey ? s.split(endpoint.apiKey).join('***') : s);
    const e = err;
    const what = `model ${endpoint.provider}/${endpoint.model}`;
    if (e?.name === 'APIConnectionTimeoutError') {
        return (0,errors/* apiError */.pb)(`${what}: request timed out after ${Math.round(timeoutMs / 1000)}s`, err);
    }
    if (typeof e?.status !== 'number') {
        return (0,errors/* apiError */.pb)(`${what}: cannot reach ${endpoint.baseURL}: ${scrub(e?.message ?? String(err))}`, err);
    }
    const message = `${what}: HTTP ${e.status}: ${scrub(e.message ?? '')}`;
    if (e.status === 401 || e.status === 403 || e.status === 408 || e.status === 429 || e.status >= 500) {
        return (0,errors/* apiError */.pb)(message, err);
    }
    return (0,errors/* opError */.ey)(message, {}, err);
}

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

;// CONCATENATED MODULE: ./src/analysis/redact.ts
/**
 * Secret redaction for text about to leave the machine. Agents paste command
 * output into their logs, and that output holds tokens; the model endpoint is
 * a third party. Matches are replaced with `[REDACTED:<kind>]` and reported
 * by line and kind, never by value. Files on disk are not touched.
 *
 * Run time stays linear on a 10 MB line: every token pattern starts with a
 * lookbehind that only admits the first character of a run of its own
 * alphabet, and continues with bounded character classes that cannot overlap
 * what follows them, so no run is scanned more than a couple of times.
 * Bounds also keep V8's backtracking stack small: an unbounded greedy run
 * over megabytes of token characters throws a RangeError. No real token is
 * near the bounds (a longer run is redacted up to the bound only). Private
 * key blocks are found with a single forward search for END markers.
 */
const MIN_SECRET = 8;
/** Whole values that only stand in for a secret: placeholders and references to where it lives. */
const PLACEHOLDER = /^(?:<.*>|\$\{\{.*\}\}|\{\{.*\}\}|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\$\(.*\)|%[A-Za-z_][A-Za-z0-9_]*%|\.{3,}|…|changeme|placeholder|redacted|none|null|nil|true|false|undefined|(?:process\.env|os\.environ|os\.getenv|ENV\[|secrets\.|vars\.|env\.).*)$/i;
/**
 * Anywhere in a value: a run of one character (xxxxxx, 000000, ******),
 * "example" or "your-" marks a documentation value; a marker means it was
 * redacted already (what is left around it is not the secret).
 */
const STAND_IN = /(.)\1{5}|example|your[-_ ]|\[REDACTED/i;
// Order matters: the first rule to claim a span names it, so specific formats
// come before the ones that would also match (sk-ant- is also sk-, a JWT is
// also a bearer token, a token is also a generic assignment's value).
const RULES = [
    { kind: 'JWT', pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,8192}\.eyJ[A-Za-z0-9_-]{5,8192}\.[A-Za-z0-9_-]{0,8192}/dg },
    { kind: 'Anthropic key', pattern: /(?<![A-Za-z0-9_-])sk-ant-[A-Za-z0-9_-]{20,4096}/dg },
    // sk-proj-, sk-svcacct- and sk-admin- keys are sk- keys whose body starts with a word.
    { kind: 'OpenAI key', pattern: /(?<![A-Za-z0-9_-])sk-[A-Za-z0-9_-]{20,4096}/dg },
    { kind: 'GitHub token', pattern: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,4096}|github_pat_[A-Za-z0-9_]{22,4096})/dg },
    { kind: 'AWS access key', pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])/dg },
    {
        kind: 'AWS secret key',
        pattern: /(?<![A-Za-z0-9])secret[_-]?access[_-]?key["']?[ \t]{0,5}[:=][ \t]{0,5}["']?([A-Za-z0-9/+=]{40,4096})/dgi,
    },
    { kind: 'Slack webhook', pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]{20,4096}/dg },
    { kind: 'Slack token', pattern: /(?<![A-Za-z0-9_-])xox[abprs]-[A-Za-z0-9-]{10,4096}/dg },
    // The last character is not a dot, so a sentence's full stop stays.
    { kind: 'bearer token', pattern: /(?<![A-Za-z0-9_-])bearer[ \t]{1,5}([A-Za-z0-9._~+/-]{19,4096}[A-Za-z0-9_~+/-]={0,2})/dgi },
    // git remotes carry tokens as the password: https://user:TOKEN@host.
    { kind: 'URL password', pattern: /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,20}:\/\/[^\s:/@]{0,100}:([^\s:/@]{1,200})@/dg, anyValue: true },
    {
        kind: 'generic assignment',
        // The key word may end a longer name (GITHUB_TOKEN, client_secret, "SessionToken");
        // `*` lets markdown bold keys (**Password:**) through.
        pattern: /(?:api[_ -]?key|secret(?:[_-]?key)?|token|passw(?:or)?d|passphrase)["'*]{0,2}[ \t]{0,5}(?::=|=>|==|[:=])[ \t*]{0,5}(?:"([^"\r\n]{1,1000})"|'([^'\r\n]{1,1000})'|["']?([^\s"'`,;&)}\]]{1,4096}))/dgi,
        anyValue: true,
    },
];
const PRIVATE_KEY_KIND = 'private key';
const BEGIN_KEY = /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
const END_KEY = /-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
/** An END further than this belongs to something else; the block is then its base64 lines. */
const MAX_KEY_BLOCK = 64 * 1024;
/** The body of a key block whose END is missing (a log cut mid-key); `\\` for JSON-escaped newlines. */
const KEY_BODY = /[A-Za-z0-9+/=\\\r\n]{0,65536}/y;
/**
 * Replaces secrets in `text` with `[REDACTED:<kind>]` and reports where they
 * were, never what. Line structure is kept (a redacted key block keeps its
 * line breaks), so finding lines are lines of the input. Idempotent:
 * redacting twice equals redacting once.
 */
function redactSecrets(text) {
    const findings = [];
    let current = redactKeyBlocks(text, findings);
    for (const rule of RULES)
        current = applyRule(current, rule, findings);
    // Stable: within a line, findings stay in rule order.
    findings.sort((a, b) => a.line - b.line);
    return { text: current, findings };
}
function applyRule(text, rule, findings) {
    const lines = lineCounter(text);
    let out = '';
    let last = 0;
    for (const match of text.matchAll(rule.pattern)) {
        const [start, end] = secretSpan(match);
        const secret = text.slice(start, end);
        if (!isSecret(secret, rule.anyValue === true))
            continue;
        findings.push({ line: lines(start), kind: rule.kind });
        out += text.slice(last, start) + marker(rule.kind, secret);
        last = end;
    }
    return last === 0 ? text : out + text.slice(last);
}
/**
 * Private key blocks span lines and their END may be missing; a lazy regex
 * from BEGIN to END would rescan the rest of the text for every BEGIN, so
 * BEGINs are matched and ENDs looked up in one forward search instead.
 */
function redactKeyBlocks(text, findings) {
    const lines = lineCounter(text);
    let out = '';
    let last = 0;
    // The next END at or after a position; searched forwards only, so the whole pass is linear.
    let end;
    for (const begin of text.matchAll(BEGIN_KEY)) {
        if (begin.index < last)
            continue; // inside the previous block
        const bodyStart = begin.index + begin[0].length;
        if (!end || end.index < bodyStart) {
            END_KEY.lastIndex = bodyStart;
            const found = END_KEY.exec(text);
            end = found ? { index: found.index, length: found[0].length } : { index: Infinity, length: 0 };
        }
        let blockEnd;
        if (end.index - bodyStart <= MAX_KEY_BLOCK) {
            blockEnd = end.index + end.length;
        }
        else {
            KEY_BODY.lastIndex = bodyStart;
            KEY_BODY.test(text);
            blockEnd = KEY_BODY.lastIndex;
        }
        findings.push({ line: lines(begin.index), kind: PRIVATE_KEY_KIND });
        out += text.slice(last, begin.index) + marker(PRIVATE_KEY_KIND, text.slice(begin.index, blockEnd));
        last = blockEnd;
    }
    return last === 0 ? text : out + text.slice(last);
}
/** The marker keeps the secret's line breaks (CR and LF), so later lines keep their numbers. */
function marker(kind, secret) {
    return `[REDACTED:${kind}]` + secret.replace(/[^\r\n]+/g, '');
}
function secretSpan(match) {
    const spans = match.indices; // every rule has the `d` flag
    for (let g = spans.length - 1; g > 0; g--) {
        const span = spans[g];
        if (span)
            return span;
    }
    return spans[0];
}
function isSecret(value, anyValue) {
    if (value.length < MIN_SECRET || PLACEHOLDER.test(value) || STAND_IN.test(value))
        return false;
    return anyValue || /[0-9A-Z]/.test(value);
}
/**
 * 1-based line of an offset, for offsets asked in increasing order (as
 * matchAll yields them): counts newlines incrementally, so a pass stays linear.
 */
function lineCounter(text) {
    let line = 1;
    // The next newline not yet counted; remembered, because searching again for
    // one that is far away (or absent) on every call would be quadratic.
    let next = text.indexOf('\n');
    return (offset) => {
        while (next !== -1 && next < offset) {
            line++;
            next = text.indexOf('\n', next + 1);
        }
        return line;
    };
}
/**
 * Report lines naming file and line, never the secret. Up to three findings
 * get a line each; more become one line with counts per kind, so a log full
 * of pasted tokens does not flood the report.
 */
function describeFindings(file, findings) {
    if (findings.length === 0)
        return [];
    if (findings.length <= 3) {
        return findings.map((f) => `redacted ${article(f.kind)} ${f.kind} at ${file}:${f.line} before analysis`);
    }
    const counts = new Map();
    for (const f of findings)
        counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
    const kinds = [...counts]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([kind, n]) => `${kind} ×${n}`);
    const first = findings.reduce((min, f) => Math.min(min, f.line), Infinity);
    return [`redacted ${findings.length} secrets (${kinds.join(', ')}) in ${file}, first at line ${first}`];
}
/** "an AWS access key", "an OpenAI key", "a URL password": kinds are capitalised acronyms or words. */
function article(kind) {
    return /^[AEIO]/i.test(kind) ? 'an' : 'a';
}

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
    const ref = parseModel(modelText, where);
    if (ref.provider === 'local')
        return { kind: 'local' };
    const endpoint = resolveEndpoint(ref, options.store, options.env, options.endpoint, where);
    if (mode === 'llm') {
        requireKey(endpoint);
        return { kind: 'llm', endpoint };
    }
    if (endpointUsable(endpoint))
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
    const { budgeted, size } = await readBudgeted(agent.memory.path, maxInputTokens, scan);
    const digest = inputKey(budgeted.text);
    const fallbackReason = choice.kind === 'local' ? choice.reason : undefined;
    const base = { analyzer, fallbackReason, digest, maxInputTokens, size, inputTokens: estimateTokens(budgeted.text) };
    const cached = options.cache && lookup(options.cache, agent.name, digest, analyzer, maxInputTokens);
    if (cached) {
        return { ...base, text: cached.analysis, cached: true, sentEntries: budgeted.sentEntries, leftOut: budgeted.leftOut, tokensSent: 0, redactions: [] };
    }
    if (choice.kind === 'local') {
        const text = analyzeLocally(toLogEntries(budgeted.text));
        return { ...base, text, cached: false, sentEntries: budgeted.sentEntries, leftOut: budgeted.leftOut, tokensSent: 0, redactions: [] };
    }
    const redacted = redactSecrets(budgeted.text.toString('utf8'));
    // The budget sends a suffix of the log: shift line numbers back to the file's.
    const skippedLines = budgeted.leftOut > 0 || budgeted.truncated ? await linesBefore(agent.memory.path, size - budgeted.text.length) : 0;
    const redactions = describeFindings(logFile, redacted.findings.map((f) => ({ ...f, line: f.line + skippedLines })));
    const text = await complete(choice.endpoint, ANALYSIS_PROMPT, redacted.text, options.timeoutMs);
    return {
        ...base,
        text,
        cached: false,
        sentEntries: budgeted.sentEntries,
        leftOut: budgeted.leftOut,
        tokensSent: estimateTokens(redacted.text),
        redactions,
    };
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

;// CONCATENATED MODULE: ./src/gc/plan.ts
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

;// CONCATENATED MODULE: ./src/gc/gc.ts
/**
 * `memkeep gc`: axe gc for a store (reference/axe-gc-spec.md), with its
 * messages, their order and its exit codes. memkeep's additions (which
 * analyzer ran, the input budget, the cache, redactions) are extra lines
 * that never replace an axe message.
 */










/** Runs gc and returns the exit code; all output goes through `io`. */
async function runGc(options, io) {
    const json = options.json;
    const out = (line) => json || io.out(line + '\n');
    const err = (line) => io.err(line + '\n');
    if (options.all && options.agent)
        return usageError('cannot specify both --all and an agent name', io);
    if (!options.all && !options.agent)
        return usageError('agent name is required (or use --all)', io);
    let ctx;
    try {
        const store = await (0,config/* loadStoreConfig */.oj)(options.root);
        for (const w of store.warnings)
            err(`Warning: ${w}`);
        if (options.model)
            parseModel(options.model, { field: '--model' });
        const state = await readState(store.root);
        ctx = {
            store,
            options,
            state,
            stateChanged: false,
            pending: [],
            trimmed: [],
            analysis: {
                store,
                env: io.env,
                analyzer: options.analyzer,
                model: options.model,
                cache: state,
                timeoutMs: modelTimeout(io.env),
            },
            out,
            err,
        };
    }
    catch (e) {
        err(`Error: ${(0,errors/* formatError */.Wk)(e)}`);
        return (0,errors/* exitCodeOf */.FO)(e);
    }
    const reports = [];
    let code;
    if (options.all) {
        code = await gcAll(ctx, reports);
    }
    else {
        const report = await gcAndTrim(ctx, options.agent);
        reports.push(report);
        if (report.error)
            err(`Error: ${report.error.message}`);
        code = report.error?.code ?? 0;
    }
    if (options.commit && !options.dryRun && ctx.pending.length > 0) {
        try {
            await commitTrims(ctx);
        }
        catch (e) {
            err(`Error: ${(0,errors/* formatError */.Wk)(e)}`);
            code = Math.max(code, (0,errors/* exitCodeOf */.FO)(e));
        }
        if (reports.some((r) => r.status === 'failed'))
            code = Math.max(code, 1);
    }
    for (const p of ctx.trimmed) {
        const key = await trimmedLogKey(p.plan, p.analysis.maxInputTokens);
        remember(ctx, p.agent.name, p.analysis, key ? [key] : []);
    }
    if (!options.dryRun && ctx.stateChanged)
        await saveState(ctx);
    if (json) {
        const failed = reports.filter((r) => r.status === 'failed').length;
        io.out(JSON.stringify({ command: 'gc', dryRun: options.dryRun, agents: reports, failed, exitCode: code }, null, 2) + '\n');
    }
    return code;
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
function usageError(message, io) {
    io.err(`Error: ${message}\n`);
    return 1;
}
/** `--all`: every memory-enabled agent in name order; failures do not stop the rest. */
async function gcAll(ctx, reports) {
    let refs;
    try {
        refs = await (0,config/* discoverAgents */.eU)(ctx.store);
    }
    catch (e) {
        ctx.err(`Error: ${(0,errors/* formatError */.Wk)(e)}`);
        return (0,errors/* exitCodeOf */.FO)(e);
    }
    let total = 0;
    let failed = 0;
    for (const ref of refs) {
        const name = ref.name;
        let agent;
        try {
            agent = await (0,config/* loadAgentRef */.Zf)(ctx.store, ref);
        }
        catch (e) {
            // A broken config is a failed agent: it may well have had memory enabled.
            total++;
            failed++;
            ctx.out(`=== GC: ${name} ===`);
            ctx.err(`Error: gc failed for agent "${name}": ${(0,errors/* formatError */.Wk)(e)}`);
            reports.push(failedReport(name, e));
            continue;
        }
        if (!agent.memory.enabled)
            continue;
        total++;
        ctx.out(`=== GC: ${name} ===`);
        const report = await gcAndTrim(ctx, name, agent);
        reports.push(report);
        if (report.error) {
            failed++;
            ctx.err(`Error: gc failed for agent "${name}": ${report.error.message}`);
        }
    }
    if (total === 0) {
        ctx.out('No agents with memory enabled.');
        return 0;
    }
    if (failed > 0) {
        ctx.err(`Error: gc completed with errors: ${failed} of ${total} agents failed`);
        return 1;
    }
    return 0;
}
function failedReport(agent, e) {
    return { agent, status: 'failed', error: { code: (0,errors/* exitCodeOf */.FO)(e), message: (0,errors/* formatError */.Wk)(e) } };
}
/**
 * gc for one agent, trim included; in commit mode the trim is queued and
 * applied inside the commit loop once every agent has been analysed.
 */
async function gcAndTrim(ctx, name, loaded) {
    const { report, pending } = await gcAgent(ctx, name, loaded);
    if (!pending)
        return report;
    if (ctx.options.commit) {
        ctx.pending.push(pending);
        return report;
    }
    try {
        finishTrim(ctx, pending, (await (0,runlog/* applyTrim */.jq)(pending.plan)) ? pending.plan.removed : 0);
    }
    catch (e) {
        Object.assign(report, failedReport(name, e));
    }
    return report;
}
/** One agent up to its trim (axe's single-agent flow); errors come back in the report. */
async function gcAgent(ctx, name, loaded) {
    const report = { agent: name, status: 'done' };
    try {
        const agent = loaded ?? (await (0,config/* loadAgent */.eR)(ctx.store, name));
        for (const w of agent.warnings)
            ctx.err(`Warning: ${w}`);
        if (!agent.memory.enabled) {
            ctx.err(`Warning: agent "${name}" does not have memory enabled. Skipping.`);
            return { report: { ...report, status: 'skipped' } };
        }
        const path = agent.memory.path;
        if (logSize(path) === 0) {
            ctx.out(`No memory entries for agent "${name}". Nothing to do.`);
            return { report: { ...report, status: 'empty' } };
        }
        const scan = await (0,runlog/* scanLog */.Or)(path);
        const count = scan.count;
        report.entries = count;
        ctx.out(`Agent: ${name}`);
        ctx.out(`Entries: ${count}`);
        const target = trimTarget(agent.memory);
        // Planned on what is analysed: the apply drops exactly these old entries
        // and keeps whatever an agent appends while the model is answering.
        // A locked log is analysed but left alone, as prune keeps a locked file:
        // a lock is an owner's deliberate hold, not a failure of the run.
        const locked = target !== undefined && !ctx.options.dryRun && (await (0,lock/* isLocked */.ln)(path));
        const plan = target === undefined || ctx.options.dryRun || locked ? undefined : await (0,runlog/* planTrim */.CV)(path, target, { known: scan });
        const analysis = await analyzeLog(agent, (0,config/* storeRelative */.EM)(ctx.store, path), ctx.analysis, (0,runlog/* scanForAnalysis */.T9)(scan, plan));
        recordAnalysis(report, analysis);
        printAnalysisNotes(ctx, agent, analysis);
        ctx.out('--- Analysis ---');
        ctx.out(analysis.text);
        if (ctx.options.dryRun) {
            ctx.out('Dry run: no entries trimmed.');
            return { report };
        }
        if (locked) {
            report.trim = null;
            report.locked = true;
            ctx.out(`Trim skipped: ${(0,config/* storeRelative */.EM)(ctx.store, path)} is locked.`);
            return { report };
        }
        if (target === undefined || !plan) {
            report.trim = null;
            ctx.out('No trim target configured (last_n and max_entries are both 0). Skipping trim.');
            remember(ctx, name, analysis, []);
            return { report };
        }
        return { report, pending: { agent, report, analysis, plan, target, count } };
    }
    catch (e) {
        return { report: { ...report, ...failedReport(name, e) } };
    }
}
/** Prints axe's trim result line and records the trimmed log as analysed. */
function finishTrim(ctx, p, removed) {
    p.report.trim = { target: p.target, removed, kept: removed > 0 ? p.target : p.count };
    if (removed > 0) {
        ctx.out(`Trimmed: ${removed} entries removed, ${p.target} entries kept.`);
        ctx.trimmed.push(p);
    }
    else {
        ctx.out(`No trimming needed: ${p.count} entries within limit (${p.target}).`);
        remember(ctx, p.agent.name, p.analysis, []);
    }
}
/**
 * Commit mode: applies every queued trim, commits the rewritten logs and
 * pushes; when the branch moved, the same plans are applied again on the
 * new content (their dropped prefix is verified, entries appended upstream
 * are kept).
 */
async function commitTrims(ctx) {
    const { commitAndPush } = await Promise.all(/* import() */[__webpack_require__.e(724), __webpack_require__.e(895)]).then(__webpack_require__.bind(__webpack_require__, 895));
    const landed = await commitAndPush({
        cwd: ctx.store.root,
        author: ctx.options.author,
        apply: async () => {
            const outcomes = [];
            for (const p of ctx.pending) {
                try {
                    outcomes.push({ p, removed: (await (0,runlog/* applyTrim */.jq)(p.plan)) ? p.plan.removed : 0 });
                }
                catch (error) {
                    outcomes.push({ p, error });
                }
            }
            const trimmed = outcomes.filter((o) => (o.removed ?? 0) > 0);
            const total = trimmed.reduce((n, o) => n + o.removed, 0);
            const who = trimmed.map((o) => `${o.p.agent.name} -${o.removed}`).join(', ');
            return {
                paths: trimmed.map((o) => o.p.agent.memory.path),
                message: `memkeep: trim ${total} run-log entr${total === 1 ? 'y' : 'ies'} (${who})`,
                result: outcomes,
            };
        },
    });
    for (const o of landed.result) {
        if (o.error) {
            Object.assign(o.p.report, failedReport(o.p.agent.name, o.error));
            ctx.err(`Error: gc failed for agent "${o.p.agent.name}": ${(0,errors/* formatError */.Wk)(o.error)}`);
        }
        else {
            finishTrim(ctx, o.p, o.removed);
        }
    }
    ctx.out(landed.sha ? `Committed ${landed.sha.slice(0, 12)} to ${landed.branch} and pushed (attempt ${landed.attempts}).` : 'Nothing to commit.');
}
/** The log's size; a missing log is an empty one (axe), anything unreadable an error naming it. */
function logSize(path) {
    try {
        const st = (0,external_node_fs_.statSync)(path);
        if (st.isDirectory())
            throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
        return st.size;
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return 0;
        throw (0,errors/* ioError */.bD)('read', path, err);
    }
}
function recordAnalysis(report, a) {
    Object.assign(report, {
        analyzer: a.analyzer,
        fallbackReason: a.fallbackReason,
        cached: a.cached,
        sentEntries: a.sentEntries,
        leftOut: a.leftOut,
        inputTokens: a.inputTokens,
        tokensSent: a.tokensSent,
        redactions: a.redactions,
        analysis: a.text,
    });
}
function printAnalysisNotes(ctx, agent, a) {
    ctx.out(`Analyzer: ${a.analyzer}${a.fallbackReason ? ` (${a.fallbackReason})` : ''}`);
    if (a.cached)
        ctx.out('Analysis reused: what would be analysed is unchanged since the last analysis (no model call).');
    if (a.leftOut > 0) {
        ctx.out(`Input budget: analysed the newest ${a.sentEntries} entries; ${a.leftOut} older entries left out (max_input_tokens: ${a.maxInputTokens}).`);
    }
    for (const line of a.redactions)
        ctx.err(`Warning: ${line}`);
    const compactAfter = agent.memory.compactAfter;
    if (compactAfter !== undefined) {
        const tokens = estimateTokens(a.size);
        if (tokens > compactAfter) {
            ctx.err(`Warning: agent "${agent.name}" memory is about ${tokens} tokens (compact_after: ${compactAfter}).`);
        }
    }
}
/** Records the analysis for the cache, also under the digest of the trimmed log. */
function remember(ctx, name, a, extraDigests) {
    if (a.cached && extraDigests.length === 0)
        return;
    ctx.stateChanged = true;
    ctx.state.agents[name] = {
        digests: [a.digest, ...extraDigests],
        analyzer: a.analyzer,
        maxInputTokens: a.maxInputTokens,
        analysis: a.text,
        at: new Date().toISOString(),
    };
}
async function saveState(ctx) {
    try {
        await writeState(ctx.store.root, ctx.state);
    }
    catch (e) {
        ctx.err(`Warning: could not save the analysis cache: ${(0,errors/* formatError */.Wk)(e)}`);
    }
}
/**
 * `memkeep trim`: gc's trim without the analysis, for agents that bound
 * their log after every run. Same target rule as gc, but it does not count
 * the entries it drops (that would mean reading all of them, the whole cost
 * of trimming a large log), so it reports the bytes removed instead.
 */
async function runTrim(options, io) {
    try {
        const store = await (0,config/* loadStoreConfig */.oj)(options.root);
        const agent = await (0,config/* loadAgent */.eR)(store, options.agent);
        const target = options.keep ?? trimTarget(agent.memory);
        if (target === undefined || target === 0) {
            io.out('No trim target configured (last_n and max_entries are both 0). Skipping trim.\n');
            return 0;
        }
        const plan = await (0,runlog/* planTrim */.CV)(agent.memory.path, target, { count: false });
        if (plan.cutOffset === 0) {
            // Applying a plan that removes nothing only tidies up after a killed writer.
            if (!options.dryRun)
                await (0,runlog/* applyTrim */.jq)(plan);
            io.out(`No trimming needed: ${plan.count} entries within limit (${target}).\n`);
            return 0;
        }
        const dropped = formatBytes(plan.cutOffset - (plan.bom ? 3 : 0));
        if (options.dryRun) {
            io.out(`Dry run: would remove older entries (${dropped}) and keep the last ${target}.\n`);
            return 0;
        }
        await (0,runlog/* applyTrim */.jq)(plan);
        io.out(`Trimmed: older entries removed (${dropped}), ${target} entries kept.\n`);
        return 0;
    }
    catch (e) {
        io.err(`Error: ${(0,errors/* formatError */.Wk)(e)}\n`);
        return (0,errors/* exitCodeOf */.FO)(e);
    }
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


/***/ }),

/***/ 669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ digestOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/** Content identity for "is this still what we planned on?" checks and the analysis cache. */

function digestOf(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex');
}


/***/ })

};
