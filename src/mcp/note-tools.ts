/**
 * The note tools: write_note, edit_note, delete_note, over src/ops/note.ts,
 * which confines them to the agent's typed folders.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { loadAgent } from '../config/agent-config.js';
import { NOTE_TYPES, type StoreConfig } from '../config/types.js';
import { configError } from '../errors.js';
import { allWarnings, redactedSentence } from '../ops/done.js';
import { checkHeading, deleteNote, editNote, MAX_DESCRIPTION, NOTE_NAME, writeNote } from '../ops/note.js';
import { AGENT, REWRITE, runStructured, toolArguments, warningsText } from './tool-call.js';

const NOTE_RESULT = {
  path: z.string().describe('the note, relative to the store root'),
  redacted: z.number().describe('secrets replaced by [REDACTED:<kind>] in what was written'),
};

export function registerNoteTools(server: McpServer, store: () => Promise<StoreConfig>): void {
  server.registerTool(
    'write_note',
    {
      title: 'Write a memory note',
      description: `Saves a note for later runs as <name>.md in the agent's procedural folder (how to do things: rules, fixes, conventions; kept 90 days by default) or episodic folder (what happened: kept 7 days by default), with front matter (name, description, type). An existing note is refused unless replace is true. Secrets are redacted before writing; a locked note is refused.`,
      annotations: REWRITE,
      inputSchema: toolArguments({
        agent: AGENT,
        type: z.enum(NOTE_TYPES as [string, ...string[]]).describe('procedural or episodic'),
        name: z
          .string()
          .regex(NOTE_NAME)
          .describe('file name without .md: letters, digits, ".", "_", "-" (e.g. "release-checklist")'),
        description: z.string().min(1).max(MAX_DESCRIPTION).describe('one line saying what the note is for'),
        body: z.string().min(1).describe('the note, markdown'),
        replace: z.boolean().optional().describe('overwrite a note of that name (default false)'),
      }),
      outputSchema: { ...NOTE_RESULT, created: z.boolean() },
    },
    (args) =>
      runStructured(async () => {
        const s = await store();
        const agent = await loadAgent(s, args.agent);
        const done = await writeNote(s, agent, {
          type: args.type as (typeof NOTE_TYPES)[number],
          name: args.name,
          description: args.description,
          body: args.body,
          replace: args.replace,
        });
        const v = done.value;
        return {
          text: `${v.created ? 'Wrote' : 'Replaced'} ${v.path}.${redactedSentence(v.redacted)}${warningsText(allWarnings(s, agent, done))}`,
          structured: v,
        };
      }),
  );

  server.registerTool(
    'edit_note',
    {
      title: 'Edit a memory note',
      description:
        'Changes a note written before (path as write_note, search or list returned it): either append text at its end, or set the text of one "## " section (replacing that section, or adding it at the end). Secrets are redacted before writing; a locked note is refused.',
      annotations: { ...REWRITE, idempotentHint: false },
      inputSchema: toolArguments({
        agent: AGENT,
        path: z.string().min(1).describe('the note, relative to the store root'),
        append: z.string().min(1).optional().describe('text to add at the end'),
        heading: z.string().min(1).optional().describe('the "## " section to set (without "## ")'),
        body: z.string().optional().describe('the section\'s new text (with heading; "" empties it)'),
      }),
      outputSchema: NOTE_RESULT,
    },
    (args) =>
      runStructured(async () => {
        const hasSection = args.heading !== undefined;
        if ((args.append !== undefined) === hasSection) {
          throw configError('edit_note: give either append, or heading and body', { field: 'append' });
        }
        if (hasSection && args.body === undefined) {
          throw configError('edit_note: heading needs body', { field: 'body' });
        }
        const s = await store();
        const agent = await loadAgent(s, args.agent);
        const edit =
          args.append !== undefined
            ? { append: args.append }
            : { heading: checkHeading(args.heading!), body: args.body! };
        const done = await editNote(s, agent, args.path, edit);
        const what = 'append' in edit ? 'Appended to' : `Set section "${edit.heading}" of`;
        return { text: `${what} ${done.value.path}.${redactedSentence(done.value.redacted)}`, structured: done.value };
      }),
  );

  server.registerTool(
    'delete_note',
    {
      title: 'Delete a memory note',
      description:
        "Deletes a note that is wrong or no longer useful (path relative to the store root). Only notes in the agent's procedural and episodic folders; never the run log, core files, failures.md, digest.md or lessons.md; a locked note is refused. The store is a git repository, so a deleted note stays in its history.",
      annotations: REWRITE,
      inputSchema: toolArguments({
        agent: AGENT,
        path: z.string().min(1).describe('the note, relative to the store root'),
      }),
      outputSchema: NOTE_RESULT,
    },
    (args) =>
      runStructured(async () => {
        const s = await store();
        const agent = await loadAgent(s, args.agent);
        const done = await deleteNote(s, agent, args.path);
        return { text: `Deleted ${done.value.path}.`, structured: done.value };
      }),
  );
}
