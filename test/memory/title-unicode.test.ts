/**
 * Regressions found by an attack on round 3, described as they were: the same title in two Unicode normal forms. A digest item written
 * from an NFC heading ("Café", U+00E9) and a newer entry whose task came
 * through a tool that writes NFD ("Cafe" + U+0301, macOS file names, some
 * editors) look identical to a reader, but titleKey/normaliseText do not
 * normalise: the merge adds a second "Café …" item and keeps the superseded
 * fact beside its replacement.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseItems, titleKey } from '../../src/memory/knowledge/items.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const NFC = 'Deploy the Café service';
const NFD = NFC.normalize('NFD');

describe('unicode normalisation of titles', () => {
  it('titleKey is the same for NFC and NFD spellings of one title', () => {
    expect(NFC).not.toBe(NFD);
    expect(titleKey(NFD)).toBe(titleKey(NFC));
  });

  it('gc: an NFD entry supersedes the NFC item of the same title, never sits beside it', async () => {
    const root = await tempDir();
    const entry = (at: string, task: string, result: string) =>
      `## ${at}\n**Task:** ${task}\n**Result:** ${result}\n\n`;
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\n',
      'memory/a/procedural/digest.md': `# Knowledge\n\n## ${NFC}\n- **Fix:** pin Node to 22 in \`deploy.yml\`.\n_Evidence: 2026-01-01T00:00:00Z_\n`,
      'memory/a.md':
        entry(
          '2026-02-01T00:00:00Z',
          NFD,
          'Deployed.\n**Fix:** pin Node to 24 in `deploy.yml`; Node 22 broke `npm ci`.',
        ) +
        entry('2026-02-02T00:00:00Z', 'Answer a question', 'Answered.') +
        entry('2026-02-03T00:00:00Z', 'Answer another question', 'Answered.'),
    });
    const r = await run(['gc', 'a', '--analyzer', 'local', '--root', root]);
    expect(r.code, r.err).toBe(0);
    const digest = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
    expect(digest).toContain('pin Node to 24');
    const titles = parseItems(digest, 2).items.map((i) => i.title.normalize('NFC'));
    expect(
      titles.filter((t) => t === NFC),
      digest,
    ).toHaveLength(1);
    expect(digest).not.toContain('pin Node to 22');
  });
});
