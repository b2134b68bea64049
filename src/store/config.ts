/**
 * Store configuration: memkeep.toml, axe-style `agents/<name>.toml` and
 * aide-style `agents/<name>/Aidefile`, all mapped onto one Agent model with
 * the defaults of DESIGN.md section 1.
 *
 * Every error names the file and the field (and the line for TOML syntax).
 * Unknown keys are warnings, with the known key they were probably meant to
 * be, so that a config written for a newer memkeep, or for axe and aide
 * themselves, still loads; those of `[memory]`, `[retention]` and the top of
 * memkeep.toml are also kept in `unknownKeys`, which a run that rewrites or
 * deletes memory refuses (refuseUnknownKeys): a misspelt `episodc` must not
 * prune by the default it was meant to change. Every configured path must stay
 * inside the store root after `..` and symlinks are resolved: a store is
 * often a shared repository, and its config must not be able to make memkeep
 * touch files elsewhere on the runner.
 */
import { lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { parse as parseToml, TomlError } from 'smol-toml';
import { configError, ioError, MemkeepError } from '../errors.js';
import { type LayoutSpec, ORDERS, type Order } from '../format/layout.js';
import { didYouMean } from '../suggest.js';
import { parseDuration } from './duration.js';
import { PRESET_NAMES, PRESETS } from './presets.js';
import { kindOf, MAX_CONFIG_BYTES, readRegularFileSync } from './regular.js';
import type { MemoryType } from './typed.js';

const MEMORY_TYPES: readonly MemoryType[] = ['core', 'procedural', 'episodic'];
/** The `[memory]` keys memkeep reads; anything else is warned about by every command. */
export const MEMORY_KEYS = [
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
];

export type Analyzer = 'auto' | 'llm' | 'local';
export const ANALYZERS: readonly Analyzer[] = ['auto', 'llm', 'local'];

export interface ProviderSettings {
  baseUrl?: string;
  apiKeyEnv?: string;
}

export interface StoreConfig {
  /** Absolute, symlink-resolved store root. */
  root: string;
  /** `distil`: the distil step runs in gc (default true; `--no-distil` and the Action's input turn it off). */
  gc: { model?: string; analyzer?: Analyzer; maxInputTokens: number; distil: boolean };
  retention: { episodicMs: number; proceduralMs: number };
  providers: Record<string, ProviderSettings>;
  pullRequest: { branch?: string; labels?: string[]; title?: string };
  warnings: string[];
  /** Unknown keys at the top of memkeep.toml and in `[retention]`: errors for a run that changes memory. */
  unknownKeys: UnknownKey[];
}

/** A key memkeep does not know where a misspelling would change what is pruned or trimmed. */
export interface UnknownKey {
  file: string;
  /** The dotted field, `retention.episodc`. */
  field: string;
  /** `<file>: unknown key "<field>" (did you mean "<known>"?)`. */
  message: string;
}

export interface AgentMemory {
  enabled: boolean;
  /** Run log, absolute. */
  path: string;
  lastN: number;
  maxEntries: number;
  coreFiles: string[];
  proceduralDir: string;
  episodicDir: string;
  proceduralMaxAgeMs: number;
  episodicMaxAgeMs: number;
  /** Estimated tokens above which the report flags the agent. */
  compactAfter?: number;
  /** The run log's shape: entry heading, entries_under, structure, order (src/format/layout.ts). */
  layout: LayoutSpec;
  /** The preset the fields came from (`axe` when none was set). */
  preset: string;
  /** Typing rules for pruning: glob (store-relative) -> type, first match wins. */
  types: [string, MemoryType][];
  /** Front matter `type:` value -> memory type. */
  frontMatterTypes: Record<string, MemoryType>;
  /** Globs (store-relative) of index files: a file linked from a kept index is never pruned. */
  indexFiles: string[];
  /**
   * `summary_section`: the run log's own section (Squad's `Core Context`) the
   * distil step merges its digest into, instead of `<procedural_dir>/digest.md`.
   */
  summarySection?: string;
}

export interface Agent {
  name: string;
  form: 'toml' | 'aidefile';
  /** The agent's config file, absolute. */
  configFile: string;
  /** `provider/model` as written; validated where a model is needed. */
  model?: string;
  memory: AgentMemory;
  /** `enabled` was written in `[memory]` (an agent switched off on purpose is not warned about). */
  enabledSet: boolean;
  warnings: string[];
  /** Unknown `[memory]` keys: errors for a run that changes memory. */
  unknownKeys: UnknownKey[];
}

export const CONFIG_FILE = 'memkeep.toml';
/** Where gc keeps its analysis cache (STATE_DIR of analysis/cache.ts, which the store layer does not import). */
const STATE_DIR = '.memkeep';
export const AGENTS_DIR = 'agents';
export const AIDEFILE = 'Aidefile';
export const DEFAULT_MAX_INPUT_TOKENS = 100_000;
const DAY = 86_400_000;
const DEFAULT_EPISODIC_MS = 7 * DAY;
const DEFAULT_PROCEDURAL_MS = 90 * DAY;

/**
 * Agent names come from file names and become file names (the default log
 * `memory/<name>.md`): any plain file name is one (`_under`, `my agent`), so
 * every agent axe or aide runs can be kept. Not a name: "", `.`, `..`,
 * anything with a path separator, and control characters, which would reach
 * terminals and reports raw.
 */
function isAgentName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !/[/\\\u0000-\u001f\u007f]/.test(name);
}

const AGENT_NAME_RULE = 'an agent name is a plain file name: not empty, not . or .., no / or \\, no control characters';

type Table = Record<string, unknown>;

// File-system calls here are synchronous: gc --all loads every agent of a
// store, a dozen tiny stats and reads each, and a thread-pool round trip per
// call would cost more than the calls themselves.

/** Resolves and checks the store root; a missing root is a config error. */
export async function resolveStoreRoot(root: string): Promise<string> {
  const abs = resolve(root);
  let st;
  try {
    st = statSync(abs);
  } catch {
    throw configError(`store root ${abs} does not exist`, { file: abs });
  }
  if (!st.isDirectory()) throw configError(`store root ${abs} is not a directory`, { file: abs });
  return realpathSync.native(abs);
}

/** Loads `<root>/memkeep.toml` (optional) with its defaults. */
export async function loadStoreConfig(root: string): Promise<StoreConfig> {
  const realRoot = await resolveStoreRoot(root);
  // gc writes its analysis cache under .memkeep/ (analysis/cache.ts); a link
  // there must not carry that write out of the store.
  await resolveInside(realRoot, realRoot, STATE_DIR, { field: 'state directory' });
  const file = join(realRoot, CONFIG_FILE);
  const doc = (await readTomlIfPresent(file)) ?? {};
  const t = new Fields(file, doc);

  const gc = t.table('gc');
  const retention = t.table('retention');
  const providers = t.table('providers');
  const pr = t.table('pull_request');
  t.unknown(['gc', 'retention', 'providers', 'pull_request'], { strict: true });

  const analyzer = gc.string('analyzer');
  if (analyzer !== undefined && !ANALYZERS.includes(analyzer as Analyzer)) {
    throw gc.error('analyzer', `must be one of ${ANALYZERS.join(', ')}`);
  }
  const model = gc.string('model');
  const maxInputTokens = gc.positiveInt('max_input_tokens') ?? DEFAULT_MAX_INPUT_TOKENS;
  const distil = gc.boolean('distil') ?? true;
  gc.unknown(['model', 'analyzer', 'max_input_tokens', 'distil']);

  const episodicMs = retention.duration('episodic') ?? DEFAULT_EPISODIC_MS;
  const proceduralMs = retention.duration('procedural') ?? DEFAULT_PROCEDURAL_MS;
  retention.unknown(['episodic', 'procedural'], { strict: true });

  const providerSettings: Record<string, ProviderSettings> = {};
  for (const name of providers.keys()) {
    const p = providers.table(name);
    providerSettings[name] = { baseUrl: p.string('base_url'), apiKeyEnv: p.string('api_key_env') };
    p.unknown(['base_url', 'api_key_env']);
  }

  const pullRequest = { branch: pr.string('branch'), labels: pr.stringArray('labels'), title: pr.string('title') };
  pr.unknown(['branch', 'labels', 'title']);

  return {
    root: realRoot,
    gc: { model, analyzer: analyzer as Analyzer | undefined, maxInputTokens, distil },
    retention: { episodicMs, proceduralMs },
    providers: providerSettings,
    pullRequest,
    warnings: t.warnings,
    unknownKeys: t.unknownKeys,
  };
}

export interface AgentRef {
  name: string;
  form: Agent['form'];
  configFile: string;
}

/**
 * Finds every agent in the store, sorted by name. Two configs for one name
 * (`agents/x.toml` and `agents/x/Aidefile`) are a config error: which one
 * memkeep would act on must never depend on directory order.
 */
export async function discoverAgents(store: StoreConfig): Promise<AgentRef[]> {
  const dir = join(store.root, AGENTS_DIR);
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw ioError('read', dir, err);
  }
  const refs = new Map<string, AgentRef>();
  for (const entry of entries) {
    let ref: AgentRef | undefined;
    if (entry.name.endsWith('.toml') && !entry.isDirectory()) {
      const file = join(dir, entry.name);
      // A link, FIFO or device: skipping it would drop an agent from `--all` without a word.
      if (!entry.isFile()) checkLinkedConfig(store.root, file);
      ref = { name: entry.name.slice(0, -'.toml'.length), form: 'toml', configFile: file };
    } else if (entry.isDirectory()) {
      const aidefile = join(dir, entry.name, AIDEFILE);
      const st = lstatSync(aidefile, { throwIfNoEntry: false });
      // Skipping these would drop an agent from `--all` without a word.
      if (st?.isDirectory()) throw configError(`${aidefile} is a directory, a file was expected`, { file: aidefile });
      if (st) {
        if (!st.isFile()) checkLinkedConfig(store.root, aidefile);
        ref = { name: entry.name, form: 'aidefile', configFile: aidefile };
      } else if (entry.name.endsWith('.toml')) {
        const file = join(dir, entry.name);
        throw configError(`${file} is a directory, a TOML file was expected`, { file });
      }
    }
    if (!ref) continue;
    const other = refs.get(ref.name);
    if (other) {
      throw configError(`agent "${ref.name}" is defined twice: ${other.configFile} and ${ref.configFile}`, {
        file: ref.configFile,
        field: 'name',
      });
    }
    refs.set(ref.name, ref);
  }
  return [...refs.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Loads every agent; the first broken config stops the listing. */
export async function loadAllAgents(store: StoreConfig): Promise<Agent[]> {
  const refs = await discoverAgents(store);
  return Promise.all(refs.map((ref) => loadAgentRef(store, ref)));
}

/** Loads one agent by name; an unknown name is a config error (exit 2). */
export async function loadAgent(store: StoreConfig, name: string): Promise<Agent> {
  if (!isAgentName(name))
    throw configError(`invalid agent name ${JSON.stringify(name)}: ${AGENT_NAME_RULE}`, { field: 'agent' });
  const refs = await discoverAgents(store);
  const ref = refs.find((r) => r.name === name);
  if (!ref) {
    const hint = didYouMean(
      name,
      refs.map((r) => r.name),
    );
    throw configError(
      `agent "${name}" not found${hint} (looked for ${join(AGENTS_DIR, name + '.toml')} and ${join(AGENTS_DIR, name, AIDEFILE)} under ${store.root})`,
      { field: 'agent' },
    );
  }
  return loadAgentRef(store, ref);
}

/** Loads an agent found by discoverAgents (no second directory listing). */
export async function loadAgentRef(store: StoreConfig, ref: AgentRef): Promise<Agent> {
  if (!isAgentName(ref.name)) {
    throw configError(`invalid agent name ${JSON.stringify(ref.name)}: ${AGENT_NAME_RULE}`, {
      file: ref.configFile,
      field: 'name',
    });
  }
  const doc = await readTomlIfPresent(ref.configFile);
  if (doc === undefined) throw configError(`cannot read ${ref.configFile}`, { file: ref.configFile });
  const t = new Fields(ref.configFile, doc);
  const aide = ref.form === 'aidefile';
  const base = aide ? dirname(ref.configFile) : store.root;

  const name = t.string('name');
  if (name !== undefined && name !== ref.name) {
    throw t.error('name', `"${name}" does not match the agent name "${ref.name}" taken from the file name`);
  }
  const model = t.string('model');
  const m = t.table('memory');
  // axe and aide configs carry many top-level keys (prompts, tools, skills)
  // that are not memkeep's business; only the memory table is ours, so only
  // its unknown keys are worth a warning.

  const within = (field: string, value: string) =>
    resolveInside(store.root, base, value, { file: ref.configFile, field: `memory.${field}` });
  const defaults = aide
    ? { enabled: true, path: 'memory/log.md', procedural: 'memory/procedural', episodic: 'memory/episodic' }
    : {
        enabled: false,
        path: `memory/${ref.name}.md`,
        procedural: `memory/${ref.name}/procedural`,
        episodic: `memory/${ref.name}/episodic`,
      };

  const typed = typing(m);
  const memory: AgentMemory = {
    enabled: m.boolean('enabled') ?? defaults.enabled,
    path: await within('path', m.string('path') ?? defaults.path),
    lastN: m.nonNegativeInt('last_n') ?? 10,
    maxEntries: m.nonNegativeInt('max_entries') ?? 0,
    coreFiles: await Promise.all((m.stringArray('core_files') ?? []).map((p) => within('core_files', p))),
    proceduralDir: await within('procedural_dir', m.string('procedural_dir') ?? defaults.procedural),
    episodicDir: await within('episodic_dir', m.string('episodic_dir') ?? defaults.episodic),
    proceduralMaxAgeMs: m.duration('procedural_max_age') ?? store.retention.proceduralMs,
    episodicMaxAgeMs: m.duration('episodic_max_age') ?? store.retention.episodicMs,
    compactAfter: m.tokenCount('compact_after'),
    ...typed,
    summarySection: summarySection(m) ?? PRESETS[typed.preset].summarySection,
  };
  m.unknown(MEMORY_KEYS, { strict: true });
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

/**
 * Refuses a run that would rewrite or delete memory while the config has
 * unknown keys where a misspelling changes what goes (`[memory]`,
 * `[retention]`, the top of memkeep.toml): the default the key was meant
 * to override would decide instead. `when` says which run it is.
 */
export function refuseUnknownKeys(config: { unknownKeys: UnknownKey[] }, when: string): void {
  const [first, ...more] = config.unknownKeys;
  if (first === undefined) return;
  const others = more.length ? ` (and ${more.map((k) => `"${k.field}"`).join(', ')})` : '';
  throw configError(
    `${first.message}${others}: unknown keys in [memory] and [retention] are errors ${when}, so that nothing is pruned or trimmed by the default the key was meant to change; fix or remove the key (a dry run only warns)`,
    { file: first.file, field: first.field },
  );
}

/** `summary_section`: a heading's text, one line (it is looked up as `## <text>` in the log). */
function summarySection(m: Fields): string | undefined {
  const text = m.string('summary_section');
  if (text === undefined) return undefined;
  const heading = text.trim().replace(/^##\s+/, '');
  if (heading === '' || /[\r\n]/.test(heading))
    throw m.error('summary_section', 'must be one line of heading text, e.g. "Core Context"');
  return heading;
}

/**
 * The layout and typing fields of `[memory]`: a preset's values, with the
 * explicit fields over them.
 */
function typing(m: Fields): Pick<AgentMemory, 'layout' | 'preset' | 'types' | 'frontMatterTypes' | 'indexFiles'> {
  const preset = m.string('preset') ?? 'axe';
  if (!PRESET_NAMES.includes(preset))
    throw m.error(
      'preset',
      `"${preset}" is not a preset${didYouMean(preset, PRESET_NAMES)} (one of ${PRESET_NAMES.join(', ')})`,
    );
  const p = PRESETS[preset];
  const heading = m.string('entry_heading');
  if (heading !== undefined && !/^#{2,4}$/.test(heading))
    throw m.error('entry_heading', `must be "##", "###" or "####" (got "${heading}")`);
  const order = m.string('order');
  if (order !== undefined && !ORDERS.includes(order as Order))
    throw m.error('order', `must be one of ${ORDERS.join(', ')} (got "${order}")`);
  const layout: LayoutSpec = {
    level: heading?.length ?? p.layout.level ?? 2,
    entriesUnder: m.string('entries_under') ?? p.layout.entriesUnder,
    structure: m.stringArray('structure') ?? p.layout.structure ?? [],
    order: (order as Order | undefined) ?? p.layout.order ?? 'oldest-first',
  };
  if (layout.entriesUnder !== undefined && layout.level === 2) {
    throw m.error(
      'entries_under',
      'needs entry_heading "###" or "####": entries under a "## " section are deeper headings',
    );
  }
  if (layout.entriesUnder?.trim() === '') throw m.error('entries_under', 'must not be empty');
  const typeOf = (field: string, key: string, v: unknown): MemoryType => {
    if (typeof v !== 'string' || !MEMORY_TYPES.includes(v as MemoryType)) {
      throw m.error(field, `"${key}" must map to one of ${MEMORY_TYPES.join(', ')}`);
    }
    return v as MemoryType;
  };
  const own = Object.entries(m.plainTable('types') ?? {}).map(([glob, v]): [string, MemoryType] => [
    glob,
    typeOf('types', glob, v),
  ]);
  const fm = Object.fromEntries(
    Object.entries(m.plainTable('front_matter_types') ?? {}).map(([k, v]) => [
      k.toLowerCase(),
      typeOf('front_matter_types', k, v),
    ]),
  );
  return {
    layout,
    preset,
    types: [...own, ...p.types],
    frontMatterTypes: { ...p.frontMatterTypes, ...fm },
    indexFiles: m.stringArray('index_files') ?? p.indexFiles,
  };
}

/**
 * Resolves a configured path against `base` and proves it stays inside the
 * store root (a real path, as resolveStoreRoot gives), following symlinks of
 * every existing ancestor so a link inside the store cannot point memkeep
 * elsewhere. An absolute path is accepted when it lies inside the root, as
 * for the commands' PATH arguments; the other OS's absolute forms (`C:\`
 * on POSIX) are refused, since they name no place here.
 */
export async function resolveInside(
  root: string,
  base: string,
  value: string,
  context: { file?: string; field: string },
): Promise<string> {
  const { file, field } = context;
  if (value.trim() === '') throw configError(`${field} must not be empty`, { file, field });
  if (!isAbsolute(value) && (/^[A-Za-z]:[\\/]/.test(value) || value.startsWith('\\'))) {
    throw configError(`${field} "${value}" is an absolute path of another OS; give it relative to the store`, {
      file,
      field,
    });
  }
  const abs = resolve(base, value);
  // Name the path as it was typed, not the `../../..` form derived from it.
  if (isAbsolute(value) && !isInside(root, abs)) {
    throw configError(`${field} "${value}" is outside the store root ${root}`, { file, field });
  }
  if (!isInside(root, abs)) {
    throw configError(`${field} "${value}" resolves outside the store root ${root}`, { file, field });
  }
  const real = noLinksBelow(root, abs) ? abs : await realpathOfExisting(abs);
  if (!isInside(root, real)) {
    throw configError(`${field} "${value}" leads outside the store root through a symlink (to ${real})`, {
      file,
      field,
    });
  }
  return abs;
}

/** A path as people read it in messages: relative to the store when inside it. */
export function storeRelative(store: Pick<StoreConfig, 'root'>, abs: string): string {
  const rel = relative(store.root, abs);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? abs : rel;
}

function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..' + sep) && rel !== '..' && !isAbsolute(rel));
}

/**
 * Whether no existing component of `abs` below the real `root` is a symlink,
 * walking down until one is missing: then `abs` is its own real path. gc
 * --all resolves three paths for each of its agents, and a few lstat calls
 * cost far less than realpath's walk from `/` and the exceptions thrown for
 * directories not created yet. Anything unusual (a link, a file in the
 * middle) is left to realpathOfExisting.
 */
function noLinksBelow(root: string, abs: string): boolean {
  let current = root;
  for (const part of relative(root, abs).split(sep)) {
    if (part === '') continue;
    current = join(current, part);
    let st;
    try {
      st = lstatSync(current, { throwIfNoEntry: false });
    } catch {
      return false;
    }
    if (st === undefined) return true;
    if (st.isSymbolicLink()) return false;
  }
  return true;
}

/**
 * realpath of the longest existing ancestor, with the missing rest appended.
 * A dangling symlink counts as existing and is followed to its target:
 * realpath() fails on it, yet creating or appending to the path would
 * write wherever it points.
 */
async function realpathOfExisting(abs: string, hops = 0): Promise<string> {
  const missing: string[] = [];
  let current = abs;
  for (;;) {
    try {
      return join(realpathSync.native(current), ...missing.reverse());
    } catch {
      const target = await danglingTarget(current);
      // 40 is the kernel's own limit on links followed in one lookup.
      if (target !== undefined && hops < 40) {
        return join(await realpathOfExisting(target, hops + 1), ...missing.reverse());
      }
      const parent = dirname(current);
      if (parent === current) return abs;
      missing.push(basename(current));
      current = parent;
    }
  }
}

/** Where a symlink that realpath() could not follow points, resolved against its directory. */
async function danglingTarget(path: string): Promise<string | undefined> {
  try {
    if (!lstatSync(path).isSymbolicLink()) return undefined;
    return resolve(dirname(path), readlinkSync(path));
  } catch {
    return undefined;
  }
}

/**
 * An agent config that is not a plain file: a link to a regular file inside
 * the store is followed; anything else (a link out of the store, to a
 * device, dangling; a FIFO or device itself) is a config error saying what it is.
 */
function checkLinkedConfig(root: string, file: string): void {
  const st = lstatSync(file);
  if (!st.isSymbolicLink())
    throw configError(`${file} is ${kindOf(st)}, an agent config must be a regular file`, { file });
  const target = readlinkSync(file);
  let real: string;
  try {
    real = realpathSync.native(file);
  } catch {
    throw configError(`${file} is a symbolic link to ${target}, which does not exist`, { file });
  }
  const resolved = statSync(real);
  const what = resolved.isFile() ? '' : ` (${kindOf(resolved)})`;
  if (!isInside(root, real))
    throw configError(`${file} is a symbolic link to ${target}${what}, outside the store`, { file });
  if (what)
    throw configError(`${file} is a symbolic link to ${target}${what}, an agent config must be a regular file`, {
      file,
    });
}

/** Parses a TOML file; undefined when it does not exist. */
async function readTomlIfPresent(file: string): Promise<Table | undefined> {
  let text: string;
  try {
    const bytes = readRegularFileSync(file, { maxBytes: MAX_CONFIG_BYTES, refuse: configError });
    if (bytes === undefined) return undefined;
    text = bytes.toString('utf8');
  } catch (err) {
    if (err instanceof MemkeepError) throw err;
    throw configError(`cannot read ${file}: ${(err as Error).message}`, { file });
  }
  if (text.includes('\u0000')) throw configError(`${file} is binary (contains NUL bytes), not TOML`, { file });
  try {
    return parseToml(text) as Table;
  } catch (err) {
    if (err instanceof TomlError) {
      const reason = err.message.split('\n')[0].replace(/^Invalid TOML document: /, '');
      throw configError(`${file}:${err.line}:${err.column}: invalid TOML: ${reason}`, { file, line: err.line });
    }
    throw configError(`${file}: invalid TOML: ${(err as Error).message}`, { file });
  }
}

/**
 * Typed access to one TOML table. Each getter checks the type and names the
 * full dotted field in its error; `unknown()` turns leftover keys into
 * warnings.
 */
class Fields {
  readonly warnings: string[];
  readonly unknownKeys: UnknownKey[];
  private readonly seen = new Set<string>();

  constructor(
    private readonly file: string,
    private readonly doc: Table,
    private readonly prefix = '',
    warnings: string[] = [],
    unknownKeys: UnknownKey[] = [],
  ) {
    this.warnings = warnings;
    this.unknownKeys = unknownKeys;
  }

  /** Whether the key is written (whatever its value). */
  has(key: string): boolean {
    return Object.hasOwn(this.doc, key);
  }

  error(key: string, message: string): MemkeepError {
    const field = this.prefix + key;
    return configError(`${this.file}: ${field} ${message}`, { file: this.file, field });
  }

  keys(): string[] {
    return Object.keys(this.doc).sort();
  }

  private get(key: string): unknown {
    this.seen.add(key);
    return this.doc[key];
  }

  table(key: string): Fields {
    const v = this.get(key);
    if (v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v) || v instanceof Date)) {
      throw this.error(key, 'must be a table');
    }
    return new Fields(this.file, (v ?? {}) as Table, `${this.prefix}${key}.`, this.warnings, this.unknownKeys);
  }

  string(key: string): string | undefined {
    const v = this.get(key);
    if (v !== undefined && typeof v !== 'string') throw this.error(key, 'must be a string');
    return v;
  }

  boolean(key: string): boolean | undefined {
    const v = this.get(key);
    if (v !== undefined && typeof v !== 'boolean') throw this.error(key, 'must be true or false');
    return v;
  }

  /** A table read as plain values (its keys are data, such as globs, not fields). */
  plainTable(key: string): Table | undefined {
    const v = this.get(key);
    if (v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v) || v instanceof Date)) {
      throw this.error(key, 'must be a table');
    }
    return v as Table | undefined;
  }

  stringArray(key: string): string[] | undefined {
    const v = this.get(key);
    if (v !== undefined && (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))) {
      throw this.error(key, 'must be an array of strings');
    }
    return v as string[] | undefined;
  }

  nonNegativeInt(key: string): number | undefined {
    const v = this.get(key);
    if (v === undefined) return undefined;
    if (typeof v !== 'number' && typeof v !== 'bigint') throw this.error(key, 'must be an integer');
    const n = Number(v);
    if (!Number.isSafeInteger(n)) throw this.error(key, 'must be an integer');
    if (n < 0) throw this.error(key, 'must be non-negative');
    return n;
  }

  positiveInt(key: string): number | undefined {
    const n = this.nonNegativeInt(key);
    if (n === 0) throw this.error(key, 'must be greater than zero');
    return n;
  }

  duration(key: string): number | undefined {
    const v = this.string(key);
    if (v === undefined) return undefined;
    const ms = parseDuration(v);
    if (ms === undefined) throw this.error(key, `"${v}" is not a duration (use <n>h, <n>d or <n>w)`);
    return ms;
  }

  /** `200k`, `1.5m` or a plain number of tokens. */
  tokenCount(key: string): number | undefined {
    const v = this.get(key);
    if (v === undefined) return undefined;
    if (typeof v === 'number' && Number.isInteger(v) && v > 0) return v;
    const m = typeof v === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*([kKmM]?)\s*$/.exec(v) : null;
    if (!m) throw this.error(key, `"${String(v)}" is not a token count (use 200k style)`);
    const scale = { '': 1, k: 1_000, m: 1_000_000 }[m[2].toLowerCase() as '' | 'k' | 'm'];
    return Math.round(Number(m[1]) * scale);
  }

  /**
   * Warns about keys that are neither known nor read, naming the known key
   * a typo was probably meant to be; `strict` keys also go to unknownKeys.
   */
  unknown(known: string[], options: { strict?: boolean } = {}): void {
    for (const key of this.keys()) {
      if (known.includes(key) || this.seen.has(key)) continue;
      const field = this.prefix + key;
      const message = `${this.file}: unknown key "${field}"${didYouMean(key, known, this.prefix)}`;
      this.warnings.push(`${message} (ignored)`);
      if (options.strict) this.unknownKeys.push({ file: this.file, field, message });
    }
  }
}
