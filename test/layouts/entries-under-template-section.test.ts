/**
 * Regression (found on unseen memory shapes): an agent notes file that
 * shows its entry template under `## Entry template` and appends its dated
 * `### ` entries below it, so they sit in that section (a Copilot
 * `.github/memory/agent-notes.md`). init proposed `entries_under = "Entry
 * template"`, but the layout read every heading of a section named as a
 * template as the template's: gc found no entries and advised
 * `entry_heading = "##"` (which would make the fixed sections entries), and
 * load gave nothing of the log. The section named by `entries_under` holds
 * the entries; its template heading stays structure.
 */
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const HEAD =
  '# Agent memory: discoveries and notes\n\nShared working memory across tasks.\n\n## How to use\n\n- Read the newest entries first.\n- Append, never rewrite.\n\n## Entry template\n\n### YYYY-MM-DD HH:MM (agent/task)\n- **Context:**\n- **Decision:**\n\n';
const entry = (d: number) =>
  `### 2026-02-0${d} 10:00 (copilot/task-${d})\n- **Context:** import ${d}\n- **Decision:** keep batch size ${d}\n\n`;

it('init proposes the entries below an entry template; gc trims them and keeps the template; load gives the newest', async () => {
  const root = await tempDir();
  const path = '.github/memory/agent-notes.md';
  await writeTree(root, { [path]: `${HEAD}${[1, 2, 3, 4, 5].map(entry).join('')}` });
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.out).toMatch(/Found run log \.github\/memory\/agent-notes\.md/);
  const config = await readFile(join(root, 'agents/agent-notes.toml'), 'utf8');
  expect(config).toMatch(/entries_under = "Entry template"/);
  await appendFile(join(root, 'agents/agent-notes.toml'), 'last_n = 2\n');

  const gc = await run(['gc', 'agent-notes', '--analyzer', 'local', '--no-distil', '--root', root], root);
  expect(gc.code).toBe(0);
  expect(gc.err).not.toMatch(/no entries/);
  expect(gc.out).toMatch(/Trimmed: 3 entries removed, 2 entries kept/);
  expect(await readFile(join(root, path), 'utf8')).toBe(`${HEAD}${[4, 5].map(entry).join('')}`);

  const load = await run(['load', 'agent-notes', '--root', root], root);
  expect(load.out).toContain('### 2026-02-05 10:00 (copilot/task-5)');
  expect(load.out).not.toContain('YYYY-MM-DD');
});

it('a template heading that spells its date as YYYY-MM-DD is structure under any entry model, never the oldest entry', async () => {
  const root = await tempDir();
  const path = '.github/memory/agent-notes.md';
  await writeTree(root, {
    [path]: `${HEAD}${[1, 2, 3].map(entry).join('')}`,
    // Written by hand: every `### ` of the section an entry, the dated ones or not.
    'agents/notes.toml': `[memory]\nenabled = true\npath = "${path}"\nentry_heading = "###"\nentries_under = "Entry template"\norder = "oldest-first"\nlast_n = 2\n`,
  });
  const gc = await run(['gc', 'notes', '--analyzer', 'local', '--no-distil', '--root', root], root);
  expect(gc.code).toBe(0);
  expect(await readFile(join(root, path), 'utf8')).toBe(`${HEAD}${[2, 3].map(entry).join('')}`);
});
