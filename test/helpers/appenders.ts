/**
 * Agents that append to their run log with their own code, not `memkeep
 * log`: separate processes that open the log for appending, write one
 * tagged piece, close, again and again, until told to stop. Tests of
 * rewrites racing them check that every piece each one wrote is in the log
 * afterwards, in the order it wrote them.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';

/** Appends `piece` with `{}` replaced by `<id>-<n>` until `stop` exists; prints how many. */
const APPENDER = `
const fs = require('node:fs');
const [log, stop, id, piece] = process.argv.slice(1);
// Sleeps between appends without spinning: three spinning appenders starved the gc they race on two cores.
const pause = new Int32Array(new SharedArrayBuffer(4));
let n = 0;
while (!fs.existsSync(stop)) {
  fs.appendFileSync(log, piece.replace('{}', id + '-' + n));
  n++;
  Atomics.wait(pause, 0, 0, 2);
}
process.stdout.write(String(n));
`;

/** `count` appenders of `piece` (`{}` for the tag `w<i>-<n>`); stop() ends them and gives how many each wrote. */
export function startAppenders(log: string, stop: string, count: number, piece: string): { stop(): Promise<number[]> } {
  const done = Array.from({ length: count }, (_, w) => {
    const child = spawn(process.execPath, ['-e', APPENDER, log, stop, `w${w}`, piece], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
    return new Promise<number>((ok) => child.on('close', () => ok(Number(out))));
  });
  return {
    async stop() {
      await writeFile(stop, '');
      return Promise.all(done);
    },
  };
}

/** The tags missing from `text`, and those found before the one their appender wrote before them. */
export function missingOrMoved(
  text: string,
  counts: number[],
  piece: string,
): { lost: string[]; outOfOrder: string[] } {
  const at = (tag: string) => text.indexOf(piece.replace('{}', tag));
  const tags = counts.map((n, w) => Array.from({ length: n }, (_, i) => `w${w}-${i}`));
  return {
    lost: tags.flat().filter((tag) => at(tag) < 0),
    outOfOrder: tags.flatMap((mine) => mine.flatMap((tag, i) => (i > 0 && at(tag) < at(mine[i - 1]) ? [tag] : []))),
  };
}
