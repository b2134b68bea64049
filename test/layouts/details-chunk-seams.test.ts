/**
 * axe's streaming scans read a large log in chunks and parse it whole when
 * a chunk holds a fence, comment or `<details>` mark (axe.ts PARSE_MARKS).
 * A mark split between two chunks is still seen: `<details` and
 * `</details>` are longer than the bytes a chunk carries over for `\n## `.
 * A trim planned so would keep a block's tail without its opening line.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { planTrim } from '../../src/memory/runlog/plan-trim.js';
import { countEntries, loadEntries } from '../../src/memory/runlog/scan.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const REPORT = '<details>\n<summary>Full test output</summary>\n\n## Test results\n\n- 12 passed\n\n</details>\n';
const axeRun = (i: number, extra: string) =>
  `## 2026-01-0${i}T10:00:00Z\n**Task:** task ${i}\n**Result:** done ${i}\n${extra}\n`;

it('a <details> block is seen wherever the chunks split its marks', async () => {
  const root = await tempDir();
  const entries = [axeRun(1, ''), axeRun(2, REPORT), axeRun(3, '')];
  await writeTree(root, { 'log.md': entries.join('') });
  const path = join(root, 'log.md');
  const wrong: string[] = [];
  for (let chunkSize = 4; chunkSize <= 48; chunkSize++) {
    const count = await countEntries(path, { chunkSize });
    if (count !== 3) wrong.push(`countEntries, chunks of ${chunkSize}: ${count}`);
    const tail = (await loadEntries(path, 2, { chunkSize })).toString();
    if (tail !== entries.slice(1).join('')) wrong.push(`loadEntries, chunks of ${chunkSize}`);
    const plan = await planTrim(path, 2, { chunkSize });
    if (plan.removed !== 1 || plan.bytesRemoved !== entries[0].length)
      wrong.push(`planTrim, chunks of ${chunkSize}: ${plan.removed} entries, ${plan.bytesRemoved} bytes`);
  }
  expect(wrong).toEqual([]);
});
