/**
 * Commands for agents and the people running them: status (what the store
 * holds and what gc would do next) and mcp (the store as an MCP server).
 */
import { resolve } from 'node:path';
import { loadAgent, loadAllAgents, loadStoreConfig } from '../config/load.js';
import type { AgentStatus } from '../ops/status.js';
import type { Io } from './io.js';
import type { Command } from './store-commands.js';

export const agentCommands: Command[] = [
  {
    name: 'status',
    summary: 'Per agent: memory layout, entries against last_n, size and tokens, and what the next gc would do.',
    args: ['[AGENT...]'],
    options: {
      json: { type: 'boolean', help: 'print the status as JSON' },
    },
    example: 'memkeep status --root examples/store',
    async run(parsed, io) {
      const store = await loadStoreConfig(resolve(io.cwd, parsed.root));
      for (const w of store.warnings) io.err(`Warning: ${w}\n`);
      const agents = parsed.positionals.length
        ? await Promise.all(parsed.positionals.map((name) => loadAgent(store, name)))
        : await loadAllAgents(store);
      for (const w of agents.flatMap((a) => a.warnings)) io.err(`Warning: ${w}\n`);
      // Loaded on use: git (simple-git) is most of the CLI's size.
      const { agentStatuses } = await import('../ops/status.js');
      const { statuses, warnings } = await agentStatuses(store, agents, io.env);
      for (const w of warnings) io.err(`Warning: ${w}\n`);
      if (parsed.values.json) io.out(`${JSON.stringify(statuses, null, 2)}\n`);
      else printStatuses(statuses, io);
      return 0;
    },
  },
  {
    name: 'mcp',
    summary: 'Serve the store to agents over MCP on stdio (tools: load, log, fail, remember, status, search).',
    args: [],
    options: {},
    example: 'memkeep mcp --root /path/to/store',
    async run(parsed, io) {
      const store = await loadStoreConfig(resolve(io.cwd, parsed.root));
      for (const w of store.warnings) io.err(`Warning: ${w}\n`);
      const [{ createServer }, { StdioServerTransport }] = await Promise.all([
        import('../mcp/server.js'),
        import('@modelcontextprotocol/sdk/server/stdio.js'),
      ]);
      // stdio is the protocol's channel, so the server owns the process's
      // stdin and stdout; nothing else may write to stdout from here on.
      const server = createServer(store.root);
      const closed = new Promise<void>((done) => {
        server.server.onclose = done;
        process.stdin.on('end', () => void server.close());
      });
      await server.connect(new StdioServerTransport());
      await closed;
      return 0;
    },
  },
];

function printStatuses(statuses: AgentStatus[], io: Io): void {
  if (statuses.length === 0) io.out('No agents found.\n');
  for (const s of statuses) {
    const limit = s.lastN > 0 ? `last_n ${s.lastN}` : s.maxEntries > 0 ? `max_entries ${s.maxEntries}` : 'no limit';
    const compact =
      s.compactAfter === undefined ? '' : ` / compact_after ${s.compactAfter}${s.overCompactAfter ? ' (over)' : ''}`;
    const lines = [
      `${s.agent}${s.enabled ? '' : ' (memory not enabled)'}`,
      `  layout:    ${s.layout.form} (${s.layout.config}); log ${s.layout.log}; procedural ${s.layout.proceduralDir}; episodic ${s.layout.episodicDir}`,
      `  entries:   ${s.entries} (${limit})`,
      `  size:      ${s.bytes} bytes, ~${s.tokens} tokens${compact}`,
      `  prunable:  ${s.next.prune}${s.oldestPrunable ? `, oldest ${s.oldestPrunable.path} (${s.oldestPrunable.type}, ${s.oldestPrunable.age})` : ''}${s.next.kept ? `; ${s.next.kept} kept (age unknown or locked)` : ''}`,
      `  next gc:   ${s.next.summary}`,
    ];
    if (s.layout.coreFiles.length) lines.splice(2, 0, `  core:      ${s.layout.coreFiles.join(', ')}`);
    io.out(`${lines.join('\n')}\n\n`);
  }
}
