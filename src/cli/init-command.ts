/**
 * `memkeep init`: prints what ops/init.ts found (each layout, what memkeep
 * will and will not do to each of its files, the config it would write or
 * wrote) and the agents' MCP setups (--integrations, --hooks); files are
 * written only with --write, never over an existing config.
 */
import { resolve } from 'node:path';
import type { IntegrationPlan } from '../ops/integrations.js';
import type { Command } from './store-commands.js';

export const initCommands: Command[] = [
  {
    name: 'init',
    summary: 'Find agent memory in a repository and propose (or with --write, write) its config.',
    args: [],
    options: {
      write: { type: 'boolean', help: 'write the proposed agent configs (never overwrites a file)' },
      integrations: {
        type: 'string',
        value: 'LIST',
        help: 'also set up the memkeep MCP server for claude, cursor, vscode (comma-separated): .mcp.json, .cursor/mcp.json, .vscode/mcp.json',
      },
      hooks: {
        type: 'string',
        value: 'AGENT',
        help: "also add Claude Code hooks to .claude/settings.json that load AGENT's memory at session start and log its end",
      },
    },
    example: 'memkeep init --root . --integrations claude,vscode --write',
    async run(parsed, io) {
      const { resolveStoreRoot } = await import('../config/store-config.js');
      const root = await resolveStoreRoot(resolve(io.cwd, parsed.root));
      const write = parsed.values.write === true;
      // Loaded on use: init blames histories, and git's client must not cost every command's start.
      const { initStore } = await import('../ops/init.js');
      const { value } = await initStore(root, {
        write,
        integrations: parsed.values.integrations as string | undefined,
        hooks: parsed.values.hooks as string | undefined,
      });
      const { found, setups } = value;
      if (found.length === 0) {
        io.out('No known memory layout found.\n');
        if (setups.length === 0) return 0;
      }
      // File and directory names are anyone's who can open a pull request: printed as gc prints them,
      // no line of them a workflow command (`  ::error::dir/run-log.md: …`, the runner trims the spaces).
      const { logLines } = await import('../text/untrusted.js');
      const out = (text: string) => io.out(logLines(text));
      for (const d of found) {
        out(`Found ${d.what}${d.notes.length ? ` (${d.notes.join('; ')})` : ''}\n`);
        for (const [path, fate] of d.files) out(`  ${path}: ${fate}\n`);
        if (d.fate === 'proposed') out(`  would write ${d.configFile}:\n${d.config!.replace(/^(?=.)/gm, '    ')}`);
        else if (d.fate === 'written') out(`  wrote ${d.configFile}\n`);
        else if (d.fate === 'kept') out(`  kept the existing ${d.configFile} (init never overwrites)\n`);
      }
      for (const plan of setups) out(integrationLine(plan, write));
      // Documents left alone give --write nothing to write.
      const pending = found.some((d) => d.fate === 'proposed') || setups.some((p) => p.text !== undefined);
      if (!write && pending) io.out('Nothing written: run again with --write to write these files.\n');
      return 0;
    },
  },
];

function integrationLine(plan: IntegrationPlan, written: boolean): string {
  const kept = plan.kept.map((k) => `  ${k}\n`).join('');
  if (plan.text === undefined) return `${plan.file} already has memkeep\n${kept}`;
  if (written) return `${plan.exists ? 'Added memkeep to' : 'Wrote'} ${plan.file}\n${kept}`;
  const what = plan.exists ? `Would add memkeep to ${plan.file}, making it` : `Would write ${plan.file}`;
  return `${what}:\n${plan.text.trimEnd().replace(/^/gm, '    ')}\n${kept}`;
}
