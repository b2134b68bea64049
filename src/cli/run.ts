/**
 * The `memkeep` dispatcher: picks the command, parses its arguments, runs it,
 * and is the one place where errors become messages on stderr and exit codes
 * (0 success, 1 operation, 2 config, 3 model/API: errors.ts).
 */
import { exitCodeOf, formatError } from '../errors.js';
import { didYouMean } from '../text/suggest.js';
import { VERSION } from '../version.js';
import { agentCommands } from './agent-commands.js';
import { helpText, parseCommand } from './args.js';
import { gcCommands } from './gc-commands.js';
import { initCommands } from './init-command.js';
import type { Io } from './io.js';
import { type Command, storeCommands } from './store-commands.js';

const commands: Command[] = [...gcCommands, ...storeCommands, ...agentCommands, ...initCommands];

function overview(): string {
  const rows = commands.map((c) => `  ${c.name.padEnd(10)}${c.summary}`);
  return (
    `memkeep ${VERSION}: git-native memory for AI agents\n\n` +
    `usage: memkeep <command> [arguments] [--root DIR]\n\ncommands:\n${rows.join('\n')}\n\n` +
    `Run 'memkeep <command> --help' for a command's options.\n` +
    `Exit codes: 0 success, 1 operation error, 2 config error, 3 model/API error.\n`
  );
}

/** Runs one invocation and returns its exit code; never throws. */
export async function runCli(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const target = name === 'help' ? commands.find((c) => c.name === rest[0]) : undefined;
    io.out(target ? helpText(target) : overview());
    return 0;
  }
  if (name === '--version' || name === '-v') {
    io.out(`${VERSION}\n`);
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    const hint = didYouMean(
      name,
      commands.map((c) => c.name),
    );
    io.err(`Error: unknown command "${name}"${hint}\n\n${overview()}`);
    return 2;
  }
  try {
    const parsed = parseCommand(command, rest);
    if (parsed.help) {
      io.out(helpText(command));
      return 0;
    }
    return await command.run(parsed, io);
  } catch (err) {
    io.err(`Error: ${formatError(err)}\n`);
    return exitCodeOf(err);
  }
}
