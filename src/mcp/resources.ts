/**
 * Every agent's memory files as resources, `memkeep://<agent>/<path>`:
 * the paginated list with each file's description, URI parsing and reading.
 * Resource errors are JSON-RPC errors with the standard codes (-32602
 * invalid params, -32002 resource not found).
 */
import { type McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ErrorCode,
  ListResourcesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type Resource,
} from '@modelcontextprotocol/sdk/types.js';
import { loadAgent, loadEveryAgent } from '../config/agent-config.js';
import { storeRelative } from '../config/confine.js';
import type { Agent, StoreConfig } from '../config/types.js';
import { configError, formatError, MemkeepError } from '../errors.js';
import { MAX_TEXT_BYTES, readRegularFile, readRegularHeadSync } from '../fs/regular.js';
import { redactSecrets } from '../text/redact.js';
import { inertLine } from '../text/untrusted.js';
import { memoryFiles } from './files.js';
import { cursorAt, pageStart } from './paging.js';

/** Resources per `resources/list` page. */
export const RESOURCE_PAGE = 100;
/** JSON-RPC code the MCP specification gives "resource not found". */
const RESOURCE_NOT_FOUND = -32002;

export function registerResources(server: McpServer, store: () => Promise<StoreConfig>): void {
  // The template is what resources/templates/list shows; listing (paginated) and reading are ours.
  server.registerResource(
    'memory',
    new ResourceTemplate('memkeep://{agent}/{+path}', { list: undefined }),
    {
      title: 'Agent memory files',
      description:
        "An agent's memory files (core files, notes, run log), redacted. The path may be written plainly or %2F-encoded.",
      mimeType: 'text/markdown',
    },
    async () => {
      throw new McpError(ErrorCode.InternalError, 'unreachable: reads are handled by the server');
    },
  );
  server.server.setRequestHandler(ListResourcesRequestSchema, async (request) => {
    const s = await store();
    return listResources(s, request.params?.cursor);
  });
  server.server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { agent: name, path } = parseUri(request.params.uri);
    const s = await store();
    try {
      const agent = await loadAgent(s, name);
      const file = await memberFile(s, agent, path);
      const bytes = (await readRegularFile(file, { maxBytes: MAX_TEXT_BYTES })) ?? Buffer.alloc(0);
      const text = redactSecrets(bytes.toString('utf8')).text;
      return { contents: [{ uri: request.params.uri, mimeType: 'text/markdown', text }] };
    } catch (err) {
      throw asRpcError(err);
    }
  });
}

/** The URI of a memory file: the agent, then the store-relative path with its `/` kept. */
export function resourceUri(agent: string, rel: string): string {
  return `memkeep://${encodeURIComponent(agent)}/${rel.split(/[\\/]/).map(encodeURIComponent).join('/')}`;
}

/** `memkeep://<agent>/<path>`, the path written plainly or `%2F`-encoded. */
function parseUri(uri: string): { agent: string; path: string } {
  const m = /^memkeep:\/\/([^/?#]+)\/(.+)$/.exec(uri);
  if (!m) {
    throw new McpError(ErrorCode.InvalidParams, `resource URI "${uri}" is not memkeep://<agent>/<path>`);
  }
  try {
    return { agent: decodeURIComponent(m[1]), path: decodeURIComponent(m[2]) };
  } catch {
    throw new McpError(ErrorCode.InvalidParams, `resource URI "${uri}" has a malformed %-escape`);
  }
}

/** A memkeep error as a JSON-RPC error: a name that is not there is "not found", the rest invalid params. */
function asRpcError(err: unknown): unknown {
  if (err instanceof McpError || !(err instanceof MemkeepError)) return err;
  const notFound = err.field === 'path' || err.field === 'agent';
  return new McpError(notFound ? RESOURCE_NOT_FOUND : ErrorCode.InvalidParams, formatError(err));
}

/** One page of every agent's memory files, each with its own description. */
async function listResources(
  store: StoreConfig,
  cursor: string | undefined,
): Promise<{ resources: Resource[]; nextCursor?: string }> {
  const from = pageStart(cursor);
  const resources: Resource[] = [];
  let index = 0;
  // A broken agent config hides only that agent's files.
  for (const agent of (await loadEveryAgent(store)).agents) {
    const files = await memoryFiles(agent);
    if (index + files.length <= from) {
      index += files.length;
      continue;
    }
    for (const file of files) {
      if (index++ < from) continue;
      if (resources.length === RESOURCE_PAGE) return { resources, nextCursor: cursorAt(index - 1) };
      const rel = storeRelative(store, file);
      const about = describeFile(agent, file);
      resources.push({
        uri: resourceUri(agent.name, rel),
        name: `${agent.name}: ${rel}`,
        title: `${agent.name}: ${rel}`,
        description: about.description,
        mimeType: 'text/markdown',
        ...(about.size === undefined ? {} : { size: about.size }),
      });
    }
  }
  return { resources };
}

/** What a file is (its kind) and what it says it is about: its front-matter description, else its first line. */
function describeFile(agent: Agent, file: string): { description: string; size?: number } {
  const m = agent.memory;
  const kind =
    file === m.path
      ? `${agent.name}'s run log`
      : m.coreFiles.includes(file)
        ? 'core file'
        : file.startsWith(m.proceduralDir)
          ? 'procedural note'
          : 'episodic note';
  let head = '';
  let size: number | undefined;
  try {
    const read = readRegularHeadSync(file, 4096);
    size = read?.size;
    head = read?.head.toString('utf8') ?? '';
  } catch {
    // Unreadable now: described by its kind alone.
  }
  const front = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(head);
  const declared = front && /^\s*description:\s*(.+)$/m.exec(front[1])?.[1];
  let about = declared ? declared.trim().replace(/^(["'])(.*)\1$/, '$2') : '';
  if (!about) {
    const body = front ? head.slice(front[0].length) : head;
    about =
      body
        .split('\n')
        .map((l) => l.replace(/^#+\s*/, '').trim())
        .find((l) => l !== '' && !/^<!--/.test(l)) ?? '';
  }
  const description = about ? `${kind}: ${inertLine(about, 200)}` : kind;
  return { description, size };
}

/** A resource path must name one of the agent's memory files: nothing else in (or out of) the store is served. */
async function memberFile(store: StoreConfig, agent: Agent, rel: string): Promise<string> {
  const file = (await memoryFiles(agent)).find((f) => storeRelative(store, f) === rel);
  if (!file) throw configError(`"${rel}" is not a memory file of agent "${agent.name}"`, { field: 'path' });
  return file;
}
