/**
 * Typed memory (aide): core files are never pruned, procedural and episodic
 * files are pruned by age. This module holds the per-file operations:
 * promote/demote between types, expire by age, and the listing pruning
 * walks. Every operation honours `.lock` sentinels.
 */

import { readdirSync } from 'node:fs';
import { copyFile, link, lstat, mkdir, open, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import picomatch from 'picomatch';
import { knowledgeName } from '../../config/presets.js';
import type { MemoryType, TypeRule } from '../../config/types.js';
import { ioError, opError } from '../../errors.js';
import { assertUnlocked, isLocked, isLockSentinel } from '../../fs/lock.js';
import { readRegularFile } from '../../fs/regular.js';
import { type AgeSource, type FileAge, mtimeAges, olderThan } from './file-ages.js';

/** Promotes a file to a longer-lived type: an atomic move that never overwrites. */
export function promote(src: string, dst: string): Promise<void> {
  return move(src, dst, 'promote');
}

/** Demotes a file to a shorter-lived type: an atomic move that never overwrites. */
export function demote(src: string, dst: string): Promise<void> {
  return move(src, dst, 'demote');
}

/**
 * link(2) fails with EEXIST atomically, so an existing destination is never
 * replaced, not even by a racing writer; unlinking the source completes the
 * move. Where hard links are not possible the copy is made with O_EXCL.
 *
 * A move killed (or failing) between the link and the unlink leaves both
 * names; a retry sees the destination exists and finds that it is the
 * source itself (same inode) or, after a copy, holds exactly its bytes. Then
 * nothing would be overwritten, so the retry finishes the move by removing
 * the source instead of refusing for good.
 */
async function move(src: string, dst: string, verb: string): Promise<void> {
  let st;
  try {
    st = await lstat(src);
  } catch (err) {
    throw (err as NodeJS.ErrnoException).code === 'ENOENT'
      ? opError(`cannot ${verb} ${src}: it does not exist`, { file: src })
      : ioError(verb, src, err);
  }
  if (!st.isFile()) throw opError(`cannot ${verb} ${src}: not a regular file`, { file: src });
  await assertUnlocked(src, verb);
  await assertUnlocked(dst, `${verb} onto`);
  try {
    await mkdir(dirname(dst), { recursive: true });
    try {
      await link(src, dst);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw err;
      await copyExclusive(src, dst);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw ioError(verb, dst, err);
    if (!(await alreadyMoved(src, dst))) {
      throw opError(`cannot ${verb} to ${dst}: it already exists (memkeep never overwrites)`, { file: dst });
    }
  }
  try {
    await unlink(src);
  } catch (err) {
    throw ioError(`finish the ${verb} of`, src, err);
  }
}

/** Whether `dst` is what an interrupted move of `src` left: the same file, or a regular file with its exact bytes. */
async function alreadyMoved(src: string, dst: string): Promise<boolean> {
  const [a, b] = await Promise.all([lstat(src), lstat(dst).catch(() => undefined)]);
  if (!b?.isFile()) return false;
  if (a.dev === b.dev && a.ino === b.ino) return true;
  if (a.size !== b.size) return false;
  const read = (path: string) => readRegularFile(path, { maxBytes: a.size }).catch(() => undefined);
  const [x, y] = await Promise.all([read(src), read(dst)]);
  return x !== undefined && y !== undefined && x.equals(y);
}

async function copyExclusive(src: string, dst: string): Promise<void> {
  const { constants } = await import('node:fs');
  await copyFile(src, dst, constants.COPYFILE_EXCL);
  const fh = await open(dst, 'r+');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

export interface ExpireResult {
  removed: boolean;
  reason?: string;
  age?: FileAge;
}

/**
 * Deletes `path` when its age (from the AgeSource, never stat directly: in a
 * checkout mtime lies) is known and older than `maxAgeMs`. Missing, locked,
 * sentinel and uncertain-age files are kept, with the reason.
 */
export async function expire(
  path: string,
  maxAgeMs: number,
  options: { ages?: AgeSource; now?: Date } = {},
): Promise<ExpireResult> {
  const ages = options.ages ?? mtimeAges;
  const now = options.now ?? new Date();
  if (isLockSentinel(path)) return { removed: false, reason: 'lock sentinels are never expired' };
  let age: FileAge;
  try {
    const st = await lstat(path);
    if (!st.isFile()) throw opError(`cannot expire ${path}: not a regular file`, { file: path });
    age = await ages.ageOf(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { removed: false, reason: 'missing' };
    throw ioError('expire', path, err);
  }
  if (age.uncertain) return { removed: false, reason: `age unknown: ${age.uncertain}`, age };
  if (!olderThan(age, maxAgeMs, now)) return { removed: false, reason: 'not old enough', age };
  if (await isLocked(path)) return { removed: false, reason: 'locked', age };
  try {
    await unlink(path);
  } catch (err) {
    throw ioError('expire', path, err);
  }
  return { removed: true, age };
}

/**
 * Every regular file under a typed-memory directory, recursively and sorted,
 * without `.lock` sentinels, memkeep temp files, anything in a `.git`, or
 * anything reached through a symlink (a link must not let pruning delete
 * outside the store).
 *
 * Listed synchronously: a listing is one or two system calls, most often
 * for a folder that does not exist, and a round trip to the thread pool
 * wakes a worker and then the main thread for each (every plan and every
 * load lists two folders per agent: 4,000 round trips in a thousand agents'
 * dry run).
 */
export function listTypedFiles(dir: string): string[] {
  const files: string[] = [];
  function walk(current: string): void {
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || (code === 'ENOTDIR' && current === dir)) return;
      throw ioError('list', current, err);
    }
    for (const entry of entries) {
      // The repository (a directory, or a worktree's or submodule's `.git` file) is never memory.
      if (entry.name.toLowerCase() === '.git') continue;
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && !isLockSentinel(entry.name) && !entry.name.endsWith('.memkeep-tmp')) files.push(path);
    }
  }
  walk(dir);
  return files.sort();
}

// --- typing ----------------------------------------------------------------

const matchers = new Map<string, (path: string) => boolean>();

/**
 * A glob over a store-relative path (`/` separated), through picomatch, so
 * a glob means what it means in a shell or a .gitignore: `*` and `?` stay
 * within a segment, `**` crosses segments (`**\/` may match no directory at
 * all), braces (`*.{md,txt}`), classes (`[0-9]`) and a leading `!`
 * (everything but) work, and dot files match like any other (Cline's
 * `.clinerules`, `.cursor/`). A glob is compiled once per run.
 */
export function globMatch(glob: string, relPath: string): boolean {
  let match = matchers.get(glob);
  if (match === undefined) {
    match = picomatch(glob, { dot: true });
    matchers.set(glob, match);
  }
  return match(relPath);
}

/**
 * A file's memory type and what decided it: its front matter `type:` when
 * the agent maps it, else the first `types` glob that matches its
 * store-relative path, else the directory it is in. Pruning and load type
 * a file the same way.
 *
 * A file that would age out but whose name, or a folder between its typed
 * directory and it (`within`, the path below that directory), reads as
 * knowledge (a decision log, lessons, ADRs: `knowledgeName`) is core: DESIGN
 * §8 never ages those out, whatever a preset's front matter or folder rule
 * says. Only a `types` glob of the agent's own (a rule without a preset's
 * reason) still ages it out: that names the file on purpose.
 */
export function memoryTypeOf(
  memory: { frontMatterTypes: Record<string, MemoryType>; types: TypeRule[] },
  relPath: string,
  content: Buffer,
  dirType: MemoryType,
  within: string = basename(relPath),
): { type: MemoryType; by: string } {
  const typed = declaredType(memory, relPath, content, dirType);
  if (typed.type === 'core') return typed;
  const why = knowledgeName(within);
  if (!why || memory.types.some(([glob, , reason]) => reason === undefined && globMatch(glob, relPath))) return typed;
  return { type: 'core', by: `${why}: knowledge, never aged out` };
}

function declaredType(
  memory: { frontMatterTypes: Record<string, MemoryType>; types: TypeRule[] },
  relPath: string,
  content: Buffer,
  dirType: MemoryType,
): { type: MemoryType; by: string } {
  const declared = frontMatterType(content);
  const mapped = declared === undefined ? undefined : memory.frontMatterTypes[declared];
  if (mapped) return { type: mapped, by: `front matter type: ${declared}` };
  const rule = memory.types.find(([glob]) => globMatch(glob, relPath));
  // A note that says it is something no rule here maps (`type: project` on an OpenClaw daily
  // note's name) is not what the rule ages out; only a glob of the agent's own names it on purpose.
  if (declared !== undefined && declared !== 'episodic' && declared !== 'procedural' && rule?.[2] !== undefined)
    return { type: 'core', by: `front matter type: ${declared}, which no rule ages out` };
  if (rule) return { type: rule[1], by: rule[2] ?? `types "${rule[0]}"` };
  return { type: dirType, by: `under ${dirType}_dir` };
}

/**
 * The `type:` in a file's YAML front matter (at any indentation, as Claude
 * Code nests it under `metadata:`). Read line by line, as YAML would: the
 * front matter ends at `---` or `...`, a line of a block scalar (`|`, `>`)
 * is text, and `type:x` is one plain string, not a key. Prune ages files by
 * this value, so a line that only looks like it must not count.
 */
export function frontMatterType(content: Buffer): string | undefined {
  const text = content
    .subarray(0, 8192)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const open = /^---[ \t]*\r?\n/.exec(text);
  if (!open) return undefined;
  let type: string | undefined;
  // The indentation of the key whose block scalar the lines below belong to, if any.
  let scalarOf: number | undefined;
  for (let at = open[0].length; at < text.length; ) {
    const end = text.indexOf('\n', at);
    const line = text.slice(at, end < 0 ? text.length : end).replace(/\r$/, '');
    at = end < 0 ? text.length : end + 1;
    if (/^(?:---|\.\.\.)[ \t]*$/.test(line)) return type;
    const indent = /^[ \t]*/.exec(line)![0].length;
    if (scalarOf !== undefined && (indent > scalarOf || line.trim() === '')) continue;
    scalarOf = /^[ \t]*[^\s#][^:]*:[ \t]+[|>][-+0-9]*[ \t]*(?:#.*)?$/.test(line) ? indent : undefined;
    const m = /^[ \t]*type:[ \t]+["']?([A-Za-z0-9_-]+)["']?[ \t]*(?:#.*)?$/.exec(line);
    if (m && type === undefined) type = m[1].toLowerCase();
  }
  // Never closed: no front matter.
  return undefined;
}
