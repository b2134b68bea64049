/**
 * What a command may touch of its process: output streams, stdin, the
 * working directory and the environment. Commands take an Io instead of
 * using `process` so the same code runs in the CLI, in the Action and in
 * in-process tests.
 */
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
  const stdout = batched(whileRead(process.stdout));
  const stderr = whileRead(process.stderr);
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
    errIsTTY: process.stderr.isTTY === true,
  };
}

/** Characters held before a write: a few writes for a long report instead of one a line. */
const BATCH = 64 * 1024;

/**
 * A stream's writer that stops writing, instead of crashing, once its reader
 * goes away (`memkeep gc --all 2>&1 | head`): that ends the output, not the
 * command, and the run still finishes what it started.
 */
function whileRead(stream: NodeJS.WriteStream): (text: string) => void {
  let gone = false;
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
    gone = true;
  });
  return (text) => {
    if (!gone) stream.write(text);
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
