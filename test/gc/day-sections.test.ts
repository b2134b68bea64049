/**
 * A log of `### HH:MM` entries under `## YYYY-MM-DD` day sections (a session
 * log): once an entry leaves the file, its time alone dates nothing, so the
 * entry carries the day of its section into what is kept of it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { datedHeading, fieldsAt, layoutFor } from '../../src/format/layout.js';
import { selectAgents } from '../../src/gc/agents.js';
import { apply } from '../../src/gc/apply.js';
import { plan } from '../../src/gc/plan.js';
import { parseItems } from '../../src/memory/knowledge/items.js';
import { planTrim } from '../../src/memory/runlog/plan-trim.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const LOG = [
  '# Session log',
  '',
  '## 2026-05-01',
  '',
  '### 10:30 — Fixed the flaky upload test',
  '- **Root cause:** the upload test raced the temp dir cleanup.',
  "- **Fix:** await `cleanup()` before asserting; yesterday's retry hack is gone.",
  '',
  '## Notes',
  '',
  '### Pinned pnpm',
  '- CI needs `pnpm@9.12.0`; newer versions break the lockfile.',
  '',
  '## May 2, 2026',
  '',
  '### 09:10 — Added the rate limiter',
  '- `src/limit.ts` caps requests at 10/s per token.',
  '',
  '### 2026-05-03 08:00 — Docs',
  '- README explains `LIMIT_RPS`.',
  '',
].join('\n');

describe('entries under day sections', () => {
  it('are dated by their section, unless their own heading names a date or their section none', () => {
    const layout = layoutFor({ level: 3, structure: [], order: 'oldest-first' });
    const log = Buffer.from(LOG);
    const entries = layout.entries(log);
    expect(entries.map(datedHeading)).toEqual([
      '2026-05-01 10:30 — Fixed the flaky upload test',
      // A section naming no day ends the one before it.
      'Pinned pnpm',
      '2026-05-02 09:10 — Added the rate limiter',
      // An entry naming its own date keeps it.
      '2026-05-03 08:00 — Docs',
    ]);
    expect(entries.map((e) => fieldsAt(layout, log, e).heading)).toEqual(entries.map(datedHeading));
    // The heading itself is the file's text.
    expect(entries[0].heading).toBe('10:30 — Fixed the flaky upload test');
    expect(log.toString('utf8', entries[0].start, entries[0].end)).toMatch(/^### 10:30 — Fixed/);
  });

  it('keep their day in the knowledge a trim leaves: the title without the time, the evidence dated, relative dates absolute', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'SESSION_LOG.md': LOG,
      'agents/s.toml': '[memory]\nenabled = true\npath = "SESSION_LOG.md"\nlast_n = 2\nentry_heading = "###"\n',
    });
    const store = await loadStoreConfig(root);
    const p = await plan(store, await selectAgents(store, ['s'], false), {
      steps: ['trim', 'distil'],
      dryRun: false,
      now: new Date('2026-11-29T00:00:00Z'),
      analysis: { store, env: {}, analyzer: 'local', cache: { version: 1, agents: {} } },
    });
    await apply(p);
    const { items } = parseItems(await readFile(join(root, 'memory/s/procedural/digest.md'), 'utf8'), 2);
    const upload = items.find((i) => i.title === 'Fixed the flaky upload test');
    expect(upload?.evidence).toEqual(['2026-05-01 10:30']);
    expect(upload?.confirmed).toBe('2026-05-01');
    expect(upload?.lines.join('\n')).toContain("2026-04-30's retry hack is gone");
    // The undated entry is cited by its log and confirmed on the day of the trim, as before.
    const pnpm = items.find((i) => i.title === 'Pinned pnpm');
    expect(pnpm?.evidence).toEqual(['SESSION_LOG.md']);
    expect(pnpm?.confirmed).toBe('2026-11-29');
    // The log keeps its day sections (structure) and the two newest entries, as written.
    const after = await readFile(join(root, 'SESSION_LOG.md'), 'utf8');
    expect(after).toContain('## 2026-05-01\n');
    expect(after).toContain('### 09:10 — Added the rate limiter\n');
    expect(after).not.toContain('Fixed the flaky upload test');
  });
});

describe('order "auto" over day sections', () => {
  it('reads the days: a log written newest first keeps its top entry (without them it had no order)', async () => {
    const root = await tempDir();
    const text =
      '## 2026-05-02\n\n### 09:10 Limiter\nAdded.\n\n## 2026-05-01\n\n### 14:00 Pnpm\nPinned.\n\n### 10:30 Upload\nFixed.\n';
    await writeTree(root, { 'log.md': text });
    const trim = await planTrim(join(root, 'log.md'), 1, {
      layout: layoutFor({ level: 3, structure: [], order: 'auto' }),
      list: true,
    });
    expect(trim.kept?.map((e) => e.heading)).toEqual(['2026-05-02 09:10 Limiter']);
    expect(trim.dropped?.map((e) => e.heading)).toEqual(['2026-05-01 10:30 Upload', '2026-05-01 14:00 Pnpm']);
  });
});

describe('a title naming a date', () => {
  it('dates no entry: only a section of the entries’ own document does (axe’s `## ` entries stay as written)', () => {
    const layout = layoutFor({ level: 2, structure: ['Notes'], order: 'oldest-first' });
    const log = Buffer.from('# Log 2026-01-01\n\n## Deploy\nDone.\n');
    expect(layout.entries(log).map(datedHeading)).toEqual(['Deploy']);
  });
});
