/**
 * Local, deterministic distillation into knowledge items (store/knowledge.ts):
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
 * - Merge-aware: a statement already in the file only adds evidence to
 *   its item; a newer entry with an item's title supersedes its text.
 */
import type { EntryFields } from '../format/layout.js';
import { type KnowledgeItem, type KnowledgeOp, normaliseText, safeLine, titleKey } from '../memory/knowledge/items.js';
import { timeOf } from './entries.js';
import { ItemIndex } from './item-index.js';

/** The share of the dropped entries' bytes their items may take in the knowledge file. */
const BATCH_SHARE = 0.36;
/** What an entry keeps of its own bytes before the batch shares out the rest: its best statements. */
const ENTRY_SHARE = 0.2;
/** What any entry may keep, however little the batch has left: a short entry's one or two statements. */
const ENTRY_MIN = 160;
/** An item's bytes besides its title, statements and citation: heading marks, evidence line, spacing. */
const ITEM_FRAME = 40;

const KNOWLEDGE_LABELS = new Set([
  'fix',
  'fix pattern',
  'root cause',
  'cause',
  'prevention rule',
  'prevention',
  'pattern',
  'key pattern',
  'decision',
  'architecture decision',
  'lesson',
  'lessons',
  'key learning',
  'learning',
  'outcome',
  'solution',
  'rule',
  'pitfall',
  'gotcha',
  'description',
  'impact',
  'problem',
  'findings',
  'key findings',
  'gaps',
  'recommendations',
  'files modified',
  'implementation summary',
  'summary of gaps',
  'why it failed',
]);
/** Fields that describe the record, not the knowledge (kept as evidence or dropped). */
const SKIP_LABELS = new Set([
  'date',
  'trigger',
  'evidence',
  'commit',
  'confidence',
  'tokens',
  'issue',
  'task snippet',
  'commands executed',
  'pr',
  'rebase commits',
  'force push',
  'tests',
  'test impact',
  'run',
  'tasks generated',
  'next steps',
]);
/** Sections that tell how the work went rather than what it left: read after the outcome. */
const PATH_LABELS = new Set(['context', 'investigation', 'background', 'steps', 'timeline', 'strengths']);
const EMPTY_VALUE = /^(?:none|n\/a|pending|medium|low|high|unknown|tbd|-|\.\.\.|…)\.?$/i;
const RULE_WORDS =
  /\b(?:always|never|must|required?|requires|do not|don't|avoid|instead of|should|only|because|root cause|caused by|needs?|use|uses)\b/i;
const IDENTIFIER =
  /`[^`]+`|(?:\.{0,2}\/)?\b[\w.-]+\/(?:[\w-]+\/)*(?:[\w-]+\.\w+\b|(?=[\s,;)]|$))|\b[\w-]+\.(?:ts|tsx|js|mjs|cjs|py|md|json|jsonl|ya?ml|toml|txt|log|sh|rst|cfg)\b|\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*|\b\w+_\w+\b|\bv?\d+\.\d+(?:\.\d+)?\b|\bE[A-Z]{3,}\b|--[a-z][\w-]*/g;
const NARRATION =
  /\b(?:all \d+ (?:\w+ )?tests? pass|tests? pass(?:ed)?\b|no rebase was needed|committed with|opened targeting|at end of (?:the )?(?:day|tomorrow)|end of tomorrow)/i;
const PLAN_LINE = /^at (?:the )?end of (?:the )?(?:day|tomorrow)/i;
// An agent telling what it did this run ("I verified its content", "No updates were needed"): the run's story, not what it left.
const FIRST_PERSON =
  /^(?:I|We)\s+(?:then\s+|also\s+)?(?:verified|checked|reviewed|committed|confirmed|looked|started|opened|read|inspected)\b|^no (?:updates|changes|files) (?:were|was) (?:needed|made|modified)\b/i;
// Which tests were added matters less than what they cover, once the entry is gone.
const ABOUT_TESTS = /\btests?\/|\btest_\w+|\.test\.\w+|\b(?:added|extended|adjusted) (?:\w+ )?tests?\b/i;

/** The identifiers a statement names (files, code, versions), normalised. */
function namesIn(text: string): string[] {
  return (text.match(IDENTIFIER) ?? []).map((n) => n.replace(/`/g, '').toLowerCase());
}

/**
 * Names most of the dropped entries mention (`requirements.txt`, `README.md`
 * in a log where every step touches them): a statement naming only these
 * says little about what its entry did.
 */
function commonNames(entries: EntryFields[]): Set<string> {
  const seen = new Map<string, number>();
  for (const e of entries)
    for (const n of new Set(namesIn(`${e.task}\n${e.result}`))) seen.set(n, (seen.get(n) ?? 0) + 1);
  const often = Math.max(3, entries.length * COMMON_SHARE);
  return new Set([...seen].filter(([, n]) => n >= often).map(([name]) => name));
}

/** The share of entries a name must appear in to say nothing on its own. */
const COMMON_SHARE = 0.25;

interface Unit {
  label?: string;
  text: string;
  score: number;
  at: number;
}

/** A field label at the start of a line: `- Label: v`, `**Label:** v`, `**Label**: v`, `### Label:`. */
const LABELLED = /^\s*(?:[-*]\s+)?(?:\*\*([^*\n]{1,60}?):?\*\*:?|([A-Z][A-Za-z ]{1,30}?):)\s*(.*)$/;
const HEADING_LABEL = /^\s*#{1,6}\s+(.+?):?\s*$/;

function labelOf(raw: string): string {
  return raw
    .replace(/\(.*?\)/g, '')
    .replace(/^[^\p{L}]+/u, '')
    .trim()
    .toLowerCase();
}

/** The statements of an entry's body, each with its label and score, in text order. */
function unitsOf(body: string, common: ReadonlySet<string>): { units: Unit[]; evidence: string[]; title?: string } {
  const units: Unit[] = [];
  const evidence: string[] = [];
  let title: string | undefined;
  // A heading's label holds until the next heading; a field's (`**Fix:**`) only for its own
  // lines and the list right after it, so a later paragraph is not filed under it.
  let section: string | undefined;
  let field: string | undefined;
  let blank = false;
  let fence = false;
  let at = 0;
  // The first statement under a heading (or of the entry) states its topic.
  let topic = true;
  const add = (text: string, lbl?: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    // "Run the te...": cut by whoever wrote it, so not a whole statement.
    if (/(?:\.\.\.|…)$/.test(clean)) return;
    if (clean.replace(/[^\p{L}\p{N}]/gu, '').length < 8 || EMPTY_VALUE.test(clean) || PLAN_LINE.test(clean)) return;
    let score = 0;
    if (lbl && KNOWLEDGE_LABELS.has(lbl)) score += 3;
    if (lbl && PATH_LABELS.has(lbl)) score -= 2;
    if (RULE_WORDS.test(clean)) score += 2;
    score += Math.min(3, namesIn(clean).filter((n) => !common.has(n)).length);
    if (NARRATION.test(clean) || FIRST_PERSON.test(clean)) score -= 3;
    // "Update to match.": too short to say what, or where.
    if (clean.split(/\s+/).length <= 3) score -= 2;
    if (ABOUT_TESTS.test(clean)) score -= 2;
    // A bare enumeration ("SearchBar", "LineChart, BarChart") says little on its own, unless a field names it.
    if (clean.split(/\s+/).filter((w) => /^[a-z]{3,}$/.test(w)).length < 2 && !(lbl && KNOWLEDGE_LABELS.has(lbl)))
      score -= 2;
    // "The following imports were removed:" introduces what follows; it is not the knowledge.
    if (/:$/.test(clean)) score -= 2;
    if (topic) score += 1;
    topic = false;
    units.push({ label: lbl, text: clean, score, at: at++ });
  };
  for (const raw of body.replace(/\r\n/g, '\n').split('\n')) {
    if (/^\s*(`{3,}|~{3,})/.test(raw)) {
      fence = !fence;
      continue;
    }
    if (fence || /^\s*<!--.*-->\s*$/.test(raw)) continue;
    const line = raw.trim();
    if (line === '' || /^[-=*_]{3,}$/.test(line)) {
      blank ||= line === '';
      continue;
    }
    const item = /^(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/.exec(line);
    if (blank && !item) field = undefined;
    blank = false;
    if (/^\*\*[^*:]+\*\*$/.test(line)) {
      // "**2.1 Branching & Setup**": a template sub-heading, not knowledge.
      section = field = undefined;
      topic = true;
      continue;
    }
    const heading = HEADING_LABEL.exec(line);
    if (heading) {
      section = labelOf(heading[1]);
      field = undefined;
      topic = true;
      continue;
    }
    const m = LABELLED.exec(line);
    if (m) {
      const lbl = labelOf(m[1] ?? m[2] ?? '');
      const value = m[3].trim();
      if (lbl === 'evidence' && value) evidence.push(value);
      if (lbl === 'trigger' && value) title ??= value;
      if (/^\d+(?:\.\d+)*\s/.test(m[1] ?? '') || (!value && /^\d/.test(lbl))) {
        // "**2.1 Branching & Setup**": a template sub-heading, not a field.
        section = field = undefined;
        topic = true;
        continue;
      }
      if (KNOWLEDGE_LABELS.has(lbl) || SKIP_LABELS.has(lbl) || !value) {
        field = lbl;
        if (value && !SKIP_LABELS.has(lbl)) for (const s of sentences(value)) add(s, lbl);
        continue;
      }
      // "Missing common UI elements: Table, Pagination": the label is part of the statement.
    }
    const label = field ?? section;
    if (label && SKIP_LABELS.has(label)) continue;
    for (const s of sentences(item ? item[1] : line)) add(s, label);
  }
  return { units, evidence, title };
}

/** Whole sentences: an abbreviation's point ("e.g. `.squad/`", "vs. Node 20") ends none. */
function sentences(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/(?<=[.!?])\s+(?=[A-Z`*"([])/)) {
    if (out.length && ABBREVIATION.test(out[out.length - 1])) out[out.length - 1] += ` ${part}`;
    else out.push(part);
  }
  return out;
}

const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|fig|et al)\.$/i;

/** The entry's time, when its heading starts with one. */
function stampOf(heading: string): string | undefined {
  return (
    /^\[?(\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d)?(?:Z|[+-]\d\d:?\d\d)?)?)\]?/.exec(heading.trim())?.[1] ??
    /\((\d{4}-\d\d-\d\d(?:T[\d:.]+Z?)?)\)\s*$/.exec(heading)?.[1]
  );
}

/** The heading without its timestamp and separators; '' when it was only a timestamp. */
function titleOf(heading: string): string {
  return heading
    .replace(/^\s*\[?\d{4}-\d\d-\d\d(?:[T ][\d:.]+(?:Z|[+-]\d\d:?\d\d)?)?\]?\s*(?:[|:—–-]\s*)?/, '')
    .replace(/\s*\(\d{4}-\d\d-\d\d[^)]*\)\s*$/, '')
    .trim();
}

/** One entry's statements, best first, before the batch decides how many it keeps. */
interface Draft {
  /** The statements worth keeping, best first (a score of at least 1 after the first). */
  ranked: { unit: Unit; cost: number; rank: number }[];
  units: Unit[];
  /** The heading, axe's task or a trigger field; '' when the entry is named only by its time. */
  named: string;
  heading: string;
  stamp?: string;
  evidence: string[];
  /** The entry's time in ms, for ordering (undefined: its heading has none). */
  time?: number;
  bytes: number;
  /** The words of the title and of the statements kept so far. */
  covered: Set<string>;
}

/**
 * Whether a statement's words are mostly in the title and the statements
 * its entry keeps already ("Promote use of the shared useAnalytics hook"
 * after the finding about that hook): it says little new.
 */
function redundant(d: Draft, u: Unit): boolean {
  const words = wordsOf(u.text);
  return words.length > 0 && words.filter((w) => d.covered.has(w)).length / words.length >= REDUNDANT;
}

function keep(d: Draft, u: Unit, chosen: Set<Unit>): void {
  chosen.add(u);
  for (const w of wordsOf(u.text)) d.covered.add(w);
}

function draftOf(e: EntryFields, common: ReadonlySet<string>): Draft {
  // axe's shape (a one-line Task and a Result): the task names the item, the result holds the knowledge.
  const axe = e.result.trim() !== '' && !e.task.includes('\n');
  const body = axe ? e.result : [e.task, e.result].filter((t) => t.trim() !== '').join('\n');
  const { units, evidence, title: trigger } = unitsOf(body, common);
  const heading = titleOf(e.heading);
  const named = heading || (axe ? e.task : '') || trigger || '';
  const ranked: Draft['ranked'] = [];
  const seen = new Set<string>();
  for (const u of [...units].sort((x, y) => y.score - x.score || x.at - y.at)) {
    const key = normaliseText(u.text);
    if (seen.has(key) || u.score < (ranked.length > 0 ? 1 : 0)) continue;
    seen.add(key);
    ranked.push({ unit: u, cost: Buffer.byteLength(render(u), 'utf8') + 1, rank: ranked.length });
  }
  return {
    ranked,
    units,
    named,
    heading,
    stamp: stampOf(e.heading),
    evidence,
    time: timeOf(e.heading),
    bytes: Buffer.byteLength(`${e.heading}\n${e.task}\n${e.result}\n`, 'utf8'),
    covered: new Set(wordsOf(named)),
  };
}

/** The item of an entry with the statements the batch kept of it; undefined when it kept none. */
function itemOf(d: Draft, e: EntryFields, chosen: ReadonlySet<Unit>, log: string, today: string) {
  const picked = d.units.filter((u) => chosen.has(u));
  if (!picked.length) return undefined;
  // An entry named only by its time is titled by its first statement, which is then not repeated below it.
  const title = safeLine(d.named || picked[0].text);
  const kept = d.named ? picked : picked.slice(1);
  const cite = safeLine(d.stamp ?? (d.heading === title ? log : e.heading));
  return {
    title,
    lines: renderAll(kept).map((l) => absoluteDates(l, d.stamp)),
    evidence: [d.evidence.length ? `${cite} (${safeLine(d.evidence[0])})` : cite],
    count: 1,
    confirmed: d.stamp ? d.stamp.slice(0, 10) : today,
  };
}

const DAY_MS = 86_400_000;
const RELATIVE_DATE = /\b(?:yesterday|today|tomorrow|last week|next week)\b/i;

/**
 * Relative dates ("yesterday", "last week") as absolute dates counted from
 * the entry's own date: once the entry is gone, "yesterday" means nothing.
 */
export function absoluteDates(text: string, date: string | undefined): string {
  const at = date ? Date.parse(`${date.slice(0, 10)}T00:00:00Z`) : Number.NaN;
  // Most statements have no relative date: the five dates are made only for those that do.
  if (Number.isNaN(at) || !RELATIVE_DATE.test(text)) return text;
  const day = (offset: number) => new Date(at + offset * DAY_MS).toISOString().slice(0, 10);
  return text
    .replace(/\byesterday\b/gi, day(-1))
    .replace(/\btoday\b/gi, day(0))
    .replace(/\btomorrow\b/gi, day(1))
    .replace(/\blast week\b/gi, `the week before ${day(0)}`)
    .replace(/\bnext week\b/gi, `the week after ${day(0)}`);
}

function render(u: Unit, shown = true): string {
  const label =
    shown && u.label && KNOWLEDGE_LABELS.has(u.label) ? `**${u.label[0].toUpperCase()}${u.label.slice(1)}:** ` : '';
  return `- ${label}${safeLine(u.text)}`;
}

/** The statements as bullets, a label shown once for a run of statements under it. */
function renderAll(units: Unit[]): string[] {
  return units.map((u, i) => render(u, i === 0 || units[i - 1].label !== u.label));
}

/** A statement's identity: its text without the bullet and the label a run of statements shows once. */
function statementKey(line: string): string {
  return normaliseText(line.replace(/^\s*- (?:\*\*[^*\n]{1,60}:\*\* )?/, ''));
}

/** A share of words already held above which a statement counts as redundant. */
const REDUNDANT = 0.7;

/** The content words of a statement (four letters or more, normalised). */
function wordsOf(text: string): string[] {
  return [
    ...new Set(
      normaliseText(text)
        .split(' ')
        .filter((w) => w.length >= 4),
    ),
  ];
}

/**
 * The dropped entries as items, oldest first (by their timestamps when every
 * heading has one, else by file order, reversed for a newest-first log).
 *
 * The batch's items take at most BATCH_SHARE of the dropped bytes, titles
 * and evidence included. Every entry keeps its best statement, then its
 * next ones within ENTRY_SHARE of its own bytes (a short entry within
 * ENTRY_MIN, whatever the batch has left); what remains is shared round by
 * round, so a dense entry keeps more than a chatty one and no statement is
 * cut to fit. The entries come redacted (distil.ts redacts them once, at the
 * door): every item's text is cut from them.
 */
export function knowledgeOfEntries(
  entries: EntryFields[],
  log: string,
  today: string,
  newestFirst: boolean,
): KnowledgeItem[] {
  const common = commonNames(entries);
  const drafts = entries.map((e) => draftOf(e, common));
  const chosen = new Set<Unit>();
  let budget = drafts.reduce((n, d) => n + d.bytes, 0) * BATCH_SHARE;
  const rest: (Draft['ranked'][number] & { draft: Draft })[] = [];
  // Every item's title, citation and best statement are paid for before any entry keeps more.
  for (const d of drafts) {
    const first = d.ranked[0];
    if (!first) continue;
    // An entry named only by its time is titled by its best statement, paid for as such.
    budget -= Buffer.byteLength(`${d.named}${d.stamp ?? log}`, 'utf8') + ITEM_FRAME + first.cost;
    keep(d, first.unit, chosen);
  }
  for (const d of drafts) {
    let spent = d.ranked[0]?.cost ?? 0;
    for (const r of d.ranked.slice(1)) {
      if (redundant(d, r.unit)) continue;
      // A short entry keeps its few statements whatever the batch has left: they are all it says.
      const small = spent + r.cost <= ENTRY_MIN;
      if (!small && (spent + r.cost > d.bytes * ENTRY_SHARE || r.cost > budget)) rest.push({ ...r, draft: d });
      else {
        spent += r.cost;
        keep(d, r.unit, chosen);
        budget -= r.cost;
      }
    }
  }
  // Round by round: every entry's next-best statement before any entry's one after it, so an
  // entry written as labelled fields does not crowd out one written as prose.
  for (const r of rest.sort((a, b) => a.rank - b.rank || b.unit.score - a.unit.score || a.cost - b.cost)) {
    if (r.cost > budget || redundant(r.draft, r.unit)) continue;
    keep(r.draft, r.unit, chosen);
    budget -= r.cost;
  }
  const made = drafts.map((d, i) => ({ d, item: itemOf(d, entries[i], chosen, log, today) }));
  const timed = made.every((m) => m.d.time !== undefined);
  const ordered = timed
    ? made
        .map((m, i) => ({ m, i }))
        .sort((a, b) => a.m.d.time! - b.m.d.time! || a.i - b.i)
        .map(({ m }) => m)
    : newestFirst
      ? [...made].reverse()
      : made;
  return ordered.map((m) => m.item).filter((i): i is KnowledgeItem => i !== undefined);
}

/**
 * `incoming` merged into `current`, oldest incoming first: an item with a
 * known title supersedes that item's text (or only confirms it, when its
 * statements are already there); statements known anywhere (in `current`,
 * or in `others`, the agent's other knowledge files) only add evidence;
 * anything else is a new item. Returns the items and one operation per
 * item changed.
 */
export function mergeKnowledge(
  current: KnowledgeItem[],
  incoming: KnowledgeItem[],
  others: KnowledgeItem[] = [],
): { items: KnowledgeItem[]; ops: KnowledgeOp[] } {
  const items = current.map((i) => ({ ...i, lines: [...i.lines], evidence: [...i.evidence] }));
  const ops = new Map<KnowledgeItem, KnowledgeOp>();
  const note = (target: KnowledgeItem, op: KnowledgeOp['op'], from: KnowledgeItem, extra?: string) => {
    const known = ops.get(target);
    if (known) {
      if (op === 'supersede' && known.op === 'update') known.op = 'supersede';
      known.lines = target.lines;
      known.evidence = [...from.evidence, ...known.evidence];
      if (extra) known.note = extra;
    } else ops.set(target, { op, title: target.title, lines: target.lines, evidence: [...from.evidence], note: extra });
  };
  const confirm = (target: KnowledgeItem, from: KnowledgeItem) => {
    target.evidence = [...from.evidence, ...target.evidence.filter((c) => !from.evidence.includes(c))];
    target.count += from.count;
    if (from.confirmed > target.confirmed) target.confirmed = from.confirmed;
  };
  // An item named by its only statement (an entry headed by a time) holds that statement in its title.
  const lineKeys = (i: KnowledgeItem) => (i.lines.length ? i.lines : [i.title]).map(statementKey).filter(Boolean);
  const index = new ItemIndex(items, others, lineKeys);
  for (const c of incoming) {
    const same = index.titled(titleKey(c.title));
    if (same) {
      const have = index.keys(same);
      const fresh = c.lines.filter((l) => !have.has(statementKey(l)));
      if (fresh.length === 0) {
        confirm(same, c);
        if (!ops.has(same) || ops.get(same)!.op !== 'add') note(same, 'update', c);
      } else if (same.confirmed === '') {
        // A reviewer's own item: their text stays, the new statements are added under it.
        same.lines.push(...fresh);
        index.changed(same);
        confirm(same, c);
        note(same, 'update', c);
      } else {
        const was = same.lines;
        same.lines = c.lines;
        index.changed(same);
        confirm(same, c);
        if (ops.get(same)?.op === 'add') note(same, 'add', c);
        else note(same, 'supersede', c, `replaces: ${was.map((l) => l.replace(/^- /, '')).join(' / ')}`);
      }
      continue;
    }
    const keys = lineKeys(c);
    if (keys.every((k) => index.known(k))) {
      const holder = index.holder(keys);
      if (holder) {
        confirm(holder, c);
        if (!ops.has(holder)) note(holder, 'update', c);
      }
      continue;
    }
    const fresh = c.lines.filter((l) => !index.known(statementKey(l)));
    const item = { ...c, lines: fresh };
    items.push(item);
    index.add(item);
    note(item, 'add', c);
  }
  return { items, ops: [...ops.values()] };
}

/**
 * memkeep's items without the statements that name a path the repository
 * no longer has (`gone`, repository-relative; a name given from a subfolder
 * matches its tail): one `remove` operation per statement dropped, and an
 * item left with nothing to say goes whole. A reviewer's own items are
 * theirs and stay as they are.
 */
export function dropGonePaths(
  items: KnowledgeItem[],
  gone: ReadonlySet<string>,
): { items: KnowledgeItem[]; ops: KnowledgeOp[] } {
  if (!gone.size) return { items, ops: [] };
  const missing = (text: string) => {
    for (const n of namesIn(text)) {
      const name = n.replace(/^\.\//, '').replace(/\/$/, '');
      if (!name.includes('/')) continue;
      for (const g of gone) if (g.toLowerCase() === name || g.toLowerCase().endsWith(`/${name}`)) return g;
    }
    return undefined;
  };
  const ops: KnowledgeOp[] = [];
  const kept: KnowledgeItem[] = [];
  for (const item of items) {
    if (item.confirmed === '') {
      kept.push(item);
      continue;
    }
    const lines = item.lines.filter((l) => {
      const path = missing(l);
      if (path)
        ops.push({
          op: 'remove',
          title: item.title,
          lines: [l],
          evidence: item.evidence,
          note: `names ${path}, which the repository no longer has`,
        });
      return !path;
    });
    const titlePath = item.lines.length === 0 ? missing(item.title) : undefined;
    if (titlePath)
      ops.push({
        op: 'remove',
        title: item.title,
        lines: [],
        evidence: item.evidence,
        note: `names ${titlePath}, which the repository no longer has`,
      });
    else if (lines.length > 0 || item.lines.length === 0) kept.push({ ...item, lines });
  }
  return { items: kept, ops };
}
