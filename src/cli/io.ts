/**
 * What a command may touch of its process: output streams, stdin, the
 * working directory and the environment. Commands take an Io instead of
 * using `process` so the same code runs in the CLI, in the Action and in
 * in-process tests.
 */
import { fstatSync, writeSync } from 'node:fs';

export interface Io {
  out(text: string): void;
  err(text: string): void;
  readStdin(): Promise<Buffer>;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** stderr is a terminal: long commands show a progress counter there (progress.ts). */
  errIsTTY?: boolean;
}

export function processIo(): Io {
  const stdout = batched(direct(1, () => process.stdout));
  const stderr = direct(2, () => process.stderr);
  return {
    out: stdout.write,
    err: (text) => {
      stdout.flush();
      stderr(text);
    },
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    cwd: process.cwd(),
    env: process.env,
    get errIsTTY() {
      return process.stderr.isTTY === true;
    },
  };
}

/** Characters held before a write: a few writes for a long report instead of one a line. */
const BATCH = 64 * 1024;

/**
 * A writer straight to a pipe, socket or file descriptor, as Node's own stream
 * would write to it on Linux (synchronously): creating `process.stdout` for
 * a pipe loads Node's net module, a tenth of a cold `memkeep load`. A
 * terminal, a descriptor that is neither, or one that refuses a write
 * (EAGAIN: left non-blocking by whoever opened it) is written through the
 * stream, from the first byte not written.
 */
export function direct(fd: number, stream: () => NodeJS.WriteStream): (text: string) => void {
  let through: ((data: string | Buffer) => void) | undefined;
  let gone = false;
  try {
    const st = fstatSync(fd);
    if (!st.isFIFO() && !st.isFile() && !st.isSocket()) through = whileRead(stream());
  } catch {
    through = whileRead(stream());
  }
  return (text) => {
    if (gone) return;
    if (through) return through(text);
    const data = Buffer.from(text);
    let done = 0;
    try {
      while (done < data.length) done += writeSync(fd, data, done);
    } catch (err) {
      // The reader went away (`memkeep gc --all | head`): the output ends, not the command.
      if ((err as NodeJS.ErrnoException).code === 'EPIPE') gone = true;
      else {
        through = whileRead(stream());
        through(data.subarray(done));
      }
    }
  };
}

/**
 * A stream's writer that stops writing, instead of crashing, once its reader
 * goes away (`memkeep gc --all 2>&1 | head`): that ends the output, not the
 * command, and the run still finishes what it started.
 */
function whileRead(stream: NodeJS.WriteStream): (data: string | Buffer) => void {
  let gone = false;
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
    gone = true;
  });
  return (data) => {
    if (!gone) stream.write(data);
  };
}

/**
 * Output in batches. gc --all prints about thirty lines an agent, and one
 * write each was a few percent of a 1,000-agent run. A batch goes out when
 * it is full, when the event loop next turns (so nothing printed before a
 * slow model call waits for it), before anything on stderr, and at exit.
 */
function batched(write: (text: string) => void): { write(text: string): void; flush(): void } {
  let pending: string[] = [];
  let size = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    size = 0;
    write(text);
  };
  process.on('exit', flush);
  return {
    write(text) {
      pending.push(text);
      size += text.length;
      if (size >= BATCH) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
