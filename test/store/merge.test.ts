import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemkeepError } from '../../src/errors.js';
import { lock } from '../../src/fs/lock.js';
import { DEDUPE_MODES, type DedupeMode, mergeInto, parseDedupe } from '../../src/memory/sections/merge.js';

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memkeep-merge-'));
  file = join(dir, 'notes.md');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function failure(run: () => unknown): Promise<MemkeepError> {
  try {
    await run();
  } catch (err) {
    expect(err).toBeInstanceOf(MemkeepError);
    return err as MemkeepError;
  }
  throw new Error('expected an error');
}

const read = () => readFile(file, 'utf8');

describe('parseDedupe', () => {
  it('accepts exactly the three modes', () => {
    expect(DEDUPE_MODES).toEqual(['none', 'line_hash', 'section_replace']);
    for (const mode of DEDUPE_MODES) expect(parseDedupe(mode)).toBe(mode);
  });

  it('rejects anything else with a config error naming --dedupe', async () => {
    for (const value of ['', 'lines', 'LINE_HASH', 'section-replace']) {
      const err = await failure(() => parseDedupe(value));
      expect(err.code).toBe(2);
      expect(err.field).toBe('--dedupe');
      expect(err.message).toBe(
        `--dedupe must be one of none, line_hash, section_replace, not ${JSON.stringify(value)}`,
      );
    }
  });
});

describe('mergeInto, any mode', () => {
  it('creates a missing file and its directories', async () => {
    for (const mode of DEDUPE_MODES) {
      const path = join(dir, mode, 'deep', 'x.md');
      await mergeInto(path, '## A\nx\n', mode);
      expect(await readFile(path, 'utf8')).toBe('## A\nx\n');
    }
  });

  it('keeps the file mode', async () => {
    for (const mode of DEDUPE_MODES) {
      await writeFile(file, '## A\nold\n');
      await chmod(file, 0o640);
      await mergeInto(file, '## A\nnew\n## B\nb\n', mode);
      expect((await stat(file)).mode & 0o777).toBe(0o640);
    }
  });

  it('refuses a locked file, leaving it unchanged', async () => {
    await writeFile(file, 'keep\n');
    await lock(file);
    for (const mode of DEDUPE_MODES) {
      const err = await failure(() => mergeInto(file, 'more\n', mode));
      expect(err.code).toBe(1);
      expect(err.message).toBe(`cannot merge into ${file}: it is locked (${file}.lock exists)`);
    }
    expect(await read()).toBe('keep\n');
    expect((await readdir(dir)).sort()).toEqual(['notes.md', 'notes.md.lock']);
  });

  it('refuses a file that is not UTF-8 text or holds NUL bytes, leaving it unchanged', async () => {
    const cases: [Buffer, string][] = [
      [
        Buffer.from([0x23, 0x23, 0x20, 0x41, 0x0a, 0xc3, 0x28, 0x0a]),
        `cannot merge into ${file}: it is not valid UTF-8 text`,
      ],
      [Buffer.from('PNG\0\0\x01\x02'), `cannot merge into ${file}: it contains NUL bytes, so it is not a text file`],
    ];
    for (const [bytes, message] of cases) {
      await writeFile(file, bytes);
      for (const mode of DEDUPE_MODES) {
        const err = await failure(() => mergeInto(file, 'text\n', mode));
        expect(err.code).toBe(1);
        expect(err.file).toBe(file);
        expect(err.message).toBe(message);
        expect(await readFile(file)).toEqual(bytes);
      }
    }
    expect(await readdir(dir)).toEqual(['notes.md']);
  });

  it('reports a directory where the file should be as an operation error', async () => {
    await mkdir(file);
    const err = await failure(() => mergeInto(file, 'x\n', 'none'));
    expect(err.code).toBe(1);
    expect(err.message).toContain(file);
  });

  it('does not rewrite a file the merge leaves unchanged', async () => {
    await writeFile(file, '## A\nx\n');
    const ino = (await stat(file)).ino;
    const modes: DedupeMode[] = ['none', 'line_hash', 'section_replace'];
    const inputs = ['', '## A\nx\n', '## A\nx\n'];
    for (const [i, mode] of modes.entries()) await mergeInto(file, inputs[i] ?? '', mode);
    expect(await read()).toBe('## A\nx\n');
    expect((await stat(file)).ino).toBe(ino);
  });
});

describe('mergeInto none', () => {
  it('appends straight, starting on its own line', async () => {
    await writeFile(file, 'first\nno newline');
    expect(await mergeInto(file, 'second\n\nthird\n', 'none')).toEqual({ added: 2, replaced: 0, skipped: 0 });
    expect(await read()).toBe('first\nno newline\nsecond\n\nthird\n');
  });

  it('appends duplicates too', async () => {
    await writeFile(file, 'a\n');
    await mergeInto(file, 'a\n', 'none');
    expect(await read()).toBe('a\na\n');
  });

  it('adopts the file’s CRLF line endings and drops an incoming BOM', async () => {
    await writeFile(file, 'a\r\nb');
    await mergeInto(file, '\uFEFFc\nd\n', 'none');
    expect(await read()).toBe('a\r\nb\r\nc\r\nd\r\n');
  });

  it('keeps the file’s own BOM', async () => {
    await writeFile(file, '\uFEFFa\n');
    await mergeInto(file, 'b\n', 'none');
    expect(await read()).toBe('\uFEFFa\nb\n');
  });
});

describe('mergeInto line_hash', () => {
  it('skips lines already in the file or earlier in the input, keeping blank lines', async () => {
    await writeFile(file, '# Habits\n- squash merges\n\n- small PRs\n');
    const r = await mergeInto(
      file,
      '- small PRs\n\n- tests first\n- squash merges\n   \n- tests first\n- docs\n',
      'line_hash',
    );
    expect(r).toEqual({ added: 2, replaced: 0, skipped: 3 });
    expect(await read()).toBe('# Habits\n- squash merges\n\n- small PRs\n\n- tests first\n   \n- docs\n');
  });

  it('compares exact text: whitespace differences are different lines', async () => {
    await writeFile(file, '- a\n');
    await mergeInto(file, '- a \n  - a\n', 'line_hash');
    expect(await read()).toBe('- a\n- a \n  - a\n');
  });

  it('never duplicates a non-blank line, and a repeat merge changes nothing', async () => {
    const input = '## Notes\n\n- one\n- two\n\n- one\n';
    await mergeInto(file, input, 'line_hash');
    const once = await read();
    expect(once).toBe('## Notes\n\n- one\n- two\n\n');
    expect(await mergeInto(file, input, 'line_hash')).toEqual({ added: 0, replaced: 0, skipped: 4 });
    expect(await read()).toBe(once);
    const nonBlank = once.split('\n').filter((l) => l.trim() !== '');
    expect(new Set(nonBlank).size).toBe(nonBlank.length);
  });

  it('matches lines across CRLF and a BOM', async () => {
    await writeFile(file, '\uFEFFa\r\nb\r\n');
    expect(await mergeInto(file, 'a\nb\nc\n', 'line_hash')).toEqual({ added: 1, replaced: 0, skipped: 2 });
    expect(await read()).toBe('\uFEFFa\r\nb\r\nc\r\n');
  });

  it('starts appended lines on their own line', async () => {
    await writeFile(file, 'a');
    await mergeInto(file, 'b', 'line_hash');
    expect(await read()).toBe('a\nb');
  });

  // Found by test/property/merge.property.test.ts.
  it('treats the BOM of a new file as the file’s, not as part of its first line', async () => {
    expect(await mergeInto(file, '\uFEFFa\na\n', 'line_hash')).toEqual({ added: 1, replaced: 0, skipped: 1 });
    expect(await read()).toBe('\uFEFFa\n');
  });

  it('ignores trailing CRs, which converting line endings or appending would change', async () => {
    // In an LF file `a\r\r\n` arrives as `a\r\n`: the same line must still be recognised.
    await mergeInto(file, 'x\na\r\r\n', 'line_hash');
    expect(await mergeInto(file, 'x\na\r\r\n', 'line_hash')).toEqual({ added: 0, replaced: 0, skipped: 2 });
    expect(await read()).toBe('x\na\r\r\n');
    // A final CR becomes half of a CRLF once something follows it.
    await writeFile(file, 'a\r');
    expect(await mergeInto(file, 'a\nb\n', 'line_hash')).toEqual({ added: 1, replaced: 0, skipped: 1 });
    expect(await read()).toBe('a\r\nb\n');
  });
});

describe('mergeInto section_replace', () => {
  const existing =
    'Preamble  \nstays\n\n' +
    '## Alpha\nold alpha\n\n\n' +
    '## Beta  \n  beta keeps   its spacing\n```\n## Alpha\n```\n\n' +
    '## Gamma\nold gamma';

  it('replaces blocks in place byte for byte and keeps everything else byte-identical', async () => {
    await writeFile(file, existing);
    const r = await mergeInto(file, '## Gamma\nnew gamma\n## Alpha\nnew alpha\n', 'section_replace');
    expect(r).toEqual({ added: 0, replaced: 2, skipped: 0 });
    expect(await read()).toBe(
      'Preamble  \nstays\n\n' +
        '## Alpha\nnew alpha\n' +
        '## Beta  \n  beta keeps   its spacing\n```\n## Alpha\n```\n\n' +
        '## Gamma\nnew gamma\n',
    );
  });

  it('appends blocks with new headings and an incoming preamble', async () => {
    await writeFile(file, existing);
    const r = await mergeInto(file, 'loose note\n## Delta\nd\n## Alpha\na2', 'section_replace');
    expect(r).toEqual({ added: 2, replaced: 1, skipped: 0 });
    expect(await read()).toBe(
      'Preamble  \nstays\n\n' +
        '## Alpha\na2\n' +
        '## Beta  \n  beta keeps   its spacing\n```\n## Alpha\n```\n\n' +
        '## Gamma\nold gamma\n' +
        'loose note\n' +
        '## Delta\nd\n',
    );
  });

  it('matches trimmed headings and only the first of repeated ones', async () => {
    await writeFile(file, '## A\n1\n## A\n2\n');
    await mergeInto(file, '## A   \nnew\n', 'section_replace');
    expect(await read()).toBe('## A   \nnew\n## A\n2\n');
  });

  it('lets the last of repeated incoming headings win', async () => {
    await writeFile(file, '## A\nold\n');
    const r = await mergeInto(file, '## A\none\n## B\nb1\n## A\ntwo\n## B\nb2\n', 'section_replace');
    expect(r).toEqual({ added: 1, replaced: 1, skipped: 0 });
    expect(await read()).toBe('## A\ntwo\n## B\nb2\n');
  });

  it('ignores a blank incoming preamble, and is idempotent without one', async () => {
    await writeFile(file, '# Notes\n\n## A\nx\n');
    const input = '\n\n## A\ny\n\n## B\nz\n';
    await mergeInto(file, input, 'section_replace');
    const once = await read();
    expect(once).toBe('# Notes\n\n## A\ny\n\n## B\nz\n');
    expect(await mergeInto(file, input, 'section_replace')).toEqual({ added: 0, replaced: 2, skipped: 0 });
    expect(await read()).toBe(once);
  });

  it('keeps CRLF files CRLF and their other blocks byte-identical', async () => {
    await writeFile(file, '## A\r\nold\r\n\r\n## B\r\nb\r\n');
    await mergeInto(file, '## A\nnew\n\n## C\nc\n', 'section_replace');
    expect(await read()).toBe('## A\r\nnew\r\n\r\n## B\r\nb\r\n## C\r\nc\r\n');
  });

  // Found by test/property/merge.property.test.ts: an unclosed code fence runs to the
  // end of the file, so a block appended after it read back as code, not as a section.
  it('closes a fence opener left unclosed when a fence line appended after it would close it', async () => {
    await writeFile(file, '## A\n```js\ncode');
    expect(await mergeInto(file, '## B\nb\n', 'section_replace')).toEqual({ added: 1, replaced: 0, skipped: 0 });
    // An opener that never closes is not a fence: nothing after it needs protecting.
    expect(await read()).toBe('## A\n```js\ncode\n## B\nb\n');
    await mergeInto(file, '## C\n```\nc\n```\n', 'section_replace');
    expect(await read()).toBe('## A\n```js\ncode\n```\n## B\nb\n## C\n```\nc\n```\n');

    await writeFile(file, '~~~~\n## a heading after all\n');
    await mergeInto(file, '## B\n~~~~~\n', 'section_replace');
    expect(await read()).toBe('~~~~\n~~~~\n## a heading after all\n## B\n~~~~~\n');
  });

  it('closes an open fence in a replacement when a later block would close it', async () => {
    await writeFile(file, '## A\nold\n## B\n```\nb\n```\n');
    await mergeInto(file, '## A\n```\nnew', 'section_replace');
    expect(await read()).toBe('## A\n```\nnew\n```\n## B\n```\nb\n```\n');
    expect(await mergeInto(file, '## B\nb2\n', 'section_replace')).toEqual({ added: 0, replaced: 1, skipped: 0 });
    expect(await read()).toBe('## A\n```\nnew\n```\n## B\nb2\n');
  });

  it('completes a final CR as a CRLF instead of adding another line ending', async () => {
    // `\r\r\n` would make the CR text, and "```js\r" would no longer open a fence.
    await writeFile(file, '## A\r\n```js\r');
    await mergeInto(file, '## C\n```', 'section_replace');
    expect(await read()).toBe('## A\r\n```js\r\n```\r\n## C\r\n```');
  });

  it('keeps a BOM in the preamble', async () => {
    await writeFile(file, '\uFEFF## A\nold\n');
    await mergeInto(file, '## A\nnew\n', 'section_replace');
    expect(await read()).toBe('\uFEFF## A\nnew\n');
  });
});

describe('mergeInto on a file holding only a BOM', () => {
  it('appends right after the BOM', async () => {
    for (const mode of DEDUPE_MODES) {
      await writeFile(file, '\uFEFF');
      await mergeInto(file, '## A\nx\n', mode);
      expect(await read()).toBe('\uFEFF## A\nx\n');
    }
  });
});
