/**
 * A refused trim names the log as every other message does, relative to
 * the store: the refusal reaches the job summary and the pull request,
 * where the runner's absolute checkout path (/home/runner/work/…) says
 * nothing and other messages never show it.
 */
import { realpathSync } from 'node:fs';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

it('gc, trim, status and load name a refused log by its store-relative path', async () => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\norder = "oldest-first"\npath = "notes/log.md"\n',
    // Declared oldest first, dated newest first: the trim is refused.
    'notes/log.md': '# Log\n\n## 2026-01-05 Five\n- a\n\n## 2026-01-04 Four\n- b\n\n## 2026-01-03 Three\n- c\n',
  });
  for (const argv of [['gc', 'a', '--analyzer', 'local', '--dry-run'], ['trim', 'a'], ['status'], ['load', 'a']]) {
    const r = await run([...argv, '--root', root], root);
    const all = r.out + r.err;
    expect(all, argv.join(' ')).toContain('notes/log.md: order = "oldest-first"');
    expect(all, argv.join(' ')).not.toContain(realpathSync(root));
    expect(all, argv.join(' ')).not.toContain(root);
  }
});
