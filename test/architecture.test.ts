/**
 * The layering docs/architecture.md describes, checked on the sources: its
 * "may import" table is read as written, every import of every source file
 * (multi-line and dynamic ones too) must be one its folder's row allows, and
 * only renderers and front ends print.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../src');
const DOC = readFileSync(join(import.meta.dirname, '../docs/architecture.md'), 'utf8');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** `text/` for src/text/x.ts, `errors.ts` for src/errors.ts: the table's names. */
function unitOf(abs: string): string {
  const rel = relative(SRC, abs);
  const slash = rel.indexOf('/');
  return slash === -1 ? rel : `${rel.slice(0, slash)}/`;
}

/** The table's rows: unit -> the units it may import. */
function allowedTable(): Map<string, Set<string>> {
  const rows = new Map<string, Set<string>>();
  for (const line of DOC.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const unit = /^`src\/([^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!unit || cells.length < 5) continue;
    const allowed = [...cells[3].matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    rows.set(unit, new Set(allowed));
  }
  return rows;
}

const sources = files(SRC).map((path) => ({ path, rel: relative(SRC, path), text: readFileSync(path, 'utf8') }));

/** Relative module specifiers of every static, multi-line, re-export and dynamic import. */
function importsOf(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
}

describe('layering', () => {
  const table = allowedTable();

  it('the table names every folder and root file of src/', () => {
    const units = new Set(sources.map((s) => unitOf(s.path)));
    expect([...units].filter((u) => !table.has(u)).sort()).toEqual([]);
    expect([...table.keys()].filter((u) => !units.has(u)).sort()).toEqual([]);
  });

  it('reads multi-line and dynamic imports', () => {
    expect(importsOf("import {\n  a,\n  b,\n} from '../x/y.js';\nconst m = await import('./z.js');")).toEqual([
      '../x/y.js',
      './z.js',
    ]);
  });

  it('every import is one the table allows', () => {
    const wrong: string[] = [];
    for (const s of sources) {
      const from = unitOf(s.path);
      for (const spec of importsOf(s.text)) {
        const to = unitOf(resolve(dirname(s.path), spec).replace(/\.js$/, '.ts'));
        if (to !== from && !table.get(from)?.has(to)) wrong.push(`${s.rel} imports ${to} (${spec})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the rules that never bend hold in the table itself', () => {
    const never: [string[], string[]][] = [
      [
        ['memory/', 'config/', 'fs/'],
        ['git/', 'analysis/', 'gc/', 'github/', 'cli/'],
      ],
      [['analysis/'], ['git/', 'gc/', 'github/', 'cli/']],
      [['gc/'], ['cli/', 'action/', 'mcp/', 'render/']],
      [['git/'], ['analysis/']],
    ];
    for (const [froms, tos] of never)
      for (const from of froms) for (const to of tos) expect(table.get(from)?.has(to), `${from} -> ${to}`).toBe(false);
  });

  it('nothing below the front ends writes to the console', () => {
    const quiet = ['text/', 'format/', 'fs/', 'config/', 'memory/', 'analysis/', 'git/', 'gc/', 'ops/', 'render/'];
    for (const s of sources.filter((f) => quiet.includes(unitOf(f.path)))) {
      expect(s.text, s.rel).not.toMatch(/console\.|process\.(stdout|stderr)/);
    }
  });

  it('every file is read through fs/ (regular-file checks, size limits); nothing else opens one to read it', () => {
    // Directory listings are not reads; memory's own run-log scan reads through a handle fs/ opened.
    const reads = /\b(readFile|readFileSync|createReadStream)\b/;
    for (const s of sources.filter((f) => unitOf(f.path) !== 'fs/')) {
      const imports = [...s.text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'node:fs(?:\/promises)?'/g)].map((m) => m[1]);
      expect(imports.join(','), s.rel).not.toMatch(reads);
    }
  });

  it('no file name appears twice in src/, and no source file is over 350 lines', () => {
    const names = sources.map((s) => s.rel.split('/').pop()!);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const s of sources) expect(s.text.split('\n').length, s.rel).toBeLessThanOrEqual(350);
  });

  it('no two modules export the same name (one name, one thing)', () => {
    const exported = sources.flatMap((s) =>
      [...s.text.matchAll(/^export (?:async )?(?:function|const|interface|type|class|enum) (\w+)/gm)].map((m) => m[1]),
    );
    expect(exported.filter((n, i) => exported.indexOf(n) !== i)).toEqual([]);
  });

  it('a step is a file behind the step seam, registered once', () => {
    const registry = sources.find((s) => s.rel === 'gc/steps/registry.ts')!.text;
    for (const s of sources.filter((f) => f.rel.startsWith('gc/steps/') && !/(step|registry)\.ts$/.test(f.rel))) {
      const name = s.rel.replace(/^gc\/steps\/|\.ts$/g, '');
      expect(registry, name).toContain(`from './${name}.js'`);
    }
  });
});

describe('start-up', () => {
  /** Modules evaluated when `path` is: its static value imports, followed (type-only and dynamic imports are not). */
  function staticClosure(path: string, seen = new Set<string>()): Set<string> {
    if (seen.has(path)) return seen;
    seen.add(path);
    const source = sources.find((s) => s.rel === path);
    for (const m of source?.text.matchAll(/^import (?!type\b)[^;]*? from '([^']+)';$/gm) ?? []) {
      const target = m[1].startsWith('.') ? normalize(join(dirname(path), m[1])).replace(/\.js$/, '.ts') : m[1];
      staticClosure(target, seen);
    }
    return seen;
  }

  it("the CLI's start-up evaluates no git client, model SDK or GitHub client (they load on use)", () => {
    const closure = staticClosure('cli.ts');
    // The closure is followed through the command table, or it would prove nothing.
    expect(closure.has('cli/dispatch.ts')).toBe(true);
    const packages = [...closure].filter((m) => !m.endsWith('.ts') && !m.startsWith('node:'));
    expect(packages.filter((p) => /simple-git|openai|@actions\/github|@octokit/.test(p))).toEqual([]);
  });

  it("the CLI's start-up is its command table: each command loads what it uses when it runs", () => {
    const closure = [...staticClosure('cli.ts')];
    // Every start parses and runs what is statically reachable (`--version` and
    // `load` included): no package, and only the command table's own helpers.
    expect(closure.filter((m) => !m.endsWith('.ts') && !m.startsWith('node:'))).toEqual([]);
    const allowed =
      /^(cli\/|cli\.ts$|errors\.ts$|version\.ts$|text\/(suggest|plural)\.ts$|config\/(types|duration)\.ts$|git\/author\.ts$)/;
    expect(closure.filter((m) => m.endsWith('.ts') && !allowed.test(m))).toEqual([]);
    const bytes = closure.filter((m) => m.endsWith('.ts')).reduce((n, m) => n + statSync(join(SRC, m)).size, 0);
    expect(bytes).toBeLessThan(64 * 1024);
  });
});
