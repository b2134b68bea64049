/**
 * The agent-facing store commands: log, fail, merge, promote, demote,
 * expire, lock, unlock, load, remember. Each handler turns parsed arguments
 * into one library call and prints its result; errors propagate as
 * MemkeepError values to the dispatcher, which owns messages and exit codes.
 * A handler imports the modules it uses when it runs: this table is read at
 * every start (`--version`, `load`), which must cost little more than
 * Node's own.
 */

import { resolve } from 'node:path';
import { parseDuration } from '../config/duration.js';
import type { Agent, StoreConfig } from '../config/types.js';
import { configError } from '../errors.js';
import type { CommandSpec, Parsed } from './args.js';
import type { Io } from './io.js';
import { warn } from './warn.js';

export interface Command extends CommandSpec {
  run(parsed: Parsed, io: Io): Promise<number>;
}

/** A PATH argument: relative to the store root (or absolute inside it), never outside it. */
async function storePath(store: StoreConfig, value: string): Promise<string> {
  const { resolveInside } = await import('../config/confine.js');
  return resolveInside(store.root, store.root, value, { field: 'PATH' });
}

/** A path as messages show it (config/confine.ts's storeRelative), loaded with the handler's other modules. */
async function displayOf(store: StoreConfig): Promise<(abs: string) => string> {
  const { storeRelative } = await import('../config/confine.js');
  return (abs) => storeRelative(store, abs);
}

export async function storeFor(parsed: Parsed, io: Io): Promise<StoreConfig> {
  const { loadStoreConfig } = await import('../config/store-config.js');
  const store = await loadStoreConfig(resolve(io.cwd, parsed.root));
  await warn(io, store.warnings);
  return store;
}

/** Loads an agent and warns about its config (unknown [memory] keys), as gc does. */
export async function agentFor(store: StoreConfig, name: string, io: Io): Promise<Agent> {
  const { loadAgent } = await import('../config/agent-config.js');
  const agent = await loadAgent(store, name);
  await warn(io, agent.warnings);
  return agent;
}

export const str = (parsed: Parsed, key: string) => parsed.values[key] as string | undefined;

export const storeCommands: Command[] = [
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
      const { logEntry, loggedLine } = await import('../ops/log.js');
      const logged = await logEntry(agent, { task: str(parsed, 'task')!, result: str(parsed, 'result')! });
      io.out(`${loggedLine(store, agent, logged.value)}\n`);
      await warn(io, logged.warnings);
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
        import('../ops/fail.js'),
        import('../memory/knowledge/failures.js'),
      ]);
      const recorded = await recordFailure(agent, {
        why: str(parsed, 'why')!,
        task: str(parsed, 'task')!,
        tokens: tokensText === undefined ? undefined : parseTokens(tokensText),
        issue: str(parsed, 'issue'),
        runUrl: str(parsed, 'run-url'),
        commit: str(parsed, 'commit'),
      });
      io.out(`${recordedLine(store, recorded.value)}\n`);
      await warn(io, recorded.warnings);
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
    example:
      'echo "- prefers squash merges" | memkeep merge memory/pr-reviewer/procedural/habits.md --dedupe line_hash',
    async run(parsed, io) {
      const { mergeInto, parseDedupe } = await import('../memory/sections/merge.js');
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
  ...(['promote', 'demote'] as const).map(
    (verb): Command => ({
      name: verb,
      summary:
        verb === 'promote'
          ? 'Atomically move a memory file to a longer-lived type (e.g. episodic to core).'
          : 'Atomically move a memory file to a shorter-lived type (e.g. core to episodic).',
      args: ['SRC', 'DST'],
      options: {},
      example:
        verb === 'promote'
          ? 'memkeep promote memory/pr-reviewer/episodic/style.md memory/pr-reviewer/procedural/style.md'
          : 'memkeep demote memory/pr-reviewer/procedural/old.md memory/pr-reviewer/episodic/old.md',
      async run(parsed, io) {
        const store = await storeFor(parsed, io);
        const src = await storePath(store, parsed.positionals[0]);
        const dst = await storePath(store, parsed.positionals[1]);
        const { promote, demote } = await import('../memory/typed/typed.js');
        await (verb === 'promote' ? promote : demote)(src, dst);
        const display = await displayOf(store);
        io.out(`${verb === 'promote' ? 'Promoted' : 'Demoted'} ${display(src)} -> ${display(dst)}.\n`);
        return 0;
      },
    }),
  ),
  {
    name: 'expire',
    summary: 'Delete a memory file if it is older than a maximum age (a missing file is a no-op).',
    args: ['PATH'],
    options: {
      'max-age': { type: 'string', value: 'D', required: true, help: 'age limit: <n>h, <n>d or <n>w' },
    },
    example: 'memkeep expire memory/pr-reviewer/episodic/scratch.md --max-age 7d',
    async run(parsed, io) {
      const maxAge = str(parsed, 'max-age')!;
      const maxAgeMs = parseDuration(maxAge);
      if (maxAgeMs === undefined) {
        throw configError(`--max-age "${maxAge}" is not a duration (use <n>h, <n>d or <n>w)`, { field: '--max-age' });
      }
      const store = await storeFor(parsed, io);
      const path = await storePath(store, parsed.positionals[0]);
      // Same ages as prune: in a checkout mtime is the checkout time (or
      // whatever a cache restore left), so history decides.
      const now = new Date();
      // Loaded on use: git (simple-git) is most of the CLI's size, and only expire needs it here.
      const [{ gitAges }, { expire }, display] = await Promise.all([
        import('../git/ages.js'),
        import('../memory/typed/typed.js'),
        displayOf(store),
      ]);
      const ages = await gitAges(store.root, { cutoff: new Date(now.getTime() - maxAgeMs) });
      await warn(io, ages.warnings);
      const r = await expire(path, maxAgeMs, { ages, now });
      io.out(r.removed ? `Expired ${display(path)}.\n` : `Kept ${display(path)}: ${r.reason}.\n`);
      return 0;
    },
  },
  ...(['lock', 'unlock'] as const).map(
    (verb): Command => ({
      name: verb,
      summary:
        verb === 'lock'
          ? 'Create the advisory <PATH>.lock sentinel: nothing memkeep does will change PATH until unlock.'
          : 'Remove the <PATH>.lock sentinel.',
      args: ['PATH'],
      options: {},
      example: `memkeep ${verb} memory/pr-reviewer/procedural/rules.md`,
      async run(parsed, io) {
        const store = await storeFor(parsed, io);
        const path = await storePath(store, parsed.positionals[0]);
        const { lock, unlock } = await import('../fs/lock.js');
        await (verb === 'lock' ? lock : unlock)(path);
        const display = await displayOf(store);
        io.out(`${verb === 'lock' ? 'Locked' : 'Unlocked'} ${display(path)}.\n`);
        return 0;
      },
    }),
  ),
  {
    name: 'load',
    summary:
      'Print what an agent starts with: with AGENT its core, distilled and procedural files and newest run-log entries; without, the evva snapshot.',
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
      if (name !== undefined) return loadAgentCommand(parsed, name, io);
      for (const flag of ['budget', 'entries']) {
        if (parsed.values[flag] !== undefined)
          throw configError(`load: --${flag} needs an AGENT`, { field: `--${flag}` });
      }
      const store = await storeFor(parsed, io);
      const { loadSnapshot } = await import('../memory/sections/snapshot.js');
      const snapshot = await loadSnapshot({
        workdir: resolve(io.cwd, str(parsed, 'workdir') ?? '.'),
        storeRoot: store.root,
        loadProjectMemory: parsed.values.project === true,
      });
      // The snapshot is memory text, as untrusted as an agent's: redacted, and printed as load prints it.
      const { asRedacted, atTheDoor, loadedText } = await import('../text/untrusted.js');
      for (const key of ['workdirMemory', 'userProfile', 'projectMemory', 'projectMemoryIndex'] as const)
        snapshot[key] = atTheDoor(snapshot[key]);
      if (parsed.values.json) {
        const { jsonForLog } = await import('../text/json-log.js');
        io.out(jsonForLog(JSON.stringify(snapshot, null, 2)) + '\n');
        return 0;
      }
      await warn(io, snapshot.warnings);
      const parts: [string, string][] = [
        ['Workdir memory (EVVA.md)', snapshot.workdirMemory],
        ['User profile (USER_PROFILE.md)', snapshot.userProfile],
        ['Project memory index', snapshot.projectMemoryIndex],
        ['Project memory (MEMORY.md)', snapshot.projectMemory],
      ];
      const shown = parts.filter(([, body]) => body.trim() !== '');
      if (shown.length === 0) io.out('No memory files found.\n');
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
        throw configError('remember: give exactly one of --profile or --project', { field: '--profile' });
      const workdir = str(parsed, 'workdir');
      if (project && !workdir) throw configError('remember: --project needs --workdir DIR', { field: '--workdir' });
      const sets = (parsed.values.set as string[] | undefined) ?? [];
      if (sets.length === 0) throw configError('remember: give at least one --set "Heading=body"', { field: '--set' });
      const updates = new Map<string, string>();
      for (const s of sets) {
        const eq = s.indexOf('=');
        if (eq <= 0) throw configError(`remember: --set "${s}" must look like "Heading=body"`, { field: '--set' });
        // The heading is taken as typed: like evva's MergeSections (and the MCP tool), only an exact
        // allowed heading is one, so "Decisions =x" is refused rather than read as Decisions.
        updates.set(s.slice(0, eq), s.slice(eq + 1));
      }
      const store = await storeFor(parsed, io);
      const target = profile ? { profile } : { profile, workdir: resolve(io.cwd, workdir!) };
      const { rememberSections, rememberedLine } = await import('../ops/remember.js');
      const remembered = await rememberSections(store, target, updates);
      io.out(`${rememberedLine(store, remembered.value)}\n`);
      return 0;
    },
  },
];

/** `memkeep load AGENT`: the agent's own start (the evva snapshot is store-wide, so its flags do not apply). */
async function loadAgentCommand(parsed: Parsed, name: string, io: Io): Promise<number> {
  for (const flag of ['workdir', 'project']) {
    if (parsed.values[flag] !== undefined)
      throw configError(`load: --${flag} is for the snapshot without an AGENT`, { field: `--${flag}` });
  }
  const store = await storeFor(parsed, io);
  const agent = await agentFor(store, name, io);
  const [{ loadMemory }, { renderAgentLoad }, display] = await Promise.all([
    import('../ops/load.js'),
    import('../memory/agent-load.js'),
    displayOf(store),
  ]);
  const { value: load } = await loadMemory(store, agent, {
    budget: countFlag(parsed, 'budget'),
    entries: countFlag(parsed, 'entries'),
  });
  await warn(io, load.warnings);
  if (!parsed.values.json) io.out(renderAgentLoad(load, display(agent.memory.path)));
  else io.out(`${(await import('../text/json-log.js')).jsonForLog(JSON.stringify(load, null, 2))}\n`);
  return 0;
}

function countFlag(parsed: Parsed, key: string): number | undefined {
  const value = str(parsed, key);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value))
    throw configError(`--${key} must be a whole number (got "${value}")`, { field: `--${key}` });
  return Number(value);
}

/** Text to merge: valid UTF-8 without NUL bytes, the same test a file must pass to be merged into later. */
export function decodeUtf8(bytes: Buffer, what: string): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw configError(`${what} is not valid UTF-8 text`, { field: what });
  }
  if (text.includes('\u0000')) throw configError(`${what} contains NUL bytes, so it is not text`, { field: what });
  return text;
}
