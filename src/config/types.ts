/**
 * The configuration memkeep works from: the store's settings and one Agent
 * model that axe-style TOML and aide-style Aidefile configs both map onto.
 */
import type { LayoutSpec } from '../format/layout.js';

/** aide's memory types: what pruning rules assign to a file. */
export type MemoryType = 'core' | 'procedural' | 'episodic';

export const MEMORY_TYPES: readonly MemoryType[] = ['core', 'procedural', 'episodic'];

/** The folders an agent's typed notes live in (ops/note.ts). */
export type NoteType = 'procedural' | 'episodic';
export const NOTE_TYPES: readonly NoteType[] = ['procedural', 'episodic'];

/** Glob -> type, and why (what the review says of a file the rule keeps or prunes). */
export type TypeRule = [glob: string, type: MemoryType, why?: string];
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
  'knowledge_max',
  'entries',
  'knowledge',
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
  types: TypeRule[];
  /** Front matter `type:` value -> memory type. */
  frontMatterTypes: Record<string, MemoryType>;
  /** Globs (store-relative) of index files: a file linked from a kept index is never pruned. */
  indexFiles: string[];
  /**
   * `summary_section`: the run log's own section (Squad's `Core Context`) the
   * distil step merges its digest into, instead of `<procedural_dir>/digest.md`.
   */
  summarySection?: string;
  /**
   * `knowledge_max`: bytes the knowledge items (digest.md or the summary
   * section's items) and lessons.md may each hold; kept by consolidating.
   */
  knowledgeMax: number;
  /**
   * Why the run log is a knowledge file (lessons, decisions, a curated
   * index): analysed and loaded, never trimmed by count. Undefined: a log.
   */
  knowledge?: string;
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

export interface AgentRef {
  name: string;
  form: Agent['form'];
  configFile: string;
}
