export const id = 291;
export const ids = [291];
export const modules = {

/***/ 3288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L_: () => (/* binding */ analyzeLog),
  wy: () => (/* binding */ chooseAnalyzer),
  Jw: () => (/* binding */ modelTimeout)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/confine.ts
var confine = __webpack_require__(1094);
// EXTERNAL MODULE: ./src/config/paths.ts
var paths = __webpack_require__(1066);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/format/layout.ts
var format_layout = __webpack_require__(533);
// EXTERNAL MODULE: ./src/fs/handle.ts
var handle = __webpack_require__(3998);
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __webpack_require__(7051);
// EXTERNAL MODULE: ./src/memory/runlog/budget.ts
var budget = __webpack_require__(5080);
// EXTERNAL MODULE: ./src/text/redact.ts + 4 modules
var redact = __webpack_require__(5813);
// EXTERNAL MODULE: ./src/text/tokens.ts
var tokens = __webpack_require__(7837);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(1590);
;// CONCATENATED MODULE: ./src/analysis/prompt.ts
/**
 * The pattern-detection system prompt, axe's word for word (its `gc` sends
 * this text). It is deliberately a constant, as in axe, so one store is
 * analysed alike by both tools; the local analyzer writes the same three
 * headings so both analyzers' reports read alike.
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
/** The headings the prompt requires: an answer without them is no analysis (answer.ts). */
const ANALYSIS_HEADINGS = ['Patterns Found', 'Repeated Work', 'Recommendations'];

;// CONCATENATED MODULE: ./src/analysis/answer.ts
/**
 * Whether a model's answer is an analysis at all. An HTTP 200 can still be a
 * failed call: no choice, an empty text, an answer cut at max_tokens, or
 * text that is not the report axe's prompt asks for (the three headings) or
 * that cites entries that were never sent. Such an answer is a model error
 * (exit 3), exactly like an HTTP error: the agent fails, nothing is trimmed,
 * nothing is cached, and the next run asks the model again (axe exits 3 on a
 * choice-less answer and leaves the log alone).
 */


/** Finish reasons of an answer that stopped before it was done. */
const CUT_SHORT = new Set(['length', 'content_filter']);
/** A citation: an ISO 8601 date and time, as entry headings carry them (the zone is not compared). */
const TIMESTAMP = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?/g;
/** Citations quoted in a message, at most. */
const QUOTED = 3;
/**
 * The text of each markdown heading line (any level; bold, a trailing colon
 * and closing `#`s dropped), lower-cased. Plain string work, no regular
 * expression that could backtrack on a hostile answer's long runs of spaces.
 */
function headingsOf(text) {
    const out = new Set();
    for (const line of text.split('\n')) {
        const marker = /^ {0,3}#{1,6}[ \t]/.exec(line);
        if (!marker)
            continue;
        let t = line.slice(marker[0].length).trim();
        let end = t.length;
        while (end > 0 && t[end - 1] === '#')
            end--;
        t = t.slice(0, end).trim();
        if (t.endsWith(':'))
            t = t.slice(0, -1).trim();
        if (t.length >= 4 && t.startsWith('**') && t.endsWith('**'))
            t = t.slice(2, -2).trim();
        if (t.endsWith(':'))
            t = t.slice(0, -1).trim();
        out.add(t.toLowerCase());
    }
    return out;
}
/**
 * What is wrong with an analysis text, or undefined when it is a report: not
 * empty, all three headings of axe's prompt and, given the `input` it was
 * made from, every timestamp it cites present in that input.
 */
function analysisProblem(text, input) {
    if (text.trim() === '')
        return 'the analysis is empty';
    const headings = headingsOf(text);
    const missing = ANALYSIS_HEADINGS.filter((h) => !headings.has(h.toLowerCase()));
    if (missing.length > 0) {
        return `the analysis lacks the heading${missing.length > 1 ? 's' : ''} ${missing.map((h) => `"${h}"`).join(', ')} (the prompt requires ${ANALYSIS_HEADINGS.join(', ')})`;
    }
    if (input === undefined)
        return undefined;
    const invented = [...new Set(text.match(TIMESTAMP) ?? [])].filter((t) => !input.includes(t));
    if (invented.length > 0) {
        const shown = invented.slice(0, QUOTED).join(', ') + (invented.length > QUOTED ? ', …' : '');
        return `the analysis cites ${shown}, which no entry it was sent has (an invented citation)`;
    }
    return undefined;
}
/** The analysis text of a model's answer to `input`; a model error (exit 3) naming `model` when it is not one. */
function analysisOf(answer, input, model) {
    if (answer.choices === 0)
        throw (0,errors/* apiError */.pb)(`model ${model}: response contains no choices`);
    if (answer.finishReason !== undefined && CUT_SHORT.has(answer.finishReason)) {
        throw (0,errors/* apiError */.pb)(`model ${model}: the analysis was cut short (finish_reason "${answer.finishReason}")`);
    }
    const problem = analysisProblem(answer.text, input);
    if (problem)
        throw (0,errors/* apiError */.pb)(`model ${model}: ${problem}`);
    return answer.text;
}

// EXTERNAL MODULE: ./src/analysis/cache.ts
var cache = __webpack_require__(7380);
// EXTERNAL MODULE: ./src/analysis/entries.ts
var analysis_entries = __webpack_require__(8834);
// EXTERNAL MODULE: ./src/analysis/lessons.ts
var lessons = __webpack_require__(9831);
// EXTERNAL MODULE: ./src/format/order.ts
var format_order = __webpack_require__(4731);
// EXTERNAL MODULE: ./src/text/cut.ts
var cut = __webpack_require__(3147);
;// CONCATENATED MODULE: ./src/analysis/repeated-work.ts
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

;// CONCATENATED MODULE: ./src/analysis/local.ts
/**
 * The local analyzer: memkeep's answer to axe's prompt with no model and no
 * network. Deterministic (same log, same report), fast on 100,000 entries,
 * and written under the same three headings the model is asked for.
 * Repeated work comes from repeated-work.ts; tasks that only share a
 * template are different work and show up as a task type under Patterns
 * Found instead.
 */




// Words too common in task texts to be a theme ("if", "not", "end", "hour", "last"); grouping keeps them.
const THEME_STOP = new Set(('if not no yes end hour day week minute second month year today yesterday tomorrow last next first new old get got make made do doe did done ' +
    'use used using run ran also then than when where while what which who whom whose why how there here out up down over under again more most ' +
    'less least only just very can could should would will shall may might must i we you he she they them their our your my me us him her his ' +
    'one two three each every other another such same both either neither nor so too now after before because since until between through during ' +
    'without within back still even ever already yet else etc need needs want wants let lets like been being has have had any ok okay via per').split(' '));
/** The report under axe's three headings. */
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
    return `"${(0,cut/* cutCodePoints */.Dp)(text, 100)}"`;
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
    // A date the heading names after its words (`Session 2 — 2026-01-05`) orders it, as it orders the trim.
    const times = indices.map((i) => (0,analysis_entries/* timeOf */.nR)(entries[i].timestamp) ?? (0,format_order/* headingStamp */.yU)(entries[i].timestamp)?.t);
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
        const time = (0,analysis_entries/* timeOf */.nR)(entries[index].timestamp);
        return time === undefined ? [] : [{ index, time }];
    });
    timed.sort((a, b) => a.time - b.time || a.index - b.index);
    for (let k = 1; k < timed.length; k++) {
        if (timed[k].time - timed[k - 1].time < 3_600_000)
            return [timed[k - 1].index, timed[k].index].sort((a, b) => a - b);
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/analysis/model-client.ts
var model_client = __webpack_require__(8063);
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
            : { file: (0,external_node_path_.join)(options.store.root, paths/* CONFIG_FILE */.g2), field: 'gc.model' };
    if (!modelText) {
        if (mode === 'llm') {
            throw (0,errors/* configError */.Fj)(`agent "${agent.name}" has no model: set model = "provider/model" or pass --model`, {
                file: agent.configFile,
                field: 'model',
            });
        }
        return { kind: 'local', reason: 'no model configured' };
    }
    const ref = (0,model_client/* parseModel */.Xh)(modelText, where);
    if (ref.provider === 'local')
        return { kind: 'local' };
    const endpoint = (0,model_client/* resolveEndpoint */.sO)(ref, options.store, options.env, options.endpoint, where);
    if (mode === 'llm') {
        (0,model_client/* requireKey */.XK)(endpoint);
        return { kind: 'llm', endpoint };
    }
    if ((0,model_client/* endpointUsable */.gp)(endpoint))
        return { kind: 'llm', endpoint };
    const reason = endpoint.needsKey
        ? `no ${endpoint.keyEnv} for ${ref.provider}/${ref.model}`
        : `no base URL configured for ${ref.provider}/${ref.model}`;
    return { kind: 'local', reason };
}
/** Analyses one agent's run log (agent.memory.path); `logFile` names it in reports. */
async function analyzeLog(agent, logFile, options, read = {}) {
    const choice = chooseAnalyzer(agent, options);
    const analyzer = choice.kind === 'local' ? 'local' : `${choice.endpoint.provider}/${choice.endpoint.model}`;
    const maxInputTokens = options.maxInputTokens ?? options.store.gc.maxInputTokens;
    const layout = read.layout ?? (0,format_layout/* layoutOf */.aH)(agent.memory);
    const { budgeted, size } = await (0,budget/* readBudgeted */.nL)(agent.memory.path, maxInputTokens, read.scan, layout, read.lineTimes);
    const digest = (0,cache/* inputKey */.sM)(budgeted.text);
    const fallbackReason = choice.kind === 'local' ? choice.reason : undefined;
    const base = { analyzer, fallbackReason, digest, maxInputTokens, size, inputTokens: (0,tokens/* estimateTokens */.b)(budgeted.text) };
    // The cache may predate a rule: what it holds is redacted again on the way out.
    const hit = options.cache && (0,cache/* lookup */.$I)(options.cache, agent.name, digest, analyzer, maxInputTokens);
    // An answer cached before answers were checked may be no analysis at all: ask the model again.
    // (Its citations are not checked: after a trim it rightly cites entries the log no longer holds.)
    const cached = hit && (choice.kind === 'local' || !analysisProblem(hit.analysis));
    if (cached) {
        // The local analyzer costs nothing to run again (below), so only a model's analysis is reused as it was.
        if (choice.kind !== 'local') {
            const madeBeforeTrim = hit.digests[0] !== digest ? hit.at : undefined;
            return {
                ...base,
                text: (0,untrusted.atTheDoor)(hit.analysis),
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
        const text = analyzeLocally(entries, { notes: failureNotes(agent, options.store) });
        // Made from the redacted entries and memkeep's own words: redacting it again would find nothing new.
        return { ...common, cached: Boolean(cached), text: (0,untrusted.asRedacted)(text), tokensSent: 0 };
    }
    const answer = await (0,model_client/* complete */.My)(choice.endpoint, ANALYSIS_PROMPT, redacted.text, options.timeoutMs);
    const text = analysisOf(answer, redacted.text, analyzer);
    // A model can echo a secret back in another shape (or make one up): its answer is redacted too.
    return {
        ...common,
        text: (0,untrusted.atTheDoor)(text),
        modelRetries: answer.retries,
        tokensSent: (0,tokens/* estimateTokens */.b)(redacted.text),
    };
}
/**
 * The agent's failure notes, for the local analyzer to count: a run that
 * failed is often recorded only there. Unreadable means none: the notes are
 * a detail of the report, not a reason to fail it.
 */
function failureNotes(agent, store) {
    const path = (0,external_node_path_.join)(agent.memory.proceduralDir, paths/* FAILURES_FILE */.nB);
    let text;
    try {
        // Through the regular-file check: a committed failures.md may be a symlink to /dev/zero or a FIFO.
        const bytes = (0,regular/* readRegularFileSync */.cG)(path, { maxBytes: regular/* MAX_TEXT_BYTES */.$D });
        if (!bytes)
            return undefined;
        text = bytes.toString('utf8');
    }
    catch {
        return undefined;
    }
    // The one text of the report not from the redacted log: redacted here, as it enters.
    return { file: (0,untrusted.atTheDoor)((0,confine.storeRelative)(store, path)), at: (0,lessons/* failuresFromNotes */.Rp)(text, '').map((f) => f.at) };
}
const LINES_CHUNK = 1 << 20;
/** Newlines in the first `end` bytes of a file, read a chunk at a time. */
async function linesBefore(path, end) {
    if (end <= 0)
        return 0;
    const opened = await (0,regular/* openRegular */.lf)(path);
    if (!opened)
        return 0;
    let n = 0;
    try {
        for (let at = 0; at < end; at += LINES_CHUNK) {
            const bytes = await (0,handle/* readAt */.m6)(opened.fh, at, Math.min(LINES_CHUNK, end - at));
            if (bytes.length === 0)
                break;
            for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1))
                n++;
        }
    }
    finally {
        await opened.fh.close();
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
    // A timer holds at most 2^31 - 1 ms; past it Node fires at once, and every call "timed out".
    if (seconds * 1000 > MAX_TIMER_MS) {
        throw (0,errors/* configError */.Fj)(`MEMKEEP_MODEL_TIMEOUT must be at most ${Math.floor(MAX_TIMER_MS / 1000)} seconds (about 24 days; got "${text}")`, { field: 'MEMKEEP_MODEL_TIMEOUT' });
    }
    return seconds * 1000;
}
const MAX_TIMER_MS = 2 ** 31 - 1;


/***/ }),

/***/ 7380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $I: () => (/* binding */ lookup),
/* harmony export */   I5: () => (/* binding */ mergeState),
/* harmony export */   Jq: () => (/* binding */ writeState),
/* harmony export */   gx: () => (/* binding */ trimmedLogKey),
/* harmony export */   ph: () => (/* binding */ hasUpdates),
/* harmony export */   sM: () => (/* binding */ inputKey),
/* harmony export */   un: () => (/* binding */ readState)
/* harmony export */ });
/* unused harmony exports statePath, parseState */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1066);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _fs_atomic_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(230);
/* harmony import */ var _fs_digest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3391);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7051);
/* harmony import */ var _memory_runlog_budget_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5080);
/* harmony import */ var _memory_runlog_plan_trim_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1923);
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
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, _config_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE_DIR */ .e$, _config_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE_FILE */ .bv);
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
        const bytes = await (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_6__/* .readRegularFile */ .XF)(statePath(root), { maxBytes: _fs_regular_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_TEXT_BYTES */ .$D });
        return parseState(bytes && JSON.parse(bytes.toString('utf8')));
    }
    catch (err) {
        // A FIFO, device or oversized file is refused (replacing it would hide what someone put there).
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .MemkeepError */ .xp)
            throw err;
        // Corrupt: start over.
        return parseState(undefined);
    }
}
async function writeState(root, state) {
    await (0,_fs_atomic_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomic */ .Zf)(statePath(root), JSON.stringify(state, null, 2) + '\n', { mkdirs: true });
}
/** The cache key of an analysis input. */
function inputKey(budgetedText) {
    return (0,_fs_digest_js__WEBPACK_IMPORTED_MODULE_5__/* .digestOf */ .o)(budgetedText);
}
/**
 * The cache key of a log a trim just rewrote, so the next run reuses the
 * analysis; undefined when anything was appended since the trim was planned:
 * those entries were never analysed, and the next run must look at them.
 */
async function trimmedLogKey(plan, maxInputTokens, layout, lineTimes) {
    const expected = (0,_memory_runlog_plan_trim_js__WEBPACK_IMPORTED_MODULE_8__/* .sizeAfterTrim */ .s4)(plan);
    const sizeNow = async () => (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(plan.path).catch(() => undefined))?.size;
    if ((await sizeNow()) !== expected)
        return undefined;
    const key = inputKey((await (0,_memory_runlog_budget_js__WEBPACK_IMPORTED_MODULE_7__/* .readBudgeted */ .nL)(plan.path, maxInputTokens, undefined, layout, lineTimes)).budgeted.text);
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

/***/ 7163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ae: () => (/* binding */ cachedDistil),
  sF: () => (/* binding */ distil),
  In: () => (/* binding */ levelOf)
});

// UNUSED EXPORTS: period

// EXTERNAL MODULE: ./src/fs/digest.ts
var digest = __webpack_require__(3391);
// EXTERNAL MODULE: ./src/memory/knowledge/distilled.ts
var distilled = __webpack_require__(6594);
// EXTERNAL MODULE: ./src/memory/knowledge/items.ts
var knowledge_items = __webpack_require__(1424);
// EXTERNAL MODULE: ./src/memory/knowledge/merge-items.ts + 1 modules
var merge_items = __webpack_require__(1329);
// EXTERNAL MODULE: ./src/text/redact.ts + 4 modules
var redact = __webpack_require__(5813);
// EXTERNAL MODULE: ./src/text/tokens.ts
var text_tokens = __webpack_require__(7837);
// EXTERNAL MODULE: ./src/analysis/analyze.ts + 4 modules
var analyze = __webpack_require__(3288);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/text/invisible.ts
var invisible = __webpack_require__(480);
;// CONCATENATED MODULE: ./src/analysis/distil-prompt.ts
/**
 * The distil step's model call: a fixed system prompt (deliberately not
 * configurable, like the analysis prompt) and the JSON schema its answer
 * must match. The model never writes the knowledge file: it answers with
 * operations (add, update, supersede, remove), each citing the entries
 * (E1, E2 …) and items (K1, K2 …) it was shown, and code applies them
 * after checking every one (distil.ts).
 */
const DISTIL_PROMPT = `You maintain an AI agent's knowledge file: a short list of items (title, knowledge lines, evidence) that the agent reads at the start of every run. Old run-log entries are about to be deleted. You receive today's date, the current items (K1, K2, ...), the headings of the entries that stay, and the entries being deleted (E1, E2, ...).

Answer with JSON only: {"operations": [...]}, each operation one of:
- {"op": "add", "item": null, "title": ..., "knowledge": [...], "evidence": ["E3", ...]} for a durable fact, decision, fix, rule or pitfall the entries establish that no item holds;
- {"op": "update", "item": "K2", "title": ..., "knowledge": [...], "evidence": [...]} to add lines to an item the entries confirm or extend;
- {"op": "supersede", "item": "K2", "title": ..., "knowledge": [...], "evidence": [...]} when the entries show an item is out of date: your lines replace the item's;
- {"op": "remove", "item": "K2", "title": ..., "knowledge": [], "evidence": [...]} when the entries show an item is wrong.

Keep what a maintainer would want the agent to know tomorrow: file paths, commands, exact names, versions and numbers, decisions, rules, root causes and fixes, what is missing or broken. Leave out the story of the run itself (who reviewed what, "tests pass", "committed", plans that were carried out and recorded elsewhere). Keep the title of an entry that names its topic.

Rules: cite only the E ids and K ids you were given, at least one entry per operation. Use only what the entries say; never invent facts, names, numbers or fixes. Merge duplicates instead of adding them. Write relative dates ("yesterday") as absolute dates from the entry's own timestamp. Each knowledge line is one line of plain text: no headings, code fences, HTML, links or @mentions. Be concise: stay within the byte budget you are given.`;
/** The answer's shape, for the endpoint's structured-output mode and for checking the answer. */
const DISTIL_SCHEMA = {
    type: 'object',
    additionalProperties: false,
    required: ['operations'],
    properties: {
        operations: {
            type: 'array',
            maxItems: 60,
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['op', 'item', 'title', 'knowledge', 'evidence'],
                properties: {
                    op: { type: 'string', enum: ['add', 'update', 'supersede', 'remove'] },
                    item: { type: ['string', 'null'], pattern: '^K[0-9]+$' },
                    title: { type: 'string', minLength: 1, maxLength: 200 },
                    knowledge: { type: 'array', maxItems: 12, items: { type: 'string', minLength: 1, maxLength: 600 } },
                    evidence: { type: 'array', minItems: 1, maxItems: 40, items: { type: 'string', pattern: '^E[0-9]+$' } },
                },
            },
        },
    },
};

;// CONCATENATED MODULE: ./src/analysis/distil-operations.ts






function refused(analyzer, why) {
    return (0,errors/* apiError */.pb)(`${analyzer}: distil answer refused: ${why}; nothing trimmed, nothing cached`);
}
/** Loaded and compiled on the first answer: Ajv costs every command's start, and most runs ask no model. */
let compiled;
async function validator() {
    if (compiled)
        return compiled;
    // ajv is CommonJS: a bundle's import() of it has only `default` (its
    // module.exports, as Node's own import() also has), so the class is read
    // from there; a named `Ajv` of the namespace exists only under Node.
    const { Ajv } = (await __webpack_require__.e(/* import() */ 463).then(__webpack_require__.t.bind(__webpack_require__, 2463, 23))).default;
    compiled = new Ajv({ allErrors: false, strict: false }).compile(DISTIL_SCHEMA);
    return compiled;
}
/**
 * The answer's operations, or why they are refused. A model's text is untrusted: its secrets (one it
 * made up, or pieced together from what redaction left) are redacted before anything of it is kept,
 * each kind counted in `redactions`.
 */
async function parseOperations(text, analyzer, redactions = []) {
    let json;
    try {
        json = JSON.parse(text.trim().replace(/^```(?:json)?\s*\n([\s\S]*)\n```$/, '$1'));
    }
    catch (err) {
        throw refused(analyzer, `the answer is not JSON (${err.message})`);
    }
    const validate = await validator();
    if (!validate(json)) {
        const e = validate.errors?.[0];
        throw refused(analyzer, `the answer does not match the operations schema (${e?.instancePath || '/'} ${e?.message ?? ''})`);
    }
    const found = new Map();
    const safe = (t) => {
        const r = (0,redact/* redactSecrets */.fp)(t);
        for (const f of r.findings)
            found.set(f.kind, (found.get(f.kind) ?? 0) + 1);
        return r.text;
    };
    const ops = json.operations.map((op) => ({
        ...op,
        title: safe(op.title),
        knowledge: op.knowledge.map(safe),
    }));
    if (found.size) {
        const n = [...found.values()].reduce((a, b) => a + b, 0);
        const kinds = [...found].map(([kind, k]) => `${kind} ×${k}`).join(', ');
        redactions.push(`redacted ${n === 1 ? 'a secret' : `${n} secrets`} (${kinds}) in ${analyzer}'s distil answer before writing`);
    }
    for (const [i, op] of ops.entries()) {
        // Judged as a reader sees it: a zero-width character between backticks, or before a `#`, hides nothing.
        for (const text of [op.title, ...op.knowledge].map((t) => t.replace(invisible/* INVISIBLE_CHARS */.GX, '')))
            if (/[\r\n]/.test(text) || /`{3,}|~{3,}/.test(text) || /^\s*#/.test(text))
                throw refused(analyzer, `operation ${i + 1} carries text that would change the file's structure (a line break, a code fence or a heading)`);
        // The schema's minLength counts what a reader never sees: a title or line of spaces and
        // zero-width characters would be written as "(untitled)" or an empty bullet.
        if (op.op === 'add' && (0,knowledge_items/* safeLine */.om)(op.title) === '')
            throw refused(analyzer, `operation ${i + 1} adds an item without a title (nothing visible in it)`);
        if (op.knowledge.some((l) => (0,knowledge_items/* safeLine */.om)(l) === ''))
            throw refused(analyzer, `operation ${i + 1} carries an empty line of knowledge (nothing visible in it)`);
    }
    return ops;
}
/**
 * The checked operations applied to the items; an unknown entry or item is a
 * refusal. A statement is written once in the file, compared as the local
 * merge compares statements: a line an item already holds (in any item, in
 * another case or punctuation) is not added again, an add saying only what
 * an item holds confirms that item, and a supersede by what other items say
 * removes the item it replaced.
 */
function applyOperations(current, operations, sent, offset, today, analyzer) {
    const byId = new Map(sent.map((e, i) => [`E${offset + i + 1}`, e]));
    const items = current.map((i) => ({
        ...i,
        lines: [...i.lines],
        evidence: [...i.evidence],
    }));
    const added = [];
    const ops = [];
    const said = new Statements(items);
    // Lines an operation left out because another item held them, kept for the end: a later operation may take them
    // from that item, and then they belong to the item they were meant for.
    const left = [];
    for (const [n, op] of operations.entries()) {
        // An entry cited twice is one citation: it confirms the item once.
        const cited = [...new Set(op.evidence)].map((id) => {
            const e = byId.get(id);
            if (!e)
                throw refused(analyzer, `operation ${n + 1} cites ${id}, an entry it was not shown`);
            return e;
        });
        const evidence = cited.map((e) => (0,knowledge_items/* safeLine */.om)(/^\d{4}-\d\d-\d\d\S*/.exec(e.heading)?.[0] ?? e.heading));
        const dates = cited.map((e) => /^\d{4}-\d\d-\d\d/.exec(e.heading)?.[0]).filter((d) => !!d);
        const confirmed = dates.sort().at(-1) ?? today;
        const lines = op.knowledge.map((l) => `- ${(0,knowledge_items/* safeLine */.om)(l)}`);
        const at = op.item === null ? -1 : Number(op.item.slice(1)) - 1;
        let target = items[at];
        if (op.op === 'add') {
            if (op.item !== null)
                throw refused(analyzer, `operation ${n + 1} adds an item but names ${op.item}`);
            if (!lines.length)
                throw refused(analyzer, `operation ${n + 1} adds an item without knowledge`);
            const title = (0,knowledge_items/* safeLine */.om)(op.title);
            // A title an item already has (in the file, or added by this answer): one item, not two, as a local merge does.
            // A title of no words names no topic: it is no item's title.
            const key = (0,knowledge_items/* titleKey */.kz)(title);
            target = key === '' ? undefined : [...items, ...added].find((i) => i !== undefined && (0,knowledge_items/* titleKey */.kz)(i.title) === key);
            const fresh = target ? [] : said.unsaid(lines);
            if (!target && fresh.length) {
                const item = { title, lines: fresh, evidence, count: evidence.length, confirmed };
                added.push(item);
                said.hold(fresh);
                ops.push({ op: 'add', title: item.title, lines: fresh, evidence });
                continue;
            }
            target ??= [...items, ...added].find((i) => i?.lines.some((l) => said.same(l, lines[0])));
        }
        if (!target)
            throw refused(analyzer, `operation ${n + 1} names ${op.item ?? 'no item'}, an item it was not shown (or one already removed)`);
        // A reviewer's item (no evidence line) is theirs: memkeep never removes or rewrites it, only adds under it.
        const theirs = target.confirmed === '';
        if (op.op === 'remove' && theirs)
            throw refused(analyzer, `operation ${n + 1} removes ${op.item}, a reviewer's own item`);
        if (op.op !== 'remove' && !lines.length)
            throw refused(analyzer, `operation ${n + 1} ${op.op}s ${op.item} without knowledge`);
        const was = target.lines;
        const kind = theirs || op.op === 'add' ? 'update' : op.op;
        if (kind === 'supersede')
            said.release(was);
        const fresh = kind === 'remove' ? [] : said.unsaid(lines);
        if (kind === 'remove' || (kind === 'supersede' && !fresh.length)) {
            if (kind === 'remove')
                said.release(was);
            items[at] = undefined;
            const note = kind === 'remove' ? 'the entries show it is wrong' : 'superseded by what other items say';
            ops.push({ op: 'remove', title: target.title, lines: was, evidence, note });
            if (kind === 'supersede')
                left.push({ target: { ...target, lines: [] }, at, lines, op: ops[ops.length - 1] });
            continue;
        }
        // Repeating a reviewer's item changes nothing of it: no change to show.
        if (theirs && !fresh.length)
            continue;
        if (fresh.length < lines.length)
            left.push({ target, at, lines, op: { op: kind, title: target.title, lines: [], evidence } });
        said.hold(fresh);
        target.lines = kind === 'update' ? [...was, ...fresh] : fresh;
        if (!theirs) {
            // A citation the item shows already (cited by an earlier operation, or kept by a held trim) confirms nothing new.
            const shown = new Set(target.evidence);
            target.count += evidence.filter((c) => !shown.has(c)).length;
            target.evidence = [...evidence, ...target.evidence.filter((c) => !evidence.includes(c))];
            if (confirmed > target.confirmed)
                target.confirmed = confirmed;
        }
        ops.push({
            op: kind,
            title: target.title,
            lines: target.lines,
            evidence,
            note: kind === 'supersede' ? `replaces: ${was.map((l) => l.replace(/^- /, '')).join(' / ')}` : undefined,
        });
    }
    for (const { target, at, lines, op } of left) {
        const back = said.unsaid(lines);
        if (!back.length)
            continue;
        said.hold(back);
        if (op.op === 'remove') {
            // Superseded by what another item said, which a later operation took away: the item says it after all.
            items[at] = { ...target, lines: back };
            Object.assign(op, {
                op: 'supersede',
                lines: back,
                note: `replaces: ${op.lines.map((l) => l.replace(/^- /, '')).join(' / ')}`,
            });
        }
        else if (items.includes(target) || added.includes(target)) {
            target.lines.push(...back);
            for (const o of ops)
                if (o.title === target.title && o.op !== 'remove')
                    o.lines = target.lines;
        }
    }
    return { items: [...items.filter((i) => i !== undefined), ...added], ops };
}
/** The statements the items hold, counted per item, as the answer changes them. */
class Statements {
    holders = new Map();
    constructor(items) {
        for (const i of items)
            if (i)
                this.hold(i.lines);
    }
    /** A line of no words (`- \---`) is its own text. */
    key(line) {
        return (0,merge_items/* statementKey */.v)(line) || line;
    }
    same(a, b) {
        return this.key(a) === this.key(b);
    }
    hold(lines) {
        for (const k of new Set(lines.map((l) => this.key(l))))
            this.holders.set(k, (this.holders.get(k) ?? 0) + 1);
    }
    release(lines) {
        for (const k of new Set(lines.map((l) => this.key(l))))
            this.holders.set(k, (this.holders.get(k) ?? 1) - 1);
    }
    /** `lines` without those an item holds, each once. */
    unsaid(lines) {
        const seen = new Set();
        return lines.filter((l) => {
            const k = this.key(l);
            if (this.holders.get(k) || seen.has(k))
                return false;
            seen.add(k);
            return true;
        });
    }
}

// EXTERNAL MODULE: ./src/analysis/entries.ts
var analysis_entries = __webpack_require__(8834);
// EXTERNAL MODULE: ./src/analysis/gone-knowledge.ts
var gone_knowledge = __webpack_require__(5590);
// EXTERNAL MODULE: ./src/format/order.ts
var order = __webpack_require__(4731);
;// CONCATENATED MODULE: ./src/analysis/entry-heading.ts

/**
 * A list item entry written on its heading line ("2026-03-04: Moved the export to `jobs/export.py` …",
 * "2026-02-23 (run-12) — **Retry the sender**: Deliveries were lost …"): the text after a bold title and
 * its colon, or the whole title of an entry with nothing below it, is what the entry says, not its name.
 * Read as the heading, it was no statement, and such an entry left no item.
 */
function headingStatements(e) {
    const lead = BOLD_LEAD.exec(e.heading);
    if (lead && SAYS.test(lead[2])) {
        return { ...e, heading: lead[1], task: [lead[2], e.task].filter((t) => t.trim() !== '').join('\n') };
    }
    if (e.task.trim() !== '' || e.result.trim() !== '')
        return e;
    const title = titleOf(e.heading);
    return SAYS.test(title) ? { ...e, heading: stampOf(e.heading) ?? '', task: title } : e;
}
/** "… **Retry the sender**: text", "… **Bug:** text": a bold title, its colon, and what follows it. */
const BOLD_LEAD = /^(.*?\*\*[^*\n]+?(?::\*\*|\*\*(?=\s*:)))\s*:?\s+(\S.*)$/;
/** Three words or more: a sentence, not a day, a status or a name. */
const SAYS = /(?:\S*\p{L}{2,}\S*\s+){2,}\S*\p{L}/u;
/** The entry's time, when its heading starts with one or ends with one (in brackets, or its day after a separator). */
function stampOf(written) {
    const heading = written.replace(DATE_FIELD, '');
    return (/^\[?(\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d)?(?:Z|[+-]\d\d:?\d\d)?)?)\]?/.exec(heading.trim())?.[1] ??
        /\((\d{4}-\d\d-\d\d(?:T[\d:.]+Z?)?)\)\s*$/.exec(heading)?.[1] ??
        (0,order/* trailingDay */.V0)(heading) ??
        // "Session 21 — 2026-05-23 (v0.4.10 — bug fixes)": the day before the topic in brackets.
        (0,order/* trailingDay */.V0)(heading.replace(TOPIC_AFTER, '')) ??
        // "Iteration 9 (2026-03-04 09:15 EDT) — topic": its day in brackets of their own, before the topic.
        bracketedDay(heading));
}
/** The day (and time, its zone left out) a heading gives in brackets of their own, wherever they are. */
function bracketedDay(heading) {
    const m = BRACKETED_DAY.exec(heading);
    return m ? (m[2] ? `${m[1]} ${m[2]}` : m[1]) : undefined;
}
/** "(2026-03-04)", "(2026-03-04 09:15 EDT)": brackets holding a day, maybe its time and zone, and nothing else. */
const BRACKETED_DAY = /\s*\((\d{4}-\d\d-\d\d)(?:[T ](\d\d:\d\d(?::\d\d)?))?(?:\s?(?:Z|[A-Z]{2,5}|[+-]\d\d:?\d\d))?\)/;
/** A run's number anywhere in a heading ("Track B — Iteration 15"): the run names the entry, not its day. */
const RUN_NUMBER = /\b(?:action|run|session|entry|step|iteration|task|cycle)\s*#?\d+/i;
/**
 * The heading without its timestamp and separators; '' when it was only a
 * timestamp, or a byline besides ("2026-01-08T14:15Z - Agent: Codex (docs)"):
 * who wrote an entry names no topic, and every entry of one writer under
 * one title would be one item, the newest text replacing the others.
 */
function titleOf(heading) {
    const title = heading
        .replace(DATE_FIELD, '')
        // A time's zone may follow it in letters ("21:55 BST"): part of the time, not of the title. A time has
        // its colon: "2026-03-02 1.1 — done" is the day and a task's number.
        .replace(/^\s*\[?\d{4}-\d\d-\d\d(?:[T ]\d\d?:[\d:.]*(?:Z|[+-]\d\d:?\d\d|\s?[A-Z]{2,5}\b)?)?\]?\s*(?:[|:—–-]\s*)?/, '')
        .replace(/\s*\(\d{4}-\d\d-\d\d[^)]*\)\s*$/, '')
        .trim()
        // "2026-03-02 (Cache rewrite)": the topic after the time, in brackets of its own.
        .replace(/^\(([^()]+)\)$/, '$1');
    // "Iteration 9 (2026-03-04 09:15 EDT) — topic": a numbered run's day in brackets, cited instead.
    const run = RUN_NUMBER.test(title) ? title.replace(BRACKETED_DAY, '') : title;
    return BYLINE.test(run) || ID_ONLY.test(run) || STATUS_ONLY.test(run) || labelsDay(run) ? '' : withoutRunDay(run);
}
/**
 * "Standup — 2026-01-02", "Update - Jan 3, 2026": one word and the day names the log, not a topic. The merge
 * matches titles without their day, so every entry of the log would be one item, the newest text replacing
 * the others. ("Cache rewrite — 2026-01-02" is a topic, and keeps its day.)
 */
function labelsDay(title) {
    const bare = (0,order/* withoutTrailingDay */.$w)(title);
    return bare !== title && /^\p{L}+$/u.test(bare.replace(/\s*[—–|:,-]\s*$/, ''));
}
/**
 * "Session 3 — Feb 10, 2026" as "Session 3", "Session 11 — 2026-05-23 (search)" as "Session 11
 * (search)": the run's number names the entry and the evidence line gives its day. (A title of
 * words keeps its day: "Standup — 2026-01-05" and "Standup — 2026-01-06" are two entries, and one
 * title would make them one item, the newer text replacing the older.)
 */
function withoutRunDay(title) {
    if ((0,order/* headingNumber */.qy)(title) === undefined)
        return title;
    const topic = TOPIC_AFTER.exec(title)?.[0] ?? '';
    return (0,order/* withoutTrailingDay */.$w)(title.slice(0, title.length - topic.length)) + topic;
}
/** A topic in brackets at a heading's end. */
const TOPIC_AFTER = /\s*\([^()]*\)\s*$/;
/**
 * "**Date (UTC):** 2025-08-30", "Logged: 2026-03-19T…": a list item entry
 * headed by the record field of its time, which is the time and no topic;
 * so is one word and a colon before the time ("Session: 2026-03-03 17:10"):
 * titled "Session:", every entry of a session log was one item.
 */
const DATE_FIELD = /^\s*\**(?:(?:date|logged|timestamp|time|when)\b[^:*\n]{0,20}|[a-z]+)\**\s*:\s*\**\s*(?=\[?\d{4}-\d\d-\d\d)/i;
/** "[LRN-20260319-001] correction": a record's id and its kind, no topic. */
const ID_ONLY = /^\[[A-Z]{2,8}-[\d-]+\]\s*(?:[a-z]+(?:[_-][a-z]+)*)?$/;
/**
 * "1.1 — done", "Task 4: failed", "Completed", "(LATEST)", "(continued)": a heading that after its time (and a task's number) only
 * gives the run's status names no topic; every entry of a task journal would otherwise share one title.
 */
const STATUS_ONLY = /^(?:(?:task|step|item|phase)\s*)?(?:#?\d+(?:\.\d+)*[a-z]?\s*)?(?:[—–:|-]\s*)?(?:done|completed?|finished|in progress|wip|started|failed|blocked|waiting|skipped|pending|succeeded|latest|continued)\.?$/i;
/** "Agent: Codex", "**Author**: Jane", "written by Claude (docs)": a heading that only says who. */
const BYLINE = /^(?:\W*(?:agent|author|model|assistant)\**\s*[:=]|(?:written|authored) by\s)\**\s*[^:—–|]{1,60}$/i;

;// CONCATENATED MODULE: ./src/analysis/relative-dates.ts
/**
 * Relative dates in a dropped entry's statements ("yesterday", "last week"),
 * made absolute from the entry's own date before the entry is gone
 * (knowledge.ts).
 */
const DAY_MS = 86_400_000;
const RELATIVE_DATE = /\b(?:yesterday|today|tomorrow|last week|next week)\b/i;
/**
 * Relative dates ("yesterday", "last week") as absolute dates counted from
 * the entry's own date: once the entry is gone, "yesterday" means nothing.
 */
function absoluteDates(text, date) {
    // Most statements have no relative date: the date is read and the five made only for those that do.
    if (!RELATIVE_DATE.test(text))
        return text;
    const at = date ? Date.parse(`${date.slice(0, 10)}T00:00:00Z`) : Number.NaN;
    if (Number.isNaN(at))
        return text;
    const day = (offset) => new Date(at + offset * DAY_MS).toISOString().slice(0, 10);
    return text
        .replace(/\byesterday\b/gi, day(-1))
        .replace(/\btoday\b/gi, day(0))
        .replace(/\btomorrow\b/gi, day(1))
        .replace(/\blast week\b/gi, `the week before ${day(0)}`)
        .replace(/\bnext week\b/gi, `the week after ${day(0)}`);
}

// EXTERNAL MODULE: ./src/analysis/statements.ts + 4 modules
var statements = __webpack_require__(314);
;// CONCATENATED MODULE: ./src/analysis/statement-words.ts
/**
 * The words of an entry's statements, as knowledge.ts compares them: each
 * statement normalised once (items.ts normaliseText), its content words
 * found when first asked, so a statement the batch never weighs costs no
 * more than its key; and a body the batch repeats read once (shapeOf).
 */


/**
 * Whether a statement's words are mostly in `covered` (the title and the
 * statements its entry keeps already): it says little new.
 */
function said(covered, words) {
    if (words.size === 0)
        return false;
    let held = 0;
    for (const w of words)
        if (covered.has(w))
            held++;
    return held / words.size >= REDUNDANT;
}
/** A statement's content words. */
function wordsAt(n, at) {
    n.words[at] ??= contentWords(n.keys[at]);
    return n.words[at];
}
/** A statement's content words without its field's name ("**Task**: …"), which is not what it says. */
function sayingAt(n, at) {
    const text = n.units[at].text;
    // Most statements start with no field's name: their words are the same.
    n.saying[at] ??= FIELD_NAME.test(text) ? contentWords((0,knowledge_items/* normaliseText */.af)(text.replace(FIELD_NAME, ''))) : wordsAt(n, at);
    return n.saying[at];
}
const FIELD_NAME = /^(?:\*\*[^*\n]{1,40}\*\*:?|[A-Z][A-Za-z ]{1,30}:)\s+/;
/** A share of words already held above which a statement counts as redundant. */
const REDUNDANT = 0.7;
/** The content words of a normalised statement (four letters or more), each once. */
function contentWords(normalised) {
    const words = new Set();
    // Only the words kept are cut out of the text: most are short.
    for (let start = 0; start < normalised.length;) {
        let end = normalised.indexOf(' ', start);
        if (end < 0)
            end = normalised.length;
        if (end - start >= 4)
            words.add(normalised.slice(start, end));
        start = end + 1;
    }
    return words;
}
/** The key and content words of the item `named` titles ('' for none), once a batch. */
function titleWords(named, batch) {
    let title = batch.titles.get(named);
    if (!title) {
        title = { key: named ? (0,knowledge_items/* titleKey */.kz)((0,knowledge_items/* safeLine */.om)(named)) : '', words: contentWords((0,knowledge_items/* normaliseText */.af)(named)) };
        batch.titles.set(named, title);
    }
    return title;
}
function shapeOf(body, batch) {
    const known = batch.shapes.get(body);
    if (known)
        return known;
    const { units, evidence, title: trigger, when } = (0,statements/* unitsOf */.$J)(body, batch.common, batch.scored);
    // Of statements that score alike, the shorter costs less of the budget the batch shares: another
    // entry's statement fits in what it leaves.
    const best = [...units].sort((x, y) => y.score - x.score || x.text.length - y.text.length || x.at - y.at);
    const shape = {
        units,
        evidence,
        trigger,
        when,
        keys: units.map((u) => (0,knowledge_items/* normaliseText */.af)(u.text)),
        words: [],
        saying: [],
        best: best.map((u) => u.at),
        costs: [],
    };
    batch.shapes.set(body, shape);
    return shape;
}

;// CONCATENATED MODULE: ./src/analysis/knowledge.ts






/** The share of the dropped entries' bytes their knowledge may take: what a trim keeps of what it drops. */
const KNOWLEDGE_SHARE = 0.39;
/** The bytes the knowledge of `entries` may take: KNOWLEDGE_SHARE of theirs. */
function knowledgeBudget(entries) {
    return entries.reduce((n, e) => n + entryBytes(e), 0) * KNOWLEDGE_SHARE;
}
const entryBytes = (e) => Buffer.byteLength(`${e.heading}\n${e.task}\n${e.result}\n`, 'utf8');
/** What an entry keeps of its own bytes before the batch shares out the rest: its best statements. */
const ENTRY_SHARE = 0.2;
/** What an entry may keep before the batch shares out the rest, however small its share: a short entry's one or two statements. */
const ENTRY_MIN = 160;
/** What a batch's items may take however small its share: the best statement of each of a few entries. */
const BATCH_MIN = 1024;
/**
 * Whether a statement's words are mostly in the title and the statements
 * its entry keeps already ("Promote use of the shared useAnalytics hook"
 * after the finding about that hook): it says little new.
 */
function redundant(d, u) {
    return said(d.covered, sayingAt(d.norm, u.at));
}
function keep(d, u, chosen) {
    chosen.add(u);
    for (const w of wordsAt(d.norm, u.at))
        d.covered.add(w);
}
function draftOf(e, batch) {
    // axe's shape (a one-line Task and a Result): the task names the item, the result holds the knowledge.
    const axe = e.result.trim() !== '' && !e.task.includes('\n');
    const body = axe ? e.result : [e.task, e.result].filter((t) => t.trim() !== '').join('\n');
    const shape = shapeOf(body, batch);
    const { evidence, trigger, when } = shape;
    const units = shape.units.map((u) => ({ ...u }));
    const heading = titleOf(e.heading);
    // "**Task:** Add the scheduler" under a heading that only dates it: the task, not its label, names it.
    const named = heading || (axe ? e.task.replace(TASK_FIELD, '') : '') || trigger || '';
    const ranked = [];
    const norm = { units, keys: shape.keys, words: shape.words, saying: shape.saying };
    const seen = new Set();
    const title = titleWords(named, batch);
    const covered = new Set(title.words);
    // "**Task**: Add the scheduler" under "Add the scheduler": the title says it already, unless the
    // entry says nothing else (a note whose name is its text), when the title alone would be an empty item.
    // A statement that cannot be ranked is never asked whether the title says it.
    const rank = (unsaid) => {
        for (const at of shape.best) {
            const u = units[at];
            const key = norm.keys[at];
            // "It uses `IsBuildCompletedAsync` …" never comes first: it is kept only after what "it" is.
            if (u.after !== undefined && !ranked.length)
                continue;
            if (seen.has(key) || u.score < (ranked.length > 0 ? 1 : 0))
                continue;
            if (unsaid && said(covered, sayingAt(norm, at)))
                continue;
            seen.add(key);
            shape.costs[at] ??= Buffer.byteLength(render(u), 'utf8') + 1;
            ranked.push({ unit: u, cost: shape.costs[at], rank: ranked.length });
        }
    };
    rank(true);
    if (!ranked.length)
        rank(false);
    return {
        ranked,
        units,
        named,
        key: title.key,
        heading,
        stamp: stampOf(e.heading) ?? when,
        evidence,
        time: (0,analysis_entries/* timeOf */.nR)(e.heading),
        bytes: entryBytes(e),
        covered,
        norm,
    };
}
/** An entry's item without its statements: its title, evidence and date. */
function shellOf(d, e, title, log, today) {
    // An undated entry whose heading line is its statements (headingStatements) has no heading left to cite.
    const cite = (0,knowledge_items/* safeLine */.om)(d.stamp ?? (d.heading === title || e.heading === '' ? log : e.heading));
    return {
        title,
        lines: [],
        evidence: [d.evidence.length ? `${cite} (${(0,knowledge_items/* safeLine */.om)(d.evidence[0])})` : cite],
        count: 1,
        confirmed: d.stamp ? d.stamp.slice(0, 10) : today,
    };
}
/** An item's bytes besides its statements (an entry named by its time pays for its title as a statement). */
function frameBytes(d, e, log, today) {
    return Buffer.byteLength((0,knowledge_items/* renderItem */.Gx)(shellOf(d, e, (0,knowledge_items/* safeLine */.om)(d.named), log, today), 3), 'utf8') + 1;
}
/** The item of an entry with the statements the batch kept of it; undefined when it kept none. */
function itemOf(d, e, chosen, log, today) {
    const picked = (d.heir ?? d).units.filter((u) => chosen.has(u));
    if (!picked.length)
        return undefined;
    // An entry named only by its time is titled by its best statement, which is then not repeated below it.
    const best = picked.reduce((a, b) => (b.score > a.score && b.after === undefined ? b : a));
    const title = (0,knowledge_items/* safeLine */.om)(d.named || best.text);
    const kept = d.named ? picked : picked.filter((u) => u !== best);
    // A relative date counts from the entry that wrote it: the heir's text is the heir's.
    const from = (d.heir ?? d).stamp;
    return { ...shellOf(d, e, title, log, today), lines: renderAll(kept).map((l) => absoluteDates(l, from)) };
}
function render(u, shown = true) {
    const label = shown && u.label && statements/* KNOWLEDGE_LABELS */.Z9.has(u.label) ? `**${u.label[0].toUpperCase()}${u.label.slice(1)}:** ` : '';
    return `- ${label}${(0,knowledge_items/* safeLine */.om)(u.text)}`;
}
/**
 * The statements as bullets, a label shown once for a run of statements under
 * it; one leaning on the statement before it (Unit.after) goes on its line.
 */
function renderAll(units) {
    const lines = [];
    for (const [i, u] of units.entries()) {
        if (i > 0 && u.after === units[i - 1].at)
            lines[lines.length - 1] += ` ${(0,knowledge_items/* safeLine */.om)(u.text)}`;
        else
            lines.push(render(u, i === 0 || units[i - 1].label !== u.label));
    }
    return lines;
}
/** Whether `u` stands alone, or the statement it leans on is kept. */
const stands = (d, u, chosen) => u.after === undefined || chosen.has(d.units[u.after]);
const TASK_FIELD = /^\s*(?:\*\*task:?\*\*:?|task:)\s*/i;
/**
 * The dropped entries as items, oldest first (by their timestamps when every
 * heading has one, else by file order, reversed for a newest-first log).
 *
 * The batch's items take at most `budget` bytes, titles and evidence
 * included (by default KNOWLEDGE_SHARE of the dropped bytes; distillation.ts
 * pays a new digest's header from it and holds it to the cap). Every entry
 * keeps its best statement while the budget (or BATCH_MIN) pays for them,
 * the highest scoring first; then its next ones within ENTRY_SHARE of its
 * own bytes (a short entry within ENTRY_MIN, whatever the batch has left);
 * what remains is shared round by round, so a dense entry keeps more than a
 * chatty one and no statement is cut to fit. `unpaid` holds the items of the
 * entries whose best statement did not fit, for the review to name. The
 * entries come redacted (distil.ts redacts them once, at the door): every
 * item's text is cut from them.
 */
function knowledgeOfEntries(written, log, today, budget = knowledgeBudget(written)) {
    const entries = written.map(headingStatements);
    // The log naming itself ("Created PROJECT_RUN_LOG.md to track progress") says nothing either.
    const common = (0,statements/* commonNames */.m)(entries).add(log.split('/').pop().toLowerCase());
    const batch = { common, shapes: new Map(), scored: new Map(), titles: new Map() };
    const drafts = entries.map((e) => draftOf(e, batch));
    const order = oldestFirst(drafts);
    nameHeirs(order.map((i) => drafts[i]));
    const paying = drafts.filter((d) => !d.heir);
    dropBoilerplate(paying);
    const chosen = new Set();
    let left = budget;
    const rest = [];
    // Every item's title, citation and best statement are paid for before any entry keeps more; when
    // the budget cannot pay them all, the entries whose best statement scores highest (the cheaper,
    // then the newer, among equals) keep theirs and the others keep nothing. An entry whose title a
    // newer one of the batch has comes last: the merge replaces its text with the newer one's (a log
    // of four tasks run a thousand times paid for a thousand copies of one item).
    const age = new Map(order.map((at, rank) => [drafts[at], rank]));
    const shadowed = shadowedBy(order.map((i) => drafts[i]));
    const firsts = drafts
        .map((d, i) => ({ d, cost: d.ranked[0] && !d.heir ? frameBytes(d, entries[i], log, today) + d.ranked[0].cost : 0 }))
        .filter((f) => f.cost > 0)
        .sort((a, b) => Number(shadowed.has(a.d)) - Number(shadowed.has(b.d)) ||
        b.d.ranked[0].unit.score - a.d.ranked[0].unit.score ||
        a.cost - b.cost ||
        age.get(b.d) - age.get(a.d));
    // A small trim keeps every entry's best statement (and a short entry its few) whatever its share, up
    // to BATCH_MIN: a few entries' items fit any file. Nothing goes beyond that or the budget.
    const slack = Math.max(0, BATCH_MIN - left);
    for (const { d, cost } of firsts) {
        if (cost > left + slack)
            continue;
        left -= cost;
        keep(d, d.ranked[0].unit, chosen);
    }
    for (const d of paying) {
        if (!d.ranked[0] || !chosen.has(d.ranked[0].unit))
            continue;
        let spent = d.ranked[0]?.cost ?? 0;
        for (const r of d.ranked.slice(1)) {
            if (redundant(d, r.unit))
                continue;
            // A statement leaning on one not kept yet waits for the rounds: it may be kept there.
            if (!stands(d, r.unit, chosen)) {
                rest.push({ ...r, draft: d });
                continue;
            }
            // A short entry keeps its few statements while the batch has room: they are all it says.
            const small = spent + r.cost <= ENTRY_MIN && r.cost <= left + slack;
            if (!small && (spent + r.cost > d.bytes * ENTRY_SHARE || r.cost > left))
                rest.push({ ...r, draft: d });
            else {
                spent += r.cost;
                keep(d, r.unit, chosen);
                left -= r.cost;
            }
        }
    }
    // Round by round: every entry's next-best statement before any entry's one after it, so an
    // entry written as labelled fields does not crowd out one written as prose.
    for (const r of rest.sort((a, b) => a.rank - b.rank || b.unit.score - a.unit.score || a.cost - b.cost)) {
        if (r.cost > left || redundant(r.draft, r.unit) || !stands(r.draft, r.unit, chosen))
            continue;
        keep(r.draft, r.unit, chosen);
        left -= r.cost;
    }
    const items = (pick) => order.map((i) => itemOf(drafts[i], entries[i], pick, log, today)).filter((i) => !!i);
    // Items whose best statement the budget could not pay: named in the review, never written.
    const unpaid = new Set(firsts.filter(({ d }) => !chosen.has(d.ranked[0].unit)).map(({ d }) => d.ranked[0].unit));
    return { items: items(chosen), unpaid: unpaid.size ? items(unpaid) : [] };
}
/**
 * An entry the batch repeats word for word under the same title (fido's
 * history holds one review twice) is one item once merged: only the newest
 * copy pays for statements (`drafts` oldest first). Entries that share a
 * title but not their text each pay for their own: which text the merge
 * keeps then depends on the file (a reviewer's item gathers every new
 * statement) and on the paths the repository still has.
 */
function nameHeirs(drafts) {
    // By title, then by the statements' keys (a body the batch repeats joins its keys once): a key holds no line break.
    const heirs = new Map();
    const texts = new Map();
    const twins = [];
    // A title of no words (a date range, an emoji) names nothing the merge could match.
    for (const d of drafts) {
        if (!d.ranked.length || d.key === '')
            continue;
        let text = texts.get(d.norm.keys);
        if (text === undefined)
            texts.set(d.norm.keys, (text = d.norm.keys.join('\n')));
        let same = heirs.get(d.key);
        if (!same)
            heirs.set(d.key, (same = new Map()));
        same.set(text, d);
        twins.push({ d, same, text });
    }
    for (const { d, same, text } of twins)
        if (same.get(text) !== d)
            d.heir = same.get(text);
}
/**
 * A statement most of the batch's entries say word for word ("Time
 * reference: UTC", a table's header row) is their template, not what any
 * of them found: it is not kept, unless it is all an entry says. Entries
 * are counted by title: the same item restating a line is not a template,
 * nor are copies of one entry (heirs, left out by the caller).
 */
function dropBoilerplate(drafts) {
    const titles = new Map();
    for (const d of drafts)
        for (const key of d.norm.keys) {
            const by = titles.get(key) ?? new Set();
            titles.set(key, by.add(d.key || d));
        }
    const often = Math.max(2, new Set(drafts.map((d) => d.key || d)).size / 2);
    for (const d of drafts) {
        const kept = d.ranked.filter((r) => (titles.get(d.norm.keys[r.unit.at])?.size ?? 0) < often);
        if (kept.length > 0 && kept.length < d.ranked.length)
            d.ranked = kept.map((r, rank) => ({ ...r, rank }));
    }
}
/** The drafts (oldest first) whose title a newer draft of the batch has. */
function shadowedBy(drafts) {
    const newest = new Map();
    for (const d of drafts)
        if (d.key !== '')
            newest.set(d.key, d);
    return new Set(drafts.filter((d) => d.named && newest.get(d.key) !== d));
}
/**
 * The drafts' indices oldest first: by their timestamps when every heading
 * has one, else as given (a trim plan lists what it drops oldest first,
 * whichever way the log runs).
 */
function oldestFirst(drafts) {
    const at = drafts.map((_, i) => i);
    if (drafts.every((d) => d.time !== undefined))
        return at.sort((a, b) => drafts[a].time - drafts[b].time || a - b);
    return at;
}

// EXTERNAL MODULE: ./src/analysis/model-client.ts
var model_client = __webpack_require__(8063);
;// CONCATENATED MODULE: ./src/analysis/distillation.ts
/**
 * Merge-aware distillation of the entries a trim drops into the agent's
 * knowledge items (memory/knowledge/items.ts). Input: the current items, the
 * dropped entries, the headings of the entries kept, today's date. Output:
 * the items after the change and the operations that made them (add,
 * update, supersede, remove, fold), each with its evidence.
 *
 * - Local analyzer: deterministic extraction (knowledge.ts) merged into the
 *   items.
 * - Model: one chat completion whose answer is a list of operations as JSON
 *   (structured output where the endpoint has it), parsed and checked
 *   against DISTIL_SCHEMA and against what the model was shown: an answer
 *   that is empty, choice-less, cut at its length limit, not JSON, off the
 *   schema, citing an entry or item it was not shown, or carrying text that
 *   would change the file's structure fails the call (exit 3), so the
 *   agent's trim does not happen and nothing is cached.
 *
 * Either way the items are kept within `knowledge_max` by folding whole
 * items, and the result is cached under exactly its input, so a run that
 * drops nothing new makes no call and writes the same file.
 */













const levelOf = (target) => (target === 'file' ? 2 : 3);
async function distil(request, options, previous) {
    const choice = (0,analyze/* chooseAnalyzer */.wy)(request.agent, options);
    const analyzer = choice.kind === 'local' ? 'local' : `${choice.endpoint.provider}/${choice.endpoint.model}`;
    const maxInputTokens = options.maxInputTokens ?? options.store.gc.maxInputTokens;
    const level = levelOf(request.target);
    const today = request.at.slice(0, 10);
    const cap = request.agent.memory.knowledgeMax;
    const key = distilKey(request, analyzer, maxInputTokens);
    const base = { analyzer, fallbackReason: choice.kind === 'local' ? choice.reason : undefined, key };
    if (previous?.key === key)
        return previous;
    // Failed runs become lessons (lessons.ts), not knowledge items.
    const entries = request.entries.filter((e) => !(0,analysis_entries/* entryFailed */.oY)(e));
    // Either analyzer distils the newest entries within the input budget: the cap keeps the newest
    // knowledge anyway, and a log of thousands of dropped entries then costs what a small one does.
    const sent = newestWithin(entries, maxInputTokens);
    // Entries are numbered E1… over the ones distilled, oldest first, so a left-out one keeps its number.
    const offset = entries.length - sent.length;
    const hit = options.cache?.distilled?.[request.agent.name];
    if (hit && hit.key === key && typeof hit.section === 'string' && Array.isArray(hit.ops)) {
        return {
            ...base,
            items: (0,knowledge_items/* parseItems */.mo)(hit.section, level).items,
            ops: hit.ops,
            cached: true,
            sentEntries: sent.length,
            leftOut: offset,
            tokensSent: 0,
            redactions: [],
        };
    }
    // Nothing to show a model (every dropped entry a failed run, a lesson): the items are only held to the cap.
    if (choice.kind === 'local' || sent.length === 0) {
        // Redacted once, at the door: titles, statements and evidence are all cut from these entries.
        const { safe, findings: copied } = redactEntries(sent);
        // A new digest's header is paid from the same share; the cap holds whatever the share.
        const header = request.target === 'file' && request.current.length === 0 ? Buffer.byteLength(distilled/* DIGEST_HEADER */.Bx) : 0;
        const budget = Math.min(knowledgeBudget(safe) - header, cap);
        const incoming = knowledgeOfEntries(safe, request.log, today, budget);
        // Checked before the merge, so the review never shows as added a statement the file does not get.
        const held = (0,gone_knowledge/* dropGonePaths */.r)(request.current, request.gone ?? new Set());
        const fresh = (0,gone_knowledge/* dropGonePaths */.r)(incoming.items, request.gone ?? new Set());
        const merged = (0,merge_items/* mergeKnowledge */.j)(held.items, fresh.items, request.others);
        const folded = (0,knowledge_items/* foldToCap */.T$)(merged.items, cap, level, request.current);
        const unpaid = unpaidOps(incoming.unpaid, merged.items, Math.floor(budget));
        return {
            ...base,
            items: folded.items,
            ops: [...held.ops, ...fresh.ops, ...settled(merged.ops, [...unpaid, ...folded.folded])],
            cached: false,
            sentEntries: sent.length,
            leftOut: offset,
            tokensSent: 0,
            redactions: (0,redact/* describeFindings */.kA)(`${request.log} (dropped entries)`, copied).map((l) => l.replace(/ before analysis$/, ' before writing the digest')),
        };
    }
    const input = (0,redact/* redactSecrets */.fp)(userMessage(request, sent, today, offset));
    const answer = await (0,model_client/* complete */.My)(choice.endpoint, DISTIL_PROMPT, input.text, options.timeoutMs, {
        responseFormat: { type: 'json_schema', json_schema: { name: 'knowledge_operations', schema: DISTIL_SCHEMA } },
    });
    if (answer.choices === 0)
        throw refused(analyzer, 'the answer held no choices');
    if (answer.finishReason === 'length')
        throw refused(analyzer, 'the answer was cut at its length limit');
    // A filtered answer stopped early too (analysis answers are refused for it alike): it is not the whole answer.
    if (answer.finishReason === 'content_filter')
        throw refused(analyzer, 'the answer was stopped by the content filter');
    if (answer.text.trim() === '')
        throw refused(analyzer, 'the answer was empty');
    const redactions = (0,redact/* describeFindings */.kA)(`${request.log} (distil input)`, input.findings).map((l) => l.replace(/ before analysis$/, ' before distilling'));
    const operations = await parseOperations(answer.text, analyzer, redactions);
    const applied = applyOperations(request.current, operations, sent, offset, today, analyzer);
    const checked = (0,gone_knowledge/* dropGonePaths */.r)(applied.items, request.gone ?? new Set());
    const folded = (0,knowledge_items/* foldToCap */.T$)(checked.items, cap, level, request.current);
    return {
        ...base,
        items: folded.items,
        ops: settled([...applied.ops, ...checked.ops], folded.folded),
        cached: false,
        sentEntries: sent.length,
        leftOut: offset,
        tokensSent: (0,text_tokens/* estimateTokens */.b)(input.text),
        redactions,
    };
}
/**
 * The operations as the review counts them: an item the run added and then
 * folded never reached the file, so it is one fold, noted as new, not an add
 * and a fold ("1996 added, 1962 folded" for a file that gained 34 items).
 * Titles name new items uniquely: the merge adds an item only under a title
 * the file does not have.
 */
function settled(ops, folded) {
    const added = new Set(ops.filter((o) => o.op === 'add').map((o) => (0,knowledge_items/* titleKey */.kz)(o.title)));
    const gone = new Set(folded.map((f) => (0,knowledge_items/* titleKey */.kz)(f.title)));
    return [
        ...ops.filter((o) => o.op !== 'add' || !gone.has((0,knowledge_items/* titleKey */.kz)(o.title))),
        ...folded.map((f) => added.has((0,knowledge_items/* titleKey */.kz)(f.title)) ? { ...f, note: `new in this run, did not fit: ${f.note}` } : f),
    ];
}
/**
 * The items of dropped entries whose best statement the trim's knowledge
 * budget could not pay, as folds the review names: each is new, never
 * written. One per title, and none for a title the file holds (the entry
 * would only have confirmed that item).
 */
function unpaidOps(unpaid, items, budget) {
    const titles = new Set(items.map((i) => (0,knowledge_items/* titleKey */.kz)(i.title)));
    const ops = [];
    for (const i of unpaid) {
        const key = (0,knowledge_items/* titleKey */.kz)(i.title);
        if (titles.has(key))
            continue;
        titles.add(key);
        ops.push({
            op: 'fold',
            title: i.title,
            lines: i.lines,
            evidence: i.evidence,
            note: `new in this run, did not fit: this trim's knowledge budget (${budget} bytes) went to higher-scoring statements; its entry stays in git history`,
        });
    }
    return ops;
}
/**
 * The entries with their secrets redacted, in one pass over their text
 * (heading, task, result, a line each or more): a secret in a dropped entry
 * must not land in the digest, nor in the PR showing it, and redacting each
 * field on its own cost a rule pass per field. Redaction keeps every line
 * break, so each field is its own lines of the result. The findings are
 * lines of that text, reported against the dropped entries.
 */
function redactEntries(entries) {
    const fields = entries.flatMap((e) => [e.heading, e.task, e.result]);
    const { text, findings } = (0,redact/* redactSecrets */.fp)(`${fields.join('\n')}\n`);
    const lines = text.split('\n');
    let at = 0;
    const next = (field) => {
        const n = countLines(field);
        const out = n === 1 ? lines[at] : lines.slice(at, at + n).join('\n');
        at += n;
        return out;
    };
    return {
        safe: entries.map((e) => ({ heading: next(e.heading), task: next(e.task), result: next(e.result) })),
        findings,
    };
}
function countLines(text) {
    let n = 1;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        n++;
    return n;
}
/** The cache entry for a distillation that was written. */
function cachedDistil(d, at, target) {
    return { key: d.key, analyzer: d.analyzer, section: (0,knowledge_items/* renderItems */.$)(d.items, levelOf(target)), ops: d.ops, at };
}
function distilKey(request, analyzer, maxInputTokens) {
    const text = JSON.stringify({
        target: request.target,
        analyzer,
        maxInputTokens,
        cap: request.agent.memory.knowledgeMax,
        current: (0,knowledge_items/* renderItems */.$)(request.current, levelOf(request.target)),
        entries: request.entries.map((e) => [e.heading, e.task, e.result]),
        // Statements naming a deleted path are dropped: a result for another set of gone paths is another result.
        gone: [...(request.gone ?? [])].sort(),
        // The local analyzer does not add a statement lessons.md holds (a model is not shown them).
        others: analyzer === 'local' ? (0,knowledge_items/* renderItems */.$)(request.others, 2) : '',
    });
    return (0,digest/* digestOf */.o)(Buffer.from(text, 'utf8'));
}
/** The period covered: earliest to latest timestamp, or first to last heading when they are not timestamps. */
function period(entries) {
    const times = entries.map((e) => timeOf(e.heading));
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
function userMessage(request, sent, today, offset) {
    const own = " (a reviewer's own item: lines can be added to it; it is never superseded or removed)";
    const items = request.current
        .map((item, i) => `K${i + 1}. ${item.title}${item.confirmed ? '' : own}\n${item.lines.join('\n')}`)
        .join('\n\n');
    // The share the local analyzer keeps, so a model's knowledge is as small, and what the cap allows.
    const budget = Math.round(Math.min(knowledgeBudget(sent), request.agent.memory.knowledgeMax));
    return [
        `Today: ${today}`,
        `Budget: about ${budget} bytes of knowledge for these entries; the whole file stays under ${request.agent.memory.knowledgeMax} bytes.`,
        '',
        '# Current items',
        items || '(none)',
        '',
        '# Headings of the entries that stay',
        request.kept === undefined
            ? '(not listed: the log is too large)'
            : request.kept.map((h) => `- ${h}`).join('\n') || '(none)',
        '',
        '# Entries being deleted',
        ...sent.map((e, i) => `## E${offset + i + 1}: ${e.heading}\n${e.task}\n${e.result}\n`),
    ].join('\n');
}
/** The newest entries whose rendering fits `maxTokens` (at least the newest one). */
function newestWithin(entries, maxTokens) {
    let tokens = 0;
    let start = entries.length;
    while (start > 0) {
        const e = entries[start - 1];
        const cost = (0,text_tokens/* estimateTokens */.b)(`${e.heading}\n${e.task}\n${e.result}\n`);
        if (start < entries.length && tokens + cost > maxTokens)
            break;
        tokens += cost;
        start--;
    }
    return entries.slice(start);
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
/* harmony import */ var _format_layout_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(533);
/**
 * Run-log entries as the analyzers see them: timestamp, task, result, and
 * whether the run itself failed. The grammar is the layout's (src/format).
 */

/** The entries of a log held in memory, as `layout` splits and reads them. */
function toLogEntries(log, layout) {
    return layout.entries(log).map((e) => {
        const { heading, task, result } = (0,_format_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .fieldsAt */ .$5)(layout, log, e);
        return { timestamp: heading, task: taskTitle(task), result, failed: entryFailed({ heading, task, result }) };
    });
}
/**
 * What an entry's work is judged on: its task as one line. An entry without
 * a `Task:` field is read whole as its task; its first line that says
 * something is its title (not a label above the work: "Did:", "### Done",
 * which every entry of a journal repeats), and the rest of its body is
 * never compared.
 */
function taskTitle(task) {
    if (!task.includes('\n'))
        return task;
    const lines = task
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '');
    return lines.find((l, i) => !isLabel(l) && !tableHead(lines, i)) ?? lines[0] ?? '';
}
/** A table's delimiter row (`|---|:---:|`). */
const DELIMITER_ROW = /^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?$/;
/** A table's header row (it names the columns) or its delimiter row: no line of the table's content. */
function tableHead(lines, i) {
    const line = lines[i];
    if (!line.startsWith('|'))
        return false;
    return DELIMITER_ROW.test(line) || DELIMITER_ROW.test(lines[i + 1] ?? '');
}
/** A line that only names what follows: a heading, or up to three words and a colon ("**What I did**:"). */
function isLabel(line) {
    if (/^#{1,6}\s/.test(line))
        return true;
    const bare = line.replace(/\*\*|__/g, '').trim();
    return /^[A-Za-z][A-Za-z' ]*:$/.test(bare) && bare.split(/\s+/).length <= 3;
}
// "no failures", "0 errors", "without errors" report success.
const NEGATED = /\b(?:no|0|zero|without|none of the)\s+(?:new\s+)?(?:errors?|failures?|failed|exceptions?|timeouts?|problems?)\b/gi;
// Wording that says the agent's own run went wrong, wherever it appears.
// "timed out" is; "timeout" the noun only opens a failed result ("raised the timeout to 900s" is a fix).
const STRONG = /\b(?:timed[ -]?out|could ?n[o']t|unable to|aborted|crashed|exception|traceback|panicked|out of (?:memory|tokens)|non-zero (?:exit|status|return)|returned (?:a )?non-zero|exit(?:ed)? (?:with )?(?:code|status) [1-9])/i;
// Wording that only means failure when the result opens with it: "integration
// tests failed 3 times" inside a CI summary is a successful report.
const OPENING = /^\s*(?:error|errors|failed|failure|fatal|partial(?:ly)?|gave up|did not finish|cancell?ed|time[ -]?outs?)\b/i;
/** Whether a result reports that the agent's run failed (a heuristic, deliberately conservative). */
function runFailed(result) {
    const text = result.replace(NEGATED, ' ');
    return OPENING.test(text) || STRONG.test(text);
}
// A heading that names a failure ("… | Codex execution failure"), unless it names the fixing of one.
const FAILED_HEADING = /\b(?:failure|failed|crashed|timed?[ -]?out|non-zero)\b/i;
const FIXING = /\b(?:fix(?:e[sd])?|fixing|handl(?:e|ed|ing)|prevent(?:ed|ing)?|investigat(?:e|ed|ing)|debug(?:ged|ging)?|resolv(?:e|ed|ing)|workarounds?|remediat(?:e|ed|ion|ing)|solutions?|solved)\b/i;
// A problem write-up's own section saying what solved it ("### Solution", "#### Fix (2025-10-03)"):
// the entry records a solved problem, not a run that failed.
const SOLVED_SECTION = /^#{2,6}\s+(?:solution|fix|workaround|resolution)\b/im;
// aide's failure note, wherever it is kept (failures.md, or a log that collects them).
const NOTE_FIELD = /^\s*-\s*\*\*Why it failed\*\*:/m;
/**
 * Whether an entry records a failed run: its result says so (runFailed), its
 * heading names a failure (unless the heading, or a section of the entry,
 * names what fixed it), or it is a failure note. The body of an entry
 * without a result line is not searched for failure words: in narrative
 * memory ("the timeout came from …, fixed by …") they describe work done.
 */
function entryFailed(e) {
    if (runFailed(e.result))
        return true;
    if (FAILED_HEADING.test(e.heading) && !FIXING.test(e.heading) && !SOLVED_SECTION.test(`${e.task}\n${e.result}`))
        return true;
    return e.result === '' && NOTE_FIELD.test(e.task);
}
// An RFC 3339 / ISO 8601 date or date-time at the start of a heading ("2026-03-10: …" counts, "Action 3" does not).
const STAMP = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?(?!\d)/;
/** The time a heading starts with, in ms; undefined for a heading that is not a timestamp. */
function timeOf(heading) {
    // memkeep's and axe's own `2026-01-01T00:00:00Z`, the common case, parsed directly.
    if (heading.length === 20 && heading[10] === 'T' && heading[19] === 'Z')
        return strictTime(heading);
    const m = STAMP.exec(heading.trim());
    // Date.parse rolls 2026-02-31 over into March: such a heading is not a date.
    if (!m || new Date(`${m[1]}T00:00:00Z`).getUTCDate() !== Number(m[1].slice(8)))
        return undefined;
    const zone = m[3] ? (m[3] === 'Z' ? 'Z' : m[3].includes(':') ? m[3] : `${m[3].slice(0, 3)}:${m[3].slice(3)}`) : 'Z';
    const t = Date.parse(`${m[1]}T${m[2] ?? '00:00'}${m[2]?.length === 5 ? ':00' : ''}${zone}`);
    return Number.isNaN(t) ? undefined : t;
}
/**
 * `YYYY-MM-DDTHH:MM:SSZ` read digit by digit (a log of 100,000 entries is read
 * in every analysis), strictly: unlike the order's reading of a heading
 * (format/order.ts), a day past its month's end is no date here.
 */
function strictTime(h) {
    if (h[4] !== '-' || h[7] !== '-' || h[13] !== ':' || h[16] !== ':')
        return undefined;
    const y = digits(h, 0, 4);
    const mo = digits(h, 5, 2);
    const d = digits(h, 8, 2);
    const hh = digits(h, 11, 2);
    const mi = digits(h, 14, 2);
    const ss = digits(h, 17, 2);
    if (!(mo >= 1 && mo <= 12 && d >= 1 && d <= 31 && hh <= 23 && mi <= 59 && ss <= 60))
        return undefined;
    const t = Date.UTC(y, mo - 1, d, hh, mi, ss);
    // Date.UTC rolls 2026-02-31 over into March: such a heading is not a date. No
    // month ends before the 28th, so only later days (and leap seconds) need the check.
    if (d <= 28 && ss < 60)
        return t;
    return new Date(t).getUTCDate() === d ? t : undefined;
}
/** The number `len` digits of `h` from `from` spell; NaN when one is not a digit. */
function digits(h, from, len) {
    let v = 0;
    for (let i = from; i < from + len; i++) {
        const d = h.charCodeAt(i) - 48;
        if (d < 0 || d > 9)
            return Number.NaN;
        v = v * 10 + d;
    }
    return v;
}


/***/ }),

/***/ 5590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ pathsNamedIn),
/* harmony export */   r: () => (/* binding */ dropGonePaths)
/* harmony export */ });
/* harmony import */ var _memory_knowledge_remove_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1906);
/* harmony import */ var _text_path_name_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(742);
/* harmony import */ var _statements_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(314);



/**
 * memkeep's items without the statements that name a path the repository
 * no longer has (`gone`, repository-relative; a name given from a subfolder
 * matches its tail): one `remove` operation per statement dropped, and an
 * item left with nothing to say goes whole. A reviewer's own items are
 * theirs and stay as they are.
 */
function dropGonePaths(items, gone) {
    if (!gone.size)
        return { items, ops: [] };
    const missing = (text) => {
        for (const name of pathsNamedIn(text))
            for (const g of gone)
                if ((0,_text_path_name_js__WEBPACK_IMPORTED_MODULE_1__/* .namesPath */ .K)(name, g))
                    return g;
        return undefined;
    };
    return (0,_memory_knowledge_remove_js__WEBPACK_IMPORTED_MODULE_2__/* .removeStatements */ .F)(items, (text) => {
        const path = missing(text);
        return path && `names ${path}, which the repository no longer has`;
    });
}
/** The paths (names with a folder) `text` names, lower-case, as dropGonePaths matches them. */
function pathsNamedIn(text) {
    // Most text names no path, and reading names is a long expression.
    if (!text.includes('/'))
        return [];
    return (0,_statements_js__WEBPACK_IMPORTED_MODULE_0__/* .namesIn */ .wX)(text)
        .map((n) => n.replace(/^\.\//, '').replace(/\/$/, ''))
        .filter((n) => n.includes('/'));
}


/***/ }),

/***/ 9831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BB: () => (/* binding */ oneFailurePerRun),
/* harmony export */   EJ: () => (/* binding */ mergeLessons),
/* harmony export */   Rp: () => (/* binding */ failuresFromNotes),
/* harmony export */   St: () => (/* binding */ LESSONS_HEADER),
/* harmony export */   ck: () => (/* binding */ failuresFromEntries)
/* harmony export */ });
/* unused harmony export causeOf */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _memory_knowledge_items_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1424);
/* harmony import */ var _memory_sections_section_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4046);
/* harmony import */ var _text_invisible_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(480);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5813);
/* harmony import */ var _entries_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8834);
/**
 * lessons.md: failure lessons, items of the same shape as the knowledge
 * file (memory/knowledge/items.ts), one per normalised cause, counted right:
 *
 * - one failure per run: a failed run-log entry and the failure note of the
 *   same run (same run URL, or the same task within RUN_WINDOW_MS) are one
 *   failure, and the note (failures.md is never pruned) is the one counted;
 * - causes normalised: an error code (ECONNRESET), a timeout, an exit
 *   status, a rate limit … however the run worded it;
 * - evidence capped: the newest citations are shown, the rest counted; a
 *   note no newer than its lesson's newest citation was counted before (a
 *   note without a time counts when its lesson is made), while a dropped
 *   entry is counted when its trim drops it, whatever its time.
 *
 * An item without memkeep's evidence line is a reviewer's and is left as
 * it is. All text taken from notes and entries is redacted and made safe.
 */






const LESSONS_HEADER = `# Lessons

Kept by memkeep from failure notes and failed runs, one item per cause. Edit freely: an item without an evidence line is yours.
`;
/** A log entry and a failure note this close in time, for the same task, are the same run. */
const RUN_WINDOW_MS = 15 * 60_000;
// A field is a `Label: text` line, bulleted (aide's notes) or not (a run-log entry's `**Fix:** …`).
const FIELD = /^\s*(?:-\s*)?(?:\*\*)?([A-Za-z][A-Za-z ]*?)(?:\*\*)?\s*:\s*(?:\*\*\s*)?(.*)$/;
// The run itself: a job or attempt link (`…/runs/1/job/7`), or a period after the link, is the same run.
const RUN_URL = /https?:\/\/[^\s)>\]]+\/actions\/runs\/\d+/;
const KEPT_FIELDS = ['impact', 'fix', 'prevention rule', 'decision', 'workaround', 'lesson'];
// What the run learnt: a lesson giving one needs no generic advice.
const LEARNT = new Set(KEPT_FIELDS.filter((label) => label !== 'impact'));
function fieldsOf(text) {
    const fields = new Map();
    for (const line of text.split('\n')) {
        const m = FIELD.exec(line);
        if (m && !fields.has(m[1].toLowerCase()))
            fields.set(m[1].toLowerCase(), m[2].trim());
    }
    return fields;
}
function failureOf(at, source, task, text, why) {
    const fields = fieldsOf(text);
    const cause = why ?? fields.get('why it failed') ?? fields.get('root cause') ?? fields.get('impact');
    if (cause === undefined)
        return undefined;
    const r = (t) => (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .redactSecrets */ .fp)(t).text;
    const evidence = fields.get('evidence') ?? fields.get('run') ?? '';
    return {
        at,
        source,
        task: r(fields.get('task snippet') ?? fields.get('task') ?? task),
        why: r(cause),
        runUrl: RUN_URL.exec(evidence)?.[0] ?? RUN_URL.exec(text)?.[0],
        fields: KEPT_FIELDS.flatMap((label) => {
            const v = fields.get(label);
            return v && !/^(?:none|n\/a|pending)$/i.test(v) ? [{ label, text: r(v) }] : [];
        }),
        evidencePath: /(?:^|[\s=])((?:[\w.-]+\/)+[\w.-]+\.\w+)/.exec(evidence)?.[1],
    };
}
/** The notes of a failures.md (aide's shape; `- Key: value` lines are read too). */
function failuresFromNotes(text, source) {
    return (0,_memory_sections_section_file_js__WEBPACK_IMPORTED_MODULE_2__/* .splitSections */ .nO)(text.replace(/\r\n/g, '\n')).sections.flatMap((s) => {
        const f = failureOf(s.heading, source, '', s.body);
        return f ? [{ ...f, note: true }] : [];
    });
}
/** The failed runs among run-log entries. */
function failuresFromEntries(entries, source) {
    return entries.filter(_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .entryFailed */ .oY).flatMap((e) => {
        const body = `${e.task}\n${e.result}`;
        const first = e.result
            .split('\n')
            .find((l) => l.trim() !== '')
            ?.trim();
        const f = failureOf(e.heading, source, (0,_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .taskTitle */ .Oj)(e.task), body, fieldsOf(body).has('root cause') ? undefined : first);
        return f ? [f] : [{ at: e.heading, source, task: (0,_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .taskTitle */ .Oj)(e.task), why: e.heading, fields: [] }];
    });
}
/**
 * One failure per run: an entry is dropped when a note records the same run
 * (same run URL, or the same task within RUN_WINDOW_MS); notes come first.
 * A note is one run, so it takes one entry, the surest then closest: a retry
 * logged minutes later is a failed run of its own.
 */
function oneFailurePerRun(notes, entries) {
    const pairs = notes.flatMap((n, i) => entries.flatMap((e, j) => {
        const m = sameRun(n, e);
        return m ? [{ i, j, ...m }] : [];
    }));
    pairs.sort((a, b) => Number(b.byUrl) - Number(a.byUrl) || a.gap - b.gap);
    const usedNotes = new Set();
    const usedEntries = new Set();
    const counted = [...notes];
    for (const { i, j } of pairs) {
        if (usedNotes.has(i) || usedEntries.has(j))
            continue;
        usedNotes.add(i);
        usedEntries.add(j);
        // The note is the failure counted; what the run's entry says it learnt ("**Decision:** …") is its lesson too.
        const more = entries[j].fields.filter((f) => !notes[i].fields.some((g) => g.label === f.label));
        if (more.length)
            counted[i] = { ...notes[i], fields: [...notes[i].fields, ...more] };
    }
    return [...counted, ...entries.filter((_, j) => !usedEntries.has(j))];
}
function sameRun(note, entry) {
    const tn = (0,_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .timeOf */ .nR)(note.at);
    const te = (0,_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .timeOf */ .nR)(entry.at);
    const gap = tn !== undefined && te !== undefined ? Math.abs(tn - te) : Number.POSITIVE_INFINITY;
    if (note.runUrl && entry.runUrl)
        return note.runUrl === entry.runUrl ? { byUrl: true, gap } : undefined;
    const task = taskKey(note.task);
    return gap <= RUN_WINDOW_MS && task !== '' && task === taskKey(entry.task) ? { byUrl: false, gap } : undefined;
}
/**
 * A task as both records of a run can be compared: a note keeps the first 200
 * characters of the task on one line, invisible characters dropped (failures.ts),
 * and its field reader drops leading bold markers; so both are cut the same way,
 * then compared without case, markup or punctuation.
 */
function taskKey(task) {
    const line = task.replace(_text_invisible_js__WEBPACK_IMPORTED_MODULE_3__/* .INVISIBLE_CHARS */ .GX, '').replace(/\s+/g, ' ').trim();
    return (0,_memory_knowledge_items_js__WEBPACK_IMPORTED_MODULE_1__/* .normaliseText */ .af)(Array.from(line).slice(0, 200).join(''));
}
/**
 * The error code a failure names: an errno (ECONNRESET, ENOENT), Node's
 * (ERR_…) or getaddrinfo's (EAI_AGAIN). A word in capitals that merely
 * starts with E (ERROR:, EXCEPTION, EXIT CODE 1, ESLINT) is not one: it
 * only announces the cause the rest of the text names.
 */
const ERRNO = new Set(Object.keys(node_os__WEBPACK_IMPORTED_MODULE_0__.constants.errno));
function errorCodeOf(why) {
    for (const [code] of why.matchAll(/\bE[A-Z0-9]+(?:_[A-Z0-9]+)*\b/g))
        if (ERRNO.has(code) || /^E(?:RR|AI)_[A-Z]/.test(code))
            return code;
    return undefined;
}
/** A log level or label in front of the message ("FATAL:", "[error]", "Failed -"): the same failure without it. */
const LEVEL = /^(?:\s*(?:\[(?:error|fatal|failed|failure|exception|panic|critical|warn(?:ing)?)\]|(?:error|fatal|failed|failure|exception|panic|critical|warn(?:ing)?)\s*[:!-]))+/i;
const CAUSES = [
    // The same errors as their messages word them.
    [/\bconnection reset\b|\bsocket hang up\b/i, () => 'ECONNRESET'],
    [/\bconnection refused\b/i, () => 'ECONNREFUSED'],
    [/\b(?:HTTP|status)\s*(429)\b|\brate[- ]?limit|\btoo many requests\b/i, () => 'Rate limited'],
    [/\btime[ds]?[ -]?out\b|\btimed out\b|\bdeadline exceeded\b/i, () => 'Timeout'],
    [/\bout of memory\b|\bOOM(?:[- ]?killed)?\b/i, () => 'Out of memory'],
    [/\b(?:out of tokens|token (?:limit|budget)|context (?:window|length))\b/i, () => 'Out of token budget'],
    [/\bexit(?:ed)?(?: with)? (?:code|status) (\d+)\b|\bstatus (\d+)\b/i, (m) => `Exit status ${m[1] ?? m[2]}`],
    [/\bnon-zero\b/i, () => 'Non-zero exit'],
    [/\bpartial(?:ly)?\b/i, () => 'Partial run'],
    [/\bcancell?ed\b/i, () => 'Cancelled'],
];
/** The cause a failure's text names, normalised: the same cause however it was worded. */
function causeOf(why) {
    const code = errorCodeOf(why);
    if (code)
        return code;
    for (const [re, name] of CAUSES) {
        const m = re.exec(why);
        if (m)
            return name(m);
    }
    const words = why
        .replace(LEVEL, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N} ]+/gu, ' ')
        .split(/\s+/)
        .filter((w) => w.length > 2)
        .slice(0, 4)
        .join(' ');
    return words ? words[0].toUpperCase() + words.slice(1) : 'Failure';
}
const ADVICE = {
    Timeout: 'Split the task or give it a longer time limit before running it again.',
    'Rate limited': 'Wait for the limit to reset or lower the request rate before retrying.',
    'Non-zero exit': "Read the failing command's output in the evidence before retrying with the same input.",
    'Partial run': 'Make the part left undone a step of its own, or raise the budget it ran out of.',
};
function citation(f) {
    const extra = f.runUrl ?? f.evidencePath;
    // The heading's timestamp is the citation; the rest of it ("| Codex execution failure") is the title's job.
    const at = /^\d{4}-\d\d-\d\d\S*/.exec(f.at.trim())?.[0] ?? f.at;
    return (0,_memory_knowledge_items_js__WEBPACK_IMPORTED_MODULE_1__/* .safeLine */ .om)(`${at} (${extra ?? f.source})`);
}
/** The field `label` as the newest failure giving it says it. */
function newestField(failures, label) {
    for (let i = failures.length - 1; i >= 0; i--) {
        const field = failures[i].fields.find((f) => f.label === label);
        if (field)
            return field;
    }
    return undefined;
}
/** The kept field a line of a lesson, as lessonOf writes it, gives ("fix" for `- **Fix:** …`), if any. */
function keptFieldOf(line) {
    const label = /^- \*\*([A-Za-z][A-Za-z ]*):\*\* /.exec(line)?.[1].toLowerCase();
    return label !== undefined && KEPT_FIELDS.includes(label) ? label : undefined;
}
/** The generic advice lines lessonOf writes, each as written. */
const ADVICE_LINES = new Set(Object.values(ADVICE).map((a) => `- **Do:** ${a}`));
/**
 * The lesson of `failures` (one cause, oldest first). `earlier` is the
 * lesson's body as written before: a field none of the new failures gives
 * stays as it was, so a retry that only failed again never takes away the
 * fix found before, and a line a person added under it stays too (after
 * the fields; one giving what to do stands for the generic advice).
 */
function lessonOf(cause, failures, today, earlier = []) {
    const newest = failures[failures.length - 1];
    const lines = [`- **Cause:** ${(0,_memory_knowledge_items_js__WEBPACK_IMPORTED_MODULE_1__/* .safeLine */ .om)(newest.why)}`];
    const before = new Map(earlier.flatMap((l) => {
        const label = keptFieldOf(l);
        return label ? [[label, l]] : [];
    }));
    const theirs = earlier.filter((l) => !l.startsWith('- **Cause:** ') && !keptFieldOf(l) && !ADVICE_LINES.has(l));
    let learnt = theirs.some((l) => l.startsWith('- **Do:** '));
    for (const label of KEPT_FIELDS) {
        // Each field as the newest failure giving it says, else as the lesson said it.
        const field = newestField(failures, label);
        const line = field
            ? `- **${label[0].toUpperCase()}${label.slice(1)}:** ${(0,_memory_knowledge_items_js__WEBPACK_IMPORTED_MODULE_1__/* .safeLine */ .om)(field.text)}`
            : before.get(label);
        if (line === undefined)
            continue;
        lines.push(line);
        learnt ||= LEARNT.has(label);
    }
    lines.push(...theirs);
    if (!learnt && ADVICE[cause])
        lines.push(`- **Do:** ${ADVICE[cause]}`);
    const stamp = /^\d{4}-\d\d-\d\d/.exec(newest.at)?.[0] ?? today;
    return {
        title: cause,
        lines,
        evidence: [...failures].reverse().map(citation),
        count: failures.length,
        confirmed: stamp,
    };
}
function newestFirst(citations) {
    const at = (c) => (0,_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .timeOf */ .nR)(c) ?? Number.NEGATIVE_INFINITY;
    return citations
        .map((c, i) => ({ c, i }))
        .sort((a, b) => at(b.c) - at(a.c) || a.i - b.i)
        .map(({ c }) => c);
}
/**
 * The lessons of `existing` (items of lessons.md) with `failures` counted
 * in: new causes added, known causes updated (count, newest evidence, the
 * newest wording), a note already counted (no newer than its lesson's
 * newest citation) ignored. A reviewer's item is never touched.
 */
function mergeLessons(existing, failures, today) {
    const byCause = new Map();
    const ordered = [...failures].sort((a, b) => ((0,_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .timeOf */ .nR)(a.at) ?? 0) - ((0,_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .timeOf */ .nR)(b.at) ?? 0));
    for (const f of ordered) {
        const cause = causeOf(f.why);
        byCause.set(cause, [...(byCause.get(cause) ?? []), f]);
    }
    const items = existing.map((i) => ({ ...i }));
    const ops = [];
    for (const [cause, all] of byCause) {
        const at = items.findIndex((i) => i.confirmed !== '' && (0,_memory_knowledge_items_js__WEBPACK_IMPORTED_MODULE_1__/* .titleKey */ .kz)(i.title) === (0,_memory_knowledge_items_js__WEBPACK_IMPORTED_MODULE_1__/* .titleKey */ .kz)(cause));
        const known = at >= 0 ? items[at] : undefined;
        const seen = known ? Math.max(...known.evidence.map((c) => (0,_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .timeOf */ .nR)(c) ?? 0)) : -Infinity;
        const fresh = all.filter((f) => {
            // A dropped entry is new whatever its time: a note of a later run may have been counted first.
            if (!f.note)
                return true;
            // A note is read again on every run: new only when newer than what the lesson cites; one
            // without a time cannot be placed, so it counts when its lesson is made, never again.
            const t = (0,_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .timeOf */ .nR)(f.at);
            return t === undefined ? !known : t > seen;
        });
        if (fresh.length === 0)
            continue;
        const made = lessonOf(cause, fresh, today, known?.lines);
        if (!known) {
            items.push(made);
            ops.push({ op: 'add', title: made.title, lines: made.lines, evidence: made.evidence });
            continue;
        }
        const updated = {
            ...known,
            lines: made.lines,
            // Newest first, so the citations shown are the newest and the next run's `seen` is right.
            evidence: newestFirst([...made.evidence, ...known.evidence]),
            count: known.count + made.count,
            confirmed: [made.confirmed, known.confirmed].sort()[1],
        };
        items[at] = updated;
        ops.push({
            op: 'update',
            title: updated.title,
            lines: updated.lines,
            evidence: made.evidence,
            note: `${updated.count} failed runs in all`,
        });
    }
    return { items, ops };
}


/***/ }),

/***/ 8063:
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
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5813);
/**
 * The model client: one chat completion per agent through the `openai` SDK,
 * against any OpenAI-compatible endpoint, with axe's
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
 * Splits `provider/model` at the first slash, as axe's parseModel does: the
 * parts are taken as given (`openai/ gpt-4o ` asks for the model ` gpt-4o `,
 * and a provider with spaces is an unknown one). A malformed string is an
 * operation error (exit 1) in axe's words, naming where it came from.
 */
function parseModel(text, context = {}) {
    const slash = text.indexOf('/');
    if (slash < 0)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(`invalid model format "${text}": expected provider/model-name`, context);
    const provider = text.slice(0, slash);
    const model = text.slice(slash + 1);
    if (!provider)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(`invalid model format "${text}": empty provider`, context);
    if (!model)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(`invalid model format "${text}": empty model name`, context);
    return { provider, model };
}
/** `MEMKEEP_<PROVIDER>_BASE_URL`: the override tests and proxies use. */
function baseUrlEnvName(provider) {
    return `MEMKEEP_${provider.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_BASE_URL`;
}
/**
 * Where a provider lives and which key it uses: explicit overrides (the
 * Action's `base-url` / `api-key`, for their own provider only), then the
 * environment, then memkeep.toml, then the built-in defaults. An unknown
 * provider without a configured base_url is an operation error (exit 1), as
 * in axe.
 */
function resolveEndpoint(ref, store, env, given = {}, where = { field: 'model' }) {
    const overrides = given.provider === ref.provider ? given : {};
    const builtin = BUILTIN[ref.provider];
    const configured = store.providers[ref.provider] ?? {};
    const envUrl = env[baseUrlEnvName(ref.provider)];
    const baseURL = overrides.baseUrl || envUrl || configured.baseUrl || builtin?.baseURL;
    if (!baseURL) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(`unsupported provider "${ref.provider}": set [providers.${ref.provider}] base_url in memkeep.toml or ${baseUrlEnvName(ref.provider)}`, where);
    }
    // fetch reaches nothing else, and its error for another scheme told the user nothing.
    if (!/^https?:\/\/[^/]/i.test(baseURL) || !URL.canParse(baseURL)) {
        const from = overrides.baseUrl
            ? 'base-url'
            : envUrl
                ? baseUrlEnvName(ref.provider)
                : `[providers.${ref.provider}] base_url`;
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .configError */ .Fj)(`${from} must be an http or https URL (got "${baseURL}")`, { field: from });
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
        // axe: `... is not configured (set OPENAI_API_KEY or add to config.toml)`; memkeep has no such file.
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .apiError */ .pb)(`API key for provider "${endpoint.provider}" is not configured (set ${endpoint.keyEnv})`);
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
async function complete(endpoint, system, user, timeoutMs = DEFAULT_TIMEOUT_MS, options = {}) {
    requireKey(endpoint);
    const { default: OpenAI } = await __webpack_require__.e(/* import() */ 193).then(__webpack_require__.bind(__webpack_require__, 8193));
    const client = new OpenAI({
        baseURL: endpoint.baseURL,
        // The SDK insists on a key; keyless providers (ollama) accept any value.
        apiKey: endpoint.apiKey ?? 'none',
        timeout: timeoutMs,
        // Retries are ours, so they can be counted and bounded by the timeout.
        maxRetries: 0,
        // Memory goes to the base URL given, nowhere else: a redirect is an answer of its own (modelError).
        fetchOptions: { redirect: 'manual' },
    });
    const deadline = Date.now() + timeoutMs;
    for (let retries = 0;; retries++) {
        let reply;
        try {
            reply = await client.chat.completions.create({
                model: endpoint.model,
                messages: [
                    { role: 'system', content: system },
                    { role: 'user', content: user },
                ],
                temperature: 0.3,
                max_tokens: 4096,
                ...(options.responseFormat ? { response_format: options.responseFormat } : {}),
            }, { timeout: Math.max(1, deadline - Date.now()) });
        }
        catch (err) {
            const wait = retryable(err) ? (retryAfterMs(err) ?? backoffMs(retries)) : undefined;
            if (wait === undefined || retries >= MAX_RETRIES || Date.now() + wait >= deadline) {
                // The SDK's timeout error names itself "Error": it is known by its class.
                throw modelError(err, endpoint, timeoutMs, retries, err instanceof OpenAI.APIConnectionTimeoutError);
            }
            await new Promise((ok) => setTimeout(ok, wait));
            continue;
        }
        // A 200 is not yet an answer: callers judge an empty, choice-less or cut one (analysis/answer.ts).
        // A body of JSON `null` (or a bare string) is a 200 with no choice, not a crash.
        const choices = Array.isArray(reply?.choices) ? reply.choices : [];
        // Gateways that parse a structured answer, or send content parts, break the text contract.
        const content = choices[0]?.message?.content ?? '';
        if (typeof content !== 'string')
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .apiError */ .pb)(`model ${endpoint.provider}/${endpoint.model}: the answer's content is ${Array.isArray(content) ? 'a list' : `a ${typeof content}`}, not text`);
        return { text: content, retries, choices: choices.length, finishReason: finishReasonOf(choices[0]?.finish_reason) };
    }
}
/**
 * The finish reason in OpenAI's words: gateways pass on their model's own
 * (Anthropic's `max_tokens` and `refusal`, Gemini's `MAX_TOKENS`, `SAFETY`,
 * `RECITATION` …), and a cut or filtered answer must be known as one
 * whatever it is called.
 */
function finishReasonOf(reason) {
    if (typeof reason !== 'string')
        return undefined;
    const r = reason.toLowerCase();
    return r === 'max_tokens' ? 'length' : FILTERED.has(r) ? 'content_filter' : r;
}
/** Gemini's and Anthropic's words for an answer a filter stopped or the model refused. */
const FILTERED = new Set([
    'safety',
    'recitation',
    'blocklist',
    'prohibited_content',
    'spii',
    'image_safety',
    'refusal',
]);
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
function modelError(err, endpoint, timeoutMs, retries, timedOut) {
    // A hostile server's megabyte error body is no message; the cut happens before scrubbing, and pieces of the key are scrubbed too.
    const scrub = (s) => (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .scrubKey */ .rQ)(s.slice(0, 4000), endpoint.apiKey);
    const e = err;
    const what = `model ${endpoint.provider}/${endpoint.model}${retries > 0 ? ` (after ${retries} ${retries === 1 ? 'retry' : 'retries'})` : ''}`;
    if (timedOut) {
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .apiError */ .pb)(`${what}: request timed out after ${Math.round(timeoutMs / 1000)}s`, err);
    }
    // The SDK parses a body sent as JSON: a proxy's HTML page under that type fails here, after the server answered.
    if (err instanceof SyntaxError)
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .apiError */ .pb)(`${what}: the answer is not JSON: ${scrub(err.message)}`, err);
    if (typeof e?.status !== 'number') {
        // fetch's name for a body that failed after the server answered (a reset, a stream that would not decode).
        const brokeOff = err instanceof TypeError && err.message === 'terminated';
        const where = brokeOff ? 'the answer broke off before it was whole' : `cannot reach ${endpoint.baseURL}`;
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .apiError */ .pb)(`${what}: ${where}: ${scrub(e?.message ?? String(err))}`, err);
    }
    if (e.status >= 300 && e.status < 400) {
        const to = err?.headers?.get?.('location');
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .apiError */ .pb)(`${what}: the endpoint redirects (HTTP ${e.status}${to ? ` to ${scrub(to)}` : ''}); memory is sent only to the base URL memkeep was given, so set it to where the model is served`, err);
    }
    const message = `${what}: HTTP ${e.status}: ${scrub(e.message ?? '')}`;
    if (e.status === 401 || e.status === 403 || e.status === 408 || e.status === 429 || e.status >= 500) {
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .apiError */ .pb)(message, err);
    }
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(message, {}, err);
}


/***/ }),

/***/ 314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z9: () => (/* reexport */ KNOWLEDGE_LABELS),
  m: () => (/* binding */ commonNames),
  wX: () => (/* reexport */ namesIn),
  $J: () => (/* binding */ unitsOf)
});

;// CONCATENATED MODULE: ./src/analysis/statement-labels.ts
/**
 * What an entry's field labels mean ("Fix:", "Root cause:", "Date:" …): the
 * kinds of knowledge statements.ts ranks first, and the record fields it
 * leaves out.
 */
const KNOWLEDGE_LABELS = new Set([
    'fix',
    'fix pattern',
    'root cause',
    'cause',
    'prevention rule',
    'prevention',
    'pattern',
    'key pattern',
    'decision',
    'architecture decision',
    // "### Architecture:" in a session's entry: how the system is built, design knowledge.
    'architecture',
    'lesson',
    'lessons',
    'key learning',
    'learning',
    'outcome',
    'solution',
    'rule',
    // "Avoid:" over a list: what not to do, each item a rule.
    'avoid',
    'pitfall',
    'gotcha',
    'description',
    'impact',
    'problem',
    // A devlog's "**Challenge**:" over its "**Solution**:": what went wrong, which the solution needs.
    'challenge',
    'findings',
    'key findings',
    // "**Key insight**: the problem asks for …": what the run understood, a finding.
    'insight',
    'key insight',
    'gaps',
    'recommendations',
    'files modified',
    'implementation summary',
    'summary of gaps',
    'why it failed',
    // "**Result**: …" inside an entry: what came of the work, as an outcome is.
    'result',
    // What a run concluded from what it measured ("Conclusion: the small head is enough"). (A review's
    // "Verdict:" is left out: a quality gate's GO / NO-GO is its record, and crowded out what it found.)
    'conclusion',
    'implication',
    // How a problem is got around until it is fixed, and what a session found out.
    'workaround',
    'discovery',
    // A learnings log's "### Suggested Action": what to do next time, a rule.
    'suggested action',
    // "**Commands:** make aws-test": the exact command a later run repeats (a count of the commands a run
    // executed, "Commands Executed: 6 command(s)", is its record).
    'commands',
    'command',
]);
/**
 * What was wrong and what came of the work: knowledge, ranked one below why
 * it was wrong and what fixed it, which a later run needs first.
 */
const SYMPTOM_LABELS = new Set(['problem', 'challenge', 'impact', 'result']);
/** Fields that describe the record, not the knowledge (kept as evidence or dropped). */
const SKIP_LABELS = new Set([
    'date',
    'trigger',
    'evidence',
    'commit',
    'confidence',
    'tokens',
    'issue',
    'task snippet',
    'commands executed',
    'pr',
    'rebase commits',
    'force push',
    'tests',
    'test impact',
    // "### Success Criteria: ALL MET ✅": the plan's asks ticked off, the work restated as done.
    'success criteria',
    'run',
    'tasks generated',
    'links',
    'branch',
    'commits',
    'git commits',
    'next steps',
    // "**Next:** Phase 2.2 is the next track": what was to come, stale once it came.
    'next',
    // A status log's record lines ("Type: PROBLEM • Status: RESOLVED", "Environment: { OS: … }",
    // "Related: P-0001"): where and when the entry stood, not what it found.
    'type',
    'status',
    'environment',
    'related',
    // A learnings log's record ("**Logged**: 2026-03-19T…", "**Priority**: high", "Tags: disk, cleanup").
    'logged',
    'timestamp',
    'priority',
    'tags',
    'area',
    'metadata',
]);
/** Fields that give the entry's time. */
const TIME_LABELS = new Set(['date', 'logged', 'timestamp']);
/** Sections that tell how the work went rather than what it left: read after the outcome. */
const PATH_LABELS = new Set(['context', 'investigation', 'background', 'steps', 'timeline', 'strengths']);
/**
 * The label of a field, as one of the kinds above when it names one. A
 * label with no colon (`colon` false: "**Queue Worker Fixes** - COMPLETE")
 * names a kind only as a whole: a word inside it is the title's.
 */
function labelOf(raw, colon = true) {
    const label = raw
        // "Success Criteria: ALL MET ✅" as a heading: its label ends at its colon.
        .replace(/:\s.*$/, '')
        .replace(/\(.*?\)/g, '')
        .replace(/^[^\p{L}]+/u, '')
        .trim()
        .toLowerCase();
    const known = (l) => KNOWLEDGE_LABELS.has(l) || SKIP_LABELS.has(l);
    if (known(label))
        return label;
    // "Next after review:", "Next iteration roadmap (revised):": what was to come ("Next.js build:" is no plan).
    if (/^next\s/.test(label))
        return 'next';
    // "Fixes:", "Decisions:", "Root causes:": the field of each of them; "Recommendation:", "Finding:": the field of one.
    const each = [label.replace(/es$/, ''), label.replace(/s$/, ''), `${label}s`].find(known);
    if (each)
        return each;
    // "**AzDO auth and the recorded decision disagree.** …": a sentence set in bold names no field, whatever its words.
    if (!colon || (/[.!?]$/.test(label) && /\s\S+\s/.test(label)))
        return label;
    // "Store selector anti-pattern:": what not to do, whatever word it ends in.
    if (/\banti-?patterns?\b/.test(label))
        return 'pitfall';
    // "Key design decisions:", "Team decision merged:", "Lessons learned:": a field of that kind.
    const kind = KIND_WORD.exec(label)?.[1];
    // "Technical discoveries:": what a session found out.
    return kind?.startsWith('discover') ? 'discovery' : (kind ?? label);
}
/** A word naming a kind of knowledge inside a longer label. */
const KIND_WORD = 
// "Bug this fixes", "What it fixes": the word is a verb there, and the label names no fix.
/\b(?<!\b(?:this|that|it|which|what)\s)(decision|fix|lesson|learning|pitfall|gotcha|root cause|rule|pattern|outcome|workaround|discover(?:y|ie))(?:e?s)?\b/;

;// CONCATENATED MODULE: ./src/analysis/identifiers.ts
/**
 * The identifiers a text names: code in backticks, quoted strings, dotfiles,
 * paths, file names, camelCase, PascalCase, snake_case, versions, E-codes,
 * --flags.
 *
 * The expression was the distil step's dearest: tried at every character,
 * each of its eleven alternatives failing in turn inside every word. It now
 * opens with a lookahead that holds wherever one of them can match (one of
 * the punctuation marks some alternative starts with, or a word that goes on
 * past its first character and lower-case letters, with a capital, a digit,
 * `_`, `.`, `-` or `/`: a word of lower-case letters alone starts none), so
 * it fails at once elsewhere and its matches are the same.
 * test/analysis/identifier-scan.test.ts keeps the expression without the
 * lookahead as the oracle.
 */
const IDENTIFIER = /(?=[`"./-]|\b\w[a-z]*[A-Z0-9_./-])(?:`[^`]+`|"[^"\n]{4,80}"|(?<![\w/])\.(?!(?:md|ts|js|py|json|ya?ml|txt)\b)[a-z][\w-]+(?:\.[\w-]+)*\b|(?:\.{0,2}\/)?\b[\w.-]+\/(?:[\w-]+\/)*(?:[\w-]+\.\w+\b|(?=[\s,;)]|$))|\b[\w-]+\.(?:ts|tsx|js|mjs|cjs|py|md|json|jsonl|ya?ml|toml|txt|log|sh|rst|cfg)\b|\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*|\b\w+_\w+\b|\bv?\d+\.\d+(?:\.\d+)?\b|\bE[A-Z]{3,}\b|--[a-z][\w-]*)/g;
/** The identifiers `text` names, in order, as written (an empty list for none). */
function identifiersIn(text) {
    return text.match(IDENTIFIER) ?? [];
}

;// CONCATENATED MODULE: ./src/analysis/statement-text.ts
/**
 * How an entry's body is cut into the texts statements.ts scores: a table
 * row as its cells (times left out), a short list joined to the line that
 * announces it, a line into whole sentences; the counts it takes of a
 * statement's text (letters, spaces, words of prose), made without copying it;
 * and the shapes of text that are no whole statement (a line announcing what
 * follows, a value that only measures, a quotation or links alone).
 */
/** A heading, as a label for the lines under it. */
const HEADING_LABEL = /^\s*#{1,6}\s+(.+?):?\s*$/;
/** A statement that is one quotation and nothing else, maybe in a blockquote: its inner text. */
const QUOTE_ONLY = /^(?:>\s*)*["“]([^"“”\n]+)["”][.!]?$/;
/** One or more Markdown links and nothing else ("[`a.md`](a.md), [`b.md`](b.md)"). */
const LINKS_ONLY = /^(?:\[[^\]\n]+\]\([^)\s]+\)(?:\s*(?:,|;|and)\s*|\s*$))+$/;
/** A table row, its outer pipes left out. */
const TABLE_ROW = /^\|(.*)\|$/;
/** A cell that only says when ("2026-02-09 10:34Z-10:36Z", "~10:44Z (CET)", "2026-02-09 (during deploy)"). */
const WHEN_CELL = /^(?=.*(?:\d{4}-\d\d-\d\d|\d{1,2}:\d\d))[\d\s:TZ+\-.~–]+$/;
/**
 * A table row's cells, those that only say when left out: a session log's
 * "| 10:34Z | Ran the build | All green |" rows are dated by their entry,
 * and the time cell would cost every row its bytes.
 */
function cellsOf(row) {
    return row
        .split(/(?<!\\)\|/)
        .map((c) => c.trim())
        .filter((c) => !WHEN_CELL.test(c.replace(/\([^)]*\)|\b(?:and|to|UTC|[A-Z]{3,4})\b/g, '')))
        .join(' | ');
}
/** A list item (its indent, its text), a task-list box left out. */
const LIST_ITEM = /^(\s*)(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/;
/** A line that opens or closes a code block, whose lines are not statements. */
const FENCE_MARK = /^\s*(`{3,}|~{3,})/;
/** A list joined to the line that announces it when each item is at most this long… */
const JOINED_ITEM = 48;
/** …and the list at most this long: longer items are statements of their own. */
const JOINED_LIST = 200;
/**
 * "Scaffold `ci.yml` with steps:" and its short list ("Checkout code",
 * "Run tests") as one line: apart, the line announces nothing and each item
 * says nothing.
 */
function withShortListsJoined(lines) {
    const out = [];
    let fence = false;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (FENCE_MARK.test(line))
            fence = !fence;
        if (fence || !/\S:\s*$/.test(line) || HEADING_LABEL.test(line)) {
            out.push(line);
            continue;
        }
        const indent = /^\s*/.exec(line)[0].length;
        const nested = LIST_ITEM.test(line);
        const items = [];
        let next = i + 1;
        for (let m = LIST_ITEM.exec(lines[next] ?? ''); m && !(nested && m[1].length <= indent); m = LIST_ITEM.exec(lines[next] ?? '')) {
            items.push(m[2].trim());
            next++;
        }
        const joined = items.join('; ');
        if (items.length >= 2 && items.every((t) => t.length <= JOINED_ITEM) && joined.length <= JOINED_LIST) {
            out.push(`${line.trimEnd()} ${joined}`);
            i = next - 1;
        }
        else
            out.push(line);
    }
    return out;
}
/**
 * A line that starts a statement of its own: a list item, heading, table row,
 * fence, rule or comment, a field ("Root cause: …", "**Fix:** …") or a line
 * opened by a pictograph ("📌 Team update …").
 */
const OWN_START = /^\s*(?:[-*+]\s|\d+[.)]\s|#{1,6}\s|\||`{3,}|~{3,}|<!--|[-=*_]{3,}\s*$|\*\*[^*\n]{1,60}\*\*|[A-Z][A-Za-z ]{1,30}:\s|\p{Extended_Pictographic})/u;
/** A line that cannot be continued: a heading, table row, fence, rule or comment. */
const CLOSED = /^\s*(?:#{1,6}\s|\||`{3,}|~{3,}|<!--|[-=*_]{3,}\s*$)/;
/** A paragraph line shorter than this was not wrapped by its width: it ends where its writer ended it. */
const WRAPPED_WIDTH = 50;
/**
 * Lines a writer wrapped at a fixed width joined back into the list item or
 * paragraph they belong to: an indented line under a list item goes on with
 * it, and a long paragraph line that stops mid-sentence (no end mark, or the
 * next line goes on in lower case) goes on in the next. Apart, each half was
 * read as a statement of its own ("Replaced the key with the submitted").
 */
function withWrappedLinesJoined(lines) {
    const out = [];
    let fence = false;
    // Whether the last line out is a list item (or goes on with one).
    let inItem = false;
    for (const line of lines) {
        const wasFence = fence;
        if (FENCE_MARK.test(line))
            fence = !fence;
        const prev = out[out.length - 1];
        const open = prev !== undefined && prev.trim() !== '' && !CLOSED.test(prev);
        if (!wasFence && !fence && open && line.trim() !== '' && !OWN_START.test(line)) {
            const indented = /^\s{2,}\S/.test(line);
            const text = prev.trim();
            const midSentence = !/[.!?:]\**$/.test(text) || /^\s*[a-z]/.test(line);
            if ((indented && inItem) || (!indented && !inItem && text.length >= WRAPPED_WIDTH && midSentence)) {
                out[out.length - 1] = `${prev.trimEnd()} ${line.trim()}`;
                continue;
            }
        }
        inItem = LIST_ITEM.test(line);
        out.push(line);
    }
    return out;
}
/** Whole sentences: an abbreviation's point ("e.g. `.squad/`", "vs. Node 20") ends none. */
function sentences(text) {
    const out = [];
    // "**Inline charter is correct.** `a.md` inlines …": the bold sentence ends where its bold does.
    for (const part of text.split(/(?<=[.!?](?:\*\*)?)\s+(?=[A-Z`*"([])/)) {
        const last = out[out.length - 1];
        if (last !== undefined && (ABBREVIATION.test(last) || ENUMERATOR.test(last) || quoteOpen(last)))
            out[out.length - 1] += ` ${part}`;
        else
            out.push(part);
    }
    // "Fix: (a) the heartbeat carries …; (b) `reconcile()` closes …": each part of an enumeration says a thing of its own.
    return out.flatMap((s) => (FIRST_PART.test(s) ? s.split(NEXT_PART) : s));
}
/** "(a) ", "(1) ": the first part of an enumeration inside a sentence; "; (b) " the start of each next one. */
const FIRST_PART = /\((?:a|1)\)\s/;
const NEXT_PART = /;\s+(?=\((?:[b-z]|\d{1,2})\)\s)/;
/**
 * Whether `text` leaves a quotation open ('"Cards are units of recall.' before 'Notes are …"'): a quotation
 * of several sentences is one statement. Quotes inside code spans are code.
 */
function quoteOpen(text) {
    const prose = text.replace(/`[^`]*`/g, '');
    const straight = prose.split('"').length - 1;
    return straight % 2 === 1 || prose.split('“').length > prose.split('”').length;
}
/** "1.", "Next planned step: 3.": a number counting what follows, which ends no sentence ("Workers: 2." is a value). */
const ENUMERATOR = /(?:^|\b(?:item|step|phase|stage|task|part|point)\s*:?\s*)\d{1,2}\.$/i;
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|fig|et al)\.$/i;
/** Whether `text` has fewer than `n` letters and digits: ASCII ones counted first, the Unicode tables only for a short text. */
function fewerLetters(text, n) {
    let ascii = 0;
    for (let i = 0; i < text.length && ascii < n; i++) {
        const c = text.charCodeAt(i);
        if ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a))
            ascii++;
    }
    return ascii < n && text.replace(/[^\p{L}\p{N}]/gu, '').length < n;
}
/** Whitespace that is not one space between words: what a statement's text is tidied of. */
const UNTIDY = /[^\S ]| {2}|^ | $/;
/** Whether `text` has at least `n` spaces. */
function spaces(text, n) {
    for (let i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1))
        if (--n === 0)
            return true;
    return n <= 0;
}
/** How many of the words of `text` (single spaces between them) are prose, counted up to `most`. */
function proseWords(text, most) {
    let prose = 0;
    for (let start = 0; start <= text.length && prose < most;) {
        const space = text.indexOf(' ', start);
        const end = space < 0 ? text.length : space;
        if (isProse(text, start, end))
            prose++;
        start = end + 1;
    }
    return prose;
}
/**
 * Whether text[start, end) is a word of prose, /^[(["']*[a-z]{3,}[)\]"',.;:]*$/ spelt
 * out: a lower-case word, maybe bracketed, quoted or followed by a point.
 */
function isProse(text, start, end) {
    let i = start;
    while (i < end && OPENS.has(text.charCodeAt(i)))
        i++;
    const letters = i;
    while (i < end && text.charCodeAt(i) >= 0x61 && text.charCodeAt(i) <= 0x7a)
        i++;
    if (i - letters < 3)
        return false;
    while (i < end && CLOSES.has(text.charCodeAt(i)))
        i++;
    return i === end;
}
const OPENS = new Set([...'(["\''].map((c) => c.charCodeAt(0)));
const CLOSES = new Set([...')]"\',.;:'].map((c) => c.charCodeAt(0)));
/**
 * A line ending where what it announces begins: on a word that needs an
 * object ("uses:", "using:", "with:", "are:") or after "the following".
 */
const ANNOUNCES = /(?:\b(?:with|by|via|using|from|to|into|for|of|in|on|as|like|including|include[sd]?|are|is|were|was|be|uses?|used|contains?|has|have|needs?|requires?|these|those|the|and|or)|\bthe following\b.*)\s*:$/i;
/** A value that only measures: a number, fraction or amount, a unit word, a share in brackets. */
const MEASURE = /^[~≈<>]?\s*[$€£]?\d[\d.,/:%+\-\s]*(?:[A-Za-z]{1,8}\.?)?\s*(?:\([^)]*\))?$/;

;// CONCATENATED MODULE: ./src/analysis/statement-score.ts
/**
 * How much a statement says, once its entry is gone: labelled fields (Fix,
 * Root cause, Decision …) and statements naming files, identifiers,
 * versions or rules ("must", "when …, run …") score high; record fields,
 * narration, guesses, questions, plans, housekeeping (`.gitkeep`) and
 * statements leaning on the one before score low; a statement cut by its
 * writer, a placeholder or a line of links is none. statements.ts cuts an
 * entry into the statements scored here.
 */



const EMPTY_VALUE = /^(?:none|n\/a|pending|medium|low|high|unknown|tbd|-|\.\.\.|…)\.?$/i;
const RULE_WORDS = /\b(?:always|never|must|required?|requires|do not|don't|avoid|instead of|should|only|because|root cause|caused by|needs?|use|uses)\b/i;
const NARRATION = /\b(?:all \d+ (?:\w+ )?tests? pass|tests? pass(?:ed)?\b|no rebase was needed|committed with|opened targeting|at end of (?:the )?(?:day|tomorrow)|end of tomorrow)/i;
// "✅ VERIFIED: …", "Confirmed: …", "**Tested:** …": the run reporting a check it made, not what it found.
const CHECK_TAG = /^(?:\p{Extended_Pictographic}\uFE0F?\s*)?(?:\*\*)?(?:verified|confirmed|completed|success|tested|done|passed)(?:\*\*)?\s*:/iu;
const PLAN_LINE = /^at (?:the )?end of (?:the )?(?:day|tomorrow)/i;
// "Next planned step: 3. Port the lexer" mid-line: what was to come, as a "Next:" field is.
const NEXT_PLAN = /^next\s[^:.]{0,40}:/i;
// An agent telling what it did this run ("I verified its content", "No updates were needed"): the run's story, not what it left.
const FIRST_PERSON = /^(?:I|We)\s+(?:then\s+|also\s+)?(?:verified|checked|reviewed|committed|confirmed|looked|started|opened|read|inspected)\b|^no (?:updates|changes|files) (?:were|was) (?:needed|made|modified)\b/i;
// The same story told mid-sentence ("After reviewing the state, I verified …", "I'll add the shebang").
const OWN_STEP = /\bI(?:'ll| will| need to| now| then)?\s+(?:verified|checked|reviewed|ran|updated|added|created|modified|confirmed|found|noticed|decided|add|update|check|verify|modify|overwrite|run)\b/;
// "hello.py appears to be …", "likely exists", "Assuming …": what the writer guessed, not what it found.
const GUESS = /\b(?:appears? to|likely|probably|perhaps|maybe|assuming|presumably|seems? to|may need|might)\b/i;
// A sentence that leans on the one before ("Both are valid.", "This unblocks CI.", "Also added …"):
// without it, once the entry is gone, it says nothing.
// ("Both `cli` and `sdk` must …" names its two: "both … and" leans on nothing.)
const BACK_REFERENCE = /^(?:this|these|those|that|it|its|they|them|both(?!\s[^.;]*\band\b)|also|such)\b(?!\s*[:=])/i;
// "… with the exact content above": what it means stayed in the entry.
const POINTS_AWAY = /\b(?:above|below)[.!]?$/i;
// "All 5 panels were refactored to use it.": its object is the sentence before.
const ENDS_ON_PRONOUN = /\b(?:it|them|this|these|those)[.!]?$/i;
// "Doctor reads it on next run.": in six words or fewer, "it" or "them" has no room for what it stands for.
const SHORT_WITH_PRONOUN = /^(?=(?:\S+\s+){0,5}\S+$).*\b(?:it|them)\b/i;
// "When CI fails on a PR, run the checks on dev too": what to do in a case, a rule without a rule word.
const CONDITIONAL = /^(?:when|whenever|if|before|after|once)\b[^,]{3,80},\s*(?:\w+ ){0,2}?(?:run|use|check|verify|keep|add|update|ask|prefer|skip|read|write|call|set|wait|retry|stop|compare|confirm|document|test|make|put)\b/i;
// What is missing, broken or unfinished ("not fully implemented", "No event bus … detected"): the pitfall a later run hits.
const LIMITATION = /\b(?:not (?:yet |fully |properly )?(?:implemented|supported|wired|tested|leveraged|available)|incomplete|untested|unsupported|broken)\b|^no\b.*\b(?:detected|found|exists?)\b/i;
// "Passive check per decision B4", "(decision A7: no player death)": a choice the log records by its name.
// ("— decided by Kaylee" is left out: a team's broadcast of every decision would crowd out the agent's own.)
const DECISION_CITED = /\b(?:per|by|under) decision\b|\bdecision [A-Z]{1,2}-?\d+\b/i;
// "MapSchema<number> doesn't serialize well", "the proxy cannot reach …": what a thing does not do, the
// pitfall a later run hits. (", not X" alone is left out: prose sets everything against something.)
const CHECK_STEP = /^(?:\*\*[^*\n]{1,40}\*\*:?\s*)?(?:verify|check|test|confirm)\b/i;
const NEGATED = /\b(?:doesn't|does not|cannot|can't|won't|isn't|aren't)\b/i;
// Which tests were added matters less than what they cover, once the entry is gone.
const ABOUT_TESTS = /\btests?\/|\btest_\w+|\.test\.\w+|\b(?:added|extended|adjusted) (?:\w+ )?tests?\b/i;
// Keeping an empty folder in git (`.gitkeep`, "to track the directory") is housekeeping, not what the folder is for.
const HOUSEKEEPING = /\.gitkeep\b|\bto track (?:the )?(?:\w+ )?(?:folders?|director(?:y|ies))\b/i;
/** "Added `bleach` to `requirements.txt`": a package the manifest gains, which the entry's code statement uses. */
const DEPENDENCY_LINE = /^(?:add(?:ed|s)?|updated?|bump(?:ed)?|pinn?(?:ed)?)\b(?:.*\b(?:to|in|into))?\s+`?(?:requirements[\w.-]*\.txt|package\.json|pyproject\.toml|Cargo\.toml|go\.mod|Gemfile|environment\.ya?ml)`?(?:\s+(?:to include|with|for)\b.*)?\.?$/i;
/** The identifiers a statement names (files, code, versions, quoted strings), normalised. */
function namesIn(text) {
    return identifiersIn(text).map((n) => (n.includes('`') ? n.replace(/`/g, '') : n).toLowerCase());
}
/** What `add` in unitsOf makes of a statement: its tidy text and score, or null to skip it. */
function scoreOf(text, lbl, code, common) {
    // Most statements have no space to tidy: no new string is made for them.
    const clean = UNTIDY.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
    // "Run the te...": cut by whoever wrote it, so not a whole statement. "[`README.md`](README.md)": a link
    // and nothing else names a file and says nothing of it.
    if (clean.endsWith('...') || clean.endsWith('…') || LINKS_ONLY.test(clean))
        return null;
    // "(Add details)", "| `a6cc4a3` | (see git log) |": a template's placeholder, or only a commit's hash.
    // Brackets that name something ("Save bug (no workflowId/versionId sent)") hold the statement's substance.
    const bare = clean
        .replace(/\([^)]*\)/g, (p) => (namesIn(p).length ? p : ''))
        .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b/g, '');
    if (fewerLetters(bare, 8) || EMPTY_VALUE.test(clean) || PLAN_LINE.test(clean) || NEXT_PLAN.test(clean))
        return null;
    // "The API already uses:", "Installed the models using:": half a sentence, its other half below it.
    if (clean.endsWith(':') && ANNOUNCES.test(clean))
        return null;
    let score = 0;
    if (lbl && KNOWLEDGE_LABELS.has(lbl))
        score += SYMPTOM_LABELS.has(lbl) ? 2 : 3;
    if (lbl && PATH_LABELS.has(lbl))
        score -= 2;
    if (RULE_WORDS.test(clean) || CONDITIONAL.test(clean))
        score += 2;
    // "Verify the restart doesn't crash the app": a check to run, not what a thing does.
    if (LIMITATION.test(clean) || (NEGATED.test(clean) && !CHECK_STEP.test(clean)))
        score += 2;
    if (DECISION_CITED.test(clean))
        score += 3;
    // '> "add the tools for the agent"': someone's words quoted whole (a prompt, a request) name nothing;
    // a quoted string inside a statement ("the commit \"fix: pin node\" broke CI") is what it names.
    const quoted = QUOTE_ONLY.exec(clean)?.[1];
    score += Math.min(3, namesIn(quoted ?? clean).filter((n) => !common.has(n) && !COMMIT.test(n)).length);
    if (NARRATION.test(clean) || FIRST_PERSON.test(clean) || CHECK_TAG.test(clean))
        score -= 3;
    // Told mid-sentence, the run's story often carries what it found ("I ran `python hello.py` …").
    if (OWN_STEP.test(clean))
        score -= 1;
    if (GUESS.test(clean))
        score -= 1;
    // "Was the model declining to call the tool?": what the writer asked, not what it found.
    if (/\?[*_]*$/.test(clean))
        score -= 3;
    const leans = BACK_REFERENCE.test(clean) ||
        ENDS_ON_PRONOUN.test(clean) ||
        (SHORT_WITH_PRONOUN.test(clean) && namesIn(clean).length === 0);
    if (leans || POINTS_AWAY.test(clean))
        score -= 2;
    // "**Bundler:** `build/pipeline.js`", "Entry: `src/main.ts`", "**Limits**: max-width 50vw": a field naming
    // its value (a name or a number) is a fact, however short.
    const count = namesIn(clean).length;
    const named = NAMED_VALUE.test(clean) && ((count > 0 && count < 3) || (count === 0 && /\d/.test(clean)));
    // "Update to match.": too short to say what, or where (`clean`'s words are between single spaces).
    if (!spaces(clean, 3) && !named)
        score -= 2;
    if (ABOUT_TESTS.test(clean) || HOUSEKEEPING.test(clean) || DEPENDENCY_LINE.test(clean))
        score -= 2;
    // A bare enumeration ("SearchBar", "LineChart, BarChart") says little on its own, unless a field names it.
    const prose = proseWords(clean, 2);
    if ((prose === 0 || (prose < 2 && clean.includes(','))) && !(lbl && KNOWLEDGE_LABELS.has(lbl)) && !named)
        score -= 2;
    // "The following imports were removed:" introduces what follows; it is not the knowledge.
    if (clean.endsWith(':') && !code)
        score -= 2;
    if (clean.split(/,\s*/).filter((c) => CODE_NAME.test(c.trim())).length >= 5)
        score -= 1;
    if (HEADLINE.test(clean))
        score += 3;
    return { text: clean, score, leans };
}
/** "`4ef77c2`": a commit's hash, which says where a change is, not what it is. */
const COMMIT = /^(?=[0-9a-f]*\d)[0-9a-f]{7,40}$/;
/** One name from code, as an inventory lists it: `walls`, TICK_INTERVAL, canCraft(). */
const CODE_NAME = /^(?:`[^`\s]+`|[A-Za-z$][\w$]*(?:_[\w$]+|[a-z][A-Z][\w$]*)(?:\(\))?)[.:;)]?$/;
/** A statement opened by the name of what it gives ("**Asset pipeline:** …", "Entry: …"). */
const NAMED_VALUE = /^(?:\*\*[^*\n]{2,40}?:?\*\*:?|[A-Z][A-Za-z ]{1,30}:)\s+\S/;
/**
 * A sentence its writer set in bold ("**Copilot has no agent persistence.**" before the
 * details): the point of its paragraph or list item, as its writer saw it.
 */
const HEADLINE = /^\*\*[^*]{8,}[.!?]\*\*$/;

;// CONCATENATED MODULE: ./src/analysis/statements.ts




const STAMP = /^\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d)?(?:Z|[+-]\d\d:?\d\d)?)?/;
/**
 * Names most of the dropped entries mention (`requirements.txt`, `README.md`
 * in a log where every step touches them): a statement naming only these
 * says little about what its entry did.
 */
function commonNames(entries) {
    const seen = new Map();
    // An entry the log repeats (the same task and result) names what it names: read once.
    const named = new Map();
    for (const e of entries) {
        const text = `${e.task}\n${e.result}`;
        let names = named.get(text);
        if (!names)
            named.set(text, (names = [...new Set(namesIn(text))]));
        for (const n of names)
            seen.set(n, (seen.get(n) ?? 0) + 1);
    }
    const often = Math.max(3, entries.length * COMMON_SHARE);
    return new Set([...seen].filter(([, n]) => n >= often).map(([name]) => name));
}
/** The share of entries a name must appear in to say nothing on its own. */
const COMMON_SHARE = 0.25;
/**
 * A field label at the start of a line: `- Label: v`, `**Label:** v`, `**Label**: v`, `📌 **Label:** v`, `### Label:`,
 * `- Decision (2026-03-04): v` (a note in brackets before the colon), `- Iteration 9 fix: v`.
 */
const LABELLED = /^\s*(?:[-*]\s+)?(?:\p{Extended_Pictographic}\uFE0F?\s*)?(?:\*\*([^*\n]{1,60}?):?\*\*:?|([A-Z][A-Za-z\d ]{1,30}?(?:\s?\([^()\n]{1,80}\))?):)\s*(.*)$/u;
/**
 * The statements of an entry's body, each with its label and score, in text
 * order. `scored` holds what the batch's other entries' statements gave
 * (the same `common`), by label and text: a statement a log repeats ("all
 * checks passed") is scored once a batch.
 */
function unitsOf(body, common, scored = new Map()) {
    const units = [];
    const evidence = [];
    let title;
    let when;
    // A heading's label holds until the next heading; a field's (`**Fix:**`) only for its own
    // lines and the list right after it, so a later paragraph is not filed under it.
    let section;
    let field;
    // The indent of the list item that opened the field with its value ("- Decision: …"): the items
    // beside it are not its list.
    let fieldItem;
    let itemIndent;
    // Whether the field gave a value of its own ("**Commits:** none"): it said all it had on its line,
    // so the list after a blank line is the entry's, not the field's.
    let valued = false;
    let openedAt;
    let blank = false;
    let fence = false;
    // Inside an indented code block, and inside a list (whose indented paragraphs are its items' text).
    let indentedCode = false;
    let inList = false;
    // The indent of a list item naming a test file ("- `llm.test.ts` — 24 cases:"): the items nested under it list what
    // the tests check, which ranks as the test file does.
    let underTests = false;
    let testsItem;
    let code = false;
    let at = 0;
    // The first statement under a heading (or of the entry) states its topic.
    let topic = true;
    // The statement before on the line being read: what a sentence leaning on it needs.
    let before;
    const add = (text, lbl, fenced = false) => {
        // By label, and whether code follows: the score's only inputs besides the text.
        const context = code ? `:${lbl ?? ''}` : (lbl ?? '');
        let byText = scored.get(context);
        if (!byText)
            scored.set(context, (byText = new Map()));
        let s = byText.get(text);
        if (s === undefined)
            byText.set(text, (s = scoreOf(text, lbl, code, common)));
        if (s === null)
            return void (before = undefined);
        const score = s.score + (topic ? 1 : 0) - (underTests ? 2 : 0);
        // "It uses `IsBuildCompletedAsync` …": what "it" is was said just before, on its line.
        const lean = before !== undefined && s.leans ? { after: before } : {};
        units.push({ label: lbl, text: fenced ? `\`${s.text}\`` : s.text, score, at, ...lean });
        before = at++;
        topic = false;
    };
    const lines = withShortListsJoined(withWrappedLinesJoined(body.replace(/\r\n/g, '\n').split('\n')));
    for (const [i, raw] of lines.entries()) {
        before = undefined;
        // "Added a 5-second timeout to `runCli`:" over its code: what the code, left out, does.
        code = FENCE_MARK.test(lines[i + 1] ?? '');
        // A field with no value of its own, just opened: what follows it is its value.
        const opened = field !== undefined && !SKIP_LABELS.has(field) && openedAt === i - 1;
        if (FENCE_MARK.test(raw)) {
            // "**Error:**" over a block of one line: that line is the field's value (the exact error, the command).
            const only = lines[i + 1] ?? '';
            if (!fence && opened && FENCE_MARK.test(lines[i + 2] ?? '') && !FENCE_MARK.test(only) && !only.includes('`'))
                add(only.trim(), field, true);
            fence = !fence;
            continue;
        }
        if (fence || /^\s*<!--.*-->\s*$/.test(raw))
            continue;
        // "    ok: …" after a blank line, outside a list: an indented code block (a run's output pasted), no statement.
        if (raw.trim() !== '' && /^(?: {4}|\t)/.test(raw) && (indentedCode || (blank && !inList))) {
            indentedCode = true;
            continue;
        }
        if (raw.trim() !== '')
            indentedCode = false;
        const line = raw.trim();
        if (line === '' || /^[-=*_]{3,}$/.test(line)) {
            blank ||= line === '';
            continue;
        }
        const item = LIST_ITEM.exec(line);
        inList = item !== null || (inList && /^\s/.test(raw));
        const depth = raw.length - raw.trimStart().length;
        if (!item ? !/^\s/.test(raw) : testsItem !== undefined && depth <= testsItem)
            testsItem = undefined;
        if (item && testsItem === undefined && ABOUT_TESTS.test(item[2]))
            testsItem = depth;
        underTests = testsItem !== undefined && depth > testsItem;
        if (blank && (!item || valued))
            field = undefined;
        blank = false;
        // A list item record field ("- Next after review: …") holds for the list nested under it, not the items
        // beside it. (A knowledge field's may: "- Workaround: pin the key" over "- clear it on deploy" is one list.)
        const indent = item ? depth : 0;
        if (item && itemIndent !== undefined && indent <= itemIndent && field && SKIP_LABELS.has(field))
            field = itemIndent = undefined;
        if (/^\*\*[^*:]+\*\*$/.test(line)) {
            // "**2.1 Branching & Setup**": a template sub-heading, not knowledge.
            section = field = undefined;
            topic = true;
            continue;
        }
        const heading = HEADING_LABEL.exec(line);
        if (heading) {
            section = labelOf(heading[1]);
            field = undefined;
            topic = true;
            continue;
        }
        const m = LABELLED.exec(line);
        if (m) {
            const value = m[3].trim();
            const lbl = labelOf(m[1] ?? m[2] ?? '', m[0].slice(0, m[0].length - m[3].length).includes(':'));
            if (lbl === 'evidence' && value)
                evidence.push(value);
            // "Trigger: …", "**Task:** …": what the entry is about, its name when its heading gives none.
            if ((lbl === 'trigger' || lbl === 'task') && value)
                title ??= value;
            // "**Logged**: 2026-03-19T20:35:00Z": the entry's time, when its heading gives none.
            if (TIME_LABELS.has(lbl))
                when ??= STAMP.exec(value.replace(/\*/g, ''))?.[0];
            if (/^\d+(?:\.\d+)*\s/.test(m[1] ?? '') || (!value && /^\d/.test(lbl))) {
                // "**2.1 Branching & Setup**": a template sub-heading, not a field.
                section = field = undefined;
                topic = true;
                continue;
            }
            // "**Time invested**: ~90 minutes", "**Completed**: 12/924 (1.3%)": the run's measure, stale once it is gone.
            if (MEASURE.test(value)) {
                field = undefined;
                continue;
            }
            if (KNOWLEDGE_LABELS.has(lbl) || SKIP_LABELS.has(lbl) || !value) {
                field = lbl;
                valued = value !== '';
                fieldItem = item && value ? item[1].length : undefined;
                itemIndent = item && value ? indent : undefined;
                openedAt = value ? undefined : i;
                if (value && !SKIP_LABELS.has(lbl))
                    for (const s of sentences(value))
                        add(s, lbl);
                continue;
            }
            // "Missing common UI elements: Table, Pagination": the label is part of the statement.
            // A bold field of its own ("- **Why:** …" after "- **Outcome:** …") ends the field before it.
            // So does a field beside a list item field ("- Reason: …" after "- Decision: …").
            if (m[1] !== undefined || (item && fieldItem !== undefined && item[1].length <= fieldItem))
                field = undefined;
        }
        const label = field ?? section;
        if (label && SKIP_LABELS.has(label))
            continue;
        const row = TABLE_ROW.exec(line);
        for (const s of sentences(row ? cellsOf(row[1]) : item ? item[2] : line))
            add(s, label);
    }
    return { units, evidence, title, when };
}


/***/ }),

/***/ 8838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XL: () => (/* binding */ isAgentName),
/* harmony export */   Zf: () => (/* binding */ loadAgentRef),
/* harmony export */   eU: () => (/* binding */ discoverAgents),
/* harmony export */   hE: () => (/* binding */ loadEveryAgent),
/* harmony export */   ih: () => (/* binding */ loadAllAgents),
/* harmony export */   loadAgent: () => (/* binding */ loadAgent)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _format_layout_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(533);
/* harmony import */ var _text_suggest_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4185);
/* harmony import */ var _confine_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1094);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(81);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1066);
/* harmony import */ var _presets_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(914);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2143);
/**
 * One agent's configuration: an axe-style `agents/<name>.toml` or an
 * aide-style `agents/<name>/Aidefile` mapped onto the Agent model, with the
 * preset's defaults, the typed-memory rules and the knowledge log. Every
 * error names the file and the field; every path stays inside the root.
 */










/** `entries`: which blocks are entries (headings of entry_heading; only dated ones; only dated or numbered ones; list items). */
const ENTRY_KINDS = ['headings', 'dated', 'numbered', 'items'];
/** 8 KiB (about 2,000 tokens): what `load`'s 25 KB default budget can always afford for each knowledge file. */
const DEFAULT_KNOWLEDGE_MAX = 8192;
/**
 * `last_n` of an Aidefile agent that sets none. aide has no run-log trim of
 * its own; an agents/<name>.toml agent follows axe instead (0: trim to
 * max_entries, else not at all), and a preset may give its own (presets.ts).
 */
const AIDE_LAST_N = 10;
/**
 * Agent names come from file names and become file names (the default log
 * `memory/<name>.md`): any plain file name is one (`_under`, `my agent`), so
 * every agent axe or aide runs can be kept. Not a name: "", `.`, `..`,
 * anything with a path separator, and control characters, which would reach
 * terminals and reports raw.
 */
function isAgentName(name) {
    return name !== '' && name !== '.' && name !== '..' && !/[/\\\u0000-\u001f\u007f]/.test(name);
}
const AGENT_NAME_RULE = 'an agent name is a plain file name: not empty, not . or .., no / or \\, no control characters';
/**
 * Finds every agent in the store in axe's order: by the name of its entry in
 * agents/ (the config file, or the Aidefile's directory), byte by byte, as
 * Go's os.ReadDir sorts (`a-b.toml`, `a.b.toml`, `a.toml`). Two configs for
 * one name (`agents/x.toml` and `agents/x/Aidefile`) are a config error:
 * which one memkeep would act on must never depend on directory order.
 */
async function discoverAgents(store) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(store.root, _paths_js__WEBPACK_IMPORTED_MODULE_6__/* .AGENTS_DIR */ .bo);
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true });
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return [];
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('read', dir, err);
    }
    const refs = new Map();
    entries.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)));
    for (const entry of entries) {
        let ref;
        if (entry.name.endsWith('.toml') && !entry.isDirectory()) {
            const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, entry.name);
            // A link, FIFO or device: skipping it would drop an agent from `--all` without a word.
            if (!entry.isFile())
                (0,_confine_js__WEBPACK_IMPORTED_MODULE_4__.checkLinkedConfig)(store.root, file);
            ref = { name: entry.name.slice(0, -'.toml'.length), form: 'toml', configFile: file };
        }
        else if (entry.isDirectory()) {
            const aidefile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, entry.name, _paths_js__WEBPACK_IMPORTED_MODULE_6__/* .AIDEFILE */ .OX);
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(aidefile, { throwIfNoEntry: false });
            // Skipping these would drop an agent from `--all` without a word.
            if (st?.isDirectory())
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${aidefile} is a directory, a file was expected`, { file: aidefile });
            if (st) {
                if (!st.isFile())
                    (0,_confine_js__WEBPACK_IMPORTED_MODULE_4__.checkLinkedConfig)(store.root, aidefile);
                ref = { name: entry.name, form: 'aidefile', configFile: aidefile };
            }
            else if (entry.name.endsWith('.toml')) {
                const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, entry.name);
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${file} is a directory, a TOML file was expected`, { file });
            }
        }
        if (!ref)
            continue;
        const other = refs.get(ref.name);
        if (other) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`agent "${ref.name}" is defined twice: ${other.configFile} and ${ref.configFile}`, {
                file: ref.configFile,
                field: 'name',
            });
        }
        refs.set(ref.name, ref);
    }
    return [...refs.values()];
}
/** Loads every agent; the first broken config stops the listing. */
async function loadAllAgents(store) {
    const refs = await discoverAgents(store);
    return Promise.all(refs.map((ref) => loadAgentRef(store, ref)));
}
/**
 * Loads every agent it can: one broken config (a bad name, bad TOML) is its
 * own error and does not hide the others.
 */
async function loadEveryAgent(store) {
    const settled = await Promise.allSettled((await discoverAgents(store)).map((ref) => loadAgentRef(store, ref)));
    return {
        agents: settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])),
        errors: settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : [])),
    };
}
/** Loads one agent by name; an unknown name is a config error (exit 2). */
async function loadAgent(store, name) {
    if (!isAgentName(name))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`invalid agent name ${JSON.stringify(name)}: ${AGENT_NAME_RULE}`, { field: 'agent' });
    const refs = await discoverAgents(store);
    const ref = refs.find((r) => r.name === name);
    if (!ref) {
        const hint = (0,_text_suggest_js__WEBPACK_IMPORTED_MODULE_8__/* .didYouMean */ .a)(name, refs.map((r) => r.name));
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`agent config not found: ${name}${hint} (looked for ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .AGENTS_DIR */ .bo, name + '.toml')} and ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .AGENTS_DIR */ .bo, name, _paths_js__WEBPACK_IMPORTED_MODULE_6__/* .AIDEFILE */ .OX)} under ${store.root})`, { field: 'agent' });
    }
    return loadAgentRef(store, ref);
}
/** Loads an agent found by discoverAgents (no second directory listing). */
async function loadAgentRef(store, ref) {
    if (!isAgentName(ref.name)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`invalid agent name ${JSON.stringify(ref.name)}: ${AGENT_NAME_RULE}`, {
            file: ref.configFile,
            field: 'name',
        });
    }
    const doc = await (0,_fields_js__WEBPACK_IMPORTED_MODULE_5__/* .readTomlIfPresent */ .T)(ref.configFile);
    if (doc === undefined)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`cannot read ${ref.configFile}`, { file: ref.configFile });
    const t = new _fields_js__WEBPACK_IMPORTED_MODULE_5__/* .Fields */ .C(ref.configFile, doc);
    const aide = ref.form === 'aidefile';
    const base = aide ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(ref.configFile) : store.root;
    const name = t.string('name');
    if (name !== undefined && name !== ref.name) {
        throw t.error('name', `"${name}" does not match the agent name "${ref.name}" taken from the file name`);
    }
    const model = t.string('model');
    const m = t.table('memory');
    // axe and aide configs carry many top-level keys (prompts, tools, skills)
    // that are not memkeep's business; only the memory table is ours, so only
    // its unknown keys are worth a warning.
    const within = (field, value) => (0,_confine_js__WEBPACK_IMPORTED_MODULE_4__.resolveInside)(store.root, base, value, { file: ref.configFile, field: `memory.${field}` });
    const defaults = aide
        ? { enabled: true, path: 'memory/log.md', procedural: 'memory/procedural', episodic: 'memory/episodic' }
        : {
            enabled: false,
            path: `memory/${ref.name}.md`,
            procedural: `memory/${ref.name}/procedural`,
            episodic: `memory/${ref.name}/episodic`,
        };
    const typed = typing(m);
    const summary = summarySection(m) ?? _presets_js__WEBPACK_IMPORTED_MODULE_7__/* .PRESETS */ .fG[typed.preset].summarySection;
    if (summary) {
        // The entry model leaves the summary section out (format/headings.ts): entries under it would never be trimmed.
        if (typed.layout.entriesUnder?.trim().toLowerCase() === summary.toLowerCase())
            throw m.error('summary_section', `names the entries_under section "${summary}": the knowledge kept of trimmed entries cannot live among the entries`);
        typed.layout = { ...typed.layout, summary };
    }
    const path = await within('path', m.string('path') ?? defaults.path);
    const knowledge = m.boolean('knowledge');
    const memory = {
        enabled: m.boolean('enabled') ?? defaults.enabled,
        path,
        lastN: m.nonNegativeInt('last_n') ?? _presets_js__WEBPACK_IMPORTED_MODULE_7__/* .PRESETS */ .fG[typed.preset].lastN ?? (aide ? AIDE_LAST_N : 0),
        maxEntries: m.nonNegativeInt('max_entries') ?? 0,
        coreFiles: await Promise.all((m.stringArray('core_files') ?? []).map((p) => within('core_files', p))),
        proceduralDir: await within('procedural_dir', m.string('procedural_dir') ?? defaults.procedural),
        episodicDir: await within('episodic_dir', m.string('episodic_dir') ?? defaults.episodic),
        proceduralMaxAgeMs: m.duration('procedural_max_age') ?? store.retention.proceduralMs,
        episodicMaxAgeMs: m.duration('episodic_max_age') ?? store.retention.episodicMs,
        compactAfter: m.tokenCount('compact_after'),
        ...typed,
        summarySection: summary,
        knowledgeMax: m.positiveInt('knowledge_max') ?? DEFAULT_KNOWLEDGE_MAX,
        knowledge: knowledge === false
            ? undefined
            : knowledge
                ? 'knowledge = true'
                : (0,_presets_js__WEBPACK_IMPORTED_MODULE_7__/* .knowledgeLog */ .Pm)(_presets_js__WEBPACK_IMPORTED_MODULE_7__/* .PRESETS */ .fG[typed.preset], (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(store.root, path)),
    };
    // The distil step rewrites these whole with items: as the run log, its entries would be rewritten too.
    for (const file of _paths_js__WEBPACK_IMPORTED_MODULE_6__/* .DISTILLED_FILES */ .D7)
        if (memory.path === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(memory.proceduralDir, file))
            throw m.error('path', `is the agent's ${file} (in procedural_dir), which memkeep rewrites whole with distilled knowledge: the run log needs a file of its own`);
    m.unknown(_types_js__WEBPACK_IMPORTED_MODULE_9__/* .MEMORY_KEYS */ .FZ, { strict: true });
    return {
        name: ref.name,
        form: ref.form,
        configFile: ref.configFile,
        model,
        memory,
        enabledSet: m.has('enabled'),
        warnings: t.warnings,
        unknownKeys: t.unknownKeys,
    };
}
/** `summary_section`: a heading's text, one line (it is looked up as `## <text>` in the log). */
function summarySection(m) {
    const text = m.string('summary_section');
    if (text === undefined)
        return undefined;
    const heading = text.trim().replace(/^##\s+/, '');
    if (heading === '' || /[\r\n]/.test(heading))
        throw m.error('summary_section', 'must be one line of heading text, e.g. "Core Context"');
    return heading;
}
/**
 * The layout and typing fields of `[memory]`: a preset's values, with the
 * explicit fields over them.
 */
function typing(m) {
    const preset = m.string('preset') ?? 'axe';
    if (!_presets_js__WEBPACK_IMPORTED_MODULE_7__/* .PRESET_NAMES */ .dO.includes(preset))
        throw m.error('preset', `"${preset}" is not a preset${(0,_text_suggest_js__WEBPACK_IMPORTED_MODULE_8__/* .didYouMean */ .a)(preset, _presets_js__WEBPACK_IMPORTED_MODULE_7__/* .PRESET_NAMES */ .dO)} (one of ${_presets_js__WEBPACK_IMPORTED_MODULE_7__/* .PRESET_NAMES */ .dO.join(', ')})`);
    const p = _presets_js__WEBPACK_IMPORTED_MODULE_7__/* .PRESETS */ .fG[preset];
    const heading = m.string('entry_heading');
    if (heading !== undefined && !/^#{2,4}$/.test(heading))
        throw m.error('entry_heading', `must be "##", "###" or "####" (got "${heading}")`);
    const order = m.string('order');
    if (order !== undefined && !_format_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .ORDERS */ .gf.includes(order))
        throw m.error('order', `must be one of ${_format_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .ORDERS */ .gf.join(', ')} (got "${order}")`);
    const entries = m.string('entries');
    if (entries !== undefined && !ENTRY_KINDS.includes(entries))
        throw m.error('entries', `must be one of ${ENTRY_KINDS.join(', ')} (got "${entries}")`);
    const kind = entries ?? (p.layout.items ? 'items' : p.layout.dated ? 'dated' : 'headings');
    const layout = {
        level: heading?.length ?? p.layout.level ?? 2,
        entriesUnder: m.string('entries_under') ?? p.layout.entriesUnder,
        structure: m.stringArray('structure') ?? p.layout.structure ?? [],
        order: order ?? p.layout.order ?? 'oldest-first',
        ...(kind === 'dated'
            ? { dated: true }
            : kind === 'numbered'
                ? { numbered: true }
                : kind === 'items'
                    ? { items: true }
                    : {}),
    };
    if (layout.entriesUnder !== undefined && layout.level === 2 && !layout.items) {
        throw m.error('entries_under', 'needs entry_heading "###" or "####": entries under a "## " section are deeper headings');
    }
    if (layout.entriesUnder?.trim() === '')
        throw m.error('entries_under', 'must not be empty');
    const typeOf = (field, key, v) => {
        if (typeof v !== 'string' || !_types_js__WEBPACK_IMPORTED_MODULE_9__/* .MEMORY_TYPES */ .op.includes(v)) {
            throw m.error(field, `"${key}" must map to one of ${_types_js__WEBPACK_IMPORTED_MODULE_9__/* .MEMORY_TYPES */ .op.join(', ')}`);
        }
        return v;
    };
    const own = Object.entries(m.plainTable('types') ?? {}).map(([glob, v]) => [glob, typeOf('types', glob, v)]);
    const fm = Object.fromEntries(Object.entries(m.plainTable('front_matter_types') ?? {}).map(([k, v]) => [
        k.toLowerCase(),
        typeOf('front_matter_types', k, v),
    ]));
    return {
        layout,
        preset,
        types: [...own, ...p.types],
        frontMatterTypes: { ...p.frontMatterTypes, ...fm },
        indexFiles: m.stringArray('index_files') ?? p.indexFiles,
    };
}


/***/ }),

/***/ 81:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ Fields),
/* harmony export */   T: () => (/* binding */ readTomlIfPresent)
/* harmony export */ });
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3292);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7051);
/* harmony import */ var _text_suggest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4185);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7840);
/**
 * Field readers: a TOML file parsed with errors that name the file and line,
 * and typed access to its tables whose errors name the dotted field.
 * Unknown keys become warnings, with the known key each was probably meant
 * to be; `strict` tables also collect them as UnknownKey values, which a run
 * that changes memory refuses (load.ts, refuseUnknownKeys).
 */





/** Parses a TOML file; undefined when it does not exist. */
async function readTomlIfPresent(file) {
    let text;
    try {
        const bytes = (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFileSync */ .cG)(file, { maxBytes: _fs_regular_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_CONFIG_BYTES */ .GW, refuse: _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .configError */ .Fj });
        if (bytes === undefined)
            return undefined;
        text = bytes.toString('utf8');
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .MemkeepError */ .xp)
            throw err;
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .configError */ .Fj)(`cannot read ${file}: ${err.message}`, { file });
    }
    if (text.includes('\u0000'))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .configError */ .Fj)(`${file} is binary (contains NUL bytes), not TOML`, { file });
    try {
        return (0,smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text);
    }
    catch (err) {
        if (err instanceof smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .TomlError */ .zx) {
            const reason = err.message.split('\n')[0].replace(/^Invalid TOML document: /, '');
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .configError */ .Fj)(`${file}:${err.line}:${err.column}: invalid TOML: ${reason}`, { file, line: err.line });
        }
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .configError */ .Fj)(`${file}: invalid TOML: ${err.message}`, { file });
    }
}
/**
 * Typed access to one TOML table. Each getter checks the type and names the
 * full dotted field in its error; `unknown()` turns leftover keys into
 * warnings.
 */
class Fields {
    file;
    doc;
    prefix;
    warnings;
    unknownKeys;
    seen = new Set();
    constructor(file, doc, prefix = '', warnings = [], unknownKeys = []) {
        this.file = file;
        this.doc = doc;
        this.prefix = prefix;
        this.warnings = warnings;
        this.unknownKeys = unknownKeys;
    }
    /** Whether the key is written (whatever its value). */
    has(key) {
        return Object.hasOwn(this.doc, key);
    }
    error(key, message) {
        const field = this.prefix + key;
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .configError */ .Fj)(`${this.file}: ${field} ${message}`, { file: this.file, field });
    }
    keys() {
        return Object.keys(this.doc).sort();
    }
    get(key) {
        this.seen.add(key);
        return this.doc[key];
    }
    table(key) {
        const v = this.get(key);
        if (v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v) || v instanceof Date)) {
            throw this.error(key, 'must be a table');
        }
        return new Fields(this.file, (v ?? {}), `${this.prefix}${key}.`, this.warnings, this.unknownKeys);
    }
    string(key) {
        const v = this.get(key);
        if (v !== undefined && typeof v !== 'string')
            throw this.error(key, 'must be a string');
        return v;
    }
    boolean(key) {
        const v = this.get(key);
        if (v !== undefined && typeof v !== 'boolean')
            throw this.error(key, 'must be true or false');
        return v;
    }
    /** A table read as plain values (its keys are data, such as globs, not fields). */
    plainTable(key) {
        const v = this.get(key);
        if (v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v) || v instanceof Date)) {
            throw this.error(key, 'must be a table');
        }
        return v;
    }
    stringArray(key) {
        const v = this.get(key);
        if (v !== undefined && (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))) {
            throw this.error(key, 'must be an array of strings');
        }
        return v;
    }
    nonNegativeInt(key) {
        const v = this.get(key);
        if (v === undefined)
            return undefined;
        if (typeof v !== 'number' && typeof v !== 'bigint')
            throw this.error(key, 'must be an integer');
        const n = Number(v);
        if (!Number.isSafeInteger(n))
            throw this.error(key, 'must be an integer');
        if (n < 0)
            throw this.error(key, 'must be non-negative');
        return n;
    }
    positiveInt(key) {
        const n = this.nonNegativeInt(key);
        if (n === 0)
            throw this.error(key, 'must be greater than zero');
        return n;
    }
    duration(key) {
        const v = this.string(key);
        if (v === undefined)
            return undefined;
        const ms = (0,_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .parseDuration */ .E)(v);
        if (ms === undefined)
            throw this.error(key, `"${v}" is not a duration (use <n>h, <n>d or <n>w)`);
        return ms;
    }
    /** `200k`, `1.5m` or a plain number of tokens. */
    tokenCount(key) {
        const v = this.get(key);
        if (v === undefined)
            return undefined;
        if (typeof v === 'number' && Number.isInteger(v) && v > 0)
            return v;
        const m = typeof v === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*([kKmM]?)\s*$/.exec(v) : null;
        if (!m)
            throw this.error(key, `"${String(v)}" is not a token count (use 200k style)`);
        const scale = { '': 1, k: 1_000, m: 1_000_000 }[m[2].toLowerCase()];
        return Math.round(Number(m[1]) * scale);
    }
    /**
     * Warns about keys that are neither known nor read, naming the known key
     * a typo was probably meant to be; `strict` keys also go to unknownKeys.
     */
    unknown(known, options = {}) {
        for (const key of this.keys()) {
            if (known.includes(key) || this.seen.has(key))
                continue;
            const field = this.prefix + key;
            const message = `${this.file}: unknown key "${field}"${(0,_text_suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .didYouMean */ .a)(key, known, this.prefix)}`;
            this.warnings.push(`${message} (ignored)`);
            if (options.strict)
                this.unknownKeys.push({ file: this.file, field, message });
        }
    }
}


/***/ }),

/***/ 2086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R4: () => (/* binding */ refuseUnknownKeys),
/* harmony export */   loadStoreConfig: () => (/* binding */ loadStoreConfig),
/* harmony export */   resolveStoreRoot: () => (/* binding */ resolveStoreRoot)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_INPUT_TOKENS, labelProblem */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _confine_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1094);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(81);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1066);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2143);
/**
 * Store configuration: the root and memkeep.toml with the defaults the
 * README documents (each agent's own config is agent-config.ts).
 *
 * Every error names the file and the field (and the line for TOML syntax).
 * Unknown keys are warnings, with the known key they were probably meant to
 * be, so that a config written for a newer memkeep, or for axe and aide
 * themselves, still loads; those of `[memory]`, `[retention]` and the top of
 * memkeep.toml are also kept in `unknownKeys`, which a run that rewrites or
 * deletes memory refuses (refuseUnknownKeys): a misspelt `episodc` must not
 * prune by the default it was meant to change. Every configured path must stay
 * inside the store root after `..` and symlinks are resolved (confine.ts).
 */







const DEFAULT_MAX_INPUT_TOKENS = 100_000;
/**
 * Variables a step's environment holds for the runner and GitHub: the
 * Action's inputs (`INPUT_GITHUB-TOKEN`, always set), the runtime and OIDC
 * request tokens (`ACTIONS_*`), the token a workflow exports. memkeep.toml
 * is anyone's who can open a pull request, and `api_key_env` sends the
 * variable's value to the provider's base_url: it may name none of these
 * (any case: Windows' environment has none).
 */
const RUNNER_SECRET = /^(?:INPUT_.*|ACTIONS_.*|GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN)$/i;
const DAY = 86_400_000;
const DEFAULT_EPISODIC_MS = 7 * DAY;
const DEFAULT_PROCEDURAL_MS = 90 * DAY;
// File-system calls here are synchronous: gc --all loads every agent of a
// store, a dozen tiny stats and reads each, and a thread-pool round trip per
// call would cost more than the calls themselves.
/** Resolves and checks the store root; a missing root is a config error. */
async function resolveStoreRoot(root) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root);
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs);
    }
    catch {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`store root ${abs} does not exist`, { file: abs });
    }
    if (!st.isDirectory())
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`store root ${abs} is not a directory`, { file: abs });
    return node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(abs);
}
/** Loads `<root>/memkeep.toml` (optional) with its defaults. */
async function loadStoreConfig(root) {
    const realRoot = await resolveStoreRoot(root);
    // gc writes its analysis cache under .memkeep/ (analysis/cache.ts); a link
    // there must not carry that write out of the store.
    await (0,_confine_js__WEBPACK_IMPORTED_MODULE_3__.resolveInside)(realRoot, realRoot, _paths_js__WEBPACK_IMPORTED_MODULE_5__/* .STATE_DIR */ .e$, { field: 'state directory' });
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realRoot, _paths_js__WEBPACK_IMPORTED_MODULE_5__/* .CONFIG_FILE */ .g2);
    const doc = (await (0,_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .readTomlIfPresent */ .T)(file)) ?? {};
    const t = new _fields_js__WEBPACK_IMPORTED_MODULE_4__/* .Fields */ .C(file, doc);
    const gc = t.table('gc');
    const retention = t.table('retention');
    const providers = t.table('providers');
    const pr = t.table('pull_request');
    t.unknown(['gc', 'retention', 'providers', 'pull_request'], { strict: true });
    const analyzer = gc.string('analyzer');
    if (analyzer !== undefined && !_types_js__WEBPACK_IMPORTED_MODULE_6__/* .ANALYZERS */ .AX.includes(analyzer)) {
        throw gc.error('analyzer', `must be one of ${_types_js__WEBPACK_IMPORTED_MODULE_6__/* .ANALYZERS */ .AX.join(', ')}`);
    }
    const model = gc.string('model');
    const maxInputTokens = gc.positiveInt('max_input_tokens') ?? DEFAULT_MAX_INPUT_TOKENS;
    const distil = gc.boolean('distil') ?? true;
    gc.unknown(['model', 'analyzer', 'max_input_tokens', 'distil']);
    const episodicMs = retention.duration('episodic') ?? DEFAULT_EPISODIC_MS;
    const proceduralMs = retention.duration('procedural') ?? DEFAULT_PROCEDURAL_MS;
    retention.unknown(['episodic', 'procedural'], { strict: true });
    const providerSettings = {};
    for (const name of providers.keys()) {
        const p = providers.table(name);
        const apiKeyEnv = p.string('api_key_env');
        if (apiKeyEnv !== undefined && RUNNER_SECRET.test(apiKeyEnv))
            throw p.error('api_key_env', `"${apiKeyEnv}" holds a token of the runner or of GitHub, never a model's key (give the provider a variable of its own)`);
        providerSettings[name] = { baseUrl: p.string('base_url'), apiKeyEnv };
        p.unknown(['base_url', 'api_key_env']);
    }
    const labels = pr.stringArray('labels');
    const badLabel = labelProblem(labels ?? []);
    if (badLabel)
        throw pr.error('labels', badLabel);
    const pullRequest = { branch: pr.string('branch'), labels, title: pr.string('title') };
    pr.unknown(['branch', 'labels', 'title']);
    return {
        root: realRoot,
        gc: { model, analyzer: analyzer, maxInputTokens, distil },
        retention: { episodicMs, proceduralMs },
        providers: providerSettings,
        pullRequest,
        warnings: t.warnings,
        unknownKeys: t.unknownKeys,
    };
}
/**
 * Refuses a run that would rewrite or delete memory while the config has
 * unknown keys where a misspelling changes what goes (`[memory]`,
 * `[retention]`, the top of memkeep.toml): the default the key was meant
 * to override would decide instead. `when` says which run it is.
 */
function refuseUnknownKeys(config, when) {
    const [first, ...more] = config.unknownKeys;
    if (first === undefined)
        return;
    const others = more.length ? ` (and ${more.map((k) => `"${k.field}"`).join(', ')})` : '';
    throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${first.message}${others}: unknown keys in [memory] and [retention] are errors ${when}, so that nothing is pruned or trimmed by the default the key was meant to change; fix or remove the key (a dry run only warns)`, { file: first.file, field: first.field });
}
/** GitHub's bound on a label's name: a blank or longer one is refused when the labels are added, after the PR is open. */
const LABEL_MAX = 50;
/** What is wrong with the first label GitHub would refuse (`has "…": …`), if any: memkeep.toml and the input say it alike. */
function labelProblem(labels) {
    const bad = labels.find((name) => name.trim() === '' || [...name].length > LABEL_MAX);
    return bad === undefined
        ? undefined
        : `has ${JSON.stringify(bad)}: a label name must have 1 to ${LABEL_MAX} characters`;
}


/***/ }),

/***/ 3391:
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

/***/ 1581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ together)
/* harmony export */ });
/**
 * File work over many agents, a few at a time. Awaited one by one, each
 * file operation woke a thread-pool worker and then the main thread (a
 * third of a thousand agents' dry run was the kernel doing that); all at
 * once, a thousand agents' trims would hold thousands of descriptors.
 */
/** Items in flight at once: enough to keep the thread pool's four workers busy. */
const AT_ONCE = 8;
/**
 * Runs `run` over `items`, AT_ONCE at a time, except that items sharing a
 * key (a file both write) run one after another in their order; resolves to
 * the results in order.
 */
async function together(items, run, keys = () => []) {
    const results = [];
    for (let i = 0; i < items.length; i += AT_ONCE) {
        const last = new Map();
        const window = items.slice(i, i + AT_ONCE).map((item) => {
            const mine = keys(item);
            const done = Promise.all(mine.map((k) => last.get(k))).then(() => run(item));
            for (const k of mine)
                last.set(k, done.catch(() => undefined));
            return done;
        });
        results.push(...(await Promise.all(window)));
    }
    return results;
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
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_confine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1094);
/* harmony import */ var _format_layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(533);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7051);
/* harmony import */ var _git_line_times_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8719);
/* harmony import */ var _memory_runlog_diagnose_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6473);
/* harmony import */ var _memory_runlog_scan_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1040);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(719);
/* harmony import */ var _steps_registry_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2769);
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
        return (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFileSync */ .cG)(path, { maxBytes: _fs_regular_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_TEXT_BYTES */ .$D });
    }
    catch {
        return undefined;
    }
}
/** Plans `steps` for `agents`; writes nothing. */
async function plan(store, agents, options) {
    // One turn of the event loop first: V8 finishes a major GC's marking in tasks the loop runs, and
    // a run planned batch after batch that never waits (its files read synchronously) left them to
    // the heap's limit: gc --all at 1,000 agents peaked at 340 MB of memory, not 290 (docs/benchmarks.md).
    await new Promise((ok) => setImmediate(ok));
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
                a.size = (0,_memory_runlog_scan_js__WEBPACK_IMPORTED_MODULE_5__/* .logSize */ .S2)(a.agent.memory.path);
            }
            else {
                a.scan = await (0,_memory_runlog_scan_js__WEBPACK_IMPORTED_MODULE_5__/* .scanLog */ .Or)(a.agent.memory.path, { layout: a.layout });
                a.entries = a.scan.count;
                a.size = a.scan.size;
            }
            // axe: a missing or empty log is "No memory entries", and nothing runs.
            if (a.size === 0)
                a.status = 'empty';
            const log = a.entries === 0 && a.size ? (a.scan?.content ?? readLog(a.agent.memory.path)) : undefined;
            const diagnosed = (0,_memory_runlog_diagnose_js__WEBPACK_IMPORTED_MODULE_4__/* .diagnoseLog */ .V)(a.agent.memory, a.log, a.entries ?? 0, log);
            if (diagnosed.length > 0) {
                // The agent's config warnings are its loaded config's array: the plan gets its own.
                a.warnings = [...a.warnings, ...diagnosed];
                result.problems.push(...diagnosed.map((w) => `${a.name}: ${w}`));
            }
        }
        catch (err) {
            (0,_model_js__WEBPACK_IMPORTED_MODULE_6__/* .fail */ .fJ)(a, err);
        }
    }
    for (const step of _steps_registry_js__WEBPACK_IMPORTED_MODULE_7__/* .STEPS */ .U) {
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
        (0,_model_js__WEBPACK_IMPORTED_MODULE_6__/* .fail */ .fJ)(a, s.error);
    else if (!s.agent?.memory.enabled)
        a.status = 'skipped';
    else {
        a.log = (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_1__.storeRelative)(store, s.agent.memory.path);
        a.layout = (0,_format_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .layoutOf */ .aH)(s.agent.memory);
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
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path, { throwIfNoEntry: false });
        const id = st ? `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}` : '';
        const hit = seen.get(path);
        if (hit?.id === id)
            return hit.times;
        const times = (0,_git_line_times_js__WEBPACK_IMPORTED_MODULE_8__/* .lineTimes */ .r)(path);
        seen.set(path, { id, times });
        return times;
    };
}


/***/ }),

/***/ 2769:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ STEPS)
});

// EXTERNAL MODULE: ./src/analysis/analyze.ts + 4 modules
var analyze = __webpack_require__(3288);
// EXTERNAL MODULE: ./src/memory/runlog/plan-trim.ts
var plan_trim = __webpack_require__(1923);
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
        const agents = (0,model/* withEntries */.bA)(p);
        for (const [i, a] of agents.entries()) {
            options.progress?.('analyse', i + 1, agents.length, a.name);
            // Commit mode's re-plan keeps the analysis of the first plan: the new content is trimmed, not re-analysed.
            const kept = options.previous?.agents.find((b) => b.name === a.name)?.steps.analyse;
            if (kept) {
                a.steps.analyse = kept;
                continue;
            }
            try {
                a.steps.analyse = await (0,analyze/* analyzeLog */.L_)(a.agent, a.log, options.analysis, {
                    scan: (0,plan_trim/* scanForAnalysis */.T9)(a.scan, a.steps.trim?.plan),
                    layout: a.layout,
                    lineTimes: p.lineTimes,
                });
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
// EXTERNAL MODULE: ./src/analysis/distillation.ts + 6 modules
var distillation = __webpack_require__(7163);
// EXTERNAL MODULE: ./src/analysis/entries.ts
var analysis_entries = __webpack_require__(8834);
// EXTERNAL MODULE: ./src/analysis/gone-knowledge.ts
var gone_knowledge = __webpack_require__(5590);
// EXTERNAL MODULE: ./src/config/confine.ts
var confine = __webpack_require__(1094);
// EXTERNAL MODULE: ./src/config/paths.ts
var paths = __webpack_require__(1066);
// EXTERNAL MODULE: ./src/fs/lock.ts
var lock = __webpack_require__(2088);
// EXTERNAL MODULE: ./src/memory/knowledge/distilled.ts
var distilled = __webpack_require__(6594);
// EXTERNAL MODULE: ./src/memory/knowledge/merge-items.ts + 1 modules
var merge_items = __webpack_require__(1329);
// EXTERNAL MODULE: ./src/memory/knowledge/remove.ts
var remove = __webpack_require__(1906);
;// CONCATENATED MODULE: ./src/memory/knowledge/duplicates.ts


/** Shorter statements ("Done.", "See below") repeat by chance, not because one file copies another. */
const MIN_KEY = 24;
/** `items` without the statements another memory file says already (compared normalised, whole lines). */
function dropDuplicates(items, elsewhere) {
    const holder = new Map();
    for (const { file, text } of elsewhere)
        for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
            const key = (0,merge_items/* statementKey */.v)(line.replace(/^\s*#{1,6}\s+/, ''));
            if (key.length >= MIN_KEY && !holder.has(key))
                holder.set(key, file);
        }
    if (!holder.size)
        return { items, ops: [] };
    return (0,remove/* removeStatements */.F)(items, (text) => {
        const file = holder.get((0,merge_items/* statementKey */.v)(text));
        return file && `also in ${file}`;
    });
}
/**
 * The distillation's operations once its duplicates are dropped: a
 * statement it was about to add and that another file already holds was
 * never added, so it leaves the `add` (an add left with nothing goes) and
 * its `remove` says it was not added.
 */
function withoutAddedDuplicates(ops, removed) {
    const out = ops.map((o) => ({ ...o, lines: [...o.lines], gone: false }));
    const notes = [];
    for (const r of removed) {
        const add = out.find((o) => o.op === 'add' && !o.gone && o.title === r.title && r.lines.every((l) => o.lines.includes(l)));
        if (!add) {
            notes.push(r);
            continue;
        }
        add.lines = add.lines.filter((l) => !r.lines.includes(l));
        add.gone = add.lines.length === 0;
        notes.push({ ...r, note: `not added: ${r.note}` });
    }
    return [...out.filter((o) => !o.gone).map(({ gone: _, ...o }) => o), ...notes];
}

// EXTERNAL MODULE: ./src/memory/knowledge/items.ts
var knowledge_items = __webpack_require__(1424);
// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __webpack_require__(573);
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __webpack_require__(7051);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/fs/atomic.ts
var atomic = __webpack_require__(230);
// EXTERNAL MODULE: ./src/memory/sections/section-write.ts
var section_write = __webpack_require__(265);
// EXTERNAL MODULE: ./src/memory/typed/links.ts
var links = __webpack_require__(8645);
;// CONCATENATED MODULE: ./src/memory/typed/dead-links.ts
/**
 * Index links to missing files (issue 21, item 3): an index (Claude Code's
 * MEMORY.md) whose list item points at a note that no longer exists sends
 * the agent to nothing. Such a line leaves the index; a link to a missing
 * file inside prose is only reported, since removing it would cut a
 * sentence.
 */






const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;
/**
 * The index `text` (at `indexPath`) without its list items that link only to
 * missing files, and every line linking to one. `exists` says whether an
 * absolute path exists. Links are read from the whole text, as pruning reads
 * them (a link's title may go on to the next line), each on the line its
 * destination starts; fenced code holds examples, not links.
 */
function withoutDeadLinks(indexPath, text, exists) {
    const lines = text.split('\n');
    let fence = false;
    const prose = lines.map((line) => {
        if (/^\s*(`{3,}|~{3,})/.test(line))
            fence = !fence;
        return fence ? '' : line;
    });
    const linksOf = lines.map(() => []);
    let line = 0;
    let lineEnd = prose[0].length;
    // Links come in text order: the line each is on is found walking forward.
    for (const link of (0,links/* indexLinks */.e)(indexPath, prose.join('\n'))) {
        while (link.at > lineEnd)
            lineEnd += prose[++line].length + 1;
        linksOf[line].push(link);
    }
    const dead = [];
    const kept = [];
    for (const [i, text] of lines.entries()) {
        // A wiki link is missing only when none of the files it may mean exists.
        const missing = linksOf[i].filter((l) => !l.paths.some(exists));
        if (missing.length === 0) {
            kept.push(text);
            continue;
        }
        const removed = LIST_ITEM.test(text) && missing.length === linksOf[i].length;
        dead.push({ line: text.trim(), targets: missing.map((l) => l.paths[0]), removed });
        if (!removed)
            kept.push(text);
    }
    return { text: kept.join('\n'), dead };
}
/** The fix for the index at `path`; undefined when it links to no missing file (or cannot be read as text). */
async function planIndexFix(path) {
    const before = await (0,section_write/* readTextForRewrite */.p)(path, 'check the links of').catch(() => undefined);
    if (before === undefined)
        return undefined;
    const { text, dead } = withoutDeadLinks(path, before, external_node_fs_.existsSync);
    return dead.length ? { path, before, after: text, dead } : undefined;
}
/** Writes the planned index; refused when it is locked or changed since it was planned. */
async function applyIndexFix(fix) {
    if (fix.after === fix.before)
        return false;
    if (await (0,lock/* isLocked */.ln)(fix.path))
        throw (0,errors/* opError */.ey)(`${fix.path} is locked: its dead links are left`, { file: fix.path });
    if ((await (0,section_write/* readTextForRewrite */.p)(fix.path, 'update')) !== fix.before)
        throw (0,errors/* opError */.ey)(`${fix.path} changed since it was planned: its dead links are left`, { file: fix.path });
    await (0,atomic/* writeFileAtomic */.Zf)(fix.path, fix.after);
    return true;
}

// EXTERNAL MODULE: ./src/memory/typed/typed.ts
var typed_typed = __webpack_require__(5260);
;// CONCATENATED MODULE: ./src/gc/consolidation.ts
/**
 * The consolidation checks the distil step (steps/distil.ts) applies on the branch beside the
 * distillation (issue 21, item 3), each listed in the review:
 *
 * - index links to missing files: an index's list item linking only to
 *   notes that no longer exist leaves the index (memory/typed/dead-links.ts);
 * - duplicate items across the agent's memory files: a statement of
 *   memkeep's knowledge items that a core file, a note or lessons.md
 *   already holds leaves the items (memory/knowledge/duplicates.ts).
 *
 * Paths the repository deleted and relative dates are handled by the
 * distillation itself (analysis/gone-knowledge.ts, analysis/knowledge.ts).
 */







/** The agent's own memory files (core files, then its procedural dir, and its episodic dir when asked), absolute, each once. */
async function memoryFiles(agent, episodic) {
    const m = agent.memory;
    const all = [
        ...m.coreFiles,
        ...(0,typed_typed.listTypedFiles)(m.proceduralDir),
        ...(episodic ? (0,typed_typed.listTypedFiles)(m.episodicDir) : []),
    ].map((p) => (0,external_node_path_.resolve)(p));
    return [...new Set(all)];
}
/** The fixes for the agent's indexes that link to missing files. */
async function planIndexFixes(agent, store) {
    const globs = agent.memory.indexFiles;
    if (!globs.length)
        return [];
    const fixes = [];
    for (const path of await memoryFiles(agent, true)) {
        if (!globs.some((g) => (0,typed_typed.globMatch)(g, (0,confine.storeRelative)(store, path))))
            continue;
        const fix = await planIndexFix(path);
        if (fix)
            fixes.push(fix);
    }
    return fixes;
}
/**
 * What the agent's other lasting memory files say, for the duplicate check
 * of its knowledge items: core files and procedural notes, lessons.md
 * among them; not episodic notes (they age out, the knowledge must not go
 * with them), the run log (its entries are what is distilled), failures.md
 * (the raw notes lessons are made from) nor the knowledge file itself.
 */
async function otherMemoryTexts(agent, store, target) {
    const m = agent.memory;
    const own = new Set([m.path, target, (0,external_node_path_.join)(m.proceduralDir, paths/* FAILURES_FILE */.nB), (0,external_node_path_.join)(m.proceduralDir, paths/* DIGEST_FILE */.O8)].map((p) => (0,external_node_path_.resolve)(p)));
    const out = [];
    for (const path of await memoryFiles(agent, false)) {
        if (own.has(path))
            continue;
        const bytes = await (0,regular/* readRegularFile */.XF)(path, { maxBytes: regular/* MAX_TEXT_BYTES */.$D }).catch(() => undefined);
        if (bytes === undefined || bytes.includes(0))
            continue;
        out.push({ file: (0,confine.storeRelative)(store, path), text: bytes.toString('utf8') });
    }
    return out;
}
/** The review's account of the index fixes: one summary sentence, one list line per dead link. */
function describeIndexFixes(fixes, rel, 
/** The paths written, once applied. */
written) {
    const summary = [];
    const lists = [];
    for (const fix of fixes) {
        const applied = written?.includes(fix.path);
        const removed = fix.dead.filter((d) => d.removed).length;
        const verb = applied === undefined ? 'Removes' : applied ? 'Removed' : 'Did not remove';
        const left = fix.dead.length - removed;
        const prose = left ? `${(0,plural/* plural */.LS)(left, 'link', 'links')} to missing files in its prose, left for a reviewer` : '';
        summary.push(removed
            ? `${verb} ${(0,plural/* plural */.LS)(removed, 'list item', 'list items')} of ${rel(fix.path)} linking only to missing files${prose ? `; ${prose}` : ''}.`
            : `${rel(fix.path)}: ${prose}.`);
        lists.push({
            label: `Index links to missing files in ${rel(fix.path)}`,
            lines: fix.dead.map((d) => `${d.removed ? 'removed' : 'left (in prose)'}: ${d.line} — ${d.targets.map(rel).join(', ')} does not exist`),
        });
    }
    const data = fixes.map((f) => ({
        path: rel(f.path),
        dead: f.dead.map((d) => ({ line: d.line, targets: d.targets.map(rel), removed: d.removed })),
    }));
    return { summary, lists, data };
}

// EXTERNAL MODULE: ./src/analysis/lessons.ts
var lessons = __webpack_require__(9831);
;// CONCATENATED MODULE: ./src/gc/distil-lessons.ts
/**
 * The distil step's lessons (steps/distil.ts): from failures.md and the
 * failed runs among the dropped entries, one lesson per run, planned only
 * when any are new.
 */








/** Lessons from failures.md and the failed dropped entries, one per run, when any are new. */
async function planLessons(step, path, text, proceduralDir, rel, log, at, cap) {
    const notesPath = (0,external_node_path_.join)(proceduralDir, paths/* FAILURES_FILE */.nB);
    const notes = await (0,section_write/* readTextForRewrite */.p)(notesPath, 'distil');
    const failures = (0,lessons/* oneFailurePerRun */.BB)(notes ? (0,lessons/* failuresFromNotes */.Rp)(notes, rel(notesPath)) : [], (0,lessons/* failuresFromEntries */.ck)(step.entries, log));
    if (failures.length === 0)
        return;
    const current = (0,knowledge_items/* parseItems */.mo)(text, 2).items;
    const merged = (0,lessons/* mergeLessons */.EJ)(current, failures, at.slice(0, 10));
    if (merged.ops.length === 0)
        return;
    const folded = (0,knowledge_items/* foldToCap */.T$)(merged.items, cap, 2, current);
    if (await (0,lock/* isLocked */.ln)(path)) {
        step.lessonsSkipped = `${paths/* LESSONS_FILE */.rD} is locked (${(0,plural/* plural */.LS)(merged.ops.length, 'lesson', 'lessons')} not updated)`;
        return;
    }
    const write = { path, level: 2, before: text, items: folded.items, header: lessons/* LESSONS_HEADER */.St };
    const size = (0,distilled/* knowledgeSize */.K$)(write, text);
    step.lessons = { write, ops: [...merged.ops, ...folded.folded], bytesBefore: size.before, bytesAfter: size.after };
}

// EXTERNAL MODULE: ./src/fs/together.ts
var together = __webpack_require__(1581);
;// CONCATENATED MODULE: ./src/gc/distil-writes.ts
/**
 * When the distil step writes. What a trim is about to drop is kept before
 * the log is touched: digest.md and lessons.md are written first, and if
 * either cannot be (locked, changed since planned, refused on read-back),
 * the agent's trim is held, so its entries stay and the review says why. A
 * summary section (Squad's `## Core Context`) lives in the log itself, so it
 * is checked first (unlocked, unchanged since planned) and written right
 * after the trim, which it must follow byte for byte.
 *
 * Knowledge kept for a trim that then does not happen (the log changed
 * under it) stays: the entries are still there, and distilling them again
 * only confirms it (merge-items.ts counts a citation once).
 */






/**
 * Before any step applies: digest.md and lessons.md written, a summary
 * section checked. Agents are written a few at a time (fs/together.ts),
 * those that share a knowledge file, however they name it (a symlinked
 * folder), one after another in plan order: a whole-file write takes no
 * lock, and the second must find the first's write and be refused as
 * changed since planned, not undo it. What each did is recorded in plan order.
 */
async function keepBeforeTrim(p, applied) {
    const agents = (0,model/* standing */.JA)(p).flatMap((a) => (a.steps.distil ? [{ a, step: a.steps.distil }] : []));
    const files = await Promise.all(agents.map(({ step }) => Promise.all([step.knowledge?.write.path, step.lessons?.write.path]
        .filter((f) => f !== undefined)
        .map((f) => (0,confine.realPathIn)(p.store.root, f)))));
    const done = await (0,together/* together */.b)(agents.map((agent, i) => ({ ...agent, files: files[i] })), async ({ a, step }) => {
        const outcome = { digest: false, lessons: false, indexes: [], errors: [] };
        const paths = [];
        const trims = p.steps.includes('trim') && (a.steps.trim?.plan?.cut.ranges.length ?? 0) > 0;
        if (step.knowledge && trims) {
            const { write } = step.knowledge;
            try {
                if (write.section)
                    await (0,distilled/* assertKnowledgeWritable */.n3)(write);
                else {
                    if (await (0,distilled/* writeKnowledge */.Ux)(write))
                        paths.push(write.path);
                    outcome.digest = true;
                }
            }
            catch (err) {
                outcome.errors.push((0,errors/* formatError */.Wk)(err));
            }
        }
        if (step.lessons) {
            try {
                if (await (0,distilled/* writeKnowledge */.Ux)(step.lessons.write))
                    paths.push(step.lessons.write.path);
                outcome.lessons = true;
            }
            catch (err) {
                outcome.errors.push((0,errors/* formatError */.Wk)(err));
            }
        }
        return { outcome, paths, trims };
    }, ({ files }) => files);
    for (const [i, { outcome, paths, trims }] of done.entries()) {
        const { a } = agents[i];
        (0,model/* outcomeOf */.sG)(applied, a.name).distil = outcome;
        applied.paths.push(...paths);
        for (const error of outcome.errors) {
            applied.problems.push(`${a.name}: distil: ${error}`);
            if (trims)
                applied.held[a.name] ??= `what it drops could not be kept first (${error})`;
        }
    }
}
/** After the trim: the summary section's items, then the indexes' dead links. */
async function writeAfterTrim(p, applied) {
    for (const a of (0,model/* standing */.JA)(p)) {
        const step = a.steps.distil;
        const outcome = (0,model/* outcomeOf */.sG)(applied, a.name).distil;
        if (!step || !outcome)
            continue;
        const problem = (err) => {
            outcome.errors.push((0,errors/* formatError */.Wk)(err));
            applied.problems.push(`${a.name}: distil: ${(0,errors/* formatError */.Wk)(err)}`);
        };
        const trimmed = applied.outcomes[a.name]?.trim?.rewritten === true;
        const write = step.knowledge?.write;
        if (write && !trimmed)
            outcome.notWritten = outcome.digest
                ? 'written before the trim, which did not happen: the entries are still in the log'
                : 'the trim did not happen, so nothing was distilled';
        else if (write?.section) {
            try {
                const written = await (0,distilled/* writeKnowledge */.Ux)(write, a.layout);
                outcome.digest = true;
                if (written && !applied.paths.includes(write.path))
                    applied.paths.push(write.path);
            }
            catch (err) {
                problem(err);
            }
        }
        for (const fix of step.indexes) {
            try {
                if (await applyIndexFix(fix))
                    applied.paths.push(fix.path);
                outcome.indexes.push(fix.path);
            }
            catch (err) {
                problem(err);
            }
        }
    }
}

// EXTERNAL MODULE: ./src/gc/steps/trim.ts + 1 modules
var trim = __webpack_require__(4194);
;// CONCATENATED MODULE: ./src/gc/steps/distil.ts
/**
 * Distil: before a trim deletes entries, what they hold is kept, in the same
 * change, as knowledge items (memory/knowledge/items.ts): in
 * `<procedural_dir>/digest.md`, or as `### ` items of the log's summary
 * section (`summary_section`, Squad's `Core Context`); failure notes and
 * failed runs become items of lessons.md. Both files are bounded by
 * `[memory] knowledge_max`, kept by consolidating, never by cutting text.
 *
 * Planned (and, with a model, its one call made and checked) before
 * anything is applied, so a dry run shows every operation and a refused
 * answer keeps the agent's trim from happening; written before the trim
 * touches the log, or the trim is held (gc/distil-writes.ts). Every write
 * is re-read and must hold exactly the planned items
 * (memory/knowledge/distilled.ts); a summary section's, which follows the
 * trim, is also read back when planned, on the log as the trim leaves it.
 */
















/**
 * The paths HEAD no longer has among those `texts` name. The repository is
 * indexed once per run (its batches share one analysis options; a re-plan
 * after the branch moved, `previous`, indexes it again), and loaded on use:
 * git stays out of the CLI's start-up.
 */
const goneOfRun = new WeakMap();
async function gonePathsNamed(options, root, texts) {
    const names = new Set(texts.flatMap(gone_knowledge/* pathsNamedIn */.T));
    if (!names.size)
        return names;
    const read = () => Promise.all(/* import() */[__webpack_require__.e(724), __webpack_require__.e(932)]).then(__webpack_require__.bind(__webpack_require__, 8551)).then((m) => m.goneIndex(root));
    let index = options.previous ? undefined : goneOfRun.get(options.analysis);
    if (!index) {
        index = read();
        if (!options.previous)
            goneOfRun.set(options.analysis, index);
    }
    return (await index).gone(names);
}
const distilStep = {
    name: 'distil',
    async plan(p, options) {
        const agents = (0,model/* standing */.JA)(p);
        for (const [i, a] of agents.entries()) {
            options.progress?.('distil', i + 1, agents.length, a.name);
            const memory = a.agent.memory;
            const rel = (path) => (0,confine.storeRelative)(p.store, path);
            const step = { entries: [], indexes: [] };
            const trim = a.steps.trim?.plan;
            const lessonsPath = (0,external_node_path_.join)(memory.proceduralDir, paths/* LESSONS_FILE */.rD);
            try {
                const lessonsText = await (0,distilled/* readKnowledgeText */.Se)(lessonsPath);
                const lessonItems = (0,knowledge_items/* parseItems */.mo)(lessonsText, 2).items;
                if (a.status === 'planned' && trim && trim.bytesRemoved > 0) {
                    step.target = memory.summarySection
                        ? { path: memory.path, section: memory.summarySection }
                        : { path: (0,external_node_path_.join)(memory.proceduralDir, paths/* DIGEST_FILE */.O8) };
                    // A log too large to list what it drops is distilled from its newest dropped entries.
                    const dropped = trim.dropped ?? trim.newest;
                    if (!dropped)
                        step.skipped = 'the log is too large to list its dropped entries, so they are not distilled';
                    else if (!memory.summarySection && (await (0,lock/* isLocked */.ln)(step.target.path)))
                        step.skipped = `${rel(step.target.path)} is locked, so the dropped entries are not distilled`;
                    else {
                        step.entries = dropped;
                        if (!trim.dropped)
                            step.unlisted = (trim.removed ?? dropped.length) - dropped.length;
                        const target = memory.summarySection ? 'section' : 'file';
                        const text = await (0,distilled/* readKnowledgeText */.Se)(step.target.path);
                        const before = memory.summarySection ? (0,distilled/* sectionParts */.ME)(text, memory.summarySection).items : text;
                        const current = (0,knowledge_items/* parseItems */.mo)(before, (0,distillation/* levelOf */.In)(target)).items;
                        const previous = options.previous?.agents.find((b) => b.name === a.name)?.steps.distil?.digest;
                        step.digest = await (0,distillation/* distil */.sF)({
                            agent: a.agent,
                            log: a.log,
                            entries: dropped,
                            target,
                            at: p.at,
                            current,
                            others: lessonItems,
                            kept: trim.kept?.map((e) => e.heading),
                            gone: await gonePathsNamed(options, p.store.root, [
                                // An item of a title alone says it in its title.
                                ...current.flatMap((i) => [i.title, ...i.lines]),
                                ...dropped.flatMap((e) => [e.heading, e.task, e.result]),
                            ]),
                        }, options.analysis, previous);
                        // After the cache: what the agent's other files say changes without the distillation's input changing.
                        const unique = dropDuplicates(step.digest.items, await otherMemoryTexts(a.agent, p.store, step.target.path));
                        const { path, section } = step.target;
                        const write = { path, level: (0,distillation/* levelOf */.In)(target), section, before, items: unique.items };
                        const size = (0,distilled/* knowledgeSize */.K$)(write, text);
                        step.knowledge = {
                            write,
                            ops: withoutAddedDuplicates(step.digest.ops, unique.ops),
                            bytesBefore: size.before,
                            bytesAfter: size.after,
                        };
                        if (memory.summarySection)
                            await (0,distilled/* assertFitsAfterTrim */.dD)(step.knowledge.write, trim, a.layout);
                    }
                }
                await planLessons(step, lessonsPath, lessonsText, memory.proceduralDir, rel, a.log, p.at, memory.knowledgeMax);
                step.indexes = await planIndexFixes(a.agent, p.store);
            }
            catch (err) {
                // Nothing of this agent is applied: its entries are not deleted undistilled.
                (0,model/* fail */.fJ)(a, err);
                continue;
            }
            if (step.target || step.lessons || step.lessonsSkipped || step.indexes.length)
                a.steps.distil = step;
        }
    },
    // What the trim drops is kept before the log is touched (distil-writes.ts).
    prepare: keepBeforeTrim,
    apply: writeAfterTrim,
    describe(p, a, applied) {
        const step = a.steps.distil;
        if (!step)
            return undefined;
        const outcome = applied && (0,model/* outcomeOf */.sG)(applied, a.name).distil;
        const rel = (path) => (0,confine.storeRelative)(p.store, path);
        const read = step.digest?.leftOut ? readBy(step.entries, step.digest.leftOut) : step.entries;
        const n = read.length;
        const all = step.entries.length + (step.unlisted ?? 0);
        const entries = n < all ? `the newest ${n} of ${all} dropped entries` : (0,plural/* plural */.LS)(n, 'dropped entry', 'dropped entries');
        const summary = [];
        const risks = [];
        if (step.skipped) {
            summary.push(`Not distilled: ${step.skipped}.`);
            risks.push(`dropped entries are not distilled: ${step.skipped}`);
        }
        if (step.unlisted)
            risks.push(`the log is too large to list all it drops: the ${(0,plural/* plural */.LS)(step.unlisted, 'oldest dropped entry', 'oldest dropped entries')} left it undistilled, and a failed run among them is not counted in the lessons (the rest stay in git history)`);
        if (step.digest && step.knowledge && step.target) {
            const where = targetName(step.target, rel);
            const how = `${step.digest.analyzer}${step.digest.cached ? '; reused, as nothing new was dropped since the last distillation: no model call' : ''}`;
            // Nothing for the target: it is named as left alone, not as where the entries went (the diff has no row for it).
            const into = step.knowledge.ops.length
                ? `into ${where} (${how}): ${opCounts(step.knowledge.ops)}; ${step.knowledge.bytesBefore} → ${step.knowledge.bytesAfter} bytes`
                : `(${how}): nothing new for ${where}, which is left as it is`;
            if (!applied)
                summary.push(`Distils ${entries} ${into}.`);
            else if (outcome?.digest)
                summary.push(`Distilled ${entries} ${into}${outcome.notWritten ? `, ${outcome.notWritten}` : ''}.`);
            else {
                const why = outcome?.notWritten ?? outcome?.errors[0] ?? 'not written';
                summary.push(`Did not distil ${entries}: ${why}.`);
            }
            if (step.digest.leftOut > 0)
                risks.push(`the ${(0,plural/* plural */.LS)(step.digest.leftOut, 'oldest dropped entry', 'oldest dropped entries')} left the log undistilled: the distillation reads the newest ${step.digest.sentEntries} within max_input_tokens (the rest stay in git history)`);
            const folded = step.knowledge.ops.filter((o) => o.op === 'fold');
            if (folded.length)
                risks.push(`${(0,plural/* plural */.LS)(folded.length, 'knowledge item', 'knowledge items')} folded out of ${rel(step.target.path)} to keep it within knowledge_max and the trim's knowledge budget: ${(0,plural/* listed */.KE)(folded.map((o) => `"${o.title}"`))}`);
        }
        if (step.lessons) {
            const verb = applied ? (outcome?.lessons ? 'Updated' : 'Did not update') : 'Updates';
            summary.push(`${verb} ${rel(step.lessons.write.path)}: ${opCounts(step.lessons.ops)}; ${step.lessons.bytesBefore} → ${step.lessons.bytesAfter} bytes.`);
        }
        if (step.lessonsSkipped)
            summary.push(`Lessons not updated: ${step.lessonsSkipped}.`);
        const indexes = describeIndexFixes(step.indexes, rel, applied && (outcome?.indexes ?? []));
        summary.push(...indexes.summary);
        risks.push(...(outcome?.errors ?? []).map((e) => `distil failed: ${e}`));
        return {
            title: 'Distil',
            summary: summary.join(' '),
            lists: [
                // Entries that taught nothing are already listed by the trim; an empty list would only repeat them.
                ...(n && step.knowledge?.ops.length
                    ? [{ label: `Distilled from ${entries}`, lines: read.map(trim/* entryLine */.bV) }]
                    : []),
                ...(step.knowledge?.ops.length && step.target
                    ? [
                        {
                            label: `Knowledge in ${targetName(step.target, rel)}`,
                            lines: step.knowledge.ops.map(opLine),
                            markdown: step.knowledge.ops.map(opMarkdown),
                        },
                    ]
                    : []),
                ...(step.lessons
                    ? [
                        {
                            label: `Lessons in ${rel(step.lessons.write.path)}`,
                            lines: step.lessons.ops.map(opLine),
                            markdown: step.lessons.ops.map(opMarkdown),
                        },
                    ]
                    : []),
                ...indexes.lists,
            ],
            risks,
            data: {
                target: step.target ? { path: rel(step.target.path), section: step.target.section ?? null } : null,
                distilled: read.map((e) => ({ heading: e.heading, task: e.task })),
                analyzer: step.digest?.analyzer ?? null,
                cached: step.digest?.cached ?? false,
                tokensSent: step.digest?.tokensSent ?? 0,
                knowledge: step.knowledge
                    ? {
                        ops: step.knowledge.ops,
                        bytesBefore: step.knowledge.bytesBefore,
                        bytesAfter: step.knowledge.bytesAfter,
                        items: (0,knowledge_items/* renderItems */.$)(step.knowledge.write.items, step.knowledge.write.level),
                    }
                    : null,
                skipped: step.skipped ?? null,
                lessons: step.lessons
                    ? {
                        path: rel(step.lessons.write.path),
                        ops: step.lessons.ops,
                        bytesBefore: step.lessons.bytesBefore,
                        bytesAfter: step.lessons.bytesAfter,
                    }
                    : null,
                lessonsSkipped: step.lessonsSkipped ?? null,
                indexes: indexes.data,
                redactions: step.digest?.redactions ?? [],
                applied: outcome ?? null,
            },
        };
    },
};
const VERBS = {
    add: 'added',
    update: 'updated',
    supersede: 'superseded',
    remove: 'removed',
    fold: 'folded',
};
function opCounts(ops) {
    const counts = Object.keys(VERBS)
        .map((k) => [k, ops.filter((o) => o.op === k).length])
        .filter(([, c]) => c > 0)
        .map(([k, c]) => `${c} ${VERBS[k]}`);
    return counts.length ? counts.join(', ') : 'no change';
}
/** One operation as a terminal line: what, the item, its text, its evidence. */
function opLine(o) {
    const text = o.lines.map((l) => l.replace(/^- /, '').replace(/\*\*([^*]+)\*\*/g, '$1')).join(' / ');
    return `${VERBS[o.op]} "${o.title}": ${text}${evidenceOf(o)}${o.note ? ` — ${o.note}` : ''}`;
}
/**
 * One operation as a markdown list item for the review: what and the item
 * on its first line, then the item's lines nested under it as the file
 * holds them, so a reviewer reads the knowledge as the agent will.
 */
function opMarkdown(o) {
    const head = `- **${VERBS[o.op]}** "${o.title}"${evidenceOf(o)}${o.note ? ` — ${o.note}` : ''}`;
    return [head, ...(0,knowledge_items/* heldLines */.NS)(o.lines).map((l) => `  ${l}`)].join('\n');
}
function evidenceOf(o) {
    if (!o.evidence.length)
        return '';
    const more = o.evidence.length > 3 ? ` and ${o.evidence.length - 3} more` : '';
    return ` (evidence: ${o.evidence.slice(0, 3).join(', ')}${more})`;
}
/** The dropped entries a distillation read: all but the oldest `leftOut` of those that did not fail (a failure is a lesson). */
function readBy(entries, leftOut) {
    let skip = leftOut;
    return entries.filter((e) => (0,analysis_entries/* entryFailed */.oY)(e) || skip-- <= 0);
}
/** Where knowledge goes, as the review names it: a summary section by its name (its file also holds the entries). */
function targetName(target, rel) {
    return target.section ? `the "${target.section}" section of ${rel(target.path)}` : rel(target.path);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/config/duration.ts
var duration = __webpack_require__(7840);
// EXTERNAL MODULE: ./src/fs/digest.ts
var digest = __webpack_require__(3391);
// EXTERNAL MODULE: ./src/text/cut.ts
var cut = __webpack_require__(3147);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(1590);
// EXTERNAL MODULE: ./src/memory/typed/file-ages.ts
var file_ages = __webpack_require__(2801);
;// CONCATENATED MODULE: ./src/memory/typed/pruning.ts
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
 * procedural_dir, core files, and every file a kept index (`index_files`),
 * the run log or a core file links to, so pruning never leaves a dead link
 * in them.
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
async function planPrune(agents, ages, now, root, onAgent) {
    const plan = { items: [], kept: [], errors: [] };
    for (const [i, agent] of agents.entries()) {
        onAgent?.(i + 1, agent.name);
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
                for (const path of (0,typed_typed.listTypedFiles)(dir)) {
                    if (seen.has(path))
                        continue;
                    seen.add(path);
                    listed.push([type, path, dir]);
                }
            }
            catch (err) {
                plan.errors.push({ agent: agent.name, path: dir, message: (0,errors/* formatError */.Wk)(err) });
            }
        }
        const rel = (path) => (0,external_node_path_.relative)(root, path).split(external_node_path_.sep).join('/');
        const never = neverPruned(agent, [...seen], rel);
        for (const [dirType, path, dir] of listed) {
            const why = never.has((0,external_node_path_.resolve)(path));
            try {
                const age = await ages.ageOf(path);
                if (age.uncertain) {
                    if (!why)
                        plan.kept.push({ agent: agent.name, path, message: `age unknown: ${age.uncertain}` });
                    continue;
                }
                // The shortest retention is the first test: most files are younger than both.
                if (why || !(0,file_ages/* olderThan */.W7)(age, Math.min(m.episodicMaxAgeMs, m.proceduralMaxAgeMs), now))
                    continue;
                // Synchronous: a store can hold tens of thousands of small files, and a
                // thread-pool round trip for each check and read costs more than the work.
                const content = (0,regular/* readRegularFileSync */.cG)(path, { maxBytes: regular/* MAX_TEXT_BYTES */.$D }) ?? Buffer.alloc(0);
                const typed = (0,typed_typed.memoryTypeOf)(agent.memory, rel(path), content, dirType, (0,external_node_path_.relative)(dir, path));
                if (typed.type === 'core') {
                    plan.kept.push({ agent: agent.name, path, message: `core (${typed.by})` });
                    continue;
                }
                const maxAge = typed.type === 'episodic' ? m.episodicMaxAgeMs : m.proceduralMaxAgeMs;
                if (!(0,file_ages/* olderThan */.W7)(age, maxAge, now))
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
                    ageText: (0,file_ages/* formatAge */.nV)(age, now),
                    digest: (0,digest/* digestOf */.o)(content),
                    bytes: content.length,
                    rule: `${typed.type}_max_age ${(0,duration/* formatDuration */.a)(maxAge)} (${typed.by})`,
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
/**
 * Files never pruned whatever the rules say (absolute): the run log,
 * failures.md, the distilled files, core files, indexes, and what the run
 * log, the core files and the indexes link to.
 */
function neverPruned(agent, files, rel) {
    const m = agent.memory;
    const never = new Set([
        (0,external_node_path_.resolve)(m.path),
        (0,external_node_path_.resolve)((0,external_node_path_.join)(m.proceduralDir, paths/* FAILURES_FILE */.nB)),
        ...m.coreFiles.map((f) => (0,external_node_path_.resolve)(f)),
    ]);
    for (const name of paths/* DISTILLED_FILES */.D7)
        never.add((0,external_node_path_.resolve)((0,external_node_path_.join)(m.proceduralDir, name)));
    // Indexes are core (a preset types them so, or they are core_files): what they link to stays. So
    // does what the run log or a core file links to (OpenClaw's curated MEMORY.md cites daily notes):
    // they are kept as written, so pruning a file they link would leave them a dead link.
    const indexes = [...files, ...m.coreFiles].filter((f) => m.indexFiles.some((g) => (0,typed_typed.globMatch)(g, rel(f))));
    for (const doc of new Set([...indexes, m.path, ...m.coreFiles])) {
        let text;
        try {
            text = (0,regular/* readRegularFileSync */.cG)(doc, { maxBytes: regular/* MAX_TEXT_BYTES */.$D })?.toString('utf8') ?? '';
        }
        catch {
            continue;
        }
        never.add((0,external_node_path_.resolve)(doc));
        for (const linked of (0,links/* linkedFiles */.$)(doc, text))
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
/**
 * What the note is about, for the reviewer: its front matter's
 * `description:` (Claude Code's notes), else its first line of text, not
 * the `---` that opens front matter nor a bare heading mark.
 */
function firstLine(content) {
    const lines = content.subarray(0, 4096).toString('utf8').split(/\r?\n/);
    let body = lines;
    if (lines[0]?.trim() === '---') {
        const end = lines.findIndex((l, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(l));
        const front = end > 0 ? lines.slice(1, end) : [];
        const description = front.map((l) => /^description:\s*(.+)$/.exec(l)?.[1]).find(Boolean);
        if (description)
            return clip(description.replace(/^(["'])(.*)\1$/, '$2'));
        body = end > 0 ? lines.slice(end + 1) : lines.slice(1);
    }
    return clip(body.find((l) => /[\p{L}\p{N}]/u.test(l)) ?? '');
}
function clip(line) {
    // Redacted before the cut: a cut through a token leaves a head no rule knows (and a GitHub token's checksum gives back its tail).
    return (0,cut/* cutCodePoints */.Dp)((0,untrusted/* redacted */.pc)(line.trim()), FIRST_LINE_MAX);
}

// EXTERNAL MODULE: ./src/format/axe.ts
var axe = __webpack_require__(2563);
;// CONCATENATED MODULE: ./src/gc/prune-distil.ts
/**
 * What a pruned file knows is kept before the file goes (issue 22): every
 * file the prune step plans to remove is read as one entry and distilled
 * (analysis/distillation.ts, the same analyzer as a trim's) into the agent's
 * `<procedural_dir>/digest.md`, written in the same change, before any file
 * is deleted. A file whose knowledge cannot be written (a locked digest, a
 * failed write) is kept.
 *
 * When the distil step writes the same digest in this run (a trim dropped
 * entries too), the pruned files are distilled on top of its items, and
 * written after it: the digest must then hold exactly what the distil step
 * planned, else nothing of the prune is applied.
 */










/** A pruned file as one entry: named by its first heading, its front matter `name:`, else its file name. */
function fileEntry(path, text) {
    let body = text.replace(/\r\n/g, '\n');
    let name;
    const front = /^---\n([\s\S]*?)\n(?:---|\.\.\.)[ \t]*(?:\n|$)/.exec(body);
    if (front) {
        name = /^name:[ \t]*(.+)$/m
            .exec(front[1])?.[1]
            .replace(/^(["'])(.*)\1$/, '$2')
            .trim();
        body = body.slice(front[0].length);
    }
    const heading = /^[ \t]*#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(body);
    if (heading && body.slice(0, heading.index).trim() === '') {
        name = heading[1];
        body = body.slice(heading.index + heading[0].length);
    }
    return (0,axe/* entryFields */.oy)(`## ${name || (0,external_node_path_.basename)(path, '.md')}\n${body.replace(/^\n+/, '')}`);
}
/** Plans the distillation of `items` (one agent's planned prune) into its digest; undefined when nothing goes. */
async function planPruneDistil(p, a, items, options) {
    if (items.length === 0)
        return undefined;
    const memory = a.agent.memory;
    const path = (0,external_node_path_.join)(memory.proceduralDir, paths/* DIGEST_FILE */.O8);
    if (await (0,lock/* isLocked */.ln)(path))
        throw (0,errors/* opError */.ey)(`${(0,confine.storeRelative)(p.store, path)} is locked, so pruned files cannot be distilled`);
    const trimWrite = a.steps.distil?.knowledge?.write;
    const afterDistil = trimWrite?.path === path && trimWrite.section === undefined;
    const before = afterDistil ? trimWrite.before : await (0,distilled/* readKnowledgeText */.Se)(path);
    let current = afterDistil ? trimWrite.items : (0,knowledge_items/* parseItems */.mo)(before, 2).items;
    const start = current;
    const ops = [];
    let analyzer = 'local';
    for (const item of items) {
        const text = (await (0,regular/* readRegularFile */.XF)(item.path, { maxBytes: regular/* MAX_TEXT_BYTES */.$D }))?.toString('utf8') ?? '';
        const rel = (0,confine.storeRelative)(p.store, item.path);
        const done = await (0,distillation/* distil */.sF)({
            agent: a.agent,
            log: rel,
            entries: [fileEntry(rel, text)],
            target: 'file',
            at: p.at,
            current,
            others: [],
            kept: [],
        }, options.analysis);
        current = done.items;
        ops.push(...done.ops);
        analyzer = done.analyzer;
    }
    const write = { path, level: 2, before, items: current };
    return {
        write,
        ops,
        files: items.map((i) => i.path),
        analyzer,
        afterDistil,
        // The file as the trim's distillation leaves it, then with the pruned files' items: as the diff shows it.
        bytesBefore: (0,distilled/* knowledgeSize */.K$)({ ...write, items: start }, before).after,
        bytesAfter: (0,distilled/* knowledgeSize */.K$)(write, before).after,
    };
}
/**
 * Writes the planned digest; throws when it cannot, so the caller keeps the
 * files. Returns whether the file was written (false: it already held the items).
 */
async function applyPruneDistil(d, a, applied) {
    let write = d.write;
    if (d.afterDistil) {
        const before = applied.outcomes[a.name]?.distil;
        if (!before?.digest)
            throw (0,errors/* opError */.ey)(`${d.write.path}: the distil step did not write it, so the pruned files are not distilled`);
        // The digest as the distil step left it: exactly its planned items, else someone wrote it since.
        const now = await (0,distilled/* readKnowledgeText */.Se)(d.write.path);
        const planned = a.steps.distil?.knowledge?.write.items ?? [];
        if ((0,knowledge_items/* renderItems */.$)((0,knowledge_items/* parseItems */.mo)(now, 2).items, 2) !== (0,knowledge_items/* renderItems */.$)(planned, 2))
            throw (0,errors/* opError */.ey)(`${d.write.path} changed since it was planned; the pruned files are not distilled`);
        write = { ...write, before: now };
    }
    return (0,distilled/* writeKnowledge */.Ux)(write);
}

;// CONCATENATED MODULE: ./src/gc/steps/prune.ts
/**
 * Prune: typed memory older than its retention goes (memory/typed/pruning.ts has the
 * rules). Ages come from one git history pass for all agents, so the step
 * plans the store at once. The apply removes exactly the planned files,
 * each re-checked by digest: a file changed or locked since is kept. What
 * the files know goes into the agent's digest first, in the same change
 * (prune-distil.ts); a file whose knowledge cannot be kept is kept.
 */






const pruneStep = {
    name: 'prune',
    async plan(p, options) {
        const agents = (0,model/* standing */.JA)(p);
        if (agents.length === 0)
            return;
        const list = agents.map((a) => a.agent);
        const read = async (of) => {
            // Loaded on use: git's client must not cost the start of commands that never prune.
            const { gitAges } = await Promise.all(/* import() */[__webpack_require__.e(724), __webpack_require__.e(721)]).then(__webpack_require__.bind(__webpack_require__, 3102));
            return gitAges(p.store.root, {
                cutoff: new Date(options.now.getTime() - longestRetention(of)),
                deepen: options.deepen,
                unchanged: options.ages?.unchanged,
            });
        };
        const shared = options.ages;
        const ages = await (shared ? (shared.source ??= read(shared.agents)) : read(list));
        const report = !shared?.reported;
        if (shared)
            shared.reported = true;
        const planned = await planPrune(list, ages, options.now, p.store.root, (i, name) => options.progress?.('prune', i, list.length, name));
        for (const a of agents) {
            const mine = (n) => n.agent === a.name;
            const step = {
                items: planned.items.filter(mine),
                kept: planned.kept.filter(mine),
                errors: planned.errors.filter(mine),
            };
            try {
                // `status` only counts (a dry run that lists nothing): it never reads files to distil, nor calls a model.
                if (!(options.dryRun && options.list === false))
                    step.distil = await planPruneDistil(p, a, step.items, options);
            }
            catch (err) {
                // Never pruned undistilled: the files stay, and say why.
                const why = `kept: its knowledge cannot be distilled first (${(0,errors/* formatError */.Wk)(err)})`;
                step.kept.push(...step.items.map((i) => ({ agent: a.name, path: i.path, message: why })));
                step.items = [];
                p.problems.push(`${a.name}: ${why}`);
            }
            a.steps.prune = step;
        }
        if (report)
            p.notes.push(`Ages from ${ages.describe}.`);
        p.problems.push(...(report ? ages.warnings : []), ...planned.errors.map((e) => `${e.agent}: cannot prune ${(0,confine.storeRelative)(p.store, e.path)}: ${e.message}`));
    },
    async apply(p, applied) {
        for (const a of (0,model/* standing */.JA)(p)) {
            const items = a.steps.prune?.items ?? [];
            if (items.length === 0)
                continue;
            const distil = a.steps.prune?.distil;
            if (distil) {
                try {
                    if ((await applyPruneDistil(distil, a, applied)) && !applied.paths.includes(distil.write.path))
                        applied.paths.push(distil.write.path);
                }
                catch (err) {
                    const message = `kept: its knowledge could not be distilled first (${(0,errors/* formatError */.Wk)(err)})`;
                    (0,model/* outcomeOf */.sG)(applied, a.name).prune = {
                        removed: [],
                        skipped: items.map((i) => ({ agent: a.name, path: i.path, message })),
                        errors: [],
                    };
                    applied.problems.push(`${a.name}: prune: ${message}`);
                    continue;
                }
            }
            const result = await applyPrune({ items, kept: [], errors: [] });
            (0,model/* outcomeOf */.sG)(applied, a.name).prune = { removed: result.removed, skipped: result.skipped, errors: result.errors };
            applied.paths.push(...result.removed.map((r) => r.path));
            for (const e of result.errors)
                applied.problems.push(`${a.name}: cannot prune ${(0,confine.storeRelative)(p.store, e.path)}: ${e.message}`);
        }
    },
    describe(p, a, applied) {
        const step = a.steps.prune;
        if (!step)
            return undefined;
        const outcome = applied && (0,model/* outcomeOf */.sG)(applied, a.name).prune;
        const removed = applied ? (outcome?.removed ?? []) : step.items;
        const rel = (path) => (0,confine.storeRelative)(p.store, path);
        const kept = [...step.kept, ...(outcome?.skipped ?? [])];
        const files = (n) => (0,plural/* plural */.LS)(n, 'file', 'files');
        const summary = removed.length
            ? `${applied ? 'Pruned' : 'Would prune'} ${files(removed.length)} (${removed.reduce((n, r) => n + r.bytes, 0)} bytes).`
            : 'Nothing to prune.';
        const procedural = removed.filter((r) => r.type === 'procedural');
        const distil = step.distil && removed.length ? distilLine(step.distil, rel, applied !== undefined) : '';
        return {
            title: 'Prune',
            summary: `${summary}${distil}${kept.length ? ` Kept ${files(kept.length)} although old enough.` : ''}`,
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
            risks: procedural.length ? [`procedural memory goes: ${(0,plural/* listed */.KE)(procedural.map((r) => rel(r.path)))}`] : [],
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
                distilled: step.distil
                    ? {
                        target: rel(step.distil.write.path),
                        files: step.distil.files.map(rel),
                        analyzer: step.distil.analyzer,
                        ops: step.distil.ops,
                        bytesBefore: step.distil.bytesBefore,
                        bytesAfter: step.distil.bytesAfter,
                    }
                    : null,
                errors: [...step.errors, ...(outcome?.errors ?? [])].map((e) => ({ path: rel(e.path), message: e.message })),
            },
        };
    },
};
/** What the pruned files' distillation adds to the digest, for the summary line. */
function distilLine(d, rel, applied) {
    const added = d.ops.filter((o) => o.op !== 'fold').length;
    return ` ${applied ? 'Distilled' : 'Distils'} them first into ${rel(d.write.path)} (${d.analyzer}): ${(0,plural/* plural */.LS)(added, 'knowledge item', 'knowledge items')} added or updated; ${d.bytesBefore} → ${d.bytesAfter} bytes.`;
}

;// CONCATENATED MODULE: ./src/gc/steps/registry.ts




const STEPS = [trim/* trimStep */.XS, analyseStep, distilStep, pruneStep];


/***/ }),

/***/ 4194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fP: () => (/* binding */ attention),
  bV: () => (/* binding */ entryLine),
  wB: () => (/* binding */ howToTrim),
  XS: () => (/* binding */ trimStep),
  SK: () => (/* binding */ trimTarget)
});

// EXTERNAL MODULE: ./src/analysis/entries.ts
var analysis_entries = __webpack_require__(8834);
// EXTERNAL MODULE: ./src/config/confine.ts
var confine = __webpack_require__(1094);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/fs/lock.ts
var lock = __webpack_require__(2088);
// EXTERNAL MODULE: ./src/fs/together.ts
var together = __webpack_require__(1581);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/fs/atomic.ts
var atomic = __webpack_require__(230);
// EXTERNAL MODULE: ./src/fs/carry-over.ts
var carry_over = __webpack_require__(9819);
// EXTERNAL MODULE: ./src/fs/handle.ts
var handle = __webpack_require__(3998);
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __webpack_require__(7051);
// EXTERNAL MODULE: ./src/fs/writelock.ts
var writelock = __webpack_require__(2039);
// EXTERNAL MODULE: ./src/memory/runlog/plan-trim.ts
var plan_trim = __webpack_require__(1923);
// EXTERNAL MODULE: ./src/memory/runlog/scan-options.ts
var scan_options = __webpack_require__(5323);
;// CONCATENATED MODULE: ./src/memory/runlog/apply-trim.ts
/**
 * Applying a trim plan (trim.ts): exactly the planned ranges go, verified
 * by the plan's pin of the dropped bytes, under the write lock, in one
 * atomic rewrite that keeps what was appended meanwhile.
 */











/**
 * Carries out a plan atomically; true when the log was rewritten (the plan
 * removes entries). A locked log is never trimmed. If the bytes the plan
 * pinned are no longer the same (the log was rewritten, trimmed, prepended
 * to or truncated since planning) it refuses and changes nothing. Every byte
 * outside the removed ranges is copied, up to the current end of the file,
 * so entries appended after planning survive: the bulk is copied first, then
 * the rest under the write lock (fs/writelock.ts), which appendEntry also holds,
 * so no append can land in the old file between the last copy and the
 * rename. A plan that removes nothing still clears a write lock left by a
 * killed writer.
 */
async function applyTrim(plan, options = {}) {
    const { path } = plan;
    await (0,writelock/* clearStaleWriteLock */.PL)(path);
    if (plan.cut.ranges.length === 0)
        return false;
    const chunkSize = (0,scan_options/* chunkSizeOf */.m)(options);
    await (0,lock/* assertUnlocked */.Wj)(path, 'trim');
    if (!(0,atomic/* shared */.ue)() && plan.cut.plannedSize <= regular/* MAX_TEXT_BYTES */.$D)
        return trimPrivately(plan);
    return (0,handle/* withFile */.D4)(path, () => {
        throw changedUnderUs(path);
    }, async (src) => {
        await verifyPins(src, plan);
        let release;
        let end = 0;
        try {
            await (0,atomic/* replaceFile */.fR)(path, async (dst) => {
                let pos = 0;
                for (const [from, to] of plan.cut.ranges) {
                    await (0,handle/* copyRange */.hU)(src, dst, pos, from, chunkSize);
                    pos = to;
                }
                end = await (0,handle/* copyToEnd */.et)(src, dst, pos, chunkSize);
            }, {
                finish: async (dst) => {
                    release = await (0,writelock/* acquireWriteLock */.Vg)(path);
                    // Another trim may have replaced the log since we opened it: appends
                    // now go to its file, and renaming ours over it would drop them.
                    const [ours, current] = await Promise.all([src.stat(), (0,promises_.stat)(path)]);
                    if (ours.ino !== current.ino || ours.dev !== current.dev)
                        throw changedUnderUs(path);
                    end = await (0,handle/* copyToEnd */.et)(src, dst, end, chunkSize);
                },
            });
            // Appenders outside memkeep do not take the write lock. What they wrote to the old file
            // goes right after what was copied, before anything appended to the new one since.
            await (0,carry_over/* carryOverTail */.e)(src, end, path, end - plan.bytesRemoved, chunkSize);
        }
        finally {
            await release?.();
        }
        return true;
    });
}
/**
 * applyTrim in a private tree (fs/atomic.ts): the log read whole and its kept
 * bytes written in one rewrite, on the main thread, where the streamed copy
 * made about fifteen thread-pool round trips a log (a tenth of the Action's
 * dry run at a thousand agents). What the old file gained past the read is
 * still carried over, as outside one.
 */
async function trimPrivately(plan) {
    const { path } = plan;
    const read = (0,regular/* readRegularOpenSync */.Yd)(path, { maxBytes: regular/* MAX_TEXT_BYTES */.$D });
    if (!read)
        throw changedUnderUs(path);
    try {
        const kept = (0,plan_trim/* trimmedLog */.rN)(plan, read.bytes);
        if (!kept)
            throw changedUnderUs(path);
        await (0,atomic/* writeFileAtomic */.Zf)(path, kept);
        await (0,carry_over/* carryOverTail */.e)((0,handle/* descriptorSource */.ZQ)(read.fd), read.bytes.length, path, kept.length);
        return true;
    }
    catch (err) {
        throw (0,errors/* ioError */.bD)('read', path, err);
    }
    finally {
        (0,external_node_fs_.closeSync)(read.fd);
    }
}
async function verifyPins(fh, plan) {
    const { size } = await fh.stat();
    if (size >= plan.cut.plannedSize && (await (0,plan_trim/* pinnedDigest */.tN)(fh, plan.cut.pins)) === plan.cut.digest)
        return;
    throw changedUnderUs(plan.path);
}
function changedUnderUs(path) {
    return (0,errors/* opError */.ey)(`cannot trim ${path}: the log changed under us since the trim was planned; nothing was trimmed`, {
        file: path,
    });
}

// EXTERNAL MODULE: ./src/memory/runlog/entry-order.ts
var entry_order = __webpack_require__(6996);
// EXTERNAL MODULE: ./src/text/cut.ts
var cut = __webpack_require__(3147);
// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __webpack_require__(573);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(1590);
// EXTERNAL MODULE: ./src/gc/model.ts
var model = __webpack_require__(719);
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
/** How much of an entry's task a review line shows: the diff shows the whole entry. */
const LINE_TASK_CHARS = 200;
/**
 * What a review line shows of each task, by the task: a log repeats its
 * tasks, and the trim's and the distillation's lists show the same entries
 * (redacting every line was a tenth of a 1,000-agent dry run). Bounded, and
 * short tasks only: memory does not grow with the store.
 */
const shownTasks = new Map();
const SHOWN_TASKS_MAX = 4096;
const SHOWN_TASK_KEY_MAX = 512;
/** An entry as the review lists it: its heading and the start of its task on one line. */
function entryLine(e) {
    let task = shownTasks.get(e.task);
    if (task === undefined) {
        // A layout's entry whose whole body is its task (a Squad learning) would make a line of the whole entry.
        // Redacted before the cut: a cut through a token leaves a head no rule knows (and a GitHub token's checksum gives back its tail).
        task = (0,cut/* cutCodePoints */.Dp)((0,untrusted/* redacted */.pc)(e.task).replace(/\s+/g, ' ').trim(), LINE_TASK_CHARS);
        if (e.task.length <= SHOWN_TASK_KEY_MAX) {
            if (shownTasks.size >= SHOWN_TASKS_MAX)
                shownTasks.clear();
            shownTasks.set(e.task, task);
        }
    }
    return task ? `${e.heading} — ${task}` : e.heading;
}
const trimStep = {
    name: 'trim',
    async plan(p, options) {
        const agents = (0,model/* withEntries */.bA)(p);
        for (const [i, a] of agents.entries()) {
            options.progress?.('trim', i + 1, agents.length, a.name);
            const target = options.keep ?? trimTarget(a.agent.memory);
            const step = (a.steps.trim = { target });
            if (!target)
                continue;
            if (a.agent.memory.knowledge) {
                step.knowledge = a.agent.memory.knowledge;
                continue;
            }
            try {
                // Synchronous: gc plans every agent, and a thread-pool round trip each costs more than the check.
                if ((0,lock/* isLockedSync */.sN)(a.agent.memory.path))
                    step.locked = true;
                else
                    step.plan = await (0,plan_trim/* planTrim */.CV)(a.agent.memory.path, target, {
                        known: a.scan,
                        list: options.count !== false && options.list !== false,
                        layout: a.layout,
                        lineTimes: p.lineTimes,
                    });
            }
            catch (err) {
                if (err instanceof entry_order/* OrderRefused */.tM) {
                    const config = (0,confine.storeRelative)(p.store, a.agent.configFile);
                    step.refused = {
                        message: err.messageAs((0,confine.storeRelative)(p.store, a.agent.memory.path)),
                        remedy: err.remedy,
                        ...(err.when === undefined ? {} : { when: err.when }),
                        config,
                    };
                    p.problems.push(`${a.name}: ${attention(step.refused)}`);
                    continue;
                }
                a.steps.trim = undefined;
                a.status = 'failed';
                a.error = { code: 1, message: (0,errors/* formatError */.Wk)(err) };
            }
        }
    },
    async apply(p, applied) {
        const trims = (0,model/* withEntries */.bA)(p).flatMap((a) => {
            const plan = a.steps.trim?.plan;
            if (!plan)
                return [];
            const outcome = { rewritten: false };
            (0,model/* outcomeOf */.sG)(applied, a.name).trim = outcome;
            return [{ a, plan, outcome }];
        });
        // A few logs at a time (fs/together.ts); agents that share a log in order, so the second finds it changed.
        await (0,together/* together */.b)(trims, async ({ a, plan, outcome }) => {
            const held = applied.held[a.name];
            if (held) {
                outcome.error = held;
                return;
            }
            try {
                // A plan that removes nothing still clears a write lock a killed writer left.
                outcome.rewritten = await applyTrim(plan);
            }
            catch (err) {
                outcome.error = (0,errors/* formatError */.Wk)(err);
            }
        }, ({ plan }) => [plan.path]);
        for (const { a, plan, outcome } of trims) {
            if (outcome.rewritten)
                applied.paths.push(plan.path);
            if (outcome.error !== undefined)
                applied.problems.push(`${a.name}: trim skipped: ${outcome.error}`);
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
            knowledge: step.knowledge ?? null,
            refused: step.refused ?? null,
            ...planData(step.plan, a.entries),
            applied: outcome ?? null,
        };
        if (step.target === 0)
            return { title: 'Trim', summary: 'Nothing to trim: --keep 0 keeps every entry.', data };
        if (!step.target)
            return { title: 'Trim', summary: 'No trim target configured (last_n and max_entries are both 0).', data };
        if (step.locked)
            return { title: 'Trim', summary: `Trim skipped: ${a.log} is locked.`, data };
        if (step.knowledge)
            return {
                title: 'Trim',
                summary: `Not trimmed by count: ${a.log} is a knowledge file (${step.knowledge}); analysed and loaded as it is.`,
                data,
            };
        if (step.refused)
            return { title: 'Trim', summary: attention(step.refused), data };
        const plan = step.plan;
        if (plan.bytesRemoved === 0) {
            return {
                title: 'Trim',
                summary: `No trimming needed: ${a.entries} entries within limit (${step.target}).`,
                data,
            };
        }
        // A failed agent has nothing applied (model.ts): a dry run counts its trim as the real run does, as none.
        if (a.status === 'failed')
            return { title: 'Trim', summary: 'Not trimmed: the agent failed, so none of its entries are removed.', data };
        if (outcome?.error)
            return { title: 'Trim', summary: `Trim failed, nothing removed: ${outcome.error}`, data };
        const done = applied !== undefined && outcome?.rewritten;
        return {
            title: 'Trim',
            summary: `${done ? 'Removed' : 'Would remove'} ${dropSummary(plan)} and ${done ? 'kept' : 'keep'} the newest ${step.target}.`,
            lists: plan.dropped && [
                { label: `${(0,plural/* plural */.LS)(plan.dropped.length, 'entry', 'entries')} dropped`, lines: plan.dropped.map(entryLine) },
                { label: `${(0,plural/* plural */.LS)(plan.kept.length, 'entry', 'entries')} kept`, lines: plan.kept.map(entryLine) },
            ],
            // A failed run the distil step keeps (in the digest and lessons.md) is not at risk.
            risks: distils(a, applied) ? [] : failedRisk(plan.dropped),
            tally: applied && !done ? {} : { entriesRemoved: plan.removed, bytesRemoved: plan.bytesRemoved },
            data,
        };
    },
};
/** A refused trim as people read it: what is wrong and the line that fixes it. */
function attention(refused) {
    return `Needs attention: trim refused: ${refused.message}. ${howToTrim(refused)}. Loading, analysis and distillation are not affected.`;
}
/** The remedy of a refused trim: the `[memory]` line to add, and when it works where it does not always. */
function howToTrim(refused) {
    return `To trim, ${(0,entry_order/* howToOrder */.W6)(refused, refused.config)}`;
}
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
        return `${(0,plural/* plural */.LS)(d.length, 'entry', 'entries')} (${range})`;
    }
    const n = plan.removed === undefined ? 'older entries' : (0,plural/* plural */.LS)(plan.removed, 'entry', 'entries');
    return `${n} (${plan.bytesRemoved} bytes)`;
}
/** The dropped entries are distilled: planned so, and, once applied, written. */
function distils(a, applied) {
    const d = a.steps.distil;
    if (!d?.digest || d.skipped)
        return false;
    return applied === undefined || applied.outcomes[a.name]?.distil?.digest === true;
}
function failedRisk(dropped) {
    const failed = (dropped ?? []).filter((e) => (0,analysis_entries/* runFailed */.Np)(e.result));
    if (failed.length === 0)
        return [];
    return [
        `${(0,plural/* plural */.LS)(failed.length, 'dropped entry records', 'dropped entries record')} a failed run: ${(0,plural/* listed */.KE)(failed.map((e) => e.heading), 3)}`,
    ];
}


/***/ }),

/***/ 6594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ DIGEST_HEADER),
/* harmony export */   K$: () => (/* binding */ knowledgeSize),
/* harmony export */   ME: () => (/* binding */ sectionParts),
/* harmony export */   Se: () => (/* binding */ readKnowledgeText),
/* harmony export */   Ux: () => (/* binding */ writeKnowledge),
/* harmony export */   dD: () => (/* binding */ assertFitsAfterTrim),
/* harmony export */   n3: () => (/* binding */ assertKnowledgeWritable)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _fs_atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(230);
/* harmony import */ var _fs_carry_over_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9819);
/* harmony import */ var _fs_lock_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2088);
/* harmony import */ var _fs_writelock_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2039);
/* harmony import */ var _runlog_plan_trim_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1923);
/* harmony import */ var _sections_section_file_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4046);
/* harmony import */ var _sections_section_write_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(265);
/* harmony import */ var _items_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1424);
/**
 * Writing knowledge items (memory/knowledge/items.ts): a knowledge file of its own
 * (digest.md, lessons.md) or the items of a summary section of the run log
 * itself (Squad's `## Core Context`). Each write is checked twice:
 *
 * - before: the file (or the section's items) must still be what the plan
 *   read, else the write is refused (someone edited it since);
 * - after: the written file is read back and re-parsed: its items must be
 *   exactly the planned ones and, for a run log, its entries exactly the
 *   ones it had (same bytes), else the original is put back and the write
 *   is refused.
 *
 * A summary section is written after the trim of its log, when a refusal
 * would come too late for the entries the trim dropped: the same read-back
 * is made first, at plan time, on the log as the trim will leave it.
 *
 * Locked files are refused; line endings, BOM and mode are kept; the write
 * is atomic; a write that changes nothing is not made.
 */










const DIGEST_HEADER = `# Knowledge

Kept by memkeep from trimmed entries and pruned files. Edit freely: an item without an evidence line is yours.
`;
/** The text a knowledge file holds when read (LF), or '' when it does not exist. */
async function readKnowledgeText(path) {
    return ((await (0,_sections_section_write_js__WEBPACK_IMPORTED_MODULE_8__/* .readTextForRewrite */ .p)(path, 'read')) ?? '').replaceAll('\r\n', '\n');
}
/** The `## <heading>` section of a log's text split into its prose (kept) and its items text. */
function sectionParts(text, heading) {
    const section = (0,_sections_section_file_js__WEBPACK_IMPORTED_MODULE_7__/* .splitSections */ .nO)(text.replaceAll('\r\n', '\n')).sections.find((s) => s.heading === heading);
    if (!section)
        return { found: false, prose: '', items: '' };
    const { preamble } = (0,_items_js__WEBPACK_IMPORTED_MODULE_9__/* .parseItems */ .mo)(section.body, 3);
    return { found: true, prose: preamble, items: section.body.slice(preamble.length) };
}
/**
 * Refuses, as writeKnowledge would, a write whose file is locked or changed
 * since it was planned: checked before a trim touches the log that the
 * write then completes (a summary section), so the trim is held instead.
 */
async function assertKnowledgeWritable(w) {
    await refuseLocked(w.path);
    assertAsPlanned(w, await readKnowledgeText(w.path));
}
function assertAsPlanned(w, lf) {
    const now = w.section ? sectionParts(lf, w.section).items : lf;
    if (now.trim() === w.before.trim())
        return;
    throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .opError */ .ey)(w.section
        ? `${w.path}: the "${w.section}" section changed since it was planned; nothing distilled`
        : `${w.path} changed since it was planned; nothing distilled`, { file: w.path });
}
/** Writes the planned items; false when the file already holds them. */
async function writeKnowledge(w, layout) {
    await refuseLocked(w.path);
    const release = w.section ? await (0,_fs_writelock_js__WEBPACK_IMPORTED_MODULE_5__/* .acquireWriteLock */ .Vg)(w.path) : undefined;
    // A summary section is written into the run log: agents appending with their own code take no lock, and
    // what they append meanwhile is kept (replaceHead), as a trim keeps it. Opened before it is read.
    const log = w.section ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(w.path, 'r').catch(() => undefined) : undefined;
    try {
        const original = (await (0,_sections_section_write_js__WEBPACK_IMPORTED_MODULE_8__/* .readTextForRewrite */ .p)(w.path, 'update')) ?? '';
        const lf = original.replaceAll('\r\n', '\n');
        const items = (0,_items_js__WEBPACK_IMPORTED_MODULE_9__/* .renderItems */ .$)(w.items, w.level);
        assertAsPlanned(w, lf);
        if (!changes(w, items))
            return false;
        const text = knowledgeText(w, lf, items);
        if (text === lf)
            return false;
        const ours = (0,_sections_section_file_js__WEBPACK_IMPORTED_MODULE_7__/* .inOwnEndings */ .Of)(original, text);
        if (log)
            await (0,_fs_carry_over_js__WEBPACK_IMPORTED_MODULE_3__/* .replaceHead */ .D)(w.path, log, Buffer.byteLength(original), [Buffer.from(ours, 'utf8')]);
        else
            await (0,_fs_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Zf)(w.path, ours, { mkdirs: true });
        const disk = (await (0,_sections_section_write_js__WEBPACK_IMPORTED_MODULE_8__/* .readTextForRewrite */ .p)(w.path, 'read')) ?? '';
        // What this write wrote is read back; what agents appended after it is theirs, and read back with it
        // the log's last entry would seem changed.
        const problem = readBack(w, original, log && disk.startsWith(ours) ? ours : disk, items, layout);
        if (problem) {
            await undo(w.path, original, ours, log !== undefined);
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .opError */ .ey)(`${w.path}: write refused and undone: ${problem}`, { file: w.path });
        }
        return true;
    }
    finally {
        await log?.close();
        await release?.();
    }
}
/** Puts `original` back in place of `ours`, keeping in a run log what agents appended after it. */
async function undo(path, original, ours, log) {
    if (!log)
        return (0,_fs_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Zf)(path, original);
    const now = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
    try {
        // A file that no longer starts with what was written was replaced by another writer: it stays theirs.
        if (!((await (0,_sections_section_write_js__WEBPACK_IMPORTED_MODULE_8__/* .readTextForRewrite */ .p)(path, 'read')) ?? '').startsWith(ours))
            return;
        await (0,_fs_carry_over_js__WEBPACK_IMPORTED_MODULE_3__/* .replaceHead */ .D)(path, now, Buffer.byteLength(ours), [Buffer.from(original, 'utf8')]);
    }
    finally {
        await now.close();
    }
}
/**
 * Refuses a summary-section write that would not read back as planned in
 * the log its trim leaves (items read as entries, an entry's bytes changed):
 * the agent fails at plan time, so the trim never drops what the write keeps.
 */
async function assertFitsAfterTrim(w, trim, layout) {
    const log = Buffer.from((await (0,_sections_section_write_js__WEBPACK_IMPORTED_MODULE_8__/* .readTextForRewrite */ .p)(w.path, 'read')) ?? '', 'utf8');
    const trimmed = (0,_runlog_plan_trim_js__WEBPACK_IMPORTED_MODULE_6__/* .trimmedLog */ .rN)(trim, log);
    // Changed since the trim was planned: the trim will refuse, and the section is not written.
    if (!trimmed)
        return;
    const items = (0,_items_js__WEBPACK_IMPORTED_MODULE_9__/* .renderItems */ .$)(w.items, w.level);
    if (!changes(w, items))
        return;
    const was = trimmed.toString('utf8');
    const problem = readBack(w, was, (0,_sections_section_file_js__WEBPACK_IMPORTED_MODULE_7__/* .inOwnEndings */ .Of)(was, knowledgeText(w, was.replaceAll('\r\n', '\n'), items)), items, layout);
    if (problem)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .opError */ .ey)(`${w.path}: the knowledge of the entries the trim drops cannot be written into the "${w.section}" section after the trim (${problem}); nothing trimmed, nothing distilled`, { file: w.path });
}
/**
 * The knowledge file's size before and after `w` is written over `text`, as
 * the change's diff shows it: the whole file (digest.md, lessons.md, header
 * included), or a summary section with its heading and prose. The review
 * gives these beside the files' table; the items' own bytes (what
 * knowledge_max bounds) were smaller by the header and read as a mismatch.
 */
function knowledgeSize(w, text) {
    const lf = text.replaceAll('\r\n', '\n');
    const items = (0,_items_js__WEBPACK_IMPORTED_MODULE_9__/* .renderItems */ .$)(w.items, w.level);
    const after = changes(w, items) ? knowledgeText(w, lf, items) : lf;
    const measured = (t) => Buffer.byteLength(w.section ? ((0,_sections_section_file_js__WEBPACK_IMPORTED_MODULE_7__/* .splitSections */ .nO)(t).sections.find((s) => s.heading === w.section)?.raw ?? '') : t, 'utf8');
    return { before: measured(lf), after: measured(after) };
}
/** Whether `items` (rendered) change the items planned on: no operation, or none that changed anything, writes nothing. */
function changes(w, items) {
    return (0,_items_js__WEBPACK_IMPORTED_MODULE_9__/* .renderItems */ .$)((0,_items_js__WEBPACK_IMPORTED_MODULE_9__/* .parseItems */ .mo)(w.before, w.level).items, w.level) !== items;
}
/** The file's text (LF) with `items` written as planned. */
function knowledgeText(w, lf, items) {
    if (w.section)
        return withSection(lf, w.section, sectionParts(lf, w.section).prose, items);
    const { preamble } = (0,_items_js__WEBPACK_IMPORTED_MODULE_9__/* .parseItems */ .mo)(lf, 2);
    // trim() takes a BOM for space: a file that was only items keeps it in front of the header.
    const head = preamble.trim() === ''
        ? (preamble.startsWith('\uFEFF') ? '\uFEFF' : '') + (w.header ?? DIGEST_HEADER)
        : closed(preamble.replace(/\n+$/, '\n'));
    return `${head.replace(/\n+$/, '\n')}\n${items}`;
}
/** Why `written`, written over `was`, is not what was planned, or undefined: its entries are compared byte for byte. */
function readBack(w, was, written, items, layout) {
    const now = written.replaceAll('\r\n', '\n');
    const body = w.section ? sectionParts(now, w.section).items : now.slice((0,_items_js__WEBPACK_IMPORTED_MODULE_9__/* .parseItems */ .mo)(now, 2).preamble.length);
    const back = (0,_items_js__WEBPACK_IMPORTED_MODULE_9__/* .parseItems */ .mo)(body, w.level).items;
    // The same text can read back as fewer items (a fence making the rest one item's code): both are compared.
    if (back.length !== w.items.length || (0,_items_js__WEBPACK_IMPORTED_MODULE_9__/* .renderItems */ .$)(back, w.level) !== items)
        return 'its items read back differently from the plan';
    if (layout) {
        const texts = (t) => {
            const log = Buffer.from(t, 'utf8');
            return layout.entries(log).map((e) => log.subarray(e.start, e.end).toString('utf8'));
        };
        const before = texts(was);
        const after = texts(written);
        if (before.length !== after.length)
            return `its entries changed (${before.length} before, ${after.length} after)`;
        const changed = before.find((e, i) => e !== after[i]);
        if (changed !== undefined)
            return `its entry "${changed.split(/\r?\n/, 1)[0]}" changed`;
    }
    return undefined;
}
/** `text` with the `## <heading>` section made of `prose` then `items` (a new section before the first one). */
function withSection(text, heading, prose, items) {
    const { preamble, sections } = (0,_sections_section_file_js__WEBPACK_IMPORTED_MODULE_7__/* .splitSections */ .nO)(text);
    const at = sections.findIndex((s) => s.heading === heading);
    const lead = closed(prose.replace(/\n+$/, '\n'));
    const raw = `## ${heading}\n${lead.trim() === '' ? '\n' : `${lead}\n`}${items}\n`;
    const raws = sections.map((s) => s.raw);
    if (at >= 0)
        raws[at] = raw;
    else
        raws.unshift(raw);
    return (preamble === '' || preamble.endsWith('\n\n') ? preamble : `${closed(preamble)}\n`) + raws.join('');
}
async function refuseLocked(path) {
    if (await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_4__/* .isLocked */ .ln)(path))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .opError */ .ey)(`${path} is locked: left alone`, { file: path });
}
/** `text` ending with a newline, after any code fence it leaves open is closed. */
function closed(text) {
    const body = text.endsWith('\n') ? text : `${text}\n`;
    const fence = (0,_sections_section_file_js__WEBPACK_IMPORTED_MODULE_7__/* .fenceCloser */ .u6)(body);
    return fence ? `${body}${fence}\n` : body;
}


/***/ }),

/***/ 1424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ renderItems),
/* harmony export */   Gx: () => (/* binding */ renderItem),
/* harmony export */   NS: () => (/* binding */ heldLines),
/* harmony export */   T$: () => (/* binding */ foldToCap),
/* harmony export */   af: () => (/* binding */ normaliseText),
/* harmony export */   kz: () => (/* binding */ titleKey),
/* harmony export */   mo: () => (/* binding */ parseItems),
/* harmony export */   om: () => (/* binding */ safeLine)
/* harmony export */ });
/* unused harmony exports EVIDENCE_SHOWN, itemsBytes */
/* harmony import */ var _format_fence_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3890);
/* harmony import */ var _text_invisible_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(480);
/**
 * Knowledge items: what an agent's knowledge file (digest.md, lessons.md,
 * or the items of a summary section such as Squad's `## Core Context`) is
 * made of. One item is one heading section, so `load` can cut at item
 * boundaries:
 *
 *   ## <title>
 *   - <the knowledge: a fact, decision, fix, rule, pitfall>
 *   _Evidence (<count>): <newest citations> · confirmed <YYYY-MM-DD>_
 *
 * The count is shown only when it is more than the citations shown, and
 * the date only when it is not the newest citation's own (an entry of
 * 2026-03-20 is confirmed on 2026-03-20): `_Evidence: 2026-03-20T10:00Z_`.
 * Every byte of the frame is a byte a statement cannot have under the cap.
 *
 * `## ` items in a file of their own, `### ` items inside a summary section.
 * Text a reviewer wrote in an item is kept as it is; an item without an
 * evidence line is the reviewer's own and is never folded.
 *
 * Everything here is plain text an agent reads back: nothing invisible is
 * ever written, and text that could change the file's structure (a heading,
 * a fence, HTML) is neutralised visibly (`\#`, `` \` ``, `&lt;`).
 */


/** Citations shown per item; the rest are counted. */
const EVIDENCE_SHOWN = 3;
const EVIDENCE = /^_Evidence(?: \((\d+)\))?: (.*?)(?: · confirmed (\d{4}-\d\d-\d\d))?_$/;
const DATED = /^\d{4}-\d\d-\d\d/;
const SEP = '; ';
/**
 * Anything safeLine would change; most statements have none, and are returned
 * as they are. Built from INVISIBLE_CHARS, so a character added there is
 * never let through here.
 */
const UNSAFE = new RegExp(`[\\u0000-\\u001f\\u007f\\u0085\\u2028\\u2029<]|${_text_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .INVISIBLE_CHARS */ .GX.source}|[^\\S ]| {2}|^ | $|\`{3}|~{3}|!\\[|^[#>=+|*_[]|^(?:-(?=\\s|$)|---|\\d+[.)](?=\\s))`, 'u');
/**
 * What opens a line as structure in a list item: a heading, quote, table,
 * list marker, thematic break (`---`, `***`, `___`, spaced or not) or link
 * reference definition (`[x]: url`, which would define `[x]` for the file;
 * `[Bug]: login fails` is not one, and stays as it is).
 */
const OPENER = /^(?:[#>=+|]|[-*](?=\s|$)|([-*_])(?=(?:\s*\1){2,}\s*$)|\[(?=[^\]]*\]:\s*(?:<[^>]*>|\S+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*$)|\d+[.)](?=\s))/;
/** One line of untrusted text, safe as a bullet or a title in a memory file, visibly escaped. */
function safeLine(text) {
    if (!UNSAFE.test(text))
        return text;
    return (
    // Control characters become a space; invisible ones (zero-width, bidi, tags) go, but for an emoji's own.
    (0,_text_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .withoutInvisible */ .OT)(text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' '))
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/<(?=[!/?a-zA-Z])/g, '&lt;')
        // A run of three backticks or tildes would open a fence inside a list item.
        .replace(/`{3,}|~{3,}/g, (run) => run.replace(/./g, '\\$&'))
        // An image loads from wherever its address points when the file is viewed; as text it is inert.
        .replace(/!\[/g, '!\\[')
        .replace(OPENER, '\\$&'));
}
/** Normalised text for duplicate detection: Unicode form, case, punctuation, markup and spacing ignored. */
function normaliseText(text) {
    // ASCII is its own NFKC form and has no letters or digits past z and 9: the Unicode tables cost
    // more than the rest of a distillation's comparisons together, and most memory is ASCII.
    return normaliseAscii(text) ?? normaliseUnicode(text);
}
function normaliseUnicode(text) {
    return (text
        .normalize('NFKC')
        .toLowerCase()
        // safeLine's escape of `<` is the same character.
        .replaceAll('&lt;', '<')
        .replace(/\*\*|__|`/g, '')
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim());
}
/**
 * normaliseUnicode's steps for ASCII text in one pass (undefined for any
 * other text): `&lt;` is `<`; `**`, `__` and backticks go, read left to
 * right as the regex reads them, so the letters around them join; every
 * other run of characters but letters and digits is one space between
 * words. A statement is normalised once or more per distillation, and the
 * five passes cost more than the rest of its comparisons.
 */
function normaliseAscii(text) {
    const t = text.toLowerCase();
    let out = '';
    let space = false;
    for (let i = 0; i < t.length;) {
        const c = t.charCodeAt(i);
        if (c > 0x7f)
            return undefined;
        if (isWordChar(c)) {
            let end = i + 1;
            while (end < t.length && isWordChar(t.charCodeAt(end)))
                end++;
            if (space && out !== '')
                out += ' ';
            space = false;
            out += t.slice(i, end);
            i = end;
        }
        else if ((c === STAR || c === UNDERSCORE) && t.charCodeAt(i + 1) === c)
            i += 2;
        else if (c === BACKTICK)
            i++;
        else {
            space = true;
            i += c === AMPERSAND && t.startsWith('&lt;', i) ? 4 : 1;
        }
    }
    return out;
}
const STAR = 0x2a;
const UNDERSCORE = 0x5f;
const BACKTICK = 0x60;
const AMPERSAND = 0x26;
/** a-z and 0-9 (the text is lower-cased). */
function isWordChar(c) {
    return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39);
}
/** An item's identity: its title without dates, issue numbers in parentheses or markup. */
function titleKey(title) {
    return normaliseText(title
        .replace(/\(\s*\d{4}-\d\d-\d\d[^)]*\)/g, ' ')
        .replace(/\[\s*\d{4}-\d\d(?:-\d\d)?\s*\]/g, ' ')
        .replace(/\b\d{4}-\d\d-\d\d(?:[T ][\d:.]+Z?)?\b/g, ' '));
}
/** The fence open after `line`, given the one open before it: an opener opens one even if it never closes. */
function fenceAfter(fence, line) {
    if (!fence)
        return (0,_format_fence_js__WEBPACK_IMPORTED_MODULE_1__/* .openingFence */ .sv)(line);
    return (0,_format_fence_js__WEBPACK_IMPORTED_MODULE_1__/* .closesFence */ .Tv)(line, fence) ? undefined : fence;
}
/** The fence `lines` leave open, read as parseItems reads them. */
function fenceLeftOpen(lines) {
    return lines.reduce(fenceAfter, undefined);
}
/**
 * An item's lines as the file holds them: a fence a reviewer's text leaves
 * open would make the evidence line and every item after it this item's
 * code when read back (and the cap could never fold them), so it is
 * closed, visibly. The review shows the lines so too.
 */
function heldLines(lines) {
    const open = fenceLeftOpen(lines);
    return open ? [...lines, open.char.repeat(open.len)] : lines;
}
function renderItem(item, level) {
    const lines = [`${'#'.repeat(level)} ${safeLine(item.title) || '(untitled)'}`, ...heldLines(item.lines)];
    if (item.confirmed) {
        // An empty citation (a heading of nothing visible) reads back as none; the count still holds it.
        const shown = item.evidence
            .filter((c) => c !== '')
            .slice(0, EVIDENCE_SHOWN)
            .map((c) => c.replaceAll(SEP, ', ').replaceAll(' · ', ' - '));
        const count = item.count > shown.length ? ` (${item.count})` : '';
        const date = shown[0]?.slice(0, 10) === item.confirmed && DATED.test(shown[0]) ? '' : ` · confirmed ${item.confirmed}`;
        lines.push(`_Evidence${count}: ${shown.join(SEP)}${date}_`);
    }
    return `${lines.join('\n')}\n`;
}
function renderItems(items, level) {
    return items.map((i) => renderItem(i, level)).join('\n');
}
/**
 * The items of `text` at heading `level` (2 in a file, 3 in a section body),
 * with fenced blocks honoured; an evidence line memkeep wrote is read back
 * into evidence, count and date, every other line is the item's knowledge.
 */
function parseItems(text, level) {
    const marker = `${'#'.repeat(level)} `;
    // A BOM (Notepad, some editors) is the file's, not its first line's: that line is still an item.
    const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
    const lines = text.slice(bom.length).replace(/\r\n/g, '\n').split('\n');
    const preamble = [];
    const items = [];
    let current;
    let fence;
    for (const line of lines) {
        if (!fence && line.startsWith(marker) && !line.startsWith(`${marker}#`)) {
            current = { title: line.slice(marker.length).trim(), lines: [], evidence: [], count: 0, confirmed: '' };
            items.push(current);
            continue;
        }
        fence = fenceAfter(fence, line);
        if (!current) {
            preamble.push(line);
            continue;
        }
        const ev = EVIDENCE.exec(line);
        const cites = ev ? ev[2].split(SEP).filter(Boolean) : [];
        // Without a date of its own, the evidence is confirmed on its newest citation's date.
        const confirmed = ev?.[3] ?? (DATED.test(cites[0] ?? '') ? cites[0].slice(0, 10) : undefined);
        if (ev && confirmed && !fence) {
            current.evidence = cites;
            current.count = Math.max(Number(ev[1] ?? 0), cites.length);
            current.confirmed = confirmed;
        }
        else
            current.lines.push(line);
    }
    // Blank lines around an item are the file's spacing, not its knowledge.
    for (const item of items) {
        while (item.lines.length && item.lines[item.lines.length - 1].trim() === '')
            item.lines.pop();
        while (item.lines.length && item.lines[0].trim() === '')
            item.lines.shift();
    }
    return { preamble: bom + preamble.join('\n'), items };
}
function itemsBytes(items, level) {
    return Buffer.byteLength(renderItems(items, level), 'utf8');
}
/**
 * Keeps the items within `max` bytes by folding whole items, never by
 * cutting text: the least confirmed (oldest date, then fewest citations,
 * then the earliest in the file) go first; a reviewer's own items (no
 * evidence line) are never folded. What this run added under a reviewer's
 * item (found against `before`, the items the file held) goes last, as a
 * whole: nothing else would ever bound it; items that fit again once it is
 * folded come back, the most confirmed first. Returns the items kept, in their
 * order, and a `fold` operation for each item, or addition, that left.
 */
function foldToCap(items, max, level, before = []) {
    const size = (i) => Buffer.byteLength(renderItem(i, level), 'utf8') + 1;
    const sizes = items.map(size);
    let total = sizes.reduce((a, b) => a + b, 0);
    if (total <= max)
        return { items, folded: [] };
    const order = items
        .map((item, at) => ({ item, at }))
        .filter(({ item }) => item.confirmed !== '')
        .sort((a, b) => (a.item.confirmed < b.item.confirmed ? -1 : a.item.confirmed > b.item.confirmed ? 1 : 0) ||
        a.item.count - b.item.count ||
        a.at - b.at);
    const gone = new Set();
    for (const { at } of order) {
        if (total <= max)
            break;
        gone.add(at);
        total -= sizes[at];
    }
    const kept = items.slice();
    const folded = [];
    const theirs = new Map(before.filter((i) => i.confirmed === '').map((i) => [titleKey(i.title), i]));
    for (const [at, item] of items.entries()) {
        if (total <= max)
            break;
        const was = item.confirmed === '' ? theirs.get(titleKey(item.title)) : undefined;
        if (!was || item.lines.length <= was.lines.length)
            continue;
        kept[at] = { ...item, lines: was.lines };
        total -= sizes[at] - size(kept[at]);
        folded.push({
            at,
            op: {
                op: 'fold',
                title: item.title,
                lines: item.lines.slice(was.lines.length),
                evidence: [],
                note: `added under a reviewer's item, folded to keep the file within ${max} bytes; the item stays as the reviewer wrote it`,
            },
        });
    }
    // Items folded to make room for what then left too may fit again, the most confirmed first: lines
    // added under a reviewer's item (a model's 6 KB of them), or an item larger than the cap on its own,
    // evicted every other item and were then folded themselves.
    for (const { at } of [...order].reverse())
        if (gone.has(at) && total + sizes[at] <= max) {
            gone.delete(at);
            total += sizes[at];
        }
    // An item folded while one less confirmed stays left for its size, not its confirmation.
    const rank = new Map(order.map(({ at }, i) => [at, i]));
    const lowestKept = Math.min(...order.filter(({ at }) => !gone.has(at)).map(({ at }) => rank.get(at)));
    for (const at of gone) {
        const { confirmed, count } = items[at];
        const why = rank.get(at) > lowestKept
            ? `too large (${sizes[at]} bytes) for the room the items kept leave`
            : `least confirmed (${confirmed}, ${count} ${count === 1 ? 'citation' : 'citations'})`;
        folded.push({
            at,
            op: {
                op: 'fold',
                title: items[at].title,
                lines: items[at].lines,
                evidence: items[at].evidence,
                note: `${why}, folded to keep the file within ${max} bytes; it stays in git history`,
            },
        });
    }
    return {
        items: kept.filter((_, at) => !gone.has(at)),
        folded: folded.sort((a, b) => a.at - b.at).map((f) => f.op),
    };
}


/***/ }),

/***/ 1329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ mergeKnowledge),
  v: () => (/* binding */ statementKey)
});

// EXTERNAL MODULE: ./src/memory/knowledge/items.ts
var knowledge_items = __webpack_require__(1424);
;// CONCATENATED MODULE: ./src/memory/knowledge/item-index.ts
/**
 * The knowledge items a merge is building, looked up by title and by
 * statement. The merge asked, for each incoming item, which held item has
 * its title and which statements any item already holds by recomputing
 * every item's keys: quadratic in the items, the largest cost of
 * `gc --all` on a fleet. Here each item's keys are computed when it is
 * added or changed.
 */

class ItemIndex {
    statementKeys;
    items = [];
    position = new Map();
    /** The first item with each title key. */
    byTitle = new Map();
    /** Per statement key, the items holding it. */
    holders = new Map();
    keysOf = new Map();
    /** Statement keys of the items that are only read (lessons). */
    fixed = new Set();
    constructor(items, others, statementKeys) {
        this.statementKeys = statementKeys;
        for (const o of others)
            for (const k of statementKeys(o))
                this.fixed.add(k);
        for (const i of items)
            this.add(i);
    }
    add(item) {
        this.position.set(item, this.items.length);
        this.items.push(item);
        const title = (0,knowledge_items/* titleKey */.kz)(item.title);
        if (title !== '' && !this.byTitle.has(title))
            this.byTitle.set(title, item);
        this.index(item);
    }
    /** To be called after an item's lines changed. */
    changed(item) {
        for (const k of this.keysOf.get(item) ?? [])
            this.holders.get(k).delete(item);
        this.index(item);
    }
    /** The first item with this title key (not empty). */
    titled(key) {
        return key === '' ? undefined : this.byTitle.get(key);
    }
    keys(item) {
        return this.keysOf.get(item);
    }
    /** Whether an item or one of the others holds this statement key. */
    known(key) {
        return this.fixed.has(key) || (this.holders.get(key)?.size ?? 0) > 0;
    }
    /** The first item holding all of `keys` (the first item when there are none). */
    holder(keys) {
        if (keys.length === 0)
            return this.items[0];
        let best;
        for (const item of this.holders.get(keys[0]) ?? []) {
            const own = this.keysOf.get(item);
            if (keys.every((k) => own.has(k)) && (!best || this.position.get(item) < this.position.get(best)))
                best = item;
        }
        return best;
    }
    index(item) {
        const keys = new Set(this.statementKeys(item));
        this.keysOf.set(item, keys);
        for (const k of keys) {
            const set = this.holders.get(k);
            if (set)
                set.add(item);
            else
                this.holders.set(k, new Set([item]));
        }
    }
}

;// CONCATENATED MODULE: ./src/memory/knowledge/merge-items.ts
/**
 * Merging new knowledge items into a file's items: a known title
 * supersedes or confirms, a known statement only adds evidence, anything
 * else is added; each change is one operation for the review.
 */


/** A statement's identity: its text without the bullet and the label a run of statements shows once. */
function statementKey(line) {
    return (0,knowledge_items/* normaliseText */.af)(line.replace(/^\s*(?:[-*+]|\d+[.)]) (?:\*\*[^*\n]{1,60}:\*\* )?/, ''));
}
/**
 * `incoming` merged into `current`, oldest incoming first: an item with a
 * known title supersedes that item's text (or only confirms it, when its
 * statements are already there); statements known anywhere (in `current`,
 * or in `others`, the agent's other knowledge files) only add evidence;
 * anything else is a new item. Returns the items and one operation per
 * item changed.
 */
function mergeKnowledge(current, incoming, others = []) {
    const items = current.map((i) => ({ ...i, lines: [...i.lines], evidence: [...i.evidence] }));
    const ops = new Map();
    // Evidence goes in front of an item's (and an operation's) at each confirmation, newest first. It is
    // put in place once, after the merge: prepending to a list that grows with every confirmation was
    // quadratic (a 5 MB log of a few tasks run 25,000 times took 4 s here).
    const fronts = new Map();
    const opFronts = new Map();
    // The citations each item holds so far, the ones this merge put in front included.
    const cited = new Map();
    const note = (target, op, from, extra) => {
        const known = ops.get(target);
        if (known) {
            if (op === 'supersede' && known.op === 'update')
                known.op = 'supersede';
            known.lines = target.lines;
            pushTo(opFronts, known, from.evidence);
            if (extra)
                known.note = extra;
        }
        else
            ops.set(target, { op, title: target.title, lines: target.lines, evidence: [...from.evidence], note: extra });
    };
    const confirm = (target, from) => {
        // A reviewer's item stays theirs: an evidence line would make it memkeep's, to supersede and fold.
        if (target.confirmed === '')
            return;
        // A citation the item already shows is the same entry distilled again (its trim was held, or
        // did not happen after its knowledge was kept): it confirms nothing new.
        let seen = cited.get(target);
        if (!seen)
            cited.set(target, (seen = new Set(target.evidence)));
        const again = from.evidence.filter((c) => seen.has(c)).length;
        for (const c of from.evidence)
            seen.add(c);
        pushTo(fronts, target, from.evidence);
        target.count += Math.max(0, from.count - again);
        if (from.confirmed > target.confirmed)
            target.confirmed = from.confirmed;
    };
    // An item named by its only statement (an entry headed by a time) holds that statement in its title.
    const lineKeys = (i) => (i.lines.length ? i.lines : [i.title]).map(statementKey).filter(Boolean);
    const index = new ItemIndex(items, others, lineKeys);
    for (const c of incoming) {
        const same = index.titled((0,knowledge_items/* titleKey */.kz)(c.title));
        if (same) {
            const have = index.keys(same);
            const fresh = c.lines.filter((l) => !have.has(statementKey(l)));
            if (fresh.length === 0) {
                confirm(same, c);
                if (same.confirmed !== '' && (!ops.has(same) || ops.get(same).op !== 'add'))
                    note(same, 'update', c);
            }
            else if (same.confirmed === '') {
                // A reviewer's own item: their text stays, the new statements are added under it (after the
                // fence their text leaves open, closed: inside it they would be code).
                same.lines = [...(0,knowledge_items/* heldLines */.NS)(same.lines), ...fresh];
                index.changed(same);
                note(same, 'update', c);
            }
            else {
                const was = same.lines;
                same.lines = c.lines;
                index.changed(same);
                confirm(same, c);
                if (ops.get(same)?.op === 'add')
                    note(same, 'add', c);
                else
                    note(same, 'supersede', c, `replaces: ${was.map((l) => l.replace(/^- /, '')).join(' / ')}`);
            }
            continue;
        }
        const keys = lineKeys(c);
        if (keys.every((k) => index.known(k))) {
            const holder = index.holder(keys);
            if (holder && holder.confirmed !== '') {
                confirm(holder, c);
                if (!ops.has(holder))
                    note(holder, 'update', c);
            }
            continue;
        }
        const fresh = c.lines.filter((l) => !index.known(statementKey(l)));
        const item = { ...c, lines: fresh };
        items.push(item);
        index.add(item);
        note(item, 'add', c);
    }
    for (const [item, added] of fronts)
        item.evidence = movedToFront(item.evidence, added);
    for (const [op, added] of opFronts)
        op.evidence = [...added.reverse().flat(), ...op.evidence];
    return { items, ops: [...ops.values()] };
}
function pushTo(map, key, evidence) {
    const list = map.get(key);
    if (list)
        list.push(evidence);
    else
        map.set(key, [evidence]);
}
/**
 * `evidence` after putting each of `added` in front in turn (the last one
 * ends first), each citation it holds moved from where it was: the newest
 * whole, each older one without what a newer one holds, then the rest.
 */
function movedToFront(evidence, added) {
    const out = [];
    const newer = new Set();
    for (let i = added.length - 1; i >= 0; i--) {
        for (const c of added[i])
            if (!newer.has(c))
                out.push(c);
        for (const c of added[i])
            newer.add(c);
    }
    for (const c of evidence)
        if (!newer.has(c))
            out.push(c);
    return out;
}


/***/ }),

/***/ 1906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ removeStatements)
/* harmony export */ });
/** `items` without the statements `why` gives a reason to remove (undefined: the statement stays). */
function removeStatements(items, why) {
    const ops = [];
    const kept = [];
    const remove = (item, lines, note) => ops.push({ op: 'remove', title: item.title, lines, evidence: item.evidence, note });
    for (const item of items) {
        if (item.confirmed === '') {
            kept.push(item);
            continue;
        }
        const lines = item.lines.filter((l) => {
            const note = why(l);
            if (note)
                remove(item, [l], note);
            return !note;
        });
        // An item titled by its only statement (an entry headed by a time) says it in its title.
        const titleNote = item.lines.length === 0 ? why(item.title) : undefined;
        if (titleNote)
            remove(item, [], titleNote);
        else if (lines.length > 0 || item.lines.length === 0)
            kept.push({ ...item, lines });
    }
    return { items: kept, ops };
}


/***/ }),

/***/ 5080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nL: () => (/* binding */ readBudgeted)
/* harmony export */ });
/* unused harmony exports fitBudget, lineMap */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _format_axe_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2563);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7051);
/* harmony import */ var _text_cut_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3147);
/* harmony import */ var _text_tokens_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7837);
/* harmony import */ var _entry_order_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6996);
/* harmony import */ var _scan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1040);
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
/**
 * What of an in-memory log to send within `maxTokens` estimated tokens.
 * Newest entries matter most to an analysis of what the agent does now, and
 * whole entries read better than cut ones; only when the newest entry alone
 * is over the budget is anything cut, and then its end (the result) is kept.
 * `count` is the caller's count of the entries of this very buffer, if any.
 */
function fitBudget(log, maxTokens, count) {
    if ((0,_text_tokens_js__WEBPACK_IMPORTED_MODULE_5__/* .estimateTokens */ .b)(log) <= maxTokens) {
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
    const cut = (0,_text_cut_js__WEBPACK_IMPORTED_MODULE_6__/* .utf8CutAfter */ .An)(log, Math.max(0, log.length - maxBytes));
    return { text: log.subarray(cut), sentEntries: 0, leftOut: Math.max(0, starts.length - 1), truncated: true };
}
/** Bytes whose estimate stays within `maxTokens` (a fractional budget rounds down). */
function budgetBytes(maxTokens) {
    return Math.max(0, Math.floor(maxTokens)) * 4;
}
/**
 * fitBudget for a file, without holding what the budget leaves out: a log
 * over the budget is read from its tail only, after one streamed pass that
 * counts it (or the caller's own scan), so a 1 GB log never needs 1 GB.
 */
async function readBudgeted(path, maxTokens, known, layout = _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .axeLayout */ .HR, lineTimes) {
    const scan = known ?? (await (0,_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .scanLog */ .Or)(path, { layout }));
    const { size } = scan;
    const maxBytes = budgetBytes(maxTokens);
    if (!layout.streamable) {
        const log = scan.content ?? wholeLog(path);
        return { budgeted: await fitOrdered(path, log, maxTokens, layout, lineTimes), size };
    }
    // Up to a BOM's length over the budget, the first entry (after the BOM) may
    // still fit, and only the whole file shows that.
    if (size <= maxBytes + UTF8_BOM_LENGTH) {
        const log = scan.content ?? (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFileSync */ .cG)(path, { maxBytes: maxBytes + UTF8_BOM_LENGTH }) ?? Buffer.alloc(0);
        return { budgeted: fitBudget(log, maxTokens, scan.content ? scan.count : undefined), size };
    }
    // One byte more than the budget tells whether the tail starts on a line.
    const tail = readRange(path, size - maxBytes - 1, maxBytes + 1);
    const startsLine = tail[0] === 10;
    const usable = startsLine ? tail.subarray(1) : tail.subarray(tail.indexOf(10) + 1 || tail.length);
    // A fence in the tail may have opened before it: only the whole log says what is an entry.
    if ((0,_format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .needsParse */ .BY)(usable))
        return { budgeted: await fitOrdered(path, wholeLog(path), maxTokens, layout, lineTimes), size };
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
    const cut = (0,_text_cut_js__WEBPACK_IMPORTED_MODULE_6__/* .utf8CutAfter */ .An)(tail, 1);
    return {
        budgeted: { text: tail.subarray(cut), sentEntries: 0, leftOut: Math.max(0, total - 1), truncated: true },
        size,
    };
}
/**
 * The newest entries of a whole log by its layout's order that fit, sent
 * oldest first; when not even the newest fits, its tail.
 */
async function fitOrdered(path, log, maxTokens, layout, lineTimes) {
    const entries = layout.entries(log);
    const chrono = await (0,_entry_order_js__WEBPACK_IMPORTED_MODULE_3__/* .chronoOrFile */ .pq)(path, log, entries, layout, lineTimes);
    const maxBytes = budgetBytes(maxTokens);
    // The newest that fit, walking back from the newest: the first that does not fit ends the run.
    let from = chrono.length;
    let bytes = 0;
    while (from > 0) {
        const e = entries[chrono[from - 1]];
        if (bytes + e.end - e.start > maxBytes)
            break;
        bytes += e.end - e.start;
        from--;
    }
    const picked = chrono.slice(from);
    const pieces = picked.map((i) => [entries[i].start, entries[i].end]);
    let truncated = false;
    if (picked.length === 0 && entries.length > 0) {
        const e = entries[chrono[chrono.length - 1]];
        pieces.push([(0,_text_cut_js__WEBPACK_IMPORTED_MODULE_6__/* .utf8CutAfter */ .An)(log, Math.max(e.start, e.end - maxBytes)), e.end]);
        truncated = true;
    }
    return {
        text: (0,_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPieces */ .Am)(log, pieces),
        sentEntries: picked.length,
        leftOut: entries.length - picked.length,
        truncated,
        fileLine: lineMap(log, pieces),
    };
}
/**
 * Maps a line of the pieces' concatenation to its line in `log`. One pass:
 * the pieces' file lines come from a single walk over the newlines up to the
 * last piece (pieces are whole lines, in any order), and a lookup is a
 * binary search; recounting from the start for each piece made a 100k-line
 * log ordered by git take minutes.
 */
function lineMap(log, pieces) {
    const fileLines = fileLinesAt(log, pieces.map(([a]) => a));
    // Per piece: its first line in the text and in the file.
    const textStart = [];
    let text = 1;
    for (const [a, b] of pieces) {
        textStart.push(text);
        text += countNewlines(log, a, b) + (log[b - 1] !== 10 ? 1 : 0);
    }
    return (line) => {
        if (pieces.length === 0)
            return line;
        // The last piece starting at or before `line` (the first when none does).
        let lo = 0;
        let hi = textStart.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (textStart[mid] <= line)
                lo = mid;
            else
                hi = mid - 1;
        }
        return fileLines[lo] + (line - textStart[lo]);
    };
}
/** The 1-based line of each offset (each at a line's start) in `log`, in one walk over its newlines. */
function fileLinesAt(log, offsets) {
    const byOffset = offsets.map((_, k) => k).sort((x, y) => offsets[x] - offsets[y]);
    const lines = new Array(offsets.length);
    let line = 1;
    let at = 0;
    for (const k of byOffset) {
        line += countNewlines(log, at, offsets[k]);
        at = offsets[k];
        lines[k] = line;
    }
    return lines;
}
function countNewlines(log, from, to) {
    let n = 0;
    for (let i = log.indexOf(10, from); i !== -1 && i < to; i = log.indexOf(10, i + 1))
        n++;
    return n;
}
/** The whole log, for a layout that must see all of it (a regular file, whatever its size: logs are not capped). */
function wholeLog(path) {
    return (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFileSync */ .cG)(path, { maxBytes: Number.MAX_SAFE_INTEGER }) ?? Buffer.alloc(0);
}
/** Synchronous, like the scan before it: one short read of the page cache. */
function readRange(path, start, length) {
    const opened = (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_2__/* .openRegularSync */ .w5)(path);
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

/***/ 1923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CV: () => (/* binding */ planTrim),
/* harmony export */   T9: () => (/* binding */ scanForAnalysis),
/* harmony export */   rN: () => (/* binding */ trimmedLog),
/* harmony export */   s4: () => (/* binding */ sizeAfterTrim),
/* harmony export */   tN: () => (/* binding */ pinnedDigest)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _format_axe_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2563);
/* harmony import */ var _format_layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(533);
/* harmony import */ var _format_order_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4731);
/* harmony import */ var _fs_handle_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3998);
/* harmony import */ var _text_cut_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3147);
/* harmony import */ var _entry_order_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6996);
/* harmony import */ var _scan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1040);
/* harmony import */ var _scan_backward_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5388);
/* harmony import */ var _scan_options_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5323);
/**
 * Planning a run log's trim: which entries to drop (by streaming for axe's
 * layout, on the whole log for the others) and a pin of the dropped bytes
 * that apply-trim.ts verifies before it rewrites. A trim keeps the BOM and
 * every byte that is not an entry.
 */










/** How much of the dropped part a streamed trim plan pins (see pinnedDigest). */
const PIN_BYTES = 64 * 1024;
/** Up to this many bytes on either side of a cut (`listMax`), a plan lists the entries it drops and keeps… */
const LIST_MAX_BYTES = 8 * 1024 * 1024;
/** …beyond that, the newest dropped entries within this share of it, for the distil step. */
const NEWEST_SHARE = 8;
/** How much of a listed entry's result a plan keeps: all axe writes (1000 bytes and `...`), which the distil step reads. */
const LISTED_RESULT_CHARS = 1024;
const EMPTY_DIGEST = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').digest('hex');
/**
 * The scan an analysis should use beside a trim plan: with its bytes only if
 * the plan was made on that very size. An entry appended between the scan
 * and the plan is kept by the trim, so the analysis must read the log again
 * to see it: the trimmed log is then cached as analysed, and must have been.
 */
function scanForAnalysis(scan, plan) {
    return plan && plan.cut.plannedSize !== scan.size ? { count: scan.count, size: scan.size } : scan;
}
/**
 * Decides a trim to the newest `keepN` entries without changing anything.
 * keepN = 0 means keep all and reads nothing; a missing or empty file, one
 * without entries, or one with at most keepN entries gives a plan that
 * removes nothing. Only entries are ever removed: the preamble and every
 * structure section stay, and so do the kept entries, in their place.
 *
 * In axe's layout the kept tail is read backwards to find the cut and the
 * head forwards to the first entry; the dropped part between them is then
 * counted and its headings' dates compared with the kept ones', unless the
 * caller already counted this very content and saw no date go back (`known`,
 * same size). When those reads meet a fence (a heading may be body text), and
 * in every other layout, the log is read and parsed whole, and ordered as its
 * layout says (which may refuse). With `list`, the entries dropped and kept
 * are listed too, unless either side is over `listMax` (LIST_MAX_BYTES).
 */
async function planTrim(path, keepN, options = {}) {
    (0,_scan_options_js__WEBPACK_IMPORTED_MODULE_8__/* .checkCount */ .w)('keepN', keepN, path);
    const listMax = options.list ? (options.listMax ?? LIST_MAX_BYTES) : 0;
    const chunkSize = (0,_scan_options_js__WEBPACK_IMPORTED_MODULE_8__/* .chunkSizeOf */ .m)(options);
    const layout = options.layout ?? _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .axeLayout */ .HR;
    if (keepN === 0)
        return nothingToTrim(path, keepN, 0, 0);
    // A small log the scan already read whole is planned from those bytes, with no read at all
    // (gc plans every agent's log, and most are small): applyTrim pins them all.
    const content = options.known?.content;
    if (content && content.length === options.known?.size)
        return planWhole(content, path, keepN, layout, listMax, options.lineTimes);
    return (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_4__/* .withFile */ .D4)(path, () => nothingToTrim(path, keepN, 0, 0), async (fh) => {
        const { size } = await fh.stat();
        if ((0,_scan_js__WEBPACK_IMPORTED_MODULE_6__/* .streams */ .oS)(layout, fh.fd)) {
            const fast = await planStreamed(fh, path, size, keepN, chunkSize, { ...options, listMax });
            if (fast)
                return fast;
        }
        return planWhole(await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_4__/* .readAt */ .m6)(fh, 0, size), path, keepN, layout, listMax, options.lineTimes);
    });
}
function nothingToTrim(path, keep, count, plannedSize) {
    return {
        path,
        count,
        keep,
        removed: 0,
        bytesRemoved: 0,
        cut: { ranges: [], plannedSize, pins: [], digest: EMPTY_DIGEST },
    };
}
/** axe's layout by streaming reads; undefined when a fence was seen where it matters. */
async function planStreamed(fh, path, size, keepN, chunkSize, options) {
    // No fence mark in the kept tail: no fence reaches into it (one opened earlier either closes
    // before it or never, and is then no fence), so every heading found there is an entry.
    const back = await (0,_scan_backward_js__WEBPACK_IMPORTED_MODULE_7__/* .scanBackward */ .$v)(fh, size, keepN, chunkSize, false);
    if (back.fenced)
        return undefined;
    const { start, found } = back;
    if (start === undefined || found < keepN)
        return nothingToTrim(path, keepN, found, size);
    const first = await firstHeading(fh, start);
    if (first === undefined)
        return undefined;
    if (first === start)
        return nothingToTrim(path, keepN, keepN, size);
    const listed = options.listMax && start - first <= options.listMax && size - start <= options.listMax
        ? { dropped: await listEntries(fh, first, start), kept: await listEntries(fh, start, size) }
        : undefined;
    // What would be dropped is searched even when not counted: a title or comment there is
    // structure, and a fence may hide one, so any of them sends the log to the whole parse.
    // A scan of this very log that found none (gc's count) has searched it already.
    const known = options.known?.size === size ? options.known : undefined;
    // A scan that saw no heading dated earlier than one above it has compared the dates too.
    const dropped = new _format_order_js__WEBPACK_IMPORTED_MODULE_3__/* .DateSpan */ .hq();
    const counted = known?.plain
        ? { count: known.count - keepN, fenced: false }
        : (0,_scan_js__WEBPACK_IMPORTED_MODULE_6__/* .countForward */ .JC)(fh.fd, first, start, chunkSize, Infinity, dropped);
    if (counted.fenced)
        return undefined;
    const newestDropped = options.listMax && !listed ? await newestEntries(fh, first, start, options.listMax) : undefined;
    if (dropped.latest) {
        // The newest entry dropped against the oldest kept, as the whole parse compares them (entry-order.ts newest()),
        // in file order: of two entries dated alike, the first is named and compared.
        const kept = new _format_order_js__WEBPACK_IMPORTED_MODULE_3__/* .DateSpan */ .hq();
        (0,_scan_js__WEBPACK_IMPORTED_MODULE_6__/* .countForward */ .JC)(fh.fd, start, size, chunkSize, Infinity, kept);
        if (kept.earliest) {
            const headings = [await headingAt(fh, dropped.latestAt), await headingAt(fh, kept.earliestAt)];
            (0,_entry_order_js__WEBPACK_IMPORTED_MODULE_5__/* .contradicted */ .vF)(dropped.latest, kept.earliest, 'oldest-first', path, ...headings);
        }
    }
    const removed = listed ? listed.dropped.length : known ? known.count - keepN : counted.count;
    const pins = [
        [0, first + _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .HEADER */ .El.length],
        [Math.max(first, start - PIN_BYTES), start + _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .HEADER */ .El.length],
    ];
    return {
        path,
        count: removed === undefined ? undefined : keepN + removed,
        keep: keepN,
        removed,
        bytesRemoved: start - first,
        ...listed,
        ...(newestDropped?.length ? { newest: newestDropped } : {}),
        cut: { ranges: [[first, start]], plannedSize: size, pins, digest: await pinnedDigest(fh, pins) },
    };
}
/** Any layout, on the whole log: parse, order, and drop all but the newest keepN entries. */
async function planWhole(log, path, keepN, layout, listMax, lineTimes) {
    const size = log.length;
    const entries = layout.entries(log);
    if (entries.length <= keepN)
        return nothingToTrim(path, keepN, entries.length, size);
    const order = await (0,_entry_order_js__WEBPACK_IMPORTED_MODULE_5__/* .orderOf */ .mJ)(path, log, entries, layout, lineTimes);
    const keptIdx = (0,_entry_order_js__WEBPACK_IMPORTED_MODULE_5__/* .newest */ .BP)(order, keepN, path, entries.map(_format_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .datedHeading */ .x7));
    const keep = new Set(keptIdx);
    const droppedIdx = order.chrono.filter((i) => !keep.has(i));
    const ranges = [];
    for (const e of entries.filter((_, i) => !keep.has(i))) {
        const last = ranges.at(-1);
        const start = e.lead ?? e.start;
        if (last && last[1] === start)
            last[1] = e.end;
        else
            ranges.push([start, e.end]);
    }
    const fieldsOf = (i) => brief((0,_format_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldsAt */ .$5)(layout, log, entries[i]));
    const listed = listMax && size <= 2 * listMax ? { dropped: droppedIdx.map(fieldsOf), kept: keptIdx.map(fieldsOf) } : undefined;
    const newestDropped = listMax && !listed ? newestOf(droppedIdx, entries, listMax).map(fieldsOf) : undefined;
    const pins = [[0, size]];
    return {
        path,
        count: entries.length,
        keep: keepN,
        removed: droppedIdx.length,
        bytesRemoved: ranges.reduce((n, [a, b]) => n + b - a, 0),
        ...listed,
        ...(newestDropped?.length ? { newest: newestDropped } : {}),
        cut: { ranges, plannedSize: size, pins, digest: digestOfPins(log, pins) },
    };
}
/** Listed entries keep the start of their result (cut where the distil step sees it cut): a plan lists every drop. */
function brief(fields) {
    return fields.result.length > LISTED_RESULT_CHARS
        ? { ...fields, result: (0,_text_cut_js__WEBPACK_IMPORTED_MODULE_9__/* .cutCodePoints */ .Dp)(fields.result, LISTED_RESULT_CHARS) }
        : fields;
}
/** The entries of [from, to), which starts at an entry, as axe's layout reads them. */
async function listEntries(fh, from, to) {
    return entriesIn(await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_4__/* .readAt */ .m6)(fh, from, to - from));
}
const entriesIn = (bytes) => _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .axeLayout */ .HR.entries(bytes).map((e) => brief(_format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .axeLayout */ .HR.fields(bytes.toString('utf8', e.start, e.end))));
/** The dropped entries [first, start) that start within listMax / NEWEST_SHARE of its end (planStreamed saw no fence). */
async function newestEntries(fh, first, start, listMax) {
    const within = listMax / NEWEST_SHARE;
    if (start - first <= within)
        return listEntries(fh, first, start);
    // From the byte before, so an entry starting right there is found by its `\n## `.
    const from = start - within - 1;
    const bytes = await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_4__/* .readAt */ .m6)(fh, from, start - from);
    const at = bytes.indexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .NL_HEADER */ .vR);
    return at === -1 ? [] : entriesIn(bytes.subarray(at + 1));
}
/** The last of `idx` (entry indices, oldest first) whose entries take listMax / NEWEST_SHARE bytes together. */
function newestOf(idx, entries, listMax) {
    let i = idx.length;
    for (let bytes = 0; i > 0; i--) {
        const e = entries[idx[i - 1]];
        bytes += e.end - e.start;
        if (bytes > listMax / NEWEST_SHARE)
            break;
    }
    return idx.slice(i);
}
/** The text of the `## ` heading line at `at`. */
async function headingAt(fh, at) {
    const bytes = await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_4__/* .readAt */ .m6)(fh, at, _scan_js__WEBPACK_IMPORTED_MODULE_6__/* .HEADING_READ */ .wk);
    const nl = bytes.indexOf(0x0a);
    return bytes.toString('utf8', _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .HEADER */ .El.length, nl === -1 ? bytes.length : nl).replace(/\r$/, '');
}
/**
 * The first heading, searched forwards up to `limit`; undefined when the
 * bytes before it may hold a fence (the heading may then be body text).
 */
async function firstHeading(fh, limit) {
    const lead = (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .leadingHeader */ .C8)(await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_4__/* .readAt */ .m6)(fh, 0, _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .HEAD_LEN */ .hF));
    if (lead !== undefined)
        return lead;
    const step = 64 * 1024;
    for (let pos = 0; pos < limit; pos += step) {
        // Each read starts MARK_CARRY bytes early so a heading or a mark across two reads is seen.
        const from = Math.max(0, pos - _scan_backward_js__WEBPACK_IMPORTED_MODULE_7__/* .MARK_CARRY */ .eU);
        const bytes = await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_4__/* .readAt */ .m6)(fh, from, Math.min(limit + _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .HEADER */ .El.length, pos + step) - from);
        const i = bytes.indexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .NL_HEADER */ .vR);
        const head = i === -1 ? bytes : bytes.subarray(0, i);
        if ((0,_format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .needsParse */ .BY)(head))
            return undefined;
        if (i !== -1)
            return from + i + 1;
    }
    return limit;
}
/**
 * The size a trimmed log has when nothing was appended since the plan: the
 * analysis cache keys the trimmed log only then.
 */
function sizeAfterTrim(plan) {
    return plan.cut.plannedSize - plan.bytesRemoved;
}
/**
 * What a streamed plan pins: the head up to the first entry's heading, and
 * the last PIN_BYTES of the dropped part with the first kept heading. Agents
 * only append, so a log that has not shrunk and still has these bytes holds
 * the same old entries; anything that rewrote its head (another trim, an
 * editor) shifts them. Hashing only this window keeps a trim from re-reading
 * the hundreds of megabytes it drops. A plan made on the whole log pins all
 * of it (an agent that prepends rewrites the file, and the plan is refused).
 */
async function pinnedDigest(fh, pins) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const [from, to] of pins)
        hash.update(await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_4__/* .readAt */ .m6)(fh, from, to - from));
    return hash.digest('hex');
}
/** `log` as applying `plan` leaves it, or undefined when applying it would refuse (the pinned bytes changed). */
function trimmedLog(plan, log) {
    const { ranges, plannedSize, pins, digest } = plan.cut;
    if (log.length < plannedSize || digestOfPins(log, pins) !== digest)
        return undefined;
    let pos = 0;
    const kept = ranges.map(([from, to]) => {
        const part = log.subarray(pos, from);
        pos = to;
        return part;
    });
    return Buffer.concat([...kept, log.subarray(pos)]);
}
function digestOfPins(log, pins) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const [from, to] of pins)
        hash.update(log.subarray(from, to));
    return hash.digest('hex');
}


/***/ }),

/***/ 265:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ readTextForRewrite),
/* harmony export */   s: () => (/* binding */ writeSections)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _fs_atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(230);
/* harmony import */ var _fs_lock_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2088);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7051);
/* harmony import */ var _fs_writelock_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2039);
/* harmony import */ var _section_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4046);
/**
 * Rewriting a section file (section-file.ts): read whole, never
 * capped, refused when it is not text, and written back atomically.
 */







/**
 * Reads a whole text file that is about to be rewritten; undefined when it
 * does not exist. Never a capped read: writing back a truncated read would
 * lose the file's tail (evva's bug). Content that is not valid UTF-8 or holds
 * NUL bytes is refused with an operation error naming the file, because
 * decoding it would turn the rewrite into mojibake. `action` names the
 * refused operation ("update", "merge into").
 */
async function readTextForRewrite(path, action) {
    const bytes = await (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularFile */ .XF)(path, { maxBytes: _fs_regular_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_TEXT_BYTES */ .$D });
    if (bytes === undefined)
        return undefined;
    if (bytes.includes(0)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .opError */ .ey)(`cannot ${action} ${path}: it contains NUL bytes, so it is not a text file`, { file: path });
    }
    if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .opError */ .ey)(`cannot ${action} ${path}: it is not valid UTF-8 text`, { file: path });
    return bytes.toString('utf8');
}
/**
 * Merges section bodies into the section file at `path` and writes it
 * atomically (the `remember` command). A locked file is refused; the whole
 * file is read (see readTextForRewrite); a missing file and its directories
 * are created. The merge itself runs on LF text; CRLF line endings (decided
 * by the first line) and a leading BOM are put back, and the file's mode is
 * kept by the atomic write. A file the merge would not change is not
 * rewritten. The read and the write happen under the file's write lock
 * (fs/writelock.ts), so concurrent updates take turns and none is lost.
 */
async function writeSections(path, updates, allowed) {
    // Refused before anything touches the disk: a refused call leaves no directory behind.
    (0,_section_file_js__WEBPACK_IMPORTED_MODULE_6__/* .checkSections */ .fM)(updates, allowed);
    await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .assertUnlocked */ .Wj)(path, 'update');
    await (0,_fs_writelock_js__WEBPACK_IMPORTED_MODULE_5__/* .withWriteLock */ .vO)(path, async () => {
        const original = (await readTextForRewrite(path, 'update')) ?? '';
        const bom = original.startsWith(_section_file_js__WEBPACK_IMPORTED_MODULE_6__/* .BOM_TEXT */ .rV) ? _section_file_js__WEBPACK_IMPORTED_MODULE_6__/* .BOM_TEXT */ .rV : '';
        const lf = original.slice(bom.length).replaceAll('\r\n', '\n');
        // Normalising the merged text as well catches CRLF inside update bodies.
        const merged = (0,_section_file_js__WEBPACK_IMPORTED_MODULE_6__/* .mergeSections */ .X0)(lf, updates, allowed).replaceAll('\r\n', '\n');
        const text = (0,_section_file_js__WEBPACK_IMPORTED_MODULE_6__/* .inOwnEndings */ .Of)(original, bom + merged);
        if (text !== original)
            await (0,_fs_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Zf)(path, text, { mkdirs: true });
    });
}


/***/ }),

/***/ 742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ namesPath)
/* harmony export */ });
/**
 * Whether `name`, a path as memory names it (lower-case, repository-relative
 * or given from a subfolder: `runlog/scan.ts`), means the repository path
 * `path`: the path itself, or one it is the tail of.
 */
function namesPath(name, path) {
    const p = path.toLowerCase();
    return p === name || p.endsWith(`/${name}`);
}


/***/ }),

/***/ 7837:
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


/***/ })

};
