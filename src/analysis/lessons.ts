/**
 * lessons.md: one item per distinct lesson learnt from failures (aide's
 * failure notes in failures.md, and failed run-log entries a trim drops),
 * with how many failures support it and the evidence. A lesson is a kind
 * of failure on a kind of task: the failure's category (timeout, partial,
 * non-zero exit, … or the first words of its cause) and the task's first
 * two content words. Re-running never duplicates an item: evidence is keyed
 * by (timestamp, source), so new evidence updates the count and the list,
 * and known evidence changes nothing.
 *
 * Items memkeep made carry a marker comment with their id; anything else in
 * the file (a reviewer's edits of a title or advice, items of their own) is
 * kept as it is. All text taken from notes and entries is made inert.
 */

import type { EntryFields } from '../format/layout.js';
import { digestOf } from '../fs/digest.js';
import { splitSections } from '../memory/sections/section-file.js';
import { cutCodePoints } from '../text/cut.js';
import { inertMarkdownLine } from '../text/inert.js';
import { redactSecrets } from '../text/redact.js';
import { entryFailed, taskTitle } from './entries.js';
import { normalise } from './local.js';

export interface Failure {
  /** The timestamp (heading) as written. */
  at: string;
  /** Where it was recorded: failures.md or the run log, store-relative. */
  source: string;
  task: string;
  why: string;
  runUrl?: string;
  /** A fix or prevention rule the note itself gives. */
  advice?: string;
}

export interface LessonChange {
  title: string;
  count: number;
  added: number;
  /** A new item (else an existing one got new evidence). */
  created: boolean;
}

const HEADER = `# Lessons

Kept by memkeep's distil step from failure notes and failed runs: one item per lesson, with the failures that support it. Edit freely: memkeep only updates the count and adds evidence to the items it made (the ones with a \`memkeep:lesson\` marker).
`;

const MARKER = /<!-- memkeep:lesson ([0-9a-f]{12}) -->/;
const FIELD = /^\s*-\s*(?:\*\*)?([A-Za-z][A-Za-z ]*?)(?:\*\*)?\s*:\s*(.*)$/;
const RUN_URL = /https?:\/\/[^\s)>\]]+\/actions\/runs\/\d+[^\s)>\]]*/;
const SEP = ' · ';

/** The notes of a failures.md (aide's shape; `- Key: value` lines are read too). */
/** The fields copied into lessons.md, with any secret in them redacted. */
function redacted(f: Failure): Failure {
  const r = (t: string | undefined) => (t === undefined ? undefined : redactSecrets(t).text);
  return { ...f, task: r(f.task)!, why: r(f.why)!, advice: r(f.advice), runUrl: r(f.runUrl) };
}

export function failuresFromNotes(text: string, source: string): Failure[] {
  return splitSections(text.replace(/\r\n/g, '\n')).sections.flatMap((s) => {
    const fields = new Map<string, string>();
    for (const line of s.body.split('\n')) {
      const m = FIELD.exec(line);
      if (m && !fields.has(m[1].toLowerCase())) fields.set(m[1].toLowerCase(), m[2].trim());
    }
    const why = fields.get('why it failed') ?? fields.get('root cause') ?? fields.get('impact');
    if (why === undefined) return [];
    const run = fields.get('run') ?? fields.get('evidence') ?? '';
    return [
      redacted({
        at: s.heading,
        source,
        task: fields.get('task snippet') ?? fields.get('task') ?? fields.get('trigger') ?? '',
        why,
        runUrl: RUN_URL.exec(run)?.[0],
        advice: fields.get('prevention rule') ?? fields.get('fix'),
      }),
    ];
  });
}

/** The failed runs among run-log entries. */
export function failuresFromEntries(entries: EntryFields[], source: string): Failure[] {
  return entries.filter(entryFailed).map((e) =>
    redacted({
      at: e.heading,
      source,
      task: taskTitle(e.task),
      why:
        e.result
          .split('\n')
          .find((l) => l.trim() !== '')
          ?.trim() || e.heading,
      runUrl: RUN_URL.exec(e.result)?.[0],
    }),
  );
}

const CATEGORIES: [RegExp, string, string][] = [
  [
    /time[ds]?[ -]?out|timed out|deadline/i,
    'Timeout',
    'Split the task into smaller steps or give it a longer time limit before running it again; the evidence runs show what it was waiting on.',
  ],
  [
    /out of (?:memory|tokens)|token (?:limit|budget)|context (?:window|length)/i,
    'Out of budget',
    'Give the task a smaller input or a larger budget, or split it, before running it again.',
  ],
  [
    /partial/i,
    'Partial run',
    'Check in the evidence runs which part was left undone and make it a step of its own, or raise the budget it ran out of.',
  ],
  [
    /cancel/i,
    'Cancelled',
    'Find out what cancelled these runs (a newer run, a person, a limit) before running the task again.',
  ],
  [
    /non-zero|exit (?:code|status)|exited/i,
    'Non-zero exit',
    "Read the failing command's output in the evidence runs before retrying with the same input.",
  ],
];
const DEFAULT_ADVICE = 'Read the evidence runs before running this kind of task again with the same input.';

interface Lesson {
  id: string;
  title: string;
  when: string;
  advice: string;
  failures: Failure[];
}

function category(why: string): { name: string; advice: string } {
  for (const [re, name, advice] of CATEGORIES) if (re.test(why)) return { name, advice };
  const words = normalise(why).surface.slice(0, 4).join(' ');
  return { name: words ? words[0].toUpperCase() + words.slice(1) : 'Failure', advice: DEFAULT_ADVICE };
}

function lessonOf(f: Failure): Omit<Lesson, 'failures'> {
  const c = category(f.why);
  const t = normalise(f.task);
  const kind = t.surface.slice(0, 2).join(' ');
  const id = digestOf(Buffer.from(`${c.name.toLowerCase()}|${t.words.slice(0, 2).join(' ')}`, 'utf8')).slice(0, 12);
  return {
    id,
    title: inertMarkdownLine(kind ? `${c.name}: "${kind}" tasks` : c.name),
    when: kind ? `tasks like "${snippet(f.task)}"` : 'any task',
    advice: f.advice ? snippet(f.advice, 300) : c.advice,
  };
}

function snippet(text: string, max = 120): string {
  return inertMarkdownLine(cutCodePoints(text.replace(/\s+/g, ' ').trim(), max));
}

function evidenceLine(f: Failure): string {
  const clean = (s: string) => inertMarkdownLine(s).replaceAll('·', '-');
  return `  - ${[clean(f.at), clean(f.source), snippet(f.why, 100).replaceAll('·', '-'), ...(f.runUrl ? [clean(f.runUrl)] : [])].join(SEP)}`;
}

/** `at|source` of an evidence line, as written. */
function evidenceKey(line: string): string | undefined {
  const m = /^\s+- (.*)$/.exec(line);
  if (!m) return undefined;
  const [at, source] = m[1].split(SEP);
  return source === undefined ? undefined : `${at}|${source}`;
}

/**
 * lessons.md with `failures` merged in: new evidence for an item memkeep
 * made updates it, a new lesson is appended. Returns the text (unchanged
 * when nothing is new) and what changed.
 */
export function updateLessons(
  existing: string | undefined,
  failures: Failure[],
): { text: string; changes: LessonChange[] } {
  const original = existing ?? '';
  const lessons = new Map<string, Lesson>();
  for (const f of failures) {
    const l = lessonOf(f);
    const known = lessons.get(l.id);
    if (known) known.failures.push(f);
    else lessons.set(l.id, { ...l, failures: [f] });
  }
  const changes: LessonChange[] = [];
  const split = splitSections(original.replace(/\r\n/g, '\n'));
  const sections = split.sections.map((s) => {
    const id = MARKER.exec(s.body)?.[1];
    const lesson = id ? lessons.get(id) : undefined;
    if (!lesson) return s.raw;
    lessons.delete(id!);
    const lines = s.raw.replace(/\n+$/, '').split('\n');
    const known = new Set(lines.map(evidenceKey).filter((k): k is string => k !== undefined));
    const fresh = unique(lesson.failures).filter((f) => !known.has(keyOf(f)));
    if (fresh.length === 0) return s.raw;
    const lastEvidence = lines.findLastIndex((l) => evidenceKey(l) !== undefined);
    lines.splice(lastEvidence < 0 ? lines.length : lastEvidence + 1, 0, ...fresh.map(evidenceLine));
    const count = lines.filter((l) => evidenceKey(l) !== undefined).length;
    const out = lines.map((l) => l.replace(/^(\s*-\s*\*\*Failures\*\*:\s*)\d+/, `$1${count}`));
    changes.push({ title: s.heading, count, added: fresh.length, created: false });
    return out.join('\n') + '\n\n';
  });
  const created = [...lessons.values()]
    .map((l) => ({ ...l, failures: unique(l.failures) }))
    .sort((a, b) => b.failures.length - a.failures.length || (a.title < b.title ? -1 : 1));
  for (const l of created)
    changes.push({ title: l.title, count: l.failures.length, added: l.failures.length, created: true });
  if (changes.length === 0) return { text: original, changes };
  const head = split.preamble.trim() === '' && original.trim() === '' ? HEADER : split.preamble;
  let text = head + sections.join('');
  if (created.length) text = text.replace(/\n*$/, '\n\n') + created.map(render).join('\n');
  return { text: text.replace(/\n*$/, '\n'), changes };
}

function keyOf(f: Failure): string {
  return `${inertMarkdownLine(f.at).replaceAll('·', '-')}|${inertMarkdownLine(f.source).replaceAll('·', '-')}`;
}

function unique(failures: Failure[]): Failure[] {
  const seen = new Set<string>();
  return failures.filter((f) => !seen.has(keyOf(f)) && seen.add(keyOf(f)) !== undefined);
}

function render(l: Lesson): string {
  return [
    `## ${l.title}`,
    `<!-- memkeep:lesson ${l.id} -->`,
    `- **When it applies**: ${l.when}`,
    `- **What to do differently**: ${l.advice}`,
    `- **Failures**: ${l.failures.length}`,
    `- **Evidence**:`,
    ...l.failures.map(evidenceLine),
    '',
  ].join('\n');
}
