// `node bench/redact.mjs [--mb 30] [--runs 3] [--ref COMMIT] [--entries]`: redaction speed on ordinary
// memory text (run-log entries of prose, commands, paths, hashes, and the
// words key, token, secret, password used as words), no secret in it. The
// TypeScript sources are transpiled on the fly, so the same script measures
// the work tree and, with --ref, a commit before it, alternately in one run
// (a shared machine's load then weighs on both alike). --entries redacts
// each entry on its own (as distil's per-entry text is), where the cost per
// call, not per byte, decides.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const MB = opt('mb', 30);
// --plain: no line uses the words key, token, secret or password (memory that never talks about credentials).
const PLAIN = args.includes('--plain');
const RUNS = opt('runs', 3);

const REF = args.includes('--ref') ? args[args.indexOf('--ref') + 1] : undefined;

const ROOT = resolve(import.meta.dirname, '..');
const base = join(tmpdir(), `memkeep-redact-bench-${process.pid}`);

/** src/text's redaction modules of the work tree (ref undefined) or a commit, transpiled; its redactSecrets. */
async function load(ref) {
  const out = join(base, ref ?? 'worktree');
  mkdirSync(out, { recursive: true });
  for (const name of ['redact', 'secret-rules', 'secret-formats', 'secret-rule', 'keywords']) {
    const path = `src/text/${name}.ts`;
    let source;
    try {
      source = ref
        ? execFileSync('git', ['show', `${ref}:${path}`], {
            cwd: ROOT,
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'ignore'],
          })
        : readFileSync(join(ROOT, path), 'utf8');
    } catch {
      continue; // not in that version
    }
    const js = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    writeFileSync(join(out, `${name}.js`), js);
  }
  return (await import(pathToFileURL(join(out, 'redact.js')).href)).redactSecrets;
}
const subjects = [['work tree', await load(undefined)]];
if (REF) subjects.push([REF, await load(REF)]);

const LINES = [
  'Ran the test suite: 412 passed, 3 skipped in 48.2s; the flaky key-value cache test passed this time.',
  'Updated src/store/runlog.ts to stream the tail; see commit 3f9c2a1b7e4d6f80a1b2c3d4e5f60718293a4b5c.',
  'The token budget was 100000 tokens; the analysis used 12034 tokens and the distil step 2210.',
  'Password rotation is handled by the platform team; nothing to do here.',
  '```\n$ npm run build\n> tsc -p tsconfig.json\n```',
  'Request id 123e4567-e89b-12d3-a456-426614174000 failed with HTTP 503; retried after 2 s.',
  'The secret of the fix was to sort the keys before hashing: sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855.',
  '- Labelled issue #1432 as bug, linked it to the milestone, asked @maintainers for a repro.',
  'Path /home/runner/work/acme/app/node_modules/.pnpm/lodash@4.17.21/node_modules/lodash/lodash.js',
  'Decision: keep the API key in the vault and read it at start; never log it.',
];
const lines = PLAIN ? LINES.filter((l) => !/key|token|secret|pass/i.test(l)) : LINES;
let text = '';
for (let i = 0; text.length < MB * 1024 * 1024; i++) {
  text += `## 2026-01-${String((i % 28) + 1).padStart(2, '0')}T00:${String(i % 60).padStart(2, '0')}:00Z\n**Task:** task ${i}\n**Result:** `;
  for (let j = 0; j < 6; j++) text += `${lines[(i * 7 + j) % lines.length]}\n`;
  text += '\n';
}

// Flat, as text read from a file is.
text = Buffer.from(text).toString('utf8');
const ENTRIES = args.includes('--entries');
const pieces = ENTRIES ? text.split(/(?=^## )/m) : [text];
const redactAll = (redactSecrets) => pieces.reduce((n, p) => n + redactSecrets(p).findings.length, 0);
const times = new Map(subjects.map(([name]) => [name, []]));
const findings = new Map();
for (let r = 0; r < RUNS; r++) {
  for (const [name, redactSecrets] of subjects) {
    const t0 = process.hrtime.bigint();
    findings.set(name, redactAll(redactSecrets));
    times.get(name).push(Number(process.hrtime.bigint() - t0) / 1e9);
  }
}
rmSync(base, { recursive: true, force: true });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [name] of subjects) {
  console.log(
    `${name}: redaction of ${(text.length / 1024 / 1024).toFixed(1)} MB of ordinary memory text${ENTRIES ? ` in ${pieces.length} entries` : ''}, median ${median(times.get(name)).toFixed(2)} s over ${RUNS} runs (${findings.get(name)} findings)`,
  );
}
