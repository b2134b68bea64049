/**
 * `memkeep init` on a markdown file named like a log: a run log when its
 * headings at one level are dated or numbered entries (its order read from
 * their dates, else their numbers), a document of fixed sections otherwise,
 * never proposed as a run log; so is a runbook whose only numbered headings
 * are undated steps or tasks (`## Step 1: Install`), unless its name says it is a
 * log, a history of releases (`## [1.2.0] - 2026-01-05`) whatever its
 * name, and a log whose entries are `# ` headings (an Aider chat history). A log of decisions or lessons, by its name or
 * its ADRs, is knowledge, never trimmed; a project's changelog, release
 * notes or HISTORY.md is the project's document, not an agent's memory:
 * skipped; an agent's instructions (detect/instructions.ts) and the
 * documents of a memory bank init did not find as one are named and left
 * alone.
 */
import { basename, join } from 'node:path';
import { headingsOf, marksOf } from '../../format/marks.js';
import { headingNumber, headingStamp, orderFromTimestamps, REVISION } from '../../format/order.js';
import { nameWords } from '../../text/name-words.js';
import { plural } from '../../text/plural.js';
import { logLine } from '../../text/untrusted.js';
import { AGENTS_DIR } from '../paths.js';
import { knowledgeName } from '../presets.js';
import { agentConfig, type Detected, head, headsOf, NEVER_TRIMMED, sanitize } from './common.js';
import { instructionsOf } from './instructions.js';
import {
  knowledgeSection,
  logSectionOf,
  namedAsLog,
  RECORD_WORDS,
  sectionOf,
  titleLevelEntries,
} from './log-sections.js';

/** A Cline or Roo Code memory bank's folder (or `cline_docs/`, where Cline first kept it): its documents are knowledge. */
const BANK_FOLDER = /(^|\/)(memory-bank|cline_docs)\//;
/** A project's record of its releases (`release-notes.md`, `NEWS.md`), never an agent's. */
const RELEASE_WORDS = new Set(['changelog', 'changes', 'news', 'release', 'releases']);
/** Capitalised like README.md, a history is the project's; agents write `history.md` (Squad, team/<name>/). */
const PROJECT_HISTORY = 'HISTORY.md';
/** Whole words of the file name: `CHANGELOG.md` and `backlog.md` are not logs. */
const LOG_WORDS = new Set([...RECORD_WORDS, 'memory', 'context', 'progress', 'notes']);
/** `Step 1: Install Node`, `Task 2 — add the index`: the numbered parts of a procedure or a plan, not runs. */
const PROCEDURE_STEP = /^(?:step|task)\s*#?\d+/i;
/** A release's heading: `[1.2.0] - 2026-01-05`, `v2.1 (2026-03-01)`, `Version 0.9 — …` (not a dotted date: `2026.01`, `09.01.2026`). */
const RELEASE = /^\[?(?:v|version\s+|release\s+)?(?!\d{1,2}\.\d{1,2}\.\d{4}(?!\d))\d{1,3}\.\d+\b/i;
/** What ADRs read like: `## ADR 1: …`, `## ADR-0002 …`, a `Status: accepted` line. */
const DECISION_RECORD = /^#{2,4}\s+ADR[-\s]?\d+|^[\s>*_-]*status[*_]*\s*:[\s*_]*(accepted|superseded|deprecated)\b/im;
const MIN_ENTRIES = 3;
/** Aider's chat transcript: each session a `# aider chat started at …` heading. */
const AIDER_HISTORY = '.aider.chat.history.md';

/** Every unclaimed file named like a log: a proposed run log, or a document left alone. */
export function runLogs(root: string, rels: string[], claimed: Set<string>): Detected[] {
  const found: Detected[] = [];
  for (const r of rels) {
    if (claimed.has(r) || !namedLikeLog(r) || r.startsWith(`${AGENTS_DIR}/`)) continue;
    const tool = instructionsOf(r);
    if (tool) {
      found.push({
        agent: '',
        what: `instructions ${r} (${tool})`,
        notes: [],
        files: [[r, `an agent's instructions, loaded by ${tool} into every session: left alone, no config proposed`]],
        fields: {},
      });
      continue;
    }
    if (BANK_FOLDER.test(r)) {
      // A bank init found (by its activeContext.md) claimed its files: this one has none yet.
      found.push({
        agent: '',
        what: `memory-bank document ${r}`,
        notes: [],
        files: [
          [
            r,
            `a memory-bank document (${NEVER_TRIMMED}): left alone, no config proposed (memkeep trims a bank's activeContext.md only)`,
          ],
        ],
        fields: {},
      });
      continue;
    }
    const log = logShape(join(root, r));
    if (!log) continue;
    if (log.document) {
      found.push({
        agent: '',
        what: `document ${r} (${log.document})`,
        notes: [],
        files: [[r, log.fate || 'a document of fixed sections, not a run log: left alone, no config proposed']],
        fields: {},
      });
      continue;
    }
    const byName = knowledgeName(r);
    const knowledge = byName ?? log.knowledge ?? decisionRecords(join(root, r));
    // gc reads a knowledge name again from the path; what only the text says has to be written down.
    const fields = { ...log.fields, path: r, ...(knowledge && !byName ? { knowledge: true } : {}) };
    const [what, fate] = knowledge
      ? [`knowledge log ${r}`, `${NEVER_TRIMMED} (${knowledge})`]
      : [`run log ${r}`, log.fate];
    found.push(agentConfig(sanitize(basename(r, '.md')), what, fields, log.notes, [[r, fate]]));
  }
  return found;
}

function namedLikeLog(rel: string): boolean {
  const name = basename(rel);
  const words = nameWords(name);
  return name !== PROJECT_HISTORY && words.some((w) => LOG_WORDS.has(w)) && !words.some((w) => RELEASE_WORDS.has(w));
}

function namedAsRecord(path: string): boolean {
  return nameWords(basename(path)).some((w) => RECORD_WORDS.includes(w));
}

function decisionRecords(path: string): string | undefined {
  const text = head(path)?.toString('utf8');
  return text && DECISION_RECORD.test(text) ? 'its entries are decision records' : undefined;
}

interface LogShape {
  fields: Record<string, string>;
  notes: string[];
  /** What init says it does to the file; for a document, when it is more than one of fixed sections. */
  fate: string;
  /** Why it is not a run log (a document of fixed sections, a log of `# ` entries). */
  document?: string;
  /** Why its entries are knowledge (a section of decisions or lessons holds them). */
  knowledge?: string;
}

/**
 * The entry level, section and order of a markdown file that reads as a
 * log: headings at one level that are dated or numbered. A file whose
 * headings are neither is a document of fixed sections (`document`);
 * undefined: not worth a word (too few headings).
 */
function logShape(path: string): LogShape | undefined {
  const heads = headsOf(path, 4);
  // Aider's transcript by its name too: a reply that dates its own `## ` sections is still its session's.
  const titled = titleLevelEntries(heads) ?? (basename(path) === AIDER_HISTORY ? 'aider chat started at …' : undefined);
  if (titled)
    return {
      fields: {},
      notes: [],
      fate: 'a log whose entries are `# ` headings, which memkeep does not trim: left alone, no config proposed',
      document: `its entries are \`# \` headings (${JSON.stringify(logLine(titled.trim()))}), which memkeep does not trim: the headings under them are their parts`,
    };
  // Undated `## ` sections: a document, unless one of them, named as a log, holds every dated `### ` entry.
  let fixedSections: LogShape | undefined;
  const document = (d: LogShape) => fixedSections ?? d;
  for (const level of [2, 3]) {
    let at = heads.filter((h) => h.level === level);
    if (at.length < MIN_ENTRIES) continue;
    if (level > 2) {
      const apart = logSectionOf(heads, at);
      if (typeof apart === 'string') return document({ fields: {}, notes: [], fate: '', document: apart });
      at = apart;
    }
    // Most dated sections dated as revisions: one entry saying "flaky since <date>" leaves a log a log.
    const revised = at.filter((h) => revisionDated(h.title));
    if (revised.length > 0 && revised.length * 2 >= at.filter((h) => headingStamp(h.title) !== undefined).length)
      return document({
        fields: {},
        notes: [],
        fate: '',
        document: `its sections carry the dates they were revised (${JSON.stringify(logLine(revised[0].title.trim()))}): a document kept current`,
      });
    const entryLike = at.filter((h) => headingStamp(h.title) !== undefined || headingNumber(h.title) !== undefined);
    if (entryLike.length < 2) {
      fixedSections = document({
        fields: {},
        notes: [],
        fate: '',
        document: `its ${at.length} sections are neither dated nor numbered`,
      });
      continue;
    }
    if (entryLike.every((h) => RELEASE.test(h.title.trim())))
      return document({
        fields: {},
        notes: [],
        fate: '',
        document: `its sections are releases (${JSON.stringify(logLine(entryLike[0].title.trim()))}): the project's release notes`,
      });
    // A step or task that names its date is a run the agent dated: a log's entry whatever the name.
    const undatedStep = (title: string) => PROCEDURE_STEP.test(title.trim()) && headingStamp(title) === undefined;
    if (!namedAsRecord(path) && entryLike.every((h) => undatedStep(h.title)))
      return document({
        fields: {},
        notes: [],
        fate: '',
        document: 'its sections are the numbered steps of a procedure',
      });
    const fields: Record<string, string> = {};
    const notes: string[] = [];
    const others = at.filter((h) => !entryLike.includes(h));
    // A section axe's own layout would read as the text of the entry above it (indented, setext).
    const loose = level === 2 && others.length === 0 ? looseSection(path, entryLike[0].start) : undefined;
    if (loose?.setext)
      return document({
        fields: {},
        notes: [],
        fate: '',
        document: `its section ${JSON.stringify(logLine(loose.title))} is a setext heading, which every layout reads as the text of the entry above it: write it as "## ${logLine(loose.title)}" and run init again`,
      });
    if (loose) {
      fields.entries = entryLike.every((h) => headingStamp(h.title) !== undefined) ? 'dated' : 'numbered';
      notes.push(
        `its section ${JSON.stringify(logLine(loose.title))} is structure: only its ${fields.entries} headings are entries`,
      );
    } else if (others.length > 0 && entryLike.every((h) => headingStamp(h.title) !== undefined)) {
      fields.entries = 'dated';
      notes.push(
        `only its dated headings are entries; ${plural(others.length, 'other section is', 'other sections are')} structure`,
      );
    } else if (others.length > 0) {
      // `entries = "dated"` would leave out every numbered entry; naming today's other sections as
      // structure would make entries of the sections the agent adds later.
      fields.entries = 'numbered';
      notes.push(
        `only its dated or numbered headings are entries; ${plural(others.length, 'other section is', 'other sections are')} structure`,
      );
    }
    if (level > 2) {
      fields.entry_heading = '#'.repeat(level);
      const sections = new Set(entryLike.map((h) => sectionOf(heads, h)));
      const [only] = sections;
      if (sections.size === 1 && only) fields.entries_under = only;
      if (fixedSections && !(sections.size === 1 && only && namedAsLog(only))) return fixedSections;
      // A section of decisions or lessons is knowledge, as a file so named is.
      if (sections.size === 1 && only && knowledgeSection(only))
        return { fields, notes, fate: '', knowledge: `its entries are under "${logLine(only)}": durable knowledge` };
    }
    const { order, by } = orderOfHeadings(entryLike.map((h) => h.title));
    if (order === 'newest-first') fields.order = 'newest-first';
    notes.push(
      order
        ? `entry ${by} run ${order}`
        : 'entries are not all dated or numbered in one direction: oldest-first assumed (set order = "git" for history order)',
    );
    const fate = `run log: entries trimmed to the newest ${fields.entries ? `${fields.entries} ` : ''}last_n once it is set (none is: nothing is trimmed until then), everything else kept`;
    return { fields, notes, fate };
  }
  return fixedSections;
}

/**
 * The first section after `from` written as an indented ` ## Notes` or a
 * setext heading with text under it (`Conventions` over `---`, then its
 * text): axe's own layout reads only `## ` at column 0 and would make it
 * the text of the entry above, trimmed with it. A layout with entry fields
 * ends the entries at an indented one; a setext one (never told apart from
 * an entry's last line over its `---` separator) it cannot. A setext title
 * with nothing under it before the next heading is such a separator.
 */
function looseSection(path: string, from: number): { title: string; setext: boolean } | undefined {
  const buf = head(path);
  if (!buf) return undefined;
  const starts = new Set(headingsOf(buf, 2).map((h) => h.start));
  const marks = marksOf(buf, 2, 2).filter((m) => m.level > 0);
  for (const [k, m] of marks.entries()) {
    if (m.start <= from || starts.has(m.start)) continue;
    const text = buf.toString('utf8', m.start, marks[k + 1]?.start ?? buf.length).trimStart();
    const setext = !text.startsWith('#');
    // The title line, the underline, then the section's own text.
    if (!setext || text.split('\n').slice(2).join('').trim() !== '') return { title: m.title.trim(), setext };
  }
  return undefined;
}

/**
 * The file order the headings show: their dates, else their numbers; in a
 * log whose newest sessions are only numbered (`## Session 6 — cleanup`)
 * above dated ones, or the reverse, the dated ones and the numbered ones
 * each, when both run the same way. Undefined when they disagree or run
 * both ways.
 */
function orderOfHeadings(titles: string[]): { order?: 'oldest-first' | 'newest-first'; by: string } {
  const byDate = orderFromTimestamps(titles);
  if (byDate) return { order: byDate, by: 'dates' };
  const byNumber = orderFromNumbers(titles);
  if (byNumber) return { order: byNumber, by: 'numbers' };
  const dated = titles.filter((t) => headingStamp(t) !== undefined);
  const numbered = titles.filter((t) => headingNumber(t) !== undefined);
  const ofDated = dated.length >= 2 ? orderFromTimestamps(dated) : undefined;
  const ofNumbered = numbered.length >= 2 ? orderFromNumbers(numbered) : undefined;
  // Each part has to show its way: a part too small to show one, or running both ways, leaves the order unknown.
  const parts = [dated.length > 0 ? ofDated : 'none', numbered.length > 0 ? ofNumbered : 'none'];
  if (parts.includes(undefined)) return { by: '' };
  const ways = new Set(parts.filter((p) => p !== 'none'));
  if (ways.size !== 1) return { by: '' };
  const [order] = ways as Set<'oldest-first' | 'newest-first'>;
  return { order, by: 'dates and numbers' };
}

/**
 * The file order numbered headings show (`## Session 12` down to `## Session 1`
 * is an agent that prepends): every heading numbered, strictly one way; else
 * undefined, as for dates that do not agree.
 */
function orderFromNumbers(titles: string[]): 'oldest-first' | 'newest-first' | undefined {
  const numbers = titles.map(headingNumber);
  if (numbers.some((n) => n === undefined)) return undefined;
  const ns = numbers as number[];
  const steps = ns.slice(1).map((n, i) => Math.sign(n - ns[i]));
  if (steps.every((s) => s > 0)) return 'oldest-first';
  if (steps.every((s) => s < 0)) return 'newest-first';
  return undefined;
}

/**
 * Whether a heading's first date is the date its section was revised or is
 * due (`## Architecture (updated 2026-01-10)`): a section kept current, not
 * an entry. `## 2026-01-05 Updated the importer` is dated before the word.
 */
function revisionDated(title: string): boolean {
  const m = REVISION.exec(title);
  return (
    m !== null &&
    headingStamp(title.slice(0, m.index)) === undefined &&
    headingStamp(title.slice(m.index)) !== undefined
  );
}
