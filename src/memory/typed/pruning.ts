/**
 * Typed pruning (aide): episodic files older than episodic_max_age and
 * procedural files older than procedural_max_age are removed; core files,
 * locked files and `.lock` sentinels never are.
 *
 * A file's type is, in this order: its front matter `type:` mapped by
 * `front_matter_types`, the first `types` glob that matches its
 * store-relative path, then the directory it is in. Whatever the rules say,
 * some files are never pruned: the agent's own run log, failures.md (what
 * `memkeep fail` writes) and the distilled digest.md and lessons.md in
 * procedural_dir, core files, and every file a kept index (`index_files`),
 * the run log or a core file links to, so pruning never leaves a dead link
 * in them.
 *
 * planPrune decides from the files and their ages and changes nothing;
 * applyPrune carries a plan out, re-checking each file first, so a file an
 * agent changed or locked after it was planned for pruning is kept. A
 * failure on one file is recorded and the pass goes on.
 */

import { unlink } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { formatDuration } from '../../config/duration.js';
import { DISTILLED_FILES, FAILURES_FILE } from '../../config/paths.js';
import type { Agent } from '../../config/types.js';
import { formatError } from '../../errors.js';
import { digestOf } from '../../fs/digest.js';
import { isLocked, isLockedSync } from '../../fs/lock.js';
import { MAX_TEXT_BYTES, readRegularFile, readRegularFileSync } from '../../fs/regular.js';
import { cutCodePoints } from '../../text/cut.js';
import { redacted } from '../../text/untrusted.js';
import { type AgeSource, type FileAge, formatAge, olderThan } from './file-ages.js';
import { linkedFiles } from './links.js';
import { globMatch, listTypedFiles, memoryTypeOf } from './typed.js';

export type PrunedType = 'episodic' | 'procedural';

export interface PruneItem {
  agent: string;
  type: PrunedType;
  path: string;
  age: FileAge;
  /** Age as people read it (`12d`, `>90d`). */
  ageText: string;
  /** Content digest when planned: a file that changes afterwards is kept. */
  digest: string;
  bytes: number;
  /** The retention rule that prunes it, as configured (`episodic_max_age 7d`). */
  rule: string;
  /** Its first non-blank line, at most FIRST_LINE_MAX characters: what the reviewer sees of it. */
  firstLine: string;
}

const FIRST_LINE_MAX = 120;

export interface PruneNote {
  agent: string;
  path: string;
  message: string;
}

export interface PrunePlan {
  items: PruneItem[];
  /** Files kept although old enough, with the reason (unknown age, locked). */
  kept: PruneNote[];
  errors: PruneNote[];
}

export interface PruneResult {
  removed: PruneItem[];
  skipped: PruneNote[];
  errors: PruneNote[];
}

/** The longest retention among `agents`: how far back history must be read. */
export function longestRetention(agents: Agent[]): number {
  return Math.max(0, ...agents.flatMap((a) => [a.memory.episodicMaxAgeMs, a.memory.proceduralMaxAgeMs]));
}

/** Decides what pruning would remove, without changing anything; globs match paths relative to `root`. */
export async function planPrune(
  agents: Agent[],
  ages: AgeSource,
  now: Date,
  root: string,
  onAgent?: (done: number, agent: string) => void,
): Promise<PrunePlan> {
  const plan: PrunePlan = { items: [], kept: [], errors: [] };
  for (const [i, agent] of agents.entries()) {
    onAgent?.(i + 1, agent.name);
    const m = agent.memory;
    const dirs: [PrunedType, string][] = [
      ['episodic', m.episodicDir],
      ['procedural', m.proceduralDir],
    ];
    const listed: [PrunedType, string, string][] = [];
    const seen = new Set<string>();
    for (const [type, dir] of dirs) {
      try {
        // A file under both dirs (nested config) is judged once, by the first type.
        for (const path of listTypedFiles(dir)) {
          if (seen.has(path)) continue;
          seen.add(path);
          listed.push([type, path, dir]);
        }
      } catch (err) {
        plan.errors.push({ agent: agent.name, path: dir, message: formatError(err) });
      }
    }
    const rel = (path: string) => relative(root, path).split(sep).join('/');
    const never = neverPruned(agent, [...seen], rel);
    for (const [dirType, path, dir] of listed) {
      const why = never.has(resolve(path));
      try {
        const age = await ages.ageOf(path);
        if (age.uncertain) {
          if (!why) plan.kept.push({ agent: agent.name, path, message: `age unknown: ${age.uncertain}` });
          continue;
        }
        // The shortest retention is the first test: most files are younger than both.
        if (why || !olderThan(age, Math.min(m.episodicMaxAgeMs, m.proceduralMaxAgeMs), now)) continue;
        // Synchronous: a store can hold tens of thousands of small files, and a
        // thread-pool round trip for each check and read costs more than the work.
        const content = readRegularFileSync(path, { maxBytes: MAX_TEXT_BYTES }) ?? Buffer.alloc(0);
        const typed = memoryTypeOf(agent.memory, rel(path), content, dirType, relative(dir, path));
        if (typed.type === 'core') {
          plan.kept.push({ agent: agent.name, path, message: `core (${typed.by})` });
          continue;
        }
        const maxAge = typed.type === 'episodic' ? m.episodicMaxAgeMs : m.proceduralMaxAgeMs;
        if (!olderThan(age, maxAge, now)) continue;
        if (isLockedSync(path)) {
          plan.kept.push({ agent: agent.name, path, message: 'locked' });
          continue;
        }
        plan.items.push({
          agent: agent.name,
          type: typed.type,
          path,
          age,
          ageText: formatAge(age, now),
          digest: digestOf(content),
          bytes: content.length,
          rule: `${typed.type}_max_age ${formatDuration(maxAge)} (${typed.by})`,
          firstLine: firstLine(content),
        });
      } catch (err) {
        plan.errors.push({ agent: agent.name, path, message: formatError(err) });
      }
    }
  }
  return plan;
}

/**
 * Files never pruned whatever the rules say (absolute): the run log,
 * failures.md, the distilled files, core files, indexes, and what the run
 * log, the core files and the indexes link to.
 */
function neverPruned(agent: Agent, files: string[], rel: (path: string) => string): Set<string> {
  const m = agent.memory;
  const never = new Set<string>([
    resolve(m.path),
    resolve(join(m.proceduralDir, FAILURES_FILE)),
    ...m.coreFiles.map((f) => resolve(f)),
  ]);
  for (const name of DISTILLED_FILES) never.add(resolve(join(m.proceduralDir, name)));
  // Indexes are core (a preset types them so, or they are core_files): what they link to stays. So
  // does what the run log or a core file links to (OpenClaw's curated MEMORY.md cites daily notes):
  // they are kept as written, so pruning a file they link would leave them a dead link.
  const indexes = [...files, ...m.coreFiles].filter((f) => m.indexFiles.some((g) => globMatch(g, rel(f))));
  for (const doc of new Set([...indexes, m.path, ...m.coreFiles])) {
    let text: string;
    try {
      text = readRegularFileSync(doc, { maxBytes: MAX_TEXT_BYTES })?.toString('utf8') ?? '';
    } catch {
      continue;
    }
    never.add(resolve(doc));
    for (const linked of linkedFiles(doc, text)) never.add(resolve(linked));
  }
  return never;
}

/** Removes the planned files that are still exactly as planned and unlocked. */
export async function applyPrune(plan: PrunePlan): Promise<PruneResult> {
  const result: PruneResult = { removed: [], skipped: [], errors: [] };
  for (const item of plan.items) {
    try {
      if (await isLocked(item.path)) {
        result.skipped.push({ agent: item.agent, path: item.path, message: 'locked since it was planned' });
        continue;
      }
      let content: Buffer;
      try {
        const read = await readRegularFile(item.path, { maxBytes: MAX_TEXT_BYTES });
        if (!read) throw Object.assign(new Error('gone'), { code: 'ENOENT' });
        content = read;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
          result.skipped.push({ agent: item.agent, path: item.path, message: 'already gone' });
          continue;
        }
        throw err;
      }
      if (digestOf(content) !== item.digest) {
        result.skipped.push({ agent: item.agent, path: item.path, message: 'changed since it was planned' });
        continue;
      }
      await unlink(item.path);
      result.removed.push(item);
    } catch (err) {
      result.errors.push({ agent: item.agent, path: item.path, message: formatError(err) });
    }
  }
  return result;
}

/**
 * What the note is about, for the reviewer: its front matter's
 * `description:` (Claude Code's notes), else its first line of text, not
 * the `---` that opens front matter nor a bare heading mark.
 */
function firstLine(content: Buffer): string {
  const lines = content.subarray(0, 4096).toString('utf8').split(/\r?\n/);
  let body = lines;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((l, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(l));
    const front = end > 0 ? lines.slice(1, end) : [];
    const description = front.map((l) => /^description:\s*(.+)$/.exec(l)?.[1]).find(Boolean);
    if (description) return clip(description.replace(/^(["'])(.*)\1$/, '$2'));
    body = end > 0 ? lines.slice(end + 1) : lines.slice(1);
  }
  return clip(body.find((l) => /[\p{L}\p{N}]/u.test(l)) ?? '');
}

function clip(line: string): string {
  // Redacted before the cut: a cut through a token leaves a head no rule knows (and a GitHub token's checksum gives back its tail).
  return cutCodePoints(redacted(line.trim()), FIRST_LINE_MAX);
}
