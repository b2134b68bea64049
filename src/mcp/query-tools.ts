/** The read-only tools that look across the store: list_agents, status, search. */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { loadAgent, loadAllAgents, loadEveryAgent } from '../config/agent-config.js';
import { storeRelative } from '../config/confine.js';
import type { StoreConfig } from '../config/types.js';
import { formatError } from '../errors.js';
import { noteDirs } from '../ops/note.js';
import { type AgentStatus, agentStatuses, statusTotals } from '../ops/status.js';
import { inertLine } from '../text/untrusted.js';
import { memoryFiles } from './files.js';
import { cursorAt, pageStart } from './paging.js';
import { searchFiles } from './search.js';
import { AGENT, CURSOR, READ_ONLY, runStructured, toolArguments } from './tool-call.js';

const STATUS_ROW = z.object({
  agent: z.string(),
  enabled: z.boolean(),
  entries: z.number(),
  lastN: z.number(),
  bytes: z.number(),
  tokens: z.number(),
  trim: z.number().describe('entries the next trim removes'),
  prune: z.number().describe('files the next prune removes'),
  attention: z.boolean().describe('the trim is refused or the log is over compact_after'),
  next: z.string().describe('what the next gc does'),
});
const TOTALS = z.object({
  agents: z.number(),
  enabled: z.number(),
  entries: z.number(),
  bytes: z.number(),
  tokens: z.number(),
  trim: z.number(),
  prune: z.number(),
  kept: z.number(),
});

export function registerQueryTools(server: McpServer, store: () => Promise<StoreConfig>): void {
  server.registerTool(
    'list_agents',
    {
      title: 'List agents',
      description:
        'The agents of the store, a page at a time: name, whether memkeep manages its memory, its config, run log and note folders. Agents whose config is broken are listed under problems.',
      annotations: READ_ONLY,
      inputSchema: toolArguments({
        enabled: z.boolean().optional().describe('only agents with memory enabled (true) or disabled (false)'),
        limit: z.number().int().positive().max(1000).optional().describe('agents per page (default 100)'),
        cursor: CURSOR,
      }),
      outputSchema: {
        agents: z.array(
          z.object({
            name: z.string(),
            enabled: z.boolean(),
            preset: z.string(),
            config: z.string(),
            log: z.string(),
            notes: z.object({ procedural: z.string(), episodic: z.string() }),
          }),
        ),
        total: z.number().describe('agents matching, over all pages'),
        problems: z.array(z.string()),
        nextCursor: z.string().optional(),
      },
    },
    (args) =>
      runStructured(async () => {
        const s = await store();
        const every = await loadEveryAgent(s);
        const matching = every.agents.filter((a) => args.enabled === undefined || a.memory.enabled === args.enabled);
        const from = pageStart(args.cursor);
        const limit = args.limit ?? 100;
        const page = matching.slice(from, from + limit);
        const value = {
          agents: page.map((a) => ({
            name: a.name,
            enabled: a.memory.enabled,
            preset: a.memory.preset,
            config: storeRelative(s, a.configFile),
            log: storeRelative(s, a.memory.path),
            notes: noteDirs(s, a),
          })),
          total: matching.length,
          problems: every.errors.map((e) => inertLine(formatError(e), 400)),
          ...(from + limit < matching.length ? { nextCursor: cursorAt(from + limit) } : {}),
        };
        const text = [
          ...value.agents.map((a) => `${a.name}${a.enabled ? '' : ' (memory not enabled)'}: ${a.log}`),
          ...value.problems.map((p) => `Problem: ${p}`),
          value.nextCursor ? `More: pass cursor "${value.nextCursor}" (${matching.length} agents in all).` : '',
        ]
          .filter(Boolean)
          .join('\n');
        return { text: text || 'No agents found. Run `memkeep init` to set them up.', structured: value };
      }),
  );

  server.registerTool(
    'status',
    {
      title: 'Memory status',
      description:
        'Sizes and what the next clean-up (memkeep gc, prune) would do. With agent: that agent in detail. Without: store totals and one summary row per agent, a page at a time.',
      annotations: READ_ONLY,
      inputSchema: toolArguments({
        agent: AGENT.optional(),
        limit: z.number().int().positive().max(1000).optional().describe('agent rows per page (default 100)'),
        cursor: CURSOR,
      }),
      outputSchema: {
        totals: TOTALS,
        agents: z.array(STATUS_ROW),
        detail: z
          .record(z.string(), z.unknown())
          .optional()
          .describe("the agent's full status (layout, limits, next trim and prune, kept files and why)"),
        nextCursor: z.string().optional(),
      },
    },
    (args) =>
      runStructured(async () => {
        const s = await store();
        const agents = args.agent ? [await loadAgent(s, args.agent)] : await loadAllAgents(s);
        const { statuses } = await agentStatuses(s, agents, process.env);
        const totals = statusTotals(statuses);
        const from = pageStart(args.cursor);
        const limit = args.limit ?? 100;
        const rows = statuses.slice(from, from + limit).map(statusRow);
        const value = {
          totals,
          agents: rows,
          ...(args.agent && statuses[0] ? { detail: statuses[0] as unknown as Record<string, unknown> } : {}),
          ...(from + limit < statuses.length ? { nextCursor: cursorAt(from + limit) } : {}),
        };
        return { text: JSON.stringify(value, null, 2), structured: value };
      }),
  );

  server.registerTool(
    'search',
    {
      title: 'Search memory',
      description:
        "Finds lines in agents' memory (core files, notes, run logs) that contain every word of the query, case-insensitive. Whole-word matches rank above matches inside words; newer lines first among equals. Omit agent to search every agent. Secrets are redacted.",
      annotations: READ_ONLY,
      inputSchema: toolArguments({
        query: z.string().trim().min(1).describe('words that must all appear in the line'),
        agent: AGENT.optional().describe('one agent; omit to search all'),
        after: z.iso
          .date()
          .or(z.iso.datetime({ offset: true }))
          .optional()
          .describe(
            'only lines dated after this (YYYY-MM-DD or an ISO date-time): run-log lines by their entry, other files by their modification time',
          ),
        limit: z.number().int().positive().max(500).optional().describe('most matching lines (default 50)'),
      }),
      outputSchema: {
        hits: z.array(
          z.object({
            agent: z.string(),
            path: z.string(),
            line: z.number(),
            text: z.string(),
            score: z.number(),
            date: z.string().optional(),
          }),
        ),
      },
    },
    (args) =>
      runStructured(async () => {
        const s = await store();
        const agents = args.agent ? [await loadAgent(s, args.agent)] : (await loadEveryAgent(s)).agents;
        const files = [];
        for (const agent of agents) {
          for (const path of await memoryFiles(agent))
            files.push({ agent: agent.name, path, log: path === agent.memory.path });
        }
        const after = args.after === undefined ? undefined : new Date(args.after);
        const found = await searchFiles(files, args.query, { limit: args.limit ?? 50, after });
        // The hits are redacted already (whole files, before matching).
        const hits = found.map((h) => ({ ...h, path: storeRelative(s, h.path) }));
        const text =
          hits.length === 0
            ? `No matches for "${args.query}".`
            : hits.map((h) => `${h.path}:${h.line}: ${h.text}`).join('\n');
        return { text, structured: { hits } };
      }),
  );
}

function statusRow(s: AgentStatus): z.infer<typeof STATUS_ROW> {
  return {
    agent: s.agent,
    enabled: s.enabled,
    entries: s.entries,
    lastN: s.lastN,
    bytes: s.bytes,
    tokens: s.tokens,
    trim: s.next.trim,
    prune: s.next.prune,
    attention: s.next.refused !== null || s.overCompactAfter,
    next: s.next.summary,
  };
}
