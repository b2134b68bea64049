/**
 * Headings that give a label and then only their time, written for this
 * test in the shapes of a session memory kept newest first ("## Session:
 * 2026-03-04 09:30 (LATEST)", "## Session: 2026-03-03 17:10") and of a
 * team's work log ("## Standup — 2026-01-02"): the label names the log's
 * time, as "Date:" does, not a topic. The merge matches titles without
 * their day, so every entry of such a log was one item, the newest text
 * replacing the others. A topic of more words keeps its day.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stampOf, titleOf } from '../../src/analysis/entry-heading.js';
import { apply } from '../../src/gc/apply.js';
import { distilPlan } from '../helpers/local-plan.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

/** The digest of `log` (named `path`) trimmed to its newest entry, in `order`. */
async function digestOf(path: string, order: string, log: string): Promise<string> {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': `[memory]\nenabled = true\npath = "${path}"\nlast_n = 1\nentries = "dated"\norder = "${order}"\n`,
    [path]: log,
  });
  await apply(await distilPlan(root));
  return readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
}

describe('a heading that labels its time', () => {
  it('names no topic and is cited by its time', () => {
    expect(titleOf('Session: 2026-03-03 17:10')).toBe('');
    expect(stampOf('Session: 2026-03-03 17:10')).toBe('2026-03-03 17:10');
    expect(titleOf('Session: 2026-03-04 09:30 (LATEST)')).toBe('');
    expect(titleOf('**Sync**: 2026-03-01')).toBe('');
    expect(titleOf('Standup — 2026-01-02')).toBe('');
    expect(stampOf('Standup — 2026-01-02')).toBe('2026-01-02');
    expect(titleOf('Update - Jan 3, 2026')).toBe('');
    // A topic after the time, in brackets or not, names the entry.
    expect(titleOf('Session: 2026-03-02 (Cache rewrite)')).toBe('Cache rewrite');
    expect(titleOf('Session: 2026-03-02 - Cache rewrite')).toBe('Cache rewrite');
    // A label of several words is a topic of its own, and keeps its day.
    expect(titleOf('Cache rewrite review: 2026-03-02')).toBe('Cache rewrite review: 2026-03-02');
    expect(titleOf('Cache rewrite — 2026-01-02')).toBe('Cache rewrite — 2026-01-02');
    expect(titleOf('Release 1.2 — 2026-01-02')).toBe('Release 1.2 — 2026-01-02');
  });

  it("keeps each session's knowledge apart in the digest", async () => {
    const entry = (stamp: string, fixed: string, learned: string) =>
      `## Session: ${stamp}\n**Duration**: ~2 hours\n**Branch**: main\n\n### Work Completed:\n- ✅ ${fixed}\n\n### Key Decisions:\n- **Queue first**: ${learned}\n\n---\n\n`;
    const digest = await digestOf(
      'memory.md',
      'newest-first',
      `# Project Memory\n\n${entry('2026-03-04 09:30 (LATEST)', 'Drafted the export plan', 'Exports run from the nightly job, never on request.')}${entry('2026-03-03 17:10', 'Fixed the upload 413 errors', 'Uploads over 8 MB go through `chunked_upload()` in `files/upload.py`.')}${entry('2026-03-02 11:00', 'Fixed the login loop', 'Session cookies are set with `SameSite=Lax` so the OAuth redirect keeps them.')}`,
    );
    expect(digest).toContain('chunked_upload()');
    expect(digest).toContain('SameSite=Lax');
    expect(digest).not.toMatch(/^## Session:/m);
  });

  it("keeps each day's knowledge apart in the digest", async () => {
    const entry = (day: number, said: string) => `## Standup — 2026-01-0${day}\n\n- ${said}\n\n`;
    const digest = await digestOf(
      'work-log.md',
      'oldest-first',
      `# Work log\n\n${entry(2, 'Invoices are written by `billing/ledger.py` only.')}${entry(3, 'The mail worker parks bounces in `dead_letters` after three retries.')}${entry(4, 'The scheduler runs every job in UTC.')}`,
    );
    expect(digest).toContain('billing/ledger.py');
    expect(digest).toContain('dead_letters');
    expect(digest).not.toMatch(/^## Standup/m);
  });
});
