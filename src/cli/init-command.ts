/**
 * `memkeep init`: finds the memory layouts in a repository (src/config/detect.ts),
 * prints what it found and the config it would write, and writes it only
 * with --write, never over an existing file.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { detectLayouts } from '../config/detect.js';
import { resolveStoreRoot } from '../config/load.js';
import { ioError } from '../errors.js';
import type { Command } from './store-commands.js';

export const initCommands: Command[] = [
  {
    name: 'init',
    summary: 'Find agent memory in a repository and propose (or with --write, write) its config.',
    args: [],
    options: {
      write: { type: 'boolean', help: 'write the proposed agent configs (never overwrites a file)' },
    },
    example: 'memkeep init --root . --write',
    async run(parsed, io) {
      const root = await resolveStoreRoot(resolve(io.cwd, parsed.root));
      const found = detectLayouts(root);
      if (found.length === 0) {
        io.out('No known memory layout found.\n');
        return 0;
      }
      for (const d of found) {
        io.out(`Found ${d.what}${d.notes.length ? ` (${d.notes.join('; ')})` : ''}\n`);
        if (!d.configFile) continue;
        const file = join(root, d.configFile);
        if (!parsed.values.write) {
          io.out(`  would write ${d.configFile}:\n${d.config!.replace(/^/gm, '    ')}`);
          continue;
        }
        try {
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, d.config!, { flag: 'wx' });
          io.out(`  wrote ${d.configFile}\n`);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw ioError('write', file, err);
          io.out(`  kept the existing ${d.configFile} (init never overwrites)\n`);
        }
      }
      if (!parsed.values.write) io.out('Nothing written: run again with --write to write these files.\n');
      return 0;
    },
  },
];
