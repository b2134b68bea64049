export const id = 793;
export const ids = [793,51];
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


/***/ })

};
