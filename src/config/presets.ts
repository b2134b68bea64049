/**
 * Presets: `preset = "..."` in `[memory]` fills the layout fields and the
 * typed-memory rules for a known way agents write memory. Explicit fields
 * override a preset; explicit `types` globs are tried before the preset's.
 * Globs are matched against the path relative to the store root (`*` within
 * a path segment, `**` across segments).
 */
import type { LayoutSpec } from '../format/layout.js';
import type { MemoryType } from './types.js';

export interface Preset {
  layout: Partial<LayoutSpec>;
  /** Glob -> type, tried in order after the agent's own. */
  types: [string, MemoryType][];
  /** Front matter `type:` value -> memory type. */
  frontMatterTypes: Record<string, MemoryType>;
  /** Globs of index files: a file linked from a kept index is never pruned. */
  indexFiles: string[];
  /** The run log's summary section the distil step merges its digest into (`summary_section`). */
  summarySection?: string;
}

const NONE: Preset = { layout: {}, types: [], frontMatterTypes: {}, indexFiles: [] };

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
const CLINE_CORE = [
  'projectbrief.md',
  'productContext.md',
  'systemPatterns.md',
  'techContext.md',
  'activeContext.md',
  'progress.md',
];

export const PRESETS: Record<string, Preset> = {
  axe: NONE,
  'newest-first': { ...NONE, layout: { order: 'newest-first' } },
  squad: {
    ...NONE,
    layout: { level: 3, entriesUnder: 'Learnings', order: 'git' },
    summarySection: 'Core Context',
    types: [
      ['**/decisions/inbox/**', 'core'],
      ['**/decisions-inbox/**', 'core'],
      ['**/decisions.md', 'core'],
      ['**/history.md', 'core'],
    ],
  },
  'claude-code': {
    ...NONE,
    types: [['**/MEMORY.md', 'core']],
    frontMatterTypes: { feedback: 'core', user: 'core', project: 'episodic', reference: 'procedural' },
    indexFiles: ['**/MEMORY.md'],
  },
  cline: {
    ...NONE,
    layout: { order: 'newest-first', structure: CLINE_SECTIONS },
    types: [
      ...CLINE_CORE.map((f): [string, MemoryType] => [`**/${f}`, 'core']),
      ['**/.cursor/**', 'core'],
      ['**/.clinerules*', 'core'],
    ],
  },
};

export const PRESET_NAMES = Object.keys(PRESETS);
