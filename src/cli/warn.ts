/**
 * The one way a command prints its warnings. The command tables import
 * it, so it loads the redaction rules (logLine) only when there is a
 * warning to print: the CLI's start-up is its command table.
 */
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
