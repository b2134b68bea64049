/**
 * Presets: `preset = "..."` in `[memory]` fills the layout fields and the
 * typed-memory rules for a known way agents write memory. Explicit fields
 * override a preset; explicit `types` globs are tried before the preset's.
 * Globs are matched against the path relative to the store root (`*` within
 * a path segment, `**` across segments).
 *
 * Safe by default: a preset names what may age out (episodic daily notes,
 * project notes) and ends with a rule typing every other file of its folder
 * as core, so a document memkeep has no rule for is kept, never pruned
 * because it happens to sit in procedural_dir.
 */
import type { LayoutSpec } from '../format/layout.js';
import { nameWords } from '../text/name-words.js';
import type { MemoryType, TypeRule } from './types.js';

export interface Preset {
  layout: Partial<LayoutSpec>;
  /** Glob -> type, tried in order after the agent's own. */
  types: TypeRule[];
  /** Front matter `type:` value -> memory type. */
  frontMatterTypes: Record<string, MemoryType>;
  /** Globs of index files: a file linked from a kept index is never pruned. */
  indexFiles: string[];
  /** The run log's summary section the distil step merges its digest into (`summary_section`). */
  summarySection?: string;
  /** The run log holds durable knowledge (lessons, decisions): analysed and loaded, never trimmed by count. */
  knowledge?: string;
  /**
   * `last_n` when the agent sets none. axe's own form has none (axe trims to
   * max_entries, else not at all); the presets for logs whose tools never
   * trim them keep memkeep's earlier default of 10.
   */
  lastN?: number;
  /** What the preset is for, for `init`, the docs and status. */
  about: string;
}

const NONE: Preset = { layout: {}, types: [], frontMatterTypes: {}, indexFiles: [], about: '' };

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
export const MEMORY_BANK_CORE = [
  'projectbrief.md',
  'productContext.md',
  'systemPatterns.md',
  'techContext.md',
  'activeContext.md',
  'progress.md',
];

const BANK_DOCUMENT = 'memory-bank document: knowledge, never aged out';
const memoryBank: Preset = {
  ...NONE,
  // Only dated headings are entries: the bank's documents are fixed sections.
  layout: { order: 'newest-first', structure: CLINE_SECTIONS, dated: true },
  lastN: 10,
  types: [
    ...MEMORY_BANK_CORE.map((f): TypeRule => [`**/${f}`, 'core', 'memory-bank core file']),
    ['**/decisionLog.md', 'core', 'decision log: knowledge, never aged out'],
    ['**/.cursor/**', 'core', 'editor rules'],
    ['**/.clinerules*', 'core', 'editor rules'],
    ['**/memory-bank/**', 'core', BANK_DOCUMENT],
    // Where Cline's first memory bank instructions kept it.
    ['**/cline_docs/**', 'core', BANK_DOCUMENT],
  ],
  about: 'a Cline or Roo Code memory bank (memory-bank/ or cline_docs/)',
};

const squadTypes: TypeRule[] = [
  ['**/decisions/inbox/**', 'core', 'Squad decision inbox'],
  ['**/decisions-inbox/**', 'core', 'Squad decision inbox'],
  ['**/decisions.md', 'core', 'Squad decisions: knowledge, never aged out'],
  ['**/history.md', 'core', 'Squad history'],
  ['**/.squad/**', 'core', 'Squad file: knowledge, never aged out'],
  ['**/.ai-team/**', 'core', 'Squad file: knowledge, never aged out'],
];
const squad = (layout: Partial<LayoutSpec>, shape: string): Preset => ({
  ...NONE,
  layout,
  summarySection: 'Core Context',
  lastN: 10,
  types: squadTypes,
  about: `a Squad agent history (.squad/agents/<name>/history.md or .ai-team/), ${shape}`,
});

/** An OpenClaw workspace's own files, besides MEMORY.md and memory/: OpenClaw loads them; memkeep never touches them. */
export const OPENCLAW_WORKSPACE_FILES = [
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

export const PRESETS: Record<string, Preset> = {
  axe: { ...NONE, about: "axe's run log: `## ` entries appended oldest first" },
  'newest-first': { ...NONE, layout: { order: 'newest-first' }, lastN: 10, about: 'a run log prepended newest first' },
  squad: squad({ level: 3, entriesUnder: 'Learnings', order: 'git' }, '`### ` entries under `## Learnings`'),
  'squad-dated': squad({ level: 2, dated: true, order: 'auto' }, 'dated `## 2026-03-05: …` entries'),
  'squad-bullets': squad(
    { level: 2, items: true, entriesUnder: 'Learnings', order: 'git' },
    'bullets under `## Learnings`',
  ),
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
      ...OPENCLAW_WORKSPACE_FILES.map((f): TypeRule => [`**/${f}`, 'core', 'OpenClaw workspace file: never touched']),
      ['**/memory/????-??-??.md', 'episodic', 'a daily note'],
      ['**/memory/????-??-??-*.md', 'episodic', 'a daily note'],
      ['**/memory/**', 'core', 'a workspace memory file without an aging rule: never aged out'],
    ],
    knowledge: 'curated long-term memory',
    about: 'an OpenClaw workspace: curated MEMORY.md (core), daily memory/YYYY-MM-DD.md notes (episodic)',
  },
};

export const PRESET_NAMES = Object.keys(PRESETS);

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
export function knowledgeLog(preset: Preset, path: string): string | undefined {
  return preset.knowledge ?? knowledgeName(path);
}

/** Why a file's store-relative path says it holds durable knowledge, or undefined. */
export function knowledgeName(path: string): string | undefined {
  const parts = path.split(/[\\/]/);
  const name = parts.pop() ?? '';
  const knowing = (part: string) => nameWords(part).some((w) => KNOWLEDGE_WORDS.has(w));
  if (name === CURATED || knowing(name)) return `${name} holds durable knowledge`;
  const folder = parts.find(knowing);
  return folder ? `a file of ${folder}/ holds durable knowledge` : undefined;
}
