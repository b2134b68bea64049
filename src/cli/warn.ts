/**
 * The one way a command prints its warnings and errors. The command tables
 * import it, so it loads the redaction rules (logLine) only when there is
 * something to print: the CLI's start-up is its command table.
 */
import { formatError } from '../errors.js';
import type { Io } from './io.js';

/**
 * Warnings on stderr, one line each and inert (logLine): a warning names
 * what a config or a file said, and in a workflow step a line of it
 * starting with `::` would be a command to the runner.
 */
export async function warn(io: Io, warnings: Iterable<string>): Promise<void> {
  const all = [...warnings];
  if (all.length === 0) return;
  const { logLine } = await import('../text/untrusted.js');
  for (const w of all) io.err(`Warning: ${logLine(w)}\n`);
}

/**
 * An error on stderr, inert as a warning is: it names files and the values
 * they hold (an agent file named with a line break and `::error::`), each
 * line of it made inert (logLines) and none of them joined.
 */
export async function printError(io: Io, err: unknown): Promise<void> {
  const { logLines } = await import('../text/untrusted.js');
  io.err(`Error: ${logLines(formatError(err))}\n`);
}
