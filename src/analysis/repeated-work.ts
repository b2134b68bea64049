/**
 * Repeated work, as the local analyzer finds it: tasks normalised (case,
 * punctuation, numbers, time units, -ise/-ize, plurals, stop words) and
 * grouped when their word sets are equal or nearly so. Tasks that only
 * share a template ("review PR #412: bump lodash" / "review PR #415: add
 * rate limiting") are different work.
 */
import type { RunEntry } from './entries.js';

export interface RepeatedGroup {
  /** The most recent wording of the task. */
  task: string;
  /** Indices into the entries, oldest first. */
  members: number[];
  failed: number;
  /** Every run had the same input (not just the same kind of task with other numbers). */
  sameInput: boolean;
}

// One differing word in a task of four or five words is different work (0.6, 0.67);
// in longer tasks, rewording stays above it.
const SIMILARITY = 0.7;
const MIN_SHARED = 3;

const STOP = new Set(
  'a an the and or but for of on in at to from by with into onto about as is are was were be been this that these those it its please all any some via per vs'.split(
    ' ',
  ),
);
// Applied in this order, one after another: replacing a later unit can make
// the word boundary an earlier one needs ("1d12h").
const UNITS: [RegExp, string][] = [
  [/(\d+)\s*(?:h|hr|hrs|hours?)\b/g, '# hour'],
  [/(\d+)\s*(?:d|days?)\b/g, '# day'],
  [/(\d+)\s*(?:w|wk|wks|weeks?)\b/g, '# week'],
  [/(\d+)\s*(?:m|min|mins|minutes?)\b/g, '# minute'],
];

/** What the analyzer needs of one task text; a pure function of the text. */
export interface TaskText {
  /** Content words, normalised and stemmed. */
  words: string[];
  /** The same words as written (lowercase), parallel to `words`, for display. */
  surface: string[];
  /** The distinct words, sorted and joined: tasks with equal keys are the same work. */
  key: string;
  /**
   * What makes a task its own piece of work although its words are a
   * template's (see identities): part of `key`, never a theme.
   */
  ids?: string[];
}

/**
 * Normalised task texts, kept across analyses: logs repeat the same tasks
 * endlessly, within an agent and across a fleet, so each distinct text is
 * normalised once. Bounded, because a process may analyse any number of logs.
 */
const TEXTS = new Map<string, TaskText>();
const STEMS = new Map<string, string>();
// Keys may be slices of a decoded log and keep it alive, so the bound is also one on memory.
const MEMO_LIMIT = 10_000;

/**
 * Texts that differ only in their numbers ("question 17", "question 18")
 * normalise alike, since normalise only ever sees a run of digits as one
 * number: the memo is keyed on the text with each run made `0`, so a log's
 * numbered variants of one task cost a single normalisation.
 */
function taskText(task: string): TaskText {
  const shape = /\d/.test(task) ? task.replace(/\d+/g, '0') : task;
  let t = TEXTS.get(shape);
  if (!t) {
    if (TEXTS.size >= MEMO_LIMIT) TEXTS.clear();
    TEXTS.set(shape, (t = normalise(shape)));
  }
  return t;
}

/** Exported for its property test: the memo above relies on how it treats digits. */
export function normalise(task: string): TaskText {
  let t = task.toLowerCase();
  if (/\d/.test(t)) {
    for (const [re, unit] of UNITS) t = t.replace(re, unit);
    t = t.replace(/\d+/g, '#');
  }
  t = t.replace(/[^\p{L}\p{N}#]+/gu, ' ');
  const words: string[] = [];
  const surface: string[] = [];
  for (const raw of t.split(' ')) {
    // Bare numbers, issue refs (`##`) and versions (`v#`) say nothing about the work.
    if (!raw || /^[a-z]?#+$/.test(raw) || STOP.has(raw)) continue;
    surface.push(raw);
    words.push(stemOf(raw));
  }
  return { words, surface, key: [...new Set(words)].sort().join(' ') };
}

/** The text without case and punctuation: equal inputs mean the very same run was repeated. */
function inputOf(task: string): string {
  return task
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function stemOf(word: string): string {
  let s = STEMS.get(word);
  if (s === undefined) {
    if (STEMS.size >= MEMO_LIMIT) STEMS.clear();
    STEMS.set(word, (s = stem(word)));
  }
  return s;
}

/**
 * The distinct task texts of a log, each with the entries that ran it
 * (oldest first): every count below is a sum over these, not a pass over
 * every entry.
 */
export interface Task {
  text: TaskText;
  members: number[];
}

export function distinctTasks(entries: RunEntry[]): Task[] {
  const byText = new Map<string, Task>();
  entries.forEach((e, i) => {
    const known = byText.get(e.task);
    if (known) known.members.push(i);
    else byText.set(e.task, { text: withIdentities(e.task, taskText(e.task)), members: [i] });
  });
  return [...byText.values()];
}

// A version (v2.3, 2.6.1) or a date is the point of the task it is in: a release for each version is not a repeat.
const VERSION_OR_DATE = /\bv\d+(?:\.\d+)*\b|\b\d+\.\d+\.\d+\b|\b\d{4}-\d{2}-\d{2}\b/gi;
// An issue or PR number is the point when the words alone say little ("Review PR #412"); in a longer
// task ("Re-run flaky integration tests for PR #412") the words say what the work is.
const REFERENCE = /#\d+|\b(?:pr|issue|pull request)\s*(\d+)\b/gi;
const REF_WORDS_MAX = 3;

/** The task's text with its identities (versions, dates, references when they are the point) added to its key. */
function withIdentities(task: string, text: TaskText): TaskText {
  if (!/\d/.test(task)) return text;
  const ids = [...task.matchAll(VERSION_OR_DATE)].map((m) => m[0].toLowerCase());
  if (text.words.length <= REF_WORDS_MAX)
    ids.push(...[...task.matchAll(REFERENCE)].map((m) => `#${m[1] ?? m[0].slice(1)}`));
  // "Task 3", "Question 17": with a word or two, the number is all that tells the runs apart.
  if (text.words.length <= 2 && ids.length === 0) ids.push(...[...task.matchAll(/\d+/g)].map((m) => `#${m[0]}`));
  if (ids.length === 0) return text;
  return { ...text, ids, key: [...new Set([...text.words, ...ids])].sort().join(' ') };
}

/** A light stemmer: enough for summarise/summarizes/summarized to meet. */
function stem(word: string): string {
  let w = word.replace(/is(e|es|ed|ing|ation)$/, 'iz$1');
  if (w.length > 4 && w.endsWith('ies')) w = w.slice(0, -3) + 'y';
  else if (w.length > 3 && w.endsWith('es') && /(ch|sh|x|z|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.endsWith('ize') || w.endsWith('ise')) w = w.slice(0, -1);
  return w;
}

/**
 * Groups of the same or nearly the same task (two or more runs), largest
 * first. Candidate pairs come from prefix filtering on rare words, so the
 * work grows with the number of distinct tasks, not with its square.
 */
export function findRepeatedWork(entries: RunEntry[], tasks = distinctTasks(entries)): RepeatedGroup[] {
  // 1. Identical word sets share a bucket.
  const buckets = new Map<string, { words: string[]; members: number[] }>();
  for (const t of tasks) {
    const { key } = t.text;
    if (key === '') continue;
    const b = buckets.get(key);
    if (b) b.members.push(...t.members);
    else buckets.set(key, { words: key.split(' '), members: [...t.members] });
  }
  const list = [...buckets.values()];

  // 2. Near-identical buckets merge (Jaccard >= SIMILARITY, >= MIN_SHARED shared words).
  const df = new Map<string, number>();
  for (const b of list) for (const w of b.words) df.set(w, (df.get(w) ?? 0) + 1);
  const parent = list.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const index = new Map<string, number[]>();
  list.forEach((b, i) => {
    if (b.words.length < MIN_SHARED) return;
    const rare = [...b.words].sort((x, y) => df.get(x)! - df.get(y)! || (x < y ? -1 : 1));
    // Two sets with Jaccard >= t share a word among the first |x| - ceil(t|x|) + 1 rarest.
    const prefix = rare.slice(0, b.words.length - Math.ceil(SIMILARITY * b.words.length) + 1);
    const seen = new Set<number>();
    for (const w of prefix) {
      for (const j of index.get(w) ?? []) {
        if (seen.has(j)) continue;
        seen.add(j);
        if (similar(b.words, list[j].words)) parent[find(i)] = find(j);
      }
      const bucket = index.get(w);
      if (bucket) bucket.push(i);
      else index.set(w, [i]);
    }
  });

  const groups = new Map<number, number[]>();
  list.forEach((b, i) => {
    const root = find(i);
    const members = groups.get(root);
    if (members) members.push(...b.members);
    else groups.set(root, [...b.members]);
  });
  return [...groups.values()]
    .filter((m) => m.length >= 2)
    .map((m) => {
      const members = m.sort((a, b) => a - b);
      const input = inputOf(entries[members[0]].task);
      return {
        task: entries[members[members.length - 1]].task,
        members,
        failed: members.filter((i) => entries[i].failed).length,
        // The first run with another input settles it: numbered variants differ at once.
        sameInput: members.every(
          (i) => entries[i].task === entries[members[0]].task || inputOf(entries[i].task) === input,
        ),
      };
    })
    .sort((a, b) => b.members.length - a.members.length || a.members[0] - b.members[0]);
}

function similar(a: string[], b: string[]): boolean {
  const small = a.length <= b.length ? a : b;
  const large = new Set(a.length <= b.length ? b : a);
  let shared = 0;
  for (const w of small) if (large.has(w)) shared++;
  const union = a.length + b.length - shared;
  return shared >= MIN_SHARED && shared / union >= SIMILARITY;
}
