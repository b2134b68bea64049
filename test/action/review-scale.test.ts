/**
 * The review document of a store of 2,000 agents, in process (the bundle
 * adds nothing the 50-agent end-to-end test does not cover): planned on a
 * real store with the Action's own load code, then rendered as the PR body
 * and the job summary. Small agents keep it cheap; it is not applied (2,000
 * atomic rewrites, each fsynced, would cost a minute on a busy runner), and
 * commits of that size are covered by test/git/commit-message.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadPairs, loadSizes } from '../../src/action/changes.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import { plan } from '../../src/gc/plan.js';
import { MAX_BODY_CHARS, MAX_SUMMARY_BYTES, renderReview } from '../../src/render/review.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const AGENTS = 2000;
const FAILED = '## 2025-12-31T23:00:00Z\n**Task:** deploy\n**Result:** failed: exit code 1\n\n';
const ENTRY = '## 2026-01-01T00:00:00Z\n**Task:** task\n**Result:** ok\n\n';

describe('a store of 2,000 agents', () => {
  it('keeps the body within the limit in its order, the largest changes first; the summary has every row', async () => {
    const seed = await tempDir();
    const files: Record<string, string> = {};
    const names = Array.from({ length: AGENTS }, (_, i) => `agent-${String(i).padStart(4, '0')}`);
    // Every third agent changes more, so "the largest changes first" has something to choose.
    names.forEach((n, i) => {
      files[`agents/${n}.toml`] = '[memory]\nenabled = true\nlast_n = 1\n';
      files[`memory/${n}.md`] = FAILED + ENTRY.repeat(i % 3 === 0 ? 4 : 1);
    });
    await writeTree(seed, files);
    const store = await loadStoreConfig(seed);
    const planned = await plan(store, await selectAgents(store, [], true), {
      steps: ['trim'],
      dryRun: false,
      analysis: { store, env: {}, analyzer: 'local' },
    });
    const loads = loadPairs(await loadSizes(planned));
    const ctx = { base: 'main', mode: 'pull-request' as const, loads };

    const body = renderReview(planned, undefined, { ...ctx, rest: 'the job summary' });
    expect(body.length).toBeLessThanOrEqual(MAX_BODY_CHARS);
    const order = ['**Merging this pull request**', '**Totals:**', 'Knowledge at risk', '| Agent | Entries removed'];
    const at = order.map((s) => body.indexOf(s));
    for (const i of at) expect(i).toBeGreaterThan(-1);
    expect([...at].sort((x, y) => x - y)).toEqual(at);
    expect(body).toContain(`${AGENTS} items`);
    // 667 agents drop four entries, 1,333 drop one.
    expect(body).toMatch(/\| \*\*Total\*\* \| 4001 \|/);
    const more = /_… and (\d+) more agents, smallest changes last\._/.exec(body);
    expect(more).not.toBeNull();
    const rows = body.match(/^\| `agent-\d{4}` \|/gm) ?? [];
    expect(rows.length + Number(more![1])).toBe(AGENTS);
    // The rows kept are the largest changes first: the 667 agents that dropped four entries, then others.
    const large = rows.filter((r) => Number(/\d{4}/.exec(r)![0]) % 3 === 0).length;
    expect(large).toBe(Math.min(rows.length, 667));
    expect(body).toContain('They are in the job summary.');

    const summary = renderReview(planned, undefined, { ...ctx, limit: MAX_SUMMARY_BYTES, rest: 'the job log' });
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(MAX_SUMMARY_BYTES);
    for (const n of names) expect(summary).toContain(`| \`${n}\` | `);
    expect(summary).not.toContain('more agents, smallest changes last');
  });
});
