/**
 * The distil step in process, on real temp stores and a loopback model:
 * what it writes (digest.md, a summary section, lessons.md), what it sends
 * (prompt, redacted input, budget), that a hostile answer forges nothing in
 * the files, the review document or the log, that nothing new dropped means
 * no call and the same section, and the switches that turn it off.
 */

import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeState, type State } from '../../src/analysis/cache.js';
import { DISTIL_PROMPT } from '../../src/analysis/distil-prompt.js';
import { ANALYSIS_PROMPT } from '../../src/analysis/prompt.js';
import { runCli } from '../../src/cli/dispatch.js';
import { runGc } from '../../src/cli/gc-command.js';
import type { Io } from '../../src/cli/io.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import { apply } from '../../src/gc/apply.js';
import { cacheUpdates, distilUpdates } from '../../src/gc/cache-updates.js';
import { plan } from '../../src/gc/plan.js';
import type { StepName } from '../../src/gc/steps/registry.js';
import { formatFailureNote } from '../../src/memory/knowledge/failures.js';
import { parseItems } from '../../src/memory/knowledge/items.js';
import { renderReview } from '../../src/render/review.js';
import { renderLog } from '../../src/render/text.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { type ModelServer, type RecordedRequest, report, startModelServer } from '../helpers/model-server.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const KEY = 'sk-test-distil-0123456789abcdef';
const SECRET = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
let server: ModelServer;
const OPS = JSON.stringify({
  operations: [{ op: 'add', item: null, title: 'API version', knowledge: ['The API moved to v2.'], evidence: ['E2'] }],
});

beforeEach(async () => {
  server = await startModelServer((req) => ({
    content: req.body.messages[0].content === DISTIL_PROMPT ? OPS : report('Canned.'),
  }));
});
afterEach(async () => {
  await server.close();
});

const TASKS = [
  'Deploy the API to staging',
  'Rotate the staging credentials',
  'Deploy the API to staging',
  'Summarise open PRs',
  'Check build status',
  'Answer a question',
];

const RESULTS = [
  'Deployed.\n**Fix:** pin Node to 22 in `deploy.yml`; the runner default broke `npm ci`.',
  'Rotated the keys in `vault/staging`.\n**Decision:** rotate them every 30 days, starting yesterday.',
  'Error: the deploy timed out',
  'Summarised 4 PRs.\n**Outcome:** PR 12 blocks the release until `api/v2` lands.',
  'Green.',
  'Answered.',
];

function entries(results: Record<number, string> = {}): string {
  return TASKS.map(
    (task, i) => `## 2026-01-01T00:0${i}:00Z\n**Task:** ${task}\n**Result:** ${results[i] ?? RESULTS[i]}\n\n`,
  ).join('');
}

async function store(files: Record<string, string>, model = 'openai/gpt-test'): Promise<string> {
  const root = await tempDir();
  await writeTree(root, { 'agents/a.toml': `model = "${model}"\n[memory]\nenabled = true\nlast_n = 2\n`, ...files });
  return root;
}

const env = () => ({ OPENAI_API_KEY: KEY, MEMKEEP_OPENAI_BASE_URL: server.url });

async function run(
  root: string,
  options: { dryRun?: boolean; cache?: State; steps?: StepName[]; analyzer?: 'local' | 'llm' } = {},
) {
  const s = await loadStoreConfig(root);
  const cache = options.cache ?? { version: 1 as const, agents: {} };
  const p = await plan(s, await selectAgents(s, ['a'], false), {
    steps: options.steps ?? ['trim', 'analyse', 'distil'],
    dryRun: options.dryRun ?? false,
    analysis: { store: s, env: env(), analyzer: options.analyzer, cache },
  });
  const applied = options.dryRun ? undefined : await apply(p);
  const state = applied
    ? mergeState(cache, { agents: await cacheUpdates(applied), distilled: distilUpdates(applied) })
    : cache;
  return { plan: p, applied, state };
}

const digestPath = (root: string) => join(root, 'memory/a/procedural/digest.md');

describe('distil: the local analyzer', () => {
  it('writes knowledge items citing their entries, in the same change as the trim; a failed run becomes a lesson', async () => {
    const root = await store({ 'memory/a.md': entries() });
    const { applied } = await run(root, { analyzer: 'local' });
    const digest = await readFile(digestPath(root), 'utf8');
    expect(digest.startsWith('# Knowledge\n')).toBe(true);
    expect(digest).toContain(
      '## Deploy the API to staging\n- **Fix:** pin Node to 22 in `deploy.yml`; the runner default broke `npm ci`.\n_Evidence: 2026-01-01T00:00:00Z_\n',
    );
    // A relative date is made absolute from the entry's own timestamp.
    expect(digest).toContain(
      '## Rotate the staging credentials\n- Rotated the keys in `vault/staging`.\n- **Decision:** rotate them every 30 days, starting 2025-12-31.\n',
    );
    expect(digest).toContain('## Summarise open PRs\n- **Outcome:** PR 12 blocks the release until `api/v2` lands.\n');
    // Labels and narration are not knowledge; the failed run is a lesson, not an item.
    expect(digest).not.toMatch(/Deployed\.|Summarised 4|timed out|Check build status/);
    expect(digest.match(/^## /gm)).toHaveLength(3);
    const lessons = await readFile(join(root, 'memory/a/procedural/lessons.md'), 'utf8');
    expect(lessons).toContain(
      '## Timeout\n- **Cause:** Error: the deploy timed out\n- **Do:** Split the task or give it a longer time limit before running it again.\n_Evidence: 2026-01-01T00:02:00Z (memory/a.md)_\n',
    );
    // The knowledge is written before the trim touches the log.
    expect(applied!.paths).toEqual([
      digestPath(root),
      join(root, 'memory/a/procedural/lessons.md'),
      join(root, 'memory/a.md'),
    ]);
    expect(digest + lessons).not.toMatch(/[\u200b-\u200f\u2060-\u2064]/);
  });

  it('lists neither the entries nor the knowledge when the dropped entries taught nothing', async () => {
    const log = Array.from(
      { length: 6 },
      (_, i) => `## 2026-01-01T00:0${i}:00Z\n**Task:** task ${i}\n**Result:** result ${i}\n\n`,
    ).join('');
    const root = await store({ 'memory/a.md': log });
    const { plan: p } = await run(root, { dryRun: true, analyzer: 'local' });
    const text = renderLog(p, undefined);
    expect(text).toMatch(
      /Distils \d+ dropped entr(y|ies) \(local\): nothing new for memory\/a\/procedural\/digest\.md, which is left as it is/,
    );
    expect(text).not.toContain('Distilled from');
    expect(text).not.toContain('Knowledge in');
  });

  it('shows the knowledge operations in a dry run: added items with their evidence, the size before and after', async () => {
    const root = await store({ 'memory/a.md': entries() });
    const { plan: p } = await run(root, { dryRun: true, analyzer: 'local' });
    expect(existsSync(digestPath(root))).toBe(false);
    const body = renderReview(p, undefined, { base: 'main', mode: 'dry-run' });
    expect(body).toMatch(
      /\*\*Distil\.\*\* Distils 4 dropped entries into memory\/a\/procedural\/digest\.md \(local\): 3 added; 0 → \d+ bytes\./,
    );
    expect(body).toContain('Knowledge in memory/a/procedural/digest.md:');
    // Each item reads as the file will show it: its lines nested under what happened to it.
    expect(body).toContain(
      '- **added** "Rotate the staging credentials" (evidence: 2026-01-01T00:01:00Z)\n  - Rotated the keys in `vault/staging`.',
    );
    expect(body).toContain('(evidence: 2026-01-01T00:01:00Z)');
    const data = p.agents[0].steps.distil!.knowledge!;
    expect(data.ops.map((o) => o.op)).toEqual(['add', 'add', 'add']);
    expect(data.bytesBefore).toBe(0);
    expect(renderLog(p, undefined)).toContain('Distils 4 dropped entries into memory/a/procedural/digest.md');
  });

  it('merges: a newer entry with an item title supersedes it, the same statement only confirms it, nothing duplicated', async () => {
    const root = await store({ 'memory/a.md': entries() });
    await run(root, { analyzer: 'local' });
    const more = [
      '## 2026-01-02T00:00:00Z\n**Task:** Deploy the API to staging\n**Result:** **Fix:** pin Node to 24 now that `npm ci` works again.\n\n',
      '## 2026-01-02T00:01:00Z\n**Task:** Rotate the staging credentials\n**Result:** Rotated the keys in `vault/staging`.\n\n',
      '## 2026-01-02T00:02:00Z\n**Task:** Check build status\n**Result:** Green.\n\n',
      '## 2026-01-02T00:03:00Z\n**Task:** Answer a question\n**Result:** Answered.\n\n',
    ];
    await writeFile(join(root, 'memory/a.md'), (await readFile(join(root, 'memory/a.md'), 'utf8')) + more.join(''));
    const { plan: p } = await run(root, { analyzer: 'local' });
    const digest = await readFile(digestPath(root), 'utf8');
    expect(digest.match(/^## /gm)).toHaveLength(3);
    expect(digest).toContain(
      '## Deploy the API to staging\n- **Fix:** pin Node to 24 now that `npm ci` works again.\n_Evidence: 2026-01-02T00:00:00Z; 2026-01-01T00:00:00Z_\n',
    );
    expect(digest).not.toContain('pin Node to 22');
    expect(digest.match(/Rotated the keys/g)).toHaveLength(1);
    expect(digest).toContain('_Evidence: 2026-01-02T00:01:00Z; 2026-01-01T00:01:00Z_');
    const ops = p.agents[0].steps.distil!.knowledge!.ops;
    expect(ops.map((o) => [o.op, o.title])).toEqual([
      ['supersede', 'Deploy the API to staging'],
      ['update', 'Rotate the staging credentials'],
    ]);
    expect(ops[0].note).toContain('replaces: **Fix:** pin Node to 22');
  });

  it('keeps the file within knowledge_max by folding the least confirmed items whole, and names them in the review', async () => {
    const root = await store({
      'agents/a.toml': 'model = "openai/gpt-test"\n[memory]\nenabled = true\nlast_n = 2\nknowledge_max = 300\n',
      'memory/a.md': entries(),
    });
    const { plan: p, applied } = await run(root, { analyzer: 'local' });
    const digest = await readFile(digestPath(root), 'utf8');
    const items = digest.slice(digest.indexOf('\n## ') + 1);
    expect(Buffer.byteLength(items)).toBeLessThanOrEqual(300);
    const folded = p.agents[0].steps.distil!.knowledge!.ops.filter((o) => o.op === 'fold');
    expect(folded.length).toBeGreaterThan(0);
    // Whole items: every line of a kept item is there, no line cut.
    for (const line of RESULTS[3].split('\n').slice(1))
      if (digest.includes('Summarise')) expect(digest).toContain(line);
    for (const f of folded) expect(digest).not.toContain(`## ${f.title}\n`);
    const body = renderReview(p, applied, { base: 'main', mode: 'pull-request' });
    expect(body).toContain('Knowledge at risk');
    expect(body).toMatch(
      /folded out of memory\/a\/procedural\/digest\.md to keep it within knowledge\\_max and the trim.s knowledge budget: "Deploy/,
    );
  });

  it('names ten folded items and counts the rest, so the review still shows the risk', async () => {
    const log = Array.from(
      { length: 60 },
      (_, i) =>
        `## 2026-01-01T${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00Z\n**Task:** Migrate table ${i}\n**Result:** **Decision:** table ${i} moves to \`db/schema_${i}.sql\` before the release.\n\n`,
    ).join('');
    const root = await store({
      'agents/a.toml': 'model = "openai/gpt-test"\n[memory]\nenabled = true\nlast_n = 2\nknowledge_max = 600\n',
      'memory/a.md': log,
    });
    const { plan: p, applied } = await run(root, { analyzer: 'local', steps: ['trim', 'distil'] });
    const folded = p.agents[0].steps.distil!.knowledge!.ops.filter((o) => o.op === 'fold');
    expect(folded.length).toBeGreaterThan(20);
    const risk = renderLog(p, applied)
      .split('\n')
      .find((l) => l.includes('folded out of'))!;
    expect(risk).toContain(`${folded.length} knowledge items folded out of memory/a/procedural/digest.md`);
    expect(risk.match(/"Migrate table \d+"/g)).toHaveLength(10);
    expect(risk).toMatch(new RegExp(`"Migrate table \\d+" and ${folded.length - 10} more$`));
    const body = renderReview(p, applied, { base: 'main', mode: 'pull-request' });
    expect(body).toMatch(
      /folded out of memory\/a\/procedural\/digest\.md to keep it within knowledge\\_max and the trim.s knowledge budget: "Migrate table/,
    );
  });

  it('counts an item added and folded by the same run once, as folded, so the counts match the file', async () => {
    const log = Array.from(
      { length: 60 },
      (_, i) =>
        `## 2026-01-01T00:${String(i).padStart(2, '0')}:00Z\n**Task:** Migrate table ${i}\n**Result:** **Decision:** table ${i} moves to \`db/schema_${i}.sql\` before the release.\n\n`,
    ).join('');
    const root = await store({
      'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\nknowledge_max = 600\n',
      'memory/a.md': log,
    });
    const { plan: p, applied } = await run(root, { analyzer: 'local', steps: ['trim', 'distil'] });
    const ops = p.agents[0].steps.distil!.knowledge!.ops;
    const digest = await readFile(digestPath(root), 'utf8');
    const inFile = [...digest.matchAll(/^## (Migrate table \d+)$/gm)].map((m) => m[1]);
    const added = ops.filter((o) => o.op === 'add').map((o) => o.title);
    const folded = ops.filter((o) => o.op === 'fold');
    expect(inFile.length).toBeGreaterThan(0);
    expect(added.sort()).toEqual(inFile.sort());
    expect(added.length + folded.length).toBe(58);
    expect(folded.every((o) => !added.includes(o.title))).toBe(true);
    expect(folded[0].note).toMatch(/^new in this run, did not fit/);
    expect(renderLog(p, applied)).toContain(`${added.length} added, ${folded.length} folded`);
  });

  it('writes at most 40% of the dropped bytes for a log of short dense entries, and names what did not fit', async () => {
    const log = Array.from(
      { length: 40 },
      (_, i) =>
        `## 2026-01-01T00:${String(i).padStart(2, '0')}:00Z - Change ${i}\n- **Outcome:** \`svc/part_${i}.ts\` now retries ${i} times before it fails the request.\n\n`,
    ).join('');
    const root = await store({ 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\n', 'memory/a.md': log });
    const { plan: p, applied } = await run(root, { analyzer: 'local', steps: ['trim', 'distil'] });
    const dropped = p.agents[0].steps.trim!.plan!.bytesRemoved;
    const digest = await readFile(digestPath(root), 'utf8');
    expect(Buffer.byteLength(digest)).toBeLessThanOrEqual(dropped * 0.4);
    const folded = p.agents[0].steps.distil!.knowledge!.ops.filter((o) => o.op === 'fold');
    expect(folded.length).toBeGreaterThan(0);
    expect(folded.every((o) => o.note?.includes("this trim's knowledge budget"))).toBe(true);
    expect(folded.every((o) => !digest.includes(`## ${o.title}\n`))).toBe(true);
    expect(renderLog(p, applied)).toContain(
      `${folded.length} knowledge items folded out of memory/a/procedural/digest.md`,
    );
  });

  it('redacts a secret a dropped result holds before copying it into the knowledge', async () => {
    const root = await store({
      'memory/a.md': entries({ 1: `**Decision:** use the new token ${SECRET} from now on` }),
    });
    await run(root, { analyzer: 'local' });
    const digest = await readFile(digestPath(root), 'utf8');
    expect(digest).not.toContain(SECRET);
    expect(digest).toContain('- **Decision:** use the new token [REDACTED:');
  });

  it('writes nothing invisible and neutralises structure visibly', async () => {
    const root = await store({
      'memory/a.md': entries({
        0: '**Fix:** close #12 with @octocat <img src=x onerror=alert(1)> and ```js fences ~~~ too\n### Forged heading',
      }),
    });
    await run(root, { analyzer: 'local' });
    const digest = await readFile(digestPath(root), 'utf8');
    expect(digest).not.toMatch(/[\u200b-\u200f\u2060-\u2064]/);
    expect(digest).toContain(
      '- **Fix:** close #12 with @octocat &lt;img src=x onerror=alert(1)> and \\`\\`\\`js fences \\~\\~\\~ too',
    );
    expect(digest.match(/^#{1,6} /gm)).toEqual(['# ', '## ', '## ', '## ']);
    expect(digest).not.toContain('Forged');
  });

  it("closes a fence a reviewer's item leaves open, so the items after it stay items (in digest.md and in a summary section)", async () => {
    const digest = await store({
      'memory/a.md': entries(),
      'memory/a/procedural/digest.md': '# Knowledge\n\n## My notes\n```sh\nnpm ci\n',
    });
    await run(digest, { analyzer: 'local' });
    const text = await readFile(digestPath(digest), 'utf8');
    expect(text).toContain('## My notes\n```sh\nnpm ci\n```\n\n## Deploy the API to staging\n');
    expect(parseItems(text, 2).items.map((i) => [i.title, i.confirmed !== ''])).toEqual([
      ['My notes', false],
      ['Deploy the API to staging', true],
      ['Rotate the staging credentials', true],
      ['Summarise open PRs', true],
    ]);
    const section = await store({
      'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\nsummary_section = "Core Context"\n',
      'memory/a.md': `## Core Context\n\n### Mine\n~~~\nmake all\n\n${entries()}`,
    });
    await run(section, { analyzer: 'local' });
    const log = await readFile(join(section, 'memory/a.md'), 'utf8');
    const body = log.slice(0, log.indexOf('\n## 2026'));
    expect(body).toContain('### Mine\n~~~\nmake all\n~~~\n\n### Deploy the API to staging\n');
    expect(parseItems(body, 3).items).toHaveLength(4);
  });

  it("adds new statements under a reviewer's item and leaves it theirs: no evidence line, never superseded later", async () => {
    const mine =
      '## Deploy the API to staging\nMy own text, keep it.\n\n## Rotated the keys\n- Rotated the keys in `vault/staging`.\n';
    const root = await store({
      'memory/a.md': entries(),
      'memory/a/procedural/digest.md': `# Knowledge\n\n${mine}`,
    });
    await run(root, { analyzer: 'local' });
    const newer =
      '## 2026-01-02T00:00:00Z\n**Task:** Deploy the API to staging\n**Result:** **Fix:** pin Node to 24 now that `npm ci` works again.\n\n';
    await writeFile(join(root, 'memory/a.md'), (await readFile(join(root, 'memory/a.md'), 'utf8')) + newer.repeat(3));
    await run(root, { analyzer: 'local' });
    const items = parseItems(await readFile(digestPath(root), 'utf8'), 2).items;
    const deploy = items.find((i) => i.title === 'Deploy the API to staging')!;
    expect(deploy.lines[0]).toBe('My own text, keep it.');
    expect(deploy.lines).toContain('- **Fix:** pin Node to 24 now that `npm ci` works again.');
    expect(items.find((i) => i.title === 'Rotated the keys')).toMatchObject({ confirmed: '', evidence: [] });
    expect(deploy).toMatchObject({ confirmed: '', evidence: [] });
  });

  it('leaves a locked digest.md alone and says the dropped entries are not distilled', async () => {
    const root = await store({
      'memory/a.md': entries(),
      'memory/a/procedural/digest.md': '# mine\n',
      'memory/a/procedural/digest.md.lock': '',
    });
    const { plan: p, applied } = await run(root, { analyzer: 'local' });
    expect(await readFile(digestPath(root), 'utf8')).toBe('# mine\n');
    const body = renderReview(p, applied, { base: 'main', mode: 'pull-request' });
    expect(body).toContain(
      'Not distilled: memory/a/procedural/digest.md is locked, so the dropped entries are not distilled.',
    );
    expect(body).toContain('Knowledge at risk');
  });

  it('writes ### items into the summary section of the log, its prose and the entries untouched', async () => {
    const root = await store({
      'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\nsummary_section = "Core Context"\n',
      'memory/a.md': `## Core Context\n\nProse a person wrote.\n\n${entries()}`,
    });
    await run(root, { analyzer: 'local' });
    const text = await readFile(join(root, 'memory/a.md'), 'utf8');
    expect(existsSync(digestPath(root))).toBe(false);
    expect(
      text.startsWith('## Core Context\n\nProse a person wrote.\n\n### Deploy the API to staging\n- **Fix:** '),
    ).toBe(true);
    expect(text).toContain('### Rotate the staging credentials\n');
    expect(text).toContain('\n\n## 2026-01-01T00:04:00Z\n**Task:** Check build status\n');
    expect(text.match(/^## /gm)).toHaveLength(3);
    // A second run that drops nothing leaves it as it is; one that drops more merges into the same items.
    await run(root, { analyzer: 'local' });
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(text);
  });
});

describe('distil: with a model', () => {
  it('makes one call with the fixed prompt, a JSON schema, the items, kept headings, date and redacted entries; none when nothing new is dropped', async () => {
    const root = await store({ 'memory/a.md': entries({ 1: `rotated; new token ${SECRET}` }) });
    const first = await run(root, { dryRun: true });
    expect(server.requests).toHaveLength(2);
    const [analysis, distil] = server.requests;
    expect(analysis.body.messages[0].content).toBe(ANALYSIS_PROMPT);
    expect(distil.body.messages[0].content).toBe(DISTIL_PROMPT);
    expect(distil.body).toMatchObject({ model: 'gpt-test', temperature: 0.3, max_tokens: 4096 });
    expect(distil.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'knowledge_operations' },
    });
    const sent = distil.body.messages[1].content as string;
    expect(sent).toMatch(/^Today: \d{4}-\d\d-\d\d\n/);
    // The size the local analyzer would keep (39% of the entries sent), and the cap.
    const budget = Number(
      /^Budget: about (\d+) bytes of knowledge for these entries; the whole file stays under 8192 bytes\.$/m.exec(
        sent,
      )?.[1],
    );
    const sentEntries = sent.slice(sent.indexOf('## E1:'));
    expect(budget).toBeGreaterThan(0);
    expect(budget).toBeLessThanOrEqual(Buffer.byteLength(sentEntries) * 0.4);
    expect(sent).toContain('# Current items\n(none)');
    expect(sent).toContain('# Headings of the entries that stay\n- 2026-01-01T00:04:00Z\n- 2026-01-01T00:05:00Z');
    expect(sent).toContain('## E1: 2026-01-01T00:00:00Z\nDeploy the API to staging\n');
    expect(sent).toContain('## E3: 2026-01-01T00:03:00Z\nSummarise open PRs\n');
    expect(sent).not.toContain('timed out');
    expect(sent).not.toContain(SECRET);
    expect(first.plan.agents[0].steps.distil!.digest!.redactions[0]).toMatch(
      /^redacted a GitHub token at memory\/a\.md \(distil input\):\d+ before distilling$/,
    );

    const done = await run(root);
    const digest = await readFile(digestPath(root), 'utf8');
    expect(digest).toContain('## API version\n- The API moved to v2.\n_Evidence: 2026-01-01T00:01:00Z_\n');
    // The same entries dropped again (say the pull request was not merged): the items come from the cache.
    await writeFile(join(root, 'memory/a.md'), entries({ 1: `rotated; new token ${SECRET}` }));
    await writeFile(digestPath(root), '');
    const calls = server.requests.length;
    const again = await run(root, { cache: done.state, steps: ['trim', 'distil'] });
    expect(server.requests.length).toBe(calls);
    expect(again.plan.agents[0].steps.distil!.digest!.cached).toBe(true);
    expect(await readFile(digestPath(root), 'utf8')).toBe(digest);
  });

  it('keeps only the newest entries that fit the input budget, numbered as they were', async () => {
    server.reply = { content: OPS.replace('"E2"', '"E3"') };
    const root = await store({ 'memory/a.md': entries(), 'memkeep.toml': '[gc]\nmax_input_tokens = 30\n' });
    const { plan: p } = await run(root, { dryRun: true, steps: ['trim', 'distil'] });
    const sent = server.requests[0].body.messages[1].content as string;
    expect(sent.match(/^## E/gm)!.length).toBeLessThan(3);
    expect(sent).toContain('## E3: 2026-01-01T00:03:00Z\nSummarise open PRs');
    expect(p.agents[0].steps.distil!.digest!.leftOut).toBeGreaterThan(0);
  });

  const op = (o: Record<string, unknown>) =>
    JSON.stringify({ operations: [{ op: 'add', item: null, title: 'T', knowledge: ['k'], evidence: ['E1'], ...o }] });
  it.each([
    ['an empty answer', { content: '' }, 'the answer was empty'],
    ['an answer without choices', { noChoices: true }, 'the answer held no choices'],
    ['an answer cut at its length limit', { content: OPS, finishReason: 'length' }, 'cut at its length limit'],
    ['an answer that is not JSON', { content: '**Facts**\n- prose' }, 'the answer is not JSON'],
    ['an answer off the schema', { content: '{"operations":[{"op":"add"}]}' }, 'does not match the operations schema'],
    ['an operation citing an entry it was not shown', { content: op({ evidence: ['E9'] }) }, 'cites E9'],
    ['an operation naming an item it was not shown', { content: op({ op: 'update', item: 'K3' }) }, 'names K3'],
    ['text that opens a code fence', { content: op({ knowledge: ['```js'] }) }, "change the file's structure"],
    ['a title that is a heading', { content: op({ title: '# Forged' }) }, "change the file's structure"],
    ['an answer stopped by the content filter', { content: OPS, finishReason: 'content_filter' }, 'content filter'],
    ['a title with nothing visible in it', { content: op({ title: ' \u200b\u2066 ' }) }, 'without a title'],
    [
      'a knowledge line with nothing visible in it',
      { content: op({ knowledge: ['k', '\u00ad '] }) },
      'empty line of knowledge',
    ],
  ])('refuses %s: exit 3, nothing trimmed, nothing cached, the review says why', async (_name, reply, why) => {
    server.reply = (req) => (req.body.messages[0].content === DISTIL_PROMPT ? reply : { content: report('ok') });
    const root = await store({ 'memory/a.md': entries() });
    const { plan: p, applied, state } = await run(root);
    expect(p.agents[0].status).toBe('failed');
    expect(p.agents[0].error!.code).toBe(3);
    expect(p.agents[0].error!.message).toContain(why);
    expect(applied!.paths).toEqual([]);
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(entries());
    expect(existsSync(digestPath(root))).toBe(false);
    expect(state.distilled ?? {}).toEqual({});
    expect(state.agents).toEqual({});
    expect(renderReview(p, applied, { base: 'main', mode: 'pull-request' })).toContain('distil answer refused');
  });

  it('neutralises hostile text in a valid answer: visible escapes in the file, inert in the review and the log', async () => {
    server.reply = (req) =>
      req.body.messages[0].content === DISTIL_PROMPT
        ? {
            content: op({
              title: 'Forged <script>x</script>',
              knowledge: ['@octocat look <img src=x onerror=alert(1)> fixes #1', '::set-output name=x::pwned'],
            }),
          }
        : { content: report('ok') };
    const root = await store({ 'memory/a.md': entries() });
    const { plan: p, applied } = await run(root, { steps: ['trim', 'distil'] });
    const digest = await readFile(digestPath(root), 'utf8');
    expect(digest).toContain(
      '## Forged &lt;script>x&lt;/script>\n- @octocat look &lt;img src=x onerror=alert(1)> fixes #1\n',
    );
    expect(digest).not.toMatch(/[\u200b-\u200f\u2060-\u2064]/);
    expect(digest.match(/^#{1,6} /gm)).toEqual(['# ', '## ']);
    const body = renderReview(p, applied, { base: 'main', mode: 'pull-request' });
    expect(body).not.toMatch(/@octocat|<img|<script|\bfixes #1/);
    expect(renderLog(p, applied)).not.toMatch(/^\s*::/m);
  });

  it('writes none of the invisible characters a valid answer or an entry carries: bidi isolates, tags, soft hyphens', async () => {
    // U+2066..U+2069 reorder text as Trojan Source does, U+E0000..U+E007F smuggle ASCII a reader never sees.
    const hidden = 'F\u00adix \u2066evil\u2069 x\u061cy \u180e\u206a\u{E0041}\u{E0042}';
    server.reply = (req) =>
      req.body.messages[0].content === DISTIL_PROMPT
        ? { content: op({ title: `Deploy ${hidden}`, knowledge: [`pin Node ${hidden}`] }) }
        : { content: report('ok') };
    const invisible = /[\u00ad\u061c\u180e\u2066-\u206f\u{E0000}-\u{E007F}]/u;
    const viaModel = await store({ 'memory/a.md': entries() });
    await run(viaModel, { steps: ['trim', 'distil'] });
    const written = await readFile(digestPath(viaModel), 'utf8');
    expect(written).toContain('## Deploy Fix evil xy\n- pin Node Fix evil xy\n');
    expect(written).not.toMatch(invisible);
    const local = await store({ 'memory/a.md': entries({ 0: `**Fix:** pin Node to 22 in \`deploy.yml\` ${hidden}` }) });
    await run(local, { analyzer: 'local' });
    const digest = await readFile(digestPath(local), 'utf8');
    expect(digest).toContain('- **Fix:** pin Node to 22 in `deploy.yml` Fix evil xy\n');
    expect(digest).not.toMatch(invisible);
  });

  it('writes an item citing an entry whose heading has nothing visible, and reads it back as written', async () => {
    server.reply = (req) =>
      req.body.messages[0].content === DISTIL_PROMPT
        ? { content: op({ evidence: ['E1', 'E2', 'E3'] }) }
        : { content: report('ok') };
    const log = ['One', '\u200b', 'Three', 'Four', 'Five']
      .map((h, i) => `## ${h}\n**Task:** task ${i}\n**Result:** result ${i}\n\n`)
      .join('');
    const root = await store({ 'memory/a.md': log });
    const { applied } = await run(root, { steps: ['trim', 'distil'] });
    expect(applied!.problems).toEqual([]);
    const [item] = parseItems(await readFile(digestPath(root), 'utf8'), 2).items;
    expect(item).toMatchObject({ title: 'T', evidence: ['One', 'Three'], count: 3 });
  });

  it("never rewrites or removes a reviewer's item: its text stays, a supersede adds under it, a remove is refused", async () => {
    const mine =
      '# Knowledge\n\n## Mine\nMy own text, keep it.\n\n## Theirs\n- a fact\n_Evidence: 2025-12-01T00:00:00Z_\n';
    const answer = (o: Record<string, unknown>) => (req: RecordedRequest) =>
      req.body.messages[0].content === DISTIL_PROMPT
        ? { content: op({ item: 'K1', ...o }) }
        : { content: report('ok') };
    server.reply = answer({ op: 'supersede', knowledge: ['replaced'] });
    const root = await store({ 'memory/a.md': entries(), 'memory/a/procedural/digest.md': mine });
    const { plan: p } = await run(root, { steps: ['trim', 'distil'] });
    expect(server.requests[0].body.messages[1].content).toContain("K1. Mine (a reviewer's own item");
    expect(p.agents[0].steps.distil!.knowledge!.ops.map((o) => o.op)).toEqual(['update']);
    expect(await readFile(digestPath(root), 'utf8')).toContain(
      '## Mine\nMy own text, keep it.\n- replaced\n\n## Theirs\n',
    );

    server.reply = answer({ op: 'remove', knowledge: [] });
    const again = await store({ 'memory/a.md': entries(), 'memory/a/procedural/digest.md': mine });
    const refused = await run(again, { steps: ['trim', 'distil'] });
    expect(refused.plan.agents[0].error).toMatchObject({ code: 3 });
    expect(refused.plan.agents[0].error!.message).toContain("removes K1, a reviewer's own item");
    expect(await readFile(join(again, 'memory/a.md'), 'utf8')).toBe(entries());
  });

  it('merges an add whose title an item already has (in the file or in the same answer) into that item', async () => {
    const add = (title: string, line: string, e: string) => ({
      op: 'add',
      item: null,
      title,
      knowledge: [line],
      evidence: [e],
    });
    const ops = [
      add('theirs', 'another fact', 'E1'),
      add('API version', 'The API moved to v2.', 'E2'),
      add('API Version', 'v1 is gone.', 'E3'),
    ];
    server.reply = (req) =>
      req.body.messages[0].content === DISTIL_PROMPT
        ? { content: JSON.stringify({ operations: ops }) }
        : { content: report('ok') };
    const digest = '# Knowledge\n\n## Theirs\n- a fact\n_Evidence: 2025-12-01T00:00:00Z_\n';
    const root = await store({ 'memory/a.md': entries(), 'memory/a/procedural/digest.md': digest });
    const { plan: p } = await run(root, { steps: ['trim', 'distil'] });
    const items = parseItems(await readFile(digestPath(root), 'utf8'), 2).items;
    expect(items.map((i) => [i.title, i.lines, i.count])).toEqual([
      ['Theirs', ['- a fact', '- another fact'], 2],
      ['API version', ['- The API moved to v2.', '- v1 is gone.'], 2],
    ]);
    expect(p.agents[0].steps.distil!.knowledge!.ops.map((o) => o.op)).toEqual(['update', 'add', 'update']);
  });

  it('counts an entry an operation cites twice once', async () => {
    server.reply = (req) =>
      req.body.messages[0].content === DISTIL_PROMPT
        ? { content: op({ evidence: ['E1', 'E1', 'E3', 'E1'] }) }
        : { content: report('ok') };
    const root = await store({ 'memory/a.md': entries() });
    await run(root, { steps: ['trim', 'distil'] });
    const [item] = parseItems(await readFile(digestPath(root), 'utf8'), 2).items;
    expect(item.evidence).toEqual(['2026-01-01T00:00:00Z', '2026-01-01T00:03:00Z']);
    expect(item.count).toBe(2);
  });

  it('fails the agent when the distil call fails, so nothing of it is trimmed', async () => {
    server.reply = (req) =>
      req.body.messages[0].content === DISTIL_PROMPT ? { status: 503 } : { content: report('ok') };
    const root = await store({ 'memory/a.md': entries() });
    const { plan: p, applied } = await run(root);
    expect(p.agents[0].status).toBe('failed');
    expect(p.agents[0].error!.code).toBe(3);
    expect(applied!.paths).toEqual([]);
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(entries());
  });
});

describe('distil: lessons', () => {
  const note = (at: string, task: string, why: string, run?: string) =>
    formatFailureNote({ at: new Date(at), task, why, runUrl: run });

  it("a failed run's own Root cause and Fix lines (not bulleted, as run logs write them) make its lesson", async () => {
    const log =
      '## 2026-02-01T00:00:00Z\n**Task:** Deploy billing to staging\n**Result:** Failed: the migration timed out after 30 s.\n' +
      '**Root cause:** The invoices migration locks the table while it backfills.\n**Fix:** Backfill in batches of 5,000 rows.\n\n' +
      '## 2026-02-02T00:00:00Z\n**Task:** a\n**Result:** done\n\n## 2026-02-03T00:00:00Z\n**Task:** b\n**Result:** done\n\n' +
      '## 2026-02-04T00:00:00Z\n**Task:** c\n**Result:** done\n\n';
    const root = await store({ 'memory/a.md': log });
    await run(root, { analyzer: 'local' });
    const lessons = await readFile(join(root, 'memory/a/procedural/lessons.md'), 'utf8');
    expect(lessons).toContain('- **Cause:** The invoices migration locks the table while it backfills.\n');
    expect(lessons).toContain('- **Fix:** Backfill in batches of 5,000 rows.\n');
    // The run's own fix, not generic advice, and no stray bold markers from the label.
    expect(lessons).not.toContain('**Do:**');
    expect(lessons).not.toMatch(/:\*\* \*\*/);
  });

  it('turns failure notes into one item per cause and updates it with new evidence, never duplicating', async () => {
    const notes =
      note('2026-02-01T00:00:00Z', 'Triage issue #12', 'timeout', 'https://github.com/acme/agents/actions/runs/1') +
      note('2026-02-02T00:00:00Z', 'Triage issue #40', 'timed out after 10m');
    const root = await store({
      'agents/a.toml': '[memory]\nenabled = true\nlast_n = 10\n',
      'memory/a.md': entries(),
      'memory/a/procedural/failures.md': notes,
    });
    const lessons = join(root, 'memory/a/procedural/lessons.md');
    await run(root, { analyzer: 'local' });
    const first = await readFile(lessons, 'utf8');
    expect(first.startsWith('# Lessons\n')).toBe(true);
    expect(first.match(/^## /gm)).toHaveLength(1);
    expect(first).toContain(
      '## Timeout\n- **Cause:** timed out after 10m\n- **Do:** Split the task or give it a longer time limit before running it again.\n_Evidence: 2026-02-02T00:00:00+00:00 (memory/a/procedural/failures.md); 2026-02-01T00:00:00+00:00 (https://github.com/acme/agents/actions/runs/1)_\n',
    );

    // Nothing new: the file is not touched, the step has nothing to say.
    const idle = await run(root, { analyzer: 'local' });
    expect(idle.plan.agents[0].steps.distil).toBeUndefined();
    expect(await readFile(lessons, 'utf8')).toBe(first);

    // A reviewer's own item survives; a new failure with the same cause updates the item.
    await writeFile(lessons, `${first}\n## Ask for the triage label first\nMine.\n`);
    await writeFile(
      join(root, 'memory/a/procedural/failures.md'),
      notes +
        note('2026-02-03T00:00:00Z', 'Triage issue #77', 'deadline exceeded') +
        note('2026-02-04T00:00:00Z', 'Write release notes', 'partial'),
    );
    const { plan: p } = await run(root, { analyzer: 'local' });
    const next = await readFile(lessons, 'utf8');
    expect(next.match(/^## /gm)).toHaveLength(3);
    expect(next).toContain('## Ask for the triage label first\nMine.\n');
    expect(next).toContain('_Evidence: 2026-02-03T00:00:00+00:00 (memory/a/procedural/failures.md); ');
    expect(next).toContain('## Partial run\n');
    const body = renderReview(p, undefined, { base: 'main', mode: 'dry-run' });
    expect(body).toMatch(/- \*\*updated\*\* "Timeout" \(evidence: [^\n]*\n {2}- \*\*Cause:\*\* deadline exceeded/);
  });

  it('counts a run once however its log entry and its note name it: a job link, a trailing period, markup, a zero-width character', async () => {
    const root = await store({ 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\n' });
    const io: Io = { out: () => {}, err: () => {}, readStdin: async () => Buffer.alloc(0), cwd: root, env: {} };
    const link = (n: number) => `https://github.com/acme/agents/actions/runs/${n}`;
    const runs = [
      { task: 'Nightly sync', result: `Error: read ECONNRESET (${link(1)}/job/77)`, url: link(1) },
      { task: 'Nightly sync', result: `Error: read ECONNRESET, see ${link(2)}.`, url: link(2) },
      { task: '**Nightly** sync of the mirror', result: 'Error: read ECONNRESET' },
      { task: 'Nightly\u200b sync of docs', result: 'Error: read ECONNRESET' },
    ];
    for (const r of runs) {
      expect(await runCli(['log', 'a', '--task', r.task, '--result', r.result, '--root', root], io)).toBe(0);
      const url = r.url ? ['--run-url', r.url] : [];
      expect(
        await runCli(['fail', 'a', '--task', r.task, '--why', 'read ECONNRESET', ...url, '--root', root], io),
      ).toBe(0);
    }
    expect(await runCli(['log', 'a', '--task', 'Check', '--result', 'done', '--root', root], io)).toBe(0);
    await run(root, { analyzer: 'local' });
    const items = parseItems(await readFile(join(root, 'memory/a/procedural/lessons.md'), 'utf8'), 2).items;
    expect(items.map((i) => [i.title, i.count])).toEqual([['ECONNRESET', 4]]);
  });

  it('counts a failed entry without a note when its trim drops it, after a newer note was counted', async () => {
    const entry = (at: string, task: string, result: string) =>
      `## ${at}\n**Task:** ${task}\n**Result:** ${result}\n\n`;
    const root = await store({
      'agents/a.toml': '[memory]\nenabled = true\nlast_n = 3\n',
      'memory/a.md':
        entry('2026-02-01T09:00:00Z', 'Sync A', 'Error: read ECONNRESET') +
        entry('2026-02-01T10:00:00Z', 'Sync B', 'Error: read ECONNRESET') +
        entry('2026-02-01T11:00:00Z', 'Check', 'done'),
      'memory/a/procedural/failures.md': note('2026-02-01T10:00:30Z', 'Sync B', 'read ECONNRESET'),
    });
    const lessons = join(root, 'memory/a/procedural/lessons.md');
    await run(root, { analyzer: 'local' });
    expect(parseItems(await readFile(lessons, 'utf8'), 2).items[0].count).toBe(1);
    // Run A had no note: it is counted when its entry is dropped; run B's entry is its note's run.
    await writeFile(join(root, 'agents/a.toml'), '[memory]\nenabled = true\nlast_n = 1\n');
    await run(root, { analyzer: 'local' });
    const [lesson] = parseItems(await readFile(lessons, 'utf8'), 2).items;
    expect(lesson.count).toBe(2);
    expect(lesson.evidence).toEqual([
      '2026-02-01T10:00:30+00:00 (memory/a/procedural/failures.md)',
      '2026-02-01T09:00:00Z (memory/a.md)',
    ]);
  });

  it('counts a note without a timestamp once, not again on every run', async () => {
    const root = await store({
      'agents/a.toml': '[memory]\nenabled = true\nlast_n = 10\n',
      'memory/a.md': entries(),
      'memory/a/procedural/failures.md':
        '# Failures\n\n## Deploy to staging\n- **Why it failed**: timed out after 10m\n',
    });
    const lessons = join(root, 'memory/a/procedural/lessons.md');
    await run(root, { analyzer: 'local' });
    const first = await readFile(lessons, 'utf8');
    expect(parseItems(first, 2).items.map((i) => [i.title, i.count])).toEqual([['Timeout', 1]]);
    const idle = await run(root, { analyzer: 'local' });
    expect(idle.plan.agents[0].steps.distil).toBeUndefined();
    expect(await readFile(lessons, 'utf8')).toBe(first);
  });

  it('counts 40 failed runs of 5 causes, each recorded by log and by fail in 2–3 wordings, as 5 lessons adding up to 40', async () => {
    const root = await store({ 'agents/a.toml': '[memory]\nenabled = true\nlast_n = 3\n' });
    const wordings: Record<string, string[]> = {
      ECONNRESET: ['Error: read ECONNRESET', 'failed: socket hang up (ECONNRESET)', 'Error: connection reset by peer'],
      Timeout: ['Error: timed out after 10m', 'failed: deadline exceeded', 'Error: timeout waiting for the runner'],
      'Exit status 2': ['Error: process exited with code 2', 'failed: exit status 2'],
      'Rate limited': [
        'Error: HTTP 429 Too Many Requests',
        'failed: rate limit exceeded',
        'Error: rate-limited by the API',
      ],
      'Out of memory': ['Error: JavaScript heap out of memory', 'failed: OOM killed', 'Error: out of memory'],
    };
    const causes = Object.keys(wordings);
    const io: Io = { out: () => {}, err: () => {}, readStdin: async () => Buffer.alloc(0), cwd: root, env: {} };
    for (let i = 0; i < 40; i++) {
      const cause = causes[i % 5];
      const words = wordings[cause][Math.floor(i / 5) % wordings[cause].length];
      const task = `Nightly sync ${i}`;
      expect(await runCli(['log', 'a', '--task', task, '--result', words, '--root', root], io)).toBe(0);
      expect(
        await runCli(
          ['fail', 'a', '--task', task, '--why', words.replace(/^(Error|failed): /, ''), '--root', root],
          io,
        ),
      ).toBe(0);
    }
    await run(root, { analyzer: 'local' });
    // Again, dropping the entries kept the first time (their notes were counted then): nothing counted twice.
    await writeFile(join(root, 'agents/a.toml'), '[memory]\nenabled = true\nlast_n = 1\n');
    await run(root, { analyzer: 'local' });
    expect((await readFile(join(root, 'memory/a.md'), 'utf8')).match(/^## /gm)).toHaveLength(1);
    const items = parseItems(await readFile(join(root, 'memory/a/procedural/lessons.md'), 'utf8'), 2).items;
    expect(items.map((i) => i.title).sort()).toEqual([...causes].sort());
    expect(items.reduce((n, i) => n + i.count, 0)).toBe(40);
    for (const i of items) {
      expect(i.count).toBe(8);
      expect(i.evidence.length).toBeLessThanOrEqual(3);
    }
  });
});

describe('distil: switches', () => {
  function io(): Io & { text: string } {
    const o = {
      text: '',
      out: (t: string) => void (o.text += t),
      err: (t: string) => void (o.text += t),
      readStdin: async () => Buffer.alloc(0),
      cwd: '/',
      env: env(),
    };
    return o;
  }
  const gc = (root: string, noDistil = false) =>
    runGc({ root, agent: 'a', all: false, dryRun: false, json: false, analyzer: 'local', noDistil }, io());

  it('is on by default in gc, and off with --no-distil or [gc] distil = false', async () => {
    const on = await store({ 'memory/a.md': entries() });
    expect(await gc(on)).toBe(0);
    expect(existsSync(digestPath(on))).toBe(true);

    const flag = await store({ 'memory/a.md': entries() });
    expect(await gc(flag, true)).toBe(0);
    expect(existsSync(digestPath(flag))).toBe(false);

    const config = await store({ 'memory/a.md': entries(), 'memkeep.toml': '[gc]\ndistil = false\n' });
    expect(await gc(config)).toBe(0);
    expect(existsSync(digestPath(config))).toBe(false);
    expect((await readFile(join(config, 'memory/a.md'), 'utf8')).match(/^## /gm)).toHaveLength(2);
  });
});

describe('distilled files are memory', () => {
  it('are never pruned by age, whatever their age; other procedural notes are', async () => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    const dir = 'memory/a/procedural';
    await commitFiles(
      root,
      {
        'agents/a.toml': '[memory]\nenabled = true\n',
        [`${dir}/digest.md`]: '# Digest\n',
        [`${dir}/lessons.md`]: '# Lessons\n',
        [`${dir}/old-note.md`]: 'old\n',
      },
      daysAgo(200),
    );
    const { plan: p } = await run(root, { dryRun: true, steps: ['prune'] });
    const prune = p.agents[0].steps.prune!;
    expect(prune.items.map((i) => i.path)).toEqual([join(root, dir, 'old-note.md')]);
    // Never pruned, whatever the rules say: not even listed as kept.
    expect(prune.kept).toEqual([]);
  });
});
