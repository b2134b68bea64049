/**
 * The digest of the entries a trim drops, made before they are deleted:
 * with a model, one chat completion (DISTIL_PROMPT) over the redacted
 * entries within the input budget; with the local analyzer, an extractive
 * digest (tasks with their runs and their results' first lines, failures),
 * never invented text. Either way the section is cached under the exact
 * entries it covers, so a run that drops nothing new makes no call and
 * writes the very same section.
 */

import type { Agent } from '../config/types.js';
import type { EntryFields } from '../format/layout.js';
import { digestOf } from '../fs/digest.js';
import { cutCodePoints } from '../text/cut.js';
import { inertMarkdown, inertMarkdownLine } from '../text/inert.js';
import { describeFindings, redactSecrets } from '../text/redact.js';
import { estimateTokens } from '../text/tokens.js';
import { type AnalysisOptions, chooseAnalyzer } from './analyze.js';
import type { CachedDistil } from './cache.js';
import { DISTIL_PROMPT } from './distil-prompt.js';
import { entryFailed, taskTitle, timeOf } from './entries.js';
import { complete } from './model.js';

/** Where the section goes: digest.md (a `## <stamp>` section) or a summary section of the log (a bold line). */
export type DistilTarget = 'file' | 'section';

export interface Distilled {
  /** The section as written, heading (or bold lead line) included, ending with a newline. */
  section: string;
  /** `local` or `provider/model`. */
  analyzer: string;
  fallbackReason?: string;
  /** Reused from the cache: no call was made. */
  cached: boolean;
  key: string;
  /** Entries given to the analyzer, and the older ones the budget left out. */
  sentEntries: number;
  leftOut: number;
  /** Estimated tokens sent to a model (0 for the local analyzer and cache hits). */
  tokensSent: number;
  redactions: string[];
}

export interface DistilRequest {
  agent: Agent;
  /** The run log, store-relative, for the section's lead line and redaction notes. */
  log: string;
  /** The dropped entries, in file order. */
  entries: EntryFields[];
  target: DistilTarget;
  /** When the run was planned (ISO 8601): the section's stamp. */
  at: string;
}

/**
 * Distils `request.entries`, or reuses the section made for exactly these
 * entries: the cache's, or `previous` (commit mode's re-plan after the branch
 * moved, whose call was already made).
 */
export async function distil(
  request: DistilRequest,
  options: AnalysisOptions,
  previous?: Distilled,
): Promise<Distilled> {
  const choice = chooseAnalyzer(request.agent, options);
  const analyzer = choice.kind === 'local' ? 'local' : `${choice.endpoint.provider}/${choice.endpoint.model}`;
  const maxInputTokens = options.maxInputTokens ?? options.store.gc.maxInputTokens;
  const key = distilKey(request.entries, request.target, analyzer, maxInputTokens);
  const base = { analyzer, fallbackReason: choice.kind === 'local' ? choice.reason : undefined, key };
  if (previous?.key === key) return previous;
  const hit = options.cache?.distilled?.[request.agent.name];
  if (hit && hit.key === key && typeof hit.section === 'string') {
    return {
      ...base,
      section: hit.section,
      cached: true,
      sentEntries: request.entries.length,
      leftOut: 0,
      tokensSent: 0,
      redactions: [],
    };
  }
  const stamp = request.at.replace(/\.\d{3}Z$/, 'Z');
  if (choice.kind === 'local') {
    // Copied text: a secret in a result must not land in the digest (nor in the PR showing it).
    const body = redactSecrets(digestLocally(request.entries));
    const redactions = describeFindings(`${request.log} (digest)`, body.findings).map((l) =>
      l.replace(/ before analysis$/, ' before writing the digest'),
    );
    return {
      ...base,
      section: frame(request, stamp, analyzer, request.entries, body.text),
      cached: false,
      sentEntries: request.entries.length,
      leftOut: 0,
      tokensSent: 0,
      redactions,
    };
  }
  const sent = newestWithin(request.entries, maxInputTokens);
  const redacted = redactSecrets(sent.map(renderEntry).join(''));
  const answer = await complete(choice.endpoint, DISTIL_PROMPT, redacted.text, options.timeoutMs);
  // A model can echo a secret back in another shape (or make one up): its answer is redacted too.
  const body = inertMarkdown(redactSecrets(answer.text).text) || '_(the model returned no digest)_';
  return {
    ...base,
    section: frame(request, stamp, analyzer, sent, body),
    cached: false,
    sentEntries: sent.length,
    leftOut: request.entries.length - sent.length,
    tokensSent: estimateTokens(redacted.text),
    redactions: describeFindings(`${request.log} (distil input)`, redacted.findings).map((l) =>
      l.replace(/ before analysis$/, ' before distilling'),
    ),
  };
}

/** The cache entry for a distillation that was written. */
export function cachedDistil(d: Distilled, at: string): CachedDistil {
  return { key: d.key, analyzer: d.analyzer, section: d.section, at };
}

export function distilKey(
  entries: EntryFields[],
  target: DistilTarget,
  analyzer: string,
  maxInputTokens: number,
): string {
  const text = JSON.stringify({
    target,
    analyzer,
    maxInputTokens,
    entries: entries.map((e) => [e.heading, e.task, e.result]),
  });
  return digestOf(Buffer.from(text, 'utf8'));
}

/** The period covered: earliest to latest timestamp, or first to last heading when they are not timestamps. */
export function period(entries: EntryFields[]): { from: string; to: string } {
  const times = entries.map((e) => timeOf(e.heading));
  if (entries.length > 0 && times.every((t) => t !== undefined)) {
    let lo = 0;
    let hi = 0;
    times.forEach((t, i) => {
      if (t! < times[lo]!) lo = i;
      if (t! > times[hi]!) hi = i;
    });
    return { from: entries[lo].heading, to: entries[hi].heading };
  }
  return { from: entries[0]?.heading ?? '', to: entries[entries.length - 1]?.heading ?? '' };
}

function frame(request: DistilRequest, stamp: string, analyzer: string, covered: EntryFields[], body: string): string {
  const { from, to } = period(request.entries);
  const n = request.entries.length;
  const span = n === 1 ? inertMarkdownLine(from) : `${inertMarkdownLine(from)} to ${inertMarkdownLine(to)}`;
  const left = covered.length < n ? `; the input budget left out the ${n - covered.length} oldest` : '';
  const lead = `Distilled from ${n} run-log ${n === 1 ? 'entry' : 'entries'} (${span}) trimmed from \`${request.log}\`, by ${analyzer === 'local' ? 'the local analyzer (extracts, no model)' : analyzer}${left}.`;
  const head = request.target === 'file' ? `## ${stamp}\n\n${lead}` : `**Distilled ${stamp}.** ${lead}`;
  return `${head}\n\n${body.trim()}\n`;
}

/** The newest entries whose rendering fits `maxTokens` (at least the newest one, cut by the model's own limit if need be). */
function newestWithin(entries: EntryFields[], maxTokens: number): EntryFields[] {
  let tokens = 0;
  let start = entries.length;
  while (start > 0) {
    const cost = estimateTokens(renderEntry(entries[start - 1]));
    if (start < entries.length && tokens + cost > maxTokens) break;
    tokens += cost;
    start--;
  }
  return entries.slice(start);
}

function renderEntry(e: EntryFields): string {
  return `## ${e.heading}\n**Task:** ${e.task}\n**Result:** ${e.result}\n\n`;
}

const FIRST_LINE_MAX = 200;
const RESULTS_PER_TASK = 5;

/**
 * The local analyzer's digest: each task (as written, grouped when the text
 * is the same) with its runs and its results' first lines, then the failed
 * runs. Only text copied from the entries, made inert, and memkeep's labels.
 */
export function digestLocally(entries: EntryFields[]): string {
  const groups = new Map<string, { task: string; runs: EntryFields[] }>();
  for (const e of entries) {
    const task = taskTitle(e.task);
    const key = task.replace(/\s+/g, ' ').trim().toLowerCase();
    const g = groups.get(key);
    if (g) g.runs.push(e);
    else groups.set(key, { task, runs: [e] });
  }
  const lines = ['**Tasks**', ''];
  for (const { task, runs } of groups.values()) {
    const stamps = runs.map((r) => inertMarkdownLine(r.heading)).join(', ');
    lines.push(`- ${quoted(task)}: ${runs.length} ${runs.length === 1 ? 'run' : 'runs'} (${stamps})`);
    for (const r of runs.slice(-RESULTS_PER_TASK)) {
      const first = firstLine(r.result);
      if (first) lines.push(`  - ${inertMarkdownLine(r.heading)}${entryFailed(r) ? ' (failed)' : ''}: ${first}`);
    }
    if (runs.length > RESULTS_PER_TASK)
      lines.push(
        `  - … ${runs.length - RESULTS_PER_TASK} older ${runs.length - RESULTS_PER_TASK === 1 ? 'run' : 'runs'} not shown`,
      );
  }
  const failed = entries.filter(entryFailed);
  if (failed.length) {
    lines.push('', '**Failures**', '');
    for (const f of failed)
      lines.push(
        `- ${inertMarkdownLine(f.heading)}: ${quoted(taskTitle(f.task))}: ${firstLine(f.result) || '(no result recorded)'}`,
      );
  }
  return lines.join('\n');
}

function quoted(task: string): string {
  const cut = cutCodePoints(task.replace(/\s+/g, ' ').trim(), 160);
  return `"${inertMarkdownLine(cut || '(no task)')}"`;
}

function firstLine(result: string): string {
  const line =
    result
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  return inertMarkdownLine(cutCodePoints(line, FIRST_LINE_MAX));
}
