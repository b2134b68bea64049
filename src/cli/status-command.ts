/**
 * `memkeep status`: what the store holds and what the next gc and prune
 * would do, as text, a summary table or JSON, with an optional size chart.
 * Loaded when the command runs (agent-commands.ts holds its options).
 */
import { resolve } from 'node:path';
import { loadAgent, loadEveryAgent } from '../config/agent-config.js';
import { loadStoreConfig } from '../config/store-config.js';
import type { Agent } from '../config/types.js';
import { exitCodeOf, formatError } from '../errors.js';
import { type AgentStatus, type StatusTotals, statusBatches, statusTotals } from '../ops/status.js';
import type { SizeChart } from '../render/chart.js';
import { JsonWriter } from '../render/json.js';
import { formatBytes, INIT_HINT } from '../render/text.js';
import { plural } from '../text/plural.js';
import { logLine, logLines } from '../text/untrusted.js';
import type { Parsed } from './args.js';
import type { Io } from './io.js';
import { counter } from './progress.js';
import { printError, warn } from './warn.js';

export async function runStatus(parsed: Parsed, io: Io): Promise<number> {
  const store = await loadStoreConfig(resolve(io.cwd, parsed.root));
  await warn(io, store.warnings);
  // Every agent that loads is shown; a broken one is reported on its own and makes the exit code 2.
  const { agents, errors } = parsed.positionals.length
    ? { agents: await Promise.all(parsed.positionals.map((name) => loadAgent(store, name))), errors: [] }
    : await loadEveryAgent(store);
  for (const e of errors) await printError(io, e);
  await warn(
    io,
    agents.flatMap((a) => a.warnings),
  );
  const count = counter(io, parsed.values.progress === true);
  // Printed batch by batch (the JSON document too, as one JSON.stringify would write it): a store of
  // thousands of agents is never held whole. Only the summary table needs every row for its widths.
  const json = parsed.values.json === true && new JsonWriter(io.out, {});
  const rows: AgentStatus[] = [];
  const totals = statusTotals([]);
  try {
    for await (const batch of statusBatches(store, agents, io.env, count.progress)) {
      count.end();
      await warn(io, batch.warnings);
      statusTotals(batch.statuses, totals);
      if (json) json.agents(batch.statuses);
      else if (parsed.values.summary) rows.push(...batch.statuses);
      else printStatuses(batch.statuses, io);
    }
  } finally {
    count.end();
  }
  const chart = parsed.values.chart ? await history(store.root, agents, io) : undefined;
  if (json) json.end({ totals, chart });
  else if (totals.agents === 0) io.out(`No agents found. ${INIT_HINT}\n`);
  else if (parsed.values.summary) io.out(summaryTable(rows, totals));
  else io.out(`${statusTotalsLine(totals)}\n`);
  if (chart && !parsed.values.json) {
    const { renderChart } = await import('../render/chart.js');
    io.out(renderChart(chart, { last: 'HEAD' }));
  }
  return errors.length > 0 ? exitCodeOf(errors[0]) : 0;
}

/** Memory sizes over the store's git history up to HEAD (bounded: see git/size-history.ts); a warning when there is none. */
async function history(root: string, agents: Agent[], io: Io): Promise<SizeChart | undefined> {
  const [{ Git }, { memoryPaths, sizeHistory }] = await Promise.all([
    import('../git/git.js'),
    import('../git/size-history.js'),
  ]);
  try {
    const top = await new Git(root).topLevel();
    const enabled = agents.filter((a) => a.memory.enabled).map(memoryPaths);
    const h = await sizeHistory(new Git(top), top, enabled, 'HEAD', root);
    return { points: h.points, commitsRead: h.commitsRead, capped: h.capped };
  } catch (err) {
    io.err(`Warning: --chart: no git history to chart (${formatError(err).split('\n')[0]})\n`);
    return undefined;
  }
}

function limitOf(s: AgentStatus): string {
  return s.lastN > 0 ? `last_n ${s.lastN}` : s.maxEntries > 0 ? `max_entries ${s.maxEntries}` : 'no limit';
}

/** status's closing line: the store's sums. */
function statusTotalsLine(t: StatusTotals): string {
  return (
    `Totals: ${plural(t.agents, 'agent', 'agents')} (${t.enabled} enabled); ${plural(t.entries, 'entry', 'entries')}, ${formatBytes(t.bytes)}, ~${t.tokens} tokens; ` +
    // gc trims; prune (and the Action) prunes: the CLI gc never does.
    `the next gc would trim ${plural(t.trim, 'entry', 'entries')}; the next prune would remove ${plural(t.prune, 'file', 'files')}${t.kept ? ` (${t.kept} kept although old enough)` : ''}.`
  );
}

/** `status --summary`: one table, a row an agent, then the totals row. */
function summaryTable(statuses: AgentStatus[], t: StatusTotals): string {
  const head = ['agent', 'enabled', 'entries', 'limit', 'size', 'tokens', 'trim', 'prune'];
  const rows = statuses.map((s) => [
    // A name is anyone's who can push: a row starting `::error::` or holding `##[` is a runner command.
    logLine(s.agent),
    s.enabled ? 'yes' : 'no',
    String(s.entries),
    limitOf(s),
    formatBytes(s.bytes),
    String(s.tokens),
    String(s.next.trim),
    String(s.next.prune),
  ]);
  const total = [
    `total (${t.agents})`,
    String(t.enabled),
    String(t.entries),
    '',
    formatBytes(t.bytes),
    String(t.tokens),
    String(t.trim),
    String(t.prune),
  ];
  const all = [head, ...rows, total];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  // Text columns left, numbers right, as a reader scans them.
  const left = new Set([0, 1, 3]);
  const line = (r: string[]) =>
    r
      .map((c, i) => (left.has(i) ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return `${[line(head), rule, ...rows.map(line), rule, line(total)].join('\n')}\n`;
}

function printStatuses(statuses: AgentStatus[], io: Io): void {
  for (const s of statuses) {
    const limit = limitOf(s);
    const compact =
      s.compactAfter === undefined ? '' : ` / compact_after ${s.compactAfter}${s.overCompactAfter ? ' (over)' : ''}`;
    const lines = [
      `${s.agent}${s.enabled ? '' : ' (memory not enabled)'}`,
      `  layout:    ${s.layout.form} (${s.layout.config}); log ${s.layout.log}; procedural ${s.layout.proceduralDir}; episodic ${s.layout.episodicDir}`,
      `  entries:   ${s.entries} (${limit})`,
      `  size:      ${s.bytes} bytes, ~${s.tokens} tokens${compact}`,
      `  prunable:  ${s.next.prune}${s.oldestPrunable ? `, oldest ${s.oldestPrunable.path} (${s.oldestPrunable.type}, ${s.oldestPrunable.age})` : ''}${s.next.kept ? `; ${s.next.kept} old enough but kept` : ''}`,
      ...s.next.keptFiles.map((k) => `    kept ${k.path}: ${k.reason}`),
      `  next gc:   ${s.next.summary}`,
      `  next trim: ${s.next.trimSummary}`,
      `  next prune: ${s.next.pruneSummary}`,
    ];
    if (s.layout.coreFiles.length) lines.splice(2, 0, `  core:      ${s.layout.coreFiles.join(', ')}`);
    // Paths are the config's and the disk's: a line break in one would start a line of its own.
    io.out(`${logLines(lines.join('\n'))}\n\n`);
  }
}
