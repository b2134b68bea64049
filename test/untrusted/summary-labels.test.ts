/**
 * A collapsed block's title, `<details><summary>…</summary>`, is raw HTML
 * to GitHub (CommonMark's HTML block): no markdown inside it is read, so a
 * backslash escape is shown as written. The review titled its blocks with
 * markdown-escaped text, and an agent named `ci_bot` read
 * "Analysis: ci\_bot (local)" and "Knowledge in memory/ci\_bot/…". A title
 * is made inert as HTML text instead: redacted, on one line, `<` and `&`
 * as entities, mentions and references broken, and nothing escaped that
 * HTML shows.
 */
import { expect, it } from 'vitest';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import { plan } from '../../src/gc/plan.js';
import { renderReview } from '../../src/render/review.js';
import { inlineHtml } from '../../src/text/untrusted.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

it('titles the blocks of an agent with an underscore in its name without a visible backslash', async () => {
  const root = await tempDir();
  const entry = (i: number) =>
    `## 2026-01-0${i}T00:00:00Z\n**Task:** step_${i} of the deploy\n**Result:** **Decision:** \`deploy/${i}.sh\` runs before step ${i + 1}.\n\n`;
  await writeTree(root, {
    'agents/ci_bot.toml': '[memory]\nenabled = true\nlast_n = 1\n',
    'memory/ci_bot.md': [1, 2, 3, 4, 5, 6, 7, 8].map(entry).join(''),
  });
  const s = await loadStoreConfig(root);
  const p = await plan(s, await selectAgents(s, ['ci_bot'], false), {
    steps: ['trim', 'analyse', 'distil'],
    dryRun: true,
    analysis: { store: s, env: {}, analyzer: 'local', cache: { version: 1, agents: {} } },
  });
  const body = renderReview(p, undefined, { base: 'main', mode: 'dry-run' });
  const titles = body.match(/<summary>[^\n]*<\/summary>/g) ?? [];
  expect(titles).toContain('<summary>Analysis: ci_bot (local)</summary>');
  expect(titles).toContain('<summary>Knowledge in memory/ci_bot/procedural/digest.md</summary>');
  for (const t of titles) expect(t).not.toContain('\\');
});

it('makes a title inert as HTML text: entities, mentions, keywords and references broken, one line', () => {
  const t = inlineHtml('Analysis: a_b <img src=x> & @team fixes #12\nsecond line');
  expect(t).toBe('Analysis: a_b &lt;img src=x> & @\u2060team f\u2060ixes #\u206012 second line');
});
