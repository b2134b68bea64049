/**
 * Local, deterministic distillation into knowledge items (store/knowledge.ts):
 * what a maintainer keeps of an entry before a trim deletes it.
 *
 * - The title is the entry's heading without its timestamp (a timestamp
 *   heading gives way to the first meaningful line of the body).
 * - The knowledge is the entry's most informative statements within a
 *   budget (ENTRY_SHARE of its bytes): labelled fields (Fix, Root cause,
 *   Prevention rule, Pattern, Decision, Lesson, Outcome, a front matter
 *   `description:` …) first, then statements naming files, identifiers,
 *   versions or rules ("always", "never", "must"); template labels, plans
 *   for "the end of the day", code blocks and boilerplate fields (Date,
 *   Commit, Confidence …) are skipped. Statements are copied whole, never cut.
 * - Merge-aware: a statement already in the file only adds evidence to
 *   its item; a newer entry with an item's title supersedes its text.
 */
import type { EntryFields } from '../format/layout.js';
import { type KnowledgeItem, type KnowledgeOp, normaliseText, safeLine, titleKey } from '../memory/knowledge/items.js';
import { redactSecrets } from '../text/redact.js';
import { timeOf } from './entries.js';

/** The share of an entry's bytes its statements may take in the knowledge file. */
const ENTRY_SHARE = 0.3;
/** The least an entry may keep, so a short entry keeps its one statement. */
const ENTRY_MIN = 160;

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
  'planner output',
  'coder output',
  'next steps',
]);
const EMPTY_VALUE = /^(?:none|n\/a|pending|medium|low|high|unknown|tbd|-|\.\.\.|…)\.?$/i;
const RULE_WORDS =
  /\b(?:always|never|must|required?|requires|do not|don't|avoid|instead of|should|only|because|root cause|caused by|needs?|use|uses)\b/i;
const IDENTIFIER =
  /`[^`]+`|(?:\.{0,2}\/)?\b[\w.-]+\/(?:[\w-]+\/)*(?:[\w-]+\.\w+\b|(?=[\s,;)]|$))|\b[\w-]+\.(?:ts|tsx|js|mjs|cjs|py|md|json|jsonl|ya?ml|toml|txt|log|sh|rst|cfg)\b|\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*|\b\w+_\w+\b|\bv?\d+\.\d+(?:\.\d+)?\b|\bE[A-Z]{3,}\b|--[a-z][\w-]*/g;
const NARRATION =
  /\b(?:all \d+ (?:\w+ )?tests? pass|tests? pass(?:ed)?\b|no rebase was needed|committed with|opened targeting|at end of (?:the )?(?:day|tomorrow)|end of tomorrow)/i;
const PLAN_LINE = /^at (?:the )?end of (?:the )?(?:day|tomorrow)/i;
// Which tests were added matters less than what they cover, once the entry is gone.
const ABOUT_TESTS = /\btests?\/|\btest_\w+|\.test\.\w+|\b(?:added|extended|adjusted) (?:\w+ )?tests?\b/i;

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
function unitsOf(body: string): { units: Unit[]; evidence: string[]; title?: string } {
  const units: Unit[] = [];
  const evidence: string[] = [];
  let title: string | undefined;
  let label: string | undefined;
  let fence = false;
  let at = 0;
  // The first statement under a heading (or of the entry) states its topic.
  let topic = true;
  const add = (text: string, lbl?: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (clean.replace(/[^\p{L}\p{N}]/gu, '').length < 8 || EMPTY_VALUE.test(clean) || PLAN_LINE.test(clean)) return;
    let score = 0;
    if (lbl && KNOWLEDGE_LABELS.has(lbl)) score += 3;
    if (RULE_WORDS.test(clean)) score += 2;
    score += Math.min(3, (clean.match(IDENTIFIER) ?? []).length);
    if (NARRATION.test(clean)) score -= 3;
    if (ABOUT_TESTS.test(clean)) score -= 2;
    // A bare enumeration ("SearchBar", "LineChart, BarChart") says little on its own.
    if (clean.split(/\s+/).filter((w) => /^[a-z]{3,}$/.test(w)).length < 2) score -= 2;
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
      if (line === '') label = label && units.length && units[units.length - 1].label === label ? label : undefined;
      continue;
    }
    if (/^\*\*[^*:]+\*\*$/.test(line)) {
      // "**2.1 Branching & Setup**": a template sub-heading, not knowledge.
      label = undefined;
      topic = true;
      continue;
    }
    const heading = HEADING_LABEL.exec(line);
    if (heading) {
      label = labelOf(heading[1]);
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
        label = undefined;
        topic = true;
        continue;
      }
      label = lbl;
      if (!value || SKIP_LABELS.has(lbl)) continue;
      for (const s of sentences(value)) add(s, lbl);
      continue;
    }
    if (label && SKIP_LABELS.has(label)) continue;
    const item = /^(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/.exec(line);
    if (item) add(item[1], label);
    else for (const s of sentences(line)) add(s, label);
  }
  return { units, evidence, title };
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z`*"([])/);
}

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

export interface EntryKnowledge {
  item: KnowledgeItem;
  /** The entry's time in ms, for ordering (undefined: its heading has none). */
  time?: number;
}

/** What a maintainer keeps of one entry, as an item citing it. */
export function knowledgeOfEntry(e: EntryFields, log: string, today: string): EntryKnowledge {
  // axe's shape (a one-line Task and a Result): the task names the item, the result holds the knowledge.
  const axe = e.result.trim() !== '' && !e.task.includes('\n');
  const body = redactSecrets(axe ? e.result : [e.task, e.result].filter((t) => t.trim() !== '').join('\n')).text;
  const { units, evidence, title: trigger } = unitsOf(body);
  const budget = Math.max(ENTRY_MIN, Math.round(Buffer.byteLength(body, 'utf8') * ENTRY_SHARE));
  const chosen = new Set<Unit>();
  let used = 0;
  const seen = new Set<string>();
  for (const u of [...units].sort((a, b) => b.score - a.score || a.at - b.at)) {
    const key = normaliseText(u.text);
    if (seen.has(key) || u.score < (chosen.size > 0 ? 1 : 0)) continue;
    const cost = Buffer.byteLength(render(u), 'utf8') + 1;
    if (chosen.size > 0 && used + cost > budget) continue;
    seen.add(key);
    chosen.add(u);
    used += cost;
  }
  const stamp = stampOf(e.heading);
  const lines = units.filter((u) => chosen.has(u)).map((u) => absoluteDates(render(u), stamp));
  const heading = titleOf(e.heading);
  const task = axe ? redactSecrets(e.task).text : undefined;
  const title = safeLine(heading || task || trigger || units[0]?.text || e.heading);
  const cite = safeLine(stamp ?? (heading === title ? log : e.heading));
  const citation = evidence.length ? `${cite} (${safeLine(evidence[0])})` : cite;
  return {
    item: {
      title,
      lines,
      evidence: [citation],
      count: 1,
      confirmed: stamp ? stamp.slice(0, 10) : today,
    },
    time: timeOf(e.heading),
  };
}

const DAY_MS = 86_400_000;

/**
 * Relative dates ("yesterday", "last week") as absolute dates counted from
 * the entry's own date: once the entry is gone, "yesterday" means nothing.
 */
export function absoluteDates(text: string, date: string | undefined): string {
  const at = date ? Date.parse(`${date.slice(0, 10)}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(at)) return text;
  const day = (offset: number) => new Date(at + offset * DAY_MS).toISOString().slice(0, 10);
  return text
    .replace(/\byesterday\b/gi, day(-1))
    .replace(/\btoday\b/gi, day(0))
    .replace(/\btomorrow\b/gi, day(1))
    .replace(/\blast week\b/gi, `the week before ${day(0)}`)
    .replace(/\bnext week\b/gi, `the week after ${day(0)}`);
}

function render(u: Unit): string {
  const label = u.label && KNOWLEDGE_LABELS.has(u.label) ? `**${u.label[0].toUpperCase()}${u.label.slice(1)}:** ` : '';
  return `- ${label}${safeLine(u.text)}`;
}

/**
 * The dropped entries as items, oldest first (by their timestamps when every
 * heading has one, else by file order, reversed for a newest-first log).
 */
export function knowledgeOfEntries(
  entries: EntryFields[],
  log: string,
  today: string,
  newestFirst: boolean,
): KnowledgeItem[] {
  const made = entries.map((e) => knowledgeOfEntry(e, log, today));
  const timed = made.every((m) => m.time !== undefined);
  const ordered = timed
    ? made
        .map((m, i) => ({ m, i }))
        .sort((a, b) => a.m.time! - b.m.time! || a.i - b.i)
        .map(({ m }) => m)
    : newestFirst
      ? [...made].reverse()
      : made;
  return ordered.map((m) => m.item).filter((i) => i.lines.length > 0);
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
  const lineKeys = (i: KnowledgeItem) => i.lines.map(normaliseText).filter(Boolean);
  for (const c of incoming) {
    const same = items.find((i) => titleKey(i.title) === titleKey(c.title) && titleKey(c.title) !== '');
    if (same) {
      const have = new Set(lineKeys(same));
      const fresh = c.lines.filter((l) => !have.has(normaliseText(l)));
      if (fresh.length === 0) {
        confirm(same, c);
        if (!ops.has(same) || ops.get(same)!.op !== 'add') note(same, 'update', c);
      } else if (same.confirmed === '') {
        // A reviewer's own item: their text stays, the new statements are added under it.
        same.lines.push(...fresh);
        confirm(same, c);
        note(same, 'update', c);
      } else {
        const was = same.lines;
        same.lines = c.lines;
        confirm(same, c);
        if (ops.get(same)?.op === 'add') note(same, 'add', c);
        else note(same, 'supersede', c, `replaces: ${was.map((l) => l.replace(/^- /, '')).join(' / ')}`);
      }
      continue;
    }
    const known = new Set([...items, ...others].flatMap(lineKeys));
    const fresh = c.lines.filter((l) => !known.has(normaliseText(l)));
    if (fresh.length === 0) {
      const holder = items.find((i) => lineKeys(c).every((k) => lineKeys(i).includes(k)));
      if (holder) {
        confirm(holder, c);
        if (!ops.has(holder)) note(holder, 'update', c);
      }
      continue;
    }
    const item = { ...c, lines: fresh };
    items.push(item);
    note(item, 'add', c);
  }
  return { items, ops: [...ops.values()] };
}
