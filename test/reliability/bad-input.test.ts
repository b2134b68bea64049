/**
 * The bad-input corpus (test/fixtures/bad/<case>/): each case is a store, a
 * command, and the outcome memkeep promises for it. Most are errors: the
 * exit code of DESIGN.md section 2 and a message naming the file, field or
 * line. Some inputs are not errors by design (a BOM, CRLF, a fenced `## `,
 * an oversized section file): their documented outcome is asserted the same
 * way. Every case also proves that the store and a directory next to it
 * hold exactly the bytes they held before, apart from the changes the case
 * lists: no partial write, no temp file, nothing written through a link.
 *
 * A case is data. case.json fields (placeholders {root} and {outside} are
 * the store and the directory next to it, both absolute):
 *   about       what is bad, and what memkeep must do about it
 *   args        the command line; it runs with the store as its cwd
 *   env         extra environment variables (model keys and MEMKEEP_* are
 *               cleared, see helpers/cli.ts)
 *   stdin       text, or { "base64": ... }
 *   files       extra files (for bytes git would not keep as they are: CRLF,
 *               BOM, NUL, invalid UTF-8, 10 MB), each a Content
 *   dirs        directories to create (git keeps no empty directory)
 *   symlinks    path -> target
 *   fifos       named pipes to create (a FIFO must never make memkeep hang)
 *   mtimes      path -> age in days (outside git, mtime is a file's age)
 *   setup       a named step implemented below ("shallow-clone-no-remote")
 *   exit        the expected exit code
 *   stdout, stderr, notStdout   fragments that must (not) appear
 *   changes     path -> the Content it must have afterwards (null: deleted);
 *               every other path must be unchanged
 *   knownBug    where the bug is, for a case whose expected message memkeep
 *               does not give yet (in code this change could not touch):
 *               the test then asserts that the message is still wrong, so
 *               the fix turns it red until the marker is removed. The disk
 *               checks hold regardless.
 * A Content is a string, { "base64": ... }, { "repeat": s, "times": n }, or
 * an array of those, concatenated.
 */

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import {
  cp,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  realpath,
  rm,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { daysAgo, git } from '../helpers/git.js';

const CORPUS = fileURLToPath(new URL('../fixtures/bad/', import.meta.url));

type Part = string | { base64: string } | { repeat: string; times: number };
type Content = Part | Part[];

interface Case {
  name: string;
  about: string;
  args: string[];
  env?: Record<string, string>;
  stdin?: Content;
  files?: Record<string, Content>;
  dirs?: string[];
  symlinks?: Record<string, string>;
  fifos?: string[];
  mtimes?: Record<string, number>;
  setup?: 'shallow-clone-no-remote';
  knownBug?: string;
  exit: 0 | 1 | 2 | 3;
  stdout?: string[];
  notStdout?: string[];
  stderr?: string[];
  changes?: Record<string, Content | null>;
}

const cases: Case[] = readdirSync(CORPUS)
  .filter((name) => statSync(join(CORPUS, name)).isDirectory())
  .sort()
  .map((name) => ({ name, ...JSON.parse(readFileSync(join(CORPUS, name, 'case.json'), 'utf8')) }));

function bytesOf(content: Content): Buffer {
  const parts = Array.isArray(content) ? content : [content];
  return Buffer.concat(
    parts.map((p) =>
      typeof p === 'string'
        ? Buffer.from(p)
        : 'base64' in p
          ? Buffer.from(p.base64, 'base64')
          : Buffer.from(p.repeat.repeat(p.times)),
    ),
  );
}

/**
 * Every path below `dir` with what it is: a file's mode and content hash, a
 * link's target, or a directory. Git's own `.git` is left out: git may
 * refresh its index or record a fetch attempt, and that is not the store.
 */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  async function walk(rel: string): Promise<void> {
    for (const name of await readdir(join(dir, rel))) {
      const path = rel ? `${rel}/${name}` : name;
      if (path === '.git') continue;
      const st = await lstat(join(dir, path));
      if (st.isSymbolicLink()) result.set(path, `link -> ${await readlink(join(dir, path))}`);
      // Reading a FIFO would block the test itself.
      else if (st.isFIFO()) result.set(path, `fifo ${(st.mode & 0o7777).toString(8)}`);
      else if (st.isDirectory()) {
        result.set(path, 'dir');
        await walk(path);
      } else {
        const hash = createHash('sha256')
          .update(await readFile(join(dir, path)))
          .digest('hex');
        result.set(path, `file ${(st.mode & 0o7777).toString(8)} ${hash}`);
      }
    }
  }
  await walk('');
  return result;
}

/** Placeholders in args, link targets and expected fragments. */
function fill(text: string, places: { root: string; outside: string }): string {
  return text.replaceAll('{root}', places.root).replaceAll('{outside}', places.outside);
}

/**
 * A shallow clone (depth 1) of a store whose files were committed a month
 * ago, with its remote removed afterwards, as a CI cache or a copied
 * checkout can leave it: the boundary commit is yesterday's, so every
 * file's last change lies in history that is not there and cannot be
 * fetched.
 */
async function shallowCloneWithoutRemote(base: string, store: string): Promise<string> {
  const remote = join(base, 'remote.git');
  await git(base, ['init', '-q', '--bare', '-b', 'main', remote]);
  await git(store, ['init', '-q', '-b', 'main']);
  await git(store, ['add', '-A']);
  await git(store, ['commit', '-q', '-m', 'memory'], daysAgo(30));
  await writeFile(join(store, 'README.md'), 'memory store\n');
  await git(store, ['add', 'README.md']);
  await git(store, ['commit', '-q', '-m', 'readme'], daysAgo(1));
  await git(store, ['push', '-q', `file://${remote}`, 'main']);
  const work = join(base, 'work');
  await git(base, ['clone', '-q', '--depth=1', `file://${remote}`, work]);
  await git(work, ['remote', 'remove', 'origin']);
  await rm(remote, { recursive: true });
  return work;
}

async function build(c: Case, base: string): Promise<{ root: string; outside: string }> {
  const outside = join(base, 'outside');
  // Links may point at a file out there; the snapshot proves it stays as it is.
  await mkdir(outside);
  await writeFile(join(outside, 'failures.md'), "# not memkeep's\n");
  await writeFile(join(outside, 'profile.md'), 'private notes\n');
  let root = join(base, 'store');
  await mkdir(root);
  const source = join(CORPUS, c.name, 'store');
  if (statSync(source, { throwIfNoEntry: false })?.isDirectory()) await cp(source, root, { recursive: true });
  for (const [rel, content] of Object.entries(c.files ?? {})) {
    await mkdir(dirname(join(root, rel)), { recursive: true });
    await writeFile(join(root, rel), bytesOf(content));
  }
  for (const rel of c.dirs ?? []) await mkdir(join(root, rel), { recursive: true });
  if (c.setup === 'shallow-clone-no-remote') root = await shallowCloneWithoutRemote(base, root);
  else if (c.setup !== undefined) throw new Error(`${c.name}: unknown setup "${c.setup}"`);
  const places = { root: await realpath(root), outside: await realpath(outside) };
  for (const [rel, target] of Object.entries(c.symlinks ?? {})) {
    await mkdir(dirname(join(root, rel)), { recursive: true });
    await symlink(fill(target, places), join(root, rel));
  }
  for (const rel of c.fifos ?? []) {
    await mkdir(dirname(join(root, rel)), { recursive: true });
    execFileSync('mkfifo', [join(root, rel)]);
  }
  for (const [rel, days] of Object.entries(c.mtimes ?? {})) {
    const when = daysAgo(days);
    await utimes(join(root, rel), when, when);
  }
  return places;
}

const CASE_KEYS = [
  'name',
  'about',
  'knownBug',
  'setup',
  'args',
  'env',
  'stdin',
  'files',
  'dirs',
  'symlinks',
  'fifos',
  'mtimes',
  'exit',
  'stdout',
  'notStdout',
  'stderr',
  'changes',
];
const COMMANDS = ['gc', 'prune', 'trim', 'log', 'fail', 'merge', 'remember', 'load', 'promote', 'expire', 'lock'];

describe('the bad-input corpus', () => {
  it('holds at least 30 cases covering every command', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    for (const command of COMMANDS)
      expect(
        cases.map((c) => c.args[0]),
        command,
      ).toContain(command);
    for (const c of cases) {
      // A misspelt key would be ignored and its check silently skipped.
      expect(
        Object.keys(c).filter((k) => !CASE_KEYS.includes(k)),
        c.name,
      ).toEqual([]);
      expect(c.about, c.name).toBeTruthy();
      // An error case must say where the problem is, not just that there is one.
      if (c.exit !== 0) expect(c.stderr?.length, c.name).toBeGreaterThan(0);
    }
  });
});

describe.concurrent.each(cases)('$name', (c) => {
  const title = `${c.args.join(' ')} -> exit ${c.exit}`;
  it(c.knownBug ? `KNOWN BUG (${c.knownBug}): ${title}` : title, async ({ expect }) => {
    const base = await mkdtemp(join(tmpdir(), 'memkeep-bad-'));
    try {
      const places = await build(c, base);
      const before = { store: await snapshot(places.root), outside: await snapshot(places.outside) };
      const head = c.setup ? await git(places.root, ['rev-parse', 'HEAD']) : undefined;

      const r = await runCli(
        c.args.map((a) => fill(a, places)),
        { cwd: places.root, env: c.env, input: c.stdin === undefined ? undefined : bytesOf(c.stdin) },
      );
      const output = `exit ${r.code}\n--- stdout\n${r.stdout.slice(0, 2000)}\n--- stderr\n${r.stderr.slice(0, 2000)}`;

      const outcome = () => {
        expect(r.code, output).toBe(c.exit);
        for (const f of c.stderr ?? []) expect(r.stderr, output).toContain(fill(f, places));
        for (const f of c.stdout ?? []) expect(r.stdout, output).toContain(fill(f, places));
        for (const f of c.notStdout ?? []) expect(r.stdout, output).not.toContain(fill(f, places));
        if (c.exit === 0) expect(r.stderr, output).not.toContain('Error:');
      };
      if (c.knownBug) expect(outcome, `fixed? remove "knownBug" from ${c.name}/case.json\n${output}`).toThrow();
      else outcome();
      // A crash would show as a stack trace; a message is one line per problem.
      expect(r.stderr, output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

      const expected = new Map(before.store);
      for (const [rel, content] of Object.entries(c.changes ?? {})) {
        if (content === null) {
          expected.delete(rel);
          continue;
        }
        const want = bytesOf(content);
        // Compared as text first so a failure shows the difference.
        expect((await readFile(join(places.root, rel))).toString('latin1'), rel).toBe(want.toString('latin1'));
        const mode = before.store.get(rel)?.split(' ')[1] ?? '644';
        expected.set(rel, `file ${mode} ${createHash('sha256').update(want).digest('hex')}`);
      }
      expect(await snapshot(places.root), 'the store').toEqual(expected);
      expect(await snapshot(places.outside), 'the directory next to the store').toEqual(before.outside);
      if (head !== undefined) {
        expect(await git(places.root, ['rev-parse', 'HEAD'])).toBe(head);
        expect(await git(places.root, ['status', '--porcelain'])).toBe('');
      }
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });
});
