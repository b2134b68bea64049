/**
 * `memkeep init`: finds the memory layouts in a repository (src/config/detect.ts),
 * prints what it found, what memkeep will and will not do to each file, and
 * the config it would write; writes it only with --write, never over an
 * existing file. A history ordered by git that was committed in one commit
 * cannot be ordered by git yet: init says so and proposes a file order.
 * With --integrations (and --hooks) it also sets up the agents' MCP configs
 * (src/cli/integrations.ts), written only with --write as the configs are.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { resolveInside } from '../config/confine.js';
import { type Detected, detectLayouts } from '../config/detect.js';
import { resolveStoreRoot } from '../config/load.js';
import { ioError } from '../errors.js';
import { blameLines } from '../git/blame.js';
import { type IntegrationPlan, planIntegrations, writeIntegration } from './integrations.js';
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
      const root = await resolveStoreRoot(resolve(io.cwd, parsed.root));
      // Read and merged before the layouts are written: a broken editor config refuses the whole run.
      const setups = await planIntegrations(
        root,
        parsed.values.integrations as string | undefined,
        parsed.values.hooks as string | undefined,
      );
      const found = await Promise.all(detectLayouts(root).map((d) => checkHistory(root, d)));
      if (found.length === 0) {
        io.out('No known memory layout found.\n');
        if (setups.length === 0) return 0;
      }
      // Every target is checked before anything is written: an `agents/` that is a link out of the repository refuses the whole write.
      const targets = new Map<string, string>();
      for (const d of found) {
        if (d.configFile && parsed.values.write)
          targets.set(d.configFile, await resolveInside(root, root, d.configFile, { field: 'init --write' }));
      }
      for (const d of found) {
        io.out(`Found ${d.what}${d.notes.length ? ` (${d.notes.join('; ')})` : ''}\n`);
        for (const [path, fate] of d.files) io.out(`  ${path}: ${fate}\n`);
        if (!d.configFile) continue;
        const file = targets.get(d.configFile) ?? join(root, d.configFile);
        if (!parsed.values.write) {
          io.out(`  would write ${d.configFile}:\n${d.config!.replace(/^/gm, '    ')}`);
          continue;
        }
        try {
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, d.config!, { flag: 'wx' });
          io.out(`  wrote ${d.configFile}\n`);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw ioError('write', file, err);
          io.out(`  kept the existing ${d.configFile} (init never overwrites)\n`);
        }
      }
      for (const plan of setups) {
        if (parsed.values.write) await writeIntegration(plan);
        io.out(integrationLine(plan, parsed.values.write === true));
      }
      const pending = found.length > 0 || setups.some((p) => p.text !== undefined);
      if (!parsed.values.write && pending) io.out('Nothing written: run again with --write to write these files.\n');
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

/**
 * A history whose order comes from git but whose lines were all committed
 * together: git cannot order its entries, so the config gets the file
 * order instead, with a warning saying why and how to switch back.
 */
async function checkHistory(root: string, d: Detected): Promise<Detected> {
  if (!d.gitOrdered || !d.fallbackOrder) return d;
  const blamed = await blameLines(join(root, d.gitOrdered));
  if (!blamed) return d;
  const times = new Set([...blamed.values()].map((l) => l.time));
  if (times.size > 1) return d;
  const note = `warning: ${d.gitOrdered} was committed in one commit, so git cannot tell its entries apart: order = "${d.fallbackOrder}" proposed (set order = "git" once later commits add entries)`;
  const lines = d.config!.split('\n');
  lines.splice(lines.length - 1, 0, `order = ${JSON.stringify(d.fallbackOrder)}`);
  return { ...d, notes: [...d.notes, note], config: lines.join('\n') };
}
