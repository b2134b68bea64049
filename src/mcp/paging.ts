/** Pagination shared by list_agents, status and resources/list: opaque cursors over an offset. */
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';

/** Cursors are opaque to clients: an offset, base64url. */
export function cursorAt(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

export function pageStart(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  try {
    const o = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown }).o;
    if (typeof o === 'number' && Number.isInteger(o) && o >= 0) return o;
  } catch {
    // Falls through to the error.
  }
  throw new McpError(ErrorCode.InvalidParams, `invalid cursor "${cursor}"`);
}
