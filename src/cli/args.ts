/**
 * Command-line parsing for `memkeep`: node's parseArgs with a declarative
 * spec per command, so every command gets the same `--root`, `--help`,
 * unknown-option and missing-argument handling and the same usage text.
 */
import { parseArgs } from 'node:util';
import { configError } from '../errors.js';
import { didYouMean } from '../text/suggest.js';

export interface OptionSpec {
  type: 'string' | 'boolean';
  multiple?: boolean;
  required?: boolean;
  /** Shown in help: `--task T`. */
  value?: string;
  help: string;
}

export interface CommandSpec {
  name: string;
  summary: string;
  /** Positional argument names; a trailing `...` takes any number, `[X]` is optional. */
  args: string[];
  options: Record<string, OptionSpec>;
  example: string;
}

export interface Parsed {
  positionals: string[];
  values: Record<string, string | boolean | string[] | undefined>;
  root: string;
  help: boolean;
}

const COMMON: Record<string, OptionSpec> = {
  root: { type: 'string', value: 'DIR', help: 'store root (default: the current directory)' },
  help: { type: 'boolean', help: 'show this help' },
};

/** Parses argv for one command; usage problems are config errors (exit 2) naming the option. */
export function parseCommand(spec: CommandSpec, argv: string[]): Parsed {
  const options = { ...spec.options, ...COMMON };
  let parsed;
  try {
    parsed = parseArgs({
      args: dashValues(argv, options),
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries(
        Object.entries(options).map(([k, o]) => [k, { type: o.type, multiple: o.multiple ?? false }]),
      ),
    });
  } catch (err) {
    throw configError(`${spec.name}: ${parseProblem(err, Object.keys(options))}\n${usage(spec)}`, { field: spec.name });
  }
  const values = parsed.values as Parsed['values'];
  const help = values.help === true;
  if (!help) {
    checkPositionals(spec, parsed.positionals);
    for (const [key, o] of Object.entries(spec.options)) {
      if (o.required && values[key] === undefined) {
        throw configError(`${spec.name}: --${key} is required\n${usage(spec)}`, { field: `--${key}` });
      }
    }
  }
  return { positionals: parsed.positionals, values, root: (values.root as string | undefined) ?? '.', help };
}

/**
 * `--keep -3`, `--result "- fixed it"`, `--task "--force broke it"`:
 * parseArgs takes a value that starts with a dash for an option of its own
 * and refuses the pair as ambiguous, though a number, a markdown list or a
 * quoted flag is plainly the value. Whatever follows a string option and is
 * not one of the command's own options is joined to it (`--keep=-3`), so
 * the option's own check names what is wrong with it. An option of its own
 * there (`--task --result R`) is left for parseArgs: a missing value.
 */
function dashValues(argv: string[], options: Record<string, OptionSpec>): string[] {
  const own = (arg: string) => arg === '--' || options[/^--([^=]+)/.exec(arg)?.[1] ?? ''] !== undefined;
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--') return [...out, ...argv.slice(i)];
    const name = /^--([^=]+)$/.exec(argv[i])?.[1];
    const next = argv[i + 1];
    if (name !== undefined && options[name]?.type === 'string' && next?.startsWith('-') && !own(next)) {
      out.push(`${argv[i]}=${next}`);
      i++;
    } else out.push(argv[i]);
  }
  return out;
}

/**
 * memkeep's words for what parseArgs refused: its own messages name
 * internals ("positional argument", `<value>`) and run over several lines.
 */
function parseProblem(err: unknown, known: string[]): string {
  const e = err as Error & { code?: string };
  const option = /'(-[^' ]*)/.exec(e.message)?.[1] ?? '';
  switch (e.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${option}${didYouMean(option.replace(/^-+/, ''), known, '--')}`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      // "ambiguous": another of the command's options stands where the value should (dashValues).
      return /argument missing|ambiguous/.test(e.message)
        ? `option ${option} needs a value`
        : `option ${option} takes no value`;
    default:
      return e.message.split('\n')[0];
  }
}

function checkPositionals(spec: CommandSpec, positionals: string[]): void {
  // `AGENT...` and the optional `[AGENT...]` both take any number.
  const variadic = spec.args.some((a) => a.replace(/\]$/, '').endsWith('...'));
  const required = spec.args.filter((a) => !a.startsWith('[')).length;
  if (positionals.length < required) {
    const missing = spec.args[positionals.length];
    throw configError(`${spec.name}: missing argument ${missing}\n${usage(spec)}`, { field: missing });
  }
  if (!variadic && positionals.length > spec.args.length) {
    throw configError(`${spec.name}: unexpected argument "${positionals[spec.args.length]}"\n${usage(spec)}`, {
      field: spec.name,
    });
  }
}

export function usage(spec: CommandSpec): string {
  return `usage: memkeep ${spec.name} ${[...spec.args, '[options]'].join(' ')}`;
}

/** Full help text for one command. */
export function helpText(spec: CommandSpec): string {
  const options = { ...spec.options, ...COMMON };
  const rows = Object.entries(options).map(([k, o]) => {
    const flag = `--${k}${o.value ? ' ' + o.value : ''}`;
    return `  ${flag.padEnd(26)}${o.help}${o.required ? ' (required)' : ''}`;
  });
  return `${spec.summary}\n\n${usage(spec)}\n\noptions:\n${rows.join('\n')}\n\nexample:\n  ${spec.example}\n`;
}

/** `--all` and agent names together: which did the caller mean? (gc's rule, for every command that takes both.) */
export function allOrNames(all: boolean, names: string[], command: string): void {
  if (all && names.length > 0)
    throw configError(`${command}: cannot specify both --all and an agent name`, { field: '--all' });
}
