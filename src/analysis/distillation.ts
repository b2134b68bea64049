/**
 * Merge-aware distillation of the entries a trim drops into the agent's
 * knowledge items (memory/knowledge/items.ts). Input: the current items, the
 * dropped entries, the headings of the entries kept, today's date. Output:
 * the items after the change and the operations that made them (add,
 * update, supersede, remove, fold), each with its evidence.
 *
 * - Local analyzer: deterministic extraction (knowledge.ts) merged into the
 *   items.
 * - Model: one chat completion whose answer is a list of operations as JSON
 *   (structured output where the endpoint has it), parsed and checked
 *   against DISTIL_SCHEMA and against what the model was shown: an answer
 *   that is empty, choice-less, cut at its length limit, not JSON, off the
 *   schema, citing an entry or item it was not shown, or carrying text that
 *   would change the file's structure fails the call (exit 3), so the
 *   agent's trim does not happen and nothing is cached.
 *
 * Either way the items are kept within `knowledge_max` by folding whole
 * items, and the result is cached under exactly its input, so a run that
 * drops nothing new makes no call and writes the same file.
 */

import type { Agent } from '../config/types.js';
import type { EntryFields } from '../format/layout.js';
import { digestOf } from '../fs/digest.js';
import { DIGEST_HEADER } from '../memory/knowledge/distilled.js';
import {
  foldToCap,
  type KnowledgeItem,
  type KnowledgeOp,
  parseItems,
  renderItems,
  titleKey,
} from '../memory/knowledge/items.js';
import { mergeKnowledge } from '../memory/knowledge/merge-items.js';
import { describeFindings, type Finding, redactSecrets } from '../text/redact.js';
import { estimateTokens } from '../text/tokens.js';
import { type AnalysisOptions, chooseAnalyzer } from './analyze.js';
import type { CachedDistil } from './cache.js';
import { applyOperations, parseOperations, refused } from './distil-operations.js';
import { DISTIL_PROMPT, DISTIL_SCHEMA } from './distil-prompt.js';
import { entryFailed, timeOf } from './entries.js';
import { dropGonePaths } from './gone-knowledge.js';
import { knowledgeBudget, knowledgeOfEntries } from './knowledge.js';
import { complete } from './model-client.js';

/** Where the items live: digest.md (`## ` items) or a summary section of the log (`### ` items). */
export type DistilTarget = 'file' | 'section';

export interface Distilled {
  /** The items after the change, in file order. */
  items: KnowledgeItem[];
  /** What changed, with evidence: added, updated, superseded, removed, folded. */
  ops: KnowledgeOp[];
  /** `local` or `provider/model`. */
  analyzer: string;
  fallbackReason?: string;
  /** Reused from the cache: no call was made. */
  cached: boolean;
  key: string;
  sentEntries: number;
  leftOut: number;
  tokensSent: number;
  redactions: string[];
}

export interface DistilRequest {
  agent: Agent;
  /** The run log, store-relative: evidence for entries whose heading is no timestamp. */
  log: string;
  /** The dropped entries, oldest first (as the trim plan lists them). */
  entries: EntryFields[];
  target: DistilTarget;
  /** When the run was planned (ISO 8601): today's date for the items. */
  at: string;
  /** The items in the target now. */
  current: KnowledgeItem[];
  /** The agent's other knowledge (lessons): a statement there is not added again. */
  others: KnowledgeItem[];
  /** The headings of the entries the trim keeps (shown to a model); undefined when the log is too large to list them. */
  kept?: string[];
  /** Repository paths the base commit no longer has: statements naming one are dropped. */
  gone?: ReadonlySet<string>;
}

export const levelOf = (target: DistilTarget): 2 | 3 => (target === 'file' ? 2 : 3);

export async function distil(
  request: DistilRequest,
  options: AnalysisOptions,
  previous?: Distilled,
): Promise<Distilled> {
  const choice = chooseAnalyzer(request.agent, options);
  const analyzer = choice.kind === 'local' ? 'local' : `${choice.endpoint.provider}/${choice.endpoint.model}`;
  const maxInputTokens = options.maxInputTokens ?? options.store.gc.maxInputTokens;
  const level = levelOf(request.target);
  const today = request.at.slice(0, 10);
  const cap = request.agent.memory.knowledgeMax;
  const key = distilKey(request, analyzer, maxInputTokens);
  const base = { analyzer, fallbackReason: choice.kind === 'local' ? choice.reason : undefined, key };
  if (previous?.key === key) return previous;
  // Failed runs become lessons (lessons.ts), not knowledge items.
  const entries = request.entries.filter((e) => !entryFailed(e));
  // Either analyzer distils the newest entries within the input budget: the cap keeps the newest
  // knowledge anyway, and a log of thousands of dropped entries then costs what a small one does.
  const sent = newestWithin(entries, maxInputTokens);
  // Entries are numbered E1… over the ones distilled, oldest first, so a left-out one keeps its number.
  const offset = entries.length - sent.length;
  const hit = options.cache?.distilled?.[request.agent.name];
  if (hit && hit.key === key && typeof hit.section === 'string' && Array.isArray(hit.ops)) {
    return {
      ...base,
      items: parseItems(hit.section, level).items,
      ops: hit.ops,
      cached: true,
      sentEntries: sent.length,
      leftOut: offset,
      tokensSent: 0,
      redactions: [],
    };
  }
  // Nothing to show a model (every dropped entry a failed run, a lesson): the items are only held to the cap.
  if (choice.kind === 'local' || sent.length === 0) {
    // Redacted once, at the door: titles, statements and evidence are all cut from these entries.
    const { safe, findings: copied } = redactEntries(sent);
    // A new digest's header is paid from the same share; the cap holds whatever the share.
    const header = request.target === 'file' && request.current.length === 0 ? Buffer.byteLength(DIGEST_HEADER) : 0;
    const budget = Math.min(knowledgeBudget(safe) - header, cap);
    const incoming = knowledgeOfEntries(safe, request.log, today, budget);
    // Checked before the merge, so the review never shows as added a statement the file does not get.
    const held = dropGonePaths(request.current, request.gone ?? new Set());
    const fresh = dropGonePaths(incoming.items, request.gone ?? new Set());
    const merged = mergeKnowledge(held.items, fresh.items, request.others);
    const folded = foldToCap(merged.items, cap, level, request.current);
    const unpaid = unpaidOps(incoming.unpaid, merged.items, Math.floor(budget));
    return {
      ...base,
      items: folded.items,
      ops: [...held.ops, ...fresh.ops, ...settled(merged.ops, [...unpaid, ...folded.folded])],
      cached: false,
      sentEntries: sent.length,
      leftOut: offset,
      tokensSent: 0,
      redactions: describeFindings(`${request.log} (dropped entries)`, copied).map((l) =>
        l.replace(/ before analysis$/, ' before writing the digest'),
      ),
    };
  }
  const input = redactSecrets(userMessage(request, sent, today, offset));
  const answer = await complete(choice.endpoint, DISTIL_PROMPT, input.text, options.timeoutMs, {
    responseFormat: { type: 'json_schema', json_schema: { name: 'knowledge_operations', schema: DISTIL_SCHEMA } },
  });
  if (answer.choices === 0) throw refused(analyzer, 'the answer held no choices');
  if (answer.finishReason === 'length') throw refused(analyzer, 'the answer was cut at its length limit');
  // A filtered answer stopped early too (analysis answers are refused for it alike): it is not the whole answer.
  if (answer.finishReason === 'content_filter') throw refused(analyzer, 'the answer was stopped by the content filter');
  if (answer.text.trim() === '') throw refused(analyzer, 'the answer was empty');
  const redactions = describeFindings(`${request.log} (distil input)`, input.findings).map((l) =>
    l.replace(/ before analysis$/, ' before distilling'),
  );
  const operations = await parseOperations(answer.text, analyzer, redactions);
  const applied = applyOperations(request.current, operations, sent, offset, today, analyzer);
  const checked = dropGonePaths(applied.items, request.gone ?? new Set());
  const folded = foldToCap(checked.items, cap, level, request.current);
  return {
    ...base,
    items: folded.items,
    ops: settled([...applied.ops, ...checked.ops], folded.folded),
    cached: false,
    sentEntries: sent.length,
    leftOut: offset,
    tokensSent: estimateTokens(input.text),
    redactions,
  };
}

/**
 * The operations as the review counts them: an item the run added and then
 * folded never reached the file, so it is one fold, noted as new, not an add
 * and a fold ("1996 added, 1962 folded" for a file that gained 34 items).
 * Titles name new items uniquely: the merge adds an item only under a title
 * the file does not have.
 */
function settled(ops: KnowledgeOp[], folded: KnowledgeOp[]): KnowledgeOp[] {
  const added = new Set(ops.filter((o) => o.op === 'add').map((o) => titleKey(o.title)));
  const gone = new Set(folded.map((f) => titleKey(f.title)));
  return [
    ...ops.filter((o) => o.op !== 'add' || !gone.has(titleKey(o.title))),
    ...folded.map((f) =>
      added.has(titleKey(f.title)) ? { ...f, note: `new in this run, did not fit: ${f.note}` } : f,
    ),
  ];
}

/**
 * The items of dropped entries whose best statement the trim's knowledge
 * budget could not pay, as folds the review names: each is new, never
 * written. One per title, and none for a title the file holds (the entry
 * would only have confirmed that item).
 */
function unpaidOps(unpaid: KnowledgeItem[], items: KnowledgeItem[], budget: number): KnowledgeOp[] {
  const titles = new Set(items.map((i) => titleKey(i.title)));
  const ops: KnowledgeOp[] = [];
  for (const i of unpaid) {
    const key = titleKey(i.title);
    if (titles.has(key)) continue;
    titles.add(key);
    ops.push({
      op: 'fold',
      title: i.title,
      lines: i.lines,
      evidence: i.evidence,
      note: `new in this run, did not fit: this trim's knowledge budget (${budget} bytes) went to higher-scoring statements; its entry stays in git history`,
    });
  }
  return ops;
}

/**
 * The entries with their secrets redacted, in one pass over their text
 * (heading, task, result, a line each or more): a secret in a dropped entry
 * must not land in the digest, nor in the PR showing it, and redacting each
 * field on its own cost a rule pass per field. Redaction keeps every line
 * break, so each field is its own lines of the result. The findings are
 * lines of that text, reported against the dropped entries.
 */
function redactEntries(entries: EntryFields[]): { safe: EntryFields[]; findings: Finding[] } {
  const fields = entries.flatMap((e) => [e.heading, e.task, e.result]);
  const { text, findings } = redactSecrets(`${fields.join('\n')}\n`);
  const lines = text.split('\n');
  let at = 0;
  const next = (field: string) => {
    const n = countLines(field);
    const out = n === 1 ? lines[at] : lines.slice(at, at + n).join('\n');
    at += n;
    return out;
  };
  return {
    safe: entries.map((e) => ({ heading: next(e.heading), task: next(e.task), result: next(e.result) })),
    findings,
  };
}

function countLines(text: string): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** The cache entry for a distillation that was written. */
export function cachedDistil(d: Distilled, at: string, target: DistilTarget): CachedDistil {
  return { key: d.key, analyzer: d.analyzer, section: renderItems(d.items, levelOf(target)), ops: d.ops, at };
}

function distilKey(request: DistilRequest, analyzer: string, maxInputTokens: number): string {
  const text = JSON.stringify({
    target: request.target,
    analyzer,
    maxInputTokens,
    cap: request.agent.memory.knowledgeMax,
    current: renderItems(request.current, levelOf(request.target)),
    entries: request.entries.map((e) => [e.heading, e.task, e.result]),
    // Statements naming a deleted path are dropped: a result for another set of gone paths is another result.
    gone: [...(request.gone ?? [])].sort(),
    // The local analyzer does not add a statement lessons.md holds (a model is not shown them).
    others: analyzer === 'local' ? renderItems(request.others, 2) : '',
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

function userMessage(request: DistilRequest, sent: EntryFields[], today: string, offset: number): string {
  const own = " (a reviewer's own item: lines can be added to it; it is never superseded or removed)";
  const items = request.current
    .map((item, i) => `K${i + 1}. ${item.title}${item.confirmed ? '' : own}\n${item.lines.join('\n')}`)
    .join('\n\n');
  // The share the local analyzer keeps, so a model's knowledge is as small, and what the cap allows.
  const budget = Math.round(Math.min(knowledgeBudget(sent), request.agent.memory.knowledgeMax));
  return [
    `Today: ${today}`,
    `Budget: about ${budget} bytes of knowledge for these entries; the whole file stays under ${request.agent.memory.knowledgeMax} bytes.`,
    '',
    '# Current items',
    items || '(none)',
    '',
    '# Headings of the entries that stay',
    request.kept === undefined
      ? '(not listed: the log is too large)'
      : request.kept.map((h) => `- ${h}`).join('\n') || '(none)',
    '',
    '# Entries being deleted',
    ...sent.map((e, i) => `## E${offset + i + 1}: ${e.heading}\n${e.task}\n${e.result}\n`),
  ].join('\n');
}

/** The newest entries whose rendering fits `maxTokens` (at least the newest one). */
function newestWithin(entries: EntryFields[], maxTokens: number): EntryFields[] {
  let tokens = 0;
  let start = entries.length;
  while (start > 0) {
    const e = entries[start - 1];
    const cost = estimateTokens(`${e.heading}\n${e.task}\n${e.result}\n`);
    if (start < entries.length && tokens + cost > maxTokens) break;
    tokens += cost;
    start--;
  }
  return entries.slice(start);
}
