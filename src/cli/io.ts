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
}

export function processIo(): Io {
  const stdout = batchedStdout();
  return {
    out: stdout.write,
    err: (text) => {
      stdout.flush();
      process.stderr.write(text);
    },
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    cwd: process.cwd(),
    env: process.env,
  };
}

/** Bytes of output held before a write: well under a pipe's buffer, far over a report. */
const BATCH = 64 * 1024;

/**
 * Standard output in batches. gc --all prints about thirty lines an agent,
 * and one write each was a few percent of a 1,000-agent run. A batch goes
 * out when it is full, when the event loop next turns (so nothing printed
 * before a slow model call waits for it), before anything on stderr, and at
 * exit. A reader that goes away (`memkeep gc --all | head`) ends the output,
 * not the command: the run still finishes what it started.
 */
function batchedStdout(): { write(text: string): void; flush(): void } {
  let pending: string[] = [];
  let size = 0;
  let scheduled = false;
  let gone = false;
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
    gone = true;
  });
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    size = 0;
    if (!gone) process.stdout.write(text);
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
