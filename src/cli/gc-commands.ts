/**
 * The maintenance commands over a whole store: gc (and, with the pruning
 * work, prune). They parse flags here and hand over to src/gc.
 */
import { resolve } from 'node:path';
import { ANALYZERS, type Analyzer } from '../config/types.js';
import { configError } from '../errors.js';
import { type Author, parseAuthor } from '../git/author.js';
import { allOrNames, type OptionSpec } from './args.js';
import type { Command } from './store-commands.js';

function analyzerFlag(value: unknown): Analyzer | undefined {
  if (value === undefined) return undefined;
  if (!ANALYZERS.includes(value as Analyzer)) {
    throw configError(`--analyzer must be one of ${ANALYZERS.join(', ')} (got "${String(value)}")`, {
      field: '--analyzer',
    });
  }
  return value as Analyzer;
}

export const PROGRESS: OptionSpec = {
  type: 'boolean',
  help: 'show the [n/total] agent counter on stderr even when it is not a terminal',
};

export const gcCommands: Command[] = [
  {
    name: 'gc',
    summary:
      "Analyse an agent's run log for patterns and repeated work, then trim it to last_n entries (axe gc), distilling what the trim drops into digest.md and lessons.md.",
    args: ['[AGENT]'],
    options: {
      all: { type: 'boolean', help: 'every agent with memory enabled, one after another' },
      'dry-run': { type: 'boolean', help: 'analyse and print, trim nothing' },
      model: { type: 'string', value: 'P/M', help: "override the agent's model (provider/model)" },
      analyzer: { type: 'string', value: 'A', help: 'auto (default), llm or local' },
      json: { type: 'boolean', help: 'print one machine-readable report instead of text' },
      entries: { type: 'boolean', help: "with --json: list every dropped and kept entry, and the digest's text" },
      commit: { type: 'boolean', help: 'commit the trimmed logs and push them to the current branch' },
      author: { type: 'string', value: '"N <E>"', help: 'commit author (default: your git user.name and user.email)' },
      'no-distil': { type: 'boolean', help: 'trim without writing a digest of the dropped entries or lessons' },
      strict: { type: 'boolean', help: 'exit 1 when a trim is refused (needs attention) instead of warning' },
      progress: PROGRESS,
    },
    example: 'memkeep gc --all --dry-run --root examples/store',
    async run(parsed, io) {
      // Loaded on use: `--version` and the store commands start without them.
      const { runGc } = await import('./gc-command.js');
      return runGc(
        {
          root: resolve(io.cwd, parsed.root),
          agent: parsed.positionals[0],
          all: parsed.values.all === true,
          dryRun: parsed.values['dry-run'] === true,
          model: parsed.values.model as string | undefined,
          analyzer: analyzerFlag(parsed.values.analyzer),
          json: parsed.values.json === true,
          entries: parsed.values.entries === true,
          commit: parsed.values.commit === true,
          author: authorFlag(parsed.values.author),
          noDistil: parsed.values['no-distil'] === true,
          strict: parsed.values.strict === true,
          progress: parsed.values.progress === true,
        },
        io,
      );
    },
  },
  {
    name: 'trim',
    summary:
      "Trim an agent's run log (or with --all every enabled agent's) to its last_n entries (or --keep N) without analysing it.",
    args: ['[AGENT]'],
    options: {
      all: { type: 'boolean', help: 'every agent with memory enabled, with a totals line' },
      keep: { type: 'string', value: 'N', help: 'entries to keep (default: last_n, else max_entries)' },
      'dry-run': { type: 'boolean', help: 'say what would be removed, change nothing' },
      progress: PROGRESS,
    },
    example: 'memkeep trim pr-reviewer --keep 20',
    async run(parsed, io) {
      const { runTrim } = await import('./maintenance.js');
      return runTrim(
        {
          root: resolve(io.cwd, parsed.root),
          agent: parsed.positionals[0],
          all: parsed.values.all === true,
          keep: keepFlag(parsed.values.keep),
          dryRun: parsed.values['dry-run'] === true,
          progress: parsed.values.progress === true,
        },
        io,
      );
    },
  },
  {
    name: 'prune',
    summary: 'Delete episodic and procedural memory older than its retention (ages from git history).',
    args: ['[AGENT...]'],
    options: {
      all: { type: 'boolean', help: 'every agent with memory enabled (the default when no AGENT is named)' },
      'dry-run': { type: 'boolean', help: 'list what would be pruned, delete nothing' },
      json: { type: 'boolean', help: 'print one machine-readable report instead of text' },
      commit: { type: 'boolean', help: 'commit the deletions and push them to the current branch' },
      author: { type: 'string', value: '"N <E>"', help: 'commit author (default: your git user.name and user.email)' },
      progress: PROGRESS,
    },
    example: 'memkeep prune --dry-run --root examples/store',
    async run(parsed, io) {
      allOrNames(parsed.values.all === true, parsed.positionals, 'prune');
      const { runPrune } = await import('./maintenance.js');
      return runPrune(
        {
          root: resolve(io.cwd, parsed.root),
          agents: parsed.positionals,
          dryRun: parsed.values['dry-run'] === true,
          json: parsed.values.json === true,
          commit: parsed.values.commit === true,
          author: authorFlag(parsed.values.author),
          progress: parsed.values.progress === true,
        },
        io,
      );
    },
  },
];

function keepFlag(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) {
    throw configError(`--keep must be a whole number (got "${String(value)}")`, { field: '--keep' });
  }
  return Number(value);
}

function authorFlag(value: unknown): Author | undefined {
  return typeof value === 'string' ? parseAuthor(value) : undefined;
}
