/**
 * The age of a memory file, behind one interface. Pruning and `expire` ask an
 * AgeSource rather than stat(): outside git that is the mtime, but inside a
 * checkout every file carries the checkout's mtime, so the git module supplies
 * a source built from history instead (git/ages.ts).
 */
import { stat } from 'node:fs/promises';

export interface FileAge {
  /** When the file last changed; undefined when that cannot be known. */
  modified?: Date;
  /** `modified` is an upper bound: the file is at least this old (history was read only that far). */
  atLeast?: boolean;
  /** Where the time came from, for reports. */
  source: 'mtime' | 'git';
  /** Why the age is unknown; a file with an uncertain age is never pruned. */
  uncertain?: string;
}

export interface AgeSource {
  /** The age of an existing file, by absolute path. */
  ageOf(path: string): Promise<FileAge>;
}

/** Ages from the filesystem's modification time. */
export const mtimeAges: AgeSource = {
  async ageOf(path: string): Promise<FileAge> {
    const st = await stat(path);
    return { modified: st.mtime, source: 'mtime' };
  },
};

/** True when `age` is known and older than `maxAgeMs` at `now`. */
export function olderThan(age: FileAge, maxAgeMs: number, now: Date): boolean {
  if (!age.modified || age.uncertain) return false;
  return now.getTime() - age.modified.getTime() > maxAgeMs;
}

/** Human age for reports: `3d`, `12h`, `5m`. */
export function formatAge(age: FileAge, now: Date): string {
  if (!age.modified) return 'unknown';
  const ms = Math.max(0, now.getTime() - age.modified.getTime());
  const h = ms / 3_600_000;
  const text = h >= 48 ? `${Math.floor(h / 24)}d` : h >= 1 ? `${Math.floor(h)}h` : `${Math.floor(ms / 60_000)}m`;
  return age.atLeast ? `>${text}` : text;
}
