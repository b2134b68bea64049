/**
 * What neutraliseMarkdown left live, found by attacking the review's
 * knowledge list (a reviewer's item, shown as the file holds it):
 * - a task-list checkbox in a nested item (`- - [ ] Approve`), a numbered
 *   item's or a quote's: a box anyone with write access can tick, counted
 *   as the pull request's tasks;
 * - a closing keyword or a `GH-12`, a SHA next to `_` (`_fixes GH-12_`,
 *   emphasis): `\b` saw no word boundary there, GitHub does;
 * - a footnote or link reference definition at a line's start: it moves
 *   its text below memkeep's footer (a footnote) or hides it (a link
 *   reference), and no reader of the review sees it where the file has it.
 */
import { describe, expect, it } from 'vitest';
import { neutraliseMarkdown } from '../../src/text/untrusted.js';
import { reviewWithItem } from '../helpers/review-store.js';

/** A task-list item as GitHub renders one: a list marker, then `[ ]` or `[x]` and a space. */
const TASK = /^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])[ \t]+)*[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+\[[ xX]\](?:[ \t]|$)/m;
/** A closing keyword, `GH-n` or a SHA between anything but letters and digits. */
const KEYWORD = /(?<![A-Za-z0-9])(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)(?![A-Za-z0-9])/i;
const GH = /(?<![A-Za-z0-9])GH-\d/;
const SHA = /(?<![A-Za-z0-9\u2060])[0-9a-f]{7,40}(?![A-Za-z0-9])/;
/** A line that defines a footnote or a link reference (inside quotes and list items too). */
const DEFINITION = /^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])[ \t]+)*[ \t]*\[[^\]\n]*\]:/m;

describe('neutraliseMarkdown', () => {
  it.each(['- - [ ] Approve', '1. - [x] done', '- > - [ ] quoted', '* + [ ] x', '  - 2) [ ] y'])(
    'leaves no checkbox in %j',
    (text) => {
      expect(neutraliseMarkdown(text)).not.toMatch(TASK);
      expect(neutraliseMarkdown(text).replace('\\[', '[')).toBe(text);
    },
  );

  it.each(['_fixes GH-12_', '__closes GH-3__', 'see _GH-4_', 'reverted in _3f2a9c1d_', '_resolved_ #5'])(
    'breaks every keyword and reference in %j',
    (text) => {
      const out = neutraliseMarkdown(text);
      expect(out).not.toMatch(KEYWORD);
      expect(out).not.toMatch(GH);
      expect(out).not.toMatch(SHA);
      expect(out.replaceAll('\u2060', '')).toBe(text);
    },
  );

  it.each([
    'text[^1]\n\n[^1]: Approved by memkeep',
    '- item\n  [^note]: below the footer',
    '> [x]: https://evil.example/hidden "hidden"',
    '[ref]:\n  https://evil.example/',
  ])('defines nothing in %j', (text) => {
    const out = neutraliseMarkdown(text);
    expect(out).not.toMatch(DEFINITION);
    expect(out.replaceAll('\u2060', '')).toBe(text);
  });

  it('leaves ordinary links, words with underscores and plain brackets alone', () => {
    const md = '- [docs](https://docs.example.org) and snake_case_name\n- [Bug] login fails';
    expect(neutraliseMarkdown(md)).toBe(md);
  });
});

describe("a reviewer's item in the pull request", () => {
  it('ticks, closes, cross-references and defines nothing', async () => {
    const body = await reviewWithItem(
      ['- - [ ] Approve the release', '_fixes GH-12_ and _3f2a9c1d_', 'text[^1]', '', '[^1]: Approved by memkeep'].join(
        '\n',
      ),
    );
    const item = body.slice(body.indexOf('"Deploy step 0"'));
    expect(item).toContain('Approve the release');
    expect(item).not.toMatch(TASK);
    expect(item).not.toMatch(KEYWORD);
    expect(item).not.toMatch(GH);
    expect(item).not.toMatch(SHA);
    expect(item).not.toMatch(DEFINITION);
  });
});
