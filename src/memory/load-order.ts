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
import { join, relative, resolve, sep } from 'node:path';
import { DIGEST_FILE, LESSONS_FILE } from '../config/paths.js';
import type { AgentMemory, MemoryType } from '../config/types.js';
import { linkedFiles } from './typed/links.js';
import { globMatch, memoryTypeOf } from './typed/typed.js';

/** A label for people and prompts: the memory type, or the knowledge files' own kinds. */
export type LoadKind = MemoryType | 'knowledge' | 'lessons';

export interface LoadCandidate {
  /** Absolute. */
  path: string;
  kind: LoadKind;
  /** Only this `## ` section of the file (the layout's summary section of the run log). */
  section?: string;
  /** An index file (its links follow it). */
  index?: boolean;
  /** The index this file was linked from (absolute). */
  linkedFrom?: string;
  /** How its items are cut when it does not fit (load.ts, cutItems). */
  items: 'sections' | 'subsections' | 'blocks';
  /** The knowledge or lessons the files before them leave room for, each its share (load-reserve.ts). */
  reserved?: true;
}

export interface LoadPlan {
  files: LoadCandidate[];
  /** The run log is one of the files (a Cline memory bank's activeContext.md): its entries are not loaded again. */
  logIsFile: boolean;
  /** Files of the agent not loaded, and why. */
  notLoaded: { path: string; reason: string }[];
}

/**
 * Orders `listed` (the files under the agent's procedural and episodic
 * dirs) and its core files for loading. `rel` gives the store-relative
 * path the type globs match; `contentOf` what the reader read of a file
 * (undefined when it could not).
 */
export function planLoad(
  memory: AgentMemory,
  listed: string[],
  rel: (path: string) => string,
  contentOf: (path: string) => Buffer | undefined,
): LoadPlan {
  const log = resolve(memory.path);
  const digest = resolve(join(memory.proceduralDir, DIGEST_FILE));
  const lessons = resolve(join(memory.proceduralDir, LESSONS_FILE));
  const own = new Set(listed.map((p) => resolve(p)));
  const typed = (path: string): { type: MemoryType; by: string } => {
    if (memory.coreFiles.some((c) => resolve(c) === path)) return { type: 'core', by: 'core_files' };
    // A file under both dirs (one folder for all, as Claude Code keeps it) is judged by the episodic dir first, as pruning does.
    const dirType = isUnder(path, memory.episodicDir) ? 'episodic' : 'procedural';
    const dir = dirType === 'episodic' ? memory.episodicDir : memory.proceduralDir;
    return memoryTypeOf(memory, rel(path), contentOf(path) ?? Buffer.alloc(0), dirType, relative(dir, path));
  };
  const typeOf = (path: string): MemoryType => typed(path).type;
  const isIndex = (path: string) => memory.indexFiles.some((g) => globMatch(g, rel(path)));

  const files: LoadCandidate[] = [];
  const seen = new Set<string>();
  const add = (c: LoadCandidate) => {
    if (seen.has(c.path + (c.section ?? ''))) return;
    seen.add(c.path + (c.section ?? ''));
    files.push(c);
  };
  const special = (p: string) => p === digest || p === lessons;
  const sorted = [...own].sort();

  // 1. Core: the configured core files in their order, then the files typed core in the order of
  // the rules that type them (a preset lists a layout's files in its reading order: Cline's
  // projectbrief.md first, its .cursor rules last), then by path.
  const rule = (p: string) => {
    const i = memory.types.findIndex(([glob]) => globMatch(glob, rel(p)));
    return i < 0 ? memory.types.length : i;
  };
  // A document core only by a preset's rule for the rest of its folder (kept as knowledge, never aged
  // out) is no core file to read first: it comes with the index that links it, or after the knowledge.
  const folderKnowledge = (p: string) => typed(p).by.endsWith(KEPT);
  const configured = memory.coreFiles.map((p) => resolve(p));
  const core = [
    ...configured,
    ...sorted
      .filter((p) => !special(p) && typeOf(p) === 'core' && !folderKnowledge(p))
      .sort((a, b) => rule(a) - rule(b)),
  ];
  // An index named in core_files keeps its configured place (Claude Code always reads MEMORY.md
  // first): typed notes must not crowd it out. Any other index comes after the core notes, with its links.
  for (const path of core)
    if (!isIndex(path)) add({ path, kind: 'core', items: 'blocks' });
    else if (configured.includes(path)) add({ path, kind: 'core', index: true, items: 'blocks' });
  // 2. Each index, then what it links, in link order; only the agent's own files (a link is no way out of its memory).
  for (const index of [...new Set([...core, ...sorted])].filter(isIndex)) {
    add({ path: index, kind: typeOf(index), index: true, items: 'blocks' });
    const text = contentOf(index)?.toString('utf8') ?? '';
    for (const linked of linkedFiles(index, text).map((p) => resolve(p))) {
      if (!own.has(linked) || special(linked) || linked === index) continue;
      add({ path: linked, kind: typeOf(linked), linkedFrom: index, items: 'blocks' });
    }
  }
  // 3. Knowledge, then lessons.
  if (memory.summarySection)
    add({ path: log, kind: 'knowledge', section: memory.summarySection, items: 'subsections', reserved: true });
  if (own.has(digest)) add({ path: digest, kind: 'knowledge', items: 'sections', reserved: true });
  if (own.has(lessons)) add({ path: lessons, kind: 'lessons', items: 'sections', reserved: true });
  // 4. The other procedural notes, by path; the run log is loaded as entries, not as a note.
  const notLoaded: LoadPlan['notLoaded'] = [];
  for (const path of sorted) {
    if (seen.has(path) || special(path) || path === log) continue;
    const type = typeOf(path);
    if (type === 'procedural') add({ path, kind: 'procedural', items: 'blocks' });
    else if (type === 'core') add({ path, kind: 'knowledge', items: 'blocks' });
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

function isUnder(path: string, dir: string): boolean {
  const d = resolve(dir);
  return path === d || path.startsWith(d + sep);
}
