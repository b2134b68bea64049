/**
 * `load` never hands an agent its oldest entries as its newest: when the
 * dates at the cut contradict the log's declared file order (a journal
 * written newest first but configured oldest-first, a log prepended for a
 * while and then appended), which entries are newest is unknown, as the
 * trim says when it refuses. Load then reads every entry, with the warning
 * and the remedy (docs/layouts.md), instead of the last_n at the wrong end.
 */
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

it.each([
  [
    'a newest-first journal in the default (oldest-first) layout',
    '',
    '# Journal\n\n## 2026-01-09 release prep\n\nok\n\n## 2026-01-07 flaky test\n\nok\n\n## 2026-01-04 docs\n\nok\n\n## 2026-01-02 kickoff\n\nok\n',
    '2026-01-09 release prep',
  ],
  [
    'a log prepended, then appended, declared newest-first',
    'order = "newest-first"\n',
    '# Journal\n\n## 2026-03-04 d\n\n## 2026-03-03 c\n\n## 2026-03-02 b\n\n## 2026-03-01 a\n\n## 2026-03-05 e\n\n## 2026-03-06 f\n',
    '2026-03-06 f',
  ],
])('%s: load warns and leaves out no newest entry', async (_, order, log, newest) => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/j.toml': `[memory]\nenabled = true\npath = "journal.md"\nlast_n = 2\n${order}`,
    'journal.md': log,
  });
  const load = await run(['load', 'j', '--root', root], root);
  expect(load.code).toBe(0);
  expect(load.out).toContain(`## ${newest}`);
  expect(load.err).toMatch(/dates at the cut run the other way.*every entry is loaded in file order/);
});
