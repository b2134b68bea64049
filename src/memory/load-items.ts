/**
 * Cutting a file for `load` at item boundaries, never inside one: a
 * knowledge file's item is a `## ` section, a summary section's item a
 * `### ` heading inside it, anything else is cut before a heading or a list
 * item. A heading inside a fenced code block is body text.
 */
import { closesFence, type Fence, openingFence } from '../format/fence.js';
import { readTextHead, type TextHead } from '../fs/text-head.js';
import { splitSections } from './sections/section-file.js';

export type ItemKind = 'sections' | 'subsections' | 'blocks';

const STARTS: Record<ItemKind, RegExp> = {
  sections: /^## /,
  subsections: /^###? /,
  blocks: /^(#{1,6} | {0,3}([-*+]|\d{1,9}[.)])\s)/,
};

/** Character offsets where items start; the text before the first (a preamble) is an item of its own. */
export function itemStarts(text: string, kind: ItemKind): number[] {
  const starts: number[] = [];
  let fence: Fence | undefined;
  let at = 0;
  for (const line of text.split('\n')) {
    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
    } else if ((fence = openingFence(line)) === undefined && at > 0 && STARTS[kind].test(line)) starts.push(at);
    at += line.length + 1;
  }
  return [0, ...starts];
}

/**
 * The longest run of whole items from the start of `text` within `maxBytes`
 * (UTF-8), with how many items it holds of how many; '' when not even the
 * first fits.
 */
export function cutItems(
  text: string,
  maxBytes: number,
  kind: ItemKind,
): { text: string; items: number; total: number } {
  const starts = itemStarts(text, kind);
  let items = 0;
  let end = 0;
  let bytes = 0;
  for (let i = 0; i < starts.length; i++) {
    const next = starts[i + 1] ?? text.length;
    bytes += Buffer.byteLength(text.slice(starts[i], next));
    if (bytes > maxBytes) break;
    items = i + 1;
    end = next;
  }
  return { text: text.slice(0, end), items, total: starts.length };
}

/**
 * A knowledge file's text, or the body of its `## <section>` (heading line
 * excluded), undefined when there is none; `cut` when only its head could
 * be read. A file too big to load is typed by a small head (`head`), but
 * knowledge is what an agent must start with: it is read from a head of
 * `maxBytes`, and when that head ends inside the text, the item the end
 * cuts is left out, so no part of an item is ever loaded.
 */
export function wholeItems(
  path: string,
  head: TextHead | undefined,
  section: string | undefined,
  kind: ItemKind,
  maxBytes: number,
): { text?: string; cut: boolean } {
  const read = head === undefined || head.whole ? head : readTextHead(path, maxBytes);
  const text = read?.text;
  if (text === undefined) return { cut: false };
  const found = section === undefined ? undefined : splitSections(text).sections.find((x) => x.heading === section);
  if (section !== undefined && !found) return { cut: false };
  const cut = read?.whole === false && (!found || text.endsWith(found.raw));
  const whole = found ? found.body : text;
  const body = cut ? whole.slice(0, itemStarts(whole, kind).at(-1)) : whole;
  if (!found) return { text: body, cut };
  return body.trim() === '' ? { cut } : { text: body.replace(/^\n+/, ''), cut };
}
