/**
 * The streamed trim plan (axe's layout, a log read in chunks) refuses a cut
 * exactly when the whole parse does: when an entry it drops is dated later
 * than one it keeps, wherever they are, with the same message. Headings are
 * memkeep's own stamps, other date forms and undated ones, cut across
 * chunk boundaries of every size, with and without gc's count first.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { axeLayout } from '../../src/format/axe.js';
import { planTrim } from '../../src/memory/runlog/plan-trim.js';
import { scanLog } from '../../src/memory/runlog/scan.js';
import { tempDir } from '../helpers/tmp.js';

const heading = fc.oneof(
  fc.integer({ min: 0, max: 20 }).map((d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 19) + 'Z'),
  fc.integer({ min: 1, max: 20 }).map((d) => `[2026-01-${String(d).padStart(2, '0')}] fixed it`),
  fc.constantFrom('Session 4', 'notes'),
);

const outcome = async (path: string, keep: number, options: Parameters<typeof planTrim>[2]) => {
  try {
    return { removed: (await planTrim(path, keep, options)).removed };
  } catch (err) {
    return { refused: (err as Error).message };
  }
};

it('a streamed plan refuses as the whole parse does', async () => {
  const dir = await tempDir();
  const whole = { ...axeLayout, streamable: false };
  await fc.assert(
    fc.asyncProperty(
      fc.array(heading, { minLength: 1, maxLength: 12 }),
      fc.nat(6),
      fc.integer({ min: 1, max: 64 }),
      async (headings, keep, chunkSize) => {
        const path = join(dir, 'a.md');
        await writeFile(path, `# Log\n\n${headings.map((h, i) => `## ${h}\nentry ${i}\n\n`).join('')}`);
        const expected = await outcome(path, keep, { layout: whole });
        expect(await outcome(path, keep, { chunkSize })).toEqual(expected);
        // gc's plan, after a count that compared the dates already
        const known = await scanLog(path, { chunkSize });
        expect(await outcome(path, keep, { chunkSize, known })).toEqual(expected);
      },
    ),
    { numRuns: 500 },
  );
});
