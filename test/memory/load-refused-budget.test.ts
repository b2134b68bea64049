/**
 * Regression (found on unseen memory shapes): when a log's order is refused
 * (its dates contradict the declared order), load reads every entry, but
 * the budget still cut them as if the last in the file were the newest: a
 * release history written newest first, in the default layout, loaded its
 * oldest releases as "newest first (newest 8 of 14)" and left out the six
 * newest as "older run-log entries". Dated entries are now ranked by their
 * dates; undated ones are shown last-in-the-file first without a claim
 * about which are newest.
 */
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const day = (i: number) => `2026-01-${String(i + 1).padStart(2, '0')}`;
const entry = (title: string) => `## ${title}\n\n- shipped the importer change, with its tests\n\n`;

async function load(log: string, order = ''): Promise<{ out: string; err: string }> {
  const root = await tempDir();
  await writeTree(root, {
    'agents/j.toml': `[memory]\nenabled = true\npath = "journal.md"\nlast_n = 3\n${order}`,
    'journal.md': log,
  });
  const loaded = await run(['load', 'j', '--budget', '600', '--root', root], root);
  expect(loaded.code).toBe(0);
  return loaded;
}

it('a newest-first history in the oldest-first layout loads its newest entries within the budget', async () => {
  const titles = Array.from({ length: 14 }, (_, i) => `[1.${i}.0] - ${day(i)}`).reverse();
  const { out, err } = await load(`# History\n\n${titles.map(entry).join('')}`);
  expect(err).toMatch(/every entry is loaded/);
  const shown = [...out.matchAll(/^## (.*)$/gm)].map((m) => m[1]);
  expect(shown.length).toBeGreaterThan(2);
  expect(shown.length).toBeLessThan(14);
  // The newest first, as the header says, and what is left out is older.
  expect(shown).toEqual(titles.slice(0, shown.length));
  expect(out).toContain(`newest first (newest ${shown.length} of 14)`);
  expect(out).toContain(`${14 - shown.length} older run-log entries: over the budget`);
});

it('undated entries whose order is unknown claim no newest', async () => {
  const titles = Array.from({ length: 14 }, (_, i) => `Session ${String.fromCharCode(97 + i)}`);
  // order = "git" outside a git repository: which entries are newest is unknown.
  const { out, err } = await load(`# Journal\n\n${titles.map(entry).join('')}`, 'order = "git"\n');
  expect(err).toMatch(/every entry is loaded/);
  expect(out).not.toMatch(/newest first|older run-log/);
  expect(out).toMatch(/run log: journal\.md, last in the file first \(which are newest is unknown; \d+ of 14\)/);
  expect(out).toMatch(/- \d+ run-log entries nearer the file's start: over the budget/);
});
