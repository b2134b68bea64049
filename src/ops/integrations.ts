/**
 * `memkeep init --integrations`: the agent integration snippets of
 * docs/reference.md (test/cli/mcp-integrations.test.ts holds the docs to
 * what this writes), merged into each editor's JSON config. A file's other
 * keys are kept; an existing `memkeep` server is never overwritten, since
 * the user may have pointed it somewhere on purpose; a file that is not a
 * JSON object refuses the whole run before anything is written, so an
 * editor config is never half set up.
 */
import { resolveInside } from '../config/confine.js';
import { configError } from '../errors.js';
import { writeFileAtomic } from '../fs/atomic.js';
import { MAX_CONFIG_BYTES, readRegularFile } from '../fs/regular.js';
import { didYouMean } from '../text/suggest.js';

type Json = Record<string, unknown>;

/** Until the package is in the registry, the docs say how to swap `npx -y memkeep` for a local build. */
const MEMKEEP = ['npx', '-y', 'memkeep'] as const;

function server(root: string): Json {
  return { command: MEMKEEP[0], args: [...MEMKEEP.slice(1), 'mcp', '--root', root] };
}

/** Each integration: its file and the snippet docs/reference.md shows for it. */
export const INTEGRATIONS = {
  // Claude Code starts project servers in the project, so "." is the store.
  claude: { file: '.mcp.json', snippet: { mcpServers: { memkeep: server('.') } } },
  cursor: { file: '.cursor/mcp.json', snippet: { mcpServers: { memkeep: server('${workspaceFolder}') } } },
  vscode: {
    file: '.vscode/mcp.json',
    snippet: { servers: { memkeep: { type: 'stdio', ...server('${workspaceFolder}') } } },
  },
} as const;

export type IntegrationName = keyof typeof INTEGRATIONS;

export const HOOKS_FILE = '.claude/settings.json';

/** Claude Code hooks: load the agent's memory into a session's context at its start, log one entry at its end. */
export function claudeHooks(agent: string): {
  hooks: Record<string, { hooks: { type: string; command: string }[] }[]>;
} {
  const memkeep = MEMKEEP.join(' ');
  const root = '--root "$CLAUDE_PROJECT_DIR"';
  const command = (c: string) => [{ hooks: [{ type: 'command', command: `${memkeep} ${c} ${root}` }] }];
  return {
    hooks: {
      SessionStart: command(`load ${agent}`),
      SessionEnd: command(`log ${agent} --task "Claude Code session" --result "session ended"`),
    },
  };
}

/** `claude,vscode` as integration names; an unknown name is a usage error. */
export function parseIntegrations(list: string): IntegrationName[] {
  const known = Object.keys(INTEGRATIONS);
  const names = [
    ...new Set(
      list
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  ];
  if (names.length === 0) throw configError(`--integrations needs one or more of ${known.join(', ')}`);
  for (const n of names) {
    if (!known.includes(n)) {
      throw configError(`unknown integration "${n}"${didYouMean(n, known)} (known: ${known.join(', ')})`, {
        field: '--integrations',
      });
    }
  }
  return names as IntegrationName[];
}

/** The agent name goes into a shell command line, so only names that need no quoting are accepted. */
export function checkHookAgent(agent: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(agent)) {
    throw configError(
      `--hooks "${agent}": the agent name goes into a shell command, so it must be letters, digits, ".", "_" or "-"; add the hooks by hand for other names`,
      { field: '--hooks' },
    );
  }
  return agent;
}

/** One file to set up: where it goes, what it holds now and what it will hold. */
export interface IntegrationPlan {
  file: string;
  abs: string;
  exists: boolean;
  /** The merged JSON text; undefined when the file already has everything. */
  text: string | undefined;
  /** Why something already there was left as it is. */
  kept: string[];
}

/** Reads and merges without writing: every file is checked before any is written. */
export async function planIntegration(root: string, file: string, add: Json, hooks: boolean): Promise<IntegrationPlan> {
  const abs = await resolveInside(root, root, file, { field: 'init --integrations' });
  const current = await readJsonObject(abs, file);
  const kept: string[] = [];
  const merged = hooks ? mergeHooks(current ?? {}, add, file) : mergeServers(current ?? {}, add, file, kept);
  const text = `${JSON.stringify(merged, null, 2)}\n`;
  const unchanged = current !== undefined && JSON.stringify(merged) === JSON.stringify(current);
  return { file, abs, exists: current !== undefined, text: unchanged ? undefined : text, kept };
}

export async function writeIntegration(plan: IntegrationPlan): Promise<void> {
  if (plan.text !== undefined) await writeFileAtomic(plan.abs, plan.text, { mkdirs: true });
}

async function readJsonObject(abs: string, file: string): Promise<Json | undefined> {
  const bytes = await readRegularFile(abs, { maxBytes: MAX_CONFIG_BYTES, refuse: configError });
  if (bytes === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (err) {
    throw configError(
      `${file} is not valid JSON (${(err as Error).message}); fix it, or add memkeep by hand as docs/reference.md shows. Nothing written.`,
      { file },
    );
  }
  if (!isObject(value)) throw configError(`${file} is not a JSON object. Nothing written.`, { file });
  return value;
}

/** The snippet's one server added under its key (`mcpServers` or `servers`), next to the file's others. */
function mergeServers(current: Json, add: Json, file: string, kept: string[]): Json {
  const [key, servers] = Object.entries(add)[0] as [string, Json];
  const existing = current[key] ?? {};
  if (!isObject(existing)) throw configError(`${file}: "${key}" is not a JSON object. Nothing written.`, { file });
  const merged: Json = { ...existing };
  for (const [name, config] of Object.entries(servers)) {
    if (name in existing) {
      if (JSON.stringify(existing[name]) !== JSON.stringify(config))
        kept.push(`kept the existing "${name}" server (init never overwrites it)`);
    } else merged[name] = config;
  }
  return { ...current, [key]: merged };
}

/** Each hook group added to its event unless a hook there already runs the same command. */
function mergeHooks(current: Json, add: Json, file: string): Json {
  const existing = current.hooks ?? {};
  if (!isObject(existing)) throw configError(`${file}: "hooks" is not a JSON object. Nothing written.`, { file });
  const merged: Json = { ...existing };
  for (const [event, groups] of Object.entries(add.hooks as Record<string, { hooks: { command: string }[] }[]>)) {
    const present = merged[event] ?? [];
    if (!Array.isArray(present))
      throw configError(`${file}: "hooks.${event}" is not a JSON array. Nothing written.`, { file });
    const commands = new Set(
      present.flatMap((g) => (isObject(g) && Array.isArray(g.hooks) ? g.hooks : [])).map((h) => h?.command),
    );
    const missing = groups.filter((g) => !g.hooks.every((h) => commands.has(h.command)));
    merged[event] = [...present, ...missing];
  }
  return { ...current, hooks: merged };
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The files `--integrations` and `--hooks` ask for, each read and merged (nothing written yet). */
export async function planIntegrations(
  root: string,
  integrations: string | undefined,
  hooksAgent: string | undefined,
): Promise<IntegrationPlan[]> {
  const plans: IntegrationPlan[] = [];
  for (const name of integrations === undefined ? [] : parseIntegrations(integrations)) {
    const { file, snippet } = INTEGRATIONS[name];
    plans.push(await planIntegration(root, file, snippet, false));
  }
  if (hooksAgent !== undefined)
    plans.push(await planIntegration(root, HOOKS_FILE, claudeHooks(checkHookAgent(hooksAgent)), true));
  return plans;
}
