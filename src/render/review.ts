/**
 * The review document: the pull request's description and the job summary
 * (and what a dry run of the Action shows). Per agent it says what goes:
 * each entry a trim drops, each file pruned with its age and rule, what is
 * at risk, and the analysis; then what merging does, and a link to the run.
 *
 * Everything from memory, the model or an event is untrusted: it is folded
 * to one line where it is a list item, its markdown punctuation escaped, and
 * mentions and HTML defused, so it can ping nobody, close nothing, load no
 * image and break out of no block. The whole stays under GitHub's limit:
 * detail is dropped first, never the summary table.
 */

import type { Applied, Plan } from '../gc/model.js';
import { noun } from '../text/plural.js';
import { estimateTokens } from '../text/tokens.js';
import { inlineText, neutraliseMarkdown } from '../text/untrusted.js';
import { type AgentSections, describe, tally } from './sections.js';
import { agentFailure } from './text.js';
import { runTotals } from './totals.js';

export const MARKER = '<!-- memkeep:gc -->';
export const MAX_BODY_CHARS = 60_000;
/** Lists up to this long are shown open, longer ones in a collapsed block. */
const OPEN_LIST_MAX = 5;

export interface ReviewContext {
  /** The branch the changes are for. */
  base: string;
  /** The workflow run that made this document. */
  runUrl?: string;
  /** What happened: a pull request (the body), a commit, a dry run. */
  mode: 'pull-request' | 'commit' | 'dry-run';
  /** Lines after the lead paragraph (the job summary's result line). */
  status?: string;
  /** Problems to list at the end (the job summary). */
  problems?: string[];
}

/** Totals over all agents, for the lead line and the Action's outputs. */
export function totals(plan: Plan, applied?: Applied) {
  const { entriesRemoved, filesPruned, bytesRemoved } = runTotals(plan, applied);
  return { entriesRemoved, filesPruned, bytesRemoved };
}

export function renderReview(plan: Plan, applied: Applied | undefined, ctx: ReviewContext): string {
  const agents = describe(plan, applied);
  const t = totals(plan, applied);
  const [trims, prunes] =
    ctx.mode === 'dry-run'
      ? ['Would trim', 'prune']
      : ctx.mode === 'commit'
        ? ['Trimmed', 'pruned']
        : ['Trims', 'prunes'];
  const lead = `${trims} **${t.entriesRemoved}** run-log ${noun(t.entriesRemoved, 'entry', 'entries')} and ${prunes} **${t.filesPruned}** memory ${noun(t.filesPruned, 'file', 'files')} on \`${inline(ctx.base)}\`.`;
  const head = [
    MARKER,
    '## memkeep',
    '',
    lead + (ctx.status ? `\n\n${ctx.status}` : ''),
    '',
    table(agents, applied),
    risks(agents),
  ].join('\n');
  const foot = footer(plan, ctx);
  for (const maxLines of [Infinity, 50, 10, 0]) {
    const blocks = agents.map((a) => agentBlock(a, applied, maxLines));
    const fixed = head.length + foot.length + blocks.reduce((n, b) => n + b.body.length + b.frame(''), 0);
    const withAnalysis = blocks.filter((b) => b.analysis !== undefined);
    const room = MAX_BODY_CHARS - fixed;
    const share = withAnalysis.length ? Math.floor(room / withAnalysis.length) : 0;
    if (room < 0 || (maxLines > 0 && share < 2000 && withAnalysis.some((b) => b.analysis!.length > share))) continue;
    return head + blocks.map((b) => b.body + b.render(share)).join('') + foot;
  }
  // Only reachable with hundreds of agents: the marker, the table and the footer.
  const note = '\n\n_… the details did not fit; they are in the job summary and the log._\n';
  return cut(head, MAX_BODY_CHARS - note.length - foot.length) + note + foot;
}

function table(agents: AgentSections[], applied?: Applied): string {
  const rows = agents.map(({ agent: a, sections }) => {
    const t = tally(sections);
    const failure = agentFailure(a, applied);
    const analyzer = a.steps.analyse ? `${a.steps.analyse.analyzer}${a.steps.analyse.cached ? ' (cached)' : ''}` : '–';
    const cells = [
      `\`${inline(a.name)}\``,
      a.entries ?? '–',
      a.entries === undefined ? '–' : a.entries - t.entriesRemoved,
      t.filesPruned,
      t.bytesRemoved,
      estimateTokens(t.bytesRemoved),
      failure
        ? `failed: ${inline(failure.message)}`
        : a.status === 'skipped'
          ? 'skipped (memory not enabled)'
          : inline(analyzer),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return (
    [
      '| Agent | Entries before | Entries after | Files pruned | Bytes saved | Est. tokens saved | Analyzer |',
      '|---|---:|---:|---:|---:|---:|---|',
      ...rows,
    ].join('\n') + '\n'
  );
}

function risks(agents: AgentSections[]): string {
  const lines = agents.flatMap(({ agent, sections }) =>
    sections.flatMap((s) => (s.risks ?? []).map((r) => `> - \`${inline(agent.name)}\`: ${inline(r)}`)),
  );
  if (lines.length === 0) return '';
  return `\n> [!WARNING]\n> **Knowledge at risk.** Look at these before merging; anything worth keeping can be moved to core memory on this branch.\n${lines.join('\n')}\n`;
}

interface Block {
  body: string;
  analysis?: string;
  /** Length of the analysis frame (its text empty), or the frame around `text`. */
  frame(text: string): number;
  render(share: number): string;
}

function agentBlock({ agent: a, sections }: AgentSections, applied: Applied | undefined, maxLines: number): Block {
  const parts: string[] = [`\n### \`${inline(a.name)}\`\n`];
  const failure = agentFailure(a, applied);
  if (failure) parts.push(`Failed: ${inline(failure.message)}\n`);
  let analysis: string | undefined;
  let title = '';
  for (const s of sections) {
    if (s.markdown !== undefined) {
      const text = demote(neutraliseMarkdown(s.markdown).trim()) || '_(empty analysis)_';
      analysis = `_${inline(s.summary)}_\n\n${text}`;
      title = `Analysis: ${inline(a.name)} (${inline(a.steps.analyse?.analyzer ?? 'unknown')})`;
      continue;
    }
    parts.push(`\n**${s.title}.** ${inline(s.summary)}\n`);
    for (const list of s.lists ?? []) {
      if (maxLines === 0 || list.lines.length === 0) continue;
      const shown = list.lines.slice(0, maxLines).map((l) => `- ${inline(l)}`);
      if (list.lines.length > maxLines) shown.push(`- … and ${list.lines.length - maxLines} more (see the job log)`);
      // Collapsed only when long: a short list reads better open.
      parts.push(
        list.lines.length <= OPEN_LIST_MAX
          ? `\n${inline(list.label)}:\n\n${shown.join('\n')}\n`
          : `\n<details><summary>${inline(list.label)}</summary>\n\n${shown.join('\n')}\n\n</details>\n`,
      );
    }
  }
  const frameOf = (text: string) => `\n<details><summary>${title}</summary>\n\n${text}\n\n</details>\n`;
  const note = '\n\n_… cut to fit the pull request; the full analysis is in the job log._';
  return {
    body: parts.join(''),
    analysis,
    frame: (text) => (analysis === undefined ? 0 : frameOf(text).length),
    render: (share) => {
      if (analysis === undefined) return '';
      const room = share - frameOf('').length;
      return frameOf(analysis.length <= room ? analysis : cut(analysis, Math.max(0, room - note.length)) + note);
    },
  };
}

function footer(plan: Plan, ctx: ReviewContext): string {
  const lines = ['', '---', ''];
  if (ctx.mode === 'pull-request') {
    lines.push(
      `**What merging does.** Merging applies exactly the changes above to \`${inline(ctx.base)}\`: the entries listed as dropped leave the run logs, the files listed as pruned are deleted, and what a Distil part lists is written to the agent's digest and lessons. Edit or revert files on this branch first to keep anything, or to correct a digest or a lesson.`,
      '',
      `This pull request updates itself: memkeep rebuilds the branch from \`${inline(ctx.base)}\` on every run and rewrites this description, and withdraws it when nothing is left to change.`,
      '',
    );
  }
  for (const p of ctx.problems ?? []) lines.push(`- ${inline(p)}`);
  if (ctx.problems?.length) lines.push('');
  const run = ctx.runUrl ? `[Workflow run](${ctx.runUrl}) · ` : '';
  lines.push(
    `${run}planned ${plan.at}${plan.attempt > 1 ? ` (re-planned after the branch moved, attempt ${plan.attempt})` : ''}${plan.notes.length ? ` · ${inline(plan.notes.join(' '))}` : ''}`,
  );
  return lines.join('\n') + '\n';
}

/**
 * Untrusted text as one inert line of markdown: line breaks folded, mentions
 * and HTML defused, and the punctuation that makes links, images, emphasis,
 * code, table cells and (at its start) headings and quotes escaped.
 */
export function inline(text: string): string {
  const line = text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').trim();
  return inlineText(line.replace(/[\\[\]`*_~]/g, '\\$&').replace(/^[#>+=-]/, '\\$&'));
}

/** The analysis's headings one level below the agent's heading (`## X` becomes `#### X`); fenced code is left alone. */
function demote(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (fence !== undefined) {
        if (f && f[1][0] === fence[0] && f[1].length >= fence.length) fence = undefined;
        return line;
      }
      if (f) {
        fence = f[1];
        return line;
      }
      const h = /^ {0,3}(#{1,6})(?=[ \t]|$)/.exec(line);
      return h ? '#'.repeat(Math.min(6, h[1].length + 2)) + line.slice(h[0].length) : line;
    })
    .join('\n');
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max);
  // Never split a surrogate pair.
  if (end > 0 && /[\uD800-\uDBFF]/.test(text[end - 1])) end--;
  return text.slice(0, end);
}
