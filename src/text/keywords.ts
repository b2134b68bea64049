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
    // The trie.
    const trie: number[][] = [new Array(ALPHABET).fill(-1)];
    const ends: number[][] = [[]];
    keywords.forEach((k, index) => {
      let state = 0;
      for (const ch of k) {
        const c = ch.charCodeAt(0);
        if (trie[state][c] === -1) {
          trie[state][c] = trie.length;
          trie.push(new Array(ALPHABET).fill(-1));
          ends.push([]);
        }
        state = trie[state][c];
      }
      ends[state].push(index);
    });
    // Failure links, breadth first, folded into a full transition table.
    const fail = new Array<number>(trie.length).fill(0);
    const queue: number[] = [];
    for (let c = 0; c < ALPHABET; c++) {
      const s = trie[0][c];
      if (s === -1) trie[0][c] = 0;
      else queue.push(s);
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head];
      ends[state] = [...ends[state], ...ends[fail[state]]];
      for (let c = 0; c < ALPHABET; c++) {
        const s = trie[state][c];
        if (s === -1) trie[state][c] = trie[fail[state]][c];
        else {
          fail[s] = trie[fail[state]][c];
          queue.push(s);
        }
      }
    }
    this.next = Int32Array.from(trie.flat());
    this.outputs = ends;
    this.accepting = Uint8Array.from(ends, (e) => (e.length > 0 ? 1 : 0));
  }

  /** Each keyword found, with the 0-based lines it occurs on (increasing, each once). */
  scan(text: string): Map<string, number[]> {
    const found = new Map<string, number[]>();
    const { next, outputs, accepting, keywords } = this;
    let state = 0;
    let line = 0;
    for (let i = 0; i < text.length; i++) {
      let c = text.charCodeAt(i);
      if (c === 10) line++;
      if (c >= 65 && c <= 90) c += 32;
      else if (c >= ALPHABET) c = 0;
      state = next[state * ALPHABET + c];
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
