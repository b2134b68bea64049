/**
 * Typed memory notes: one markdown file with YAML front matter (name,
 * description, type) in an agent's procedural or episodic folder, written,
 * edited (append, replace a `## ` section) and deleted under the same rules
 * as every other memkeep write: the path is confined to the store root
 * (symlinks included) and to the agent's typed folders; a `<file>.lock`
 * refuses the change; the read-modify-write holds the file's write lock and
 * the rewrite is atomic. Secrets in the text are redacted before it is
 * written (memory is committed to git), and nothing invisible is written.
 *
 * The run log, the core files and the files memkeep keeps itself
 * (failures.md, digest.md, lessons.md) are not notes: they are refused here.
 */
import { readdir, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { resolveInside, storeRelative } from '../config/confine.js';
import { DISTILLED_FILES, FAILURES_FILE } from '../config/paths.js';
import { type Agent, NOTE_TYPES, type NoteType, type StoreConfig } from '../config/types.js';
import { configError, ioError, opError } from '../errors.js';
import { writeFileAtomic } from '../fs/atomic.js';
import { assertUnlocked } from '../fs/lock.js';
import { withWriteLock } from '../fs/writelock.js';
import { inOwnEndings, splitSections } from '../memory/sections/section-file.js';
import { readTextForRewrite } from '../memory/sections/section-write.js';
import { listTypedFiles } from '../memory/typed/typed.js';
import { INVISIBLE_CHARS } from '../text/invisible.js';
import { writableText } from '../text/writable.js';
import type { Done } from './done.js';

/** A note's name: a file name in the type's folder (`.md` added), no folders, no dot files. */
export const NOTE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** The longest description a note's front matter takes (it is one line in a list of notes). */
export const MAX_DESCRIPTION = 300;

export interface NoteResult {
  /** The note, store-relative. */
  path: string;
  /** Secrets replaced by `[REDACTED:<kind>]` in what was written. */
  redacted: number;
}

export interface WriteNote {
  type: NoteType;
  name: string;
  description: string;
  body: string;
  /** Replace a note of that name; without it an existing note is refused. */
  replace?: boolean;
}

export type NoteEdit = { append: string } | { heading: string; body: string };

/** Writes a new note (or replaces one with `replace`); the value says where and what was redacted. */
export async function writeNote(
  store: StoreConfig,
  agent: Agent,
  note: WriteNote,
): Promise<Done<NoteResult & { created: boolean }>> {
  const name = note.name.replace(/\.md$/i, '');
  if (!NOTE_NAME.test(name) || name.endsWith('.lock') || name.endsWith('.memkeep-tmp')) {
    throw configError(
      `note name "${note.name}" must be a file name: letters, digits, ".", "_" and "-", starting with a letter or digit`,
      { field: 'name' },
    );
  }
  if (!NOTE_TYPES.includes(note.type)) {
    throw configError(`note type "${note.type}" must be ${NOTE_TYPES.join(' or ')}`, { field: 'type' });
  }
  if (note.description === '' || note.description.length > MAX_DESCRIPTION) {
    throw configError(`a note's description must be 1 to ${MAX_DESCRIPTION} characters`, { field: 'description' });
  }
  if (note.body === '') throw configError("a note's body must not be empty", { field: 'body' });
  const dir = note.type === 'procedural' ? agent.memory.proceduralDir : agent.memory.episodicDir;
  const file = await resolveInside(store.root, dir, `${name}.md`, { field: 'name' });
  refuseNonNote(store, agent, file);
  await refuseUncheckoutable(store, file);
  const description = clean(note.description).text.replace(/\s+/g, ' ').trim();
  const body = clean(note.body);
  const front = `---\nname: ${name}\ndescription: ${JSON.stringify(description)}\ntype: ${note.type}\n---\n\n`;
  const text = `${front}${body.text.trim()}\n`;
  await assertUnlocked(file, 'write');
  const created = await withWriteLock(file, async () => {
    const existing = await readTextForRewrite(file, 'replace');
    if (existing !== undefined && !note.replace) {
      throw opError(
        `note ${storeRelative(store, file)} exists; replace it (--replace, or replace: true over MCP) or edit it`,
        {
          file,
        },
      );
    }
    if (existing !== text) await writeFileAtomic(file, text, { mkdirs: true });
    return existing === undefined;
  });
  return {
    value: { path: storeRelative(store, file), redacted: body.redacted + clean(note.description).redacted, created },
    warnings: [],
  };
}

/** Windows device names: with any extension, a path git for Windows refuses to check out. */
const DEVICE_NAME = /^(?:con|prn|aux|nul|com[1-9]|lpt[1-9])(?:\.|$)/i;

/**
 * A note's file must be one every runner's checkout can hold: not a Windows
 * device name (the whole checkout would fail there), and not a name that
 * differs from a file beside it only by case (two notes on Linux, one on
 * macOS and Windows, which keeps whichever is checked out last).
 */
async function refuseUncheckoutable(store: StoreConfig, file: string): Promise<void> {
  const name = basename(file);
  if (DEVICE_NAME.test(name)) {
    throw configError(`note name "${name.slice(0, -3)}" is a Windows device name, which a checkout there refuses`, {
      field: 'name',
    });
  }
  let beside: string[];
  try {
    beside = await readdir(dirname(file));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw ioError('read', dirname(file), err);
  }
  const twin = beside.find((b) => b !== name && b.toLowerCase() === name.toLowerCase());
  if (twin) {
    throw configError(
      `note name "${name.slice(0, -3)}" differs from ${storeRelative(store, join(dirname(file), twin))} only by case, so the two collide on macOS and Windows; use that name`,
      { field: 'name' },
    );
  }
}

/** Appends to a note, or sets one `## ` section's body (added at the end when missing). */
export async function editNote(
  store: StoreConfig,
  agent: Agent,
  path: string,
  edit: NoteEdit,
): Promise<Done<NoteResult>> {
  const file = await noteFile(store, agent, path);
  await assertUnlocked(file, 'edit');
  const added = clean('append' in edit ? edit.append : edit.body);
  await withWriteLock(file, async () => {
    const original = await readTextForRewrite(file, 'edit');
    if (original === undefined) throw opError(`note ${path} no longer exists`, { file });
    const lf = original.replaceAll('\r\n', '\n');
    const next = 'append' in edit ? appended(lf, added.text) : withSection(lf, edit.heading, added.text);
    const text = inOwnEndings(original, next);
    if (text !== original) await writeFileAtomic(file, text);
  });
  return { value: { path: storeRelative(store, file), redacted: added.redacted }, warnings: [] };
}

/** Deletes a note (not the log, a core file, or what memkeep keeps); a locked note is refused. */
export async function deleteNote(store: StoreConfig, agent: Agent, path: string): Promise<Done<NoteResult>> {
  const file = await noteFile(store, agent, path);
  await assertUnlocked(file, 'delete');
  await withWriteLock(file, async () => {
    try {
      await unlink(file);
    } catch (err) {
      throw ioError('delete', file, err);
    }
  });
  return { value: { path: storeRelative(store, file), redacted: 0 }, warnings: [] };
}

/** The notes an agent has: every file under its procedural and episodic folders that is a note. */
export async function listNotes(agent: Agent): Promise<{ file: string; type: NoteType }[]> {
  const out: { file: string; type: NoteType }[] = [];
  for (const type of NOTE_TYPES) {
    const dir = type === 'procedural' ? agent.memory.proceduralDir : agent.memory.episodicDir;
    for (const file of listTypedFiles(dir)) if (!isNonNote(agent, file)) out.push({ file, type });
  }
  return out;
}

/** `path` (store-relative) as one of the agent's notes, or a config error saying what it is instead. */
async function noteFile(store: StoreConfig, agent: Agent, path: string): Promise<string> {
  const abs = await resolveInside(store.root, store.root, path, { field: 'path' });
  refuseNonNote(store, agent, abs);
  const notes = await listNotes(agent);
  const found = notes.find((n) => n.file === abs);
  if (!found) {
    throw configError(
      `"${path}" is not a note of agent "${agent.name}" (notes live under ${storeRelative(store, agent.memory.proceduralDir)} and ${storeRelative(store, agent.memory.episodicDir)})`,
      { field: 'path' },
    );
  }
  return found.file;
}

function isNonNote(agent: Agent, file: string): boolean {
  const m = agent.memory;
  if (file === m.path || m.coreFiles.includes(file)) return true;
  return dirname(file) === m.proceduralDir && [FAILURES_FILE, ...DISTILLED_FILES].includes(basename(file));
}

function refuseNonNote(store: StoreConfig, agent: Agent, file: string): void {
  if (!isNonNote(agent, file)) return;
  const rel = storeRelative(store, file);
  const what =
    file === agent.memory.path
      ? 'the run log (use log)'
      : agent.memory.coreFiles.includes(file)
        ? 'a core file'
        : 'kept by memkeep itself';
  throw configError(`"${rel}" is not a note: it is ${what}`, { field: 'path' });
}

/** Text as it may be written into memory (text/writable.ts), with LF line endings. */
function clean(text: string): { text: string; redacted: number } {
  return writableText(text.replaceAll('\r\n', '\n'));
}

function appended(text: string, add: string): string {
  const base = text.endsWith('\n') || text === '' ? text : `${text}\n`;
  return `${base}${base.endsWith('\n\n') || base === '' ? '' : '\n'}${add.trim()}\n`;
}

/** `text` with the body of `## heading` set to `body` (trimmed); the section is appended when missing. */
function withSection(text: string, heading: string, body: string): string {
  const { preamble, sections } = splitSections(text);
  // A `## ` line in the body would start a section of its own when read back: it is escaped.
  const inner = body.trim().replace(/^( {0,3})(##)(?=[ \t]|$)/gm, '$1\\$2');
  const section = `## ${heading}\n${inner ? `${inner}\n` : ''}`;
  const at = sections.findIndex((s) => s.heading === heading);
  if (at < 0) return appended(text, section);
  const rest = sections[at + 1] ? '\n' : '';
  const parts = sections.map((s, i) => (i === at ? section + rest : s.raw));
  return preamble + parts.join('');
}

/** A heading for withSection: one line, not empty, no leading `#`. */
export function checkHeading(heading: string): string {
  const h = heading.replace(INVISIBLE_CHARS, '').trim();
  if (h === '' || /[\r\n]/.test(h) || h.startsWith('#')) {
    throw configError(`heading "${heading}" must be one line of text without leading "#"`, { field: 'heading' });
  }
  return h;
}

/** Where the notes of `agent` go, store-relative: for the tools' descriptions and answers. */
export function noteDirs(store: StoreConfig, agent: Agent): Record<NoteType, string> {
  return {
    procedural: storeRelative(store, agent.memory.proceduralDir),
    episodic: storeRelative(store, agent.memory.episodicDir),
  };
}
