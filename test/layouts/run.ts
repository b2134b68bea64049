/**
 * The CLI in process, for the layout tests: exit code, stdout and stderr of
 * one command, with no model keys in the environment.
 */
import type { Io } from '../../src/cli/io.js';
import { runCli } from '../../src/cli/run.js';

export interface Ran {
  code: number;
  out: string;
  err: string;
}

export async function run(argv: string[], cwd: string): Promise<Ran> {
  let out = '';
  let err = '';
  const io: Io = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readStdin: async () => Buffer.alloc(0),
    cwd,
    env: {},
  };
  const code = await runCli(argv, io);
  return { code, out, err };
}
