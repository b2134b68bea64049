/**
 * A trim too large to list what it drops (over 8 MiB either side) still
 * lists the newest dropped entries, about 1 MiB of them, oldest first, so
 * the distil step reads the knowledge a small log would give; and gc says
 * what it left out. The plans are made with a 64 KiB `listMax` on logs of
 * a few hundred KiB; only the two runs of gc need a log over 8 MiB.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISTIL_PROMPT } from '../../src/analysis/distil-prompt.js';
import { layoutFor } from '../../src/format/layout.js';
import { planTrim } from '../../src/memory/runlog/plan-trim.js';
import { run } from '../helpers/cli-in-process.js';
import { KEY, model } from '../helpers/distil-store.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const FILLER = 'The nightly run went through every stage as planned. '.repeat(18);
const stamp = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString().replace('.000Z', 'Z');
/** About 1 KiB an entry: 9,500 of them are over 8 MiB, 100 over 64 KiB. */
const axeEntry = (i: number) =>
  `## ${stamp(i)}\n**Task:** Run ${i}\n**Result:** **Fix:** pinned \`tool-${i}.yml\` to v${i}.\n${FILLER}\n\n`;
const COUNT = 9500;
const LIST_MAX = 64 * 1024;

describe('a trim too large to list', () => {
  it("lists the newest dropped entries within an eighth of listMax in axe's layout", async () => {
    const root = await tempDir();
    const count = 100;
    const log = Array.from({ length: count }, (_, i) => axeEntry(i)).join('');
    expect(log.length).toBeGreaterThan(LIST_MAX);
    await writeFile(join(root, 'log.md'), log);
    const plan = await planTrim(join(root, 'log.md'), 2, { list: true, listMax: LIST_MAX });
    expect(plan.dropped).toBeUndefined();
    const newest = plan.newest ?? [];
    expect(newest.length).toBeGreaterThan(5);
    expect(newest.length).toBeLessThan(9);
    // Oldest first, ending with the newest dropped entry, each whole.
    expect(newest.at(-1)?.heading).toBe(stamp(count - 3));
    expect(newest[0].heading).toBe(stamp(count - 2 - newest.length));
    expect(newest.at(-1)?.result).toContain(`**Fix:** pinned \`tool-${count - 3}.yml\` to v${count - 3}.`);
  });

  it('gc distils the newest dropped entries of a log over 8 MiB and names the rest at risk', async () => {
    const root = await tempDir();
    const log = Array.from({ length: COUNT }, (_, i) => axeEntry(i)).join('');
    expect(log.length).toBeGreaterThan(8 * 1024 * 1024);
    await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\n', 'memory/a.md': log });
    const r = await run(['gc', 'a', '--root', root, '--analyzer', 'local'], root, {});
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /the log is too large to list all it drops: the \d+ oldest dropped entries left it undistilled/,
    );
    const digest = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
    expect(digest).toContain(`tool-${COUNT - 3}.yml`);
    expect(digest).not.toContain('tool-0.yml');
  });

  it('tells a model the kept entries are not listed, rather than that none stay', async () => {
    const server = await model({ content: JSON.stringify({ operations: [] }) });
    try {
      const root = await tempDir();
      const log = Array.from({ length: COUNT }, (_, i) => axeEntry(i)).join('');
      await writeTree(root, {
        'agents/a.toml': 'model = "openai/gpt-test"\n[memory]\nenabled = true\nlast_n = 2\n',
        'memory/a.md': log,
      });
      const r = await run(['gc', 'a', '--root', root, '--analyzer', 'llm', '--dry-run'], root, {
        OPENAI_API_KEY: KEY,
        MEMKEEP_OPENAI_BASE_URL: server.url,
      });
      expect(r.code, r.err).toBe(0);
      const prompt = server.requests.find((q) => q.body.messages[0].content === DISTIL_PROMPT)?.body.messages[1]
        .content;
      expect(prompt).toContain('# Headings of the entries that stay\n(not listed: the log is too large)');
    } finally {
      await server.close();
    }
  });

  it('lists nothing, not an empty list, when the newest dropped entry alone is over an eighth of listMax', async () => {
    const root = await tempDir();
    const big = (i: number, kib: number) =>
      `## ${stamp(i)}\n**Task:** Run ${i}\n**Result:** ${'x'.repeat(kib * 1024)}\n\n`;
    // Three dropped (the newest 12 KiB), ten kept of 8 KiB: over 64 KiB on the kept side, so nothing is listed whole.
    const log = [big(0, 1), big(1, 1), big(2, 12), ...Array.from({ length: 10 }, (_, i) => big(3 + i, 8))].join('');
    const path = join(root, 'log.md');
    await writeFile(path, log);
    const plan = await planTrim(path, 10, { list: true, listMax: LIST_MAX });
    expect(plan.removed).toBe(3);
    expect(plan.dropped).toBeUndefined();
    expect(plan.newest).toBeUndefined();
  });

  it('lists the newest dropped entries of a log parsed whole', async () => {
    const root = await tempDir();
    // Over twice listMax, in a layout read whole: `### ` entries, oldest first.
    const count = 200;
    const log = Array.from({ length: count }, (_, i) => `### Run ${i}\n${FILLER}Pinned \`tool-${i}.yml\`.\n\n`).join(
      '',
    );
    expect(log.length).toBeGreaterThan(2 * LIST_MAX);
    const path = join(root, 'log.md');
    await writeFile(path, log);
    const layout = layoutFor({ level: 3, structure: [], order: 'oldest-first' });
    const plan = await planTrim(path, 5, { layout, list: true, listMax: LIST_MAX });
    expect(plan.dropped).toBeUndefined();
    expect(plan.removed).toBe(count - 5);
    const newest = plan.newest ?? [];
    expect(newest.length).toBeGreaterThan(5);
    expect(newest.length).toBeLessThan(9);
    expect(newest.at(-1)?.heading).toBe(`Run ${count - 6}`);
    expect(newest[0].heading).toBe(`Run ${count - 5 - newest.length}`);
  });
});

it('cuts a listed result on a character boundary, marked as cut', async () => {
  const root = await tempDir();
  const path = join(root, 'log.md');
  // An emoji across the 1024th UTF-16 unit: a cut there must not leave half of it.
  const result = `${'a'.repeat(1023)}😀 and more text after it`;
  await writeFile(
    path,
    `## ${stamp(0)}\n**Task:** Long\n**Result:** ${result}\n\n## ${stamp(1)}\n**Task:** Next\n**Result:** ok\n\n`,
  );
  const plan = await planTrim(path, 1, { list: true });
  const listed = plan.dropped?.[0].result ?? '';
  expect(listed.endsWith('…')).toBe(true);
  expect(listed).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
});
