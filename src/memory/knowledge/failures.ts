/**
 * Failure notes (aide's failure distillation), appended to
 * `<procedural_dir>/failures.md` in the seed's exact shape:
 *
 *   ## 2026-04-18T12:00:00+00:00
 *   - **Issue**: local
 *   - **Task snippet**: <first 200 characters of the task, one line>
 *   - **Tokens**: 12345
 *   - **Why it failed**: partial
 *
 * A note is an append, never a rewrite, so it does not consult locks: it is
 * the agent's own write path, like a run-log entry.
 */

import { constants } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FAILURES_FILE } from '../../config/paths.js';
import { configError, ioError } from '../../errors.js';
import { appendWhole } from '../../fs/append.js';
import { openRegular } from '../../fs/regular.js';
import { withoutInvisible } from '../../text/invisible.js';

const SNIPPET_CHARS = 200;

export interface FailureNote {
  at?: Date;
  issue?: string;
  task: string;
  tokens?: number;
  /** partial, timeout, failure, cancelled or free text. */
  why: string;
  runUrl?: string;
  commit?: string;
}

/** `--tokens`: digits only, and a count Number holds exactly (past 2^53 it is another number, then `1e+23`). */
export function parseTokens(text: string): number {
  if (!/^\d+$/.test(text.trim()))
    throw configError(`--tokens must be a whole number (got "${text}")`, { field: '--tokens' });
  const n = Number(text.trim());
  if (!Number.isSafeInteger(n))
    throw configError(`--tokens must be at most ${Number.MAX_SAFE_INTEGER} (got "${text}")`, { field: '--tokens' });
  return n;
}

/** Folds any text to one line, so no field can start a heading or a bullet of its own; nothing invisible stays. */
function oneLine(text: string): string {
  return withoutInvisible(text)
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The UTC timestamp in the seed's `+00:00` form, to the second. */
function timestamp(at: Date): string {
  if (Number.isNaN(at.getTime())) throw configError('invalid timestamp for the failure note', { field: 'at' });
  return at.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** Renders one note, ending with a blank line. */
export function formatFailureNote(note: FailureNote, eol = '\n'): string {
  const snippet = Array.from(oneLine(note.task)).slice(0, SNIPPET_CHARS).join('');
  const lines = [
    `## ${timestamp(note.at ?? new Date())}`,
    `- **Issue**: ${oneLine(note.issue ?? '') || 'local'}`,
    `- **Task snippet**: ${snippet || '(none)'}`,
    `- **Tokens**: ${note.tokens === undefined ? 'unknown' : note.tokens}`,
    `- **Why it failed**: ${oneLine(note.why) || 'failure'}`,
  ];
  // A field that folds to nothing (only invisible characters) is no field: an empty bullet would read as one.
  const run = oneLine(note.runUrl ?? '');
  const commit = oneLine(note.commit ?? '');
  if (run) lines.push(`- **Run**: ${run}`);
  if (commit) lines.push(`- **Commit**: ${commit}`);
  return lines.join(eol) + eol + eol;
}

/**
 * Appends a note to `<proceduralDir>/failures.md` (created with its
 * directories), in the file's own line-ending style, starting on a fresh
 * line, whole or not at all (append.ts). Returns the file's path.
 */
export async function appendFailureNote(proceduralDir: string, note: FailureNote): Promise<string> {
  const file = join(proceduralDir, FAILURES_FILE);
  try {
    await mkdir(proceduralDir, { recursive: true, mode: 0o755 });
    // Not through a symlink: the directory was checked to lie inside the
    // store, but a linked failures.md could still append anywhere. Windows
    // has no O_NOFOLLOW (and stores there rarely hold links).
    const { fh } = (await openRegular(file, {
      flags: constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0),
      mode: 0o644,
      action: 'append a failure note to',
    }))!;
    try {
      const { size } = await fh.stat();
      let eol = '\n';
      let prefix = '';
      if (size > 0) {
        const head = Buffer.alloc(Math.min(size, 65536));
        await fh.read(head, 0, head.length, 0);
        const nl = head.indexOf(10);
        if (nl > 0 && head[nl - 1] === 13) eol = '\r\n';
        const last = Buffer.alloc(1);
        await fh.read(last, 0, 1, size - 1);
        if (last[0] !== 10) prefix = eol;
      }
      await appendWhole(fh, Buffer.from(prefix + formatFailureNote(note, eol)));
    } finally {
      await fh.close();
    }
  } catch (err) {
    throw ioError('append a failure note to', file, err);
  }
  return file;
}
