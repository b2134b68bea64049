/**
 * How long a command takes to say something on stderr: spawns it, waits for
 * its first stderr byte, kills it and prints the seconds. bench/run.mjs uses
 * it for `gc --all --progress` on a large store, whose first progress line
 * must come within a second however long the whole run takes (issue 24).
 *
 * usage: node bench/first-line.mjs CMD [ARG...]
 */

import { spawn } from 'node:child_process';

const [cmd, ...argv] = process.argv.slice(2);
const t0 = process.hrtime.bigint();
const child = spawn(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
child.stderr.once('data', () => {
  process.stdout.write(`${Number(process.hrtime.bigint() - t0) / 1e9}\n`);
  child.kill('SIGKILL');
});
child.on('exit', (code, signal) => {
  if (signal !== 'SIGKILL') {
    process.stderr.write(`${cmd} ended (${code ?? signal}) before writing to stderr\n`);
    process.exitCode = 1;
  }
});
