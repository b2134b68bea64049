/**
 * Headings that give a label and then only their time, written for this
 * test in the shape of a session memory kept newest first ("## Session:
 * 2026-03-04 09:30 (LATEST)", "## Session: 2026-03-03 17:10"): the label
 * names the time, as "Date:" does, not a topic. Titled "Session:", every
 * entry of the log was one item, the newest text replacing the others.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stampOf, titleOf } from '../../src/analysis/entry-heading.js';
import { apply } from '../../src/gc/apply.js';
import { distilPlan } from '../helpers/local-plan.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

describe('a heading that labels its time', () => {
  it('names no topic and is cited by its time', () => {
    expect(titleOf('Session: 2026-03-03 17:10')).toBe('');
    expect(stampOf('Session: 2026-03-03 17:10')).toBe('2026-03-03 17:10');
    expect(titleOf('Session: 2026-03-04 09:30 (LATEST)')).toBe('');
    expect(titleOf('**Sync**: 2026-03-01')).toBe('');
    // A topic after the time, in brackets or not, names the entry.
    expect(titleOf('Session: 2026-03-02 (Cache rewrite)')).toBe('Cache rewrite');
    expect(titleOf('Session: 2026-03-02 - Cache rewrite')).toBe('Cache rewrite');
    // A label of several words before a colon is a topic of its own.
    expect(titleOf('Cache rewrite review: 2026-03-02')).toBe('Cache rewrite review: 2026-03-02');
  });

  it("keeps each entry's knowledge apart in the digest", async () => {
    const root = await tempDir();
    const entry = (stamp: string, fixed: string, learned: string) =>
      `## Session: ${stamp}\n**Duration**: ~2 hours\n**Branch**: main\n\n### Work Completed:\n- ✅ ${fixed}\n\n### Key Decisions:\n- **Queue first**: ${learned}\n\n---\n\n`;
    await writeTree(root, {
      'agents/a.toml':
        '[memory]\nenabled = true\npath = "memory.md"\nlast_n = 1\nentries = "dated"\norder = "newest-first"\n',
      'memory.md': `# Project Memory\n\n${entry('2026-03-04 09:30 (LATEST)', 'Drafted the export plan', 'Exports run from the nightly job, never on request.')}${entry('2026-03-03 17:10', 'Fixed the upload 413 errors', 'Uploads over 8 MB go through `chunked_upload()` in `files/upload.py`.')}${entry('2026-03-02 11:00', 'Fixed the login loop', 'Session cookies are set with `SameSite=Lax` so the OAuth redirect keeps them.')}`,
    });
    await apply(await distilPlan(root));
    const digest = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
    expect(digest).toContain('chunked_upload()');
    expect(digest).toContain('SameSite=Lax');
    expect(digest).not.toMatch(/^## Session:/m);
  });
});
