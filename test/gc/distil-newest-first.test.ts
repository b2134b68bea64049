/**
 * A newest-first log whose headings are not dated: the trim hands the
 * dropped entries to the distil step oldest first, whatever the file's
 * order, so the newer of two entries under one title is the one the
 * knowledge keeps, and the items run oldest first as in any digest.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

it('keeps the newer of two dropped entries under one title in a newest-first log', async () => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\norder = "newest-first"\n',
    'memory/a.md': [
      '## Release checklist\nTag releases from `main` only.\n',
      '## Deploy notes\nThe deploy must use `config-v2.yml` now.\n',
      '## Deploy notes\nThe deploy must use `config-v1.yml` for staging.\n',
      '## Project setup\nSet up `setup.py` with the base layout.\n',
    ].join('\n'),
  });
  const r = await run(['gc', 'a', '--root', root, '--analyzer', 'local'], root, {});
  expect(r.code).toBe(0);
  const digest = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
  expect(digest).toContain('config-v2.yml');
  expect(digest).not.toContain('config-v1.yml');
  // Oldest first, as the entries were written.
  expect(digest.indexOf('## Project setup')).toBeGreaterThan(0);
  expect(digest.indexOf('## Project setup')).toBeLessThan(digest.indexOf('## Deploy notes'));
  expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(
    '## Release checklist\nTag releases from `main` only.\n\n',
  );
});
