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
import { applyTrim } from '../../src/memory/runlog/apply-trim.js';
import { OrderRefused } from '../../src/memory/runlog/entry-order.js';
import { planTrim } from '../../src/memory/runlog/plan-trim.js';
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
  { level: 2, structure: [], order: 'oldest-first', dated: true },
];

const eol = fc.constantFrom('\n', '\r\n');
const BODY = [
  'text line',
  '```\n## fenced\n### fenced too\n```',
  '~~~~\n## in tildes\n~~~~',
  '#### deeper',
  '    ## indented four spaces: code',
  'caf\u00e9',
  '**Task:** t',
  // A thematic break after a blank line or a list item, never a setext underline.
  '\n---',
  '- item\n---',
  '- a list item',
  // A comment the entry's text goes on after is the entry's, headings in it included.
  '<!--\n### 2026-01-03 commented out\n## 2026-01-03 commented out\n-->\nstill this entry',
  '  <!-- ## 2026-01-04 indented comment\n  -->\nstill this entry',
];
const body = fc.array(fc.constantFrom(...BODY), { maxLength: 3 });
const title = fc.constantFrom(
  '2026-01-01',
  'note',
  'Current State',
  'Next Steps',
  'x',
  'Template for Future Decisions',
  '[Date] - [Decision Topic]',
);
/**
 * Titles and comments between entries: structure in every layout (a comment
 * may hold a heading); a title may be indented or setext.
 */
const EXTRAS = [
  '# History (append one short entry per run)',
  '<!--\n## [Date] - [Topic]\n## 2026-01-02 not an entry\n-->',
  '<!-- ### one-line comment -->',
  '   # Indented title',
  '\nSetext title\n============',
];
/**
 * How a `## ` section heading is written, each read as the same heading; a
 * setext title starts its paragraph (after a blank line here), so dropping
 * the entry above never changes it. Under an entry's last line, `---` is
 * that entry's separator (see marks.ts).
 */
const SECTION_FORMS = [
  (name: string) => `## ${name}`,
  (name: string) => ` ## ${name}`,
  (name: string) => `   ## ${name}`,
  (name: string) => `\n${name}\n${'-'.repeat(name.length)}`,
  (name: string) => `\n${name}\n---`,
];
const TEMPLATE_TITLES = ['Template for Future Decisions', '[Date] - [Decision Topic]'];

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
          fc.option(fc.constantFrom(...EXTRAS), { nil: undefined }),
          fc.constantFrom(...SECTION_FORMS),
        ),
        { maxLength: 3 },
      ),
      fc.boolean(),
    )
    .map(([bom, nl, preamble, sections, raw]) => {
      const lines = (parts: string[]) => parts.map((p) => p.replace(/\n/g, nl) + nl).join('');
      let text = `# Title${nl}${lines(preamble)}`;
      let entries = 0;
      // axe's own layout reads every `## ` heading as an entry, templates included.
      const isStructure = (t: string) =>
        (TEMPLATE_TITLES.includes(t) && !layoutFor(spec).streamable) ||
        (spec.dated && !/^\d{4}-/.test(t)) ||
        spec.structure.some((g) => new RegExp(`^${g.replace('*', '.*')}$`, 'i').test(t));
      for (const [name, intro, items, extra, form] of sections) {
        if (spec.level === 2) {
          for (const [t, b] of items) {
            text += `## ${t}${nl}${lines(b)}`;
            if (!isStructure(t)) entries++;
          }
        } else {
          text += `${form(name).replace(/\n/g, nl)}${nl}${lines(intro)}`;
          for (const [t, b] of items) {
            text += `### ${t}${nl}${lines(b)}`;
            if ((spec.entriesUnder === undefined || spec.entriesUnder === name) && !isStructure(t)) entries++;
          }
        }
        if (extra) text += lines([extra]);
      }
      // Sometimes a stray byte and an unclosed fence at the very end: not a fence.
      const tail = raw ? Buffer.from([0xff, 0x0a, 0x60, 0x60, 0x60, 0x0a]) : Buffer.alloc(0);
      return { log: Buffer.concat([bom ? BOM : Buffer.alloc(0), Buffer.from(text), tail]), entries };
    });

/** The bytes that are not entries (an entry's lead-in is its own), in order. */
function structureOf(log: Buffer, layout: LogLayout): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (const e of layout.entries(log)) {
    parts.push(log.subarray(at, e.lead ?? e.start));
    at = e.end;
  }
  parts.push(log.subarray(at));
  return Buffer.concat(parts);
}

/**
 * Trims `log` (entries numbered 1..total by date, in any file order) to
 * `keep`: the newest by date are kept with the structure intact, or the trim
 * is refused and the file is untouched; never the newest by file position.
 */
async function newestOrRefused(layout: LogLayout, path: string, log: Buffer, total: number, keep: number) {
  await writeFile(path, log);
  let plan: Awaited<ReturnType<typeof planTrim>>;
  try {
    plan = await planTrim(path, keep, { layout, list: true });
  } catch (err) {
    expect(err).toBeInstanceOf(OrderRefused);
    expect(await readFile(path)).toEqual(log);
    return;
  }
  await applyTrim(plan);
  const after = await readFile(path);
  const number = (heading: string) => Number(/(?:entry|session|learning|change) (\d+)/.exec(heading)![1]);
  const kept = layout.entries(after).map((e) => number(e.heading));
  const newest = Array.from({ length: Math.min(keep, total) }, (_, i) => total - i);
  expect([...kept].sort((a, b) => a - b)).toEqual([...newest].sort((a, b) => a - b));
  expect(structureOf(after, layout)).toEqual(structureOf(log, layout));
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

  it.each(['oldest-first', 'newest-first'] as const)(
    'a log written in both directions is never trimmed by a declared %s: the newest by date are kept, or the trim is refused',
    async (order) => {
      const layout = layoutFor({ level: 2, structure: [], order });
      const path = join(await tempDir('memkeep-prop-mixed-'), 'log.md');
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 5 }),
          fc.integer({ min: 0, max: 5 }),
          fc.boolean(),
          fc.integer({ min: 1, max: 6 }),
          async (prepended, appended, title, keep) => {
            // Days 1..p prepended (newest on top), then days p+1..p+a appended below them.
            const day = (d: number) => `## 2026-01-${String(d).padStart(2, '0')} entry ${d}\n\nbody ${d}\n\n`;
            const top = Array.from({ length: prepended }, (_, i) => day(prepended - i)).join('');
            const bottom = Array.from({ length: appended }, (_, i) => day(prepended + i + 1)).join('');
            const log = Buffer.from(`${title ? '# Journal\n\n' : ''}${top}${title ? '# History\n\n' : ''}${bottom}`);
            await newestOrRefused(layout, path, log, prepended + appended, keep);
          },
        ),
        RUNS,
      );
    },
  );
});

/** Entries as list items (Roo's `## Recent Changes`, Squad's bullets under `## Learnings`). */
const ITEM_LAYOUTS: LayoutSpec[] = [
  { level: 2, items: true, entriesUnder: 'Learnings', structure: [], order: 'oldest-first' },
  { level: 2, items: true, entriesUnder: 'Learnings', structure: [], order: 'newest-first' },
];
/** Between items: comments (holding item and heading lines), placeholders and paragraphs are structure. */
const ITEM_EXTRAS = [
  '<!-- - [Date] - [Decision Topic] -->',
  '<!--\n- not an item\n## 2026-01-02 not an entry\n-->',
  '```\n- fenced, not an item\n```',
  '',
  // After a blank line: directly under an item, a line is that item's (a lazy continuation, as in Markdown).
  '\nA paragraph of the section.',
  // Roo Code's template slots: placeholders and an empty bullet, never entries.
  '*   [YYYY-MM-DD HH:MM:SS] - [Summary of change/focus/issue]',
  '- [YYYY-MM-DD HH:MM:SS] - [Summary of Change]',
  '*   ',
];
/** An indented comment is the text of the item it follows (or of the section): no line in it is an item. */
const INDENTED_COMMENT = '  <!--\n- 2026-01-02 commented out, not an item\n## 2026-01-03 not an entry\n  -->';
/** What ends the section: a title, or a section heading indented or setext. */
const TRAILERS = [
  '# Appendix (a title ends the section)',
  ' ## Appendix (an indented heading ends the section)',
  '\nAppendix (a setext heading ends the section)\n---',
  '\nAppendix (a setext title ends the section)\n===',
];

const itemLog = fc
  .tuple(
    eol,
    fc.array(fc.oneof(fc.constant('ITEM'), fc.constantFrom(...ITEM_EXTRAS, INDENTED_COMMENT)), { maxLength: 12 }),
    fc.option(fc.constantFrom(...TRAILERS), { nil: undefined }),
  )
  .map(([nl, parts, trailer]) => {
    let n = 0;
    const body = parts.map((p) => (p === 'ITEM' ? `- item ${++n}: kept text\n  continued` : p));
    const lines = (xs: string[]) => xs.map((x) => x.replace(/\n/g, nl) + nl).join('');
    const text =
      `# Squad history${nl}${nl}<!-- template: - [Date] - [Learning] -->${nl}## Core Context${nl}${nl}- core bullet, not an entry${nl}${nl}## Learnings${nl}${nl}` +
      lines(body) +
      (trailer ? `${nl}${trailer.replace(/\n/g, nl)}${nl}${nl}- not an entry${nl}` : '');
    return Buffer.from(text);
  });

/** Text with its blank lines left out. */
const squeezed = (b: Buffer) =>
  b
    .toString('utf8')
    .replace(/\r\n/g, '\n')
    .replace(/\n(?:[ \t]*\n)+/g, '\n');

/** How often each of `needles` occurs in `hay`. */
const counts = (hay: Buffer, needles: string[]) => needles.map((x) => hay.toString('utf8').split(x).length - 1);

describe('layout properties: entries as list items', () => {
  it.each(ITEM_LAYOUTS.map((spec) => [JSON.stringify(spec), spec] as const))(
    '%s: titles, comments, fences and paragraphs are never removed; the kept items are the newest, byte for byte',
    async (_name, spec) => {
      const layout = layoutFor(spec);
      const path = join(await tempDir('memkeep-prop-items-'), 'history.md');
      const never = [
        '# Squad history',
        '<!-- template',
        '- core bullet',
        'Appendix (',
        '- not an entry',
        ...ITEM_EXTRAS.filter(Boolean),
      ];
      await fc.assert(
        fc.asyncProperty(itemLog, fc.integer({ min: 1, max: 4 }), async (log, keep) => {
          await writeFile(path, log);
          const before = layout.entries(log);
          expect(before.every((e) => /^item \d+: kept text$/.test(e.heading))).toBe(true);
          const plan = await planTrim(path, keep, { layout, list: true });
          await applyTrim(plan);
          const once = await readFile(path);
          // A blank line between the last item and a paragraph is the paragraph's: when the item after
          // it goes, the blank line before it may move from an item to the structure. Nothing else moves.
          expect(squeezed(structureOf(once, layout))).toEqual(squeezed(structureOf(log, layout)));
          expect(counts(once, never)).toEqual(counts(log, never));
          const chrono = spec.order === 'newest-first' ? [...before].reverse() : before;
          const after = layout.entries(once);
          const keptChrono = spec.order === 'newest-first' ? [...after].reverse() : after;
          expect(keptChrono.map((e) => squeezed(once.subarray(e.start, e.end)))).toEqual(
            chrono.slice(-keep).map((e) => squeezed(log.subarray(e.start, e.end))),
          );
          const again = await planTrim(path, keep, { layout });
          expect(again.bytesRemoved).toBe(0);
        }),
        RUNS,
      );
    },
  );
});

/** Every dated way of writing entries, each prepended for a while and then appended. */
const MIXED: { name: string; spec: LayoutSpec; entry: (d: number) => string; head: string }[] = [
  {
    name: 'dated ## entries among fixed sections (cline, squad-dated)',
    spec: { level: 2, structure: [], order: 'newest-first', dated: true },
    entry: (d) => `## 2026-01-${String(d).padStart(2, '0')}: session ${d}\n\nbody ${d}\n\n`,
    head: '# Active Context\n\n## Current Focus\n\nImporter.\n\n',
  },
  {
    name: '### entries under ## Learnings (squad)',
    spec: { level: 3, entriesUnder: 'Learnings', structure: [], order: 'oldest-first' },
    entry: (d) => `### 2026-01-${String(d).padStart(2, '0')} learning ${d}\n\nbody ${d}\n\n`,
    head: '# EECOM\n\n## Core Context\n\nOwns the runtime.\n\n## Learnings\n\n',
  },
  {
    name: 'dated bullets under ## Learnings (roo, squad-bullets)',
    spec: { level: 2, items: true, entriesUnder: 'Learnings', structure: [], order: 'newest-first' },
    entry: (d) => `* [2026-01-${String(d).padStart(2, '0')} 10:00:00] - change ${d}\n`,
    head: '# Active Context\n\n## Learnings\n\n',
  },
];

describe('a log written in both directions is never trimmed by its declared direction', () => {
  it.each(MIXED.map((m) => [m.name, m] as const))('%s', async (_name, m) => {
    const layout = layoutFor(m.spec);
    const path = join(await tempDir('memkeep-prop-mixed2-'), 'log.md');
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 6 }),
        async (prepended, appended, keep) => {
          const top = Array.from({ length: prepended }, (_, i) => m.entry(prepended - i)).join('');
          const bottom = Array.from({ length: appended }, (_, i) => m.entry(prepended + i + 1)).join('');
          const log = Buffer.from(`${m.head}${top}${bottom}`);
          expect(layout.entries(log).length).toBe(prepended + appended);
          await newestOrRefused(layout, path, log, prepended + appended, keep);
        },
      ),
      RUNS,
    );
  });
});
