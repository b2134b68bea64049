/**
 * What the review document is computed from: the files a change touches,
 * load sizes, the per-agent figures and their totals (also the Action's
 * outputs), and the two ways untrusted text and sizes are written in it.
 */
import { thousands } from '../text/plural.js';
import { estimateTokens } from '../text/tokens.js';
import { inlineEscaped } from '../text/untrusted.js';
import type { SizeChart } from './chart.js';
import type { AgentDigest, ReviewDigest } from './review-digest.js';
import { formatBytes } from './text.js';

/** One file the change touches, as the commit's diff has it. */
export interface FileChange {
  /** Repository-relative, as `git diff --stat` names it. */
  path: string;
  agent?: string;
  /** What happens to it: trim, prune, knowledge update, lessons, consolidation edit. */
  what: string[];
  linesAdded?: number;
  linesRemoved?: number;
  bytesBefore: number;
  /** 0 when the file is deleted. */
  bytesAfter: number;
}

/** What `memkeep load <agent>` returns, in bytes, before and after the change. */
export interface LoadSize {
  before?: number;
  after?: number;
}

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
  /** The files the change touches (else the plan's estimate). */
  changes?: FileChange[];
  /** Per agent. */
  loads?: Record<string, LoadSize>;
  /** Memory sizes over time, drawn as a Mermaid chart; without `after`, the plan's net change is drawn as the after point. */
  chart?: SizeChart;
  /** A fingerprint of the plan, kept in the marker (a closed pull request is not reopened for the same plan). */
  fingerprint?: string;
  /** The document's limit in characters; default the pull request body's. */
  limit?: number;
  /** Where what did not fit is: "the job summary" for the body. */
  rest?: string;
}

export interface Totals {
  entriesRemoved: number;
  filesPruned: number;
  bytesRemoved: number;
  /** Knowledge and lessons written. */
  bytesAdded: number;
  /** Bytes after minus bytes before, over every file the change touches. */
  bytesNet: number;
  loadBefore?: number;
  loadAfter?: number;
}

export interface AgentFigures extends Totals {
  digest: AgentDigest;
}

/** Totals over all agents, for the lead, the totals row and the Action's outputs. */
export function totals(review: ReviewDigest, ctx: Pick<ReviewContext, 'changes' | 'loads'> = {}): Totals {
  return sum(figures(review.agents, ctx));
}

export function figures(agents: AgentDigest[], ctx: Pick<ReviewContext, 'changes' | 'loads'>): AgentFigures[] {
  const net = new Map<string, number>();
  for (const c of ctx.changes ?? [])
    if (c.agent) net.set(c.agent, (net.get(c.agent) ?? 0) + c.bytesAfter - c.bytesBefore);
  return agents.map((digest) => {
    // Without the diff (a dry run), what is added is what the distil step plans to write.
    const bytesNet = ctx.changes ? (net.get(digest.name) ?? 0) : digest.plannedAdded - digest.bytesRemoved;
    const load = ctx.loads?.[digest.name];
    return {
      digest,
      entriesRemoved: digest.entriesRemoved,
      filesPruned: digest.filesPruned,
      bytesRemoved: digest.bytesRemoved,
      bytesNet,
      bytesAdded: Math.max(0, bytesNet + digest.bytesRemoved),
      loadBefore: load?.before,
      loadAfter: load?.after,
    };
  });
}

export function sum(all: Totals[]): Totals {
  const add = (x: number | undefined, y: number | undefined) =>
    x === undefined || y === undefined ? undefined : x + y;
  return all.reduce<Totals>(
    (t, a) => ({
      entriesRemoved: t.entriesRemoved + a.entriesRemoved,
      filesPruned: t.filesPruned + a.filesPruned,
      bytesRemoved: t.bytesRemoved + a.bytesRemoved,
      bytesAdded: t.bytesAdded + a.bytesAdded,
      bytesNet: t.bytesNet + a.bytesNet,
      loadBefore: add(t.loadBefore, a.loadBefore),
      loadAfter: add(t.loadAfter, a.loadAfter),
    }),
    { entriesRemoved: 0, filesPruned: 0, bytesRemoved: 0, bytesAdded: 0, bytesNet: 0, loadBefore: 0, loadAfter: 0 },
  );
}

export function size(n: number): string {
  return `${formatBytes(n)} (~${thousands(estimateTokens(n))} tokens)`;
}

/**
 * Untrusted text as one inert line of markdown: redacted, line breaks
 * folded, mentions and HTML defused, and the punctuation that makes links,
 * images, emphasis, code, table cells and (at its start) headings and
 * quotes escaped (text/untrusted.ts, inlineEscaped).
 */
export const inline = inlineEscaped;
