/**
 * The review document: the pull request's description and the job summary
 * (and what a dry run of the Action shows). In the order a reviewer decides
 * in: what merging does, the totals (removed, added, net, what `memkeep
 * load` gives before and after), knowledge at risk, a row per agent, a row
 * per changed file, the chart; then each agent's detail and analysis.
 *
 * Safe at any size: each block is built once, and what fits is decided
 * from the blocks' lengths in that order of priority, so detail and
 * analyses go first and the lead, totals, risks and the tables' heads
 * stay; what is left out is counted and the document says where it is.
 *
 * Everything from memory, the model or an event is untrusted: it is folded
 * to one line where it is a list item, its markdown punctuation escaped, and
 * mentions, references and HTML defused, so it can ping nobody, close
 * nothing, load no image and break out of no block.
 */
import type { Applied, Plan } from '../gc/model.js';
import { noun, plural } from '../text/plural.js';
import { inlineCode } from '../text/untrusted.js';
import { renderChart, type SizeChart } from './chart.js';
import { agentDetail, fullDetailWithin, ReviewDigest } from './review-digest.js';
import { type AgentFigures, figures, inline, type ReviewContext, size, sum, type Totals } from './review-model.js';
import { agentRow, agentTable, fileRow, fileTable, fillTable } from './review-tables.js';
import { formatBytes } from './text.js';

export const MARKER = '<!-- memkeep:gc -->';

/**
 * The hidden lines the document opens with: memkeep's marker, and the
 * plan's fingerprint when there is one. A closed pull request is memkeep's
 * for a plan only when its body opens with these (github/pulls.ts).
 */
export function markers(fingerprint?: string): string {
  return MARKER + (fingerprint ? `\n<!-- memkeep:plan ${fingerprint} -->` : '');
}

/** GitHub refuses a pull request body over 65,536 characters. */
export const MAX_BODY_CHARS = 65_536;
/** A job summary may hold 1 MiB; counted in UTF-8 bytes, with room for the runner's own framing. */
export const MAX_SUMMARY_BYTES = 1024 * 1024 - 1024;
/** Knowledge at risk is shown open up to this many lines. */
const OPEN_RISKS_MAX = 10;
/** Problems the footer lists at most; the rest are counted (the job log has them all). */
const LISTED_PROBLEMS_MAX = 100;

/** A document that fills up to a limit, block by block, in the order they are offered. */
export class Budget {
  private readonly parts: string[] = [];
  private used = 0;
  constructor(
    private readonly limit: number,
    readonly size: (s: string) => number,
  ) {}
  get left(): number {
    return this.limit - this.used;
  }
  fits(text: string): boolean {
    return this.size(text) <= this.left;
  }
  /** Adds `text` if it fits; says whether it did. */
  offer(text: string): boolean {
    if (!this.fits(text)) return false;
    this.force(text);
    return true;
  }
  force(text: string): void {
    this.parts.push(text);
    this.used += this.size(text);
  }
  /** Reserves room for what must come last. */
  reserve(n: number): void {
    this.used += n;
  }
  release(n: number): void {
    this.used -= n;
  }
  text(): string {
    return this.parts.join('');
  }
}

export function renderReview(plan: Plan, applied: Applied | undefined, ctx: ReviewContext): string {
  return reviewDocument(new ReviewDigest().add(plan, applied), ctx);
}

/** The document from what a run kept of its agents (review-digest.ts), batch after batch. */
export function reviewDocument(review: ReviewDigest, ctx: ReviewContext): string {
  const agents = figures(review.agents, ctx);
  const all = sum(agents);
  const limit = ctx.limit ?? MAX_BODY_CHARS;
  const bytes = ctx.limit !== undefined && ctx.limit >= MAX_SUMMARY_BYTES;
  const doc = new Budget(limit, bytes ? (s) => Buffer.byteLength(s, 'utf8') : (s) => s.length);
  const rest = ctx.rest ?? 'the job log';
  const left: string[] = [];

  // What must stay: the lead, the totals, the risks, the footer.
  const head = [
    markers(ctx.fingerprint),
    '## memkeep',
    '',
    lead(all, ctx) + (ctx.status ? `\n\n${ctx.status}` : ''),
    '',
    totalsLine(all, ctx),
    risks(agents, Math.floor(limit / 4), rest),
  ].join('\n');
  doc.force(head);
  // The footer's room is reserved before anything else is offered: with every problem in it (one per
  // failed agent, thousands in a large store) that room alone could be over the limit.
  const problems = problemLines(ctx.problems ?? [], Math.floor(limit / 4), doc.size, rest);
  const foot = (omitted: string[]) => footer(review, ctx, omitted, rest, problems);
  // The footer's length with the longest list of omissions it can have (rows of both tables, the chart, detail, lists, analyses).
  const footRoom = doc.size(foot(Array.from({ length: 6 }, () => 'x'.repeat(60))));
  doc.reserve(footRoom);

  // The tables: their heads always, their rows while they fit, the largest changes first.
  const changed = (a: AgentFigures) => a.bytesRemoved + a.bytesAdded + a.entriesRemoved + a.filesPruned;
  const agentRows = agents.map((a) => ({ key: changed(a), row: agentRow(a) }));
  fillTable(doc, agentTable.head, agentRows, agentTable.total(all), 'agents', left);
  if (ctx.changes) {
    const byAgent = new Map(agents.map((a) => [a.digest.name, changed(a)]));
    const fileRows = ctx.changes.map((c) => ({ key: byAgent.get(c.agent ?? '') ?? 0, row: fileRow(c) }));
    fillTable(doc, fileTable.head(ctx.changes.length), fileRows, '', 'files', left);
  }
  const chart = ctx.chart ? renderChart(withAfter(ctx.chart, agents)) : '';
  if (chart && !doc.offer(chart)) left.push('the chart');

  // Each agent's part (largest change first when not all fit), then the analyses.
  const order = [...agents].sort((x, y) => changed(y) - changed(x));
  const parts = agentParts(order, doc);
  for (const part of parts) doc.force(part.body);
  const shown = parts.length;
  const analyses = parts.flatMap((p) => (p.analysis ? [p.analysis] : []));
  if (shown < agents.length)
    left.push(`the detail of ${agents.length - shown} of ${plural(agents.length, 'agent', 'agents')}`);
  const lean = parts.filter((p) => !p.full).length;
  if (lean) left.push(`the entry and file lists of ${lean} of ${plural(shown, 'agent', 'agents')}`);
  let analysed = 0;
  for (const text of analyses) {
    if (!doc.offer(text)) break;
    analysed++;
  }
  const withAnalysis = agents.filter((a) => a.digest.hasAnalysis);
  if (analysed < withAnalysis.length && shown === agents.length)
    left.push(`${withAnalysis.length - analysed} of ${plural(withAnalysis.length, 'analysis', 'analyses')}`);
  else if (shown < agents.length && withAnalysis.length) left.push('the analyses');

  doc.release(footRoom);
  doc.force(foot(left));
  return doc.text();
}

/**
 * The agents' parts that fit what `doc` has left, knowledge before detail
 * (DESIGN §8): first each agent's steps and knowledge and lessons
 * operations, largest change first, while they fit; then, in the same
 * order, its lists of entries and files wherever the room left holds them.
 * Built only for agents that fit: at thousands of agents, a few dozen.
 */
function agentParts(order: AgentFigures[], doc: Budget): { body: string; analysis?: string; full: boolean }[] {
  const parts: { digest: AgentFigures['digest']; body: string; analysis?: string; full: boolean }[] = [];
  let room = doc.left;
  for (const { digest } of order) {
    const block = agentDetail(digest, false);
    const n = doc.size(block.body);
    if (n > room) break;
    room -= n;
    parts.push({ digest, ...block, full: false });
  }
  for (const part of parts) {
    const lean = doc.size(part.body);
    const full = fullDetailWithin(part.digest, lean + room, doc.size);
    if (full === undefined) continue;
    room -= doc.size(full) - lean;
    part.body = full;
    part.full = true;
  }
  return parts;
}

/** The chart with an after point: measured when given, else the content it starts from plus each agent's planned net change. */
function withAfter(chart: SizeChart, agents: AgentFigures[]): SizeChart {
  if (chart.after || chart.points.length === 0) return chart;
  const before = chart.points[chart.points.length - 1].sizes;
  const net = new Map(agents.map((a) => [a.digest.name, a.bytesNet]));
  const after = Object.fromEntries(Object.entries(before).map(([k, v]) => [k, Math.max(0, v + (net.get(k) ?? 0))]));
  return { ...chart, after, planned: true };
}

export function lead(t: Totals, ctx: ReviewContext): string {
  const base = inlineCode(ctx.base);
  const what = (remove: string, write: string) =>
    `${remove} **${t.entriesRemoved}** run-log ${noun(t.entriesRemoved, 'entry', 'entries')} and **${t.filesPruned}** memory ${noun(t.filesPruned, 'file', 'files')}, and ${write} ${formatBytes(t.bytesAdded)} of knowledge and lessons`;
  if (ctx.mode === 'pull-request')
    return `**Merging this pull request** changes the agents' memory on ${base}: it ${what('removes', 'writes')}.`;
  if (ctx.mode === 'commit') return `**Committed to ${base}:** memkeep ${what('removed', 'wrote')}.`;
  return `**Dry run** on ${base}: nothing was written, committed or pushed. A real run ${what('would remove', 'write')}.`;
}

function totalsLine(t: Totals, ctx: ReviewContext): string {
  const load =
    t.loadBefore === undefined
      ? ''
      : ` What \`memkeep load\` gives the agents: ${size(t.loadBefore)} before, ${t.loadAfter === undefined ? 'not measured' : size(t.loadAfter)} after.`;
  const estimate = ctx.changes ? '' : ' (planned; the diff decides)';
  return `**Totals:** ${plural(t.entriesRemoved, 'entry', 'entries')} and ${plural(t.filesPruned, 'file', 'files')} removed (${formatBytes(t.bytesRemoved)}); ${bytesSigned(t.bytesAdded)} added (knowledge, lessons); net ${bytesSigned(t.bytesNet)}${estimate}.${load}\n`;
}

function bytesSigned(n: number): string {
  return `${n < 0 ? '−' : '+'}${formatBytes(Math.abs(n))}`;
}

/** What leaves undistilled: open up to ten lines, collapsed past them, and within `room` characters. */
function risks(agents: AgentFigures[], room: number, rest: string): string {
  const all = agents.flatMap((a) => a.digest.risks);
  if (all.length === 0) return '';
  let used = 0;
  const fitting = all.filter((l) => (used += l.length + 1) <= room);
  const lines =
    fitting.length < all.length ? [...fitting, `> - … and ${all.length - fitting.length} more, in ${rest}`] : fitting;
  const intro =
    '\n> [!WARNING]\n> **Knowledge at risk.** This leaves memory undistilled; look at it before merging (anything worth keeping can be moved to core memory on this branch).\n';
  if (lines.length <= OPEN_RISKS_MAX) return `${intro}${lines.join('\n')}\n`;
  return `${intro}>\n> <details><summary>${all.length} items</summary>\n>\n${lines.join('\n')}\n>\n> </details>\n`;
}

/** The problems as list items: the first ones within `room` (at most LISTED_PROBLEMS_MAX), the others counted. */
function problemLines(all: string[], room: number, size: (s: string) => number, rest: string): string[] {
  const lines: string[] = [];
  let used = 0;
  for (const p of all.slice(0, LISTED_PROBLEMS_MAX)) {
    const line = `- ${inline(p)}`;
    used += size(line) + 1;
    if (used > room) break;
    lines.push(line);
  }
  const more = all.length - lines.length;
  return more ? [...lines, `- … and ${plural(more, 'more problem', 'more problems')}, in ${rest}`] : lines;
}

function footer(review: ReviewDigest, ctx: ReviewContext, omitted: string[], rest: string, problems: string[]): string {
  const lines = ['', '---', ''];
  if (omitted.length)
    lines.push(`_Not shown here, to stay within GitHub's limit: ${omitted.join('; ')}. They are in ${rest}._`, '');
  if (ctx.mode === 'pull-request') {
    lines.push(
      `**To change what merging does**, commit to this branch: memkeep then stops rebuilding it and says so here. This pull request otherwise updates itself: memkeep rebuilds the branch from ${inlineCode(ctx.base)} on every run, rewrites this description, and withdraws it when nothing is left to change.`,
      '',
    );
  }
  if (problems.length) lines.push(...problems, '');
  const run = ctx.runUrl ? `[Workflow run](${ctx.runUrl}) · ` : '';
  lines.push(
    `${run}planned ${review.at}${review.attempt > 1 ? ` (re-planned after the branch moved, attempt ${review.attempt})` : ''}${review.notes.length ? ` · ${inline(review.notes.join(' '))}` : ''}`,
  );
  return lines.join('\n') + '\n';
}
