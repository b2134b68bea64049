import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemkeepError } from '../../src/errors.js';
import { lock } from '../../src/fs/lock.js';
import { appendEntry } from '../../src/memory/runlog/append-entry.js';
import { applyTrim } from '../../src/memory/runlog/apply-trim.js';
import { planTrim } from '../../src/memory/runlog/plan-trim.js';
import { countEntries, loadEntries } from '../../src/memory/runlog/scan.js';
import { formatEntry, parseEntries, trimEntries } from '../helpers/runlog.js';

const MiB = 1 << 20;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const AT = new Date(Date.UTC(2026, 1, 28, 15, 4, 5, 678));

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memkeep-runlog-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** An entry as axe writes it, with a unique timestamp. */
function entry(i: number, result = `result ${i}`): string {
  const ss = String(i % 60).padStart(2, '0');
  const mm = String(Math.floor(i / 60)).padStart(2, '0');
  return `## 2026-01-01T00:${mm}:${ss}Z\n**Task:** task ${i}\n**Result:** ${result}\n\n`;
}

function entries(from: number, to: number): string {
  let text = '';
  for (let i = from; i <= to; i++) text += entry(i);
  return text;
}

async function put(name: string, content: string | Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

/** Header offsets by the definition, independent of the code under test. */
function referenceHeaders(buf: Buffer): number[] {
  const offsets: number[] = [];
  const bom = buf.subarray(0, 3).equals(BOM);
  for (let i = 0; i + 3 <= buf.length; i++) {
    const lineStart = i === 0 || buf[i - 1] === 0x0a || (bom && i === 3);
    if (lineStart && buf[i] === 0x23 && buf[i + 1] === 0x23 && buf[i + 2] === 0x20) offsets.push(i);
  }
  return offsets;
}

function referenceLoad(buf: Buffer, n: number): Buffer {
  if (n === 0) return buf;
  const headers = referenceHeaders(buf);
  if (headers.length === 0) return Buffer.alloc(0);
  return buf.subarray(headers[Math.max(0, headers.length - n)]);
}

async function expectRejects(promise: Promise<unknown>, message: RegExp): Promise<MemkeepError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MemkeepError);
  expect((err as MemkeepError).message).toMatch(message);
  expect((err as MemkeepError).code).toBe(1);
  return err as MemkeepError;
}

// Port of axe-gc-spec.md 7.2 (TestTrimEntries_*).
describe('trimEntries (axe TrimEntries)', () => {
  it('FileDoesNotExist: returns 0 removed', async () => {
    expect(await trimEntries(join(dir, 'missing.md'), 5)).toEqual({ removed: 0, count: 0 });
    expect(await readdir(dir)).toEqual([]);
  });

  it('EmptyFile: returns 0 removed and leaves the file empty', async () => {
    const path = await put('log.md', '');
    expect(await trimEntries(path, 5)).toEqual({ removed: 0, count: 0 });
    expect((await readFile(path)).length).toBe(0);
  });

  it('KeepNZero: a no-op that leaves every entry', async () => {
    const path = await put('log.md', entries(1, 5));
    expect((await trimEntries(path, 0)).removed).toBe(0);
    expect(await readFile(path, 'utf8')).toBe(entries(1, 5));
  });

  it('KeepNNegative: error "keepN must be non-negative"', async () => {
    const path = await put('log.md', entries(1, 5));
    await expectRejects(trimEntries(path, -1), /keepN must be non-negative/);
    expect(await readFile(path, 'utf8')).toBe(entries(1, 5));
  });

  it('EntriesWithinLimit: 3 entries, keep 5, file unchanged', async () => {
    const path = await put('log.md', entries(1, 3));
    expect(await trimEntries(path, 5)).toEqual({ removed: 0, count: 3 });
    expect(await readFile(path, 'utf8')).toBe(entries(1, 3));
  });

  it('EntriesEqualToLimit: 5 entries, keep 5, file unchanged', async () => {
    const path = await put('log.md', entries(1, 5));
    expect(await trimEntries(path, 5)).toEqual({ removed: 0, count: 5 });
    expect(await readFile(path, 'utf8')).toBe(entries(1, 5));
  });

  it('TrimsOldEntries: 10 entries, keep 3, removes 7 and matches loadEntries(path, 3)', async () => {
    const path = await put('log.md', entries(1, 10));
    const expected = await loadEntries(path, 3);
    expect(await trimEntries(path, 3)).toEqual({ removed: 7, count: 10 });
    const after = await readFile(path);
    expect(after.equals(expected)).toBe(true);
    expect(after.toString()).toBe(entries(8, 10));
  });

  it('PreservesEntryFormat: multi-line results, blank lines and whitespace kept exactly', async () => {
    const odd = [
      '## 2026-01-01T00:00:01Z\n**Task:** a\n**Result:** one\n\n\n',
      '## 2026-01-01T00:00:02Z\n**Task:**   spaced   \n**Result:** line 1\n  line 2\t\n\n\tline 4\n\n\n\n',
      '## 2026-01-01T00:00:03Z\n**Task:** c\n**Result:** x\n### not a header\n ## not a header\n##\tnot a header\n\n',
      '## 2026-01-01T00:00:04Z   \ntrailing spaces on the header\n\n\n\n\n',
    ];
    const path = await put('log.md', odd.join(''));
    expect((await trimEntries(path, 3)).removed).toBe(1);
    expect(await readFile(path, 'utf8')).toBe(odd.slice(1).join(''));
  });

  // A deliberate change from axe, which discards pre-header content: the
  // preamble is the file's own instructions, and a trim keeps it.
  it('KeepsPreHeaderContent: the preamble stays, then the last 3 entries', async () => {
    const path = await put('log.md', `# Memory of agent x\n\nsome notes\n${entries(1, 5)}`);
    expect(await trimEntries(path, 3)).toEqual({ removed: 2, count: 5 });
    expect(await readFile(path, 'utf8')).toBe(`# Memory of agent x\n\nsome notes\n${entries(3, 5)}`);
  });

  it('SingleEntryKeepOne: nothing to trim', async () => {
    const path = await put('log.md', `preamble\n${entry(1)}`);
    expect(await trimEntries(path, 1)).toEqual({ removed: 0, count: 1 });
    expect(await readFile(path, 'utf8')).toBe(`preamble\n${entry(1)}`);
  });

  // axe makes the directory read-only; as root that proves nothing, so the
  // temp file is made impossible to create another way: its name (the log's
  // name plus about 30 characters) exceeds the 255-byte name limit.
  it('OriginalUnmodifiedOnWriteError: temp file cannot be created', async () => {
    const path = await put(`${'a'.repeat(236)}.md`, entries(1, 5));
    const before = await readFile(path);
    await expectRejects(trimEntries(path, 2), /cannot write/);
    expect((await readFile(path)).equals(before)).toBe(true);
    expect(await readdir(dir)).toEqual([`${'a'.repeat(236)}.md`]);
  });

  it('OriginalUnmodifiedOnWriteError: a directory where the log should be', async () => {
    const path = join(dir, 'log.md');
    await mkdir(path);
    await writeFile(join(path, 'inside'), entries(1, 5));
    await expectRejects(trimEntries(path, 2), /cannot read .*log\.md/);
    expect(await readdir(dir)).toEqual(['log.md']);
    expect(await readFile(join(path, 'inside'), 'utf8')).toBe(entries(1, 5));
  });

  it('OriginalUnmodifiedOnWriteError: a log path under a regular file', async () => {
    const file = await put('plain', entries(1, 5));
    await expectRejects(trimEntries(join(file, 'log.md'), 2), /ENOTDIR/);
    expect(await readFile(file, 'utf8')).toBe(entries(1, 5));
    expect(await readdir(dir)).toEqual(['plain']);
  });
});

describe('trimEntries beyond axe', () => {
  it('keeps a BOM in front of the kept entries', async () => {
    const path = await put('log.md', Buffer.concat([BOM, Buffer.from(entries(1, 4))]));
    const kept = await loadEntries(path, 2);
    expect(kept.toString()).toBe(entries(3, 4));
    expect((await trimEntries(path, 2)).removed).toBe(2);
    expect((await readFile(path)).equals(Buffer.concat([BOM, kept]))).toBe(true);
  });

  it("keeps the original's permission bits", async () => {
    const path = await put('log.md', entries(1, 5));
    await chmod(path, 0o600);
    await trimEntries(path, 2);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('removes a stale temp file left by a dead process', async () => {
    const path = await put('log.md', entries(1, 5));
    const stale = '.log.md.999999.deadbeef.memkeep-tmp';
    await writeFile(join(dir, stale), 'half a log');
    await trimEntries(path, 2);
    expect(await readdir(dir)).toEqual(['log.md']);
  });

  it("removes every dead writer's temp in the directory at the first write there, and keeps a live one", async () => {
    const path = await put('log.md', entries(1, 5));
    const live = `.other.md.${process.ppid}.cafef00d.memkeep-tmp`;
    for (const name of ['.log.md.999999.deadbeef.memkeep-tmp', '.other.md.999998.cafebabe.memkeep-tmp', live])
      await writeFile(join(dir, name), 'half a file');
    await trimEntries(path, 2);
    expect((await readdir(dir)).sort()).toEqual([live, 'log.md']);
  });

  it('refuses a locked log and leaves it unchanged', async () => {
    const path = await put('log.md', entries(1, 5));
    await lock(path);
    await expectRejects(trimEntries(path, 2), /locked/);
    expect(await readFile(path, 'utf8')).toBe(entries(1, 5));
  });

  it('validates keepN', async () => {
    const path = await put('log.md', entries(1, 5));
    await expectRejects(trimEntries(path, 1.5), /keepN must be an integer/);
  });
});

describe('planTrim and applyTrim', () => {
  it('plans without changing anything and describes the cut', async () => {
    const text = `preamble\n${entries(1, 10)}`;
    const path = await put('log.md', text);
    const plan = await planTrim(path, 3);
    const first = text.indexOf(entry(1));
    const cut = text.indexOf(entry(8));
    const pins: [number, number][] = [
      [0, first + 3],
      [first, cut + 3],
    ];
    expect(plan).toEqual({
      path,
      count: 10,
      keep: 3,
      removed: 7,
      bytesRemoved: cut - first,
      cut: {
        // The preamble stays: only the entries between it and the kept tail go.
        ranges: [[first, cut]],
        plannedSize: text.length,
        // The pins: the head up to the first header, and the end of the dropped part (here all of it) with the first kept header.
        pins,
        digest: createHash('sha256')
          .update(text.slice(0, first + 3))
          .update(text.slice(first, cut + 3))
          .digest('hex'),
      },
    });
    expect(await readFile(path, 'utf8')).toBe(text);
  });

  it('plans a no-op for keepN 0, a missing file, and a log within the limit', async () => {
    const path = await put('log.md', entries(1, 3));
    expect((await planTrim(path, 0)).removed).toBe(0);
    expect((await planTrim(join(dir, 'missing.md'), 3)).removed).toBe(0);
    const within = await planTrim(path, 3);
    expect(within).toMatchObject({ removed: 0, count: 3, keep: 3, bytesRemoved: 0 });
    expect(await applyTrim(within)).toBe(false);
    expect(await readFile(path, 'utf8')).toBe(entries(1, 3));
  });

  it('keeps entries appended between plan and apply', async () => {
    const path = await put('log.md', entries(1, 10));
    const plan = await planTrim(path, 3);
    await appendEntry(path, { task: 'late 1', result: 'r', at: AT });
    await appendEntry(path, { task: 'late 2', result: 'r', at: AT });
    expect(await applyTrim(plan)).toBe(true);
    const after = await readFile(path, 'utf8');
    expect(after).toBe(entries(8, 10) + formatEntry('late 1', 'r', AT) + formatEntry('late 2', 'r', AT));
    expect(await countEntries(path)).toBe(5);
  });

  it('refuses when the dropped prefix changed, and changes nothing', async () => {
    const path = await put('log.md', entries(1, 10));
    const plan = await planTrim(path, 3);
    const edited = entries(1, 10).replace('task 2', 'TASK 2');
    await writeFile(path, edited);
    await expectRejects(applyTrim(plan), /changed under us/);
    expect(await readFile(path, 'utf8')).toBe(edited);
    expect(await readdir(dir)).toEqual(['log.md']);
  });

  it('refuses when the log shrank (trimmed by someone else) or is gone', async () => {
    const path = await put('log.md', entries(1, 10));
    const plan = await planTrim(path, 3);
    await trimEntries(path, 5);
    await expectRejects(applyTrim(plan), /changed under us/);
    expect(await readFile(path, 'utf8')).toBe(entries(6, 10));
    await rm(path);
    await expectRejects(applyTrim(plan), /changed under us/);
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses to apply the same plan twice', async () => {
    const path = await put('log.md', entries(1, 10));
    const plan = await planTrim(path, 3);
    expect(await applyTrim(plan)).toBe(true);
    // Grow the log past its planned size, so only the digest can tell.
    for (let i = 0; i < 20; i++) await appendEntry(path, { task: `t${i}`, result: 'r', at: AT });
    const before = await readFile(path);
    await expectRejects(applyTrim(plan), /changed under us/);
    expect((await readFile(path)).equals(before)).toBe(true);
  });

  it('refuses a locked log and leaves it unchanged', async () => {
    const path = await put('log.md', entries(1, 10));
    const plan = await planTrim(path, 3);
    await lock(path);
    const err = await expectRejects(applyTrim(plan), /cannot trim .*locked/);
    expect(err.file).toBe(path);
    expect(await readFile(path, 'utf8')).toBe(entries(1, 10));
  });
});

describe('loadEntries (axe LoadEntries)', () => {
  const text = `# preamble\n\n${entries(1, 5)}\n\n`;

  it('n = 0 gives the whole file, preamble included', async () => {
    const path = await put('log.md', text);
    expect((await loadEntries(path, 0)).toString()).toBe(text);
  });

  it('n > 0 starts at the n-th header from the end, trailing blank lines included', async () => {
    const path = await put('log.md', text);
    expect((await loadEntries(path, 2)).toString()).toBe(`${entries(4, 5)}\n\n`);
    expect((await loadEntries(path, 1)).toString()).toBe(`${entry(5)}\n\n`);
  });

  it('n >= count starts at the first header, dropping the preamble', async () => {
    const path = await put('log.md', text);
    expect((await loadEntries(path, 5)).toString()).toBe(`${entries(1, 5)}\n\n`);
    expect((await loadEntries(path, 50)).toString()).toBe(`${entries(1, 5)}\n\n`);
  });

  it('no headers gives nothing for n > 0', async () => {
    const path = await put('log.md', 'just notes\n##\tnot a header\n');
    expect((await loadEntries(path, 3)).length).toBe(0);
    expect((await loadEntries(path, 0)).toString()).toBe('just notes\n##\tnot a header\n');
  });

  it('a missing or zero-byte file gives nothing and no error', async () => {
    expect((await loadEntries(join(dir, 'missing.md'), 3)).length).toBe(0);
    expect((await loadEntries(join(dir, 'missing.md'), 0)).length).toBe(0);
    const path = await put('log.md', '');
    expect((await loadEntries(path, 3)).length).toBe(0);
  });

  it('negative n is an error, not a crash', async () => {
    const path = await put('log.md', text);
    await expectRejects(loadEntries(path, -1), /n must be non-negative/);
  });
});

describe('countEntries (axe CountEntries)', () => {
  it('counts column-0 "## " lines only', async () => {
    const path = await put('log.md', `preamble ## no\n${entries(1, 3)}##\tno\n ## no\n### no\n##no\n##\n## yes\n`);
    expect(await countEntries(path)).toBe(4);
  });

  it('is 0 for a missing or empty file, and for whitespace only', async () => {
    expect(await countEntries(join(dir, 'missing.md'))).toBe(0);
    expect(await countEntries(await put('empty.md', ''))).toBe(0);
    expect(await countEntries(await put('blank.md', '\n\n  \n'))).toBe(0);
  });

  it('sees a header right after a BOM, and one at the very end without a newline', async () => {
    expect(await countEntries(await put('bom.md', Buffer.concat([BOM, Buffer.from('## a\nx\n## b')])))).toBe(2);
    expect(await countEntries(await put('bare.md', '## '))).toBe(1);
  });
});

describe('byte-exact round trips', () => {
  const corpus: [string, Buffer][] = [
    ['LF with preamble', Buffer.from(`notes\n\n${entries(1, 4)}`)],
    ['CRLF with preamble', Buffer.from(`notes\r\n\r\n${entries(1, 4)}`.replace(/\n/g, '\r\n'))],
    ['BOM then a header', Buffer.concat([BOM, Buffer.from(entries(1, 4))])],
    ['BOM then a preamble', Buffer.concat([BOM, Buffer.from(`notes\n${entries(1, 4)}`)])],
    [
      'invalid UTF-8 in bodies and headers',
      Buffer.concat([
        Buffer.from('## a\xff\n'),
        Buffer.from([0xff, 0xfe, 0x0a, 0xc3]),
        Buffer.from('\n## b\r\n'),
        Buffer.from([0xe2, 0x82, 0x0a, 0x0a, 0x80, 0xbf]),
        Buffer.from('\n## c\nend'),
      ]),
    ],
    ['lookalike headers', Buffer.from('##\tx\n ## y\n### z\n##\n#\n## real\n##\t\n## another\n')],
    ['back-to-back headers, no final newline', Buffer.from('## a\n## b\n## c')],
    ['a header at the very end', Buffer.from('text\n## a\nbody\n## ')],
    ['whitespace only', Buffer.from('\n\n \r\n')],
    ['empty lines and headers', Buffer.from('\n\n## a\n\n\n## b\n\n\n')],
  ];
  const chunkSizes = [1, 2, 3, 4, 5, 7, 16, MiB];

  it.each(corpus)('%s: count, load and parse agree with the definition at every chunk size', async (_name, buf) => {
    const path = await put('log.md', buf);
    const headers = referenceHeaders(buf);
    const parsed = parseEntries(buf);
    expect(parsed.entries.map((e) => e.start)).toEqual(headers);
    expect(
      Buffer.concat([parsed.preamble, ...parsed.entries.map((e) => buf.subarray(e.start, e.end))]).equals(buf),
    ).toBe(true);
    for (const chunkSize of chunkSizes) {
      expect(await countEntries(path, { chunkSize })).toBe(headers.length);
      for (let n = 0; n <= headers.length + 1; n++) {
        expect((await loadEntries(path, n, { chunkSize })).equals(referenceLoad(buf, n))).toBe(true);
      }
    }
  });

  it.each(corpus)('%s: trimming gives the preamble plus loadEntries, at every chunk size', async (_name, buf) => {
    const count = referenceHeaders(buf).length;
    const preamble = buf.subarray(0, referenceHeaders(buf)[0] ?? buf.length);
    for (const chunkSize of chunkSizes) {
      for (let keep = 1; keep <= count + 1; keep++) {
        const path = await put(`log-${chunkSize}-${keep}.md`, buf);
        const { removed } = await trimEntries(path, keep, { chunkSize });
        const expected = count > keep ? Buffer.concat([preamble, referenceLoad(buf, keep)]) : buf;
        expect(removed).toBe(Math.max(0, count - keep));
        expect((await readFile(path)).equals(expected)).toBe(true);
      }
    }
  });

  it('parseEntries gives header text without the line ending, decoded as UTF-8', () => {
    const buf = Buffer.concat([BOM, Buffer.from('## 2026-01-01T00:00:00Z\r\nbody\r\n## caf\u00e9 \u20ac\n## ')]);
    const { preamble, entries: parsed } = parseEntries(buf);
    expect(preamble.equals(BOM)).toBe(true);
    expect(parsed.map((e) => e.header)).toEqual(['2026-01-01T00:00:00Z', 'caf\u00e9 \u20ac', '']);
    expect(parsed[0]).toMatchObject({ start: 3, end: buf.indexOf('## caf') });
    expect(parsed[2]!.end).toBe(buf.length);
  });

  it('parseEntries of a log without headers is all preamble', () => {
    const buf = Buffer.from('notes\n##\tno\n');
    expect(parseEntries(buf)).toEqual({ preamble: buf, entries: [] });
  });

  it.each([1, 2, 3])(
    'finds a header whose "\\n## " straddles the default 1 MiB chunk boundary by %i',
    async (split) => {
      // The newline sits `split` bytes before the boundary.
      const buf = Buffer.concat([Buffer.alloc(MiB - split, 'x'), Buffer.from(`\n${entries(1, 2)}`)]);
      const path = await put('log.md', buf);
      expect(await countEntries(path)).toBe(2);
      expect((await loadEntries(path, 2)).toString()).toBe(entries(1, 2));
      expect((await loadEntries(path, 5)).toString()).toBe(entries(1, 2));
      expect(await trimEntries(path, 1)).toEqual({ removed: 1, count: 2 });
      expect(await readFile(path, 'utf8')).toBe(`${'x'.repeat(MiB - split)}\n${entry(2)}`);
    },
  );
});

describe('formatEntry and appendEntry (axe run-log writes)', () => {
  it('writes the axe format with a UTC RFC3339 time to the second', () => {
    expect(formatEntry('review PR 12', 'looks good\nmerged', AT)).toBe(
      '## 2026-02-28T15:04:05Z\n**Task:** review PR 12\n**Result:** looks good\nmerged\n\n',
    );
  });

  it('writes (none) for an empty task or result', () => {
    expect(formatEntry('', '', AT)).toBe('## 2026-02-28T15:04:05Z\n**Task:** (none)\n**Result:** (none)\n\n');
  });

  it('folds task newlines into spaces and never truncates the task', () => {
    const long = 't'.repeat(5000);
    expect(formatEntry('a\r\nb\nc\rd', 'r', AT)).toContain('**Task:** a b c d\n');
    expect(formatEntry(long, 'r', AT)).toContain(`**Task:** ${long}\n`);
  });

  it('cuts a result over 1000 bytes on a character boundary', () => {
    const euro = `${'a'.repeat(999)}\u20ac`;
    expect(formatEntry('t', euro, AT)).toContain(`**Result:** ${'a'.repeat(999)}...\n\n`);
    expect(formatEntry('t', 'b'.repeat(1001), AT)).toContain(`**Result:** ${'b'.repeat(1000)}...\n\n`);
    const cut = formatEntry('t', '\u00e9'.repeat(600), AT);
    expect(cut).toContain(`**Result:** ${'\u00e9'.repeat(500)}...\n\n`);
    expect(cut).not.toContain('\ufffd');
  });

  it('keeps a result of exactly 1000 bytes as is', () => {
    const exact = `${'a'.repeat(997)}\u20ac`;
    expect(Buffer.byteLength(exact)).toBe(1000);
    expect(formatEntry('t', exact, AT)).toContain(`**Result:** ${exact}\n\n`);
  });

  it('uses the given line ending for its own lines, leaving the result alone', () => {
    expect(formatEntry('t', 'a\nb', AT, '\r\n')).toBe(
      '## 2026-02-28T15:04:05Z\r\n**Task:** t\r\n**Result:** a\nb\r\n\r\n',
    );
  });

  it('rejects an invalid time and writes nothing', async () => {
    const path = join(dir, 'invalid-time.md');
    await expect(appendEntry(path, { task: 't', result: 'r', at: new Date(Number.NaN) })).rejects.toThrow(MemkeepError);
    await expect(readFile(path)).rejects.toThrow();
  });

  it('appends to a new log, creating parent directories (0755) and the file (0644)', async () => {
    const path = join(dir, 'memory', 'deep', 'agent.md');
    await appendEntry(path, { task: 'one', result: 'first', at: AT });
    await appendEntry(path, { task: 'two', result: 'second', at: AT });
    expect(await readFile(path, 'utf8')).toBe(formatEntry('one', 'first', AT) + formatEntry('two', 'second', AT));
    expect((await stat(path)).mode & 0o777 & ~0o644).toBe(0);
    expect((await stat(join(dir, 'memory', 'deep'))).mode & 0o777 & ~0o755).toBe(0);
    expect(await countEntries(path)).toBe(2);
  });

  it('defaults the time to now', async () => {
    const path = join(dir, 'log.md');
    const before = Math.floor(Date.now() / 1000) * 1000;
    await appendEntry(path, { task: 't', result: 'r' });
    const [header] = parseEntries(await readFile(path)).entries.map((e) => e.header);
    expect(header).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(Date.parse(header!)).toBeGreaterThanOrEqual(before);
  });

  it('neutralises result lines that start with "## ", so one append adds one entry', async () => {
    const path = await put('log.md', entries(1, 2));
    const result = '## first line is fine\n## fake entry\nok\n## another\n##\tnot one\n\n## last';
    await appendEntry(path, { task: 't', result, at: AT });
    expect(await countEntries(path)).toBe(3);
    const written = (await readFile(path, 'utf8')).slice(entries(1, 2).length);
    expect(written).toContain('\n    ## fake entry\nok\n    ## another\n##\tnot one\n\n    ## last\n\n');
  });

  it('writes CRLF entries into a CRLF log', async () => {
    const existing = entries(1, 2).replace(/\n/g, '\r\n');
    const path = await put('log.md', existing);
    await appendEntry(path, { task: 't', result: 'r', at: AT });
    expect(await readFile(path, 'utf8')).toBe(
      `${existing}## 2026-02-28T15:04:05Z\r\n**Task:** t\r\n**Result:** r\r\n\r\n`,
    );
    expect(await countEntries(path)).toBe(3);
  });

  it('starts a new line first when the log does not end with one', async () => {
    const path = await put('log.md', '## 2026-01-01T00:00:00Z\n**Task:** t\n**Result:** cut short');
    await appendEntry(path, { task: 't', result: 'r', at: AT });
    expect(await readFile(path, 'utf8')).toBe(
      `## 2026-01-01T00:00:00Z\n**Task:** t\n**Result:** cut short\n${formatEntry('t', 'r', AT)}`,
    );
    expect(await countEntries(path)).toBe(2);
  });

  it('appends right after a lone BOM, keeping it', async () => {
    const path = await put('log.md', BOM);
    await appendEntry(path, { task: 't', result: 'r', at: AT });
    expect((await readFile(path)).equals(Buffer.concat([BOM, Buffer.from(formatEntry('t', 'r', AT))]))).toBe(true);
    expect(await countEntries(path)).toBe(1);
  });

  it('appends to a locked log: the lock guards rewrites, not the agent writing its run', async () => {
    const path = await put('log.md', entries(1, 2));
    await lock(path);
    await appendEntry(path, { task: 't', result: 'r', at: AT });
    expect(await countEntries(path)).toBe(3);
  });

  it('reports a log path that is a directory as an error naming it', async () => {
    const path = join(dir, 'log.md');
    await mkdir(path);
    const err = await expectRejects(appendEntry(path, { task: 't', result: 'r', at: AT }), /cannot append to/);
    expect(err.file).toBe(path);
  });
});

describe('large logs', () => {
  it('counts, loads and trims a 64 MiB log without holding it in memory', async () => {
    const entrySize = 1024;
    const perBlock = MiB / entrySize;
    const blocks = 64;
    const total = perBlock * blocks;
    const path = join(dir, 'big.md');
    // One block buffer reused with the entry numbers patched in, so making
    // the file leaves no garbage that would hide growth during the trim.
    const head = (i: number) => `## entry ${String(i).padStart(8, '0')}\n`;
    const template = Buffer.alloc(entrySize, 'x');
    template.write(`${head(0)}**Result:** `);
    template.write('\n\n', entrySize - 2);
    const block = Buffer.alloc(MiB);
    for (let k = 0; k < perBlock; k++) template.copy(block, k * entrySize);
    const fh = await open(path, 'w');
    for (let b = 0; b < blocks; b++) {
      for (let k = 0; k < perBlock; k++) block.write(head(b * perBlock + k), k * entrySize, 'latin1');
      await fh.write(block);
    }
    await fh.close();
    expect((await stat(path)).size).toBe(64 * MiB);

    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 2);
    const count = await countEntries(path);
    const kept = await loadEntries(path, 10);
    const trimmed = await trimEntries(path, 10);
    clearInterval(sample);
    peak = Math.max(peak, process.memoryUsage().rss);

    expect(peak - before).toBeLessThan(48 * MiB);
    expect(count).toBe(total);
    expect(trimmed).toEqual({ removed: total - 10, count: total });
    const after = await readFile(path);
    expect(after.length).toBe(10 * entrySize);
    expect(after.equals(kept)).toBe(true);
    expect(after.toString('latin1', 0, 18)).toBe(head(total - 10));
  });
});
