/**
 * Rewriting a section file (section-file.ts): read whole, never
 * capped, refused when it is not text, and written back atomically.
 */
import { isUtf8 } from 'node:buffer';
import { opError } from '../../errors.js';
import { writeFileAtomic } from '../../fs/atomic.js';
import { assertUnlocked } from '../../fs/lock.js';
import { MAX_TEXT_BYTES, readRegularFile } from '../../fs/regular.js';
import { withWriteLock } from '../../fs/writelock.js';
import { BOM_TEXT, checkSections, inOwnEndings, mergeSections } from './section-file.js';

/**
 * Reads a whole text file that is about to be rewritten; undefined when it
 * does not exist. Never a capped read: writing back a truncated read would
 * lose the file's tail (evva's bug). Content that is not valid UTF-8 or holds
 * NUL bytes is refused with an operation error naming the file, because
 * decoding it would turn the rewrite into mojibake. `action` names the
 * refused operation ("update", "merge into").
 */
export async function readTextForRewrite(path: string, action: string): Promise<string | undefined> {
  const bytes = await readRegularFile(path, { maxBytes: MAX_TEXT_BYTES });
  if (bytes === undefined) return undefined;
  if (bytes.includes(0)) {
    throw opError(`cannot ${action} ${path}: it contains NUL bytes, so it is not a text file`, { file: path });
  }
  if (!isUtf8(bytes)) throw opError(`cannot ${action} ${path}: it is not valid UTF-8 text`, { file: path });
  return bytes.toString('utf8');
}

/**
 * Merges section bodies into the section file at `path` and writes it
 * atomically (the `remember` command). A locked file is refused; the whole
 * file is read (see readTextForRewrite); a missing file and its directories
 * are created. The merge itself runs on LF text; CRLF line endings (decided
 * by the first line) and a leading BOM are put back, and the file's mode is
 * kept by the atomic write. A file the merge would not change is not
 * rewritten. The read and the write happen under the file's write lock
 * (fs/writelock.ts), so concurrent updates take turns and none is lost.
 */
export async function writeSections(
  path: string,
  updates: ReadonlyMap<string, string> | Record<string, string>,
  allowed: readonly string[],
): Promise<void> {
  // Refused before anything touches the disk: a refused call leaves no directory behind.
  checkSections(updates, allowed);
  await assertUnlocked(path, 'update');
  await withWriteLock(path, async () => {
    const original = (await readTextForRewrite(path, 'update')) ?? '';
    const bom = original.startsWith(BOM_TEXT) ? BOM_TEXT : '';
    const lf = original.slice(bom.length).replaceAll('\r\n', '\n');
    // Normalising the merged text as well catches CRLF inside update bodies.
    const merged = mergeSections(lf, updates, allowed).replaceAll('\r\n', '\n');
    const text = inOwnEndings(original, bom + merged);
    if (text !== original) await writeFileAtomic(path, text, { mkdirs: true });
  });
}
