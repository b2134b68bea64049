/**
 * Regression, found by an attack: wiki links in a Claude Code MEMORY.md index.
 *
 * Contract broken: "Never pruned ...: files linked from a kept index"
 * (DESIGN §7); README Claude Code row: never "prunes ... any file it [the
 * MEMORY.md index] links".
 *
 * Input shape: Claude Code agent memory whose MEMORY.md links its notes with
 * wiki links (`- [[project_deploy]] — ...`, `[[project_db.md|DB plan]]`), the
 * link style the notes of real Claude Code memories already use between
 * each other (Obsidian-style vaults); the notes are `type: project` under
 * `metadata:`, committed 60 days ago; config from `memkeep init --write`.
 *
 * What happened: `linkedFiles` (then in src/memory/typed/typed.ts)
 * understood only `[text](target)`, so `memkeep prune` deleted both linked
 * notes and left MEMORY.md pointing at nothing.
 *
 * What happens now: a note the index names by a wiki link is linked
 * (`[[name]]` is `name.md` or `name` beside the index, as Obsidian resolves
 * it): kept. Only the unlinked note ages out.
 *
 * Confidence medium: wiki links are not CommonMark, but memkeep's rule is
 * "never removes what it does not understand".
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const D = '.claude/agent-memory/rev';
const note = (name: string, body: string) =>
  `---\nname: ${name}\ndescription: ${body}\nmetadata:\n  type: project\n---\n\n${body}\n`;

it('notes a MEMORY.md index links by [[wiki links]] are never pruned', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  const index =
    '# Memory Index\n\n## Project\n\n- [[project_deploy]] — blue/green deploys, LB health check 10s\n' +
    '- [[project_db.md|DB migration plan]] — backfill in batches\n';
  await commitFiles(
    root,
    {
      [`${D}/MEMORY.md`]: index,
      [`${D}/project_deploy.md`]: note(
        'project_deploy',
        'Deploys go blue/green; the LB health check interval must be 10s.',
      ),
      [`${D}/project_db.md`]: note('project_db', 'Run the backfill in batches of 5,000 rows.'),
      [`${D}/project_unlinked.md`]: note('project_unlinked', 'An old spike on caching, abandoned.'),
    },
    daysAgo(60),
  );
  expect((await run(['init', '--write', '--root', root], root)).code).toBe(0);
  const real = await run(['prune', '--all', '--root', root], root);
  expect(real.code).toBe(0);
  const left = await readdir(join(root, D));
  expect(left).not.toContain('project_unlinked.md'); // control: unlinked and old, it goes
  expect(left).toContain('project_deploy.md');
  expect(left).toContain('project_db.md');
});
