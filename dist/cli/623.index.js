export const id = 623;
export const ids = [623,102];
export const modules = {

/***/ 1820:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L_: () => (/* binding */ analyzeLog),
  Jw: () => (/* binding */ modelTimeout)
});

// UNUSED EXPORTS: chooseAnalyzer

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/store/config.ts + 10 modules
var config = __webpack_require__(9938);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/analysis/budget.ts
var budget = __webpack_require__(9505);
// EXTERNAL MODULE: ./src/analysis/cache.ts + 1 modules
var cache = __webpack_require__(4831);
// EXTERNAL MODULE: ./src/analysis/entries.ts
var entries = __webpack_require__(8834);
// EXTERNAL MODULE: ./src/format/layout.ts
var format_layout = __webpack_require__(533);
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
        const time = Date.parse(entries[index].timestamp);
        if (Number.isNaN(time))
            continue;
        if (previous && time >= previous.time && time - previous.time < 3_600_000)
            return [previous.index, index];
        previous = { index, time };
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/analysis/redact.ts + 1 modules
var redact = __webpack_require__(2486);
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
    const scrub = (s) => (0,redact/* scrubKey */.rQ)(s.slice(0, 4000), endpoint.apiKey);
    const e = err;
    const what = `model ${endpoint.provider}/${endpoint.model}${retries > 0 ? ` (after ${retries} ${retries === 1 ? 'retry' : 'retries'})` : ''}`;
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
    const layout = (0,format_layout/* layoutOf */.aH)(agent.memory);
    const { budgeted, size } = await (0,budget/* readBudgeted */.n)(agent.memory.path, maxInputTokens, scan, layout);
    const digest = (0,cache/* inputKey */.sM)(budgeted.text);
    const fallbackReason = choice.kind === 'local' ? choice.reason : undefined;
    const base = { analyzer, fallbackReason, digest, maxInputTokens, size, inputTokens: (0,tokens/* estimateTokens */.b)(budgeted.text) };
    // The cache may predate a rule: what it holds is redacted again on the way out.
    const cached = options.cache && (0,cache/* lookup */.$I)(options.cache, agent.name, digest, analyzer, maxInputTokens);
    if (cached) {
        return { ...base, text: (0,redact/* redactSecrets */.fp)(cached.analysis).text, cached: true, sentEntries: budgeted.sentEntries, leftOut: budgeted.leftOut, tokensSent: 0, redactions: [] };
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
        const text = analyzeLocally((0,entries/* toLogEntries */.Y)(redacted.findings.length ? Buffer.from(redacted.text) : budgeted.text, read));
        return { ...common, text: (0,redact/* redactSecrets */.fp)(text).text, tokensSent: 0 };
    }
    const { text, retries } = await complete(choice.endpoint, ANALYSIS_PROMPT, redacted.text, options.timeoutMs);
    // A model can echo a secret back in another shape (or make one up): its answer is redacted too.
    return { ...common, text: (0,redact/* redactSecrets */.fp)(text).text, modelRetries: retries, tokensSent: (0,tokens/* estimateTokens */.b)(redacted.text) };
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
            budgeted: { text: usable.subarray(starts[0]), sentEntries: starts.length, leftOut: total - starts.length, truncated: false },
            size,
        };
    }
    // The newest entry alone is over the budget: its tail, from a character boundary.
    const cut = charBoundary(tail, 1);
    return { budgeted: { text: tail.subarray(cut), sentEntries: 0, leftOut: Math.max(0, total - 1), truncated: true }, size };
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
    const parts = pieces.flatMap(([a, b], k) => (k < pieces.length - 1 && log[b - 1] !== 10 ? [log.subarray(a, b), NEWLINE] : [log.subarray(a, b)]));
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
  sM: () => (/* binding */ inputKey),
  $I: () => (/* binding */ lookup),
  un: () => (/* binding */ readState),
  gx: () => (/* binding */ trimmedLogKey),
  Jq: () => (/* binding */ writeState)
});

// UNUSED EXPORTS: STATE_DIR, STATE_FILE, fetchSharedState, parseState, saveSharedState, statePath

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/store/atomic.ts
var atomic = __webpack_require__(2892);
// EXTERNAL MODULE: ./src/store/digest.ts
var digest = __webpack_require__(4669);
// EXTERNAL MODULE: ./src/store/regular.ts
var regular = __webpack_require__(2217);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/store/runlog.ts
var runlog = __webpack_require__(8500);
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
function statePath(root) {
    return (0,external_node_path_.join)(root, STATE_DIR, STATE_FILE);
}
/** The state a stored document holds; anything unusable is an empty cache. */
function parseState(document) {
    const parsed = document;
    if (parsed?.version === 1 && parsed.agents && typeof parsed.agents === 'object')
        return parsed;
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
function saveSharedState(top, updates, author) {
    return pushStateRef(top, (current) => ({ version: 1, agents: { ...parseState(current).agents, ...updates } }), author);
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

/***/ 8834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ runFailed),
/* harmony export */   Y: () => (/* binding */ toLogEntries)
/* harmony export */ });
/** The entries of a log held in memory, as `layout` splits and reads them. */
function toLogEntries(log, layout) {
    return layout.entries(log).map((e) => {
        const { heading, task, result } = layout.fields(log.toString('utf8', e.start, e.end));
        return { timestamp: heading, task, result, failed: runFailed(result) };
    });
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
/* harmony import */ var _store_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9938);
/* harmony import */ var _store_runlog_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8500);
/* harmony import */ var _format_layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(533);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(719);
/* harmony import */ var _steps_registry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5174);
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
                a.size = (0,_store_runlog_js__WEBPACK_IMPORTED_MODULE_1__/* .logSize */ .S2)(a.agent.memory.path);
            }
            else {
                a.scan = await (0,_store_runlog_js__WEBPACK_IMPORTED_MODULE_1__/* .scanLog */ .Or)(a.agent.memory.path, { layout: (0,_format_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .layoutOf */ .aH)(a.agent.memory) });
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
    const a = { name: s.name, status: 'planned', agent: s.agent, steps: {}, warnings: s.agent?.warnings ?? [] };
    if (s.error !== undefined)
        (0,_model_js__WEBPACK_IMPORTED_MODULE_3__/* .fail */ .fJ)(a, s.error);
    else if (!s.agent?.memory.enabled)
        a.status = 'skipped';
    else
        a.log = (0,_store_config_js__WEBPACK_IMPORTED_MODULE_0__/* .storeRelative */ .EM)(store, s.agent.memory.path);
    return a;
}


/***/ }),

/***/ 5174:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ STEPS)
});

// EXTERNAL MODULE: ./src/analysis/analyze.ts + 3 modules
var analyze = __webpack_require__(1820);
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
    if (a.leftOut > 0)
        parts.push(`analysed the newest ${a.sentEntries} entries; ${a.leftOut} older left out (max_input_tokens: ${a.maxInputTokens})`);
    return parts.join('; ') + '.';
}

// EXTERNAL MODULE: ./src/git/ages.ts
var git_ages = __webpack_require__(3102);
// EXTERNAL MODULE: ./src/store/config.ts + 10 modules
var config = __webpack_require__(9938);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/store/ages.ts
var store_ages = __webpack_require__(7933);
// EXTERNAL MODULE: ./src/store/lock.ts
var lock = __webpack_require__(5074);
// EXTERNAL MODULE: ./src/store/typed.ts
var typed = __webpack_require__(793);
// EXTERNAL MODULE: ./src/store/failures.ts
var failures = __webpack_require__(9646);
// EXTERNAL MODULE: ./src/store/agent-load.ts
var agent_load = __webpack_require__(1757);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/store/digest.ts
var digest = __webpack_require__(4669);
// EXTERNAL MODULE: ./src/store/duration.ts
var duration = __webpack_require__(6685);
// EXTERNAL MODULE: ./src/store/regular.ts
var regular = __webpack_require__(2217);
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
        const dirs = [['episodic', m.episodicDir], ['procedural', m.proceduralDir]];
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
    const never = new Set([(0,external_node_path_.resolve)(m.path), (0,external_node_path_.resolve)((0,external_node_path_.join)(m.proceduralDir, failures/* FAILURES_FILE */.nB)), ...m.coreFiles.map((f) => (0,external_node_path_.resolve)(f))]);
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
    const line = content.subarray(0, 4096).toString('utf8').split(/\r?\n/).find((l) => l.trim()) ?? '';
    const chars = Array.from(line.trim());
    return chars.length > FIRST_LINE_MAX ? chars.slice(0, FIRST_LINE_MAX - 1).join('') + '…' : chars.join('');
}

// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(9133);
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
        const ages = await (0,git_ages.gitAges)(p.store.root, { cutoff: new Date(options.now.getTime() - longestRetention(list)), deepen: options.deepen });
        const planned = await planPrune(list, ages, options.now, p.store.root);
        for (const a of agents) {
            const mine = (n) => n.agent === a.name;
            a.steps.prune = { items: planned.items.filter(mine), kept: planned.kept.filter(mine), errors: planned.errors.filter(mine) };
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
                ...(removed.length ? [{ label: `${files(removed.length)} pruned`, lines: removed.map((r) => `${rel(r.path)} (${r.type}, age ${r.ageText}, ${r.rule}): ${r.firstLine}`) }] : []),
                ...(kept.length ? [{ label: `${files(kept.length)} kept`, lines: kept.map((k) => `${rel(k.path)}: ${k.message}`) }] : []),
            ],
            risks: procedural.length ? [`procedural memory goes: ${procedural.map((r) => rel(r.path)).join(', ')}`] : [],
            tally: { filesPruned: removed.length, bytesRemoved: removed.reduce((n, r) => n + r.bytes, 0) },
            data: {
                pruned: removed.map((r) => ({ path: rel(r.path), type: r.type, age: r.ageText, rule: r.rule, firstLine: r.firstLine, bytes: r.bytes })),
                kept: kept.map((k) => ({ path: rel(k.path), reason: k.message })),
                errors: [...step.errors, ...(outcome?.errors ?? [])].map((e) => ({ path: rel(e.path), message: e.message })),
            },
        };
    },
};

// EXTERNAL MODULE: ./src/format/layout.ts
var layout = __webpack_require__(533);
// EXTERNAL MODULE: ./src/analysis/entries.ts
var analysis_entries = __webpack_require__(8834);
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
        const data = { target: step.target ?? null, locked: step.locked ?? false, ...planData(step.plan, a.entries), applied: outcome ?? null };
        if (step.target === 0)
            return { title: 'Trim', summary: 'Nothing to trim: --keep 0 keeps every entry.', data };
        if (!step.target)
            return { title: 'Trim', summary: 'No trim target configured (last_n and max_entries are both 0).', data };
        if (step.locked)
            return { title: 'Trim', summary: `Trim skipped: ${a.log} is locked.`, data };
        const plan = step.plan;
        if (plan.bytesRemoved === 0) {
            return { title: 'Trim', summary: `No trimming needed: ${a.entries} entries within limit (${step.target}).`, data };
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
    const list = (entries) => entries?.map((e) => ({ heading: e.heading, task: e.task, failed: (0,analysis_entries/* runFailed */.N)(e.result) })) ?? null;
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
    const failed = (dropped ?? []).filter((e) => (0,analysis_entries/* runFailed */.N)(e.result));
    if (failed.length === 0)
        return [];
    return [`${(0,plural/* plural */.L)(failed.length, 'dropped entry records', 'dropped entries record')} a failed run: ${failed.slice(0, 3).map((e) => e.heading).join(', ')}${failed.length > 3 ? ', …' : ''}`];
}

;// CONCATENATED MODULE: ./src/gc/steps/registry.ts



const STEPS = [trimStep, analyseStep, pruneStep];


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
    return String(err?.message ?? err).split('\n').find((l) => l.trim()) ?? 'unknown error';
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
    return new Date(Math.min(...out.split('\n').filter(Boolean).map((t) => Number(t) * 1000)));
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
        '-c', 'core.quotepath=off',
        'log', '--no-renames', '--name-only', '-z', '--format=%x01%H %ct',
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


/***/ })

};
