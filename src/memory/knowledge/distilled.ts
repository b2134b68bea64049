/**
 * Writing what the distil step made: a section appended to digest.md, a
 * block merged into a summary section of the run log itself (Squad's
 * `## Core Context`), and lessons.md replaced whole. Each refuses a locked
 * file, reads the whole file first (readTextForRewrite), keeps its line
 * endings, BOM and mode, and writes atomically; a write that would change
 * nothing is not made, so a retry never adds a section twice.
 */

import { opError } from '../../errors.js';
import { writeFileAtomic } from '../../fs/atomic.js';
import { isLocked } from '../../fs/lock.js';
import { acquireWriteLock } from '../../fs/writelock.js';
import { fenceCloser, lineEnding, readTextForRewrite, splitSections } from '../sections/section-file.js';

const DIGEST_HEADER = `# Digest

What memkeep's distil step kept of run-log entries before a trim deleted them: one section per run, each citing the entries it came from. Edit freely; memkeep only appends.
`;

/** Appends `section` to digest.md (created with a short header); false when it is already there. */
export async function appendDigest(path: string, section: string): Promise<boolean> {
  await refuseLocked(path);
  const original = (await readTextForRewrite(path, 'append to')) ?? '';
  const eol = lineEnding(original);
  const lf = original.replaceAll('\r\n', '\n');
  if (lf.includes(section)) return false;
  const head = lf.trim() === '' ? DIGEST_HEADER : lf;
  const text = `${closed(head.replace(/\n+$/, '\n'))}\n${section}`;
  await writeFileAtomic(path, eol === '\n' ? text : text.replaceAll('\n', eol), { mkdirs: true });
  return true;
}

/**
 * Appends `block` to the `## <heading>` section of the run log at `path`
 * (a new section before the first one when there is none), under the log's
 * write lock so an agent's append waits rather than being lost. False when
 * the block is already there.
 */
export async function mergeIntoSection(path: string, heading: string, block: string): Promise<boolean> {
  await refuseLocked(path);
  const release = await acquireWriteLock(path);
  try {
    const original = (await readTextForRewrite(path, 'merge into')) ?? '';
    const eol = lineEnding(original);
    const lf = original.replaceAll('\r\n', '\n');
    if (lf.includes(block)) return false;
    const { preamble, sections } = splitSections(lf);
    const at = sections.findIndex((s) => s.heading === heading);
    const raws = sections.map((s) => s.raw);
    if (at >= 0) raws[at] = `${closed(sections[at].raw.replace(/\n+$/, '\n'))}\n${block}\n\n`;
    else raws.unshift(`## ${heading}\n\n${block}\n\n`);
    const text = (preamble === '' || preamble.endsWith('\n\n') ? preamble : closed(preamble) + '\n') + raws.join('');
    await writeFileAtomic(path, eol === '\n' ? text : text.replaceAll('\n', eol));
    return true;
  } finally {
    await release();
  }
}

/** Replaces lessons.md (or any distilled file) with `text`, unless locked. */
export async function writeDistilled(path: string, text: string): Promise<void> {
  await refuseLocked(path);
  await writeFileAtomic(path, text, { mkdirs: true });
}

async function refuseLocked(path: string): Promise<void> {
  if (await isLocked(path)) throw opError(`${path} is locked: left alone`, { file: path });
}

/** `text` ending with a newline, after any code fence it leaves open is closed. */
function closed(text: string): string {
  const body = text.endsWith('\n') ? text : `${text}\n`;
  const fence = fenceCloser(body);
  return fence ? `${body}${fence}\n` : body;
}
