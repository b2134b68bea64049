/**
 * Property tests for every layout: trim ∘ trim = trim, the kept entries are
 * the newest by the layout's order and byte-identical, and the structure
 * (everything that is not an entry) is identical before and after: nothing
 * that is not an entry is ever removed. Logs are generated with a preamble,
 * structure sections, fenced blocks holding heading lines, CRLF, a BOM and
 * invalid UTF-8; for the well-formed ones the generator's own entry count
 * checks the parser.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LayoutSpec, type LogLayout, layoutFor } from '../../src/format/layout.js';
import { applyTrim, planTrim } from '../../src/memory/runlog/trim.js';
import { tempDir } from '../helpers/tmp.js';

const RUNS = { numRuns: 300 };
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const LAYOUTS: LayoutSpec[] = [
  { level: 2, structure: [], order: 'oldest-first' },
  { level: 2, structure: [], order: 'newest-first' },
  { level: 2, structure: ['Current State', 'Next*'], order: 'oldest-first' },
  { level: 3, entriesUnder: 'Learnings', structure: [], order: 'oldest-first' },
  { level: 3, entriesUnder: 'Learnings', structure: [], order: 'newest-first' },
  { level: 3, structure: [], order: 'newest-first' },
];

const eol = fc.constantFrom('\n', '\r\n');
const BODY = [
  'text line',
  '```\n## fenced\n### fenced too\n```',
  '~~~~\n## in tildes\n~~~~',
  '#### deeper',
  ' ## indented',
  'caf\u00e9',
  '**Task:** t',
];
const body = fc.array(fc.constantFrom(...BODY), { maxLength: 3 });
const title = fc.constantFrom('2026-01-01', 'note', 'Current State', 'Next Steps', 'x');

/** A well-formed log and how many entries it holds for `spec`. */
const wellFormed = (spec: LayoutSpec) =>
  fc
    .tuple(
      fc.boolean(),
      eol,
      body,
      fc.array(
        fc.tuple(
          fc.constantFrom('Learnings', 'Core Context', 'Other'),
          body,
          fc.array(fc.tuple(title, body), { maxLength: 5 }),
        ),
        { maxLength: 3 },
      ),
      fc.boolean(),
    )
    .map(([bom, nl, preamble, sections, raw]) => {
      const lines = (parts: string[]) => parts.map((p) => p.replace(/\n/g, nl) + nl).join('');
      let text = `# Title${nl}${lines(preamble)}`;
      let entries = 0;
      const isStructure = (t: string) =>
        spec.structure.some((g) => new RegExp(`^${g.replace('*', '.*')}$`, 'i').test(t));
      for (const [name, intro, items] of sections) {
        if (spec.level === 2) {
          for (const [t, b] of items) {
            text += `## ${t}${nl}${lines(b)}`;
            if (!isStructure(t)) entries++;
          }
          continue;
        }
        text += `## ${name}${nl}${lines(intro)}`;
        for (const [t, b] of items) {
          text += `### ${t}${nl}${lines(b)}`;
          if (spec.entriesUnder === undefined || spec.entriesUnder === name) entries++;
        }
      }
      // Sometimes a stray byte and an unclosed fence at the very end: not a fence.
      const tail = raw ? Buffer.from([0xff, 0x0a, 0x60, 0x60, 0x60, 0x0a]) : Buffer.alloc(0);
      return { log: Buffer.concat([bom ? BOM : Buffer.alloc(0), Buffer.from(text), tail]), entries };
    });

/** The bytes that are not entries, in order. */
function structureOf(log: Buffer, layout: LogLayout): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (const e of layout.entries(log)) {
    parts.push(log.subarray(at, e.start));
    at = e.end;
  }
  parts.push(log.subarray(at));
  return Buffer.concat(parts);
}

describe('layout properties', () => {
  it.each(LAYOUTS.map((spec) => [JSON.stringify(spec), spec] as const))(
    '%s: trim ∘ trim = trim, newest kept byte for byte, structure identical',
    async (_name, spec) => {
      const layout = layoutFor(spec);
      const path = join(await tempDir('memkeep-prop-layout-'), 'log.md');
      await fc.assert(
        fc.asyncProperty(wellFormed(spec), fc.integer({ min: 1, max: 4 }), async ({ log, entries }, keep) => {
          await writeFile(path, log);
          const before = layout.entries(log);
          expect(before.length).toBe(entries);
          const plan = await planTrim(path, keep, { layout, list: true });
          await applyTrim(plan);
          const once = await readFile(path);
          const after = layout.entries(once);
          const chrono = spec.order === 'newest-first' ? [...before].reverse() : before;
          const expected = chrono.slice(-keep).map((e) => log.subarray(e.start, e.end));
          const keptChrono = spec.order === 'newest-first' ? [...after].reverse() : after;
          expect(keptChrono.map((e) => once.subarray(e.start, e.end))).toEqual(expected);
          expect(structureOf(once, layout)).toEqual(structureOf(log, layout));
          expect(plan.removed).toBe(Math.max(0, entries - keep));
          expect(plan.dropped?.length ?? 0).toBe(Math.max(0, entries - keep));
          const again = await planTrim(path, keep, { layout });
          expect(again.bytesRemoved).toBe(0);
          await applyTrim(again);
          expect(await readFile(path)).toEqual(once);
        }),
        RUNS,
      );
    },
  );
});
