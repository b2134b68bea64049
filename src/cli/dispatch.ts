/**
 * The `memkeep` dispatcher: picks the command, parses its arguments, runs it,
 * and is the one place where errors become messages on stderr and exit codes
 * (0 success, 1 operation, 2 config, 3 model/API: errors.ts).
 */
import { exitCodeOf } from '../errors.js';
import { didYouMean } from '../text/suggest.js';
import { VERSION } from '../version.js';
import { agentCommands } from './agent-commands.js';
import { helpText, parseCommand } from './args.js';
import { gcCommands } from './gc-commands.js';
import { initCommands } from './init-command.js';
import type { Io } from './io.js';
import { noteCommands } from './note-commands.js';
import { type Command, storeCommands } from './store-commands.js';
import { printError } from './warn.js';

const commands: Command[] = [...gcCommands, ...storeCommands, ...noteCommands, ...agentCommands, ...initCommands];

function overview(): string {
  const width = Math.max(10, ...commands.map((c) => c.name.length + 2));
  const rows = commands.map((c) => `  ${c.name.padEnd(width)}${c.summary}`);
  return (
    `memkeep ${VERSION}: git-native memory for AI agents\n\n` +
    `usage: memkeep <command> [arguments] [--root DIR]\n\ncommands:\n${rows.join('\n')}\n\n` +
    `Run 'memkeep <command> --help' for a command's options.\n` +
    `Exit codes: 0 success, 1 operation error, 2 config error, 3 model/API error.\n`
  );
}

/** The subcommands of a group such as `note` (`note write`, ...): their second words. */
function subcommands(group: string): string[] {
  return commands.filter((c) => c.name.startsWith(`${group} `)).map((c) => c.name.slice(group.length + 1));
}

/** The command argv names (one word, or a group and its subcommand) and the arguments after its name. */
function find(argv: string[]): { command: Command; args: string[] } | undefined {
  const two = commands.find((c) => argv.length >= 2 && c.name === `${argv[0]} ${argv[1]}`);
  if (two) return { command: two, args: argv.slice(2) };
  const one = commands.find((c) => c.name === argv[0]);
  return one && { command: one, args: argv.slice(1) };
}

/** Runs one invocation and returns its exit code; never throws. */
export async function runCli(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const target = name === 'help' ? find(rest)?.command : undefined;
    io.out(target ? helpText(target) : overview());
    return 0;
  }
  if (name === '--version' || name === '-v') {
    io.out(`${VERSION}\n`);
    return 0;
  }
  const group = subcommands(name);
  if (group.length > 0 && !find(argv)) {
    const sub = rest[0];
    if (sub === '--help' || sub === '-h') {
      io.out(group.map((g) => helpText(find([name, g])!.command)).join('\n'));
      return 0;
    }
    const problem =
      sub === undefined || sub.startsWith('-')
        ? 'missing subcommand'
        : `unknown subcommand "${sub}"${didYouMean(sub, group)}`;
    io.err(`Error: ${name}: ${problem}; give one of ${group.join(', ')}\n\n${overview()}`);
    return 2;
  }
  const { command, args } = find(argv) ?? {};
  if (!command || !args) {
    const hint = didYouMean(name, [...new Set(commands.map((c) => c.name.split(' ')[0]))]);
    io.err(`Error: unknown command "${name}"${hint}\n\n${overview()}`);
    return 2;
  }
  try {
    const parsed = parseCommand(command, args);
    if (parsed.help) {
      io.out(helpText(command));
      return 0;
    }
    return await command.run(parsed, io);
  } catch (err) {
    await printError(io, err);
    return exitCodeOf(err);
  }
}
