/**
 * Pruning typed by more than folder: a Claude-Code-shaped store (a MEMORY.md
 * index and topic files typed in their front matter, fixtures in
 * test/fixtures/layouts/claude-code) and the files that are never pruned
 * whatever the rules say. Ages come from real file times (utimes).
 */
import { cp, readdir, readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAgent } from '../../src/config/agent-config.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { mtimeAges } from '../../src/memory/typed/file-ages.js';
import { linkedFiles } from '../../src/memory/typed/links.js';
import { applyPrune, planPrune } from '../../src/memory/typed/pruning.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const NOW = new Date();
const YEAR_AGO = new Date(NOW.getTime() - 365 * 86_400_000);

async function ageAll(dir: string): Promise<void> {
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) await utimes(join(e.parentPath, e.name), YEAR_AGO, YEAR_AGO);
  }
}

describe('typed pruning', () => {
  it('claude-code: never a dead index link, never feedback or user files', async () => {
    const root = await tempDir();
    const dir = join(root, '.claude/agent-memory/reviewer');
    await cp(join(import.meta.dirname, '../fixtures/layouts/claude-code'), dir, { recursive: true });
    await writeTree(root, {
      'agents/reviewer.toml':
        '[memory]\nenabled = true\npreset = "claude-code"\npath = ".claude/agent-memory/reviewer/log.md"\n' +
        'procedural_dir = ".claude/agent-memory/reviewer"\nepisodic_dir = ".claude/agent-memory/reviewer"\n',
      '.claude/agent-memory/reviewer/log.md': '## 2025-01-01T00:00:00Z\n**Task:** t\n**Result:** r\n\n',
      '.claude/agent-memory/reviewer/failures.md': '# Failures\n',
    });
    await ageAll(root);
    const store = await loadStoreConfig(root);
    const agent = await loadAgent(store, 'reviewer');
    const plan = await planPrune([agent], mtimeAges, NOW, store.root);
    const pruned = plan.items.map((i) => i.path.slice(dir.length + 1)).sort();
    // Only unlinked project notes age out; reference notes hold durable gotchas (knowledge), and the
    // feedback-typed one stays though unlinked.
    expect(pruned).toEqual(['project-old-spike.md']);
    expect(plan.kept.map((k) => [k.path.slice(dir.length + 1), k.message])).toContainEqual([
      'reference-sig-figs.md',
      'core (front matter type: reference)',
    ]);
    // What the reviewer sees of a note: its description, never the `---` that opens the front matter.
    expect(plan.items.map((i) => i.firstLine)).toEqual(['a note']);
    expect(plan.kept.map((k) => [k.path.slice(dir.length + 1), k.message])).toContainEqual([
      'project-unlisted-feedback-like.md',
      'core (front matter type: feedback)',
    ]);
    await applyPrune(plan);
    const left = await readdir(dir);
    for (const linked of linkedFiles(join(dir, 'MEMORY.md'), await readFile(join(dir, 'MEMORY.md'), 'utf8'))) {
      expect(left).toContain(linked.slice(dir.length + 1));
    }
    expect(left).toEqual(
      expect.arrayContaining(['MEMORY.md', 'log.md', 'failures.md', 'feedback-check-untracked.md', 'user-profile.md']),
    );
  });

  it('a note is shown by its description, else its first line of text after the front matter', async () => {
    const root = await tempDir();
    const notes = '.claude/agent-memory/reviewer';
    await writeTree(root, {
      'agents/reviewer.toml': `[memory]\nenabled = true\npreset = "claude-code"\nprocedural_dir = "${notes}"\nepisodic_dir = "${notes}"\n`,
      [`${notes}/project-a.md`]:
        '---\nname: a\ndescription: "spike on a streaming parser"\nmetadata:\n  type: project\n---\n\nBody.\n',
      [`${notes}/project-b.md`]: '---\nname: b\nmetadata:\n  type: project\n---\n\n#\n\nAbandoned in March.\n',
    });
    await ageAll(root);
    const store = await loadStoreConfig(root);
    const plan = await planPrune([await loadAgent(store, 'reviewer')], mtimeAges, NOW, store.root);
    const shown = Object.fromEntries(plan.items.map((i) => [i.path.slice(i.path.lastIndexOf('/') + 1), i.firstLine]));
    expect(shown).toEqual({ 'project-a.md': 'spike on a streaming parser', 'project-b.md': 'Abandoned in March.' });
  });

  it('the run log, failures.md, digest.md and lessons.md are never pruned, whatever the globs say', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/a.toml':
        '[memory]\nenabled = true\npath = "bank/activeContext.md"\nprocedural_dir = "bank"\ntypes = { "**" = "episodic" }\n',
      'bank/activeContext.md': '## x\n',
      'bank/failures.md': 'f\n',
      'bank/digest.md': 'd\n',
      'bank/lessons.md': 'l\n',
      'bank/old-note.md': 'n\n',
      'bank/.cursor/rules': 'r\n',
    });
    await ageAll(root);
    const store = await loadStoreConfig(root);
    const plan = await planPrune([await loadAgent(store, 'a')], mtimeAges, NOW, store.root);
    expect(plan.items.map((i) => i.path.slice(root.length + 1)).sort()).toEqual([
      'bank/.cursor/rules',
      'bank/old-note.md',
    ]);
    const cline = await tempDir();
    await writeTree(cline, {
      'agents/a.toml':
        '[memory]\nenabled = true\npreset = "cline"\npath = "memory-bank/activeContext.md"\nprocedural_dir = "memory-bank"\n',
      'memory-bank/activeContext.md': '# Active\n',
      'memory-bank/progress.md': '# Progress\n',
      'memory-bank/projectbrief.md': '# Brief\n',
      'memory-bank/.cursor/rules': 'r\n',
      'memory-bank/old-summary.md': 'n\n',
    });
    await ageAll(cline);
    const s2 = await loadStoreConfig(cline);
    const p2 = await planPrune([await loadAgent(s2, 'a')], mtimeAges, NOW, s2.root);
    // A memory-bank document beyond the six core files is knowledge: kept, and the review says why.
    expect(p2.items).toEqual([]);
    expect(p2.kept.map((k) => [k.path.slice(cline.length + 1), k.message])).toContainEqual([
      'memory-bank/old-summary.md',
      'core (memory-bank document: knowledge, never aged out)',
    ]);
  });
});
