/**
 * The local files an index links to. Pruning keeps them, load reads them
 * after the index and the dead-link fixer removes an index line only when
 * they are missing, so all three read links here, the same way.
 *
 * Links are read as CommonMark writes them: inline links (destinations in
 * `<…>` or with balanced parentheses, titles in "…", '…' or (…), spread over
 * two lines), reference definitions (`[id]: dest "title"`: every one
 * counts, whether or not `[x][id]`, `[x][]` or `[x]` uses it, since a
 * definition nobody uses costs a kept file at most), and the wiki links
 * (`[[name]]`, `[[name.md|alias]]`) of Obsidian-style notes, as Claude
 * Code's memories link their notes. A link in a blockquote is read as
 * CommonMark reads the quote, past its `>` markers at any depth, so its
 * destination or title may go on to the next quoted line. A file an index
 * names in a way memkeep cannot read would be pruned from under it, so the
 * rules err towards a link.
 */
import { dirname, join } from 'node:path';

export interface IndexLink {
  /** Where the link's destination starts in the text: the line it is on. */
  at: number;
  /** The files it may mean, absolute: one, or for a wiki link `name.md` and then `name`. */
  paths: string[];
}

const WS = String.raw`[ \t]*(?:\r?\n[ \t]*)?`;
const TITLE = String.raw`(?:"(?:[^"\\]|\\[\s\S])*"|'(?:[^'\\]|\\[\s\S])*'|\((?:[^()\\]|\\[\s\S])*\))`;
/** What may follow an inline link's destination: a title after white space, then the closing `)`. */
const INLINE_END = new RegExp(String.raw`(?:(?=[ \t\r\n])${WS}${TITLE})?${WS}\)`, 'y');
/** A reference definition up to its destination (a label is at most 999 characters); a `[^1]:` footnote is none. */
const DEFINITION = new RegExp(
  String.raw`^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*\[(?!\^)(?![ \t]*\])((?:[^\\[\]\n]|\\.){1,999})\]:${WS}`,
  'gm',
);
const BRACKETED = /\[((?:[^\\[\]]|\\.)+)\]/g;
const WIKI = /\[\[([^[\]|#\n]*)(?:#[^[\]|\n]*)?(?:\|[^[\]\n]*)?\]\]/g;
const ANGLED = /<((?:[^<>\\\n]|\\.)*)>/y;
const ESCAPED = /\\([!-/:-@[-`{-~])/g;
const PUNCTUATION = /[!-/:-@[-`{-~]/;
const SPACE = new RegExp(WS, 'y');
/** The blockquote markers a line starts with (`> `, `> > `, ` >`, `>>`). */
const QUOTE_MARKERS = /^(?:[ \t]*>)+/gm;

/** Every local link of `markdown`, an index at `indexPath`, in the order written. */
export function indexLinks(indexPath: string, markdown: string): IndexLink[] {
  const text = unquoted(markdown);
  const dir = dirname(indexPath);
  const local = (dest: string): string[] => {
    const target = dest.split('#')[0];
    if (!isLocal(target)) return [];
    try {
      return [join(dir, decodeURIComponent(target))];
    } catch {
      // Not percent-encoded after all: the target as written.
      return [join(dir, target)];
    }
  };
  const links: IndexLink[] = [];
  for (let i = text.indexOf(']('); i !== -1; i = text.indexOf('](', i + 2)) {
    SPACE.lastIndex = i + 2;
    SPACE.test(text);
    const at = SPACE.lastIndex;
    const dest = destination(text, at);
    if (!dest) continue;
    INLINE_END.lastIndex = dest.end;
    if (INLINE_END.test(text)) links.push({ at, paths: local(dest.text) });
  }
  const defined = new Map<string, string[]>();
  // Each expression runs only where its mark is: gc and status read every run log's links.
  for (const m of text.includes(']:') ? text.matchAll(DEFINITION) : []) {
    const at = m.index + m[0].length;
    const dest = destination(text, at);
    if (!dest || /\S/.test(text[dest.end] ?? ' ')) continue;
    const paths = local(dest.text);
    links.push({ at, paths });
    // The first definition of a label is the one its references use.
    if (!defined.has(label(m[1]))) defined.set(label(m[1]), paths);
  }
  // A reference (`[x][id]`, `[id][]`, `[id]`) links where it is written too: the dead-link fixer
  // must see that the list item using it links a file.
  for (const m of defined.size ? text.matchAll(BRACKETED) : []) {
    const paths = defined.get(label(m[1]));
    if (paths && text[m.index + m[0].length] !== ':') links.push({ at: m.index, paths });
  }
  for (const m of text.includes('[[') ? text.matchAll(WIKI) : []) {
    const name = m[1].trim();
    if (!isLocal(name)) continue;
    const path = join(dir, name);
    links.push({ at: m.index, paths: /\.md$/i.test(name) ? [path] : [`${path}.md`, path] });
  }
  return links.filter((l) => l.paths.length).sort((a, b) => a.at - b.at);
}

/** The local files `text`, an index at `indexPath`, links to, absolute. */
export function linkedFiles(indexPath: string, text: string): string[] {
  return indexLinks(indexPath, text).flatMap((l) => l.paths);
}

/**
 * `text` with every blockquote marker blanked: a quoted line then reads as
 * the line it quotes. Of the same length, so offsets into it are offsets
 * into `text`.
 */
function unquoted(text: string): string {
  return text.includes('>') ? text.replace(QUOTE_MARKERS, (markers) => markers.replaceAll('>', ' ')) : text;
}

/** A reference label as CommonMark matches it: case and runs of white space do not count. */
function label(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A relative path: not empty, no URL (`https:`, `mailto:`), not absolute. */
function isLocal(target: string): boolean {
  return target !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('/');
}

/** The link destination at `i`, unescaped, and where it ends. */
function destination(text: string, i: number): { text: string; end: number } | undefined {
  if (text[i] === '<') {
    ANGLED.lastIndex = i;
    const m = ANGLED.exec(text);
    return m ? { text: m[1].replace(ESCAPED, '$1'), end: ANGLED.lastIndex } : undefined;
  }
  let depth = 0;
  let j = i;
  for (; j < text.length; j++) {
    const c = text[j];
    if (c === '\\' && PUNCTUATION.test(text[j + 1] ?? '')) j++;
    // A `](` starts the next link: read as part of this one, a run of them would make each read
    // on to the same far end.
    else if (c === ']' && text[j + 1] === '(') return undefined;
    else if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
    } else if (c <= ' ' || c === '\x7f') break;
  }
  if (j === i || depth > 0) return undefined;
  return { text: text.slice(i, j).replace(ESCAPED, '$1'), end: j };
}
