/**
 * Regression (review): the first `memkeep log` into a log with no entries
 * yet lands in its `entries_under` section. It was appended at the end of
 * the file, in whatever section came last (a Squad history's Notes after
 * an empty Learnings, a new Roo Code bank's Open Questions after a Recent
 * Changes holding only its template slot), where it was no entry: the log
 * still counted none. A log without the section gets it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadAgent } from '../../src/config/agent-config.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { layoutOf } from '../../src/format/layout.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const SQUAD = '# X\n\n## Learnings\n\n## Notes\n\nteam\n';
const ROO =
  '# Active Context\n\n## Recent Changes\n\n* [YYYY-MM-DD HH:MM:SS] - [Summary of change]\n\n## Open Questions\n\n- none\n';

it.each([
  ['an empty Learnings before Notes', 'team/history.md', 'preset = "squad"\n', SQUAD, '## Notes\n\nteam\n'],
  ['a new bank', 'memory-bank/activeContext.md', 'preset = "roo"\n', ROO, '## Open Questions\n\n- none\n'],
  ['no Learnings section at all', 'team/history.md', 'preset = "squad"\n', '# X\n\n## Notes\n\nteam\n', ''],
])('the first entry of %s is an entry', async (_, path, preset, before, tail) => {
  const root = await tempDir('memkeep-log-first-');
  await writeTree(root, { [path]: before, 'agents/a.toml': `[memory]\nenabled = true\n${preset}path = "${path}"\n` });
  const layout = layoutOf((await loadAgent(await loadStoreConfig(root), 'a')).memory);
  expect(layout.entries(Buffer.from(before))).toHaveLength(0);
  const r = await run(['log', 'a', '--task', 'Pinned the toolchain', '--result', 'Node 22', '--root', root], root);
  expect(r.code).toBe(0);
  const after = await readFile(join(root, path), 'utf8');
  expect(layout.entries(Buffer.from(after))).toHaveLength(1);
  // What follows the section is as it was.
  if (tail) expect(after.endsWith(tail)).toBe(true);
  expect(after.startsWith(before.slice(0, before.length - tail.length))).toBe(true);
});
