/**
 * An HTML comment inside an entry is the entry's, as fenced code is: no
 * heading in it is one, at column 0 or indented (CommonMark's HTML block
 * starts after up to 3 spaces), and the entry's text after it is not cut
 * off into structure. A comment after the last of an entry's text stands
 * between entries and is structure: gc keeps it, byte for byte, with every
 * other line that is not an entry.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAgent } from '../../src/config/agent-config.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { layoutOf } from '../../src/format/layout.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const PREAMBLE = '# Agent log\n\n<!-- One entry per run. Template:\n## YYYY-MM-DD HH:MM:SS\n-->\n\n';
/** An agent's own command markers (autoagent's `<!-- EXECUTE: … -->`), with the entry's text after them. */
const RUN_3 =
  '## 2026-01-03 10:00:00\n### Coder Output:\n<!-- EXECUTE: python hello.py -->\n\nRan the script: it printed Hello.\n\n';
/** A draft heading commented out in an indented comment. */
const RUN_2 =
  '## 2026-01-02 10:00:00\nPlanned the README.\n  <!--\n## 2026-01-02 09:00:00 draft, commented out\n  -->\nWrote the README.\n\n';
/** An older run commented out at column 0, the entry's text going on after it. */
const RUN_1 =
  '## 2026-01-01 10:00:00\nSet up the repository.\n<!--\n## 2025-12-31 10:00:00 a run undone\n-->\nCommitted hello.py.\n\n';
/** A comment with only blank lines between it and the next entry: structure. */
const NOTE = '<!-- runs before 2026-01-02 were made by hand -->\n\n';

/** An entry's heading: its first line after `## `. */
const heading = (entry: string) => entry.slice(3, entry.indexOf('\n'));

const CASES = [
  {
    name: 'newest first (an agent that prepends)',
    memory: 'preset = "newest-first"',
    entries: [RUN_3, RUN_2, RUN_1],
    log: PREAMBLE + RUN_3 + RUN_2 + NOTE + RUN_1,
    trimmed: PREAMBLE + RUN_3 + NOTE,
  },
  {
    name: "axe's oldest first",
    memory: '',
    entries: [RUN_1, RUN_2, RUN_3],
    log: PREAMBLE + RUN_1 + NOTE + RUN_2 + RUN_3,
    trimmed: PREAMBLE + NOTE + RUN_3,
  },
];

describe('an HTML comment inside an entry', () => {
  it.each(CASES.map((c) => [c.name, c] as const))(
    "%s: is the entry's, no heading in it starts one, and gc keeps every line that is not an entry",
    async (_name, c) => {
      const root = await tempDir();
      await writeTree(root, {
        'agents/a.toml': `[memory]\nenabled = true\npath = "log.md"\nlast_n = 1\n${c.memory}\n`,
        'log.md': c.log,
      });
      const layout = layoutOf((await loadAgent(await loadStoreConfig(root), 'a')).memory);
      const log = Buffer.from(c.log);
      // Soft: a wrong split is reported with what gc then does to the file.
      expect
        .soft(layout.entries(log).map((e) => [e.heading, log.toString('utf8', e.start, e.end)]))
        .toEqual(c.entries.map((text) => [heading(text), text]));

      const gc = await run(['gc', 'a', '--analyzer', 'local', '--root', root], root);
      expect(gc.err).not.toMatch(/Error|Needs attention/);
      expect(gc.code).toBe(0);
      // The two older runs go whole, their comments with them; the title, the template and the note stay.
      expect(await readFile(join(root, 'log.md'), 'utf8')).toBe(c.trimmed);
    },
  );
});
