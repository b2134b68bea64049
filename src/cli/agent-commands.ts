/**
 * Commands for agents and the people running them: status (what the store
 * holds and what gc would do next) and mcp (the store as an MCP server).
 */

import { resolve } from 'node:path';
import { allOrNames } from './args.js';
import { PROGRESS } from './gc-commands.js';
import type { Command } from './store-commands.js';
import { warn } from './warn.js';

export const agentCommands: Command[] = [
  {
    name: 'status',
    summary: 'Per agent: memory layout, entries against last_n, size and tokens, and what the next gc would do.',
    args: ['[AGENT...]'],
    options: {
      all: { type: 'boolean', help: 'every agent (the default when no AGENT is named)' },
      summary: { type: 'boolean', help: 'one table, a row an agent and a totals row' },
      json: { type: 'boolean', help: 'print the status as JSON: { agents, totals }' },
      chart: {
        type: 'boolean',
        help: "also a Mermaid chart of each agent's memory size over git history (with --json: the points, as chart)",
      },
      progress: PROGRESS,
    },
    example: 'memkeep status --root examples/store',
    async run(parsed, io) {
      allOrNames(parsed.values.all === true, parsed.positionals, 'status');
      const { runStatus } = await import('./status-command.js');
      return runStatus(parsed, io);
    },
  },
  {
    name: 'mcp',
    summary:
      'Serve the store to agents over MCP on stdio (load, log, fail, remember, list_agents, status, search, write_note, edit_note, delete_note).',
    args: [],
    options: {},
    example: 'memkeep mcp --root /path/to/store',
    async run(parsed, io) {
      const { loadStoreConfig } = await import('../config/store-config.js');
      const store = await loadStoreConfig(resolve(io.cwd, parsed.root));
      await warn(io, store.warnings);
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
