/**
 * The statements of an entry, each labelled and scored: what the local
 * analyzer (knowledge.ts) chooses from. Labelled fields (Fix, Root cause,
 * Decision, a front matter `description:` …) and statements naming files,
 * identifiers, versions or rules ("must", "when …, run …") score high;
 * template labels, record fields, narration, plans, housekeeping
 * (`.gitkeep`) and code blocks score low or are skipped.
 */
import type { EntryFields } from '../format/layout.js';
import { identifiersIn } from './identifiers.js';
import {
  KNOWLEDGE_LABELS,
  labelOf,
  PATH_LABELS,
  SKIP_LABELS,
  SYMPTOM_LABELS,
  TIME_LABELS,
} from './statement-labels.js';
import {
  ANNOUNCES,
  cellsOf,
  FENCE_MARK,
  fewerLetters,
  HEADING_LABEL,
  LINKS_ONLY,
  LIST_ITEM,
  MEASURE,
  proseWords,
  QUOTE_ONLY,
  sentences,
  spaces,
  TABLE_ROW,
  UNTIDY,
  withShortListsJoined,
  withWrappedLinesJoined,
} from './statement-text.js';

export { KNOWLEDGE_LABELS };

const STAMP = /^\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d)?(?:Z|[+-]\d\d:?\d\d)?)?/;

const EMPTY_VALUE = /^(?:none|n\/a|pending|medium|low|high|unknown|tbd|-|\.\.\.|…)\.?$/i;
const RULE_WORDS =
  /\b(?:always|never|must|required?|requires|do not|don't|avoid|instead of|should|only|because|root cause|caused by|needs?|use|uses)\b/i;
const NARRATION =
  /\b(?:all \d+ (?:\w+ )?tests? pass|tests? pass(?:ed)?\b|no rebase was needed|committed with|opened targeting|at end of (?:the )?(?:day|tomorrow)|end of tomorrow)/i;
// "✅ VERIFIED: …", "Confirmed: …", "**Tested:** …": the run reporting a check it made, not what it found.
const CHECK_TAG =
  /^(?:\p{Extended_Pictographic}\uFE0F?\s*)?(?:\*\*)?(?:verified|confirmed|completed|success|tested|done|passed)(?:\*\*)?\s*:/iu;
const PLAN_LINE = /^at (?:the )?end of (?:the )?(?:day|tomorrow)/i;
// "Next planned step: 3. Port the lexer" mid-line: what was to come, as a "Next:" field is.
const NEXT_PLAN = /^next\s[^:.]{0,40}:/i;
// An agent telling what it did this run ("I verified its content", "No updates were needed"): the run's story, not what it left.
const FIRST_PERSON =
  /^(?:I|We)\s+(?:then\s+|also\s+)?(?:verified|checked|reviewed|committed|confirmed|looked|started|opened|read|inspected)\b|^no (?:updates|changes|files) (?:were|was) (?:needed|made|modified)\b/i;
// The same story told mid-sentence ("After reviewing the state, I verified …", "I'll add the shebang").
const OWN_STEP =
  /\bI(?:'ll| will| need to| now| then)?\s+(?:verified|checked|reviewed|ran|updated|added|created|modified|confirmed|found|noticed|decided|add|update|check|verify|modify|overwrite|run)\b/;
// "hello.py appears to be …", "likely exists", "Assuming …": what the writer guessed, not what it found.
const GUESS = /\b(?:appears? to|likely|probably|perhaps|maybe|assuming|presumably|seems? to|may need|might)\b/i;
// A sentence that leans on the one before ("Both are valid.", "This unblocks CI.", "Also added …"):
// without it, once the entry is gone, it says nothing.
const BACK_REFERENCE = /^(?:this|these|those|that|it|its|they|them|both|also|such)\b(?!\s*[:=])/i;
// "… with the exact content above": what it means stayed in the entry.
const POINTS_AWAY = /\b(?:above|below)[.!]?$/i;
// "All 5 panels were refactored to use it.": its object is the sentence before.
const ENDS_ON_PRONOUN = /\b(?:it|them|this|these|those)[.!]?$/i;
// "When CI fails on a PR, run the checks on dev too": what to do in a case, a rule without a rule word.
const CONDITIONAL =
  /^(?:when|whenever|if|before|after|once)\b[^,]{3,80},\s*(?:\w+ ){0,2}?(?:run|use|check|verify|keep|add|update|ask|prefer|skip|read|write|call|set|wait|retry|stop|compare|confirm|document|test|make|put)\b/i;
// What is missing, broken or unfinished ("not fully implemented", "No event bus … detected"): the pitfall a later run hits.
const LIMITATION =
  /\b(?:not (?:yet |fully |properly )?(?:implemented|supported|wired|tested|leveraged|available)|incomplete|untested|unsupported|broken)\b|^no\b.*\b(?:detected|found|exists?)\b/i;
// "Passive check per decision B4", "(decision A7: no player death)": a choice the log records by its name.
// ("— decided by Kaylee" is left out: a team's broadcast of every decision would crowd out the agent's own.)
const DECISION_CITED = /\b(?:per|by|under) decision\b|\bdecision [A-Z]{1,2}-?\d+\b/i;
// "MapSchema<number> doesn't serialize well", "the proxy cannot reach …": what a thing does not do, the
// pitfall a later run hits. (", not X" alone is left out: prose sets everything against something.)
const CHECK_STEP = /^(?:\*\*[^*\n]{1,40}\*\*:?\s*)?(?:verify|check|test|confirm)\b/i;
const NEGATED = /\b(?:doesn't|does not|cannot|can't|won't|isn't|aren't)\b/i;
// Which tests were added matters less than what they cover, once the entry is gone.
const ABOUT_TESTS = /\btests?\/|\btest_\w+|\.test\.\w+|\b(?:added|extended|adjusted) (?:\w+ )?tests?\b/i;

// Keeping an empty folder in git (`.gitkeep`, "to track the directory") is housekeeping, not what the folder is for.
const HOUSEKEEPING = /\.gitkeep\b|\bto track (?:the )?(?:\w+ )?(?:folders?|director(?:y|ies))\b/i;
/** "Added `bleach` to `requirements.txt`": a package the manifest gains, which the entry's code statement uses. */
const DEPENDENCY_LINE =
  /^(?:add(?:ed|s)?|updated?|bump(?:ed)?|pinn?(?:ed)?)\b(?:.*\b(?:to|in|into))?\s+`?(?:requirements[\w.-]*\.txt|package\.json|pyproject\.toml|Cargo\.toml|go\.mod|Gemfile|environment\.ya?ml)`?(?:\s+(?:to include|with|for)\b.*)?\.?$/i;

/** The identifiers a statement names (files, code, versions, quoted strings), normalised. */
export function namesIn(text: string): string[] {
  return identifiersIn(text).map((n) => (n.includes('`') ? n.replace(/`/g, '') : n).toLowerCase());
}

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
}

/**
 * A field label at the start of a line: `- Label: v`, `**Label:** v`, `**Label**: v`, `📌 **Label:** v`, `### Label:`,
 * `- Decision (2026-03-04): v` (a note in brackets before the colon), `- Iteration 9 fix: v`.
 */
const LABELLED =
  /^\s*(?:[-*]\s+)?(?:\p{Extended_Pictographic}\uFE0F?\s*)?(?:\*\*([^*\n]{1,60}?):?\*\*:?|([A-Z][A-Za-z\d ]{1,30}?(?:\s?\([^()\n]{1,80}\))?):)\s*(.*)$/u;

/**
 * A statement's tidy text and score before the topic's point, or null when it
 * is no statement: what its text, label and place above code give, alike
 * wherever the batch says it.
 */
export type Scored = { text: string; score: number } | null;

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
  const add = (text: string, lbl?: string, fenced = false) => {
    // By label, and whether code follows: the score's only inputs besides the text.
    const context = code ? `:${lbl ?? ''}` : (lbl ?? '');
    let byText = scored.get(context);
    if (!byText) scored.set(context, (byText = new Map()));
    let s = byText.get(text);
    if (s === undefined) byText.set(text, (s = scoreOf(text, lbl, code, common)));
    if (s === null) return;
    const score = s.score + (topic ? 1 : 0) - (underTests ? 2 : 0);
    units.push({ label: lbl, text: fenced ? `\`${s.text}\`` : s.text, score, at: at++ });
    topic = false;
  };
  const lines = withShortListsJoined(withWrappedLinesJoined(body.replace(/\r\n/g, '\n').split('\n')));
  for (const [i, raw] of lines.entries()) {
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
      const lbl = labelOf(m[1] ?? m[2] ?? '');
      const value = m[3].trim();
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

/** What `add` in unitsOf makes of a statement: its tidy text and score, or null to skip it. */
function scoreOf(text: string, lbl: string | undefined, code: boolean, common: ReadonlySet<string>): Scored {
  // Most statements have no space to tidy: no new string is made for them.
  const clean = UNTIDY.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
  // "Run the te...": cut by whoever wrote it, so not a whole statement. "[`README.md`](README.md)": a link
  // and nothing else names a file and says nothing of it.
  if (clean.endsWith('...') || clean.endsWith('…') || LINKS_ONLY.test(clean)) return null;
  // "(Add details)", "| `a6cc4a3` | (see git log) |": a template's placeholder, or only a commit's hash.
  // Brackets that name something ("Save bug (no workflowId/versionId sent)") hold the statement's substance.
  const bare = clean
    .replace(/\([^)]*\)/g, (p) => (namesIn(p).length ? p : ''))
    .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b/g, '');
  if (fewerLetters(bare, 8) || EMPTY_VALUE.test(clean) || PLAN_LINE.test(clean) || NEXT_PLAN.test(clean)) return null;
  // "The API already uses:", "Installed the models using:": half a sentence, its other half below it.
  if (clean.endsWith(':') && ANNOUNCES.test(clean)) return null;
  let score = 0;
  if (lbl && KNOWLEDGE_LABELS.has(lbl)) score += SYMPTOM_LABELS.has(lbl) ? 2 : 3;
  if (lbl && PATH_LABELS.has(lbl)) score -= 2;
  if (RULE_WORDS.test(clean) || CONDITIONAL.test(clean)) score += 2;
  // "Verify the restart doesn't crash the app": a check to run, not what a thing does.
  if (LIMITATION.test(clean) || (NEGATED.test(clean) && !CHECK_STEP.test(clean))) score += 2;
  if (DECISION_CITED.test(clean)) score += 3;
  // '> "add the tools for the agent"': someone's words quoted whole (a prompt, a request) name nothing;
  // a quoted string inside a statement ("the commit \"fix: pin node\" broke CI") is what it names.
  const quoted = QUOTE_ONLY.exec(clean)?.[1];
  score += Math.min(3, namesIn(quoted ?? clean).filter((n) => !common.has(n)).length);
  if (NARRATION.test(clean) || FIRST_PERSON.test(clean) || CHECK_TAG.test(clean)) score -= 3;
  // Told mid-sentence, the run's story often carries what it found ("I ran `python hello.py` …").
  if (OWN_STEP.test(clean)) score -= 1;
  if (GUESS.test(clean)) score -= 1;
  // "Was the model declining to call the tool?": what the writer asked, not what it found.
  if (/\?[*_]*$/.test(clean)) score -= 3;
  if (BACK_REFERENCE.test(clean) || POINTS_AWAY.test(clean) || ENDS_ON_PRONOUN.test(clean)) score -= 2;
  // "**Bundler:** `build/pipeline.js`", "Entry: `src/main.ts`", "**Limits**: max-width 50vw": a field naming
  // its value (a name or a number) is a fact, however short.
  const count = namesIn(clean).length;
  const named = NAMED_VALUE.test(clean) && ((count > 0 && count < 3) || (count === 0 && /\d/.test(clean)));
  // "Update to match.": too short to say what, or where (`clean`'s words are between single spaces).
  if (!spaces(clean, 3) && !named) score -= 2;
  if (ABOUT_TESTS.test(clean) || HOUSEKEEPING.test(clean) || DEPENDENCY_LINE.test(clean)) score -= 2;
  // A bare enumeration ("SearchBar", "LineChart, BarChart") says little on its own, unless a field names it.
  const prose = proseWords(clean, 2);
  if ((prose === 0 || (prose < 2 && clean.includes(','))) && !(lbl && KNOWLEDGE_LABELS.has(lbl)) && !named) score -= 2;
  // "The following imports were removed:" introduces what follows; it is not the knowledge.
  if (clean.endsWith(':') && !code) score -= 2;
  if (clean.split(/,\s*/).filter((c) => CODE_NAME.test(c.trim())).length >= 5) score -= 1;
  if (HEADLINE.test(clean)) score += 3;
  return { text: clean, score };
}

/** One name from code, as an inventory lists it: `walls`, TICK_INTERVAL, canCraft(). */
const CODE_NAME = /^(?:`[^`\s]+`|[A-Za-z$][\w$]*(?:_[\w$]+|[a-z][A-Z][\w$]*)(?:\(\))?)[.:;)]?$/;

/** A statement opened by the name of what it gives ("**Asset pipeline:** …", "Entry: …"). */
const NAMED_VALUE = /^(?:\*\*[^*\n]{2,40}?:?\*\*:?|[A-Z][A-Za-z ]{1,30}:)\s+\S/;

/**
 * A sentence its writer set in bold ("**Copilot has no agent persistence.**" before the
 * details): the point of its paragraph or list item, as its writer saw it.
 */
const HEADLINE = /^\*\*[^*]{8,}[.!?]\*\*$/;
