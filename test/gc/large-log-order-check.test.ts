/**
 * Regression: a log over 256 KiB (DEFAULT_CHUNK) is planned by streaming
 * (plan-trim.ts planStreamed), which compared only the two entries at the
 * cut, so an oldest-first log whose newest entry an agent had once
 * PREPENDED was trimmed and lost that entry; the same log with a fence in
 * it goes to the whole parse (entry-order.ts newest()), which compares the
 * newest dropped entry with the oldest kept one and refuses. Both paths now
 * refuse alike, with the same message, in gc and in `memkeep trim`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const pad = 'x'.repeat(700);
const entry = (stamp: string, task: string) => `## ${stamp}\n**Task:** ${task}\n**Result:** ok ${pad}\n\n`;
const hour = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString();

function bigLog(withFence: boolean): string {
  let log = `# Log\n\n${entry('2026-05-11T10:00:00Z', 'NEWEST, prepended by mistake')}`;
  for (let i = 1; i <= 400; i++) log += entry(hour(i), `task ${i}`);
  if (withFence) log += '```\nnpm test\n```\n';
  return log;
}

async function trimmed(command: 'gc' | 'trim', log: string) {
  const root = await tempDir();
  await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 3\n', 'memory/a.md': log });
  const flags = command === 'gc' ? ['--analyzer', 'local'] : [];
  const r = await run([command, 'a', ...flags, '--root', root], root);
  return { ...r, err: r.err.replaceAll(root, '<root>'), after: await readFile(join(root, 'memory/a.md'), 'utf8') };
}

for (const withFence of [true, false]) {
  it(`a >256 KiB oldest-first log whose newest entry was prepended: refused, not dropped ${withFence ? '(a fence: whole parse)' : '(streamed plan)'}`, async () => {
    const log = bigLog(withFence);
    expect(log.length).toBeGreaterThan(256 * 1024);
    const gc = await trimmed('gc', log);
    expect(gc.code).toBe(0);
    expect(gc.after).toContain('## 2026-05-11T10:00:00Z');
    expect(gc.err).toMatch(/trim refused/);
    expect(gc.after).toBe(log);
  });
}

describe('the streamed plan refuses as the whole parse does', () => {
  // A log whose last entry is dated before entries the trim drops: the oldest kept is not the first kept.
  const lateOld = (withFence: boolean) => {
    let log = '# Log\n\n';
    for (let i = 1; i <= 400; i++) log += entry(hour(i), `task ${i}`);
    return `${log}${entry(hour(50), 'written late with an old date')}${withFence ? '```\nnpm test\n```\n' : ''}`;
  };

  for (const command of ['gc', 'trim'] as const)
    for (const [shape, make] of [
      ['the newest entry prepended', bigLog],
      ['an old entry appended last', lateOld],
    ] as const)
      it(`${command}, ${shape}`, async () => {
        const [whole, streamed] = [await trimmed(command, make(true)), await trimmed(command, make(false))];
        expect(streamed.after).toBe(make(false));
        expect(streamed.err).toMatch(
          /dates at the cut run the other way: the trim would drop "\S+" and keep the older/,
        );
        expect(streamed.err).toBe(whole.err);
        expect(streamed.code).toBe(whole.code);
      });
});
