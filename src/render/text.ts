/**
 * The CLI's text: axe's lines for gc, word for word (scripts match them,
 * "1 entries" included), in axe's order and on axe's streams
 * (as axe's `gc` prints them), memkeep's own lines after them, `trim`'s and
 * prune's reports. A dry run adds what would go, entry by entry, after axe's
 * "Dry run: no entries trimmed." line.
 */

import { storeRelative } from '../config/confine.js';
import type { AgentPlan, Applied, Plan } from '../gc/model.js';
import type { StepSection } from '../gc/steps/step.js';
import { plural } from '../text/plural.js';
import { estimateTokens } from '../text/tokens.js';
import { inertLogLines, logLine, logLines } from '../text/untrusted.js';
import { describe, describeAgent } from './sections.js';

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

/**
 * What to do about a store with no agent to work on: `memkeep init` finds
 * the memory already in the repository and proposes its config. Said by the
 * CLI, the Action's log and its job summary alike.
 */
export const INIT_HINT =
  "Run 'memkeep init' in the repository to find agent memory and propose its config ('memkeep init --write' writes it).";

/** Lines of a list shown in a terminal before "… and N more". */
const TEXT_LIST_MAX = 20;

/** How an agent ended: its plan's failure, or a step that failed to apply. */
export function agentFailure(a: AgentPlan, applied?: Applied): { code: number; message: string } | undefined {
  if (a.error) return a.error;
  const trimError = applied?.outcomes[a.name]?.trim?.error;
  return trimError ? { code: 1, message: trimError } : undefined;
}

/** gc's report, agent by agent; `all` is `--all` (separators, per-agent error lines). */
export function renderGc(
  plan: Plan,
  applied: Applied | undefined,
  o: Output,
  all: boolean,
  described = describe(plan, applied),
): void {
  const sections = new Map(described.map((d) => [d.agent.name, d.sections]));
  for (const a of plan.agents) {
    if (all) o.out(`=== GC: ${logLine(a.name)} ===\n`);
    for (const w of a.warnings) o.err(`Warning: ${logLine(w)}\n`);
    if (a.status === 'skipped') o.err(`Warning: agent "${logLine(a.name)}" does not have memory enabled. Skipping.\n`);
    if (a.status === 'empty') o.out(`No memory entries for agent "${logLine(a.name)}". Nothing to do.\n`);
    if (a.entries !== undefined && a.status !== 'empty') {
      o.out(`Agent: ${logLine(a.name)}\nEntries: ${a.entries}\n`);
      analysisLines(a, o);
      const shown = new Set<string>();
      trimLines(plan, a, applied, sections.get(a.name) ?? [], o, shown);
      const distilled = sections.get(a.name)?.find((s) => s.step === 'distil');
      if (distilled && !a.error) sectionLines(distilled, o, shown);
      for (const line of a.steps.distil?.digest?.redactions ?? []) o.err(`Warning: ${logLine(line)}\n`);
    }
    const failure = agentFailure(a, applied);
    if (failure)
      o.err(
        logLine(all ? `Error: gc failed for agent "${a.name}": ${failure.message}` : `Error: ${failure.message}`) +
          '\n',
      );
  }
}

function analysisLines(a: AgentPlan, o: Output): void {
  const analysis = a.steps.analyse;
  if (!analysis) return;
  // The analyzer is the config's model name, which a TOML string can give a line break.
  o.out(
    `${logLine(`Analyzer: ${analysis.analyzer}${analysis.fallbackReason ? ` (${analysis.fallbackReason})` : ''}`)}\n`,
  );
  if (analysis.cached)
    o.out('Analysis reused: what would be analysed is unchanged since the last analysis (no model call).\n');
  if (analysis.madeBeforeTrim)
    o.out(
      `The reused analysis was made ${analysis.madeBeforeTrim}, before the last trim: its counts are of the log as it was then, not of the ${a.entries} entries now.\n`,
    );
  if (analysis.leftOut > 0) {
    o.out(
      `Input budget: analysed the newest ${analysis.sentEntries} entries; ${analysis.leftOut} older entries left out (max_input_tokens: ${analysis.maxInputTokens}).\n`,
    );
  }
  for (const line of analysis.redactions) o.err(`Warning: ${logLine(line)}\n`);
  const compactAfter = a.agent?.memory.compactAfter;
  const tokens = estimateTokens(analysis.size);
  if (compactAfter !== undefined && tokens > compactAfter) {
    o.err(`Warning: agent "${a.name}" memory is about ${tokens} tokens (compact_after: ${compactAfter}).\n`);
  }
  o.out(`--- Analysis ---\n${inertLogLines(analysis.text)}\n`);
}

function trimLines(
  plan: Plan,
  a: AgentPlan,
  applied: Applied | undefined,
  sections: StepSection[],
  o: Output,
  shown: Set<string>,
): void {
  const trim = a.steps.trim;
  if (!trim || a.error) return;
  const section = sections.find((s) => s.title === 'Trim');
  if (trim.refused) o.err(`Warning: ${logLine(section?.summary ?? '')}\n`);
  if (trim.knowledge && section) o.out(`${logLine(section.summary)}\n`);
  if (plan.dryRun) {
    o.out('Dry run: no entries trimmed.\n');
    if (section && trim.plan?.bytesRemoved) sectionLines(section, o, shown);
    return;
  }
  if (!applied) return;
  if (trim.target === undefined)
    o.out('No trim target configured (last_n and max_entries are both 0). Skipping trim.\n');
  else if (trim.locked) o.out(`${logLine(`Trim skipped: ${a.log} is locked.`)}\n`);
  else if (trim.refused || trim.knowledge) return;
  else if (!trim.plan?.bytesRemoved) o.out(`No trimming needed: ${a.entries} entries within limit (${trim.target}).\n`);
  else if (applied.outcomes[a.name]?.trim?.rewritten)
    o.out(`Trimmed: ${trim.plan.removed} entries removed, ${trim.target} entries kept.\n`);
}

/**
 * A section in a terminal: its summary, then each list, cut after
 * TEXT_LIST_MAX lines. A list the agent's report has `shown` already (the
 * distillation's entries are the trim's dropped ones) is not repeated.
 */
function sectionLines(s: StepSection, o: Output, shown = new Set<string>()): void {
  const lines = [s.summary, ...(s.risks ?? []).map((r) => `Knowledge at risk: ${r}`)];
  for (const list of s.lists ?? []) {
    const key = list.lines.join('\n');
    if (shown.has(key)) continue;
    shown.add(key);
    lines.push(`${list.label}:`);
    // One entry a line: its own line breaks are shown escaped, as logLine shows them.
    for (const line of list.lines.slice(0, TEXT_LIST_MAX))
      lines.push(`  - ${line.replace(/\r/g, '\\r').replace(/\n/g, '\\n')}`);
    if (list.lines.length > TEXT_LIST_MAX)
      lines.push(`  … and ${list.lines.length - TEXT_LIST_MAX} more (--json lists them all)`);
  }
  o.out(`${logLines(lines.join('\n'))}\n`);
}

/** `memkeep trim`: one agent's trim alone, bytes rather than entries when they were not counted. */
export function renderTrim(plan: Plan, a: AgentPlan, applied: Applied | undefined, o: Output): void {
  const trim = a.steps.trim;
  if (trim?.target === 0) {
    o.out('Nothing to trim: --keep 0 keeps every entry.\n');
    return;
  }
  if (!trim?.target) {
    o.out('No trim target configured (last_n and max_entries are both 0). Skipping trim.\n');
    return;
  }
  const p = trim.plan;
  if (!p || p.bytesRemoved === 0) {
    o.out(
      `No trimming needed: ${plural(p?.count ?? a.entries ?? 0, 'entry', 'entries')} within limit (${trim.target}).\n`,
    );
    return;
  }
  const dropped = p.dropped
    ? `${plural(p.dropped.length, 'entry', 'entries')}, ${formatBytes(p.bytesRemoved)}`
    : formatBytes(p.bytesRemoved);
  if (plan.dryRun) {
    o.out(`Dry run: would remove older entries (${dropped}) and keep the last ${trim.target}.\n`);
    const section = describeAgent(plan, a).sections.find((s) => s.step === 'trim');
    if (section?.lists) for (const list of section.lists.slice(0, 1)) sectionLines({ ...section, lists: [list] }, o);
  } else if (applied?.outcomes[a.name]?.trim?.rewritten) {
    o.out(`Trimmed: older entries removed (${dropped}), ${plural(trim.target, 'entry', 'entries')} kept.\n`);
  }
}

/** `memkeep prune`: one line a file, then the totals. */
export function renderPrune(plan: Plan, applied: Applied | undefined, o: Output): void {
  const verb = plan.dryRun ? 'Would prune' : 'Pruned';
  const rel = (path: string) => storeRelative(plan.store, path);
  const removed = plan.agents.flatMap((a) =>
    applied ? (applied.outcomes[a.name]?.prune?.removed ?? []) : (a.steps.prune?.items ?? []),
  );
  const kept = plan.agents.flatMap((a) => [
    ...(a.steps.prune?.kept ?? []),
    ...(applied?.outcomes[a.name]?.prune?.skipped ?? []),
  ]);
  const errors = plan.agents.flatMap((a) => [
    ...(a.steps.prune?.errors ?? []),
    ...(applied?.outcomes[a.name]?.prune?.errors ?? []),
  ]);
  for (const r of removed)
    o.out(
      `${logLine(`${verb} ${r.agent} ${r.type} ${rel(r.path)} (age ${r.ageText})`)}\n  ${r.rule}: ${logLine(r.firstLine) || '(empty)'}\n`,
    );
  for (const a of plan.agents) {
    const d = a.steps.prune?.distil;
    const gone = applied ? (applied.outcomes[a.name]?.prune?.removed.length ?? 0) : (a.steps.prune?.items.length ?? 0);
    if (!d || gone === 0) continue;
    const items = d.ops.filter((op) => op.op !== 'fold').length;
    o.out(
      `${logLine(`${plan.dryRun ? 'Would distil' : 'Distilled'} ${a.name}'s pruned files first into ${rel(d.write.path)} (${d.analyzer}): ${plural(items, 'knowledge item', 'knowledge items')} added or updated`)}\n`,
    );
  }
  for (const k of kept) o.out(`${logLine(`Kept ${k.agent} ${rel(k.path)}: ${k.message}`)}\n`);
  for (const e of errors) o.err(`${logLine(`Error: cannot prune ${rel(e.path)}: ${e.message}`)}\n`);
  const episodic = removed.filter((r) => r.type === 'episodic').length;
  const bytes = removed.reduce((n, r) => n + r.bytes, 0);
  const files = `${removed.length} file${removed.length === 1 ? '' : 's'} (${episodic} episodic, ${removed.length - episodic} procedural, ${bytes} bytes)`;
  const head = plan.dryRun ? `Dry run: ${files} would be pruned` : `Pruned ${files}`;
  const extra = [
    kept.length ? `${kept.length} kept` : '',
    errors.length ? plural(errors.length, 'error', 'errors') : '',
  ].filter(Boolean);
  o.out(`${head}${extra.length ? `; ${extra.join(', ')}` : ''}. ${plan.notes.join(' ')}\n`);
}

/** Commit mode's closing line, and the re-plan when the branch moved. */
export function renderCommit(
  commit: { sha?: string; branch: string; attempts: number } | undefined,
  applied: Applied | undefined,
  o: Output,
  withBranch: boolean,
): void {
  if (!commit) return;
  if (applied && applied.plan.attempt > 1) {
    o.out(
      `The branch moved while pushing: re-planned on the new content (attempt ${applied.plan.attempt}); the report above is that plan.\n`,
    );
  }
  const where = withBranch ? ` to ${commit.branch}` : '';
  o.out(
    commit.sha
      ? `Committed ${commit.sha.slice(0, 12)}${where} and pushed (attempt ${commit.attempts}).\n`
      : 'Nothing to commit.\n',
  );
}

/** Bytes for people: exact below 1 KiB, else one decimal in KiB, MiB or GiB. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  const units = ['KiB', 'MiB', 'GiB'];
  let value = n / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/**
 * The Action's log: each agent's plan (or what was applied), step by step,
 * with its analysis; `described` is describe(plan, applied) when the caller
 * made it already (the Action's review digest reads it too).
 */
export function renderLog(plan: Plan, applied: Applied | undefined, described = describe(plan, applied)): string {
  const lines: string[] = [];
  const o: Output = { out: (t) => lines.push(t), err: (t) => lines.push(t) };
  for (const { agent: a, sections } of described) {
    o.out(`=== ${logLine(a.name)} ===\n`);
    if (a.entries !== undefined) o.out(`Entries: ${a.entries}\n`);
    const failure = agentFailure(a, applied);
    if (failure) o.out(`${logLine(`Failed: ${failure.message}`)}\n`);
    const shown = new Set<string>();
    for (const s of sections) {
      if (s.markdown !== undefined) o.out(`${logLine(s.summary)}\n--- Analysis ---\n${logLines(s.markdown)}\n`);
      else sectionLines(s, o, shown);
    }
  }
  if (plan.agents.length === 0) o.out(`No agents with memory enabled. ${INIT_HINT}\n`);
  if (plan.notes.length) o.out(`${plan.notes.join(' ')}\n`);
  return lines.join('').trimEnd();
}
