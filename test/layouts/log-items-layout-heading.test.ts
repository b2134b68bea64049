/**
 * Regression (found by an attacker); the contract (DESIGN §7/§8, docs/layouts.md `entries = "items"`):
 * `memkeep log` appends ONE entry in the log's own layout; it never changes
 * which existing bytes are entries or structure.
 *
 * Input: a Roo Code memory bank (`preset = "roo"`: entries are the dated
 * list items under `## Recent Changes`, order auto) whose items run newest
 * first, as Roo writes them; then `memkeep log roo --task T --result R`.
 *
 * What happens: the entry is rendered as a `## <stamp>` heading (renderEntry
 * at the layout's level, whatever the entry model) and, the items reading
 * newest-first, inserted right before the first item — i.e. inside
 * `## Recent Changes`. That heading ends the Recent Changes section: every
 * existing item now sits under `## 2026-…`, the log goes from 3 entries to
 * 0 (`memkeep log` itself reports "(0 entries)"), the new entry is no entry
 * either, and no gc ever trims this log again; the user's section is
 * rewritten into another section's body.
 *
 * What should happen: the appended entry is an item of Recent Changes (or
 * `log` refuses the items layout); the log then has 4 entries and every old
 * item is still under `## Recent Changes`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadAgent } from '../../src/config/agent-config.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { layoutOf } from '../../src/format/layout.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const LOG = 'memory-bank/activeContext.md';
const BEFORE =
  '# Active Context\n\n## Recent Changes\n\n' +
  '* [2025-01-03 10:00:00] - Added the upload retry\n' +
  '* [2025-01-02 10:00:00] - Fixed the login test\n' +
  '* [2025-01-01 10:00:00] - Set up CI\n\n' +
  '## Next Steps\n\n- ship it\n';

it('memkeep log on an items layout keeps the existing items as entries and adds one', async () => {
  const root = await tempDir('atk4-roo-log-');
  await writeTree(root, {
    [LOG]: BEFORE,
    'agents/roo.toml': `[memory]\nenabled = true\npreset = "roo"\npath = "${LOG}"\n`,
  });
  const layout = layoutOf((await loadAgent(await loadStoreConfig(root), 'roo')).memory);
  expect(layout.entries(Buffer.from(BEFORE))).toHaveLength(3);

  const r = await run(['log', 'roo', '--task', 'Wrote the docs', '--result', 'done', '--root', root], root);
  expect(r.code).toBe(0);

  const after = await readFile(join(root, LOG));
  // Every old item is still an entry, and the logged one is one more.
  expect(layout.entries(after)).toHaveLength(4);
  expect(r.out).toContain('(4 entries)');
  // The newest item on top of Recent Changes, as the bank's items run; the next section as it was.
  const text = after.toString('utf8');
  expect(text).toMatch(
    /## Recent Changes\n\n- \[\d{4}-\d\d-\d\dT[\d:.]+Z\] Wrote the docs: done\n\* \[2025-01-03 10:00:00\]/,
  );
  expect(text.endsWith('## Next Steps\n\n- ship it\n')).toBe(true);
});
