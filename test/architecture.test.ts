/**
 * The layering docs/architecture.md describes, checked on the sources: the
 * library below the front ends never imports them, git never knows the
 * analysis cache's schema, and only renderers and front ends print.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
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
