/**
 * Knowledge distilled into a log's summary section (Squad's Core Context)
 * was listed as "Knowledge in .squad/agents/eecom/history.md": the
 * history file, whose entries the same run trims. The list names the
 * section, as the distil line above it does.
 */
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const e = (d: number, t: string, body: string) =>
  `### 2026-01-0${d}T00:00:00Z\n**Task:** ${t}\n**Result:** ${body}\n\n`;

it('the knowledge list of a summary section names the section', async () => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nentry_heading = "###"\nsummary_section = "Core Context"\nlast_n = 1\n',
    'memory/a.md': `# History\n\n## Core Context\n\nProse.\n\n## Runs\n\n${e(1, 'Deploy', '**Fix:** pin Node to 22 in `deploy.yml`.')}${e(2, 'Other', 'Answered.')}`,
  });
  const r = await run(['gc', 'a', '--analyzer', 'local', '--dry-run', '--root', root]);
  expect(r.code, r.err).toBe(0);
  expect(r.out).toContain('Knowledge in the "Core Context" section of memory/a.md:');
});
