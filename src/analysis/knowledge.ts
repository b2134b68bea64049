/**
 * Local, deterministic distillation into knowledge items (memory/knowledge/items.ts):
 * what a maintainer keeps of an entry before a trim deletes it.
 *
 * - The title is the entry's heading without its timestamp (an entry
 *   headed only by a time is titled by its best statement, said once).
 * - The knowledge is the entry's most informative statements within the
 *   batch's budget (knowledgeOfEntries): labelled fields (Fix, Root cause,
 *   Prevention rule, Pattern, Decision, Lesson, Outcome, a front matter
 *   `description:` …) first, then statements naming files, identifiers,
 *   versions or rules ("always", "never", "must"), names most entries
 *   mention counting for nothing; template labels, plans for "the end of
 *   the day", code blocks, boilerplate fields (Date, Commit, Confidence …),
 *   statements their writer cut off ("Run the te...") and statements whose
 *   words the item already holds are skipped. Statements are copied whole,
 *   never cut; a label is shown once for a run of statements under it.
 * - An entry the batch repeats word for word under one title is one item
 *   once merged: only its newest copy's statements are paid for.
 * - Merging into the file is memory/knowledge/merge-items.ts's job; which
 *   statements there are, statements.ts's.
 */
import type { EntryFields } from '../format/layout.js';
import { type KnowledgeItem, renderItem, safeLine } from '../memory/knowledge/items.js';
import { timeOf } from './entries.js';
import { headingStatements, stampOf, titleOf } from './entry-heading.js';
import { absoluteDates } from './relative-dates.js';
import { type Batch, type Normalised, said, sayingAt, shapeOf, titleWords, wordsAt } from './statement-words.js';
import { commonNames, KNOWLEDGE_LABELS, type Unit } from './statements.js';

/** The share of the dropped entries' bytes their knowledge may take: what a trim keeps of what it drops. */
const KNOWLEDGE_SHARE = 0.39;

/** The bytes the knowledge of `entries` may take: KNOWLEDGE_SHARE of theirs. */
export function knowledgeBudget(entries: EntryFields[]): number {
  return entries.reduce((n, e) => n + entryBytes(e), 0) * KNOWLEDGE_SHARE;
}

const entryBytes = (e: EntryFields) => Buffer.byteLength(`${e.heading}\n${e.task}\n${e.result}\n`, 'utf8');
/** What an entry keeps of its own bytes before the batch shares out the rest: its best statements. */
const ENTRY_SHARE = 0.2;
/** What an entry may keep before the batch shares out the rest, however small its share: a short entry's one or two statements. */
const ENTRY_MIN = 160;
/** What a batch's items may take however small its share: the best statement of each of a few entries. */
const BATCH_MIN = 1024;

/** One entry's statements, best first, before the batch decides how many it keeps. */
interface Draft {
  /** The statements worth keeping, best first (a score of at least 1 after the first). */
  ranked: { unit: Unit; cost: number; rank: number }[];
  units: Unit[];
  /** The heading, axe's task or a trigger field; '' when the entry is named only by its time. */
  named: string;
  /** The item's identity as the merge matches it (titleKey of the title written); '' for no name. */
  key: string;
  heading: string;
  stamp?: string;
  evidence: string[];
  /** The entry's time in ms, for ordering (undefined: its heading has none). */
  time?: number;
  bytes: number;
  /** The words of the title and of the statements kept so far. */
  covered: Set<string>;
  /** Its statements normalised, once however often the batch asks. */
  norm: Normalised;
  /**
   * The newest entry of the batch that says exactly what this one says under
   * the same title (a log that repeats an entry): the merge keeps one text
   * for both, so this entry pays for no statement and cites the heir's.
   */
  heir?: Draft;
}

/**
 * Whether a statement's words are mostly in the title and the statements
 * its entry keeps already ("Promote use of the shared useAnalytics hook"
 * after the finding about that hook): it says little new.
 */
function redundant(d: Draft, u: Unit): boolean {
  return said(d.covered, sayingAt(d.norm, u.at));
}

function keep(d: Draft, u: Unit, chosen: Set<Unit>): void {
  chosen.add(u);
  for (const w of wordsAt(d.norm, u.at)) d.covered.add(w);
}

function draftOf(e: EntryFields, batch: Batch): Draft {
  // axe's shape (a one-line Task and a Result): the task names the item, the result holds the knowledge.
  const axe = e.result.trim() !== '' && !e.task.includes('\n');
  const body = axe ? e.result : [e.task, e.result].filter((t) => t.trim() !== '').join('\n');
  const shape = shapeOf(body, batch);
  const { evidence, trigger, when } = shape;
  const units = shape.units.map((u) => ({ ...u }));
  const heading = titleOf(e.heading);
  // "**Task:** Add the scheduler" under a heading that only dates it: the task, not its label, names it.
  const named = heading || (axe ? e.task.replace(TASK_FIELD, '') : '') || trigger || '';
  const ranked: Draft['ranked'] = [];
  const norm: Normalised = { units, keys: shape.keys, words: shape.words, saying: shape.saying };
  const seen = new Set<string>();
  const title = titleWords(named, batch);
  const covered = new Set(title.words);
  // "**Task**: Add the scheduler" under "Add the scheduler": the title says it already, unless the
  // entry says nothing else (a note whose name is its text), when the title alone would be an empty item.
  // A statement that cannot be ranked is never asked whether the title says it.
  const rank = (unsaid: boolean) => {
    for (const at of shape.best) {
      const u = units[at];
      const key = norm.keys[at];
      // "It uses `IsBuildCompletedAsync` …" never comes first: it is kept only after what "it" is.
      if (u.after !== undefined && !ranked.length) continue;
      if (seen.has(key) || u.score < (ranked.length > 0 ? 1 : 0)) continue;
      if (unsaid && said(covered, sayingAt(norm, at))) continue;
      seen.add(key);
      shape.costs[at] ??= Buffer.byteLength(render(u), 'utf8') + 1;
      ranked.push({ unit: u, cost: shape.costs[at], rank: ranked.length });
    }
  };
  rank(true);
  if (!ranked.length) rank(false);
  return {
    ranked,
    units,
    named,
    key: title.key,
    heading,
    stamp: stampOf(e.heading) ?? when,
    evidence,
    time: timeOf(e.heading),
    bytes: entryBytes(e),
    covered,
    norm,
  };
}

/** An entry's item without its statements: its title, evidence and date. */
function shellOf(d: Draft, e: EntryFields, title: string, log: string, today: string): KnowledgeItem {
  // An undated entry whose heading line is its statements (headingStatements) has no heading left to cite.
  const cite = safeLine(d.stamp ?? (d.heading === title || e.heading === '' ? log : e.heading));
  return {
    title,
    lines: [],
    evidence: [d.evidence.length ? `${cite} (${safeLine(d.evidence[0])})` : cite],
    count: 1,
    confirmed: d.stamp ? d.stamp.slice(0, 10) : today,
  };
}

/** An item's bytes besides its statements (an entry named by its time pays for its title as a statement). */
function frameBytes(d: Draft, e: EntryFields, log: string, today: string): number {
  return Buffer.byteLength(renderItem(shellOf(d, e, safeLine(d.named), log, today), 3), 'utf8') + 1;
}

/** The item of an entry with the statements the batch kept of it; undefined when it kept none. */
function itemOf(d: Draft, e: EntryFields, chosen: ReadonlySet<Unit>, log: string, today: string) {
  const picked = (d.heir ?? d).units.filter((u) => chosen.has(u));
  if (!picked.length) return undefined;
  // An entry named only by its time is titled by its best statement, which is then not repeated below it.
  const best = picked.reduce((a, b) => (b.score > a.score && b.after === undefined ? b : a));
  const title = safeLine(d.named || best.text);
  const kept = d.named ? picked : picked.filter((u) => u !== best);
  // A relative date counts from the entry that wrote it: the heir's text is the heir's.
  const from = (d.heir ?? d).stamp;
  return { ...shellOf(d, e, title, log, today), lines: renderAll(kept).map((l) => absoluteDates(l, from)) };
}

function render(u: Unit, shown = true): string {
  const label =
    shown && u.label && KNOWLEDGE_LABELS.has(u.label) ? `**${u.label[0].toUpperCase()}${u.label.slice(1)}:** ` : '';
  return `- ${label}${safeLine(u.text)}`;
}

/**
 * The statements as bullets, a label shown once for a run of statements under
 * it; one leaning on the statement before it (Unit.after) goes on its line.
 */
function renderAll(units: Unit[]): string[] {
  const lines: string[] = [];
  for (const [i, u] of units.entries()) {
    if (i > 0 && u.after === units[i - 1].at) lines[lines.length - 1] += ` ${safeLine(u.text)}`;
    else lines.push(render(u, i === 0 || units[i - 1].label !== u.label));
  }
  return lines;
}

/** Whether `u` stands alone, or the statement it leans on is kept. */
const stands = (d: Draft, u: Unit, chosen: ReadonlySet<Unit>) => u.after === undefined || chosen.has(d.units[u.after]);

const TASK_FIELD = /^\s*(?:\*\*task:?\*\*:?|task:)\s*/i;

/**
 * The dropped entries as items, oldest first (by their timestamps when every
 * heading has one, else by file order, reversed for a newest-first log).
 *
 * The batch's items take at most `budget` bytes, titles and evidence
 * included (by default KNOWLEDGE_SHARE of the dropped bytes; distillation.ts
 * pays a new digest's header from it and holds it to the cap). Every entry
 * keeps its best statement while the budget (or BATCH_MIN) pays for them,
 * the highest scoring first; then its next ones within ENTRY_SHARE of its
 * own bytes (a short entry within ENTRY_MIN, whatever the batch has left);
 * what remains is shared round by round, so a dense entry keeps more than a
 * chatty one and no statement is cut to fit. `unpaid` holds the items of the
 * entries whose best statement did not fit, for the review to name. The
 * entries come redacted (distil.ts redacts them once, at the door): every
 * item's text is cut from them.
 */
export function knowledgeOfEntries(
  written: EntryFields[],
  log: string,
  today: string,
  budget = knowledgeBudget(written),
): { items: KnowledgeItem[]; unpaid: KnowledgeItem[] } {
  const entries = written.map(headingStatements);
  // The log naming itself ("Created PROJECT_RUN_LOG.md to track progress") says nothing either.
  const common = commonNames(entries).add(log.split('/').pop()!.toLowerCase());
  const batch: Batch = { common, shapes: new Map(), scored: new Map(), titles: new Map() };
  const drafts = entries.map((e) => draftOf(e, batch));
  const order = oldestFirst(drafts);
  nameHeirs(order.map((i) => drafts[i]));
  const paying = drafts.filter((d) => !d.heir);
  dropBoilerplate(paying);
  const chosen = new Set<Unit>();
  let left = budget;
  const rest: (Draft['ranked'][number] & { draft: Draft })[] = [];
  // Every item's title, citation and best statement are paid for before any entry keeps more; when
  // the budget cannot pay them all, the entries whose best statement scores highest (the cheaper,
  // then the newer, among equals) keep theirs and the others keep nothing. An entry whose title a
  // newer one of the batch has comes last: the merge replaces its text with the newer one's (a log
  // of four tasks run a thousand times paid for a thousand copies of one item).
  const age = new Map(order.map((at, rank) => [drafts[at], rank]));
  const shadowed = shadowedBy(order.map((i) => drafts[i]));
  const firsts = drafts
    .map((d, i) => ({ d, cost: d.ranked[0] && !d.heir ? frameBytes(d, entries[i], log, today) + d.ranked[0].cost : 0 }))
    .filter((f) => f.cost > 0)
    .sort(
      (a, b) =>
        Number(shadowed.has(a.d)) - Number(shadowed.has(b.d)) ||
        b.d.ranked[0].unit.score - a.d.ranked[0].unit.score ||
        a.cost - b.cost ||
        age.get(b.d)! - age.get(a.d)!,
    );
  // A small trim keeps every entry's best statement (and a short entry its few) whatever its share, up
  // to BATCH_MIN: a few entries' items fit any file. Nothing goes beyond that or the budget.
  const slack = Math.max(0, BATCH_MIN - left);
  for (const { d, cost } of firsts) {
    if (cost > left + slack) continue;
    left -= cost;
    keep(d, d.ranked[0].unit, chosen);
  }
  for (const d of paying) {
    if (!d.ranked[0] || !chosen.has(d.ranked[0].unit)) continue;
    let spent = d.ranked[0]?.cost ?? 0;
    for (const r of d.ranked.slice(1)) {
      if (redundant(d, r.unit)) continue;
      // A statement leaning on one not kept yet waits for the rounds: it may be kept there.
      if (!stands(d, r.unit, chosen)) {
        rest.push({ ...r, draft: d });
        continue;
      }
      // A short entry keeps its few statements while the batch has room: they are all it says.
      const small = spent + r.cost <= ENTRY_MIN && r.cost <= left + slack;
      if (!small && (spent + r.cost > d.bytes * ENTRY_SHARE || r.cost > left)) rest.push({ ...r, draft: d });
      else {
        spent += r.cost;
        keep(d, r.unit, chosen);
        left -= r.cost;
      }
    }
  }
  // Round by round: every entry's next-best statement before any entry's one after it, so an
  // entry written as labelled fields does not crowd out one written as prose.
  for (const r of rest.sort((a, b) => a.rank - b.rank || b.unit.score - a.unit.score || a.cost - b.cost)) {
    if (r.cost > left || redundant(r.draft, r.unit) || !stands(r.draft, r.unit, chosen)) continue;
    keep(r.draft, r.unit, chosen);
    left -= r.cost;
  }
  const items = (pick: ReadonlySet<Unit>) =>
    order.map((i) => itemOf(drafts[i], entries[i], pick, log, today)).filter((i): i is KnowledgeItem => !!i);
  // Items whose best statement the budget could not pay: named in the review, never written.
  const unpaid = new Set(firsts.filter(({ d }) => !chosen.has(d.ranked[0].unit)).map(({ d }) => d.ranked[0].unit));
  return { items: items(chosen), unpaid: unpaid.size ? items(unpaid) : [] };
}

/**
 * An entry the batch repeats word for word under the same title (fido's
 * history holds one review twice) is one item once merged: only the newest
 * copy pays for statements (`drafts` oldest first). Entries that share a
 * title but not their text each pay for their own: which text the merge
 * keeps then depends on the file (a reviewer's item gathers every new
 * statement) and on the paths the repository still has.
 */
function nameHeirs(drafts: Draft[]): void {
  // By title, then by the statements' keys (a body the batch repeats joins its keys once): a key holds no line break.
  const heirs = new Map<string, Map<string, Draft>>();
  const texts = new Map<string[], string>();
  const twins: { d: Draft; same: Map<string, Draft>; text: string }[] = [];
  // A title of no words (a date range, an emoji) names nothing the merge could match.
  for (const d of drafts) {
    if (!d.ranked.length || d.key === '') continue;
    let text = texts.get(d.norm.keys);
    if (text === undefined) texts.set(d.norm.keys, (text = d.norm.keys.join('\n')));
    let same = heirs.get(d.key);
    if (!same) heirs.set(d.key, (same = new Map()));
    same.set(text, d);
    twins.push({ d, same, text });
  }
  for (const { d, same, text } of twins) if (same.get(text) !== d) d.heir = same.get(text);
}

/**
 * A statement most of the batch's entries say word for word ("Time
 * reference: UTC", a table's header row) is their template, not what any
 * of them found: it is not kept, unless it is all an entry says. Entries
 * are counted by title: the same item restating a line is not a template,
 * nor are copies of one entry (heirs, left out by the caller).
 */
function dropBoilerplate(drafts: Draft[]): void {
  const titles = new Map<string, Set<string | Draft>>();
  for (const d of drafts)
    for (const key of d.norm.keys) {
      const by = titles.get(key) ?? new Set();
      titles.set(key, by.add(d.key || d));
    }
  const often = Math.max(2, new Set(drafts.map((d) => d.key || d)).size / 2);
  for (const d of drafts) {
    const kept = d.ranked.filter((r) => (titles.get(d.norm.keys[r.unit.at])?.size ?? 0) < often);
    if (kept.length > 0 && kept.length < d.ranked.length) d.ranked = kept.map((r, rank) => ({ ...r, rank }));
  }
}

/** The drafts (oldest first) whose title a newer draft of the batch has. */
function shadowedBy(drafts: Draft[]): Set<Draft> {
  const newest = new Map<string, Draft>();
  for (const d of drafts) if (d.key !== '') newest.set(d.key, d);
  return new Set(drafts.filter((d) => d.named && newest.get(d.key) !== d));
}

/**
 * The drafts' indices oldest first: by their timestamps when every heading
 * has one, else as given (a trim plan lists what it drops oldest first,
 * whichever way the log runs).
 */
function oldestFirst(drafts: Draft[]): number[] {
  const at = drafts.map((_, i) => i);
  if (drafts.every((d) => d.time !== undefined)) return at.sort((a, b) => drafts[a].time! - drafts[b].time! || a - b);
  return at;
}
