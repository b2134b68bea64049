/**
 * The words of an entry's statements, as knowledge.ts compares them: each
 * statement normalised once (items.ts normaliseText), its content words
 * found when first asked, so a statement the batch never weighs costs no
 * more than its key; and a body the batch repeats read once (shapeOf).
 */
import { normaliseText, safeLine, titleKey } from '../memory/knowledge/items.js';
import { type Scored, type Unit, unitsOf } from './statements.js';

/**
 * Whether a statement's words are mostly in `covered` (the title and the
 * statements its entry keeps already): it says little new.
 */
export function said(covered: ReadonlySet<string>, words: ReadonlySet<string>): boolean {
  if (words.size === 0) return false;
  let held = 0;
  for (const w of words) if (covered.has(w)) held++;
  return held / words.size >= REDUNDANT;
}

/** An entry's statements normalised, each by its `at`: its words are found when first asked. */
export interface Normalised {
  units: Unit[];
  /** Each statement normalised: what says the same word for word. */
  keys: string[];
  words: (Set<string> | undefined)[];
  saying: (Set<string> | undefined)[];
}

/** A statement's content words. */
export function wordsAt(n: Normalised, at: number): Set<string> {
  n.words[at] ??= contentWords(n.keys[at]);
  return n.words[at];
}

/** A statement's content words without its field's name ("**Task**: …"), which is not what it says. */
export function sayingAt(n: Normalised, at: number): Set<string> {
  const text = n.units[at].text;
  // Most statements start with no field's name: their words are the same.
  n.saying[at] ??= FIELD_NAME.test(text) ? contentWords(normaliseText(text.replace(FIELD_NAME, ''))) : wordsAt(n, at);
  return n.saying[at];
}

const FIELD_NAME = /^(?:\*\*[^*\n]{1,40}\*\*:?|[A-Z][A-Za-z ]{1,30}:)\s+/;

/** A share of words already held above which a statement counts as redundant. */
const REDUNDANT = 0.7;

/** The content words of a normalised statement (four letters or more), each once. */
export function contentWords(normalised: string): Set<string> {
  const words = new Set<string>();
  // Only the words kept are cut out of the text: most are short.
  for (let start = 0; start < normalised.length; ) {
    let end = normalised.indexOf(' ', start);
    if (end < 0) end = normalised.length;
    if (end - start >= 4) words.add(normalised.slice(start, end));
    start = end + 1;
  }
  return words;
}

/**
 * What a body gives whichever entry of the batch it is: its statements (each
 * entry gets its own copies, as the batch chooses them by identity), their
 * keys, words and costs, and their order by merit. A log that repeats a
 * result ("done in 3 steps") reads it once a batch.
 */
export interface Shape {
  units: Unit[];
  evidence: string[];
  trigger?: string;
  when?: string;
  keys: string[];
  words: (Set<string> | undefined)[];
  saying: (Set<string> | undefined)[];
  /** The statements' `at`, best first. */
  best: number[];
  /** Each statement's bytes as a bullet, when first asked. */
  costs: (number | undefined)[];
}

/** What the batch's entries share, read once for all of them (see Shape). */
export interface Batch {
  common: ReadonlySet<string>;
  shapes: Map<string, Shape>;
  scored: Map<string, Map<string, Scored>>;
  /** By what names an entry (its heading, task or trigger): its item's key and content words. */
  titles: Map<string, { key: string; words: ReadonlySet<string> }>;
}

/** The key and content words of the item `named` titles ('' for none), once a batch. */
export function titleWords(named: string, batch: Batch): { key: string; words: ReadonlySet<string> } {
  let title = batch.titles.get(named);
  if (!title) {
    title = { key: named ? titleKey(safeLine(named)) : '', words: contentWords(normaliseText(named)) };
    batch.titles.set(named, title);
  }
  return title;
}

export function shapeOf(body: string, batch: Batch): Shape {
  const known = batch.shapes.get(body);
  if (known) return known;
  const { units, evidence, title: trigger, when } = unitsOf(body, batch.common, batch.scored);
  // Of statements that score alike, the shorter costs less of the budget the batch shares: another
  // entry's statement fits in what it leaves.
  const best = [...units].sort((x, y) => y.score - x.score || x.text.length - y.text.length || x.at - y.at);
  const shape: Shape = {
    units,
    evidence,
    trigger,
    when,
    keys: units.map((u) => normaliseText(u.text)),
    words: [],
    saying: [],
    best: best.map((u) => u.at),
    costs: [],
  };
  batch.shapes.set(body, shape);
  return shape;
}
