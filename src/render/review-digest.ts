/**
 * What the review document keeps of each agent, made once from the plan
 * (and what was applied): the numbers of its row and of the totals, the
 * last cell of its row, its lines of knowledge at risk, and what its detail
 * is made of. A run planned in batches (the Action's dry run over
 * thousands of agents) adds each batch and lets its plan go; review.ts
 * lays the document out from these, and builds an agent's detail only when
 * the document still has room for it (at 1,000 agents, a few dozen).
 */
import type { AgentPlan, Applied, Plan } from '../gc/model.js';
import type { StepName } from '../gc/steps/registry.js';
import { inlineCode, inlineHtml, neutraliseMarkdown } from '../text/untrusted.js';
import { heldMarkdown } from './held-markdown.js';
import { inline } from './review-model.js';
import { type AgentSections, describe, tally } from './sections.js';
import { agentFailure } from './text.js';

/** Lists up to this long are shown open, longer ones in a collapsed block. */
const OPEN_LIST_MAX = 5;

export interface AgentDigest {
  name: string;
  entriesRemoved: number;
  filesPruned: number;
  bytesRemoved: number;
  /** What the distil step plans to write: a dry run's bytes added, without the diff. */
  plannedAdded: number;
  /** The last cell of its row: why it failed, that it was skipped, or its analyzer. */
  status: string;
  failed: boolean;
  /** Its lines of the knowledge-at-risk warning. */
  risks: string[];
  failure?: string;
  analyzer?: string;
  /** Its steps' sections, as its detail shows them. */
  sections: DetailSection[];
  hasAnalysis: boolean;
}

/**
 * A section without its plain data; each list's lines as one JSON text,
 * made anew: the lines are built from the plan's strings, and holding them
 * would hold the run logs they were cut from.
 */
interface DetailSection {
  step: StepName;
  title: string;
  summary: string;
  markdown?: string;
  lists: { label: string; lines: string; markdown?: string }[];
}

export class ReviewDigest {
  readonly agents: AgentDigest[] = [];
  /** The steps' store-wide notes, batch after batch. */
  readonly notes: string[] = [];
  /** When the first batch was planned, and its attempt (commit mode re-plans). */
  at = '';
  attempt = 1;

  /** `described` is describe(plan, applied) when the caller made it already (the Action's log reads it too). */
  add(plan: Plan, applied?: Applied, described = describe(plan, applied)): this {
    if (this.at === '') {
      this.at = plan.at;
      this.attempt = plan.attempt;
    }
    this.notes.push(...plan.notes);
    for (const { agent, sections } of described) this.agents.push(digestAgent(agent, sections, applied));
    return this;
  }
}

function digestAgent(a: AgentPlan, sections: AgentSections['sections'], applied: Applied | undefined): AgentDigest {
  const failure = agentFailure(a, applied);
  const analyse = a.steps.analyse;
  const analyzer = analyse ? `${analyse.analyzer}${analyse.cached ? ' (cached)' : ''}` : '–';
  const status = failure
    ? `failed: ${inline(failure.message)}`
    : a.status === 'skipped'
      ? 'skipped (memory not enabled)'
      : inline(analyzer);
  return {
    name: a.name,
    ...tally(sections),
    plannedAdded: plannedAdded(a),
    status,
    failed: failure !== undefined,
    risks: sections.flatMap((s) => (s.risks ?? []).map((r) => `> - ${inlineCode(a.name)}: ${inline(r)}`)),
    failure: failure?.message,
    analyzer: a.steps.analyse?.analyzer,
    sections: sections.map((s) => ({
      step: s.step,
      title: s.title,
      summary: s.summary,
      markdown: s.markdown,
      lists: (s.lists ?? []).map((l) => ({
        label: l.label,
        lines: JSON.stringify(l.lines),
        markdown: l.markdown && JSON.stringify(l.markdown),
      })),
    })),
    hasAnalysis: sections.some((s) => s.step === 'analyse' && s.markdown !== undefined),
  };
}

function plannedAdded(a: AgentPlan): number {
  const grown = (k?: { bytesBefore: number; bytesAfter: number }) =>
    k ? Math.max(0, k.bytesAfter - k.bytesBefore) : 0;
  return grown(a.steps.distil?.knowledge) + grown(a.steps.distil?.lessons);
}

/**
 * One agent's detail (each list once) and, apart, its analysis; without
 * `lists`, its steps and knowledge operations only, not its lists of
 * entries and files (what a body short of room leaves to the job summary).
 */
export function agentDetail(d: AgentDigest, lists = true): { body: string; analysis?: string } {
  return detail(d, lists)!;
}

/**
 * agentDetail's body with its lists when it is at most `max` by `size`,
 * else undefined, found out as soon as what is built passes `max`: the job
 * summary of a 1,000-agent dry run tried each shown agent's lists (hundreds
 * of entries each) and threw them all away, as none fitted.
 */
export function fullDetailWithin(d: AgentDigest, max: number, size: (s: string) => number): string | undefined {
  return detail(d, true, { max, size })?.body;
}

function detail(
  d: AgentDigest,
  lists: boolean,
  cap?: { max: number; size: (s: string) => number },
): { body: string; analysis?: string } | undefined {
  let used = 0;
  // Whether `text` more (and `pending`, built but not yet added) would pass the cap.
  const over = (text: string, pending = 0) => cap !== undefined && used + pending + cap.size(text) > cap.max;
  const parts: string[] = [];
  const add = (text: string) => {
    if (over(text)) return false;
    parts.push(text);
    if (cap) used += cap.size(text);
    return true;
  };
  if (!add(`\n### ${inlineCode(d.name)}\n`)) return undefined;
  if (d.failure !== undefined && !add(`Failed: ${inline(d.failure)}\n`)) return undefined;
  let analysis: string | undefined;
  const seen = new Set<string>();
  for (const s of d.sections) {
    if (s.markdown !== undefined && s.step === 'analyse') {
      const text = heldMarkdown(neutraliseMarkdown(s.markdown).trim(), 2) || '_(empty analysis)_';
      const title = inlineHtml(`Analysis: ${d.name} (${d.analyzer ?? 'unknown'})`);
      analysis = `\n<details><summary>${title}</summary>\n\n_${inline(s.summary)}_\n\n${text}\n\n</details>\n`;
      continue;
    }
    if (!add(`\n**${s.title}.** ${inline(s.summary)}\n`)) return undefined;
    // What a step writes in markdown (knowledge, lessons) reads as it will in the file.
    if (s.markdown !== undefined && !add(`\n${heldMarkdown(neutraliseMarkdown(s.markdown).trim(), 3)}\n`))
      return undefined;
    for (const list of s.lists) {
      if (!lists && !list.markdown) continue;
      const lines: string[] = JSON.parse(list.lines);
      const key = lines.join('\n');
      if (lines.length === 0 || seen.has(key)) continue;
      seen.add(key);
      // Markdown items render as the file shows them, made inert, their headings and fences held inside the list.
      let shown: string;
      if (list.markdown)
        shown = heldMarkdown(neutraliseMarkdown((JSON.parse(list.markdown) as string[]).join('\n')), 3);
      else {
        const items: string[] = [];
        let pending = 0;
        for (const l of lines) {
          const item = `- ${inline(l)}`;
          if (over(item, pending)) return undefined;
          items.push(item);
          pending += cap ? cap.size(item) : 0;
        }
        shown = items.join('\n');
      }
      // Collapsed only when long: a short list reads better open.
      const block =
        lines.length <= OPEN_LIST_MAX
          ? `\n${inline(list.label)}:\n\n${shown}\n`
          : `\n<details><summary>${inlineHtml(list.label)}</summary>\n\n${shown}\n\n</details>\n`;
      if (!add(block)) return undefined;
    }
  }
  return { body: parts.join(''), analysis };
}
