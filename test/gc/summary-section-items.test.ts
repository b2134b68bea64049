/**
 * The summary section's knowledge items are never entries, whatever the
 * entry model (`entry_heading = "###"` makes its `### ` items look like
 * entries, `entries = "items"` its `- ` lines), and a section write that
 * would still change the log's entries fails the agent when planned: the
 * section is written after the trim, so a refusal then would come after
 * the entries it keeps were gone.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutFor } from '../../src/format/layout.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const e = (d: number, t: string, body: string) =>
  `### 2026-01-0${d}T00:00:00Z\n**Task:** ${t}\n**Result:** ${body}\n\n`;
const ENTRIES =
  e(1, 'Deploy the API', '**Fix:** pin Node to 22 in `deploy.yml` because `npm ci` broke.') +
  e(2, 'Rotate creds', '**Decision:** rotate `vault/staging` keys every 30 days.') +
  e(3, 'Lint first', '**Decision:** always run `make lint` before `make test`.') +
  e(4, 'Other', 'Answered.') +
  e(5, 'Other2', 'Answered.');
const CONFIG = '[memory]\nenabled = true\nentry_heading = "###"\nsummary_section = "Core Context"\nlast_n = 2\n';

async function gc(log: string, config = CONFIG, ...flags: string[]) {
  const root = await tempDir();
  await writeTree(root, { 'agents/a.toml': config, 'memory/a.md': log });
  const r = await run(['gc', 'a', '--analyzer', 'local', '--root', root, ...flags]);
  return { root, r, after: await readFile(join(root, 'memory/a.md'), 'utf8') };
}

describe('a summary section whose items are headings of the entry level', () => {
  it('entries are never deleted undistilled: either the knowledge is in the log, or the entries are', async () => {
    const log = `# History\n\n## Core Context\n\nProse here.\n\n## Runs\n\n${ENTRIES}`;
    const { root, r, after } = await gc(log);
    const kept = after.includes('pin Node to 22');
    // Not kept as knowledge: then the trim must not have happened (or the run must say it failed).
    if (!kept) {
      expect(after, `exit ${r.code}\n${r.out}${r.err}`).toBe(log);
    }
    expect(r.code).toBe(0);
    expect(after).toBe(
      '# History\n\n## Core Context\n\nProse here.\n\n' +
        '### Deploy the API\n- **Fix:** pin Node to 22 in `deploy.yml` because `npm ci` broke.\n_Evidence: 2026-01-01T00:00:00Z_\n\n' +
        '### Rotate creds\n- **Decision:** rotate `vault/staging` keys every 30 days.\n_Evidence: 2026-01-02T00:00:00Z_\n\n' +
        '### Lint first\n- **Decision:** always run `make lint` before `make test`.\n_Evidence: 2026-01-03T00:00:00Z_\n\n' +
        `## Runs\n\n${e(4, 'Other', 'Answered.')}${e(5, 'Other2', 'Answered.')}`,
    );
    // The items are knowledge, not entries: the next run finds the two entries kept and trims nothing.
    const again = await run(['gc', 'a', '--analyzer', 'local', '--root', root]);
    expect(again.out).toContain('Entries: 2\n');
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(after);
  });

  it('a section write that would change the entries fails the agent when planned: nothing trimmed, exit 1', async () => {
    // A `## ` indented four spaces is a section to the section writer but indented code to the entry model:
    // its items would be entries.
    const log = `# History\n\n    ## Core Context\n\nProse.\n\n${ENTRIES}`;
    for (const flags of [['--dry-run'], []]) {
      const { r, after } = await gc(log, CONFIG, ...flags);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(
        /memory\/a\.md: the knowledge of the entries the trim drops cannot be written into the "Core Context" section after the trim \(.*\); nothing trimmed, nothing distilled/,
      );
      expect(after).toBe(log);
    }
  });

  it('summary_section naming the entries_under section is a config error naming the file and field', async () => {
    const { r } = await gc(`## Core Context\n\n${ENTRIES}`, `${CONFIG}entries_under = "core context"\n`);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/agents\/a\.toml: memory\.summary_section names the entries_under section "Core Context"/);
  });
});

describe('the entry model leaves the summary section alone', () => {
  const log = Buffer.from(
    '# History\n\n## Core Context\n\n### Deploy\n- pin Node\n_Evidence: 2026-01-01_\n\n## Runs\n\n- 2026-01-04 a\n\n### 2026-01-05\nb\n',
  );
  const headings = (spec: Partial<Parameters<typeof layoutFor>[0]>) =>
    layoutFor({ level: 3, structure: [], order: 'oldest-first', summary: 'Core Context', ...spec })
      .entries(log)
      .map((x) => x.heading);

  it('at any heading level and for list items', () => {
    expect(headings({})).toEqual(['2026-01-05']);
    expect(headings({ level: 2 })).toEqual(['Runs']);
    expect(headings({ level: 2, items: true })).toEqual(['2026-01-04 a']);
    expect(headings({ summary: undefined })).toEqual(['Deploy', '2026-01-05']);
    expect(headings({ level: 2, items: true, summary: undefined })).toEqual(['pin Node', '2026-01-04 a']);
  });
});
