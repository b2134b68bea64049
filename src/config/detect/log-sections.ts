/**
 * Where a log's entries sit among a markdown file's sections, for `memkeep
 * init`: the `## ` section that holds its `### ` entries when others hold
 * dated headings too (lessons, decisions), and a log whose entries are its
 * `# ` headings, a level no layout trims.
 */
import type { Heading } from '../../format/marks.js';
import { headingNumber, headingStamp } from '../../format/order.js';
import { nameWords } from '../../text/name-words.js';
import { logLine } from '../../text/untrusted.js';

/** Names of a log's records: a file named so holds runs even when they are numbered as steps. */
export const RECORD_WORDS = [
  'log',
  'logs',
  'runlog',
  'worklog',
  'devlog',
  'agentlog',
  'sessionlog',
  'tasklog',
  'history',
  'journal',
  'incident',
  'incidents',
];
/** Words of a section's title that name a log kept inside a document (`## Session Log`, `## Work history`). */
const SECTION_WORDS = new Set([...RECORD_WORDS, 'session', 'sessions']);
/**
 * Words of a section's title that name durable knowledge (`## Decisions`,
 * `## Decision Log`, `## Lessons Learned`); not `learnings`, the section
 * Squad keeps its history's entries in.
 */
const KNOWLEDGE_SECTION_WORDS = new Set(['decision', 'decisions', 'decisionlog', 'adr', 'adrs', 'lesson', 'lessons']);

/** Whether a section's title names durable knowledge. */
export function knowledgeSection(section: string): boolean {
  return nameWords(section).some((w) => KNOWLEDGE_SECTION_WORDS.has(w));
}

/** The title of the `## ` section a heading sits in (undefined above the first). */
export function sectionOf(heads: Heading[], h: Heading): string | undefined {
  return heads
    .filter((s) => s.level === 2 && s.start < h.start)
    .at(-1)
    ?.title.trim();
}

/** `## Session Log`, `## Work history`; not `## Decision Log`, which is knowledge. */
export function namedAsLog(section: string): boolean {
  return nameWords(section).some((w) => SECTION_WORDS.has(w)) && !knowledgeSection(section);
}

/** `## June 2025`, `## 2025-06`, `## Week 23`: a section that groups a log's entries by when. */
const GROUP =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,? \d{4}\b|^(week|sprint|month|quarter)\s*#?\d+/i;

/**
 * The `### ` headings of a log when its dated (or numbered) ones sit in
 * several `## ` sections: all of them when the sections only group the
 * entries by when (`## June 2025`), those of the one section named as a log
 * (`## Session Log` beside `## Lessons Learned`), or why none can be told
 * apart from the other sections' (dated lessons or decisions are no
 * entries to trim by count).
 */
export function logSectionOf(heads: Heading[], at: Heading[]): Heading[] | string {
  const entryLike = at.filter((h) => headingStamp(h.title) !== undefined || headingNumber(h.title) !== undefined);
  const sections = [...new Set(entryLike.map((h) => sectionOf(heads, h)))];
  const grouping = (s: string | undefined) => s !== undefined && (headingStamp(s) !== undefined || GROUP.test(s));
  if (sections.length < 2 || sections.every(grouping)) return at;
  const logs = sections.filter((s) => s !== undefined && namedAsLog(s));
  if (logs.length === 1) return at.filter((h) => sectionOf(heads, h) === logs[0]);
  const names = sections.map((s) => JSON.stringify(logLine(s ?? '(none)'))).join(', ');
  return `its dated or numbered \`### \` headings sit in ${sections.length} sections (${names}), ${logs.length ? 'more than one' : 'none'} of them named as the log: which are entries is not told`;
}

/**
 * The first of a log's entries when they are `# ` headings: two or more
 * dated to the day (or numbered), and no two headings under them dated,
 * as Aider writes a session (`# aider chat started at 2025-06-01 10:00:00`,
 * its replies' `## Step 1` inside it) or a journal its days. No layout
 * trims at that level, and the `## ` headings are parts of an entry: a
 * trim of them would cut every entry short. Month headings (`# 2025-06`)
 * over dated `## ` entries only group them.
 */
export function titleLevelEntries(heads: Heading[]): string | undefined {
  const entryLike = (title: string) => {
    const stamp = headingStamp(title);
    return stamp ? stamp.unit !== 'month' : headingNumber(title) !== undefined;
  };
  const titles = heads.filter((h) => h.level === 1 && entryLike(h.title));
  const datedBelow = heads.filter((h) => h.level > 1 && headingStamp(h.title) !== undefined);
  return titles.length >= 2 && datedBelow.length < 2 ? titles[0].title : undefined;
}
