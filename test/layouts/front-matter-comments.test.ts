/**
 * YAML front matter at the top of a run log may hold comments written as
 * `## …` (a YAML comment is any `#` run): they are the front matter's, not
 * entry headings. Read as an entry, the front matter's keys and closing
 * `---` went with the oldest entry's trim and left the file opening with a
 * bare `---`. A log that opens with a thematic break and then an entry
 * (`---` / `## <time>` / `**Task:** …`) is no front matter: its lines are
 * not YAML.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { axeLayout } from '../../src/format/axe.js';
import { planTrim } from '../../src/memory/runlog/plan-trim.js';
import { countEntries, loadEntries } from '../../src/memory/runlog/scan.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const FRONT =
  '---\n## Memory of the release agent\nowner: platform-team\n# reviewed monthly\ntags:\n  - release\n---\n\n';
const entry = (i: number) => `## 2026-01-0${i}T10:00:00Z\n**Task:** task ${i}\n**Result:** done ${i}\n\n`;
const ENTRIES = [1, 2, 3, 4].map(entry);

it('a `## ` comment in front matter is no entry: gc keeps the front matter whole', async () => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\n',
    'memory/a.md': FRONT + ENTRIES.join(''),
  });
  const r = await run(['gc', 'a', '--analyzer', 'local', '--root', root]);
  expect(r.code, r.err).toBe(0);
  expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(FRONT + ENTRIES.slice(2).join(''));
});

it('the streaming scans agree, whatever the chunk size', async () => {
  const root = await tempDir();
  await writeTree(root, { 'log.md': FRONT + ENTRIES.join('') });
  const path = join(root, 'log.md');
  const wrong: string[] = [];
  for (let chunkSize = 8; chunkSize <= 64; chunkSize += 7) {
    const count = await countEntries(path, { chunkSize });
    if (count !== 4) wrong.push(`countEntries, chunks of ${chunkSize}: ${count}`);
    const tail = (await loadEntries(path, 4, { chunkSize })).toString();
    if (tail !== ENTRIES.join('')) wrong.push(`loadEntries, chunks of ${chunkSize}`);
    const plan = await planTrim(path, 2, { chunkSize });
    if (plan.removed !== 2 || plan.bytesRemoved !== ENTRIES[0].length + ENTRIES[1].length)
      wrong.push(`planTrim, chunks of ${chunkSize}: ${plan.removed} entries, ${plan.bytesRemoved} bytes`);
  }
  expect(wrong).toEqual([]);
});

it('a log opening with a thematic break before its first entry keeps that entry an entry', () => {
  const log = Buffer.from(`---\n${ENTRIES[0]}---\n\n${ENTRIES[1]}`);
  expect(axeLayout.entries(log).map((e) => e.heading)).toEqual(['2026-01-01T10:00:00Z', '2026-01-02T10:00:00Z']);
});

it('front matter without any other mark in the log is skipped too (no fence, comment or title elsewhere)', () => {
  const front = '---\n## Memory of the release agent\nowner: platform-team\n---\n\n';
  const log = Buffer.from(front + ENTRIES.slice(0, 2).join(''));
  expect(axeLayout.entries(log).map((e) => e.heading)).toEqual(['2026-01-01T10:00:00Z', '2026-01-02T10:00:00Z']);
});

it('a first entry of plain fields or list items after an opening break stays an entry, whatever follows', () => {
  const later = '## 2026-01-03T10:00:00Z\nTask: t3\n```\ncode\n```\n';
  for (const first of ['Task: t1\nResult: r1\n', '- did a\n- did b\n'])
    expect(
      axeLayout.entries(Buffer.from(`---\n## 2026-01-01T10:00:00Z\n${first}---\n${later}`)).map((e) => e.heading),
    ).toEqual(['2026-01-01T10:00:00Z', '2026-01-03T10:00:00Z']);
});
