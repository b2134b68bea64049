/**
 * The memory snapshot an agent starts a session with (evva Load), with the
 * store root in the role of evva's app home:
 *
 *   <workdir>/EVVA.md                          workdir memory (user-authored)
 *   <storeRoot>/USER_PROFILE.md                user memory
 *   <storeRoot>/projects/<projectKey>/MEMORY.md project memory (on request)
 *
 * Loading never fails, so an agent can always boot: a missing file is empty,
 * an unreadable, binary or oversized one becomes a warning. The 64 KiB cap applies to
 * this read only; rewrites read whole files (section-file.ts).
 */
import type { FileHandle } from 'node:fs/promises';
import { realpath } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { isInside, realPathIn } from '../../config/confine.js';
import { ioError } from '../../errors.js';
import { openRegular } from '../../fs/regular.js';
import { indexSummary, projectKey } from './section-file.js';

/** evva's per-file cap on what a snapshot loads (64 KiB). */
export const MAX_FILE_BYTES = 65536;

export interface SnapshotOptions {
  /** The project directory; without it EVVA.md and project memory are skipped. */
  workdir?: string;
  /** The store root (evva's app home); "" skips the files anchored there. */
  storeRoot: string;
  /** Also read the project's MEMORY.md and build its index. */
  loadProjectMemory: boolean;
}

export interface SnapshotPaths {
  /** Present for each file that was looked for. */
  workdirMemory?: string;
  userProfile?: string;
  projectMemory?: string;
}

export interface Snapshot {
  workdirMemory: string;
  userProfile: string;
  projectMemory: string;
  /** indexSummary(projectMemory, 80); "" when it has no sections. */
  projectMemoryIndex: string;
  /** projectKey of the absolute workdir; "" without a workdir. */
  projectKey: string;
  paths: SnapshotPaths;
  warnings: string[];
}

/**
 * Reads the snapshot's files in the order EVVA.md, USER_PROFILE.md,
 * MEMORY.md, so warnings come in that order. Never throws. Project memory is
 * skipped when its key is "" (workdir `/`): evva would read
 * `projects/MEMORY.md`, which belongs to no project.
 */
export async function loadSnapshot(options: SnapshotOptions): Promise<Snapshot> {
  const warnings: string[] = [];
  const paths: SnapshotPaths = {};
  const key = options.workdir ? projectKey(resolve(options.workdir)) : '';
  if (options.workdir) paths.workdirMemory = join(options.workdir, 'EVVA.md');
  if (options.storeRoot) {
    paths.userProfile = join(options.storeRoot, 'USER_PROFILE.md');
    if (options.loadProjectMemory && key) {
      paths.projectMemory = join(options.storeRoot, 'projects', key, 'MEMORY.md');
    }
  }
  const inStore = options.storeRoot ? await storeConfined(options.storeRoot, warnings) : undefined;
  const workdirMemory = await readCapped(paths.workdirMemory, warnings);
  const userProfile = await readCapped(await inStore?.(paths.userProfile), warnings);
  const projectMemory = await readCapped(await inStore?.(paths.projectMemory), warnings);
  return {
    workdirMemory,
    userProfile,
    projectMemory,
    projectMemoryIndex: indexSummary(projectMemory, 80),
    projectKey: key,
    paths,
    warnings,
  };
}

/**
 * The store's files are the store's: as agent load and every write do, a
 * file that a symlink leads out of the store is not read (it could print
 * any file on the machine into an agent's prompt). EVVA.md is the
 * workdir's own and is read where it is.
 */
async function storeConfined(storeRoot: string, warnings: string[]) {
  const root = await realpath(storeRoot).catch(() => resolve(storeRoot));
  return async (path: string | undefined): Promise<string | undefined> => {
    if (path === undefined || isInside(root, await realPathIn(root, join(root, relative(storeRoot, path)))))
      return path;
    warnings.push(`memdir: ${path} skipped: it leads outside the store through a symlink`);
    return undefined;
  };
}

/**
 * At most MAX_FILE_BYTES of a file, decoded as UTF-8. Only MAX_FILE_BYTES + 1
 * bytes are ever read, enough to tell "over the cap" from "exactly the cap"
 * without pulling a runaway file into memory. The cut bytes are decoded in
 * streaming mode, so a character the cut splits is dropped rather than
 * turned into U+FFFD; the kept text is then a few bytes short of the cap.
 * A leading BOM is kept, as evva's Snapshot keeps each file's raw
 * contents (and the section reader sees a heading behind it).
 */
async function readCapped(path: string | undefined, warnings: string[]): Promise<string> {
  if (!path) return '';
  let fh: FileHandle | undefined;
  try {
    fh = (await openRegular(path))?.fh;
    if (!fh) return '';
    const buf = Buffer.alloc(MAX_FILE_BYTES + 1);
    let size = 0;
    while (size < buf.length) {
      const { bytesRead } = await fh.read(buf, size, buf.length - size, size);
      if (bytesRead === 0) break;
      size += bytesRead;
    }
    const truncated = size > MAX_FILE_BYTES;
    const bytes = buf.subarray(0, Math.min(size, MAX_FILE_BYTES));
    // A binary file is no memory for a prompt, and its NULs would reach the
    // agent's terminal or prompt verbatim: skip it, saying so.
    if (bytes.includes(0)) {
      warnings.push(`memdir: ${path} skipped: it contains NUL bytes, so it is not a text file`);
      return '';
    }
    if (truncated) warnings.push(`memdir: ${path} truncated to ${MAX_FILE_BYTES} bytes (cap ${MAX_FILE_BYTES})`);
    // Invalid UTF-8 (a stray Latin-1 byte) costs a character, not the file.
    const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    try {
      return strict.decode(bytes, { stream: truncated });
    } catch {
      warnings.push(`memdir: ${path} is not valid UTF-8: invalid bytes shown as U+FFFD`);
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes, { stream: truncated });
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
      warnings.push(`memdir: ${ioError('read', path, err).message}`);
    return '';
  } finally {
    await fh?.close().catch(() => undefined);
  }
}
