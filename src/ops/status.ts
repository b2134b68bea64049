/**
 * `memkeep status`: per agent, where its memory is, how big it is against
 * its limits, and what the next gc would do. Read-only and offline (a shallow
 * clone is not deepened: an age it hides is reported as unknown).
 *
 * The "next gc" part is gc's own plan (trim and prune, no analysis), the
 * value a dry run shows and a real run applies.
 */

import { storeRelative } from '../config/confine.js';
import type { Agent, StoreConfig } from '../config/types.js';
import { plan } from '../gc/plan.js';
import { plural } from '../text/plural.js';
import { estimateTokens } from '../text/tokens.js';

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
  env: NodeJS.ProcessEnv,
): Promise<{ statuses: AgentStatus[]; warnings: string[] }> {
  // Status is a look, not a job: it never fetches to deepen a shallow clone.
  const next = await plan(
    store,
    agents.map((agent) => ({ name: agent.name, agent })),
    { steps: ['trim', 'prune'], dryRun: true, deepen: false, analysis: { store, env } },
  );
  const rel = (p: string) => storeRelative(store, p);
  const statuses = next.agents.map((a): AgentStatus => {
    const agent = a.agent!;
    const m = agent.memory;
    const tokens = estimateTokens(a.size ?? 0);
    const keep = a.steps.trim?.target;
    const trim = a.steps.trim?.plan?.removed ?? 0;
    const items = a.steps.prune?.items ?? [];
    const oldest = items.reduce<(typeof items)[number] | undefined>(
      (best, i) => (best && (best.age.modified?.getTime() ?? 0) <= (i.age.modified?.getTime() ?? 0) ? best : i),
      undefined,
    );
    const overCompactAfter = m.compactAfter !== undefined && tokens > m.compactAfter;
    const kept = a.steps.prune?.kept.length ?? 0;
    return {
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
      entries: a.entries ?? 0,
      lastN: m.lastN,
      maxEntries: m.maxEntries,
      bytes: a.size ?? 0,
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
    };
  });
  return { statuses, warnings: next.problems };
}

function summary(enabled: boolean, trim: number, keep: number | undefined, prune: number, over: boolean): string {
  if (!enabled) return 'nothing (memory not enabled)';
  const parts: string[] = [];
  if (trim > 0) parts.push(`trim ${plural(trim, 'entry', 'entries')} (keep ${keep})`);
  if (prune > 0) parts.push(`prune ${plural(prune, 'file', 'files')}`);
  if (over) parts.push('warn: over compact_after');
  return parts.length > 0 ? `analyse, ${parts.join(', ')}` : 'analyse only (nothing to trim or prune)';
}
