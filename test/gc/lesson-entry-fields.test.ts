/**
 * What a failed run's own log entry says it learnt ("**Decision:** …",
 * "**Fix:** …") is the lesson. A `memkeep fail` note of the same run is
 * the failure counted (one failure per run), and the entry, with its
 * fields, was dropped for it: the lesson then gave only generic advice
 * ("Split the task or give it a longer time limit"). A newer failure of
 * the same cause that says nothing new kept the older one's fix out too.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { formatFailureNote } from '../../src/memory/knowledge/failures.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const entry = (at: string, task: string, result: string) => `## ${at}\n**Task:** ${task}\n**Result:** ${result}\n\n`;

async function lessonsAfterGc(log: string, notes: string): Promise<string> {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\n',
    'memory/a.md': log,
    'memory/a/procedural/failures.md': notes,
  });
  const r = await run(['gc', 'a', '--analyzer', 'local', '--root', root]);
  expect(r.code, r.err).toBe(0);
  return readFile(join(root, 'memory/a/procedural/lessons.md'), 'utf8');
}

it("the failed entry's decision is in the lesson of the note that stands for its run", async () => {
  const lessons = await lessonsAfterGc(
    entry(
      '2026-03-01T10:00:00Z',
      'Migrate the users table',
      'Error: the migration timed out after 30 s\n**Decision:** migrations run outside business hours',
    ) + entry('2026-03-02T00:00:00Z', 'Answer a question', 'Answered.'),
    formatFailureNote({ at: new Date('2026-03-01T10:00:30Z'), task: 'Migrate the users table', why: 'timeout' }),
  );
  expect(lessons).toContain('**Decision:** migrations run outside business hours');
  expect(lessons).not.toContain('Split the task');
});

it('the newest fix of a cause stays when a newer failure of it says none', async () => {
  const lessons = await lessonsAfterGc(
    entry(
      '2026-03-01T10:00:00Z',
      'Deploy',
      'Error: the deploy timed out after 30 s\n**Fix:** raise the deploy timeout to 120 s',
    ) +
      entry('2026-03-01T12:00:00Z', 'Deploy again', 'Error: the deploy timed out after 30 s') +
      entry('2026-03-02T00:00:00Z', 'Answer a question', 'Answered.'),
    '',
  );
  expect(lessons).toContain('**Fix:** raise the deploy timeout to 120 s');
});

it("a lesson's fix stays when a later gc counts a newer failure of its cause that says none", async () => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\n',
    'memory/a.md':
      entry(
        '2026-03-01T10:00:00Z',
        'Deploy',
        'Error: the deploy timed out after 30 s\n**Fix:** raise the deploy timeout to 120 s',
      ) + entry('2026-03-02T00:00:00Z', 'Answer a question', 'Answered.'),
  });
  const gc = async () => {
    const r = await run(['gc', 'a', '--analyzer', 'local', '--root', root]);
    expect(r.code, r.err).toBe(0);
    return readFile(join(root, 'memory/a/procedural/lessons.md'), 'utf8');
  };
  expect(await gc()).toContain('**Fix:** raise the deploy timeout to 120 s');
  // The next runs: the same cause fails again, its entry saying nothing of a fix; the trim drops it.
  await writeTree(root, {
    'memory/a.md':
      entry('2026-03-02T00:00:00Z', 'Answer a question', 'Answered.') +
      entry('2026-03-03T10:00:00Z', 'Deploy again', 'Error: the deploy timed out after 30 s') +
      entry('2026-03-04T00:00:00Z', 'Answer another', 'Answered.'),
  });
  const lessons = await gc();
  expect(lessons).toContain('_Evidence: 2026-03-03T10:00:00Z (memory/a.md); 2026-03-01T10:00:00Z (memory/a.md)_');
  expect(lessons).toContain('**Fix:** raise the deploy timeout to 120 s');
  expect(lessons).not.toContain('Split the task');
});

it('a line a person added under a lesson stays when a later failure of its cause updates it', async () => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\n',
    'memory/a.md':
      entry('2026-03-03T10:00:00Z', 'Deploy again', 'Error: the deploy timed out after 30 s') +
      entry('2026-03-04T00:00:00Z', 'Answer another', 'Answered.'),
    'memory/a/procedural/lessons.md':
      '# Lessons\n\n## Timeout\n- **Cause:** Error: the deploy timed out after 30 s\n' +
      '- **Fix:** raise the deploy timeout to 120 s\n- **Owner:** the platform team\n- Check the runbook before retrying.\n' +
      '_Evidence: 2026-03-01T10:00:00Z (memory/a.md)_\n',
  });
  const r = await run(['gc', 'a', '--analyzer', 'local', '--root', root]);
  expect(r.code, r.err).toBe(0);
  const lessons = await readFile(join(root, 'memory/a/procedural/lessons.md'), 'utf8');
  expect(lessons).toContain('2026-03-03T10:00:00Z (memory/a.md); 2026-03-01T10:00:00Z (memory/a.md)');
  expect(lessons).toContain('- **Fix:** raise the deploy timeout to 120 s');
  expect(lessons).toContain('- **Owner:** the platform team\n- Check the runbook before retrying.\n');
});
