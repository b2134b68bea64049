/**
 * A procedure written as numbered steps (`## Step 1: Install Node`, or
 * `### Step 1` under `## Installation`) in a file named like notes is a
 * runbook, not a run log: init names it and proposes no config, so no
 * later gc trims its first steps. The same headings in a file named as a
 * log (`run-log.md`, test/layouts/init-numbered-sections.test.ts) are an
 * agent loop's entries. Other shapes init must leave alone sit beside them
 * (an aider chat history, a runbook numbered `## 1. Install`), and a
 * session log of dated entries, which is a log.
 */
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { listTree, tempDir } from '../helpers/tmp.js';

const STEPS = ['Install Node', 'Configure the environment', 'Run the migrations', 'Start the server'];
const step = (t: string, i: number, level: string) =>
  `${level} Step ${i + 1}: ${t}\n\n\`\`\`bash\nmake ${i}\n\`\`\`\n\n`;

const FILES: Record<string, string> = {
  'docs/setup-notes.md': `# Setting up\n\n${STEPS.map((t, i) => step(t, i, '##')).join('')}`,
  'ops/deploy-notes.md': `# Deploy\n\n## Prerequisites\n\n- Docker\n\n## Installation\n\n${STEPS.map((t, i) => step(t, i, '###')).join('')}## Troubleshooting\n\nRestart it.\n`,
  'docs/ops-notes.md': `# Ops\n\n${STEPS.map((t, i) => `## ${i + 1}. ${t}\n\nDo it.\n\n`).join('')}`,
  '.aider.chat.history.md':
    '\n# aider chat started at 2026-01-05 10:00:00\n\n> aider --model gpt-4o\n\n#### add retries to the fetcher\n\n### 1. Update the fetcher\n\nChanged it.\n\n### 2. Add tests\n\nDone.\n\n# aider chat started at 2026-01-06 09:00:00\n\n#### fix lint\n\n### Summary\n\nFixed.\n',
};
const LEFT_ALONE = Object.keys(FILES);

it('init proposes no run log for a runbook of numbered steps, and nothing memkeep runs changes it', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  const sessions = [4, 3, 2, 1].map((i) => `## 2026-01-0${i} Session ${i}\n\n### Done\n\n- feature ${i}\n\n`).join('');
  await commitFiles(
    root,
    { ...FILES, 'agent-notes.md': `# Agent notes\n\n## Open\n\n- wip\n\n${sessions}` },
    daysAgo(5),
  );

  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  for (const f of ['docs/setup-notes.md', 'ops/deploy-notes.md'])
    expect(init.out).toContain(`${f}: a document of fixed sections, not a run log: left alone, no config proposed`);
  expect(init.out).toContain('its sections are the numbered steps of a procedure');
  // Only the dated sessions' file is a log; its undated section is structure.
  expect((await listTree(root)).filter((f) => f.startsWith('agents/'))).toEqual(['agents/agent-notes.toml']);
  expect(await readFile(join(root, 'agents/agent-notes.toml'), 'utf8')).toContain('entries = "dated"');

  // The user sets last_n on whatever init wrote, as README advises.
  await appendFile(join(root, 'agents/agent-notes.toml'), 'last_n = 2\n');
  for (const argv of [['gc', '--all', '--analyzer', 'local'], ['prune'], ['status'], ['load']]) {
    const ran = await run([...argv, '--root', root], root);
    expect(ran.code, `${argv.join(' ')}: ${ran.err}`).toBe(0);
  }
  for (const f of LEFT_ALONE) expect(await readFile(join(root, f), 'utf8')).toBe(FILES[f]);
  const notes = await readFile(join(root, 'agent-notes.md'), 'utf8');
  expect(notes).toBe(`# Agent notes\n\n## Open\n\n- wip\n\n${sessions.slice(0, sessions.indexOf('## 2026-01-02'))}`);
});
