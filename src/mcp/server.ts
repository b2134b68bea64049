/**
 * `memkeep mcp`: the store as an MCP server (official TypeScript SDK), so an
 * agent reaches its memory without a shell. Every tool calls the same
 * library functions as the CLI command of the same name, so the store rules
 * hold here too: paths confined to the store root, the run-log write lock,
 * atomic rewrites, and redaction of text that came from logs.
 *
 * A failed call is a tool result with `isError` (the model sees the reason
 * and can correct itself) and changes nothing; arguments that do not match a
 * tool's schema are refused by the SDK before any handler runs.
 */

import { readFile, stat } from 'node:fs/promises';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { storeRelative } from '../config/confine.js';
import { loadAgent, loadAllAgents, loadStoreConfig } from '../config/load.js';
import type { Agent, StoreConfig } from '../config/types.js';
import { configError, formatError } from '../errors.js';
import { renderAgentLoad } from '../memory/load.js';
import { listTypedFiles } from '../memory/typed/typed.js';
import { allWarnings } from '../ops/done.js';
import { recordFailure } from '../ops/fail.js';
import { loadMemory } from '../ops/load.js';
import { logEntry, loggedLine } from '../ops/log.js';
import { rememberSections } from '../ops/remember.js';
import { agentStatuses } from '../ops/status.js';
import { redactSecrets } from '../text/redact.js';
import { VERSION } from '../version.js';
import { searchFiles } from './search.js';

const AGENT = z.string().min(1).describe('agent name, as in agents/<name>.toml or agents/<name>/Aidefile');

/** The server for the store at `root` (absolute); the config is read again on every call. */
export function createServer(root: string): McpServer {
  const server = new McpServer({ name: 'memkeep', version: VERSION });
  const store = () => loadStoreConfig(root);

  server.registerTool(
    'load',
    {
      description:
        'What an agent should start a run with: its core files, distilled files (digest.md, lessons.md), procedural notes and newest run-log entries, within a byte budget. Secrets are redacted.',
      inputSchema: {
        agent: AGENT,
        budget: z.number().int().positive().optional().describe('most bytes of text (default 25600)'),
        entries: z.number().int().nonnegative().optional().describe('run-log entries to consider (default last_n)'),
      },
    },
    (args) =>
      run(async () => {
        const s = await store();
        const agent = await loadAgent(s, args.agent);
        const load = await loadMemory(s, agent, { budget: args.budget, entries: args.entries });
        return (
          renderAgentLoad(load.value, storeRelative(s, agent.memory.path)) + warningsText(allWarnings(s, agent, load))
        );
      }),
  );

  server.registerTool(
    'log',
    {
      description: "Append one entry to an agent's run log (axe format): what it was asked and what it produced.",
      inputSchema: {
        agent: AGENT,
        task: z.string().min(1).describe('what the agent was asked to do'),
        result: z.string().min(1).describe('what it produced (cut at 1000 bytes)'),
      },
    },
    (args) =>
      run(async () => {
        const s = await store();
        const agent = await loadAgent(s, args.agent);
        const logged = await logEntry(agent, { task: args.task, result: args.result });
        return loggedLine(s, agent, logged.value) + warningsText(allWarnings(s, agent, logged));
      }),
  );

  server.registerTool(
    'fail',
    {
      description: "Record a failed run in the agent's procedural failures.md (aide format).",
      inputSchema: {
        agent: AGENT,
        why: z.string().min(1).describe('partial, timeout, failure, cancelled or free text'),
        task: z.string().min(1).describe('the task that failed'),
        tokens: z.number().int().nonnegative().optional(),
        issue: z.string().optional(),
        run_url: z.string().optional(),
        commit: z.string().optional(),
      },
    },
    (args) =>
      run(async () => {
        const s = await store();
        const agent = await loadAgent(s, args.agent);
        const failed = await recordFailure(agent, {
          why: args.why,
          task: args.task,
          tokens: args.tokens,
          issue: args.issue,
          runUrl: args.run_url,
          commit: args.commit,
        });
        return (
          `Recorded failure note in ${storeRelative(s, failed.value)}.` + warningsText(allWarnings(s, agent, failed))
        );
      }),
  );

  server.registerTool(
    'remember',
    {
      description:
        'Set sections of USER_PROFILE.md (scope "profile") or of a project\'s MEMORY.md (scope "project", with workdir). Only the fixed headings are allowed.',
      inputSchema: {
        scope: z.enum(['profile', 'project']),
        workdir: z.string().optional().describe('absolute project directory (scope "project")'),
        sections: z.record(z.string(), z.string()).describe('heading to body; an empty body clears the section'),
      },
    },
    (args) =>
      run(async () => {
        if (args.scope === 'project' && !args.workdir) {
          throw configError('remember: scope "project" needs workdir', { field: 'workdir' });
        }
        const s = await store();
        const target =
          args.scope === 'profile' ? { profile: true as const } : { profile: false as const, workdir: args.workdir! };
        const updates = new Map(Object.entries(args.sections));
        const file = await rememberSections(s, target, updates);
        return `Updated ${[...updates.keys()].join(', ')} in ${storeRelative(s, file)}.`;
      }),
  );

  server.registerTool(
    'status',
    {
      description:
        'Per agent: layout, entries against last_n, size and estimated tokens, and what the next gc would do.',
      inputSchema: { agent: AGENT.optional() },
    },
    (args) =>
      run(async () => {
        const s = await store();
        const agents = args.agent ? [await loadAgent(s, args.agent)] : await loadAllAgents(s);
        return JSON.stringify((await agentStatuses(s, agents, process.env)).statuses, null, 2);
      }),
  );

  server.registerTool(
    'search',
    {
      description:
        "Plain-text search over an agent's memory files (core, procedural, episodic, run log): lines containing every word of the query, case-insensitive.",
      inputSchema: {
        agent: AGENT,
        query: z.string().trim().min(1),
        limit: z.number().int().positive().max(500).optional().describe('most matching lines (default 50)'),
      },
    },
    (args) =>
      run(async () => {
        const s = await store();
        const agent = await loadAgent(s, args.agent);
        const hits = await searchFiles(await memoryFiles(agent), args.query, args.limit ?? 50);
        if (hits.length === 0) return `No matches for "${args.query}".`;
        return redactSecrets(hits.map((h) => `${storeRelative(s, h.path)}:${h.line}: ${h.text}`).join('\n')).text;
      }),
  );

  server.registerResource(
    'memory',
    new ResourceTemplate('memkeep://{agent}/{path}', {
      list: async () => {
        const s = await store();
        const resources = [];
        for (const agent of await loadAllAgents(s)) {
          for (const file of await memoryFiles(agent)) {
            const rel = storeRelative(s, file);
            resources.push({
              uri: resourceUri(agent.name, rel),
              name: `${agent.name}: ${rel}`,
              mimeType: 'text/markdown',
            });
          }
        }
        return { resources };
      },
    }),
    { description: "Agents' memory files (redacted)", mimeType: 'text/markdown' },
    async (uri, variables) => {
      const s = await store();
      const agent = await loadAgent(s, String(variables.agent));
      const file = await memberFile(s, agent, decodeURIComponent(String(variables.path)));
      const text = redactSecrets((await readFile(file)).toString('utf8')).text;
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text }] };
    },
  );
  return server;
}

export function resourceUri(agent: string, rel: string): string {
  return `memkeep://${encodeURIComponent(agent)}/${encodeURIComponent(rel)}`;
}

/** Every file of an agent's memory that exists: core files, typed memory, the run log. */
async function memoryFiles(agent: Agent): Promise<string[]> {
  const m = agent.memory;
  const typed = [...(await listTypedFiles(m.proceduralDir)), ...(await listTypedFiles(m.episodicDir))];
  const candidates = [...m.coreFiles, ...typed, m.path];
  const existing: string[] = [];
  for (const file of new Set(candidates)) {
    if (await isReadable(file)) existing.push(file);
  }
  return existing;
}

/** A resource path must name one of the agent's memory files: nothing else in (or out of) the store is served. */
async function memberFile(store: StoreConfig, agent: Agent, rel: string): Promise<string> {
  const file = (await memoryFiles(agent)).find((f) => storeRelative(store, f) === rel);
  if (!file) throw configError(`"${rel}" is not a memory file of agent "${agent.name}"`, { field: 'path' });
  return file;
}

async function isReadable(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function warningsText(warnings: string[]): string {
  return warnings.length ? `\n${warnings.map((w) => `Warning: ${w}`).join('\n')}\n` : '';
}

/** One tool call: its text, or the error as memkeep words it, flagged for the client. */
async function run(body: () => Promise<string>): Promise<CallToolResult> {
  try {
    return { content: [{ type: 'text', text: await body() }] };
  } catch (err) {
    return { isError: true, content: [{ type: 'text', text: `Error: ${formatError(err)}` }] };
  }
}
