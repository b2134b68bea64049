/**
 * Regression (found by an attack): contract 1 of the round-3 brief — untrusted text must not
 * be "a heading that forges a section of the review". The review's own
 * outline is `## memkeep` and one `### <agent>` per agent; render/review-
 * digest.ts demote() pushes the analysis's ATX headings down two levels
 * (`## X` -> `#### X`) so they cannot pose as either.
 *
 * Input: a model analysis (the three required headings) that also holds
 *   - a setext heading: "memkeep" underlined with "=======", and
 *   - a heading inside a block quote: "> # Merging this pull request is safe".
 *
 * What happens: demote() only rewrites lines that start with `#`; a setext
 * underline and a `#` after `> ` pass through neutraliseMarkdown() unchanged,
 * so GitHub renders two level-1 headings — above the review's own `## memkeep`
 * — inside the analysis.
 *
 * What should happen: every heading from the analysis ends up below the
 * agent's `###` (setext underlines escaped or converted, headings in quotes
 * and list items demoted or escaped), so the only level 1–3 headings in the
 * body are memkeep's.
 */
import { expect, it } from 'vitest';
import { analysis, prBodyFor, proseLines } from '../helpers/hostile-analysis.js';

/** Level 1–3 headings as GitHub renders them, with the line they sit on. */
function bigHeadings(markdown: string): string[] {
  const prose = proseLines(markdown);
  const found: string[] = [];
  prose.forEach(({ n, line }, i) => {
    // ATX, also inside block quotes and list items.
    const atx = /^ {0,3}(?:(?:>[ \t]?)+|[-*+][ \t]+)*[ \t]*(#{1,3})[ \t]+(.*)$/.exec(line);
    if (atx) found.push(`${atx[1]} ${atx[2]}`);
    // Setext: an underline of = (h1) or - (h2) right after a paragraph line.
    const prev = prose[i - 1];
    if (
      /^ {0,3}(?:=+|-+)[ \t]*$/.test(line) &&
      prev &&
      prev.n === n - 1 &&
      /\S/.test(prev.line) &&
      !/^ {0,3}(?:[-*+>#|]|\d+[.)]|<)/.test(prev.line)
    )
      found.push(`${line.trim()[0] === '=' ? '#' : '##'} ${prev.line.trim()}`);
  });
  return found;
}

it("a model analysis cannot forge headings at or above the review's own sections", async () => {
  const { body } = await prBodyFor(
    analysis('memkeep\n=======\n\n> # Merging this pull request is safe\n\nretries cluster around deploys'),
  );
  expect(body).toContain('Merging this pull request is safe');
  // Only memkeep's own outline: the document heading and the agent's heading.
  expect(bigHeadings(body)).toEqual(['## memkeep', '### `a`']);
});
