/**
 * One grammar: the analysis reads exactly the entries the store counts and
 * trims. For arbitrary logs, the entries toLogEntries finds (in memory) are
 * as many as the streamed scan counts with chunks down to a few bytes, their
 * headings are the layout's, and the CRLF twin of a log reads the same.
 */

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLogEntries } from '../../src/analysis/entries.js';
import { axeLayout } from '../../src/format/axe.js';
import { scanLog } from '../../src/memory/runlog/scan.js';
import { tempDir } from '../helpers/tmp.js';

const token = fc.constantFrom(
  '## ',
  '\n',
  '\n## ',
  '**Task:**',
  '**Result:**',
  ' ',
  '\t',
  'task',
  'é',
  '2026-01-01T00:00:00Z',
  'failed',
  'Error: timed out',
  'no errors',
  '\ufeff',
  '#',
  '*',
  ':',
);
const log = fc.array(token, { maxLength: 60 }).map((parts) => parts.join(''));

describe('toLogEntries and the store agree on what an entry is', () => {
  it('same count as the streamed scan, same headings, CRLF twin the same (1,000 runs)', async () => {
    const dir = await tempDir();
    const path = join(dir, 'log.md');
    await fc.assert(
      fc.asyncProperty(log, fc.integer({ min: 1, max: 8 }), async (text, chunkSize) => {
        const buf = Buffer.from(text);
        const entries = toLogEntries(buf, axeLayout);
        await writeFile(path, buf);
        expect(entries).toHaveLength((await scanLog(path, { chunkSize })).count);
        expect(entries.map((e) => e.timestamp)).toEqual(axeLayout.entries(buf).map((e) => e.heading.trim()));
        expect(toLogEntries(Buffer.from(text.replaceAll('\n', '\r\n')), axeLayout)).toEqual(entries);
      }),
      { numRuns: 1000 },
    );
  });
});
