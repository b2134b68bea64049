// `npm run bench`: generates its own stores (no network), runs every case
// alternately with its baseline, and prints a markdown table of medians,
// ratios and peak memory. Machines are noisy, so targets are ratios against
// a baseline measured in the same run, never absolute times.
//
// Options (all optional): --runs N (5), --log-mb N (200), --keep N (100),
// --agents N (1000), --entries N (300), --files N (20000), --commits N (20000),
// --write (also write docs/benchmarks.md), --only NAME[,NAME],
// --against REF (the previous commit to compare with; default main, "none" for
// none), --scale-agents 10,100,1000,5000 (the Action's series scale-action
// stops at 1000 unless given, or MEMKEEP_BENCH_HUGE=1), --scale-logs
// 1,5,10,100 (MB; 500 is added when MEMKEEP_BENCH_HUGE=1), --git-lines N (100000).
import { execFileSync, spawnSync } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = opt('runs', 5);
const LOG_MB = opt('log-mb', 200);
const KEEP = opt('keep', 100);
const AGENTS = opt('agents', 1000);
const ENTRIES = opt('entries', 300);
const FIRST_AGENTS = opt('first-agents', 2000);
const FILES = opt('files', 20000);
const COMMITS = opt('commits', 20000);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : undefined;
const list = (name, fallback) =>
  (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback).split(',').map(Number);
const AGAINST = args.includes('--against') ? args[args.indexOf('--against') + 1] : 'main';
const SCALE_AGENTS = list('scale-agents', '10,100,1000,5000');
// The Action's dry run at 5,000 agents takes minutes a run (it checks out, applies and commits the store in a worktree).
const SCALE_ACTION = args.includes('--scale-agents')
  ? SCALE_AGENTS
  : [10, 100, 1000, ...(process.env.MEMKEEP_BENCH_HUGE === '1' ? [5000] : [])];
const SCALE_LOGS = [...list('scale-logs', '1,5,10,100'), ...(process.env.MEMKEEP_BENCH_HUGE === '1' ? [500] : [])];
const GIT_LINES = opt('git-lines', 100_000);

const ROOT = resolve(import.meta.dirname, '..');
const CLI = join(ROOT, 'dist/cli/index.js');
const WORK = join(ROOT, '.bench');
const NODE = process.execPath;
const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

function log(msg) {
  process.stderr.write(`bench: ${msg}\n`);
}

/**
 * Runs a command once; returns wall seconds, and CPU seconds and peak RSS in
 * MB when GNU time exists. On a machine shared with other work, CPU time is
 * the steadier measure: wall time also counts waiting for a core.
 */
function measure(cmd, argv, options = {}) {
  const prep = options.before;
  if (prep) prep();
  const full = GNU_TIME ? [GNU_TIME, ['-f', '%M %U %S', cmd, ...argv]] : [cmd, argv];
  const t0 = process.hrtime.bigint();
  const r = spawnSync(full[0], full[1], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  if (r.status !== 0 && !options.allowFail) {
    throw new Error(`${cmd} ${argv.join(' ')} exited ${r.status}: ${r.stderr.slice(-2000)}`);
  }
  // GNU time's line: peak RSS (KB), user and system CPU seconds (children included).
  const [rssKb, user, sys] = GNU_TIME ? r.stderr.trim().split('\n').pop().split(' ').map(Number) : [NaN, NaN, NaN];
  return { seconds, cpu: user + sys, rssMb: rssKb / 1024, stdout: r.stdout };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * Alternates case and baseline (after one warm-up each), c.runs or RUNS
 * times, and the same case on the previous commit's bundle (--against) when
 * the case runs the CLI it is given.
 */
function compare(c) {
  const runs = c.runs ?? RUNS;
  const prev = c.previous === false ? undefined : previous();
  log(`${c.name}: ${runs} runs each`);
  c.candidate.run();
  c.baseline.run();
  if (prev) c.candidate.run(prev.cli);
  const cand = [];
  const base = [];
  const old = [];
  for (let i = 0; i < runs; i++) {
    cand.push(c.candidate.run());
    base.push(c.baseline.run());
    if (prev) old.push(c.candidate.run(prev.cli));
  }
  const cs = median(cand.map((r) => r.seconds));
  const bs = median(base.map((r) => r.seconds));
  const cpu = { c: median(cand.map((r) => r.cpu)), b: median(base.map((r) => r.cpu)) };
  const rss = Math.max(...cand.map((r) => r.rssMb));
  const before = old.length ? { s: median(old.map((r) => r.seconds)), cpu: median(old.map((r) => r.cpu)) } : undefined;
  return { ...c, runs, cs, bs, cpu, before, ratio: cs / bs, rss, met: c.met(cs / bs, rss, cs) };
}

// ---------- generated inputs ----------

function ensureDir(dir) {
  mkdirSync(dir, { recursive: true });
}

function iso(ms) {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A run log of about `mb` megabytes in axe's format. */
function writeLog(path, mb) {
  if (existsSync(path) && Math.abs(statSync(path).size - mb * 1e6) < 1e6) return;
  log(`generating ${mb} MB run log`);
  const fd = openSync(path, 'w');
  const base = Date.UTC(2025, 0, 1);
  let size = 0;
  let i = 0;
  const tasks = [
    'Summarize CI failures on main for the last 24 hours',
    'Review PR #%: update dependencies',
    'Triage new issues in acme/api',
    'Draft release notes for v2.%.0',
  ];
  while (size < mb * 1e6) {
    let chunk = '';
    for (let k = 0; k < 2000; k++, i++) {
      const task = tasks[i % tasks.length].replace('%', String(i % 997));
      chunk += `## ${iso(base + i * 60_000)}\n**Task:** ${task}\n**Result:** Completed run ${i}: ${'all checks passed and nothing else to report. '.repeat(3)}\n\n`;
    }
    writeSync(fd, chunk);
    size += Buffer.byteLength(chunk);
  }
  closeSync(fd);
}

function trimStore() {
  const dir = join(WORK, 'trim');
  ensureDir(join(dir, 'agents'));
  ensureDir(join(dir, 'memory'));
  writeFileSync(join(dir, 'agents/big.toml'), `[memory]\nenabled = true\nlast_n = ${KEEP}\n`);
  writeLog(join(WORK, 'big.md'), LOG_MB);
  return dir;
}

/** A number written in letters (0 = "ka", 1 = "kb", ...): a name without digits. */
function lettersOf(n) {
  let text = '';
  do {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `k${text}`;
}

function manyAgentsStore(agents = AGENTS) {
  const dir = join(WORK, agents === AGENTS ? 'many' : `many-${agents}`);
  const marker = join(dir, `.generated-${agents}x${ENTRIES}-v3`);
  if (existsSync(marker)) return dir;
  log(`generating ${agents} agents x ${ENTRIES} entries`);
  rmSync(dir, { recursive: true, force: true });
  ensureDir(join(dir, 'agents'));
  ensureDir(join(dir, 'memory'));
  for (let a = 0; a < agents; a++) {
    const name = `agent-${String(a).padStart(4, '0')}`;
    const tag = lettersOf(a);
    writeFileSync(
      join(dir, 'agents', `${name}.toml`),
      `model = "openai/gpt-4o-mini"\n[memory]\nenabled = true\nlast_n = 50\n`,
    );
    let text = '';
    for (let i = 0; i < ENTRIES; i++) {
      // Each agent has task texts of its own (its service, repository and team,
      // named in letters), as a real fleet does, so nothing learnt on one agent's
      // log is reused on another's; within a log, questions differ by number.
      const task = [
        `Check build status of service-${tag}`,
        `Summarise open PRs in acme/${tag}-repo`,
        `Answer question ${i} from team ${tag}`,
      ][i % 3];
      text += `## ${iso(Date.UTC(2026, 0, 1) + i * 3_600_000)}\n**Task:** ${task}\n**Result:** done in ${i % 17} steps\n\n`;
    }
    writeFileSync(join(dir, 'memory', `${name}.md`), text);
  }
  writeFileSync(marker, '');
  return dir;
}

function historyRepo() {
  const dir = join(WORK, `history-${FILES}x${COMMITS}`);
  if (existsSync(join(dir, '.git'))) return dir;
  log(`generating a repository with ${FILES} files and ${COMMITS} commits`);
  ensureDir(dir);
  execFileSync('git', ['init', '-q', '-b', 'main', dir]);
  const now = Math.floor(Date.now() / 1000);
  const data = (s) => `data ${Buffer.byteLength(s)}\n${s}`;
  let stream = '';
  for (let i = 0; i < COMMITS; i++) {
    const t = now - Math.floor(((COMMITS - i) * 200 * 86400) / COMMITS);
    const f = i % FILES;
    const kind = f % 2 ? 'episodic' : 'procedural';
    stream += `commit refs/heads/main\ncommitter Bench <bench@example.invalid> ${t} +0000\n${data('update')}\n`;
    if (i === 0) stream += `M 100644 inline agents/a.toml\n${data('[memory]\nenabled = true\n')}\n`;
    stream += `M 100644 inline memory/a/${kind}/f${String(f).padStart(5, '0')}.md\n${data(`note ${i}\n`)}\n`;
  }
  execFileSync('git', ['fast-import', '--quiet'], { cwd: dir, input: stream, maxBuffer: 1 << 30 });
  execFileSync('git', ['checkout', '-q', '-f', 'main'], { cwd: dir });
  return dir;
}

// ---------- cases ----------

const cases = [];

cases.push([
  'trim',
  () => {
    const dir = trimStore();
    const target = join(dir, 'memory/big.md');
    const fresh = () => copyFileSync(join(WORK, 'big.md'), target);
    // Two passes, as a shell user would: count headers, then print from the (count-K+1)-th.
    const awkScript = `NR==FNR{if(/^## /)c++;next} /^## /{n++} n>c-${KEEP}{print}`;
    return {
      name: 'trim',
      what: `trim a ${LOG_MB} MB log to the last ${KEEP} entries (whole process)`,
      target: '<= 0.20x awk, RSS < 150 MB',
      candidate: { run: (cli = CLI) => measure(NODE, [cli, 'trim', 'big', '--root', dir], { before: fresh }) },
      baseline: {
        run: () =>
          measure(
            'sh',
            ['-c', `awk '${awkScript}' "${target}" "${target}" > "${target}.awk" && mv "${target}.awk" "${target}"`],
            { before: fresh },
          ),
      },
      met: (ratio, rss) => ratio <= 0.2 && rss < 150,
    };
  },
]);

cases.push([
  'gc-local',
  () => {
    const dir = trimStore();
    const target = join(dir, 'memory/big.md');
    const fresh = () => copyFileSync(join(WORK, 'big.md'), target);
    return {
      name: 'gc-local',
      what: `gc --analyzer local on the ${LOG_MB} MB log (count, budgeted analysis, trim)`,
      target: '<= 5x wc -l (stretch 3x)',
      candidate: {
        run: (cli = CLI) => measure(NODE, [cli, 'gc', 'big', '--analyzer', 'local', '--root', dir], { before: fresh }),
      },
      baseline: { run: () => measure('wc', ['-l', target], { before: fresh }) },
      met: (ratio) => ratio <= 5,
    };
  },
]);

cases.push([
  'ages',
  () => {
    const dir = historyRepo();
    return {
      name: 'ages',
      what: `ages for pruning: ${FILES} files, ${COMMITS} commits (prune --dry-run)`,
      target: '<= 2x one git log --name-only pass',
      candidate: { run: (cli = CLI) => measure(NODE, [cli, 'prune', '--dry-run', '--json', '--root', dir]) },
      baseline: { run: () => measure('git', ['log', '--name-only', '--format=%ct'], { cwd: dir }) },
      met: (ratio) => ratio <= 2,
      extra: () => {
        // The per-file alternative, sampled: git log -1 for 20 files, scaled up.
        const files = execFileSync('git', ['ls-files'], { cwd: dir, encoding: 'utf8' })
          .split('\n')
          .filter(Boolean)
          .slice(0, 20);
        const t = measure('sh', ['-c', files.map((f) => `git log -1 --format=%ct -- "${f}" >/dev/null`).join(';')], {
          cwd: dir,
        }).seconds;
        return `per-file git log -1: ${(t / files.length).toFixed(3)} s/file, about ${(((t / files.length) * FILES) / 60).toFixed(0)} min for all`;
      },
    };
  },
]);

cases.push([
  'many-agents',
  () => {
    const dir = manyAgentsStore();
    const files = [join(dir, 'agents'), join(dir, 'memory')];
    const c = {
      name: 'many-agents',
      what: `gc --all --analyzer local --dry-run, ${AGENTS} agents x ${ENTRIES} entries`,
      target: '<= 3x (cat of every file + one node start)',
      candidate: {
        run: (cli = CLI) => measure(NODE, [cli, 'gc', '--all', '--analyzer', 'local', '--dry-run', '--root', dir]),
      },
      baseline: {
        run: () =>
          measure('sh', ['-c', `find ${files.join(' ')} -type f -exec cat {} + > /dev/null && "${NODE}" -e 0`]),
      },
      met: (ratio) => ratio <= 3,
      extra: () => {
        // What is left for analysis: the same per-agent reading, parsing, hashing and printing without any.
        const floors = [];
        const bases = [];
        for (let i = 0; i < RUNS; i++) {
          floors.push(measure(NODE, [join(ROOT, 'bench/agents-floor.mjs'), dir]).seconds);
          bases.push(c.baseline.run().seconds);
        }
        const [floor, base] = [median(floors), median(bases)];
        return `with no analysis at all (bench/agents-floor.mjs: configs parsed, paths checked, logs read and hashed, reports printed) a Node process takes ${(floor * 1000).toFixed(0)} ms, ${(floor / base).toFixed(2)}x the baseline`;
      },
    };
    return c;
  },
]);

cases.push([
  'first-progress',
  () => {
    const dir = manyAgentsStore(FIRST_AGENTS);
    // Seconds to the first stderr byte, as measured inside bench/first-line.mjs (its own start not counted).
    const firstLine = (argv) => () => {
      const r = measure(NODE, [join(ROOT, 'bench/first-line.mjs'), NODE, ...argv]);
      return { seconds: Number(r.stdout.trim()), cpu: NaN, rssMb: NaN };
    };
    return {
      name: 'first-progress',
      what: `first progress line: gc --all --dry-run --progress, ${FIRST_AGENTS} agents x ${ENTRIES} entries`,
      target: '<= 1 s (baseline: an unknown command, its error on stderr)',
      previous: false,
      candidate: {
        run: firstLine([CLI, 'gc', '--all', '--analyzer', 'local', '--dry-run', '--progress', '--root', dir]),
      },
      // --version writes to stdout: ask for an unknown command, whose message goes to stderr at once.
      baseline: { run: firstLine([CLI, 'no-such-command']) },
      met: (_ratio, _rss, seconds) => seconds <= 1,
    };
  },
]);

// A start-up takes tens of milliseconds, where scheduling noise is a large
// share of one run: these cheap cases get more runs for a stable median.
const COLD_RUNS = Math.max(RUNS, 25);

cases.push([
  'cold-version',
  () => ({
    name: 'cold-version',
    runs: COLD_RUNS,
    what: 'cold start: memkeep --version',
    target: '<= 1.6x node -e 0',
    candidate: { run: (cli = CLI) => measure(NODE, [cli, '--version']) },
    baseline: { run: () => measure(NODE, ['-e', '0']) },
    met: (ratio) => ratio <= 1.6,
  }),
]);

cases.push([
  'cold-load',
  () => ({
    name: 'cold-load',
    runs: COLD_RUNS,
    what: 'cold start: memkeep load (example store)',
    target: '<= 1.6x node -e 0',
    candidate: { run: (cli = CLI) => measure(NODE, [cli, 'load', '--root', join(ROOT, 'examples/store')]) },
    baseline: { run: () => measure(NODE, ['-e', '0']) },
    met: (ratio) => ratio <= 1.6,
  }),
]);

cases.push([
  'order-git',
  () => {
    const dir = gitOrderedStore();
    // The target: at most twice ordering the same log by position, plus one `git blame` of it.
    const blame = () => measure('git', ['blame', '--porcelain', '--', 'memory/log.md'], { cwd: dir });
    const gcOf = (agent) => () =>
      measure(NODE, [CLI, 'gc', agent, '--analyzer', 'local', '--dry-run', '--no-distil', '--root', dir]);
    const position = gcOf('position');
    return {
      name: 'order-git',
      what: `gc --dry-run, order = "git", ${GIT_LINES / 1000}k-line log`,
      target: '<= 1x (2 x the same log ordered by position + one git blame)',
      previous: false,
      candidate: { run: gcOf('git') },
      baseline: {
        run: () => {
          const p = position();
          const b = blame();
          return { seconds: 2 * p.seconds + b.seconds, cpu: 2 * p.cpu + b.cpu, rssMb: p.rssMb };
        },
      },
      met: (ratio) => ratio <= 1,
    };
  },
]);

/**
 * One log of GIT_LINES lines committed in two commits a day apart (entries
 * appended, so file order is commit order), read by two agents: one ordered
 * by git, one by position in the same non-axe layout.
 */
function gitOrderedStore() {
  const dir = join(WORK, `git-order-${GIT_LINES}`);
  if (existsSync(join(dir, '.git'))) return dir;
  log(`generating a ${GIT_LINES}-line log ordered by git`);
  ensureDir(join(dir, 'agents'));
  ensureDir(join(dir, 'memory'));
  const entries = Math.floor(GIT_LINES / 4);
  const keep = Math.floor(entries / 2);
  const agent = (order) => `[memory]\nenabled = true\npath = "memory/log.md"\nlast_n = ${keep}\norder = "${order}"\n`;
  writeFileSync(join(dir, 'agents/git.toml'), agent('git'));
  writeFileSync(join(dir, 'agents/position.toml'), agent('newest-first'));
  const text = (from, to) => {
    let t = '';
    for (let i = from; i < to; i++) t += `## entry ${i}\n**Task:** step ${i % 97}\n**Result:** ok\n\n`;
    return t;
  };
  const commit = (day) => {
    const env = {
      ...process.env,
      GIT_AUTHOR_NAME: 'Bench',
      GIT_AUTHOR_EMAIL: 'bench@example.invalid',
      GIT_COMMITTER_NAME: 'Bench',
      GIT_COMMITTER_EMAIL: 'bench@example.invalid',
      GIT_AUTHOR_DATE: `2025-01-0${day}T00:00:00Z`,
      GIT_COMMITTER_DATE: `2025-01-0${day}T00:00:00Z`,
    };
    execFileSync('git', ['add', '-A'], { cwd: dir, env });
    execFileSync('git', ['commit', '-q', '-m', `day ${day}`], { cwd: dir, env });
  };
  execFileSync('git', ['init', '-q', '-b', 'main', dir]);
  writeFileSync(join(dir, 'memory/log.md'), text(0, entries - keep));
  commit(1);
  writeFileSync(join(dir, 'memory/log.md'), text(0, entries));
  commit(2);
  return dir;
}

// ---------- growth: the same command over growing inputs ----------

/**
 * The CLI of AGAINST (default main: the round before), bundled in its own
 * worktree under .bench/ once per commit, or undefined ("--against none").
 */
function previousCli() {
  if (AGAINST === 'none') return undefined;
  let sha;
  try {
    sha = execFileSync('git', ['rev-parse', '--verify', `${AGAINST}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    log(`--against ${AGAINST}: no such commit; growth is shown without it`);
    return undefined;
  }
  const dir = join(WORK, `previous-${sha.slice(0, 12)}`);
  const cli = join(dir, 'dist/cli/index.js');
  if (existsSync(cli)) return { sha, cli };
  log(`bundling ${AGAINST} (${sha.slice(0, 12)}) to compare with`);
  rmSync(dir, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'add', '-f', '--detach', dir, sha], { cwd: ROOT, stdio: 'ignore' });
  execFileSync('ln', ['-s', join(ROOT, 'node_modules'), join(dir, 'node_modules')]);
  execFileSync('npm', ['run', '-s', 'bundle'], { cwd: dir, stdio: 'inherit' });
  return { sha, cli };
}

const series = [];

/** Time and peak RSS of memkeep, its floor and the previous commit at each size, alternately. */
function grow(s) {
  if (only && !only.includes(s.name)) return;
  const prev = previous();
  const points = [];
  for (const size of s.sizes) {
    const p = s.prepare(size);
    const runs = size >= s.big ? Math.min(RUNS, 3) : RUNS;
    log(`${s.name} ${size}${s.unit}: ${runs} runs each`);
    const rows = { cand: [], floor: [], prev: [] };
    // The CLI, or the Action's bundle (s.entry) of this tree and of the previous commit's.
    const entry = (cli) => (s.entry ? join(cli, '../../..', s.entry) : cli);
    const run = { before: p.before, env: p.env ?? s.env, cwd: p.cwd };
    const once = () => {
      const r = measure(NODE, [entry(CLI), ...p.argv], run);
      // A file the run writes (the Action's job summary), sized before the next run's `before` empties it.
      rows.cand.push(p.output ? { ...r, outBytes: statSync(p.output).size } : r);
      rows.floor.push(measure('sh', ['-c', p.floor], { before: p.before }));
      if (prev) rows.prev.push(measure(NODE, [entry(prev.cli), ...p.argv], run));
    };
    once();
    for (const k of Object.keys(rows)) rows[k] = [];
    for (let i = 0; i < runs; i++) once();
    const med = (xs) => (xs.length ? median(xs.map((r) => r.seconds)) : NaN);
    const cpu = (xs) => (xs.length ? median(xs.map((r) => r.cpu)) : NaN);
    const rss = (xs) => (xs.length ? median(xs.map((r) => r.rssMb)) : NaN);
    points.push({
      size,
      t: med(rows.cand),
      cpu: cpu(rows.cand),
      rss: rss(rows.cand),
      floor: med(rows.floor),
      floorCpu: cpu(rows.floor),
      prev: med(rows.prev),
      prevCpu: cpu(rows.prev),
      prevRss: rss(rows.prev),
      out: rows.cand[0].outBytes ?? rows.cand[0].stdout.length,
    });
  }
  series.push({ ...s, points, prev });
}

/** The exponent k of time ~ size^k, least squares on logs over the points. */
function growthExponent(points, key = 't') {
  const xs = points.map((p) => Math.log(p.size));
  const ys = points.map((p) => Math.log(p[key]));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const num = xs.reduce((a, x, i) => a + (x - mx) * (ys[i] - my), 0);
  const den = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  return den ? num / den : NaN;
}

let previousMemo;
function previous() {
  if (previousMemo === undefined) previousMemo = previousCli() ?? null;
  return previousMemo ?? undefined;
}

const catFloor = (dir) => `find ${dir}/agents ${dir}/memory -type f -exec cat {} + > /dev/null && "${NODE}" -e 0`;

function growthCases() {
  grow({
    name: 'scale-gc',
    what: 'gc --all --analyzer local --dry-run',
    unit: ' agents',
    sizes: SCALE_AGENTS,
    big: 1000,
    floorText: 'find + cat + node -e 0',
    prepare: (n) => {
      const dir = manyAgentsStore(n);
      return { argv: ['gc', '--all', '--analyzer', 'local', '--dry-run', '--root', dir], floor: catFloor(dir) };
    },
  });
  grow({
    name: 'scale-status',
    what: 'status --json',
    unit: ' agents',
    sizes: SCALE_AGENTS,
    big: 1000,
    floorText: 'find + cat + node -e 0',
    prepare: (n) => {
      const dir = manyAgentsStore(n);
      return { argv: ['status', '--json', '--root', dir], floor: catFloor(dir) };
    },
  });
  grow({
    name: 'scale-action',
    what: "the Action's dry run (analyzer local; the job summary is the output)",
    entry: 'dist/index.js',
    unit: ' agents',
    sizes: SCALE_ACTION,
    big: 1000,
    floorText: 'find + cat + node -e 0',
    prepare: (n) => {
      const dir = actionRepo(n);
      const runner = join(WORK, `runner-${n}`);
      ensureDir(runner);
      const files = {
        output: join(runner, 'output'),
        summary: join(runner, 'summary'),
        event: join(runner, 'event.json'),
      };
      return {
        argv: [],
        cwd: dir,
        env: {
          'INPUT_DRY-RUN': 'true',
          INPUT_ANALYZER: 'local',
          INPUT_ROOT: '.',
          GITHUB_ACTIONS: 'true',
          GITHUB_WORKSPACE: dir,
          GITHUB_REPOSITORY: 'acme/agents',
          GITHUB_EVENT_NAME: 'schedule',
          GITHUB_EVENT_PATH: files.event,
          GITHUB_OUTPUT: files.output,
          GITHUB_STEP_SUMMARY: files.summary,
          RUNNER_TEMP: runner,
        },
        before: () => {
          for (const f of [files.output, files.summary]) writeFileSync(f, '');
          writeFileSync(files.event, '{}');
        },
        output: files.summary,
        floor: catFloor(dir),
      };
    },
  });
  grow({
    name: 'scale-logs',
    what: 'gc --analyzer local (count, budgeted analysis, trim to 100)',
    unit: ' MB',
    sizes: SCALE_LOGS,
    big: 100,
    floorText: 'wc -l',
    prepare: (mb) => {
      const dir = join(WORK, `log-${mb}`);
      ensureDir(join(dir, 'agents'));
      ensureDir(join(dir, 'memory'));
      writeFileSync(join(dir, 'agents/big.toml'), `[memory]\nenabled = true\nlast_n = ${KEEP}\n`);
      const source = join(WORK, `log-${mb}.md`);
      writeLog(source, mb);
      const target = join(dir, 'memory/big.md');
      return {
        argv: ['gc', 'big', '--analyzer', 'local', '--root', dir],
        floor: `wc -l "${target}"`,
        // A fresh trim each run: the state and digest of the last would make its distillation a cache hit.
        before: () => {
          copyFileSync(source, target);
          for (const d of ['.memkeep', 'memory/big']) rmSync(join(dir, d), { recursive: true, force: true });
        },
      };
    },
  });
}

/** The many-agents store of `agents` agents committed in a repository of its own, as the Action finds it checked out. */
function actionRepo(agents) {
  const dir = join(WORK, `action-${agents}`);
  if (existsSync(join(dir, '.git'))) return dir;
  const from = manyAgentsStore(agents);
  log(`committing ${agents} agents for the Action`);
  ensureDir(dir);
  execFileSync('cp', ['-r', join(from, 'agents'), join(from, 'memory'), dir]);
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Bench',
    GIT_AUTHOR_EMAIL: 'bench@example.invalid',
    GIT_COMMITTER_NAME: 'Bench',
    GIT_COMMITTER_EMAIL: 'bench@example.invalid',
  };
  execFileSync('git', ['init', '-q', '-b', 'main', dir]);
  execFileSync('git', ['add', '-A'], { cwd: dir, env });
  execFileSync('git', ['commit', '-q', '-m', 'store'], { cwd: dir, env });
  return dir;
}

// ---------- model cost (tokens, not time) ----------

function modelCost() {
  const dir = trimStore();
  const target = join(dir, 'memory/big.md');
  copyFileSync(join(WORK, 'big.md'), target);
  const json = JSON.parse(
    measure(NODE, [CLI, 'gc', 'big', '--analyzer', 'local', '--dry-run', '--json', '--root', dir]).stdout,
  );
  const a = json.agents[0];
  return { sentEntries: a.sentEntries, leftOut: a.leftOut, inputTokens: a.inputTokens, budget: 100000 };
}

// ---------- run ----------

ensureDir(WORK);
if (!existsSync(CLI)) execFileSync('npm', ['run', '-s', 'bundle'], { cwd: ROOT, stdio: 'inherit' });
const results = [];
for (const [name, make] of cases) {
  if (only && !only.includes(name)) continue;
  const c = make();
  const r = compare(c);
  r.note = c.extra ? c.extra() : '';
  results.push(r);
}
const cost = !only || only.includes('model-cost') ? modelCost() : undefined;
growthCases();

const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}x` : '—');
const fmt = (s) => (s < 1 ? `${(s * 1000).toFixed(0)} ms` : `${s.toFixed(2)} s`);
const dist = ['dist/index.js', 'dist/cli/index.js']
  .filter((f) => existsSync(join(ROOT, f)))
  .map((f) => `${f} ${(statSync(join(ROOT, f)).size / 1024).toFixed(0)} KiB`)
  .join(', ');
const lines = [
  '| case | memkeep | baseline | ratio | CPU ratio | target | met | memkeep peak RSS | previous (CPU ratio) |',
  '|---|---:|---:|---:|---:|---|---|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.what} | ${fmt(r.cs)} | ${fmt(r.bs)} | ${r.ratio.toFixed(2)}x | ${ratio(r.cpu.c, r.cpu.b)} | ${r.target} | ${r.met ? 'yes' : '**no**'} | ${Number.isFinite(r.rss) ? `${r.rss.toFixed(0)} MB` : '—'} | ${r.before ? `${fmt(r.before.s)}, ${ratio(r.before.cpu, r.cpu.b)}` : '—'} |`,
  ),
];
const notes = results.filter((r) => r.note).map((r) => `- ${r.name}: ${r.note}`);
if (cost)
  notes.push(
    `- model cost: a ${LOG_MB} MB log sends ${cost.inputTokens} estimated tokens (${cost.sentEntries} newest entries; ${cost.leftOut} older left out), within max_input_tokens ${cost.budget}; an unchanged log sends 0 (the cache; asserted in test/gc/gc.test.ts and test/action/action.test.ts).`,
  );
notes.push(`- dist sizes: ${dist}`);
const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${RUNS} runs per case, ${COLD_RUNS} for the cold starts (medians)`;
const growth = series.flatMap((s) => [
  '',
  `**${s.what}**, beside ${s.floorText}${s.prev ? ` and ${AGAINST} (${s.prev.sha.slice(0, 12)})` : ''}: CPU time grows as size^${growthExponent(s.points, 'cpu').toFixed(2)} (wall time as size^${growthExponent(s.points).toFixed(2)}), peak RSS as size^${growthExponent(s.points, 'rss').toFixed(2)}. Ratios are of CPU time (user + system), wall times in brackets.`,
  '',
  '| size | memkeep CPU (wall) | peak RSS | output | floor CPU (wall) | x floor | previous CPU (wall) | its peak RSS | x previous |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...s.points.map(
    (p) =>
      `| ${p.size}${s.unit} | ${fmt(p.cpu)} (${fmt(p.t)}) | ${p.rss.toFixed(0)} MB | ${(p.out / 1e6).toFixed(2)} MB | ${fmt(p.floorCpu)} (${fmt(p.floor)}) | ${ratio(p.cpu, p.floorCpu)} | ${Number.isFinite(p.prev) ? `${fmt(p.prevCpu)} (${fmt(p.prev)})` : '—'} | ${Number.isFinite(p.prevRss) ? `${p.prevRss.toFixed(0)} MB` : '—'} | ${ratio(p.cpu, p.prevCpu)} |`,
  ),
]);
// The Action's dry run against the CLI's on the same store, where both series ran.
const gcSeries = series.find((x) => x.name === 'scale-gc');
const actionSeries = series.find((x) => x.name === 'scale-action');
if (gcSeries && actionSeries)
  growth.push(
    '',
    `The Action's dry run against \`gc --all --dry-run\` on the same store (CPU time; goal <= 1.5x): ${actionSeries.points
      .map((p) => {
        const cli = gcSeries.points.find((q) => q.size === p.size);
        return cli ? `${p.size} agents ${ratio(p.cpu, cli.cpu)}` : undefined;
      })
      .filter(Boolean)
      .join(', ')}.`,
  );
const table = `${lines.join('\n')}\n${growth.join('\n')}\n\n${notes.join('\n')}\n\nMachine: ${machine}\n`;
process.stdout.write(table);
if (args.includes('--write')) {
  const doc = join(ROOT, 'docs/benchmarks.md');
  ensureDir(join(ROOT, 'docs'));
  const head = existsSync(doc)
    ? readFileSync(doc, 'utf8').split('<!-- table -->')[0]
    : '# Benchmarks\n\n`npm run bench` (add `-- --write` to update this file).\n\n';
  writeFileSync(doc, `${head}<!-- table -->\n${table}`);
}
