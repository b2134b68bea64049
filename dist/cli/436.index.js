export const id = 436;
export const ids = [436];
export const modules = {

/***/ 1587:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ readTextHead)
/* harmony export */ });
/* harmony import */ var _text_cut_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3147);
/* harmony import */ var _regular_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7051);
/**
 * A text file's head, for what reads memory as text (load, search): read
 * through the regular-file checks, cut at a whole character, refused when
 * it is not UTF-8 text.
 */


/**
 * At most the first `maxBytes` of a file as text, with its size; undefined
 * when it is missing or not UTF-8 text (a binary note is of no use in a
 * prompt; with `nul: 'keep'` a NUL alone does not make it binary). Anything
 * that is not a regular file (a FIFO, a device, a symlink to one) is refused
 * with a MemkeepError naming it, before any read could block or run away.
 */
function readTextHead(path, maxBytes, options = {}) {
    const read = (0,_regular_js__WEBPACK_IMPORTED_MODULE_0__/* .readRegularHeadSync */ ._J)(path, maxBytes);
    if (!read)
        return undefined;
    const whole = read.head.length >= read.size;
    const bytes = whole ? read.head : read.head.subarray(0, (0,_text_cut_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8WholeEnd */ .mT)(read.head));
    try {
        const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        if (options.nul !== 'keep' && text.includes('\u0000'))
            return undefined;
        return { text: text.replace(/\r\n/g, '\n'), size: read.size, whole };
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 8436:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_LOAD_BUDGET: () => (/* binding */ DEFAULT_LOAD_BUDGET),
  loadForAgent: () => (/* binding */ loadForAgent),
  renderAgentLoad: () => (/* binding */ renderAgentLoad)
});

// EXTERNAL MODULE: ./src/config/confine.ts
var confine = __webpack_require__(1094);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/format/layout.ts
var format_layout = __webpack_require__(533);
// EXTERNAL MODULE: ./src/format/order.ts
var format_order = __webpack_require__(4731);
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __webpack_require__(7051);
// EXTERNAL MODULE: ./src/fs/text-head.ts
var text_head = __webpack_require__(1587);
// EXTERNAL MODULE: ./src/text/cut.ts
var text_cut = __webpack_require__(3147);
// EXTERNAL MODULE: ./src/text/redact.ts + 4 modules
var redact = __webpack_require__(5813);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(1590);
// EXTERNAL MODULE: ./src/format/fence.ts
var format_fence = __webpack_require__(3890);
// EXTERNAL MODULE: ./src/memory/sections/section-file.ts
var section_file = __webpack_require__(4046);
;// CONCATENATED MODULE: ./src/memory/load-items.ts
/**
 * Cutting a file for `load` at item boundaries, never inside one: a
 * knowledge file's item is a `## ` section, a summary section's item a
 * `### ` heading inside it, anything else is cut before a heading or a list
 * item. A heading inside a fenced code block is body text.
 */



const STARTS = {
    sections: /^## /,
    subsections: /^###? /,
    blocks: /^(#{1,6} | {0,3}([-*+]|\d{1,9}[.)])\s)/,
};
/** Character offsets where items start; the text before the first (a preamble) is an item of its own. */
function itemStarts(text, kind) {
    const starts = [];
    let fence;
    let at = 0;
    for (const line of text.split('\n')) {
        if (fence) {
            if ((0,format_fence/* closesFence */.Tv)(line, fence))
                fence = undefined;
        }
        else if ((fence = (0,format_fence/* openingFence */.sv)(line)) === undefined && at > 0 && STARTS[kind].test(line))
            starts.push(at);
        at += line.length + 1;
    }
    return [0, ...starts];
}
/**
 * The longest run of whole items from the start of `text` within `maxBytes`
 * (UTF-8), with how many items it holds of how many; '' when not even the
 * first fits.
 */
function cutItems(text, maxBytes, kind) {
    const starts = itemStarts(text, kind);
    let items = 0;
    let end = 0;
    let bytes = 0;
    for (let i = 0; i < starts.length; i++) {
        const next = starts[i + 1] ?? text.length;
        bytes += Buffer.byteLength(text.slice(starts[i], next));
        if (bytes > maxBytes)
            break;
        items = i + 1;
        end = next;
    }
    return { text: text.slice(0, end), items, total: starts.length };
}
/**
 * A knowledge file's text, or the body of its `## <section>` (heading line
 * excluded), undefined when there is none; `cut` when only its head could
 * be read. A file too big to load is typed by a small head (`head`), but
 * knowledge is what an agent must start with: it is read from a head of
 * `maxBytes`, and when that head ends inside the text, the item the end
 * cuts is left out, so no part of an item is ever loaded.
 */
function wholeItems(path, head, section, kind, maxBytes) {
    const read = head === undefined || head.whole ? head : (0,text_head/* readTextHead */.q)(path, maxBytes);
    const text = read?.text;
    if (text === undefined)
        return { cut: false };
    const found = section === undefined ? undefined : (0,section_file/* splitSections */.nO)(text).sections.find((x) => x.heading === section);
    if (section !== undefined && !found)
        return { cut: false };
    const cut = read?.whole === false && (!found || text.endsWith(found.raw));
    const whole = found ? found.body : text;
    const body = cut ? whole.slice(0, itemStarts(whole, kind).at(-1)) : whole;
    if (!found)
        return { text: body, cut };
    return body.trim() === '' ? { cut } : { text: body.replace(/^\n+/, ''), cut };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/paths.ts
var paths = __webpack_require__(1066);
// EXTERNAL MODULE: ./src/memory/typed/links.ts
var links = __webpack_require__(8645);
// EXTERNAL MODULE: ./src/memory/typed/typed.ts
var typed_typed = __webpack_require__(5260);
;// CONCATENATED MODULE: ./src/memory/load-order.ts
/**
 * What `load` gives an agent, in which order, each file labelled by its real
 * type (DESIGN §8, "Load order"): core files, then each index (MEMORY.md)
 * and the files it links in link order, then knowledge (digest.md or the
 * layout's summary section, such as Squad's `## Core Context`), then
 * lessons.md, then the other procedural notes; the newest run-log entries
 * come last (load.ts). Each file once. Episodic notes are short-lived and
 * not loaded (the newest entries stand for recent work); they are listed as
 * left out.
 *
 * This module only decides: it reads nothing itself. The caller hands in
 * what it read of each file (`contentOf`), so how a file is read (caps,
 * refusing what is not a regular file) stays the reader's business.
 */




/**
 * Orders `listed` (the files under the agent's procedural and episodic
 * dirs) and its core files for loading. `rel` gives the store-relative
 * path the type globs match; `contentOf` what the reader read of a file
 * (undefined when it could not).
 */
function planLoad(memory, listed, rel, contentOf) {
    const log = (0,external_node_path_.resolve)(memory.path);
    const digest = (0,external_node_path_.resolve)((0,external_node_path_.join)(memory.proceduralDir, paths/* DIGEST_FILE */.O8));
    const lessons = (0,external_node_path_.resolve)((0,external_node_path_.join)(memory.proceduralDir, paths/* LESSONS_FILE */.rD));
    const own = new Set(listed.map((p) => (0,external_node_path_.resolve)(p)));
    const typed = (path) => {
        if (memory.coreFiles.some((c) => (0,external_node_path_.resolve)(c) === path))
            return { type: 'core', by: 'core_files' };
        // A file under both dirs (one folder for all, as Claude Code keeps it) is judged by the episodic dir first, as pruning does.
        const dirType = isUnder(path, memory.episodicDir) ? 'episodic' : 'procedural';
        const dir = dirType === 'episodic' ? memory.episodicDir : memory.proceduralDir;
        return (0,typed_typed.memoryTypeOf)(memory, rel(path), contentOf(path) ?? Buffer.alloc(0), dirType, (0,external_node_path_.relative)(dir, path));
    };
    const typeOf = (path) => typed(path).type;
    const isIndex = (path) => memory.indexFiles.some((g) => (0,typed_typed.globMatch)(g, rel(path)));
    const files = [];
    const seen = new Set();
    const add = (c) => {
        if (seen.has(c.path + (c.section ?? '')))
            return;
        seen.add(c.path + (c.section ?? ''));
        files.push(c);
    };
    const special = (p) => p === digest || p === lessons;
    const sorted = [...own].sort();
    // 1. Core: the configured core files in their order, then the files typed core in the order of
    // the rules that type them (a preset lists a layout's files in its reading order: Cline's
    // projectbrief.md first, its .cursor rules last), then by path.
    const rule = (p) => {
        const i = memory.types.findIndex(([glob]) => (0,typed_typed.globMatch)(glob, rel(p)));
        return i < 0 ? memory.types.length : i;
    };
    // A document core only by a preset's rule for the rest of its folder (kept as knowledge, never aged
    // out) is no core file to read first: it comes with the index that links it, or after the knowledge.
    const folderKnowledge = (p) => typed(p).by.endsWith(KEPT);
    const configured = memory.coreFiles.map((p) => (0,external_node_path_.resolve)(p));
    const core = [
        ...configured,
        ...sorted
            .filter((p) => !special(p) && typeOf(p) === 'core' && !folderKnowledge(p))
            .sort((a, b) => rule(a) - rule(b)),
    ];
    // An index named in core_files keeps its configured place (Claude Code always reads MEMORY.md
    // first): typed notes must not crowd it out. Any other index comes after the core notes, with its links.
    for (const path of core)
        if (!isIndex(path))
            add({ path, kind: 'core', items: 'blocks' });
        else if (configured.includes(path))
            add({ path, kind: 'core', index: true, items: 'blocks' });
    // 2. Each index, then what it links, in link order; only the agent's own files (a link is no way out of its memory).
    for (const index of [...new Set([...core, ...sorted])].filter(isIndex)) {
        add({ path: index, kind: typeOf(index), index: true, items: 'blocks' });
        const text = contentOf(index)?.toString('utf8') ?? '';
        for (const linked of (0,links/* linkedFiles */.$)(index, text).map((p) => (0,external_node_path_.resolve)(p))) {
            if (!own.has(linked) || special(linked) || linked === index)
                continue;
            add({ path: linked, kind: typeOf(linked), linkedFrom: index, items: 'blocks' });
        }
    }
    // 3. Knowledge, then lessons.
    if (memory.summarySection)
        add({ path: log, kind: 'knowledge', section: memory.summarySection, items: 'subsections', reserved: true });
    if (own.has(digest))
        add({ path: digest, kind: 'knowledge', items: 'sections', reserved: true });
    if (own.has(lessons))
        add({ path: lessons, kind: 'lessons', items: 'sections', reserved: true });
    // 4. The other procedural notes, by path; the run log is loaded as entries, not as a note.
    const notLoaded = [];
    for (const path of sorted) {
        if (seen.has(path) || special(path) || path === log)
            continue;
        const type = typeOf(path);
        if (type === 'procedural')
            add({ path, kind: 'procedural', items: 'blocks' });
        else if (type === 'core')
            add({ path, kind: 'knowledge', items: 'blocks' });
        else
            notLoaded.push({
                path,
                reason: 'episodic: short-lived, not loaded (the newest run-log entries stand for recent work)',
            });
    }
    return { files, logIsFile: seen.has(log), notLoaded };
}
/** How a preset's catch-all rule for a layout's folder ends its reason (config/presets.ts). */
const KEPT = 'knowledge, never aged out';
function isUnder(path, dir) {
    const d = (0,external_node_path_.resolve)(dir);
    return path === d || path.startsWith(d + external_node_path_.sep);
}

;// CONCATENATED MODULE: ./src/memory/load-reserve.ts
/** The share of the budget the files before the knowledge leave it, when it needs that much. */
const KNOWLEDGE_RESERVE = 0.4;
/**
 * `textOf` is what a knowledge file would load (undefined when missing or
 * refused), `headerOf` the bytes of its block line: the reserve counts the
 * text alone, as it always has, but a share must hold the block line too.
 */
function knowledgeReserve(files, budget, isKnowledge, textOf, headerOf) {
    const needed = files.filter(isKnowledge).reduce((n, c) => n + Buffer.byteLength(textOf(c) ?? ''), 0);
    const before = Math.min(needed, Math.floor(budget * KNOWLEDGE_RESERVE));
    const reserved = files.filter((c) => c.reserved);
    const needs = reserved.map((c) => {
        const text = textOf(c);
        return text === undefined ? 0 : headerOf(c) + Buffer.byteLength(text);
    });
    const shares = fairShares(needs, before);
    const after = new Map(reserved.map((c, i) => [c, shares.slice(i + 1).reduce((n, share) => n + share, 0)]));
    return { before, after: (c) => after.get(c) ?? 0 };
}
/** `total` split so that none gets more than it needs and those that need more get alike (max-min fair). */
function fairShares(needs, total) {
    const shares = needs.map(() => 0);
    let left = total;
    const byNeed = needs.map((_, i) => i).sort((a, b) => needs[a] - needs[b]);
    byNeed.forEach((i, k) => {
        shares[i] = Math.min(needs[i], Math.floor(left / (byNeed.length - k)));
        left -= shares[i];
    });
    return shares;
}

// EXTERNAL MODULE: ./src/memory/runlog/diagnose.ts
var diagnose = __webpack_require__(6473);
// EXTERNAL MODULE: ./src/memory/runlog/entry-order.ts
var entry_order = __webpack_require__(6996);
// EXTERNAL MODULE: ./src/memory/runlog/scan.ts
var scan = __webpack_require__(1040);
;// CONCATENATED MODULE: ./src/memory/agent-load.ts
/**
 * What an agent starts a run with (`memkeep load <agent>`, the MCP `load`
 * tool), within a byte budget, in the order load-order.ts decides: core
 * files, each index and what it links, knowledge, lessons, procedural
 * notes, then the newest run-log entries; a file that does not fit whole is
 * cut at an item boundary (load-items.ts). Read-only; what is left out is
 * listed with why.
 *
 * Everything returned passes through redaction: run-log entries and failure
 * notes are copied from model output and tool logs, and an agent that loads
 * its memory into a prompt would otherwise send a leaked key onwards.
 */
















const DEFAULT_LOAD_BUDGET = 25 * 1024;
async function loadForAgent(store, agent, options = {}) {
    const budget = options.budget ?? DEFAULT_LOAD_BUDGET;
    const out = {
        agent: agent.name,
        budget,
        bytes: 0,
        files: [],
        entries: [],
        entriesOmitted: 0,
        omitted: [],
        omittedMore: { files: 0, bytes: 0 },
        warnings: [],
    };
    const left = () => budget - out.bytes;
    const clean = (path, text) => {
        const { text: redacted, findings } = (0,redact/* redactThrough */.P$)(options.redactions, text);
        if (findings.length > 0) {
            const lines = [...new Set(findings.map((f) => f.line))].join(', ');
            out.warnings.push(`${path}: ${findings.length} secret(s) redacted (line ${lines})`);
        }
        return redacted;
    };
    const m = agent.memory;
    const rel = (path) => (0,confine.storeRelative)(store, path);
    // Read once: the plan types files by their front matter and follows index links, then the loop loads them.
    const listed = [...new Set([...(0,typed_typed.listTypedFiles)(m.proceduralDir), ...(0,typed_typed.listTypedFiles)(m.episodicDir)])];
    // Of each file at most what the budget could hold is read (a 2 GB note costs no more than a small
    // one); what is not a regular file (a FIFO, a device) is refused before any read could block.
    const texts = new Map();
    const read = (path) => {
        if (!texts.has(path)) {
            try {
                const size = (0,regular/* readRegularHeadSync */._J)(path, 0)?.size;
                // Too big to load whatever the budget: only a head to type it by (front matter) is read.
                const big = size !== undefined && size > budget + CUT_MARGIN;
                const head = (0,text_head/* readTextHead */.q)(path, big ? TYPING_BYTES : budget + CUT_MARGIN, { nul: big ? 'keep' : 'binary' });
                texts.set(path, big ? { text: head?.text ?? '', size, whole: false } : head);
            }
            catch (err) {
                if (!(err instanceof errors/* MemkeepError */.xp))
                    throw err;
                texts.set(path, 'refused');
            }
        }
        return texts.get(path);
    };
    const textOf = (path) => {
        const t = read(path);
        return t === undefined || t === 'refused' ? undefined : t;
    };
    for (const path of [...listed, ...m.coreFiles])
        read(path);
    const order = planLoad(m, listed, rel, (path) => {
        const t = textOf(path);
        return t === undefined ? undefined : Buffer.from(t.text);
    });
    const isKnowledge = (c) => c.kind === 'knowledge' || c.kind === 'lessons';
    const parts = new Map();
    const partOf = (c, head) => {
        let part = parts.get(c);
        if (!part) {
            part = isKnowledge(c)
                ? wholeItems(c.path, head, c.section, c.items, budget + CUT_MARGIN)
                : { text: head?.text, cut: false };
            parts.set(c, part);
        }
        return part;
    };
    const knowledgeText = (c) => {
        const head = read(c.path);
        return head === 'refused' ? undefined : partOf(c, head).text;
    };
    // The block's `=== kind: path ===` line counts against the budget too: 5,000 notes cannot print 5,000 of them.
    const headerOf = (c) => Buffer.byteLength(`=== ${c.kind}: ${rel(c.path)} ===\n\n`);
    // Knowledge is never crowded out whole: the files before it leave it room (load-reserve.ts).
    const knowledgeRoom = knowledgeReserve(order.files, budget, isKnowledge, knowledgeText, headerOf);
    let reserve = knowledgeRoom.before;
    for (const c of order.files) {
        const where = rel(c.path);
        const head = read(c.path);
        if (head === 'refused') {
            if (c.section === undefined)
                omit(out, { path: where, bytes: 0, reason: 'not a regular file (refused)' });
            continue;
        }
        // Knowledge is never left out whole for its size: what a head of the budget's size holds of it is loaded.
        const knowledge = isKnowledge(c);
        if (head !== undefined && !head.whole && c.kind !== 'core' && !knowledge) {
            omit(out, { path: where, bytes: head.size, reason: 'over the budget' });
            continue;
        }
        const part = partOf(c, head);
        if (knowledge)
            reserve = knowledgeRoom.after(c);
        const room = left() - reserve;
        const text = part.text;
        if (text === undefined) {
            if (c.section === undefined)
                omit(out, { path: where, bytes: 0, reason: 'missing, or not UTF-8 text' });
            continue;
        }
        const body = clean(where, text);
        const header = headerOf(c);
        const size = Buffer.byteLength(body);
        const file = {
            kind: c.kind,
            path: where,
            ...(c.section === undefined ? {} : { section: c.section }),
            ...(c.index ? { index: true } : {}),
            ...(c.linkedFrom === undefined ? {} : { linkedFrom: rel(c.linkedFrom) }),
        };
        if (header + size <= room) {
            out.files.push({ ...file, text: body, truncated: part.cut });
            out.bytes += header + size;
            continue;
        }
        const fits = Math.max(0, room - header);
        const held = cutItems(body, fits, c.items);
        // What is held back for the knowledge after this file never leaves this one out whole: its first items come first.
        const cut = held.items === 0 && knowledge ? cutItems(body, Math.max(0, left() - header), c.items) : held;
        // A core file is never left out whole: when not even its first item fits, its head to a line end.
        const kept = cut.items === 0 && c.kind === 'core' && fits > 0 ? (0,text_cut/* headWithin */.Wm)(body, fits) : cut.text;
        const label = c.section === undefined ? where : `${where} (## ${c.section})`;
        if (kept === '') {
            omit(out, { path: label, bytes: size, reason: 'over the budget' });
            continue;
        }
        const items = cut.items > 0 ? { loaded: cut.items, total: cut.total } : undefined;
        out.files.push({ ...file, text: kept, truncated: true, ...(items ? { items } : {}) });
        out.bytes += header + Buffer.byteLength(kept);
        omit(out, {
            path: label,
            bytes: size - Buffer.byteLength(kept),
            reason: items
                ? `over the budget: ${items.loaded} of ${items.total} items loaded, the rest left out`
                : 'over the budget (cut at a line end)',
        });
    }
    for (const n of order.notLoaded)
        omit(out, { path: rel(n.path), bytes: 0, reason: n.reason });
    const n = options.entries ?? (agent.memory.lastN > 0 ? agent.memory.lastN : 10);
    // A run log that is itself a loaded file (a memory bank's activeContext.md) is not loaded twice.
    if (n > 0 && !order.logIsFile) {
        const layout = (0,format_layout/* layoutOf */.aH)(agent.memory);
        // The newest n, oldest first, as whole entries without the structure around them.
        const rel = (0,confine.storeRelative)(store, agent.memory.path);
        const { tail, known } = await newestOrAll(agent, rel, n, layout, options, out.warnings);
        const entries = (0,format_layout/* flatLayout */.gX)(layout).entries(tail);
        const unread = entries.length === 0 ? (0,diagnose/* unreadLogWarning */.i)(agent.memory, rel, agent.memory.path) : undefined;
        if (unread)
            out.warnings.push(`${unread}: nothing of it is loaded`);
        // Newest first: when the budget cuts, the oldest of the last N go. When which are newest is
        // unknown, dated entries are ranked by their dates, and others are shown last in the file first.
        const ranked = known ? undefined : (0,format_order/* newestByDates */.PG)(entries.map((e) => e.heading));
        if (!known && !ranked)
            out.entriesUnordered = true;
        const newestFirst = ranked ? ranked.map((i) => entries[i]) : [...entries].reverse();
        for (const entry of newestFirst) {
            const raw = tail.subarray(entry.start, entry.end).toString('utf8').replace(/\r\n/g, '\n');
            const text = clean(`${rel} (entry ${entry.heading})`, raw);
            const size = Buffer.byteLength(text);
            if (size > left() || out.entriesOmitted > 0) {
                out.entriesOmitted++;
                continue;
            }
            out.entries.push({ header: clean(rel, entry.heading), text });
            out.bytes += size;
        }
    }
    return out;
}
/**
 * The newest n entries; when which are newest is unknown (a refused order),
 * every entry, with a warning: a refusal is about trimming, and an agent
 * never starts a run with no memory because of it.
 */
async function newestOrAll(agent, rel, n, layout, { lineTimes, cutChecked }, warnings) {
    try {
        const tail = await (0,scan/* loadEntries */.Xs)(agent.memory.path, n, { layout, lineTimes, cutChecked: cutChecked === n });
        return { tail, known: true };
    }
    catch (err) {
        if (!(err instanceof entry_order/* OrderRefused */.tM))
            throw err;
        warnings.push(`${err.messageAs(rel)}; every entry is loaded in file order (${(0,entry_order/* howToOrder */.W6)(err)})`);
        return { tail: await (0,scan/* loadEntries */.Xs)(agent.memory.path, Number.MAX_SAFE_INTEGER, { layout }), known: false };
    }
}
/** Files left out that are listed one by one; the rest are counted. */
const MAX_LISTED = 20;
/** What is read of a file too big to load: enough for its front matter. */
const TYPING_BYTES = 4096;
function omit(load, file) {
    if (load.omitted.length < MAX_LISTED)
        load.omitted.push(file);
    else {
        load.omittedMore.files++;
        load.omittedMore.bytes += file.bytes;
    }
}
/**
 * Bytes read past what fits the budget: redaction then sees whole a secret
 * that crosses the cut (tokens are at most 4 KiB, key blocks 64 KiB).
 */
const CUT_MARGIN = 64 * 1024;
/** The load as text for a prompt: one `=== … ===` block per file, then the entries, then what was left out. */
function renderAgentLoad(load, logPath) {
    const blocks = [];
    for (const f of load.files) {
        const what = [
            f.section === undefined ? f.path : `${f.path}, section ${f.section}`,
            f.index ? 'index' : '',
            f.linkedFrom === undefined ? '' : `linked from ${f.linkedFrom}`,
            f.truncated ? (f.items ? `${f.items.loaded} of ${f.items.total} items` : 'truncated') : '',
        ].filter(Boolean);
        blocks.push(`=== ${f.kind}: ${(0,untrusted/* loadedName */.NZ)(what.join(', '))} ===\n${(0,untrusted.loadedText)((0,untrusted.asRedacted)(f.text)).replace(/\n?$/, '\n')}`);
    }
    if (load.entries.length > 0) {
        const shown = load.entries.length;
        const total = shown + load.entriesOmitted;
        const order = load.entriesUnordered
            ? `last in the file first (which are newest is unknown${load.entriesOmitted > 0 ? `; ${shown} of ${total}` : ''})`
            : `newest first${load.entriesOmitted > 0 ? ` (newest ${shown} of ${total})` : ''}`;
        blocks.push(`=== run log: ${(0,untrusted/* loadedName */.NZ)(logPath)}, ${order} ===\n${load.entries.map((e) => (0,untrusted.loadedText)((0,untrusted.asRedacted)(e.text)).replace(/\n*$/, '\n')).join('\n')}`);
    }
    if (blocks.length === 0)
        blocks.push(`No memory found for agent "${(0,untrusted/* loadedName */.NZ)(load.agent)}".\n`);
    const left = load.omitted.map((o) => `- ${(0,untrusted/* loadedName */.NZ)(`${o.path}: ${o.reason}`)}${o.bytes ? ` (${o.bytes} bytes)` : ''}`);
    const more = load.omittedMore;
    if (more.files > 0)
        left.push(`- ${more.files} more files: over the budget (${more.bytes} bytes)`);
    if (load.entriesOmitted > 0)
        left.push(`- ${load.entriesOmitted} ${load.entriesUnordered ? "run-log entries nearer the file's start" : 'older run-log entries'}: over the budget`);
    if (left.length > 0)
        blocks.push(`=== left out (budget ${load.budget} bytes) ===\n${left.join('\n')}\n`);
    return blocks.join('\n');
}


/***/ })

};
