/**
 * A user's first run on a store of one shape of agent memory, in process:
 * `memkeep init --write`, `last_n = 2` added to what it wrote, a real `gc`,
 * then `load`. The layout tests of unseen shapes (test/layouts/unseen-shapes*.test.ts)
 * check what each step left.
 */
import { appendFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { type Ran, run } from './cli-in-process.js';

/** init, gc and load on a store whose one log init proposes: the config init wrote, the log after gc, load's run. */
export async function initTrimLoad(root: string, log: string): Promise<{ config: string; after: string; load: Ran }> {
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  const [name] = await readdir(join(root, 'agents'));
  const config = await readFile(join(root, 'agents', name), 'utf8');
  await appendFile(join(root, 'agents', name), 'last_n = 2\n');
  const gc = await run(['gc', '--all', '--analyzer', 'local', '--no-distil', '--root', root], root);
  expect(gc.code).toBe(0);
  expect(gc.err).not.toMatch(/Warning|Needs attention/);
  const after = await readFile(join(root, log), 'utf8');
  const load = await run(['load', name.replace(/\.toml$/, ''), '--root', root], root);
  expect(load.code).toBe(0);
  return { config, after, load };
}

/** init and gc on a store whose only log is `run-log.md`, beside files init must leave alone: gc's run. */
export async function initBesideRunLog(root: string): Promise<Ran> {
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  expect(await readdir(join(root, 'agents'))).toEqual(['run-log.toml']);
  await appendFile(join(root, 'agents/run-log.toml'), 'last_n = 2\n');
  const gc = await run(['gc', '--all', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  return gc;
}
