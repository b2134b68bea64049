/**
 * The review lists each dropped and kept entry by its heading and the
 * start of its text: an entry of a layout whose whole body is its task (a
 * Squad history's `### ` learnings) was listed whole, so one long review
 * entry made a line of thousands of characters and crowded the details out
 * of the pull request body. The diff shows the whole text.
 */
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

it('lists a long entry by its heading and the first 200 characters of its text', async () => {
  const root = await tempDir();
  const long = `Reviewed the release. ${'Every check passed on the second run after the cache was cleared. '.repeat(40)}`;
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\nentry_heading = "###"\norder = "oldest-first"\n',
    'memory/a.md': `# History\n\n### Release review\n${long}\n\n### Next\nShort.\n`,
  });
  const r = await run(['gc', 'a', '--root', root, '--analyzer', 'local', '--dry-run'], root, {});
  expect(r.code).toBe(0);
  const line = r.out.split('\n').find((l) => l.includes('Release review —'));
  expect(line).toBeDefined();
  expect(line!.length).toBeLessThan(260);
  expect(line!.endsWith('…')).toBe(true);
  expect(line).toContain('Reviewed the release. Every check passed');
});
