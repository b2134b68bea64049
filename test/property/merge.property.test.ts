/**
 * Property tests for typed-memory merges (mergeInto, DESIGN.md section 2):
 * line_hash never duplicates a line, and section_replace leaves every block it
 * does not replace byte-identical. Files are real; each case is a few lines.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeInto } from '../../src/memory/sections/merge.js';
import { lineEnding, splitSections } from '../../src/memory/sections/section-file.js';
import { tempDir } from '../helpers/tmp.js';

const RUNS = { numRuns: 1000 };

/**
 * Text built from whole lines and line endings, so lines repeat often. The
 * endings include '' (two tokens fuse into one line) and a lone CR; a BOM may
 * lead. No lone surrogates or NUL: mergeInto only accepts UTF-8 text files.
 */
function textOf(lineTokens: readonly string[], maxLines = 10) {
  const piece = fc.tuple(fc.constantFrom(...lineTokens), fc.constantFrom('\n', '\n', '\r\n', '', '\r'));
  return fc
    .tuple(fc.boolean(), fc.array(piece, { maxLength: maxLines }), fc.boolean())
    .map(([bom, pieces, lastEnds]) => {
      const body = pieces.map(([line, eol], i) => line + (i < pieces.length - 1 || lastEnds ? eol : '')).join('');
      return (bom ? '\uFEFF' : '') + body;
    });
}

/**
 * Section text: a few preamble lines, then blocks that each start with a
 * heading line, so most cases both replace and keep blocks; sometimes the
 * same lines shuffled freely, which gives headings mid-line and blocks with
 * no heading.
 */
function sectionText() {
  const headings = ['## A', '## B', '## C', '## D', '##  A ', '## '];
  // Fenced `## ` lines are body text; a lone fence opener (rarer, or it would
  // swallow most blocks) leaves a fence open to the end of the text.
  const bodyLines = [
    'text',
    'more',
    'text',
    '',
    ' ',
    '### A',
    ' ## B',
    '```\n## A\n```',
    '~~~\n## B\n~~~~',
    '    ```',
    '```js',
    '~~~',
  ];
  const lines = (pool: string[], maxLength: number) => textOf(pool, maxLength).map((t) => t.replace(/^\uFEFF/, ''));
  const block = fc
    .tuple(fc.constantFrom(...headings), fc.constantFrom('\n', '\r\n'), lines(bodyLines, 3))
    // Ending the body's last line keeps the next heading at column 0.
    .map(([h, eol, body]) => h + eol + body + (/\n$/.test(body) || body === '' ? '' : eol));
  const structured = fc
    .tuple(fc.boolean(), lines(bodyLines, 2), fc.array(block, { minLength: 1, maxLength: 6, size: 'max' }))
    .map(
      ([bom, pre, blocks]) =>
        (bom ? '\uFEFF' : '') + pre + (/\n$/.test(pre) || pre === '' ? '' : '\n') + blocks.join(''),
    );
  return fc.oneof({ weight: 3, arbitrary: structured }, { weight: 1, arbitrary: textOf([...headings, ...bodyLines]) });
}

/**
 * A file's lines, as identities: a leading BOM is not text and `\n` ends a
 * line. Trailing CRs are dropped: one reader treats a CR before `\n` as line
 * ending and another as text, and lines equal for either reader must count
 * as the same line, or one reader would see a duplicate.
 */
function lineTexts(text: string): string[] {
  const body = text.replace(/^\uFEFF/, '');
  if (body === '') return [];
  const parts = body.split('\n');
  if (parts.at(-1) === '') parts.pop();
  return parts.map((p) => p.replace(/\r+$/, ''));
}

const isBlank = (line: string) => line.trim() === '';

function tally(lines: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) if (!isBlank(line)) counts.set(line, (counts.get(line) ?? 0) + 1);
  return counts;
}

async function setUp(path: string, base: string | undefined): Promise<void> {
  if (base === undefined) await rm(path, { force: true });
  else await writeFile(path, base);
}

/** `got` is `want`, or `want` plus one closing fence line. */
function expectKeptOrClosed(got: string, want: string): void {
  expect(got.startsWith(want) && /^((`{3,}|~{3,})\r?\n)?$/.test(got.slice(want.length))).toBe(true);
}

describe('merge properties', () => {
  it('line_hash never duplicates a non-blank line, and merging again changes nothing', async () => {
    const dir = await tempDir('memkeep-prop-linehash-');
    const path = join(dir, 'notes.md');
    const text = textOf(['a', 'b', 'a ', ' a', 'é😀', '## A', '```', '', ' ', '\t', '\u00a0', 'a\r']);
    await fc.assert(
      fc.asyncProperty(fc.option(text, { nil: undefined }), text, async (base, incoming) => {
        await setUp(path, base);
        await mergeInto(path, incoming, 'line_hash');
        const out = await readFile(path, 'utf8');

        const had = tally(lineTexts(base ?? ''));
        const offered = new Set(lineTexts(incoming).filter((l) => !isBlank(l)));
        const got = tally(lineTexts(out));
        // Lines already present keep their count; each new line arrives exactly once; nothing else appears.
        for (const [line, n] of got) expect([line, n]).toEqual([line, had.get(line) ?? (offered.has(line) ? 1 : 0)]);
        for (const line of offered) expect(got.has(line)).toBe(true);
        expect(out.startsWith(base ?? '')).toBe(true);

        await mergeInto(path, incoming, 'line_hash');
        expect(await readFile(path, 'utf8')).toBe(out);
      }),
      RUNS,
    );
  });

  it('section_replace leaves every block it does not replace byte-identical', async () => {
    const dir = await tempDir('memkeep-prop-sections-');
    const path = join(dir, 'notes.md');
    const text = sectionText();
    await fc.assert(
      fc.asyncProperty(fc.option(text, { nil: undefined }), text, async (base, incoming) => {
        await setUp(path, base);
        await mergeInto(path, incoming, 'section_replace');
        const out = await readFile(path, 'utf8');

        const old = base ?? '';
        const eol = lineEnding(old || incoming);
        // What the merge is documented to take in: the file's line ending, no BOM mid-file.
        const taken = old === '' ? incoming : incoming.replace(/^\uFEFF/, '').replace(/\r?\n/g, eol);
        const have = splitSections(old);
        const add = splitSections(taken);
        const got = splitSections(out);

        const lastIncoming = new Map(add.sections.map((s) => [s.heading, s.raw]));
        const firstSlot = new Map<string, number>();
        for (const [i, s] of have.sections.entries()) firstSlot.set(s.heading, firstSlot.get(s.heading) ?? i);
        const newHeadings = [...lastIncoming.keys()].filter((h) => !firstSlot.has(h));

        // Read back, the file has the old blocks in place and one block per new heading:
        // no block swallowed another (an unclosed code fence would).
        expect(got.sections.map((s) => s.heading)).toEqual([...have.sections.map((s) => s.heading), ...newHeadings]);

        // Untouched blocks keep their exact bytes, but for a closing fence line added when
        // a fence line after them would otherwise close an opener they leave unclosed. The
        // last old block (or the preamble) may gain what has to follow it: a line ending, a
        // closing fence, the incoming preamble; a replacement is the incoming block, which
        // may gain the same.
        const lastOld = have.sections.length - 1;
        expect(got.preamble.startsWith(have.preamble)).toBe(true);
        if (lastOld >= 0) expectKeptOrClosed(got.preamble, have.preamble);
        have.sections.forEach((s, i) => {
          const want = firstSlot.get(s.heading) === i ? (lastIncoming.get(s.heading) ?? s.raw) : s.raw;
          const raw = got.sections[i]?.raw ?? '';
          if (want === s.raw && i !== lastOld) expectKeptOrClosed(raw, s.raw);
          else expect(raw.startsWith(want)).toBe(true);
        });
        newHeadings.forEach((h, k) => {
          expect(got.sections[have.sections.length + k]?.raw.startsWith(lastIncoming.get(h) ?? '')).toBe(true);
        });
        expect(await readdir(dir)).toEqual(['notes.md']);
      }),
      RUNS,
    );
  });
});
