/**
 * One failure per run: a failure note stands for one run, so it cancels one
 * failed log entry of the same task, not all within 15 minutes. Otherwise an
 * agent that retried a failing task (two runs, two `memkeep log` entries)
 * with one `memkeep fail` note is counted as one failed run.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatFailureNote } from '../../src/memory/knowledge/failures.js';
import { parseItems } from '../../src/memory/knowledge/items.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const entry = (at: string, task: string, result: string) => `## ${at}\n**Task:** ${task}\n**Result:** ${result}\n\n`;

describe('lessons: a retry is a failed run of its own', () => {
  it('two failed runs of the same task 5 minutes apart, one failure note: 2 failed runs, not 1', async () => {
    const root = await tempDir();
    const log =
      entry('2026-03-01T10:00:00Z', 'Deploy the API to staging', 'Error: the deploy timed out after 30 s') +
      // A retry: a run of its own, logged by its own `memkeep log`.
      entry('2026-03-01T10:05:00Z', 'Deploy the API to staging', 'Error: the deploy timed out after 30 s') +
      entry('2026-03-02T00:00:00Z', 'Answer a question', 'Answered.') +
      entry('2026-03-03T00:00:00Z', 'Answer another question', 'Answered.');
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\n',
      'memory/a.md': log,
      // Only the first run wrote a failure note (`memkeep fail`).
      'memory/a/procedural/failures.md': formatFailureNote({
        at: new Date('2026-03-01T10:00:30Z'),
        task: 'Deploy the API to staging',
        why: 'timeout',
      }),
    });
    const r = await run(['gc', 'a', '--analyzer', 'local', '--root', root]);
    expect(r.code, r.err).toBe(0);
    const lessons = await readFile(join(root, 'memory/a/procedural/lessons.md'), 'utf8');
    const items = parseItems(lessons, 2).items;
    const timeout = items.find((i) => i.title === 'Timeout');
    expect(timeout, lessons).toBeDefined();
    // The note and the 10:00 entry are one run; the 10:05 entry is another.
    expect(timeout!.count, lessons).toBe(2);
  });
});
