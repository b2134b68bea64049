/**
 * The CLI writes its output straight to a pipe, socket or file (cli/io.ts
 * `direct`) and hands over to Node's stream where a descriptor refuses a
 * write: a pipe left non-blocking by whoever opened it fills up (EAGAIN),
 * and the rest goes through the stream, from the first byte not written,
 * nothing lost or repeated.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, constants, openSync, readSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { direct } from '../../src/cli/io.js';
import { tempDir } from '../helpers/tmp.js';

describe('direct output', () => {
  it('a full non-blocking pipe hands the rest to the stream, in order', async () => {
    const dir = await tempDir();
    const fifo = join(dir, 'out');
    execFileSync('mkfifo', [fifo]);
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
    const streamed: Buffer[] = [];
    let made = 0;
    const stream = () => {
      made++;
      return new Writable({
        write(chunk, _enc, done) {
          streamed.push(Buffer.from(chunk));
          done();
        },
      }) as unknown as NodeJS.WriteStream;
    };
    try {
      const write = direct(writer, stream);
      const lines = Array.from({ length: 20_000 }, (_, i) => `line ${i} ✓\n`);
      // More than a pipe holds (64 KiB), with nobody reading until the end.
      for (let i = 0; i < lines.length; i += 1000) write(lines.slice(i, i + 1000).join(''));
      closeSync(writer);
      const piped: Buffer[] = [];
      const buf = Buffer.alloc(1 << 16);
      for (let n; (n = readSync(reader, buf)) > 0; ) piped.push(Buffer.from(buf.subarray(0, n)));
      expect(made).toBe(1);
      expect(Buffer.concat([...piped, ...streamed]).toString('utf8')).toBe(lines.join(''));
      expect(Buffer.concat(piped).length).toBeGreaterThan(0);
    } finally {
      closeSync(reader);
    }
  });

  it('a file is written straight, without the stream', async () => {
    const dir = await tempDir();
    const path = join(dir, 'out.txt');
    writeFileSync(path, '');
    const fd = openSync(path, 'w');
    let made = 0;
    try {
      const write = direct(fd, () => {
        made++;
        throw new Error('no stream for a file');
      });
      write('one\n');
      write('two ✓\n');
    } finally {
      closeSync(fd);
    }
    expect(made).toBe(0);
    expect(await readFile(path, 'utf8')).toBe('one\ntwo ✓\n');
  });
});
