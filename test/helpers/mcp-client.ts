/**
 * The MCP SDK's own client: over stdio against the bundled CLI's `mcp`
 * server, or over the SDK's in-memory transport against the server built
 * from the sources (for a fix the bundle does not hold yet), closed after
 * each test of the file that uses it.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterEach } from 'vitest';
import { createServer } from '../../src/mcp/server.js';
import { CLI, hermeticEnv } from './cli.js';

const open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

/** A connected client of `memkeep mcp --root root`, closed after the test. */
export async function connectMcp(root: string): Promise<Client> {
  const client = new Client({ name: 'memkeep-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [CLI, 'mcp', '--root', root],
      env: hermeticEnv() as Record<string, string>,
    }),
  );
  open.push(client);
  return client;
}

/** A connected client of the server for the store at `root` (absolute), in this process. */
export async function connectMcpInProcess(root: string): Promise<Client> {
  const client = new Client({ name: 'memkeep-test', version: '1.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createServer(root).connect(serverSide);
  await client.connect(clientSide);
  open.push(client);
  return client;
}
