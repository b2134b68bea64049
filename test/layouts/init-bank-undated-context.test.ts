/**
 * Regression (found running init on a real Cline memory bank): an
 * `activeContext.md` written as "## Current Focus: …" and "## Previous
 * Focus: …" sections has no dated `## ` entries, so gc trims nothing; init
 * still told the user its "dated `## ` entries" would be "trimmed to the
 * newest". It now says the file is kept whole until dated entries appear,
 * and gc leaves it byte for byte, without a warning proposing to trim
 * the focus's subsections instead.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const CONTEXT = [
  '# Active Context',
  '',
  '## Current Focus: Billing export - DONE',
  '',
  '### Latest Session',
  '',
  '#### Export to CSV',
  '- `exportInvoices()` streams rows.',
  '',
  '## Previous Focus: Importer - DONE',
  '',
  '#### Importer retries',
  '- Three retries with backoff.',
  '',
].join('\n');

it('init says an activeContext without dated entries is kept whole, and gc keeps it', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  await commitFiles(
    root,
    {
      'memory-bank/activeContext.md': CONTEXT,
      'memory-bank/productContext.md': '# Product Context\n\nInvoices.\n',
      'memory-bank/progress.md': '# Progress\n\n- importer\n',
    },
    daysAgo(30),
  );
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  expect(init.out).toMatch(/activeContext\.md: no dated `## ` entries yet: kept whole/);
  expect(init.out).not.toMatch(/activeContext\.md: dated `## ` entries trimmed/);
  const gc = await run(['gc', '--all', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  // Nor does gc warn that it reads no entries and propose trimming the focus's subsections instead.
  expect(gc.err).not.toMatch(/no entries as \[memory\] reads it/);
  const load = await run(['load', 'cline', '--root', root], root);
  expect(load.err).not.toMatch(/no entries as \[memory\] reads it/);
  expect(load.out).toContain('`exportInvoices()` streams rows.');
  expect(await readFile(join(root, 'memory-bank/activeContext.md'), 'utf8')).toBe(CONTEXT);
});
