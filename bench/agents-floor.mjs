/**
 * The least any `gc --all` must do for each agent of a store, with no
 * analysis at all: list the agents, read and parse each TOML config, check
 * its three paths for links (lstat), read its run log, hash it for the cache
 * and print a report of about the same size. bench/run.mjs times it beside
 * memkeep to show how much of the 1,000-agent target is left for analysis.
 *
 * usage: node bench/agents-floor.mjs STORE_ROOT
 */

import { createHash } from 'node:crypto';
import { closeSync, fstatSync, lstatSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';

const root = process.argv[2];
const names = readdirSync(join(root, 'agents'))
  .filter((f) => f.endsWith('.toml'))
  .map((f) => f.slice(0, -5))
  .sort();
let out = '';
for (const name of names) {
  const config = parse(readFileSync(join(root, 'agents', `${name}.toml`), 'utf8'));
  for (const rel of ['memory', `memory/${name}.md`, 'memory', `memory/${name}`, 'memory', `memory/${name}`]) {
    lstatSync(join(root, rel), { throwIfNoEntry: false });
  }
  const fd = openSync(join(root, 'memory', `${name}.md`), 'r');
  const log = Buffer.allocUnsafe(fstatSync(fd).size);
  readSync(fd, log, 0, log.length, 0);
  closeSync(fd);
  const digest = createHash('sha256').update(log).digest('hex');
  out += `=== GC: ${name} ===\nAgent: ${name}\nEntries: ${config.memory?.last_n}\n${digest}\n${log.toString('utf8', 0, 1100)}\n`;
  if (out.length >= 65536) {
    process.stdout.write(out);
    out = '';
  }
}
process.stdout.write(out);
