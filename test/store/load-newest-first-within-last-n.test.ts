/**
 * Regression: `memkeep load` on a newest-first log (a worklog an agent
 * prepends to) holding no more entries than last_n took its entries in
 * file order as if it ran oldest first: the entries came out oldest first
 * under "newest first", and a budget that fits one entry loaded the oldest
 * and left the newest out. A log of more than last_n entries was right; a
 * trim to last_n made it wrong on the next load.
 */
import { execFileSync } from 'node:child_process';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const entry = (i: number) =>
  `### 2026-02-0${i} — Fix the upload test, try ${i}\n**Outcome:** the test waits for the ready event (try ${i}).\n\n`;
const worklog = (n: number) =>
  `# Worklog\n\nNewest first.\n\n${Array.from({ length: n }, (_, i) => entry(n - i)).join('')}`;

async function store(): Promise<string> {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  await commitFiles(
    root,
    {
      'agents/worklog.toml':
        '[memory]\nenabled = true\nentry_heading = "###"\norder = "newest-first"\npath = "WORKLOG.md"\nlast_n = 3\n',
    },
    daysAgo(10),
  );
  for (let n = 1; n <= 3; n++) await commitFiles(root, { 'WORKLOG.md': worklog(n) }, daysAgo(10 - n));
  return root;
}

it('loads the entries of a newest-first log within last_n newest first, and keeps the newest when the budget cuts', async () => {
  const root = await store();
  const all = await run(['load', 'worklog', '--root', root], root);
  expect(all.code).toBe(0);
  const at = [3, 2, 1].map((i) => all.out.indexOf(`try ${i}\n`));
  expect(at.every((a) => a > 0)).toBe(true);
  expect(at).toEqual([...at].sort((a, b) => a - b));

  const one = await run(['load', 'worklog', '--budget', String(Buffer.byteLength(entry(3)) + 8), '--root', root], root);
  expect(one.code).toBe(0);
  expect(one.out).toContain('try 3');
  expect(one.out).not.toContain('try 1');
});

it('keeps each entry its own lines when the oldest ends the file without a line ending', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  await commitFiles(
    root,
    {
      'agents/worklog.toml':
        '[memory]\nenabled = true\nentry_heading = "###"\norder = "newest-first"\npath = "WORKLOG.md"\nlast_n = 5\n',
      'WORKLOG.md':
        '# Worklog\n\n### 2026-02-03 — third\nC text\n\n### 2026-02-02 — second\nB text\n\n### 2026-02-01 — first\nA text',
    },
    daysAgo(1),
  );
  const r = await run(['load', 'worklog', '--root', root], root);
  expect(r.code).toBe(0);
  expect(r.out).toContain('A text\n');
  expect(r.out).not.toMatch(/A text#/);
  expect(r.out).toMatch(/^### 2026-02-02 — second$/m);
});

it('orders a log within last_n by what the file says, never by blaming it at every load', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  await commitFiles(
    root,
    {
      'agents/squad.toml':
        '[memory]\nenabled = true\nentry_heading = "###"\norder = "auto"\npath = "history.md"\nlast_n = 5\n',
      'history.md': '# History\n\n### Cache warm-up\nWarm it first.\n\n### Retry rule\nThree retries.\n',
    },
    daysAgo(1),
  );
  // A `git` first on PATH that notes each blame and runs the real git.
  const bin = await tempDir();
  const blamed = join(await tempDir(), 'blamed');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  await writeFile(
    join(bin, 'git'),
    `#!/bin/sh\nfor a in "$@"; do if [ "$a" = blame ]; then echo blame >> '${blamed}'; fi; done\nexec '${real}' "$@"\n`,
  );
  await chmod(join(bin, 'git'), 0o755);
  const PATH = process.env.PATH;
  process.env.PATH = `${bin}:${PATH}`;
  try {
    const r = await run(['load', 'squad', '--root', root], root);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Warm it first.');
    expect(r.out).toContain('Three retries.');
  } finally {
    process.env.PATH = PATH;
  }
  expect(await readFile(blamed, 'utf8').catch(() => '')).toBe('');
});
