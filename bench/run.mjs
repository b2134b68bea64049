// `npm run bench`: generates its own stores (no network), runs every case
// alternately with its baseline, and prints a markdown table of medians,
// ratios and peak memory. Machines are noisy, so targets are ratios against
// a baseline measured in the same run, never absolute times.
//
// Options (all optional): --runs N (5), --log-mb N (200), --keep N (100),
// --agents N (1000), --entries N (300), --files N (20000), --commits N (20000),
// --write (also write docs/benchmarks.md), --only NAME[,NAME].
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
const FILES = opt('files', 20000);
const COMMITS = opt('commits', 20000);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : undefined;

const ROOT = resolve(import.meta.dirname, '..');
const CLI = join(ROOT, 'dist/cli/index.js');
const WORK = join(ROOT, '.bench');
const NODE = process.execPath;
const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

function log(msg) {
  process.stderr.write(`bench: ${msg}\n`);
}

/** Runs a command once; returns wall seconds and peak RSS in MB (when GNU time exists). */
function measure(cmd, argv, options = {}) {
  const prep = options.before;
  if (prep) prep();
  const full = GNU_TIME ? [GNU_TIME, ['-f', '%M', cmd, ...argv]] : [cmd, argv];
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
  const rssKb = GNU_TIME ? Number(r.stderr.trim().split('\n').pop()) : NaN;
  return { seconds, rssMb: rssKb / 1024, stdout: r.stdout };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** Alternates case and baseline (after one warm-up each), c.runs or RUNS times. */
function compare(c) {
  const runs = c.runs ?? RUNS;
  log(`${c.name}: ${runs} runs each`);
  c.candidate.run();
  c.baseline.run();
  const cand = [];
  const base = [];
  for (let i = 0; i < runs; i++) {
    cand.push(c.candidate.run());
    base.push(c.baseline.run());
  }
  const cs = median(cand.map((r) => r.seconds));
  const bs = median(base.map((r) => r.seconds));
  const rss = Math.max(...cand.map((r) => r.rssMb));
  return { ...c, runs, cs, bs, ratio: cs / bs, rss, met: c.met(cs / bs, rss) };
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

function manyAgentsStore() {
  const dir = join(WORK, 'many');
  const marker = join(dir, `.generated-${AGENTS}x${ENTRIES}-v3`);
  if (existsSync(marker)) return dir;
  log(`generating ${AGENTS} agents x ${ENTRIES} entries`);
  rmSync(dir, { recursive: true, force: true });
  ensureDir(join(dir, 'agents'));
  ensureDir(join(dir, 'memory'));
  for (let a = 0; a < AGENTS; a++) {
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
      target: '<= 0.10x awk, RSS < 150 MB',
      candidate: { run: () => measure(NODE, [CLI, 'trim', 'big', '--root', dir], { before: fresh }) },
      baseline: {
        run: () =>
          measure(
            'sh',
            ['-c', `awk '${awkScript}' "${target}" "${target}" > "${target}.awk" && mv "${target}.awk" "${target}"`],
            { before: fresh },
          ),
      },
      met: (ratio, rss) => ratio <= 0.1 && rss < 150,
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
        run: () => measure(NODE, [CLI, 'gc', 'big', '--analyzer', 'local', '--root', dir], { before: fresh }),
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
      candidate: { run: () => measure(NODE, [CLI, 'prune', '--dry-run', '--json', '--root', dir]) },
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
      candidate: { run: () => measure(NODE, [CLI, 'gc', '--all', '--analyzer', 'local', '--dry-run', '--root', dir]) },
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

// A start-up takes tens of milliseconds, where scheduling noise is a large
// share of one run: these cheap cases get more runs for a stable median.
const COLD_RUNS = Math.max(RUNS, 25);

cases.push([
  'cold-version',
  () => ({
    name: 'cold-version',
    runs: COLD_RUNS,
    what: 'cold start: memkeep --version',
    target: '<= 2x node -e 0',
    candidate: { run: () => measure(NODE, [CLI, '--version']) },
    baseline: { run: () => measure(NODE, ['-e', '0']) },
    met: (ratio) => ratio <= 2,
  }),
]);

cases.push([
  'cold-load',
  () => ({
    name: 'cold-load',
    runs: COLD_RUNS,
    what: 'cold start: memkeep load (example store)',
    target: '<= 2x node -e 0',
    candidate: { run: () => measure(NODE, [CLI, 'load', '--root', join(ROOT, 'examples/store')]) },
    baseline: { run: () => measure(NODE, ['-e', '0']) },
    met: (ratio) => ratio <= 2,
  }),
]);

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

const fmt = (s) => (s < 1 ? `${(s * 1000).toFixed(0)} ms` : `${s.toFixed(2)} s`);
const dist = ['dist/index.js', 'dist/cli/index.js']
  .filter((f) => existsSync(join(ROOT, f)))
  .map((f) => `${f} ${(statSync(join(ROOT, f)).size / 1024).toFixed(0)} KiB`)
  .join(', ');
const lines = [
  '| case | memkeep | baseline | ratio | target | met | memkeep peak RSS |',
  '|---|---:|---:|---:|---|---|---:|',
  ...results.map(
    (r) =>
      `| ${r.what} | ${fmt(r.cs)} | ${fmt(r.bs)} | ${r.ratio.toFixed(2)}x | ${r.target} | ${r.met ? 'yes' : '**no**'} | ${r.rss.toFixed(0)} MB |`,
  ),
];
const notes = results.filter((r) => r.note).map((r) => `- ${r.name}: ${r.note}`);
if (cost)
  notes.push(
    `- model cost: a ${LOG_MB} MB log sends ${cost.inputTokens} estimated tokens (${cost.sentEntries} newest entries; ${cost.leftOut} older left out), within max_input_tokens ${cost.budget}; an unchanged log sends 0 (the cache; asserted in test/gc/gc.test.ts and test/action/action.test.ts).`,
  );
notes.push(`- dist sizes: ${dist}`);
const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${RUNS} runs per case, ${COLD_RUNS} for the cold starts (medians)`;
const table = `${lines.join('\n')}\n\n${notes.join('\n')}\n\nMachine: ${machine}\n`;
process.stdout.write(table);
if (args.includes('--write')) {
  const doc = join(ROOT, 'docs/benchmarks.md');
  ensureDir(join(ROOT, 'docs'));
  const head = existsSync(doc)
    ? readFileSync(doc, 'utf8').split('<!-- table -->')[0]
    : '# Benchmarks\n\n`npm run bench` (add `-- --write` to update this file).\n\n';
  writeFileSync(doc, `${head}<!-- table -->\n${table}`);
}
