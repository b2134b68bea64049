/**
 * Regressions found by an attack on round 3, described as they were: a digest.md / lessons.md saved with a UTF-8 BOM (Windows Notepad,
 * some editors). parseItems reads "\uFEFF## Title" as preamble, so the
 * file's first item is invisible to the merge, the cap and the lesson
 * counter: gc writes a second item with the same title beside it (a
 * superseded fact kept beside its replacement; a lesson counted from zero).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const BOM = '\uFEFF';

function entry(at: string, task: string, result: string): string {
  return `## ${at}\n**Task:** ${task}\n**Result:** ${result}\n\n`;
}

async function store(files: Record<string, string>): Promise<string> {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\n',
    ...files,
  });
  return root;
}

const titles = (text: string) => text.match(/^(?:\uFEFF)?## .*$/gm) ?? [];

describe('knowledge files with a BOM', () => {
  it('digest.md with a BOM: the newer item supersedes the first one, the BOM stays', async () => {
    const log =
      entry(
        '2026-02-01T00:00:00Z',
        'Deploy the API to staging',
        'Deployed.\n**Fix:** pin Node to 24 in `deploy.yml`; Node 22 broke `npm ci`.',
      ) +
      entry('2026-02-02T00:00:00Z', 'Answer a question', 'Answered.') +
      entry('2026-02-03T00:00:00Z', 'Answer another question', 'Answered.');
    const digest = `${BOM}## Deploy the API to staging\n- **Fix:** pin Node to 22 in \`deploy.yml\`; the runner default broke \`npm ci\`.\n_Evidence: 2026-01-01T00:00:00Z_\n`;
    const root = await store({ 'memory/a.md': log, 'memory/a/procedural/digest.md': digest });
    const r = await run(['gc', 'a', '--analyzer', 'local', '--root', root]);
    expect(r.code, r.err).toBe(0);
    const after = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
    // The newer fact is there...
    expect(after).toContain('pin Node to 24');
    // ...and it must have replaced the old one: one item per title, never the superseded fact beside it.
    const deploy = titles(after).filter((t) => t.includes('Deploy the API to staging'));
    expect(deploy, after).toHaveLength(1);
    expect(after).not.toContain('pin Node to 22');
    expect(after.startsWith(BOM), "the BOM stays the file's").toBe(true);
  });

  it('lessons.md with a BOM: a known cause is counted on, not added again', async () => {
    const log =
      entry('2026-02-01T00:00:00Z', 'Deploy', 'Error: the deploy timed out after 30 s') +
      entry('2026-02-02T00:00:00Z', 'Answer a question', 'Answered.') +
      entry('2026-02-03T00:00:00Z', 'Answer another question', 'Answered.');
    const lessons = `${BOM}## Timeout\n- **Cause:** Error: timed out\n_Evidence (3): 2026-01-03T00:00:00Z (memory/a.md); 2026-01-02T00:00:00Z (memory/a.md); 2026-01-01T00:00:00Z (memory/a.md)_\n`;
    const root = await store({ 'memory/a.md': log, 'memory/a/procedural/lessons.md': lessons });
    const r = await run(['gc', 'a', '--analyzer', 'local', '--root', root]);
    expect(r.code, r.err).toBe(0);
    const after = await readFile(join(root, 'memory/a/procedural/lessons.md'), 'utf8');
    expect(
      titles(after).filter((t) => t.endsWith('Timeout')),
      after,
    ).toHaveLength(1);
    expect(after).toMatch(/_Evidence \(4\):/);
  });

  it('the same lessons.md without a BOM is updated in place (4 failures, one item)', async () => {
    const log =
      entry('2026-02-01T00:00:00Z', 'Deploy', 'Error: the deploy timed out after 30 s') +
      entry('2026-02-02T00:00:00Z', 'Answer a question', 'Answered.') +
      entry('2026-02-03T00:00:00Z', 'Answer another question', 'Answered.');
    const lessons = `# Lessons\n\nKept by memkeep.\n\n## Timeout\n- **Cause:** Error: timed out\n_Evidence (3): 2026-01-03T00:00:00Z (memory/a.md); 2026-01-02T00:00:00Z (memory/a.md); 2026-01-01T00:00:00Z (memory/a.md)_\n`;
    const root = await store({ 'memory/a.md': log, 'memory/a/procedural/lessons.md': lessons });
    const r = await run(['gc', 'a', '--analyzer', 'local', '--root', root]);
    expect(r.code, r.err).toBe(0);
    const after = await readFile(join(root, 'memory/a/procedural/lessons.md'), 'utf8');
    expect(
      titles(after).filter((t) => t.endsWith('Timeout')),
      after,
    ).toHaveLength(1);
    expect(after).toMatch(/_Evidence \(4\):/);
  });
});
