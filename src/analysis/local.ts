/**
 * The local analyzer: memkeep's answer to axe's prompt with no model and no
 * network. Deterministic (same log, same report), fast on 100,000 entries,
 * and written under the same three headings the model is asked for.
 *
 * Repeated work is found by normalising tasks (case, punctuation, numbers,
 * time units, -ise/-ize, plurals, stop words) and grouping those whose word
 * sets are equal or nearly so. Tasks that only share a template ("review PR
 * #412: bump lodash" / "review PR #415: add rate limiting") are different
 * work; they show up as a task type under Patterns Found instead.
 */
import type { LogEntry } from './entries.js';

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
  'a an the and or but for of on in at to from by with into onto about as is are was were be been this that these those it its please all any some via per vs'.split(' '),
);
const UNITS: [RegExp, string][] = [
  [/(\d+)\s*(?:h|hr|hrs|hours?)\b/g, '# hour'],
  [/(\d+)\s*(?:d|days?)\b/g, '# day'],
  [/(\d+)\s*(?:w|wk|wks|weeks?)\b/g, '# week'],
  [/(\d+)\s*(?:m|min|mins|minutes?)\b/g, '# minute'],
];

/**
 * Words per distinct task text: logs repeat the same tasks endlessly, so
 * normalising each text once is most of the analyzer's speed.
 */
class WordCache {
  private readonly words = new Map<string, string[]>();
  private readonly surface = new Map<string, string[]>();
  of(task: string): string[] {
    let w = this.words.get(task);
    if (!w) this.words.set(task, (w = taskWords(task)));
    return w;
  }
  surfaceOf(task: string): string[] {
    let w = this.surface.get(task);
    if (!w) this.surface.set(task, (w = surfaceWords(task)));
    return w;
  }
}

/** Content words of a task, normalised; digits become `#` and are dropped from the set. */
export function taskWords(task: string): string[] {
  let t = task.toLowerCase();
  for (const [re, unit] of UNITS) t = t.replace(re, unit);
  t = t.replace(/\d+/g, '#').replace(/[^\p{L}\p{N}#]+/gu, ' ');
  const words: string[] = [];
  for (const raw of t.split(' ')) {
    // Bare numbers, issue refs (`##`) and versions (`v#`) say nothing about the work.
    if (!raw || /^[a-z]?#+$/.test(raw) || STOP.has(raw)) continue;
    words.push(stem(raw));
  }
  return words;
}

/** The words of a task as written (lowercase), parallel to taskWords, for display. */
function surfaceWords(task: string): string[] {
  let t = task.toLowerCase();
  for (const [re, unit] of UNITS) t = t.replace(re, unit);
  return t
    .replace(/\d+/g, '#')
    .replace(/[^\p{L}\p{N}#]+/gu, ' ')
    .split(' ')
    .filter((raw) => raw && !/^[a-z]?#+$/.test(raw) && !STOP.has(raw));
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
export function findRepeatedWork(entries: LogEntry[], cache = new WordCache()): RepeatedGroup[] {
  // 1. Identical word sets share a bucket.
  const buckets = new Map<string, { words: string[]; members: number[] }>();
  entries.forEach((e, i) => {
    const words = [...new Set(cache.of(e.task))].sort();
    if (words.length === 0) return;
    const key = words.join(' ');
    const b = buckets.get(key);
    if (b) b.members.push(i);
    else buckets.set(key, { words, members: [i] });
  });
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
      const inputs = new Set(members.map((i) => entries[i].task.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()));
      return {
        task: entries[members[members.length - 1]].task,
        members,
        failed: members.filter((i) => entries[i].failed).length,
        sameInput: inputs.size === 1,
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

/** The report under axe's three headings. */
export function analyzeLocally(entries: LogEntry[], options: { maxListed?: number } = {}): string {
  const maxListed = options.maxListed ?? 10;
  const cache = new WordCache();
  const repeated = findRepeatedWork(entries, cache);
  return [
    '## Patterns Found',
    patterns(entries, cache).join('\n') || 'No clear patterns detected.',
    '',
    '## Repeated Work',
    repeatedLines(entries, repeated, maxListed).join('\n') || 'No repeated work detected.',
    '',
    '## Recommendations',
    recommendations(entries, repeated, maxListed).join('\n') || 'No specific recommendations.',
  ].join('\n');
}

function quote(task: string): string {
  const chars = Array.from(task.replace(/\s+/g, ' ').trim());
  return `"${chars.length > 100 ? chars.slice(0, 99).join('') + '…' : chars.join('')}"`;
}

function timestamps(entries: LogEntry[], indices: number[], max = 3): string {
  const shown = indices.slice(0, max).map((i) => entries[i].timestamp);
  return shown.join(', ') + (indices.length > max ? ` and ${indices.length - max} more` : '');
}

function patterns(entries: LogEntry[], cache: WordCache): string[] {
  if (entries.length < 2) return [];
  const lines = [`- ${entries.length} entries, from ${entries[0].timestamp} to ${entries[entries.length - 1].timestamp}.`];
  const words = entries.map((e) => cache.of(e.task));
  // Show each stem as the word people wrote most often for it.
  const forms = new Map<string, Map<string, number>>();
  entries.forEach((e, i) => {
    const surface = cache.surfaceOf(e.task);
    if (surface.length !== words[i].length) return;
    words[i].forEach((w, k) => {
      const f = forms.get(w) ?? new Map<string, number>();
      f.set(surface[k], (f.get(surface[k]) ?? 0) + 1);
      forms.set(w, f);
    });
  });
  const show = (w: string) => {
    const f = [...(forms.get(w) ?? [])].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    return f[0]?.[0] ?? w;
  };

  // Task types: the leading two words, when at least three entries share them.
  const types = new Map<string, number>();
  for (const w of words) if (w.length >= 2) types.set(`${w[0]} ${w[1]}`, (types.get(`${w[0]} ${w[1]}`) ?? 0) + 1);
  const common = [...types].filter(([, n]) => n >= 3).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 5);
  if (common.length) {
    const named = common.map(([t, n]) => `"${t.split(' ').map(show).join(' ')}" (${n} entries)`);
    lines.push(`- Common task types: ${named.join(', ')}.`);
  }

  // Themes: words present in a notable share of entries.
  const df = new Map<string, number>();
  for (const w of words) for (const x of new Set(w)) df.set(x, (df.get(x) ?? 0) + 1);
  const floor = Math.max(3, Math.ceil(entries.length * 0.1));
  const themes = [...df].filter(([, n]) => n >= floor).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 8);
  if (themes.length) lines.push(`- Recurring themes: ${themes.map(([t, n]) => `${show(t)} (${n})`).join(', ')}.`);

  const failed = entries.flatMap((e, i) => (e.failed ? [i] : []));
  if (failed.length) {
    const pct = Math.round((failed.length / entries.length) * 100);
    lines.push(`- ${failed.length} of ${entries.length} runs (${pct}%) reported a failure: ${timestamps(entries, failed)}.`);
  }
  return lines.length > 1 ? lines : [];
}

function repeatedLines(entries: LogEntry[], groups: RepeatedGroup[], maxListed: number): string[] {
  const lines = groups.slice(0, maxListed).map((g) => {
    const first = entries[g.members[0]].timestamp;
    const last = entries[g.members[g.members.length - 1]].timestamp;
    const failed = g.failed ? `; ${g.failed} failed` : '';
    return `- ${quote(g.task)}: ${g.members.length} runs, first ${first}, last ${last}${failed}.`;
  });
  if (groups.length > maxListed) lines.push(`- …and ${groups.length - maxListed} more repeated tasks.`);
  return lines;
}

function recommendations(entries: LogEntry[], groups: RepeatedGroup[], maxListed: number): string[] {
  const lines: string[] = [];
  for (const g of groups.slice(0, maxListed)) {
    if (g.members.length >= 3) {
      lines.push(
        g.sameInput
          ? `- ${quote(g.task)} ran ${g.members.length} times with the same input: keep its result in procedural memory so the agent reuses it instead of recomputing.`
          : `- ${quote(g.task)} and its variants ran ${g.members.length} times with different inputs: make it a reusable skill or a scheduled workflow.`,
      );
    }
    if (g.failed > 0) {
      const failures = g.members.filter((i) => entries[i].failed);
      lines.push(`- Investigate ${quote(g.task)}: ${g.failed} of ${g.members.length} runs failed (${timestamps(entries, failures)}).`);
    }
    const burst = closeRuns(entries, g.members);
    if (burst) lines.push(`- ${quote(g.task)} ran twice within an hour (${timestamps(entries, burst)}): check its trigger for duplicate runs.`);
  }
  const failed = entries.filter((e) => e.failed).length;
  if (failed >= 2 && failed / entries.length >= 0.2) {
    lines.push(`- ${failed} of ${entries.length} runs failed overall: review the agent's tools, limits and timeouts.`);
  }
  return lines;
}

/** Two runs of one task less than an hour apart (by their RFC3339 headers), if any. */
function closeRuns(entries: LogEntry[], members: number[]): number[] | undefined {
  const times = members.map((i) => [i, Date.parse(entries[i].timestamp)] as const).filter(([, t]) => !Number.isNaN(t));
  for (let k = 1; k < times.length; k++) {
    if (times[k][1] - times[k - 1][1] < 3_600_000 && times[k][1] >= times[k - 1][1]) return [times[k - 1][0], times[k][0]];
  }
  return undefined;
}
