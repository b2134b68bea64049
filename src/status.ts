/**
 * `memkeep status`: per agent, where its memory is, how big it is against
 * its limits, and what the next gc would do. Read-only and offline (a shallow
 * clone is not deepened: an age it hides is reported as unknown).
 *
 * The "next gc" part is computed from the same rules gc applies (trimTarget,
 * planPrune); when gc gains one plan value for dry and real runs alike, this
 * module should read that instead.
 */
import { estimateTokens } from './analysis/tokens.js';
import { trimTarget } from './gc/plan.js';
import { longestRetention, planPrune } from './gc/prune.js';
import { plural } from './plural.js';
import type { AgeSource } from './store/ages.js';
import { type Agent, type StoreConfig, storeRelative } from './store/config.js';
import { scanLog } from './store/runlog.js';

export interface AgentStatus {
  agent: string;
  enabled: boolean;
  layout: {
    form: Agent['form'];
    config: string;
    log: string;
    proceduralDir: string;
    episodicDir: string;
    coreFiles: string[];
  };
  entries: number;
  lastN: number;
  maxEntries: number;
  bytes: number;
  tokens: number;
  compactAfter?: number;
  overCompactAfter: boolean;
  oldestPrunable?: { path: string; type: string; age: string };
  next: {
    /** Entries the next trim removes (0: none). */
    trim: number;
    keep?: number;
    prune: number;
    /** Files kept although old enough (unknown age, locked). */
    kept: number;
    summary: string;
  };
}

export async function agentStatuses(
  store: StoreConfig,
  agents: Agent[],
  ages: AgeSource,
  now: Date,
): Promise<AgentStatus[]> {
  const prune = await planPrune(
    agents.filter((a) => a.memory.enabled),
    ages,
    now,
  );
  const rel = (p: string) => storeRelative(store, p);
  const statuses: AgentStatus[] = [];
  for (const agent of agents) {
    const m = agent.memory;
    const scan = await scanLog(m.path);
    const tokens = estimateTokens(scan.size);
    const keep = trimTarget(m);
    const trim = m.enabled && keep !== undefined ? Math.max(0, scan.count - keep) : 0;
    const items = prune.items.filter((i) => i.agent === agent.name);
    const oldest = items.reduce<(typeof items)[number] | undefined>(
      (best, i) => (best && (best.age.modified?.getTime() ?? 0) <= (i.age.modified?.getTime() ?? 0) ? best : i),
      undefined,
    );
    const overCompactAfter = m.compactAfter !== undefined && tokens > m.compactAfter;
    const kept = prune.kept.filter((k) => k.agent === agent.name).length;
    statuses.push({
      agent: agent.name,
      enabled: m.enabled,
      layout: {
        form: agent.form,
        config: rel(agent.configFile),
        log: rel(m.path),
        proceduralDir: rel(m.proceduralDir),
        episodicDir: rel(m.episodicDir),
        coreFiles: m.coreFiles.map(rel),
      },
      entries: scan.count,
      lastN: m.lastN,
      maxEntries: m.maxEntries,
      bytes: scan.size,
      tokens,
      compactAfter: m.compactAfter,
      overCompactAfter,
      oldestPrunable: oldest && { path: rel(oldest.path), type: oldest.type, age: oldest.ageText },
      next: {
        trim,
        keep,
        prune: items.length,
        kept,
        summary: summary(m.enabled, trim, keep, items.length, overCompactAfter),
      },
    });
  }
  return statuses;
}

/** How far back history must be read for these agents' ages. */
export function statusCutoff(agents: Agent[], now: Date): Date {
  return new Date(now.getTime() - longestRetention(agents));
}

function summary(enabled: boolean, trim: number, keep: number | undefined, prune: number, over: boolean): string {
  if (!enabled) return 'nothing (memory not enabled)';
  const parts: string[] = [];
  if (trim > 0) parts.push(`trim ${plural(trim, 'entry', 'entries')} (keep ${keep})`);
  if (prune > 0) parts.push(`prune ${plural(prune, 'file', 'files')}`);
  if (over) parts.push('warn: over compact_after');
  return parts.length > 0 ? `analyse, ${parts.join(', ')}` : 'analyse only (nothing to trim or prune)';
}
