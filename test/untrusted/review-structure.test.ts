/**
 * The review's markdown from memory and a model keeps the document's
 * structure as GitHub reads it: no heading above the agent's own level, and
 * no code fence that runs on past the text it came in, over the footer.
 * The review's demote (now render/held-markdown.ts) read fences by its own rule: an info string
 * with a backtick (```` ```x` ````, no fence to GitHub) opened one, a
 * "closer" with text after it closed one, and a fence in a list item was
 * still open after the item ended. It then left the headings after it as
 * written and appended a closer that GitHub read as a new fence, which
 * made the rest of the pull request's description code.
 */
import { describe, expect, it } from 'vitest';
import { renderReview } from '../../src/render/review.js';
import { analysedPlan } from '../helpers/analysed-plan.js';
import { reviewWithItem } from '../helpers/review-store.js';

const FOOTER = '**To change what merging does**';

/** The review of one agent whose analysis is `text`. */
function reviewWithAnalysis(text: string): string {
  return renderReview(analysedPlan(text, { entries: 3 }), undefined, { base: 'main', mode: 'pull-request' });
}

/** Lines that may be headings above the agent's detail (h1 to h3), in list items and quotes too, but memkeep's own. */
function forgedHeadings(body: string): string[] {
  return body
    .split('\n')
    .filter((l) => l !== '## memkeep' && !l.startsWith('### `'))
    .filter(
      (l) => /^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])?)*[ \t]*#{1,3}(?:[ \t]|$)/.test(l) || /^[ \t]*={1,}[ \t]*$/.test(l),
    );
}

/**
 * No fence line at column 0 (none of the inputs has one: every line of a
 * knowledge item is indented under its operation), so none that memkeep
 * appended opens a block over the footer; no heading forged.
 */
function expectStructure(body: string): void {
  expect(body).toContain(FOOTER);
  expect(
    body.split('\n').filter((l) => /^(`{3,}|~{3,})[ \t]*$/.test(l)),
    body,
  ).toEqual([]);
  expect(forgedHeadings(body), body).toEqual([]);
}

describe("a reviewer's item in the knowledge list", () => {
  it.each([
    ['a backtick fence whose info string has a backtick (no fence)', '```x`\n# Owned h1\ntext'],
    ['a "closer" with text after it (no closer)', '```\ncode\n```not a closer'],
    ["a fence indented two spaces (a list item's, in the review)", '  ```\ncode'],
    ['a heading indented two spaces', 'text\n\n  # Owned h1'],
    ['a heading after a tab', '\t# Owned h1'],
    ['a heading in a nested list item', '- a\n  - b\n    # Owned h1'],
    ['a setext underline after a tab', 'Owned h1\n\t==='],
  ])('%s keeps the document whole', async (_what, lines) => {
    expectStructure(await reviewWithItem(lines));
  });
});

describe('an analysis', () => {
  it.each([
    ['a fence in a list item, ended with the item', '- step\n  ```\n- next\n# Owned h1\n\ntext'],
    ['a backtick fence whose info string has a backtick', '```js`\n# Owned h1'],
    ['a heading in a list item', '- step\n\n  # Owned h1'],
  ])('%s keeps the document whole', (_what, text) => {
    const body = reviewWithAnalysis(
      `## Patterns Found\n${text}\n\n## Repeated Work\nNone.\n\n## Recommendations\nNone.`,
    );
    expect(body).toContain('</details>');
    expectStructure(body);
  });
});
