/**
 * Crash injection: the real CLI (`memkeep trim`, `memkeep merge`) is killed
 * with SIGKILL at seeded random moments while it rewrites a multi-megabyte
 * file. SIGKILL cannot be caught, so nothing in memkeep gets to clean up:
 * only the temp-file-then-rename protocol of store/atomic.ts stands between
 * a kill and a torn file. Every kill must leave the file byte-identical to
 * the old or the new version, and the next normal run must leave no temp
 * file behind (the stale temp of a dead writer is removed by the next write).
 *
 * A fifth of the kills are timed from the spawn, across start-up and
 * planning; the rest from the moment the temp file appears (seen by watching
 * the directory) to a little past the rename, so they land while the temp is
 * written, synced and renamed however long start-up took that time.
 * Seed: MEMKEEP_TEST_SEED (printed with the figures).
 */

import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, hermeticEnv, runCli } from '../helpers/cli.js';
import { seededRandom, testSeed } from '../helpers/random.js';
import { listTree, tempDir } from '../helpers/tmp.js';

const KILLS = 60;
/** Attempts that end before their kill fires do not count; this bounds the retries. */
const MAX_ATTEMPTS = KILLS * 3;
/** Children alive at once: enough to keep 2 cores busy while others wait on fsync. */
const WORKERS = 3;
const SEED = testSeed();
const MODE = 0o640;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const TEMP = /(^|\/)\.[^/]+\.\d+\.[0-9a-f]{8}\.memkeep-tmp$/;

interface Scenario {
  name: string;
  /** Files of a fresh store, the target included, relative to the store root. */
  files: Record<string, Buffer>;
  target: string;
  args: string[];
  stdin?: string;
  old: Buffer;
  /** What one completed run turns the old file into, computed without memkeep. */
  next: Buffer;
  /** What a completed run makes of `current` (old or new) after the kill. */
  afterNextRun(current: Buffer): Buffer;
}

/**
 * ~6.1 MB log of 26,000 entries behind a BOM and a preamble; trimming to the
 * last 18,000 rewrites ~4.3 MB. The kept part is what the rewrite copies, so
 * it is the part that has to be large.
 */
function trimScenario(): Scenario {
  const keep = 18_000;
  const entries: string[] = [];
  for (let i = 0; i < 26_000; i++) {
    // Dates that only move forward: a trim that would drop an entry newer than one it keeps is refused.
    const [hour, min, sec] = [12 + Math.floor(i / 3600), Math.floor(i / 60) % 60, i % 60].map((n) =>
      String(n).padStart(2, '0'),
    );
    entries.push(
      `## 2026-04-18T${hour}:${min}:${sec}Z\n**Task:** task ${i} — ünïcode\n**Result:** ${'r'.repeat(140)} ${i}\n\n`,
    );
  }
  const old = Buffer.concat([BOM, Buffer.from('# run log of a\n\n' + entries.join(''))]);
  // The preamble (BOM included) is kept: only entries go.
  const next = Buffer.concat([BOM, Buffer.from('# run log of a\n\n' + entries.slice(-keep).join(''))]);
  return {
    name: 'trim',
    files: {
      'agents/a.toml': Buffer.from('model = "openai/m"\n[memory]\nenabled = true\nlast_n = 10\n'),
      'memory/a.md': old,
    },
    target: 'memory/a.md',
    args: ['trim', 'a', '--keep', String(keep)],
    old,
    next,
    // Trimming a log already at its target changes nothing.
    afterNextRun: () => next,
  };
}

/** ~5.2 MB of section-structured notes; the merge rewrites all of it plus the input. */
function mergeScenario(): Scenario {
  const parts: string[] = ['# Procedural notes\n\n'];
  for (let i = 0; i < 20_000; i++) {
    parts.push(`## Habit ${i}\n- prefers small commits — ✓ ${i}\n- ${'n'.repeat(200)}\n\n`);
  }
  const old = Buffer.from(parts.join(''));
  const input = '## Learned after a crash\n- renames are atomic, writes are not\n- ' + 'é'.repeat(500) + '\n';
  // The old text ends with a newline, so a `none` merge is plain concatenation.
  const append = (b: Buffer) => Buffer.concat([b, Buffer.from(input)]);
  return {
    name: 'merge',
    files: { 'memory/notes.md': old },
    target: 'memory/notes.md',
    args: ['merge', 'memory/notes.md', '--dedupe', 'none'],
    stdin: input,
    old,
    next: append(old),
    afterNextRun: append,
  };
}

/** When to kill: so long after the spawn, or so long after the temp file appears. */
interface Kill {
  after: 'spawn' | 'temp';
  ms: number;
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  /** Since the spawn: when the temp file appeared and when it was renamed over the target. */
  tempAt?: number;
  renameAt?: number;
}

/**
 * Runs the CLI on the store at `root`, watching the target's directory, and
 * kills it with SIGKILL as `kill` says unless it has finished by then.
 * Anchoring a kill to the temp's appearance puts it inside the rewrite
 * however long start-up and planning took this time.
 */
function runAndKill(s: Scenario, root: string, kill?: Kill): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const target = join(root, s.target);
    const started = performance.now();
    const exit: Omit<Exit, 'code' | 'signal' | 'stderr'> = {};
    let timer: NodeJS.Timeout | undefined;
    const fire = (ms: number) => (timer = setTimeout(() => child.kill('SIGKILL'), ms));
    const watcher = watch(dirname(target), (_event, name) => {
      const at = performance.now() - started;
      if (exit.tempAt === undefined && name && TEMP.test(name)) {
        exit.tempAt = at;
        if (kill?.after === 'temp') fire(kill.ms);
      } else if (exit.tempAt !== undefined && exit.renameAt === undefined && name === basename(target)) {
        exit.renameAt = at;
      }
    });
    const child = spawn(process.execPath, [CLI, ...s.args, '--root', root], {
      env: hermeticEnv(),
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    // A kill before the child reads its input breaks the pipe; that is expected.
    child.stdin.on('error', () => undefined);
    child.stdin.end(s.stdin ?? '');
    if (kill?.after === 'spawn') fire(kill.ms);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      watcher.close();
      resolve({ ...exit, code, signal, stderr });
    });
  });
}

async function freshStore(parent: string, s: Scenario): Promise<string> {
  const root = await mkdtemp(join(parent, `${s.name}-`));
  for (const [rel, content] of Object.entries(s.files)) {
    await mkdir(join(root, rel, '..'), { recursive: true });
    await writeFile(join(root, rel), content);
  }
  await chmod(join(root, s.target), MODE);
  return root;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Runs `count` jobs on WORKERS concurrent lanes, job i always getting index i. */
async function pool(count: number, job: (i: number) => Promise<boolean>): Promise<void> {
  let nextIndex = 0;
  let stop = false;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (!stop && nextIndex < count) {
        if (await job(nextIndex++)) stop = true;
      }
    }),
  );
}

/**
 * When, after the spawn, the temp file appears and how long the rewrite
 * takes until the rename, measured on complete runs at the same concurrency
 * as the kills, so the kill points fit this machine whatever its speed.
 */
async function calibrate(parent: string, s: Scenario): Promise<{ temp: number; write: number }> {
  const temps: number[] = [];
  const writes: number[] = [];
  await pool(WORKERS * 3, async (i) => {
    const root = await freshStore(parent, s);
    const run = await runAndKill(s, root);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect((await readFile(join(root, s.target))).equals(s.next)).toBe(true);
    // Without directory events no kill could be anchored to the temp file.
    expect(run.tempAt).toBeDefined();
    expect(run.renameAt).toBeDefined();
    // The first runs warm the page cache and the disk; they would skew the medians.
    if (i >= WORKERS) {
      temps.push(run.tempAt!);
      writes.push(run.renameAt! - run.tempAt!);
    }
    await rm(root, { recursive: true, force: true });
    return false;
  });
  return { temp: median(temps), write: median(writes) };
}

interface Figures {
  attempts: number;
  kills: number;
  /** Kills timed from the spawn, and from the temp's appearance. */
  fromSpawn: number;
  fromTemp: number;
  completedBeforeKill: number;
  /** Killed before the temp file existed: old file, no temp. */
  oldNoTemp: number;
  /** Killed while the temp was being written: old file, partial temp. */
  oldPartialTemp: number;
  /** Killed after the temp was complete (chmod, fsync, close) but before the rename. */
  oldCompleteTemp: number;
  /** Killed after the rename. */
  new: number;
  torn: string[];
  leftoverAfterNextRun: string[];
}

async function crashRun(s: Scenario): Promise<Figures> {
  const parent = await tempDir(`memkeep-crash-${s.name}-`);
  const { temp, write } = await calibrate(parent, s);
  const random = seededRandom(SEED ^ (s.name === 'trim' ? 0x7a11 : 0x3e46));
  // Drawn up front so attempt i gets the same kill however the lanes interleave.
  // A fifth are timed from the spawn, across start-up, config and planning;
  // the rest from the temp's appearance to a little past the rename.
  const kills: Kill[] = Array.from({ length: MAX_ATTEMPTS }, () =>
    random() < 0.2
      ? { after: 'spawn', ms: temp * (0.3 + 0.7 * random()) }
      : { after: 'temp', ms: random() * (write * 1.3 + 2) },
  );
  const describeKill = (k: Kill) => `kill ${k.ms.toFixed(1)} ms after the ${k.after}`;
  const f: Figures = {
    attempts: 0,
    kills: 0,
    fromSpawn: 0,
    fromTemp: 0,
    completedBeforeKill: 0,
    oldNoTemp: 0,
    oldPartialTemp: 0,
    oldCompleteTemp: 0,
    new: 0,
    torn: [],
    leftoverAfterNextRun: [],
  };

  await pool(MAX_ATTEMPTS, async (i) => {
    const root = await freshStore(parent, s);
    const target = join(root, s.target);
    f.attempts++;
    const exit = await runAndKill(s, root, kills[i]);
    const after = await readFile(target);
    const temps = (await listTree(root)).filter((p) => TEMP.test(p));
    if (exit.signal === 'SIGKILL') {
      f.kills++;
      if (kills[i].after === 'spawn') f.fromSpawn++;
      else f.fromTemp++;
      if (after.equals(s.old) && temps.length === 0) f.oldNoTemp++;
      else if (after.equals(s.old) && temps.length === 1) {
        const temp = await readFile(join(root, temps[0]));
        // A temp is only ever a prefix of the new version; anything else would be a bug of its own.
        if (!s.next.subarray(0, temp.length).equals(temp))
          f.torn.push(`attempt ${i}: temp ${temps[0]} is not a prefix of the new version`);
        if (temp.length === s.next.length) f.oldCompleteTemp++;
        else f.oldPartialTemp++;
      } else if (after.equals(s.next) && temps.length === 0) f.new++;
      else
        f.torn.push(
          `attempt ${i} (${describeKill(kills[i])}): ${s.target} is ${after.length} bytes, neither old (${s.old.length}) nor new (${s.next.length}); temps: ${temps.join(', ') || 'none'}`,
        );
    } else {
      f.completedBeforeKill++;
      if (exit.code !== 0 || !after.equals(s.next) || temps.length > 0) {
        f.torn.push(
          `attempt ${i}: completed run exited ${exit.code} (${exit.stderr.trim()}) leaving ${after.length} bytes, temps: ${temps.join(', ') || 'none'}`,
        );
      }
    }
    if ((await stat(target)).mode % 0o1000 !== MODE) f.torn.push(`attempt ${i}: the kill changed the file's mode`);

    const rerun = await runCli([...s.args, '--root', root], { input: s.stdin });
    const expected = s.afterNextRun(after);
    const final = await readFile(target);
    if (rerun.code !== 0 || rerun.stderr !== '' || !final.equals(expected)) {
      f.torn.push(
        `attempt ${i}: the next run exited ${rerun.code} (${rerun.stderr.trim()}); file ${final.equals(expected) ? 'as expected' : 'wrong'}`,
      );
    }
    const leftovers = (await listTree(root)).filter((p) => !(p in s.files));
    f.leftoverAfterNextRun.push(...leftovers.map((p) => `attempt ${i}: ${p}`));
    await rm(root, { recursive: true, force: true });
    return f.kills >= KILLS;
  });

  console.log(
    `[crash] ${s.name}: seed ${SEED}; temp created ${temp.toFixed(0)} ms after the spawn, ` +
      `renamed ${write.toFixed(1)} ms later (medians); ${f.attempts} attempts, ${f.kills} killed (${f.fromSpawn} timed from the spawn, ${f.fromTemp} from the temp), ` +
      `${f.completedBeforeKill} finished first; ` +
      `outcomes: old/no temp ${f.oldNoTemp}, old/partial temp ${f.oldPartialTemp}, old/complete temp ${f.oldCompleteTemp}, ` +
      `new ${f.new}; torn ${f.torn.length}; temp files left after the next run ${f.leftoverAfterNextRun.length}`,
  );
  return f;
}

describe('SIGKILL during atomic rewrites of large files', () => {
  for (const make of [trimScenario, mergeScenario]) {
    const s = make();
    it(`${s.name}: ${KILLS} kills leave the old or the new file, and the next run no temp`, async () => {
      expect(s.old.length).toBeGreaterThan(5_000_000);
      const f = await crashRun(s);
      expect(f.torn).toEqual([]);
      expect(f.leftoverAfterNextRun).toEqual([]);
      expect(f.kills).toBeGreaterThanOrEqual(KILLS);
      expect(f.oldNoTemp + f.oldPartialTemp + f.oldCompleteTemp + f.new).toBe(f.kills);
      // The window really spans the rewrite: some kills left the old file with a temp, some the new file.
      expect(f.oldPartialTemp + f.oldCompleteTemp).toBeGreaterThan(0);
      expect(f.new).toBeGreaterThan(0);
    });
  }
});
