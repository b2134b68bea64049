/**
 * Regression (found on unseen memory shapes): a log whose entries are `# `
 * headings, the level no layout trims, was proposed as a run log of the
 * `## ` headings inside them. Aider's `.aider.chat.history.md` starts each
 * session with `# aider chat started at 2025-06-01 10:00:00`; a reply that
 * planned in `## Step 1` … `## Step 3` made those steps the "entries", and
 * the first gc cut every session's reply down to its first lines, keeping
 * the session headings and the user's prompts. A journal of `# 2025-06-01`
 * days with numbered `## Session 1` parts lost its oldest sessions the same
 * way, under day headings kept empty. init now names such a file and
 * proposes no config.
 */
import { appendFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, repoOfVersions } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const day = (i: number) => `2025-06-0${i}`;
const upTo = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i + 1)).join('');
const FILES: Record<string, (n: number) => string> = {
  '.aider.chat.history.md': (n) =>
    upTo(
      n,
      (i) =>
        `\n# aider chat started at ${day(i)} 10:0${i}:00\n\n> Add src/db.py to the chat? (Y)es/(N)o [Yes]: y\n\n#### plan the migration ${i}\n\nHere is the plan.\n\n## Step 1: Schema\n\nAdd the column.\n\n## Step 2: Backfill\n\nCopy the rows.\n\n## Step 3: Switch\n\nRead the new column.\n\n> Tokens: 2k sent, 310 received.\n`,
    ),
  // A reply that dates its own sections is still part of its session: the transcript is left alone by its name.
  'app/.aider.chat.history.md': (n) =>
    upTo(
      n,
      (i) =>
        `\n# aider chat started at ${day(i)} 11:00:00\n\n#### summarise the week\n\n## ${day(i)} Monday\n\nFixed the parser.\n\n## ${day(i)} Tuesday\n\nShipped it.\n`,
    ),
  'notes/journal.md': (n) =>
    upTo(n, (i) => `# ${day(i)}\n\n## Session 1\n\nMorning work ${i}.\n\n## Session 2\n\nAfternoon work ${i}.\n\n`),
};

it('init proposes no run log for a log of `# ` entries (an Aider chat history, a journal of days), and gc leaves it alone', async () => {
  const root = await tempDir();
  await repoOfVersions(root, FILES, 5);
  // A run log beside them is still found, so the store has an agent to gc.
  await commitFiles(root, { 'run-log.md': upTo(5, (i) => `## ${day(i)} Run ${i}\n\nDone ${i}.\n\n`) }, daysAgo(5));

  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  const configs = await readdir(join(root, 'agents'));
  for (const c of configs) await appendFile(join(root, 'agents', c), 'last_n = 2\n');
  expect(configs).toEqual(['run-log.toml']);
  expect(init.out).toContain(
    '.aider.chat.history.md: a log whose entries are `# ` headings, which memkeep does not trim: left alone, no config proposed',
  );
  expect(init.out).toMatch(/notes\/journal\.md \(its entries are `# ` headings \("2025-06-01"\)/);

  const gc = await run(['gc', '--all', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  expect(gc.out).toMatch(/Trimmed: 3 entries removed/);
  for (const [path, text] of Object.entries(FILES)) expect(await readFile(join(root, path), 'utf8')).toBe(text(5));
});
