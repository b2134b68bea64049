export const id = 429;
export const ids = [429,209,793,51,308,607];
export const modules = {

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

/***/ 1066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D7: () => (/* binding */ DISTILLED_FILES),
/* harmony export */   O8: () => (/* binding */ DIGEST_FILE),
/* harmony export */   OX: () => (/* binding */ AIDEFILE),
/* harmony export */   bo: () => (/* binding */ AGENTS_DIR),
/* harmony export */   bv: () => (/* binding */ STATE_FILE),
/* harmony export */   e$: () => (/* binding */ STATE_DIR),
/* harmony export */   g2: () => (/* binding */ CONFIG_FILE),
/* harmony export */   nB: () => (/* binding */ FAILURES_FILE),
/* harmony export */   rD: () => (/* binding */ LESSONS_FILE)
/* harmony export */ });
/** Every file and directory name memkeep owns in a store, named once. */
/** The store's own settings, at its root. */
const CONFIG_FILE = 'memkeep.toml';
/** Where axe-style agent configs (`<name>.toml`) and aide-style agent directories live. */
const AGENTS_DIR = 'agents';
/** An aide-style agent's config, inside its directory under AGENTS_DIR. */
const AIDEFILE = 'Aidefile';
/** Where gc keeps its state (the analysis cache), at the store root. */
const STATE_DIR = '.memkeep';
/** The analysis cache, inside STATE_DIR. */
const STATE_FILE = 'state.json';
/** What `memkeep fail` appends to, in an agent's procedural_dir. */
const FAILURES_FILE = 'failures.md';
/** The distil step's digest of a run log, in procedural_dir. */
const DIGEST_FILE = 'digest.md';
/** The distil step's lessons from failures, in procedural_dir. */
const LESSONS_FILE = 'lessons.md';
/** Files the distil step writes into procedural_dir; loaded before other notes. */
const DISTILLED_FILES = [DIGEST_FILE, LESSONS_FILE];


/***/ }),

/***/ 914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $x: () => (/* binding */ MEMORY_BANK_CORE),
/* harmony export */   AD: () => (/* binding */ OPENCLAW_WORKSPACE_FILES),
/* harmony export */   Cw: () => (/* binding */ knowledgeName),
/* harmony export */   Pm: () => (/* binding */ knowledgeLog),
/* harmony export */   dO: () => (/* binding */ PRESET_NAMES),
/* harmony export */   fG: () => (/* binding */ PRESETS)
/* harmony export */ });
/* harmony import */ var _text_name_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5484);

const NONE = { layout: {}, types: [], frontMatterTypes: {}, indexFiles: [], about: '' };
/** Cline's fixed memory-bank sections: structure, never entries. */
const CLINE_SECTIONS = [
    '*Current State*',
    '*Current Work Focus*',
    '*Current Project Focus*',
    '*Technical Considerations*',
    '*Next Steps*',
    '*Monitoring Points*',
    '*Key Lessons*',
    '*Recent Changes*',
    '*Active Decisions*',
    '*Important Patterns*',
    '*Learnings and Project Insights*',
    '*What Works*',
    '*Left to Build*',
    '*Known Issues*',
    '*Evolution of Project Decisions*',
    '*Progress Breakdown*',
    '*Overall Project Status*',
    '*Major Achievements*',
];
const MEMORY_BANK_CORE = [
    'projectbrief.md',
    'productContext.md',
    'systemPatterns.md',
    'techContext.md',
    'activeContext.md',
    'progress.md',
];
const BANK_DOCUMENT = 'memory-bank document: knowledge, never aged out';
const memoryBank = {
    ...NONE,
    // Only dated headings are entries: the bank's documents are fixed sections.
    layout: { order: 'newest-first', structure: CLINE_SECTIONS, dated: true },
    lastN: 10,
    types: [
        ...MEMORY_BANK_CORE.map((f) => [`**/${f}`, 'core', 'memory-bank core file']),
        ['**/decisionLog.md', 'core', 'decision log: knowledge, never aged out'],
        ['**/.cursor/**', 'core', 'editor rules'],
        ['**/.clinerules*', 'core', 'editor rules'],
        ['**/memory-bank/**', 'core', BANK_DOCUMENT],
        // Where Cline's first memory bank instructions kept it.
        ['**/cline_docs/**', 'core', BANK_DOCUMENT],
    ],
    about: 'a Cline or Roo Code memory bank (memory-bank/ or cline_docs/)',
};
const squadTypes = [
    ['**/decisions/inbox/**', 'core', 'Squad decision inbox'],
    ['**/decisions-inbox/**', 'core', 'Squad decision inbox'],
    ['**/decisions.md', 'core', 'Squad decisions: knowledge, never aged out'],
    ['**/history.md', 'core', 'Squad history'],
    ['**/.squad/**', 'core', 'Squad file: knowledge, never aged out'],
    ['**/.ai-team/**', 'core', 'Squad file: knowledge, never aged out'],
];
const squad = (layout, shape) => ({
    ...NONE,
    layout,
    summarySection: 'Core Context',
    lastN: 10,
    types: squadTypes,
    about: `a Squad agent history (.squad/agents/<name>/history.md or .ai-team/), ${shape}`,
});
/** An OpenClaw workspace's own files, besides MEMORY.md and memory/: OpenClaw loads them; memkeep never touches them. */
const OPENCLAW_WORKSPACE_FILES = [
    'AGENTS.md',
    'SOUL.md',
    'USER.md',
    'TOOLS.md',
    'IDENTITY.md',
    'HEARTBEAT.md',
    'BOOTSTRAP.md',
    'BOOT.md',
];
const AGENT_MEMORY = 'Claude Code note without an aging type: knowledge, never aged out';
const PRESETS = {
    axe: { ...NONE, about: "axe's run log: `## ` entries appended oldest first" },
    'newest-first': { ...NONE, layout: { order: 'newest-first' }, lastN: 10, about: 'a run log prepended newest first' },
    squad: squad({ level: 3, entriesUnder: 'Learnings', order: 'git' }, '`### ` entries under `## Learnings`'),
    'squad-dated': squad({ level: 2, dated: true, order: 'auto' }, 'dated `## 2026-03-05: …` entries'),
    'squad-bullets': squad({ level: 2, items: true, entriesUnder: 'Learnings', order: 'git' }, 'bullets under `## Learnings`'),
    'claude-code': {
        ...NONE,
        types: [
            ['**/MEMORY.md', 'core', 'the memory index'],
            ['**/.claude/agent-memory/**', 'core', AGENT_MEMORY],
        ],
        frontMatterTypes: { feedback: 'core', user: 'core', reference: 'core', project: 'episodic' },
        indexFiles: ['**/MEMORY.md'],
        about: 'Claude Code agent memory (.claude/agent-memory/, a MEMORY.md index and typed topic files)',
    },
    cline: memoryBank,
    roo: {
        ...memoryBank,
        // Roo Code logs `[2025-01-15 10:00:00] - change` bullets under its context's fixed sections.
        layout: { level: 2, items: true, entriesUnder: 'Recent Changes', order: 'auto' },
        about: 'a Roo Code memory bank (memory-bank/ with decisionLog.md): dated bullets under `## Recent Changes`',
    },
    lessons: {
        ...NONE,
        layout: { order: 'oldest-first' },
        types: [['**/lessons.md', 'core', 'lessons: knowledge, never aged out']],
        knowledge: 'a lessons file',
        about: 'a lessons file (tasks/lessons.md): bullets or `## Pattern:` sections',
    },
    learnings: {
        ...NONE,
        layout: { order: 'auto' },
        types: [['**/.learnings/**', 'core', 'self-improving-agent learnings: knowledge, never aged out']],
        knowledge: 'self-improving-agent learnings',
        about: 'self-improving-agent .learnings/ (LEARNINGS.md, ERRORS.md): `## [ERR-20250115-001]` entries',
    },
    openclaw: {
        ...NONE,
        types: [
            ['**/MEMORY.md', 'core', 'curated long-term memory'],
            ...OPENCLAW_WORKSPACE_FILES.map((f) => [`**/${f}`, 'core', 'OpenClaw workspace file: never touched']),
            ['**/memory/????-??-??.md', 'episodic', 'a daily note'],
            ['**/memory/????-??-??-*.md', 'episodic', 'a daily note'],
            ['**/memory/**', 'core', 'a workspace memory file without an aging rule: never aged out'],
        ],
        knowledge: 'curated long-term memory',
        about: 'an OpenClaw workspace: curated MEMORY.md (core), daily memory/YYYY-MM-DD.md notes (episodic)',
    },
};
const PRESET_NAMES = Object.keys(PRESETS);
/**
 * Words that, in a run log's name or in a folder it sits in, say it holds
 * durable knowledge (`decision-log.md`, `Architecture Decisions.md`,
 * `docs/adr/`, `lessons_learned.md`): never trimmed by count whatever the
 * preset (`knowledge = false` in [memory] says otherwise). Singular
 * `learning` is left out: `machine-learning-runs.md` is a run log.
 */
const KNOWLEDGE_WORDS = new Set([
    'decision',
    'decisions',
    'decisionlog',
    'adr',
    'adrs',
    'lesson',
    'lessons',
    'learnings',
]);
/** A curated index (Claude Code, OpenClaw); a lower-case memory.md is often a plain run log. */
const CURATED = 'MEMORY.md';
/** Why a run log is a knowledge file, or undefined. */
function knowledgeLog(preset, path) {
    return preset.knowledge ?? knowledgeName(path);
}
/** Why a file's store-relative path says it holds durable knowledge, or undefined. */
function knowledgeName(path) {
    const parts = path.split(/[\\/]/);
    const name = parts.pop() ?? '';
    const knowing = (part) => (0,_text_name_words_js__WEBPACK_IMPORTED_MODULE_0__/* .nameWords */ .L)(part).some((w) => KNOWLEDGE_WORDS.has(w));
    if (name === CURATED || knowing(name))
        return `${name} holds durable knowledge`;
    const folder = parts.find(knowing);
    return folder ? `a file of ${folder}/ holds durable knowledge` : undefined;
}


/***/ }),

/***/ 3890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tv: () => (/* binding */ closesFence),
/* harmony export */   Yi: () => (/* binding */ closerOf),
/* harmony export */   sv: () => (/* binding */ openingFence)
/* harmony export */ });
/**
 * CommonMark code fences, shared by section files (src/memory/sections/section-file.ts)
 * and run logs (src/format/headings.ts): a `## ` line inside a fence is body
 * text in both.
 */
/** CommonMark fence opener: up to 3 spaces, then 3+ backticks or tildes. */
function openingFence(line) {
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (!m)
        return undefined;
    const [, run = '', info = ''] = m;
    // A backtick fence's info string may not contain backticks (inline code).
    if (run[0] === '`' && info.includes('`'))
        return undefined;
    return { char: run[0] === '~' ? '~' : '`', len: run.length };
}
/** A closer uses the opener's character, at least as many, and nothing else. */
function closesFence(line, fence) {
    const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
    return m?.[1] !== undefined && m[1][0] === fence.char && m[1].length >= fence.len;
}
/** The fence a closer line could close (its character and length), else undefined. */
function closerOf(line) {
    const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
    return m?.[1] === undefined ? undefined : { char: m[1][0] === '~' ? '~' : '`', len: m[1].length };
}


/***/ }),

/***/ 230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FN: () => (/* binding */ processAlive),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   fR: () => (/* binding */ replaceFile),
/* harmony export */   ue: () => (/* binding */ shared)
/* harmony export */ });
/* unused harmony exports inPrivateTree, removeStaleTemps */
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/**
 * Atomic file replacement: every rewrite memkeep makes goes through here.
 *
 * A temp file is created in the destination's directory (so the rename stays
 * on one filesystem), filled, fsynced, given the original's mode, and renamed
 * over the destination; the directory is then fsynced so the rename itself
 * survives a crash. On any failure the temp file is removed and the original
 * is untouched. A process killed mid-write leaves a temp file named after its
 * pid; the next process to write in that directory removes it.
 */






const TEMP_SUFFIX = '.memkeep-tmp';
const privateTree = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/**
 * Runs `write` on a tree only this process knows (the Action dry run's
 * throwaway worktree): no other writer can race its rewrites and the tree
 * goes when the run ends, so they skip what a shared store needs, the fsyncs
 * and the watch for late appends (two 5 ms looks per trimmed log: 11 s of a
 * thousand agents' dry run), and a whole-file rewrite runs on the main
 * thread (writeFileAtomic). Rewrites stay atomic.
 */
function inPrivateTree(write) {
    return privateTree.run(true, write);
}
/** Whether writes may race another writer: false inside inPrivateTree. */
const shared = () => privateTree.getStore() === undefined;
/** `.<name>.<pid>.<random>.memkeep-tmp`: hidden, and traceable to its writer. */
function tempName(target) {
    return `.${(0,node_path__WEBPACK_IMPORTED_MODULE_4__.basename)(target)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(4).toString('hex')}${TEMP_SUFFIX}`;
}
/** The writer's pid and the file a temp was for (`.<name>.<pid>.<random>.memkeep-tmp`), or undefined for any other file. */
function tempOf(entry) {
    const m = /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.memkeep-tmp$/.exec(entry);
    return m ? { pid: Number(m[2]), name: m[1] } : undefined;
}
/** Whether `pid` is a running process (EPERM: it runs, as another user). */
function processAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return err.code === 'EPERM';
    }
}
/** Directories this process has swept of stale temps. */
const swept = new Set();
/**
 * Removes the temp files writers that no longer run left in `target`'s
 * directory, the first time this process writes there: reading the
 * directory at every write was quadratic when a thousand agents' logs share
 * one. Our own pid counts as dead for `target`'s temps: this runs before we
 * create ours, so such a file is from an earlier process that had the same
 * pid; our temps for other files may be being written.
 */
async function removeStaleTemps(target) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(target);
    if (swept.has(dir))
        return [];
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(dir);
    }
    catch {
        return [];
    }
    swept.add(dir);
    const removed = [];
    for (const entry of entries) {
        const temp = tempOf(entry);
        if (!temp)
            continue;
        const ours = temp.pid === process.pid;
        if (ours ? temp.name !== (0,node_path__WEBPACK_IMPORTED_MODULE_4__.basename)(target) : processAlive(temp.pid))
            continue;
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.unlink)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, entry));
            removed.push(entry);
        }
        catch {
            // Another cleaner got there first; nothing to do.
        }
    }
    return removed;
}
/** Makes the directory (with `mkdirs`) and sweeps it of stale temps; the mode the new file gets. */
async function beforeReplace(target, options) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(target);
    // The directory and the target are looked at on the main thread: through the thread pool, a
    // recursive mkdir of a directory that exists cost about 0.09 ms and an lstat of a file not
    // there yet (it throws) 0.05 ms, against a few microseconds; the Action's dry run rewrites
    // two or three files for each of a thousand agents.
    if (options.mkdirs) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.mkdirSync)(dir, { recursive: true });
        }
        catch (err) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('create directory for', target, err);
        }
    }
    await removeStaleTemps(target);
    let mode = options.mode ?? 0o644;
    try {
        // lstat: the rename replaces a link itself, so the link's target (a
        // device's 0666, say) must not lend the new file its mode.
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.lstatSync)(target, { throwIfNoEntry: false });
        if (st?.isDirectory())
            throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
        if (st?.isFile())
            mode = st.mode & 0o7777;
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('replace', target, err);
    }
    return { dir, mode };
}
/**
 * Replaces `target` with whatever `fill` writes to the temp file handle. The
 * callback streams, so a rewrite never needs the whole file in memory.
 */
async function replaceFile(target, fill, options = {}) {
    const { dir, mode } = await beforeReplace(target, options);
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, tempName(target));
    const durable = shared();
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.open)(temp, 'wx', mode);
        await fill(fh);
        // The umask may have narrowed the mode given to open().
        await fh.chmod(mode);
        if (durable)
            await fh.sync();
        if (options.finish)
            await options.finish(fh);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rename)(temp, target);
        if (options.finish && durable)
            await fh.sync();
        await fh.close();
        fh = undefined;
    }
    catch (err) {
        await fh?.close().catch(() => undefined);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.unlink)(temp).catch(() => undefined);
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('write', target, err);
    }
    if (durable)
        await syncDir(dir);
}
/** Writes `data` to `target` atomically. */
async function writeFileAtomic(target, data, options = {}) {
    if (!shared())
        return writePrivately(target, data, await beforeReplace(target, options));
    await replaceFile(target, async (fh) => {
        await fh.writeFile(data);
    }, options);
}
/**
 * writeFileAtomic in a private tree: the same temp file, mode and rename, on
 * the main thread. Through the thread pool each of its five steps woke a
 * worker and then the main thread, for the knowledge and lessons of every
 * agent of the Action's dry run; nothing waits on this tree meanwhile, and
 * it is in memory when it fits (action/scratch.ts).
 */
function writePrivately(target, data, { dir, mode }) {
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, tempName(target));
    try {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.openSync)(temp, 'wx', mode);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.writeFileSync)(fd, data);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.fchmodSync)(fd, mode);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.closeSync)(fd);
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.renameSync)(temp, target);
    }
    catch (err) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.unlinkSync)(temp);
        }
        catch {
            // Never created, or already renamed into place.
        }
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('write', target, err);
    }
}
/** Makes a completed rename durable; not possible (nor needed) on Windows. */
async function syncDir(dir) {
    if (process.platform === 'win32')
        return;
    let dh;
    try {
        dh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.open)(dir, 'r');
        await dh.sync();
    }
    catch {
        // Some filesystems refuse fsync on a directory; the rename has happened.
    }
    finally {
        await dh?.close().catch(() => undefined);
    }
}


/***/ }),

/***/ 7051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ MAX_TEXT_BYTES),
/* harmony export */   GW: () => (/* binding */ MAX_CONFIG_BYTES),
/* harmony export */   I: () => (/* binding */ kindOf),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   Yd: () => (/* binding */ readRegularOpenSync),
/* harmony export */   _J: () => (/* binding */ readRegularHeadSync),
/* harmony export */   cG: () => (/* binding */ readRegularFileSync),
/* harmony export */   lf: () => (/* binding */ openRegular),
/* harmony export */   w5: () => (/* binding */ openRegularSync)
/* harmony export */ });
/* unused harmony export checkRegular */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/**
 * The one way memkeep opens a file it reads: only a regular file, checked on
 * the opened descriptor, within a size limit.
 *
 * Store content is committed by agents and by anyone who can push, so a
 * "file" may be a symlink to /dev/zero (endless, memory grows until OOM), a
 * FIFO (open and read block forever) or a device. Opening with O_NONBLOCK
 * makes open() return at once on a FIFO or device; fstat on that descriptor
 * then says what it really is, with no window between a check and the open.
 * For a regular file O_NONBLOCK changes nothing.
 */



/** memkeep.toml, agent configs, the state file, an event payload: small by nature. */
const MAX_CONFIG_BYTES = 1 << 20;
/**
 * A file read whole (a section file, a merge target, an episodic file being
 * pruned, the state file): a 16 MiB merge target peaks at about 93 MB RSS,
 * so this keeps every command under 200 MB.
 */
const MAX_TEXT_BYTES = 16 << 20;
const NONBLOCK = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0;
/** What a non-regular file is, for messages. */
function kindOf(st) {
    if (st.isDirectory())
        return 'a directory';
    if (st.isFIFO())
        return 'a FIFO (named pipe)';
    if (st.isCharacterDevice())
        return 'a character device';
    if (st.isBlockDevice())
        return 'a block device';
    if (st.isSocket())
        return 'a socket';
    if (st.isSymbolicLink())
        return 'a symbolic link';
    return 'not a regular file';
}
/** Checks a stat (of an opened descriptor, or one a caller takes for a size); throws the refusal naming the file. */
function checkRegular(path, st, options = {}) {
    const refuse = options.refuse ?? _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey;
    const action = options.action ?? 'read';
    // A directory reads as the errno people know from every other tool.
    if (st.isDirectory())
        throw refuse(`cannot ${action} ${path}: EISDIR: is a directory, a file was expected`, { file: path });
    if (!st.isFile())
        throw refuse(`cannot ${action} ${path}: it is ${kindOf(st)}, a regular file was expected`, { file: path });
    if (options.maxBytes !== undefined && st.size > options.maxBytes) {
        throw refuse(`cannot ${action} ${path}: it is ${st.size} bytes, over the limit of ${options.maxBytes}`, {
            file: path,
        });
    }
}
/**
 * Opens a regular file; undefined when it does not exist. Anything else that
 * is not a regular file within the limit is refused, naming the file and
 * what it is.
 */
function openRegularSync(path, options = {}) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, (options.flags ?? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY) | NONBLOCK, options.mode);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw refusal(path, err, options);
    }
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        checkRegular(path, st, options);
        return { fd, size: st.size };
    }
    catch (err) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw refusal(path, err, options);
    }
}
/** openRegularSync for FileHandle users. */
async function openRegular(path, options = {}) {
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, (options.flags ?? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY) | NONBLOCK, options.mode);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw refusal(path, err, options);
    }
    try {
        const st = await fh.stat();
        checkRegular(path, st, options);
        return { fh, size: st.size };
    }
    catch (err) {
        await fh.close().catch(() => undefined);
        throw refusal(path, err, options);
    }
}
/** The whole of a regular file within `maxBytes`; undefined when it does not exist. */
function readRegularFileSync(path, options) {
    const read = readRegularOpenSync(path, options);
    if (read)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(read.fd);
    return read?.bytes;
}
/**
 * readRegularFileSync with the descriptor left open, for the caller to
 * close: a trim reads the log whole and watches what the replaced file
 * gains through it.
 */
function readRegularOpenSync(path, options) {
    const opened = openRegularSync(path, options);
    if (!opened)
        return undefined;
    try {
        return { fd: opened.fd, bytes: readAll(opened.fd, opened.size, options.maxBytes, path, options) };
    }
    catch (err) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(opened.fd);
        throw refusal(path, err, options);
    }
}
/** readRegularFileSync for async callers (the read is small and bounded either way). */
async function readRegularFile(path, options) {
    return readRegularFileSync(path, options);
}
/**
 * At most the first `maxBytes` of a regular file, and its size: what a
 * reader that only ever shows a bounded part (load, search, init's scan)
 * needs, without reading or holding the rest. Undefined when it does not
 * exist; anything that is not a regular file is refused.
 */
function readRegularHeadSync(path, maxBytes, options = {}) {
    const opened = openRegularSync(path, options);
    if (!opened)
        return undefined;
    try {
        const buf = Buffer.alloc(Math.min(opened.size, maxBytes));
        let got = 0;
        while (got < buf.length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(opened.fd, buf, got, buf.length - got, got);
            if (n === 0)
                break;
            got += n;
        }
        return { head: buf.subarray(0, got), size: opened.size };
    }
    catch (err) {
        throw refusal(path, err, options);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(opened.fd);
    }
}
/**
 * Reads to the end, never past the limit: a file that grows after fstat
 * (being appended to) is read as far as the limit allows.
 */
function readAll(fd, size, max, path, options) {
    const buf = Buffer.alloc(Math.min(size, max) + 1);
    let got = 0;
    for (;;) {
        if (got === buf.length) {
            if (got > max)
                throw (options.refuse ?? _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`cannot read ${path}: it grew over the limit of ${max} bytes while being read`, { file: path });
            break;
        }
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, got, buf.length - got, got);
        if (n === 0)
            break;
        got += n;
    }
    return buf.subarray(0, got);
}
function refusal(path, err, options) {
    if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .MemkeepError */ .xp)
        return err;
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)(options.action ?? 'read', path, err);
}


/***/ }),

/***/ 1607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   blameLines: () => (/* binding */ blameLines)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(308);
/**
 * When each line of a file was committed, from one `git blame --porcelain`
 * call: the order of entries an agent added both at the top and at the
 * bottom of a log. Lines not committed yet get the current time (they are
 * the newest). Undefined when the file is not in a git work tree or has no
 * history.
 */


/** Blamed lines by 1-based line number. */
async function blameLines(path) {
    let out;
    try {
        out = await new _git_js__WEBPACK_IMPORTED_MODULE_1__.Git((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path)).raw(['blame', '--porcelain', '--', path]);
    }
    catch {
        return undefined;
    }
    return parsePorcelain(out, Date.now());
}
/**
 * `git blame --porcelain`'s lines, walked once: a commit header (40 hex
 * digits, then numbers) opens each group, its `committer-time` comes with
 * the commit's first group only, and a tab-led row is the line itself.
 * Rows are told apart by a character or two, not a regular expression each:
 * a 100k-line log's blame is 300,000 rows and more.
 */
function parsePorcelain(out, now) {
    const times = new Map();
    const lines = new Map();
    let sha = '';
    let lineNo = 0;
    for (let at = 0; at < out.length;) {
        const nl = out.indexOf('\n', at);
        const end = nl === -1 ? out.length : nl;
        if (out.charCodeAt(at) === 9) {
            const cr = end > at + 1 && out.charCodeAt(end - 1) === 13 ? 1 : 0;
            lines.set(lineNo, { time: times.get(sha) ?? now, text: out.slice(at + 1, end - cr) });
        }
        else if (out.charCodeAt(at + 40) === 32 && HEADER.test(out.slice(at, at + 41))) {
            sha = out.slice(at, at + 40);
            // "<sha> <original line> <final line>[ <group size>]"
            const afterOriginal = out.indexOf(' ', at + 41);
            const finalEnd = out.indexOf(' ', afterOriginal + 1);
            lineNo = Number(out.slice(afterOriginal + 1, finalEnd === -1 || finalEnd > end ? end : finalEnd));
        }
        else if (out.startsWith('committer-time ', at)) {
            // The all-zero commit is the work tree's uncommitted lines: they are the newest.
            times.set(sha, ZERO.test(sha) ? now : Number(out.slice(at + 15, end)) * 1000);
        }
        at = end + 1;
    }
    return lines;
}
const HEADER = /^[0-9a-f]{40} $/;
const ZERO = /^0+$/;


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

/***/ 2998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  initStore: () => (/* binding */ initStore)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/confine.ts
var confine = __webpack_require__(1094);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/text/invisible.ts
var invisible = __webpack_require__(480);
// EXTERNAL MODULE: ./src/format/marks.ts
var format_marks = __webpack_require__(1617);
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __webpack_require__(7051);
// EXTERNAL MODULE: ./src/config/agent-config.ts
var agent_config = __webpack_require__(8838);
// EXTERNAL MODULE: ./src/config/paths.ts
var paths = __webpack_require__(1066);
;// CONCATENATED MODULE: ./src/config/detect/common.ts
/**
 * What every part of `memkeep init`'s scan shares: the detected agent, the
 * config it would need, and the bounded read of a file's head.
 */




const NEVER_TRIMMED = 'knowledge: loaded and analysed, never trimmed or pruned';
function agentConfig(agent, what, fields, notes, files) {
    return { agent, what, notes, files, fields, configFile: `${paths/* AGENTS_DIR */.bo}/${agent}.toml` };
}
function headsOf(path, level) {
    const buf = head(path);
    return buf ? (0,format_marks/* headingsOf */.z)(buf, level) : [];
}
/** Bytes of a file init reads to tell its shape. */
const MAX_SCAN_BYTES = 1 << 20;
/**
 * The head of a file, enough to tell its shape: init looks at every
 * markdown file of a repository, and a 300 MB one must cost no more than a
 * small one. Not a regular file (a link to a device, a FIFO): not read.
 */
function head(path) {
    try {
        return (0,regular/* readRegularHeadSync */._J)(path, MAX_SCAN_BYTES)?.head;
    }
    catch {
        return undefined;
    }
}
/** A directory's name as the agent name when it is one (no line break, no slash), else made into one. */
function agentName(dir) {
    return (0,agent_config/* isAgentName */.XL)(dir) ? dir : sanitize(dir);
}
function sanitize(name) {
    const s = name
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/^[^a-z0-9]+/, '');
    return s || 'agent';
}

// EXTERNAL MODULE: ./src/config/presets.ts
var presets = __webpack_require__(914);
;// CONCATENATED MODULE: ./src/config/detect/openclaw.ts
/**
 * `memkeep init` on an OpenClaw workspace: a curated `MEMORY.md` (core,
 * knowledge: never trimmed), daily notes `memory/YYYY-MM-DD.md` (episodic:
 * pruned after episodic_max_age, distilled first), other files under
 * `memory/` (kept), and the workspace's own files (`AGENTS.md`, `SOUL.md`,
 * `USER.md`, `TOOLS.md`, `IDENTITY.md`, `HEARTBEAT.md`, …: OpenClaw loads
 * them itself; memkeep never touches them).
 *
 * A folder is a workspace when it has daily notes under `memory/`, or a
 * `MEMORY.md` beside one of the files only OpenClaw writes (`SOUL.md`,
 * `IDENTITY.md`, `HEARTBEAT.md`, `BOOTSTRAP.md`): an `AGENTS.md` alone is
 * every coding agent's.
 */



/** A daily note's file name. */
const DAILY = /^\d{4}-\d{2}-\d{2}(?:-[^/]*)?\.md$/;
const OPENCLAW_ONLY = new Set(['SOUL.md', 'IDENTITY.md', 'HEARTBEAT.md', 'BOOTSTRAP.md']);
const WORKSPACE_FILE = 'OpenClaw workspace file: never trimmed or pruned (OpenClaw loads it itself)';
/** Every OpenClaw workspace among the unclaimed files, its files claimed. */
function openClawWorkspaces(rels, claimed) {
    const free = rels.filter((r) => !claimed.has(r));
    const withDaily = free.filter((r) => /(^|\/)memory\/[^/]+$/.test(r) && DAILY.test((0,external_node_path_.basename)(r)));
    const withMarker = free.filter((r) => OPENCLAW_ONLY.has((0,external_node_path_.basename)(r)));
    const workspaces = new Set([
        ...withDaily.map((r) => (0,external_node_path_.dirname)((0,external_node_path_.dirname)(r))),
        ...withMarker.map((r) => (0,external_node_path_.dirname)(r)).filter((ws) => free.includes(ws === '.' ? 'MEMORY.md' : `${ws}/MEMORY.md`)),
    ]);
    return [...workspaces].sort().map((ws) => {
        const prefix = ws === '.' ? '' : `${ws}/`;
        const notes = free.filter((r) => r.startsWith(`${prefix}memory/`));
        const curated = free.find((r) => r === `${prefix}MEMORY.md`);
        const own = free.filter((r) => presets/* OPENCLAW_WORKSPACE_FILES */.AD.some((f) => r === `${prefix}${f}`));
        for (const r of [...notes, ...own, ...(curated ? [curated] : [])])
            claimed.add(r);
        return openClaw(ws === '.' ? 'openclaw' : sanitize((0,external_node_path_.basename)(ws)), prefix, notes, own, curated);
    });
}
function openClaw(name, prefix, notes, own, curated) {
    const memoryDir = `${prefix}memory`;
    const fields = {
        preset: 'openclaw',
        path: curated ?? `${prefix}MEMORY.md`,
        core_files: curated ? [curated] : [],
        procedural_dir: memoryDir,
        episodic_dir: memoryDir,
    };
    const fates = notes.map((f) => [
        f,
        DAILY.test((0,external_node_path_.basename)(f))
            ? 'daily note: episodic, distilled into memory/digest.md and pruned after episodic_max_age'
            : 'workspace memory file: never aged out',
    ]);
    if (curated)
        fates.unshift([curated, `curated long-term memory: ${NEVER_TRIMMED}`]);
    fates.push(...own.map((f) => [f, WORKSPACE_FILE]));
    return agentConfig(name, `OpenClaw workspace ${prefix || './'}`, fields, [], fates);
}

// EXTERNAL MODULE: ./src/format/order.ts
var format_order = __webpack_require__(4731);
// EXTERNAL MODULE: ./src/text/name-words.ts
var name_words = __webpack_require__(5484);
// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __webpack_require__(573);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(1590);
;// CONCATENATED MODULE: ./src/config/detect/instructions.ts
/**
 * An agent's instructions: the files a coding tool loads into every
 * session (Copilot, Cursor, Windsurf, Kiro, Cline, Roo Code, OpenHands,
 * Continue, Amazon Q, Claude Code, Kilo Code (whose memory bank is a rules
 * folder too), Augment, Trae, Antigravity, JetBrains AI Assistant). Rules an agent
 * keeps one dated section at a time are still rules, never a log to trim:
 * init names them and leaves them alone.
 */

/** Folders whose every markdown file is an instruction of its tool. */
const FOLDERS = [
    [/(^|\/)\.github\/(instructions|prompts|chatmodes|agents)\//, 'GitHub Copilot'],
    [/(^|\/)\.cursor\/rules\//, 'Cursor'],
    [/(^|\/)\.windsurf\/rules\//, 'Windsurf'],
    [/(^|\/)\.kiro\/steering\//, 'Kiro'],
    [/(^|\/)\.clinerules\//, 'Cline'],
    [/(^|\/)\.roo\/rules[^/]*\//, 'Roo Code'],
    [/(^|\/)\.openhands\/microagents\//, 'OpenHands'],
    [/(^|\/)\.continue\/rules\//, 'Continue'],
    [/(^|\/)\.amazonq\/rules\//, 'Amazon Q'],
    [/(^|\/)\.claude\/(commands|agents|skills|rules)\//, 'Claude Code'],
    [/(^|\/)\.kilo(code)?\/rules[^/]*\//, 'Kilo Code'],
    [/(^|\/)\.augment\/rules\//, 'Augment'],
    [/(^|\/)\.trae\/rules\//, 'Trae'],
    // Antigravity's own subfolders only: `.agent/` alone holds many a harness's progress log.
    [/(^|\/)\.agent\/(rules|workflows|skills)\//, 'Antigravity'],
    [/(^|\/)\.aiassistant\/rules\//, 'JetBrains AI Assistant'],
];
/**
 * Files that are instructions wherever they are. Only files named like a log
 * reach this check (CLAUDE.md, AGENTS.md and the like never do: init
 * proposes nothing for them anyway).
 */
const NAMES = [[/\.(instructions|prompt|agent|chatmode)\.md$/, 'GitHub Copilot']];
/** The tool whose instructions the store-relative path `rel` is, or undefined. */
function instructionsOf(rel) {
    const name = (0,external_node_path_.basename)(rel);
    return (NAMES.find(([re]) => re.test(name)) ?? FOLDERS.find(([re]) => re.test(rel)))?.[1];
}

;// CONCATENATED MODULE: ./src/config/detect/log-sections.ts



/** Names of a log's records: a file named so holds runs even when they are numbered as steps. */
const RECORD_WORDS = [
    'log',
    'logs',
    'runlog',
    'worklog',
    'devlog',
    'agentlog',
    'sessionlog',
    'tasklog',
    'history',
    'journal',
    'incident',
    'incidents',
];
/** Words of a section's title that name a log kept inside a document (`## Session Log`, `## Work history`). */
const SECTION_WORDS = new Set([...RECORD_WORDS, 'session', 'sessions']);
/**
 * Words of a section's title that name durable knowledge (`## Decisions`,
 * `## Decision Log`, `## Lessons Learned`); not `learnings`, the section
 * Squad keeps its history's entries in.
 */
const KNOWLEDGE_SECTION_WORDS = new Set(['decision', 'decisions', 'decisionlog', 'adr', 'adrs', 'lesson', 'lessons']);
/** Whether a section's title names durable knowledge. */
function knowledgeSection(section) {
    return (0,name_words/* nameWords */.L)(section).some((w) => KNOWLEDGE_SECTION_WORDS.has(w));
}
/** The title of the `## ` section a heading sits in (undefined above the first). */
function sectionOf(heads, h) {
    return heads
        .filter((s) => s.level === 2 && s.start < h.start)
        .at(-1)
        ?.title.trim();
}
/** `## Session Log`, `## Work history`; not `## Decision Log`, which is knowledge. */
function namedAsLog(section) {
    return (0,name_words/* nameWords */.L)(section).some((w) => SECTION_WORDS.has(w)) && !knowledgeSection(section);
}
/** `## June 2025`, `## 2025-06`, `## Week 23`: a section that groups a log's entries by when. */
const GROUP = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,? \d{4}\b|^(week|sprint|month|quarter)\s*#?\d+/i;
/**
 * The `### ` headings of a log when its dated (or numbered) ones sit in
 * several `## ` sections: all of them when the sections only group the
 * entries by when (`## June 2025`), those of the one section named as a log
 * (`## Session Log` beside `## Lessons Learned`), or why none can be told
 * apart from the other sections' (dated lessons or decisions are no
 * entries to trim by count).
 */
function logSectionOf(heads, at) {
    const entryLike = at.filter((h) => (0,format_order/* headingStamp */.yU)(h.title) !== undefined || (0,format_order/* headingNumber */.qy)(h.title) !== undefined);
    const sections = [...new Set(entryLike.map((h) => sectionOf(heads, h)))];
    const grouping = (s) => s !== undefined && ((0,format_order/* headingStamp */.yU)(s) !== undefined || GROUP.test(s));
    if (sections.length < 2 || sections.every(grouping))
        return at;
    const logs = sections.filter((s) => s !== undefined && namedAsLog(s));
    if (logs.length === 1)
        return at.filter((h) => sectionOf(heads, h) === logs[0]);
    const names = sections.map((s) => JSON.stringify((0,untrusted.logLine)(s ?? '(none)'))).join(', ');
    return `its dated or numbered \`### \` headings sit in ${sections.length} sections (${names}), ${logs.length ? 'more than one' : 'none'} of them named as the log: which are entries is not told`;
}
/**
 * The first of a log's entries when they are `# ` headings: two or more
 * dated to the day (or numbered), and no two headings under them dated,
 * as Aider writes a session (`# aider chat started at 2025-06-01 10:00:00`,
 * its replies' `## Step 1` inside it) or a journal its days. No layout
 * trims at that level, and the `## ` headings are parts of an entry: a
 * trim of them would cut every entry short. Month headings (`# 2025-06`)
 * over dated `## ` entries only group them.
 */
function titleLevelEntries(heads) {
    const entryLike = (title) => {
        const stamp = (0,format_order/* headingStamp */.yU)(title);
        return stamp ? stamp.unit !== 'month' : (0,format_order/* headingNumber */.qy)(title) !== undefined;
    };
    const titles = heads.filter((h) => h.level === 1 && entryLike(h.title));
    const datedBelow = heads.filter((h) => h.level > 1 && (0,format_order/* headingStamp */.yU)(h.title) !== undefined);
    return titles.length >= 2 && datedBelow.length < 2 ? titles[0].title : undefined;
}

;// CONCATENATED MODULE: ./src/config/detect/run-logs.ts
/**
 * `memkeep init` on a markdown file named like a log: a run log when its
 * headings at one level are dated or numbered entries (its order read from
 * their dates, else their numbers), a document of fixed sections otherwise,
 * never proposed as a run log; so is a runbook whose only numbered headings
 * are undated steps or tasks (`## Step 1: Install`), unless its name says it is a
 * log, a history of releases (`## [1.2.0] - 2026-01-05`) whatever its
 * name, and a log whose entries are `# ` headings (an Aider chat history). A log of decisions or lessons, by its name or
 * its ADRs, is knowledge, never trimmed; a project's changelog, release
 * notes or HISTORY.md is the project's document, not an agent's memory:
 * skipped; an agent's instructions (detect/instructions.ts) and the
 * documents of a memory bank init did not find as one are named and left
 * alone.
 */











/** A Cline or Roo Code memory bank's folder (or `cline_docs/`, where Cline first kept it): its documents are knowledge. */
const BANK_FOLDER = /(^|\/)(memory-bank|cline_docs)\//;
/** A project's record of its releases (`release-notes.md`, `NEWS.md`), never an agent's. */
const RELEASE_WORDS = new Set(['changelog', 'changes', 'news', 'release', 'releases']);
/** Capitalised like README.md, a history is the project's; agents write `history.md` (Squad, team/<name>/). */
const PROJECT_HISTORY = 'HISTORY.md';
/** Whole words of the file name: `CHANGELOG.md` and `backlog.md` are not logs. */
const LOG_WORDS = new Set([...RECORD_WORDS, 'memory', 'context', 'progress', 'notes']);
/** `Step 1: Install Node`, `Task 2 — add the index`: the numbered parts of a procedure or a plan, not runs. */
const PROCEDURE_STEP = /^(?:step|task)\s*#?\d+/i;
/** A release's heading: `[1.2.0] - 2026-01-05`, `v2.1 (2026-03-01)`, `Version 0.9 — …` (not a dotted date: `2026.01`, `09.01.2026`). */
const RELEASE = /^\[?(?:v|version\s+|release\s+)?(?!\d{1,2}\.\d{1,2}\.\d{4}(?!\d))\d{1,3}\.\d+\b/i;
/** What ADRs read like: `## ADR 1: …`, `## ADR-0002 …`, a `Status: accepted` line. */
const DECISION_RECORD = /^#{2,4}\s+ADR[-\s]?\d+|^[\s>*_-]*status[*_]*\s*:[\s*_]*(accepted|superseded|deprecated)\b/im;
const MIN_ENTRIES = 3;
/** Aider's chat transcript: each session a `# aider chat started at …` heading. */
const AIDER_HISTORY = '.aider.chat.history.md';
/** Every unclaimed file named like a log: a proposed run log, or a document left alone. */
function runLogs(root, rels, claimed) {
    const found = [];
    for (const r of rels) {
        if (claimed.has(r) || !namedLikeLog(r) || r.startsWith(`${paths/* AGENTS_DIR */.bo}/`))
            continue;
        const tool = instructionsOf(r);
        if (tool) {
            found.push({
                agent: '',
                what: `instructions ${r} (${tool})`,
                notes: [],
                files: [[r, `an agent's instructions, loaded by ${tool} into every session: left alone, no config proposed`]],
                fields: {},
            });
            continue;
        }
        if (BANK_FOLDER.test(r)) {
            // A bank init found (by its activeContext.md) claimed its files: this one has none yet.
            found.push({
                agent: '',
                what: `memory-bank document ${r}`,
                notes: [],
                files: [
                    [
                        r,
                        `a memory-bank document (${NEVER_TRIMMED}): left alone, no config proposed (memkeep trims a bank's activeContext.md only)`,
                    ],
                ],
                fields: {},
            });
            continue;
        }
        const log = logShape((0,external_node_path_.join)(root, r));
        if (!log)
            continue;
        if (log.document) {
            found.push({
                agent: '',
                what: `document ${r} (${log.document})`,
                notes: [],
                files: [[r, log.fate || 'a document of fixed sections, not a run log: left alone, no config proposed']],
                fields: {},
            });
            continue;
        }
        const byName = (0,presets/* knowledgeName */.Cw)(r);
        const knowledge = byName ?? log.knowledge ?? decisionRecords((0,external_node_path_.join)(root, r));
        // gc reads a knowledge name again from the path; what only the text says has to be written down.
        const fields = { ...log.fields, path: r, ...(knowledge && !byName ? { knowledge: true } : {}) };
        const [what, fate] = knowledge
            ? [`knowledge log ${r}`, `${NEVER_TRIMMED} (${knowledge})`]
            : [`run log ${r}`, log.fate];
        found.push(agentConfig(sanitize((0,external_node_path_.basename)(r, '.md')), what, fields, log.notes, [[r, fate]]));
    }
    return found;
}
function namedLikeLog(rel) {
    const name = (0,external_node_path_.basename)(rel);
    const words = (0,name_words/* nameWords */.L)(name);
    return name !== PROJECT_HISTORY && words.some((w) => LOG_WORDS.has(w)) && !words.some((w) => RELEASE_WORDS.has(w));
}
function namedAsRecord(path) {
    return (0,name_words/* nameWords */.L)((0,external_node_path_.basename)(path)).some((w) => RECORD_WORDS.includes(w));
}
function decisionRecords(path) {
    const text = head(path)?.toString('utf8');
    return text && DECISION_RECORD.test(text) ? 'its entries are decision records' : undefined;
}
/**
 * The entry level, section and order of a markdown file that reads as a
 * log: headings at one level that are dated or numbered. A file whose
 * headings are neither is a document of fixed sections (`document`);
 * undefined: not worth a word (too few headings).
 */
function logShape(path) {
    const heads = headsOf(path, 4);
    // Aider's transcript by its name too: a reply that dates its own `## ` sections is still its session's.
    const titled = titleLevelEntries(heads) ?? ((0,external_node_path_.basename)(path) === AIDER_HISTORY ? 'aider chat started at …' : undefined);
    if (titled)
        return {
            fields: {},
            notes: [],
            fate: 'a log whose entries are `# ` headings, which memkeep does not trim: left alone, no config proposed',
            document: `its entries are \`# \` headings (${JSON.stringify((0,untrusted.logLine)(titled.trim()))}), which memkeep does not trim: the headings under them are their parts`,
        };
    // Undated `## ` sections: a document, unless one of them, named as a log, holds every dated `### ` entry.
    let fixedSections;
    const document = (d) => fixedSections ?? d;
    for (const level of [2, 3]) {
        let at = heads.filter((h) => h.level === level);
        if (at.length < MIN_ENTRIES)
            continue;
        if (level > 2) {
            const apart = logSectionOf(heads, at);
            if (typeof apart === 'string')
                return document({ fields: {}, notes: [], fate: '', document: apart });
            at = apart;
        }
        // Most dated sections dated as revisions: one entry saying "flaky since <date>" leaves a log a log.
        const revised = at.filter((h) => revisionDated(h.title));
        if (revised.length > 0 && revised.length * 2 >= at.filter((h) => (0,format_order/* headingStamp */.yU)(h.title) !== undefined).length)
            return document({
                fields: {},
                notes: [],
                fate: '',
                document: `its sections carry the dates they were revised (${JSON.stringify((0,untrusted.logLine)(revised[0].title.trim()))}): a document kept current`,
            });
        const entryLike = at.filter((h) => (0,format_order/* headingStamp */.yU)(h.title) !== undefined || (0,format_order/* headingNumber */.qy)(h.title) !== undefined);
        if (entryLike.length < 2) {
            fixedSections = document({
                fields: {},
                notes: [],
                fate: '',
                document: `its ${at.length} sections are neither dated nor numbered`,
            });
            continue;
        }
        if (entryLike.every((h) => RELEASE.test(h.title.trim())))
            return document({
                fields: {},
                notes: [],
                fate: '',
                document: `its sections are releases (${JSON.stringify((0,untrusted.logLine)(entryLike[0].title.trim()))}): the project's release notes`,
            });
        // A step or task that names its date is a run the agent dated: a log's entry whatever the name.
        const undatedStep = (title) => PROCEDURE_STEP.test(title.trim()) && (0,format_order/* headingStamp */.yU)(title) === undefined;
        if (!namedAsRecord(path) && entryLike.every((h) => undatedStep(h.title)))
            return document({
                fields: {},
                notes: [],
                fate: '',
                document: 'its sections are the numbered steps of a procedure',
            });
        const fields = {};
        const notes = [];
        const others = at.filter((h) => !entryLike.includes(h));
        // A section axe's own layout would read as the text of the entry above it (indented, setext).
        const loose = level === 2 && others.length === 0 ? looseSection(path, entryLike[0].start) : undefined;
        if (loose?.setext)
            return document({
                fields: {},
                notes: [],
                fate: '',
                document: `its section ${JSON.stringify((0,untrusted.logLine)(loose.title))} is a setext heading, which every layout reads as the text of the entry above it: write it as "## ${(0,untrusted.logLine)(loose.title)}" and run init again`,
            });
        if (loose) {
            fields.entries = entryLike.every((h) => (0,format_order/* headingStamp */.yU)(h.title) !== undefined) ? 'dated' : 'numbered';
            notes.push(`its section ${JSON.stringify((0,untrusted.logLine)(loose.title))} is structure: only its ${fields.entries} headings are entries`);
        }
        else if (others.length > 0 && entryLike.every((h) => (0,format_order/* headingStamp */.yU)(h.title) !== undefined)) {
            fields.entries = 'dated';
            notes.push(`only its dated headings are entries; ${(0,plural/* plural */.LS)(others.length, 'other section is', 'other sections are')} structure`);
        }
        else if (others.length > 0) {
            // `entries = "dated"` would leave out every numbered entry; naming today's other sections as
            // structure would make entries of the sections the agent adds later.
            fields.entries = 'numbered';
            notes.push(`only its dated or numbered headings are entries; ${(0,plural/* plural */.LS)(others.length, 'other section is', 'other sections are')} structure`);
        }
        if (level > 2) {
            fields.entry_heading = '#'.repeat(level);
            const sections = new Set(entryLike.map((h) => sectionOf(heads, h)));
            const [only] = sections;
            if (sections.size === 1 && only)
                fields.entries_under = only;
            if (fixedSections && !(sections.size === 1 && only && namedAsLog(only)))
                return fixedSections;
            // A section of decisions or lessons is knowledge, as a file so named is.
            if (sections.size === 1 && only && knowledgeSection(only))
                return { fields, notes, fate: '', knowledge: `its entries are under "${(0,untrusted.logLine)(only)}": durable knowledge` };
        }
        const { order, by } = orderOfHeadings(entryLike.map((h) => h.title));
        if (order === 'newest-first')
            fields.order = 'newest-first';
        notes.push(order
            ? `entry ${by} run ${order}`
            : 'entries are not all dated or numbered in one direction: oldest-first assumed (set order = "git" for history order)');
        const fate = `run log: entries trimmed to the newest ${fields.entries ? `${fields.entries} ` : ''}last_n once it is set (none is: nothing is trimmed until then), everything else kept`;
        return { fields, notes, fate };
    }
    return fixedSections;
}
/**
 * The first section after `from` written as an indented ` ## Notes` or a
 * setext heading with text under it (`Conventions` over `---`, then its
 * text): axe's own layout reads only `## ` at column 0 and would make it
 * the text of the entry above, trimmed with it. A layout with entry fields
 * ends the entries at an indented one; a setext one (never told apart from
 * an entry's last line over its `---` separator) it cannot. A setext title
 * with nothing under it before the next heading is such a separator.
 */
function looseSection(path, from) {
    const buf = head(path);
    if (!buf)
        return undefined;
    const starts = new Set((0,format_marks/* headingsOf */.z)(buf, 2).map((h) => h.start));
    const marks = (0,format_marks/* marksOf */.Ok)(buf, 2, 2).filter((m) => m.level > 0);
    for (const [k, m] of marks.entries()) {
        if (m.start <= from || starts.has(m.start))
            continue;
        const text = buf.toString('utf8', m.start, marks[k + 1]?.start ?? buf.length).trimStart();
        const setext = !text.startsWith('#');
        // The title line, the underline, then the section's own text.
        if (!setext || text.split('\n').slice(2).join('').trim() !== '')
            return { title: m.title.trim(), setext };
    }
    return undefined;
}
/**
 * The file order the headings show: their dates, else their numbers; in a
 * log whose newest sessions are only numbered (`## Session 6 — cleanup`)
 * above dated ones, or the reverse, the dated ones and the numbered ones
 * each, when both run the same way. Undefined when they disagree or run
 * both ways.
 */
function orderOfHeadings(titles) {
    const byDate = (0,format_order/* orderFromTimestamps */.ki)(titles);
    if (byDate)
        return { order: byDate, by: 'dates' };
    const byNumber = orderFromNumbers(titles);
    if (byNumber)
        return { order: byNumber, by: 'numbers' };
    const dated = titles.filter((t) => (0,format_order/* headingStamp */.yU)(t) !== undefined);
    const numbered = titles.filter((t) => (0,format_order/* headingNumber */.qy)(t) !== undefined);
    const ofDated = dated.length >= 2 ? (0,format_order/* orderFromTimestamps */.ki)(dated) : undefined;
    const ofNumbered = numbered.length >= 2 ? orderFromNumbers(numbered) : undefined;
    // Each part has to show its way: a part too small to show one, or running both ways, leaves the order unknown.
    const parts = [dated.length > 0 ? ofDated : 'none', numbered.length > 0 ? ofNumbered : 'none'];
    if (parts.includes(undefined))
        return { by: '' };
    const ways = new Set(parts.filter((p) => p !== 'none'));
    if (ways.size !== 1)
        return { by: '' };
    const [order] = ways;
    return { order, by: 'dates and numbers' };
}
/**
 * The file order numbered headings show (`## Session 12` down to `## Session 1`
 * is an agent that prepends): every heading numbered, strictly one way; else
 * undefined, as for dates that do not agree.
 */
function orderFromNumbers(titles) {
    const numbers = titles.map(format_order/* headingNumber */.qy);
    if (numbers.some((n) => n === undefined))
        return undefined;
    const ns = numbers;
    const steps = ns.slice(1).map((n, i) => Math.sign(n - ns[i]));
    if (steps.every((s) => s > 0))
        return 'oldest-first';
    if (steps.every((s) => s < 0))
        return 'newest-first';
    return undefined;
}
/**
 * Whether a heading's first date is the date its section was revised or is
 * due (`## Architecture (updated 2026-01-10)`): a section kept current, not
 * an entry. `## 2026-01-05 Updated the importer` is dated before the word.
 */
function revisionDated(title) {
    const m = format_order/* REVISION */.sP.exec(title);
    return (m !== null &&
        (0,format_order/* headingStamp */.yU)(title.slice(0, m.index)) === undefined &&
        (0,format_order/* headingStamp */.yU)(title.slice(m.index)) !== undefined);
}

;// CONCATENATED MODULE: ./src/config/detect/squad.ts
/** `memkeep init` on Squad: an agent history in any of its three shapes, and the team's own files. */



/** A Squad history in whichever of its three shapes it is written. */
function squadAgent(path, r, name, legacy) {
    const heads = headsOf(path, 3);
    const learnings = heads.findIndex((h) => h.level === 2 && /^learnings$/i.test(h.title.trim()));
    const nextSection = heads.findIndex((h, i) => i > learnings && h.level <= 2);
    const inLearnings = learnings === -1 ? [] : heads.slice(learnings + 1, nextSection === -1 ? undefined : nextSection);
    const dated = heads.filter((h) => h.level === 2 && (0,format_order/* headingStamp */.yU)(h.title) !== undefined);
    const where = legacy ? 'legacy .ai-team' : 'Squad';
    const fields = { path: r };
    const notes = [];
    let fate;
    if (inLearnings.some((h) => h.level === 3) || dated.length === 0) {
        fields.preset = inLearnings.some((h) => h.level === 3) || !bulletsUnderLearnings(path) ? 'squad' : 'squad-bullets';
        fate =
            fields.preset === 'squad'
                ? (newest) => `\`### \` entries under \`## Learnings\` trimmed to the newest ${newest}; the title, Core Context and other sections kept`
                : (newest) => `bullets under \`## Learnings\` trimmed to the newest ${newest}; everything else kept`;
    }
    else {
        fields.preset = 'squad-dated';
        fate = () => 'dated `## ` entries trimmed to the newest by their dates; undated sections (Core Context, Learnings) kept';
    }
    notes.push(`${where} history, ${presets/* PRESETS */.fG[fields.preset].about.replace(/^.*\), /, '')}`);
    return {
        ...agentConfig(name, `${where} history ${r}`, fields, notes, [[r, fate('by git commit time')]]),
        gitOrdered: fields.preset === 'squad-dated' ? undefined : r,
        fallback: {
            order: 'oldest-first',
            fate: fate('in file order (the last in the file is the newest)'),
            misplaced: misplaced(inLearnings.filter((h) => h.level === 3).map((h) => h.title.trim())),
        },
    };
}
/**
 * The first dated entry that sits before an older one ('"B (2026-07-15)" comes before the older "C
 * (2026-03-10)"'): in file order, gc refuses a trim whose cut falls between them. Compared by day.
 */
function misplaced(titles) {
    const day = (t) => {
        const s = (0,format_order/* headingStamp */.yU)(t);
        return s === undefined ? undefined : Math.floor(s.t / 86_400_000);
    };
    let latest;
    for (const title of titles) {
        const d = day(title);
        if (d === undefined)
            continue;
        if (latest && d < latest.day)
            return `"${latest.title}" comes before the older "${title}"`;
        if (!latest || d > latest.day)
            latest = { title, day: d };
    }
    return undefined;
}
function bulletsUnderLearnings(path) {
    try {
        const text = head(path)?.toString('utf8') ?? '';
        return /^## Learnings[ \t]*\r?\n(?:[ \t]*\r?\n)*[-*+] /im.test(text);
    }
    catch {
        return false;
    }
}
/** The team's own files (decisions, inbox, ceremonies): no agent's log, and never touched. */
function squadTeam(rels, claimed, found) {
    const team = rels.filter((r) => !claimed.has(r) && /(^|\/)\.(squad|ai-team)\//.test(r));
    if (team.length === 0 || !found.some((d) => String(d.fields.preset ?? '').startsWith('squad')))
        return undefined;
    for (const r of team)
        claimed.add(r);
    return {
        agent: '',
        what: 'Squad team files',
        notes: [],
        files: team.map((r) => [r, `Squad team file (decisions, inbox): ${NEVER_TRIMMED}`]),
        fields: {},
    };
}

;// CONCATENATED MODULE: ./src/config/detect/tools.ts
/**
 * `memkeep init` on the tools that keep memory in a folder of their own:
 * Claude Code agent memory, a Cline or Roo Code memory bank,
 * self-improving-agent `.learnings/` and `tasks/lessons.md`.
 */





function claudeAgent(name, dir, files, perAgentBeside = false) {
    const fields = {
        preset: 'claude-code',
        path: `${dir}/log.md`,
        core_files: [`${dir}/MEMORY.md`],
    };
    if (!perAgentBeside)
        Object.assign(fields, { procedural_dir: dir, episodic_dir: dir });
    const fates = files.map((f) => [
        f,
        f.endsWith('/MEMORY.md')
            ? 'the index: core, never pruned; files it links are never pruned'
            : (0,presets/* knowledgeName */.Cw)(f.slice(dir.length + 1))
                ? `named as knowledge (decisions, lessons, ADRs): ${NEVER_TRIMMED}`
                : 'typed by its front matter: feedback, user and reference notes are kept; an unlinked project note ages out after episodic_max_age',
    ]);
    return agentConfig(sanitize(name), `Claude Code agent memory ${dir}/`, fields, perAgentBeside ? ['the per-agent folders beside it are agents of their own'] : [], fates);
}
function memoryBank(root, dir, files) {
    const roo = files.includes(`${dir}/decisionLog.md`);
    const path = `${dir}/activeContext.md`;
    const fields = { preset: roo ? 'roo' : 'cline', path, procedural_dir: dir };
    const notes = [];
    let entries = 'dated `## ` entries';
    // "## Current Focus: …" sections, not dated entries: gc finds nothing to trim, and init says so.
    let undated = false;
    if (!roo) {
        const heads = headsOf((0,external_node_path_.join)(root, path), 3);
        let dated = heads.filter((h) => h.level === 2 && (0,format_order/* headingStamp */.yU)(h.title));
        // A bank that dates its changes one level down, all in one section (`## Recent Changes`, `### 2025-06-01`).
        const deeper = heads.filter((h) => h.level === 3 && (0,format_order/* headingStamp */.yU)(h.title));
        const sections = new Set(deeper.map((h) => sectionOf(heads, h)));
        const [section] = sections;
        if (dated.length === 0 && deeper.length > 0 && sections.size === 1 && section !== undefined) {
            dated = deeper;
            fields.entry_heading = '###';
            fields.entries_under = section;
            entries = `dated \`### \` entries under \`## ${section}\``;
            notes.push(`${path} dates its entries under \`## ${section}\`: entry_heading = "###"`);
        }
        undated = dated.length === 0;
        const order = dated.length >= 2 ? (0,format_order/* orderFromTimestamps */.ki)(dated.map((h) => h.title)) : undefined;
        if (order && order !== 'newest-first') {
            fields.order = 'auto';
            notes.push(`the dated entries of ${path} run oldest first: order = "auto"`);
        }
    }
    const fates = files.map((f) => {
        const name = f.slice(dir.length + 1);
        if (f === path)
            return [
                f,
                roo
                    ? 'dated bullets under `## Recent Changes` trimmed to the newest; its fixed sections kept'
                    : undated
                        ? 'no dated `## ` entries yet: kept whole (once it has some, they are trimmed to the newest and its fixed sections kept)'
                        : `${entries} trimmed to the newest; its fixed sections kept`,
            ];
        if (name === 'decisionLog.md')
            return [f, `decision log: ${NEVER_TRIMMED}`];
        if (presets/* MEMORY_BANK_CORE */.$x.includes(name))
            return [f, 'core file: never pruned'];
        return [f, `memory-bank document: ${NEVER_TRIMMED}`];
    });
    const agent = ['memory-bank', 'cline_docs'].includes((0,external_node_path_.basename)(dir))
        ? roo
            ? 'roo'
            : 'cline'
        : sanitize((0,external_node_path_.basename)(dir));
    return agentConfig(agent, `${roo ? 'Roo Code' : 'Cline'} memory bank ${dir}/`, fields, notes, fates);
}
function learnings(dir, files) {
    const main = files.find((f) => f.endsWith('/LEARNINGS.md')) ?? files[0];
    const parent = (0,external_node_path_.dirname)(dir);
    return agentConfig(parent === '.' ? 'learnings' : `${sanitize((0,external_node_path_.basename)(parent))}-learnings`, `self-improving-agent learnings ${dir}/`, { preset: 'learnings', path: main, core_files: files.filter((f) => f.endsWith('.md')) }, ['`## [ERR-20250115-001]` entries read as dated by their ids'], files.map((f) => [f, `learnings: ${NEVER_TRIMMED}`]));
}
function lessons(path, r) {
    const level2 = headsOf(path, 2).filter((h) => h.level === 2);
    const fields = { preset: 'lessons', path: r, core_files: [r] };
    if (level2.length === 0)
        fields.entries = 'items';
    return agentConfig('lessons', `lessons file ${r}`, fields, [level2.length ? '`## ` sections are its lessons' : 'its bullets are its lessons'], [[r, `lessons: ${NEVER_TRIMMED}`]]);
}

;// CONCATENATED MODULE: ./src/config/detect.ts
/**
 * `memkeep init`'s scan: known ways agents keep memory in a repository, each
 * turned into the agent config memkeep would need, with what memkeep will
 * and will not do to every file it found. Nothing here writes.
 *
 * Known layouts: Squad in its three shapes (`.squad/agents/<name>/history.md`,
 * legacy `.ai-team/agents/<name>/history.md`), Claude Code agent memory (per
 * agent under `.claude/agent-memory/<agent>/`, or one top-level
 * `.claude/agent-memory/MEMORY.md`), a Cline or Roo Code memory bank
 * (`memory-bank/`, or `cline_docs/` where Cline first kept it), `tasks/lessons.md`, self-improving-agent `.learnings/`,
 * an OpenClaw workspace (`MEMORY.md`, daily `memory/YYYY-MM-DD.md`, `SOUL.md`
 * and the other workspace files), aide
 * agents (`agents/<name>/Aidefile`, already configured), and run logs: a
 * markdown file named like a log whose headings at one level are dated or
 * numbered entries (its order read from their dates). A document of fixed
 * sections is never proposed as a run log. Each family is read in its own
 * file under detect/; this one walks the tree, claims files in that order
 * and names the agents.
 */









const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'build', '.memkeep', 'vendor']);
const MAX_DEPTH = 5;
/** Every layout found under `root`, in a stable order, with unique agent names. */
function detectLayouts(root) {
    const files = walk(root, root, 0).sort();
    const found = [];
    const claimed = new Set();
    const rel = (p) => (0,external_node_path_.relative)(root, p).split(external_node_path_.sep).join('/');
    const rels = files.map(rel);
    const claimDir = (dir) => {
        for (const r of rels)
            if (r.startsWith(`${dir}/`))
                claimed.add(r);
    };
    const under = (dir) => rels.filter((r) => r.startsWith(`${dir}/`));
    for (const r of rels) {
        let m;
        if ((m = /^(.*\/)?\.(squad|ai-team)\/agents\/([^/]+)\/history\.md$/.exec(r))) {
            claimed.add(r);
            found.push(squadAgent((0,external_node_path_.join)(root, r), r, agentName(m[3]), m[2] === 'ai-team'));
        }
        else if ((m = /^(.*\/)?\.claude\/agent-memory\/([^/]+)\/MEMORY\.md$/.exec(r))) {
            const dir = r.slice(0, -'/MEMORY.md'.length);
            claimDir(dir);
            found.push(claudeAgent(m[2], dir, under(dir)));
        }
        else if ((m = /^(.*\/)?\.claude\/agent-memory\/MEMORY\.md$/.exec(r))) {
            const dir = r.slice(0, -'/MEMORY.md'.length);
            // Per-agent folders beside it are agents of their own; the top level keeps its own files.
            const own = under(dir).filter((f) => !f.slice(dir.length + 1).includes('/'));
            const perAgent = under(dir).length > own.length;
            for (const f of own)
                claimed.add(f);
            found.push(claudeAgent('claude', dir, own, perAgent));
        }
        else if ((m = /^(.*\/)?(memory-bank|cline_docs)\/(activeContext|decisionLog|productContext)\.md$/.exec(r))) {
            const dir = r.slice(0, r.lastIndexOf('/'));
            if (found.some((d) => d.fields.procedural_dir === dir))
                continue;
            claimDir(dir);
            found.push(memoryBank(root, dir, under(dir)));
        }
        else if ((m = /^(.*\/)?\.learnings\/(LEARNINGS|ERRORS|FEATURE_REQUESTS)\.md$/.exec(r))) {
            const dir = r.slice(0, r.lastIndexOf('/'));
            if (found.some((d) => d.fields.preset === 'learnings' && String(d.fields.path).startsWith(`${dir}/`)))
                continue;
            claimDir(dir);
            found.push(learnings(dir, under(dir)));
        }
        else if ((m = /^(.*\/)?tasks\/lessons\.md$/.exec(r))) {
            claimed.add(r);
            found.push(lessons((0,external_node_path_.join)(root, r), r));
        }
        else if ((m = new RegExp(`^${paths/* AGENTS_DIR */.bo}/([^/]+)/${paths/* AIDEFILE */.OX}$`).exec(r))) {
            found.push({ agent: m[1], what: `aide agent ${r} (already configured)`, notes: [], files: [], fields: {} });
        }
    }
    const team = squadTeam(rels, claimed, found);
    if (team)
        found.push(team);
    found.push(...openClawWorkspaces(rels, claimed));
    found.push(...runLogs(root, rels, claimed));
    return uniqueNames(found.map(withConfig));
}
/** The TOML of a detected agent (after its name is final). */
function withConfig(d) {
    if (!d.configFile)
        return d;
    // `what` holds a committed path: a line break in it would start a TOML line of its own.
    const lines = [`# Written by memkeep init: ${tomlValue(d.what).slice(1, -1)}`, '[memory]', 'enabled = true'];
    for (const [k, v] of Object.entries(d.fields))
        lines.push(`${k} = ${tomlValue(v)}`);
    return { ...d, configFile: `${paths/* AGENTS_DIR */.bo}/${d.agent}.toml`, config: `${lines.join('\n')}\n` };
}
const TOML_ESCAPED = new RegExp(`${invisible/* INVISIBLE_CHARS */.GX.source}|\u007f`, 'gu');
/**
 * A value as TOML: JSON's form (TOML reads its escapes), with the invisible
 * characters a committed path may hold (a bidi override, a zero-width space)
 * written as escapes too, so the config shows the path memkeep uses. DEL is
 * escaped as well: JSON leaves it as it is, and TOML refuses it in a string
 * or a comment.
 */
function tomlValue(v) {
    return JSON.stringify(v).replace(TOML_ESCAPED, (c) => {
        const cp = c.codePointAt(0) ?? 0;
        return cp > 0xffff ? `\\U${cp.toString(16).padStart(8, '0')}` : `\\u${cp.toString(16).padStart(4, '0')}`;
    });
}
/**
 * Names that repeat (three folders each with a `history.md`) take their
 * folders, nearest first, until they differ: every file gets an agent.
 */
function uniqueNames(found) {
    const configured = found.filter((d) => d.configFile);
    for (let depth = 1; depth <= MAX_DEPTH; depth++) {
        const count = new Map();
        for (const d of configured)
            count.set(d.agent, (count.get(d.agent) ?? 0) + 1);
        const clashing = configured.filter((d) => (count.get(d.agent) ?? 0) > 1);
        if (clashing.length === 0)
            break;
        for (const d of clashing) {
            const path = String(d.fields.path ?? d.fields.procedural_dir ?? d.agent);
            const dirs = path
                .split('/')
                .slice(0, -1)
                .filter((p) => p !== '' && p !== '.');
            const from = dirs.slice(-depth).map(sanitize).join('-');
            d.agent = from ? `${from}-${sanitize((0,external_node_path_.basename)(path, '.md'))}` : `${d.agent}-${depth}`;
        }
    }
    return found.map(withConfig);
}
function walk(root, dir, depth) {
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
    }
    catch {
        return [];
    }
    const out = [];
    for (const e of entries) {
        const p = (0,external_node_path_.join)(dir, e.name);
        if (e.isDirectory()) {
            if (!SKIP_DIRS.has(e.name) && depth < MAX_DEPTH)
                out.push(...walk(root, p, depth + 1));
        }
        else if (e.isFile() && (e.name.endsWith('.md') || e.name === paths/* AIDEFILE */.OX) && (0,external_node_fs_.statSync)(p).size > 0)
            out.push(p);
    }
    return out;
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/git/blame.ts
var blame = __webpack_require__(1607);
// EXTERNAL MODULE: ./src/fs/atomic.ts
var atomic = __webpack_require__(230);
// EXTERNAL MODULE: ./src/text/suggest.ts
var suggest = __webpack_require__(4185);
;// CONCATENATED MODULE: ./src/ops/integrations.ts
/**
 * `memkeep init --integrations`: the agent integration snippets of
 * docs/reference.md (test/cli/mcp-integrations.test.ts holds the docs to
 * what this writes), merged into each editor's JSON config. A file's other
 * keys are kept; an existing `memkeep` server is never overwritten, since
 * the user may have pointed it somewhere on purpose; a file that is not a
 * JSON object refuses the whole run before anything is written, so an
 * editor config is never half set up.
 */





/** Until the package is in the registry, the docs say how to swap `npx -y memkeep` for a local build. */
const MEMKEEP = ['npx', '-y', 'memkeep'];
function server(root) {
    return { command: MEMKEEP[0], args: [...MEMKEEP.slice(1), 'mcp', '--root', root] };
}
/** Each integration: its file and the snippet docs/reference.md shows for it. */
const INTEGRATIONS = {
    // Claude Code starts project servers in the project, so "." is the store.
    claude: { file: '.mcp.json', snippet: { mcpServers: { memkeep: server('.') } } },
    cursor: { file: '.cursor/mcp.json', snippet: { mcpServers: { memkeep: server('${workspaceFolder}') } } },
    vscode: {
        file: '.vscode/mcp.json',
        snippet: { servers: { memkeep: { type: 'stdio', ...server('${workspaceFolder}') } } },
    },
};
const HOOKS_FILE = '.claude/settings.json';
/** Claude Code hooks: load the agent's memory into a session's context at its start, log one entry at its end. */
function claudeHooks(agent) {
    const memkeep = MEMKEEP.join(' ');
    const root = '--root "$CLAUDE_PROJECT_DIR"';
    const command = (c) => [{ hooks: [{ type: 'command', command: `${memkeep} ${c} ${root}` }] }];
    return {
        hooks: {
            SessionStart: command(`load ${agent}`),
            SessionEnd: command(`log ${agent} --task "Claude Code session" --result "session ended"`),
        },
    };
}
/** `claude,vscode` as integration names; an unknown name is a usage error. */
function parseIntegrations(list) {
    const known = Object.keys(INTEGRATIONS);
    const names = [
        ...new Set(list
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean)),
    ];
    if (names.length === 0)
        throw (0,errors/* configError */.Fj)(`--integrations needs one or more of ${known.join(', ')}`);
    for (const n of names) {
        if (!known.includes(n)) {
            throw (0,errors/* configError */.Fj)(`unknown integration "${n}"${(0,suggest/* didYouMean */.a)(n, known)} (known: ${known.join(', ')})`, {
                field: '--integrations',
            });
        }
    }
    return names;
}
/** The agent name goes into a shell command line, so only names that need no quoting are accepted. */
function checkHookAgent(agent) {
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(agent)) {
        throw (0,errors/* configError */.Fj)(`--hooks "${agent}": the agent name goes into a shell command, so it must be letters, digits, ".", "_" or "-"; add the hooks by hand for other names`, { field: '--hooks' });
    }
    return agent;
}
/** Reads and merges without writing: every file is checked before any is written. */
async function planIntegration(root, file, add, hooks) {
    const abs = await (0,confine.resolveInside)(root, root, file, { field: 'init --integrations' });
    const current = await readJsonObject(abs, file);
    const kept = [];
    const merged = hooks ? mergeHooks(current ?? {}, add, file) : mergeServers(current ?? {}, add, file, kept);
    const text = `${JSON.stringify(merged, null, 2)}\n`;
    const unchanged = current !== undefined && JSON.stringify(merged) === JSON.stringify(current);
    return { file, abs, exists: current !== undefined, text: unchanged ? undefined : text, kept };
}
async function writeIntegration(plan) {
    if (plan.text !== undefined)
        await (0,atomic/* writeFileAtomic */.Zf)(plan.abs, plan.text, { mkdirs: true });
}
async function readJsonObject(abs, file) {
    const bytes = await (0,regular/* readRegularFile */.XF)(abs, { maxBytes: regular/* MAX_CONFIG_BYTES */.GW, refuse: errors/* configError */.Fj });
    if (bytes === undefined)
        return undefined;
    let value;
    try {
        value = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
    }
    catch (err) {
        throw (0,errors/* configError */.Fj)(`${file} is not valid JSON (${err.message}); fix it, or add memkeep by hand as docs/reference.md shows. Nothing written.`, { file });
    }
    if (!isObject(value))
        throw (0,errors/* configError */.Fj)(`${file} is not a JSON object. Nothing written.`, { file });
    return value;
}
/** The snippet's one server added under its key (`mcpServers` or `servers`), next to the file's others. */
function mergeServers(current, add, file, kept) {
    const [key, servers] = Object.entries(add)[0];
    const existing = current[key] ?? {};
    if (!isObject(existing))
        throw (0,errors/* configError */.Fj)(`${file}: "${key}" is not a JSON object. Nothing written.`, { file });
    const merged = { ...existing };
    for (const [name, config] of Object.entries(servers)) {
        if (name in existing) {
            if (JSON.stringify(existing[name]) !== JSON.stringify(config))
                kept.push(`kept the existing "${name}" server (init never overwrites it)`);
        }
        else
            merged[name] = config;
    }
    return { ...current, [key]: merged };
}
/** Each hook group added to its event unless a hook there already runs the same command. */
function mergeHooks(current, add, file) {
    const existing = current.hooks ?? {};
    if (!isObject(existing))
        throw (0,errors/* configError */.Fj)(`${file}: "hooks" is not a JSON object. Nothing written.`, { file });
    const merged = { ...existing };
    for (const [event, groups] of Object.entries(add.hooks)) {
        const present = merged[event] ?? [];
        if (!Array.isArray(present))
            throw (0,errors/* configError */.Fj)(`${file}: "hooks.${event}" is not a JSON array. Nothing written.`, { file });
        const commands = new Set(present.flatMap((g) => (isObject(g) && Array.isArray(g.hooks) ? g.hooks : [])).map((h) => h?.command));
        const missing = groups.filter((g) => !g.hooks.every((h) => commands.has(h.command)));
        merged[event] = [...present, ...missing];
    }
    return { ...current, hooks: merged };
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The files `--integrations` and `--hooks` ask for, each read and merged (nothing written yet). */
async function planIntegrations(root, integrations, hooksAgent) {
    const plans = [];
    for (const name of integrations === undefined ? [] : parseIntegrations(integrations)) {
        const { file, snippet } = INTEGRATIONS[name];
        plans.push(await planIntegration(root, file, snippet, false));
    }
    if (hooksAgent !== undefined)
        plans.push(await planIntegration(root, HOOKS_FILE, claudeHooks(checkHookAgent(hooksAgent)), true));
    return plans;
}

;// CONCATENATED MODULE: ./src/ops/init.ts
/**
 * `init`: finds the memory layouts in a repository (config/detect.ts) and
 * the agents' MCP setups asked for (ops/integrations.ts), and with `write`
 * writes them, never over an existing config. A history ordered by git that
 * was committed in one commit cannot be ordered by git yet: init says so
 * and proposes a file order. Every target is checked before anything is
 * written, so one that leads out of the repository refuses the whole write.
 */







async function initStore(root, options) {
    // Read and merged before the layouts are written: a broken editor config refuses the whole run.
    const setups = await planIntegrations(root, options.integrations, options.hooks);
    const detected = await Promise.all(detectLayouts(root).map((d) => checkHistory(root, d)));
    const targets = new Map();
    if (options.write)
        for (const d of detected)
            if (d.configFile)
                targets.set(d.configFile, await (0,confine.resolveInside)(root, root, d.configFile, { field: 'init --write' }));
    const found = [];
    for (const d of detected) {
        if (!d.configFile)
            found.push(d);
        else if (!options.write)
            found.push({ ...d, fate: 'proposed' });
        else
            found.push({ ...d, fate: await writeNew(targets.get(d.configFile) ?? (0,external_node_path_.join)(root, d.configFile), d.config) });
    }
    if (options.write)
        for (const plan of setups)
            await writeIntegration(plan);
    return { value: { found, setups }, warnings: [] };
}
/** Writes a new config file; one that exists is kept (init never overwrites). */
async function writeNew(file, text) {
    try {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
        await (0,promises_.writeFile)(file, text, { flag: 'wx' });
        return 'written';
    }
    catch (err) {
        if (err.code !== 'EEXIST')
            throw (0,errors/* ioError */.bD)('write', file, err);
        return 'kept';
    }
}
/**
 * A history whose order comes from git but whose lines were all committed
 * together: git cannot order its entries, so the config gets the file
 * order instead, with a warning saying why and how to switch back.
 */
async function checkHistory(root, d) {
    if (!d.gitOrdered || !d.fallback)
        return d;
    const blamed = await (0,blame.blameLines)((0,external_node_path_.join)(root, d.gitOrdered));
    if (!blamed)
        return d;
    const times = new Set([...blamed.values()].map((l) => l.time));
    if (times.size > 1)
        return d;
    const note = `warning: ${d.gitOrdered} was committed in one commit, so git cannot tell its entries apart: order = "${d.fallback.order}" proposed (set order = "git" once later commits add entries)${d.fallback.misplaced
        ? `; but ${d.fallback.misplaced}: gc refuses a trim whose cut falls between them until that entry is moved to where its date puts it`
        : ''}`;
    const lines = d.config.split('\n');
    lines.splice(lines.length - 1, 0, `order = ${JSON.stringify(d.fallback.order)}`);
    const files = d.files.map(([f, fate]) => [f, f === d.gitOrdered ? d.fallback.fate : fate]);
    return { ...d, notes: [...d.notes, note], config: lines.join('\n'), files };
}


/***/ }),

/***/ 3147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   An: () => (/* binding */ utf8CutAfter),
/* harmony export */   Dp: () => (/* binding */ cutCodePoints),
/* harmony export */   Dx: () => (/* binding */ utf8CutBefore),
/* harmony export */   Wm: () => (/* binding */ headWithin),
/* harmony export */   mT: () => (/* binding */ utf8WholeEnd)
/* harmony export */ });
/**
 * Cutting text without splitting a character: to a number of code points (a
 * surrogate pair is one, so an emoji is never halved), or at a UTF-8 byte
 * offset (never inside a multi-byte character).
 */
const ELLIPSIS = '…';
/**
 * `text` cut to `max` code points, marked with `…`: by default the mark is
 * within `max`; with `markAfter`, `max` code points of text are kept and the
 * mark follows them.
 */
function cutCodePoints(text, max, markAfter = false) {
    // At most `max` UTF-16 units is at most `max` code points: only longer text needs splitting.
    if (text.length <= max)
        return text;
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return chars.slice(0, markAfter ? max : max - 1).join('') + ELLIPSIS;
}
/** The last offset at or before `at` that does not split a UTF-8 character of `bytes`. */
function utf8CutBefore(bytes, at) {
    let end = at;
    // Back up from a continuation byte (10xxxxxx) to the start of its character.
    while (end > 0 && end < bytes.length && (bytes[end] & 0xc0) === 0x80)
        end--;
    return end;
}
/**
 * The first offset at or after `at` that does not split a UTF-8 character.
 * At most three continuation bytes are skipped: a longer run is invalid
 * UTF-8 anyway, and skipping it all could swallow the whole tail.
 */
function utf8CutAfter(bytes, at) {
    let cut = at;
    while (cut < bytes.length && cut < at + 3 && (bytes[cut] & 0xc0) === 0x80)
        cut++;
    return cut;
}
/** The end of the last whole UTF-8 character in a head cut at any byte. */
function utf8WholeEnd(buf) {
    let start = buf.length;
    // Back to the first byte of the last character (at most 3 continuation bytes).
    while (start > 0 && buf.length - start < 4 && (buf[start - 1] & 0xc0) === 0x80)
        start--;
    if (start === 0)
        return buf.length;
    const lead = buf[start - 1];
    const want = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
    return buf.length - (start - 1) < want ? start - 1 : buf.length;
}
/** The longest head of `text` within `bytes`, cut after a whole line when there is one. */
function headWithin(text, bytes) {
    const buf = Buffer.from(text);
    const head = buf.subarray(0, utf8CutBefore(buf, Math.min(bytes, buf.length))).toString('utf8');
    const nl = head.lastIndexOf('\n');
    return nl > 0 ? head.slice(0, nl + 1) : head;
}


/***/ }),

/***/ 5484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ nameWords)
/* harmony export */ });
/**
 * The words of a file or folder name, lower case: `decision-log.md`,
 * `decision_log.md`, `Decision Log.md` and `decisionLog.md` all read
 * `decision`, `log`. Names are matched by word, never by substring, so
 * `CHANGELOG.md` holds no `log` and `backlog.md` no `log` either.
 */
function nameWords(name) {
    return name
        .replace(/\.md$/i, '')
        .replace(/([a-z\d])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z\d]+/)
        .filter((w) => w !== '');
}


/***/ }),

/***/ 573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KE: () => (/* binding */ listed),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   oh: () => (/* binding */ thousands)
/* harmony export */ });
/* unused harmony export noun */
/** `1 entry`, `2 entries`: counts in messages read as English. */
function plural(n, one, many) {
    return `${n} ${noun(n, one, many)}`;
}
/** The word alone, for a count printed apart from it (`**3** entries`). */
function noun(n, one, many) {
    return n === 1 ? one : many;
}
/** Names a risk or a summary line shows before counting the rest. */
const NAMES_SHOWN = 10;
/**
 * `"a", "b" and 3 more`: a list a reader can take in on one line, however
 * long it is (a trim of 4,000 entries folds 2,000 items; --json has them all).
 */
function listed(names, shown = NAMES_SHOWN) {
    const head = names.slice(0, shown).join(', ');
    return names.length > shown ? `${head} and ${names.length - shown} more` : head;
}
/**
 * An integer with a comma every three digits, as `toLocaleString('en-US')`
 * writes it, without loading the locale's number formats (about 30 ms at
 * the first call, in every Action run for its job summary's token counts).
 */
function thousands(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}


/***/ }),

/***/ 1590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fq: () => (/* binding */ inertLine),
/* harmony export */   NZ: () => (/* binding */ loadedName),
/* harmony export */   asRedacted: () => (/* binding */ asRedacted),
/* harmony export */   atTheDoor: () => (/* binding */ atTheDoor),
/* harmony export */   loadedText: () => (/* binding */ loadedText),
/* harmony export */   logLine: () => (/* binding */ logLine),
/* harmony export */   logLines: () => (/* binding */ logLines),
/* harmony export */   pc: () => (/* binding */ redacted),
/* harmony export */   tT: () => (/* binding */ commitText),
/* harmony export */   ti: () => (/* binding */ inlineCode),
/* harmony export */   u7: () => (/* binding */ inertLogLines)
/* harmony export */ });
/* unused harmony exports neutraliseMarkdown, defuseMarkdown, inlineText, inlineHtml, inlineEscaped */
/* harmony import */ var _cut_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3147);
/* harmony import */ var _invisible_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(480);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5813);
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
 * close that issue when the pull request is merged. Bounded by anything but
 * a letter or digit: `_fixes GH-12_` is emphasis to GitHub, and `\b` sees
 * no boundary after the `_`.
 */
const CLOSING_KEYWORD = /(?<![A-Za-z0-9])(?:(c)(lose[sd]?)|(f)(ix(?:e[sd])?)|(r)(esolve[sd]?))(?![A-Za-z0-9])/gi;
/** Secrets in `text` replaced by `[REDACTED:<kind>]`. */
function redacted(text) {
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecrets */ .fp)(text).text;
}
/** Redacts text as it enters the plan: the one pass of the rules it gets. */
function atTheDoor(text) {
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecrets */ .fp)(text).text;
}
/** Text made only from redacted input (and memkeep's own words): nothing in it is new to the rules. */
function asRedacted(text) {
    return text;
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
    return (unlinked(text.replace(/&(?=[#a-zA-Z0-9]+;)/g, '&amp;').replace(/</g, '&lt;'))
        // `![alt](url)` and `![alt][ref]` load the image when the page renders; `!` + joiner + `[` is a plain link.
        .replace(/!(?=\s*\[)/g, `!${WJ}`)
        // A joiner before the colon leaves no URL scheme, so a link to javascript: is a harmless relative link.
        .replace(/\b(javascript|vbscript|data)(?=\s*:)/gi, `$1${WJ}`)
        // A task-list item is a checkbox anyone with write access can tick, and reads as memkeep's checklist.
        .replace(TASK_BOX, '$1\\[')
        // A footnote's text is shown below memkeep's footer, a link reference's not at all: a joiner before
        // the `[` leaves the line as text.
        .replace(DEFINITION, `$1${WJ}`));
}
/**
 * What GitHub acts on in any text it shows (a commit message too): no
 * mention, no closing keyword, no issue, pull request or commit reference.
 */
function unlinked(text) {
    return (text
        // Every @ before a name: `_@x_`, `(@x)` and `` `x`@y `` all ping on
        // GitHub, and an e-mail address keeps reading the same.
        .replace(/@(?=[A-Za-z0-9])/g, `@${WJ}`)
        // The keyword itself is broken, so no form of reference after it counts.
        .replace(CLOSING_KEYWORD, (_m, ...g) => {
        const [first, rest] = g[0] ? [g[0], g[1]] : g[2] ? [g[2], g[3]] : [g[4], g[5]];
        return `${first}${WJ}${rest}`;
    })
        .replace(REFERENCE, (m) => `${m.slice(0, 1)}${WJ}${m.slice(1)}`)
        .replace(REFERENCE_URL, `$1${WJ}$2`));
}
/**
 * A value in a commit message (an agent's name, a file name anyone who can
 * push chose): pushed to the default branch, `fixes #1` there closes issue
 * 1 and `#1` cross-references it. Plain text, not markdown: one line,
 * redacted, mentions, keywords and references broken, nothing escaped.
 */
function commitText(text) {
    return unlinked(oneLine(redacted(text)));
}
/**
 * What GitHub turns into a link that posts "mentioned this" on an issue, a
 * pull request or a commit: `#123` (after anything: `owner/repo#123`), `GH-123`, and commit
 * SHAs (7 to 40 hex digits with a letter and a digit, as git prints them,
 * `owner/repo@sha` included). A joiner after the first character leaves
 * the text as it reads and no reference.
 */
const REFERENCE = /#\d+|(?<![A-Za-z0-9])GH-\d+(?![A-Za-z0-9])|(?<![A-Za-z0-9\u2060])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}(?![A-Za-z0-9])/gi;
/**
 * What may open a line before its text: quote markers and list markers,
 * nested (`- > 1. `), each list marker followed by a space or tab.
 */
const LINE_START = String.raw `^((?:[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t])))*[ \t]*)`;
/** `[ ]` or `[x]` opening a list item's text: a task-list checkbox. */
const TASK_BOX = new RegExp(`${LINE_START}\\[(?=[ xX]\\](?:[ \\t]|$))`, 'gm');
/** `[label]:` opening a line: a footnote (`[^1]:`) or a link reference definition. */
const DEFINITION = new RegExp(`${LINE_START}(?=\\[[^\\]\\n]*\\]:)`, 'gm');
/** Issue, pull request, discussion and commit URLs: a joiner in the scheme (or after `www`) leaves no autolink. */
const REFERENCE_URL = /\b(https?:|www)(\/\/|\.)(?=[^\s]*\/(?:issues|pull|pulls|commit|commits|discussions)\/[0-9a-f]+)/gi;
/**
 * A single untrusted value (a file path, heading, task, error) inside a line
 * of markdown: folded to one line, neutralised as above, and safe in a table
 * cell.
 */
function inlineText(text) {
    // Redacted before it is folded: a secret of several lines (PuTTY's private lines) is one only with its breaks.
    return inlineTextOf(oneLine(redacted(text)));
}
/**
 * A single untrusted value inside raw HTML, such as a collapsed block's
 * `<summary>` title: GitHub reads no markdown there (CommonMark's HTML
 * block), so a backslash escape would be shown as written (`ci\_bot`).
 * Folded to one line, redacted, `<` and entity-like `&` written as
 * entities, mentions, keywords and references broken, and nothing else.
 */
function inlineHtml(text) {
    return defuseMarkdown(oneLine(redacted(text)).trim());
}
/**
 * inlineText with the punctuation that makes links, images, emphasis, code
 * and (at its start) headings and quotes escaped: a value read as prose (a
 * task, a cause, a summary). Redacted before anything is escaped: `ghp\_…`
 * or `sk\_live\_…` is no token any rule knows.
 */
function inlineEscaped(text) {
    const line = oneLine(redacted(text)).trim();
    return inlineTextOf(line.replace(/[\\[\]`*_~]/g, '\\$&').replace(/^[#>+=-]/, '\\$&'));
}
/** inlineText for text redacted already. */
function inlineTextOf(line) {
    return defuseMarkdown(line).replace(/\|/g, '\\|');
}
/**
 * A single untrusted value (an agent name, a file path) as a code span in a
 * line of markdown, shown exactly as written: nothing in a code span links,
 * pings or renders, so only secrets, line breaks, the backticks that would
 * end it and the `|` that would end a table cell need care.
 */
function inlineCode(text) {
    const line = oneLine(redacted(text)).replace(/\|/g, '\\|');
    const fence = '`'.repeat(Math.max(0, ...(line.match(/`+/g) ?? []).map((t) => t.length)) + 1);
    const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${line}${pad}${fence}`;
}
/**
 * One line for the Actions log (or any terminal): no line breaks, control
 * and invisible characters (bidi, zero-width, tags) shown as escapes, no workflow command (`::x::`, `##[x]`)
 * anywhere in it, secrets redacted. The runner takes `::x::` only at a
 * line's start but `##[x]` anywhere, and a line can be re-wrapped or
 * re-printed, so all are broken.
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
    return inertLogLines(redacted(text));
}
/**
 * logLines for text redacted at the door: inert, not redacted again. A tab,
 * and a CR that ends a line before its LF, print as written, as axe prints
 * an analysis: they hide nothing on a terminal, and escaped they turned a
 * model's tab-indented or CRLF answer into `\t` and `\r` litter.
 */
function inertLogLines(text) {
    const lines = text.split('\n');
    return lines
        .map((line, i) => {
        const crlf = i < lines.length - 1 && line.endsWith('\r');
        return inertForLog(crlf ? line.slice(0, -1) : line, CONTROLS_BUT_TAB) + (crlf ? '\r' : '');
    })
        .join('\n');
}
const CONTROLS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/g;
const CONTROLS_BUT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f\u0085\u2028\u2029]/g;
function inertForLog(text, controls = CONTROLS) {
    // Bidi, zero-width and tag characters shown as load shows them (a person reading the log sees what an
    // agent reads), before the joiners below are added.
    return (0,_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .hiddenShown */ .Gv)(text.replace(controls, (c) => escapeControl(c)))
        .replace(/::/g, `:${WJ}:`)
        .replace(/##\[/g, `#${WJ}#[`);
}
/**
 * Memory text as `load` prints it for a prompt, lines kept, redacted at the
 * door. Nothing in it acts unseen (hiddenShown: a terminal's escape
 * sequences, a lone CR, bidi overrides show as escapes). A line that looks
 * like load's own block lines (`=== core: … ===`) would let a note pose as
 * another file, or as the end of the load; in a workflow step's log a line
 * starting with `::`, or holding `##[` anywhere, is a command to the runner
 * (an annotation, `::add-mask::`, `##[stop-commands]`). Such lines are shown
 * behind a backslash (`##[` as `##\[`): the agent reads the memory as it is written, with nothing
 * invisible added.
 */
function loadedText(text) {
    // Leading space of any kind, as the runner trims it; never a line end, so no run of them is rescanned.
    // The runner's legacy parser finds `##[` anywhere in a line (a backslash before it leaves it whole):
    // `##\[` reads the same in markdown and is no command.
    return (0,_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .hiddenShown */ .Gv)(text)
        .replace(/^([^\S\r\n\u2028\u2029]*)(?====|::)/gm, '$1\\')
        .replaceAll('##[', '##\\[');
}
/**
 * A name load prints in its own lines (a file's path, an agent's name):
 * memory too, chosen by anyone who can push. One line, control and
 * invisible characters shown as escapes, `##[` broken as loadedText breaks it.
 */
function loadedName(text) {
    return (0,_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .hiddenShown */ .Gv)(text.replace(CONTROLS, _invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .unicodeEscape */ .RT)).replaceAll('##[', '##\\[');
}
/**
 * One line of inert text for a prompt or a note an agent reads: no headings,
 * HTML, links, mentions, invisible characters or secrets; at most `max` characters.
 */
function inertLine(text, max) {
    const line = redacted(text.replace(_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .INVISIBLE_CHARS */ .GX, ''))
        .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]*>/g, '')
        .replace(/[<>]/g, '')
        .replace(/\b([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
        .replace(/@(?=[A-Za-z0-9])/g, `@${WJ}`)
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^[#\-*+>|=\s]+/, '');
    return (0,_cut_js__WEBPACK_IMPORTED_MODULE_2__/* .cutCodePoints */ .Dp)(line, max);
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
    return (0,_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .unicodeEscape */ .RT)(c);
}


/***/ })

};
