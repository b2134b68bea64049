/**
 * `memkeep prune`: typed pruning of every enabled agent (or those named),
 * with ages from git history, a dry run that shows exactly what a real run
 * removes, and commit mode that pushes the deletions with the retry loop.
 */
import { formatError, exitCodeOf } from '../errors.js';
import type { Io } from '../cli/io.js';
import { loadAgent, loadAllAgents, loadStoreConfig, storeRelative, type Agent, type StoreConfig } from '../store/config.js';
import { gitAges } from '../git/ages.js';
import { commitAndPush } from '../git/commit.js';
import { leftoverWarning } from '../git/leftovers.js';
import type { Author } from '../git/author.js';
import { applyPrune, longestRetention, planPrune, type PruneItem, type PruneNote, type PruneResult } from './prune.js';

export interface PruneOptions {
  root: string;
  agents: string[];
  dryRun: boolean;
  json: boolean;
  commit: boolean;
  author?: Author;
}

/** Plans and (unless dry-run) applies pruning once, on the files as they are now. */
export async function pruneOnce(store: StoreConfig, agents: Agent[], dryRun: boolean, now = new Date()) {
  const ages = await gitAges(store.root, { cutoff: new Date(now.getTime() - longestRetention(agents)) });
  const plan = await planPrune(agents, ages, now);
  const result: PruneResult = dryRun
    ? { removed: plan.items, skipped: [], errors: [] }
    : await applyPrune(plan);
  return {
    ages,
    kept: [...plan.kept, ...result.skipped],
    errors: [...plan.errors, ...result.errors],
    removed: result.removed,
  };
}

export function pruneMessage(removed: PruneItem[]): string {
  const agents = [...new Set(removed.map((r) => r.agent))].sort();
  return `memkeep: prune ${removed.length} memory file${removed.length === 1 ? '' : 's'} (${agents.join(', ')})`;
}

export async function runPrune(options: PruneOptions, io: Io): Promise<number> {
  const out = (line: string) => options.json || io.out(line + '\n');
  const err = (line: string) => io.err(line + '\n');
  try {
    const store = await loadStoreConfig(options.root);
    for (const w of store.warnings) err(`Warning: ${w}`);
    const agents = await selectAgents(store, options.agents, err);

    let outcome: Awaited<ReturnType<typeof pruneOnce>>;
    let commit: { sha?: string; attempts: number } | undefined;
    if (options.commit && !options.dryRun) {
      const landed = await commitAndPush({
        cwd: store.root,
        author: options.author,
        apply: async () => {
          const result = await pruneOnce(store, agents, false);
          return { paths: result.removed.map((r) => r.path), message: pruneMessage(result.removed), result };
        },
      });
      outcome = landed.result;
      for (const path of landed.recovered) err(`Warning: ${leftoverWarning(path)}`);
      commit = { sha: landed.sha, attempts: landed.attempts };
    } else {
      outcome = await pruneOnce(store, agents, options.dryRun);
    }

    for (const w of outcome.ages.warnings) err(`Warning: ${w}`);
    const verb = options.dryRun ? 'Would prune' : 'Pruned';
    for (const r of outcome.removed) out(`${verb} ${r.agent} ${r.type} ${storeRelative(store, r.path)} (age ${r.ageText})`);
    for (const k of outcome.kept) out(`Kept ${k.agent} ${storeRelative(store, k.path)}: ${k.message}`);
    for (const e of outcome.errors) err(`Error: cannot prune ${storeRelative(store, e.path)}: ${e.message}`);
    out(summary(outcome.removed, outcome.kept, outcome.errors, options.dryRun, outcome.ages.describe));
    if (commit) out(commit.sha ? `Committed ${commit.sha.slice(0, 12)} and pushed (attempt ${commit.attempts}).` : 'Nothing to commit.');

    if (options.json) {
      io.out(
        JSON.stringify(
          {
            command: 'prune',
            dryRun: options.dryRun,
            ages: outcome.ages.describe,
            warnings: outcome.ages.warnings,
            pruned: outcome.removed.map((r) => ({
              agent: r.agent,
              type: r.type,
              path: storeRelative(store, r.path),
              age: r.ageText,
              bytes: r.bytes,
            })),
            kept: outcome.kept.map((k) => ({ ...k, path: storeRelative(store, k.path) })),
            errors: outcome.errors.map((e) => ({ ...e, path: storeRelative(store, e.path) })),
            commit: commit ?? null,
          },
          null,
          2,
        ) + '\n',
      );
    }
    return outcome.errors.length ? 1 : 0;
  } catch (e) {
    err(`Error: ${formatError(e)}`);
    return exitCodeOf(e);
  }
}

async function selectAgents(store: StoreConfig, names: string[], err: (line: string) => void): Promise<Agent[]> {
  if (names.length === 0) return (await loadAllAgents(store)).filter((a) => a.memory.enabled);
  const agents: Agent[] = [];
  for (const name of names) {
    const agent = await loadAgent(store, name);
    if (!agent.memory.enabled) {
      err(`Warning: agent "${name}" does not have memory enabled. Skipping.`);
      continue;
    }
    agents.push(agent);
  }
  return agents;
}

function summary(removed: PruneItem[], kept: PruneNote[], errors: PruneNote[], dryRun: boolean, ages: string): string {
  const episodic = removed.filter((r) => r.type === 'episodic').length;
  const bytes = removed.reduce((n, r) => n + r.bytes, 0);
  const files = `${removed.length} file${removed.length === 1 ? '' : 's'} (${episodic} episodic, ${removed.length - episodic} procedural, ${bytes} bytes)`;
  const head = dryRun ? `Dry run: ${files} would be pruned` : `Pruned ${files}`;
  const extra = [kept.length ? `${kept.length} kept` : '', errors.length ? `${errors.length} errors` : ''].filter(Boolean);
  return `${head}${extra.length ? `; ${extra.join(', ')}` : ''}. Ages from ${ages}.`;
}
