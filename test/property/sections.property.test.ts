/**
 * Property tests for evva-style section merging (mergeSections, DESIGN.md
 * section 1 "Section file"). mergeSections is pure, so these run in memory.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mergeSections,
  PROJECT_MEMORY_SECTIONS,
  splitSections,
  USER_PROFILE_SECTIONS,
} from '../../src/memory/sections/section-file.js';

const RUNS = { numRuns: 1000 };

/**
 * Lines that stress the parser: allowed and unknown headings, a heading with
 * padding, an empty heading, deeper and indented `## `, fences of both kinds
 * and lengths (including 4-space and tab-indented ones that are not fences,
 * and a backtick info string that makes one invalid), a BOM, and plain text.
 */
const LINES = [
  '## Preferences',
  '## Working style',
  '## Recurring topics',
  '## Project facts',
  '## Decisions',
  '## Other',
  '##  Decisions  ',
  '## ',
  '### Preferences',
  ' ## Decisions',
  '  ## x',
  '## x',
  '```',
  '~~~',
  '````',
  '```js',
  '``` `x`',
  '   ```',
  '    ```',
  '\t```',
  'text',
  'more text',
  '',
  '   ',
  '\uFEFF',
  'é😀',
];

function textOf(maxLines: number) {
  const piece = fc.tuple(fc.constantFrom(...LINES), fc.constantFrom('\n', '\n', '\r\n'));
  return fc.array(piece, { maxLength: maxLines }).map((pieces) => pieces.map(([l, e]) => l + e).join(''));
}

/** Update bodies: the same hostile lines, or anything at all. */
const body = fc.oneof({ weight: 3, arbitrary: textOf(6) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });

const scenario = fc.constantFrom(USER_PROFILE_SECTIONS, PROJECT_MEMORY_SECTIONS).chain((allowed) =>
  fc.record({
    allowed: fc.constant(allowed),
    existing: textOf(14),
    updates: fc
      .uniqueArray(fc.tuple(fc.constantFrom(...allowed), body), { selector: ([key]) => key, maxLength: allowed.length })
      .map((pairs) => new Map(pairs)),
  }),
);

/** Bodies by heading, duplicates in file order. */
function bodiesOf(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const { heading, body: b } of splitSections(text).sections) out.set(heading, [...(out.get(heading) ?? []), b]);
  return out;
}

/**
 * `got` holds the content of `want` line for line, allowing only the two
 * rewrites mergeSections documents to keep a body parseable: a heading line
 * escaped as `\\## `, and one closing fence added at the end.
 */
function expectKept(got: string, want: string): void {
  const g = got.trim().split('\n');
  const w = want.trim().split('\n');
  if (want.trim() === '') {
    expect(got.trim()).toBe('');
    return;
  }
  expect(g.length === w.length || (g.length === w.length + 1 && /^(`{3,}|~{3,})$/.test(g.at(-1) ?? ''))).toBe(true);
  for (const [i, line] of w.entries())
    expect(g[i] === line || g[i] === line.replace(/^( {0,3})## /, '$1\\## ')).toBe(true);
}

describe('mergeSections properties', () => {
  it('is idempotent, never drops a heading, and keeps untouched sections', () => {
    fc.assert(
      fc.property(scenario, ({ allowed, existing, updates }) => {
        const once = mergeSections(existing, updates, allowed);
        expect(mergeSections(once, updates, allowed)).toBe(once);
        // The rendering is a fixed point too: reading it back and merging nothing changes nothing.
        expect(mergeSections(once, new Map(), allowed)).toBe(once);

        const before = bodiesOf(existing);
        const after = bodiesOf(once);
        const headings = splitSections(once).sections.map((s) => s.heading);
        expect(new Set(headings).size).toBe(headings.length);
        for (const h of [...before.keys(), ...allowed]) expect(after.has(h)).toBe(true);

        for (const [h, bodies] of before) {
          if (updates.has(h)) continue;
          const want = bodies
            .map((b) => b.trim())
            .filter(Boolean)
            .join('\n\n');
          expectKept(after.get(h)?.[0] ?? '', want);
        }
        for (const [h, b] of updates) expectKept(after.get(h)?.[0] ?? '', b);
        expectKept(splitSections(once).preamble, splitSections(existing).preamble);
      }),
      RUNS,
    );
  });
});
