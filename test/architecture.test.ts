/**
 * The layering docs/architecture.md describes, checked on the sources: the
 * library below the front ends never imports them, git never knows the
 * analysis cache's schema, and only renderers and front ends print.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const sources = files(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));
const imports = (text: string) => [...text.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
const under = (...dirs: string[]) => sources.filter((s) => dirs.some((d) => s.path.startsWith(`${d}/`)));

describe('layering', () => {
  it('store, format, analysis, git and gc never import the front ends or the renderers', () => {
    for (const s of under('store', 'format', 'analysis', 'git', 'gc')) {
      expect(
        imports(s.text).filter((i) => /\/(cli|render|action)\//.test(i) || i.endsWith('/main.js')),
        s.path,
      ).toEqual([]);
    }
  });

  it('git does not know the analysis', () => {
    for (const s of under('git'))
      expect(
        imports(s.text).filter((i) => i.includes('/analysis/')),
        s.path,
      ).toEqual([]);
  });

  it('nothing below the front ends writes to the console', () => {
    for (const s of under('store', 'format', 'analysis', 'git', 'gc', 'render')) {
      expect(s.text, s.path).not.toMatch(/console\.|process\.(stdout|stderr)/);
    }
  });

  it('a step is a file behind the step seam, registered once', () => {
    const registry = sources.find((s) => s.path === 'gc/steps/registry.ts')!.text;
    for (const s of under('gc/steps').filter((f) => !/(step|registry)\.ts$/.test(f.path))) {
      const name = s.path.replace(/^gc\/steps\/|\.ts$/g, '');
      expect(registry, name).toContain(`from './${name}.js'`);
    }
  });
});

describe('start-up', () => {
  /** Modules evaluated when `path` is: its static value imports, followed (type-only and dynamic imports are not). */
  function staticClosure(path: string, seen = new Set<string>()): Set<string> {
    if (seen.has(path)) return seen;
    seen.add(path);
    const source = sources.find((s) => s.path === path);
    for (const m of source?.text.matchAll(/^import (?!type\b)[^;]*? from '([^']+)';$/gm) ?? []) {
      const target = m[1].startsWith('.') ? normalize(join(dirname(path), m[1])).replace(/\.js$/, '.ts') : m[1];
      staticClosure(target, seen);
    }
    return seen;
  }

  it("the CLI's start-up evaluates no git client, model SDK or GitHub client (they load on use)", () => {
    const packages = [...staticClosure('cli.ts')].filter((m) => !m.endsWith('.ts') && !m.startsWith('node:'));
    expect(packages.filter((p) => /simple-git|openai|@actions\/github|@octokit/.test(p))).toEqual([]);
  });
});
