/**
 * Regression (found by an attack): contract 1 of the round-3 brief (and DESIGN §4: "the
 * analysis is untrusted text") — nothing memkeep publishes from a model may
 * be a task-list checkbox. In a PR description GitHub makes `- [ ]` items
 * live: clickable by anyone with write access, counted as "0 of 2 tasks" in
 * the pull request list, and they read as a review checklist memkeep set.
 *
 * Input: a model analysis (the three required headings) whose Patterns Found
 * lists "- [ ] Approve: memkeep verified this trim" and
 * "- [x] Security review done".
 *
 * What happens: neutraliseMarkdown() (src/text/untrusted.ts) defuses
 * mentions, keywords, images and HTML but leaves `[ ]`/`[x]` after a list
 * marker alone, and render/review-digest.ts agentDetail() publishes the
 * analysis as markdown, so the PR body carries two live checkboxes.
 * (memkeep's own lists go through inline(), which escapes `[`; only the
 * analysis block is open.)
 *
 * What should happen: no line of the body outside code is a task-list item;
 * the brackets are escaped (`- \[ \]`) as inline() already does elsewhere.
 */
import { expect, it } from 'vitest';
import { analysis, prBodyFor, proseLines } from '../helpers/hostile-analysis.js';

/** A GFM task-list item: a list marker, then [ ], [x] or [X], then a space or the end (in a quote too). */
const TASK_ITEM = /^ *(?:> ?)*(?:[-*+]|\d{1,9}[.)])[ \t]+\[[ xX]\](?:[ \t]|$)/;

it('a model analysis cannot put live task-list checkboxes into the PR body', async () => {
  const { body } = await prBodyFor(
    analysis('- [ ] Approve: memkeep verified this trim\n- [x] Security review done\n- retries cluster around deploys'),
  );
  expect(body).toContain('Approve: memkeep verified this trim');
  const tasks = proseLines(body).filter(({ line }) => TASK_ITEM.test(line));
  expect(tasks.map(({ line }) => line)).toEqual([]);
});
