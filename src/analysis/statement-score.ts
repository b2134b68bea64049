/**
 * How much a statement says, once its entry is gone: labelled fields (Fix,
 * Root cause, Decision …) and statements naming files, identifiers,
 * versions or rules ("must", "when …, run …") score high; record fields,
 * narration, guesses, questions, plans, housekeeping (`.gitkeep`) and
 * statements leaning on the one before score low; a statement cut by its
 * writer, a placeholder or a line of links is none. statements.ts cuts an
 * entry into the statements scored here.
 */
import { identifiersIn } from './identifiers.js';
import { KNOWLEDGE_LABELS, PATH_LABELS, SYMPTOM_LABELS } from './statement-labels.js';
import { ANNOUNCES, fewerLetters, LINKS_ONLY, proseWords, QUOTE_ONLY, spaces, UNTIDY } from './statement-text.js';

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
// ("Both `cli` and `sdk` must …" names its two: "both … and" leans on nothing.)
const BACK_REFERENCE = /^(?:this|these|those|that|it|its|they|them|both(?!\s[^.;]*\band\b)|also|such)\b(?!\s*[:=])/i;
// "… with the exact content above": what it means stayed in the entry.
const POINTS_AWAY = /\b(?:above|below)[.!]?$/i;
// "All 5 panels were refactored to use it.": its object is the sentence before.
const ENDS_ON_PRONOUN = /\b(?:it|them|this|these|those)[.!]?$/i;
// "Doctor reads it on next run.": in six words or fewer, "it" or "them" has no room for what it stands for.
const SHORT_WITH_PRONOUN = /^(?=(?:\S+\s+){0,5}\S+$).*\b(?:it|them)\b/i;
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
export const ABOUT_TESTS = /\btests?\/|\btest_\w+|\.test\.\w+|\b(?:added|extended|adjusted) (?:\w+ )?tests?\b/i;

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
 * A statement's tidy text and score before the topic's point, or null when it
 * is no statement: what its text, label and place above code give, alike
 * wherever the batch says it.
 */
export type Scored = {
  text: string;
  score: number;
  /** It leans on the sentence before it ("It uses …", "… to use it."): without that one it says nothing. */
  leans?: boolean;
} | null;

/** What `add` in unitsOf makes of a statement: its tidy text and score, or null to skip it. */
export function scoreOf(text: string, lbl: string | undefined, code: boolean, common: ReadonlySet<string>): Scored {
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
  score += Math.min(3, namesIn(quoted ?? clean).filter((n) => !common.has(n) && !COMMIT.test(n)).length);
  if (NARRATION.test(clean) || FIRST_PERSON.test(clean) || CHECK_TAG.test(clean)) score -= 3;
  // Told mid-sentence, the run's story often carries what it found ("I ran `python hello.py` …").
  if (OWN_STEP.test(clean)) score -= 1;
  if (GUESS.test(clean)) score -= 1;
  // "Was the model declining to call the tool?": what the writer asked, not what it found.
  if (/\?[*_]*$/.test(clean)) score -= 3;
  const leans =
    BACK_REFERENCE.test(clean) ||
    ENDS_ON_PRONOUN.test(clean) ||
    (SHORT_WITH_PRONOUN.test(clean) && namesIn(clean).length === 0);
  if (leans || POINTS_AWAY.test(clean)) score -= 2;
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
  return { text: clean, score, leans };
}

/** "`4ef77c2`": a commit's hash, which says where a change is, not what it is. */
const COMMIT = /^(?=[0-9a-f]*\d)[0-9a-f]{7,40}$/;

/** One name from code, as an inventory lists it: `walls`, TICK_INTERVAL, canCraft(). */
const CODE_NAME = /^(?:`[^`\s]+`|[A-Za-z$][\w$]*(?:_[\w$]+|[a-z][A-Z][\w$]*)(?:\(\))?)[.:;)]?$/;

/** A statement opened by the name of what it gives ("**Asset pipeline:** …", "Entry: …"). */
const NAMED_VALUE = /^(?:\*\*[^*\n]{2,40}?:?\*\*:?|[A-Z][A-Za-z ]{1,30}:)\s+\S/;

/**
 * A sentence its writer set in bold ("**Copilot has no agent persistence.**" before the
 * details): the point of its paragraph or list item, as its writer saw it.
 */
const HEADLINE = /^\*\*[^*]{8,}[.!?]\*\*$/;
