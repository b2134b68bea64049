/**
 * Regression (found on unseen memory shapes): a Claude Code note typed
 * `project` that is a decision log (`decision-log.md`), a lessons file
 * (`lessons-learned.md`) or an ADR (`adr/0001-….md`) aged out with the
 * sprint notes beside it, although DESIGN §8 says decision logs and lessons
 * files are never aged out: the front matter typed it, and its name was not
 * read. A file whose name, or a folder below its agent's memory folder,
 * reads as knowledge (the words a knowledge log's name holds) is kept; a
 * `types` glob of the agent's own still types it.
 */
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { listTree, tempDir } from '../helpers/tmp.js';

const DIR = '.claude/agent-memory/reviewer';
const note = (name: string, body: string) => `---\nname: ${name}\ndescription: ${name}\ntype: project\n---\n\n${body}`;
const FILES: Record<string, string> = {
  [`${DIR}/MEMORY.md`]: '# Reviewer memory\n\n- [Style](style.md): house style\n',
  [`${DIR}/style.md`]: '---\nname: style\ntype: feedback\n---\n\nTabs, not spaces.\n',
  [`${DIR}/decision-log.md`]: note('decisions', '## 2025-01-01 Postgres over SQLite\n\nWe need JSONB.\n'),
  [`${DIR}/lessons-learned.md`]: note('lessons', '- Never force-push main: it broke two forks.\n'),
  [`${DIR}/adr/0001-queue.md`]: note('queue', '# 1. Use a queue\n\n## Status\n\nAccepted\n'),
  [`${DIR}/sprint-12.md`]: note('sprint 12', 'Shipped the importer behind a flag.\n'),
};
const KEPT = [`${DIR}/adr/0001-queue.md`, `${DIR}/decision-log.md`, `${DIR}/lessons-learned.md`];

async function store(): Promise<string> {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  await commitFiles(root, FILES, daysAgo(200));
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  // init says so for each of them, before anything is pruned.
  for (const path of KEPT) expect(init.out).toContain(`${path}: named as knowledge`);
  expect(init.out).toContain(`${DIR}/sprint-12.md: typed by its front matter`);
  return root;
}

it('prune keeps a project note named as a decision log, lessons file or ADR, and prunes the sprint note', async () => {
  const root = await store();
  const dry = await run(['prune', '--dry-run', '--root', root], root);
  expect(dry.out).toContain(`Would prune reviewer episodic ${DIR}/sprint-12.md`);
  for (const path of KEPT)
    expect(dry.out).toMatch(new RegExp(`Kept reviewer ${path}: core \\(.*knowledge, never aged out\\)`));

  const prune = await run(['prune', '--root', root], root);
  expect(prune.code).toBe(0);
  const left = await listTree(root);
  expect(left).not.toContain(`${DIR}/sprint-12.md`);
  for (const path of KEPT) expect(await readFile(join(root, path), 'utf8')).toBe(FILES[path]);
});

it("an agent's own types glob still ages such a file out", async () => {
  const root = await store();
  await appendFile(join(root, 'agents/reviewer.toml'), `\n[memory.types]\n"${DIR}/decision-log.md" = "episodic"\n`);
  const prune = await run(['prune', '--root', root], root);
  expect(prune.code).toBe(0);
  const left = await listTree(root);
  expect(left).not.toContain(`${DIR}/decision-log.md`);
  expect(left).toContain(`${DIR}/lessons-learned.md`);
});
