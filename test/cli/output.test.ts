/**
 * The CLI's standard output as a process sees it: batched, yet in order with
 * stderr, and a reader that goes away early ends the output, not the run.
 */

import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countEntries } from '../../src/memory/runlog/scan.js';
import { CLI, hermeticEnv } from '../helpers/cli.js';
import { log } from '../helpers/runlog.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const AGENTS = 150;

/**
 * A store of `AGENTS` agents with 20 entries each, trimmed to 5 by gc;
 * every other config has an unknown key, which gc warns about on stderr.
 */
async function fleet(): Promise<string> {
  const root = await tempDir();
  const files: Record<string, string> = {};
  for (let a = 0; a < AGENTS; a++) {
    const name = `agent-${String(a).padStart(3, '0')}`;
    files[`agents/${name}.toml`] = `[memory]\nenabled = true\nlast_n = 5\n${a % 2 ? 'colour = "blue"\n' : ''}`;
    files[`memory/${name}.md`] = log(20);
  }
  await writeTree(root, files);
  return root;
}

/** Every agent's log holds its last 5 entries. */
async function expectAllTrimmed(root: string): Promise<void> {
  for (let a = 0; a < AGENTS; a++) {
    expect(await countEntries(join(root, `memory/agent-${String(a).padStart(3, '0')}.md`))).toBe(5);
  }
}

interface HungUp {
  code: number | null;
  stderr: string;
  /** Bytes read before hanging up. */
  received: number;
}

/** Runs a command and, like `| head -c 100`, reads one chunk of its stdout, then closes the pipe. */
function hangUpAfterFirstChunk(command: string, args: string[]): Promise<HungUp> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: hermeticEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let received = 0;
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.stdout.once('data', (d: Buffer) => {
      received = d.length;
      child.stdout.destroy();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr, received }));
  });
}

/** `memkeep gc --all` (plus `options`) through `sh -c`, its stderr sent to its stdout: `2>&1`. */
function gcAllMerged(root: string, options = ''): [string, string[]] {
  return ['sh', ['-c', `"$0" "$1" gc --all --analyzer local ${options} --root "$2" 2>&1`, process.execPath, CLI, root]];
}

describe('standard output', () => {
  it('a reader that closes early: no EPIPE crash, exit 0, and every agent is still trimmed', async () => {
    const root = await fleet();
    const { code, stderr, received } = await hangUpAfterFirstChunk(process.execPath, [
      CLI,
      'gc',
      '--all',
      '--analyzer',
      'local',
      '--root',
      root,
    ]);
    expect(received).toBeGreaterThan(0);
    expect(stderr).not.toMatch(/EPIPE|at .*\.js/);
    expect(stderr).toContain('Warning:');
    expect(code).toBe(0);
    await expectAllTrimmed(root);
  });

  it('the same with stderr on that pipe too (2>&1 | head): warnings written after the reader left are dropped', async () => {
    const root = await fleet();
    const { code, stderr, received } = await hangUpAfterFirstChunk(...gcAllMerged(root));
    expect(received).toBeGreaterThan(0);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    await expectAllTrimmed(root);
  });

  it('keeps stdout and stderr in order when both go to one pipe', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\n',
      'agents/b.toml': '[memory\nenabled = true\n',
      'agents/c.toml': '[memory]\nenabled = true\n',
      'memory/a.md': log(3),
      'memory/c.md': log(3),
    });
    const [sh, args] = gcAllMerged(root, '--dry-run');
    const combined = await new Promise<string>((resolve, reject) => {
      const child = spawn(sh, args, { env: hermeticEnv(), stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
      child.on('error', reject);
      child.on('close', () => resolve(out));
    });
    const at = (text: string) => {
      const i = combined.indexOf(text);
      expect(i, `"${text}" in:\n${combined}`).toBeGreaterThanOrEqual(0);
      return i;
    };
    const a = at('=== GC: a ===');
    const aDone = at('Dry run: no entries trimmed.');
    const b = at('=== GC: b ===');
    const bError = at('Error: gc failed for agent "b"');
    const c = at('=== GC: c ===');
    expect([a, aDone, b, bError, c]).toEqual([...[a, aDone, b, bError, c]].sort((x, y) => x - y));
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(log(3));
  });
});
