/**
 * Root confinement: every configured path must stay inside the store root
 * after `..` and symlinks are resolved. A store is often a shared
 * repository, and its config must not be able to make memkeep touch files
 * elsewhere on the runner.
 */
import { lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { configError } from '../errors.js';
import { kindOf } from '../fs/regular.js';
import type { StoreConfig } from './types.js';

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
  const real = await realPathIn(root, abs);
  if (!isInside(root, real)) {
    throw configError(`${field} "${value}" leads outside the store root through a symlink (to ${real})`, {
      file,
      field,
    });
  }
  if (inGitDir(root, abs) || inGitDir(root, real)) {
    throw configError(`${field} "${value}" is inside the repository's .git; memory never lives there`, {
      file,
      field,
    });
  }
  return abs;
}

/**
 * Whether `path`, inside `root`, is a `.git` or below one (in any case: the
 * same directory on macOS and Windows). The repository is not memory: a
 * typed directory there would age its objects out, a core file there would
 * load the checkout's credentials.
 */
export function inGitDir(root: string, path: string): boolean {
  return relative(root, path)
    .split(sep)
    .some((part) => part.toLowerCase() === '.git');
}

/**
 * Where `abs`, a path below the real `root`, lands once symlinks are
 * followed (a file not created yet: where it would be): the one name of a
 * file that two agents may give two ways.
 */
export async function realPathIn(root: string, abs: string): Promise<string> {
  return noLinksBelow(root, abs) ? abs : await realpathOfExisting(abs);
}

/** A path as people read it in messages: relative to the store when inside it. */
export function storeRelative(store: Pick<StoreConfig, 'root'>, abs: string): string {
  const rel = relative(store.root, abs);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? abs : rel;
}

/** Whether `path` is `root` or below it (both absolute; no symlinks followed: see realPathIn). */
export function isInside(root: string, path: string): boolean {
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
export function checkLinkedConfig(root: string, file: string): void {
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
