/**
 * Regression: a numbered log that also holds sections of its own (a plan
 * written between two actions, a closing list of open questions) was
 * proposed with `entries = "dated"`, which no numbered heading satisfies:
 * gc then found no entries at all. init proposes `entries = "numbered"`
 * instead (dated or numbered headings are entries), and gc trims the
 * numbered entries only, keeping a section the agent adds after init too
 * (a list of today's other sections as structure made entries of those).
 */
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const PREAMBLE = '# Project run log\n\nAppend an entry after each task.\n\n';
const PLAN = '## Detailed plan for the next action\n\n- fetch\n- clean\n\n';
const QUESTIONS = '## Open questions\n\n- Which tokenizer?\n';
const RISKS = '## Risks the team agreed on\n\n- the API may rate-limit us\n\n';

it.each([
  ['Action N: …', (i: number) => `Action ${i}: data step ${i}`],
  ['Step N …', (i: number) => `Step ${i} data step ${i}`],
  ['dated and numbered', (i: number) => (i % 2 ? `2026-01-0${i} data step ${i}` : `Action ${i}: data step ${i}`)],
])(
  'init --write then gc on a numbered log with other sections (%s) trims only the numbered entries',
  async (_, title) => {
    const entry = (i: number) => `## ${title(i)}\n\nDid step ${i}.\n\n`;
    const log = PREAMBLE + entry(1) + PLAN + [2, 3, 4, 5].map(entry).join('') + QUESTIONS;
    const root = await tempDir();
    await writeTree(root, { 'notes/run-log.md': log });

    const init = await run(['init', '--write', '--root', root], root);
    expect(init.code).toBe(0);
    expect(await readFile(join(root, 'agents/run-log.toml'), 'utf8')).toContain('entries = "numbered"');
    await appendFile(join(root, 'agents/run-log.toml'), 'last_n = 2\n');
    // A section of its own the agent writes after init, among the entries the trim drops.
    const later = await readFile(join(root, 'notes/run-log.md'), 'utf8');
    await writeTree(root, { 'notes/run-log.md': later.replace(PLAN, PLAN + RISKS) });

    const dry = await run(['gc', 'run-log', '--dry-run', '--analyzer', 'local', '--root', root], root);
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('Entries: 5\n');
    const listed = (heading: string) => dry.out.slice(dry.out.indexOf(heading)).split('\n').slice(1);
    for (const i of [1, 2, 3]) expect(listed('3 entries dropped:')[i - 1]).toMatch(`  - ${title(i)}`);
    for (const i of [4, 5]) expect(listed('2 entries kept:')[i - 4]).toMatch(`  - ${title(i)}`);

    const gc = await run(['gc', 'run-log', '--analyzer', 'local', '--root', root], root);
    expect(gc.code).toBe(0);
    expect(await readFile(join(root, 'notes/run-log.md'), 'utf8')).toBe(
      PREAMBLE + PLAN + RISKS + entry(4) + entry(5) + QUESTIONS,
    );
  },
);

it('init counts the other sections of a numbered log in English (one is "1 other section")', async () => {
  const entry = (i: number) => `## Action ${i}: data step ${i}\n\nDid step ${i}.\n\n`;
  const root = await tempDir();
  await writeTree(root, { 'notes/run-log.md': PREAMBLE + entry(1) + PLAN + entry(2) + entry(3) });
  const init = await run(['init', '--root', root], root);
  expect(init.out).toContain('only its dated or numbered headings are entries; 1 other section is structure');
  await writeTree(root, { 'notes/run-log.md': PREAMBLE + entry(1) + PLAN + entry(2) + QUESTIONS });
  expect((await run(['init', '--root', root], root)).out).toContain('; 2 other sections are structure');
});
