/**
 * Regression: `memkeep log` on a log whose newest entry is its first (an
 * agent that prepends, `order = "newest-first"`, or `auto` with dates
 * running newest first) appended the new entry at the end, where the next
 * trim looks for the oldest: gc dropped the entry memkeep had just written
 * (or, with dated headings, refused). It now goes before the first entry,
 * after the preamble, atomically and under the write lock, and a trim
 * planned before it refuses rather than drop it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type LayoutSpec, layoutFor } from '../../src/format/layout.js';
import { appendEntry } from '../../src/memory/runlog/append-entry.js';
import { applyTrim } from '../../src/memory/runlog/apply-trim.js';
import { planTrim } from '../../src/memory/runlog/plan-trim.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const AT = new Date(Date.UTC(2026, 5, 1, 12));
const NEW = '## 2026-06-01T12:00:00Z\n**Task:** new\n**Result:** done\n\n';
const layout = (order: LayoutSpec['order']) => layoutFor({ level: 2, structure: [], order });
const sessions = (from: number, to: number) => {
  let log = '';
  for (let i = from; from > to ? i >= to : i <= to; from > to ? i-- : i++)
    log += `## Session ${i}: rotated keys\n\nRotated key ${i}.\n\n`;
  return log;
};

async function logged(log: string, order: LayoutSpec['order']): Promise<string> {
  const path = join(await tempDir(), 'log.md');
  await writeFile(path, log);
  await appendEntry(path, { task: 'new', result: 'done', at: AT }, layout(order));
  return readFile(path, 'utf8');
}

it('memkeep log on a newest-first log, then gc: the entry just logged is kept', async () => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/ops.toml': '[memory]\nenabled = true\npreset = "newest-first"\nlast_n = 3\n',
    'memory/ops.md': `# Ops journal\n\nNewest first.\n\n${sessions(6, 1)}`,
  });

  const logged = await run(
    ['log', 'ops', '--task', 'Migrate the billing DB', '--result', 'Cut over at 02:00', '--root', root],
    root,
  );
  expect(logged.code).toBe(0);
  expect(await readFile(join(root, 'memory/ops.md'), 'utf8')).toContain('Migrate the billing DB');

  const gc = await run(['gc', 'ops', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  const after = await readFile(join(root, 'memory/ops.md'), 'utf8');
  // The newest entry of the log is the one memkeep just wrote.
  expect(after).toContain('**Task:** Migrate the billing DB');
  expect(after).toContain('## Session 6: rotated keys');
});

describe('where the entry goes', () => {
  const preamble = '# Journal\n\nNewest first.\n\n';

  it('newest-first: before the first entry, after the preamble, every other byte kept', async () => {
    expect(await logged(preamble + sessions(3, 1), 'newest-first')).toBe(preamble + NEW + sessions(3, 1));
  });

  it('in the log line ending (CRLF)', async () => {
    const crlf = (s: string) => s.replaceAll('\n', '\r\n');
    expect(await logged(crlf(preamble + sessions(2, 1)), 'newest-first')).toBe(crlf(preamble + NEW + sessions(2, 1)));
  });

  it('auto with dates running newest first: on top; running oldest first or undated (git): at the end', async () => {
    const dated = '## 2026-05-02 two\n\n## 2026-05-01 one\n\n';
    expect(await logged(dated, 'auto')).toBe(NEW + dated);
    const up = '## 2026-05-01 one\n\n## 2026-05-02 two\n\n';
    expect(await logged(up, 'auto')).toBe(up + NEW);
    expect(await logged(sessions(3, 1), 'auto')).toBe(sessions(3, 1) + NEW);
    expect(await logged(sessions(3, 1), 'git')).toBe(sessions(3, 1) + NEW);
  });

  it('a newest-first log without entries yet: at the end', async () => {
    expect(await logged(preamble, 'newest-first')).toBe(preamble + NEW);
  });

  it('concurrent logs: every entry once, whole', async () => {
    const path = join(await tempDir(), 'log.md');
    await writeFile(path, preamble + sessions(2, 1));
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        appendEntry(path, { task: `t${i}`, result: 'r', at: AT }, layout('newest-first')),
      ),
    );
    const after = await readFile(path, 'utf8');
    for (let i = 0; i < 20; i++) expect(after.split(`**Task:** t${i}\n`)).toHaveLength(2);
    expect(after.startsWith(preamble)).toBe(true);
    expect(after.endsWith(sessions(2, 1))).toBe(true);
  });
});

it('an entry logged between a trim plan and its apply survives: the trim refuses, the next one keeps it', async () => {
  const path = join(await tempDir(), 'log.md');
  await writeFile(path, sessions(6, 1));
  const options = { layout: layout('newest-first') };
  const plan = await planTrim(path, 3, options);
  await appendEntry(path, { task: 'new', result: 'done', at: AT }, options.layout);
  await expect(applyTrim(plan)).rejects.toThrow(/changed under us/);
  expect(await readFile(path, 'utf8')).toBe(NEW + sessions(6, 1));
  expect(await applyTrim(await planTrim(path, 3, options))).toBe(true);
  expect(await readFile(path, 'utf8')).toBe(NEW + sessions(6, 5));
});
