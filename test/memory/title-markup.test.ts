/**
 * Regressions found by an attack on round 3, described as they were: a reviewer's item whose title holds `<` ("Upgrade <Button> props").
 * The merge compares the raw title the file holds with the escaped title
 * (`&lt;Button>`) safeLine made of the entry's heading: titleKey differs
 * ("upgrade button props" vs "upgrade lt button props"), so the entry's
 * statements become a second item that renders with the same title, instead
 * of going under the reviewer's item as the docs promise; and the reviewer's
 * own title is rewritten to `&lt;Button>` on the way out.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseItems, titleKey } from '../../src/memory/knowledge/items.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

describe('a title with markup-like characters', () => {
  it("an entry with a reviewer item's title goes under that item, not beside it", async () => {
    const root = await tempDir();
    const entry = (at: string, task: string, result: string) =>
      `## ${at}\n**Task:** ${task}\n**Result:** ${result}\n\n`;
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\n',
      'memory/a/procedural/digest.md':
        '# Knowledge\n\n## Upgrade <Button> props\nMy notes: the `size` prop is gone in v5.\n',
      'memory/a.md':
        entry(
          '2026-02-01T00:00:00Z',
          'Upgrade <Button> props',
          'Done.\n**Fix:** replace `variant="link"` with `asLink` in `src/ui/Button.tsx`.',
        ) +
        entry('2026-02-02T00:00:00Z', 'Answer a question', 'Answered.') +
        entry('2026-02-03T00:00:00Z', 'Answer another question', 'Answered.'),
    });
    const r = await run(['gc', 'a', '--analyzer', 'local', '--root', root]);
    expect(r.code, r.err).toBe(0);
    const digest = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
    expect(digest).toContain('asLink');
    const keys = parseItems(digest, 2).items.map((i) => titleKey(i.title.replaceAll('&lt;', '<')));
    expect(new Set(keys).size, digest).toBe(keys.length);
  });
});
