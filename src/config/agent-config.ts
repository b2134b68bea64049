/**
 * One agent's configuration: an axe-style `agents/<name>.toml` or an
 * aide-style `agents/<name>/Aidefile` mapped onto the Agent model, with the
 * preset's defaults, the typed-memory rules and the knowledge log. Every
 * error names the file and the field; every path stays inside the root.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { configError, ioError } from '../errors.js';
import { type LayoutSpec, ORDERS, type Order } from '../format/layout.js';
import { didYouMean } from '../text/suggest.js';
import { checkLinkedConfig, resolveInside } from './confine.js';
import { Fields, readTomlIfPresent } from './fields.js';
import { AGENTS_DIR, AIDEFILE, DISTILLED_FILES } from './paths.js';
import { knowledgeLog, PRESET_NAMES, PRESETS } from './presets.js';
import {
  type Agent,
  type AgentMemory,
  type AgentRef,
  MEMORY_KEYS,
  MEMORY_TYPES,
  type MemoryType,
  type StoreConfig,
  type TypeRule,
} from './types.js';

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
export function isAgentName(name: string): boolean {
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
  entries.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)));
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
  return [...refs.values()];
}

/** Loads every agent; the first broken config stops the listing. */
export async function loadAllAgents(store: StoreConfig): Promise<Agent[]> {
  const refs = await discoverAgents(store);
  return Promise.all(refs.map((ref) => loadAgentRef(store, ref)));
}

/**
 * Loads every agent it can: one broken config (a bad name, bad TOML) is its
 * own error and does not hide the others.
 */
export async function loadEveryAgent(store: StoreConfig): Promise<{ agents: Agent[]; errors: unknown[] }> {
  const settled = await Promise.allSettled((await discoverAgents(store)).map((ref) => loadAgentRef(store, ref)));
  return {
    agents: settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])),
    errors: settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : [])),
  };
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
      `agent config not found: ${name}${hint} (looked for ${join(AGENTS_DIR, name + '.toml')} and ${join(AGENTS_DIR, name, AIDEFILE)} under ${store.root})`,
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
  const summary = summarySection(m) ?? PRESETS[typed.preset].summarySection;
  if (summary) {
    // The entry model leaves the summary section out (format/headings.ts): entries under it would never be trimmed.
    if (typed.layout.entriesUnder?.trim().toLowerCase() === summary.toLowerCase())
      throw m.error(
        'summary_section',
        `names the entries_under section "${summary}": the knowledge kept of trimmed entries cannot live among the entries`,
      );
    typed.layout = { ...typed.layout, summary };
  }
  const path = await within('path', m.string('path') ?? defaults.path);
  const knowledge = m.boolean('knowledge');
  const memory: AgentMemory = {
    enabled: m.boolean('enabled') ?? defaults.enabled,
    path,
    lastN: m.nonNegativeInt('last_n') ?? PRESETS[typed.preset].lastN ?? (aide ? AIDE_LAST_N : 0),
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
    knowledge:
      knowledge === false
        ? undefined
        : knowledge
          ? 'knowledge = true'
          : knowledgeLog(PRESETS[typed.preset], relative(store.root, path)),
  };
  // The distil step rewrites these whole with items: as the run log, its entries would be rewritten too.
  for (const file of DISTILLED_FILES)
    if (memory.path === join(memory.proceduralDir, file))
      throw m.error(
        'path',
        `is the agent's ${file} (in procedural_dir), which memkeep rewrites whole with distilled knowledge: the run log needs a file of its own`,
      );
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
  const entries = m.string('entries');
  if (entries !== undefined && !ENTRY_KINDS.includes(entries))
    throw m.error('entries', `must be one of ${ENTRY_KINDS.join(', ')} (got "${entries}")`);
  const kind = entries ?? (p.layout.items ? 'items' : p.layout.dated ? 'dated' : 'headings');
  const layout: LayoutSpec = {
    level: heading?.length ?? p.layout.level ?? 2,
    entriesUnder: m.string('entries_under') ?? p.layout.entriesUnder,
    structure: m.stringArray('structure') ?? p.layout.structure ?? [],
    order: (order as Order | undefined) ?? p.layout.order ?? 'oldest-first',
    ...(kind === 'dated'
      ? { dated: true }
      : kind === 'numbered'
        ? { numbered: true }
        : kind === 'items'
          ? { items: true }
          : {}),
  };
  if (layout.entriesUnder !== undefined && layout.level === 2 && !layout.items) {
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
  const own = Object.entries(m.plainTable('types') ?? {}).map(
    ([glob, v]): TypeRule => [glob, typeOf('types', glob, v)],
  );
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
