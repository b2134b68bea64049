/**
 * Agents that append to their run log with their own code, not `memkeep
 * log`, take no write lock (issue 17, item 15). An entry such an agent
 * writes to the old file between a trim's last copy and its rename used to
 * vanish with the replaced file (1 to 6% of appends); the trim now carries
 * over whatever the old inode gained after the rename.
 *
 * The appenders are separate processes doing what an agent's code does:
 * open the log for appending, write one entry, close, again and again.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingOrMoved, startAppenders } from '../helpers/appenders.js';
import { runCli } from '../helpers/cli.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const APPENDERS = 3;
const TRIMS = 12;
const ENTRY = '## 2026-02-01T00:00:00Z\n**Task:** task {}\n**Result:** r\n\n';

describe('trim racing appends made without memkeep', () => {
  it(`loses no entry over ${TRIMS} trims and ${APPENDERS} foreign appenders`, async () => {
    const root = await tempDir('memkeep-foreign-race-');
    let old = '';
    for (let i = 0; i < 20_000; i++)
      old += `## 2026-01-01T00:00:00Z\n**Task:** task old-${i}\n**Result:** ${'x'.repeat(200)}\n\n`;
    await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 100000\n', 'memory/a.md': old });
    const log = join(root, 'memory/a.md');
    const stop = join(root, 'stop');

    const appenders = startAppenders(log, stop, APPENDERS, ENTRY);
    // Each trim drops 150 old entries, never one an appender wrote.
    for (let k = 0, keep = 19_000; k < TRIMS; k++, keep -= 150) {
      const r = await runCli(['trim', 'a', '--keep', String(keep), '--root', root]);
      expect(r.code, r.stderr).toBe(0);
    }
    const counts = await appenders.stop();

    const text = await readFile(log, 'utf8');
    const total = counts.reduce((a, b) => a + b, 0);
    // Each appender's entries must come back in the order it wrote them: a trim's
    // carried-over tail goes before what was appended to the new file since.
    const { lost, outOfOrder } = missingOrMoved(text, counts, ENTRY);
    process.stdout.write(
      `[race] foreign appenders: ${TRIMS} trims, ${total} entries appended, ${lost.length} lost, ${outOfOrder.length} out of order\n`,
    );
    expect(total).toBeGreaterThan(APPENDERS * 10);
    expect(lost).toEqual([]);
    expect(outOfOrder).toEqual([]);
  });
});
