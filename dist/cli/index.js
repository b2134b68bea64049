#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 5581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_dispatch_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1664);
/* harmony import */ var _cli_io_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1604);
/** The `memkeep` command (bundled as dist/cli/index.js): only wires the process to runCli. */


process.exitCode = await (0,_cli_dispatch_js__WEBPACK_IMPORTED_MODULE_0__/* .runCli */ .a)(process.argv.slice(2), (0,_cli_io_js__WEBPACK_IMPORTED_MODULE_1__/* .processIo */ .W)());

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1664:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/text/suggest.ts
var suggest = __nccwpck_require__(4185);
// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./src/cli/args.ts
/**
 * Command-line parsing for `memkeep`: node's parseArgs with a declarative
 * spec per command, so every command gets the same `--root`, `--help`,
 * unknown-option and missing-argument handling and the same usage text.
 */



const COMMON = {
    root: { type: 'string', value: 'DIR', help: 'store root (default: the current directory)' },
    help: { type: 'boolean', help: 'show this help' },
};
/** Parses argv for one command; usage problems are config errors (exit 2) naming the option. */
function parseCommand(spec, argv) {
    const options = { ...spec.options, ...COMMON };
    let parsed;
    try {
        parsed = (0,external_node_util_namespaceObject.parseArgs)({
            args: dashValues(argv, options),
            allowPositionals: true,
            strict: true,
            options: Object.fromEntries(Object.entries(options).map(([k, o]) => [k, { type: o.type, multiple: o.multiple ?? false }])),
        });
    }
    catch (err) {
        throw (0,errors/* configError */.Fj)(`${spec.name}: ${parseProblem(err, Object.keys(options))}\n${usage(spec)}`, { field: spec.name });
    }
    const values = parsed.values;
    const help = values.help === true;
    if (!help) {
        checkPositionals(spec, parsed.positionals);
        for (const [key, o] of Object.entries(spec.options)) {
            if (o.required && values[key] === undefined) {
                throw (0,errors/* configError */.Fj)(`${spec.name}: --${key} is required\n${usage(spec)}`, { field: `--${key}` });
            }
        }
    }
    return { positionals: parsed.positionals, values, root: values.root ?? '.', help };
}
/**
 * `--keep -3`, `--result "- fixed it"`, `--task "--force broke it"`:
 * parseArgs takes a value that starts with a dash for an option of its own
 * and refuses the pair as ambiguous, though a number, a markdown list or a
 * quoted flag is plainly the value. Whatever follows a string option and is
 * not one of the command's own options is joined to it (`--keep=-3`), so
 * the option's own check names what is wrong with it. An option of its own
 * there (`--task --result R`) is left for parseArgs: a missing value.
 */
function dashValues(argv, options) {
    const own = (arg) => arg === '--' || options[/^--([^=]+)/.exec(arg)?.[1] ?? ''] !== undefined;
    const out = [];
    for (let i = 0; i < argv.length; i++) {
        if (argv[i] === '--')
            return [...out, ...argv.slice(i)];
        const name = /^--([^=]+)$/.exec(argv[i])?.[1];
        const next = argv[i + 1];
        if (name !== undefined && options[name]?.type === 'string' && next?.startsWith('-') && !own(next)) {
            out.push(`${argv[i]}=${next}`);
            i++;
        }
        else
            out.push(argv[i]);
    }
    return out;
}
/**
 * memkeep's words for what parseArgs refused: its own messages name
 * internals ("positional argument", `<value>`) and run over several lines.
 */
function parseProblem(err, known) {
    const e = err;
    const option = /'(-[^' ]*)/.exec(e.message)?.[1] ?? '';
    switch (e.code) {
        case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
            return `unknown option ${option}${(0,suggest/* didYouMean */.a)(option.replace(/^-+/, ''), known, '--')}`;
        case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
            // "ambiguous": another of the command's options stands where the value should (dashValues).
            return /argument missing|ambiguous/.test(e.message)
                ? `option ${option} needs a value`
                : `option ${option} takes no value`;
        default:
            return e.message.split('\n')[0];
    }
}
function checkPositionals(spec, positionals) {
    // `AGENT...` and the optional `[AGENT...]` both take any number.
    const variadic = spec.args.some((a) => a.replace(/\]$/, '').endsWith('...'));
    const required = spec.args.filter((a) => !a.startsWith('[')).length;
    if (positionals.length < required) {
        const missing = spec.args[positionals.length];
        throw (0,errors/* configError */.Fj)(`${spec.name}: missing argument ${missing}\n${usage(spec)}`, { field: missing });
    }
    if (!variadic && positionals.length > spec.args.length) {
        throw (0,errors/* configError */.Fj)(`${spec.name}: unexpected argument "${positionals[spec.args.length]}"\n${usage(spec)}`, {
            field: spec.name,
        });
    }
}
function usage(spec) {
    return `usage: memkeep ${spec.name} ${[...spec.args, '[options]'].join(' ')}`;
}
/** Full help text for one command. */
function helpText(spec) {
    const options = { ...spec.options, ...COMMON };
    const rows = Object.entries(options).map(([k, o]) => {
        const flag = `--${k}${o.value ? ' ' + o.value : ''}`;
        return `  ${flag.padEnd(26)}${o.help}${o.required ? ' (required)' : ''}`;
    });
    return `${spec.summary}\n\n${usage(spec)}\n\noptions:\n${rows.join('\n')}\n\nexample:\n  ${spec.example}\n`;
}
/** `--all` and agent names together: which did the caller mean? (gc's rule, for every command that takes both.) */
function allOrNames(all, names, command) {
    if (all && names.length > 0)
        throw (0,errors/* configError */.Fj)(`${command}: cannot specify both --all and an agent name`, { field: '--all' });
}

// EXTERNAL MODULE: ./src/config/types.ts
var types = __nccwpck_require__(2143);
// EXTERNAL MODULE: ./src/git/author.ts
var author = __nccwpck_require__(9209);
;// CONCATENATED MODULE: ./src/cli/gc-commands.ts
/**
 * The maintenance commands over a whole store: gc (and, with the pruning
 * work, prune). They parse flags here and hand over to src/gc.
 */





function analyzerFlag(value) {
    if (value === undefined)
        return undefined;
    if (!types/* ANALYZERS */.AX.includes(value)) {
        throw (0,errors/* configError */.Fj)(`--analyzer must be one of ${types/* ANALYZERS */.AX.join(', ')} (got "${String(value)}")`, {
            field: '--analyzer',
        });
    }
    return value;
}
const PROGRESS = {
    type: 'boolean',
    help: 'show the [n/total] agent counter on stderr even when it is not a terminal',
};
const gcCommands = [
    {
        name: 'gc',
        summary: "Analyse an agent's run log for patterns and repeated work, then trim it to last_n entries (axe gc), distilling what the trim drops into digest.md and lessons.md.",
        args: ['[AGENT]'],
        options: {
            all: { type: 'boolean', help: 'every agent with memory enabled, one after another' },
            'dry-run': { type: 'boolean', help: 'analyse and print, trim nothing' },
            model: { type: 'string', value: 'P/M', help: "override the agent's model (provider/model)" },
            analyzer: { type: 'string', value: 'A', help: 'auto (default), llm or local' },
            json: { type: 'boolean', help: 'print one machine-readable report instead of text' },
            entries: { type: 'boolean', help: "with --json: list every dropped and kept entry, and the digest's text" },
            commit: { type: 'boolean', help: 'commit the trimmed logs and push them to the current branch' },
            author: { type: 'string', value: '"N <E>"', help: 'commit author (default: your git user.name and user.email)' },
            'no-distil': { type: 'boolean', help: 'trim without writing a digest of the dropped entries or lessons' },
            strict: { type: 'boolean', help: 'exit 1 when a trim is refused (needs attention) instead of warning' },
            progress: PROGRESS,
        },
        example: 'memkeep gc --all --dry-run --root examples/store',
        async run(parsed, io) {
            // Loaded on use: `--version` and the store commands start without them.
            const { runGc } = await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(6), __nccwpck_require__.e(292), __nccwpck_require__.e(654), __nccwpck_require__.e(364), __nccwpck_require__.e(410), __nccwpck_require__.e(260), __nccwpck_require__.e(40), __nccwpck_require__.e(356), __nccwpck_require__.e(711), __nccwpck_require__.e(291), __nccwpck_require__.e(74), __nccwpck_require__.e(506)]).then(__nccwpck_require__.bind(__nccwpck_require__, 506));
            return runGc({
                root: (0,external_node_path_.resolve)(io.cwd, parsed.root),
                agent: parsed.positionals[0],
                all: parsed.values.all === true,
                dryRun: parsed.values['dry-run'] === true,
                model: parsed.values.model,
                analyzer: analyzerFlag(parsed.values.analyzer),
                json: parsed.values.json === true,
                entries: parsed.values.entries === true,
                commit: parsed.values.commit === true,
                author: authorFlag(parsed.values.author),
                noDistil: parsed.values['no-distil'] === true,
                strict: parsed.values.strict === true,
                progress: parsed.values.progress === true,
            }, io);
        },
    },
    {
        name: 'trim',
        summary: "Trim an agent's run log (or with --all every enabled agent's) to its last_n entries (or --keep N) without analysing it.",
        args: ['[AGENT]'],
        options: {
            all: { type: 'boolean', help: 'every agent with memory enabled, with a totals line' },
            keep: { type: 'string', value: 'N', help: 'entries to keep (default: last_n, else max_entries)' },
            'dry-run': { type: 'boolean', help: 'say what would be removed, change nothing' },
            progress: PROGRESS,
        },
        example: 'memkeep trim pr-reviewer --keep 20',
        async run(parsed, io) {
            const { runTrim } = await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(6), __nccwpck_require__.e(292), __nccwpck_require__.e(654), __nccwpck_require__.e(364), __nccwpck_require__.e(410), __nccwpck_require__.e(260), __nccwpck_require__.e(40), __nccwpck_require__.e(356), __nccwpck_require__.e(711), __nccwpck_require__.e(291), __nccwpck_require__.e(74), __nccwpck_require__.e(501)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6501));
            return runTrim({
                root: (0,external_node_path_.resolve)(io.cwd, parsed.root),
                agent: parsed.positionals[0],
                all: parsed.values.all === true,
                keep: keepFlag(parsed.values.keep),
                dryRun: parsed.values['dry-run'] === true,
                progress: parsed.values.progress === true,
            }, io);
        },
    },
    {
        name: 'prune',
        summary: 'Delete episodic and procedural memory older than its retention (ages from git history).',
        args: ['[AGENT...]'],
        options: {
            all: { type: 'boolean', help: 'every agent with memory enabled (the default when no AGENT is named)' },
            'dry-run': { type: 'boolean', help: 'list what would be pruned, delete nothing' },
            json: { type: 'boolean', help: 'print one machine-readable report instead of text' },
            commit: { type: 'boolean', help: 'commit the deletions and push them to the current branch' },
            author: { type: 'string', value: '"N <E>"', help: 'commit author (default: your git user.name and user.email)' },
            progress: PROGRESS,
        },
        example: 'memkeep prune --dry-run --root examples/store',
        async run(parsed, io) {
            allOrNames(parsed.values.all === true, parsed.positionals, 'prune');
            const { runPrune } = await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(6), __nccwpck_require__.e(292), __nccwpck_require__.e(654), __nccwpck_require__.e(364), __nccwpck_require__.e(410), __nccwpck_require__.e(260), __nccwpck_require__.e(40), __nccwpck_require__.e(356), __nccwpck_require__.e(711), __nccwpck_require__.e(291), __nccwpck_require__.e(74), __nccwpck_require__.e(501)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6501));
            return runPrune({
                root: (0,external_node_path_.resolve)(io.cwd, parsed.root),
                agents: parsed.positionals,
                dryRun: parsed.values['dry-run'] === true,
                json: parsed.values.json === true,
                commit: parsed.values.commit === true,
                author: authorFlag(parsed.values.author),
                progress: parsed.values.progress === true,
            }, io);
        },
    },
];
function keepFlag(value) {
    if (value === undefined)
        return undefined;
    if (typeof value !== 'string' || !/^\d+$/.test(value)) {
        throw (0,errors/* configError */.Fj)(`--keep must be a whole number (got "${String(value)}")`, { field: '--keep' });
    }
    return Number(value);
}
function authorFlag(value) {
    return typeof value === 'string' ? (0,author/* parseAuthor */.R)(value) : undefined;
}

// EXTERNAL MODULE: ./src/cli/warn.ts
var warn = __nccwpck_require__(9900);
;// CONCATENATED MODULE: ./src/cli/agent-commands.ts
/**
 * Commands for agents and the people running them: status (what the store
 * holds and what gc would do next) and mcp (the store as an MCP server).
 */




const agentCommands = [
    {
        name: 'status',
        summary: 'Per agent: memory layout, entries against last_n, size and tokens, and what the next gc would do.',
        args: ['[AGENT...]'],
        options: {
            all: { type: 'boolean', help: 'every agent (the default when no AGENT is named)' },
            summary: { type: 'boolean', help: 'one table, a row an agent and a totals row' },
            json: { type: 'boolean', help: 'print the status as JSON: { agents, totals }' },
            chart: {
                type: 'boolean',
                help: "also a Mermaid chart of each agent's memory size over git history (with --json: the points, as chart)",
            },
            progress: PROGRESS,
        },
        example: 'memkeep status --root examples/store',
        async run(parsed, io) {
            allOrNames(parsed.values.all === true, parsed.positionals, 'status');
            const { runStatus } = await Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(292), __nccwpck_require__.e(654), __nccwpck_require__.e(364), __nccwpck_require__.e(410), __nccwpck_require__.e(260), __nccwpck_require__.e(40), __nccwpck_require__.e(356), __nccwpck_require__.e(711), __nccwpck_require__.e(291), __nccwpck_require__.e(74), __nccwpck_require__.e(178)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5178));
            return runStatus(parsed, io);
        },
    },
    {
        name: 'mcp',
        summary: 'Serve the store to agents over MCP on stdio (load, log, fail, remember, list_agents, status, search, write_note, edit_note, delete_note).',
        args: [],
        options: {},
        example: 'memkeep mcp --root /path/to/store',
        async run(parsed, io) {
            const { loadStoreConfig } = await Promise.all(/* import() */[__nccwpck_require__.e(292), __nccwpck_require__.e(86)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2086));
            const store = await loadStoreConfig((0,external_node_path_.resolve)(io.cwd, parsed.root));
            await (0,warn/* warn */.R)(io, store.warnings);
            const [{ createServer }, { StdioServerTransport }] = await Promise.all([
                Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(292), __nccwpck_require__.e(846), __nccwpck_require__.e(463), __nccwpck_require__.e(638), __nccwpck_require__.e(654), __nccwpck_require__.e(364), __nccwpck_require__.e(410), __nccwpck_require__.e(260), __nccwpck_require__.e(40), __nccwpck_require__.e(356), __nccwpck_require__.e(711), __nccwpck_require__.e(291), __nccwpck_require__.e(436), __nccwpck_require__.e(866)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9866)),
                Promise.all(/* import() */[__nccwpck_require__.e(846), __nccwpck_require__.e(424)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9424)),
            ]);
            // stdio is the protocol's channel, so the server owns the process's
            // stdin and stdout; nothing else may write to stdout from here on.
            const server = createServer(store.root);
            const closed = new Promise((done) => {
                server.server.onclose = done;
                process.stdin.on('end', () => void server.close());
            });
            await server.connect(new StdioServerTransport());
            await closed;
            return 0;
        },
    },
];

;// CONCATENATED MODULE: ./src/cli/init-command.ts
/**
 * `memkeep init`: prints what ops/init.ts found (each layout, what memkeep
 * will and will not do to each of its files, the config it would write or
 * wrote) and the agents' MCP setups (--integrations, --hooks); files are
 * written only with --write, never over an existing config.
 */

const initCommands = [
    {
        name: 'init',
        summary: 'Find agent memory in a repository and propose (or with --write, write) its config.',
        args: [],
        options: {
            write: { type: 'boolean', help: 'write the proposed agent configs (never overwrites a file)' },
            integrations: {
                type: 'string',
                value: 'LIST',
                help: 'also set up the memkeep MCP server for claude, cursor, vscode (comma-separated): .mcp.json, .cursor/mcp.json, .vscode/mcp.json',
            },
            hooks: {
                type: 'string',
                value: 'AGENT',
                help: "also add Claude Code hooks to .claude/settings.json that load AGENT's memory at session start and log its end",
            },
        },
        example: 'memkeep init --root . --integrations claude,vscode --write',
        async run(parsed, io) {
            const { resolveStoreRoot } = await Promise.all(/* import() */[__nccwpck_require__.e(292), __nccwpck_require__.e(86)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2086));
            const root = await resolveStoreRoot((0,external_node_path_.resolve)(io.cwd, parsed.root));
            const write = parsed.values.write === true;
            // Loaded on use: init blames histories, and git's client must not cost every command's start.
            const { initStore } = await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(292), __nccwpck_require__.e(654), __nccwpck_require__.e(410), __nccwpck_require__.e(429)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2998));
            const { value } = await initStore(root, {
                write,
                integrations: parsed.values.integrations,
                hooks: parsed.values.hooks,
            });
            const { found, setups } = value;
            if (found.length === 0) {
                io.out('No known memory layout found.\n');
                if (setups.length === 0)
                    return 0;
            }
            // File and directory names are anyone's who can open a pull request: printed as gc prints them,
            // no line of them a workflow command (`  ::error::dir/run-log.md: …`, the runner trims the spaces).
            const { logLines } = await Promise.all(/* import() */[__nccwpck_require__.e(654), __nccwpck_require__.e(209)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1590));
            const out = (text) => io.out(logLines(text));
            for (const d of found) {
                out(`Found ${d.what}${d.notes.length ? ` (${d.notes.join('; ')})` : ''}\n`);
                for (const [path, fate] of d.files)
                    out(`  ${path}: ${fate}\n`);
                if (d.fate === 'proposed')
                    out(`  would write ${d.configFile}:\n${d.config.replace(/^(?=.)/gm, '    ')}`);
                else if (d.fate === 'written')
                    out(`  wrote ${d.configFile}\n`);
                else if (d.fate === 'kept')
                    out(`  kept the existing ${d.configFile} (init never overwrites)\n`);
            }
            for (const plan of setups)
                out(integrationLine(plan, write));
            // Documents left alone give --write nothing to write.
            const pending = found.some((d) => d.fate === 'proposed') || setups.some((p) => p.text !== undefined);
            if (!write && pending)
                io.out('Nothing written: run again with --write to write these files.\n');
            return 0;
        },
    },
];
function integrationLine(plan, written) {
    const kept = plan.kept.map((k) => `  ${k}\n`).join('');
    if (plan.text === undefined)
        return `${plan.file} already has memkeep\n${kept}`;
    if (written)
        return `${plan.exists ? 'Added memkeep to' : 'Wrote'} ${plan.file}\n${kept}`;
    const what = plan.exists ? `Would add memkeep to ${plan.file}, making it` : `Would write ${plan.file}`;
    return `${what}:\n${plan.text.trimEnd().replace(/^/gm, '    ')}\n${kept}`;
}

// EXTERNAL MODULE: ./src/config/duration.ts
var duration = __nccwpck_require__(7840);
;// CONCATENATED MODULE: ./src/cli/store-commands.ts
/**
 * The agent-facing store commands: log, fail, merge, promote, demote,
 * expire, lock, unlock, load, remember. Each handler turns parsed arguments
 * into one library call and prints its result; errors propagate as
 * MemkeepError values to the dispatcher, which owns messages and exit codes.
 * A handler imports the modules it uses when it runs: this table is read at
 * every start (`--version`, `load`), which must cost little more than
 * Node's own.
 */




/** A PATH argument: relative to the store root (or absolute inside it), never outside it. */
async function storePath(store, value) {
    const { resolveInside } = await __nccwpck_require__.e(/* import() */ 94).then(__nccwpck_require__.bind(__nccwpck_require__, 1094));
    return resolveInside(store.root, store.root, value, { field: 'PATH' });
}
/** A path as messages show it (config/confine.ts's storeRelative), loaded with the handler's other modules. */
async function displayOf(store) {
    const { storeRelative } = await __nccwpck_require__.e(/* import() */ 94).then(__nccwpck_require__.bind(__nccwpck_require__, 1094));
    return (abs) => storeRelative(store, abs);
}
async function storeFor(parsed, io) {
    const { loadStoreConfig } = await Promise.all(/* import() */[__nccwpck_require__.e(292), __nccwpck_require__.e(86)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2086));
    const store = await loadStoreConfig((0,external_node_path_.resolve)(io.cwd, parsed.root));
    await (0,warn/* warn */.R)(io, store.warnings);
    return store;
}
/** Loads an agent and warns about its config (unknown [memory] keys), as gc does. */
async function agentFor(store, name, io) {
    const { loadAgent } = await Promise.all(/* import() */[__nccwpck_require__.e(292), __nccwpck_require__.e(410), __nccwpck_require__.e(793)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8838));
    const agent = await loadAgent(store, name);
    await (0,warn/* warn */.R)(io, agent.warnings);
    return agent;
}
const str = (parsed, key) => parsed.values[key];
const storeCommands = [
    {
        name: 'log',
        summary: 'Append one run-log entry for an agent (axe format).',
        args: ['AGENT'],
        options: {
            task: { type: 'string', value: 'T', required: true, help: 'what the agent was asked to do' },
            result: { type: 'string', value: 'R', required: true, help: 'what it produced (cut at 1000 bytes)' },
        },
        example: 'memkeep log pr-reviewer --task "Review PR #42" --result "Approved with two comments"',
        async run(parsed, io) {
            const store = await storeFor(parsed, io);
            const agent = await agentFor(store, parsed.positionals[0], io);
            const { logEntry, loggedLine } = await Promise.all(/* import() */[__nccwpck_require__.e(654), __nccwpck_require__.e(410), __nccwpck_require__.e(40), __nccwpck_require__.e(711), __nccwpck_require__.e(999)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4732));
            const logged = await logEntry(agent, { task: str(parsed, 'task'), result: str(parsed, 'result') });
            io.out(`${loggedLine(store, agent, logged.value)}\n`);
            await (0,warn/* warn */.R)(io, logged.warnings);
            return 0;
        },
    },
    {
        name: 'fail',
        summary: "Append a failure note to the agent's procedural failures.md (aide format).",
        args: ['AGENT'],
        options: {
            why: { type: 'string', value: 'W', required: true, help: 'partial, timeout, failure, cancelled or free text' },
            task: { type: 'string', value: 'T', required: true, help: 'the task that failed (first 200 characters kept)' },
            tokens: { type: 'string', value: 'N', help: 'tokens the run used' },
            issue: { type: 'string', value: 'I', help: 'issue or pull request number (default: local)' },
            'run-url': { type: 'string', value: 'U', help: 'link to the failed run' },
            commit: { type: 'string', value: 'S', help: 'commit the run was on' },
        },
        example: 'memkeep fail pr-reviewer --why timeout --task "Review PR #42" --tokens 120000',
        async run(parsed, io) {
            const store = await storeFor(parsed, io);
            const agent = await agentFor(store, parsed.positionals[0], io);
            const tokensText = str(parsed, 'tokens');
            const [{ recordFailure, recordedLine }, { parseTokens }] = await Promise.all([
                Promise.all(/* import() */[__nccwpck_require__.e(654), __nccwpck_require__.e(498)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1498)),
                __nccwpck_require__.e(/* import() */ 837).then(__nccwpck_require__.bind(__nccwpck_require__, 6837)),
            ]);
            const recorded = await recordFailure(agent, {
                why: str(parsed, 'why'),
                task: str(parsed, 'task'),
                tokens: tokensText === undefined ? undefined : parseTokens(tokensText),
                issue: str(parsed, 'issue'),
                runUrl: str(parsed, 'run-url'),
                commit: str(parsed, 'commit'),
            });
            io.out(`${recordedLine(store, recorded.value)}\n`);
            await (0,warn/* warn */.R)(io, recorded.warnings);
            return 0;
        },
    },
    {
        name: 'merge',
        summary: 'Merge standard input into a memory file.',
        args: ['PATH'],
        options: {
            dedupe: { type: 'string', value: 'MODE', help: 'none (default), line_hash or section_replace' },
        },
        example: 'echo "- prefers squash merges" | memkeep merge memory/pr-reviewer/procedural/habits.md --dedupe line_hash',
        async run(parsed, io) {
            const { mergeInto, parseDedupe } = await Promise.all(/* import() */[__nccwpck_require__.e(364), __nccwpck_require__.e(416)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5416));
            const dedupe = parseDedupe(str(parsed, 'dedupe') ?? 'none');
            const store = await storeFor(parsed, io);
            const path = await storePath(store, parsed.positionals[0]);
            const input = await io.readStdin();
            const text = decodeUtf8(input, 'standard input');
            const r = await mergeInto(path, text, dedupe);
            const display = await displayOf(store);
            io.out(`Merged into ${display(path)}: ${r.added} added, ${r.replaced} replaced, ${r.skipped} skipped.\n`);
            return 0;
        },
    },
    ...['promote', 'demote'].map((verb) => ({
        name: verb,
        summary: verb === 'promote'
            ? 'Atomically move a memory file to a longer-lived type (e.g. episodic to core).'
            : 'Atomically move a memory file to a shorter-lived type (e.g. core to episodic).',
        args: ['SRC', 'DST'],
        options: {},
        example: verb === 'promote'
            ? 'memkeep promote memory/pr-reviewer/episodic/style.md memory/pr-reviewer/procedural/style.md'
            : 'memkeep demote memory/pr-reviewer/procedural/old.md memory/pr-reviewer/episodic/old.md',
        async run(parsed, io) {
            const store = await storeFor(parsed, io);
            const src = await storePath(store, parsed.positionals[0]);
            const dst = await storePath(store, parsed.positionals[1]);
            const { promote, demote } = await Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(260), __nccwpck_require__.e(51)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5260));
            await (verb === 'promote' ? promote : demote)(src, dst);
            const display = await displayOf(store);
            io.out(`${verb === 'promote' ? 'Promoted' : 'Demoted'} ${display(src)} -> ${display(dst)}.\n`);
            return 0;
        },
    })),
    {
        name: 'expire',
        summary: 'Delete a memory file if it is older than a maximum age (a missing file is a no-op).',
        args: ['PATH'],
        options: {
            'max-age': { type: 'string', value: 'D', required: true, help: 'age limit: <n>h, <n>d or <n>w' },
        },
        example: 'memkeep expire memory/pr-reviewer/episodic/scratch.md --max-age 7d',
        async run(parsed, io) {
            const maxAge = str(parsed, 'max-age');
            const maxAgeMs = (0,duration/* parseDuration */.E)(maxAge);
            if (maxAgeMs === undefined) {
                throw (0,errors/* configError */.Fj)(`--max-age "${maxAge}" is not a duration (use <n>h, <n>d or <n>w)`, { field: '--max-age' });
            }
            const store = await storeFor(parsed, io);
            const path = await storePath(store, parsed.positionals[0]);
            // Same ages as prune: in a checkout mtime is the checkout time (or
            // whatever a cache restore left), so history decides.
            const now = new Date();
            // Loaded on use: git (simple-git) is most of the CLI's size, and only expire needs it here.
            const [{ gitAges }, { expire }, display] = await Promise.all([
                Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(102)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3102)),
                Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(260), __nccwpck_require__.e(51)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5260)),
                displayOf(store),
            ]);
            const ages = await gitAges(store.root, { cutoff: new Date(now.getTime() - maxAgeMs) });
            await (0,warn/* warn */.R)(io, ages.warnings);
            const r = await expire(path, maxAgeMs, { ages, now });
            io.out(r.removed ? `Expired ${display(path)}.\n` : `Kept ${display(path)}: ${r.reason}.\n`);
            return 0;
        },
    },
    ...['lock', 'unlock'].map((verb) => ({
        name: verb,
        summary: verb === 'lock'
            ? 'Create the advisory <PATH>.lock sentinel: nothing memkeep does will change PATH until unlock.'
            : 'Remove the <PATH>.lock sentinel.',
        args: ['PATH'],
        options: {},
        example: `memkeep ${verb} memory/pr-reviewer/procedural/rules.md`,
        async run(parsed, io) {
            const store = await storeFor(parsed, io);
            const path = await storePath(store, parsed.positionals[0]);
            const { lock, unlock } = await __nccwpck_require__.e(/* import() */ 88).then(__nccwpck_require__.bind(__nccwpck_require__, 2088));
            await (verb === 'lock' ? lock : unlock)(path);
            const display = await displayOf(store);
            io.out(`${verb === 'lock' ? 'Locked' : 'Unlocked'} ${display(path)}.\n`);
            return 0;
        },
    })),
    {
        name: 'load',
        summary: 'Print what an agent starts with: with AGENT its core, distilled and procedural files and newest run-log entries; without, the evva snapshot.',
        args: ['[AGENT]'],
        options: {
            budget: { type: 'string', value: 'BYTES', help: 'with AGENT: most bytes of text to print (default 25600)' },
            entries: {
                type: 'string',
                value: 'N',
                help: 'with AGENT: run-log entries to consider (default last_n, else 10)',
            },
            workdir: { type: 'string', value: 'DIR', help: 'the project directory (default: the current directory)' },
            project: { type: 'boolean', help: "include the project's MEMORY.md and its index" },
            json: { type: 'boolean', help: 'print the snapshot as JSON' },
        },
        example: 'memkeep load pr-reviewer --budget 16000',
        async run(parsed, io) {
            const name = parsed.positionals[0];
            if (name !== undefined)
                return loadAgentCommand(parsed, name, io);
            for (const flag of ['budget', 'entries']) {
                if (parsed.values[flag] !== undefined)
                    throw (0,errors/* configError */.Fj)(`load: --${flag} needs an AGENT`, { field: `--${flag}` });
            }
            const store = await storeFor(parsed, io);
            const { loadSnapshot } = await Promise.all(/* import() */[__nccwpck_require__.e(364), __nccwpck_require__.e(370)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5370));
            const snapshot = await loadSnapshot({
                workdir: (0,external_node_path_.resolve)(io.cwd, str(parsed, 'workdir') ?? '.'),
                storeRoot: store.root,
                loadProjectMemory: parsed.values.project === true,
            });
            // The snapshot is memory text, as untrusted as an agent's: redacted, and printed as load prints it.
            const { asRedacted, atTheDoor, loadedText } = await Promise.all(/* import() */[__nccwpck_require__.e(654), __nccwpck_require__.e(209)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1590));
            for (const key of ['workdirMemory', 'userProfile', 'projectMemory', 'projectMemoryIndex'])
                snapshot[key] = atTheDoor(snapshot[key]);
            if (parsed.values.json) {
                const { jsonForLog } = await __nccwpck_require__.e(/* import() */ 610).then(__nccwpck_require__.bind(__nccwpck_require__, 7610));
                io.out(jsonForLog(JSON.stringify(snapshot, null, 2)) + '\n');
                return 0;
            }
            await (0,warn/* warn */.R)(io, snapshot.warnings);
            const parts = [
                ['Workdir memory (EVVA.md)', snapshot.workdirMemory],
                ['User profile (USER_PROFILE.md)', snapshot.userProfile],
                ['Project memory index', snapshot.projectMemoryIndex],
                ['Project memory (MEMORY.md)', snapshot.projectMemory],
            ];
            const shown = parts.filter(([, body]) => body.trim() !== '');
            if (shown.length === 0)
                io.out('No memory files found.\n');
            // A file's BOM is an encoding mark, not text a person reads (the JSON keeps it, as evva does).
            for (const [title, body] of shown)
                io.out(`=== ${title} ===\n${loadedText(asRedacted(body.replace(/^\uFEFF/, ''))).replace(/\n?$/, '\n')}\n`);
            return 0;
        },
    },
    {
        name: 'remember',
        summary: 'Set sections of USER_PROFILE.md or a project MEMORY.md, written atomically.',
        args: [],
        options: {
            profile: { type: 'boolean', help: 'update USER_PROFILE.md' },
            project: { type: 'boolean', help: "update the project's MEMORY.md (needs --workdir)" },
            workdir: { type: 'string', value: 'DIR', help: 'the project directory the memory belongs to' },
            set: {
                type: 'string',
                multiple: true,
                value: '"Heading=body"',
                help: 'a section to set (repeatable); an empty body clears it',
            },
        },
        example: 'memkeep remember --profile --set "Preferences=Prefers small PRs" --set "Working style=Tests first"',
        async run(parsed, io) {
            const profile = parsed.values.profile === true;
            const project = parsed.values.project === true;
            if (profile === project)
                throw (0,errors/* configError */.Fj)('remember: give exactly one of --profile or --project', { field: '--profile' });
            const workdir = str(parsed, 'workdir');
            if (project && !workdir)
                throw (0,errors/* configError */.Fj)('remember: --project needs --workdir DIR', { field: '--workdir' });
            const sets = parsed.values.set ?? [];
            if (sets.length === 0)
                throw (0,errors/* configError */.Fj)('remember: give at least one --set "Heading=body"', { field: '--set' });
            const updates = new Map();
            for (const s of sets) {
                const eq = s.indexOf('=');
                if (eq <= 0)
                    throw (0,errors/* configError */.Fj)(`remember: --set "${s}" must look like "Heading=body"`, { field: '--set' });
                // The heading is taken as typed: like evva's MergeSections (and the MCP tool), only an exact
                // allowed heading is one, so "Decisions =x" is refused rather than read as Decisions.
                updates.set(s.slice(0, eq), s.slice(eq + 1));
            }
            const store = await storeFor(parsed, io);
            const target = profile ? { profile } : { profile, workdir: (0,external_node_path_.resolve)(io.cwd, workdir) };
            const { rememberSections, rememberedLine } = await Promise.all(/* import() */[__nccwpck_require__.e(654), __nccwpck_require__.e(364), __nccwpck_require__.e(177)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7177));
            const remembered = await rememberSections(store, target, updates);
            io.out(`${rememberedLine(store, remembered.value)}\n`);
            return 0;
        },
    },
];
/** `memkeep load AGENT`: the agent's own start (the evva snapshot is store-wide, so its flags do not apply). */
async function loadAgentCommand(parsed, name, io) {
    for (const flag of ['workdir', 'project']) {
        if (parsed.values[flag] !== undefined)
            throw (0,errors/* configError */.Fj)(`load: --${flag} is for the snapshot without an AGENT`, { field: `--${flag}` });
    }
    const store = await storeFor(parsed, io);
    const agent = await agentFor(store, name, io);
    const [{ loadMemory }, { renderAgentLoad }, display] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(654), __nccwpck_require__.e(364), __nccwpck_require__.e(410), __nccwpck_require__.e(260), __nccwpck_require__.e(40), __nccwpck_require__.e(356), __nccwpck_require__.e(436), __nccwpck_require__.e(494)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5494)),
        Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(654), __nccwpck_require__.e(364), __nccwpck_require__.e(410), __nccwpck_require__.e(260), __nccwpck_require__.e(40), __nccwpck_require__.e(356), __nccwpck_require__.e(436)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8436)),
        displayOf(store),
    ]);
    const { value: load } = await loadMemory(store, agent, {
        budget: countFlag(parsed, 'budget'),
        entries: countFlag(parsed, 'entries'),
    });
    await (0,warn/* warn */.R)(io, load.warnings);
    if (!parsed.values.json)
        io.out(renderAgentLoad(load, display(agent.memory.path)));
    else
        io.out(`${(await __nccwpck_require__.e(/* import() */ 610).then(__nccwpck_require__.bind(__nccwpck_require__, 7610))).jsonForLog(JSON.stringify(load, null, 2))}\n`);
    return 0;
}
function countFlag(parsed, key) {
    const value = str(parsed, key);
    if (value === undefined)
        return undefined;
    if (!/^\d+$/.test(value))
        throw (0,errors/* configError */.Fj)(`--${key} must be a whole number (got "${value}")`, { field: `--${key}` });
    return Number(value);
}
/** Text to merge: valid UTF-8 without NUL bytes, the same test a file must pass to be merged into later. */
function decodeUtf8(bytes, what) {
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw (0,errors/* configError */.Fj)(`${what} is not valid UTF-8 text`, { field: what });
    }
    if (text.includes('\u0000'))
        throw (0,errors/* configError */.Fj)(`${what} contains NUL bytes, so it is not text`, { field: what });
    return text;
}

;// CONCATENATED MODULE: ./src/cli/note-commands.ts
/**
 * `memkeep note write|edit|delete`: an agent's typed notes from the command
 * line, over the same operations as the MCP note tools (src/ops/note.ts), so
 * both write the same bytes under the same rules. Each handler turns parsed
 * arguments into one library call and prints its result; errors propagate
 * as MemkeepError values to the dispatcher, which owns messages and exit
 * codes.
 */






const TYPES = types/* NOTE_TYPES */.$C.join(' or ');
const PICK_TYPE = {
    type: 'string',
    value: 'TYPE',
    help: `with a NOTE name: the folder it is in, ${TYPES} (needed when both hold one of that name)`,
};
/** `--type`'s value as a NoteType, or a usage error naming it. */
function noteType(value) {
    const type = types/* NOTE_TYPES */.$C.find((t) => t === value);
    if (type === undefined) {
        throw (0,errors/* configError */.Fj)(`--type "${value}" must be ${TYPES}${(0,suggest/* didYouMean */.a)(value, [...types/* NOTE_TYPES */.$C])}`, {
            field: '--type',
        });
    }
    return type;
}
/**
 * The NOTE argument as the store-relative path the operations take: a path
 * (anything with a "/") as given, else a note name (".md" optional) looked up
 * among the agent's notes, in the --type folder when one is given. Whether
 * the path is a note is the operation's to decide.
 */
async function notePath(store, agent, note, type) {
    if (note.includes('/')) {
        if (type !== undefined)
            throw (0,errors/* configError */.Fj)('--type is for a NOTE name, not a path', { field: '--type' });
        return note;
    }
    const wanted = type === undefined ? undefined : noteType(type);
    const file = note.toLowerCase().endsWith('.md') ? note : `${note}.md`;
    const [{ listNotes }, { storeRelative }] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(654), __nccwpck_require__.e(364), __nccwpck_require__.e(260), __nccwpck_require__.e(534)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7534)),
        __nccwpck_require__.e(/* import() */ 94).then(__nccwpck_require__.bind(__nccwpck_require__, 1094)),
    ]);
    const matches = (await listNotes(agent)).filter((n) => (0,external_node_path_.basename)(n.file) === file && (wanted === undefined || n.type === wanted));
    if (matches.length === 1)
        return storeRelative(store, matches[0].file);
    if (matches.length > 1) {
        throw (0,errors/* configError */.Fj)(`NOTE "${note}": agent "${agent.name}" has both a procedural and an episodic note of that name; pick one with --type`, { field: 'NOTE' });
    }
    throw (0,errors/* configError */.Fj)(`NOTE "${note}": agent "${agent.name}" has no ${wanted ?? TYPES} note of that name (give its name or its path, as note write printed it)`, { field: 'NOTE' });
}
/** The note's text: --body, else standard input; empty is refused. */
async function bodyOf(parsed, io, command) {
    const body = str(parsed, 'body') ?? decodeUtf8(await io.readStdin(), 'standard input');
    if (body === '') {
        throw (0,errors/* configError */.Fj)(`${command}: the body is empty (give --body TEXT or the text on standard input)`, {
            field: '--body',
        });
    }
    return body;
}
const noteCommands = [
    {
        name: 'note write',
        summary: "Write a typed note (<NAME>.md with front matter) in the agent's procedural or episodic folder.",
        args: ['AGENT', 'NAME'],
        options: {
            type: { type: 'string', value: 'TYPE', required: true, help: `${TYPES}: the folder the note goes in` },
            description: {
                type: 'string',
                value: 'TEXT',
                required: true,
                help: 'one line saying what the note is for (at most 300 characters)',
            },
            body: { type: 'string', value: 'TEXT', help: 'the note, markdown (default: standard input)' },
            replace: { type: 'boolean', help: 'overwrite a note of that name (else an existing note is refused)' },
        },
        example: 'memkeep note write pr-reviewer release-checklist --type procedural --description "How we release" < notes.md',
        async run(parsed, io) {
            const type = noteType(str(parsed, 'type'));
            const body = await bodyOf(parsed, io, 'note write');
            const store = await storeFor(parsed, io);
            const agent = await agentFor(store, parsed.positionals[0], io);
            const [{ writeNote }, { redactedSentence }] = await Promise.all([
                Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(654), __nccwpck_require__.e(364), __nccwpck_require__.e(260), __nccwpck_require__.e(534)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7534)),
                __nccwpck_require__.e(/* import() */ 250).then(__nccwpck_require__.bind(__nccwpck_require__, 250)),
            ]);
            const done = await writeNote(store, agent, {
                type,
                name: parsed.positionals[1],
                description: str(parsed, 'description'),
                body,
                replace: parsed.values.replace === true,
            });
            const v = done.value;
            io.out(`${v.created ? 'Wrote' : 'Replaced'} ${v.path}.${redactedSentence(v.redacted)}\n`);
            await (0,warn/* warn */.R)(io, done.warnings);
            return 0;
        },
    },
    {
        name: 'note edit',
        summary: 'Append to a note, or set the text of one "## " section (added at the end when missing).',
        args: ['AGENT', 'NOTE'],
        options: {
            append: { type: 'string', value: 'TEXT', help: 'text to add at the end of the note' },
            section: { type: 'string', value: 'HEADING', help: 'the "## " section to set (without "## "); needs --body' },
            body: { type: 'string', value: 'TEXT', help: 'with --section: its new text ("" empties it)' },
            type: PICK_TYPE,
        },
        example: 'memkeep note edit pr-reviewer release-checklist --section "Steps" --body "1. Tag 2. Publish"',
        async run(parsed, io) {
            const append = str(parsed, 'append');
            const section = str(parsed, 'section');
            const body = str(parsed, 'body');
            if ((append === undefined) === (section === undefined)) {
                throw (0,errors/* configError */.Fj)('note edit: give either --append TEXT, or --section HEADING with --body TEXT', {
                    field: '--append',
                });
            }
            if (append === '')
                throw (0,errors/* configError */.Fj)('note edit: --append needs some text', { field: '--append' });
            if (append !== undefined && body !== undefined) {
                throw (0,errors/* configError */.Fj)('note edit: --body goes with --section, not --append', { field: '--body' });
            }
            if (section !== undefined && body === undefined) {
                throw (0,errors/* configError */.Fj)('note edit: --section needs --body TEXT', { field: '--body' });
            }
            const [{ checkHeading, editNote }, { redactedSentence }] = await Promise.all([
                Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(654), __nccwpck_require__.e(364), __nccwpck_require__.e(260), __nccwpck_require__.e(534)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7534)),
                __nccwpck_require__.e(/* import() */ 250).then(__nccwpck_require__.bind(__nccwpck_require__, 250)),
            ]);
            const edit = append !== undefined ? { append } : { heading: checkHeading(section), body: body };
            const store = await storeFor(parsed, io);
            const agent = await agentFor(store, parsed.positionals[0], io);
            const path = await notePath(store, agent, parsed.positionals[1], str(parsed, 'type'));
            const done = await editNote(store, agent, path, edit);
            const what = 'append' in edit ? 'Appended to' : `Set section "${edit.heading}" of`;
            io.out(`${what} ${done.value.path}.${redactedSentence(done.value.redacted)}\n`);
            await (0,warn/* warn */.R)(io, done.warnings);
            return 0;
        },
    },
    {
        name: 'note delete',
        summary: 'Delete a note (never the run log, a core file, failures.md, digest.md or lessons.md).',
        args: ['AGENT', 'NOTE'],
        options: { type: PICK_TYPE },
        example: 'memkeep note delete pr-reviewer release-checklist',
        async run(parsed, io) {
            const store = await storeFor(parsed, io);
            const agent = await agentFor(store, parsed.positionals[0], io);
            const path = await notePath(store, agent, parsed.positionals[1], str(parsed, 'type'));
            const { deleteNote } = await Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(654), __nccwpck_require__.e(364), __nccwpck_require__.e(260), __nccwpck_require__.e(534)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7534));
            const done = await deleteNote(store, agent, path);
            io.out(`Deleted ${done.value.path}.\n`);
            await (0,warn/* warn */.R)(io, done.warnings);
            return 0;
        },
    },
];

;// CONCATENATED MODULE: ./src/cli/dispatch.ts
/**
 * The `memkeep` dispatcher: picks the command, parses its arguments, runs it,
 * and is the one place where errors become messages on stderr and exit codes
 * (0 success, 1 operation, 2 config, 3 model/API: errors.ts).
 */










const commands = [...gcCommands, ...storeCommands, ...noteCommands, ...agentCommands, ...initCommands];
function overview() {
    const width = Math.max(10, ...commands.map((c) => c.name.length + 2));
    const rows = commands.map((c) => `  ${c.name.padEnd(width)}${c.summary}`);
    return (`memkeep ${version/* VERSION */.x}: git-native memory for AI agents\n\n` +
        `usage: memkeep <command> [arguments] [--root DIR]\n\ncommands:\n${rows.join('\n')}\n\n` +
        `Run 'memkeep <command> --help' for a command's options.\n` +
        `Exit codes: 0 success, 1 operation error, 2 config error, 3 model/API error.\n`);
}
/** The subcommands of a group such as `note` (`note write`, ...): their second words. */
function subcommands(group) {
    return commands.filter((c) => c.name.startsWith(`${group} `)).map((c) => c.name.slice(group.length + 1));
}
/** The command argv names (one word, or a group and its subcommand) and the arguments after its name. */
function find(argv) {
    const two = commands.find((c) => argv.length >= 2 && c.name === `${argv[0]} ${argv[1]}`);
    if (two)
        return { command: two, args: argv.slice(2) };
    const one = commands.find((c) => c.name === argv[0]);
    return one && { command: one, args: argv.slice(1) };
}
/** Runs one invocation and returns its exit code; never throws. */
async function runCli(argv, io) {
    const [name, ...rest] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        const target = name === 'help' ? find(rest)?.command : undefined;
        io.out(target ? helpText(target) : overview());
        return 0;
    }
    if (name === '--version' || name === '-v') {
        io.out(`${version/* VERSION */.x}\n`);
        return 0;
    }
    const group = subcommands(name);
    if (group.length > 0 && !find(argv)) {
        const sub = rest[0];
        if (sub === '--help' || sub === '-h') {
            io.out(group.map((g) => helpText(find([name, g]).command)).join('\n'));
            return 0;
        }
        const problem = sub === undefined || sub.startsWith('-')
            ? 'missing subcommand'
            : `unknown subcommand "${sub}"${(0,suggest/* didYouMean */.a)(sub, group)}`;
        io.err(`Error: ${name}: ${problem}; give one of ${group.join(', ')}\n\n${overview()}`);
        return 2;
    }
    const { command, args } = find(argv) ?? {};
    if (!command || !args) {
        const hint = (0,suggest/* didYouMean */.a)(name, [...new Set(commands.map((c) => c.name.split(' ')[0]))]);
        io.err(`Error: unknown command "${name}"${hint}\n\n${overview()}`);
        return 2;
    }
    try {
        const parsed = parseCommand(command, args);
        if (parsed.help) {
            io.out(helpText(command));
            return 0;
        }
        return await command.run(parsed, io);
    }
    catch (err) {
        await (0,warn/* printError */.y)(io, err);
        return (0,errors/* exitCodeOf */.FO)(err);
    }
}


/***/ }),

/***/ 1604:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ processIo)
/* harmony export */ });
function processIo() {
    const stdout = batched(whileRead(process.stdout));
    const stderr = whileRead(process.stderr);
    return {
        out: stdout.write,
        err: (text) => {
            stdout.flush();
            stderr(text);
        },
        readStdin: async () => {
            const chunks = [];
            for await (const chunk of process.stdin)
                chunks.push(chunk);
            return Buffer.concat(chunks);
        },
        cwd: process.cwd(),
        env: process.env,
        errIsTTY: process.stderr.isTTY === true,
    };
}
/** Characters held before a write: a few writes for a long report instead of one a line. */
const BATCH = 64 * 1024;
/**
 * A stream's writer that stops writing, instead of crashing, once its reader
 * goes away (`memkeep gc --all 2>&1 | head`): that ends the output, not the
 * command, and the run still finishes what it started.
 */
function whileRead(stream) {
    let gone = false;
    stream.on('error', (err) => {
        if (err.code !== 'EPIPE')
            throw err;
        gone = true;
    });
    return (text) => {
        if (!gone)
            stream.write(text);
    };
}
/**
 * Output in batches. gc --all prints about thirty lines an agent, and one
 * write each was a few percent of a 1,000-agent run. A batch goes out when
 * it is full, when the event loop next turns (so nothing printed before a
 * slow model call waits for it), before anything on stderr, and at exit.
 */
function batched(write) {
    let pending = [];
    let size = 0;
    let scheduled = false;
    const flush = () => {
        scheduled = false;
        if (pending.length === 0)
            return;
        const text = pending.join('');
        pending = [];
        size = 0;
        write(text);
    };
    process.on('exit', flush);
    return {
        write(text) {
            pending.push(text);
            size += text.length;
            if (size >= BATCH)
                flush();
            else if (!scheduled) {
                scheduled = true;
                setImmediate(flush);
            }
        },
        flush,
    };
}


/***/ }),

/***/ 9900:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ warn),
/* harmony export */   y: () => (/* binding */ printError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/**
 * The one way a command prints its warnings and errors. The command tables
 * import it, so it loads the redaction rules (logLine) only when there is
 * something to print: the CLI's start-up is its command table.
 */

/**
 * Warnings on stderr, one line each and inert (logLine): a warning names
 * what a config or a file said, and in a workflow step a line of it
 * starting with `::` would be a command to the runner.
 */
async function warn(io, warnings) {
    const all = [...warnings];
    if (all.length === 0)
        return;
    const { logLine } = await Promise.all(/* import() */[__nccwpck_require__.e(654), __nccwpck_require__.e(209)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1590));
    for (const w of all)
        io.err(`Warning: ${logLine(w)}\n`);
}
/**
 * An error on stderr, inert as a warning is: it names files and the values
 * they hold (an agent file named with a line break and `::error::`), each
 * line of it made inert (logLines) and none of them joined.
 */
async function printError(io, err) {
    const { logLines } = await Promise.all(/* import() */[__nccwpck_require__.e(654), __nccwpck_require__.e(209)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1590));
    io.err(`Error: ${logLines((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .formatError */ .Wk)(err))}\n`);
}


/***/ }),

/***/ 7840:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ parseDuration),
/* harmony export */   a: () => (/* binding */ formatDuration)
/* harmony export */ });
/**
 * Durations in config and on the command line: `<n>h`, `<n>d`, `<n>w`
 * (as the README documents). Anything else is rejected so that a typo such as
 * `7days` or `90` never silently means "prune everything" or "never".
 */
const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };
/** Milliseconds for a duration string, or undefined when it is not one. */
function parseDuration(text) {
    const m = /^\s*(\d+)\s*([hdw])\s*$/.exec(text);
    if (!m)
        return undefined;
    return Number(m[1]) * UNIT_MS[m[2]];
}
/** A duration for reports: whole days where it is (`7d`, `90d`), else hours. */
function formatDuration(ms) {
    return ms > 0 && ms % UNIT_MS.d === 0 ? `${ms / UNIT_MS.d}d` : `${Math.round(ms / UNIT_MS.h)}h`;
}


/***/ }),

/***/ 2143:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $C: () => (/* binding */ NOTE_TYPES),
/* harmony export */   AX: () => (/* binding */ ANALYZERS),
/* harmony export */   FZ: () => (/* binding */ MEMORY_KEYS),
/* harmony export */   op: () => (/* binding */ MEMORY_TYPES)
/* harmony export */ });
const MEMORY_TYPES = ['core', 'procedural', 'episodic'];
const NOTE_TYPES = ['procedural', 'episodic'];
/** The `[memory]` keys memkeep reads; anything else is warned about by every command. */
const MEMORY_KEYS = [
    'enabled',
    'path',
    'last_n',
    'max_entries',
    'core_files',
    'procedural_dir',
    'episodic_dir',
    'procedural_max_age',
    'episodic_max_age',
    'compact_after',
    'preset',
    'entry_heading',
    'entries_under',
    'order',
    'structure',
    'types',
    'front_matter_types',
    'index_files',
    'summary_section',
    'knowledge_max',
    'entries',
    'knowledge',
];
const ANALYZERS = ['auto', 'llm', 'local'];


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   Fj: () => (/* binding */ configError),
/* harmony export */   Wk: () => (/* binding */ formatError),
/* harmony export */   bD: () => (/* binding */ ioError),
/* harmony export */   ey: () => (/* binding */ opError),
/* harmony export */   pb: () => (/* binding */ apiError),
/* harmony export */   xp: () => (/* binding */ MemkeepError)
/* harmony export */ });
/**
 * Errors are values with context. Every failure memkeep reports is a
 * MemkeepError carrying its exit code (ExitCode below) and, where
 * known, the file, field and line it is about. The CLI and the Action turn
 * them into messages and exit codes in one place (cli.ts, main.ts), so no
 * module below them ever prints or exits.
 */
class MemkeepError extends Error {
    code;
    file;
    field;
    line;
    constructor(code, message, context = {}, options) {
        super(message, options);
        this.name = 'MemkeepError';
        this.code = code;
        this.file = context.file;
        this.field = context.field;
        this.line = context.line;
    }
}
/** A problem with configuration or with what the user asked for (exit 2). */
function configError(message, context = {}) {
    return new MemkeepError(2, message, context);
}
/** An operation that could not be carried out (exit 1). */
function opError(message, context = {}, cause) {
    return new MemkeepError(1, message, context, { cause });
}
/** The model endpoint failed or could not be reached (exit 3). */
function apiError(message, cause) {
    return new MemkeepError(3, message, {}, { cause });
}
/**
 * Wraps a Node I/O error as an operation error naming the file, keeping the
 * short system reason (ENOENT, EISDIR...) readable for people.
 */
function ioError(action, file, err) {
    if (err instanceof MemkeepError)
        return err;
    const e = err;
    // mkdir -p reports a regular file in the way as EEXIST, which reads as
    // nonsense next to "cannot append to X"; say which path is in the way.
    const reason = e?.code === 'EEXIST' && e.syscall === 'mkdir' && e.path
        ? `ENOTDIR: ${e.path} is a file, a directory was expected`
        : e?.code
            ? `${e.code}: ${describeErrno(e.code)}`
            : String(e?.message ?? err);
    return opError(`cannot ${action} ${file}: ${reason}`, { file }, err);
}
function describeErrno(code) {
    switch (code) {
        case 'ENOENT':
            return 'no such file or directory';
        case 'EISDIR':
            return 'is a directory, a file was expected';
        case 'ENOTDIR':
            return 'a path component is a file, not a directory';
        case 'EACCES':
        case 'EPERM':
            return 'permission denied';
        case 'EEXIST':
            return 'already exists';
        case 'ENOSPC':
            return 'no space left on device';
        case 'EROFS':
            return 'read-only file system';
        case 'ELOOP':
            return 'a symbolic link where a file was expected, or a symlink loop';
        default:
            return 'I/O error';
    }
}
/** One line for people: `file:line: field: message`, leaving out what the message already says. */
function formatError(err) {
    if (!(err instanceof MemkeepError))
        return err instanceof Error ? err.message : String(err);
    const file = err.file && (err.line ? `${err.file}:${err.line}` : err.file);
    const where = [file, err.field].filter((part) => part && !err.message.includes(part));
    return where.length ? `${where.join(': ')}: ${err.message}` : err.message;
}
/** The exit code for any thrown value: unknown failures are operation errors. */
function exitCodeOf(err) {
    return err instanceof MemkeepError ? err.code : 1;
}


/***/ }),

/***/ 9209:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ parseAuthor),
/* harmony export */   a: () => (/* binding */ ACTIONS_BOT)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/**
 * Who memkeep commits as. Kept apart from the git wrapper so the CLI can
 * parse `--author` without loading simple-git.
 */

/** The identity GitHub shows for commits made by the Actions bot. */
const ACTIONS_BOT = {
    name: 'github-actions[bot]',
    email: '41898282+github-actions[bot]@users.noreply.github.com',
};
/** Parses `Name <email>` as given to `--author`. */
function parseAuthor(text) {
    const m = /^\s*([^<>]+?)\s*<([^<>\s]+)>\s*$/.exec(text);
    if (!m)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .configError */ .Fj)(`--author "${text}" must look like "Name <email>"`, { field: '--author' });
    return { name: m[1], email: m[2] };
}


/***/ }),

/***/ 4185:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ didYouMean)
/* harmony export */ });
/* unused harmony export closest */
/**
 * "Did you mean" for mistyped commands, options and agent names: the
 * closest candidate by edit distance, when it is close enough to be a typo
 * rather than a different word.
 */
function closest(input, candidates) {
    const limit = Math.max(1, Math.floor(input.length / 3));
    let best;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const c of candidates) {
        const d = distance(input.toLowerCase(), c.toLowerCase());
        if (d < bestDistance) {
            best = c;
            bestDistance = d;
        }
    }
    return bestDistance <= limit ? best : undefined;
}
/** ` (did you mean "x"?)`, or nothing. */
function didYouMean(input, candidates, prefix = '') {
    const match = closest(input, candidates);
    return match === undefined ? '' : ` (did you mean "${prefix}${match}"?)`;
}
/** Damerau-Levenshtein (optimal string alignment): a swapped pair of letters is one typo. */
function distance(a, b) {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++)
        d[0][j] = j;
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[a.length][b.length];
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Kept equal to package.json's version by a test; bundles carry no package.json. */
const VERSION = '0.1.0';


/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 2018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
