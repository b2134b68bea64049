/**
 * `init`: finds the memory layouts in a repository (config/detect.ts) and
 * the agents' MCP setups asked for (ops/integrations.ts), and with `write`
 * writes them, never over an existing config. A history ordered by git that
 * was committed in one commit cannot be ordered by git yet: init says so
 * and proposes a file order. Every target is checked before anything is
 * written, so one that leads out of the repository refuses the whole write.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { resolveInside } from '../config/confine.js';
import { type Detected, detectLayouts } from '../config/detect.js';
import { ioError } from '../errors.js';
import { blameLines } from '../git/blame.js';
import type { Done } from './done.js';
import { type IntegrationPlan, planIntegrations, writeIntegration } from './integrations.js';

export interface InitOptions {
  write: boolean;
  /** The editors to set the MCP server up for, comma-separated (claude, cursor, vscode). */
  integrations?: string;
  /** The agent whose memory Claude Code hooks load at session start. */
  hooks?: string;
}

/** A layout found, and what became of its config file: proposed (no `write`), written, or kept as it was. */
export interface FoundLayout extends Detected {
  fate?: 'proposed' | 'written' | 'kept';
}

export interface Init {
  found: FoundLayout[];
  setups: IntegrationPlan[];
}

export async function initStore(root: string, options: InitOptions): Promise<Done<Init>> {
  // Read and merged before the layouts are written: a broken editor config refuses the whole run.
  const setups = await planIntegrations(root, options.integrations, options.hooks);
  const detected = await Promise.all(detectLayouts(root).map((d) => checkHistory(root, d)));
  const targets = new Map<string, string>();
  if (options.write)
    for (const d of detected)
      if (d.configFile)
        targets.set(d.configFile, await resolveInside(root, root, d.configFile, { field: 'init --write' }));
  const found: FoundLayout[] = [];
  for (const d of detected) {
    if (!d.configFile) found.push(d);
    else if (!options.write) found.push({ ...d, fate: 'proposed' });
    else found.push({ ...d, fate: await writeNew(targets.get(d.configFile) ?? join(root, d.configFile), d.config!) });
  }
  if (options.write) for (const plan of setups) await writeIntegration(plan);
  return { value: { found, setups }, warnings: [] };
}

/** Writes a new config file; one that exists is kept (init never overwrites). */
async function writeNew(file: string, text: string): Promise<'written' | 'kept'> {
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text, { flag: 'wx' });
    return 'written';
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw ioError('write', file, err);
    return 'kept';
  }
}

/**
 * A history whose order comes from git but whose lines were all committed
 * together: git cannot order its entries, so the config gets the file
 * order instead, with a warning saying why and how to switch back.
 */
async function checkHistory(root: string, d: Detected): Promise<Detected> {
  if (!d.gitOrdered || !d.fallback) return d;
  const blamed = await blameLines(join(root, d.gitOrdered));
  if (!blamed) return d;
  const times = new Set([...blamed.values()].map((l) => l.time));
  if (times.size > 1) return d;
  const note = `warning: ${d.gitOrdered} was committed in one commit, so git cannot tell its entries apart: order = "${d.fallback.order}" proposed (set order = "git" once later commits add entries)${
    d.fallback.misplaced
      ? `; but ${d.fallback.misplaced}: gc refuses a trim whose cut falls between them until that entry is moved to where its date puts it`
      : ''
  }`;
  const lines = d.config!.split('\n');
  lines.splice(lines.length - 1, 0, `order = ${JSON.stringify(d.fallback.order)}`);
  const files = d.files.map(([f, fate]): [string, string] => [f, f === d.gitOrdered ? d.fallback!.fate : fate]);
  return { ...d, notes: [...d.notes, note], config: lines.join('\n'), files };
}
