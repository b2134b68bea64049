/**
 * Property tests for the axe run log (DESIGN.md section 1, "Formats"). The
 * oracles below are written from the format rules, not from runlog.ts, so a
 * scanning shortcut in the library (chunked reads, backward scans) is checked
 * against the plain definition on arbitrary bytes.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendEntry } from '../../src/memory/runlog/append-entry.js';
import { countEntries, loadEntries } from '../../src/memory/runlog/scan.js';
import { parseEntries, trimEntries } from '../helpers/runlog.js';
import { tempDir } from '../helpers/tmp.js';

const RUNS = { numRuns: 1000 };
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

// --- oracle -----------------------------------------------------------------

/**
 * Offsets of header lines: `## ` at column 0, where a line starts at offset 0,
 * after a `\n`, or right after a BOM at offset 0 (an encoding mark, not text),
 * and not inside a fenced code block or an HTML comment. A fence opens at a
 * line of 3+ backticks or tildes (up to 3 spaces before; a backtick fence's
 * info has no backtick) and closes at the next line of only the same
 * character, at least as many; an opener no such line follows is plain text.
 * A comment opens at a line starting, after up to 3 spaces, with `<!--`
 * and closes at the first line holding `-->` (the same line after the
 * opener, or a later one); one that never closes is plain text. A `# `
 * title line is structure, and so is a comment that only blank lines and
 * other such comments separate from the next header, title or the end: they
 * end the entry before them (`ends`). A comment the entry's text goes on
 * after is the entry's, as a fenced block is. The comments right above a
 * header (blank lines between them allowed), up to a blank line, a header
 * or title or the start above them (a comment under a fence is the text's), are the header's lead-in when two or
 * more headers have one of the same kind (the most comments, from one of
 * them down, that another header has too; each comment's first letters after
 * `<!--` and spaces, lower-cased, or 0 for a digit; a comment opening with
 * neither is no lead-in, and stops one as text does): the entry starts there (`leads`), and the
 * entry above ends there. The comments glued (no blank line) to the last
 * text line of an entry, where that comment would end it, are its trailer
 * when two or more entries end with one of the same kind (the most of them,
 * from the first down, that another entry ends with too): the entry ends at
 * the next line after them that is not blank (`trailed`).
 */
function oracleMarks(buf: Buffer): {
  headers: number[];
  ends: number[];
  leads: Map<number, number>;
  trailed: Map<number, number>;
} {
  const bom = buf.subarray(0, 3).equals(BOM);
  const lines: { at: number; text: string }[] = [];
  for (let at = bom ? 3 : 0; at < buf.length; ) {
    const nl = buf.indexOf(0x0a, at);
    const end = nl === -1 ? buf.length : nl;
    lines.push({ at, text: buf.toString('latin1', at, end).replace(/\r$/, '') });
    at = end + 1;
  }
  const opener = (t: string) => {
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(t);
    return m && !(m[1][0] === '`' && m[2].includes('`')) ? m[1] : undefined;
  };
  const closes = (t: string, run: string) => {
    const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(t);
    return m !== null && m[1][0] === run[0] && m[1].length >= run.length;
  };
  const marks: { kind: 'header' | 'title' | 'comment' | 'text' | 'blank'; at: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const { at, text } = lines[i];
    if (text.startsWith('## ')) {
      marks.push({ kind: 'header', at });
      continue;
    }
    if (text.startsWith('# ')) {
      marks.push({ kind: 'title', at });
      continue;
    }
    const comment = /^ {0,3}<!--/.exec(text);
    if (comment) {
      const rest = text.slice(comment[0].length);
      const close = rest.includes('-->') ? i : lines.findIndex((l, j) => j > i && l.text.includes('-->'));
      if (close !== -1) {
        marks.push({ kind: 'comment', at });
        i = close;
        continue;
      }
    }
    marks.push({ kind: /^[ \t\r]*$/.test(text) ? 'blank' : 'text', at });
    const run = opener(text);
    if (!run) continue;
    const close = lines.findIndex((l, j) => j > i && closes(l.text, run));
    if (close !== -1) i = close;
  }
  const ends = marks.filter((m, k) => {
    if (m.kind !== 'comment') return m.kind !== 'text' && m.kind !== 'blank';
    const after = marks.slice(k + 1).find((n) => n.kind !== 'comment' && n.kind !== 'blank');
    return after === undefined || after.kind !== 'text';
  });
  // An id comment's kind: its first letters, or 0 for a number; a comment opening otherwise is no id.
  const wordAt = (at: number) => {
    const id = /^ {0,3}<!--[ \t]*([A-Za-z][A-Za-z_-]*|[0-9])/.exec(lines.find((l) => l.at === at)!.text)?.[1];
    return id === undefined ? undefined : /^[0-9]/.test(id) ? '0' : id.toLowerCase();
  };
  const isId = (n: { kind: string; at: number }) => n.kind === 'comment' && wordAt(n.at) !== undefined;
  const endMarks = new Set(ends.map((m) => m.at));
  const trailers = new Map<number, { end: number; kind: string }[]>();
  marks.forEach((m, k) => {
    if (m.kind !== 'header') return;
    let e = k + 1;
    while (e < marks.length && !endMarks.has(marks[e].at)) e++;
    if (!marks[e] || !isId(marks[e]) || marks[e - 1].kind !== 'text') return;
    // From the first comment down, each run of them and where it would end the entry.
    const kinds: string[] = [];
    const runs: { end: number; kind: string }[] = [];
    for (; marks[e] && isId(marks[e]); e++) {
      kinds.push(wordAt(marks[e].at)!);
      let b = e + 1;
      while (marks[b]?.kind === 'blank') b++;
      runs.push({ end: marks[b]?.at ?? buf.length, kind: kinds.join(' ') });
    }
    trailers.set(m.at, runs);
  });
  const trailerKinds = [...trailers.values()].flat().map((t) => t.kind);
  const trailed = new Map<number, number>();
  for (const [h, runs] of trailers) {
    const t = runs.findLast((r) => trailerKinds.filter((k) => k === r.kind).length >= 2);
    if (t) trailed.set(h, t.end);
  }
  // Per header, its possible lead-ins: from each id comment of the runs above it, nearest first, with those below.
  const found = new Map<number, { at: number; kind: string; glued: boolean }[]>();
  marks.forEach((m, k) => {
    if (m.kind !== 'header') return;
    const candidates: { at: number; kind: string; glued: boolean }[] = [];
    const lead: string[] = [];
    // No blank line between the run and the header: glued to it.
    let glued = true;
    // From each comment of a run down, nearest first.
    const take = (g: { at: number; kind: string }[]) => {
      for (const c of g.toReversed()) {
        lead.unshift(c.kind);
        candidates.push({ at: c.at, kind: lead.join(' '), glued });
      }
    };
    let group: { at: number; kind: string }[] = [];
    let j = k - 1;
    for (; j >= 0 && (marks[j].kind === 'blank' || isId(marks[j])); j--) {
      const { kind, at } = marks[j];
      if (kind === 'comment') group.unshift({ at, kind: wordAt(at)! });
      else {
        take(group);
        group = [];
        glued = false;
      }
    }
    if (j < 0 || marks[j].kind === 'header' || marks[j].kind === 'title') take(group);
    found.set(m.at, candidates);
  });
  const kinds = [...found.values()].flat().map((c) => c.kind);
  // A run set apart by a blank line may end the entry above: it leads in only a kind the first header has above it.
  const first = new Set(
    found
      .values()
      .next()
      .value?.map((c) => c.kind),
  );
  const shared = (c: { kind: string; glued: boolean }) =>
    kinds.filter((x) => x === c.kind).length >= 2 && (c.glued || first.has(c.kind));
  const leads = new Map<number, number>();
  for (const [h, candidates] of found) {
    const c = candidates.filter(shared).at(-1);
    if (c) leads.set(h, c.at);
  }
  return {
    headers: marks.filter((m) => m.kind === 'header').map((m) => m.at),
    ends: ends.map((m) => m.at),
    leads,
    trailed,
  };
}

function oracleHeaders(buf: Buffer): number[] {
  return oracleMarks(buf).headers;
}

/** Each entry: from its lead-in or header to past its trailer, or to the next header, title, comment or lead-in. */
function oracleEntries(buf: Buffer): [number, number][] {
  const { headers, ends, leads, trailed } = oracleMarks(buf);
  const stops = [...ends, ...leads.values()].sort((a, b) => a - b);
  return headers.map((h) => [leads.get(h) ?? h, trailed.get(h) ?? stops.find((e) => e > h) ?? buf.length]);
}

/**
 * The trim: keepN = 0 keeps everything; a log with at most keepN entries is
 * left alone; otherwise everything but the entries before the last keepN
 * (the preamble, BOM included, titles and comments: axe dropped the
 * preamble, memkeep keeps all structure), byte for byte.
 */
function oracleTrim(buf: Buffer, keepN: number): Buffer {
  const entries = oracleEntries(buf);
  if (keepN === 0 || entries.length <= keepN) return buf;
  const parts: Buffer[] = [];
  let at = 0;
  for (const [a, b] of entries.slice(0, entries.length - keepN)) {
    parts.push(buf.subarray(at, a));
    at = b;
  }
  parts.push(buf.subarray(at));
  return Buffer.concat(parts);
}

/**
 * The newest n entries (axe's LoadEntries, without structure between them), each from its
 * header: a lead-in goes with its entry in a trim, and is no part of what is loaded; nothing
 * without headers.
 */
function oracleLoad(buf: Buffer, n: number): Buffer {
  if (n === 0) return buf;
  const headers = oracleHeaders(buf);
  return Buffer.concat(
    oracleEntries(buf)
      .map(([, b], k) => buf.subarray(headers[k], b))
      .slice(-n),
  );
}

/** The header's text: after `## ` to the end of its line, without a CR that ends a CRLF. */
function oracleHeaderText(buf: Buffer, start: number): string {
  const nl = buf.indexOf(0x0a, start);
  const line = buf.subarray(start + 3, nl === -1 ? buf.length : nl);
  return (line.at(-1) === 0x0d ? line.subarray(0, -1) : line).toString('utf8');
}

// --- generators ---------------------------------------------------------------

/**
 * Fragments that make headers, near-headers and encodings likely: random
 * bytes alone almost never contain `\n## `. Invalid UTF-8 (a lone
 * continuation byte, a truncated lead byte, 0xff) and NUL are included
 * because the log is bytes, not text.
 */
const LOG_PARTS: Buffer[] = [
  '## ',
  '\n## ',
  '\r\n## ',
  '\n',
  '\r\n',
  '\r',
  '#',
  '##',
  '\n##',
  ' ',
  'x',
  'é',
  '😀',
  '## 2026-01-01T00:00:00Z\n',
  '**Task:** t\n**Result:** r\n\n',
  '```\n',
  '~~~\n',
  '````\n',
  '```md\n',
  '\n```',
  ' ~~~ \n',
  '# ',
  '\n# Title\n',
  '<!--',
  '-->\n',
  '<!-- ## x -->\n',
  '  <!--',
  ' <!-- ## x -->\n',
  // Id comments, so entries lead in (or end) with comments of one kind, on some entries only, two at once.
  '<!-- s1 -->\n',
  '<!-- S2 -->\r\n',
  '<!-- 3 -->\n',
  '<!-- end -->\n',
  '<!-- Add new sessions below -->\n',
  '<!--\nx <!-- s5\n-->\n',
  '```\nx\n```\n<!-- s4 -->\n',
]
  .map((s) => Buffer.from(s))
  .concat([BOM, Buffer.from([0xff]), Buffer.from([0xc3]), Buffer.from([0x80]), Buffer.from([0])]);

const fragment = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...LOG_PARTS) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 4 }).map((a) => Buffer.from(a)) },
);

const EOLS = [Buffer.from('\n'), Buffer.from('\r\n')];

/**
 * One entry: a header line, then body fragments. The body usually ends its
 * last line, so the next header counts; when it does not, that `## ` sits
 * mid-line and must not count.
 */
const entry = fc
  .tuple(
    fc.constantFrom('## ', '## 2026-01-01T00:00:00Z', '## é'),
    fc.constantFrom(...EOLS),
    fc.array(fragment, { maxLength: 4 }),
    fc.option(fc.constantFrom(...EOLS), { freq: 4, nil: undefined }),
  )
  .map(([header, eol, body, end]) => Buffer.concat([Buffer.from(header), eol, ...body, end ?? Buffer.alloc(0)]));

/**
 * A small log: optional BOM, a preamble and up to 8 entries, so a trim to
 * keepN <= 5 often has something to remove; sometimes a fragment soup or
 * pure random bytes.
 */
const logBytes = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.boolean(), fc.array(fragment, { maxLength: 3 }), fc.array(entry, { maxLength: 8 }))
      .map(([bom, preamble, entries]) => Buffer.concat([bom ? BOM : Buffer.alloc(0), ...preamble, ...entries])),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.boolean(), fc.array(fragment, { maxLength: 24 }))
      .map(([bom, parts]) => Buffer.concat([bom ? BOM : Buffer.alloc(0), ...parts])),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 48 }).map((a) => Buffer.from(a)) },
);

/** Tiny chunks make every header straddle a read boundary somewhere; undefined is the default 1 MiB. */
const chunkSize = fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined });

/**
 * Appended entries run to ~1 KB, so byte-sized chunks would make the counts
 * the slow part; these still put read boundaries inside the new entry.
 */
const appendChunk = fc.option(fc.integer({ min: 16, max: 256 }), { nil: undefined });

const TEXT_PARTS = [
  '## ',
  '\n## ',
  '\r\n## ',
  '\n',
  '\r\n',
  '\r',
  '#',
  'x',
  ' ',
  'é',
  '😀',
  '\u2028',
  '\uFEFF',
  '```',
  '\ud800',
];
const tokenText = (maxLength: number) => fc.string({ unit: fc.constantFrom(...TEXT_PARTS), maxLength });

/**
 * Task and result text: empty, header-like, CRLF, arbitrary code points
 * (lone surrogates included), and text long enough that the 1000-byte result
 * cut lands on a header, a line ending or inside a multi-byte character.
 */
const anyText = fc.oneof(
  fc.constant(''),
  tokenText(16),
  fc.string({ unit: 'binary', maxLength: 16 }),
  fc.tuple(fc.integer({ min: 985, max: 1003 }), tokenText(8)).map(([n, tail]) => 'x'.repeat(n) + tail),
);

const when = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});

// --- properties -----------------------------------------------------------------

describe('run log properties', () => {
  it('trim(keepN) leaves exactly the last keepN entries, and trimming again changes nothing', async () => {
    const dir = await tempDir('memkeep-prop-trim-');
    const path = join(dir, 'log.md');
    await fc.assert(
      fc.asyncProperty(logBytes, fc.nat(5), chunkSize, async (log, keepN, chunk) => {
        await writeFile(path, log);
        const headers = oracleHeaders(log).length;

        const first = await trimEntries(path, keepN, { chunkSize: chunk });
        const once = await readFile(path);
        expect(once).toEqual(oracleTrim(log, keepN));
        expect(first).toEqual({
          removed: keepN === 0 ? 0 : Math.max(0, headers - keepN),
          count: keepN === 0 ? 0 : headers,
        });

        const second = await trimEntries(path, keepN, { chunkSize: chunk });
        expect(await readFile(path)).toEqual(once);
        expect(second.removed).toBe(0);
        // The atomic rewrite must not leave its temp file behind.
        expect(await readdir(dir)).toEqual(['log.md']);
      }),
      RUNS,
    );
  });

  it('append adds exactly one entry for any task and result, on any existing log', async () => {
    const dir = await tempDir('memkeep-prop-append-');
    const path = join(dir, 'log.md');
    await fc.assert(
      fc.asyncProperty(
        fc.option(logBytes, { nil: undefined }),
        anyText,
        anyText,
        when,
        appendChunk,
        async (log, task, result, at, chunk) => {
          if (log === undefined) await rm(path, { force: true });
          else await writeFile(path, log);
          const old = log ?? Buffer.alloc(0);
          const before = await countEntries(path, { chunkSize: chunk });
          expect(before).toBe(oracleHeaders(old).length);

          await appendEntry(path, { task, result, at });
          const after = await readFile(path);

          expect(await countEntries(path, { chunkSize: chunk })).toBe(before + 1);
          expect(oracleHeaders(after).length).toBe(before + 1);
          // An append never rewrites what was there, and its header is the new last one.
          expect(after.subarray(0, old.length)).toEqual(old);
          const last = oracleHeaders(after).at(-1) ?? -1;
          expect(last).toBeGreaterThanOrEqual(old.length);
          const stamp = `## ${at.toISOString().slice(0, 19)}Z`;
          expect(after.subarray(last, last + stamp.length).toString('latin1')).toBe(stamp);
        },
      ),
      RUNS,
    );
  });

  it('parsing then rendering gives back the same bytes (CRLF, BOM, invalid UTF-8)', async () => {
    const dir = await tempDir('memkeep-prop-parse-');
    const path = join(dir, 'log.md');
    await fc.assert(
      fc.asyncProperty(logBytes, fc.nat(5), chunkSize, async (log, n, chunk) => {
        await writeFile(path, log);
        const read = await loadEntries(path, 0, { chunkSize: chunk });
        expect(read).toEqual(log);

        const { preamble, entries } = parseEntries(read);
        const headers = oracleHeaders(log);
        const expected = oracleEntries(log);
        expect(entries.map((e) => e.start)).toEqual(headers);
        expect(preamble.length).toBe(headers[0] ?? log.length);
        entries.forEach((e, k) => {
          expect(e.end).toBe(expected[k][1]);
          expect(e.header).toBe(oracleHeaderText(log, e.start));
        });

        expect(await loadEntries(path, n, { chunkSize: chunk })).toEqual(oracleLoad(log, n));
      }),
      RUNS,
    );
  });
});
