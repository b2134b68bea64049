/**
 * Finds which of many keywords occur in a text, and on which lines, in one
 * pass: an Aho–Corasick automaton over lower-cased ASCII, compiled into a
 * full transition table so each character costs one table lookup. A
 * combined regex of 250 alternatives is slower than running most of the
 * rules it is meant to spare; this is not.
 */

/** Keywords are ASCII; any other character only ends a partial match. */
const ALPHABET = 128;

export class KeywordScanner {
  /**
   * The table has a column per character the keywords use, not per ASCII
   * character: a third of the size, so building it (once per process, on
   * the first redaction) costs a third.
   */
  private readonly columnOf: Uint8Array;
  private readonly width: number;
  private readonly next: Int32Array;
  /** Per state, the keywords that end there (its own and its suffixes'), as indices. */
  private readonly outputs: number[][];
  /** Per state, whether any keyword ends there: the hot loop reads a typed array, not the lists. */
  private readonly accepting: Uint8Array;

  constructor(private readonly keywords: readonly string[]) {
    for (const k of keywords) {
      if (k === '' || /[^\x00-\x7f]/.test(k) || k !== k.toLowerCase())
        throw new Error(`keyword ${JSON.stringify(k)} must be non-empty lower-case ASCII`);
    }
    // Column 0 is every character no keyword has; an upper-case letter shares its lower case's column.
    const columnOf = new Uint8Array(ALPHABET);
    let width = 1;
    for (const k of keywords) {
      for (let i = 0; i < k.length; i++) {
        const c = k.charCodeAt(i);
        if (columnOf[c] !== 0) continue;
        columnOf[c] = width++;
        if (c >= 97 && c <= 122) columnOf[c - 32] = columnOf[c];
      }
    }
    // The trie, in the transition table itself: a keyword adds at most one state a character.
    const size = 1 + keywords.reduce((n, k) => n + k.length, 0);
    const next = new Int32Array(size * width).fill(-1);
    const ends: number[][] = [[]];
    keywords.forEach((k, index) => {
      let state = 0;
      for (let i = 0; i < k.length; i++) {
        const at = state * width + columnOf[k.charCodeAt(i)];
        if (next[at] === -1) {
          next[at] = ends.length;
          ends.push([]);
        }
        state = next[at];
      }
      ends[state].push(index);
    });
    const states = ends.length;
    // Failure links, breadth first, folded into the table.
    const fail = new Int32Array(states);
    const queue = new Int32Array(states);
    let tail = 0;
    for (let c = 0; c < width; c++) {
      if (next[c] === -1) next[c] = 0;
      else queue[tail++] = next[c];
    }
    for (let head = 0; head < tail; head++) {
      const state = queue[head];
      const row = state * width;
      const failRow = fail[state] * width;
      if (ends[fail[state]].length > 0) ends[state] = [...ends[state], ...ends[fail[state]]];
      for (let c = 0; c < width; c++) {
        const s = next[row + c];
        if (s === -1) next[row + c] = next[failRow + c];
        else {
          fail[s] = next[failRow + c];
          queue[tail++] = s;
        }
      }
    }
    this.columnOf = columnOf;
    this.width = width;
    this.next = next.slice(0, states * width);
    this.outputs = ends;
    this.accepting = Uint8Array.from(ends, (e) => (e.length > 0 ? 1 : 0));
  }

  /** Each keyword found, with the 0-based lines it occurs on (increasing, each once). */
  scan(text: string): Map<string, number[]> {
    const found = new Map<string, number[]>();
    const { columnOf, width, next, outputs, accepting, keywords } = this;
    let state = 0;
    let line = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) line++;
      state = next[state * width + (c < ALPHABET ? columnOf[c] : 0)];
      if (accepting[state] === 0) continue;
      for (const index of outputs[state]) {
        const k = keywords[index];
        const lines = found.get(k);
        if (!lines) found.set(k, [line]);
        else if (lines[lines.length - 1] !== line) lines.push(line);
      }
    }
    return found;
  }
}
