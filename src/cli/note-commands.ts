/**
 * `memkeep note write|edit|delete`: an agent's typed notes from the command
 * line, over the same operations as the MCP note tools (src/ops/note.ts), so
 * both write the same bytes under the same rules. Each handler turns parsed
 * arguments into one library call and prints its result; errors propagate
 * as MemkeepError values to the dispatcher, which owns messages and exit
 * codes.
 */

import { basename } from 'node:path';
import { type Agent, NOTE_TYPES, type NoteType, type StoreConfig } from '../config/types.js';
import { configError } from '../errors.js';
import { didYouMean } from '../text/suggest.js';
import type { OptionSpec, Parsed } from './args.js';
import type { Io } from './io.js';
import { agentFor, type Command, decodeUtf8, storeFor, str } from './store-commands.js';
import { warn } from './warn.js';

const TYPES = NOTE_TYPES.join(' or ');

const PICK_TYPE: OptionSpec = {
  type: 'string',
  value: 'TYPE',
  help: `with a NOTE name: the folder it is in, ${TYPES} (needed when both hold one of that name)`,
};

/** `--type`'s value as a NoteType, or a usage error naming it. */
function noteType(value: string): NoteType {
  const type = NOTE_TYPES.find((t) => t === value);
  if (type === undefined) {
    throw configError(`--type "${value}" must be ${TYPES}${didYouMean(value, [...NOTE_TYPES])}`, {
      field: '--type',
    });
  }
  return type;
}

/**
 * The NOTE argument as the store-relative path the operations take: a path
 * (anything with a "/") as given, else a note name (".md" optional) looked up
 * among the agent's notes, in the --type folder when one is given. Whether
 * the path is a note is the operation's to decide.
 */
async function notePath(store: StoreConfig, agent: Agent, note: string, type: string | undefined): Promise<string> {
  if (note.includes('/')) {
    if (type !== undefined) throw configError('--type is for a NOTE name, not a path', { field: '--type' });
    return note;
  }
  const wanted = type === undefined ? undefined : noteType(type);
  const file = note.toLowerCase().endsWith('.md') ? note : `${note}.md`;
  const [{ listNotes }, { storeRelative }] = await Promise.all([
    import('../ops/note.js'),
    import('../config/confine.js'),
  ]);
  const matches = (await listNotes(agent)).filter(
    (n) => basename(n.file) === file && (wanted === undefined || n.type === wanted),
  );
  if (matches.length === 1) return storeRelative(store, matches[0].file);
  if (matches.length > 1) {
    throw configError(
      `NOTE "${note}": agent "${agent.name}" has both a procedural and an episodic note of that name; pick one with --type`,
      { field: 'NOTE' },
    );
  }
  throw configError(
    `NOTE "${note}": agent "${agent.name}" has no ${wanted ?? TYPES} note of that name (give its name or its path, as note write printed it)`,
    { field: 'NOTE' },
  );
}

/** The note's text: --body, else standard input; empty is refused. */
async function bodyOf(parsed: Parsed, io: Io, command: string): Promise<string> {
  const body = str(parsed, 'body') ?? decodeUtf8(await io.readStdin(), 'standard input');
  if (body === '') {
    throw configError(`${command}: the body is empty (give --body TEXT or the text on standard input)`, {
      field: '--body',
    });
  }
  return body;
}

export const noteCommands: Command[] = [
  {
    name: 'note write',
    summary: "Write a typed note (<NAME>.md with front matter) in the agent's procedural or episodic folder.",
    args: ['AGENT', 'NAME'],
    options: {
      type: { type: 'string', value: 'TYPE', required: true, help: `${TYPES}: the folder the note goes in` },
      description: {
        type: 'string',
        value: 'TEXT',
        required: true,
        help: 'one line saying what the note is for (at most 300 characters)',
      },
      body: { type: 'string', value: 'TEXT', help: 'the note, markdown (default: standard input)' },
      replace: { type: 'boolean', help: 'overwrite a note of that name (else an existing note is refused)' },
    },
    example:
      'memkeep note write pr-reviewer release-checklist --type procedural --description "How we release" < notes.md',
    async run(parsed, io) {
      const type = noteType(str(parsed, 'type')!);
      const body = await bodyOf(parsed, io, 'note write');
      const store = await storeFor(parsed, io);
      const agent = await agentFor(store, parsed.positionals[0], io);
      const [{ writeNote }, { redactedSentence }] = await Promise.all([
        import('../ops/note.js'),
        import('../ops/done.js'),
      ]);
      const done = await writeNote(store, agent, {
        type,
        name: parsed.positionals[1],
        description: str(parsed, 'description')!,
        body,
        replace: parsed.values.replace === true,
      });
      const v = done.value;
      io.out(`${v.created ? 'Wrote' : 'Replaced'} ${v.path}.${redactedSentence(v.redacted)}\n`);
      await warn(io, done.warnings);
      return 0;
    },
  },
  {
    name: 'note edit',
    summary: 'Append to a note, or set the text of one "## " section (added at the end when missing).',
    args: ['AGENT', 'NOTE'],
    options: {
      append: { type: 'string', value: 'TEXT', help: 'text to add at the end of the note' },
      section: { type: 'string', value: 'HEADING', help: 'the "## " section to set (without "## "); needs --body' },
      body: { type: 'string', value: 'TEXT', help: 'with --section: its new text ("" empties it)' },
      type: PICK_TYPE,
    },
    example: 'memkeep note edit pr-reviewer release-checklist --section "Steps" --body "1. Tag 2. Publish"',
    async run(parsed, io) {
      const append = str(parsed, 'append');
      const section = str(parsed, 'section');
      const body = str(parsed, 'body');
      if ((append === undefined) === (section === undefined)) {
        throw configError('note edit: give either --append TEXT, or --section HEADING with --body TEXT', {
          field: '--append',
        });
      }
      if (append === '') throw configError('note edit: --append needs some text', { field: '--append' });
      if (append !== undefined && body !== undefined) {
        throw configError('note edit: --body goes with --section, not --append', { field: '--body' });
      }
      if (section !== undefined && body === undefined) {
        throw configError('note edit: --section needs --body TEXT', { field: '--body' });
      }
      const [{ checkHeading, editNote }, { redactedSentence }] = await Promise.all([
        import('../ops/note.js'),
        import('../ops/done.js'),
      ]);
      const edit = append !== undefined ? { append } : { heading: checkHeading(section!), body: body! };
      const store = await storeFor(parsed, io);
      const agent = await agentFor(store, parsed.positionals[0], io);
      const path = await notePath(store, agent, parsed.positionals[1], str(parsed, 'type'));
      const done = await editNote(store, agent, path, edit);
      const what = 'append' in edit ? 'Appended to' : `Set section "${edit.heading}" of`;
      io.out(`${what} ${done.value.path}.${redactedSentence(done.value.redacted)}\n`);
      await warn(io, done.warnings);
      return 0;
    },
  },
  {
    name: 'note delete',
    summary: 'Delete a note (never the run log, a core file, failures.md, digest.md or lessons.md).',
    args: ['AGENT', 'NOTE'],
    options: { type: PICK_TYPE },
    example: 'memkeep note delete pr-reviewer release-checklist',
    async run(parsed, io) {
      const store = await storeFor(parsed, io);
      const agent = await agentFor(store, parsed.positionals[0], io);
      const path = await notePath(store, agent, parsed.positionals[1], str(parsed, 'type'));
      const { deleteNote } = await import('../ops/note.js');
      const done = await deleteNote(store, agent, path);
      io.out(`Deleted ${done.value.path}.\n`);
      await warn(io, done.warnings);
      return 0;
    },
  },
];
