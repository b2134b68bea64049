/**
 * The summary section (Squad's `## Core Context`) is written into the run
 * log itself, after the trim. Agents that append to their log with their own
 * code take no write lock: an entry one of them wrote between the section
 * write's read of the log and its rename went with the replaced file, and
 * one written after the rename made the write's read-back see the log's
 * last entry changed, so the write was "refused and undone": the undo put
 * back the log as read, losing every line appended since, and the entries
 * the trim had dropped were left undistilled (1,237 of 7,315 appended lines
 * lost over ten runs, 8 of 10 distillations undone). The trim carries such
 * lines over (foreign-append-race.test.ts); the section write now does too.
 *
 * Each appender writes lines into the log's newest entry (which every
 * trim keeps), so any line missing afterwards was lost, not trimmed.
 *
 * The appenders are separate processes doing what an agent's code does:
 * open the log for appending, write one line, close, again and again.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingOrMoved, startAppenders } from '../helpers/appenders.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const APPENDERS = 3;
const RUNS = 10;
const OLD = 3000;
const LINE = 'note {}\n';

const config = (keep: number) =>
  `[memory]\nenabled = true\nentry_heading = "###"\nsummary_section = "Core Context"\nlast_n = ${keep}\n`;

describe('summary-section writes racing appends made without memkeep', () => {
  it(`lose no entry over ${RUNS} gc runs and ${APPENDERS} foreign appenders`, async () => {
    const root = await tempDir('memkeep-section-race-');
    let old = '# History\n\n## Core Context\n\nWhat the team knows.\n\n## Runs\n\n';
    for (let i = 0; i < OLD; i++)
      old += `### 2026-01-01T00:00:00Z\n**Task:** step ${i}\n**Result:** **Decision:** run \`tool-${i}.sh\` before release ${i}.\n\n`;
    await writeTree(root, { 'agents/a.toml': config(OLD), 'memory/a.md': old });
    const log = join(root, 'memory/a.md');
    const stop = join(root, 'stop');

    const appenders = startAppenders(log, stop, APPENDERS, LINE);
    // Each run drops 100 old entries, never one an appender wrote, and writes their knowledge into the section.
    let written = 0;
    for (let k = 0, keep = OLD - 100; k < RUNS; k++, keep -= 100) {
      await writeFile(join(root, 'agents/a.toml'), config(keep));
      const r = await run(['gc', 'a', '--analyzer', 'local', '--root', root], root);
      expect(r.code, r.err).toBe(0);
      if (r.out.includes('Distilled 100 dropped entries into the "Core Context" section of memory/a.md')) written++;
    }
    const counts = await appenders.stop();

    const text = await readFile(log, 'utf8');
    const total = counts.reduce((a, b) => a + b, 0);
    const { lost, outOfOrder } = missingOrMoved(text, counts, LINE);
    process.stdout.write(
      `[race] summary section: ${RUNS} runs (${written} wrote the section), ${total} lines appended, ${lost.length} lost, ${outOfOrder.length} out of order\n`,
    );
    expect(written).toBe(RUNS);
    expect(total).toBeGreaterThan(APPENDERS * 10);
    expect(lost).toEqual([]);
    expect(outOfOrder).toEqual([]);
  }, 120_000);
});
