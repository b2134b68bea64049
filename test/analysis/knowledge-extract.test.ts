/**
 * The local distillation keeps what a maintainer keeps of a dropped entry
 * (issue 21, item 2), on entries written for this test in the shapes real
 * agent memory takes: labelled fields, prose paragraphs, template headings,
 * timestamp-only headings, plan bullets.
 */
import { describe, expect, it } from 'vitest';
import { knowledgeBudget, knowledgeOfEntries } from '../../src/analysis/knowledge.js';
import type { EntryFields } from '../../src/format/layout.js';
import { renderItems } from '../../src/memory/knowledge/items.js';
import { mergeKnowledge } from '../../src/memory/knowledge/merge-items.js';

const entry = (heading: string, task: string, result = ''): EntryFields => ({ heading, task, result });
const distil = (entries: EntryFields[]) => knowledgeOfEntries(entries, 'log.md', '2026-06-01').items;
const text = (entries: EntryFields[]) =>
  distil(entries)
    .map((i) => [i.title, ...i.lines].join('\n'))
    .join('\n');

describe('local distillation', () => {
  it('files a field label over its own lines and the list after it, not over a later paragraph', () => {
    const [item] = distil([
      entry(
        'Cache warm-up (2026-03-02)',
        '**Pattern:** Always warm the cache from `cache/seed.json` before serving.\n\nTeam update: the release of v2.1.0 ships the warm-up to `api/server.ts` users.',
      ),
    ]);
    expect(item.lines[0]).toBe('- **Pattern:** Always warm the cache from `cache/seed.json` before serving.');
    expect(item.lines.join('\n')).not.toMatch(/\*\*Pattern:\*\* Team update/);
    expect(item.lines.slice(1).every((l) => !l.includes('**Pattern:**'))).toBe(true);
  });

  it('keeps a line whose label is part of the statement, the label included', () => {
    const out = text([
      entry(
        'Widget audit',
        '### Gaps\n- Missing shared widgets: `DataGrid`, `Pagination`, `FilePicker` across modules\n- Some duplication',
      ),
    ]);
    expect(out).toContain('Missing shared widgets: `DataGrid`, `Pagination`');
  });

  it('reads a planner output section as knowledge, not as a record field', () => {
    const out = text([
      entry(
        '2025-12-17 17:24:05',
        '### Planner Output:\n- Make `greet.py` print exactly "Hi there" from a `def main()` function\n\n### Coder Output:',
      ),
    ]);
    expect(out).toContain('def main()');
  });

  it('keeps what is missing or unfinished before what merely describes', () => {
    const [item] = distil([
      entry(
        'Search module review',
        [
          '### Findings',
          '- The search page renders its results from the shared index service, in every module of the workspace application.',
          '- Results are grouped by project and then sorted by their relevance score, separately for each signed-in user.',
          '- Live updates of the result list are not yet implemented for shared workspaces, so results go stale.',
          '- No cache invalidation hook for renamed projects was found in the frontend code.',
        ].join('\n'),
      ),
    ]);
    // Both gaps score alike: the shorter is kept.
    expect(item.lines).toEqual([
      '- **Findings:** No cache invalidation hook for renamed projects was found in the frontend code.',
    ]);
  });

  it('reads a plural field label ("Fixes:", "Decisions:") as its field', () => {
    const [item] = distil([
      entry(
        'Upgrade hardening (2026-03-02)',
        '**Fixes:**\n1. `upgrade.ts` now catches EPERM on a read-only `.gitattributes` and warns instead of crashing.',
      ),
    ]);
    expect(item.lines).toEqual([
      '- **Fix:** `upgrade.ts` now catches EPERM on a read-only `.gitattributes` and warns instead of crashing.',
    ]);
  });

  it('reads a label naming a kind of knowledge as that field ("Key design decisions:", "Team decision merged:")', () => {
    const [matching, update] = distil([
      entry(
        'Issue matching (2026-02-14)',
        'Extended the matcher with three strategies.\n\nKey design decisions:\n- `resolveStrategies()` defaults to labels when no config is present',
      ),
      entry(
        'Team update (2026-02-15)',
        'Merged the notes of the week.\n\n📌 **Team decision merged (2026-02-13):** the `IssuesService` interface decouples the tree view.',
      ),
    ]);
    expect(matching.lines).toContain(
      '- **Decision:** `resolveStrategies()` defaults to labels when no config is present',
    );
    expect(update.lines, JSON.stringify(update.lines)).toContain(
      '- **Decision:** the `IssuesService` interface decouples the tree view.',
    );
  });

  it('ends a field at the next bold field of its own, so "Why" is not filed under "Outcome"', () => {
    const [item] = distil([
      entry(
        '2026-01-23 - Session notification modes',
        '- **Outcome:** Sessions track notification preferences and `ntfy` messages are gated by mode.\n- **Why:** Reduce false needs-input alerts from `ntfy` for every session.\n- **Links:** commit `1f8b78e9a4c640922ed45ee19acf02ea5604a1cc`',
      ),
    ]);
    const all = item.lines.join('\n');
    expect(all).not.toContain('**Outcome:** **Why:**');
    expect(all).not.toContain('1f8b78e9');
    expect(item.lines[0]).toBe(
      '- **Outcome:** Sessions track notification preferences and `ntfy` messages are gated by mode.',
    );
  });

  it('skips template placeholders, commit-hash rows and a field that repeats the title', () => {
    const [item] = distil([
      entry(
        'Session 4: Add goqite scheduler',
        '**Date**: 2026-06-06\n**Task**: Add goqite scheduler\n**Branch**: `main`\n\n### Summary\n\nAdded the `goqite` scheduler with durable messaging in `internal/queue`.\n\n### Main Changes\n\n(Add details)\n\n### Git Commits\n\n| Hash | Message |\n|------|---------|\n| `1d59caa` | (see git log) |\n\n### Testing\n\n- [OK] (Add test results)',
      ),
    ]);
    expect(item.lines).toEqual(['- Added the `goqite` scheduler with durable messaging in `internal/queue`.']);
  });

  it('takes only a hash with a digit for a commit: a word spelt in a to f is a word', () => {
    const [item] = distil([entry('Landing page', 'An old ad defaced.\n\n| `1d59caa` | (see git log) |')]);
    expect(item.lines).toEqual(['- An old ad defaced.']);
  });

  it('never ends a statement at an abbreviation', () => {
    const out = text([
      entry(
        'Ignore file cleanup',
        'The upgrade no longer adds entries a parent path covers (e.g. `.cache/log/` when `.cache/` is listed) because duplicates confused users.',
      ),
    ]);
    expect(out).toContain('(e.g. `.cache/log/` when `.cache/` is listed) because duplicates confused users.');
  });

  it('skips a statement its writer already cut off', () => {
    const out = text([
      entry(
        'Deploy notes',
        '- Deploys go through `deploy/run.sh` only, never by hand.\n- Run the smoke te...\n- Keep the `deploy/env` file out of git because it holds tokens.',
      ),
    ]);
    expect(out).not.toContain('smoke te');
    expect(out).toContain('deploy/run.sh');
  });

  it('titles an entry headed only by a time with its best statement, said once', () => {
    const [item] = distil([
      entry(
        '2025-12-17 17:22:44',
        '### Implementation Summary:\nThe parser in `src/parse.ts` must reject tabs because the format forbids them.',
      ),
    ]);
    expect(item.title).toBe('The parser in `src/parse.ts` must reject tabs because the format forbids them.');
    expect(item.lines).toEqual([]);
    expect(item.evidence).toEqual(['2025-12-17 17:22:44']);
    // Seen again, it only confirms the item.
    const again = mergeKnowledge(
      [item],
      distil([
        entry(
          '2025-12-18 09:00:00',
          '### Implementation Summary:\nThe parser in `src/parse.ts` must reject tabs because the format forbids them.',
        ),
      ]),
    );
    expect(again.items).toHaveLength(1);
    expect(again.items[0].count).toBe(2);
    expect(again.ops.map((o) => o.op)).toEqual(['update']);
  });

  it('shows a label once for a run of statements and knows a statement with or without it', () => {
    const [item] = distil([
      entry(
        'Rate limit handling (2026-03-20)',
        `**Fix:**\n1. \`errors.ts\` now detects a \`RateLimitError\` and shows the retry time.\n2. \`shell/index.ts\` writes \`.app/rate-limit.json\` when a rate limit is hit.\n\n${'All 150 tests pass.\n'.repeat(30)}`,
      ),
    ]);
    expect(item.lines).toEqual([
      '- **Fix:** `errors.ts` now detects a `RateLimitError` and shows the retry time.',
      '- `shell/index.ts` writes `.app/rate-limit.json` when a rate limit is hit.',
    ]);
    const labelled = {
      ...item,
      title: 'Elsewhere',
      lines: ['- **Fix:** `shell/index.ts` writes `.app/rate-limit.json` when a rate limit is hit.'],
    };
    const merged = mergeKnowledge([labelled], [{ ...item, title: 'Another title', lines: [item.lines[1]] }]);
    expect(merged.items).toHaveLength(1);
  });

  it('prefers a statement naming something new over one naming what every entry touches', () => {
    const entries = [1, 2, 3, 4].map((n) =>
      entry(
        `Step ${n}: data stage ${n}`,
        `**${n}.1 Dependencies**\n- Updated \`requirements.txt\` with the packages this stage of the pipeline installs on a fresh machine, pinned.\n\n**${n}.2 Script**\n- Created \`scripts/stage_${n}.py\` to turn the raw rows of the previous stage into clean, deduplicated rows.`,
      ),
    );
    for (const item of distil(entries)) expect(item.lines).toEqual([expect.stringMatching(/scripts\/stage_\d\.py/)]);
  });

  it('keeps the batch within its share of the dropped bytes, one statement per entry at least, prose not crowded out by fields', () => {
    const fields = entry(
      'Worker crash fix (2026-03-21)',
      Array.from(
        { length: 8 },
        (_, i) => `**Fix:** \`worker/pool${i}.ts\` must release handle ${i} before exit because leaks crash the host.`,
      ).join('\n'),
    );
    const prose = entry(
      'Packaging (2026-03-22)',
      '`npm pack` builds the tarball from `dist/` only. The `postinstall.mjs` script patches `vendor/sdk` for Node 24. Both `cli` and `sdk` packages must be installed together.',
    );
    const items = distil([fields, prose]);
    const bytes = [fields, prose].reduce((n, e) => n + Buffer.byteLength(`${e.heading}\n${e.task}\n${e.result}\n`), 0);
    // As the file holds them: titles, statements, evidence lines and the blank lines between items.
    const written = Buffer.byteLength(renderItems(items, 3)) + items.length;
    expect(written).toBeLessThanOrEqual(knowledgeBudget([fields, prose]));
    expect(knowledgeBudget([fields, prose])).toBeLessThanOrEqual(bytes * 0.4);
    const packaging = items.find((i) => i.title.startsWith('Packaging'))!;
    expect(packaging.lines.length).toBeGreaterThanOrEqual(2);
    expect(items.find((i) => i.title.startsWith('Worker'))!.lines.length).toBeGreaterThanOrEqual(1);
  });

  it('pays first for the newest entry under each title when the budget binds: the merge keeps only its text', () => {
    const tasks = [
      'Summarise CI failures on main',
      'Review the dependency update',
      'Triage new issues',
      'Draft the notes',
    ];
    const entries = Array.from({ length: 200 }, (_, i) =>
      entry(
        `2026-01-01T${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00Z`,
        tasks[i % 4],
        `Completed run ${i}: every check in \`ci/run_${i % 7 === 0 ? 'all' : 'one'}.sh\` passed.`,
      ),
    );
    const { items } = knowledgeOfEntries(entries, 'log.md', '2026-06-01', 600);
    const merged = mergeKnowledge([], items).items;
    expect(merged.map((i) => i.title).sort()).toEqual([...tasks].sort());
    // Each title's text is its newest run's.
    for (const [k, t] of tasks.entries())
      expect(merged.find((i) => i.title === t)!.lines.join()).toContain(`Completed run ${196 + k}:`);
  });

  it('holds short entries of a few statements each to the budget too, not only their best statements', () => {
    const entries = Array.from({ length: 40 }, (_, i) =>
      entry(
        `2026-02-${String((i % 28) + 1).padStart(2, '0')}: Step ${i}`,
        `Moved \`lib/a${i}.ts\` to \`src/a${i}.ts\`.\nThe \`b${i}\` flag must stay off in prod.\nUse \`c${i}.sh\` for deploys.`,
      ),
    );
    const budget = knowledgeBudget(entries);
    const { items } = knowledgeOfEntries(entries, 'log.md', '2026-06-01', budget);
    // Each item and the blank line before it, as the file holds them.
    expect(Buffer.byteLength(renderItems(items, 3)) + 1).toBeLessThanOrEqual(budget);
    expect(items.length).toBeGreaterThan(10);
  });

  it('of statements that score alike, keeps the shorter, so the budget pays for more entries', () => {
    // Each entry: its topic, then two rules of the same score, the first told at length.
    const entries = ['alpha', 'beta', 'gamma'].map((n, i) =>
      entry(
        `2026-02-0${i + 1}: Service ${n}`,
        [
          `The \`${n}/server.ts\` entry point starts the ${n} service.`,
          `The \`${n}/cache.ts\` store must be warmed before the first request arrives, which the start script does for you on every deploy of the service to any of its environments.`,
          `The \`${n}/keys.ts\` file must stay private.`,
        ].join('\n'),
      ),
    );
    const all = knowledgeOfEntries(entries, 'log.md', '2026-06-01', 100_000).items;
    const firstsOnly = all.map((i) => ({ ...i, lines: i.lines.slice(0, 1) }));
    const short = (n: string) => `- The \`${n}/keys.ts\` file must stay private.`;
    // Room for every entry's topic and short rule, not for a long one besides.
    const budget = Buffer.byteLength(renderItems(firstsOnly, 3)) + 3 + 3 * (Buffer.byteLength(short('gamma')) + 1) + 20;
    const { items } = knowledgeOfEntries(entries, 'log.md', '2026-06-01', budget);
    expect(items.map((i) => i.lines.slice(1))).toEqual(['alpha', 'beta', 'gamma'].map((n) => [short(n)]));
  });

  it('keeps a field that repeats the title when the entry says nothing else, so the entry still has an item', () => {
    const [item] = distil([entry('Keep releases on Tuesdays', '**Task**: Keep releases on Tuesdays')]);
    expect(item.lines).toEqual(['- **Task**: Keep releases on Tuesdays']);
  });

  it('holds a batch of short dense entries to its share: the highest-scoring best statements, the rest named as unpaid', () => {
    const entries = Array.from({ length: 30 }, (_, i) =>
      entry(
        `2026-02-${String((i % 28) + 1).padStart(2, '0')}: Change ${i}`,
        i % 3 === 0
          ? `**Decision:** \`module${i}.ts\` must validate its input before the cache write.`
          : `Touched module ${i} of the service and tidied its formatting a little.`,
      ),
    );
    const budget = knowledgeBudget(entries);
    const { items, unpaid } = knowledgeOfEntries(entries, 'log.md', '2026-06-01', budget);
    expect(Buffer.byteLength(renderItems(items, 3)) + items.length).toBeLessThanOrEqual(budget);
    expect(items.length).toBeGreaterThan(0);
    // Decisions are paid before any entry that only tidied: there is no room for all of them.
    expect(items.every((i) => i.lines.join().includes('**Decision:**'))).toBe(true);
    expect(unpaid.length).toBe(30 - items.length);
    expect(unpaid.every((u) => !items.some((i) => i.title === u.title))).toBe(true);
  });

  it('titles an entry named only by its time by its best statement, not its first', () => {
    const [item] = distil([
      entry(
        '2026-03-10 17:22:44',
        [
          'The nightly job now runs from `jobs/nightly.yml` on the shared runner pool.',
          'The `cache/seed.json` file must be loaded before `api/server.ts` starts, or the first requests fail.',
          // A long block the statements are not taken from: room in the budget for both.
          '```',
          ...Array.from({ length: 12 }, (_, i) => `step ${i}: warm the cache shard ${i} and wait for it`),
          '```',
        ].join('\n'),
      ),
    ]);
    expect(item.title).toBe(
      'The `cache/seed.json` file must be loaded before `api/server.ts` starts, or the first requests fail.',
    );
    expect(item.lines).toEqual(['- The nightly job now runs from `jobs/nightly.yml` on the shared runner pool.']);
  });

  it('titles an entry headed by its time and its writer by its best statement: entries of one writer are not one item', () => {
    const entries = [
      entry(
        '2026-01-07T19:15:59Z - Agent: Codex (docs)',
        'The `docs/runbook.md` page must list the restore steps before the deploy steps.',
      ),
      entry(
        '2026-01-08T14:39:03Z - Agent: Codex (docs)',
        'The `api/health.ts` probe must answer within two seconds or the gate fails.',
      ),
    ];
    const merged = mergeKnowledge([], knowledgeOfEntries(entries, 'log.md', '2026-06-01').items).items;
    expect(merged.map((i) => i.title)).toEqual([
      'The `docs/runbook.md` page must list the restore steps before the deploy steps.',
      'The `api/health.ts` probe must answer within two seconds or the gate fails.',
    ]);
    // A heading that names its topic after the writer keeps it.
    expect(
      distil([entry('2026-01-09 - Agent Persistence & Latency', 'The `cache/ttl.ts` limit must stay at 60s.')])[0]
        .title,
    ).toBe('Agent Persistence & Latency');
  });

  it('keeps no line most entries say word for word (their template), unless it is all an entry says', () => {
    const entries = ['api', 'web', 'cli'].map((n, i) =>
      entry(
        `2026-02-0${i + 1} - Deploy ${n}`,
        `Time reference: UTC (local CET noted where relevant).\nThe \`${n}/deploy.sh\` script must run after the migration.`,
      ),
    );
    const items = distil([
      ...entries,
      entry('2026-02-09 - Clock', 'Time reference: UTC (local CET noted where relevant).'),
    ]);
    for (const item of items.slice(0, 3)) expect(item.lines.join('\n')).not.toContain('Time reference');
    expect(items.slice(0, 3).map((i) => i.lines.length)).toEqual([1, 1, 1]);
    expect(items[3].lines).toEqual(['- Time reference: UTC (local CET noted where relevant).']);
  });

  it('ranks a guess and the run’s own story below what the run found', () => {
    const [item] = distil([
      entry(
        'Cache check (2026-03-10)',
        [
          'After looking around, I checked `cache/index.ts` and it probably needs a rebuild of `cache/keys.ts` soon.',
          'The `cache/seed.json` file must be loaded before `api/server.ts` starts, or the first requests fail.',
        ].join('\n'),
      ),
    ]);
    // Room for one statement: the finding, not the guess.
    expect(item.lines).toEqual([
      '- The `cache/seed.json` file must be loaded before `api/server.ts` starts, or the first requests fail.',
    ]);
  });

  it('rewrites relative dates from the entry’s own date', () => {
    const out = text([
      entry('2026-03-10 | Token rotation', '**Decision:** rotate the `vault/api` tokens weekly, starting yesterday.'),
    ]);
    expect(out).toContain('starting 2026-03-09');
  });

  it('cites the day a heading ends with after a separator, never a date it only mentions', () => {
    const cited = (heading: string) => {
      const [item] = knowledgeOfEntries(
        [entry(heading, 'Moved the cache to `cache/redis.ts`; the old one leaked since yesterday.')],
        'log.md',
        '2026-03-01',
      ).items;
      return [item.evidence[0], item.confirmed, item.lines[0]];
    };
    expect(cited('Session 3 — 2026-01-05')).toEqual([
      '2026-01-05',
      '2026-01-05',
      '- Moved the cache to `cache/redis.ts`; the old one leaked since 2026-01-04.',
    ]);
    expect(cited('Deploy review, Jan 7, 2026').slice(0, 2)).toEqual(['2026-01-07', '2026-01-07']);
    // Mentioned, not the entry's day: a plan, a migration, an id, a revision, a day that does not exist.
    for (const heading of [
      'Session 3 — plan the 2027-06-01 launch',
      'Session 4 — revert of the 2025-03-02 migration',
      'fixed 20250115 records',
      'Status — updated: 2026-01-10',
      'Session 6 — 2026-02-31',
    ])
      expect(cited(heading).slice(0, 2), heading).toEqual(['log.md', '2026-03-01']);
  });

  it('keeps a "when …, do …" statement as the rule it is', () => {
    const out = text([
      entry(
        'CI triage (2026-03-12)',
        [
          'The release went out on time for the second week in a row.',
          'When the checks fail on a pull request, run the same checks on the dev branch to tell new failures from old ones.',
        ].join('\n'),
      ),
    ]);
    expect(out).toContain('run the same checks on the dev branch');
  });

  it('ranks keeping an empty folder in git below what the entry made', () => {
    const [item] = distil([
      entry(
        '2026-03-10 17:22:44',
        [
          'Added `data/clean/.gitkeep` and `data/processed/.gitkeep` to track directories.',
          'Created `scripts/merge.py` to combine `data/clean/*.jsonl` into `data/clean/combined.jsonl`.',
          '```',
          ...Array.from({ length: 12 }, (_, i) => `row ${i}: cleaned and merged into the combined file`),
          '```',
        ].join('\n'),
      ),
    ]);
    expect(item.title).toBe(
      'Created `scripts/merge.py` to combine `data/clean/*.jsonl` into `data/clean/combined.jsonl`.',
    );
  });

  it('spends nothing on an entry whose title a newer entry of the batch repeats: the merge keeps one text', () => {
    const triage = (day: string) =>
      entry(
        `Issue triage (2026-03-${day}T09:00:00Z)`,
        [
          'Always label a flaky test `flaky` before retrying it, so `ci/retry.yml` can count it.',
          'The `ci/retry.yml` job retries a labelled test at most twice, then fails the run.',
        ].join('\n'),
      );
    const cache = entry(
      'Cache rules (2026-03-14T09:00:00Z)',
      [
        'The `cache/seed.json` file must be loaded before `api/server.ts` starts.',
        'Never share `cache/keys.ts` between workers: each builds its own from `cache/index.ts`.',
        'The `cache/ttl.ts` default of 300 s must match `deploy/cdn.yml`, or stale pages are served.',
        'Use `cache/warm.ts` after a deploy; it reads `cache/shards.json` to pick the hot keys.',
        // The session's transcript, which pays for the statements above.
        '```',
        ...Array.from({ length: 10 }, (_, i) => `warm shard ${i}: 1,000 keys loaded from the seed file`),
        '```',
      ].join('\n'),
    );
    const budget = knowledgeBudget([triage('12'), cache]);
    const alone = knowledgeOfEntries([triage('12'), cache], 'log.md', '2026-06-01', budget).items;
    // The same triage written twice (an agent's log repeats itself): the batch's budget is the same.
    const twice = knowledgeOfEntries([triage('11'), triage('12'), cache], 'log.md', '2026-06-01', budget).items;
    const cacheOf = (items: typeof alone) => items.find((i) => i.title === 'Cache rules')!.lines;
    expect(cacheOf(twice)).toEqual(cacheOf(alone));
    expect(cacheOf(alone).length).toBeGreaterThanOrEqual(2);
    // Merged, the two triage entries are one item citing both.
    const merged = mergeKnowledge([], twice).items.filter((i) => i.title === 'Issue triage');
    expect(merged).toHaveLength(1);
    expect(merged[0].evidence).toEqual(['2026-03-12T09:00:00Z', '2026-03-11T09:00:00Z']);
    expect(merged[0].lines).toEqual(alone.find((i) => i.title === 'Issue triage')!.lines);
  });

  it('keeps the older text when a newer entry under its title only repeats part of it', () => {
    const older = entry(
      'Deploy notes (2026-03-10T09:00:00Z)',
      'Deploys run from `deploy/prod.yml` on tags only.\nThe `deploy/canary.yml` job must pass before `deploy/prod.yml` starts.',
    );
    const newer = entry('Deploy notes (2026-03-11T09:00:00Z)', 'Deploys run from `deploy/prod.yml` on tags only.');
    const [item] = mergeKnowledge([], distil([older, newer])).items;
    expect(item.lines.join('\n')).toContain('deploy/canary.yml');
    expect(item.count).toBe(2);
  });
});
