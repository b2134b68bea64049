/**
 * The distil step reads the newest dropped entries within max_input_tokens
 * with either analyzer: the local one no longer reads thousands of dropped
 * entries to fill a file its cap keeps small, and what it leaves out is
 * knowledge at risk in the review.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { DISTIL_PROMPT } from '../../src/analysis/distil-prompt.js';
import { run } from '../helpers/cli-in-process.js';
import { KEY, model, ops } from '../helpers/distil-store.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const entry = (i: number) =>
  `## 2026-01-${String(i + 1).padStart(2, '0')}T00:00:00Z\n**Task:** Step ${i}\n**Result:** Moved the parser to \`module${i}.ts\` because the old one must go.\n\n`;

it('distils the newest dropped entries within max_input_tokens and names the rest at risk', async () => {
  const root = await tempDir();
  await writeTree(root, {
    // About 30 tokens an entry: the budget holds the newest four or so of the nine dropped.
    'memkeep.toml': '[gc]\nmax_input_tokens = 120\n',
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\n',
    'memory/a.md': Array.from({ length: 10 }, (_, i) => entry(i)).join(''),
  });
  const dry = await run(['gc', 'a', '--root', root, '--analyzer', 'local', '--dry-run'], root, {});
  expect(dry.code).toBe(0);
  expect(dry.out).toMatch(/Distils the newest 5 of 9 dropped entries into memory\/a\/procedural\/digest.md/);
  expect(dry.out).toMatch(/Distilled from the newest 5 of 9 dropped entries:\n(?: {2}- .*\n){5}Knowledge in/);
  expect(dry.out).toContain('Knowledge at risk: the 4 oldest dropped entries left the log undistilled');
  const r = await run(['gc', 'a', '--root', root, '--analyzer', 'local'], root, {});
  expect(r.code).toBe(0);
  const digest = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
  expect(digest).toContain('module8.ts');
  expect(digest).not.toContain('module0.ts');
});

it("distils the whole of an axe entry's result, not only its start", async () => {
  const root = await tempDir();
  // axe cuts a result at 1000 bytes: the knowledge at its end is the entry's as much as its start.
  const long = `Checked the deploy pipeline step by step. ${'The staging run went through every stage again. '.repeat(8)}\n**Fix:** pin \`node-version: 22\` in \`deploy.yml\`, the runner default broke \`npm ci\`.`;
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\n',
    'memory/a.md': `## 2026-01-01T00:00:00Z\n**Task:** Fix the deploy\n**Result:** ${long}\n\n## 2026-01-02T00:00:00Z\n**Task:** Next\n**Result:** Done.\n\n`,
  });
  expect(long.length).toBeGreaterThan(400);
  expect(long.length).toBeLessThan(1000);
  const r = await run(['gc', 'a', '--root', root, '--analyzer', 'local'], root, {});
  expect(r.code).toBe(0);
  const digest = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
  expect(digest).toContain('pin `node-version: 22` in `deploy.yml`');
});

it('makes no distil call when every dropped entry is a failed run (they are lessons)', async () => {
  const server = await model({
    content: ops([{ title: 'Invented', knowledge: ['Cites an entry it was not shown.'] }]),
  });
  try {
    const root = await tempDir();
    await writeTree(root, {
      'agents/a.toml': 'model = "openai/gpt-test"\n[memory]\nenabled = true\nlast_n = 1\n',
      'memory/a.md': [
        '## 2026-01-01T00:00:00Z\n**Task:** Deploy\n**Result:** Error: the deploy failed with exit code 1.\n',
        '## 2026-01-02T00:00:00Z\n**Task:** Deploy\n**Result:** Error: the deploy failed with exit code 1 again.\n',
        '## 2026-01-03T00:00:00Z\n**Task:** Deploy\n**Result:** Deployed.\n',
      ].join('\n'),
    });
    const r = await run(['gc', 'a', '--root', root, '--analyzer', 'llm'], root, {
      OPENAI_API_KEY: KEY,
      MEMKEEP_OPENAI_BASE_URL: server.url,
    });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(server.requests.filter((q) => q.body.messages[0].content === DISTIL_PROMPT)).toEqual([]);
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(
      '## 2026-01-03T00:00:00Z\n**Task:** Deploy\n**Result:** Deployed.\n',
    );
    expect(await readFile(join(root, 'memory/a/procedural/lessons.md'), 'utf8')).toContain(
      'the deploy failed with exit code 1',
    );
  } finally {
    await server.close();
  }
});
