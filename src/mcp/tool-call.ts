/**
 * What every tool shares: the agent and cursor arguments, the hint sets,
 * and the wrapper that turns a call into a tool result. A failed call is a
 * result with `isError` rather than a JSON-RPC error, so the model sees the
 * reason and can correct itself; nothing is changed by a call that fails.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { formatError } from '../errors.js';

export const AGENT = z
  .string()
  .min(1)
  .describe('agent name, as in agents/<name>.toml or agents/<name>/Aidefile (list_agents gives them)');
export const CURSOR = z.string().optional().describe('nextCursor of the previous page');

/**
 * A tool's arguments. An argument the tool does not take is refused, naming
 * it, rather than dropped: a misspelt optional one (`runUrl`) would lose
 * what it carried, and one meant for another tool (`agents` to status)
 * would widen the call without a word. The schema tells clients as much.
 */
export function toolArguments<Shape extends z.ZodRawShape>(shape: Shape): z.ZodObject<Shape, z.core.$strict> {
  return z.strictObject(shape);
}

export const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
export const APPEND = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
export const REWRITE = { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false };

export function warningsText(warnings: string[]): string {
  return warnings.length ? `\n${warnings.map((w) => `Warning: ${w}`).join('\n')}\n` : '';
}

/** One tool call: its text, or the error as memkeep words it, flagged for the client. */
export async function asToolResult(body: () => Promise<string>): Promise<CallToolResult> {
  return runStructured(async () => ({ text: await body() }));
}

/** A tool call that answers with text and, for a tool with an output schema, the same data as structured content. */
export async function runStructured(
  body: () => Promise<{ text: string; structured?: object }>,
): Promise<CallToolResult> {
  try {
    const { text, structured } = await body();
    return {
      content: [{ type: 'text', text }],
      ...(structured ? { structuredContent: structured as Record<string, unknown> } : {}),
    };
  } catch (err) {
    return { isError: true, content: [{ type: 'text', text: `Error: ${formatError(err)}` }] };
  }
}
