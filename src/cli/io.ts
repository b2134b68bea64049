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
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    cwd: process.cwd(),
    env: process.env,
  };
}
