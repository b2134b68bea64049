/**
 * `gc --dry-run` listed the dropped entries twice: under the trim ("4
 * entries dropped:") and again, line for line, under the distillation
 * ("Distilled from 4 dropped entries:"). The review shows a list once; the
 * terminal and the Action's log now do too.
 */
import { expect, it } from 'vitest';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import { plan } from '../../src/gc/plan.js';
import { renderLog } from '../../src/render/text.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

it('lists each dropped entry once in gc --dry-run and in the log', async () => {
  const root = await tempDir();
  const entry = (i: number) =>
    `## 2026-01-0${i}T00:00:00Z\n**Task:** rotate key ${i}\n**Result:** **Decision:** key ${i} lives in \`vault/k${i}\`.\n\n`;
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\n',
    'memory/a.md': [1, 2, 3, 4, 5].map(entry).join(''),
  });
  const r = await run(['gc', 'a', '--root', root, '--analyzer', 'local', '--dry-run'], root, {});
  expect(r.code).toBe(0);
  expect(r.out).toContain('4 entries dropped:');
  expect(r.out).toContain('Knowledge in memory/a/procedural/digest.md:');
  expect(r.out.match(/^ {2}- 2026-01-01T00:00:00Z — rotate key 1$/gm)).toHaveLength(1);

  const s = await loadStoreConfig(root);
  const p = await plan(s, await selectAgents(s, ['a'], false), {
    steps: ['trim', 'distil'],
    dryRun: true,
    analysis: { store: s, env: {}, analyzer: 'local', cache: { version: 1, agents: {} } },
  });
  expect(renderLog(p, undefined).match(/^ {2}- 2026-01-01T00:00:00Z — rotate key 1$/gm)).toHaveLength(1);
});
