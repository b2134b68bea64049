/**
 * Typed pruning (aide): episodic files older than episodic_max_age and
 * procedural files older than procedural_max_age are removed; core files,
 * locked files and `.lock` sentinels never are.
 *
 * planPrune decides from the files and their ages and changes nothing;
 * applyPrune carries a plan out, re-checking each file first, so a file an
 * agent changed or locked after it was planned for pruning is kept. A
 * failure on one file is recorded and the pass goes on.
 */
import { unlink } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Agent } from '../store/config.js';
import { formatAge, olderThan, type AgeSource, type FileAge } from '../store/ages.js';
import { isLocked, isLockedSync } from '../store/lock.js';
import { listTypedFiles } from '../store/typed.js';
import { formatError } from '../errors.js';
import { digestOf } from '../store/digest.js';
import { formatDuration } from '../store/duration.js';
import { MAX_TEXT_BYTES, readRegularFile, readRegularFileSync } from '../store/regular.js';

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

/** Decides what pruning would remove, without changing anything. */
export async function planPrune(agents: Agent[], ages: AgeSource, now: Date): Promise<PrunePlan> {
  const plan: PrunePlan = { items: [], kept: [], errors: [] };
  for (const agent of agents) {
    const core = new Set(agent.memory.coreFiles.map((p) => resolve(p)));
    const dirs: [PrunedType, string, number][] = [
      ['episodic', agent.memory.episodicDir, agent.memory.episodicMaxAgeMs],
      ['procedural', agent.memory.proceduralDir, agent.memory.proceduralMaxAgeMs],
    ];
    const seen = new Set<string>();
    for (const [type, dir, maxAge] of dirs) {
      let files: string[];
      try {
        files = await listTypedFiles(dir);
      } catch (err) {
        plan.errors.push({ agent: agent.name, path: dir, message: formatError(err) });
        continue;
      }
      for (const path of files) {
        // A file under both dirs (nested config) is judged once, by the first type.
        if (core.has(resolve(path)) || seen.has(path)) continue;
        seen.add(path);
        try {
          const age = await ages.ageOf(path);
          if (age.uncertain) {
            plan.kept.push({ agent: agent.name, path, message: `age unknown: ${age.uncertain}` });
            continue;
          }
          if (!olderThan(age, maxAge, now)) continue;
          // Synchronous: a store can hold tens of thousands of small files, and a
          // thread-pool round trip for each check and read costs more than the work.
          if (isLockedSync(path)) {
            plan.kept.push({ agent: agent.name, path, message: 'locked' });
            continue;
          }
          const content = readRegularFileSync(path, { maxBytes: MAX_TEXT_BYTES }) ?? Buffer.alloc(0);
          plan.items.push({
            agent: agent.name,
            type,
            path,
            age,
            ageText: formatAge(age, now),
            digest: digestOf(content),
            bytes: content.length,
            rule: `${type}_max_age ${formatDuration(maxAge)}`,
            firstLine: firstLine(content),
          });
        } catch (err) {
          plan.errors.push({ agent: agent.name, path, message: formatError(err) });
        }
      }
    }
  }
  return plan;
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

function firstLine(content: Buffer): string {
  const line = content.subarray(0, 4096).toString('utf8').split(/\r?\n/).find((l) => l.trim()) ?? '';
  const chars = Array.from(line.trim());
  return chars.length > FIRST_LINE_MAX ? chars.slice(0, FIRST_LINE_MAX - 1).join('') + '…' : chars.join('');
}
