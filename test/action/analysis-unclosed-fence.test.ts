/**
 * Regression (found by an attack): DESIGN §4/§8 and contract 1 of the round-3 attack brief —
 * the analysis is untrusted text in the PR description; it must not break
 * the review's layout, and "a <details> that swallows the rest" is named as
 * forbidden. The PR body must stay valid markdown whatever the model wrote.
 *
 * Input: a model analysis (e.g. from a run log that prompt-injects the model)
 * with the three required headings and one code fence that is never closed
 * (a line "```" under "Patterns Found").
 *
 * What happens: render/review-digest.ts agentDetail() puts the analysis into
 * `<details>…</details>` after neutraliseMarkdown() + demote(); neither
 * balances fences. On GitHub the open fence runs to the end of the
 * document: the analysis's closing `</details>`, the `---` footer, "To
 * change what merging does", the run link and any later agents' analyses
 * all render as code inside the collapsed block.
 *
 * What should happen: an unclosed fence in untrusted markdown is closed (or
 * escaped) before memkeep's own markup follows it, so `</details>` and the
 * footer are markdown again.
 */
import { expect, it } from 'vitest';
import { analysis, insideFence, prBodyFor } from '../helpers/hostile-analysis.js';

it('a model analysis with an unclosed code fence does not swallow </details> and the footer of the PR body', async () => {
  const { body } = await prBodyFor(analysis('Retries cluster around deploys:\n```\nnpm run deploy --retry'));
  const lines = body.split('\n');
  const fenced = insideFence(body);
  const footer = lines.findIndex((l) => l.startsWith('**To change what merging does**'));
  const closeDetails = lines.lastIndexOf('</details>');
  expect(footer).toBeGreaterThan(0);
  expect(closeDetails).toBeGreaterThan(0);
  // The analysis's own </details> and memkeep's footer must be markdown, not code.
  expect(fenced[closeDetails]).toBe(false);
  expect(fenced[footer]).toBe(false);
});
