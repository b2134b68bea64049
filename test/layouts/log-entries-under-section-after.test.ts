/**
 * Regression (found by an attacker); the contract (DESIGN §7, docs/layouts.md `entries_under`): `memkeep
 * log` appends an entry that the log's own layout reads as one more entry
 * (it "survives" the next run as an entry, counted and trimmed like the
 * others).
 *
 * Input: a Squad history (`preset = "squad"`: `### ` entries under
 * `## Learnings`, order git) with a section after Learnings (`## Notes`),
 * then `memkeep log eecom --task … --result …`.
 *
 * What happens: appendEntry writes `### <stamp>` at the end of the file,
 * i.e. inside `## Notes`, where the layout reads no entry. `memkeep log`
 * reports the same count as before, the logged run is structure of the
 * Notes section forever (never trimmed, never counted against max_entries),
 * and the team's Notes section gets a run log appended to it.
 *
 * What should happen: the entry lands in `## Learnings` (after its last
 * entry) and the log has one entry more.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadAgent } from '../../src/config/agent-config.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { layoutOf } from '../../src/format/layout.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const LOG = '.squad/agents/eecom/history.md';
const BEFORE =
  '# EECOM\n\n## Learnings\n\n' +
  '### Checked CI before merging\nThe main branch stays green.\n\n' +
  '### Bounded the retries\nThree at most.\n\n' +
  '## Notes\n\nTeam notes: never entries.\n';

it('memkeep log adds an entry that the entries_under layout counts', async () => {
  const root = await tempDir('atk4-squad-log-');
  await writeTree(root, {
    [LOG]: BEFORE,
    'agents/eecom.toml': `[memory]\nenabled = true\npreset = "squad"\npath = "${LOG}"\n`,
  });
  const layout = layoutOf((await loadAgent(await loadStoreConfig(root), 'eecom')).memory);
  expect(layout.entries(Buffer.from(BEFORE))).toHaveLength(2);

  const r = await run(['log', 'eecom', '--task', 'Pinned the toolchain', '--result', 'Node 22', '--root', root], root);
  expect(r.code).toBe(0);

  const after = await readFile(join(root, LOG), 'utf8');
  expect(layout.entries(Buffer.from(after))).toHaveLength(3);
  // The Notes section holds no run entry.
  expect(after.slice(after.indexOf('## Notes'))).toBe('## Notes\n\nTeam notes: never entries.\n');
});
