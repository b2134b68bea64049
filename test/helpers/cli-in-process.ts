/**
 * The CLI in process: exit code, stdout and stderr of one command, with an
 * empty environment unless given one (no model keys) and no stdin. Cheaper than spawning the
 * bundle (test/helpers/cli.ts) where the bundle itself is not under test.
 */

import { runCli } from '../../src/cli/dispatch.js';
import type { Io } from '../../src/cli/io.js';

export interface Ran {
  code: number;
  out: string;
  err: string;
}

export async function run(argv: string[], cwd = process.cwd(), env: Record<string, string> = {}): Promise<Ran> {
  let out = '';
  let err = '';
  const io: Io = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readStdin: async () => Buffer.alloc(0),
    cwd,
    env,
  };
  const code = await runCli(argv, io);
  return { code, out, err };
}
