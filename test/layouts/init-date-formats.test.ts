/**
 * Agents date their sessions the way their people write dates:
 * `2026/01/09`, `9 January 2026`, `9 Jan 2026`, `09.01.2026`. None was read
 * as a date, so a journal of such sessions was called "a document of fixed
 * sections" and never kept small. Each is read as the day it names; a
 * slashed date with the year last (`01/09/2026`) is month-first in one
 * country and day-first in the next, so it stays no date.
 */
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { headingStamp } from '../../src/format/order.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const days = [9, 7, 4, 2];
const FORMATS: [string, (d: number) => string][] = [
  ['YYYY/MM/DD', (d) => `2026/01/0${d}`],
  ['D Month YYYY', (d) => `${d} January 2026`],
  ['D Mon YYYY', (d) => `${d} Jan 2026`],
  ['DD.MM.YYYY', (d) => `0${d}.01.2026`],
];

it.each(FORMATS)('%s: init finds the journal, newest first, and gc keeps the newest', async (_, date) => {
  const log = `# Journal\n\n${days.map((d) => `## ${date(d)} - session on day ${d}\n\n- work ${d}\n\n`).join('')}`;
  const root = await tempDir();
  await writeTree(root, { 'journal.md': log });
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.out).toMatch(/entry dates run newest-first/);
  await appendFile(join(root, 'agents/journal.toml'), 'last_n = 2\n');
  const gc = await run(['gc', 'journal', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  expect(await readFile(join(root, 'journal.md'), 'utf8')).toBe(log.slice(0, log.indexOf(`## ${date(4)}`)));
});

it.each(FORMATS)('%s is the day it names', (_, date) => {
  expect(headingStamp(`${date(9)} - release`)).toEqual({ t: Date.UTC(2026, 0, 9), unit: 'day' });
});

it.each(['2026/13/01', '32.01.2026', '01/09/2026', 'v1.2.2026', '40 January 2026'])('%s is no date', (text) => {
  expect(headingStamp(`## ${text} notes`)).toBeUndefined();
});
