/**
 * Entries of one trim under one title (knowledge.ts's heirs): only one of
 * them pays for statements, the others cite its text. The merged knowledge
 * must keep what the merge of each entry's own text kept: every statement
 * a reviewer's item gathers, a statement's own date, entries whose titles
 * say nothing (a date range), and an entry whose heir's text the
 * repository has since made stale.
 */
import { describe, expect, it } from 'vitest';
import { type DistilRequest, distil } from '../../src/analysis/distillation.js';
import { knowledgeOfEntries } from '../../src/analysis/knowledge.js';
import { loadAgent } from '../../src/config/agent-config.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import type { EntryFields } from '../../src/format/layout.js';
import { type KnowledgeItem, renderItems } from '../../src/memory/knowledge/items.js';
import { mergeKnowledge } from '../../src/memory/knowledge/merge-items.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const entry = (heading: string, task: string, result = ''): EntryFields => ({ heading, task, result });
const merged = (entries: EntryFields[]) =>
  mergeKnowledge([], knowledgeOfEntries(entries, 'log.md', '2026-06-01').items).items;

async function distilled(entries: EntryFields[], current: KnowledgeItem[], gone = new Set<string>()) {
  const root = await tempDir();
  await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\n' });
  const store = await loadStoreConfig(root);
  const request: DistilRequest = {
    agent: await loadAgent(store, 'a'),
    log: 'memory/a.md',
    entries,
    target: 'file',
    at: '2026-06-01T00:00:00Z',
    current,
    others: [],
    kept: [],
    gone,
  };
  return distil(request, { store, env: {}, analyzer: 'local' });
}

describe('entries of one trim under one title', () => {
  it('add every new statement under a reviewer’s own item of that title, not only the newest entry’s', async () => {
    const mine: KnowledgeItem = {
      title: 'Deploy notes',
      lines: ['Deploys are manual on Fridays.'],
      evidence: [],
      count: 0,
      confirmed: '',
    };
    const out = await distilled(
      [
        entry(
          'Deploy notes (2026-03-10T09:00:00Z)',
          'The `deploy/canary.yml` job must pass before `deploy/prod.yml` starts.',
        ),
        entry('Deploy notes (2026-03-11T09:00:00Z)', 'Always tag releases with `v*` so `deploy/prod.yml` runs.'),
      ],
      [mine],
    );
    const text = renderItems(out.items, 2);
    expect(text).toContain('Deploys are manual on Fridays.');
    expect(text).toContain('`deploy/canary.yml` job must pass');
    expect(text).toContain('Always tag releases');
  });

  it('date a relative date from the entry that wrote it, not from an entry that only repeats its title', () => {
    const [item] = merged([
      entry(
        'Deploy notes (2026-03-05T09:00:00Z)',
        'The deploy broke yesterday because `config.yml` was missing.\nAlways run `npm run check` before `deploy.sh`.',
      ),
      entry('Deploy notes (2026-03-10T09:00:00Z)', 'Always run `npm run check` before `deploy.sh`.'),
    ]);
    expect(item.lines.join('\n')).toContain('The deploy broke 2026-03-04 because');
    expect(item.lines.join('\n')).not.toContain('2026-03-09');
    expect(item.count).toBe(2);
  });

  it('do not group entries whose titles have no words (a week’s date range): each keeps its own statements', () => {
    const items = merged([
      entry('2026-01-01 – 2026-01-07', 'The `cache/ttl.ts` default of 300 s must match `deploy/cdn.yml`.'),
      entry('2026-01-08 – 2026-01-14', 'Never share `cache/keys.ts` between workers.'),
    ]);
    const text = items.map((i) => [i.title, ...i.lines].join('\n')).join('\n');
    expect(text).toContain('`cache/ttl.ts` default of 300 s');
    expect(text).toContain('Never share `cache/keys.ts`');
    expect(items.find((i) => i.lines.join().includes('cache/keys.ts'))!.evidence).toEqual(['2026-01-08']);
  });

  it('keep an older entry’s statement when every statement of the newer one names a path the repository deleted', async () => {
    const out = await distilled(
      [
        entry(
          'Fetcher (2026-03-10T09:00:00Z)',
          '`scripts/fetch.py` must sleep between pages because of the rate limit.',
        ),
        entry(
          'Fetcher (2026-03-11T09:00:00Z)',
          'Always run `scripts/fetch_old.py` with `--dry-run` before a backfill.',
        ),
      ],
      [],
      new Set(['scripts/fetch_old.py']),
    );
    const text = renderItems(out.items, 2);
    expect(text).toContain('`scripts/fetch.py` must sleep');
    expect(text).not.toContain('fetch_old.py');
    expect(out.ops.filter((o) => o.op === 'remove')).toHaveLength(1);
  });
});

describe('the review of entries of one trim under one title', () => {
  it('cites the entry whose text an added item holds, not only an older entry that never said it', () => {
    const older = entry(
      'Deploy notes (2026-03-10T09:00:00Z)',
      'Always tag releases with `v*` so `deploy/prod.yml` runs.',
    );
    const newer = entry(
      'Deploy notes (2026-03-12T09:00:00Z)',
      'The `deploy/canary.yml` job must pass before `deploy/prod.yml` starts.',
    );
    const { items, ops } = mergeKnowledge([], knowledgeOfEntries([older, newer], 'log.md', '2026-06-01').items);
    expect(items[0].lines.join('\n')).toContain('deploy/canary.yml');
    const [add] = ops.filter((o) => o.op === 'add');
    expect(add.lines.join('\n')).toContain('deploy/canary.yml');
    expect(add.evidence).toContain('2026-03-12T09:00:00Z');
  });
});
