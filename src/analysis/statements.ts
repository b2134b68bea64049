/**
 * The statements of an entry, each labelled and scored: what the local
 * analyzer (knowledge.ts) chooses from. A heading's label holds for its
 * section, a field's (Fix, Root cause, Decision …) for its own lines and
 * the list after it; template labels, record fields and code blocks are
 * skipped. How much each says is statement-score.ts's.
 */
import type { EntryFields } from '../format/layout.js';
import { KNOWLEDGE_LABELS, labelOf, SKIP_LABELS, TIME_LABELS } from './statement-labels.js';
import { ABOUT_TESTS, namesIn, type Scored, scoreOf } from './statement-score.js';
import {
  cellsOf,
  FENCE_MARK,
  HEADING_LABEL,
  LIST_ITEM,
  MEASURE,
  sentences,
  TABLE_ROW,
  withShortListsJoined,
  withWrappedLinesJoined,
} from './statement-text.js';

export { KNOWLEDGE_LABELS, namesIn, type Scored };

const STAMP = /^\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d)?(?:Z|[+-]\d\d:?\d\d)?)?/;

/**
 * Names most of the dropped entries mention (`requirements.txt`, `README.md`
 * in a log where every step touches them): a statement naming only these
 * says little about what its entry did.
 */
export function commonNames(entries: EntryFields[]): Set<string> {
  const seen = new Map<string, number>();
  // An entry the log repeats (the same task and result) names what it names: read once.
  const named = new Map<string, string[]>();
  for (const e of entries) {
    const text = `${e.task}\n${e.result}`;
    let names = named.get(text);
    if (!names) named.set(text, (names = [...new Set(namesIn(text))]));
    for (const n of names) seen.set(n, (seen.get(n) ?? 0) + 1);
  }
  const often = Math.max(3, entries.length * COMMON_SHARE);
  return new Set([...seen].filter(([, n]) => n >= often).map(([name]) => name));
}

/** The share of entries a name must appear in to say nothing on its own. */
const COMMON_SHARE = 0.25;

export interface Unit {
  label?: string;
  text: string;
  score: number;
  at: number;
  /**
   * The statement before it on its line, which it leans on ("It uses …" after what "it" is): kept
   * only when that one is, and then on its line.
   */
  after?: number;
}

/**
 * A field label at the start of a line: `- Label: v`, `**Label:** v`, `**Label**: v`, `📌 **Label:** v`, `### Label:`,
 * `- Decision (2026-03-04): v` (a note in brackets before the colon), `- Iteration 9 fix: v`.
 */
const LABELLED =
  /^\s*(?:[-*]\s+)?(?:\p{Extended_Pictographic}\uFE0F?\s*)?(?:\*\*([^*\n]{1,60}?):?\*\*:?|([A-Z][A-Za-z\d ]{1,30}?(?:\s?\([^()\n]{1,80}\))?):)\s*(.*)$/u;

/**
 * The statements of an entry's body, each with its label and score, in text
 * order. `scored` holds what the batch's other entries' statements gave
 * (the same `common`), by label and text: a statement a log repeats ("all
 * checks passed") is scored once a batch.
 */
export function unitsOf(
  body: string,
  common: ReadonlySet<string>,
  scored: Map<string, Map<string, Scored>> = new Map(),
): { units: Unit[]; evidence: string[]; title?: string; when?: string } {
  const units: Unit[] = [];
  const evidence: string[] = [];
  let title: string | undefined;
  let when: string | undefined;
  // A heading's label holds until the next heading; a field's (`**Fix:**`) only for its own
  // lines and the list right after it, so a later paragraph is not filed under it.
  let section: string | undefined;
  let field: string | undefined;
  // The indent of the list item that opened the field with its value ("- Decision: …"): the items
  // beside it are not its list.
  let fieldItem: number | undefined;
  let itemIndent: number | undefined;
  // Whether the field gave a value of its own ("**Commits:** none"): it said all it had on its line,
  // so the list after a blank line is the entry's, not the field's.
  let valued = false;
  let openedAt: number | undefined;
  let blank = false;
  let fence = false;
  // Inside an indented code block, and inside a list (whose indented paragraphs are its items' text).
  let indentedCode = false;
  let inList = false;
  // The indent of a list item naming a test file ("- `llm.test.ts` — 24 cases:"): the items nested under it list what
  // the tests check, which ranks as the test file does.
  let underTests = false;
  let testsItem: number | undefined;
  let code = false;
  let at = 0;
  // The first statement under a heading (or of the entry) states its topic.
  let topic = true;
  // The statement before on the line being read: what a sentence leaning on it needs.
  let before: number | undefined;
  const add = (text: string, lbl?: string, fenced = false) => {
    // By label, and whether code follows: the score's only inputs besides the text.
    const context = code ? `:${lbl ?? ''}` : (lbl ?? '');
    let byText = scored.get(context);
    if (!byText) scored.set(context, (byText = new Map()));
    let s = byText.get(text);
    if (s === undefined) byText.set(text, (s = scoreOf(text, lbl, code, common)));
    if (s === null) return void (before = undefined);
    const score = s.score + (topic ? 1 : 0) - (underTests ? 2 : 0);
    // "It uses `IsBuildCompletedAsync` …": what "it" is was said just before, on its line.
    const lean = before !== undefined && s.leans ? { after: before } : {};
    units.push({ label: lbl, text: fenced ? `\`${s.text}\`` : s.text, score, at, ...lean });
    before = at++;
    topic = false;
  };
  const lines = withShortListsJoined(withWrappedLinesJoined(body.replace(/\r\n/g, '\n').split('\n')));
  for (const [i, raw] of lines.entries()) {
    before = undefined;
    // "Added a 5-second timeout to `runCli`:" over its code: what the code, left out, does.
    code = FENCE_MARK.test(lines[i + 1] ?? '');
    // A field with no value of its own, just opened: what follows it is its value.
    const opened = field !== undefined && !SKIP_LABELS.has(field) && openedAt === i - 1;
    if (FENCE_MARK.test(raw)) {
      // "**Error:**" over a block of one line: that line is the field's value (the exact error, the command).
      const only = lines[i + 1] ?? '';
      if (!fence && opened && FENCE_MARK.test(lines[i + 2] ?? '') && !FENCE_MARK.test(only) && !only.includes('`'))
        add(only.trim(), field, true);
      fence = !fence;
      continue;
    }
    if (fence || /^\s*<!--.*-->\s*$/.test(raw)) continue;
    // "    ok: …" after a blank line, outside a list: an indented code block (a run's output pasted), no statement.
    if (raw.trim() !== '' && /^(?: {4}|\t)/.test(raw) && (indentedCode || (blank && !inList))) {
      indentedCode = true;
      continue;
    }
    if (raw.trim() !== '') indentedCode = false;
    const line = raw.trim();
    if (line === '' || /^[-=*_]{3,}$/.test(line)) {
      blank ||= line === '';
      continue;
    }
    const item = LIST_ITEM.exec(line);
    inList = item !== null || (inList && /^\s/.test(raw));
    const depth = raw.length - raw.trimStart().length;
    if (!item ? !/^\s/.test(raw) : testsItem !== undefined && depth <= testsItem) testsItem = undefined;
    if (item && testsItem === undefined && ABOUT_TESTS.test(item[2])) testsItem = depth;
    underTests = testsItem !== undefined && depth > testsItem;
    if (blank && (!item || valued)) field = undefined;
    blank = false;
    // A list item record field ("- Next after review: …") holds for the list nested under it, not the items
    // beside it. (A knowledge field's may: "- Workaround: pin the key" over "- clear it on deploy" is one list.)
    const indent = item ? depth : 0;
    if (item && itemIndent !== undefined && indent <= itemIndent && field && SKIP_LABELS.has(field))
      field = itemIndent = undefined;
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
      const value = m[3].trim();
      const lbl = labelOf(m[1] ?? m[2] ?? '', m[0].slice(0, m[0].length - m[3].length).includes(':'));
      if (lbl === 'evidence' && value) evidence.push(value);
      // "Trigger: …", "**Task:** …": what the entry is about, its name when its heading gives none.
      if ((lbl === 'trigger' || lbl === 'task') && value) title ??= value;
      // "**Logged**: 2026-03-19T20:35:00Z": the entry's time, when its heading gives none.
      if (TIME_LABELS.has(lbl)) when ??= STAMP.exec(value.replace(/\*/g, ''))?.[0];
      if (/^\d+(?:\.\d+)*\s/.test(m[1] ?? '') || (!value && /^\d/.test(lbl))) {
        // "**2.1 Branching & Setup**": a template sub-heading, not a field.
        section = field = undefined;
        topic = true;
        continue;
      }
      // "**Time invested**: ~90 minutes", "**Completed**: 12/924 (1.3%)": the run's measure, stale once it is gone.
      if (MEASURE.test(value)) {
        field = undefined;
        continue;
      }
      if (KNOWLEDGE_LABELS.has(lbl) || SKIP_LABELS.has(lbl) || !value) {
        field = lbl;
        valued = value !== '';
        fieldItem = item && value ? item[1].length : undefined;
        itemIndent = item && value ? indent : undefined;
        openedAt = value ? undefined : i;
        if (value && !SKIP_LABELS.has(lbl)) for (const s of sentences(value)) add(s, lbl);
        continue;
      }
      // "Missing common UI elements: Table, Pagination": the label is part of the statement.
      // A bold field of its own ("- **Why:** …" after "- **Outcome:** …") ends the field before it.
      // So does a field beside a list item field ("- Reason: …" after "- Decision: …").
      if (m[1] !== undefined || (item && fieldItem !== undefined && item[1].length <= fieldItem)) field = undefined;
    }
    const label = field ?? section;
    if (label && SKIP_LABELS.has(label)) continue;
    const row = TABLE_ROW.exec(line);
    for (const s of sentences(row ? cellsOf(row[1]) : item ? item[2] : line)) add(s, label);
  }
  return { units, evidence, title, when };
}
