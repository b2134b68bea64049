/**
 * A template's slots are structure, never entries: Roo Code's memory-bank
 * templates hold placeholder bullets (`*   [YYYY-MM-DD HH:MM:SS] - [Summary
 * of change/focus/issue]`, the `-` form, an empty `*   `) where the agent's
 * real dated bullets go. In a real git repository, the template committed
 * first and each bullet after it, as Roo Code writes them: gc trims the
 * dated bullets only, keeps every other line byte for byte, and distils
 * no placeholder.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAgent } from '../../src/config/agent-config.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { layoutOf } from '../../src/format/layout.js';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const LOG = 'memory-bank/activeContext.md';
const TOP = '# Active Context\n\n## Current Focus\n\n*   \n\n## Recent Changes\n\n';
const SLOTS =
  '*   [YYYY-MM-DD HH:MM:SS] - [Summary of change/focus/issue]\n' +
  '- [YYYY-MM-DD HH:MM:SS] - [Summary of Change]\n*   \n';
const BOTTOM = '\n## Open Questions/Issues\n\n*   \n';
const BULLETS = [
  '* [2026-01-02 10:00:00] - Fixed the importer\n',
  '* [2026-01-03 10:00:00] - Pinned the toolchain to Node 22\n',
  '* [2026-01-04 10:00:00] - Checked CI before merging\n',
];

describe("Roo Code's template placeholders", () => {
  it('are no entries: gc trims the dated bullets only and keeps the template byte for byte', async () => {
    const root = await tempDir('memkeep-roo-');
    await git(root, ['init', '-q', '-b', 'main']);
    await commitFiles(
      root,
      {
        [LOG]: TOP + SLOTS + BOTTOM,
        'agents/roo.toml': `[memory]\nenabled = true\npreset = "roo"\npath = "${LOG}"\nlast_n = 2\n`,
      },
      daysAgo(40),
    );
    for (let n = 1; n <= BULLETS.length; n++)
      await commitFiles(root, { [LOG]: TOP + SLOTS + BULLETS.slice(0, n).join('') + BOTTOM }, daysAgo(30 - n));
    const log = Buffer.from(TOP + SLOTS + BULLETS.join('') + BOTTOM);

    const layout = layoutOf((await loadAgent(await loadStoreConfig(root), 'roo')).memory);
    // Soft: a wrong split is reported with what gc then does to the file.
    // The last bullet runs to the next section, its blank line included.
    expect
      .soft(layout.entries(log).map((e) => log.toString('utf8', e.start, e.end)))
      .toEqual([BULLETS[0], BULLETS[1], `${BULLETS[2]}\n`]);

    const gc = await run(['gc', 'roo', '--analyzer', 'local', '--root', root], root);
    expect(gc.err).not.toMatch(/Error|Needs attention/);
    expect(gc.code).toBe(0);
    expect(await readFile(join(root, LOG), 'utf8')).toBe(TOP + SLOTS + BULLETS.slice(1).join('') + BOTTOM);
    // One entry dropped and distilled: no placeholder among them.
    expect(gc.out).toContain('Trimmed: 1 entries removed, 2 entries kept.');
    expect(gc.out).toMatch(
      /Distilled 1 dropped entry (?:into |\(local\): nothing new for )memory\/roo\/procedural\/digest\.md/,
    );
  });
});
