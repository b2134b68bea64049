/**
 * Regression (review): `memkeep log` adds exactly one entry. A `-->` in the
 * task or the result ended a comment an earlier entry left open (`<!--`
 * never closed is no comment), so the entries between became one, and a
 * later trim keeping N removed more real entries than its plan said. It is
 * written `--&gt;`, which reads the same.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadAgent } from '../../src/config/agent-config.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { layoutOf } from '../../src/format/layout.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

it.each([
  ['axe', 'memory/a.md', '', '# Log\n\n## 2026-01-01T00:00:00Z\n<!-- stray\n\n## 2026-01-02T00:00:00Z\nb\n\n'],
  [
    'items',
    'memory-bank/activeContext.md',
    'preset = "roo"\n',
    '# Active Context\n\n## Recent Changes\n\n* [2025-01-02 10:00:00] - b\n<!-- stray\n* [2025-01-01 10:00:00] - a\n',
  ],
])('a comment end in what is logged leaves %s entries apart', async (_, path, preset, before) => {
  const root = await tempDir('memkeep-log-comment-');
  await writeTree(root, { [path]: before, 'agents/a.toml': `[memory]\nenabled = true\n${preset}path = "${path}"\n` });
  const layout = layoutOf((await loadAgent(await loadStoreConfig(root), 'a')).memory);
  expect(layout.entries(Buffer.from(before))).toHaveLength(2);
  const r = await run(['log', 'a', '--task', 'a --> b', '--result', 'ok\nsee -->', '--root', root], root);
  expect(r.code).toBe(0);
  const after = await readFile(join(root, path));
  expect(layout.entries(after)).toHaveLength(3);
  expect(after.toString('utf8')).toContain('a --&gt; b');
});
